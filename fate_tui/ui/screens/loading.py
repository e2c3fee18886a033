"""Shown while a campaign loads in the background, so the screen never freezes."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Label, LoadingIndicator

from fate_tui.safe_text import safe_text


class LoadingScreen(Screen):
    # The layout lives here, next to the screen it shapes; app.tcss keeps what spans the app.
    DEFAULT_CSS = """
    LoadingScreen #loading-label {
        margin-bottom: 1;
    }
    """

    def __init__(self, what: str) -> None:
        super().__init__()
        self._what = what

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Label(Content(safe_text(f"Opening {self._what}…")), id="loading-label")
            yield LoadingIndicator()
