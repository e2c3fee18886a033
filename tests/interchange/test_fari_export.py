"""Characters exported to Fari's current format, and back again unchanged."""

from __future__ import annotations

import json
from dataclasses import fields, replace
from pathlib import Path

import pytest

from fate_tui.campaign.store import CampaignStore
from fate_tui.interchange.fari_character import read_fari_character
from fate_tui.interchange.fari_export import character_fari, character_fari_data
from fate_tui.interchange.sources import SourceKind, read_source
from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character, CharacterKind, Consequence, ExtraSlot, Stunt
from fate_tui.rules.ruleset import Severity
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, SOTC

CAMPAIGNS = Path(__file__).resolve().parents[2] / "campaigns"


def ruth() -> Character:
    return Character(
        id="ruth",
        name="Ruth Kincaid",
        player="Anna",
        aspects=(
            Aspect("Disgraced Inquisitor", AspectKind.CHARACTER, owner="ruth", role="high concept"),
            Aspect("My Sister Still Believes", AspectKind.CHARACTER, owner="ruth", role="trouble"),
            Aspect("Salt in My Veins", AspectKind.CHARACTER, owner="ruth"),
        ),
        skills={"Investigate": 4, "Fight": 3, "Will": 3, "Lore": 2, "Physique": 5},
        stunts=(
            Stunt(
                "Inquisitor's Eye",
                "+2 when I search a <rite> site.",
                bonus=2,
                skill="Investigate",
                action="overcome",
            ),
            Stunt(
                "Second Wind",
                "Once per session, clear a box.",
                once_per_session=True,
                refresh_cost=1,
                fate_point_cost=1,
            ),
        ),
        fate_points=2,
        stress_marked={"physical": frozenset({0, 2})},
        consequences=(
            Consequence("mild", Severity.MILD, "Nasty Bite", recovering=True, recovery_elapsed=1),
            Consequence("mild (physical)", Severity.MILD, "Singed Hand"),
        ),
        extra_slots=(ExtraSlot("Hard to Kill", Severity.MODERATE, 4, "physical"),),
        description="Tall, grey-eyed.\nNever without a lantern.",
        notes="Knows where the ledger is.",
    )


def same(a: Character, b: Character) -> list[str]:
    return [f.name for f in fields(a) if getattr(a, f.name) != getattr(b, f.name)]


def round_trip(character: Character, ruleset) -> tuple[Character, list[str]]:
    data = json.loads(character_fari(character, ruleset, now=0))
    draft = read_fari_character(data, "export.fari.json")
    return draft.build(character.id, ruleset), draft.warnings


def test_a_pc_comes_back_the_same():
    back, warnings = round_trip(ruth(), CONDENSED)
    assert same(ruth(), back) == []
    assert warnings == []


@pytest.mark.parametrize("ruleset", [CONDENSED, CORE, ACCELERATED, SOTC], ids=lambda r: r.name)
def test_npcs_and_mooks_come_back_the_same(ruleset):
    skill = ruleset.characters.skills[0]
    mooks = Character(
        id="thugs",
        name="Dock Thugs",
        kind=CharacterKind.MOOK_GROUP,
        skills={"Breaking Heads": 2, skill: 1},
        stress_boxes={"stress": (1, 1)},
        stress_marked={"stress": frozenset({1})},
        group_size=4,
        has_consequences=True,
    )
    major = Character(
        id="hesper", name="Hesper", kind=CharacterKind.MAJOR_NPC, skills={skill: 3}, fate_points=1
    )
    for character in (mooks, major):
        back, _ = round_trip(character, ruleset)
        assert same(character, back) == []


@pytest.mark.parametrize(
    "campaign", ["ashen-coast", "brass-leviathan", "glasshouse-heist", "windward-post"]
)
def test_every_bundled_character_comes_back_the_same(campaign):
    store = CampaignStore.load(CAMPAIGNS / campaign)
    for character in store.state.characters.values():
        back, _ = round_trip(character, store.state.ruleset)
        # Fari's text blocks do not keep the blank line a TOML multi-line string ends with,
        # and Fari has no hidden aspects: the GM's own export keeps a hidden one (Steward
        # Pike's) as an ordinary aspect.
        expected = replace(
            character,
            description=character.description.strip(),
            notes=character.notes.strip(),
            aspects=tuple(replace(a, hidden=False) for a in character.aspects),
        )
        assert same(expected, back) == [], character.id


def test_the_file_is_what_fari_imports_version_6_of_its_fate_template():
    data = character_fari_data(ruth(), CONDENSED, now=1700000000)
    assert data["fariType"] == "character"  # Fari's import checks this, then migrates
    assert data["version"] == 6
    assert set(data) == {
        "id",
        "name",
        "lastUpdated",
        "wide",
        "pages",
        "version",
        "playedDuringTurn",
        "fariType",
    }
    (page,) = data["pages"]
    (row,) = page["rows"]
    left, right = row["columns"]
    assert [s["label"] for s in left["sections"]] == [
        "ASPECTS",
        "STUNTS & EXTRAS",
        "FATE POINTS",
        "OTHER",
    ]
    assert [s["label"] for s in right["sections"]] == ["STRESS", "CONSEQUENCES", "SKILLS"]
    aspects = left["sections"][0]["blocks"]
    assert [b["label"] for b in aspects] == [
        "HIGH CONCEPT",
        "TROUBLE",
        "RELATIONSHIP",
        "OTHER ASPECT",
        "OTHER ASPECT",
    ]
    skills = right["sections"][2]["blocks"]
    assert [b["label"] for b in skills] == [s.upper() for s in CONDENSED.characters.skills]
    assert all(b["type"] == "Skill" and b["meta"] == {"commands": ["4dF"]} for b in skills)
    fate_points = left["sections"][2]["blocks"][0]
    # two stunts, one costing 1, fill two of the three free slots
    assert fate_points["meta"] == {"isMainPointCounter": True, "max": "3"}
    physical = right["sections"][0]["blocks"][0]
    assert physical["label"] == "PHYSICAL"
    assert [(b["label"], b["checked"]) for b in physical["value"]][:3] == [
        ("1", True),
        ("1", False),
        ("1", True),
    ]
    ids = [s["id"] for s in left["sections"] + right["sections"]]
    assert len(set(ids)) == len(ids)
    assert data == character_fari_data(ruth(), CONDENSED, now=1700000000)  # stable


def test_accelerated_exports_approaches_and_one_stress_track():
    character = Character(id="kit", name="Kit", skills={"Quick": 3, "Careful": 0})
    data = character_fari_data(character, ACCELERATED, now=0)
    right = data["pages"][0]["rows"][0]["columns"][1]["sections"]
    assert right[2]["label"] == "APPROACHES"
    assert [b["label"] for b in right[0]["blocks"]] == ["STRESS"]
    values = {b["label"]: b["value"] for b in right[2]["blocks"]}
    assert values["QUICK"] == "3" and values["CAREFUL"] == "0" and values["SNEAKY"] == ""


def test_an_exported_file_is_recognised_as_a_fari_character(tmp_path):
    path = tmp_path / "ruth.fari.json"
    path.write_text(character_fari(ruth(), CONDENSED), encoding="utf-8")
    assert read_source(path).kind is SourceKind.FARI_CHARACTER
