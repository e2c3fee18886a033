"""One attack roll against several targets in a conflict (fate-condensed-srd.txt L1368-1382,
"Ways to Handle Multiple Targets"). Split effort (L1372): a positive total divided among the
targets, at least 1 each, each defending against the share assigned to them; the GM may
divide it however they like (`rules.teamwork.check_split`), evenly by default (`even_split`).
A zone attack (L1376): everyone in one zone, friend and foe alike, each defending against the
whole total (`zone_attack`). With either, the targets should share one zone, the GM allowing
the occasional exception (L1380), and stand within the attack's reach (`rules.reach`): both
are told (`apart`, `beyond_reach`), never refused.

The attack is the Roll dialog's rolled roll: its invokes, help and stunts are in its total and
paid as for any roll. Each target's defence is its skill, its dice and its full defense; each
hit is absorbed the way the GM says; all of it is one undo step with one log entry.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import conflicts, minions
from fate_tui.campaign.intents.rolls import Hit, Names, deliver_hit, pay_for
from fate_tui.campaign.names import name_of
from fate_tui.campaign.roll import roll_big_bad, roll_obstacles, roll_reach
from fate_tui.campaign.roll.roll_changes import RollChanges
from fate_tui.campaign.roll.roll_model import (
    Roll,
    attack_made,
    character,
    harm_track,
    work_out,
)
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.absorb import recommend_plan
from fate_tui.rules.action_effects import Action, AspectTarget, Party
from fate_tui.rules.actions import action_result
from fate_tui.rules.aspects import boost
from fate_tui.rules.conflict import defended, full_defense_for, full_defense_of
from fate_tui.rules.derived import rating
from fate_tui.rules.dice import Faces, dice_symbols
from fate_tui.rules.errors import RulesError
from fate_tui.rules.ladder import signed
from fate_tui.rules.obstacles import through_shield
from fate_tui.rules.outcomes import Resolution, effort_of, resolve
from fate_tui.rules.reach import OutOfReach
from fate_tui.rules.scene import Scene
from fate_tui.rules.skill_uses import defence_skill as usual_defence
from fate_tui.rules.teamwork import (
    check_split,
    even_split,
    own_group_bonus,
    targets_apart,
    zone_attack,
)
from fate_tui.rules.weapons import hit_after_gear
from fate_tui.rules.wording import possessive

__all__ = [
    "Defence",
    "SplitAttack",
    "apart",
    "apply",
    "beyond_reach",
    "default_defence",
    "effort",
    "outcomes",
    "shares",
    "targets_in_zone",
]


@dataclass(frozen=True)
class Defence:
    """One target's defence against their share: the skill and the dice."""

    target: str
    skill: str
    dice: Faces
    armor: int = 0
    """The target's Armor rating (the `weapon_armor` option)."""


@dataclass(frozen=True)
class SplitAttack:
    """The rolled attack and the share of its total each target defends against."""

    roll: Roll
    shares: Mapping[str, int]
    zone: str | None = None
    """A zone attack on everyone in this zone (each share is the whole total)."""


@dataclass(frozen=True)
class Struck:
    """What the attack does to one target."""

    target: str
    share: int
    resolution: Resolution
    hit: Hit | None
    """The hit the target takes; or, when a block shielding them stops the share
    (`stopped_by`), the hit a harmful block deals the attacker."""
    stopped_by: str | None = None
    boost_to: str | None = None
    """Who gains a boost from this share: the attacker on a tie (or a hit Armor turns
    aside), the target defending with style."""


def effort(state: CampaignState, roll: Roll) -> int:
    """The attack roll's total (dice, skill, help, stunts and invokes), the effort to share."""
    if not state.ruleset.teamwork.multiple_targets:
        raise RulesError(f"{state.ruleset.title} has no rule for one roll against several targets")
    if roll.action is not Action.ATTACK:
        raise RulesError("only an attack can go against several targets here")
    if conflicts.running(state.current_scene) is None:
        raise RulesError("an attack on several targets needs a running conflict")
    resolution = work_out(state, roll).resolution
    if resolution is None:
        raise RulesError("roll the dice first")
    return resolution.effort


def targets_in_zone(state: CampaignState, zone: str, attacker: str) -> list[str]:
    """Everyone still fighting in `zone`, friend and foe alike (L1376), but the attacker."""
    scene = _scene_in_play(state)
    name = scene.zone(zone).name
    return [
        c
        for c in scene.cast
        if c != attacker and scene.positions.get(c) == name and conflicts.in_fight(scene, c)
    ]


def apart(state: CampaignState, targets: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """Each zone the targets stand in, with who stands there, when they are not all in one;
    empty when they are. They should share one, though the GM may allow the occasional
    exception (L1380): the dialog tells, and goes on."""
    return targets_apart(_scene_in_play(state).positions, targets)


def _scene_in_play(state: CampaignState) -> Scene:
    scene = state.current_scene
    if scene is None:
        raise RulesError("an attack on several targets needs a scene in play: start one first")
    return scene


def beyond_reach(state: CampaignState, roll: Roll, targets: Sequence[str]) -> dict[str, OutOfReach]:
    """The targets standing beyond the attack's reach, each with how far, by the same rules as
    the Roll dialog's single target (`rules.reach`): told, never refused."""
    out = {t: roll_reach.beyond_reach(state, replace(roll, target=t)) for t in targets}
    return {t: far for t, far in out.items() if far is not None}


def shares(
    total: int, targets: Sequence[str], *, zone: bool = False, typed: Sequence[int] = ()
) -> dict[str, int]:
    """Each target's share: the whole total in a zone attack; else the GM's `typed` shares in
    the targets' order (at least 1 each, adding up to the total), or an even split."""
    if zone:
        return zone_attack(total, targets)
    if not typed:
        return even_split(total, targets)
    if len(typed) != len(targets):
        raise RulesError(f"give one share for each of the {len(targets)} targets")
    return check_split(total, dict(zip(targets, typed, strict=True)))


def default_defence(state: CampaignState, roll: Roll, target: str) -> str:
    """The skill `target` usually defends with against the attack's skill (an own skill's
    attack defended as the attack of the conflict's kind it stands in for)."""
    who = character(state, target)
    attack = attack_made(state, roll.actor, roll.skill)
    usual = usual_defence(state.ruleset.name, attack, who.skills)
    if usual is not None:
        return usual
    if who.skills:
        return max(who.skills, key=lambda name: who.skills[name])
    return state.ruleset.characters.skills[0]


def outcomes(
    state: CampaignState, attack: SplitAttack, defences: Sequence[Defence]
) -> list[Struck]:
    """Each target's defence against their share, and the hit it lets through (with the
    attack's Weapon and the target's Armor when that option is on) with the recommended way
    to absorb it. A share aimed at someone a block shields must reach the block's rating
    first (L1220): short of it, the target is untouched and a harmful block hits the
    attacker by the miss."""
    rules = state.ruleset
    total = effort(state, attack.roll)
    targets = [d.target for d in defences]
    if sorted(targets) != sorted(attack.shares):
        raise RulesError("every target needs a defence")
    shares(total, targets, zone=attack.zone is not None, typed=list(attack.shares.values()))
    conflict = conflicts.running(state.current_scene)
    struck = []
    for defence in defences:
        who = character(state, defence.target)
        guard = full_defense_for(conflict, who, defence.target, defence.skill, rules)
        aimed = replace(
            attack.roll,
            target=defence.target,
            opponent=defence.target,
            opponent_skill=defence.skill,
            invokes=(),  # the roll's invokes are in its total already
            harm_track=None,
        )
        roll_big_bad.check(state, aimed)  # an immune big bad refuses the attack
        on_big_bad = roll_big_bad.on_roll(state, aimed)  # a solo big bad's defence bonus
        guard += on_big_bad.solo_against if on_big_bad else 0
        guard += own_group_bonus(who, rules)  # a minion group defends with its size (L463)
        against = effort_of(defence.dice, rating(who, defence.skill, rules), guard)
        share = attack.shares[defence.target]
        resolution = resolve(share, against, rules)
        shield = roll_obstacles.shield_of(state, aimed)
        past = through_shield(shield, share, rules) if shield is not None else None
        if (
            shield is not None and past is not None and past.prevented
        ):  # the share must get past the block first (L1220)
            hit = _hit(state, attack.roll, attack.roll.actor, None, past.hit)
            struck.append(Struck(defence.target, share, resolution, hit, shield.name))
            continue
        effect = action_result(rules, Action.ATTACK, resolution, AspectTarget.NEW, opposed=True)
        shifts, boost_to = effect.hit, effect.boost_to
        if (attack.roll.weapon or defence.armor) and resolution.margin >= 0:
            rules.require("weapon_armor", "Weapon and Armor ratings")
            gear = hit_after_gear(resolution, attack.roll.weapon, defence.armor, ruleset=rules)
            shifts = gear.shifts
            boost_to = Party.ACTOR if gear.boost_to_attacker else Party.NOBODY
        shifts, _ = roll_big_bad.reduced_hit(state, aimed, on_big_bad, shifts)
        hit = _hit(state, aimed, defence.target, attack.roll.actor, shifts)
        holder = {Party.ACTOR: attack.roll.actor, Party.OPPONENT: defence.target}.get(boost_to)
        struck.append(Struck(defence.target, share, resolution, hit, boost_to=holder))
    takers = [one.hit.taker for one in struck if one.hit is not None]
    if len(takers) != len(set(takers)):
        raise RulesError("more than one harmful block stops this attack: attack them one by one")
    return struck


def _hit(
    state: CampaignState, roll: Roll, taker: str, attacker: str | None, shifts: int
) -> Hit | None:
    """The hit `taker` takes, with the recommended way to absorb it; None for no harm."""
    if shifts <= 0:
        return None
    track = harm_track(state, roll, taker)
    plan = recommend_plan(character(state, taker), shifts, track, state.ruleset)
    return minions.route(state, Hit(taker, attacker, shifts, track, plan))


def apply(
    ctl: Controller,
    attack: SplitAttack,
    defences: Sequence[Defence],
    names: Mapping[str, Names] | None = None,
    boosts: Mapping[str, str] | None = None,
) -> None:
    """The attack on every target, each hit absorbed as `names` says for its taker (by the
    taker's id; the recommended way otherwise), each boost a share gives named in `boosts`
    (by target): one undo step, one log entry."""
    state = ctl.state
    names, boosts = names or {}, boosts or {}
    struck = outcomes(state, attack, defences)
    worked = work_out(state, attack.roll)
    resolution, dice = worked.resolution, attack.roll.dice
    if resolution is None or dice is None:  # `outcomes` has checked: the dice are in
        raise RulesError("roll the dice first")
    edit = RollChanges(state)
    paid = pay_for(edit, state, attack.roll, worked)
    actor = name_of(state, attack.roll.actor)
    how = f"a zone attack on {attack.zone}" if attack.zone else "split effort"
    words = [
        f"{actor} attacks {len(struck)} targets ({how}): {attack.roll.skill} "
        f"{dice_symbols(dice)} for {signed(resolution.effort)}",
        *paid,
    ]
    by_target = {d.target: d for d in defences}
    for one in struck:
        defence = by_target[one.target]
        said = (
            f"{signed(one.share)} against {possessive(name_of(state, one.target))} {defence.skill} "
            f"{dice_symbols(defence.dice)} {signed(one.resolution.opposition)}"
        )
        if one.stopped_by is not None:
            words.append(f"{said}: {one.stopped_by} shields them and stops it")
            if one.hit is not None:
                taken = deliver_hit(edit, state, one.hit, names.get(one.hit.taker, Names()))
                words.append(f"{one.stopped_by} hits {actor} for {one.hit.shifts}, {taken}")
        elif one.hit is None:
            words.append(f"{said}: no harm")
        else:
            taken = deliver_hit(edit, state, one.hit, names.get(one.hit.taker, Names()))
            words.append(f"{said}: a {one.hit.shifts}-shift hit, {taken}")
        if one.boost_to is not None:
            name = (boosts.get(one.target) or "").strip()
            if not name:
                raise RulesError(f"name the boost {name_of(state, one.boost_to)} gains")
            edit.add_scene_aspect(boost(name, one.boost_to))
            words.append(f"{name_of(state, one.boost_to)} gains the boost '{name}'")
        scene = edit.scene
        conflict = conflicts.running(scene)
        if scene is not None and conflict is not None:
            if full_defense_of(conflict, one.target) is not None:
                edit.scene = replace(scene, conflict=defended(conflict, one.target))
    text = "; ".join(words)
    data = {
        "actor": attack.roll.actor,
        "skill": attack.roll.skill,
        "dice": dice_symbols(dice),
        "effort": resolution.effort,
        "shares": dict(attack.shares),
        "hits": {s.target: s.hit.shifts if s.hit else 0 for s in struck},
    }
    if attack.zone:
        data["zone"] = attack.zone
    ctl.apply(
        f"Roll: {text}",
        log=("roll", text),
        data=data,
        story=edit.changed_story,
        characters=edit.characters.values(),
        scenes=edit.scenes,
    )
