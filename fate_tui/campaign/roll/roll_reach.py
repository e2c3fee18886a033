"""Whether the Roll dialog's attack is aimed at someone beyond its reach in the scene in play
(`rules.reach`): the dialog tells the GM, who may still roll it.

Nothing here decides a rule; the words the dialog shows are in `reach_words`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.roll.roll_model import conflict_kind
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.action_effects import Action
from fate_tui.rules.reach import OutOfReach, out_of_reach

if TYPE_CHECKING:
    from fate_tui.campaign.roll.roll_model import Roll


def beyond_reach(state: CampaignState, roll: Roll) -> OutOfReach | None:
    """The attack's target standing beyond the attack's reach, or None (within reach, not an
    attack, no target, or nobody placed in a zone). An own skill's attack is of the running
    conflict's kind: in a mental one it is an attack on the mind, which no zone holds back."""
    scene = state.current_scene
    if scene is None or roll.action is not Action.ATTACK or not roll.target:
        return None
    attacker = state.characters.get(roll.actor)
    if attacker is None or roll.target == roll.actor:
        return None
    return out_of_reach(
        scene,
        state.ruleset,
        roll.actor,
        attacker,
        roll.skill,
        roll.target,
        mental=conflict_kind(state),
    )
