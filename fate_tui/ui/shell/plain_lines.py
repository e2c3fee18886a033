"""The last guard between campaign text and the terminal: a line filter both apps apply to
every line any widget draws (through `PlainTextApp`, the base of both, which also keeps every
toast plain text), taking out any control character, C1 control or bidirectional
override still in the text.

Campaign text is made safe where it is shown (`fate_tui.safe_text`: ESC shows as ␛), so this
filter should find nothing; it is there for the text a future widget forgets to pass through
that function. It removes rather than replaces: Textual laid the line out with those
characters taking no cells, and a stand-in would make the line one cell longer each.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.segment import Segment
from textual.app import App
from textual.color import Color
from textual.filter import LineFilter
from textual.notifications import SeverityLevel

from fate_tui.safe_text import has_unsafe_characters, safe_text, without_unsafe_characters


class PlainLines(LineFilter):
    """Drops what a terminal would obey from the text of each segment."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        if not any(has_unsafe_characters(text) for text, _, control in segments if not control):
            return segments
        return [
            segment
            if segment.control or not has_unsafe_characters(segment.text)
            else Segment(without_unsafe_characters(segment.text), segment.style)
            for segment in segments
        ]


PLAIN_LINES = PlainLines()
"""One instance for every app: Textual caches each line filtered per filter."""


class PlainTextApp(App):
    """An app that shows campaign text as text, the GM's and the players' alike: every line
    drawn goes through `PLAIN_LINES`, and every toast is plain text."""

    def get_line_filters(self) -> Sequence[LineFilter]:
        """Textual's filters, then the last guard against control characters (`PLAIN_LINES`)."""
        return [*super().get_line_filters(), PLAIN_LINES]

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        """Every toast is plain text, whatever a caller asks: toasts name characters, aspects
        and countdowns as the campaign's files wrote them, and a name such as
        '[@click=app.quit]Vera[/]' must show as written, not become a live action."""
        super().notify(
            safe_text(message),
            title=safe_text(title),
            severity=severity,
            timeout=timeout,
            markup=False,
        )
