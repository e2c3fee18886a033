"""A hazard's attack (Condensed's obstacles): on its turn a hazard "acts as implied by its
name, and rolls with its rating. If it attacks and hits with a tie or better, add its Weapon
rating to its shifts" (fate-condensed-srd.txt L1208). Its target defends as against any
attack, with a full defense's bonus; the hit goes through the same absorb choices as any
other (`rolls.deliver_hit`). The numbers are `rules.obstacles.hazard_acts`'.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import conflicts
from fate_tui.campaign.intents.rolls import Hit, Names, deliver_hit
from fate_tui.campaign.names import name_of
from fate_tui.campaign.roll.roll_changes import RollChanges
from fate_tui.campaign.roll.roll_model import Roll, character, harm_track
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.absorb import recommend_plan
from fate_tui.rules.action_effects import Action
from fate_tui.rules.conflict import defended, full_defense_for, full_defense_of
from fate_tui.rules.derived import rating
from fate_tui.rules.dice import Faces, dice_symbols
from fate_tui.rules.errors import RulesError, did_you_mean
from fate_tui.rules.fate_points import GM
from fate_tui.rules.ladder import signed
from fate_tui.rules.obstacles import Hazard, ObstacleAction, ObstacleRoll, hazard_acts, hazard_name
from fate_tui.rules.outcomes import effort_of
from fate_tui.rules.skill_uses import hazard_defence
from fate_tui.rules.teamwork import own_group_bonus
from fate_tui.rules.wording import verb

__all__ = ["HazardAttack", "attack", "defence_skill", "find", "hit_of", "outcome", "whose_turn"]


@dataclass(frozen=True)
class HazardAttack:
    """A hazard's attack on one character, with both sides' dice."""

    hazard: str
    """The hazard's name."""
    target: str
    skill: str
    """The skill the target defends with."""
    dice: Faces
    """The hazard's dice."""
    target_dice: Faces
    armor: int = 0
    """The target's Armor rating (the `weapon_armor` option)."""


def find(state: CampaignState, name: str) -> Hazard:
    """The hazard called `name` in the scene in play."""
    scene = state.current_scene
    hazards = [o for o in (scene.obstacles if scene else ()) if isinstance(o, Hazard)]
    for hazard in hazards:
        if hazard.name == name:
            return hazard
    hint = did_you_mean(name, [h.name for h in hazards])
    raise RulesError(f"no hazard called '{name}' in the scene{hint}")


def whose_turn(state: CampaignState) -> Hazard | None:
    """The hazard whose turn it is in the running conflict, if it is one's."""
    scene = state.current_scene
    if scene is None or conflicts.running(scene) is None:
        return None
    if scene.turn is None or scene.turn.active is None:
        return None
    name = hazard_name(scene.turn.active)
    return find(state, name) if name is not None else None


def defence_skill(state: CampaignState, target: str) -> str:
    """The skill `target` usually defends with against a hazard (their best where the rule
    set does not say)."""
    who = character(state, target)
    conflict = conflicts.running(state.current_scene)
    mental = conflict is not None and conflict.mental
    usual = hazard_defence(state.ruleset.name, who.skills, mental=mental)
    if usual is not None:
        return usual
    if who.skills:
        return max(who.skills, key=lambda name: who.skills[name])
    return state.ruleset.characters.skills[0]


def outcome(state: CampaignState, attack: HazardAttack) -> ObstacleRoll:
    """What the attack comes to: the hazard's effort (dice + rating) against the target's
    defence (dice + skill + full defense), the hit with the hazard's Weapon, less Armor."""
    hazard = find(state, attack.hazard)
    target = character(state, attack.target)
    conflict = conflicts.running(state.current_scene)
    bonus = full_defense_for(conflict, target, attack.target, attack.skill, state.ruleset)
    bonus += own_group_bonus(target, state.ruleset)  # a minion group reacts with its size
    defence = effort_of(attack.target_dice, rating(target, attack.skill, state.ruleset), bonus)
    effort = effort_of(attack.dice, hazard.rating)
    result = hazard_acts(hazard, ObstacleAction.ATTACK, effort, defence, state.ruleset)
    if attack.armor:
        state.ruleset.require("weapon_armor", "an Armor rating")
        result = replace(result, hit=max(result.hit - attack.armor, 0))
    return result


def hit_of(state: CampaignState, attack: HazardAttack) -> Hit | None:
    """The hit the attack delivers with the recommended way to absorb it; None for no harm."""
    shifts = outcome(state, attack).hit
    if shifts <= 0:
        return None
    track = harm_track(state, Roll(attack.target, attack.skill, Action.DEFEND))
    plan = recommend_plan(character(state, attack.target), shifts, track, state.ruleset)
    # The GM plays the hazard: a free invoke on the consequence it causes is the GM's.
    return Hit(attack.target, GM, shifts, track, plan)


def attack(ctl: Controller, attack: HazardAttack, names: Names | None = None) -> None:
    """Roll the hazard's attack and put its hit on the target (absorbed as `names` says),
    in one undo step with one log entry."""
    state = ctl.state
    state.ruleset.require("obstacles", "a hazard's attack")
    hazard = find(state, attack.hazard)
    result = outcome(state, attack)
    target = name_of(state, attack.target)
    edit = RollChanges(state)
    words = [
        f"{hazard.name} ({signed(hazard.rating)}) attacks {target}: "
        f"{dice_symbols(attack.dice)} for {signed(result.resolution.effort)} against "
        f"{attack.skill} {dice_symbols(attack.target_dice)} for "
        f"{signed(result.resolution.opposition)}"
    ]
    hit = hit_of(state, attack)
    if hit is None:
        words.append(f"{target} {verb(state.characters.get(attack.target), 'takes')} no harm")
    else:
        words.append(f"a {hit.shifts}-shift hit")
        words.append(deliver_hit(edit, state, hit, names or Names()))
    scene = edit.scene
    conflict = conflicts.running(scene)
    defending = full_defense_of(conflict, attack.target)
    if scene is not None and conflict is not None and defending is not None:
        edit.scene = replace(scene, conflict=defended(conflict, attack.target))
    text = "; ".join(words)
    ctl.apply(
        text,
        log=("conflict", text),
        data={
            "hazard": hazard.name,
            "target": attack.target,
            "dice": dice_symbols(attack.dice),
            "target_dice": dice_symbols(attack.target_dice),
            "shifts": hit.shifts if hit else 0,
        },
        characters=edit.characters.values(),
        scenes=edit.scenes,
    )
