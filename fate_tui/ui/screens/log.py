"""The play log: every roll, invoke, compel, fate point and change of a session, with its time
and scene; filtered by kind and by a text search, and earlier sessions one key away."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.widgets import DataTable, Input, Static

from fate_tui.campaign.playlog import KINDS, LogEntry
from fate_tui.ui.dialogs import asking
from fate_tui.ui.screens.base import CampaignScreen
from fate_tui.ui.text import ERROR, MUTED, STRONG, WARNING, safe_content, to_rich
from fate_tui.ui.widgets.key_footer import KeyFooter
from fate_tui.ui.widgets.row_table import RowTable

ALL = "all"
_KIND_STYLE = {
    "roll": "$text-primary",
    "invoke": "$text-secondary",
    "compel": WARNING,
    "fate_point": WARNING,
    "harm": ERROR,
    "recovery": "$text-success",
    "advancement": "$text-success",
    "scene": "$text-accent",
    "conflict": ERROR,
    "contest": WARNING,
    "challenge": "$text-secondary",
    "session": "bold $text-accent",
    "undo": MUTED,
}
COLUMNS = (("time", "Time"), ("scene", "Scene"), ("kind", "Kind"), ("text", "What happened"))


def matches(entry: LogEntry, kind: str | None, search: str, scene_title: str) -> bool:
    """Whether an entry passes the kind filter and the (case-insensitive) text search."""
    if kind is not None and entry.kind != kind:
        return False
    wanted = search.strip().lower()
    return not wanted or wanted in f"{entry.text} {scene_title} {entry.kind}".lower()


class LogScreen(CampaignScreen):
    # The layout lives here, next to the screen it shapes; app.tcss keeps what spans the app.
    DEFAULT_CSS = """
    LogScreen #log-header {
        height: 1;
        background: $panel;
        color: $text;
    }

    LogScreen #log-table {
        height: 1fr;
        border: round $primary-muted;
        border-title-color: $text-accent;
    }

    LogScreen #log-table:focus {
        border: round $accent;
    }

    LogScreen #log-search {
        height: 3;
        border: round $primary-muted;
    }

    LogScreen #log-search:focus {
        border: round $accent;
    }

    LogScreen #log-detail {
        height: auto;
        /* A conflict's end or a split attack logs long lines: at 80x24 four lines hid their end. */
        max-height: 8;
        padding: 0 1;
        color: $text-muted;
    }
    """
    AUTO_FOCUS = "#log-table"
    BINDINGS = [
        Binding("slash", "search", "Search", id="log.search"),
        Binding("k", "kind", "Kind", id="log.kind"),
        Binding("left_square_bracket", "session(-1)", "Earlier session", id="log.earlier"),
        Binding("right_square_bracket", "session(1)", "Later session", id="log.later", show=False),
        Binding("v", "pick_session", "Sessions", id="log.sessions", show=False),
        Binding("x", "clear_filters", "Clear filters", id="log.clear"),
        Binding("escape", "close", "Back", id="log.close", show=False),
    ]

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name=name)
        self.session: int | None = None
        """The session shown; None: the session being played."""
        self.kind: str | None = None
        self.search = ""
        self._entries: list[LogEntry] = []

    def compose(self) -> ComposeResult:
        yield Static(id="log-header")
        yield Input(placeholder="/ to search the log; Enter or Escape returns", id="log-search")
        yield RowTable(id="log-table", zebra_stripes=True)
        yield Static(id="log-detail")
        yield KeyFooter()

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        for key, label in COLUMNS:
            table.add_column(label, key=key)
        self.refresh_state()

    # Drawing -----------------------------------------------------------------------------

    @property
    def shown_session(self) -> int:
        current = max(self.controller.state.story.current_session, 1)
        return self.session if self.session is not None else current

    def refresh_state(self) -> None:
        table = self.query_one(DataTable)
        if not table.columns:
            return  # not mounted yet: on_mount draws it
        entries, problems = self.controller.log_entries(self.shown_session)
        self._entries = entries
        shown = [
            (index, entry)
            for index, entry in enumerate(entries)
            if matches(entry, self.kind, self.search, self._scene_title(entry.scene))
        ]
        self._show_rows(table, shown)
        self._show_header(len(entries), len(shown), problems)
        self._show_detail()
        self.refresh_bindings()  # "Clear filters" shows only while filtering

    def _show_rows(self, table: DataTable, shown: list[tuple[int, LogEntry]]) -> None:
        keys = [str(index) for index, _ in shown]
        present = [str(row.value) for row in table.rows]
        if keys == present:
            return
        at_end = not present or table.cursor_row >= len(present) - 1
        if keys[: len(present)] == present:
            # New entries at the end: add them and keep the cursor (following the tail).
            for index, entry in shown[len(present) :]:
                table.add_row(*self._cells(entry), key=str(index))
        else:
            selected = self._selected_key()
            table.clear()
            for index, entry in shown:
                table.add_row(*self._cells(entry), key=str(index))
            if selected in keys:
                table.move_cursor(row=keys.index(selected))
                return
            at_end = True
        if at_end and keys:
            table.move_cursor(row=len(keys) - 1)

    def _cells(self, entry: LogEntry) -> tuple:
        # Rich Text, so nothing a GM wrote is read as markup.
        scene = to_rich(self._scene_title(entry.scene))
        return (entry.at.strftime("%H:%M"), scene, _kind_cell(entry), to_rich(entry.text))

    def theme_changed(self) -> None:
        """The kind column holds the old theme's colours: redraw it in place."""
        table = self.query_one(DataTable)
        for row_key in table.rows:
            if row_key.value is not None:  # always: a row's key is its entry's index
                entry = self._entries[int(row_key.value)]
                table.update_cell(row_key, "kind", _kind_cell(entry))
        super().theme_changed()

    def _scene_title(self, scene_id: str | None) -> str:
        if scene_id is None:
            return ""
        scene = self.controller.state.scenes.get(scene_id)
        return scene.title if scene else scene_id

    def _show_header(self, total: int, shown: int, problems) -> None:
        parts: list[str | tuple[str, str]] = [(f" Session {self.shown_session}", STRONG)]
        if self.session is not None:
            parts.append((" (an earlier session)", MUTED))
        if self._entries:
            parts.append(f" · {self._entries[0].at:%Y-%m-%d}")
        parts.append(f" · {shown} of {total} entries")
        if self.kind:
            parts.append((f" · kind: {self.kind}", f"bold {WARNING}"))
        if self.search.strip():
            parts.append((f' · matching "{self.search.strip()}"', f"bold {WARNING}"))
        for problem in problems[:1]:
            parts.append((f" · {problem.format()}", f"bold {ERROR}"))
        self.query_one("#log-header", Static).update(safe_content(Content.assemble(*parts)))

    def _selected_key(self) -> str | None:
        table = self.query_one(DataTable)
        if not table.row_count:
            return None
        return str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)

    def _show_detail(self) -> None:
        key = self._selected_key()
        detail = self.query_one("#log-detail", Static)
        if key is None:
            detail.update(
                "No entries with these filters: x clears them"
                if self._filtered
                else "Nothing logged in this session: [ shows an earlier one"
            )
            return
        entry = self._entries[int(key)]
        stamp = f"{entry.at:%Y-%m-%d %H:%M:%S} · {entry.kind} · "
        detail.update(safe_content(Content.assemble((stamp, MUTED), entry.text)))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Clearing the filters only when there are some (and only then in the footer).
        return action != "clear_filters" or self._filtered

    @property
    def _filtered(self) -> bool:
        return self.kind is not None or bool(self.search.strip())

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._show_detail()

    # Filters ---------------------------------------------------------------------------------

    def action_search(self) -> None:
        self.query_one("#log-search", Input).focus()

    def on_input_changed(self, event: Input.Changed) -> None:
        self.search = event.value
        self.refresh_state()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.query_one(DataTable).focus()

    @asking.asks
    async def action_kind(self) -> None:
        counts = {kind: 0 for kind in KINDS}
        for entry in self._entries:
            counts[entry.kind] = counts.get(entry.kind, 0) + 1
        options = [(ALL, f"Every kind ({len(self._entries)})")]
        options += [(kind, f"{kind.replace('_', ' ')} ({n})") for kind, n in counts.items()]
        kind = await asking.choose(self.app, "Show entries of which kind?", options)
        if kind is not None:
            self.kind = None if kind == ALL else kind
            self.refresh_state()

    def action_clear_filters(self) -> None:
        self.kind = None
        self.search = ""
        self.query_one("#log-search", Input).value = ""
        self.refresh_state()

    # Sessions --------------------------------------------------------------------------------

    def _sessions(self) -> list[int]:
        return self.controller.sessions()

    def action_session(self, step: int) -> None:
        sessions = self._sessions()
        current = self.shown_session
        index = sessions.index(current) if current in sessions else len(sessions) - 1
        index = min(max(index + step, 0), len(sessions) - 1)
        if sessions[index] == current:
            self.notify("No " + ("earlier" if step < 0 else "later") + " session logged")
            return
        self._show_session(sessions[index])

    @asking.asks
    async def action_pick_session(self) -> None:
        options = [(str(n), f"Session {n}") for n in reversed(self._sessions())]
        number = await asking.choose(self.app, "Show the log of which session?", options)
        if number is not None:
            self._show_session(int(number))

    def _show_session(self, number: int) -> None:
        playing = max(self.controller.state.story.current_session, 1)
        self.session = None if number == playing else number
        self.query_one(DataTable).clear()
        self.refresh_state()

    def action_close(self) -> None:
        if self.query_one("#log-search", Input).has_focus:
            self.query_one(DataTable).focus()
        else:
            self.app.pop_screen()


def _kind_cell(entry: LogEntry):
    return to_rich(Content.styled(entry.kind.replace("_", " "), _KIND_STYLE.get(entry.kind, "")))
