"""Ask the GM for text that may run over several lines (notes, a stunt's text)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, TextArea

from fate_tui.ui.screens.styled_once import StyledOnce
from fate_tui.ui.text import plain
from fate_tui.ui.widgets.key_footer import KeyFooter


class LongTextPrompt(StyledOnce, ModalScreen[str | None]):
    """Returns the text written (stripped, possibly empty), or None when cancelled."""

    DEFAULT_CSS = """
    LongTextPrompt #long-text-input {
        height: 12;
    }
    /* At 80x24 the text scrolls in fewer rows so the keys under it stay in view. */
    LongTextPrompt.-short #long-text-input {
        height: 8;
    }
    """
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall")]
    BINDINGS = [
        Binding("ctrl+o", "save", "Save", id="dialog.save"),
        Binding("escape", "cancel", "Cancel", id="dialog.cancel"),
    ]

    def __init__(self, title: str, value: str = "") -> None:
        super().__init__()
        self._title, self._value = title, value

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(plain(self._title), classes="dialog-title")  # literal, not markup
            yield TextArea(self._value, soft_wrap=True, id="long-text-input")
            yield Label("Ctrl+O to save, Escape to cancel", classes="dialog-hint")
        yield KeyFooter()  # the dialog's keys, where the Table's were

    def action_save(self) -> None:
        self.dismiss(self.query_one(TextArea).text.strip())

    def action_cancel(self) -> None:
        self.dismiss(None)
