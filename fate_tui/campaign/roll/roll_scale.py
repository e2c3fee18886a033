"""Scale in a roll (the `scale` option, fate-condensed-srd.txt L1279-1283, or a big bad's
"scale things up", L1343-1345): the characters' `scale` keys say which side of the roll stands
higher, and the higher side gets one benefit per roll, chosen before the dice. The numbers come
from `rules.scale`; this module only finds the two sides of a roll."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.errors import RulesError
from fate_tui.rules.scale import (
    ScaleBenefit,
    ScaleEdge,
    ScaleLadder,
    ScaleOnRoll,
    ScaleSide,
    scale_before_roll,
    scale_benefits,
    scale_edge,
)
from fate_tui.rules.wording import counted

if TYPE_CHECKING:
    from fate_tui.campaign.roll.roll_model import Roll

LADDER = ScaleLadder()


def in_play(state: CampaignState) -> bool:
    """Whether characters' scale counts: the scale option, or big bads that may scale up."""
    rules = state.ruleset
    return rules.uses("scale") or rules.uses("big_bad")


def level_of(state: CampaignState, who: str) -> str:
    """The level `who` acts on; a character without a `scale` key is on the lowest."""
    return state.characters[who].scale or LADDER.levels[0]


def opposing_side(roll: Roll) -> str | None:
    """The character the roll is against: the one rolling against it, else its target."""
    return roll.opponent or roll.target


def edge_of(state: CampaignState, roll: Roll) -> ScaleEdge | None:
    """Which side of `roll` is higher and by how much; None when scale is not in play, there
    is no character on the other side, or both act on the same scale. A target who does not
    roll takes no action against the actor, so only a higher actor benefits against it."""
    other = opposing_side(roll)
    if not in_play(state) or other is None:
        return None
    if other not in state.characters or roll.actor not in state.characters:
        return None
    edge = scale_edge(LADDER, level_of(state, roll.actor), level_of(state, other), state.ruleset)
    if edge is not None and edge.side is ScaleSide.OPPOSITION and roll.opponent is None:
        return None
    return edge


def scale_of(state: CampaignState, roll: Roll) -> ScaleOnRoll | None:
    """The benefit of scale on `roll` before its dice (None: no scale, or the GM set it
    aside). A benefit that does not fit the action (free invokes on an attack) gives way to
    +1 per level before the roll."""
    edge = edge_of(state, roll)
    if edge is None or roll.scale_benefit is None:
        return None
    offered = scale_benefits(edge, roll.action)
    benefit = roll.scale_benefit if roll.scale_benefit in offered else offered[0]
    return scale_before_roll(edge, benefit, roll.action, state.ruleset)


def next_benefit(state: CampaignState, roll: Roll) -> ScaleBenefit | None:
    """The benefit after the one in use, then none ("scale doesn't apply here"), then the
    first again; RulesError when scale plays no part in this roll."""
    if not in_play(state):
        raise RulesError("Scale is an optional rule: switch scale on in the campaign view (A)")
    edge = edge_of(state, roll)
    if edge is None:
        raise RulesError(_why_no_scale(state, roll))
    cycle: list[ScaleBenefit | None] = [*scale_benefits(edge, roll.action), None]
    now = scale_of(state, roll)
    current = now.benefit if now is not None else None
    return cycle[(cycle.index(current) + 1) % len(cycle)]


def _why_no_scale(state: CampaignState, roll: Roll) -> str:
    other = opposing_side(roll)
    if other is None or other not in state.characters:
        return "scale compares two sides: choose a target or an opposing character first"
    if roll.opponent is None:
        return (
            f"{_name(state, other)} does not roll against this: only a higher actor gains "
            "from scale against a target"
        )
    return f"both sides act on the {level_of(state, roll.actor)} scale"


def scale_words(state: CampaignState, roll: Roll, scale: ScaleOnRoll | None) -> str:
    """'the Drowned Deacon (Otherworldly) over Maren (Mundane): +2 before the roll'."""
    edge = edge_of(state, roll)
    other = opposing_side(roll)
    if edge is None or other is None:  # an edge has a character on the other side
        return ""
    high, low = (roll.actor, other) if edge.side is ScaleSide.ACTOR else (other, roll.actor)
    sides = (
        f"{_name(state, high)} ({level_of(state, high)}) over "
        f"{_name(state, low)} ({level_of(state, low)})"
    )
    if scale is None:
        return f"{sides}: not applied here"
    return f"{sides}: {benefit_words(scale)}"


def benefit_words(scale: ScaleOnRoll) -> str:
    levels = scale.edge.levels
    if scale.benefit is ScaleBenefit.BEFORE_ROLL:
        return f"+{levels} before the roll"
    if scale.benefit is ScaleBenefit.AFTER_SUCCESS:
        whose = "the" if scale.edge.side is ScaleSide.ACTOR else "their"
        return f"+{2 * levels} after {whose} roll, if it succeeds"
    return f"{counted(levels, 'more free invoke')} on a success"


def _name(state: CampaignState, who: str) -> str:
    return state.characters[who].name
