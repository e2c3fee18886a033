"""A roll as a value: who rolls which skill against what, the dice, the invokes and the GM's
choices; and what it comes to under the rules (effort, outcome, the action's effect).

The Roll dialog renders this while the GM sets the roll up; `intents.rolls` applies it. Every
number comes from the rules core: nothing here decides a rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TypedDict

from fate_tui.campaign.intents import companions, minions, sotc_conflict
from fate_tui.campaign.roll import (
    roll_big_bad,
    roll_limits,
    roll_obstacles,
    roll_scale,
    roll_sotc_actions,
    roll_spin,
    roll_use,
)
from fate_tui.campaign.roll.roll_big_bad import BigBadOnRoll
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.action_effects import Action, ActionEffect, AspectTarget, Party
from fate_tui.rules.actions import action_result, trade_shift_for_boost
from fate_tui.rules.aspects import Aspect
from fate_tui.rules.character import Character
from fate_tui.rules.conflict import Conflict, full_defense_for
from fate_tui.rules.derived import rating, stress_tracks, track_rules
from fate_tui.rules.dice import Faces
from fate_tui.rules.errors import RulesError, did_you_mean
from fate_tui.rules.fate_points import GM
from fate_tui.rules.framing import hit_is_mental, landing_track
from fate_tui.rules.invokes import Invoke, InvokeMode, InvokeResult, apply_invokes
from fate_tui.rules.outcomes import Resolution, effort_of, resolve
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.scale import ScaleBenefit, ScaleOnRoll, scale_after_roll, with_scale_invokes
from fate_tui.rules.skill_uses import attack_stood_for
from fate_tui.rules.stunt_effects import full_defense_against, numbers_bonus_against
from fate_tui.rules.stunt_uses import StuntsOnRoll, StuntUse, on_roll, roll_uses
from fate_tui.rules.teamwork import Teamwork, combine_skills, own_group_bonus
from fate_tui.rules.weapons import hit_after_gear, rating_problem

AspectRef = tuple[str, str | None]
"""An aspect in play named by (name, owner), as the rules tell same-named aspects apart."""


@dataclass(frozen=True)
class Roll:
    """One roll, from its setup to the invokes on it."""

    actor: str
    skill: str
    action: Action = Action.OVERCOME
    against: Action = Action.ATTACK
    """For a defense: the action it opposes."""
    difficulty: int = 2
    """The fixed opposition, when no character opposes the roll."""
    opponent: str | None = None
    """A character whose skill rolls against this one."""
    opponent_skill: str | None = None
    defence_chosen: bool = False
    """The GM picked the opposing character's skill by hand (Against, `o`): a change of the
    attack skill keeps it. Otherwise an attack's defence follows the attack skill."""
    target: str | None = None
    """Who the action is aimed at: the attack's victim, the character an advantage goes on."""
    helpers: tuple[str, ...] = ()
    stunts: tuple[str, ...] = ()
    """Names of the stunt uses the GM ticked (`stunt_uses.StuntUse.name`)."""
    limits_overridden: tuple[str, ...] = ()
    """Ticked stunt uses the GM allows past their once-a-scene or once-a-session limit
    (`roll_limits`)."""
    dice: Faces | None = None
    opponent_dice: Faces | None = None
    earlier_dice: tuple[Faces, ...] = ()
    """Dice that a reroll replaced, oldest first."""
    invokes: tuple[Invoke, ...] = ()
    advantage_on: AspectRef | None = None
    """Create an advantage on an aspect already in play (None: a new aspect)."""
    harm_track: str | None = None
    """The stress track a hit lands on as the GM chose it (None: as the rules say; see
    `harm_track`)."""
    trade_shift: bool = False
    """An attack with style gives up a shift of its hit for a boost."""
    alternative: int = 0
    """0: the outcome table's result; n: its n-th alternative (success at a cost...)."""
    weapon: int = 0
    """The attacker's Weapon rating (the `weapon_armor` option)."""
    armor: int = 0
    """The target's Armor rating (the `weapon_armor` option)."""
    base_time: str = ""
    """How long the task takes with a simple success (the `time_shifts` option)."""
    scale_benefit: ScaleBenefit | None = ScaleBenefit.BEFORE_ROLL
    """The benefit the higher side takes from scale (None: scale doesn't apply here)."""
    obstacle: str | None = None
    """The scene's obstacle the roll acts against: its rating is the difficulty."""
    removing: bool = False
    """Against a block: remove it outright (at its rating + 2) rather than get past it."""
    move_to: str | None = None
    """The zone the actor reaches when the roll succeeds: a move that takes the action."""
    spin: int = 0
    """Spirit of the Century: the held defensive spin used on this roll, +1 or -1 (0: not
    used; `roll_spin`)."""
    use: roll_use.Chosen | None = None
    """A trapping or a stunt's own procedure the roll is made under, with the GM's answers
    (`roll_use`)."""
    supplemental: str = ""
    """Spirit of the Century: the supplemental action taken with this one (one of
    `roll_sotc_actions.SUPPLEMENTAL`; empty: none)."""
    overflow: bool = False
    """Spirit of the Century: a defence by 3 or more takes its shifts as overflow instead of
    spin (L486)."""
    spent: tuple[int, int, int] = (0, 0, 0)
    """Spirit of the Century: shifts spent on time, quality and subtlety (L341-345)."""
    long_assessment: bool = False
    """Spirit of the Century: an assessment that takes longer than a scene; the free tag it
    gives may still be used in the scene that follows (L497, `roll_assessment`)."""

    @property
    def opposed(self) -> bool:
        return self.opponent is not None

    @property
    def rolled(self) -> bool:
        return self.dice is not None

    @property
    def other_side(self) -> str:
        """Who acts against the roll: the opposing character, the target, or the GM."""
        return self.opponent or self.target or GM

    @property
    def hit_taker(self) -> str | None:
        """Who takes a hit from this roll: an attack's target, or a defender who failed."""
        if self.action is Action.ATTACK:
            return self.target or self.opponent
        if self.action is Action.DEFEND or self.obstacle is not None:
            return self.actor  # a failed defence; a harmful block hits who fails against it
        return None


class RollSetup(TypedDict, total=False):
    """Changes to a `Roll`'s fields, by name, as `RollSession.setup` takes them."""

    actor: str
    skill: str
    action: Action
    against: Action
    difficulty: int
    opponent: str | None
    opponent_skill: str | None
    defence_chosen: bool
    target: str | None
    helpers: tuple[str, ...]
    stunts: tuple[str, ...]
    limits_overridden: tuple[str, ...]
    dice: Faces | None
    opponent_dice: Faces | None
    earlier_dice: tuple[Faces, ...]
    invokes: tuple[Invoke, ...]
    advantage_on: AspectRef | None
    harm_track: str | None
    trade_shift: bool
    alternative: int
    weapon: int
    armor: int
    base_time: str
    scale_benefit: ScaleBenefit | None
    obstacle: str | None
    removing: bool
    move_to: str | None
    spin: int
    use: roll_use.Chosen | None
    supplemental: str
    overflow: bool
    spent: tuple[int, int, int]
    long_assessment: bool


@dataclass(frozen=True)
class Worked:
    """What a roll comes to under the rules."""

    rating: int
    teamwork: Teamwork | None
    stunt_bonus: int
    opposition: int
    """The opposition's rating, or the difficulty, before dice and invokes."""
    invokes: InvokeResult
    resolution: Resolution | None = None
    """None until the dice are in."""
    effect: ActionEffect | None = None
    alternatives: int = 0
    """How many alternatives the outcome table offers for this result."""
    full_defense: int = 0
    """A defend roll's bonus from the defender's full defense in the running conflict."""
    minions: int = 0
    """The group-size bonus of the minions attached to the actor (SotC L468)."""
    group: int = 0
    """A minion group's bonus for its size when the group itself rolls (SotC L463)."""
    opposition_group: int = 0
    """The same bonus for a minion group rolling against the roll; counted in `opposition`."""
    stunts: StuntsOnRoll = field(default_factory=StuntsOnRoll)
    """The ticked stunt uses: the skill rolled in the roll's place, stress, fate points."""
    scale: ScaleOnRoll | None = None
    """The benefit of scale on the roll (`roll_scale`); its bonus goes to the higher side."""
    big_bad: BigBadOnRoll | None = None
    """A big bad's options on the roll (`roll_big_bad`): its solo bonus is in `setup_bonus`
    (or in `opposition` when it rolls against), its amplified or suppressed invokes in
    `invokes`, and its reduced hit in `effect`."""
    spin: int = 0
    """The held spin used on the roll (SotC L483), +1 or -1."""
    saved_spin: int = 0
    """Spin the attacker saved up with Mix it Up, all on this attack (SotC L1033)."""
    use: roll_use.UseOnRoll | None = None
    """The roll's trapping or stunt procedure: its bonus is in `setup_bonus`, its raise of
    the opposition in `opposition`, what it comes to in its `result`."""
    companion: int = 0
    """A companion's +1 in a running conflict of its kind (SotC L470; `companions`)."""
    supplemental: int = 0
    """The penalty of a supplemental action taken with the roll (SotC L398), -1 or more."""

    @property
    def setup_bonus(self) -> int:
        """Help, stunts, full defense, attached minions, a minion group's size, a big bad's
        solo bonus and spin: what the roll gets before any invoke."""
        help_ = self.teamwork.bonus if self.teamwork else 0
        return (
            help_
            + self.stunt_bonus
            + self.full_defense
            + self.minions
            + self.group
            + self.solo_bonus
            + self.spin
            + self.saved_spin
            + (self.use.setting.bonus if self.use else 0)
            + self.companion
            + self.supplemental
        )

    @property
    def solo_bonus(self) -> int:
        return self.big_bad.solo if self.big_bad else 0

    @property
    def bonus(self) -> int:
        return self.setup_bonus + self.invokes.bonus

    @property
    def scale_bonus(self) -> int:
        """What scale adds to the actor's effort (the opposition's: `scale_against`)."""
        return self.scale.actor_bonus if self.scale else 0

    @property
    def scale_against(self) -> int:
        return self.scale.opposition_bonus if self.scale else 0


def character(state: CampaignState, character_id: str) -> Character:
    found = state.characters.get(character_id)
    if found is None:
        raise RulesError(
            f"no character '{character_id}'{did_you_mean(character_id, state.characters)}"
        )
    return found


def harm_track(state: CampaignState, roll: Roll, taker_id: str | None = None) -> str:
    """The stress track a hit from `roll` lands on: the one the GM chose, else the one the
    rules core says (`framing`: a mental attack such as Provoke on the taker's mental track,
    a physical one on the first, else the conflict's framing). Names come from the rule set,
    never assumed. `taker_id`: someone other than
    the roll's hit taker takes it (the roller a shielding block stops), on their own tracks."""
    if roll.harm_track and taker_id in (None, roll.hit_taker):
        return roll.harm_track
    conflict = state.current_scene.conflict if state.current_scene is not None else None
    framed = conflict is not None and conflict.mental
    mental = hit_is_mental(state.ruleset, _attack_skill(state, roll), mental_conflict=framed)
    taker = state.characters.get(taker_id or roll.hit_taker or "")
    names = [t.name for t in stress_tracks(taker, state.ruleset)] if taker is not None else []
    names = names or [rule.name for rule in track_rules(state.ruleset)]
    return landing_track(names, mental=mental) or "stress"


def _attack_skill(state: CampaignState, roll: Roll) -> str | None:
    """The skill of the attack behind a hit from `roll`: the roll's own for an attack, the
    opponent's against a failed defence; a character's own skill stands for the rule set's
    attack skill it stands in for. None when no attack skill is known."""
    who: str | None
    skill: str | None
    if roll.action is Action.ATTACK:
        who, skill = roll.actor, roll.skill
    elif roll.action is Action.DEFEND and roll.against is Action.ATTACK:
        who, skill = roll.opponent, roll.opponent_skill
    else:
        return None
    attacker = state.characters.get(who or "")
    if attacker is None or not skill:
        return skill or None
    return attack_stood_for(attacker, skill, state.ruleset, mental=conflict_kind(state))


def attack_made(state: CampaignState, attacker_id: str, skill: str) -> str:
    """The attack skill of the rule set behind `attacker_id`'s attack with `skill`: an own
    skill stands in for an attack of the running conflict's kind (`attack_stood_for`)."""
    attacker = character(state, attacker_id)
    return attack_stood_for(attacker, skill, state.ruleset, mental=conflict_kind(state))


def conflict_kind(state: CampaignState) -> bool | None:
    """The running conflict's kind: True for a mental one, False for a physical one, None
    outside a conflict."""
    conflict = _conflict(state)
    return None if conflict is None else conflict.mental


def payer(state: CampaignState, who: str) -> str:
    """Whose fate points pay for `who`: a PC's own, the GM's pool for NPCs and the GM."""
    found = state.characters.get(who)
    return who if found is not None and not found.kind.is_npc else GM


def holding(state: CampaignState, holder: str) -> int:
    if holder == GM:
        scene = state.current_scene
        return (scene.gm_pool or 0) if scene is not None else 0
    return character(state, holder).fate_points


def fitting_stunts(
    actor: Character, rules: RuleSet, skill: str, action: Action
) -> tuple[StuntUse, ...]:
    """The uses the actor's stunts offer on this roll, and the actor's gadgets (SotC): the GM
    ticks those that fit."""
    uses = roll_uses(actor, rules, skill, action)
    if actor.gadgets:
        from fate_tui.campaign.intents import gadgets

        uses += gadgets.roll_uses(actor)
    return uses


def aspects_in_play(state: CampaignState, roll: Roll) -> tuple[Aspect, ...]:
    """Every aspect someone could invoke on this roll: the actor's, the scene's situation
    aspects and boosts, its zones', the other side's, consequences of anyone in the scene,
    and the setting's and the arc's."""
    found: dict[tuple[str, str | None], Aspect] = {}

    def add(aspect: Aspect) -> None:
        found.setdefault((aspect.name.lower(), aspect.owner), aspect)

    scene = state.current_scene
    people = [roll.actor, roll.target, roll.opponent, *roll.helpers]
    if scene is not None:
        people += list(scene.cast)
    for cid in dict.fromkeys(p for p in people if p):
        who = state.characters.get(cid)
        if who is None:
            continue
        if cid in (roll.actor, roll.target, roll.opponent):
            for aspect in who.aspects:
                add(replace(aspect, owner=aspect.owner or cid))
        for consequence in who.consequences:
            add(consequence.as_aspect(cid))
    if scene is not None:
        for aspect in scene.all_aspects:
            add(aspect)
    for aspect in state.story.setting_aspects:
        add(aspect)
    arc = state.story.active_arc
    for aspect in arc.aspects if arc else ():
        add(aspect)
    return tuple(found.values())


def find_aspect(aspects: tuple[Aspect, ...], ref: AspectRef) -> Aspect:
    name, owner = ref
    for aspect in aspects:
        if aspect.name.lower() == name.lower() and aspect.owner == owner:
            return aspect
    raise RulesError(f"the aspect '{name}' is no longer in play")


def advantage_target(state: CampaignState, roll: Roll) -> AspectTarget:
    """A new aspect, one the actor knows, or a hidden one they try to discover."""
    if roll.advantage_on is None:
        return AspectTarget.NEW
    aspect = find_aspect(aspects_in_play(state, roll), roll.advantage_on)
    return AspectTarget.UNKNOWN if aspect.hidden else AspectTarget.KNOWN


def opposition_rating(state: CampaignState, roll: Roll) -> int:
    """The difficulty, or the opposing character's rating plus their full defense and, for a
    minion group, its size bonus (they roll to defend against the action)."""
    if roll.opponent is None:
        from_obstacle = roll_obstacles.difficulty(state, roll)
        return roll.difficulty if from_obstacle is None else from_obstacle
    if not roll.opponent_skill:
        word = state.ruleset.characters.skill_word
        raise RulesError(f"say which {word} {character(state, roll.opponent).name} rolls")
    skill = rating(character(state, roll.opponent), roll.opponent_skill, state.ruleset)
    defender = character(state, roll.opponent)
    guard = full_defense_for(
        _conflict(state), defender, roll.target or defender.id, roll.opponent_skill, state.ruleset
    )
    if roll.action is Action.ATTACK:  # an onslaught denies full defense (SotC L1042)
        actor = character(state, roll.actor)
        guard = full_defense_against(actor, state.ruleset, roll.skill, guard)
    return skill + guard + own_group_bonus(defender, state.ruleset)


def _numbers(state: CampaignState, roll: Roll, bonus: int) -> int:
    """A bonus for outnumbering, unless the attack's target is a one-man army (SotC L1036)."""
    target = state.characters.get(roll.hit_taker or "") if roll.action is Action.ATTACK else None
    return (
        bonus
        if target is None or not bonus
        else numbers_bonus_against(target, state.ruleset, bonus)
    )


def _conflict(state: CampaignState) -> Conflict | None:
    scene = state.current_scene
    if scene is None or scene.conflict is None or scene.conflict.ended:
        return None
    return scene.conflict


def work_out(state: CampaignState, roll: Roll) -> Worked:
    """The roll under the campaign's rules. Raises RulesError for invokes the rules refuse."""
    rules = state.ruleset
    actor = character(state, roll.actor)
    for name, value in (("Weapon", roll.weapon), ("Armor", roll.armor)):
        if problem := rating_problem(name, value):
            raise RulesError(problem)
    team = None
    if roll.helpers:
        helpers = [character(state, h) for h in roll.helpers if h != roll.actor]
        team = combine_skills([actor, *helpers], roll.skill, rules, leader=actor.id)
    tags = sum(1 for i in roll.invokes if i.mode is InvokeMode.BONUS)
    offered = fitting_stunts(actor, rules, roll.skill, roll.action)
    roll_limits.check(state, roll, actor, offered)
    stunts = on_roll(offered, roll.stunts, tags)
    invokers = {roll.actor, *(i.invoker for i in roll.invokes)}
    points = {who: holding(state, payer(state, who)) for who in invokers}
    if stunts.fate_points:
        points[roll.actor] -= stunts.fate_points
        if points[roll.actor] < 0:
            whose = "the GM's pool has" if payer(state, roll.actor) == GM else f"{actor.name} has"
            raise RulesError(
                f"{', '.join(stunts.names)} costs {stunts.fate_points} fate point"
                f"{'s' * (stunts.fate_points != 1)} and {whose} "
                f"{points[roll.actor] + stunts.fate_points}"
            )
    pcs = [c.id for c in state.pcs]
    invoked = apply_invokes(
        rules, roll.invokes, aspects_in_play(state, roll), points, roller=roll.actor, pcs=pcs
    )
    on_big_bad = roll_big_bad.on_roll(state, roll)
    if on_big_bad is not None:
        invoked = replace(
            invoked,
            bonus=invoked.bonus + on_big_bad.invokes,
            difficulty_bonus=invoked.difficulty_bonus + on_big_bad.invokes_against,
        )
    use = roll_use.on_roll(state, roll)
    guard = 0
    if roll.action is Action.DEFEND:
        guard = full_defense_for(_conflict(state), actor, actor.id, roll.skill, rules)
    if guard and roll.opponent and roll.opponent_skill and roll.against is Action.ATTACK:
        attacker = character(state, roll.opponent)
        guard = full_defense_against(attacker, rules, roll.opponent_skill, guard)
    worked = Worked(
        rating(actor, stunts.skill or roll.skill, rules),
        team,
        stunts.bonus,
        opposition_rating(state, roll)
        + (on_big_bad.solo_against if on_big_bad else 0)
        + (use.setting.against if use else 0),
        invoked,
        full_defense=guard,
        minions=_numbers(state, roll, minions.bonus(state, roll.actor)),
        group=_numbers(state, roll, own_group_bonus(actor, rules)),
        opposition_group=(
            own_group_bonus(character(state, roll.opponent), rules) if roll.opponent else 0
        ),
        stunts=stunts,
        scale=roll_scale.scale_of(state, roll),
        big_bad=on_big_bad,
        spin=roll_spin.bonus(state, roll),
        saved_spin=roll_spin.saved(state, roll),
        use=use,
        companion=companions.bonus(state, actor, conflict_kind(state))[0],
        supplemental=roll_sotc_actions.supplemental(state, roll),
    )
    if roll.dice is None:
        return worked
    if roll.opposed and roll.opponent_dice is None:
        raise RulesError("the opposition has not rolled yet")
    effort = effort_of(roll.dice, worked.rating, worked.bonus)
    against = worked.opposition + invoked.difficulty_bonus + sum(roll.opponent_dice or ())
    effort, against = sotc_conflict.with_block(state, roll, effort, against)
    scale = scale_after_roll(worked.scale, effort, against, rules) if worked.scale else None
    # scale_after_roll always resolves the roll; without scale the rules resolve it.
    resolved = scale.resolution if scale is not None else None
    resolution = resolved if resolved is not None else resolve(effort, against, rules)
    effect = action_result(
        rules,
        roll.action,
        resolution,
        advantage_target(state, roll),
        opposed=roll.opposed,
        against=roll.against,
    )
    alternatives = len(effect.alternatives)
    if roll.alternative:
        if roll.alternative > alternatives:
            raise RulesError("the outcome table offers no other result here")
        effect = effect.alternatives[roll.alternative - 1]
    if scale:
        effect = with_scale_invokes(effect, scale)
    traded = roll.trade_shift and effect.may_trade_shift_for_boost
    if traded:
        effect = trade_shift_for_boost(effect)
    if roll.action is Action.ATTACK and (roll.weapon or roll.armor) and resolution.margin >= 0:
        rules.require("weapon_armor", "Weapon and Armor ratings")
        gear = hit_after_gear(
            resolution,
            roll.weapon,
            roll.armor,
            ruleset=rules,
            trade_shift=traded,
        )
        effect = replace(
            effect,
            hit=gear.shifts,
            deals_hit=gear.shifts > 0,
            boost_to=Party.ACTOR if gear.boost_to_attacker else Party.NOBODY,
        )
    if roll.action is Action.ATTACK and stunts.hit and effect.hit > 0:
        effect = replace(effect, hit=effect.hit + stunts.hit)
    effect = roll_obstacles.effect(state, roll, resolution, effect)
    if roll.action is Action.ATTACK and effect.hit > 0:
        hit, on_big_bad = roll_big_bad.reduced_hit(state, roll, on_big_bad, effect.hit)
        effect = replace(effect, hit=hit, deals_hit=hit > 0)
    return replace(
        worked,
        resolution=resolution,
        effect=effect,
        alternatives=alternatives,
        scale=scale,
        big_bad=on_big_bad,
        use=roll_use.after_roll(use, resolution),
    )
