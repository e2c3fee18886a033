"""The aspects that could be invoked on a roll, and where each one is (the Roll dialog lists
them; the rules decide, when one is picked, whether the invoke is allowed)."""

from __future__ import annotations

from dataclasses import dataclass

from fate_tui.campaign.roll.roll_model import Roll, aspects_in_play
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.aspects import Aspect, AspectKind

ORDER = ("own", "placed", "boost", "target", "scene", "zone", "consequence", "scenario", "setting")


@dataclass(frozen=True)
class InvokeOption:
    """An aspect that could be invoked on this roll."""

    aspect: Aspect
    where: str
    """'own', 'placed', 'scene', 'boost', 'zone', 'target', 'consequence', 'scenario',
    'setting'."""

    @property
    def key(self) -> str:
        return f"{self.aspect.owner or ''}|{self.aspect.name}"


def invoke_options(state: CampaignState, roll: Roll) -> list[InvokeOption]:
    """The aspects in play, the actor's own first, then those placed on the actor, boosts
    and the other side's; hidden ones only when the actor holds a free invoke on them."""
    options = [
        InvokeOption(aspect, where(aspect, roll))
        for aspect in aspects_in_play(state, roll)
        if not aspect.hidden or roll.actor in aspect.free_invokes
    ]
    return sorted(options, key=lambda o: ORDER.index(o.where))


def where(aspect: Aspect, roll: Roll) -> str:
    if aspect.kind is AspectKind.BOOST:
        return "boost"
    if aspect.kind is AspectKind.CONSEQUENCE:
        return "own" if aspect.owner == roll.actor else "consequence"
    if aspect.kind is AspectKind.ZONE:
        return "zone"
    if aspect.kind is AspectKind.SCENARIO:
        return "scenario"  # as the players' view calls the arc's aspects
    if aspect.kind is AspectKind.SETTING:
        return "setting"
    if aspect.owner == roll.actor:
        # A situation aspect stuck on the actor ("Tangled in Weed and Rope") is not one of
        # the actor's own aspects: someone put it there, usually to be invoked against them.
        return "placed" if aspect.kind is AspectKind.SITUATION else "own"
    if aspect.owner is not None and aspect.owner in (roll.target, roll.opponent):
        return "target"
    return "scene"
