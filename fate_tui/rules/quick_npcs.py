"""NPCs in seconds: the shape each rule set's text gives an NPC made on the spot.

Fate Condensed (fate-condensed-srd.txt L1040-1062) knows two kinds: a major NPC, made as a PC
is, and a minor NPC, defined only as far as the scene needs: one aspect that says what they
are (one or two more if something about them matters), one or two skills (a listed one or one
made up, "Fair (+2) at Getting into Bar Fights"), zero to three stress boxes, and no
consequence slots. A group of the same nameless NPCs acts as one (a mook group). The Fate Core
chapters and the Accelerated excerpt stop before their NPC chapters, so their quick NPCs follow
the published games (docs/rules-coverage.md, "Values from the published games"): Core's
nameless NPCs of Average, Fair or Good quality and its supporting NPCs; Accelerated's mooks,
good at one or two things and bad at one. Spirit of the Century's minions are Average, Fair or
Good, their quality their skill in one kind of conflict and their stress boxes each
(spirit-of-the-century-srd.txt L461-462).

The GM names the skills; the numbers here are what the text gives when the GM does not say.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.errors import InvalidValue, parse_choice
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.ruleset_harm import StressMode
from fate_tui.rules.sotc_minions import MINION_QUALITIES, minion_group


class QuickKind(StrEnum):
    """What the GM asks for: a nameless NPC, a group of them, someone the story will meet again
    (supporting), or someone it turns on (main)."""

    NAMELESS = "nameless"
    MOOKS = "mooks"
    SUPPORTING = "supporting"
    MAIN = "main"


@dataclass(frozen=True)
class QuickShape:
    """What a quick NPC of one kind is under one rule set."""

    kind: CharacterKind
    ratings: tuple[int, ...]
    """The ratings the skills the GM names take, best first (a third name takes the last)."""
    stress: int | None
    """Stress boxes (each mook's, in a group); None: the tracks a PC would have."""
    group_size: int
    aspects: int
    """How many aspects the text suggests; the first says what they are."""
    source: str
    advice: str
    """The text's guidance, in a line."""


_CONDENSED = {
    QuickKind.NAMELESS: QuickShape(
        CharacterKind.MINOR_NPC,
        (2,),
        1,
        1,
        1,
        "CON L1046-1058",
        "one aspect for what they are, a skill or two, 0 to 3 stress boxes, no consequences",
    ),
    QuickKind.MOOKS: QuickShape(
        CharacterKind.MOOK_GROUP,
        (1,),
        1,
        4,
        1,
        "CON L1046-1058, L1062",
        "minor NPCs acting as one: each mook falls once its boxes are full",
    ),
    QuickKind.SUPPORTING: QuickShape(
        CharacterKind.MINOR_NPC,
        (3, 2),
        3,
        1,
        3,
        "CON L1052-1058",
        "a minor NPC worth remembering: an aspect or two more, perhaps a stunt, 3 boxes",
    ),
    QuickKind.MAIN: QuickShape(
        CharacterKind.MAJOR_NPC,
        (),
        None,
        1,
        1,
        "CON L1042-1044",
        "made as a PC is, and may go past a PC's limits; fill the sheet as the story needs",
    ),
}

_CORE = {
    QuickKind.NAMELESS: QuickShape(
        CharacterKind.MINOR_NPC,
        (2, 1),
        1,
        1,
        1,
        "published (Fate Core, nameless NPCs); COR L779-781",
        "Fair quality: a Fair skill and an Average one, one stress box, no consequences",
    ),
    QuickKind.MOOKS: QuickShape(
        CharacterKind.MOOK_GROUP,
        (1,),
        0,
        4,
        1,
        "published (Fate Core, nameless NPCs and mobs); COR L779-781",
        "Average quality: an Average skill, no stress boxes: any hit takes one out",
    ),
    QuickKind.SUPPORTING: QuickShape(
        CharacterKind.MINOR_NPC,
        (3, 2, 1),
        2,
        1,
        3,
        "published (Fate Core, supporting NPCs)",
        "a high concept, a trouble and another aspect, a peak skill and two below it",
    ),
    QuickKind.MAIN: QuickShape(
        CharacterKind.MAJOR_NPC,
        (),
        None,
        1,
        1,
        "published (Fate Core, main NPCs)",
        "made as a PC is, and may go past a PC's limits; fill the sheet as the story needs",
    ),
}

_ACCELERATED = {
    QuickKind.NAMELESS: QuickShape(
        CharacterKind.MINOR_NPC,
        (2, -2),
        1,
        1,
        1,
        "published (Fate Accelerated, mooks)",
        "good (+2) at one thing, bad (-2) at another, one stress box at most",
    ),
    QuickKind.MOOKS: QuickShape(
        CharacterKind.MOOK_GROUP,
        (2, -2),
        0,
        4,
        1,
        "published (Fate Accelerated, mooks)",
        "good (+2) at one thing, bad (-2) at another, no stress: any hit takes one out",
    ),
    QuickKind.SUPPORTING: QuickShape(
        CharacterKind.MINOR_NPC,
        (2, 2, -2),
        2,
        1,
        3,
        "published (Fate Accelerated, named NPCs)",
        "a few aspects, good at two things and bad at one, two stress boxes",
    ),
    QuickKind.MAIN: QuickShape(
        CharacterKind.MAJOR_NPC,
        (),
        None,
        1,
        1,
        "published (Fate Accelerated, main NPCs)",
        "made as a PC is, approaches and all; fill the sheet as the story needs",
    ),
}

_SOTC = {
    QuickKind.NAMELESS: QuickShape(
        CharacterKind.MINOR_NPC,
        (2,),
        2,
        1,
        1,
        "SOC L461-462",
        "a Fair minion alone: Fair in its kind of conflict, two stress boxes",
    ),
    QuickKind.MOOKS: QuickShape(
        CharacterKind.MOOK_GROUP,
        (1,),
        1,
        4,
        1,
        "SOC L461-466",
        "Average, Fair or Good minions: the quality is their skill and each one's boxes",
    ),
    QuickKind.SUPPORTING: QuickShape(
        CharacterKind.MINOR_NPC,
        (3, 2),
        3,
        1,
        2,
        "SOC L461-462; published (Spirit of the Century, supporting characters)",
        "a Good hand with a couple of aspects, three stress boxes, no consequences",
    ),
    QuickKind.MAIN: QuickShape(
        CharacterKind.MAJOR_NPC,
        (),
        None,
        1,
        1,
        "SOC L96-116",
        "made as a PC is; fill the sheet as the story needs",
    ),
}

_SHAPES = {"condensed": _CONDENSED, "core": _CORE, "accelerated": _ACCELERATED, "sotc": _SOTC}


def quick_kind(value: QuickKind | str) -> QuickKind:
    return parse_choice(QuickKind, value, "a quick NPC")


def shape(ruleset: RuleSet, kind: QuickKind | str) -> QuickShape:
    """The shape the rule set's text gives a quick NPC of `kind` (Condensed's for a rule set
    of the GM's own)."""
    return _SHAPES.get(ruleset.name, _CONDENSED)[quick_kind(kind)]


def quick_npc(
    ruleset: RuleSet,
    kind: QuickKind | str,
    character_id: str,
    name: str,
    *,
    aspects: Sequence[str] = (),
    skills: Sequence[str] = (),
    ratings: Mapping[str, int] | None = None,
    stress: int | None = None,
    group_size: int | None = None,
    quality: int | None = None,
) -> Character:
    """A quick NPC of `kind`: the `skills` named take the shape's ratings in order (or those
    given in `ratings`); `stress` boxes (each mook's) and `group_size` default to the shape's.
    The first aspect says what they are (for a main NPC, their high concept).

    Spirit of the Century's minions take their `quality` (Average 1, Fair 2, Good 3) as their
    skill and each one's stress boxes (L461)."""
    form = shape(ruleset, kind)
    rated = {skill: rating for skill, rating in _rated(form, skills)}
    rated.update(ratings or {})
    boxes = form.stress if stress is None else stress
    size = form.group_size if group_size is None else group_size
    if quality is not None:
        if ruleset.name != "sotc":
            raise InvalidValue("a minion's quality is Spirit of the Century's (SOC L461)")
        if quality not in MINION_QUALITIES:
            raise InvalidValue(f"minions are Average, Fair or Good (1 to 3), not {quality}")
        rated = dict.fromkeys(rated, quality)
        boxes = quality
    made = tuple(
        Aspect(
            text.strip(),
            AspectKind.CHARACTER,
            owner=character_id,
            role="high concept" if i == 0 and not form.kind.is_nameless else None,
        )
        for i, text in enumerate(a for a in aspects if a.strip())
    )
    if not form.kind.is_nameless:
        return Character(character_id, name, form.kind, aspects=made, skills=rated)
    limit = ruleset.characters.minor_npc_max_stress
    if boxes is None or not 0 <= boxes <= limit:
        raise InvalidValue(f"a nameless NPC has 0 to {limit} stress boxes, not {boxes}")
    if form.kind is CharacterKind.MOOK_GROUP:
        if ruleset.name == "sotc" and boxes in MINION_QUALITIES:
            # Each minion's boxes are its quality (L461).
            group = minion_group(character_id, name, boxes, max(size, 1), TRACK)
        else:
            group = Character(character_id, name, form.kind, has_consequences=False)
        if size < 1:
            raise InvalidValue(f"a group needs at least one member, not {size}")
        return replace(
            group,
            aspects=made,
            skills=rated,
            stress_boxes={TRACK: _boxes(boxes, ruleset)},
            group_size=size,
            has_consequences=False,
        )
    return Character(
        character_id,
        name,
        form.kind,
        aspects=made,
        skills=rated,
        stress_boxes={TRACK: _boxes(boxes, ruleset)},
        has_consequences=False,
    )


TRACK = "stress"
"""The one track a nameless NPC's boxes make (`stress_boxes = 2` in its file)."""


def _rated(form: QuickShape, skills: Sequence[str]) -> list[tuple[str, int]]:
    named = [s.strip() for s in skills if s.strip()]
    if not form.ratings:  # a main NPC's skills are set on the sheet, as a PC's are
        return []
    return [(skill, form.ratings[min(i, len(form.ratings) - 1)]) for i, skill in enumerate(named)]


def _boxes(count: int, ruleset: RuleSet) -> tuple[int, ...]:
    """`count` boxes as the rule set's tracks number them (one-point boxes, or 1, 2, 3...)."""
    if ruleset.stress.mode is StressMode.ONE_POINT_BOXES:
        return (1,) * count
    return tuple(range(1, count + 1))
