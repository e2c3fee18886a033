"""A PC's whole sheet as their player may read it: aspects, skills, stunts, stress and
consequences, with nothing to edit and nothing the GM keeps hidden."""

from __future__ import annotations

from collections.abc import Callable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static

from fate_tui.campaign.players_feed import Snapshot
from fate_tui.campaign.players_view import player_sheet
from fate_tui.ui.screens.styled_once import StyledOnce
from fate_tui.ui.shell.changes import campaign_signal, follow
from fate_tui.ui.text import MUTED
from fate_tui.ui.widgets.sheet_body import sheet_body
from fate_tui.ui.widgets.sheet_header import SheetHeader
from fate_tui.ui.widgets.sheet_section import SheetSection


class PlayerSheetScreen(StyledOnce, Screen):
    DEFAULT_CSS = """
    PlayerSheetScreen #players-sheet { height: 1fr; }
    PlayerSheetScreen #sheet-header { height: auto; padding: 0 1; background: $panel; }
    PlayerSheetScreen #sheet-columns { height: 1fr; }
    PlayerSheetScreen #sheet-left, PlayerSheetScreen #sheet-right { width: 1fr; }
    PlayerSheetScreen #sheet-aspects, PlayerSheetScreen #sheet-skills { height: auto; }
    PlayerSheetScreen #sheet-harm { height: auto; }
    PlayerSheetScreen #sheet-stunts { height: 1fr; min-height: 4; }
    PlayerSheetScreen #players-hint { height: 1; padding: 0 1; }
    """
    AUTO_FOCUS = "#sheet-aspects"
    BINDINGS = [Binding("escape,c", "back", "Back to the scene", id="players.back")]

    def __init__(self, source: Callable[[], Snapshot], character_id: str) -> None:
        super().__init__()
        self._source = source
        self.character_id = character_id

    def compose(self) -> ComposeResult:
        with Vertical(id="players-sheet"):
            yield from sheet_body(notes=False)
        yield Static(Content.styled("Escape: back to the scene", MUTED), id="players-hint")

    def on_mount(self) -> None:
        follow(self, campaign_signal(self), self.refresh_state)
        self.refresh_state()

    def refresh_state(self) -> None:
        state = self._source().state
        character = player_sheet(state, self.character_id)
        self.query_one(SheetHeader).show(character, state)
        for section in self.query(SheetSection):
            section.show(character, state, ())

    def action_back(self) -> None:
        self.dismiss()
