"""The campaign store: saves change only what changed, undo restores bytes, edits made on
disk are noticed, and nothing the GM wrote is ever overwritten by a broken save."""

import difflib
import os
import shutil
from dataclasses import replace

import pytest

from fate_tui.campaign.store import CampaignStore, SaveRefused
from fate_tui.rules import scene as scenes
from fate_tui.rules.absorb import recommend_plan
from fate_tui.rules.aspects import Aspect
from fate_tui.rules.harm import apply_plan
from tests.campaign.conftest import CAMPAIGNS, snapshot


@pytest.mark.parametrize("name", sorted(p.name for p in CAMPAIGNS.iterdir() if p.is_dir()))
def test_saving_unchanged_values_writes_nothing(tmp_path, name):
    folder = tmp_path / name
    shutil.copytree(CAMPAIGNS / name, folder)
    before = snapshot(folder)
    store = CampaignStore.load(folder)
    assert store.errors == []
    change = store.commit(
        "nothing",
        story=store.state.story,
        characters=store.state.characters.values(),
        scenes=store.state.scenes.values(),
    )
    assert change is None
    assert snapshot(folder) == before


def _changed_lines(before: bytes, after: bytes) -> list[str]:
    diff = difflib.unified_diff(
        before.decode().splitlines(), after.decode().splitlines(), lineterm="", n=0
    )
    return [line for line in diff if line[:1] in "+-" and line[:3] not in ("+++", "---")]


def test_one_edit_changes_only_its_own_line(ashen):
    store = CampaignStore.load(ashen)
    path = ashen / "characters" / "ansel.toml"
    before = path.read_bytes()
    ansel = store.state.characters["ansel"]
    store.commit("fate point", characters=[replace(ansel, fate_points=ansel.fate_points + 1)])
    assert _changed_lines(before, path.read_bytes()) == ["-fate_points = 3", "+fate_points = 4"]


def test_a_changed_skill_keeps_the_gms_style(ashen):
    store = CampaignStore.load(ashen)
    path = ashen / "characters" / "ansel.toml"
    before = path.read_bytes()
    ansel = store.state.characters["ansel"]
    store.commit("will", characters=[replace(ansel, skills={**ansel.skills, "Will": 4})])
    assert _changed_lines(before, path.read_bytes()) == [
        '-Will = "Good (+3)"',
        '+Will = "Great (+4)"',
    ]


def test_harm_round_trips_through_the_file(ashen):
    store = CampaignStore.load(ashen)
    rules = store.state.ruleset
    ansel = store.state.characters["ansel"]
    plan = recommend_plan(ansel, 5, "physical", rules)
    hurt = apply_plan(ansel, plan, rules, consequence_names={"mild": "Singed"}, attacker="x")
    store.commit("hit", characters=[hurt])
    reloaded = CampaignStore.load(ashen)
    assert reloaded.errors == []
    assert reloaded.state.characters["ansel"] == hurt


def test_scene_changes_round_trip_and_keep_comments_elsewhere(ashen):
    store = CampaignStore.load(ashen)
    scene = store.state.current_scene
    text_before = (ashen / "scenes" / f"{scene.id}.toml").read_text()
    changed = scenes.add_zone_aspect(scene, "Bell Tower", Aspect("Swaying Ropes"))
    changed = scenes.place(changed, "ansel", "Altar")
    store.commit("scene", scenes=[changed])
    text_after = (ashen / "scenes" / f"{scene.id}.toml").read_text()
    comments_before = [ln for ln in text_before.splitlines() if ln.startswith("#")]
    comments_after = [ln for ln in text_after.splitlines() if ln.startswith("#")]
    assert comments_after == comments_before
    reloaded = CampaignStore.load(ashen).state.scenes[scene.id]
    assert reloaded.positions["ansel"] == "Altar"
    assert "Swaying Ropes" in [a.name for a in reloaded.zone("Bell Tower").aspects]


def test_undo_and_redo_restore_exact_bytes(ashen):
    before = snapshot(ashen)
    store = CampaignStore.load(ashen)
    ansel = store.state.characters["ansel"]
    scene = scenes.add_aspect(store.state.current_scene, Aspect("Smoke Everywhere"))
    store.commit("two files", characters=[replace(ansel, fate_points=0)], scenes=[scene])
    after = snapshot(ashen)
    assert after != before
    store.undo()
    assert snapshot(ashen) == before
    assert store.state.characters["ansel"].fate_points == ansel.fate_points
    store.redo()
    assert snapshot(ashen) == after
    assert store.state.characters["ansel"].fate_points == 0


def test_many_undo_steps(ashen):
    before = snapshot(ashen)
    store = CampaignStore.load(ashen)
    for points in range(5):
        ansel = store.state.characters["ansel"]
        store.commit(f"fp {points}", characters=[replace(ansel, fate_points=points)])
    while store.undo():
        pass
    assert snapshot(ashen) == before


def test_a_new_character_gets_its_own_file_with_a_schema_line(ashen):
    store = CampaignStore.load(ashen)
    from fate_tui.rules.character import Character, CharacterKind

    thug = Character("dock-thug", "Dock Thug", CharacterKind.MINOR_NPC, skills={"Fight": 2})
    store.commit("new npc", characters=[thug])
    text = (ashen / "characters" / "dock-thug.toml").read_text()
    assert text.startswith("#:schema ../.schemas/character.schema.json\n")
    assert CampaignStore.load(ashen).state.characters["dock-thug"] == thug
    store.undo()
    assert not (ashen / "characters" / "dock-thug.toml").exists()


def test_a_newer_edit_on_disk_is_never_overwritten(ashen):
    store = CampaignStore.load(ashen)
    path = ashen / "characters" / "ansel.toml"
    path.write_text(path.read_text().replace("fate_points = 3", "fate_points = 1"))
    ansel = store.state.characters["ansel"]
    with pytest.raises(SaveRefused, match="changed on disk"):
        store.commit("fp", characters=[replace(ansel, fate_points=5)])
    assert "fate_points = 1" in path.read_text()


def test_external_edits_are_detected_and_reloaded(ashen):
    store = CampaignStore.load(ashen)
    assert store.changed_on_disk() == []
    path = ashen / "characters" / "ansel.toml"
    path.write_text(path.read_text().replace("fate_points = 3", "fate_points = 1"))
    new_file = ashen / "characters" / "stranger.toml"
    new_file.write_text('name = "A Stranger"\nkind = "minor"\n')
    assert store.changed_on_disk() == ["characters/stranger.toml", "characters/ansel.toml"]
    store.reload()
    assert store.state.characters["ansel"].fate_points == 1
    assert store.state.characters["stranger"].name == "A Stranger"
    assert store.changed_on_disk() == []
    new_file.unlink()
    store.reload()
    assert "stranger" not in store.state.characters


def test_a_broken_external_edit_keeps_the_last_good_state_and_is_never_written(ashen):
    store = CampaignStore.load(ashen)
    path = ashen / "characters" / "ansel.toml"
    good = store.state.characters["ansel"]
    broken = path.read_text().replace("fate_points = 3", "fate_points = = 3")
    path.write_text(broken)
    store.reload()
    assert store.state.characters["ansel"] == good
    [problem] = store.errors
    assert problem.file == "characters/ansel.toml" and problem.line == 15
    with pytest.raises(SaveRefused, match="did not load"):
        store.commit("fp", characters=[replace(good, fate_points=0)])
    assert path.read_text() == broken
    path.write_text(broken.replace("= = 3", "= 2"))
    store.reload()
    assert store.errors == [] and store.state.characters["ansel"].fate_points == 2


def test_meaning_errors_name_the_key_and_line_with_a_hint(ashen):
    path = ashen / "characters" / "ansel.toml"
    path.write_text(path.read_text().replace("Empathy =", "Empahty ="))
    store = CampaignStore.load(ashen)
    [problem] = store.errors
    assert problem.key_path == "skills.Empahty"
    assert "did you mean 'Empathy'" in problem.message
    assert problem.line is not None
    assert problem.format().startswith(f"characters/ansel.toml:{problem.line}:")


def test_every_error_of_a_campaign_is_reported_together(ashen):
    (ashen / "characters" / "ansel.toml").write_text('name = "Ansel"\nfate_points = "lots"\n')
    (ashen / "scenes" / "ash-market.toml").write_text("title = [unclosed\n")
    (ashen / "characters" / "corvin.toml").write_bytes(b"\x00\x01binary")
    files = sorted({p.file for p in CampaignStore.load(ashen).errors})
    assert files == ["characters/ansel.toml", "characters/corvin.toml", "scenes/ash-market.toml"]


def test_unknown_keys_warn_and_survive_a_save(ashen):
    path = ashen / "characters" / "ansel.toml"
    path.write_text('mood = "grim"  # my own note\n' + path.read_text())
    store = CampaignStore.load(ashen)
    assert [p.key_path for p in store.problems if p.severity == "warning"] == ["mood"]
    ansel = store.state.characters["ansel"]
    store.commit("fp", characters=[replace(ansel, fate_points=0)])
    assert 'mood = "grim"  # my own note' in path.read_text()


def test_ids_that_would_leave_the_folder_are_refused(ashen):
    campaign = ashen / "campaign.toml"
    campaign.write_text(campaign.read_text().replace('scene = "drowned-chapel"', 'scene = "../x"'))
    store = CampaignStore.load(ashen)
    assert any(p.key_path == "current.scene" for p in store.errors)
    from fate_tui.rules.character import Character
    from fate_tui.rules.errors import InvalidValue

    with pytest.raises(InvalidValue):
        store.commit("evil", characters=[Character("../../escape", "Escape")])
    assert not (ashen.parent / "escape.toml").exists()


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symlinks")
def test_a_link_out_of_the_campaign_is_not_followed(ashen, tmp_path):
    outside = tmp_path / "outside.toml"
    outside.write_text('name = "Outside"\n')
    (ashen / "characters" / "outside.toml").symlink_to(outside)
    store = CampaignStore.load(ashen)
    assert "outside" not in store.state.characters
    assert any("outside the campaign" in p.message for p in store.errors)


def test_the_store_logs_to_the_current_session(ashen):
    store = CampaignStore.load(ashen)
    store.log("fate_point", "Ansel gains a fate point", {"who": "ansel", "change": 1})
    entries, problems = store.log_entries()
    assert problems == []
    assert entries[-1].text == "Ansel gains a fate point"
    assert entries[-1].scene == store.state.story.current_scene
    assert (ashen / "log" / f"session-{store.state.story.current_session:02d}.toml").exists()


def test_a_sheet_that_breaks_the_skill_pyramid_is_a_warning_not_an_error(ashen):
    path = ashen / "characters" / "tamsin.toml"
    text = path.read_text()
    path.write_text(
        "\n".join(
            'Burglary = "Superb"' if line.startswith("Burglary =") else line
            for line in text.splitlines()
        )
        + "\n"
    )
    store = CampaignStore.load(ashen)
    assert store.errors == []
    warnings = [p for p in store.problems if p.file == "characters/tamsin.toml"]
    assert warnings and all(p.severity == "warning" for p in warnings)
    assert any(p.key_path.startswith("skills") and p.line for p in warnings)


def test_campaign_toml_deleted_while_open_is_an_error_and_keeps_its_values(ashen):
    """It used to raise KeyError on the reload (the watcher's), taking the app down."""
    store = CampaignStore.load(ashen)
    text = (ashen / "campaign.toml").read_bytes()
    (ashen / "campaign.toml").unlink()
    assert store.reload() == ["campaign.toml"]
    assert store.state.story.name == "The Ashen Coast"
    [problem] = store.errors
    assert problem.file == "campaign.toml" and "not found" in problem.message
    assert store.reload() == []  # reported once
    with pytest.raises(SaveRefused, match=r"campaign\.toml did not load"):
        store.commit("rename", story=replace(store.state.story, name="Elsewhere"))
    (ashen / "campaign.toml").write_bytes(text)
    assert store.reload() == ["campaign.toml"] and store.errors == []
