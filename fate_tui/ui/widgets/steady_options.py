"""An option list that is not drawn twice for its first frame.

Textual's OptionList forgets every option it drew whenever it receives a Resize, since the
lines it keeps are wrapped to its width. Each widget receives one right after the layout
that first places it, and by then its first frame has been drawn at that very width: on the
Table the scene's aspects and the countdowns were drawn a second time for nothing (the
repaint after the Table's first frame took 5.1 ms instead of 1.4). So the first Resize keeps
the lines when the width is the one they were first drawn at; every later one is Textual's
(a paint may come before the Resize that follows a change of width, so later ones cannot be
judged this way).
"""

from __future__ import annotations

from textual import events
from textual.geometry import Region
from textual.strip import Strip
from textual.widgets import OptionList


class SteadyOptionList(OptionList):
    _first_width: int | None = None
    """The width the options were first drawn at."""
    _resized = False
    """The first Resize was handled."""

    def render_lines(self, crop: Region) -> list[Strip]:
        if self._first_width is None:
            self._first_width = self.scrollable_content_region.width
        return super().render_lines(crop)

    def on_resize(self, event: events.Resize) -> None:
        if self._resized:
            return
        self._resized = True
        if self.scrollable_content_region.width == self._first_width:
            event.prevent_default()  # OptionList's own handler would forget the lines
