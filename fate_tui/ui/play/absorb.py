"""The absorb dialog: after a hit, every legal way for the defender to take it under the rule
set (stress boxes, consequences, conditions, an extreme consequence), the cheapest first and
highlighted, or taken out when nothing absorbs it. The rules core lists the ways
(`absorb.absorb_options`); this dialog only shows them and returns the defender's choice."""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from fate_tui.campaign.intents.rolls import Hit
from fate_tui.campaign.roll import blow_stunts
from fate_tui.campaign.roll.blow_stunts import Blow
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import CharacterKind
from fate_tui.rules.plans import AbsorbPlan, box_words, consequence_words
from fate_tui.rules.ruleset import RuleSet, Severity
from fate_tui.rules.wording import verb
from fate_tui.ui.screens.styled_once import StyledOnce
from fate_tui.ui.text import HARM, MUTED, STRONG
from fate_tui.ui.widgets.key_footer import KeyFooter

TAKEN_OUT = "out"
DEFIED = "defied"
BLOW = "blow-"


@dataclass(frozen=True)
class Absorbed:
    """The defender's choice: a plan, or None for taken out."""

    plan: AbsorbPlan | None
    defied: int = 0
    """Taken out, death cheated off camera for this many fate points (Death Defiance)."""
    blow: Blow | None = None
    """Taken as the attacker's Lethal Weapon or Fist of Death has it; `plan` is then what the
    GM names (Lethal Weapon's consequence made worse), or None (Fist of Death's box)."""

    @property
    def taken_out(self) -> bool:
        return self.plan is None and self.blow is None


def plan_words(plan: AbsorbPlan, ruleset: RuleSet, *, mooks: bool = False) -> str:
    """'2 physical boxes + mild consequence (2) + Injured', 'mental box 3' — one way of taking
    a hit, in short, its boxes named as the log names them (`box_words`)."""
    if plan.mooks_taken_out:
        return mook_words(plan, ruleset)
    parts = []
    if plan.boxes:
        parts.append(box_words(plan, ruleset, mooks=mooks))
    for pick in plan.consequences:
        parts.append(consequence_words(pick, ruleset))
    for marked in plan.conditions:
        parts.append(marked.condition + (f" ×{marked.boxes}" if marked.boxes > 1 else ""))
    return " + ".join(parts) or "no harm"


def mook_words(plan: AbsorbPlan, ruleset: RuleSet) -> str:
    """'1 of the group taken out, the next one marks 1 health box': the shifts left over
    carry on to the next mook (SotC L466)."""
    taken = f"{plan.mooks_taken_out} of the group taken out"
    if not plan.boxes:
        return taken
    return f"{taken}, the next one marks {box_words(plan, ruleset, mooks=True)}"


class AbsorbDialog(StyledOnce, ModalScreen[Absorbed | None]):
    """Returns the chosen way to take the hit, or None to go back to the roll."""

    # Its own footer: the Roll dialog's keys underneath do nothing while it is open.
    BINDINGS = [
        Binding("enter", "take", "Take it this way", id="absorb.take", priority=True),
        Binding("o", "taken_out", "Taken out", id="absorb.taken_out"),
        Binding("escape", "cancel", "Back to the roll", id="absorb.cancel"),
        Binding("question_mark", "app.help", "Help", id="absorb.help"),
    ]

    def __init__(
        self,
        state: CampaignState,
        hit: Hit,
        taker_name: str,
        attacker_name: str,
        *,
        defiance: int | None = None,
        blows: bool = False,
    ):
        """`defiance`: what cheating death costs the taker, where the caller offers it (a
        roll's hit on someone with Death Defiance). `blows`: offer the attacker's Lethal Weapon
        and Fist of Death (SotC L1064, L1067; a roll's hit)."""
        super().__init__()
        self._defiance = defiance
        self._hit = hit
        self._state = state
        taker = state.characters[hit.taker]
        # Every legal way, or only those with a consequence when a stunt forces one.
        self._plans = hit.plans(taker, state.ruleset)
        self._blows = blow_stunts.offered(state, hit, self._plans) if blows else ()
        self._taker, self._attacker = taker_name, attacker_name
        self._takes = verb(taker, "takes")
        self._mooks = taker.kind is CharacterKind.MOOK_GROUP

    def compose(self) -> ComposeResult:
        hit = self._hit
        # "an 8-shift hit", "an 11-shift hit": the article follows the number as it is said.
        spoken_vowel = str(hit.shifts).startswith("8") or hit.shifts in (11, 18)
        shifts = f"{'an' if spoken_vowel else 'a'} {hit.shifts}-shift hit"
        title = f"{self._taker} {self._takes} {shifts} on the {hit.track} track"
        if hit.reduced_by:
            title += f" ({hit.reduced_by} less: a solo big bad, L1354)"
        if hit.first is not None:
            minions = self._state.characters[hit.first.taker]
            title += f" ({minions.name} {verb(minions, 'takes')} {hit.first.shifts} first)"
        options = []
        for index, plan in enumerate(self._plans):
            label = Content.assemble(
                plan_words(plan, self._state.ruleset, mooks=self._mooks),
                ("   recommended", f"bold {STRONG}") if index == 0 else "",
                (_extreme_note(plan), MUTED),
            )
            options.append(Option(label, id=str(index)))
        for index, blow in enumerate(self._blows):
            # The attacker's Fists stunts, each for a fate point (SotC L1064, L1067).
            said = blow_stunts.words(blow)
            if blow.shown is not None:
                said = f"{plan_words(blow.shown, self._state.ruleset)}, {said}"
            options.append(Option(Content.styled(said, HARM), id=f"{BLOW}{index}"))
        out = "Taken out" if self._plans else "Taken out: nothing left absorbs it"
        options.append(Option(Content.styled(out, f"bold {HARM}"), id=TAKEN_OUT))
        if self._defiance is not None:
            # SotC L979: only away from anyone's view; the GM says whether it is.
            points = f"{self._defiance} fate point{'s' * (self._defiance != 1)}"
            defy = f"Taken out off camera, death cheated (Death Defiance): {points}"
            options.append(Option(Content.styled(defy, HARM), id=DEFIED))
        with Vertical(classes="dialog", id="absorb-dialog"):
            yield Label(Content(title), classes="dialog-title")
            yield OptionList(*options, markup=False, id="absorb-options")
            # The rule set's word: a free tag in Spirit of the Century (SotC L228).
            free = self._state.ruleset.wording.free_invoke
            consequence = (
                f"A new consequence gives {self._attacker} a {free} on it."
                if self._attacker
                else f"A new consequence carries a {free} for whoever caused it."
            )
            # Static, not Label: it wraps in the dialog's width instead of being cut off.
            gives = self._state.ruleset.consequences.attacker_free_invoke
            if gives and any(plan.consequences for plan in self._plans):
                yield Static(Content(consequence), classes="dialog-hint")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one(OptionList).highlighted = 0

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self._take(event.option.id)

    def action_take(self) -> None:
        option = self.query_one(OptionList).highlighted_option
        if option is not None:
            self._take(option.id)

    def _take(self, option_id: str | None) -> None:
        if option_id == TAKEN_OUT:
            self.dismiss(Absorbed(None))
        elif option_id == DEFIED:
            self.dismiss(Absorbed(None, defied=self._defiance or 0))
        elif option_id is not None and option_id.startswith(BLOW):
            blow = self._blows[int(option_id.removeprefix(BLOW))]
            self.dismiss(Absorbed(blow.shown, blow=blow))
        elif option_id is not None:
            self.dismiss(Absorbed(self._plans[int(option_id)]))

    def action_taken_out(self) -> None:
        self.dismiss(Absorbed(None))

    def action_cancel(self) -> None:
        self.dismiss(None)


def _extreme_note(plan: AbsorbPlan) -> str:
    if any(p.severity is Severity.EXTREME for p in plan.consequences):
        return "  (replaces one of the character's aspects)"
    return ""
