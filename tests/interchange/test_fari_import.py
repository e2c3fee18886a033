"""Fari characters of every version and in several languages, mapped onto a campaign's rules."""

from __future__ import annotations

import json

import pytest

from fate_tui.interchange.fari_character import read_fari_character
from fate_tui.interchange.fari_sheet import read_sheet
from fate_tui.interchange.sources import NotWhatItClaims, SourceKind, read_source
from fate_tui.rules.character import CharacterKind
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE
from tests.interchange import templates as t
from tests.interchange.builders import FariSection, Sheet, fari_v1, fari_v2, skill, text

ASPECTS = (
    "Smuggler of Stolen Charts",
    "I Owe the Ortega Family",
    "Tomas Taught Me to Sail",
    "Never Lost at Sea",
)


def english_sheet() -> Sheet:
    return t.filled(
        t.EN_CONDENSED,
        "Inés Calderón",
        aspects=ASPECTS,
        stunts=("Chart Reader: +2 to Investigate when I study a map.",),
        notes="Owes 300 crowns.",
        fate_points="2",
        refresh="3",
        marked={0: (1,)},
        box_labels=("1", "1", "1", "1"),  # Average Physique and Will: a fourth box each
        consequences=("Twisted Ankle", "", ""),
        recovering=(True, False, False),
        ratings={
            "Investigate": "4",
            "Burglary": "3",
            "Stealth": "3",
            "Athletics": "2",
            "Contacts": "2",
            "Deceive": "2",
            "Physique": "1",
            "Will": "1",
            "Notice": "1",
            "Lore": "1",
        },
    )


def build(data, ruleset=CONDENSED, file="ines.fari.json", kind=CharacterKind.PC):
    draft = read_fari_character(data, file, kind)
    return draft.build("ines", ruleset), draft.warnings


def check_ines(character):
    assert character.name == "Inés Calderón"
    assert character.high_concept.name == "Smuggler of Stolen Charts"
    assert character.trouble.name == "I Owe the Ortega Family"
    roles = {a.role: a.name for a in character.aspects}
    assert roles["relationship"] == "Tomas Taught Me to Sail"
    assert roles[None] == "Never Lost at Sea"
    assert dict(character.skills) == {
        "Investigate": 4,
        "Burglary": 3,
        "Stealth": 3,
        "Athletics": 2,
        "Contacts": 2,
        "Deceive": 2,
        "Physique": 1,
        "Will": 1,
        "Notice": 1,
        "Lore": 1,
    }
    (stunt,) = character.stunts
    assert (stunt.name, stunt.text) == ("Chart Reader", "+2 to Investigate when I study a map.")
    assert character.fate_points == 2
    assert character.refresh is None  # 3, as Condensed derives it
    assert character.stress_marked == {"physical": frozenset({1})}
    (consequence,) = character.consequences
    assert (consequence.slot, consequence.aspect, consequence.recovering) == (
        "mild",
        "Twisted Ankle",
        True,
    )
    assert "Owes 300 crowns." in character.notes


@pytest.mark.parametrize("version", [3, 4, 5, 6])
def test_every_page_layout_reads_the_same_character(version):
    character, warnings = build(english_sheet().version(version))
    check_ines(character)
    assert warnings == []


def v1_fields():
    return dict(
        name="Inés Calderón",
        aspects=[
            {"name": "High Concept", "value": ASPECTS[0]},
            {"name": "Trouble", "value": ASPECTS[1]},
            {"name": "Relationship", "value": ASPECTS[2]},
            {"name": "Other Aspect", "value": ASPECTS[3]},
        ],
        skills=[
            {"name": name, "value": value}
            for name, value in (
                ("Investigate", "4"),
                ("Burglary", "3"),
                ("Stealth", "3"),
                ("Athletics", "2"),
                ("Contacts", "2"),
                ("Deceive", "2"),
                ("Physique", "1"),
                ("Will", "1"),
                ("Notice", "1"),
                ("Lore", "1"),
            )
        ],
        stunts=[{"name": "Chart Reader", "value": "+2 to Investigate when I study a map."}],
        stressTracks=[
            {"name": "Physical", "value": [False, True, False, False]},
            {"name": "Mental", "value": [False, False, False, False]},
        ],
        consequences=[
            {"name": "Mild", "value": "Twisted Ankle"},
            {"name": "Moderate", "value": ""},
            {"name": "Severe", "value": ""},
        ],
        refresh=3,
        fatePoints=2,
        notes="Owes 300 crowns.",
    )


@pytest.mark.parametrize("make", [fari_v1, fari_v2], ids=["v1", "v2"])
def test_the_first_two_versions_read_their_fixed_fields(make):
    character, warnings = build(make(**v1_fields()))
    # Versions 1 and 2 had no way to mark a consequence as recovering.
    assert character.consequences[0].recovering is False
    check_ines_without_recovery = character.consequences[0].aspect == "Twisted Ankle"
    assert check_ines_without_recovery
    assert character.stress_marked == {"physical": frozenset({1})}
    assert character.high_concept.name == ASPECTS[0]
    assert character.skills["Investigate"] == 4
    assert character.fate_points == 2
    assert warnings == []


def test_spanish_condensed_template():
    sheet = t.filled(
        t.ES_CONDENSED,
        "Inés Calderón",
        aspects=ASPECTS,
        stunts=("Chart Reader: +2 to Investigate when I study a map.",),
        notes="Owes 300 crowns.",
        fate_points="2",
        marked={0: (1,)},
        box_labels=("1", "1", "1", "1"),
        consequences=("Twisted Ankle", "", ""),
        recovering=(True, False, False),
        ratings={
            "Investigar": "4",
            "Robar": "3",
            "Sigilo": "3",
            "Atletismo": "2",
            "Contactos": "2",
            "Engañar": "2",
            "Físico": "1",
            "Voluntad": "1",
            "Percepción": "1",
            "Saber": "1",
        },
    )
    character, warnings = build(sheet.version(3))
    check_ines(character)
    assert warnings == []


def test_german_core_template_version_4():
    sheet = t.filled(
        t.DE_CORE,
        "Lotte Brenner",
        aspects=("Zollbeamtin mit Gewissen", "Spielschulden", "Mein Bruder Karl"),
        stunts=("Aktenfresserin: +2 auf Nachforschung in Archiven.",),
        fate_points="1",
        marked={1: (0,)},
        box_labels=("1", "2", "3"),
        consequences=("", "Gebrochene Hand", ""),
        ratings={
            "Nachforschung": "4",
            "Wahrnehmung": "3",
            "Kontakte": "3",
            "Wille": "2",
            "Kraft": "1",
            "Diebeskünste": "2",
            "Täuschung": "1",
        },
    )
    character, warnings = build(sheet.version(4), CORE)
    assert character.high_concept.name == "Zollbeamtin mit Gewissen"
    assert character.trouble.name == "Spielschulden"
    assert [a.role for a in character.aspects] == ["high concept", "trouble", "relationship"]
    assert character.skills["Investigate"] == 4
    assert character.skills["Physique"] == 1
    assert character.skills["Burglary"] == 2
    assert character.stress_marked == {"mental": frozenset({0})}
    assert [(c.slot, c.aspect) for c in character.consequences] == [("moderate", "Gebrochene Hand")]
    assert character.stunts[0].name == "Aktenfresserin"
    assert warnings == []


def test_italian_core_template_version_6_with_html_values():
    sheet = t.filled(
        t.IT_CORE,
        "Marco Ferri",
        aspects=("Ex Soldato<br>", "Troppi Nemici"),
        stunts=("RETAGGIO SOLDIER<br>",),
        ratings={
            "COMBATTERE": "4",
            "SPARARE": "3",
            "FISICO": "3",
            "VOLONTA'": "2",
            "FURTIVITA'": "1",
        },
        consequences=("Graffio", "", ""),
    )
    character, warnings = build(sheet.version(6), CORE)
    assert character.high_concept.name == "Ex Soldato"
    assert character.stunts[0].name == "RETAGGIO SOLDIER"
    assert dict(character.skills) == {
        "Fight": 4,
        "Shoot": 3,
        "Physique": 3,
        "Will": 2,
        "Stealth": 1,
    }
    assert character.consequences[0].aspect == "Graffio"
    # Core's Physique Good gives a third physical box the template does not have.
    assert any("stress_boxes.physical" in w for w in warnings)


@pytest.mark.parametrize(
    ("lang", "ratings"),
    [
        (
            t.FR_ACCELERATED,
            {
                "astucieux": "3",
                "flamboyant": "2",
                "puissant": "0",
                "rapide": "1",
                "soigneux": "1",
                "sournois": "2",
            },
        ),
        (
            t.PT_ACCELERATED,
            {
                "esperto": "3",
                "estiloso": "2",
                "forte": "0",
                "ágil": "1",
                "Cuidadoso": "1",
                "Sorrateiro": "2",
            },
        ),
        (
            t.DE_ACCELERATED,
            {
                "SCHARFSINNIG": "3",
                "TOLLKÜHN": "2",
                "KRAFTVOLL": "0",
                "FLINK": "1",
                "SORGFÄLTIG": "1",
                "TÜCKISCH": "2",
            },
        ),
    ],
    ids=["french", "portuguese", "german"],
)
def test_accelerated_templates_in_other_languages(lang, ratings):
    sheet = t.filled(
        lang,
        "Zoé",
        aspects=("Pilote de Zeppelin", "Trop Curieuse"),
        stunts=("Virage serré : +2 pour surmonter rapidement en vol.",),
        marked={0: (2,)},
        consequences=("Bosse", "", ""),
        ratings=ratings,
    )
    character, warnings = build(
        sheet.version(4 if lang is not t.DE_ACCELERATED else 6), ACCELERATED
    )
    assert dict(character.skills) == {
        "Clever": 3,
        "Flashy": 2,
        "Forceful": 0,
        "Quick": 1,
        "Careful": 1,
        "Sneaky": 2,
    }
    assert character.high_concept.name == "Pilote de Zeppelin"
    assert character.trouble.name == "Trop Curieuse"
    assert character.stress_marked == {"stress": frozenset({2})}
    assert character.consequences[0].aspect == "Bosse"
    assert character.stunts[0].name == "Virage serré"
    assert warnings == []


def test_a_skill_not_on_the_list_is_a_warning_and_kept_in_the_notes():
    sheet = english_sheet()
    sheet.sections[7].blocks.append(skill("Pilot", "3"))
    character, warnings = build(sheet.version(5))
    assert "Pilot" not in character.skills
    assert any("Skills / Pilot" in w and "not a skill of Fate Condensed" in w for w in warnings)
    assert "Skills / Pilot: Pilot Good (+3)" in character.notes


def test_a_rating_beyond_the_ladder_is_kept_and_reported():
    sheet = english_sheet()
    sheet.sections[7].blocks[0]["value"] = "9"  # Academics
    character, warnings = build(sheet.version(5))
    assert character.skills["Academics"] == 9
    assert any(
        "Skills / Academics" in w and "beyond Fate Condensed's ladder" in w for w in warnings
    )


def test_a_rating_that_is_not_a_number_goes_to_the_notes():
    sheet = english_sheet()
    sheet.sections[7].blocks[0]["value"] = "lots"
    character, warnings = build(sheet.version(5))
    assert "Academics" not in character.skills
    assert any("Skills / Academics" in w for w in warnings)
    assert "Academics lots" in character.notes


def test_a_different_refresh_is_kept_as_an_override_with_a_warning():
    sheet = english_sheet()
    sheet.sections[3].blocks[0]["meta"]["max"] = "2"
    character, warnings = build(sheet.version(5))
    assert character.refresh == 2
    assert any("refresh 2 where Fate Condensed gives 3" in w for w in warnings)


def test_blocks_with_no_place_on_the_sheet_go_into_the_notes_not_away():
    extra = FariSection("Gear", "left", [text("Boat", "The <b>Gull</b>, a leaky ketch")])
    sheet = t.filled(t.EN_CONDENSED, "Inés", aspects=ASPECTS, extra_sections=(extra,))
    character, _ = build(sheet.version(5))
    assert "Gear / Boat: The Gull, a leaky ketch" in character.notes
    assert "evilhat" not in character.notes  # the template's credits are not the character's


def test_an_empty_template_reads_as_an_empty_character_named_after_the_file():
    sheet = t.filled(t.EN_CONDENSED, "")
    character, warnings = build(sheet.version(3), file="Fate Condensed.json")
    assert character.name == "Fate Condensed"
    assert character.aspects == ()
    assert character.skills == {}
    assert warnings == ["name: the sheet has no name; called 'Fate Condensed'"]


def test_a_fari_sheet_of_another_game_is_refused():
    dnd = Sheet(
        "Thorin",
        [
            FariSection("Ability Scores", "left", [skill("Strength", "+3"), skill("Dex", "+1")]),
            FariSection("Hit Points", "right", [text("HP", "24")]),
        ],
        "DnD5e",
    )
    with pytest.raises(NotWhatItClaims, match="a Fari sheet of another game"):
        read_fari_character(dnd.version(6), "thorin.fari.json")


def test_a_broken_page_layout_names_the_key_path():
    data = english_sheet().version(5)
    data["pages"][0]["rows"][0]["columns"][1]["sections"] = "oops"
    with pytest.raises(NotWhatItClaims, match=r"pages\[0\]\.rows\[0\]\.columns\[1\]\.sections"):
        read_fari_character(data, "ines.fari.json")


def test_minor_npcs_keep_their_own_skills():
    sheet = t.filled(t.EN_CONDENSED, "Dock Thug", aspects=("Big and Mean",))
    sheet.sections[7].blocks.append(skill("Getting into Bar Fights", "2"))
    character, warnings = build(sheet.version(6), kind=CharacterKind.MINOR_NPC)
    assert character.skills == {"GETTING INTO BAR FIGHTS": 2}
    assert character.kind is CharacterKind.MINOR_NPC
    assert warnings == []


@pytest.mark.parametrize("version", [1, 2, 3, 4, 5, 6])
def test_a_file_without_a_version_is_read_by_its_shape(version, tmp_path):
    if version < 3:
        data = (fari_v1 if version == 1 else fari_v2)(**v1_fields())
    else:
        data = english_sheet().version(version)
    del data["version"]
    data.pop("fariType", None)
    path = tmp_path / "ines.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    source = read_source(path)
    assert source.kind is SourceKind.FARI_CHARACTER
    # Version 6 only wrote labels in capitals: its layout is version 5's.
    assert read_sheet(source.documents[0], "ines.json").version == min(version, 5)
    character, warnings = build(source.documents[0])
    assert character.name == "Inés Calderón" and character.skills["Investigate"] == 4
    assert character.stress_marked == {"physical": frozenset({1})}
    assert warnings == []
