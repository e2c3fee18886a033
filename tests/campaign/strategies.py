"""Hypothesis strategies for campaign values: characters, scenes and the story, in the
shapes the campaign files can hold.

Every value drawn here is one a file can express exactly, so save -> reload must give it
back unchanged, with one documented exception: a scene's cast order (see `expected_scene`).
Fields the files do not store are left at their defaults; tests/campaign/test_properties.py
checks those separately.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

from hypothesis import strategies as st

from fate_tui.campaign.slugs import check_slug
from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character, CharacterKind, Consequence, ExtraSlot, Stunt
from fate_tui.rules.countdown import Countdown
from fate_tui.rules.errors import InvalidValue
from fate_tui.rules.ruleset import RuleSet, Severity
from fate_tui.rules.scene import Scene, SceneStatus, Zone
from fate_tui.rules.story import Arc, ArcStatus, SessionRecord, Story

RULESETS = ("condensed", "core", "accelerated", "sotc")

# --- text ---------------------------------------------------------------------------

# Characters that make TOML writers work: quotes, backslashes, comment and table signs,
# line breaks, tabs, control characters, line separators, accents, CJK and emoji.
_TRICKY = "\"'\\#[]{}=.,\n\t\r\x00\x01\x1b\x7f\x85\u2028\u00e9\u0301\u540d\U0001f3b2 "
_ALPHABET = st.one_of(
    st.sampled_from(_TRICKY),
    st.characters(codec="utf-8", categories=("L", "N", "P", "S", "Zs")),
)


@cache  # one strategy per size: building the alphabet anew for each draw was most of a run
def free_text(max_size: int = 40) -> st.SearchStrategy[str]:
    """Any text a GM (or a paste) might put in a string, including none."""
    return st.text(_ALPHABET, max_size=max_size)


@cache
def label(max_size: int = 30) -> st.SearchStrategy[str]:
    """A name: text with something visible in it.

    Never empty to begin with: Hypothesis draws the empty text often, and a filter that
    fails three draws in a row gives up the whole example, a campaign half drawn and
    written (half the property tests' examples were thrown away so)."""
    return st.text(_ALPHABET, min_size=1, max_size=max_size).filter(lambda s: s.strip() != "")


@cache
def stripped_label(max_size: int = 30) -> st.SearchStrategy[str]:
    """A name the reader strips (aspect and zone names): written without outer blanks."""
    return label(max_size).map(str.strip).filter(bool)


def _valid_slug(text: str) -> bool:
    try:
        check_slug(text)
    except InvalidValue:
        return False
    return True


slugs = st.from_regex(re.compile(r"[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?"), fullmatch=True).filter(
    _valid_slug
)
"""File-name ids: lower-case letters, digits and dashes."""

# --- aspects ------------------------------------------------------------------------

holders = st.one_of(st.none(), slugs)
"""Who holds a free invoke: a character id, or None (up for grabs)."""


@st.composite
def aspects(draw, kind: AspectKind, owner: str | None, *, boosts: bool = True) -> Aspect:
    """An aspect as a file can hold it; `owner` is what the reader fills in when the file
    names nobody (the character, or the zone), so other owners are written as `on`."""
    is_boost = boosts and draw(st.booleans())
    invokes = tuple(draw(st.lists(holders, min_size=1 if is_boost else 0, max_size=4)))
    return Aspect(
        draw(stripped_label()),
        AspectKind.BOOST if is_boost else kind,
        free_invokes=invokes,
        hidden=draw(st.booleans()),
        owner=draw(st.one_of(st.just(owner), slugs)) if owner else draw(st.none() | slugs),
        style_pair=draw(st.booleans()),
    )


def aspect_lists(kind: AspectKind, owner: str | None, max_size: int = 4, boosts: bool = True):
    """Aspects with distinct names (the rules refuse two of the same name)."""
    return st.lists(
        aspects(kind, owner, boosts=boosts),
        max_size=max_size,
        unique_by=lambda a: a.name.lower(),
    )


# --- characters -----------------------------------------------------------------------

_ROLES = ("high concept", "trouble", "relationship")
_SLOTS = {
    "mild": Severity.MILD,
    "moderate": Severity.MODERATE,
    "severe": Severity.SEVERE,
    "extreme": Severity.EXTREME,
    "mild (physical)": Severity.MILD,
    "mild (mental)": Severity.MILD,
}
ratings = st.integers(-6, 12)


@st.composite
def characters(draw, ruleset: RuleSet, character_id: str) -> Character:
    kind = draw(st.sampled_from(CharacterKind))
    role_aspects = [
        replace(draw(aspects(AspectKind.CHARACTER, character_id, boosts=False)), role=role)
        for role in _ROLES
        if draw(st.booleans())
    ]
    other_aspects = draw(aspect_lists(AspectKind.CHARACTER, character_id, boosts=False))
    every = role_aspects + other_aspects
    names = [a.name.lower() for a in every]
    if len(set(names)) < len(names):  # a role aspect and another one share a name
        every = role_aspects
    skills = draw(st.dictionaries(st.sampled_from(ruleset.characters.skills), ratings, max_size=6))
    if kind.is_nameless:  # minor NPCs and mooks may use their own skill names
        own = label(20).filter(lambda name: ruleset.skill_name(name) is None)
        skills |= draw(st.dictionaries(own, ratings, max_size=2))
    extra_slots = draw(
        st.lists(
            st.builds(
                ExtraSlot,
                name=label(20).filter(lambda n: n not in _SLOTS),
                severity=st.sampled_from(Severity),
                value=st.integers(0, 8),
                track=st.none() | label(12),
            ),
            max_size=2,
            unique_by=lambda slot: slot.name,
        )
    )
    slot_names = {**_SLOTS, **{slot.name: slot.severity for slot in extra_slots}}
    taken = draw(st.lists(st.sampled_from(sorted(slot_names)), unique=True, max_size=3))
    consequences = [
        Consequence(
            slot,
            slot_names[slot],
            draw(label()),
            free_invokes=draw(_consequence_invokes),
            recovering=draw(st.booleans()),
            recovery_elapsed=draw(st.integers(0, 5)),
            taken_this_conflict=draw(st.booleans()),
        )
        for slot in taken
    ]
    return Character(
        id=character_id,
        name=draw(label()),
        kind=kind,
        aspects=tuple(every),
        skills=skills,
        stunts=tuple(draw(st.lists(stunts, max_size=3))),
        fate_points=draw(st.integers(0, 12)),
        refresh=draw(st.none() | st.integers(0, 6)),
        stress_marked=draw(
            st.dictionaries(
                label(12), st.frozensets(st.integers(0, 39), min_size=1, max_size=4), max_size=2
            )
        ),
        stress_boxes=draw(
            st.none()
            | st.dictionaries(
                label(12),
                st.lists(st.integers(1, 6), max_size=5).map(tuple),
                min_size=1,
                max_size=2,
            )
        ),
        consequences=tuple(consequences),
        extra_slots=tuple(extra_slots),
        conditions_marked=draw(st.dictionaries(label(12), st.integers(1, 20), max_size=2)),
        group_size=draw(st.integers(0, 12)),
        player=draw(st.none() | label(20)),
        description=draw(free_text(80)),
        notes=draw(free_text(80)),
        saved_skill_points=draw(st.integers(0, 5)),
        extreme_used=draw(st.booleans()),
        taken_out=draw(st.booleans()),
    )


# A consequence's free invokes: one holder (written as a count and `holder`) or a list.
_consequence_invokes = st.one_of(
    st.just(()),
    st.tuples(slugs, st.integers(1, 3)).map(lambda pair: (pair[0],) * pair[1]),
    st.lists(holders, min_size=1, max_size=3)
    .filter(lambda hs: None in hs or len(set(hs)) > 1)
    .map(tuple),
)

stunts = st.builds(
    Stunt,
    name=label(),
    text=free_text(60),
    refresh_cost=st.none() | st.integers(0, 3),
    fate_point_cost=st.integers(0, 2),
    bonus=st.integers(-2, 4),
    skill=st.none() | label(15),
    action=st.none() | label(15),
    once_per_session=st.booleans(),
    once_per_scene=st.booleans(),
)

# --- scenes ---------------------------------------------------------------------------


@st.composite
def countdowns(draw) -> Countdown:
    boxes = draw(st.integers(1, 8))
    return Countdown(
        draw(label(20)),
        boxes,
        marked=draw(st.integers(0, boxes)),
        triggers=tuple(draw(st.lists(label(20), max_size=2))),
        box_triggers=tuple(
            draw(st.just([]) | st.lists(free_text(12), min_size=boxes, max_size=boxes))
        ),
        outcome=draw(free_text(40)),
        revealed=draw(st.booleans()),
        outcome_revealed=draw(st.booleans()),
    )


@st.composite
def scenes(draw, scene_id: str, character_ids: list[str]) -> Scene:
    names = draw(st.lists(stripped_label(20), max_size=4, unique_by=str.lower))
    edges = set()
    for i in range(len(names)):
        for j in range(i + 1, len(names)):
            if draw(st.booleans()):
                edges.add((i, j))
    zones = []
    for i, name in enumerate(names):
        neighbours = [names[b if a == i else a] for a, b in edges if i in (a, b)]
        borders = tuple((n, draw(st.integers(1, 3))) for n in neighbours if draw(st.booleans()))
        zones.append(
            Zone(
                name,
                tuple(draw(aspect_lists(AspectKind.ZONE, name, max_size=2))),
                tuple(draw(st.permutations(neighbours))),
                draw(free_text(40)),
                borders,
                tuple(n for n, _ in borders if draw(st.booleans())),
            )
        )
    pool = character_ids + draw(st.lists(slugs, max_size=2))
    cast = draw(st.lists(st.sampled_from(pool), unique=True, max_size=5)) if pool else []
    positions = {}
    if names:
        for who in cast:
            if draw(st.booleans()):
                positions[who] = draw(st.sampled_from(names))
    return Scene(
        id=scene_id,
        title=draw(label()),
        status=draw(st.sampled_from(SceneStatus)),
        aspects=tuple(draw(aspect_lists(AspectKind.SITUATION, None))),
        zones=tuple(zones),
        cast=tuple(cast),
        positions=positions,
        gm_pool=draw(st.none() | st.integers(0, 10)),
        countdowns=tuple(draw(st.lists(countdowns(), max_size=2))),
        notes=draw(free_text(80)),
    )


def comparable_character(character: Character) -> Character:
    """`character` with its consequences in slot order. They are a table keyed by slot in
    the file, so after an edit of an existing file they read back in the file's key order
    (a normalisation the format reference does not mention)."""
    ordered = tuple(sorted(character.consequences, key=lambda c: c.slot))
    return replace(character, consequences=ordered)


def expected_scene(scene: Scene) -> Scene:
    """`scene` as it reads back. The one documented normalisation: the file lists in `cast`
    only the characters in no zone, and the others in their zone's `here`, so the cast
    reads back as those in no zone, then each zone's, in zone order."""
    unplaced = [c for c in scene.cast if c not in scene.positions]
    placed = [c for z in scene.zones for c in scene.cast if scene.positions.get(c) == z.name]
    return replace(scene, cast=tuple(unplaced + placed))


# --- the story ------------------------------------------------------------------------


@st.composite
def stories(draw, base: Story, scene_ids: list[str]) -> Story:
    """The story of a campaign made by create_campaign (`base`), its rule set kept."""
    arcs = draw(
        st.lists(
            st.builds(
                Arc,
                id=label(20),
                title=free_text(30),
                status=st.sampled_from(ArcStatus),
                aspects=aspect_lists(AspectKind.SCENARIO, None, max_size=2, boosts=False).map(
                    tuple
                ),
                notes=free_text(40),
            ),
            max_size=3,
            unique_by=lambda arc: arc.id,
        )
    )
    sessions = draw(
        st.lists(
            st.builds(
                SessionRecord,
                number=st.integers(0, 99),
                title=free_text(30),
                date=st.one_of(st.just(""), st.dates().map(str), free_text(12)),
                arc=st.none() | st.sampled_from([a.id for a in arcs] or ["elsewhere"]),
                summary=free_text(60),
                scenes=st.lists(free_text(12), max_size=3).map(tuple),
            ),
            max_size=3,
        )
    )
    return replace(
        base,
        name=draw(label()),
        setting_aspects=tuple(draw(aspect_lists(AspectKind.SETTING, None, boosts=False))),
        arcs=tuple(arcs),
        sessions=tuple(sessions),
        current_arc=draw(st.none() | st.sampled_from([a.id for a in arcs])) if arcs else None,
        current_session=draw(st.integers(0, 99)),
        current_scene=draw(st.none() | st.sampled_from(scene_ids)) if scene_ids else None,
        countdowns=tuple(draw(st.lists(countdowns(), max_size=2))),
        gm_carried=draw(st.integers(0, 5)),
        notes=draw(free_text(80)),
    )
