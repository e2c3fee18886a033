"""Which advances come at which moment of a campaign's life.

Condensed: a milestone at the end of every session, a breakthrough at the end of an arc
(fate-condensed-srd.txt L890-918). The published Fate Core (followed for Core, Accelerated
and SotC, whose seeds have no advancement chapter): a minor milestone at the end of a
session, a significant one at the end of a scenario, a major one at the end of an arc of
several scenarios. fate-tui's arc is a scenario too, so a session that ends a scenario may
give a significant milestone and the end of an arc a significant or a major one.
"""

from __future__ import annotations

from fate_tui.rules.advancement import advance_kinds
from fate_tui.rules.errors import RulesError, one_of
from fate_tui.rules.ruleset import AdvanceKind, AdvancementModel, Period, RuleSet

_AT: dict[AdvancementModel, dict[Period, tuple[AdvanceKind, ...]]] = {
    AdvancementModel.MILESTONES_AND_BREAKTHROUGHS: {
        Period.SESSION: (AdvanceKind.MILESTONE,),
        Period.ARC: (AdvanceKind.BREAKTHROUGH,),
    },
    AdvancementModel.CORE_MILESTONES: {
        Period.SESSION: (AdvanceKind.MINOR, AdvanceKind.SIGNIFICANT),
        Period.ARC: (AdvanceKind.SIGNIFICANT, AdvanceKind.MAJOR),
    },
}


def advances_at(ruleset: RuleSet, period: Period) -> tuple[AdvanceKind, ...]:
    """The kinds of advance a character may take when `period` ends, the usual one first."""
    return _AT[ruleset.advancement.model].get(period, ())


def check_advance_at(ruleset: RuleSet, period: Period, kind: AdvanceKind) -> None:
    """RulesError with the reason when `kind` does not come at the end of `period`."""
    allowed = advances_at(ruleset, period)
    if kind in allowed:
        return
    if kind not in advance_kinds(ruleset):
        raise RulesError(
            f"{ruleset.title} advances with {one_of(advance_kinds(ruleset))}, not a {kind}"
        )
    if not allowed:
        raise RulesError(f"no advance comes at the end of a {period}")
    raise RulesError(f"the end of a {period} gives {one_of(allowed)}, not a {kind}")


def has_downtime(ruleset: RuleSet) -> bool:
    """Whether some recovery in the rule set waits for downtime (Spirit of the Century)."""
    rules = ruleset.recovery
    return Period.DOWNTIME in (rules.mild_clears, rules.moderate_clears, rules.severe_clears)
