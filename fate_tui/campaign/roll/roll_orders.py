"""Spirit of the Century's orders to minions, as a use on the minions' roll (`roll_use`): "Any
time the character is in a position to give orders to a group of minions, he may apply his
Leadership as a modifying secondary skill on the minions' skill roll. In a conflict, offering
this assistance takes the character's action" (spirit-of-the-century-srd.txt L618).

The Roll dialog offers it on any roll of a minion group; the leader's Leadership is asked,
offered first from the leader the group is attached to (else the best Leadership among the
other NPCs in the scene). The number is `sotc_minions.directed_roll`'s; in a running conflict
the leader the group is attached to gives up his action for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import conflicts
from fate_tui.campaign.roll.roll_use import Ask, Asked, Question, Setting, Use
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import CharacterKind
from fate_tui.rules.derived import rating
from fate_tui.rules.ladder import signed
from fate_tui.rules.outcomes import Resolution
from fate_tui.rules.sotc_minions import directed_roll

if TYPE_CHECKING:
    from fate_tui.campaign.roll.roll_changes import RollChanges
    from fate_tui.campaign.roll.roll_model import Roll

LEADERSHIP = "Leadership"


def _fits(state: CampaignState, roll: Roll) -> bool:
    actor = state.characters.get(roll.actor)
    return actor is not None and actor.kind is CharacterKind.MOOK_GROUP


def leader_of(state: CampaignState, group: str) -> str | None:
    """The leader the minion group is attached to in the running conflict, if any (L468)."""
    conflict = conflicts.running(state.current_scene)
    if conflict is None:
        return None
    return next((who for who, g in conflict.attached if g == group), None)


def _leadership(asked: Asked) -> int:
    state = asked.state
    leader = state.characters.get(leader_of(state, asked.actor.id) or "")
    if leader is not None:
        return rating(leader, LEADERSHIP, state.ruleset)
    scene = state.current_scene
    others = [
        state.characters[cid]
        for cid in (scene.cast if scene is not None else ())
        if cid in state.characters and state.characters[cid].kind.is_npc
    ]
    named = [c for c in others if c.kind is not CharacterKind.MOOK_GROUP]
    return max((rating(c, LEADERSHIP, state.ruleset) for c in named), default=0)


def _orders(asked: Asked) -> Setting:
    (leadership,) = asked.answers
    own = asked.rating(asked.roll.skill)
    bonus = directed_roll(own, leadership) - own
    return Setting(
        bonus=bonus,
        note=f"Leadership {asked.label(leadership)} modifies the roll: {signed(bonus)}; "
        "in a conflict it takes the leader's action",
    )


def _leader_acts(asked: Asked, resolution: Resolution, edit: RollChanges) -> str:
    """In a running conflict, the attached leader's orders are his action this exchange."""
    leader = leader_of(asked.state, asked.actor.id)
    scene = edit.scene
    if leader is None or scene is None or scene.turn is None:
        return ""
    if leader not in scene.turn.participants or leader in scene.turn.acted:
        return ""
    edit.scene = conflicts.helpers_spent(scene, [leader])
    name = asked.state.characters[leader].name
    return f"{name} gives up their action to give the orders"


ORDERS = (
    Use(
        "orders.leadership",
        "A leader's orders",
        (),
        "L618",
        questions=(
            Question(
                "The Leadership of the leader giving orders",
                Ask.LADDER,
                default=_leadership,
            ),
        ),
        sets=_orders,
        changes=_leader_acts,
        fits=_fits,
    ),
)
"""The uses a minion group's roll may take whatever its skill."""
