"""A change set's flushes: every temp file, the recovery record and the campaign folder are on
the disk before the first rename, and they are flushed together, not one after another (on a
busy disk each flush waited for its own commit of the file system's journal: six waits a fate
point, most of a key's time). After the renames each folder touched is flushed once."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from fate_tui.campaign.change_set import RECORD
from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import fate
from fate_tui.campaign.store import CampaignStore, SaveRefused
from fate_tui.tomltext import atomic
from tests.campaign.conftest import snapshot

pytestmark = pytest.mark.skipif(
    not os.path.isdir("/proc/self/fd"), reason="names a flushed file through /proc"
)


def _name(fd: int) -> str:
    return os.readlink(f"/proc/self/fd/{fd}")


def _compel_on_the_deacon(ctl: Controller) -> None:
    """Maren's fate point goes to the GM's pool: her file, the scene's and the log."""
    aspect = fate.compel_aspects(ctl, "drowned-deacon")[0][0]
    fate.resolve_compel(ctl, fate.offer(ctl, "drowned-deacon", aspect, proposer="maren"), True)


def test_everything_is_flushed_before_the_first_rename_and_each_folder_after(ashen, monkeypatch):
    ctl = Controller(CampaignStore.load(ashen))
    ctl.store.complete()
    root = os.path.realpath(ashen)
    events: list[tuple[str, str]] = []
    lock = threading.Lock()
    real_replace, real_link = os.replace, os.link

    def fsync(fd):
        with lock:
            events.append(("flush", _name(fd)))

    def replace(src, dst, **kwargs):
        with lock:
            events.append(("rename", os.path.realpath(dst)))
        return real_replace(src, dst, **kwargs)

    def link(src, dst, **kwargs):  # a new file (the session's log) is created by a link
        with lock:
            events.append(("rename", os.path.realpath(dst)))
        return real_link(src, dst, **kwargs)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(os, "link", link)
    _compel_on_the_deacon(ctl)
    renames = [i for i, (kind, _) in enumerate(events) if kind == "rename"]
    before = {path for kind, path in events[: renames[0]] if kind == "flush"}
    after = [path for kind, path in events[renames[-1] :] if kind == "flush"]
    renamed = [events[i][1] for i in renames]
    assert len(renamed) == 3  # Maren, the scene, the log
    temps = {p for p in before if atomic.is_temp_name(os.path.basename(p))}
    assert {os.path.dirname(p) for p in temps} == {os.path.dirname(p) for p in renamed}
    assert len(temps) == 3
    assert os.path.join(root, RECORD) in before and root in before
    # After the renames, each folder once, and nothing flushed twice before them.
    assert sorted(after) == sorted({os.path.dirname(p) for p in renamed})
    assert len(before) == len([1 for kind, _ in events[: renames[0]] if kind == "flush"])


def test_the_flushes_before_the_renames_wait_on_the_disk_together(ashen, monkeypatch):
    """Each flush waits until all five (three temp files, the record, the folder) have started:
    flushed one after another, the first would wait for ever (here: until the barrier gives
    up, and the save is refused)."""
    ctl = Controller(CampaignStore.load(ashen))
    ctl.store.complete()
    barrier = threading.Barrier(5, timeout=30)
    waiting = [True]

    def fsync(fd):
        if waiting[0]:  # the five before the renames; the folders after them go on
            barrier.wait()
            waiting[0] = False

    monkeypatch.setattr(os, "fsync", fsync)
    points = ctl.state.characters["maren"].fate_points
    _compel_on_the_deacon(ctl)
    assert ctl.state.characters["maren"].fate_points == points - 1
    assert not (Path(ashen) / RECORD).exists()


def test_a_flush_that_fails_saves_nothing_and_names_the_file(ashen, monkeypatch):
    """A full disk may first show at the flush: the set is refused, no temp file and no record
    is left, and the message names the file."""
    ctl = Controller(CampaignStore.load(ashen))
    ctl.store.complete()
    before = snapshot(ashen)

    def fsync(fd):
        if "maren.toml" in os.path.basename(_name(fd)):
            raise OSError(28, os.strerror(28))

    monkeypatch.setattr(os, "fsync", fsync)
    with pytest.raises(SaveRefused) as refused:
        _compel_on_the_deacon(ctl)
    assert "characters/maren.toml cannot be written" in str(refused.value)
    assert "nothing was saved" in str(refused.value)
    assert snapshot(ashen) == before
