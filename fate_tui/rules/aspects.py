"""Aspects of every kind, with the free invokes attached to them and who holds each one."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from fate_tui.rules.errors import RulesError


class AspectKind(StrEnum):
    CHARACTER = "character"
    SITUATION = "situation"
    ZONE = "zone"
    CONSEQUENCE = "consequence"
    BOOST = "boost"
    ORGANIZATION = "organization"
    SCENARIO = "scenario"
    SETTING = "setting"


# A free invoke nobody holds yet: "up for grabs" for whoever first makes use of the aspect.
UP_FOR_GRABS: None = None


@dataclass(frozen=True)
class Aspect:
    """One aspect.

    `free_invokes` has one entry per free invoke: the id of the character holding it, or
    UP_FOR_GRABS. `owner` is the character an aspect is on (character, consequence and boost
    aspects placed on someone) or the zone for a zone aspect. `hidden` aspects are known to
    the GM but not yet to the players.
    """

    name: str
    kind: AspectKind = AspectKind.SITUATION
    free_invokes: tuple[str | None, ...] = ()
    hidden: bool = False
    owner: str | None = None
    role: str | None = None
    """For character aspects: high concept, trouble, relationship, ..."""
    style_pair: bool = False
    """Its free invokes came from a create-an-advantage with style (Accelerated lets both
    go on one roll)."""

    @property
    def is_boost(self) -> bool:
        return self.kind is AspectKind.BOOST

    def free_invokes_for(self, holder: str | None) -> int:
        """Free invokes `holder` may use: their own plus any up for grabs."""
        return sum(1 for held in self.free_invokes if held == holder or held is UP_FOR_GRABS)

    def with_free_invokes(self, count: int, holder: str | None = UP_FOR_GRABS) -> Aspect:
        """This aspect with `count` more free invokes held by `holder`."""
        if count < 0:
            raise RulesError("a number of free invokes cannot be negative")
        return replace(self, free_invokes=self.free_invokes + (holder,) * count)

    def spend_free_invoke(self, holder: str | None) -> Aspect:
        """This aspect after `holder` used one free invoke (their own first, then one up for
        grabs)."""
        invokes = list(self.free_invokes)
        if holder in invokes and holder is not UP_FOR_GRABS:
            invokes.remove(holder)
        elif UP_FOR_GRABS in invokes:
            invokes.remove(UP_FOR_GRABS)
        else:
            who = holder or "anyone"
            raise RulesError(f"'{self.name}' has no free invoke for {who}")
        return replace(self, free_invokes=tuple(invokes))

    def pass_free_invoke(self, giver: str, receiver: str) -> Aspect:
        """Hand one of `giver`'s free invokes to an ally."""
        if giver not in self.free_invokes:
            raise RulesError(f"{giver} holds no free invoke on '{self.name}' to pass on")
        invokes = list(self.free_invokes)
        invokes[invokes.index(giver)] = receiver
        return replace(self, free_invokes=tuple(invokes))

    def revealed(self) -> Aspect:
        return replace(self, hidden=False)


def boost(name: str, holder: str | None, owner: str | None = None) -> Aspect:
    """A boost: one free invoke for `holder`, gone once used or when the scene ends."""
    return Aspect(name, AspectKind.BOOST, free_invokes=(holder,), owner=owner)
