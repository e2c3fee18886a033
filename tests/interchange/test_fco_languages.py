"""Fate Core Official's default characters in every language it ships, filled and imported:
its own track and skill names map to the rule set's, its rules text stays out of the notes,
and `check` passes after the import."""

from __future__ import annotations

import json

import pytest

from fate_tui.cli import main
from fate_tui.interchange.fco_character import read_fco_actor
from fate_tui.rules.rulesets import RULESETS
from tests.interchange import templates as t
from tests.interchange.builders import fco_actor, fco_consequence, fco_track
from tests.interchange.conftest import load

PYRAMID = (4, 3, 3, 2, 2, 2, 1, 1, 1, 1)
APPROACHES = (3, 2, 2, 1, 1, 0)


def actor(language: str, game: str, name: str = "Sister Rook") -> dict:
    fco = t.FCO_LANGUAGES[(language, game)]
    ratings = APPROACHES if game == "accelerated" else PYRAMID
    boxes = 3 if game != "core" else 2
    tracks = [
        fco_track(
            label,
            [i == 0 and n == 0 for i in range(boxes)],
            category=fco.category,
            label=fco.stress_label,
        )
        for n, label in enumerate(fco.stress)
    ]
    tracks += [
        fco_consequence(label, 2 * (n + 1), "Split Lip" if n == 0 else "", category=fco.category)
        for n, label in enumerate(fco.consequences)
    ]
    data = fco_actor(
        name,
        aspects=dict(
            zip(
                fco.aspects,
                ("Excommunicated Exorcist", "The Demon Knows My Name", "Salt and Iron"),
                strict=True,
            )
        ),
        skills=dict(zip(fco.skills, ratings, strict=False)),
        tracks=tracks,
        fate_points="2",
        refresh="3",
    )
    for aspect in data["system"]["aspects"].values():
        aspect["description"] = f"<p>{fco.new_aspect}</p>"  # FCO's own text, not the GM's
        aspect["notes"] = "Notes"  # what FCO writes in a new aspect's notes
    first = data["system"]["aspects"][fco.aspects[0]]
    first["notes"] = "<p>Cast out in the spring of 1891.</p>"
    return data


@pytest.mark.parametrize("key", list(t.FCO_LANGUAGES), ids=lambda k: "-".join(k))
def test_every_language_maps_onto_the_rule_set(key):
    language, game = key
    ruleset = RULESETS[game]
    draft = read_fco_actor(actor(language, game))
    character = draft.build("sister-rook", ruleset)
    fco = t.FCO_LANGUAGES[key]
    # Only the GM's note on the high concept has no place of its own, and the warning says so.
    assert draft.warnings == [
        f"in the notes, with no place on a fate-tui sheet: system.aspects.{fco.aspects[0]}"
    ]
    first_track = ruleset.stress.tracks[0].name if ruleset.stress.tracks else "stress"
    assert character.stress_marked == {first_track: frozenset({0})}
    assert [(c.slot, c.aspect) for c in character.consequences] == [("mild", "Split Lip")]
    ratings = APPROACHES if game == "accelerated" else PYRAMID
    assert sorted(character.skills.values(), reverse=True) == sorted(
        (r for r in ratings if r or game == "accelerated"), reverse=True
    )
    assert character.high_concept.name == "Excommunicated Exorcist"
    assert character.trouble.name == "The Demon Knows My Name"
    # The GM's note on the aspect is kept; FCO's default description of the slot is not.
    assert "Cast out in the spring of 1891." in character.notes
    assert t.FCO_LANGUAGES[key].new_aspect not in character.notes


def test_the_czech_tracks_keep_their_numbered_boxes_and_fco_s_spelling():
    """FCO's Czech Core (lang/cs.json, commit 105ed5b8) names its mental track "Mentání stres"
    and labels its boxes "eskalující": both are its Core stress, boxes numbered 1, 2."""
    data = actor("cs", "core")
    data["system"]["tracks"]["Mentání stres"]["box_values"] = [False, True]
    draft = read_fco_actor(data)
    assert [(t.label, t.boxes) for t in draft.tracks] == [
        ("Fyzický stres", [(1, True), (2, False)]),
        ("Mentání stres", [(1, False), (2, True)]),
    ]
    character = draft.build("rook", RULESETS["core"])
    assert character.stress_marked == {"physical": frozenset({0}), "mental": frozenset({1})}


def test_a_czech_default_description_stays_out_of_the_notes():
    """FCO's Czech Dresden Files Accelerated default for the trouble slot (lang/cs.json,
    commit 105ed5b8) is the module's text, not the GM's."""
    data = actor("cs", "accelerated")
    trouble = data["system"]["aspects"]["Problém"]
    trouble["description"] = "<p>Pro detaily viz str. 93 Dresden Files Accelerated</p>"
    trouble["notes"] = "<p>Přidat nový aspekt</p>"
    character = read_fco_actor(data).build("rook", RULESETS["accelerated"])
    assert "Dresden" not in character.notes
    assert "Přidat" not in character.notes
    assert "Cast out in the spring of 1891." in character.notes


def test_a_czech_track_of_another_category_is_warned():
    data = actor("cs", "core")
    data["system"]["tracks"]["Zadlužení"] = fco_track(
        "Zadlužení", [True, False], category="Ostatní", label="Žádný"
    )
    draft = read_fco_actor(data)
    assert (
        "system.tracks.Zadlužení: 'Zadlužení' is a track of category 'Ostatní', not stress; "
        "kept in the notes" in draft.warnings
    )
    assert "Zadlužení (Ostatní) [x] [ ]" in draft.build("rook", RULESETS["core"]).notes


def test_the_german_burglary_of_fco():
    data = actor("de", "core")
    data["system"]["skills"]["Diebeskunst"]["rank"] = 3
    character = read_fco_actor(data).build("rook", RULESETS["core"])
    assert character.skills["Burglary"] == 3


@pytest.mark.parametrize("game", ["core", "condensed", "accelerated"])
@pytest.mark.parametrize("language", ["en", "de", "es", "pb", "cs"])
def test_a_world_of_actors_imports_and_checks(language, game, make_campaign, tmp_path, capsys):
    camp = make_campaign(game)
    path = tmp_path / "actors.json"
    path.write_text(
        json.dumps([actor(language, game), actor(language, game, "Brother Ash")]),
        encoding="utf-8",
    )
    assert main(["import", str(path), "--into", str(camp)]) == 0
    _, err = capsys.readouterr()
    assert "no such track" not in err
    assert main(["check", str(camp)]) == 0, capsys.readouterr().out
    assert set(load(camp).state.characters) >= {"sister-rook", "brother-ash"}


def test_a_track_of_category_other_is_warned_and_each_warning_names_its_actor(
    make_campaign, tmp_path, capsys
):
    first = actor("en", "core")
    first["system"]["tracks"]["Indebted"] = fco_track("Indebted", [True, False], category="Other")
    path = tmp_path / "actors.json"
    path.write_text(json.dumps([first, actor("en", "core", "Brother Ash")]), encoding="utf-8")
    camp = make_campaign("core")
    assert main(["import", str(path), "--into", str(camp)]) == 0
    _, err = capsys.readouterr()
    assert (
        "warning: actors.json (Sister Rook): system.tracks.Indebted: 'Indebted' is a track of "
        "category 'Other', not stress; kept in the notes" in err
    )
    assert "Indebted (Other) [x] [ ]" in load(camp).state.characters["sister-rook"].notes


def test_an_aspect_description_the_gm_wrote_is_kept():
    data = actor("en", "condensed")
    data["system"]["aspects"]["Trouble"]["description"] = "<p>She still hears it at night.</p>"
    character = read_fco_actor(data).build("rook", RULESETS["condensed"])
    assert "The Demon Knows My Name: She still hears it at night." in character.notes


def foundry_shape(data: dict, core: str) -> dict:
    """An actor as Foundry `core` exports it: 11 keeps `flags.exportSource`, 12 and 13 move
    it to `_stats.exportSource`."""
    data = json.loads(json.dumps(data))
    data["_stats"] = {"systemId": "fate-core-official", "coreVersion": core}
    if not core.startswith("11"):
        source = data["flags"].pop("exportSource")
        data["_stats"]["exportSource"] = {
            "worldId": source["world"],
            "uuid": f"Actor.{data['_id']}",
            "coreVersion": core,
            "systemId": "fate-core-official",
            "systemVersion": "4.7.14.8",
        }
    return data


@pytest.mark.parametrize("core", ["11.315", "12.331", "13.345"])
@pytest.mark.parametrize("language", ["en", "de", "es", "pb", "cs"])
def test_a_world_actors_db_with_a_thing_an_update_and_a_deletion(
    language, core, make_campaign, tmp_path, capsys
):
    from tests.interchange.builders import nedb

    rook = foundry_shape({**actor(language, "condensed"), "_id": "a1"}, core)
    newer = {**rook, "name": "Sister Rook of the Ash"}
    gone = foundry_shape({**actor(language, "condensed", "Ghost"), "_id": "a2"}, core)
    thing = {"_id": "t1", "name": "Crate", "type": "Thing", "system": {"container": {}}}
    path = tmp_path / "actors.db"
    path.write_text(nedb(rook, thing, gone, newer, {"_id": "a2", "$$deleted": True}))
    camp = make_campaign("condensed")
    assert main(["import", str(path), "--into", str(camp)]) == 0
    _, err = capsys.readouterr()
    assert "actors.db: 'Crate': a Thing (an object, not a character); not imported" in err
    assert set(load(camp).state.characters) == {"sister-rook-of-the-ash"}
    assert main(["check", str(camp)]) == 0, capsys.readouterr().out


@pytest.mark.parametrize("language", ["en", "de", "es", "pb", "cs"])
def test_a_legacy_export_in_every_language(language, tmp_path):
    """Before Foundry 10 an actor's data was under `data`, and the system was ModularFate."""
    from fate_tui.interchange.sources import read_source

    data = actor(language, "core")
    data["data"] = data.pop("system")
    data["type"] = "ModularFate"
    data.pop("_stats", None)
    data["flags"]["exportSource"].update(system="ModularFate", coreVersion="0.8.9")
    path = tmp_path / "fvtt-Actor-rook.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    (document,) = read_source(path).documents
    draft = read_fco_actor(document)
    character = draft.build("rook", RULESETS["core"])
    assert character.stress_marked == {"physical": frozenset({0})}
    assert [(c.slot, c.aspect) for c in character.consequences] == [("mild", "Split Lip")]
    assert len(character.skills) == len(PYRAMID)  # every rated skill read, in any language
    assert not [w for w in draft.warnings if "not a skill" in w or "no such track" in w]
