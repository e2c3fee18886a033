"""A panel of text that Tab reaches and the arrow keys scroll, so what overflows a small
terminal (zones past the panel's last line, a long log, a conflict's turn order) is never
reachable only with the mouse.

Textual scrolls containers, not the text of a Static: the panel is a VerticalScroll holding
one Static, and takes `update` and `content` as a Static does (`fate_tui.ui.text.show_content`
works on both)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Static


class ScrollingText(VerticalScroll):
    BINDINGS = [
        Binding("up", "scroll_up", "Scroll up", id="panel.scroll_up", show=False),
        Binding("down", "scroll_down", "Scroll down", id="panel.scroll_down", show=False),
        Binding("pageup", "page_up", "Page up", id="panel.page_up", show=False),
        Binding("pagedown", "page_down", "Page down", id="panel.page_down", show=False),
        Binding("home", "scroll_home", "Top", id="panel.top", show=False),
        Binding("end", "scroll_end", "Bottom", id="panel.bottom", show=False),
    ]
    DEFAULT_CSS = """
    ScrollingText > .scrolling-text {
        width: 100%;
        height: auto;
    }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._text = self._make_text()
        self._text.add_class("scrolling-text")

    def _make_text(self) -> Static:
        """The Static the panel scrolls over (a panel may show its text in a Static of its
        own kind)."""
        return Static()

    def compose(self) -> ComposeResult:
        yield self._text

    @property
    def content(self) -> Content | str:
        """What the panel shows."""
        return static_content(self._text)

    def update(self, content: Content | str, *, layout: bool = True) -> None:
        self._text.update(content, layout=layout)


def static_content(static: Static) -> Content | str:
    """What `static` shows. Textual types a Static's content as anything it can draw (a Rich
    renderable too); the panels here are only ever given Content or a str."""
    content = static.content
    if isinstance(content, Content | str):
        return content
    raise TypeError(f"{type(static).__name__} shows a {type(content).__name__}, not text")
