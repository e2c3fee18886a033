"""Exact odds of a roll: the four outcomes' chances, and what invokes or a reroll change.

Everything is computed with fractions over the 81 equally likely 4dF results (or 81 * 81 when
the opposition rolls too), so the chances are exact and always sum to 1.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import Any

from fate_tui.rules.errors import InvalidValue, RulesError, one_of
from fate_tui.rules.outcomes import OUTCOME_ORDER, Outcome, outcome_of
from fate_tui.rules.ruleset import RuleSet

DICE_COUNTS: Mapping[int, int] = MappingProxyType(
    dict(zip(range(-4, 5), (1, 4, 10, 16, 19, 16, 10, 4, 1), strict=True))
)
"""How many of the 81 arrangements of four Fate dice give each total."""

FOUR_DF: Mapping[int, Fraction] = MappingProxyType(
    {total: Fraction(count, 81) for total, count in DICE_COUNTS.items()}
)
"""The chance of each 4dF total, -4 to +4."""

FOUR_DF_DIFFERENCE: Mapping[int, Fraction] = MappingProxyType(
    {
        diff: sum(
            (FOUR_DF[mine] * FOUR_DF[mine - diff] for mine in FOUR_DF if mine - diff in FOUR_DF),
            Fraction(0),
        )
        for diff in range(-8, 9)
    }
)
"""The chance of each difference between two 4dF rolls (yours minus the opposition's)."""

_NO_ROLL: Mapping[int, Fraction] = MappingProxyType({0: Fraction(1)})


@dataclass(frozen=True)
class Odds:
    """The exact chance of each outcome of one roll."""

    fail: Fraction
    tie: Fraction
    success: Fraction
    success_with_style: Fraction

    def chance(self, outcome: Outcome | str) -> Fraction:
        """The chance of exactly `outcome`."""
        chance: Fraction = getattr(self, _outcome(outcome).name.lower())
        return chance

    def at_least(self, outcome: Outcome | str) -> Fraction:
        """The chance of `outcome` or better (at_least("success") includes with style)."""
        start = OUTCOME_ORDER.index(_outcome(outcome))
        return sum((self.chance(o) for o in OUTCOME_ORDER[start:]), Fraction(0))

    def as_dict(self) -> dict[str, Fraction]:
        """{"fail": ..., "tie": ..., "success": ..., "success_with_style": ...}."""
        return {outcome.value: self.chance(outcome) for outcome in OUTCOME_ORDER}

    def as_floats(self) -> dict[str, float]:
        """As `as_dict`, with floats (for JSON and display)."""
        return {key: float(value) for key, value in self.as_dict().items()}


@dataclass(frozen=True)
class OddsReport:
    """A roll's odds and how spending on it would change them (for a GM deciding to invoke)."""

    base: Odds
    with_invokes: tuple[Odds, ...]
    """with_invokes[0] is one extra invoke, [1] two, and so on."""
    with_reroll: Odds | None
    """None when the rule set allows no reroll."""


def odds(
    rating: int,
    opposition: int,
    ruleset: RuleSet,
    *,
    bonus: int = 0,
    opposed: bool = False,
    after_success: int = 0,
) -> Odds:
    """The odds of `rating` + `bonus` + 4dF against `opposition`.

    `opposition` is a fixed difficulty, or with `opposed=True` a rating that also rolls 4dF.
    `after_success` is added to the result only when the roll succeeds (scale's +2 per level
    after the roll, fate-condensed-srd.txt L1282), which can lift a success into style.
    """
    return _odds(rating + bonus - opposition, ruleset, opposed, None, after_success)


def odds_with_invokes(
    rating: int,
    opposition: int,
    ruleset: RuleSet,
    invokes: int,
    *,
    bonus: int = 0,
    opposed: bool = False,
    after_success: int = 0,
) -> Odds:
    """The odds after `invokes` extra invokes for a bonus (each worth `ruleset.invokes.bonus`)."""
    if isinstance(invokes, bool) or not isinstance(invokes, int) or invokes < 0:
        raise InvalidValue(f"the number of invokes must be 0 or more, not {invokes!r}")
    total_bonus = bonus + invokes * ruleset.invokes.bonus
    return odds(
        rating, opposition, ruleset, bonus=total_bonus, opposed=opposed, after_success=after_success
    )


def odds_with_reroll(
    rating: int,
    opposition: int,
    ruleset: RuleSet,
    *,
    bonus: int = 0,
    opposed: bool = False,
    target: Outcome | str = Outcome.SUCCESS,
    after_success: int = 0,
) -> Odds:
    """The odds when you reroll all four dice once if the first roll falls short of `target`.

    The reroll's result stands, even when it is worse. An opposing roll is not rerolled.
    """
    if not ruleset.invokes.reroll:
        raise RulesError(f"{ruleset.title} allows no reroll from an invoke")
    base = rating + bonus - opposition
    return _odds(base, ruleset, opposed, _outcome(target), after_success)


def odds_report(
    rating: int,
    opposition: int,
    ruleset: RuleSet,
    *,
    bonus: int = 0,
    opposed: bool = False,
    max_invokes: int = 2,
    reroll_target: Outcome | str = Outcome.SUCCESS,
    after_success: int = 0,
) -> OddsReport:
    """The odds, with 1..`max_invokes` extra invokes, and with a reroll (if allowed)."""
    common: dict[str, Any] = {"bonus": bonus, "opposed": opposed, "after_success": after_success}
    invoked = tuple(
        odds_with_invokes(rating, opposition, ruleset, n, **common)
        for n in range(1, max_invokes + 1)
    )
    reroll = (
        odds_with_reroll(rating, opposition, ruleset, target=reroll_target, **common)
        if ruleset.invokes.reroll
        else None
    )
    return OddsReport(odds(rating, opposition, ruleset, **common), invoked, reroll)


def _odds(
    base: int,
    ruleset: RuleSet,
    opposed: bool,
    reroll_below: Outcome | None,
    after_success: int = 0,
) -> Odds:
    """Odds of dice + `base` against the opposition's dice (or none)."""
    theirs = FOUR_DF if opposed else _NO_ROLL
    weights = dict.fromkeys(OUTCOME_ORDER, Fraction(0))
    for their_total, their_chance in theirs.items():
        # Their dice are fixed while you reroll yours, so condition on them.
        fresh = _outcome_spread(base - their_total, ruleset, after_success)
        for my_total, my_chance in FOUR_DF.items():
            chance = their_chance * my_chance
            first = _outcome_of(my_total + base - their_total, ruleset, after_success)
            if reroll_below is not None and _rank(first) < _rank(reroll_below):
                for outcome, reroll_chance in fresh.items():
                    weights[outcome] += chance * reroll_chance
            else:
                weights[first] += chance
    return Odds(*(weights[outcome] for outcome in OUTCOME_ORDER))


def _outcome_spread(base: int, ruleset: RuleSet, after_success: int) -> dict[Outcome, Fraction]:
    spread = dict.fromkeys(OUTCOME_ORDER, Fraction(0))
    for total, chance in FOUR_DF.items():
        spread[_outcome_of(total + base, ruleset, after_success)] += chance
    return spread


def _outcome_of(margin: int, ruleset: RuleSet, after_success: int = 0) -> Outcome:
    outcome = outcome_of(margin, ruleset.outcome_model, ruleset.style_threshold)
    if after_success and outcome in (Outcome.SUCCESS, Outcome.SUCCESS_WITH_STYLE):
        return outcome_of(margin + after_success, ruleset.outcome_model, ruleset.style_threshold)
    return outcome


def _rank(outcome: Outcome) -> int:
    return OUTCOME_ORDER.index(outcome)


def _outcome(value: Outcome | str) -> Outcome:
    if isinstance(value, Outcome):
        return value
    cleaned = str(value).strip().lower().replace(" ", "_")
    try:
        return Outcome(cleaned)
    except ValueError:
        allowed: Iterable[str] = (o.value for o in OUTCOME_ORDER)
        raise InvalidValue(f"'{value}' is not an outcome; use {one_of(allowed)}") from None
