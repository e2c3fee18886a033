"""Running a conflict in the scene in play: its sides and framing, whose turn it is, the
exchanges, conceding, taken out, and its end with the fate points it pays.

Turn order follows the rule set. Elective order (Condensed): whoever just acted picks who goes
next among those who have not acted; once everyone has, the last to act picks who starts the
next exchange, themselves included. Skill order (Core, Accelerated, Spirit of the Century):
ranked once by the rule set's skill and tie-breakers, then fixed for the conflict. Both are
written into the scene file, so a conflict reopened continues at the same exchange with the
same next actor.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from fate_tui.campaign import names
from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import challenges, sotc_conflict
from fate_tui.campaign.intents.common import character, name_of, running, scene
from fate_tui.campaign.players_log import (
    CONCEDE,
    CONFLICT_END,
    PAID_IN,
    TAKEN_OUT,
    conflict_data,
)
from fate_tui.campaign.state import CampaignState
from fate_tui.rules import conflict as rules
from fate_tui.rules import turn_order
from fate_tui.rules.aspects import boost
from fate_tui.rules.character import Character
from fate_tui.rules.concession import refused_offer_awards
from fate_tui.rules.conflict import Conflict
from fate_tui.rules.errors import RulesError, one_of
from fate_tui.rules.fate_points import GM
from fate_tui.rules.framing import framings
from fate_tui.rules.payouts import Moment, settle_payouts
from fate_tui.rules.plans import AbsorbPlan
from fate_tui.rules.ruleset import RuleSet, TurnOrderMode
from fate_tui.rules.scene import Scene, add_aspect, add_to_scene, hazard_turns, hazards_in
from fate_tui.rules.sotc_conflict import check_early_full_defense
from fate_tui.rules.sotc_stunt_rules import on_top_of_it
from fate_tui.rules.turn_order import ElectiveOrder
from fate_tui.rules.wording import counted, mid_sentence, possessive, verb

__all__ = [
    "ConflictEnd",
    "check_may_act",
    "concede",
    "end",
    "ending",
    "full_defense",
    "helpers_spent",
    "in_fight",
    "knocked_out",
    "may_go_on_full_defense",
    "next_candidates",
    "next_turn",
    "opponents",
    "out_of_fight",
    "protector",
    "refuse_concession",
    "running",
    "start",
    "take_hit",
    "take_out",
]


def _running(ctl: Controller) -> tuple[Scene, Conflict, ElectiveOrder]:
    current = scene(ctl)
    conflict = running(current)
    if conflict is None:
        raise RulesError(f"no conflict is running in '{current.title}': start one first")
    turn = current.turn or ElectiveOrder(tuple(m for m in conflict.members if conflict.in_fight(m)))
    return current, conflict, turn


def _skill_order(ruleset: RuleSet) -> bool:
    return ruleset.turn_order.mode is TurnOrderMode.SKILL


def start(
    ctl: Controller,
    sides: Mapping[str, Sequence[str]],
    *,
    mental: bool = False,
    first: str | None = None,
) -> None:
    """Start a conflict in the scene in play. Anyone on a side who is not in the scene yet is
    brought in. In elective order `first` is who the table agrees goes first (None: decide
    later); in skill order the rule set ranks everyone."""
    current = scene(ctl)
    if running(current) is not None:
        raise RulesError(f"a conflict is already running in '{current.title}': end it first")
    ruleset = ctl.state.ruleset
    conflict = rules.start_conflict(sides, mental=mental)
    fighters = [character(ctl, cid) for cid in conflict.members]
    if _skill_order(ruleset):
        ranked = turn_order.skill_order(
            fighters, ruleset, mental=mental, hazards=hazards_in(current)
        ).order
        conflict = replace(conflict, order=ranked)
        turn = ElectiveOrder(ranked, active=ranked[0])
    else:
        turn = turn_order.start_elective((*conflict.members, *hazard_turns(current)), first)
    updated = current
    for cid in conflict.members:
        if cid not in updated.cast:
            updated = add_to_scene(updated, cid)
    updated = replace(updated, conflict=conflict, turn=turn)
    # A new conflict starts clean: what a file still carries from an earlier one (a
    # concession, consequences counted as taken in it) no longer applies.
    fresh = [rules.clear_conflict_marks(c) for c in fighters]
    fresh = [c for c, old in zip(fresh, fighters, strict=True) if c != old]
    # Framed only where the framing changes something under the rule set.
    kind = ("mental " if mental else "physical ") if framings(ruleset) else ""
    sides_text = " against ".join(
        f"{mid_sentence(side.name)} ({', '.join(name_of(ctl, m) for m in side.members)})"
        for side in conflict.sides
    )
    text = f"A {kind}conflict starts: {sides_text}"
    if turn.active:
        acts = verb(ctl.state.characters.get(turn.active), "acts")
        text += f"; {name_of(ctl, turn.active)} {acts} first"
    ctl.apply(text, log=("conflict", text), scenes=[updated], characters=fresh)


def next_candidates(current: Scene, ruleset: RuleSet) -> tuple[str, ...]:
    """Who may take the next turn once the active character is done: in skill order only the
    next in line; in elective order anyone who has not acted this exchange (anyone at all
    once everyone has, the last actor included)."""
    conflict = running(current)
    if conflict is None or current.turn is None:
        return ()
    turn = current.turn
    done = turn if turn.active is None else replace(turn, acted=(*turn.acted, turn.active))
    done = replace(done, active=None)
    legal = turn_order.legal_picks(done)
    if conflict.held and not done.exchange_over:
        # A held turn is taken with W, never handed on; once only holders are left the
        # exchange is over and their held turns lapse (SotC L388).
        legal = sotc_conflict.waiting_unheld(conflict, done) or done.participants
    # Who paid to go first (SotC L742) go before the rest, in their usual order.
    legal = on_top_of_it(legal, [p for p in conflict.going_first if p in legal])
    if _skill_order(ruleset):
        return legal[:1]
    return legal


def next_turn(ctl: Controller, chosen: str | None = None) -> None:
    """End the active character's turn and hand the next one on: to `chosen` in elective
    order, to the next in line in skill order. When everyone has acted a new exchange begins
    (and fate points owed at the end of an exchange are paid)."""
    current, conflict, turn = _running(ctl)
    ruleset = ctl.state.ruleset
    legal = next_candidates(current, ruleset)
    if not legal:
        raise RulesError("nobody is left in the fight to take a turn")
    if _skill_order(ruleset):
        chosen = legal[0]
    elif chosen is None:
        raise RulesError(f"say who goes next: {one_of([name_of(ctl, c) for c in legal])}")
    lapsed = sotc_conflict.lapsed(conflict, turn)
    if lapsed:
        turn = replace(turn, acted=(*turn.acted, *lapsed))
        conflict = replace(conflict, held=())
    after = turn_order.pick_next(turn, turn.active, chosen)
    begins = after.exchange > conflict.exchange
    acts = verb(ctl.state.characters.get(chosen), "acts")
    text = f"{name_of(ctl, chosen)} {acts} next"
    changed: list[Character] = []
    carried = ctl.state.story.gm_carried
    updated = current
    if after.exchange > conflict.exchange:
        conflict = rules.next_exchange(conflict)
        updated = challenges.next_exchange(updated)
        updated, changed, carried, paid = _pay(ctl, updated, Moment.END_OF_EXCHANGE)
        text = f"Exchange {conflict.exchange} begins; {name_of(ctl, chosen)} {acts} first"
        if paid:
            text += f"; {paid}"
    if lapsed:
        held = ", ".join(name_of(ctl, h) for h in lapsed)
        text += f"; {possessive(held)} held action lapses with the exchange"
    after = replace(after, exchange=conflict.exchange)
    conflict, boosted = rules.end_full_defense(conflict, chosen, ruleset)
    if chosen in conflict.going_first:
        conflict = replace(
            conflict, going_first=tuple(g for g in conflict.going_first if g != chosen)
        )
        text += " (paid to go first)"
    if begins and conflict.reinforcements:
        arrived, words = _reinforced(ctl, conflict, changed)
        changed = [c for c in changed if c.id not in arrived] + list(arrived.values())
        # A group every minion of which had fallen stands again and takes turns.
        back = [g for g in arrived if g in conflict.taken_out]
        conflict = replace(
            conflict,
            reinforcements=(),
            taken_out=tuple(t for t in conflict.taken_out if t not in back),
        )
        for group_id in back:
            if conflict.takes_turns(group_id):
                after = turn_order.join_in_order(after, conflict.order, group_id)
        text += f"; {words}"
    updated = replace(updated, conflict=conflict, turn=after)
    if boosted:
        name = f"{possessive(name_of(ctl, chosen))} Unbroken Guard"
        updated = add_aspect(updated, boost(name, chosen))
        text += f"; the full defense went unused: a boost, {name}"
    story = ctl.state.story
    ctl.apply(
        text,
        log=("conflict", text),
        scenes=[updated],
        characters=changed,
        story=replace(story, gm_carried=carried) if carried != story.gm_carried else None,
    )


def _reinforced(
    ctl: Controller, conflict: Conflict, changed: Sequence[Character]
) -> tuple[dict[str, Character], str]:
    """The minions called in last exchange join their groups as this one begins (SotC L1205),
    a group whose every minion fell standing again with them (one that conceded is out of the
    fight for good); what joined, in words."""
    arrived: dict[str, Character] = {}
    said = []
    for group_id, count in conflict.reinforcements:
        group = next((c for c in changed if c.id == group_id), None)
        group = group or ctl.state.characters.get(group_id)
        if group is None or group_id in conflict.conceded:
            continue
        group = arrived.get(group_id, group)
        size = group.group_size + count
        arrived[group_id] = replace(group, group_size=size, taken_out=False)
        said.append(f"{count} reinforcement{'s' * (count != 1)} join {group.name}")
    return arrived, "; ".join(said) or "the reinforcements find nobody left to join"


def full_defense(ctl: Controller, protecting: Sequence[str] = (), early: str | None = None) -> None:
    """The character whose turn it is gives up their action to defend until their next turn
    (where the rule set has full defense): the bonus goes on their defend rolls, or on those
    they make for the `protecting` they stand by. `early`: in Spirit of the Century, someone
    who has not acted yet this exchange declares it before their turn (L387), giving up
    their action: their turn this exchange is passed."""
    current, conflict, turn = _running(ctl)
    ruleset = ctl.state.ruleset
    declarer = turn.active
    if early is not None:
        if not sotc_conflict.applies(ruleset):
            raise RulesError("full defense is declared on one's turn in this rule set")
        check_early_full_defense(early, turn.acted, turn.active)
        declarer = early
    if declarer is None or declarer not in conflict.members:
        raise RulesError("full defense is declared by the character whose turn it is")
    conflict = rules.go_on_full_defense(conflict, declarer, ruleset, protecting=protecting)
    if early is not None:
        turn = replace(turn, acted=(*turn.acted, early))
        conflict = replace(conflict, held=tuple(h for h in conflict.held if h != early))
    bonus = rules.defense_bonus(conflict, declarer)
    who = name_of(ctl, declarer)
    if protecting:
        others = ", ".join(name_of(ctl, p) for p in protecting)
        text = f"{who} goes on full defense protecting {others}: defends for them"
        text += f" at {bonus:+d}" if bonus else " (no bonus)"
        if ruleset.defense.protector_takes_hit:
            text += ", and may take a hit in their place"
        text += " until their next turn"
    else:
        text = f"{who} goes on full defense: {bonus:+d} to defend until their next turn"
    if early is not None:
        text += " (declared before their turn: their action this exchange is given up)"
    updated = replace(current, conflict=conflict, turn=turn if early else current.turn)
    ctl.apply(text, log=("conflict", text), scenes=[updated])


def concede(ctl: Controller, who: str, terms: str = "") -> None:
    """`who` concedes before the dice hit the table; the fate points it earns (per the rule
    set: one plus one per consequence taken in this conflict) are paid when it ends."""
    current, conflict, turn = _running(ctl)
    conceding = character(ctl, who)
    conflict, out = rules.concede(conflict, conceding, ctl.state.ruleset, terms=terms)
    points = conflict.concessions[-1].fate_points
    text = f"{conceding.name} {verb(conceding, 'concedes')}"
    text += f": {terms}" if terms.strip() else ""
    owed = f" (owed {counted(points, 'fate point')} when the conflict ends)"
    text += owed if points else ""
    ctl.apply(
        text,
        log=("conflict", text + _over(conflict)),
        data=conflict_data(CONCEDE, who, [(who, owed)] if points else []),
        scenes=[replace(current, conflict=conflict, turn=_without(turn, who, conflict))],
        characters=[out],
    )


def refuse_concession(ctl: Controller, offerer: str, refuser: str, *, reasonable: bool) -> None:
    """Spirit of the Century (L433): `refuser` turns down `offerer`'s concession and the
    fight goes on; when the GM deems the offer reasonable the offerer gains a fate point and
    the refuser loses one (an NPC's go to and from the GM's pool)."""
    current, conflict, _turn = _running(ctl)
    for who in (offerer, refuser):
        if who not in conflict.members or not conflict.in_fight(who):
            raise RulesError(f"{name_of(ctl, who)} is not in the fight")
    if conflict.side_of(offerer) is conflict.side_of(refuser):
        raise RulesError("a concession is refused by the other side")
    ruleset = ctl.state.ruleset
    awards = refused_offer_awards(offerer, refuser, ruleset, reasonable=reasonable)
    changed: list[Character] = []
    pool = current.gm_pool
    words = []
    for award in awards:
        awarded = character(ctl, award.character_id)
        if awarded.kind.is_npc:
            pool = max((pool or 0) + award.amount, 0)
        else:
            points = max(awarded.fate_points + award.amount, 0)
            changed.append(replace(awarded, fate_points=points))
        words.append(f"{awarded.name} {award.amount:+d}")
    text = f"{name_of(ctl, refuser)} refuses {possessive(name_of(ctl, offerer))} concession"
    text += f": a reasonable offer, fate points {', '.join(words)}" if words else ""
    updated = replace(current, gm_pool=pool)
    scenes = [updated] if updated != current else []
    ctl.apply(text, log=("conflict", text), scenes=scenes, characters=changed)


def take_out(ctl: Controller, who: str) -> None:
    """The GM rules `who` taken out (the hit was more than they could absorb)."""
    current, conflict, turn = _running(ctl)
    conflict, out = rules.record_taken_out(conflict, character(ctl, who))
    text = f"{out.name} {verb(out, 'is')} taken out"
    ctl.apply(
        text,
        log=("conflict", text + _over(conflict)),
        data=conflict_data(TAKEN_OUT, who),
        scenes=[replace(current, conflict=conflict, turn=_without(turn, who, conflict))],
        characters=[out],
    )


def take_hit(
    current: Scene,
    taker: Character,
    plan: AbsorbPlan,
    ruleset: RuleSet,
    *,
    consequence_names: Mapping[str, str] | None = None,
    attacker: str | None = None,
    extreme_replaces: str | None = None,
) -> tuple[Scene, Character]:
    """Apply a hit to someone in the scene's running conflict: the consequences count for a
    later concession, and a taker who falls leaves the turn order."""
    conflict = running(current)
    assert conflict is not None and taker.id in conflict.members
    conflict, hurt = rules.take_hit(
        conflict,
        taker,
        plan,
        ruleset,
        consequence_names=consequence_names,
        attacker=attacker,
        extreme_replaces=extreme_replaces,
    )
    turn = current.turn
    if hurt.taken_out and turn is not None:
        turn = _without(turn, taker.id, conflict)
    return replace(current, conflict=conflict, turn=turn), hurt


def knocked_out(current: Scene, taker: Character) -> tuple[Scene, Character]:
    """Someone in the scene's running conflict is taken out by a hit nothing absorbs."""
    conflict = running(current)
    assert conflict is not None
    conflict, out = rules.record_taken_out(conflict, taker)
    turn = _without(current.turn, taker.id, conflict) if current.turn is not None else None
    return replace(current, conflict=conflict, turn=turn), out


def may_go_on_full_defense(ruleset: RuleSet) -> bool:
    """Whether the rule set (with its options) has full defense."""
    rules = ruleset.defense
    return not rules.full_defense_optional or ruleset.uses("full_defense")


def helpers_spent(current: Scene, helpers: Sequence[str]) -> Scene:
    """The scene with `helpers` having given up their action this exchange to help."""
    if running(current) is None or current.turn is None or not helpers:
        return current
    return replace(current, turn=turn_order.give_up_turns(current.turn, helpers))


def protector(current: Scene | None, who: str) -> str | None:
    """Who stands on full defense protecting `who` in the scene's running conflict."""
    return rules.protector_of(running(current), who)


def opponents(current: Scene | None, who: str) -> tuple[str, ...]:
    """Who still fights on another side than `who` in the scene's running conflict, side by
    side (empty when `who` is not fighting in one)."""
    if not in_fight(current, who):
        return ()
    conflict = running(current)
    assert conflict is not None  # `who` is in a fight
    mine = conflict.side_of(who)
    return tuple(m for side in conflict.sides if side is not mine for m in conflict.standing(side))


def same_side(current: Scene | None, who: str, other: str) -> bool:
    """Whether `other` is on `who`'s side in the scene's running conflict, fighting or not."""
    conflict = running(current)
    if conflict is None or who not in conflict.members or other not in conflict.members:
        return False
    return conflict.side_of(who) is conflict.side_of(other)


def in_fight(current: Scene | None, who: str) -> bool:
    """Whether `who` is fighting in the scene's running conflict."""
    conflict = running(current)
    return conflict is not None and who in conflict.members and conflict.in_fight(who)


def out_of_fight(current: Scene | None, who: str) -> str:
    """How `who` left the scene's running conflict ('conceded', 'been taken out'); empty
    when they are still fighting in it, or not one of its members."""
    conflict = running(current)
    if conflict is None or who not in conflict.members or conflict.in_fight(who):
        return ""
    return "been taken out" if who in conflict.taken_out else "conceded"


def check_may_act(state: CampaignState, who: str | None) -> None:
    """Refuse an action in the running conflict by someone who has left it: once a
    character concedes or is taken out they are out of the conflict (Condensed L856, L812)."""
    if who is None:
        return
    how = out_of_fight(state.current_scene, who)
    if how:
        raise RulesError(
            f"{names.name_of(state, who)} has {how} and is out of the conflict: "
            "they cannot act in it any more"
        )


@dataclass(frozen=True)
class ConflictEnd:
    """What ending a conflict does, before it is applied."""

    scene: Scene
    characters: dict[str, Character]
    gm_carried: int
    """The GM's fate points carried into a later scene's pool, with the NPCs' awards."""
    text: str
    data: dict[str, Any]
    """The play log's data: what happened and whose fate points its words tell of
    (`players_log.conflict_data`)."""


def ending(state: CampaignState, current: Scene, *, force: bool = False) -> ConflictEnd:
    """The running conflict of `current` ended: conceders collect their fate points, hostile
    invokes due at the end of a conflict are paid (later ones stay owed), and what lasted only
    for the conflict ends with it (`rules.after_conflict`: concessions, consequences counted
    as taken in it, and stress where the rule set clears it then)."""
    conflict = running(current)
    if conflict is None:
        raise RulesError(f"no conflict is running in '{current.title}'")
    ruleset = state.ruleset
    members = {cid: state.characters[cid] for cid in conflict.members if cid in state.characters}
    due, waiting = settle_payouts(current.pending_payouts, Moment.END_OF_CONFLICT)
    result = rules.end_conflict(conflict, members, ruleset, extra_awards=due, force=force)
    carried = state.story.gm_carried
    paid: list[tuple[str, str]] = []
    characters = {cid: rules.after_conflict(c, ruleset) for cid, c in members.items()}
    erased = [
        c.name for cid, c in members.items() if characters[cid].stress_marked != c.stress_marked
    ]
    for award in result.awards:
        receiver = state.characters.get(award.character_id)
        if award.character_id == GM or (receiver is not None and receiver.kind.is_npc):
            # NPCs' points go to the GM, who brings them into a later scene's pool: the log
            # says so rather than crediting an NPC whose file does not change.
            carried += award.amount
            paid.append((GM, _to_gm(state, award.character_id, award.amount, award.reason)))
            continue
        if receiver is not None:
            who = characters.get(award.character_id, receiver)
            characters[award.character_id] = replace(
                who, fate_points=max(who.fate_points + award.amount, 0)
            )
        words = f"{names.name_of(state, award.character_id)} +{award.amount} ({award.reason})"
        paid.append((award.character_id, words))
    updated = replace(current, conflict=result.conflict, turn=None, pending_payouts=waiting)
    standing = result.conflict.sides_in_fight
    text = "The conflict ends"
    if len(standing) == 1:
        text += f": {standing[0].name} carry the day"
    if paid:
        text += PAID_IN + ", ".join(words for _, words in paid)
    if erased:
        text += "; stress clears for " + ", ".join(erased)
    # Whose each payment is, so the players' log can leave out those not theirs to know.
    data = conflict_data(CONFLICT_END, None, paid, paid_in=PAID_IN)
    return ConflictEnd(updated, characters, carried, text, data)


_REASON_NOUNS = {"conceded the conflict": "concession"}


def _to_gm(state: CampaignState, receiver: str, amount: int, reason: str) -> str:
    """How the log names a fate point that went to the GM's pool for the next scene: 'the GM
    +1 for Sister Ilse's concession (carried to the next scene)'."""
    text = f"the GM +{amount}"
    noun = _REASON_NOUNS.get(reason, reason)
    if receiver != GM:
        text += f" for {possessive(mid_sentence(names.name_of(state, receiver)))} {noun}".rstrip()
    elif noun:
        text += f" for {noun}"
    return text + " (carried to the next scene)"


def end(ctl: Controller, *, force: bool = False) -> None:
    """End the conflict (`ending`). `force`: the GM ends it while more than one side is still
    fighting (everyone ran, or the story moved on)."""
    current, _conflict, _turn = _running(ctl)
    over = ending(ctl.state, current, force=force)
    story = ctl.state.story
    ctl.apply(
        over.text,
        log=("conflict", over.text),
        data=over.data,
        story=replace(story, gm_carried=over.gm_carried)
        if over.gm_carried != story.gm_carried
        else None,
        scenes=[over.scene],
        characters=over.characters.values(),
    )


def _pay(
    ctl: Controller, current: Scene, moment: Moment
) -> tuple[Scene, list[Character], int, str]:
    """Pay the hostile-invoke fate points due at `moment` (Spirit of the Century pays them at
    the end of the exchange): to the PCs, and an NPC's to the GM, who carries them into a
    later scene's pool, as at the end of a conflict or a scene. Returns the scene, the PCs
    paid, the GM's carried points after it and the log's words."""
    due, waiting = settle_payouts(current.pending_payouts, moment)
    state = ctl.state
    carried = state.story.gm_carried
    changed: dict[str, Character] = {}
    words = []
    for payout in due:
        receiver = state.characters.get(payout.receiver)
        if payout.receiver == GM or (receiver is not None and receiver.kind.is_npc):
            carried += payout.amount
            words.append(
                f"the GM +{payout.amount} for a hostile invoke on "
                f"{mid_sentence(names.name_of(state, payout.receiver))} (carried to the next scene)"
            )
            continue
        if receiver is None:
            continue
        who = changed.get(receiver.id, receiver)
        changed[receiver.id] = replace(who, fate_points=who.fate_points + payout.amount)
        words.append(f"{receiver.name} +{payout.amount}")
    paid = "fate points paid: " + ", ".join(words) if words else ""
    return replace(current, pending_payouts=waiting), list(changed.values()), carried, paid


def _without(turn: ElectiveOrder, who: str, conflict: Conflict) -> ElectiveOrder:
    """`who` out of the turn order; minions attached to them act on their own again."""
    turn = turn_order.remove(turn, who) if who in turn.participants else turn
    group = conflict.minions_of(who)
    return turn_order.rejoin(turn, group, conflict.order) if group is not None else turn


def _over(conflict: Conflict) -> str:
    if not conflict.is_over:
        return ""
    standing = conflict.sides_in_fight
    who = standing[0].name if standing else "nobody"
    return f". Only {who} still stand: the conflict can end"
