"""A list of lines to read: what ending a scene, session or arc will do (asking first) or
did (once it is done)."""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from fate_tui.ui.screens.styled_once import StyledOnce
from fate_tui.ui.text import safe_content
from fate_tui.ui.widgets.key_footer import KeyFooter


class Summary(StyledOnce, ModalScreen[bool]):
    """With `confirm`, asks (y / n) and returns the answer; without, shows the lines until
    Enter or Escape and returns True."""

    DEFAULT_CSS = """
    Summary .dialog {
        width: 90;
    }
    Summary #summary-lines {
        height: auto;
        max-height: 20;
    }
    /* At 80x24 the lines scroll so the title, the buttons and the footer stay in view. */
    Summary.-short #summary-lines {
        max-height: 9;
    }
    Summary .summary-line {
        padding-left: 2;
    }
    """
    BINDINGS = [
        # The footer shows them with the words of the question (`footer_first`).
        Binding("escape,n", "answer(False)", "No", id="summary.no", show=False),
        Binding("y", "answer(True)", "Yes", id="summary.yes", show=False),
        Binding("enter", "close", "Close", id="summary.close", show=False),
    ]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall")]

    def __init__(self, title: str, lines: Sequence[str], confirm: str | None = None) -> None:
        super().__init__()
        self._title, self._lines, self._confirm = title, list(lines), confirm
        self.footer_first = (
            {"answer(True)": confirm, "answer(False)": "Cancel"} if confirm else {"close": "Close"}
        )
        """The dialog's keys in its footer (`KeyFooter`), where the Table's were."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(safe_content(Content(self._title)), classes="dialog-title")  # literal
            with VerticalScroll(id="summary-lines"):
                for line in self._lines or ["Nothing to do."]:
                    # Literal, and cut short: a line names aspects (one may be a megabyte).
                    yield Static(safe_content(Content("• " + line)), classes="summary-line")
            if self._confirm:
                with Horizontal(classes="dialog-buttons"):
                    yield Button(f"{self._confirm} (y)", id="yes", variant="primary")
                    yield Button("Cancel (n)", id="no")
            else:
                yield Label("Enter or Escape to close", classes="dialog-hint")
        yield KeyFooter()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer if self._confirm else True)

    def action_close(self) -> None:
        if not self._confirm:
            self.dismiss(True)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "answer" and parameters == (True,):
            return bool(self._confirm)
        return True
