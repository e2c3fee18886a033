"""The players' view: the scene in play as the table may see it, read-only.

The same screen runs in `fate-tui players` and `fate-tui serve` (fed by the files the GM's app
saves) and as the GM's "show to players" preview (fed by the GM's own campaign). Its keys only
look: pick a PC to read their whole sheet, scroll, leave.
"""

from __future__ import annotations

from collections.abc import Callable

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static

from fate_tui.campaign.players_feed import Snapshot
from fate_tui.ui.dialogs import asking
from fate_tui.ui.players.players_panels import PlayersPanel, heading, panels
from fate_tui.ui.screens.styled_once import StyledOnce
from fate_tui.ui.shell.changes import campaign_signal, follow
from fate_tui.ui.text import MUTED

LEFT = ("players-aspects", "players-zones", "players-play", "players-countdowns")


class PlayersScreen(StyledOnce, Screen):
    """Draws the snapshot `source` gives; `refresh_state` redraws the panels that changed."""

    DEFAULT_CSS = """
    PlayersScreen #players-heading { height: auto; padding: 0 1; background: $panel; }
    PlayersScreen #players-columns { height: 1fr; }
    PlayersScreen #players-left, PlayersScreen #players-right { width: 1fr; }
    PlayersScreen .players-panel {
        height: auto;
        border: round $primary-muted;
        border-title-color: $text-accent;
        padding: 0 1;
    }
    PlayersScreen #players-hint { height: 1; padding: 0 1; }
    """

    BINDINGS = [
        Binding("c", "pick_character", "A character's sheet", id="players.sheet"),
    ]
    HINT = "c a character's whole sheet · Tab and ↑↓ scroll each column · q quit"

    def __init__(self, source: Callable[[], Snapshot], name: str | None = None) -> None:
        super().__init__(name=name)
        self._source = source
        self._heading: object = None

    def compose(self) -> ComposeResult:
        yield Static(id="players-heading")
        built = panels()
        with Horizontal(id="players-columns"):
            with VerticalScroll(id="players-left"):
                yield from (p for p in built if p.id in LEFT)
            with VerticalScroll(id="players-right"):
                yield from (p for p in built if p.id not in LEFT)
        yield Static(Content.styled(self.HINT, MUTED), id="players-hint")

    def on_mount(self) -> None:
        follow(self, campaign_signal(self), self.refresh_state)
        self.refresh_state()

    def refresh_state(self) -> int:
        """Redraw what changed since the last time; returns how many panels were redrawn."""
        view = self._source().view
        drawn = 0
        if view.heading != self._heading:
            self._heading = view.heading
            self.query_one("#players-heading", Static).update(heading(view.heading))
            drawn += 1
        for panel in self.query(PlayersPanel):
            drawn += panel.show(view)
        return drawn

    @work
    async def action_pick_character(self) -> None:
        snapshot = self._source()
        options = [(p.id, p.name) for p in snapshot.view.pcs]
        if not options:
            self.notify("There are no PCs in this campaign yet")
            return
        chosen = await asking.choose(self.app, "Whose sheet?", options)
        if chosen is not None:
            from fate_tui.ui.players.players_sheet import PlayerSheetScreen

            self.app.push_screen(PlayerSheetScreen(self._source, chosen))
