"""Every Fate template Fari ships, in every language, filled and imported: nothing is lost
without a warning that names it, and `check` passes after each import."""

from __future__ import annotations

import json

import pytest

from fate_tui.cli import main
from fate_tui.interchange.fari_character import read_fari_character
from fate_tui.interchange.sources import NotWhatItClaims
from fate_tui.rules.rulesets import RULESETS
from tests.interchange import templates as t
from tests.interchange.builders import FariSection, Sheet, skill, text
from tests.interchange.conftest import load

# Skills Fari's templates name but whose meaning is not certain: reported, kept in the notes.
UNCERTAIN = {"discrezione"}
PYRAMID = ("4", "3", "3", "2", "2", "2", "1", "1", "1", "1")
APPROACHES = ("3", "2", "2", "1", "1", "0")


def filled_template(lang: t.Lang, ratings: dict[str, str]) -> Sheet:
    return t.filled(
        lang,
        "Ada Quill",
        aspects=(
            "Sky Pirate Captain",
            "Wanted in Three Ports",
            "My Sister Runs the Guild",
            "Old Debts",
        ),
        stunts=("Hard to Pin Down: +2 to defend with cover.",),
        notes="Owes the guild a favour.",
        fate_points="2",
        marked={0: (0,)},
        consequences=("Bruised Ribs", "", ""),
        recovering=(True, False, False),
        ratings=ratings,
    )


@pytest.mark.parametrize("file", list(t.FARI_TEMPLATES), ids=lambda f: f.split("/")[-1])
@pytest.mark.parametrize("version", [4, 6])
def test_every_template_maps_every_label(file, version):
    lang, rules = t.FARI_TEMPLATES[file]
    ruleset = RULESETS[rules]
    ratings = {label: "1" for label in lang.skill_names}
    sheet = filled_template(lang, ratings).version(version)
    draft = read_fari_character(sheet, "ada.fari.json")
    character = draft.build("ada", ruleset)
    warnings = draft.warnings
    assert character.high_concept.name == "Sky Pirate Captain"
    assert character.trouble.name == "Wanted in Three Ports"
    assert len(character.aspects) == 4
    # Every skill or approach label is read as one of the rule set's, each a different one.
    uncertain = [label for label in lang.skill_names if label.casefold() in UNCERTAIN]
    assert len(character.skills) == len(lang.skill_names) - len(uncertain)
    assert set(character.skills) <= set(ruleset.characters.skills)
    (stunt,) = character.stunts
    assert stunt.name == "Hard to Pin Down"
    (consequence,) = character.consequences
    assert (consequence.severity.value, consequence.aspect) == ("mild", "Bruised Ribs")
    assert consequence.recovering is True
    first_track = next(iter(character.stress_marked))
    assert character.stress_marked[first_track] == frozenset({0})
    assert character.fate_points == 2
    assert "Owes the guild a favour." in character.notes
    unexpected = [
        w
        for w in warnings
        if "stress_boxes" not in w and not any(u in w.casefold() for u in UNCERTAIN)
    ]
    assert unexpected == []


@pytest.mark.parametrize("file", list(t.FARI_TEMPLATES), ids=lambda f: f.split("/")[-1])
def test_every_template_imports_and_checks(file, make_campaign, write_json, capsys):
    lang, rules = t.FARI_TEMPLATES[file]
    camp = make_campaign(rules)
    labels = [s for s in lang.skill_names if s.casefold() not in UNCERTAIN]
    shape = APPROACHES if rules == "accelerated" else PYRAMID
    sheet = filled_template(lang, dict(zip(labels, shape, strict=False))).version(6)
    path = write_json("ada.fari.json", sheet)
    assert main(["import", str(path), "--into", str(camp)]) == 0
    capsys.readouterr()
    assert main(["check", str(camp)]) == 0, capsys.readouterr().out


def build(sheet: Sheet, rules: str = "condensed", version: int = 6):
    draft = read_fari_character(sheet.version(version), "sheet.fari.json")
    return draft.build("ada", RULESETS[rules]), draft.warnings


@pytest.mark.parametrize(
    ("lang", "pairs"),
    [
        (t.DE_CONDENSED, {"Bildung": "Academics", "Spezialwissen": "Lore"}),
        (t.IT_CONDENSED, {"Artigianato": "Crafts"}),
        (t.PT_CONDENSED, {"Estudos": "Academics", "vigor": "Physique"}),
        (t.FR_CORE, {"métiers": "Crafts", "observation": "Notice", "sociabilité": "Rapport"}),
        (t.ES_ACCELERATED, {"cauto": "Careful"}),
        (t.TR_CONDENSED, {"Farkındalık": "Notice", "Gözlem": "Investigate", "Beden": "Physique"}),
        (t.PL_CONDENSED, {"nauka": "Academics", "wiedza tajemna": "Lore", "relacje": "Rapport"}),
    ],
    ids=["de", "it", "pt-br", "fr", "es", "tr", "pl"],
)
def test_the_skills_the_issue_names_mean_what_the_rules_text_calls_them(lang, pairs):
    rules = "core" if lang is t.FR_CORE else "accelerated" if lang is t.ES_ACCELERATED else None
    ratings = dict.fromkeys(lang.skill_names, "")
    for n, label in enumerate(pairs):
        ratings[label] = str(n + 1)
    character, _ = build(filled_template(lang, ratings), rules or "condensed")
    for n, meaning in enumerate(pairs.values()):
        assert character.skills[meaning] == n + 1


def test_german_condensed_consequences_keep_their_recovery():
    character, warnings = build(filled_template(t.DE_CONDENSED, {}))
    assert [(c.slot, c.recovering) for c in character.consequences] == [("mild", True)]
    assert not [w for w in warnings if "Leichte" in w or "notes" in w]


def test_polish_stress_tracks_and_turkish_aspects():
    character, _ = build(filled_template(t.PL_CONDENSED, {}))
    assert character.stress_marked == {"physical": frozenset({0})}
    assert [a.role for a in character.aspects][:3] == ["high concept", "trouble", "relationship"]
    character, _ = build(filled_template(t.TR_CONDENSED, {}))
    assert [a.role for a in character.aspects][:3] == ["high concept", "trouble", "relationship"]
    assert len(character.stunts) == 1 and len(character.consequences) == 1


def test_fate_core_general_template():
    sheet = t.general(
        "Ada Quill",
        skill_rows={4: "Fight", 3: "Athletics, Notice", 2: "Will; Physique"},
        aspects=("Sky Pirate Captain", "Wanted in Three Ports", "Old Debts"),
        stunts=("Hard to Pin Down: +2 to defend with cover.",),
        consequences=("", "Cracked Ribs", ""),
        recovering=(False, True, False),
        marked={0: (1,)},
        extras="A clockwork parrot",
        description="Tall, scarred, laughing.",
    )
    character, warnings = build(sheet, "core")
    assert dict(character.skills) == {
        "Fight": 4,
        "Athletics": 3,
        "Notice": 3,
        "Will": 2,
        "Physique": 2,
    }
    assert character.saved_skill_points == 1
    assert [(c.slot, c.aspect, c.recovering) for c in character.consequences] == [
        ("moderate", "Cracked Ribs", True)
    ]
    assert character.stress_marked == {"physical": frozenset({1})}
    assert character.description == "Tall, scarred, laughing."
    assert "A clockwork parrot" in character.notes
    assert character.fate_points == 3
    assert any("in the notes" in w and "EXTRAS" in w for w in warnings)
    assert not [w for w in warnings if "no such track" in w]


def test_fate_accelerated_general_template():
    sheet = t.general(
        "Zoé",
        approaches={
            "Careful": "1",
            "Clever": "3",
            "Flashy": "2",
            "Forceful": "0",
            "Quick": "2",
            "Sneaky": "1",
        },
        aspects=("Zeppelin Pilot", "Too Curious"),
        stunts=("Tight Turn: +2 to overcome quickly in flight.",),
        consequences=("Bump on the Head", "", ""),
        marked={0: (2,)},
    )
    character, warnings = build(sheet, "accelerated")
    assert character.skills["Clever"] == 3 and character.skills["Forceful"] == 0
    assert [s.name for s in character.stunts] == ["Tight Turn"]  # not two stunts "description"
    assert character.stress_marked == {"stress": frozenset({2})}
    assert character.consequences[0].aspect == "Bump on the Head"
    assert warnings == []


def test_an_approach_left_empty_is_mediocre_and_check_passes(make_campaign, write_json, capsys):
    ratings = {"Careful": "2", "Clever": "1", "Forceful": "1", "Flashy": "3", "Quick": "2"}
    sheet = filled_template(t.EN_ACCELERATED, ratings)  # Sneaky left at "", Fari's default
    character, warnings = build(sheet, "accelerated")
    assert character.skills["Sneaky"] == 0
    assert warnings == []
    camp = make_campaign("accelerated")
    path = write_json("zoe.fari.json", sheet.version(6))
    assert main(["import", str(path), "--into", str(camp)]) == 0
    assert main(["check", str(camp)]) == 0, capsys.readouterr().out


def test_an_approach_missing_from_the_sheet_is_said():
    sheet = filled_template(t.EN_ACCELERATED, {"Careful": "2"})
    sheet.sections[7].blocks = sheet.sections[7].blocks[:5]  # no Sneaky block at all
    character, warnings = build(sheet, "accelerated")
    assert character.skills["Sneaky"] == 0
    assert any("Sneaky not on the sheet; Mediocre (+0)" in w for w in warnings)


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        ("Love &lt;3 &amp; War &gt; Peace", "Love <3 & War > Peace"),
        ("&amp;amp;", "&amp;"),
        ("a &lt; b &gt; c", "a < b > c"),
    ],
)
def test_entities_are_decoded_once(written, expected):
    sheet = filled_template(t.EN_CONDENSED, {})
    sheet.sections[0].blocks[1]["value"] = written
    character, _ = build(sheet)
    assert character.trouble.name == expected


def test_a_trouble_with_angle_brackets_comes_back_from_a_round_trip(tmp_path, capsys):
    from dataclasses import replace

    from fate_tui.interchange.fari_export import character_fari_data

    character, _ = build(filled_template(t.EN_CONDENSED, {}))
    aspects = tuple(
        replace(a, name="a < b > c") if a.role == "trouble" else a for a in character.aspects
    )
    data = character_fari_data(replace(character, aspects=aspects), RULESETS["condensed"])
    back = read_fari_character(json.loads(json.dumps(data)), "ada.fari.json").build(
        "ada", RULESETS["condensed"]
    )
    assert back.trouble.name == "a < b > c"


def test_group_object_values_and_a_newer_version_are_said():
    sheet = filled_template(t.EN_CONDENSED, {})
    sheet.sections.append(FariSection("Gear", "left", [text("Boat", "")]))
    data = sheet.version(6)
    data["group"] = "Salt Coast"
    data["version"] = 99
    gear = data["pages"][0]["rows"][0]["columns"][0]["sections"][-1]
    gear["blocks"][0]["value"] = {"text": "The Gull", "size": 12}
    draft = read_fari_character(data, "ada.fari.json")
    character = draft.build("ada", RULESETS["condensed"])
    assert "filed in Fari under 'Salt Coast'" in character.notes
    assert "The Gull / 12" in character.notes
    warnings = "\n".join(draft.warnings)
    assert "version: 99 is newer than any Fari" in warnings
    assert "GEAR / BOAT: the value is an object, not text" in warnings
    assert "in the notes, with no place on a fate-tui sheet: group" in warnings


def test_a_utf16_file_is_read(make_campaign, tmp_path, capsys):
    camp = make_campaign()
    path = tmp_path / "ada.fari.json"
    data = filled_template(t.EN_CONDENSED, {"Fight": "2"}).version(6)
    path.write_bytes(json.dumps(data, ensure_ascii=False).encode("utf-16"))
    assert main(["import", str(path), "--into", str(camp)]) == 0
    assert load(camp).state.characters["ada-quill"].skills == {"Fight": 2}


def _other_game(template: str, name: str, sections: list[FariSection]) -> dict:
    return Sheet(name, sections, template).version(6)


@pytest.mark.parametrize(
    ("data", "looks_like"),
    [
        (
            _other_game(
                "Vampire: the Masquerade 20th Edition",
                "",
                [
                    FariSection("", "left", [text("Concept", "Ancilla"), text("Clan", "Toreador")]),
                    FariSection("Talents", "right", [skill("Alertness", "2"), skill("Brawl", "1")]),
                    # Vampire's skills: three of ten share a name with Fate's.
                    FariSection(
                        "Skills",
                        "right",
                        [
                            skill(name, "1")
                            for name in (
                                "Animal Ken",
                                "Crafts",
                                "Drive",
                                "Etiquette",
                                "Firearms",
                                "Larceny",
                                "Melee",
                                "Performance",
                                "Stealth",
                                "Survival",
                            )
                        ],
                    ),
                ],
            ),
            "Fari template 'Vampire: the Masquerade 20th Edition'",
        ),
        (
            _other_game(
                "Blank",
                "The Riddle of Steel Character Sheet",
                [FariSection("Persona", "left", [text("Concept", "Knight")])],
            ),
            "'The Riddle of Steel Character Sheet'",
        ),
        (
            _other_game(
                "Blank",
                "",
                [
                    FariSection("Character", "left", [text("Concept:", "Spy")]),
                    FariSection("Drives", "right", [text("Drive", "Revenge")]),
                ],
            ),
            "sections CHARACTER, DRIVES",
        ),
    ],
    ids=["vampire", "riddle-of-steel", "freeform-universal"],
)
def test_a_sheet_of_another_game_with_a_concept_is_refused(data, looks_like):
    with pytest.raises(NotWhatItClaims, match="a Fari sheet of another game") as refused:
        read_fari_character(data, "other.fari.json")
    assert looks_like in str(refused.value)


def test_strands_of_fates_perception_is_read_with_a_warning():
    sheet = Sheet(
        "Strands",
        [
            FariSection("Aspects", "left", [text("DEFINING ASPECT", "Last of the Star-Born")]),
            FariSection(
                "Skills",
                "left",
                [skill("Guile", "2"), skill("Perception", "3"), skill("Might", "1")],
            ),
        ],
        "FateCondensed",
    )
    character, warnings = build(sheet)
    assert character.skills == {"Notice": 3}
    assert any(
        "'PERCEPTION' read as Notice (its French name), though no other skill on the sheet is "
        "French" in w
        for w in warnings
    )
