"""Pick one item from a list (a character, a zone, an aspect...)."""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option


class Choose(ModalScreen[str | None]):
    """Returns the chosen option's id, or None when cancelled."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="dialog.cancel")]

    def __init__(self, title: str, options: Sequence[tuple[str, str]]) -> None:
        """`options`: (id, label) pairs."""
        super().__init__()
        self._title = title
        self._options = list(options)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(Content(self._title), classes="dialog-title")  # literal, not markup
            yield OptionList(*(Option(Content(label), id=key) for key, label in self._options))
            yield Label("Enter to choose, Escape to cancel", classes="dialog-hint")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        self.dismiss(None)
