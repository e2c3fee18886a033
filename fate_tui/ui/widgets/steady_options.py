"""An option list that is not drawn twice for its first frame, and whose options are always
wrapped to the width they are drawn at.

Textual's OptionList forgets every option it drew whenever it receives a Resize, since the
lines it keeps are wrapped to its width. Each widget receives one right after the layout
that first places it, and by then its first frame has been drawn at that very width: on the
Table the scene's aspects and the countdowns were drawn a second time for nothing (the
repaint after the Table's first frame took 5.1 ms instead of 1.4). So the first Resize keeps
the lines when the width is the one they were first drawn at; every later one is Textual's
(a paint may come before the Resize that follows a change of width, so later ones cannot be
judged this way).

The width an option list draws at also changes with no Resize at all: its vertical scrollbar
comes and goes with the number of lines. Textual's OptionList counts each option's lines
once, at the width of the moment, and draws them at the width of the moment after: options
replaced while the list was cleared (no scrollbar) were counted at the full width, then
drawn two columns narrower once the scrollbar came back, and the wrapped end of a long
aspect went missing ("Brass Coils Wrapped Around the" without its "Hull"). So the lines are
counted again whenever the width they were counted at is no longer the width.
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
    _counted_at: int | None = None
    """The width the options' lines were counted (wrapped) at."""

    def __init__(self, *content, markup: bool = False, **kwargs) -> None:
        """Prompts given as `str` are plain text unless `markup` is asked for: they name
        characters, aspects and scenes as the campaign's files wrote them."""
        super().__init__(*content, markup=markup, **kwargs)

    def render_lines(self, crop: Region) -> list[Strip]:
        strips = super().render_lines(crop)
        if self._first_width is None:
            self._first_width = self._counted_at
        return strips

    def _update_lines(self) -> None:
        width = self.scrollable_content_region.width
        if self._counted_at is not None and self._counted_at != width:
            self._forget_lines()
        super()._update_lines()
        if self.scrollable_content_region.width != width:
            # The scrollbar came or went with these lines: count them at the width left.
            # Once is enough: narrower lines are never fewer, wider ones never more.
            self._forget_lines()
            super()._update_lines()
        self._counted_at = self.scrollable_content_region.width if self._line_cache.lines else None

    def _forget_lines(self) -> None:
        self._option_render_cache.clear()
        self._line_cache.clear()

    def on_resize(self, event: events.Resize) -> None:
        if self._resized:
            return
        self._resized = True
        if self.scrollable_content_region.width == self._first_width:
            event.prevent_default()  # OptionList's own handler would forget the lines
