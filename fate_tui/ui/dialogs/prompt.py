"""Ask the GM for one line of text."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label

from fate_tui.ui.screens.styled_once import StyledOnce
from fate_tui.ui.text import plain
from fate_tui.ui.widgets.key_footer import KeyFooter


class TextPrompt(StyledOnce, ModalScreen[str | None]):
    """Returns the text typed (stripped), or None when cancelled with Escape. Enter on an empty
    line asks again, unless `allow_empty` (then empty is an answer: "")."""

    DEFAULT_CSS = """
    TextPrompt .dialog-hint {
        width: 100%;  /* "the grey text is only an example" wraps rather than being cut */
    }
    """
    BINDINGS = [Binding("escape", "cancel", "Cancel", id="dialog.cancel")]

    def __init__(
        self, title: str, value: str = "", placeholder: str = "", *, allow_empty: bool = False
    ) -> None:
        super().__init__()
        self._title, self._value, self._placeholder = title, value, placeholder
        self._allow_empty = allow_empty

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(plain(self._title), classes="dialog-title")  # literal, not markup
            yield Input(value=self._value, placeholder=self._placeholder, id="prompt-input")
            yield Label("Enter to confirm, Escape to cancel", classes="dialog-hint")
        yield KeyFooter()  # the dialog's keys, where the Table's were

    def on_input_submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if text or self._allow_empty:
            self.dismiss(text)
            return
        # Enter on an empty line used to close the prompt as if cancelled, and the grey
        # example looked like the answer taken: say what is wanted and stay.
        example = " (the grey text is only an example)" if self._placeholder else ""
        self.query_one(".dialog-hint", Label).update(
            f"Type an answer{example}, or Escape to cancel"
        )

    def action_cancel(self) -> None:
        self.dismiss(None)
