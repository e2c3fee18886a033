"""Fate Core Official actors: one actor's "Export Data", and a world's or compendium's actors."""

from __future__ import annotations

import pytest

from fate_tui.interchange.fco_character import read_fco_actor
from fate_tui.interchange.sources import NotWhatItClaims, SourceKind, read_source
from fate_tui.rules.derived import refresh
from fate_tui.rules.rulesets import ACCELERATED, CORE
from tests.interchange.builders import (
    fco_actor,
    fco_consequence,
    fco_extra,
    fco_stunt,
    fco_track,
    nedb,
)

CORE_TRACKS = [
    fco_track("Physical", [False, True, False]),
    fco_track("Mental", [False, False, False]),
    fco_consequence("Mild", 2, "Split Lip"),
    fco_consequence("Moderate", 4),
    fco_consequence("Severe", 6),
    fco_consequence("Mild (Physical)", 2, enabled=False),
]


def rook(**more):
    return fco_actor(
        "Sister Rook",
        aspects={
            "High Concept": "Excommunicated Exorcist",
            "Trouble": "The Demon Knows My Name",
            "Other Aspect": "Salt and Iron",
        },
        skills={
            "Lore": 4,
            "Will": 3,
            "Investigate": 3,
            "Physique": 2,
            "Fight": 2,
            "Empathy": 1,
            "Notice": 0,
        },
        stunts=[
            fco_stunt(
                "Rite of Binding",
                "<p>+2 to <b>Lore</b> when I create an advantage against a demon.</p>",
                linked_skill="Lore",
                bonus=2,
                caa=True,
            ),
            fco_stunt("Iron Will", "Once per session, ignore a mental hit.", refresh_cost=2),
        ],
        tracks=CORE_TRACKS,
        fate_points="2",
        refresh="2",
        items=[fco_extra("Blessed Censer", "<p>Smoke that stings the unclean.</p>")],
        notes="<p>Hunted by the Bishop.</p>",
        **more,
    )


@pytest.mark.parametrize("legacy", [False, True], ids=["system", "legacy-data"])
def test_an_actor_export_maps_onto_fate_core(legacy):
    draft = read_fco_actor(rook(legacy=legacy))
    character = draft.build("sister-rook", CORE)
    assert character.name == "Sister Rook"
    assert character.high_concept.name == "Excommunicated Exorcist"
    assert character.trouble.name == "The Demon Knows My Name"
    assert [a.name for a in character.aspects if not a.role] == ["Salt and Iron"]
    assert dict(character.skills) == {
        "Lore": 4,
        "Will": 3,
        "Investigate": 3,
        "Physique": 2,
        "Fight": 2,
        "Empathy": 1,
    }
    binding, iron = character.stunts
    assert binding.text == "+2 to Lore when I create an advantage against a demon."
    assert (binding.bonus, binding.skill, binding.action, binding.refresh_cost) == (
        2,
        "Lore",
        "create_advantage",
        None,
    )
    assert iron.refresh_cost == 2
    assert character.stress_marked == {"physical": frozenset({1})}
    assert [(c.slot, c.aspect) for c in character.consequences] == [("mild", "Split Lip")]
    assert character.fate_points == 2
    assert "Hunted by the Bishop." in character.notes
    assert "Extra 'Blessed Censer': Smoke that stings the unclean." in character.notes


def test_a_track_the_rule_set_lacks_is_reported_and_kept():
    actor = rook()
    actor["system"]["tracks"]["Wealth"] = fco_track("Wealth", [True, False])
    draft = read_fco_actor(actor)
    character = draft.build("sister-rook", CORE)
    assert any("system.tracks.Wealth" in w and "no such track" in w for w in draft.warnings)
    assert "Wealth [x]1 [ ]2" in character.notes


def test_stress_tracks_become_accelerateds_single_track():
    actor = fco_actor(
        "Kit",
        aspects={"High Concept": "Sky Pirate"},
        skills={"Quick": 3, "Flashy": 2},
        tracks=[fco_track("Stress", [True, False, False]), fco_consequence("Mild", 2)],
    )
    character = read_fco_actor(actor).build("kit", ACCELERATED)
    assert character.stress_marked == {"stress": frozenset({0})}


def test_a_single_actor_file_is_recognised(tmp_path):
    import json

    path = tmp_path / "fvtt-Actor-sister-rook.json"
    path.write_text(json.dumps(rook()), encoding="utf-8")
    source = read_source(path)
    assert source.kind is SourceKind.FCO_ACTORS
    assert len(source.documents) == 1


def test_a_compendium_db_with_actors_things_and_deleted_entries(tmp_path):
    thing = {"_id": "t1", "name": "Crate", "type": "Thing", "system": {"container": {}}}
    first = {**rook(), "_id": "a1"}
    newer = {**rook(), "_id": "a1", "name": "Sister Rook (newer)"}
    gone = {**fco_actor("Ghost"), "_id": "a2"}
    path = tmp_path / "npcs.db"
    path.write_text(
        nedb(first, thing, gone, newer, {"_id": "a2", "$$deleted": True}), encoding="utf-8"
    )
    source = read_source(path)
    assert [d["name"] for d in source.documents] == ["Sister Rook (newer)"]
    assert source.skipped == ("'Crate': a Thing (an object, not a character)",)


def test_a_world_export_with_an_actors_list(tmp_path):
    import json

    path = tmp_path / "world.json"
    data = {"name": "Salt Coast", "actors": [rook(), fco_actor("Brother Ash")]}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert [d["name"] for d in read_source(path).documents] == ["Sister Rook", "Brother Ash"]


def test_a_compendium_of_items_is_not_a_compendium_of_actors(tmp_path):
    path = tmp_path / "extras.db"
    path.write_text(nedb({"_id": "i1", **fco_extra("Censer", "")}, {"_id": "i2", "name": "x"}))
    with pytest.raises(NotWhatItClaims, match="holds no Fate Core Official characters"):
        read_source(path)


def test_stunt_costs_that_fit_the_free_stunts_give_no_refresh_override():
    # Fate Core Official counts a stunt's refresh_cost against the free stunts (refresh spent
    # is the costs' sum less the free stunts); fate-tui used to pay it in full, so Rook's
    # refresh 3 (a 1 and a 2 in the free three) came in as an override with a warning.
    actor = rook()
    actor["system"]["details"]["fatePoints"]["refresh"] = "3"
    draft = read_fco_actor(actor)
    character = draft.build("sister-rook", CORE)
    assert character.refresh is None and refresh(character, CORE) == 3
    assert not [w for w in draft.warnings if "refresh" in w]


def test_a_refresh_warning_shows_how_a_stunts_own_cost_adds_up():
    actor = rook()
    stunts = actor["system"]["stunts"]
    stunts["Hallowed"] = fco_stunt("Hallowed Ground", "Demons cannot enter.", refresh_cost=2)
    actor["system"]["details"]["fatePoints"]["refresh"] = "3"
    draft = read_fco_actor(actor)
    character = draft.build("sister-rook", CORE)
    assert character.refresh == 3
    warning = next(w for w in draft.warnings if "fatePoints.refresh" in w)
    assert warning == (
        "system.details.fatePoints.refresh: refresh 3 where Fate Core gives 1: 3, less 2 for "
        "2 stunt slots beyond the 3 free ('Iron Will' fills 2, 'Hallowed Ground' fills 2). "
        "Kept as refresh (delete it to use the rule set's)"
    )
