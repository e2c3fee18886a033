"""The GM's "show to players" preview: exactly what `fate-tui players` and the served page
show of the campaign as it stands, and the key that shares it with the players' browsers."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.binding import Binding
from textual.content import Content
from textual.widgets import Static

from fate_tui.campaign.players_feed import Snapshot, preview
from fate_tui.ui.players.players import PlayersScreen
from fate_tui.ui.shell.gm_app import gm_app
from fate_tui.ui.shell.known import known
from fate_tui.ui.text import FREE, MUTED, STRONG

if TYPE_CHECKING:
    from fate_tui.ui.players.web_server import BackgroundServer

PREVIEW_HINT = "Players' view · c a sheet · Tab, ↑↓ scroll · w share in browsers · Esc back"


class PlayersPreviewScreen(PlayersScreen):
    BINDINGS = [
        Binding("escape", "back", "Back", id="players.preview_back"),
        Binding("w", "share", "Share in browsers", id="players.share"),
    ]
    HINT = PREVIEW_HINT

    def __init__(self, name: str | None = None) -> None:
        super().__init__(self._snapshot, name=name)

    def _snapshot(self) -> Snapshot:
        return preview(gm_app(self).loaded_controller)

    def refresh_state(self) -> int:
        drawn = super().refresh_state()
        self._show_sharing()
        return drawn

    def _show_sharing(self) -> None:
        serving = gm_app(self).players_server
        hint = self.query_one("#players-hint", Static)
        if serving is None:
            hint.update(Content.styled(PREVIEW_HINT, MUTED))
        else:
            hint.update(
                Content.assemble(
                    ("Players' view served on ", STRONG),
                    (serving.url, f"bold {FREE}"),
                    ("  · w stops · Esc back", MUTED),
                )
            )

    def action_back(self) -> None:
        self.dismiss()

    def action_share(self) -> None:
        """Start serving the players' view on this computer (w again stops it)."""
        from fate_tui.ui.players.web_server import ServeError

        app = gm_app(self)  # the preview is the GM's: the players' app shows no such key
        serving = app.players_server
        if serving is not None:
            serving.stop()
            app.players_server = None
            self.notify("Stopped serving the players' view")
        else:
            try:
                server = _serve(known(app.campaign_path, "the open campaign's folder"))
            except ServeError as error:
                self.notify(str(error), severity="error", markup=False)
                return
            app.players_server = server
            self.notify(f"Players' view on {server.url}", timeout=10, markup=False)
        self._show_sharing()


def _serve(campaign: Path) -> BackgroundServer:
    """Serve on the usual port, or on any free one when another program holds it (the GM
    has no --port to pick one; the address shown says which). ServeError when neither works."""
    from fate_tui.ui.players.web_server import (
        USUAL_PORT,
        BackgroundServer,
        PlayersServer,
        PortInUse,
    )

    server = BackgroundServer(PlayersServer(campaign, port=USUAL_PORT))
    try:
        server.start()
    except PortInUse:
        server = BackgroundServer(PlayersServer(campaign, port=0))
        server.start()
    return server
