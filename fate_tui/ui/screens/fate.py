"""Fate points: every character's points and refresh, the GM's pool for the scene in play, the
fate points owed for hostile invokes, and compels offered, escalated, accepted or refused."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.widgets import DataTable, Static

from fate_tui.campaign.intents import conflicts, fate
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character
from fate_tui.rules.derived import refresh
from fate_tui.rules.errors import FateError
from fate_tui.rules.fate_points import GM
from fate_tui.rules.payouts import Moment, PendingPayout, payout_totals
from fate_tui.rules.ruleset import HostilePayout
from fate_tui.rules.wording import mid_sentence
from fate_tui.ui.character_order import kind_label, ordered
from fate_tui.ui.dialogs import asking
from fate_tui.ui.play import compel_flow
from fate_tui.ui.screens.base import CampaignScreen
from fate_tui.ui.text import ERROR, FREE, MUTED, POINTS, STRONG, pips, safe_content, to_rich
from fate_tui.ui.widgets.key_footer import KeyFooter
from fate_tui.ui.widgets.row_table import RowTable

COLUMNS: tuple[tuple[str, str], ...] = (
    ("name", "Character"),
    ("kind", "Kind"),
    ("fate", "Fate points"),
)
COLUMNS += (("refresh", "Refresh"), ("owed", "Owed"), ("where", "In scene"))
_DUE = {
    Moment.END_OF_EXCHANGE: "at the end of the exchange",
    Moment.END_OF_CONFLICT: "when the conflict ends",
    Moment.END_OF_SCENE: "when the scene ends",
}


def holders(state: CampaignState) -> list[Character]:
    """Every PC, then NPCs holding fate points or in the scene in play (whose compels may be
    settled through the GM's pool)."""
    scene = state.current_scene
    cast = set(scene.cast) if scene else set()
    everyone = ordered(state)
    npcs = [c for c in everyone if c.kind.is_npc and (c.fate_points or c.id in cast)]
    return [c for c in everyone if not c.kind.is_npc] + npcs


class FatePointsScreen(CampaignScreen):
    # The layout lives here, next to the screen it shapes; app.tcss keeps what spans the app.
    DEFAULT_CSS = """
    FatePointsScreen #fate-pool {
        height: 1;
        background: $panel;
        color: $text;
    }

    FatePointsScreen #fate-table {
        height: 1fr;
        border: round $primary-muted;
        border-title-color: $text-accent;
    }

    FatePointsScreen #fate-table:focus {
        border: round $accent;
    }

    FatePointsScreen #fate-payouts {
        height: auto;
        max-height: 8;
        border: round $primary-muted;
        border-title-color: $text-accent;
        padding: 0 1;
    }

    FatePointsScreen #fate-message {
        height: auto;
        max-height: 4;
        padding: 0 1;
    }
    """
    BINDINGS = [
        Binding("plus,equals_sign", "award(1)", "+FP", id="fate.award"),
        Binding("minus", "award(-1)", "-FP", id="fate.spend"),
        Binding("c", "compel", "Compel", id="fate.compel"),
        Binding("g", "gm_pool(-1)", "GM spends", id="fate.gm_spend"),
        Binding("p", "gm_pool(1)", "GM +1", id="fate.gm_add"),
        Binding("o", "set_pool", "Set pool", id="fate.gm_set", show=False),
        Binding("N", "new_session", "End session", id="fate.new_session", show=False),
        Binding("escape", "close", "Back", id="fate.close", show=False),
    ]

    def compose(self) -> ComposeResult:
        yield Static(id="fate-pool")
        yield RowTable(id="fate-table", zebra_stripes=True)
        yield Static(id="fate-payouts")
        yield Static(id="fate-message")
        yield KeyFooter()

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.border_title = "Fate points"
        self.query_one("#fate-payouts").border_title = "Owed for hostile invokes"
        for key, label in COLUMNS:
            table.add_column(label, key=key)
        self.refresh_state()
        table.focus()

    def on_screen_resume(self) -> None:
        # On the app's current character, wherever the GM picked it.
        table = self.query_one(DataTable)
        wanted = self.app.character
        if wanted is not None and wanted != self.current_character_id and wanted in table.rows:
            table.move_cursor(row=table.get_row_index(wanted))

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self.app.character = str(event.row_key.value)

    # Drawing -----------------------------------------------------------------------------

    def refresh_state(self) -> None:
        if not self.query_one(DataTable).columns:
            return  # not mounted yet: on_mount draws it
        state = self.controller.state
        self._show_pool(state)
        self._show_rows(state)
        self._show_payouts(state)

    def _show_pool(self, state: CampaignState) -> None:
        scene = state.current_scene
        parts: list[str | tuple[str, str]] = [(f" Session {state.story.current_session}", STRONG)]
        if scene is None:
            parts.append(" · No scene in play: the GM's pool starts with the next scene")
        else:
            parts += [
                f" · Scene: {scene.title} · GM pool ",
                (pips(scene.gm_pool or 0), f"bold {POINTS}"),
                f" {scene.gm_pool}" if scene.gm_pool is not None else " not set",
            ]
        if state.story.gm_carried:
            parts.append(f" · {state.story.gm_carried} carried into the next scene")
        self.query_one("#fate-pool", Static).update(safe_content(Content.assemble(*parts)))

    def _show_rows(self, state: CampaignState) -> None:
        table = self.query_one(DataTable)
        wanted = holders(state)
        ids = [c.id for c in wanted]
        if [str(row.value) for row in table.rows] != ids:
            selected = self.current_character_id
            table.clear()
            for character in wanted:
                table.add_row(*self._cells(character, state), key=character.id)
            if selected in ids:
                table.move_cursor(row=ids.index(selected))
            return
        for character in wanted:
            for (column, _), value in zip(COLUMNS, self._cells(character, state), strict=True):
                if table.get_cell(character.id, column) != value:
                    table.update_cell(character.id, column, value, update_width=True)

    def _cells(self, character: Character, state: CampaignState) -> tuple:
        rules = state.ruleset
        scene = state.current_scene
        shows_refresh = not character.kind.is_nameless
        points = refresh(character, rules) if shows_refresh else 0
        shown = pips(character.fate_points, points)
        fate_cell = Content.assemble(
            (shown, POINTS), ((" " if shown else "") + str(character.fate_points), STRONG)
        )
        # An NPC's points go to the GM's pool for a later scene when they fall due.
        owed = payout_totals(scene.pending_payouts).get(character.id) if scene else None
        where = ""
        if scene is not None and character.id in scene.cast:
            where = scene.positions.get(character.id) or "yes"
        return tuple(
            to_rich(cell)
            for cell in (
                character.name,
                kind_label(character.kind, state.ruleset),
                fate_cell,
                str(points) if shows_refresh else "",
                Content.styled(f"+{owed}" + (" to the GM" if character.kind.is_npc else ""), FREE)
                if owed
                else "",
                where,
            )
        )

    def _show_payouts(self, state: CampaignState) -> None:
        scene = state.current_scene
        payouts = scene.pending_payouts if scene else ()
        lines = []
        conflict = conflicts.running(scene)
        for conceded in conflict.concessions if conflict is not None else ():
            if conceded.fate_points:
                payout = PendingPayout(
                    conceded.character_id, conceded.fate_points, HostilePayout.END_OF_CONFLICT
                )
                lines.append(self._payout_line(state, payout, "concession"))
        for payout in payouts:
            lines.append(self._payout_line(state, payout, payout.reason))
        text = Content("\n").join(lines)
        if not lines:
            text = Content.styled(
                "Nothing owed: no concession or hostile invoke is waiting to pay out.", MUTED
            )
        self.query_one("#fate-payouts", Static).update(text)

    def _payout_line(self, state: CampaignState, payout: PendingPayout, reason: str) -> Content:
        """One fate point payout still owed, credited where it will go: an NPC's points go
        to the GM's pool for the next scene, as the conflict's or the scene's end pays them."""
        receiver = state.characters.get(payout.receiver)
        if payout.receiver == GM or (receiver is not None and receiver.kind.is_npc):
            who = "The GM's pool"
            if payout.receiver != GM:
                reason = f"for {mid_sentence(self.app.name_of(payout.receiver))}" + (
                    f": {reason}" * bool(reason)
                )
        else:
            who = self.app.name_of(payout.receiver)
        return Content.assemble(
            (f"{who} ", STRONG),
            (f"+{payout.amount} ", FREE),
            f"pending, paid {_DUE[payout.due]}",
            (f" ({reason})", MUTED) if reason else "",
        )

    def _say(self, message: str, error: bool = False) -> None:
        # Literal text: a message may quote an aspect or a file, never read as markup.
        text = Content.styled(message, f"bold {ERROR}" if error else "")
        self.query_one("#fate-message", Static).update(text)

    @property
    def current_character_id(self) -> str | None:
        table = self.query_one(DataTable)
        if not table.row_count:
            return None
        return str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)

    # Running intents -----------------------------------------------------------------------

    def _attempt(self, intent: Callable, *args: Any) -> tuple[bool, Any]:
        """Run an intent; a refusal from the rules is shown on the screen and notified."""
        try:
            result = intent(self.controller, *args)
        except FateError as error:
            message = self.app.readable(error)  # names, not ids
            self._say(message, error=True)
            self.notify(message, severity="error", timeout=8, markup=False)
            return False, None
        if self.app.recent_log:
            self._say(self.app.recent_log[-1].text)
        return True, result

    # Fate points and the GM's pool ----------------------------------------------------

    def action_award(self, amount: int) -> None:
        if self.current_character_id is not None:
            self._attempt(fate.award, self.current_character_id, amount)

    def action_gm_pool(self, amount: int) -> None:
        reason = "spent by the GM" if amount < 0 else "added by the GM"
        self._attempt(fate.gm_pool, amount, reason)

    @asking.asks
    async def action_set_pool(self) -> None:
        ok, pool = self._attempt(fate.scene_start_pool)
        if not ok:
            return
        title = f"GM's pool at the scene's start (the rules give {pool.current})"
        value = await asking.text(self.app, title, value=str(pool.current))
        if value is not None and value.isdigit():
            self._attempt(fate.set_gm_pool, int(value))
        elif value is not None:
            self._say(f"'{value}' is not a number of fate points", error=True)

    def action_new_session(self) -> None:
        """The session ends through its guided screen (milestones, recovery, its record)."""
        self.app.action_end_session()

    def action_close(self) -> None:
        self.app.pop_screen()

    # Compels -------------------------------------------------------------------------------

    @asking.asks
    async def action_compel(self) -> None:
        target = self.current_character_id
        if target is not None:
            await compel_flow.compel(self, target, self._attempt, self._say)
