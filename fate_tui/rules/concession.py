"""Conceding a conflict: when it is allowed, the fate points it earns, Spirit of the
Century's refused offers, and its taken-out override. `conflict.py` records concessions."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from fate_tui.rules.character import Character
from fate_tui.rules.errors import InvalidValue, RulesError, one_of
from fate_tui.rules.ruleset import RuleSet

# The values of ConcessionRules.timing.
BEFORE_THE_ROLL = "before the roll"
"""Condensed, Core, Accelerated: before the dice hit the table, never after seeing them."""
WHEN_TAKING_A_CONSEQUENCE = "when taking a consequence"
"""Spirit of the Century: offered whenever the character takes a consequence (L433); it
may still be offered before a roll, to stop short of worse (L432)."""
TIMINGS = (BEFORE_THE_ROLL, WHEN_TAKING_A_CONSEQUENCE)


@dataclass(frozen=True)
class FatePointAward:
    """Fate points owed to a character (negative: owed by them)."""

    character_id: str
    amount: int
    reason: str


def concession_fate_points(consequences_taken: int, ruleset: RuleSet) -> int:
    """Fate points for conceding after taking `consequences_taken` consequences in this
    conflict (Condensed L856: one, plus one per consequence)."""
    if consequences_taken < 0:
        raise InvalidValue("a number of consequences cannot be negative")
    rules = ruleset.concession
    return rules.base_fate_points + rules.per_consequence * consequences_taken


def check_can_concede(
    ruleset: RuleSet, *, dice_rolled: bool, taking_consequence: bool = False, who: str = ""
) -> None:
    """Raise RulesError when the rule set's timing does not allow conceding now.

    `dice_rolled`: the dice of the action under way have hit the table. `taking_consequence`:
    the character is taking a consequence right now.
    """
    timing = ruleset.concession.timing
    if timing not in TIMINGS:
        raise InvalidValue(f"unknown concession timing '{timing}'; use {one_of(TIMINGS)}")
    if not dice_rolled:
        return
    if timing == WHEN_TAKING_A_CONSEQUENCE and taking_consequence:
        return
    name = who or "a character"
    when = (
        "before the next roll or while taking a consequence"
        if timing == WHEN_TAKING_A_CONSEQUENCE
        else "before the dice of the next action hit the table"
    )
    raise RulesError(
        f"{name} cannot concede now: the dice for this action are already on the table; "
        f"concede {when}"
    )


def refused_offer_awards(
    offerer_id: str, refuser_id: str, ruleset: RuleSet, *, reasonable: bool
) -> tuple[FatePointAward, ...]:
    """Spirit of the Century: a concession refused although the GM deems it reasonable gives
    the offerer a fate point and costs the refuser one (L433). Nothing elsewhere."""
    if not (reasonable and ruleset.concession.refused_offer_payout):
        return ()
    return (
        FatePointAward(offerer_id, 1, "reasonable concession refused"),
        FatePointAward(refuser_id, -1, "refused a reasonable concession"),
    )


def demand_different_fate(character: Character, ruleset: RuleSet) -> Character:
    """Spirit of the Century: a taken-out player spends all their fate points (at least one)
    to demand a different way of losing (L432)."""
    if not ruleset.concession.taken_out_override:
        raise RulesError(f"{ruleset.title} has no fate-point override of a taken-out result")
    if not character.taken_out:
        raise RulesError(f"{character.name} is not taken out; there is no fate to change")
    if character.fate_points < 1:
        raise RulesError(f"{character.name} needs at least one fate point to demand this")
    return replace(character, fate_points=0)


def apply_awards(
    characters: Mapping[str, Character], awards: Iterable[FatePointAward]
) -> dict[str, Character]:
    """The characters after receiving (or paying) `awards`; a character never goes below 0
    fate points, and awards for characters not given are left to the caller."""
    updated = dict(characters)
    for award in awards:
        character = updated.get(award.character_id)
        if character is not None:
            points = max(character.fate_points + award.amount, 0)
            updated[award.character_id] = replace(character, fate_points=points)
    return updated
