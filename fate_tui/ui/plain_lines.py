"""The last guard between campaign text and the terminal: a line filter both apps apply to
every line any widget draws, taking out any control character, C1 control or bidirectional
override still in the text.

Campaign text is made safe where it is shown (`fate_tui.safe_text`: ESC shows as ␛), so this
filter should find nothing; it is there for the text a future widget forgets to pass through
that function. It removes rather than replaces: Textual laid the line out with those
characters taking no cells, and a stand-in would make the line one cell longer each.
"""

from __future__ import annotations

from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter

from fate_tui.safe_text import has_unsafe_characters, without_unsafe_characters


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
