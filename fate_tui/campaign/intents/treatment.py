"""Treating a consequence or a marked condition: the overcome roll that starts its recovery,
at the rule set's difficulty (harder when treating yourself), and what success does."""

from __future__ import annotations

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import characters
from fate_tui.campaign.intents.common import character
from fate_tui.campaign.recovery_clock import condition_as_consequence
from fate_tui.rules.character import Consequence
from fate_tui.rules.errors import RulesError
from fate_tui.rules.outcomes import Outcome, Resolution
from fate_tui.rules.recovery import begin_condition_recovery, consequence_in, treatment_difficulty
from fate_tui.rules.wording import possessive

CONDITION = "condition:"
"""Marks a condition's name where a consequence's slot would be ("condition:Hurt")."""


def difficulty(ctl: Controller, patient: str, slot: str, healer: str) -> int | None:
    """The treatment's difficulty, or None where the rule set has no treatment roll."""
    harm = _harm(ctl, patient, slot)
    return treatment_difficulty(harm, ctl.state.ruleset, self_treatment=patient == healer)


def name_of_harm(ctl: Controller, patient: str, slot: str) -> str:
    """What is treated, in words: the consequence's aspect or the condition's name."""
    return _harm(ctl, patient, slot).aspect


def succeeded(resolution: Resolution) -> bool:
    """Whether the overcome got the treatment done (a tie does, at a minor cost)."""
    return resolution.outcome is not Outcome.FAIL


def treated(ctl: Controller, patient: str, slot: str, new_name: str | None = None) -> None:
    """The treatment worked: the consequence (renamed if asked) or the condition begins to
    recover."""
    if not slot.startswith(CONDITION):
        characters.begin_recovery(ctl, patient, slot, new_name)
        return
    name = slot.removeprefix(CONDITION)
    before = character(ctl, patient)
    after = begin_condition_recovery(before, name)
    text = f"{possessive(before.name)} condition '{name}' begins to recover"
    ctl.apply(text, log=("recovery", text), characters=[after])


def _harm(ctl: Controller, patient: str, slot: str) -> Consequence:
    who = character(ctl, patient)
    if slot.startswith(CONDITION):
        name = slot.removeprefix(CONDITION)
        if who.conditions_marked.get(name, 0) <= 0:
            raise RulesError(f"{who.name} has no '{name}' condition marked")
        return condition_as_consequence(who, name, ctl.state.ruleset)
    return consequence_in(who, slot)
