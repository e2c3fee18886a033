"""A Static of separate lines that renders each line once.

A Static renders the whole of its text again at every update: on the Table's log panel a new
entry (the newest first) rendered every line of it again, about a fifth of what Textual
spent on a fate point's frame. This Static keeps what each line renders to, under the line's
text and styles, the width and the widget's style, so an update renders the new line only
and shifts the others (Textual's Line API, `render_line`). The lines are shown as they are
given (campaign text arrives through `safe_content`, as with `show_content`).
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.segment import Segment
from rich.style import Style as RichStyle
from textual.content import Content
from textual.strip import Strip
from textual.visual import Visual
from textual.widgets import Static

from fate_tui.ui.text import safe_content, same_content

KEEP = 256
"""Rendered lines kept: a panel shows a few dozen; the rest go when there are more."""


class CachedLines(Static):
    """A Static holding lines (`show_lines`), each rendered once for a width and style."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._lines: tuple[Content, ...] = ()
        self._shown: Content | None = None
        """The text `show_lines` gave the Static: while it is what the Static holds, the
        lines are drawn from `_rendered`."""
        self._rendered: dict[tuple, list[Strip]] = {}
        self._rows: list[Strip] = []
        self._rows_for: tuple = ()

    def show_lines(self, lines: Sequence[Content], *, layout: bool = True) -> bool:
        """Show `lines`, one under another (as `show_content` their join would); whether
        anything changed."""
        shown = tuple(safe_content(line) for line in lines)
        text = Content("\n").join(shown)
        if same_content(self.content, text):
            return False
        self._lines, self._shown = shown, text
        self.update(text, layout=layout)
        return True

    def notify_style_update(self) -> None:
        self._rendered.clear()  # a new theme or class: every line in other colours
        self._rows_for = ()
        super().notify_style_update()

    def render_line(self, y: int) -> Strip:
        if (
            self._shown is None
            or self.content is not self._shown
            or self.text_selection is not None  # a selection's offsets are the whole text's
            or self.styles.content_align != ("left", "top")
        ):
            return super().render_line(y)
        rows = self._all_rows()
        if y < len(rows):
            return rows[y]
        return Strip.blank(self.size.width, self.visual_style.rich_style)

    def _all_rows(self) -> list[Strip]:
        width, style = self.size.width, self.visual_style
        now = (self._shown, width, style)
        if self._rows_for and self._rows_for[0] is now[0] and self._rows_for[1:] == now[1:]:
            return self._rows
        rendered = self._rendered
        if len(rendered) > KEEP:
            rendered.clear()
        rows: list[Strip] = []
        for y, line in enumerate(self._lines):
            key = (line.plain, tuple(line.spans), width, style)
            strips = rendered.get(key)
            if strips is None:
                # What the Static does for its whole text, for this line alone: a line of
                # the joined text wraps and styles just as the line does by itself.
                strips = rendered[key] = Visual.to_strips(self, line, width, None, style)
            rows.extend(strips if y == 0 else [at_line(strip, y) for strip in strips])
        self._rows, self._rows_for = rows, now
        return rows


def at_line(strip: Strip, y: int) -> Strip:
    """`strip`, rendered from a line by itself, as the `y`th line of the text: each character
    carries where it is in the text (the mouse's text selection reads it), which is on line
    0 when the line is rendered alone."""
    segments = []
    for segment in strip:
        text, style, control = segment
        offset = style.meta.get("offset") if style is not None else None
        if style is not None and offset is not None:
            segment = Segment(
                text, style + RichStyle.from_meta({"offset": (offset[0], y)}), control
            )
        segments.append(segment)
    return Strip(segments, strip.cell_length)
