"""A terminal too small to draw fate-tui: every screen hides its widgets and says so, until
the terminal grows again.

Textual's own widgets fail when squeezed to a few cells (a list's text wrapped to no width
raises), so below `MIN_SIZE` nothing but the notice is laid out. The notice goes on the
screen shown, takes every key (nothing happens that the GM cannot see) and leaves when the
terminal is large enough.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events
from textual.geometry import Size
from textual.widgets import Static

if TYPE_CHECKING:
    from textual.app import App

MIN_SIZE = Size(40, 12)
"""The smallest terminal every screen is drawn in (the Table is laid out for 80x24)."""

HIDDEN = "-too-small"
"""The app's class while the terminal is too small (app.tcss hides the screens' widgets)."""


def too_small(size: Size) -> bool:
    return size.width < MIN_SIZE.width or size.height < MIN_SIZE.height


class TooSmallNotice(Static, can_focus=True):
    """What a screen shows instead of itself while the terminal is too small."""

    def __init__(self, text: str, returns_focus_to=None) -> None:
        super().__init__(text, markup=False)
        self._returns_focus_to = returns_focus_to

    def on_key(self, event: events.Key) -> None:
        if event.key != "ctrl+q":
            event.stop()
            event.prevent_default()

    def on_resize(self) -> None:
        # The screen is laid out at its new size by now: safe to show its widgets again.
        if not too_small(self.app.size):
            self.app.remove_class(HIDDEN)
            self.remove()
            if self._returns_focus_to is not None and self._returns_focus_to.is_attached:
                self._returns_focus_to.focus()
        else:
            self.update(_message(self.app.size))


def fit(app: App, size: Size | None = None) -> None:
    """While the terminal is too small, hide the screen shown behind the notice (called on
    each resize, and when a screen appears on its own: a campaign finishing loading). The
    notice itself shows the screen again once the terminal is large enough. `size`: the
    terminal's new size, when the app does not know it yet."""
    size = size or app.size
    if not too_small(size):
        return
    app.add_class(HIDDEN)
    screen = app.screen
    if not screen.query(TooSmallNotice):
        screen.mount(TooSmallNotice(_message(size), screen.focused))
    screen.query_one(TooSmallNotice).focus()


def _message(size: Size) -> str:
    return (
        f"Too small: {size.width}x{size.height}. fate-tui needs at least "
        f"{MIN_SIZE.width}x{MIN_SIZE.height}: enlarge the window (ctrl+q quits)"
    )
