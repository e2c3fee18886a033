"""The last lines of the play log."""

from __future__ import annotations

from collections.abc import Iterable

from textual.content import Content
from textual.widgets import Static

from fate_tui.campaign.playlog import LogEntry
from fate_tui.ui.text import MUTED, muted
from fate_tui.ui.widgets.cached_lines import CachedLines
from fate_tui.ui.widgets.scrolling_text import ScrollingText


class LogTail(ScrollingText):
    """Newest first, so the latest line shows however little room the panel has."""

    BORDER_TITLE = "Log"

    _height: int | None = None
    """How many lines the text took when last shown, if none of them wrapped."""

    def _make_text(self) -> Static:
        # Each entry rendered once: a new one renders alone and shifts the others down.
        self._lines = CachedLines()
        return self._lines

    def show(self, entries: Iterable[LogEntry]) -> None:
        lines = [
            Content.assemble((entry.at.strftime("%H:%M "), MUTED), entry.text)
            for entry in reversed(list(entries))
        ] or [muted("No rolls or changes yet this session (r rolls; l: the whole log)")]
        # The panel scrolls over every line, so a text of another height lays the screen out
        # again; a new line pushing the oldest out keeps the height, and only the panel is
        # painted again (a layout of the Table costs about as much as the rest of a change).
        width = self._text.content_size.width
        fits = width > 0 and all(line.cell_length <= width for line in lines)
        height = len(lines) if fits else None
        layout = height is None or height != self._height
        if self._lines.show_lines(lines, layout=layout):
            self._height = height
