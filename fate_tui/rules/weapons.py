"""Weapon and Armor ratings (Condensed's optional rule, fate-condensed-srd.txt L1384-1390).

Weapon:N adds N shifts to a hit, and counts on a tie (which then inflicts harm instead of a
boost). Armor:N takes N shifts off a hit, after the Weapon. A hit brought to 0 or less does
no harm and gives the attacker a boost instead (the issue's decision on the texts' gap).
"""

from __future__ import annotations

from dataclasses import dataclass

from fate_tui.rules.errors import InvalidValue
from fate_tui.rules.outcomes import OutcomeModel, Resolution
from fate_tui.rules.ruleset import RuleSet


@dataclass(frozen=True)
class HitResult:
    """What an attack does once gear is counted."""

    shifts: int
    """Shifts the defender must absorb (0: no harm)."""
    boost_to_attacker: bool
    """The attacker gets a boost instead of doing harm."""


def hit_after_gear(
    margin: int | Resolution,
    weapon: int = 0,
    armor: int = 0,
    *,
    ruleset: RuleSet | None = None,
) -> HitResult:
    """The hit an attack lands: `margin` is attack effort minus defense effort (or the
    attack's Resolution). Without a rule set a tie gives a boost, as in Condensed, Core and
    Accelerated; under Spirit of the Century's outcome model a bare tie is a 0-shift hit."""
    _check_rating("Weapon", weapon)
    _check_rating("Armor", armor)
    value = margin.margin if isinstance(margin, Resolution) else margin
    if value < 0:
        return HitResult(0, False)
    if value == 0 and weapon == 0:
        tie_boost = ruleset is None or ruleset.outcome_model is not OutcomeModel.MEET_OR_BEAT
        return HitResult(0, tie_boost)
    shifts = value + weapon - armor
    if shifts <= 0:
        return HitResult(0, True)
    return HitResult(shifts, False)


def _check_rating(name: str, value: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InvalidValue(
            f"a {name} rating must be a whole number of 0 or more (the text suggests 0 to 4); "
            f"got {value!r}"
        )
