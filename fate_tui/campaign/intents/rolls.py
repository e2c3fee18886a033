"""Rolls: applying a roll's result (invokes paid, aspects created, boosts granted, hits
delivered) as one undo step with one log entry, or logging a roll left unapplied."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, TypedDict

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import challenges, conflicts, minions, sotc_conflict
from fate_tui.campaign.names import name_of
from fate_tui.campaign.roll import (
    blow_stunts,
    death_defiance,
    roll_assessment,
    roll_big_bad,
    roll_fortune,
    roll_limits,
    roll_obstacles,
    roll_sotc_actions,
    roll_spin,
    roll_use,
)
from fate_tui.campaign.roll.roll_changes import RollChanges, key_of
from fate_tui.campaign.roll.roll_model import (
    Roll,
    Worked,
    aspects_in_play,
    character,
    find_aspect,
    fitting_stunts,
    harm_track,
    payer,
    work_out,
)
from fate_tui.campaign.roll.roll_text import harm_text, roll_line
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.absorb import absorb_options, recommend_plan
from fate_tui.rules.action_effects import Action, ActionEffect, Party
from fate_tui.rules.actions import apply_advantage, boost_from
from fate_tui.rules.aspects import Aspect
from fate_tui.rules.character import Character
from fate_tui.rules.conflict import defended, full_defense_of
from fate_tui.rules.dice import dice_symbols
from fate_tui.rules.errors import RulesError
from fate_tui.rules.exchange_budget import ExchangeBudget, record_defend
from fate_tui.rules.harm import apply_plan, take_out
from fate_tui.rules.plans import AbsorbPlan
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.sotc_stunt_rules import consequence_plans
from fate_tui.rules.wording import counted, possessive, verb

__all__ = ["Hit", "Names", "Needs", "apply_roll", "deliver_hit", "needs", "note_roll"]


@dataclass(frozen=True)
class Names:
    """What the GM names when applying a roll."""

    aspect: str | None = None
    """The aspect a create-an-advantage makes."""
    boost: str | None = None
    consequences: Mapping[str, str] = field(default_factory=dict)
    """Consequence slot -> its aspect, for a hit that takes consequences."""
    plan: AbsorbPlan | None = None
    """How the defender takes the hit (one of `absorb_options`); None: the recommended plan."""
    extreme_replaces: str | None = None
    """The aspect an extreme consequence in `plan` replaces."""
    taken_out: bool = False
    """The defender is taken out rather than absorb the hit."""
    defied: int = 0
    """Taken out, the defender cheats death off camera for this many fate points (Death
    Defiance, `death_defiance`)."""
    blow: blow_stunts.Blow | None = None
    """The attacker's Lethal Weapon or Fist of Death on the hit (`blow_stunts`); Lethal
    Weapon's consequences are named by the slot they end in."""
    fortune: str | None = None
    """A true fortune's aspect (SotC L635, `roll_fortune`)."""
    fortune_on: str = roll_fortune.GENERAL
    """Who the fortune is about (a character id), or a general prediction."""


@dataclass(frozen=True)
class Hit:
    """A hit the roll delivers, and the rules core's recommended way to absorb it."""

    taker: str
    attacker: str | None
    shifts: int
    track: str
    plan: AbsorbPlan | None
    """None: nothing absorbs it, the taker is taken out."""
    first: Hit | None = None
    """The share the minions attached to the taker absorb first (SotC L468), the
    recommended way."""
    reduced_by: int = 0
    """The stress a solo big bad took off the hit (fate-condensed-srd.txt L1354)."""
    consequence_only: bool = False
    """The attacker's stunt forces a consequence rather than boxes (Crippling Blow, SotC
    L1025; a threat's psychological consequence, L1153): only `plans` with one."""

    def plans(self, taker: Character, ruleset: RuleSet) -> tuple[AbsorbPlan, ...]:
        """Every legal way for `taker` (the hit's taker as they stand) to absorb it."""
        if self.consequence_only:
            return tuple(consequence_plans(taker, self.shifts, self.track, ruleset))
        return tuple(absorb_options(taker, self.shifts, self.track, ruleset))


@dataclass(frozen=True)
class Needs:
    """What applying this roll will ask the GM to name."""

    effect: ActionEffect
    aspect: bool = False
    boost: bool = False
    hit: Hit | None = None
    fortune: bool = False
    """A true fortune is told: its aspect and who it is about are asked."""

    @property
    def consequence_slots(self) -> tuple[tuple[str, str], ...]:
        """(slot, severity) of each consequence the recommended plan takes."""
        if self.hit is None or self.hit.plan is None:
            return ()
        return tuple((p.slot, str(p.severity)) for p in self.hit.plan.consequences)


def needs(state: CampaignState, roll: Roll) -> Needs:
    """What the roll's result does, and which names the GM must give to apply it."""
    worked = work_out(state, roll)
    if worked.effect is None or worked.resolution is None:  # both come with the dice
        raise RulesError("roll the dice first")
    roll_big_bad.check(state, roll)
    conflicts.check_may_act(state, roll.actor)
    effect = worked.effect
    creates = roll.action is Action.CREATE_ADVANTAGE and effect.aspect_created
    return Needs(
        effect,
        aspect=creates,
        boost=effect.boost_to is not Party.NOBODY,
        hit=hit_of(state, roll, worked),
        fortune=roll_fortune.told(worked),
    )


def hit_of(state: CampaignState, roll: Roll, worked: Worked) -> Hit | None:
    effect = worked.effect
    if effect is None or effect.hit <= 0:
        return None
    taker = roll.hit_taker
    attacker = roll.actor if roll.action is Action.ATTACK else roll.opponent
    if worked.resolution is not None and roll_obstacles.stopped_by(state, roll, worked.resolution):
        taker, attacker = roll.actor, None  # the block that stopped the roll hits the roller
    if taker is None:
        raise RulesError("say who the attack is aimed at (choose a target)")
    gone = conflicts.out_of_fight(state.current_scene, taker)
    if gone and attacker is not None:
        # Conceding is leaving the conflict (Condensed L856): no later hit lands on them.
        who = state.characters.get(taker)
        raise RulesError(
            f"{name_of(state, taker)} {verb(who, 'has')} {gone} and {verb(who, 'is')} out of "
            "the conflict: no attack in it can hit them; choose another target (t)"
        )
    track = harm_track(state, roll, taker)
    plan = recommend_plan(character(state, taker), effect.hit, track, state.ruleset)
    reduced = worked.big_bad.hit_reduced if worked.big_bad else 0
    hit = Hit(taker, attacker, effect.hit, track, plan, reduced_by=reduced)
    if worked.use is not None and worked.use.setting.forces_consequence:
        forced = replace(hit, consequence_only=True)
        plans = forced.plans(character(state, taker), state.ruleset)
        hit = replace(forced, plan=plans[0] if plans else None)
    return minions.route(state, hit)


def apply_roll(ctl: Controller, roll: Roll, names: Names | None = None) -> None:
    """Apply a rolled roll: invokes spent and paid, the action's result put into play, all
    in one undo step with one log entry."""
    names = names or Names()
    state = ctl.state
    worked = work_out(state, roll)
    if worked.effect is None or worked.resolution is None:  # both come with the dice
        raise RulesError("roll the dice first")
    roll_big_bad.check(state, roll)
    roll_assessment.check(state, roll)
    conflicts.check_may_act(state, roll.actor)
    if worked.use is not None:
        roll_use.check_limit(worked.use, roll_use.counts(ctl.log_entries()[0], state, roll))
    edit = RollChanges(state)
    results = pay_for(edit, state, roll, worked)
    results += roll_use.applied(edit, worked.use, worked.resolution)
    roll_use.record(edit, worked.use)
    if worked.use is not None and roll.use is not None and roll.use.overridden:
        results.append(f"{worked.use.use.name} used again (the GM allowed it past its limit)")
    if roll_fortune.told(worked) and names.fortune is not None:
        results += roll_fortune.place(edit, state, roll.actor, names.fortune, names.fortune_on)
    offered = fitting_stunts(character(state, roll.actor), state.ruleset, roll.skill, roll.action)
    results += roll_limits.record(edit, state, roll, worked, offered)
    results += _put_into_play(edit, state, roll, worked, names)
    results += roll_assessment.record(edit, state, roll, worked)
    results += roll_obstacles.results(edit, state, roll, worked)
    hit = hit_of(state, roll, worked)
    if hit is not None:
        results.append(deliver_hit(edit, state, hit, names))
        out = edit.character(hit.taker).taken_out
        over = roll_sotc_actions.attack_overflow(state, roll, worked, out)
        if over:
            results.append(f"{over} shifts of overflow for a supplemental action (not an attack)")
    spend = roll_sotc_actions.spent(state, roll, worked)
    if spend is not None:
        results.append(roll_sotc_actions.spent_words(spend))
    results += _note_defense(edit, state, roll, worked)
    results += _helpers_spent(edit, state, worked)
    results += _spin(edit, state, roll, worked)
    for payout in worked.invokes.payouts:
        count = payout.amount
        results.append(
            f"{name_of(state, payout.receiver)} is owed {counted(count, 'fate point')} "
            f"({str(payout.timing).replace('_', ' ')})"
        )
    text = "; ".join([roll_line(state, roll, worked), *results])
    ctl.apply(
        f"Roll: {text}",
        log=("roll", text),
        data=_data(roll, worked),
        story=edit.changed_story,
        characters=edit.characters.values(),
        scenes=edit.scenes,
    )


def pay_for(edit: RollChanges, state: CampaignState, roll: Roll, worked: Worked) -> list[str]:
    """What the roll costs: its invokes spent (free invokes used, fate points paid, payouts
    owed) and its stunts' fate points; returns the stunts' cost in words."""
    after = {key_of(a): a for a in worked.invokes.aspects}
    edit.update_aspects(
        {
            key_of(a): after.get(key_of(a))
            for a in aspects_in_play(state, roll)
            if after.get(key_of(a)) != a
        }
    )
    spent = dict(worked.invokes.fate_points_spent)
    own = worked.stunts.fate_points + (worked.use.setting.fate_points if worked.use else 0)
    if own:
        spent[roll.actor] = spent.get(roll.actor, 0) + own
    edit.spend(spent)
    edit.owe(worked.invokes.payouts)
    return _stunt_payment(state, roll, worked)


def _stunt_payment(state: CampaignState, roll: Roll, worked: Worked) -> list[str]:
    """The fate points the ticked stunts and the roll's stunt procedure cost, in words (they
    are paid with the invokes)."""
    costs = [(worked.stunts.fate_points, ", ".join(worked.stunts.names))]
    if worked.use is not None:
        costs.append((worked.use.setting.fate_points, worked.use.use.name))
    who = name_of(state, payer(state, roll.actor))
    return [f"{who} pays {counted(cost, 'fate point')} for {what}" for cost, what in costs if cost]


def _spin(edit: RollChanges, state: CampaignState, roll: Roll, worked: Worked) -> list[str]:
    """Spin held in the scene goes with this roll, used or not (SOC L484); a defence that
    beats the attack by 3 or more gains it for the next roll (L482)."""
    scene = edit.scene
    if scene is None:
        return []
    before, after = scene.spin, roll_spin.gained(state, roll, worked)
    words = []
    if after and roll.overflow:
        # L486: the defender takes the shifts as overflow for a supplemental action instead.
        over = roll_sotc_actions.overflow_instead(state, roll, worked)
        words.append(
            f"{name_of(state, after)} takes {over} shifts as overflow instead of spin, for a "
            "supplemental action (not an attack)"
        )
        after = None
    saved = dict(scene.saved_spin)
    if worked.saved_spin:
        saved.pop(roll.actor, None)
        words.append(f"{name_of(state, roll.actor)} uses the spin saved up: {worked.saved_spin:+d}")
    if after and roll_spin.saves(state, after):
        # Mix it Up (L1033): saved for the next attack, however many actions come between.
        saved[after] = saved.get(after, 0) + 1
        words.append(
            f"{name_of(state, after)} saves spin for the next attack ({saved[after]} saved)"
        )
        after = None
    if before and not roll.spin:
        words.append(f"{possessive(name_of(state, before))} spin went unused and is gone")
    if after:
        words.append(f"{name_of(state, after)} gains spin: +1 or -1 on the next roll")
    if before != after or saved != scene.saved_spin:
        edit.scene = replace(scene, spin=after, saved_spin=saved)
    return words


def _note_defense(edit: RollChanges, state: CampaignState, roll: Roll, worked: Worked) -> list[str]:
    """Whoever rolled to defend on full defense used it: no boost at their next turn. Inside
    a challenge run in a conflict, a failed defence stops the defender's challenge roll this
    exchange (Core L711-713)."""
    defender = roll.actor if roll.action is Action.DEFEND else roll.opponent
    if defender is None:
        return []
    scene = edit.scene
    if scene is None:  # no scene, no conflict or challenge to note the defence in
        return []
    conflict = conflicts.running(scene)
    if conflict is not None and defender in conflict.members:
        # Defending is free and unlimited: counted for the exchange, never spent.
        budget = ExchangeBudget(conflict.exchange, moved=conflict.moved, defended=conflict.defends)
        conflict = replace(conflict, defends=record_defend(budget, defender).defended)
        if full_defense_of(conflict, defender) is not None:
            conflict = defended(conflict, defender)
        edit.scene = scene = replace(scene, conflict=conflict)
    challenge = challenges.running(scene)
    if challenge is None or challenge.exchange is None or worked.resolution is None:
        return []
    margin = worked.resolution.margin
    failed = margin < 0 if roll.action is Action.DEFEND else margin > 0
    edit.scene = challenges.defended(scene, defender, failed=failed)
    if not failed:
        return []
    return [f"{name_of(state, defender)} failed to defend: no challenge roll this exchange"]


def _helpers_spent(edit: RollChanges, state: CampaignState, worked: Worked) -> list[str]:
    """In a running conflict, helpers give up their action this exchange (their turn passes)."""
    given = worked.teamwork.actions_given_up if worked.teamwork is not None else ()
    scene = edit.scene
    if not given or scene is None or conflicts.running(scene) is None:
        return []
    in_turns = [h for h in given if scene.turn is not None and h in scene.turn.participants]
    edit.scene = conflicts.helpers_spent(scene, in_turns)
    return [f"{name_of(state, h)} gives up their action to help" for h in in_turns]


def note_roll(ctl: Controller, roll: Roll, why: str = "not applied") -> None:
    """Log a roll that changed nothing (closed without applying)."""
    worked = work_out(ctl.state, roll)
    ctl.note("roll", f"{roll_line(ctl.state, roll, worked)} ({why})", _data(roll, worked))


def _put_into_play(
    edit: RollChanges, state: CampaignState, roll: Roll, worked: Worked, names: Names
) -> list[str]:
    """The aspect or boost the result gives; returns what happened, in words."""
    effect = worked.effect
    if effect is None:  # a roll without dice puts nothing into play
        return []
    who = name_of(state, roll.actor)
    boosts = effect.boost_to is not Party.NOBODY
    if roll.action is Action.CREATE_ADVANTAGE and (effect.gives_aspect or boosts):
        return _advantage(edit, state, roll, effect, names)
    if not boosts:
        return []
    name = _named(names.boost, "the boost")
    gained = boost_from(effect, name, actor=roll.actor, opponent=roll.other_side)
    if gained is None:  # an effect that boosts someone always gives the boost
        return []
    edit.add_scene_aspect(gained)
    holder = name_of(state, gained.free_invokes[0]) if gained.free_invokes else who
    return [f"{holder} gains the boost '{gained.name}'"]


def _advantage(
    edit: RollChanges, state: CampaignState, roll: Roll, effect: ActionEffect, names: Names
) -> list[str]:
    existing = None
    if roll.advantage_on is not None and not effect.aspect_created:
        current = _current_aspects(edit, state, roll)
        existing = find_aspect(current, roll.advantage_on)
    name = existing.name if existing else _named(names.aspect, "the new aspect")
    if not effect.aspect_created and existing is None and effect.boost_to is not Party.NOBODY:
        name = _named(names.boost or names.aspect, "the boost")
    made = apply_advantage(
        effect,
        name,
        actor=roll.actor,
        opponent=roll.other_side,
        existing=existing,
        owner=roll.target,
        boost_name=names.boost,
    )
    said = []
    if made.aspect is not None and existing is None:
        edit.add_scene_aspect(made.aspect)
        where = f" on {name_of(state, roll.target)}" if roll.target else ""
        said.append(f"'{made.aspect.name}' is created{where}{_free_words(state, made.aspect)}")
    elif made.aspect is not None and existing is not None:
        edit.update_aspects({key_of(existing): made.aspect})
        revealed = " is revealed" if existing.hidden and not made.aspect.hidden else ""
        said.append(f"'{made.aspect.name}'{revealed}{_free_words(state, made.aspect, gains=True)}")
    if made.boost is not None:
        edit.add_scene_aspect(made.boost)
        holder = name_of(state, made.boost.free_invokes[0]) if made.boost.free_invokes else "nobody"
        said.append(f"{holder} gains the boost '{made.boost.name}'")
    return said


def _current_aspects(edit: RollChanges, state: CampaignState, roll: Roll) -> tuple[Aspect, ...]:
    """The aspects in play after the invokes were spent (a free invoke may have been used
    on the aspect the advantage works on)."""
    current = CampaignState(
        edit.story,
        {**state.characters, **edit.characters},
        {**state.scenes, **({edit.scene.id: edit.scene} if edit.scene else {})},
    )
    return aspects_in_play(current, roll)


def _free_words(state: CampaignState, aspect: Aspect, gains: bool = False) -> str:
    count = len(aspect.free_invokes)
    if not count:
        return ""
    holders = sorted({name_of(state, h) for h in aspect.free_invokes if h})
    held = f" for {', '.join(holders)}" if holders else " up for grabs"
    verb = " gains" if gains else " with"
    return f"{verb} {counted(count, 'free invoke')}{held}"


class _How(TypedDict):
    """How a hit's consequences are taken: their names, who dealt it, what an extreme one
    replaces."""

    consequence_names: Mapping[str, str]
    attacker: str | None
    extreme_replaces: str | None


def deliver_hit(edit: RollChanges, state: CampaignState, hit: Hit, names: Names) -> str:
    """Put `hit` on its taker the way `names` says (the recommended plan by default), in the
    running conflict when the taker fights in it; returns what happened, in words. The share
    attached minions take first goes on them the recommended way."""
    if hit.first is not None:
        said = deliver_hit(edit, state, hit.first, Names())
        return f"{said}; {deliver_hit(edit, state, replace(hit, first=None), names)}"
    taker = edit.character(hit.taker)
    if names.blow is not None:
        return _blow(edit, state, hit, names, names.blow)
    plan = None if names.taken_out else hit.plan
    if names.plan is not None and not names.taken_out:
        if names.plan not in hit.plans(taker, state.ruleset):
            raise RulesError(f"{taker.name} cannot take the hit that way; choose again")
        plan = names.plan
    scene = edit.scene
    fighting = scene if scene is not None and conflicts.in_fight(scene, hit.taker) else None
    if plan is None:
        if fighting is not None:
            edit.scene, out = conflicts.knocked_out(fighting, taker)
        else:
            out = take_out(taker)
        edit.put(out)
        said = harm_text(state, hit.taker, None)
        if names.taken_out and names.defied:
            if names.defied != death_defiance.cost(state, hit.taker):
                raise RulesError(f"{taker.name} cannot cheat death for {names.defied} now")
            edit.spend({hit.taker: names.defied})
            # Back in a later scene (L980): kept on the sheet until the GM brings them back.
            edit.put(replace(edit.character(hit.taker), cheated_death=True))
            said += f"; {death_defiance.survival_words(taker.name, names.defied)}"
        return said
    named = dict(names.consequences)
    how = _How(
        consequence_names=named, attacker=hit.attacker, extreme_replaces=names.extreme_replaces
    )
    if fighting is not None:
        edit.scene, hurt = conflicts.take_hit(fighting, taker, plan, state.ruleset, **how)
    else:
        hurt = apply_plan(taker, plan, state.ruleset, **how)
    # Spirit of the Century: Bounce Back speeds a physical consequence's recovery (L976);
    # an NPC's grit reached, he offers a concession (L437).
    hurt, bounced = sotc_conflict.bounce_back(state.ruleset, hurt, plan, hit.track)
    edit.put(hurt)
    grit = sotc_conflict.grit_words(state.ruleset, edit.scene, hurt)
    return "; ".join(w for w in (harm_text(state, hit.taker, plan, named), bounced, grit) if w)


def _blow(
    edit: RollChanges, state: CampaignState, hit: Hit, names: Names, blow: blow_stunts.Blow
) -> str:
    """A hit taken as the attacker's Lethal Weapon or Fist of Death has it (`blow_stunts`)."""
    taker = edit.character(hit.taker)
    if blow not in blow_stunts.offered(state, hit, hit.plans(taker, state.ruleset)):
        raise RulesError(f"{blow.stunt} cannot be used on this hit now; choose again")
    if blow.procedure == blow_stunts.FIST:
        return blow_stunts.deliver(edit, state, hit, blow, "")
    before, after = blow.step
    named = {before if slot == after else slot: n for slot, n in names.consequences.items()}
    usual = replace(names, blow=None, plan=blow.plan, consequences=named)
    return blow_stunts.deliver(edit, state, hit, blow, deliver_hit(edit, state, hit, usual))


def _named(text: str | None, what: str) -> str:
    if not text or not text.strip():
        raise RulesError(f"name {what} first")
    return text.strip()


def _data(roll: Roll, worked: Worked) -> dict[str, Any]:
    data: dict[str, Any] = {
        "actor": roll.actor,
        "skill": roll.skill,
        "action": roll.action.value,
        "rating": worked.rating,
        "bonus": worked.bonus,
    }
    if roll.dice is not None:
        data["dice"] = dice_symbols(roll.dice)
    if roll.opponent:
        data["opponent"] = roll.opponent
        if roll.opponent_dice is not None:
            data["opponent_dice"] = dice_symbols(roll.opponent_dice)
    else:
        data["difficulty"] = roll.difficulty
    if roll.target:
        data["target"] = roll.target
    if worked.resolution is not None:
        data["effort"] = worked.resolution.effort
        data["opposition"] = worked.resolution.opposition
        data["outcome"] = worked.resolution.outcome.value
        data["shifts"] = worked.resolution.shifts
    data |= roll_use.data(worked.use)
    if roll.supplemental:
        data["supplemental"] = roll.supplemental
    if any(roll.spent):
        data["spent"] = dict(zip(("time", "quality", "subtlety"), roll.spent, strict=True))
    if roll.overflow:
        data["overflow"] = True
    if roll.stunts:
        data["stunts"] = list(worked.stunts.names)
        if worked.stunts.fate_points:
            data["stunt_fate_points"] = worked.stunts.fate_points
    if worked.scale is not None:
        data["scale"] = {
            "side": worked.scale.edge.side.value,
            "levels": worked.scale.edge.levels,
            "benefit": worked.scale.benefit.value,
            "bonus": worked.scale.bonus,
        }
    if roll.invokes:
        data["invokes"] = [
            {"aspect": i.aspect or "", "mode": i.mode.value, "payment": i.payment.value}
            for i in roll.invokes
        ]
    return data
