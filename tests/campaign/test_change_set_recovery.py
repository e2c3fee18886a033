"""A change set cut short (a kill, a power cut, a put-back that failed) is put right at the
next open, before anything is read; `check` only reports it; a file edited since is never
touched; and a process killed at random while it moves fate points around never creates or
destroys one."""

from __future__ import annotations

import errno
import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from fate_tui.campaign import change_set
from fate_tui.campaign.change_set import RECORD
from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import fate
from fate_tui.campaign.store import CampaignStore, SaveRefused
from fate_tui.rules.fate_points import GM
from fate_tui.tomltext import atomic
from tests.campaign.conftest import snapshot
from tests.effort import tries

ROOT = Path(__file__).resolve().parents[2]
MAREN, SCENE = "characters/maren.toml", "scenes/drowned-chapel.toml"


def _compel_on_the_deacon(ctl: Controller) -> None:
    """Maren's fate point goes to the GM's pool: her file, the scene's and the log."""
    aspect = fate.compel_aspects(ctl, "drowned-deacon")[0][0]
    fate.resolve_compel(ctl, fate.offer(ctl, "drowned-deacon", aspect, proposer="maren"), True)


def _cut_after_first_rename(monkeypatch) -> None:
    """What a kill after the first rename leaves: that file new, the record in place."""
    real_replace = os.replace
    renamed: list[str] = []

    def replace(src, dst, **kwargs):
        if os.fspath(dst).endswith(".toml"):
            renamed.append(os.fspath(dst))
            if len(renamed) == 2:
                raise KeyboardInterrupt  # stands for the kill: nothing after it runs...
        return real_replace(src, dst, **kwargs)

    monkeypatch.setattr(os, "replace", replace)
    # ...neither the put-back nor the record's removal.
    monkeypatch.setattr(change_set, "_put_back", lambda done, targets: None)
    monkeypatch.setattr(change_set, "_remove_record", lambda path: None)


def _interrupted(ashen: Path, monkeypatch) -> tuple[dict[str, bytes], int]:
    ctl = Controller(CampaignStore.load(ashen))
    before = snapshot(ashen)
    points = ctl.state.characters["maren"].fate_points
    with monkeypatch.context() as patch:
        _cut_after_first_rename(patch)
        with pytest.raises(KeyboardInterrupt):
            _compel_on_the_deacon(ctl)
    return before, points


def test_a_change_cut_after_its_first_file_is_rolled_back_at_the_next_open(ashen, monkeypatch):
    before, points = _interrupted(ashen, monkeypatch)
    assert (ashen / RECORD).exists()
    assert (ashen / MAREN).read_bytes() != before[MAREN]  # one point left Maren's file...
    assert (ashen / SCENE).read_bytes() == before[SCENE]  # ...and reached no pool
    # `check` reads only: it says what happened and what the open will do.
    checked = CampaignStore.load(ashen, tidy=False)
    [warning] = [p for p in checked.problems if p.file == RECORD]
    assert "interrupted" in warning.message
    assert f"opening the campaign puts {MAREN} back" in warning.message
    assert (ashen / RECORD).exists()
    # Opening puts the file back before anything is read.
    store = CampaignStore.load(ashen)
    assert store.interrupted.put_back == (MAREN,)
    assert store.state.characters["maren"].fate_points == points
    assert snapshot(ashen) == before  # no record, no temp file, no log entry
    assert [p for p in store.problems if p.file == RECORD] == []


def test_a_file_edited_after_the_cut_is_never_touched(ashen, monkeypatch):
    _interrupted(ashen, monkeypatch)
    edited = (ashen / MAREN).read_bytes() + b"# the GM's note\n"
    (ashen / MAREN).write_bytes(edited)
    store = CampaignStore.load(ashen)
    assert store.interrupted.edited == (MAREN,) and store.interrupted.put_back == ()
    assert (ashen / MAREN).read_bytes() == edited
    [warning] = [p for p in store.problems if p.file == RECORD]
    assert "left it as it was: check it" in warning.message and MAREN in warning.message
    assert not (ashen / RECORD).exists()


def test_a_change_whose_files_all_landed_is_kept(ashen, monkeypatch):
    ctl = Controller(CampaignStore.load(ashen))
    points = ctl.state.characters["maren"].fate_points
    with monkeypatch.context() as patch:
        patch.setattr(change_set, "_remove_record", lambda path: None)  # a lost unlink
        _compel_on_the_deacon(ctl)
    assert (ashen / RECORD).exists()
    landed = snapshot(ashen)
    store = CampaignStore.load(ashen)
    assert store.interrupted.landed
    assert store.state.characters["maren"].fate_points == points - 1
    assert snapshot(ashen) == {k: v for k, v in landed.items() if k != RECORD}


@pytest.mark.parametrize(
    "record",
    [
        b'{"format": "fate-tui change set", "version": 1, "change": "x", "fi',  # cut short
        json.dumps(
            {
                "format": "fate-tui change set",
                "version": 1,
                "change": "x",
                "files": [
                    {"path": ".git/config", "before": "", "before_sha256": "", "after_sha256": ""}
                ],
            }
        ).encode(),
    ],
    ids=["cut", "names a file that is not the campaign's"],
)
def test_a_record_that_cannot_be_trusted_touches_nothing(ashen, record):
    (ashen / ".git").mkdir()
    (ashen / ".git" / "config").write_text("[core]\n")
    (ashen / RECORD).write_bytes(record)
    before = snapshot(ashen)
    store = CampaignStore.load(ashen)
    assert store.interrupted.unreadable
    assert snapshot(ashen) == {k: v for k, v in before.items() if k != RECORD}


def test_a_put_back_that_fails_leaves_the_screen_showing_the_disk(ashen, monkeypatch):
    """The scene's rename fails, and so does putting Maren's file back: the message says what
    was saved, the values are what the disk holds, and the next save puts it right first."""
    ctl = Controller(CampaignStore.load(ashen))
    points = ctl.state.characters["maren"].fate_points
    before = snapshot(ashen)
    real_replace = os.replace

    def replace(src, dst, **kwargs):
        if os.fspath(dst).endswith(SCENE.split("/")[1]):
            raise OSError(errno.EPERM, os.strerror(errno.EPERM))
        return real_replace(src, dst, **kwargs)

    def no_space(target, data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    told = []
    ctl.subscribe(told.append)
    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", replace)
        patch.setattr(atomic, "atomic_write", no_space)
        with pytest.raises(SaveRefused) as refused:
            _compel_on_the_deacon(ctl)
    [update] = told  # the screens redraw Maren's row, as the disk now holds it
    assert update.files == (MAREN,) and update.entry is None
    message = str(refused.value)
    assert f"{SCENE} cannot be written (Operation not permitted)" in message
    assert f"but {MAREN} had been written and could not be put back" in message
    assert "No space left on device" in message
    # What the Table shows is what the disk holds: Maren's point left, the pool did not move.
    assert ctl.state.characters["maren"].fate_points == points - 1
    on_disk = CampaignStore.load(ashen, tidy=False).state
    assert on_disk.characters["maren"].fate_points == points - 1
    assert ctl.store.undo_stack == []
    # The next save puts the cut change right first, then lands whole.
    fate.award(ctl, "corvin", 1)
    assert not (ashen / RECORD).exists()
    assert ctl.state.characters["maren"].fate_points == points
    assert (ashen / MAREN).read_bytes() == before[MAREN]


# Killed at random while moving fate points ---------------------------------------------

HOLDERS = ("maren", "corvin", GM)

# Moves one fate point at a time between Maren, Corvin and the GM's pool, each move one
# change set of two files and the log, until killed. It says "ready" after its first moves.
MOVER = textwrap.dedent(
    """
    import random, sys
    sys.path.insert(0, sys.argv[1])
    from fate_tui.campaign.controller import Controller
    from fate_tui.campaign.intents import fate
    from fate_tui.campaign.store import CampaignStore
    from fate_tui.rules.fate_points import GM, FatePointChange

    ctl = Controller(CampaignStore.load(sys.argv[2]))
    rng = random.Random(int(sys.argv[3]))
    holders = ["maren", "corvin", GM]
    moves = 0
    while True:
        held = {h: fate._holding(ctl, h) for h in holders}
        giver = rng.choice([h for h in holders if held[h] > 0])
        taker = rng.choice([h for h in holders if h != giver])
        changes = [FatePointChange(giver, -1), FatePointChange(taker, 1)]
        fate._move(ctl, changes, f"move {giver} {taker}")
        moves += 1
        if moves == 2:
            print("ready", flush=True)
    """
)


def _held(store: CampaignStore) -> dict[str, int]:
    state = store.state
    return {
        "maren": state.characters["maren"].fate_points,
        "corvin": state.characters["corvin"].fate_points,
        GM: state.scenes["drowned-chapel"].gm_pool or 0,
    }


def _logged_moves(store: CampaignStore) -> dict[str, int]:
    moved = dict.fromkeys(HOLDERS, 0)
    for entry in store.log_entries()[0]:
        if entry.text.startswith("move "):
            _, giver, taker = entry.text.split()
            moved[giver] -= 1
            moved[taker] += 1
    return moved


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_fate_points_are_conserved_however_often_the_app_is_killed(ashen):
    start = _held(CampaignStore.load(ashen))
    total = sum(start.values())
    rng = random.Random(20261128)
    kills = max(3, tries(4))
    for number in range(kills):
        mover = subprocess.Popen(
            [sys.executable, "-c", MOVER, str(ROOT), str(ashen), str(number)],
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            assert mover.stdout is not None
            assert mover.stdout.readline().strip() == "ready"
            time.sleep(rng.uniform(0, 0.05))
        finally:
            mover.send_signal(signal.SIGKILL)
            mover.wait()
            if mover.stdout is not None:
                mover.stdout.close()
        store = CampaignStore.load(ashen)  # puts right a change the kill cut short
        held = _held(store)
        assert sum(held.values()) == total, f"kill {number}: {held} (started {start})"
        # Every move is whole: its log entry is there exactly when its files are.
        moved = _logged_moves(store)
        assert {h: start[h] + moved[h] for h in HOLDERS} == held
        leftovers = [p for p in snapshot(ashen) if p == RECORD or p.endswith(".tmp")]
        assert leftovers == []


def test_check_and_the_watcher_never_take_the_record_for_a_campaign_file(ashen, monkeypatch):
    from fate_tui.cli import main

    _interrupted(ashen, monkeypatch)
    cut = snapshot(ashen)
    store = CampaignStore.load(ashen, tidy=False)
    assert RECORD not in store.files and RECORD not in store.suspects_on_disk()
    assert main(["check", str(ashen)]) == 0  # a warning: the campaign itself loads
    assert snapshot(ashen) == cut  # check never writes, not even to put the change back


def test_a_save_never_writes_over_the_record_of_another_save_landing(ashen):
    """An import writing beside the app (it may, without the writer lock) lands its own set:
    the app's save is refused while that record is there, and never touches it."""
    ctl = Controller(CampaignStore.load(ashen))
    other = b'{"format": "fate-tui change set", "version": 1, "change": "import", "files": []}'
    (ashen / RECORD).write_bytes(other)
    before = snapshot(ashen)
    with pytest.raises(SaveRefused, match="another save of this campaign is landing"):
        _compel_on_the_deacon(ctl)
    assert snapshot(ashen) == before
    (ashen / RECORD).unlink()  # that save landed
    _compel_on_the_deacon(ctl)
    assert not (ashen / RECORD).exists()


def test_undoing_a_session_end_is_logged_in_the_session_it_goes_back_to(ashen):
    """The undo's log entry lands with the undo, so where it goes is worked out before: the
    session campaign.toml will say is in play once the files are back."""
    from fate_tui.campaign.intents import scenes, sessions

    ctl = Controller(CampaignStore.load(ashen))
    scenes.end(ctl)
    number = ctl.state.story.current_session
    sessions.end_session(ctl, sessions.SessionEnd(summary="one"))
    assert ctl.state.story.current_session == number + 1
    ctl.undo()
    assert ctl.state.story.current_session == number
    texts = [e.text for e in ctl.store.log_entries(number)[0]]
    assert texts[-1] == f"Undid: Session {number} ends"
    assert all(not e.text.startswith("Undid") for e in ctl.store.log_entries(number + 1)[0])


def test_a_kill_before_the_record_goes_keeps_the_change_and_its_undo_step(ashen, tmp_path):
    """The undo step joins the journal before the record is removed: a kill between them
    leaves a change whose files all landed, kept at the next open, and its step in the
    journal, so the next run undoes it (the journal never misses a change that stands)."""
    from fate_tui.campaign.undo_history import keep_history

    state_folder = tmp_path / "state"
    store = CampaignStore.load(ashen)
    keep_history(store, state_folder)
    ctl = Controller(store)
    before = snapshot(ashen)
    points = ctl.state.characters["maren"].fate_points

    def killed(path):  # the kill lands between the journal's line and the record's removal
        raise KeyboardInterrupt

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(change_set, "_remove_record", killed)
        with pytest.raises(KeyboardInterrupt):
            _compel_on_the_deacon(ctl)
    assert (ashen / RECORD).exists()
    reopened = CampaignStore.load(ashen)
    assert reopened.interrupted.landed
    assert reopened.state.characters["maren"].fate_points == points - 1
    assert keep_history(reopened, state_folder) is None
    assert [c.label for c in reopened.undo_stack][-1:] and reopened.undo()
    assert reopened.state.characters["maren"].fate_points == points
    assert {k: v for k, v in snapshot(ashen).items() if not k.startswith("log/")} == {
        k: v for k, v in before.items() if not k.startswith("log/")
    }
