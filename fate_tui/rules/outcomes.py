"""Effort against opposition: shifts and the four outcomes (or Spirit of the Century's model)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fate_tui.rules.ruleset import RuleSet


class Outcome(StrEnum):
    FAIL = "fail"
    TIE = "tie"
    SUCCESS = "success"
    SUCCESS_WITH_STYLE = "success_with_style"

    @property
    def words(self) -> str:
        return _WORDS[self]


_WORDS = {
    Outcome.FAIL: "fail",
    Outcome.TIE: "tie",
    Outcome.SUCCESS: "success",
    Outcome.SUCCESS_WITH_STYLE: "success with style",
}

# Ordered worst to best, so outcomes compare naturally.
OUTCOME_ORDER = (Outcome.FAIL, Outcome.TIE, Outcome.SUCCESS, Outcome.SUCCESS_WITH_STYLE)


class OutcomeModel(StrEnum):
    FOUR_OUTCOMES = "four_outcomes"
    """Fail, tie, success, success with style (Condensed, Core, Accelerated)."""
    MEET_OR_BEAT = "meet_or_beat"
    """Spirit of the Century: meeting the difficulty succeeds; 3+ shifts is a significant
    success that generates spin; there are no negative shifts."""


def outcome_words(outcome: Outcome, model: OutcomeModel) -> str:
    """The outcome as the rule set names it: Spirit of the Century calls 3+ shifts a
    significant success (it earns spin) [SOC L481]; the others say success with style."""
    if model is OutcomeModel.MEET_OR_BEAT and outcome is Outcome.SUCCESS_WITH_STYLE:
        return "significant success"
    return outcome.words


def outcome_of(margin: int, model: OutcomeModel, style_threshold: int = 3) -> Outcome:
    """The outcome of a roll that beat (or missed) its opposition by `margin`."""
    if margin < 0:
        return Outcome.FAIL
    if margin >= style_threshold:
        return Outcome.SUCCESS_WITH_STYLE
    if margin == 0:
        return Outcome.SUCCESS if model is OutcomeModel.MEET_OR_BEAT else Outcome.TIE
    return Outcome.SUCCESS


@dataclass(frozen=True)
class Resolution:
    """What a roll came to against its opposition."""

    effort: int
    opposition: int
    outcome: Outcome

    @property
    def margin(self) -> int:
        """Effort minus opposition; negative on a failure (the margin of failure)."""
        return self.effort - self.opposition

    @property
    def shifts(self) -> int:
        """Shifts gained: never negative."""
        return max(self.margin, 0)


def resolve(effort: int, opposition: int, ruleset: RuleSet) -> Resolution:
    """Compare an effort with a difficulty or an opposing effort under `ruleset`."""
    outcome = outcome_of(effort - opposition, ruleset.outcome_model, ruleset.style_threshold)
    return Resolution(effort, opposition, outcome)


def effort_of(dice: tuple[int, ...], rating: int, bonus: int = 0) -> int:
    """Dice total plus rating plus every modifier: the effort."""
    return sum(dice) + rating + bonus
