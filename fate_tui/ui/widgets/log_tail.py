"""The last lines of the play log."""

from __future__ import annotations

from collections.abc import Iterable

from textual.content import Content

from fate_tui.campaign.playlog import LogEntry
from fate_tui.ui.text import MUTED, muted, show_content
from fate_tui.ui.widgets.scrolling_text import ScrollingText


class LogTail(ScrollingText):
    """Newest first, so the latest line shows however little room the panel has."""

    BORDER_TITLE = "Log"

    def show(self, entries: Iterable[LogEntry]) -> None:
        lines = [
            Content.assemble((entry.at.strftime("%H:%M "), MUTED), entry.text)
            for entry in reversed(list(entries))
        ]
        empty = muted("No rolls or changes yet this session (r rolls; l: the whole log)")
        shown = Content("\n").join(lines) if lines else empty
        show_content(self, shown)  # laid out again: the panel scrolls over every line
