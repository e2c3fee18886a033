"""Treating a consequence: the overcome roll that starts its recovery, at the rule set's
difficulty (harder when treating yourself), and what success does."""

from __future__ import annotations

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import characters
from fate_tui.campaign.intents.common import character
from fate_tui.rules.outcomes import Outcome, Resolution
from fate_tui.rules.recovery import consequence_in, treatment_difficulty


def difficulty(ctl: Controller, patient: str, slot: str, healer: str) -> int | None:
    """The treatment's difficulty, or None where the rule set has no treatment roll."""
    consequence = consequence_in(character(ctl, patient), slot)
    return treatment_difficulty(consequence, ctl.state.ruleset, self_treatment=patient == healer)


def succeeded(resolution: Resolution) -> bool:
    """Whether the overcome got the treatment done (a tie does, at a minor cost)."""
    return resolution.outcome is not Outcome.FAIL


def treated(ctl: Controller, patient: str, slot: str, new_name: str | None = None) -> None:
    """The treatment worked: the consequence, renamed if asked, begins to recover."""
    characters.begin_recovery(ctl, patient, slot, new_name)
