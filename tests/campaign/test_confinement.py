"""Nothing is ever written outside the campaign's real root: every folder and file on the way
of a write is resolved first, and a save never follows a symlink it did not load through the
same real path. The first four tests are the reproductions of the hostile review."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import characters as character_intents
from fate_tui.campaign.playlog import LogEntry, append_entry
from fate_tui.campaign.store import CampaignStore, SaveRefused
from fate_tui.rules.character import Character
from tests.campaign.conftest import snapshot


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    folder = tmp_path / "outside"
    folder.mkdir()
    return folder


def session_log(store: CampaignStore) -> str:
    return f"log/session-{store.state.story.current_session:02d}.toml"


def test_a_play_log_linked_out_of_the_folder_is_not_appended_to(ashen, outside):
    victim = outside / "victim.toml"
    victim.write_text('kept = "as it was"\n')
    store = CampaignStore.load(ashen)
    (ashen / "log").mkdir()
    (ashen / session_log(store)).symlink_to("../../outside/victim.toml")
    ctl = Controller(store)
    told = []
    ctl.subscribe(told.append)
    character_intents.rename(ctl, "ansel", "Ansel the Bold")  # saved: only the log is refused
    [warning] = told[0].warnings
    assert f"{session_log(store)} leads outside the campaign" in warning
    assert victim.read_text() == 'kept = "as it was"\n'


def test_a_log_folder_linked_out_of_the_folder_gets_no_log(ashen, outside):
    (ashen / "log").symlink_to("../outside")
    store = CampaignStore.load(ashen)
    with pytest.raises(SaveRefused, match="the folder 'log' leads outside the campaign folder"):
        store.log("change", "Ansel gains a fate point")
    assert list(outside.iterdir()) == []


def test_a_characters_folder_linked_out_gets_no_new_character(ashen, outside):
    (outside / "chars").mkdir()
    shutil.rmtree(ashen / "characters")
    (ashen / "characters").symlink_to("../outside/chars")
    store = CampaignStore.load(ashen)
    ctl = Controller(store)
    with pytest.raises(SaveRefused, match="the folder 'characters' leads outside"):
        character_intents.create_character(ctl, "Nell Farrow")
    assert list((outside / "chars").iterdir()) == []


def test_a_character_swapped_for_a_link_to_an_identical_copy_outside_is_not_saved(ashen, outside):
    path = ashen / "characters" / "ansel.toml"
    store = CampaignStore.load(ashen)
    copy = outside / "ansel.toml"
    shutil.copy(path, copy)
    path.unlink()
    path.symlink_to(copy)
    ansel = store.state.characters["ansel"]
    with pytest.raises(SaveRefused, match=r"characters/ansel\.toml leads outside the campaign"):
        store.commit("fp", characters=[replace(ansel, fate_points=ansel.fate_points + 1)])
    assert copy.read_bytes() == (ashen / "characters" / "ansel.toml").read_bytes()
    assert copy.read_bytes() == path.read_bytes()


def test_a_link_swapped_to_another_file_inside_is_not_followed(ashen):
    """Loaded through one real path, saved only there: a link retargeted meanwhile (to a
    same-content copy, so the content check alone would pass) is refused."""
    path = ashen / "characters" / "ansel.toml"
    copy = ashen / "ansel-copy.toml"
    shutil.copy(path, copy)
    store = CampaignStore.load(ashen)
    path.unlink()
    path.symlink_to("../ansel-copy.toml")
    ansel = store.state.characters["ansel"]
    before = copy.read_bytes()
    with pytest.raises(SaveRefused, match="now leads to another file than the one fate-tui"):
        store.commit("fp", characters=[replace(ansel, fate_points=ansel.fate_points + 1)])
    assert copy.read_bytes() == before


def test_a_link_inside_the_folder_loaded_as_such_is_saved_through(ashen):
    real = ashen / "characters" / "ansel.toml"
    shutil.move(real, ashen / "ansel-real.toml")
    real.symlink_to("../ansel-real.toml")
    store = CampaignStore.load(ashen)
    ansel = store.state.characters["ansel"]
    store.commit("fp", characters=[replace(ansel, fate_points=ansel.fate_points + 1)])
    assert real.is_symlink()
    assert CampaignStore.load(ashen).state.characters["ansel"].fate_points == ansel.fate_points + 1


def test_a_new_file_is_never_written_through_a_dangling_link(ashen, outside):
    (ashen / "characters" / "nell-farrow.toml").symlink_to(outside / "nell.toml")
    store = CampaignStore.load(ashen)
    with pytest.raises(SaveRefused):
        store.commit("new", characters=[Character("nell-farrow", "Nell Farrow")])
    assert list(outside.iterdir()) == []
    # Creating the character from its name picks a free file name instead.
    new_id = character_intents.create_character(Controller(store), "Nell Farrow")
    assert new_id != "nell-farrow"
    assert list(outside.iterdir()) == []


def test_undo_never_writes_through_a_link_out_of_the_folder(ashen, outside):
    store = CampaignStore.load(ashen)
    ansel = store.state.characters["ansel"]
    store.commit("fp", characters=[replace(ansel, fate_points=ansel.fate_points + 1)])
    path = ashen / "characters" / "ansel.toml"
    copy = outside / "ansel.toml"
    shutil.copy(path, copy)
    path.unlink()
    path.symlink_to(copy)
    before = snapshot(outside)
    with pytest.raises(SaveRefused, match="outside the campaign"):
        store.undo()
    assert snapshot(outside) == before


def test_a_log_append_never_creates_folders_outside(tmp_path, outside):
    root = tmp_path / "camp"
    root.mkdir()
    (root / "log").symlink_to(outside / "missing")  # dangling: mkdir would follow it
    with pytest.raises(SaveRefused):
        append_entry(root, 1, LogEntry("change", "x"))
    assert list(outside.iterdir()) == []


def test_a_save_resolves_each_path_on_its_way_once(ashen, monkeypatch):
    """Each resolving looks at every folder on the way to the path (a system call each), and a
    save checks where each of its files goes twice, at every key that changes something: the
    campaign folder, the file's folder and the file are resolved once each per check (the
    folder and the file were resolved twice, and the campaign folder three times)."""
    from fate_tui.campaign import files

    store = CampaignStore.load(ashen)
    loaded_from = store.files["characters/maren.toml"].real_path
    resolved: list[str] = []
    resolve = files.real_path
    monkeypatch.setattr(
        files, "real_path", lambda path: (resolved.append(str(path)), resolve(path))[1]
    )
    target = files.writable_path(ashen, "characters/maren.toml", loaded_from)
    assert target == ashen / "characters" / "maren.toml"
    assert sorted(resolved) == sorted(
        [str(ashen), str(ashen / "characters"), str(ashen / "characters" / "maren.toml")]
    )
