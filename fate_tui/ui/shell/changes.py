"""How a change to the campaign reaches the screens: the app publishes it on one Textual
`Signal` (`campaign_changed`), and each screen that shows the campaign follows that signal.

A screen redraws at once only when the GM can see it (on top, or under dialogs only); a
screen hidden under another one is marked stale and redraws once, when it comes back into
view, however many changes happened meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from textual.screen import Screen
from textual.signal import Signal

if TYPE_CHECKING:
    from textual.dom import DOMNode

    from fate_tui.campaign.controller import Update
    from fate_tui.campaign.players_feed import Snapshot


def in_view(screen: Screen) -> bool:
    """Whether the GM sees `screen`: it is in the stack with only dialogs above it."""
    stack = screen.app.screen_stack
    if screen not in stack:
        return False
    return all(above.is_modal for above in stack[stack.index(screen) + 1 :])


def campaign_signal(node: DOMNode) -> Signal[Update] | Signal[Snapshot]:
    """The `campaign_changed` signal of the app `node` runs in, for a screen both the GM's app
    and the players' app show: each publishes its own kind of change on it."""
    signal = getattr(node.app, "campaign_changed", None)
    if not isinstance(signal, Signal):
        raise TypeError(f"{type(node.app).__name__} has no campaign_changed signal")
    return signal


def follow(screen: Screen, signal: Signal, redraw: Callable[[], Any]) -> None:
    """Call `redraw` after each publication of `signal` (a change to the campaign, a new
    theme): at once when `screen` is in view, else once when it comes back. Call it from
    the screen's `on_mount`."""
    stale = False

    def published(_data: object) -> None:
        nonlocal stale
        if in_view(screen):
            stale = False
            redraw()
        else:
            stale = True

    def shown(_screen: Screen) -> None:
        nonlocal stale
        if stale and in_view(screen):
            stale = False
            redraw()

    signal.subscribe(screen, published)
    screen.app.screen_change_signal.subscribe(screen, shown)
