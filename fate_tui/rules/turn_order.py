"""Turn order in contests and conflicts: elective ("popcorn") order and skill-based order.

Elective order (Condensed) is a small state machine: the character who just acted picks who
goes next among those who have not acted; once everyone has acted, the last actor picks who
starts the next exchange — anyone, themselves included (the project's reading of the text).
Skill-based order (Core, Accelerated, SotC) ranks characters by a skill with tie-breakers.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from fate_tui.rules.character import Character
from fate_tui.rules.derived import rating
from fate_tui.rules.errors import RulesError, one_of
from fate_tui.rules.obstacles import Hazard, hazard_turn_id
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.stunt_effects import initiative_bonus, initiative_rating


@dataclass(frozen=True)
class ElectiveOrder:
    """Where an elective-order exchange stands."""

    participants: tuple[str, ...]
    """Everyone still in the conflict, in the order they joined."""
    acted: tuple[str, ...] = ()
    """Who has finished a turn this exchange, in order."""
    active: str | None = None
    """Whose turn it is; None before the first pick or after the active character left."""
    exchange: int = 1

    @property
    def waiting(self) -> tuple[str, ...]:
        """Who has not yet acted this exchange, the active character excluded."""
        return tuple(p for p in self.participants if p not in self.acted and p != self.active)

    @property
    def exchange_over(self) -> bool:
        """Whether the next pick starts a new exchange."""
        return not self.waiting


def start_elective(participants: Iterable[str], first: str | None = None) -> ElectiveOrder:
    """A new elective order; `first` is whoever the GM and players agree goes first."""
    people = tuple(dict.fromkeys(participants))
    if not people:
        raise RulesError("a conflict needs at least one participant to take turns")
    state = ElectiveOrder(people)
    return pick_next(state, None, first) if first is not None else state


def legal_picks(state: ElectiveOrder) -> tuple[str, ...]:
    """Who may be picked next: those still waiting, or anyone once the exchange is over."""
    return state.participants if state.exchange_over else state.waiting


def pick_next(state: ElectiveOrder, picker: str | None, chosen: str) -> ElectiveOrder:
    """End `picker`'s turn and hand the next turn to `chosen`.

    `picker` must be the active character, or None when nobody is active (the start of the
    scene, or the active character left the conflict) and the table decides.
    """
    if picker != state.active:
        if state.active is None:
            raise RulesError(
                f"nobody is taking a turn, so {picker} cannot pick; "
                "the table picks who goes first (pass no picker)"
            )
        raise RulesError(f"it is {state.active}'s turn, so only {state.active} picks who is next")
    if chosen not in state.participants:
        raise RulesError(
            f"{chosen} is not in this conflict (or was taken out); "
            f"pick {one_of(legal_picks(_after_turn(state)))}"
        )
    after = _after_turn(state)
    if after.exchange_over:
        # Everyone has acted: a new exchange, and the last actor may pick anyone.
        return replace(after, acted=(), active=chosen, exchange=after.exchange + 1)
    if chosen not in after.waiting:
        raise RulesError(f"{chosen} has already acted this exchange; pick {one_of(after.waiting)}")
    return replace(after, active=chosen)


def _after_turn(state: ElectiveOrder) -> ElectiveOrder:
    """The state once the active character's turn is over (nobody active yet)."""
    if state.active is None:
        return state
    return replace(state, acted=(*state.acted, state.active), active=None)


def give_up_turns(state: ElectiveOrder, helpers: Iterable[str]) -> ElectiveOrder:
    """Helpers who gave up their action this exchange to help (Condensed L764, Accelerated
    L191): their turn is spent, so the turn order passes them by until the next exchange.
    Refused for a helper who already acted: they have no action left to give."""
    acted = list(state.acted)
    for helper in helpers:
        if helper not in state.participants or helper == state.active:
            continue
        if helper in acted:
            raise RulesError(
                f"{helper} already acted this exchange, so has no action left to help with"
            )
        acted.append(helper)
    return replace(state, acted=tuple(acted))


def join(state: ElectiveOrder, character_id: str) -> ElectiveOrder:
    """A character joins the conflict; they have not acted this exchange."""
    if character_id in state.participants:
        raise RulesError(f"{character_id} is already in this conflict")
    return replace(state, participants=(*state.participants, character_id))


def remove(state: ElectiveOrder, character_id: str) -> ElectiveOrder:
    """A character leaves the conflict (taken out or conceded) and can no longer be picked."""
    if character_id not in state.participants:
        raise RulesError(f"{character_id} is not in this conflict")
    return replace(
        state,
        participants=tuple(p for p in state.participants if p != character_id),
        acted=tuple(p for p in state.acted if p != character_id),
        active=None if state.active == character_id else state.active,
    )


def set_aside(state: ElectiveOrder, group: str) -> ElectiveOrder:
    """Minions attached to a leader give up acting on their own (SotC L468): they leave the
    turn order while attached, and their leader acts for them."""
    return remove(state, group) if group in state.participants else state


def rejoin(state: ElectiveOrder, group: str, order: Sequence[str] = ()) -> ElectiveOrder:
    """Detached minions act on their own again: back at their place in a skill `order`, or
    waiting to be picked in elective order."""
    if group in state.participants:
        return state
    return join_in_order(state, order, group) if order else join(state, group)


@dataclass(frozen=True)
class SkillOrder:
    """A skill-based turn order: who acts when, and the ties the GM still has to settle."""

    order: tuple[str, ...]
    unresolved_ties: tuple[tuple[str, ...], ...] = ()
    """Groups still tied after every tie-breaker; they stand in the order given."""
    npc_slot: str | None = None
    """With NPCs grouped: the NPC whose slot all NPCs act in."""


def skill_order(
    characters: Sequence[Character],
    ruleset: RuleSet,
    *,
    mental: bool = False,
    seating: Sequence[str] = (),
    tie_order: Sequence[str] = (),
    group_npcs: bool | None = None,
    hazards: Sequence[Hazard] = (),
) -> SkillOrder:
    """Order `characters` by the rule set's turn-order skill, highest first.

    Ties go to the tie-breaker skills in turn (Core: Athletics then Physique; SotC: Resolve),
    then to `tie_order` (the GM's last word, as in Accelerated), then to `seating` (SotC: the
    player nearest the GM's right first). `group_npcs` (default: the rule set's) puts every
    NPC in the slot of the best-placed NPC. `hazards` take their places by rating (see
    `place_hazards`).
    """
    rules = ruleset.turn_order
    skill = rules.mental_skill if mental else rules.physical_skill
    if skill is None:
        kind = "mental" if mental else "physical"
        raise RulesError(f"{ruleset.title} sets no skill for {kind} turn order; use elective order")
    tiebreak = rules.mental_tiebreak if mental else rules.physical_tiebreak

    def ratings(character: Character) -> tuple[int, ...]:
        bonus = initiative_bonus(character, ruleset, social=mental)
        first = -initiative(character, ruleset, mental=mental)
        return (first, -bonus, *(-rating(character, name, ruleset) for name in tiebreak))

    def key(character: Character) -> tuple[int, ...]:
        return (
            *ratings(character),
            _position(tie_order, character.id),
            _position(seating, character.id),
        )

    ranked = sorted(characters, key=key)
    grouped = rules.group_npcs if group_npcs is None else group_npcs
    npcs = [c for c in ranked if c.kind.is_npc]
    if grouped and npcs:
        slot = ranked.index(npcs[0])
        pcs = [c for c in ranked if not c.kind.is_npc]
        ranked = pcs[:slot] + npcs + pcs[slot:]
        # Inside the NPC block the GM acts in any order, so only ties around the slot matter.
        units = [c for c in ranked if not c.kind.is_npc or c is npcs[0]]
    else:
        units = ranked
    ties: list[tuple[str, ...]] = []
    for character in units:
        same = tuple(c.id for c in units if key(c) == key(character))
        if len(same) > 1 and same not in ties:
            ties.append(same)
    values = {c.id: -ratings(c)[0] for c in ranked}
    if grouped and npcs:
        # The NPCs act in one slot: a hazard goes before or after all of them.
        values.update({c.id: values[npcs[0].id] for c in npcs})
    order = place_hazards(tuple(c.id for c in ranked), values, hazards)
    return SkillOrder(order, tuple(ties), npcs[0].id if grouped and npcs else None)


def initiative(character: Character, ruleset: RuleSet, *, mental: bool = False) -> int:
    """What ranks `character` in skill order: the turn-order skill, plus what a stunt adds,
    or a skill a stunt lets stand in (SotC L746: "one higher for purposes of determining
    initiative... breaks ties"; L941 in a social conflict; L1115 Guns instead)."""
    rules = ruleset.turn_order
    skill = rules.mental_skill if mental else rules.physical_skill
    if skill is None:
        return 0
    return initiative_rating(character, ruleset, skill, social=mental)


def order_with_hazard(
    order: Sequence[str],
    characters: Mapping[str, Character],
    hazards: Sequence[Hazard],
    newcomer: Hazard,
    ruleset: RuleSet,
    *,
    mental: bool = False,
) -> tuple[str, ...]:
    """A fixed skill order (`order`, of character ids and the turn ids of `hazards`) with
    `newcomer` put in by its rating, as `skill_order` would have placed it."""
    values = {hazard_turn_id(h): h.rating for h in hazards}
    npc_value: int | None = None
    for cid in order:
        who = characters.get(cid)
        if who is None:
            continue
        values[cid] = initiative(who, ruleset, mental=mental)
        if who.kind.is_npc and ruleset.turn_order.group_npcs:
            # The NPCs act in the slot of the first of them: never split that run.
            npc_value = values[cid] if npc_value is None else npc_value
            values[cid] = npc_value
    return place_hazards(order, values, [newcomer])


def join_in_order(state: ElectiveOrder, order: Sequence[str], newcomer: str) -> ElectiveOrder:
    """`newcomer` joins a skill-ordered exchange at its place in `order`. When that place has
    already passed this exchange, its first turn comes in the next one."""
    if newcomer in state.participants:
        raise RulesError(f"{newcomer} is already in this conflict")
    ranked = [p for p in order if p in state.participants or p == newcomer]
    ranked += [p for p in state.participants if p not in ranked]
    position = {p: i for i, p in enumerate(ranked)}
    gone = (*state.acted, *((state.active,) if state.active else ()))
    passed = any(position[p] > position[newcomer] for p in gone if p in position)
    acted = (*state.acted, newcomer) if passed else state.acted
    return replace(state, participants=tuple(ranked), acted=acted)


def place_hazards(
    order: Sequence[str], values: Mapping[str, int], hazards: Sequence[Hazard]
) -> tuple[str, ...]:
    """`order` (ranked by the turn-order skill, whose value each id has in `values`) with
    each hazard's turn id put in by its rating.

    "A hazard acts in the initiative just like the PCs and their enemies do. If your rules
    require everyone to roll for initiative, hazards will roll with their rating"
    (fate-condensed-srd.txt L1208): a hazard's rating stands for the turn-order skill. It has
    no other skill to break a tie with, so it acts after everyone at its rating.
    """
    placed = list(order)
    ranks = dict(values)
    for hazard in sorted(hazards, key=lambda h: -h.rating):
        turn_id = hazard_turn_id(hazard)
        slot = next(
            (i for i, cid in enumerate(placed) if ranks.get(cid, 0) < hazard.rating), len(placed)
        )
        placed.insert(slot, turn_id)
        ranks[turn_id] = hazard.rating
    return tuple(placed)


def _position(order: Sequence[str], character_id: str) -> int:
    """Place in a GM-given order; anyone not listed comes after everyone listed."""
    return order.index(character_id) if character_id in order else len(order)
