"""A panel of text that Tab reaches and the arrow keys scroll, so what overflows a small
terminal (zones past the panel's last line, a long log) is never reachable only with the
mouse."""

from __future__ import annotations

from textual.binding import Binding
from textual.widgets import Static


class ScrollingText(Static, can_focus=True):
    BINDINGS = [
        Binding("up", "scroll_up", "Scroll up", id="panel.scroll_up", show=False),
        Binding("down", "scroll_down", "Scroll down", id="panel.scroll_down", show=False),
        Binding("pageup", "page_up", "Page up", id="panel.page_up", show=False),
        Binding("pagedown", "page_down", "Page down", id="panel.page_down", show=False),
        Binding("home", "scroll_home", "Top", id="panel.top", show=False),
        Binding("end", "scroll_end", "Bottom", id="panel.bottom", show=False),
    ]
    DEFAULT_CSS = """
    ScrollingText {
        overflow-y: auto;
    }
    """
