"""Conflicts: sides, exchanges, who is out (taken out or conceded), the harm taken, and the
end with its fate point payouts.

A conflict ends when only one side still has characters in the fight (Condensed L870, Core
L727, Accelerated L290). At the end conceders collect their fate points; hostile-invoke
payouts (invokes.py) come in as `extra_awards`. Where the rule set clears stress with the
conflict (Core: "erase the check in all your stress boxes", L729), `end_conflict` clears the
members' boxes; otherwise the recovery module does at the end of the scene.

A conflict whose fighters stop trying to harm each other may turn into a contest or a
challenge (Core L741-749): nobody takes hits any more, and the end-of-conflict fate points
and clearing wait until that contest or challenge is resolved.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.concession import (
    FatePointAward,
    apply_awards,
    check_can_concede,
    concession_fate_points,
)
from fate_tui.rules.errors import RulesError, did_you_mean
from fate_tui.rules.harm import apply_plan, take_out
from fate_tui.rules.payouts import Moment, PendingPayout, settle_payouts
from fate_tui.rules.plans import AbsorbPlan
from fate_tui.rules.ruleset import Period, RuleSet, Severity
from fate_tui.rules.stunt_catalogue import EffectKind, effect_total
from fate_tui.rules.teamwork import FullDefense, declare_full_defense, earns_boost, record_defend


@dataclass(frozen=True)
class Side:
    """One side of a conflict: its name and the characters on it."""

    name: str
    members: tuple[str, ...]
    """Character ids."""


@dataclass(frozen=True)
class HarmTaken:
    """A consequence (or condition) someone took in this conflict."""

    character_id: str
    name: str
    """The consequence slot or the condition."""
    severity: Severity
    exchange: int


@dataclass(frozen=True)
class Concession:
    """A character who conceded: the fate points owed them when the conflict ends, the terms
    they offered, and the exchange they conceded in."""

    character_id: str
    fate_points: int
    """Owed at the end of the conflict."""
    terms: str = ""
    exchange: int = 1


@dataclass(frozen=True)
class ProtectingBlock:
    """A block declared on the blocker's turn to protect another character: later that
    exchange the protected defends at the block strength when his own roll is not higher
    (Spirit of the Century L390)."""

    blocker: str
    protected: str
    strength: int


@dataclass(frozen=True)
class Conflict:
    """A conflict: its sides, exchange and turn order, who is taken out or conceded, the
    consequences taken, and who is on full defense, has made their free move or has minions
    attached."""

    sides: tuple[Side, ...]
    exchange: int = 1
    taken_out: tuple[str, ...] = ()
    concessions: tuple[Concession, ...] = ()
    harm: tuple[HarmTaken, ...] = ()
    dice_on_table: bool = False
    """The dice of the action under way were rolled: nobody may concede until it is done."""
    ended: bool = False
    mental: bool = False
    """A mental conflict: hits land on the mental track and turn order uses the mental skill."""
    order: tuple[str, ...] = ()
    """The skill-based turn order, fixed for the whole conflict; empty in elective order."""
    becomes: str | None = None
    """'contest' or 'challenge' once the conflict turned into one (Core L741)."""
    full_defenses: tuple[FullDefense, ...] = ()
    """Who is on full defense until their next turn."""
    attached: tuple[tuple[str, str], ...] = ()
    """(leader, minion group) pairs: Spirit of the Century's attached minions (L468)."""
    moved: tuple[str, ...] = ()
    """Who made the free move that comes with the action this exchange (Condensed L752)."""
    held: tuple[str, ...] = ()
    """Who let their turn pass this exchange to take it later (Spirit of the Century L388)."""
    blocks: tuple[ProtectingBlock, ...] = ()
    """Blocks protecting someone until the end of the exchange (Spirit of the Century L390)."""
    defends: tuple[str, ...] = ()
    """Who rolled to defend this exchange, once each: defending is free and unlimited
    (Condensed L539, SotC L385), so the exchange's budget counts it apart from the action."""
    going_first: tuple[str, ...] = ()
    """Who paid a fate point to take the next turn out of the usual order (Spirit of the
    Century's I'm On Top Of It, L742): they go before those who did not, in their usual order
    (`sotc_stunt_rules.on_top_of_it`), each until their turn comes."""
    reinforcements: tuple[tuple[str, int], ...] = ()
    """(minion group, how many) called in, who join the group when the next exchange begins
    (Spirit of the Century's Reinforcements, L1205)."""
    minions_lost: tuple[tuple[str, int], ...] = ()
    """(mook group, how many) of its minions taken out in this conflict, a hit at a time: what
    Reinforcements replaces half of (L1205)."""

    def lost(self, group: str) -> int:
        """The minions of `group` taken out in this conflict."""
        return sum(n for g, n in self.minions_lost if g == group)

    def minions_of(self, leader: str) -> str | None:
        """The minion group attached to `leader`, while it is still in the fight."""
        group = next((g for who, g in self.attached if who == leader), None)
        return group if group is not None and self.in_fight(group) else None

    @property
    def conceded(self) -> tuple[str, ...]:
        return tuple(c.character_id for c in self.concessions)

    @property
    def members(self) -> tuple[str, ...]:
        return tuple(m for side in self.sides for m in side.members)

    def side_of(self, character_id: str) -> Side:
        for side in self.sides:
            if character_id in side.members:
                return side
        hint = did_you_mean(character_id, self.members)
        raise RulesError(f"'{character_id}' is not in this conflict{hint}")

    def in_fight(self, character_id: str) -> bool:
        return character_id not in self.taken_out and character_id not in self.conceded

    def takes_turns(self, character_id: str) -> bool:
        """In the fight and acting on its own: minions attached to a leader still in the
        fight give up acting independently (SotC L468)."""
        return self.in_fight(character_id) and not any(
            group == character_id and self.in_fight(leader) for leader, group in self.attached
        )

    def standing(self, side: Side) -> tuple[str, ...]:
        """Members of `side` still in the fight."""
        return tuple(m for m in side.members if self.in_fight(m))

    @property
    def sides_in_fight(self) -> tuple[Side, ...]:
        return tuple(side for side in self.sides if self.standing(side))

    @property
    def is_over(self) -> bool:
        """Only one side (or none) still has characters in the fight."""
        return self.ended or len(self.sides_in_fight) <= 1

    def consequences_taken(self, character_id: str) -> int:
        return sum(1 for h in self.harm if h.character_id == character_id)


@dataclass(frozen=True)
class ConflictEnd:
    """A conflict as it ended: the characters with their fate points paid, the awards made, the
    hostile-invoke payouts still due later, and when stress clears."""

    conflict: Conflict
    characters: dict[str, Character]
    """The characters given, with their awards paid and `taken_this_conflict` cleared."""
    awards: tuple[FatePointAward, ...]
    still_pending: tuple[PendingPayout, ...]
    """Hostile-invoke payouts given that fall due later (after the scene)."""
    stress_clears: Period
    """When the recovery module clears stress (Core: once the conflict is over)."""


def start_conflict(sides: Mapping[str, Iterable[str]], *, mental: bool = False) -> Conflict:
    """A conflict between named sides of character ids, at its first exchange."""
    built = tuple(Side(name.strip(), tuple(members)) for name, members in sides.items())
    if len(built) < 2:
        raise RulesError("a conflict needs at least two sides")
    seen: set[str] = set()
    for side in built:
        if not side.name:
            raise RulesError("every side of a conflict needs a name")
        if not side.members:
            raise RulesError(f"side '{side.name}' has nobody in it")
        for member in side.members:
            if member in seen:
                raise RulesError(f"'{member}' is on two sides; put them on one")
            seen.add(member)
    return Conflict(built, mental=mental)


def next_exchange(conflict: Conflict) -> Conflict:
    _check_running(conflict)
    # Holding, blocks and the defends counted last only for the exchange (SotC L388, L390).
    return replace(
        conflict,
        exchange=conflict.exchange + 1,
        dice_on_table=False,
        moved=(),
        held=(),
        blocks=(),
        defends=(),
    )


def action_resolved(conflict: Conflict) -> Conflict:
    """The action under way is done; conceding is possible again."""
    return replace(conflict, dice_on_table=False)


def record_harm(conflict: Conflict, character_id: str, plan: AbsorbPlan) -> Conflict:
    """Note the consequences and conditions `plan` takes, for concession payouts."""
    conflict.side_of(character_id)
    taken = tuple(
        HarmTaken(character_id, pick.slot, pick.severity, conflict.exchange)
        for pick in plan.consequences
    ) + tuple(
        HarmTaken(character_id, pick.condition, pick.severity, conflict.exchange)
        for pick in plan.conditions
    )
    return replace(conflict, harm=conflict.harm + taken)


def take_hit(
    conflict: Conflict,
    character: Character,
    plan: AbsorbPlan,
    ruleset: RuleSet,
    *,
    consequence_names: Mapping[str, str] | None = None,
    attacker: str | None = None,
    extreme_replaces: str | None = None,
) -> tuple[Conflict, Character]:
    """Apply `plan` to a member of the conflict and record it (and a mook group's fall)."""
    _check_in_fight(conflict, character.id)
    if conflict.becomes is not None:
        raise RulesError(
            f"the conflict became a {conflict.becomes}: nobody is trying to harm anyone now; "
            "an attack means setting up a new conflict"
        )
    hurt = apply_plan(
        character,
        plan,
        ruleset,
        consequence_names=consequence_names,
        attacker=attacker,
        extreme_replaces=extreme_replaces,
    )
    conflict = record_harm(conflict, character.id, plan)
    conflict = _minions_fell(conflict, character, hurt)
    if hurt.taken_out:
        conflict = replace(conflict, taken_out=(*conflict.taken_out, character.id))
    return conflict, hurt


def _minions_fell(conflict: Conflict, before: Character, after: Character) -> Conflict:
    fell = before.group_size - after.group_size if before.kind is CharacterKind.MOOK_GROUP else 0
    if fell <= 0:
        return conflict
    return replace(conflict, minions_lost=(*conflict.minions_lost, (before.id, fell)))


def record_taken_out(conflict: Conflict, character: Character) -> tuple[Conflict, Character]:
    """A member is taken out: the hit was more than stress and consequences could absorb."""
    _check_in_fight(conflict, character.id)
    out = take_out(character)
    conflict = _minions_fell(conflict, character, out)
    return replace(conflict, taken_out=(*conflict.taken_out, character.id)), out


def concede(
    conflict: Conflict,
    character: Character,
    ruleset: RuleSet,
    *,
    terms: str = "",
    taking_consequence: bool = False,
) -> tuple[Conflict, Character]:
    """A member concedes; their fate points (one plus one per consequence taken in this
    conflict, per the rule set) are paid when the conflict ends."""
    _check_in_fight(conflict, character.id)
    check_can_concede(
        ruleset,
        dice_rolled=conflict.dice_on_table,
        taking_consequence=taking_consequence,
        who=character.name,
    )
    points = concession_fate_points(conflict.consequences_taken(character.id), ruleset)
    concession = Concession(character.id, points, terms, conflict.exchange)
    conflict = replace(conflict, concessions=(*conflict.concessions, concession))
    return conflict, replace(character, conceded=True)


def end_conflict(
    conflict: Conflict,
    characters: Mapping[str, Character],
    ruleset: RuleSet,
    *,
    extra_awards: Iterable[FatePointAward | PendingPayout] = (),
    force: bool = False,
    follow_up_resolved: bool = False,
) -> ConflictEnd:
    """End the conflict: conceders collect their fate points, `extra_awards` are paid (other
    awards, and hostile-invoke payouts from payouts.py: those due at the end of a conflict
    now, later ones handed back as `still_pending`), and members' consequences stop
    counting as taken in this conflict.

    Refused while more than one side is still in the fight, unless `force` (everyone moved
    away, or the GM calls it). A conflict that became a contest or challenge ends only with
    `follow_up_resolved` (Core L745: hold off the end-of-conflict fate points until then).
    """
    _check_running(conflict)
    if conflict.becomes is not None and not follow_up_resolved:
        raise RulesError(
            f"the conflict became a {conflict.becomes}: its fate points wait until the "
            f"{conflict.becomes} is resolved (end it with follow_up_resolved=True then)"
        )
    if not force and conflict.becomes is None and not conflict.is_over:
        names = ", ".join(side.name for side in conflict.sides_in_fight)
        raise RulesError(
            f"the conflict is not over: {names} still have characters in the fight "
            "(end it anyway with force=True)"
        )
    extra = list(extra_awards)
    due, waiting = settle_payouts(
        (a for a in extra if isinstance(a, PendingPayout)), Moment.END_OF_CONFLICT
    )
    awards = (
        tuple(
            FatePointAward(c.character_id, c.fate_points, "conceded the conflict")
            for c in conflict.concessions
            if c.fate_points
        )
        + tuple(a for a in extra if isinstance(a, FatePointAward))
        + tuple(FatePointAward(p.receiver, p.amount, p.reason or "hostile invoke") for p in due)
    )
    paid = apply_awards(characters, awards)
    members = set(conflict.members)
    for character_id, character in paid.items():
        if character_id in members:
            paid[character_id] = after_conflict(character, ruleset)
    ended = replace(conflict, ended=True)
    return ConflictEnd(ended, paid, awards, waiting, ruleset.stress.clears)


FOLLOW_UPS = ("contest", "challenge")


def become(conflict: Conflict, kind: str) -> Conflict:
    """The conflict turns into a contest or challenge (Core L741-749): the participants no
    longer want or can harm one another, and there is still more to resolve."""
    _check_running(conflict)
    if kind not in FOLLOW_UPS:
        raise RulesError(f"a conflict can become a contest or a challenge, not '{kind}'")
    if conflict.becomes is not None:
        raise RulesError(f"the conflict already became a {conflict.becomes}")
    return replace(conflict, becomes=kind, dice_on_table=False)


def clear_conflict_marks(character: Character) -> Character:
    """The character as the conflict leaves them once it is over: their consequences no
    longer count as taken in it, and a concession is over with it (conceding exits *the
    conflict*, Condensed L856, Core L624). Being taken out stays until the end of the scene:
    the taken out are "removed from the scene" (Condensed L812) and "can no longer act in the
    scene" (Accelerated L332). Full defenses, free moves and who acted live on the conflict
    and its turn order, and end with them."""
    consequences = tuple(replace(c, taken_this_conflict=False) for c in character.consequences)
    return replace(character, consequences=consequences, conceded=False)


def after_conflict(character: Character, ruleset: RuleSet) -> Character:
    """A member of a conflict once it is over (`clear_conflict_marks`), with their stress
    boxes erased where the rule set clears stress with the conflict (Core L729)."""
    character = clear_conflict_marks(character)
    if ruleset.stress.clears is Period.CONFLICT and character.stress_marked:
        character = replace(character, stress_marked={})
    return character


def _check_running(conflict: Conflict) -> None:
    if conflict.ended:
        raise RulesError("this conflict has already ended")


def _check_in_fight(conflict: Conflict, character_id: str) -> None:
    _check_running(conflict)
    conflict.side_of(character_id)
    if not conflict.in_fight(character_id):
        how = "been taken out" if character_id in conflict.taken_out else "conceded"
        raise RulesError(f"'{character_id}' has already {how} and is out of the conflict")


# --- Full defense -----------------------------------------------------------------------------


def _holding(conflict: Conflict) -> Iterable[FullDefense]:
    """The full defenses that still hold: one ends with its next turn, and so when its
    holder leaves the fight (conceded, taken out), who can no longer defend anyone."""
    return (d for d in conflict.full_defenses if conflict.in_fight(d.character_id))


def full_defense_of(conflict: Conflict | None, who: str | None) -> FullDefense | None:
    """`who`'s full defense in the conflict, if they declared one that still holds."""
    if conflict is None or who is None:
        return None
    return next((d for d in _holding(conflict) if d.character_id == who), None)


def defense_bonus(conflict: Conflict | None, who: str | None) -> int:
    """What `who`'s defend rolls get from a full defense (0 without one)."""
    defense = full_defense_of(conflict, who)
    return defense.bonus if defense is not None else 0


def go_on_full_defense(
    conflict: Conflict, who: str, ruleset: RuleSet, *, protecting: Sequence[str] = ()
) -> Conflict:
    """`who` gives up their action to defend until their next turn (Condensed L1180-1188,
    optional; Core L520; SotC L387), themselves or the `protecting` they stand by (Condensed:
    the +2 goes on defend rolls for them; Core: no bonus, but the protector may take the hit);
    refused where the rule set has no full defense."""
    if who not in conflict.members or not conflict.in_fight(who):
        raise RulesError(f"{who} is not in the fight")
    if full_defense_of(conflict, who) is not None:
        raise RulesError(f"{who} is already on full defense")
    for other in protecting:
        if other not in conflict.members or not conflict.in_fight(other):
            raise RulesError(f"{other} is not in the fight to be protected")
    focus = "those they protect" if protecting else "themselves"
    defense = declare_full_defense(who, ruleset, focus=focus, protecting=protecting)
    return replace(conflict, full_defenses=(*conflict.full_defenses, defense))


def protector_of(conflict: Conflict | None, who: str | None) -> str | None:
    """Who is on full defense protecting `who` (and may defend on their behalf), if anyone."""
    if conflict is None or who is None:
        return None
    return next((d.character_id for d in _holding(conflict) if who in d.protecting), None)


def full_defense_for(
    conflict: Conflict | None,
    defender: Character,
    defended: str,
    skill: str,
    ruleset: RuleSet,
) -> int:
    """What a defend roll by `defender` with `skill` on behalf of `defended` gets from a full
    defense: its bonus when `defended` is its focus (themselves, or whoever they protect,
    Condensed L1184), plus what a stunt adds on a full defense with that skill (SotC Flow
    Like Water, L1058). 0 without a full defense, or with Core's bonus given up to protect."""
    defense = full_defense_of(conflict, defender.id)
    if defense is None or not defense.bonus:
        return 0
    focus = defense.protecting or (defender.id,)
    if defended not in focus:
        return 0
    extra = effect_total(defender, ruleset, EffectKind.FULL_DEFENSE_BONUS, skill=skill)
    return defense.bonus + extra


def defended(conflict: Conflict, who: str) -> Conflict:
    """Note that `who` rolled to defend while on full defense (no boost at their next turn)."""
    defenses = tuple(
        record_defend(d) if d.character_id == who else d for d in conflict.full_defenses
    )
    return replace(conflict, full_defenses=defenses)


def end_full_defense(conflict: Conflict, who: str, ruleset: RuleSet) -> tuple[Conflict, bool]:
    """`who`'s next turn ends their full defense: the conflict without it, and whether it
    earns a boost (unused, where the rule set gives one)."""
    defense = full_defense_of(conflict, who)
    if defense is None:
        return conflict, False
    kept = tuple(d for d in conflict.full_defenses if d is not defense)
    return replace(conflict, full_defenses=kept), earns_boost(defense, ruleset)


# --- Attached minions (Spirit of the Century) -------------------------------------------------


def attach(
    conflict: Conflict,
    leader: Character,
    group: Character,
    ruleset: RuleSet,
    positions: Mapping[str, str] | None = None,
) -> Conflict:
    """`group` attaches to `leader` (SotC L468): a named character and a group of minions on
    the same side, attacking the same target. Leaving or joining is a free action, and moving
    away from the group detaches, so the two must stand in the same zone (`positions`:
    character id -> zone; those not placed in a zone may attach)."""
    _check_running(conflict)
    if not ruleset.teamwork.group_bonus_steps:
        raise RulesError(f"{ruleset.title} has no attached minions")
    if group.kind is not CharacterKind.MOOK_GROUP or leader.kind is CharacterKind.MOOK_GROUP:
        raise RulesError("a named character attaches a group of minions, not the other way")
    if conflict.side_of(leader.id) is not conflict.side_of(group.id):
        raise RulesError(f"{leader.name} and {group.name} are not on the same side")
    for who in (leader.id, group.id):
        _check_in_fight(conflict, who)
    here, there = (positions or {}).get(leader.id), (positions or {}).get(group.id)
    if here and there and here != there:
        raise RulesError(
            f"{leader.name} is in {here} and {group.name} in {there}: minions attach to a "
            "leader in the same zone (moving away detaches them, L468); move one of them first"
        )
    kept = tuple((w, g) for w, g in conflict.attached if w != leader.id and g != group.id)
    return replace(conflict, attached=(*kept, (leader.id, group.id)))


def detach(conflict: Conflict, leader: str) -> Conflict:
    """The leader's minions act on their own again (moving away detaches them, L468)."""
    return replace(conflict, attached=tuple((w, g) for w, g in conflict.attached if w != leader))


def apart(conflict: Conflict, positions: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    """The (leader, minion group) pairs standing in different zones: a character "may detach
    from a group automatically by moving away from it" (L468)."""
    return tuple(
        (leader, group)
        for leader, group in conflict.attached
        if positions.get(leader)
        and positions.get(group)
        and positions.get(leader) != positions.get(group)
    )
