"""Help: every key of the screen it was opened from and of the app, with the binding ids to
remap them, and a short rules reference for the campaign's rule set."""

from __future__ import annotations

from dataclasses import replace

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import DataTable, Static

from fate_tui.ui.help_text import Section, keymap_help, rules_reference
from fate_tui.ui.screens.base import CampaignScreen
from fate_tui.ui.shell.keymap import config_dir, load_keymap
from fate_tui.ui.text import show_content
from fate_tui.ui.widgets.key_footer import KeyFooter

EXAMPLE_KEYS = ("v", "j", "w", "z", "ctrl+j")
"""Keys offered in the keys.toml example: the first one the screen does not use."""


def id_bindings(node) -> list[Binding]:
    """The bindings with an id that `node` (a screen, widget or the app) declares, its own
    class first, then inherited ones; Textual's own bindings have no id."""
    found: list[Binding] = []
    for cls in type(node).__mro__:
        for binding in cls.__dict__.get("BINDINGS", ()):
            if isinstance(binding, Binding) and binding.id:
                found.append(binding)
    return found


class HelpScreen(CampaignScreen):
    # The layout lives here, next to the screen it shapes; app.tcss keeps what spans the app.
    DEFAULT_CSS = """
    HelpScreen #help-left {
        width: 55%;
        max-width: 64;
    }

    HelpScreen #help-bindings {
        height: 1fr;
        border: round $primary-muted;
        border-title-color: $text-accent;
    }

    HelpScreen #help-keymap {
        height: auto;
        padding: 0 1;
        color: $text-muted;
    }

    HelpScreen #help-rules {
        width: 1fr;
        border: round $primary-muted;
        border-title-color: $text-accent;
        padding: 0 1;
    }

    HelpScreen #help-bindings:focus, HelpScreen #help-rules:focus-within {
        border: round $accent;
    }
    """
    BINDINGS = [
        Binding("escape,question_mark", "close", "Close help", id="help.close"),
    ]

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name=name)
        self.rows: list[tuple[str, str, str]] = []
        """(keys, description, binding id) of every binding shown: the screen's, then the
        app's."""
        self._free_key = EXAMPLE_KEYS[0]
        """A key the screen below does not use, for the keys.toml example."""

    def compose(self) -> ComposeResult:
        with Horizontal():
            with Vertical(id="help-left"):
                yield DataTable(id="help-bindings", cursor_type="row", zebra_stripes=True)
                yield Static(id="help-keymap")
            with VerticalScroll(id="help-rules"):
                yield Static(id="help-rules-text")
        yield KeyFooter(wrap=True)

    def on_mount(self) -> None:
        below = self._screen_below()
        self.rows = self._binding_rows(below)
        table = self.query_one(DataTable)
        table.border_title = "Keys"
        # Two columns, so a key's description shows whole at 80 columns; its id (to remap it)
        # is under the list and in the keys.toml example, which follow the highlighted key.
        for key, label in (("keys", "Key"), ("what", "Does")):
            table.add_column(label, key=key)
        for keys, what, binding_id in self.rows:
            table.add_row(Text(keys, style="bold"), Text(what), key=binding_id)
        taken = {key for row in self.rows for key in row[0].split()}
        self._free_key = next(k for k in EXAMPLE_KEYS if k not in taken)
        self._show_keymap(self.rows[0][2] if self.rows else None)
        self.refresh_state()
        table.focus()

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._show_keymap(str(event.row_key.value))

    def _show_keymap(self, binding_id: str | None) -> None:
        """The highlighted key's id, and the keys.toml explanation with an example remapping
        that key."""
        table = self.query_one(DataTable)
        table.border_subtitle = Content(f"id: {binding_id}" if binding_id else "")  # literal
        ids = [row[2] for row in self.rows if not row[2].startswith("(")]
        if binding_id not in ids:  # the palette's key is built in: another example
            binding_id = next((i for i in ids if not i.startswith("app.")), "app.roll")
        lines = keymap_help(str(config_dir() / "keys.toml"), binding_id, self._free_key)
        show_content(self.query_one("#help-keymap", Static), keymap_text(lines))

    def refresh_state(self) -> None:
        if self.controller is None:
            return
        rules = self.controller.state.ruleset
        self.query_one("#help-rules").border_title = f"Rules: {rules.title}"
        parts: list[RenderableType] = []
        for section in rules_reference(rules):
            parts.extend(_render(section))
        self.query_one("#help-rules-text", Static).update(Group(*parts))

    def _screen_below(self) -> Screen | None:
        stack = self.app.screen_stack
        index = stack.index(self) if self in stack else len(stack)
        return stack[index - 1] if index > 0 else None

    def _binding_rows(self, below: Screen | None) -> list[tuple[str, str, str]]:
        keymap, _ = load_keymap()
        rows: list[tuple[str, str, str]] = []
        seen: set[str] = set()
        sources: list[Binding] = []
        if below is not None:
            sources += id_bindings(below)
            for widget in below.walk_children():
                sources += id_bindings(widget)
        sources += id_bindings(self.app)
        for binding in sources:
            if not binding.id or binding.id in seen:  # `id_bindings` gives only those with one
                continue
            seen.add(binding.id)
            keys = keymap.get(binding.id, binding.key)
            rows.append((self._keys(binding, keys), binding.description, binding.id))
        rows.append(("^p", "Command palette", "(built in)"))
        return rows

    def _keys(self, binding: Binding, keys: str) -> str:
        shown = [self.app.get_key_display(replace(binding, key=k.strip())) for k in keys.split(",")]
        return " ".join(shown)

    def action_close(self) -> None:
        self.app.pop_screen()


GRID_LABEL = 12
"""The longest label a section's rows may have to be drawn as a grid; with longer ones (Spirit
of the Century's trappings: "Reading people") the label column would leave the text a strip a
word wide on an 80-column terminal, so each row is a paragraph opening with its label."""


def _render(section: Section) -> list[RenderableType]:
    """A section as Rich renderables: its title, paragraphs, and its (label, text) rows as a
    grid whose second column wraps under itself, or as paragraphs where a label is long."""
    parts: list[RenderableType] = [Text(f"\n{section.title.upper()}", style="bold")]
    labels = [line[0] for line in section.lines if isinstance(line, tuple)]
    as_grid = all(len(label) <= GRID_LABEL for label in labels)
    grid: Table | None = None
    for line in section.lines:
        if isinstance(line, tuple) and not as_grid:
            label, text = line
            # Text, not str: "[...]" in the text is no markup.
            parts.append(Text.assemble(("  " + label, "bold"), ": " if label else "", text))
        elif isinstance(line, tuple):
            if grid is None:
                grid = Table.grid(padding=(0, 1))
                grid.add_column(style="bold", no_wrap=True)
                grid.add_column()
                parts.append(grid)
            # Text, not str: a Rich table would read "[...]" in the text as markup.
            grid.add_row(Text(f"  {line[0]}" if line[0] else ""), Text(line[1]))
        else:
            grid = None
            parts.append(Text(line))
    return parts


def keymap_text(lines: tuple[str, ...]) -> Content:
    """The keys.toml explanation, its example lines (indented) in bold. Literal text: the
    example's "[keys]" header is TOML, not markup."""
    return Content("\n").join(
        Content.styled(line, "bold" if line.startswith("    ") else "") for line in lines
    )
