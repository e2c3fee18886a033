"""Spirit of the Century's action mechanics beyond the dice: supplemental actions, one skill
modified, complemented or restricted by others, shifts spent on time, quality and subtlety,
spin, overflow, and guessing at aspects to tag.

Lines are in spirit-of-the-century-srd.txt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from fate_tui.rules.errors import InvalidValue, RulesError, parse_choice

SUPPLEMENTAL_PENALTY = -1
"""A supplemental action "simply imposes a -1 on the character's primary action roll" (L398)."""

SPIN_SHIFTS = 3
"""A success by three shifts or more is significant and gains spin (L481-482)."""


def supplemental_penalty(extra: int = 0) -> int:
    """The penalty on the main roll for a supplemental action (L398); the GM may make a
    complicated one cost more (`extra` steps, L399)."""
    if extra < 0:
        raise InvalidValue("a supplemental action's extra penalty is 0 or more")
    return SUPPLEMENTAL_PENALTY - extra


# --- Combining skills (L403-409) ------------------------------------------------------------


@dataclass(frozen=True)
class SkillCombination:
    """A primary skill with secondary skills at work: its rating and the +1, -1 or 0 the
    secondary skills modify it by."""

    primary: int
    modifier: int
    """+1, -1 or 0: what the secondary skills do to the primary."""

    @property
    def total(self) -> int:
        return self.primary + self.modifier


def combine(
    primary: int,
    *,
    modify: Sequence[int] = (),
    complement: Sequence[int] = (),
    restrict: Sequence[int] = (),
) -> SkillCombination:
    """The primary skill's rating with secondary skills at work (L404-408).

    A modifying skill higher than the primary gives +1, lower gives -1; a complementing skill
    only ever gives +1, a restricting one only -1. However many secondaries, at most one +1
    and one -1 apply, and they may cancel out.
    """
    plus = any(rating > primary for rating in (*modify, *complement))
    minus = any(rating < primary for rating in (*modify, *restrict))
    return SkillCombination(primary, int(plus) - int(minus))


# --- Spending shifts (L341-345) --------------------------------------------------------------


@dataclass(frozen=True)
class ShiftSpend:
    """How a roll's shifts were spent: each shift is one step of time saved, of quality
    gained, or of subtlety (one harder to detect)."""

    time: int = 0
    quality: int = 0
    subtlety: int = 0
    kept: int = 0
    """Shifts left for the action's own effect (stress, a maneuver's aspect...)."""


def spend_shifts(shifts: int, *, time: int = 0, quality: int = 0, subtlety: int = 0) -> ShiftSpend:
    """Spend a roll's shifts on time, quality and subtlety (one step per shift, L342-345)."""
    if min(time, quality, subtlety) < 0:
        raise InvalidValue("shifts are spent in whole steps of 0 or more")
    used = time + quality + subtlety
    if used > shifts:
        raise RulesError(f"the roll has {max(shifts, 0)} shift(s) to spend, not {used}")
    return ShiftSpend(time, quality, subtlety, shifts - used)


# --- Spin and overflow (L477-487) -------------------------------------------------------------


def gains_spin(defense_margin: int) -> bool:
    """A defense that beats the attack by three or more gains spin (L482)."""
    return defense_margin >= SPIN_SHIFTS


@dataclass(frozen=True)
class Spin:
    """Defensive spin: +1 or -1 on any one roll of the very next action taken by anyone in
    the scene (L483); unused on that action, it is gone (L484)."""

    holder: str

    def apply(self, roll: int, direction: int) -> int:
        if direction not in (1, -1):
            raise InvalidValue("spin adds one or subtracts one from a roll")
        return roll + direction


def spin_or_overflow(defense_margin: int, use_as_overflow: bool) -> int:
    """Spin is used instead of overflow (L486): the defender either keeps the spin (0
    overflow) or treats the shifts as overflow for a supplemental action."""
    if not gains_spin(defense_margin):
        raise RulesError(f"a defense by {defense_margin} shift(s) gains no spin (needs 3)")
    return defense_margin if use_as_overflow else 0


def overflow_against_minions(shifts: int, absorbed: int) -> int:
    """Surplus shifts of an attack or maneuver on a group of minions (L477): what was left
    after the group absorbed what it could. They fund an immediate supplemental action that
    is not another attack or offensive maneuver."""
    if absorbed < 0 or absorbed > shifts:
        raise InvalidValue("the group cannot absorb more than the shifts of the attack")
    return shifts - absorbed


def overflow_against_named(shifts: int, needed: int) -> int:
    """Against a named character, overflow is what is left beyond the shifts needed for the
    taken-out (or consequence-producing) result (L479)."""
    if needed < 0:
        raise InvalidValue("the shifts needed for a result are 0 or more")
    return max(shifts - needed, 0)


def check_overflow_use(offensive: bool) -> None:
    """Overflow funds a supplemental action, never another attack or offensive maneuver."""
    if offensive:
        raise RulesError(
            "overflow pays for a supplemental action that is not an attack or an offensive maneuver"
        )


# --- Guessing at aspects (L238-243) -----------------------------------------------------------


class Guess(StrEnum):
    CLOSE = "close"
    """Near enough: the tag stands; the GM reveals the aspect's real name."""
    WRONG = "wrong"
    """No such aspect, and the miss gives nothing away."""
    WRONG_REVEALING = "wrong_revealing"
    """No such aspect, but the miss itself tells the tagger something secret."""
    DUPED = "duped"
    """The miss comes from being duped (Deceit, L565): the deceiver decides (L242)."""


@dataclass(frozen=True)
class GuessResult:
    """What a fate point spent to tag a guessed aspect comes to: whether the tag stands, whether
    the point comes back, and whether a duped tagger carries a temporary aspect."""

    tag_stands: bool
    fate_point_back: bool
    temporary_aspect_on_tagger: bool = False
    """A duped tagger may get the point back but carry a temporary aspect (first tag free)."""


def guess_aspect(guess: Guess | str, *, deceiver_returns_point: bool = False) -> GuessResult:
    """What a fate point spent to tag a guessed aspect comes to (L238-243)."""
    guess = parse_choice(Guess, guess, "a kind of guess")
    if guess is Guess.CLOSE:
        return GuessResult(True, False)
    if guess is Guess.WRONG:
        return GuessResult(False, True)
    if guess is Guess.WRONG_REVEALING:
        return GuessResult(False, False)
    return GuessResult(False, deceiver_returns_point, deceiver_returns_point)
