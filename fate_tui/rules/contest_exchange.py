"""A contest's exchange around its overcome rolls: the part each member of a side plays, what a
failed create-an-advantage costs, and whom a threat's attack hits. `contest.py` holds the
contest itself and scores the rolls.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import TYPE_CHECKING

from fate_tui.rules.errors import RulesError, one_of
from fate_tui.rules.outcomes import Outcome, Resolution
from fate_tui.rules.ruleset import ContestAdvantageFailure, RuleSet

if TYPE_CHECKING:
    # Only for annotations: contest.py re-exports this module's names, so importing it here
    # at run time would be circular.
    from fate_tui.rules.contest import Contest, Side


@dataclass(frozen=True)
class ThreatHit:
    """A hit a threat's attack lands in a contest: on whom, on which side, and the shifts by
    which their roll fell short."""

    character_id: str
    side: str
    shifts: int


def threat_hits(contest: Contest, attack: int, rolls: Mapping[str, int]) -> tuple[ThreatHit, ...]:
    """Who a threat's attack (or static rating) hits: everyone whose contest roll is lower
    takes a hit of the shifts of failure. Key `rolls` by side (the side's roll counts for
    every member) or by character. The hits are absorbed elsewhere."""
    hits: list[ThreatHit] = []
    for key, roll in rolls.items():
        side, people = _rolled_for(contest, key)
        if roll < attack:
            hits.extend(ThreatHit(person, side.name, attack - roll) for person in people)
    return tuple(hits)


def _rolled_for(contest: Contest, key: str) -> tuple[Side, tuple[str, ...]]:
    """The side and the characters a roll keyed by side name or character id stands for."""
    for side in contest.sides:
        if side.name == key:
            return side, side.people
    for side in contest.sides:
        if key in side.people:
            return side, (key,)
    names = [s.name for s in contest.sides]
    raise RulesError(f"'{key}' is neither a side nor on one; the sides are {one_of(names)}")


class AdvantageFailure(StrEnum):
    """What a side may pay when an advantage attempt in a contest fails."""

    FORFEIT = "forfeit"
    """The side loses its overcome roll this exchange."""
    FREE_INVOKE = "free_invoke"
    """Succeed at a cost: the roll stands, the other side gets a free invoke."""


def advantage_failure_options(ruleset: RuleSet) -> tuple[AdvantageFailure, ...]:
    """The choices the rule set gives after a failed advantage in a contest (none: it fails
    like any other create-an-advantage)."""
    setting = ruleset.contests.advantage_failure
    if setting is ContestAdvantageFailure.FORFEIT_OR_FREE_INVOKE:
        return (AdvantageFailure.FORFEIT, AdvantageFailure.FREE_INVOKE)
    if setting is ContestAdvantageFailure.FORFEIT:
        return (AdvantageFailure.FORFEIT,)
    return ()


def contest_advantage(
    contest: Contest,
    side: str,
    result: Resolution | Outcome,
    ruleset: RuleSet,
    *,
    choice: AdvantageFailure | None = None,
    beneficiary: str | None = None,
) -> Contest:
    """Apply a create-an-advantage attempt's effect on the contest. A tie or better costs
    nothing; a failure costs what `choice` says (one of `advantage_failure_options`)."""
    contest.side(side)
    outcome = result.outcome if isinstance(result, Resolution) else result
    options = advantage_failure_options(ruleset)
    if outcome is not Outcome.FAIL or not options:
        if choice is not None:
            raise RulesError("only a failed advantage in a contest carries a cost to choose")
        return contest
    if choice is None:
        if len(options) > 1:
            raise RulesError(f"the advantage failed: choose {one_of(options)}")
        choice = options[0]
    if choice not in options:
        raise RulesError(f"{ruleset.title} allows {one_of(options)} here, not '{choice}'")
    if choice is AdvantageFailure.FORFEIT:
        return replace(contest, forfeited=(*contest.forfeited, side))
    others = [s.name for s in contest.sides if s.name != side]
    if beneficiary is None:
        if len(others) > 1:
            raise RulesError(f"say which side gets the free invoke: {one_of(others)}")
        beneficiary = others[0]
    if beneficiary not in others:
        raise RulesError(f"the free invoke goes to another side: {one_of(others)}")
    return replace(contest, free_invokes=(*contest.free_invokes, beneficiary))


class ContestRole(StrEnum):
    OVERCOME = "overcome"
    """Make the side's overcome roll."""
    ADVANTAGE = "advantage"
    """Roll to create an advantage."""
    TEAMWORK = "teamwork"
    """Give the side's roll (or an ally's advantage) a teamwork bonus."""


def check_roles(
    contest: Contest,
    side: str,
    roles: Mapping[str, ContestRole | Collection[ContestRole]],
    ruleset: RuleSet,
) -> None:
    """Check what a side's members plan to do this exchange; raise RulesError if illegal.

    One member at most makes the overcome roll, and not if the side forfeited it. Anyone
    may also try an advantage besides rolling or helping; with the faster-contests option
    each member does only one thing.
    """
    members = contest.side(side).people
    overcome = []
    for person, planned in roles.items():
        if person not in members:
            raise RulesError(f"{person} is not on the side {side}")
        chosen = {planned} if isinstance(planned, ContestRole) else set(planned)
        if ruleset.uses("faster_contests") and len(chosen) > 1:
            raise RulesError(
                f"with faster contests {person} does only one of: the overcome roll, an "
                "advantage (without teamwork), or a teamwork bonus"
            )
        if {ContestRole.OVERCOME, ContestRole.TEAMWORK} <= chosen:
            raise RulesError(f"{person} cannot both make the side's roll and help with it")
        if ContestRole.OVERCOME in chosen:
            overcome.append(person)
    if len(overcome) > 1:
        raise RulesError(
            f"only one character per side makes the overcome roll, not {one_of(overcome)}; "
            "the others can help"
        )
    if overcome and side in contest.forfeited:
        raise RulesError(f"{side} forfeited its overcome roll this exchange")
