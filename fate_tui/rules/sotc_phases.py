"""Spirit of the Century's five phases, made as a group: every PC being made goes through a
phase before the next one starts (spirit-of-the-century-srd.txt L96-97), an aspect or two
each phase, the third phase a novel starring the character (L106-109), the fourth and fifth a
guest star's part in two other players' novels, handed out as shuffled index cards (L110-111);
then the skill pyramid (L113), five stunts (L114) and refresh, as creation.py's last steps.

The group's state lives in its members' drafts (`PhaseRecord`, written in each `[draft]`
table): where each is, its seat at the table (the text's "person to his right"), how many
aspects each phase gave, its novel, and the novels it guest-starred in.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.errors import RulesError


class Phase(StrEnum):
    """The five phases, in order; a draft's `[draft] step` names the one it is in."""

    BACKGROUND = "background"
    WAR = "war"
    NOVEL = "novel"
    GUEST_STAR_1 = "guest-star-1"
    GUEST_STAR_2 = "guest-star-2"


PHASE_ORDER = tuple(Phase)
GUEST_PHASES = (Phase.GUEST_STAR_1, Phase.GUEST_STAR_2)
AFTER_PHASES = ("skills", "stunts", "finish")
"""The steps after the phases (creation.StepKey values), in order."""
ASPECTS_PER_PHASE = 2
"""An aspect or two each phase: ten in all, as a SotC character starts with (L42, L138)."""
GROUP_AT_LEAST = 3
"""Character creation is a group activity with at least three players (L97); fewer could
not guest-star in two novels that are not their own."""


@dataclass(frozen=True)
class PhaseInfo:
    """One phase as the text tells it: its number, title and what it asks."""

    phase: Phase
    number: int
    title: str
    allows: str
    """What the text asks of this phase, with where it says so."""


PHASES = (
    PhaseInfo(
        Phase.BACKGROUND,
        1,
        "Background",
        "Youth, birth to age 14: family, upbringing, the core concept as a normal person; an "
        "aspect or two from it (L102).",
    ),
    PhaseInfo(
        Phase.WAR,
        2,
        "The Great War",
        "The war years, coming into their own: secret missions, the trenches or far parts of "
        "the world; an aspect or two (L103-104).",
    ),
    PhaseInfo(
        Phase.NOVEL,
        3,
        "The novel",
        "The character's first pulp novel: a title in the pattern 'Name (vs./in.../and) "
        "Adventurous Thing!', a back-cover blurb, an aspect or two (L106-109).",
    ),
    PhaseInfo(
        Phase.GUEST_STAR_1,
        4,
        "Guest star",
        "The titles, shuffled and handed out as index cards, never one's own: a supporting "
        "role in that novel, a sentence or two for it, an aspect or two (L110).",
    ),
    PhaseInfo(
        Phase.GUEST_STAR_2,
        5,
        "Guest star again",
        "As phase four, but no one costars in the same book twice (L111).",
    ),
)


def phase_info(phase: Phase) -> PhaseInfo:
    return PHASES[PHASE_ORDER.index(phase)]


@dataclass(frozen=True)
class PhaseRecord:
    """What a draft made in the five phases holds beyond its sheet (its `[draft]` table)."""

    seat: int = 0
    """Its place at the table, from 1: the person to one's right has the next seat (L110)."""
    phase_aspects: tuple[int, ...] = ()
    """How many of the sheet's aspects, in order, each phase gave (the rest are the GM's)."""
    novel: str = ""
    """The title of the novel starring this character (L106-107)."""
    story: str = ""
    """The novel's blurb, no longer than the back of the paperback (L109)."""
    guest_in: tuple[str, ...] = ()
    """The ids of the characters whose novels this one guest-starred in, phase four first."""
    guest_roles: tuple[str, ...] = ()
    """The sentence or two each of those novels gained for this guest star (L110)."""


def step_rank(step: str | None) -> int:
    """Where a step stands in the whole run: the phases, then the last steps; a finished
    character (None) after all of them."""
    order = [*PHASE_ORDER, *AFTER_PHASES]
    return order.index(step) if step in order else len(order)


def new_member(character_id: str, name: str, seat: int) -> Character:
    """A PC of the group with nothing but a name and a seat, at the first phase."""
    return Character(
        character_id,
        name,
        CharacterKind.PC,
        draft_step=Phase.BACKGROUND.value,
        draft_phases=PhaseRecord(seat=seat),
    )


def members(characters: Iterable[Character]) -> list[Character]:
    """The group being made: the PC drafts made in phases, in seat order."""
    found = [
        c
        for c in characters
        if c.draft_phases is not None and c.draft_step is not None and c.kind is CharacterKind.PC
    ]
    return sorted(found, key=lambda c: (record(c).seat, c.name.lower(), c.id))


def group_phase(group: Sequence[Character]) -> Phase | None:
    """The phase the group is in: the earliest any member is in; None once every member is
    past the five phases (or there is no group)."""
    ranks = [step_rank(c.draft_step) for c in group]
    if not ranks or min(ranks) >= len(PHASE_ORDER):
        return None
    return PHASE_ORDER[min(ranks)]


def waiting_on(group: Sequence[Character], phase: Phase) -> list[Character]:
    """The members still in `phase`, in seat order."""
    return [c for c in group if c.draft_step == phase.value]


def next_step(phase: Phase) -> str:
    index = PHASE_ORDER.index(phase)
    return PHASE_ORDER[index + 1].value if index + 1 < len(PHASE_ORDER) else AFTER_PHASES[0]


def record(character: Character) -> PhaseRecord:
    return character.draft_phases or PhaseRecord()


# A phase's aspects -------------------------------------------------------------------------


def phase_aspects(character: Character, phase: Phase) -> list[str]:
    """The aspects `phase` gave the character (the counts in its record split the sheet's
    aspects in order)."""
    counts = record(character).phase_aspects
    index = PHASE_ORDER.index(phase)
    if index >= len(counts):
        return []
    start = sum(counts[:index])
    return [a.name for a in character.aspects[start : start + counts[index]]]


def with_phase_aspects(character: Character, phase: Phase, written: Sequence[str]) -> Character:
    """The character with `phase`'s aspects as written (blanks left out); the aspects of the
    other phases, and any the GM added by hand, stay where they are."""
    held = record(character)
    index = PHASE_ORDER.index(phase)
    counts = list(held.phase_aspects) + [0] * max(index + 1 - len(held.phase_aspects), 0)
    start = sum(counts[:index])
    before = character.aspects[:start]
    after = character.aspects[start + counts[index] :]
    kept = {a.name.lower(): a for a in character.aspects[start : start + counts[index]]}
    names = [" ".join(text.split()) for text in written]
    new = tuple(
        # An aspect kept as it was keeps what the file gave it (free invokes, a hidden mark).
        replace(
            kept.get(name.lower()) or Aspect(name, AspectKind.CHARACTER, owner=character.id),
            name=name,
        )
        for name in names
        if name
    )
    counts[index] = len(new)
    return replace(
        character,
        aspects=(*before, *new, *after),
        draft_phases=replace(held, phase_aspects=tuple(counts)),
    )


# The novels ----------------------------------------------------------------------------------


def with_novel(character: Character, title: str, story: str) -> Character:
    held = record(character)
    return replace(
        character,
        draft_phases=replace(held, novel=" ".join(title.split()), story=" ".join(story.split())),
    )


def with_guest_role(character: Character, phase: Phase, role: str) -> Character:
    """The character with the sentence or two it adds, as guest star, to the novel it holds
    for `phase` (L110)."""
    held = record(character)
    index = GUEST_PHASES.index(phase)
    roles = list(held.guest_roles) + [""] * max(index + 1 - len(held.guest_roles), 0)
    roles[index] = " ".join(role.split())
    while roles and not roles[-1]:
        roles.pop()
    return replace(character, draft_phases=replace(held, guest_roles=tuple(roles)))


def guest_role(character: Character, phase: Phase) -> str:
    roles = record(character).guest_roles
    index = GUEST_PHASES.index(phase)
    return roles[index] if index < len(roles) else ""


def novel_held(character: Character, phase: Phase) -> str | None:
    """The id of the character whose novel this one holds the card of for `phase`."""
    guest_in = record(character).guest_in
    index = GUEST_PHASES.index(phase)
    return guest_in[index] if index < len(guest_in) else None


_PATTERN_WORDS = (" vs", " in", " and ", " versus ")


def follows_pattern(title: str, name: str) -> bool:
    """Whether a title reads 'Character Name (vs./in.../and) Adventurous Thing!' (L107): it
    starts with the character's name (or a part of it) and goes on with vs., in or and."""
    title = " ".join(title.split()).casefold()
    parts = [name.casefold(), *(p for p in name.casefold().split() if len(p) > 2)]
    for part in parts:
        if title.startswith(part) and any(
            title[len(part) :].startswith(word) for word in _PATTERN_WORDS
        ):
            return True
    return False


def may_costar(guest_id: str, owner_id: str, guest_in: Sequence[str]) -> bool:
    """Whether a character may guest-star in a novel: never its own (L110), never the same
    book twice (L111)."""
    return guest_id != owner_id and owner_id not in guest_in


def _fits(seats: Sequence[str], cards: Sequence[str], earlier: Mapping[str, Sequence[str]]) -> bool:
    return all(may_costar(g, o, earlier.get(g, ())) for g, o in zip(seats, cards, strict=True))


def hand_out(
    seats: Sequence[str], earlier: Mapping[str, Sequence[str]], rng: random.Random
) -> dict[str, str]:
    """The novels' index cards handed out for a guest-star phase: the titles shuffled and dealt
    in seat order; whoever holds a card they may not take trades with the person to their
    right until every card fits (L110-111). `earlier` gives the novels each has already
    guest-starred in. Returns guest id -> id of the novel's star."""
    if len(seats) < GROUP_AT_LEAST:
        raise RulesError(
            f"guest stars need at least {GROUP_AT_LEAST} players (SotC L97): "
            f"{len(seats)} in the group"
        )
    n = len(seats)
    for _shuffle in range(50):
        cards = list(seats)
        rng.shuffle(cards)
        # Trading to the right, round the table, a few times over.
        for _round in range(n):
            for i in range(n):
                guest = seats[i]
                if not may_costar(guest, cards[i], earlier.get(guest, ())):
                    right = (i + 1) % n
                    cards[i], cards[right] = cards[right], cards[i]
            if _fits(seats, cards, earlier):
                return dict(zip(seats, cards, strict=True))
    # Trades that go round in circles: deal the first fitting order instead.
    for cards_tuple in itertools.permutations(seats):
        if _fits(seats, cards_tuple, earlier):
            return dict(zip(seats, cards_tuple, strict=True))
    raise RulesError("no way to hand out the novels so that no one costars in a book twice")


def with_card(character: Character, owner_id: str) -> Character:
    held = record(character)
    return replace(character, draft_phases=replace(held, guest_in=(*held.guest_in, owner_id)))


# Checks ------------------------------------------------------------------------------------


def phase_open(character: Character, phase: Phase) -> list[str]:
    """What the character has not written for `phase` yet (it may move on regardless, save the
    novel's title, which the cards need)."""
    held = record(character)
    out = []
    info = phase_info(phase)
    if not phase_aspects(character, phase):
        out.append(f"{character.name}: no aspect from phase {info.number} ({info.title}) yet")
    if phase is Phase.NOVEL:
        if not held.novel:
            out.append(f"{character.name}: the novel has no title yet (L106)")
        elif not follows_pattern(held.novel, character.name):
            out.append(
                f"{character.name}: '{held.novel}' is not in the pulp pattern "
                "'Name (vs./in.../and) Adventurous Thing!' (L107)"
            )
        if not held.story:
            out.append(f"{character.name}: the novel has no blurb yet (L109)")
    if phase in GUEST_PHASES and not guest_role(character, phase):
        out.append(f"{character.name}: no sentence on the guest star's part yet (L110)")
    return out


def blocking_phase(character: Character, phase: Phase) -> str | None:
    """What stops the character leaving `phase`, or None."""
    if phase is Phase.NOVEL and not record(character).novel:
        return f"{character.name}'s novel needs a title: the cards are its titles (L110)"
    if phase in GUEST_PHASES and novel_held(character, phase) is None:
        return f"{character.name} holds no novel's card yet"
    return None


@dataclass(frozen=True)
class GroupNote:
    """Something a group run leaves open or has wrong, said on one member's file."""

    character_id: str
    key: str
    message: str


def group_notes(characters: Mapping[str, Character]) -> list[GroupNote]:
    """What `check` says about the group: the phase it is in and who it waits on, a group too
    small for guest stars, and cards that name no novel, one's own, or a book twice."""
    group = members(characters.values())
    notes: list[GroupNote] = []
    if not group:
        return notes
    phase = group_phase(group)
    if len(group) < GROUP_AT_LEAST and phase is not None:
        notes.append(
            GroupNote(
                group[0].id,
                "draft",
                f"the five phases need at least {GROUP_AT_LEAST} PCs being made (L97): "
                f"{len(group)} in the group",
            )
        )
    if phase is not None:
        info = phase_info(phase)
        for member in waiting_on(group, phase):
            notes.append(
                GroupNote(
                    member.id,
                    "draft.step",
                    f"still open: phase {info.number} ({info.title}) of the group run",
                )
            )
    for member in group:
        held = record(member)
        for index, owner in enumerate(held.guest_in):
            key = f"draft.guest_in[{index}]"
            star = characters.get(owner)
            if star is None:
                notes.append(GroupNote(member.id, key, f"no character '{owner}' whose novel it is"))
            elif not may_costar(member.id, owner, held.guest_in[:index]):
                why = "its own novel" if owner == member.id else "a novel it already costarred in"
                notes.append(GroupNote(member.id, key, f"a guest star in {why} (L110-111)"))
    return notes


def novel_summary(character: Character, characters: Mapping[str, Character]) -> str:
    """The character's novels in a few lines, for its description when it is finished: its own
    with the guest stars' parts, then those it guest-starred in."""
    held = record(character)
    lines = []
    if held.novel:
        parts = [_stop(held.novel, ":" if held.story else "."), held.story]
        for other in characters.values():
            other_held = record(other)
            for index, owner in enumerate(other_held.guest_in):
                role = other_held.guest_roles[index] if index < len(other_held.guest_roles) else ""
                if owner == character.id and role:
                    parts.append(role)
        lines.append(" ".join(part for part in parts if part))
    for owner in held.guest_in:
        star = characters.get(owner)
        title = record(star).novel if star is not None else ""
        if title:
            lines.append(_stop(f"Guest star in {title}", "."))
    return " ".join(line for line in lines if line)


def _stop(text: str, mark: str) -> str:
    """`text` ended with `mark`, unless it already ends with a stop of its own ("Web!")."""
    return text if text.endswith(("!", "?", ".", "…")) else text + mark
