"""The footer every screen shows: Textual's, with the Help key first, so a narrow terminal
never hides it (the command palette key stays docked on the right)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer

FIRST_ACTIONS = ("help", "app.help")
"""Actions whose keys come first, in this order (a modal dialog binds "app.help")."""


class KeyFooter(Footer):
    def compose(self) -> ComposeResult:
        keys = list(super().compose())
        # Footer's keys are its own (private) widget class: matched by their action.
        first = [
            key
            for action in FIRST_ACTIONS
            for key in keys
            if getattr(key, "action", None) == action
        ]
        yield from first
        yield from (key for key in keys if key not in first)
