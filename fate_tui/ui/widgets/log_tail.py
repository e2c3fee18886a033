"""The last lines of the play log."""

from __future__ import annotations

from collections.abc import Iterable

from rich.text import Text
from textual.widgets import Static

from fate_tui.campaign.playlog import LogEntry


class LogTail(Static):
    BORDER_TITLE = "Log"

    def show(self, entries: Iterable[LogEntry]) -> None:
        text = Text()
        for entry in entries:
            if text:
                text.append("\n")
            text.append(entry.at.strftime("%H:%M "), style="dim")
            text.append(entry.text)
        self.update(text if text else Text("Nothing logged yet this session", "dim"))
