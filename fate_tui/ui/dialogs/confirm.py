"""Ask before something that cannot be taken back lightly."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label

from fate_tui.ui.screens.styled_once import StyledOnce
from fate_tui.ui.text import plain
from fate_tui.ui.widgets.key_footer import KeyFooter


class Confirm(StyledOnce, ModalScreen[bool]):
    BINDINGS = [
        Binding("escape,n", "answer(False)", "No", id="dialog.no"),
        Binding("y", "answer(True)", "Yes", id="dialog.yes"),
    ]

    def __init__(self, question: str, yes: str = "Yes", no: str = "No") -> None:
        super().__init__()
        self._question, self._yes, self._no = question, yes, no
        self.footer_first = {"answer(True)": yes, "answer(False)": no}
        """The dialog's keys in its footer (`KeyFooter`), where the Table's were."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(plain(self._question), classes="dialog-title")  # literal
            with Horizontal(classes="dialog-buttons"):
                yield Button(f"{self._yes} (y)", id="yes", variant="primary")
                yield Button(f"{self._no} (n)", id="no")
        yield KeyFooter()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)
