"""SIGTERM and SIGHUP never cut a save short: a process saving change after change, asked to
stop at random moments, ends with the signal's status and leaves no temp file, no recovery
record, and every change whole (fate points conserved, each move logged exactly when made)."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time

import pytest

from fate_tui.campaign.change_set import RECORD
from fate_tui.campaign.store import CampaignStore
from tests.campaign.conftest import snapshot
from tests.campaign.test_change_set_recovery import HOLDERS, MOVER, ROOT, _held, _logged_moves

# The mover of the kill test, stopped the way the command line stops: `stop_signals.handle`.
POLITE_MOVER = MOVER.replace(
    "ctl = Controller(",
    "from fate_tui.campaign import stop_signals\nstop_signals.handle()\nctl = Controller(",
)
STOPS = [getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)]


@pytest.mark.parametrize("signum", STOPS, ids=lambda s: signal.Signals(s).name)
def test_a_stop_signal_waits_for_the_save_in_progress(ashen, signum):
    start = _held(CampaignStore.load(ashen))
    rng = random.Random(int(signum))
    for number in range(3):
        mover = subprocess.Popen(
            [sys.executable, "-c", POLITE_MOVER, str(ROOT), str(ashen), str(number)],
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            assert mover.stdout is not None
            assert mover.stdout.readline().strip() == "ready"
            time.sleep(rng.uniform(0, 0.05))
            mover.send_signal(signum)
            assert mover.wait(timeout=60) == 128 + signum
        finally:
            if mover.poll() is None:
                mover.kill()
                mover.wait()
            if mover.stdout is not None:
                mover.stdout.close()
        # Nothing was left to put right: no temp file, no record, before any open.
        leftovers = [p for p in snapshot(ashen) if p == RECORD or p.endswith(".tmp")]
        assert leftovers == []
        store = CampaignStore.load(ashen)
        assert store.interrupted is None and store.errors == []
        held = _held(store)
        assert sum(held.values()) == sum(start.values())
        moved = _logged_moves(store)
        assert {h: start[h] + moved[h] for h in HOLDERS} == held
