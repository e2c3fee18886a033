"""One writer per campaign: the GM's app holds a lock on the campaign it plays; a second one
may only read it, and never writes the undo journal."""

import os
import socket
import subprocess
import sys

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.files import SaveRefused
from fate_tui.campaign.intents import fate
from fate_tui.campaign.read_only import ReadOnlyStore, open_read_only
from fate_tui.campaign.store import CampaignStore
from fate_tui.campaign.undo_history import history_file, keep_history
from fate_tui.campaign.writer_lock import CampaignLocked, lock_file, take
from fate_tui.rules.errors import RulesError
from tests.campaign.conftest import snapshot


@pytest.fixture
def state(tmp_path):
    return tmp_path / "state"


def _points(campaign, who) -> int:
    return CampaignStore.load(campaign).state.characters[who].fate_points


def _open(campaign, state):
    """What the GM's app does to open a campaign: take its lock, then load it with its undo
    history; or, when another app holds the lock, open it read-only."""
    try:
        lock = take(campaign, folder=state)
    except CampaignLocked as locked:
        return Controller(open_read_only(campaign, str(locked))), None
    store = CampaignStore.load(campaign)
    assert keep_history(store, state) is None
    return Controller(store), lock


def test_a_second_app_is_told_who_holds_the_campaign(ashen, state):
    with take(ashen, folder=state), pytest.raises(CampaignLocked) as locked:
        take(ashen, folder=state)
    message = str(locked.value)
    assert message.startswith("ashen-coast is open in another fate-tui (the GM's app, ")
    assert f"pid {os.getpid()} on {socket.gethostname()}, since " in message
    assert locked.value.holder.pid == os.getpid()


def test_the_lock_is_free_again_once_released(ashen, state):
    take(ashen, folder=state).release()
    with take(ashen, folder=state) as lock:
        assert lock.held
    assert lock_file(ashen.resolve(), state).read_text() == ""  # it names nobody once free


def test_the_same_campaign_through_a_symlink_is_the_same_lock(ashen, state, tmp_path):
    link = tmp_path / "link-to-ashen"
    link.symlink_to(ashen)
    with take(ashen, folder=state), pytest.raises(CampaignLocked, match="link-to-ashen"):
        take(link, folder=state)


def test_the_lock_is_kept_in_the_state_folder_not_the_campaign(ashen, state):
    files = snapshot(ashen)
    with take(ashen, folder=state) as lock:
        assert lock.path.parent == state / "locks"
        assert snapshot(ashen) == files


def test_a_lock_left_by_a_process_that_ended_is_taken_over_silently(ashen, state):
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, pathlib\n"
            "from fate_tui.campaign.writer_lock import take\n"
            "lock = take(sys.argv[1], 'fate-tui import', pathlib.Path(sys.argv[2]))\n"
            "print('held', flush=True)\n"
            "sys.stdin.read()\n",
            str(ashen),
            str(state),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)},
    )
    try:
        assert holder.stdout.readline() == "held\n"
        with pytest.raises(CampaignLocked) as locked:
            take(ashen, folder=state)
        assert f"(fate-tui import, pid {holder.pid} on " in str(locked.value)
    finally:
        holder.kill()  # as a crash would: the lock is never released by the process
        holder.wait()
        holder.stdout.close()
        holder.stdin.close()
    with take(ashen, folder=state) as lock:
        assert lock.held


def test_two_apps_on_one_campaign_keep_one_true_undo_history(ashen, state):
    """Reported: A +1 Ansel, B +1 Maren, A undo, restart: the stacks came back inverted and
    both undo and redo were refused. Now B is read-only: it cannot change the campaign nor
    write the journal, and A's history stays true across the restart."""
    ansel, maren = _points(ashen, "ansel"), _points(ashen, "maren")
    a, lock = _open(ashen, state)
    b, no_lock = _open(ashen, state)
    assert no_lock is None and isinstance(b.store, ReadOnlyStore)
    assert b.store.history is None

    fate.award(a, "ansel", 1)
    journal = history_file(ashen.resolve(), state).read_bytes()
    files = snapshot(ashen)
    with pytest.raises(SaveRefused, match="Read-only: ashen-coast is open in another fate-tui"):
        fate.award(b, "maren", 1)
    for step in (b.undo, b.redo):
        with pytest.raises(SaveRefused, match="Nothing was changed"):
            step()
    assert history_file(ashen.resolve(), state).read_bytes() == journal
    assert snapshot(ashen) == files
    a.undo()
    lock.release()

    a, lock = _open(ashen, state)  # the restart
    assert (_points(ashen, "ansel"), _points(ashen, "maren")) == (ansel, maren)
    assert [c.label for c in a.store.redo_stack] == ["Ansel Wick gains 1 fate point"]
    assert a.store.undo_stack == []
    a.redo()
    assert _points(ashen, "ansel") == ansel + 1
    a.undo()
    assert _points(ashen, "ansel") == ansel
    with pytest.raises(RulesError, match="nothing to undo"):
        a.undo()
    lock.release()


def test_a_read_only_store_tidies_nothing_away(ashen, state):
    """A temp file in the campaign folder may be the writer's save in progress."""
    temp = ashen / "characters" / ".ansel.toml.6i5g1rkv.tmp"
    temp.write_text("half a save")
    with take(ashen, folder=state):
        open_read_only(ashen, "another app writes it")
    assert temp.exists()


def test_check_and_export_never_need_the_lock(ashen, state, monkeypatch, capsys):
    from fate_tui.cli import main

    monkeypatch.setenv("FATE_TUI_STATE_DIR", str(state))
    with take(ashen):
        assert main(["check", str(ashen)]) == 0
        assert main(["export", str(ashen / "characters" / "ansel.toml")]) == 0
    assert "Ansel Wick" in capsys.readouterr().out


def test_export_leaves_a_temp_file_that_may_be_the_apps_save_in_progress(ashen, capsys):
    from fate_tui.cli import main

    temp = ashen / "characters" / ".ansel.toml.6i5g1rkv.tmp"
    temp.write_text("half a save")
    assert main(["export", str(ashen / "characters" / "ansel.toml")]) == 0
    assert main(["export", str(ashen)]) == 0
    assert temp.exists()
