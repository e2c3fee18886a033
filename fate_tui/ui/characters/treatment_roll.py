"""Treating a consequence from the sheet: who treats it, the Roll dialog set up as an overcome
at the treatment's difficulty (harder when treating yourself), and on success the renamed
consequence that begins to recover. Where the rule set has no treatment roll, recovery simply
begins. Run `treat` from a `@work` action."""

from __future__ import annotations

from textual.screen import Screen

from fate_tui.campaign.intents import rolls, treatment
from fate_tui.rules.action_effects import Action
from fate_tui.rules.errors import FateError
from fate_tui.rules.outcomes import Resolution
from fate_tui.rules.wording import possessive
from fate_tui.ui.dialogs import asking
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.shell.gm_app import gm_app
from fate_tui.ui.shell.known import known
from fate_tui.ui.text import plain

RENAME = "Treatment worked. Rename the consequence? (Enter keeps it)"


class TreatmentRoll(RollDialog):
    """The Roll dialog for a treatment; `resolution` holds the applied roll's outcome."""

    def __init__(self, patient: str, slot: str, healer: str, difficulty: int) -> None:
        super().__init__(character_id=healer)
        self.patient, self.slot, self.difficulty = patient, slot, difficulty
        self.resolution: Resolution | None = None

    def on_mount(self) -> None:
        # Textual runs the Roll dialog's own mount handler too; set up after it.
        self.call_after_refresh(self._treatment)

    def _treatment(self) -> None:
        who = self.app.name_of(self.patient)
        what = treatment.name_of_harm(self.app.loaded_controller, self.patient, self.slot)
        # A border reads a str as markup: the names are campaign text.
        title = plain(f"Treatment of {possessive(who)} '{what}'")
        self.query_one("#roll-dialog").border_title = title
        self.change(lambda s: s.setup(action=Action.OVERCOME, difficulty=self.difficulty))

    def applied(self, names: rolls.Names) -> bool:
        session = self.session
        done = super().applied(names)
        if session is not None and self.session is None:  # the roll was applied
            self.resolution = session.worked.resolution
        return done


async def treat(screen: Screen, patient: str, slot: str) -> None:
    """The whole treatment of `patient`'s consequence in `slot` (or condition, with a slot of
    "condition:Hurt")."""
    app = gm_app(screen)
    controller = app.loaded_controller
    state = controller.state
    try:
        old = treatment.name_of_harm(controller, patient, slot)
        rolled = treatment.difficulty(controller, patient, slot, patient) is not None
    except FateError as error:
        screen.notify(app.readable(error), severity="error", markup=False)
        return
    if rolled:
        who = state.characters[patient]
        options = [(patient, f"{who.name} (treating themself: harder)")]
        options += [(c.id, c.name) for c in state.characters.values() if c.id != patient]
        healer = await asking.choose(app, f"Who treats '{old}'?", options)
        if healer is None:
            return
        # Not None: the rule set has a treatment roll (`rolled`), whoever treats.
        difficulty = known(
            treatment.difficulty(controller, patient, slot, healer), "the treatment's difficulty"
        )
        dialog = TreatmentRoll(patient, slot, healer, difficulty)
        await asking.answer(app, dialog)
        if dialog.resolution is None:
            return  # closed without applying a roll
        if not treatment.succeeded(dialog.resolution):
            screen.notify("The treatment failed: the consequence waits for another try")
            return
        title = RENAME
    else:
        title = "Recovery begins. Rename the consequence? (Enter keeps it)"
    if slot.startswith(treatment.CONDITION):  # a condition keeps its name
        app.run_intent(treatment.treated, patient, slot)
        return
    new = await asking.text(app, title, value=old)
    if new:
        app.run_intent(treatment.treated, patient, slot, None if new == old else new)
