"""A roll against an obstacle of the scene, or a move that takes the action: the roll's
difficulty comes from the obstacle (`rules.obstacles.opposition_against`), failing to get past
a harmful block hits the roller for the margin (`get_past_block`, fate-condensed-srd.txt
L1220), removing a block that succeeds takes it out of the scene, and a move that takes the
action puts the roller in the zone when it succeeds.

`roll_model.work_out` and `rolls.apply_roll` call these; nothing here decides a rule.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from fate_tui.campaign.state import CampaignState
from fate_tui.rules import scene as rules_scene
from fate_tui.rules.action_effects import Action, ActionEffect
from fate_tui.rules.errors import RulesError, did_you_mean
from fate_tui.rules.movement import sprint_zones
from fate_tui.rules.obstacles import (
    Block,
    Obstacle,
    ObstacleAction,
    get_past_block,
    opposition_against,
    shielding,
    through_shield,
)
from fate_tui.rules.outcomes import Resolution
from fate_tui.rules.stunt_effects import border_for
from fate_tui.rules.wording import counted

if TYPE_CHECKING:
    from fate_tui.campaign.roll.roll_changes import RollChanges
    from fate_tui.campaign.roll.roll_model import Roll, Worked


def obstacle_of(state: CampaignState, roll: Roll) -> Obstacle | None:
    """The obstacle the roll acts against, if any."""
    if roll.obstacle is None:
        return None
    scene = state.current_scene
    found = [o for o in (scene.obstacles if scene else ()) if o.name == roll.obstacle]
    if not found:
        names = [o.name for o in scene.obstacles] if scene else []
        raise RulesError(
            f"no obstacle called '{roll.obstacle}' here{did_you_mean(roll.obstacle, names)}"
        )
    return found[0]


def difficulty(state: CampaignState, roll: Roll) -> int | None:
    """The passive opposition of the obstacle the roll acts against (None: no obstacle)."""
    obstacle = obstacle_of(state, roll)
    if obstacle is None:
        return None
    how = ObstacleAction.REMOVE if roll.removing else roll.action.value
    return opposition_against(obstacle, how, state.ruleset)


def shield_of(state: CampaignState, roll: Roll) -> Block | None:
    """The block shielding the character the roll is aimed at, when someone else acts on them
    (an attack, an advantage on them, an overcome against them); None otherwise."""
    scene, target = state.current_scene, roll.target
    aimed = target is not None and target != roll.actor
    if target is None or not aimed or scene is None:
        return None
    if roll.obstacle is not None or roll.action is Action.DEFEND:
        return None
    if not state.ruleset.uses("obstacles"):
        return None
    return shielding(scene.obstacles, target)


def stopped_by(state: CampaignState, roll: Roll, resolution: Resolution) -> Block | None:
    """The block that stops the roll's action: it shields the target and the roll did not get
    past its rating."""
    block = shield_of(state, roll)
    if block is None or not through_shield(block, resolution.effort, state.ruleset).prevented:
        return None
    return block


def effect(
    state: CampaignState, roll: Roll, resolution: Resolution, effect: ActionEffect
) -> ActionEffect:
    """The action's effect, with the hit a harmful block deals to a roller who fails to get
    past it; an action a shielding block stops achieves nothing."""
    shield = stopped_by(state, roll, resolution)
    if shield is not None and roll.target is not None:  # a shield stands before a target
        hit = through_shield(shield, resolution.effort, state.ruleset).hit
        target = state.characters[roll.target].name
        return ActionEffect(
            False,
            f"{shield.name} shields {target}: the roll does not get past it",
            deals_hit=hit > 0,
            hit=hit,
        )
    block = obstacle_of(state, roll)
    if not isinstance(block, Block) or roll.removing or roll.action is not Action.OVERCOME:
        return effect
    past = get_past_block(block, _effort(block, resolution), state.ruleset)
    if past.hit <= 0:
        return effect
    return replace(effect, deals_hit=True, hit=past.hit)


def succeeded(
    state: CampaignState, roll: Roll, resolution: Resolution, effect: ActionEffect
) -> bool:
    """Whether the roller did what they set out to: got past (or removed) the obstacle, made
    the move."""
    block = obstacle_of(state, roll)
    if isinstance(block, Block) and not roll.removing:
        return not get_past_block(block, _effort(block, resolution), state.ruleset).prevented
    far = sprint(state, roll, resolution) if effect.achieved else None
    if far is not None:
        crossed, distance = far
        return crossed >= distance
    return effect.achieved


def sprint(state: CampaignState, roll: Roll, resolution: Resolution) -> tuple[int, int] | None:
    """Spirit of the Century: a move that takes the whole action is a sprint (L543): the
    zones its shifts cross along the cheapest way, each border's value (as it counts for the
    sprinter, `stunt_effects.border_for`: Unstoppable L1232, a height by Mighty Leap L821)
    taken off them, and the zones to the goal. None for any other roll."""
    scene = state.current_scene
    if state.ruleset.name != "sotc" or roll.move_to is None or scene is None:
        return None
    start = scene.positions.get(roll.actor)
    path = rules_scene.zone_path(scene, start, roll.move_to) if start else None
    if path is None:
        return None
    actor = state.characters[roll.actor]
    borders = [
        border_for(actor, state.ruleset, value, height=height)
        for value, height in rules_scene.crossings(scene, path)
    ]
    return sprint_zones(resolution.shifts, borders), len(path) - 1


def _effort(block: Block, resolution: Resolution) -> int:
    """The effort measured against the block's bare rating, keeping the roll's margin (an
    invoke may have raised the difficulty above the rating)."""
    return resolution.effort - (resolution.opposition - block.rating)


def results(edit: RollChanges, state: CampaignState, roll: Roll, worked: Worked) -> list[str]:
    """What the roll does to the obstacle and the roller's place; in words."""
    resolution, effect = worked.resolution, worked.effect
    if resolution is None or effect is None:  # only a roll whose dice are in has results
        return []
    shield = shield_of(state, roll)
    if shield is not None and roll.target is not None:  # a shield stands before a target
        who, target = (state.characters[c].name for c in (roll.actor, roll.target))
        if stopped_by(state, roll, resolution):
            return [f"{who} can't get past {shield.name} to reach {target}"]
        return [f"{who} gets past {shield.name} to reach {target}"]
    if roll.obstacle is None and roll.move_to is None:
        return []
    obstacle = obstacle_of(state, roll)
    who = state.characters[roll.actor].name
    if not succeeded(state, roll, resolution, effect):
        if obstacle is not None:
            return [f"{who} can't get past {obstacle.name}"]
        far = sprint(state, roll, resolution) if effect.achieved else None
        if far is not None:
            crossed, distance = far
            return [
                f"{who} does not make it to {roll.move_to}: the sprint's shifts cross "
                f"{counted(crossed, 'zone')} of {distance}"
            ]
        return [f"{who} does not make it to {roll.move_to}"]
    said = []
    scene = edit.need_scene("moving past an obstacle")
    if obstacle is not None and roll.removing:
        edit.scene = scene = rules_scene.remove_obstacle(scene, obstacle.name)
        said.append(f"{obstacle.name} is removed")
    elif isinstance(obstacle, Block):
        said.append(f"{who} gets past {obstacle.name}")
    if roll.move_to is not None:
        edit.scene = scene = rules_scene.place(scene, roll.actor, roll.move_to)
        far = sprint(state, roll, resolution)
        how = f"sprints {counted(far[1], 'zone')} to" if far else "moves to"
        said.append(f"{who} {how} {scene.zone(roll.move_to).name}")
    return said
