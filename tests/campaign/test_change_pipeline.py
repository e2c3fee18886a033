"""The one path of change tells the truth: a saved change always reaches the listeners, what
fails after the save travels on the Update as a warning, and the disk watcher never takes the
app's own save for an outside edit."""

import os

import pytest

from fate_tui.campaign import watch
from fate_tui.campaign.controller import Controller, Update
from fate_tui.campaign.intents import fate
from fate_tui.campaign.store import CampaignStore
from fate_tui.tomltext import writeback

BROKEN_LOG = "session = 7\nentries = [ this is not TOML\n"


@pytest.fixture
def ctl(ashen) -> Controller:
    return Controller(CampaignStore.load(ashen))


def _told(ctl: Controller) -> list[Update]:
    told: list[Update] = []
    ctl.subscribe(told.append)
    return told


def _fate_points_on_disk(ctl: Controller, who: str = "ansel") -> int:
    return CampaignStore.load(ctl.root).state.characters[who].fate_points


def _break_the_log(ctl: Controller) -> None:
    (ctl.root / "log").mkdir(exist_ok=True)
    (ctl.root / "log" / "session-07.toml").write_text(BROKEN_LOG, encoding="utf-8")


def test_a_change_saved_with_a_broken_log_reaches_the_listeners_with_a_warning(ctl):
    before = ctl.state.characters["ansel"].fate_points
    _break_the_log(ctl)
    told = _told(ctl)
    fate.award(ctl, "ansel", 1)  # no exception: the change happened
    assert _fate_points_on_disk(ctl) == before + 1
    assert ctl.state.characters["ansel"].fate_points == before + 1
    [update] = told
    assert update.files == ("characters/ansel.toml",) and update.entry is None
    [warning] = update.warnings
    assert warning.startswith("Saved, but not written in the play log")
    assert "log/session-07.toml" in warning
    # The GM's broken log is left as it was, and the change can be undone.
    assert (ctl.root / "log" / "session-07.toml").read_text(encoding="utf-8") == BROKEN_LOG
    ctl.undo()
    assert _fate_points_on_disk(ctl) == before
    assert told[-1].warnings and told[-1].label.startswith("Undid")


def test_a_note_with_a_broken_log_is_a_warning_not_a_crash(ctl):
    _break_the_log(ctl)
    told = _told(ctl)
    assert ctl.note("roll", "Ansel rolls Fight (not applied)") is None
    assert told[0].warnings and "log/session-07.toml" in told[0].warnings[0]


def test_a_file_written_whole_is_named_in_a_warning(ctl, monkeypatch):
    class FailingEditor(writeback.Editor):
        def merge(self, doc, old, new):
            if old:  # editing the GM's text in place fails; writing it anew works
                raise ValueError("tomlkit could not place the key")
            return super().merge(doc, old, new)

    monkeypatch.setattr(writeback, "Editor", FailingEditor)
    told = _told(ctl)
    fate.award(ctl, "ansel", 1)
    [warning] = told[0].warnings
    assert "characters/ansel.toml" in warning and "comments and layout" in warning
    assert _fate_points_on_disk(ctl) == ctl.state.characters["ansel"].fate_points
    # Only the edit that lost the layout warns.
    fate.award(ctl, "ansel", 1)
    assert told[1].warnings == ()


def test_a_save_landing_while_the_watcher_looks_is_not_an_outside_edit(ctl, monkeypatch):
    """The worker copies the file table, then stats the files; the app's save lands between
    the two. Checked again on the app's thread, the save is recognised as its own."""
    before = ctl.state.characters["ansel"].fate_points
    real_list_files = watch.list_files

    def save_then_list(root):
        monkeypatch.setattr(watch, "list_files", real_list_files)
        fate.award(ctl, "ansel", 1)  # the app's own save, between the copy and the stat
        return real_list_files(root)

    monkeypatch.setattr(watch, "list_files", save_then_list)
    suspects = ctl.suspects_on_disk()
    assert "characters/ansel.toml" in suspects  # the look saw the file move...
    told = _told(ctl)
    assert ctl.check_disk(suspects) is None  # ...but nothing was edited outside fate-tui
    assert told == []
    assert ctl.state.characters["ansel"].fate_points == before + 1
    ctl.undo()  # the undo stack still holds the save
    assert _fate_points_on_disk(ctl) == before


def test_looking_from_a_worker_writes_no_fingerprint(ctl):
    path = ctl.root / "characters" / "ansel.toml"
    record = ctl.store.files["characters/ansel.toml"]
    known = record.fingerprint
    stat = path.stat()  # touched, not edited: a newer time, the same bytes
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 5_000_000_000))
    assert ctl.suspects_on_disk() == ["characters/ansel.toml"]
    assert ctl.store.files["characters/ansel.toml"].fingerprint is known
    assert ctl.check_disk(["characters/ansel.toml"]) is None  # same content: no reload
    assert ctl.store.files["characters/ansel.toml"].fingerprint.mtime_ns != known.mtime_ns
    assert ctl.suspects_on_disk() == []


def test_an_outside_edit_found_by_the_look_is_reloaded(ctl):
    path = ctl.root / "characters" / "ansel.toml"
    path.write_text(
        path.read_text(encoding="utf-8").replace("Ansel Wick", "Ansel Wicke"), encoding="utf-8"
    )
    update = ctl.check_disk(ctl.suspects_on_disk())
    assert update is not None and update.external and update.files == ("characters/ansel.toml",)
    assert ctl.state.characters["ansel"].name == "Ansel Wicke"
