"""Ask the GM for a file's path, completing it from the folders as it is typed."""

from __future__ import annotations

import os
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.suggester import Suggester
from textual.widgets import Input, Label

from fate_tui.ui.screens.styled_once import StyledOnce


class PathSuggester(Suggester):
    """Completes the last path typed from what its folder holds ('~/Down' -> '~/Downloads/').
    Folders are read as the GM types, never cached: a file may appear at any moment."""

    def __init__(self, here: Path) -> None:
        super().__init__(use_cache=False, case_sensitive=True)
        self.here = here

    async def get_suggestion(self, value: str) -> str | None:
        if not value or value.endswith(" "):
            return None
        head, slash, typed = value.rpartition("/")
        folder = Path(os.path.expanduser(head or "/")) if slash else self.here
        if not folder.is_absolute():
            folder = self.here / folder
        try:
            names = sorted(
                entry.name for entry in os.scandir(folder) if not entry.name.startswith(".")
            )
        except OSError:
            return None
        matches = [n for n in names if n.startswith(typed)]
        if not matches:
            return None
        # As much as every match shares, or the one match whole (a folder with its '/').
        common = os.path.commonprefix(matches)  # noqa: RUF071 (names, letter by letter)
        if len(matches) == 1 and (folder / common).is_dir():
            common += "/"
        if len(common) <= len(typed):
            return None
        return value + common[len(typed) :]


class PathPrompt(StyledOnce, ModalScreen[str | None]):
    """Returns the path typed (stripped), or None when cancelled with Escape. → at the end of
    the line takes the completion shown in grey (Textual's Input does; Tab moves the focus)."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="path.cancel")]

    def __init__(self, title: str, value: str = "", placeholder: str = "") -> None:
        super().__init__()
        self._title, self._value, self._placeholder = title, value, placeholder

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(Content(self._title), classes="dialog-title")  # literal, not markup
            yield Input(
                value=self._value,
                placeholder=self._placeholder,
                suggester=PathSuggester(Path.cwd()),
                id="path-input",
            )
            yield Label(
                Content(f"→ completes · Enter to confirm · Escape to cancel · in {Path.cwd()}"),
                classes="dialog-hint",
            )

    def on_input_submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if text:
            self.dismiss(text)

    def action_cancel(self) -> None:
        self.dismiss(None)
