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


def test_the_german_burglary_of_fco():
    data = actor("de", "core")
    data["system"]["skills"]["Diebeskunst"]["rank"] = 3
    character = read_fco_actor(data).build("rook", RULESETS["core"])
    assert character.skills["Burglary"] == 3


@pytest.mark.parametrize("game", ["core", "condensed", "accelerated"])
@pytest.mark.parametrize("language", ["en", "de", "es", "pb"])
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
