"""A change that writes several files lands whole or not at all (issue 21).

A fault-injecting writer fails the Nth write of a change (a temp file's fsync, as a full disk
or a file-size limit does; or a rename onto a campaign file, as `chattr +i` does), for every
intent that writes more than one file, and for undoing and redoing it. By default N is each of
the three writes where a set fails differently (`_everyday`) and two of the changes are undone
and redone (`UNDONE_EVERY_DAY`); FATE_FULL_SWEEPS=1 (tests/effort.py) fails every write of
every change, its undo and its redo. After each failure the campaign folder is byte for
byte as before (no file, no temp file, no recovery record, no log entry), the values and the
undo stack are as before, and the message says nothing was saved and why.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import characters, conflicts, fate, scenes, sessions
from fate_tui.campaign.intents.arcs import ArcEnd, end_arc
from fate_tui.campaign.state import character_path
from fate_tui.campaign.store import CampaignStore, SaveRefused
from fate_tui.interchange import importer
from tests.campaign.conftest import CAMPAIGNS, snapshot
from tests.effort import sweep

pytestmark = pytest.mark.skipif(
    not os.path.isdir("/proc/self/fd"), reason="finds a temp file's name through /proc"
)

_TEMP = re.compile(r"^\..+\.toml\.[a-z0-9_]{8}\.tmp$")


@dataclass
class Faults:
    """Counts the writes of campaign files while armed, and fails the `fail_at`th."""

    fail_at: int | None = None
    armed: bool = False
    count: int = 0
    failed: list[str] = field(default_factory=list)
    written: list[str] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)

    def write(self, what: str, error: int, kind: str) -> None:
        if not self.armed:
            return
        self.count += 1
        self.written.append(what)
        self.kinds.append(kind)
        # A file that failed once fails again (an immutable file stays so): a creation
        # whose hard link fails tries a rename next.
        if self.count == self.fail_at or what in self.failed:
            self.failed.append(what)
            raise OSError(error, os.strerror(error))


@pytest.fixture
def faults(monkeypatch) -> Faults:
    found = Faults()
    real_replace, real_link, real_unlink = os.replace, os.link, os.unlink

    def fsync(fd):
        try:
            name = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            name = ""
        if _TEMP.match(os.path.basename(name)):  # a campaign file's new bytes
            found.write(name, errno.ENOSPC, "fsync")
        # Durability is not under test here: skipping the real fsync keeps the test fast.

    def replace_file(src, dst, **kwargs):
        if os.fspath(dst).endswith(".toml"):
            found.write(os.fspath(dst), errno.EPERM, "rename")
        return real_replace(src, dst, **kwargs)

    def link(src, dst, **kwargs):
        if os.fspath(dst).endswith(".toml"):
            found.write(os.fspath(dst), errno.EPERM, "link")
        return real_link(src, dst, **kwargs)

    def unlink(path, **kwargs):
        if os.fspath(path).endswith(".toml"):
            found.write(os.fspath(path), errno.EPERM, "unlink")
        return real_unlink(path, **kwargs)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace_file)
    monkeypatch.setattr(os, "link", link)
    monkeypatch.setattr(os, "unlink", unlink)
    return found


# The intents: each a setup (not under test) and the change under test ------------------


def _compel_on_the_deacon(ctl: Controller) -> None:
    """Maren puts up a compel on the Deacon: her point goes to the GM's pool when he accepts
    (an NPC's compels feed the pool)."""
    aspect = fate.compel_aspects(ctl, "drowned-deacon")[0][0]
    fate.resolve_compel(ctl, fate.offer(ctl, "drowned-deacon", aspect, proposer="maren"), True)


def _compel_on_maren_refused(ctl: Controller) -> None:
    aspect = fate.compel_aspects(ctl, "maren")[0][0]
    fate.resolve_compel(ctl, fate.offer(ctl, "maren", aspect), False)


def _start_conflict(ctl: Controller) -> None:
    conflicts.start(ctl, {"The crew": ["maren", "corvin"], "The drowned": ["drowned-deacon"]})


def _concede(ctl: Controller) -> None:
    _start_conflict(ctl)
    conflicts.concede(ctl, "maren", "She flees up the bell tower")


def _end_scene(ctl: Controller) -> None:
    scenes.end(ctl)


def _end_session(ctl: Controller) -> None:
    scenes.end(ctl)
    sessions.end_session(ctl, sessions.SessionEnd(summary="one"))


def _import_two(ctl: Controller) -> None:
    maren = ctl.state.characters["maren"]
    plan = importer.ImportPlan(
        [
            importer.Planned(character_path(slug), replace(maren, id=slug, name=name), "x", False)
            for slug, name in (("wren", "Wren"), ("odo", "Odo"))
        ]
    )
    importer.apply(ctl.store, plan)


def _nothing(ctl: Controller) -> None:
    pass


@dataclass(frozen=True)
class Case:
    setup: Callable[[Controller], None]
    act: Callable[[Controller], None]


CASES = {
    "fate point from a PC to the GM's pool": Case(_nothing, _compel_on_the_deacon),
    "refused compel": Case(_nothing, _compel_on_maren_refused),
    "GM pool set": Case(_nothing, lambda ctl: fate.set_gm_pool(ctl, 5)),
    "conflict start": Case(_nothing, _start_conflict),
    "concession": Case(_start_conflict, lambda ctl: conflicts.concede(ctl, "maren", "flees")),
    "conflict end with payouts": Case(_concede, lambda ctl: conflicts.end(ctl, force=True)),
    "scene end": Case(_nothing, _end_scene),
    "session end": Case(
        _end_scene, lambda ctl: sessions.end_session(ctl, sessions.SessionEnd(summary="one"))
    ),
    "arc end": Case(_end_session, lambda ctl: end_arc(ctl, ArcEnd(summary="done"))),
    "import of two characters": Case(_nothing, _import_two),
}


def _open(tmp_path: Path, number: int) -> Controller:
    folder = tmp_path / f"prepared-{number}" / "ashen-coast"
    shutil.copytree(CAMPAIGNS / "ashen-coast", folder)
    return Controller(CampaignStore.load(folder))


def _values(ctl: Controller):
    state = ctl.state
    return state.story, dict(state.characters), dict(state.scenes)


def _arm(ctl: Controller, faults: Faults, checked: list[str], monkeypatch) -> None:
    """Arm the faults for every change set the act lands (the controller's changes, undo and
    redo, and the importer's), checking after each refused one that nothing changed."""

    def armed(call):
        def run(*args, **kwargs):
            before = snapshot(ctl.root), _values(ctl), len(ctl.store.undo_stack)
            faults.armed = True
            try:
                return call(*args, **kwargs)
            except SaveRefused as refusal:
                after = snapshot(ctl.root), _values(ctl), len(ctl.store.undo_stack)
                _check_nothing_changed(before, after, str(refusal), faults)
                checked.append(str(refusal))
                raise
            finally:
                faults.armed = False

        return run

    for name in ("apply", "undo", "redo"):
        monkeypatch.setattr(ctl, name, armed(getattr(ctl, name)))
    monkeypatch.setattr(importer, "apply", armed(importer.apply))


def _check_nothing_changed(before, after, message: str, faults: Faults) -> None:
    files_before, values_before, undo_before = before
    files_after, values_after, undo_after = after
    changed = sorted(
        name
        for name in files_before.keys() | files_after.keys()
        if files_before.get(name) != files_after.get(name)
    )
    assert changed == [], f"failed at {faults.failed}: {changed} changed on disk"
    assert values_after == values_before, "the values changed though nothing was saved"
    assert undo_after == undo_before, "an undo step for a change not saved"
    assert "nothing was saved" in message
    reason = "No space left on device" if faults.failed[0].endswith(".tmp") else "not permitted"
    assert reason in message


def _prepare(tmp_path: Path, case: Case, step: str) -> CampaignStore:
    """A copy of the campaign set up for the step: the change done for its undo, and undone
    for its redo."""
    ctl = _open(tmp_path, 0)
    case.setup(ctl)
    if step != "do":
        case.act(ctl)
    if step == "redo":
        ctl.undo()
    return ctl.store


def _run(prepared: CampaignStore, faults: Faults, case: Case, step: str, fail_at, monkeypatch):
    """Do the step (the change, its undo or its redo) on a fresh copy of the prepared folder,
    with its `fail_at`th write failing (None: none)."""
    folder = prepared.root.parent.parent / f"run-{fail_at}" / prepared.root.name
    shutil.copytree(prepared.root, folder)
    store = CampaignStore.load(folder)
    store.undo_stack, store.redo_stack = list(prepared.undo_stack), list(prepared.redo_stack)
    ctl = Controller(store)
    checked: list[str] = []
    faults.count, faults.fail_at, faults.failed, faults.written = 0, fail_at, [], []
    faults.kinds = []
    with monkeypatch.context() as patch:
        _arm(ctl, faults, checked, patch)
        with contextlib.suppress(SaveRefused):
            {"do": case.act, "undo": lambda c: c.undo(), "redo": lambda c: c.redo()}[step](ctl)
    if fail_at is not None and faults.failed:
        assert checked, "a write failed, yet no change set was refused"
    return ctl


def _everyday(kinds: list[str]) -> list[int]:
    """The writes (counted from 1) failed by default: the last temp file's fsync, the first
    rename, link or deletion onto a campaign file, and the last write.

    A change set's writes come in two phases (`fate_tui/campaign/change_set.py`): every temp
    file is written and fsynced, then each campaign file is replaced, created or deleted in the
    set's order. The last fsync fails with every other temp file written, all to be removed;
    the first replacement fails with the record and all the temp files in place but no
    campaign file touched; the last fails after every other file of the set was replaced, so
    each must get its bytes before back. A write in between fails in the same way as one of
    these with fewer files to clean up; FATE_FULL_SWEEPS=1 fails each of them too."""
    replacing = [n for n, kind in enumerate(kinds, start=1) if kind != "fsync"]
    fsyncs = [n for n, kind in enumerate(kinds, start=1) if kind == "fsync"]
    return sorted({*fsyncs[-1:], *replacing[:1], len(kinds)})


STEPS = ("do", "undo", "redo")
UNDONE_EVERY_DAY = ("scene end", "import of two characters")
"""The changes undone and redone by default. Undo and redo land the bytes the undo step
kept, by the same code for every change, so two changes guard it: the end of a scene, which
rewrites the most files, and an import, whose undo deletes the new files and whose redo
creates them again. FATE_FULL_SWEEPS=1 undoes and redoes every change."""


@pytest.mark.parametrize(
    ("name", "step"),
    sweep(
        [(name, step) for name in CASES for step in STEPS],
        [
            (name, step)
            for name in CASES
            for step in STEPS
            if step == "do" or name in UNDONE_EVERY_DAY
        ],
    ),
)
def test_a_change_failing_at_any_write_saves_nothing(tmp_path, faults, monkeypatch, name, step):
    case = CASES[name]
    prepared = _prepare(tmp_path, case, step)
    _run(prepared, faults, case, step, None, monkeypatch)  # a dry run counts the writes
    writes, kinds = faults.count, list(faults.kinds)
    files = {os.path.basename(w) for w in faults.written if not w.endswith(".tmp")}
    assert len(files) >= 2, f"{name} writes {files}: not a change of several files"
    for fail_at in sweep(range(1, writes + 1), _everyday(kinds)):
        _run(prepared, faults, case, step, fail_at, monkeypatch)
        assert faults.failed, f"write {fail_at} of {writes} was not reached"


def test_the_next_save_after_a_failed_one_writes_what_the_screen_shows(
    tmp_path, faults, monkeypatch
):
    """A failed save had edited the cached TOML document of Maren's file; the next save of
    another value of hers wrote the failed fate point along with it."""
    ctl = _open(tmp_path, 0)
    points = ctl.state.characters["maren"].fate_points
    checked: list[str] = []
    faults.fail_at = 4  # the rename of the scene's file, after Maren's
    with monkeypatch.context() as patch:
        _arm(ctl, faults, checked, patch)
        with pytest.raises(SaveRefused, match="nothing was saved"):
            _compel_on_the_deacon(ctl)
    assert ctl.state.characters["maren"].fate_points == points
    characters.rename(ctl, "maren", "Maren Holloway-Vey")
    on_disk = CampaignStore.load(ctl.root).state.characters["maren"]
    assert on_disk.name == "Maren Holloway-Vey"
    assert on_disk.fate_points == points
