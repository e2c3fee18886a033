"""Who may invoke an aspect for +2 on someone else's roll: an ally of the roller in the scene
in play (Condensed L766: "Outside of your turn, you may invoke an aspect to add a bonus to
someone else's roll"; Core's published "pass a +2 benefit"; Accelerated's +2 to an ally).

The rules core checks the invoke itself (`invokes.check_invokes`: the rule set has the
invoke, the invoker is not the roller, they can pay); this says who is an ally here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import conflicts
from fate_tui.campaign.state import CampaignState

if TYPE_CHECKING:
    from fate_tui.campaign.roll.roll_model import Roll


def allies(state: CampaignState, roll: Roll) -> tuple[str, ...]:
    """The characters who may invoke for +2 on `roll`, in the scene's cast order: everyone
    else in the scene on the roller's side, neither the roll's target nor its opposition, and
    still in the scene. In a running conflict the roller fights in, the roller's side is
    those still fighting beside them (whoever stays out of the fight takes no side); outside
    one, PCs for a PC and NPCs for an NPC. Empty where the rule set has no such invoke."""
    scene = state.current_scene
    roller = state.characters.get(roll.actor)
    if scene is None or roller is None or not state.ruleset.invokes.ally_bonus:
        return ()
    running = conflicts.running(scene)
    fighting = running is not None and roll.actor in running.members
    found = []
    for cid in dict.fromkeys((*scene.cast, *roll.helpers)):
        other = state.characters.get(cid)
        if other is None or cid in (roll.actor, roll.target, roll.opponent):
            continue
        if other.out_of_scene or other.conceded:
            continue
        if fighting:
            if conflicts.same_side(scene, roll.actor, cid) and conflicts.in_fight(scene, cid):
                found.append(cid)
        elif other.kind.is_npc == roller.kind.is_npc:
            found.append(cid)
    return tuple(found)
