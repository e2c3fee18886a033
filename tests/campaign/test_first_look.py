"""Opening a campaign for its first look (`CampaignStore.load(complete=False)`): the values in
play are read first, everything else on first use or by `complete`, and every answer is the
one a full load gives."""

from __future__ import annotations

import os
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from fate_tui.campaign import store as store_module
from fate_tui.campaign.first_look import npc_files, says_npc
from fate_tui.campaign.store import CampaignStore

IN_PLAY = {  # ashen-coast: campaign.toml names the scene in play, drowned-chapel
    "campaign.toml",
    "scenes/drowned-chapel.toml",
}


@pytest.fixture
def reads(monkeypatch) -> list[str]:
    """The files the store reads, in order."""
    seen: list[str] = []
    real = store_module.read_file

    def read_file(root, relpath, top=None):
        seen.append(relpath)
        return real(root, relpath, top)

    monkeypatch.setattr(store_module, "read_file", read_file)
    return seen


def _same_as_full_load(store: CampaignStore, root: Path) -> None:
    full = CampaignStore.load(root, tidy=False)
    assert store.state.story == full.state.story
    assert dict(store.state.characters) == dict(full.state.characters)
    assert list(store.state.characters) == list(full.state.characters)
    assert dict(store.state.scenes) == dict(full.state.scenes)
    assert list(store.files) == list(full.files)
    assert [p.format() for p in store.problems] == [p.format() for p in full.problems]
    # The watcher's fingerprints: each file's as it was read.
    assert {p: r.fingerprint for p, r in store.files.items()} == {
        p: r.fingerprint for p, r in full.files.items()
    }
    assert store.suspects_on_disk() == []


def test_the_first_look_reads_what_is_in_play_and_the_pcs(ashen, reads):
    store = CampaignStore.load(ashen, complete=False)
    scene = store.state.current_scene
    pcs = {"characters/ansel.toml", "characters/corvin.toml", "characters/maren.toml"}
    pcs |= {"characters/tamsin.toml"}
    cast = {f"characters/{c}.toml" for c in scene.cast}
    assert set(reads) == IN_PLAY | pcs | cast
    assert [c.id for c in store.state.pcs] == ["ansel", "corvin", "maren", "tamsin"]
    # A look-up by id reads that one file.
    assert store.state.scenes["ash-market"].id == "ash-market"
    assert reads[-1] == "scenes/ash-market.toml"
    store.complete()
    assert len(reads) == len(set(reads)) == 30  # every file, once
    _same_as_full_load(store, ashen)


def test_walking_the_values_reads_them_all(ashen, reads):
    store = CampaignStore.load(ashen, complete=False)
    assert len(store.state.scenes) == 17
    assert len(set(reads)) == len(reads)
    assert {r for r in reads if r.startswith("scenes/")} == {
        f"scenes/{p.name}" for p in (ashen / "scenes").iterdir()
    }


@pytest.mark.parametrize(
    "access",
    [
        lambda s: s.problems,
        lambda s: s.files,
        lambda s: s.suspects_on_disk(),
        lambda s: s.changed_on_disk(),
        lambda s: s.reload([]),
    ],
)
def test_what_needs_every_file_completes_the_opening(ashen, reads, access):
    store = CampaignStore.load(ashen, complete=False)
    access(store)
    assert len(reads) == 30
    _same_as_full_load(store, ashen)


def test_a_save_before_the_opening_is_complete_waits_for_it(ashen):
    store = CampaignStore.load(ashen, complete=False)
    maren = store.state.characters["maren"]
    store.commit("fate point", characters=[replace(maren, fate_points=maren.fate_points + 1)])
    assert store.state.characters["maren"].fate_points == maren.fate_points + 1
    assert len(store.state.scenes) == 17


def test_a_bad_file_outside_the_scene_is_found_late_and_reported(ashen, reads):
    (ashen / "characters" / "brannock.toml").write_text('name = "Brannock\nkind = "minor"\n')
    store = CampaignStore.load(ashen, complete=False)
    assert "characters/brannock.toml" not in reads  # not in play, and not a PC
    store.complete()
    errors = [p for p in store.errors if p.file == "characters/brannock.toml"]
    assert errors and errors[0].line == 1
    assert "brannock" not in store.state.characters
    _same_as_full_load(store, ashen)


def test_a_pc_whose_kind_line_hides_in_a_string_is_found(ashen):
    """A kind line inside a multi-line string is not the file's kind: the file may hold a PC
    and is decoded."""
    text = 'name = "Quill"\nnotes = """\nkind = "minor"\n"""\n'
    (ashen / "characters" / "quill.toml").write_text(text)
    store = CampaignStore.load(ashen, complete=False)
    assert "quill" in [c.id for c in store.state.pcs]
    store.complete()
    assert "quill" in [c.id for c in store.state.pcs]


def test_which_files_surely_hold_npcs(tmp_path):
    assert says_npc(b'name = "A"\nkind = "minor"\n')
    assert says_npc(b'kind = "mooks"   # a gang\r\nname = "B"\r\n')
    assert not says_npc(b'name = "A"\n')  # a PC by default
    assert not says_npc(b'kind = "pc"\n')
    assert not says_npc(b'kind = "npc"\n')  # read as minor, with a warning: decoded
    assert not says_npc(b"kind = 'minor'\n")
    assert not says_npc(b'[skills]\nkind = "minor"\n')  # not at the top level
    assert not says_npc(b"notes = '''\nkind = \"minor\"\n'''\n")
    assert not says_npc(b'# kind = "minor"\n')
    (tmp_path / "a.toml").write_text('kind = "major"\n')
    (tmp_path / "b.toml").symlink_to(tmp_path / "a.toml")  # links are left to the full read
    (tmp_path / "c.txt").write_text('kind = "major"\n')
    os.mkfifo(tmp_path / "d.toml")  # never opened: it would wait for a writer
    assert npc_files(str(tmp_path)) == {"a"}
    assert npc_files(str(tmp_path / "missing")) == frozenset()


def test_completing_from_two_threads_at_once(ashen):
    store = CampaignStore.load(ashen, complete=False)
    start = threading.Barrier(2)

    def finish():
        start.wait()
        store.complete()

    worker = threading.Thread(target=finish)
    worker.start()
    start.wait()
    walked = dict(store.state.scenes)
    worker.join()
    store.complete()
    assert walked == dict(store.state.scenes)
    _same_as_full_load(store, ashen)


def test_a_reload_decodes_only_the_files_that_changed(ashen, monkeypatch):
    store = CampaignStore.load(ashen)
    decoded: list[str] = []
    for name in ("decode_character", "decode_scene"):
        real = getattr(store_module, name)

        def counting(record, ruleset, real=real):
            decoded.append(record.relpath)
            return real(record, ruleset)

        monkeypatch.setattr(store_module, name, counting)
    ansel = ashen / "characters" / "ansel.toml"
    ansel.write_text(ansel.read_text().replace('name = "Ansel Wick"', 'name = "Ansel Wicke"'))
    assert store.reload() == ["characters/ansel.toml"]
    assert decoded == ["characters/ansel.toml"]
    assert store.state.characters["ansel"].name == "Ansel Wicke"

    # A file saved by fate-tui has its problems read again at the next decode, as before.
    decoded.clear()
    maren = store.state.characters["maren"]
    store.commit("fate point", characters=[replace(maren, fate_points=maren.fate_points + 1)])
    store.reload(["characters/ansel.toml"])
    assert sorted(decoded) == ["characters/ansel.toml", "characters/maren.toml"]

    # Another rule set in campaign.toml decodes every file again.
    decoded.clear()
    campaign = ashen / "campaign.toml"
    text = campaign.read_text()
    assert 'rules = "condensed"' in text
    text = text.replace('rules = "condensed"', 'rules = "core"')
    campaign.write_text(text.replace('options = ["extreme_consequences"]', "options = []"))
    before = store.state.ruleset
    store.reload()
    assert store.state.ruleset != before
    assert len(decoded) == 12 + 17  # Core's skill list finds unknown skills in some
    full = CampaignStore.load(ashen, tidy=False)
    assert {p: r.problems for p, r in store.files.items()} == {
        p: r.problems for p, r in full.files.items()
    }
