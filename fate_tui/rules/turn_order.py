"""Turn order in contests and conflicts: elective ("popcorn") order and skill-based order.

Elective order (Condensed) is a small state machine: the character who just acted picks who
goes next among those who have not acted; once everyone has acted, the last actor picks who
starts the next exchange — anyone, themselves included (the project's reading of the text).
Skill-based order (Core, Accelerated, SotC) ranks characters by a skill with tie-breakers.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from fate_tui.rules.character import Character
from fate_tui.rules.derived import rating
from fate_tui.rules.errors import RulesError, one_of
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
) -> SkillOrder:
    """Order `characters` by the rule set's turn-order skill, highest first.

    Ties go to the tie-breaker skills in turn (Core: Athletics then Physique; SotC: Resolve),
    then to `tie_order` (the GM's last word, as in Accelerated), then to `seating` (SotC: the
    player nearest the GM's right first). `group_npcs` (default: the rule set's) puts every
    NPC in the slot of the best-placed NPC.
    """
    rules = ruleset.turn_order
    skill = rules.mental_skill if mental else rules.physical_skill
    if skill is None:
        kind = "mental" if mental else "physical"
        raise RulesError(f"{ruleset.title} sets no skill for {kind} turn order; use elective order")
    tiebreak = rules.mental_tiebreak if mental else rules.physical_tiebreak

    def ratings(character: Character) -> tuple[int, ...]:
        # A stunt may count the turn-order skill higher and win its ties (SotC L746: "one
        # higher for purposes of determining initiative... breaks ties"; L941 socially), or
        # let another skill stand in (L1115).
        bonus = initiative_bonus(character, ruleset, social=mental)
        first = -initiative_rating(character, ruleset, skill, social=mental)
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
    return SkillOrder(
        tuple(c.id for c in ranked),
        tuple(ties),
        npcs[0].id if grouped and npcs else None,
    )


def _position(order: Sequence[str], character_id: str) -> int:
    """Place in a GM-given order; anyone not listed comes after everyone listed."""
    return order.index(character_id) if character_id in order else len(order)
