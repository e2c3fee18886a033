"""The dice rolled at the table, typed in one line: the actor's four, then for an opposed roll
the opposition's four ("+0-+ -0+0"), read back live under the line as the Roll dialog shows
dice. One field, so dice typed fast never land in the wrong place and a habitual Tab changes
nothing; four dice alone leave the opposition's to the app."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Static

from fate_tui.rules.dice import Faces, parse_dice_of_sides
from fate_tui.rules.errors import FateError
from fate_tui.ui.roll_dialog.roll_result import faces
from fate_tui.ui.screens.styled_once import StyledOnce
from fate_tui.ui.text import HARM, MUTED
from fate_tui.ui.widgets.key_footer import KeyFooter

DICE_HINT = "+0-+ or 3516"
BOTH_HINT = "+0-+ -0+0  or  3516 2245"


class DicePrompt(StyledOnce, ModalScreen[tuple[Faces, Faces | None] | None]):
    """Returns (the actor's dice, the opposition's dice or None for the app to roll them);
    None when cancelled."""

    AUTO_FOCUS = "#dice"
    BINDINGS = [Binding("escape", "cancel", "Cancel", id="dialog.cancel")]

    def __init__(self, mine: str, theirs: str | None = None) -> None:
        """`mine`, `theirs`: whose dice come first and second; no `theirs` for an unopposed
        roll."""
        super().__init__()
        self._mine, self._theirs = mine, theirs

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label("The dice rolled at the table", classes="dialog-title")
            # Static, not Label: long names wrap in the dialog's width instead of being cut.
            if self._theirs is None:
                yield Static(Content(self._mine))
            else:
                words = f"{self._mine}, then {self._theirs} (only four: the app rolls theirs)"
                yield Static(Content(words))
            hint = DICE_HINT if self._theirs is None else BOTH_HINT
            yield Input(placeholder=hint, id="dice")
            yield Static("", id="dice-read")
            yield Label("Enter to confirm, Escape to cancel", classes="dialog-hint")
        yield KeyFooter()  # the dialog's keys, where the Table's were

    def on_mount(self) -> None:
        self._read("")

    def _parsed(self, text: str) -> tuple[Faces, Faces | None]:
        return parse_dice_of_sides(text, opposed=self._theirs is not None)

    def _read(self, text: str, *, submitted: bool = False) -> None:
        """Under the line: the dice as read so far, or what is wrong once it cannot be."""
        shown: list = []
        try:
            mine, theirs = self._parsed(text)
        except FateError as error:
            typed = sum(ch not in " ," for ch in text)
            if submitted or typed > (4 if self._theirs is None else 8):
                shown = [(str(error), HARM)]
        else:
            shown = [(f"{self._mine}: ", MUTED), *faces(mine)]
            if self._theirs is not None:
                shown.append((f"\n{self._theirs}: ", MUTED))
                shown += faces(theirs) if theirs else [("the app rolls them", MUTED)]
        self.query_one("#dice-read", Static).update(Content.assemble(*shown))

    def on_input_changed(self, event: Input.Changed) -> None:
        self._read(event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        try:
            dice = self._parsed(event.value)
        except FateError:
            self._read(event.value, submitted=True)
            return
        self.dismiss(dice)

    def action_cancel(self) -> None:
        self.dismiss(None)
