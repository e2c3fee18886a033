"""The Roll dialog set up for treating a consequence: an overcome by the healer at the
treatment's difficulty. On a success it asks for the consequence's new name and starts its
recovery."""

from __future__ import annotations

from fate_tui.campaign.intents import rolls, treatment
from fate_tui.rules.action_effects import Action
from fate_tui.ui.dialogs.prompt import TextPrompt
from fate_tui.ui.dialogs.roll import RollDialog


class TreatmentRoll(RollDialog):
    def __init__(self, patient: str, slot: str, healer: str, difficulty: int) -> None:
        super().__init__(character_id=healer)
        self.patient, self.slot, self.difficulty = patient, slot, difficulty

    def on_mount(self) -> None:
        # Textual runs the Roll dialog's own mount handler too; set up after it.
        self.call_after_refresh(self._treatment)

    def _treatment(self) -> None:
        who = self.app.name_of(self.patient)
        self.query_one("#roll-dialog").border_title = f"Treatment of {who}'s {self.slot}"
        self.change(lambda s: s.setup(action=Action.OVERCOME, difficulty=self.difficulty))

    def applied(self, names: rolls.Names) -> None:
        session = self.session
        resolution = session.worked.resolution if session is not None else None
        super().applied(names)
        if resolution is None or self.session is not None:
            return  # not rolled, or the roll was refused and the dialog stays open
        if not treatment.succeeded(resolution):
            self.app.notify("The treatment failed: the consequence waits for another try")
            return
        old = self.app.controller.state.characters[self.patient].consequence(self.slot)
        if old is None:
            return

        def renamed(new: str | None) -> None:
            name = None if new in (None, old.aspect) else new
            self.app.run_intent(treatment.treated, self.patient, self.slot, name)

        self.app.push_screen(
            TextPrompt("Treatment worked. Rename the consequence? (Enter keeps it)", old.aspect),
            renamed,
        )
