"""Shown while a campaign loads in the background, so the screen never freezes."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Label, LoadingIndicator


class LoadingScreen(Screen):
    def __init__(self, what: str) -> None:
        super().__init__()
        self._what = what

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Label(f"Opening {self._what}…", id="loading-label")
            yield LoadingIndicator()
