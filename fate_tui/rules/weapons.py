"""Weapon and Armor ratings (Condensed's optional rule, fate-condensed-srd.txt L1384-1390).

Weapon:N adds N shifts to a hit, and counts on a tie (which then inflicts harm instead of a
boost). Armor:N takes N shifts off a hit, after the Weapon. A hit brought to 0 or less does
no harm and gives the attacker a boost instead (the issue's decision on the texts' gap).

An attack that succeeds with style may give up one shift of its hit for a boost (L531). Style
is read on the roll (attack effort minus defense effort, before gear: it is an outcome of the
dice), and the shift is taken off the hit the gear leaves, since that is the hit the defender
would absorb. A trade that leaves no shift does no harm; the attacker gets one boost either
way, never two.
"""

from __future__ import annotations

from dataclasses import dataclass

from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.outcomes import OutcomeModel, Resolution
from fate_tui.rules.ruleset import RuleSet


@dataclass(frozen=True)
class HitResult:
    """What an attack does once gear is counted."""

    shifts: int
    """Shifts the defender must absorb (0: no harm)."""
    boost_to_attacker: bool
    """The attacker gets a boost: instead of harm, or beside a hit that traded a shift."""


def hit_after_gear(
    margin: int | Resolution,
    weapon: int = 0,
    armor: int = 0,
    *,
    ruleset: RuleSet | None = None,
    trade_shift: bool = False,
) -> HitResult:
    """The hit an attack lands: `margin` is attack effort minus defense effort (or the
    attack's Resolution). Without a rule set a tie gives a boost, as in Condensed, Core and
    Accelerated; under Spirit of the Century's outcome model a bare tie is a 0-shift hit.
    `trade_shift`: the attacker gives up one shift for a boost (success with style only)."""
    _check_rating("Weapon", weapon)
    _check_rating("Armor", armor)
    value = margin.margin if isinstance(margin, Resolution) else margin
    if trade_shift:
        threshold = 3 if ruleset is None else ruleset.style_threshold
        if ruleset is not None and ruleset.outcome_model is OutcomeModel.MEET_OR_BEAT:
            raise RulesError(f"{ruleset.title} has no success with style to trade a shift for")
        if value < threshold:
            raise RulesError(
                f"only an attack that succeeded with style ({threshold} shifts or more on the "
                f"roll) may trade a shift for a boost; this one has {max(value, 0)}"
            )
        shifts = value + weapon - armor - 1
        return HitResult(max(shifts, 0), True)
    if value < 0:
        return HitResult(0, False)
    if value == 0 and weapon == 0:
        tie_boost = ruleset is None or ruleset.outcome_model is not OutcomeModel.MEET_OR_BEAT
        return HitResult(0, tie_boost)
    shifts = value + weapon - armor
    if shifts <= 0:
        return HitResult(0, True)
    return HitResult(shifts, False)


MAX_RATING = 4
"""Weapon and Armor ratings run "0 to 4 at most" (fate-condensed-srd.txt L1392)."""


def rating_problem(name: str, value: object) -> str | None:
    """What is wrong with a Weapon or Armor rating, in words; None when it is one."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_RATING:
        return f"a {name} rating is a whole number from 0 to {MAX_RATING}, got {value!r}"
    return None


def _check_rating(name: str, value: int) -> None:
    problem = rating_problem(name, value)
    if problem:
        raise InvalidValue(problem)
