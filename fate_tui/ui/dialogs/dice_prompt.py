"""The dice rolled at the table, typed in: the actor's and, for an opposed roll, the
opposition's, in one dialog. Four dice typed move on to the other side's field by themselves,
so both sides' dice and one Enter are all it takes."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, Label

DICE_HINT = "+0-+ or 3516"
DICE_COUNT = 4
_DIE = set("+-0 123456−")


class DicePrompt(ModalScreen[tuple[str, str] | None]):
    """Returns (the actor's dice, the opposition's dice) as typed; the opposition's may be
    empty (the app rolls them). None when cancelled."""

    AUTO_FOCUS = "#dice-mine"
    BINDINGS = [Binding("escape", "cancel", "Cancel", id="dialog.cancel")]

    def __init__(self, mine: str, theirs: str | None = None) -> None:
        """`mine`, `theirs`: whose dice each field takes; no `theirs` for an unopposed roll."""
        super().__init__()
        self._mine, self._theirs = mine, theirs

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label("The dice rolled at the table", classes="dialog-title")
            yield Label(Content(self._mine))
            yield Input(placeholder=DICE_HINT, id="dice-mine")
            if self._theirs is not None:
                yield Label(Content(f"{self._theirs} (empty: the app rolls them)"))
                yield Input(placeholder=DICE_HINT, id="dice-theirs")
            yield Label("Enter to confirm, Escape to cancel", classes="dialog-hint")

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id != "dice-mine" or self._theirs is None:
            return
        typed = [c for c in event.value if c in _DIE and not c.isspace()]
        if len(typed) >= DICE_COUNT:
            self.query_one("#dice-theirs", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        mine = self.query_one("#dice-mine", Input).value.strip()
        if not mine:
            self.query_one("#dice-mine", Input).focus()
            return
        theirs = ""
        if self._theirs is not None:
            theirs = self.query_one("#dice-theirs", Input).value.strip()
        self.dismiss((mine, theirs))

    def action_cancel(self) -> None:
        self.dismiss(None)
