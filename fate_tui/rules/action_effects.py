"""What a roll of one of the four actions gives: the values the outcome tables are made of."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any


class Action(StrEnum):
    OVERCOME = "overcome"
    CREATE_ADVANTAGE = "create_advantage"
    ATTACK = "attack"
    DEFEND = "defend"

    @property
    def words(self) -> str:
        return self.value.replace("_", " ")


class AspectTarget(StrEnum):
    """What a create-an-advantage works on."""

    NEW = "new"
    """An aspect that does not exist yet."""
    KNOWN = "known"
    """An aspect already in play that the actor knows about."""
    UNKNOWN = "unknown"
    """An aspect that exists but is hidden from the actor (it may be revealed)."""


class Party(StrEnum):
    """Who gets something, seen from the character who rolled."""

    ACTOR = "actor"
    OPPONENT = "opponent"
    NOBODY = "nobody"

    def swapped(self) -> Party:
        if self is Party.ACTOR:
            return Party.OPPONENT
        if self is Party.OPPONENT:
            return Party.ACTOR
        return self


class Cost(StrEnum):
    MAJOR = "major"
    """Condensed's major cost, Core's and Accelerated's serious cost."""
    MINOR = "minor"


@dataclass(frozen=True)
class ActionEffect:
    """One outcome of one action: what it achieves and what it hands to whom.

    `alternatives` are other results the table lets the players pick instead (success at a
    cost instead of failure, a revealed aspect with the enemy's free invoke...). Shifts are
    plain shifts: Weapon and Armor ratings belong to the harm rules.
    """

    achieved: bool
    """Whether the roller gets what they were after."""
    description: str
    aspect_created: bool = False
    aspect_revealed: bool = False
    free_invokes: int = 0
    free_invokes_to: Party = Party.NOBODY
    style_pair: bool = False
    """The free invokes came from a success with style (Accelerated lets both go on one roll)."""
    boost_to: Party = Party.NOBODY
    deals_hit: bool = False
    hit: int = 0
    """Shifts of harm the roller delivers (attack) or takes (a failed defense against one)."""
    may_trade_shift_for_boost: bool = False
    cost: Cost | None = None
    spin_to: Party = Party.NOBODY
    """Spirit of the Century: +1 or -1 on any one roll of the very next action."""
    avoidable_with_fate_point: bool = False
    """Spirit of the Century: the target of a maneuver may pay a fate point to refuse the aspect."""
    uses_opposed_tie: bool = False
    """A defense that tied: what happens is the tie result of the action it opposed."""
    opposed_result: ActionEffect | None = None
    """For a defense: what the opposed action achieves, seen from the defender's side."""
    alternatives: tuple[ActionEffect, ...] = ()

    @property
    def gives_aspect(self) -> bool:
        return self.aspect_created or self.aspect_revealed or self.free_invokes > 0

    def mirrored(self) -> ActionEffect:
        """The same result seen from the other side of the roll."""
        return replace(
            self,
            achieved=not self.achieved,
            description=f"The other side's result: {self.description}",
            free_invokes_to=self.free_invokes_to.swapped(),
            boost_to=self.boost_to.swapped(),
            spin_to=self.spin_to.swapped(),
            opposed_result=None,
            alternatives=tuple(alt.mirrored() for alt in self.alternatives),
        )


def aspect_success(
    words: str,
    holder: Party,
    count: int = 1,
    *,
    created: bool = False,
    revealed: bool = False,
    **more: Any,
) -> ActionEffect:
    """A result that creates, reveals or works an aspect and leaves `count` free invokes on it
    with `holder`; `more` sets any other field (a cost, spin...)."""
    return ActionEffect(
        True,
        words,
        aspect_created=created,
        aspect_revealed=revealed,
        free_invokes=count,
        free_invokes_to=holder,
        **more,
    )


@dataclass(frozen=True)
class OutcomeTables:
    """One rule set's outcome tables.

    `rows[(action, target)]` holds the effects for fail, tie, success and success with style,
    in that order; `target` is None for every action but create an advantage. For Spirit of
    the Century the 'tie' row is the result of exactly meeting the opposition.
    """

    name: str
    rows: dict[tuple[Action, AspectTarget | None], tuple[ActionEffect, ...]]
    needs_shift_when_opposed: frozenset[Action] = frozenset()
    """Actions that fail on a tie against another character's roll (SotC: a maneuver on a
    character, getting past a block) although meeting a difficulty succeeds."""
