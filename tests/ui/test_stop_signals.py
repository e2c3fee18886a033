"""SIGTERM and SIGHUP end the app as its quit key does: the terminal is given back (the
alternate screen left, mouse reporting off, the cursor shown) and no temp file is left in
the campaign folder. Before, the process died at once, leaving the terminal in the app's
alternate screen with mouse reporting on and no cursor."""

from __future__ import annotations

import fcntl
import os
import signal
import struct
import subprocess
import sys
import termios

import pytest

from fate_tui.campaign.store import CampaignStore
from tests.ui.test_terminal_hangup import DRAWN_WITHIN, GONE_WITHIN, ROOT, _read_until

RESTORED = {
    "the alternate screen left": b"\x1b[?1049l",
    "the cursor shown": b"\x1b[?25h",
    "mouse reporting off": b"\x1b[?1000l",
}
STOPS = [getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)]


@pytest.mark.parametrize(
    ("command", "drawn_when", "signum"),
    [
        *(((), b"Scene aspects", signum) for signum in STOPS),
        (("players",), b"The party", STOPS[0]),
    ],
    ids=[*(f"the GM's app, {signal.Signals(s).name}" for s in STOPS), "the players' view"],
)
def test_a_stop_signal_gives_the_terminal_back(campaign, tmp_path, command, drawn_when, signum):
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    env = {**os.environ, "TERM": "xterm-256color", "PYTHONPATH": ROOT}
    env.pop("TEXTUAL", None)
    child = subprocess.Popen(
        [sys.executable, "-m", "fate_tui", *command, str(campaign)],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=env,
        cwd=tmp_path,
        start_new_session=True,
    )
    os.close(slave)
    try:
        drawn = _read_until(master, drawn_when, DRAWN_WITHIN)
        assert drawn_when in drawn, drawn.decode("utf-8", "replace")[-2000:]
        assert b"\x1b[?1000h" in drawn  # mouse reporting was on
        child.send_signal(signum)
        after = _read_until(master, b"\x1b[?25h", GONE_WITHIN)
        assert child.wait(timeout=GONE_WITHIN) == 128 + signum
    finally:
        os.close(master)
        if child.poll() is None:
            child.kill()
            child.wait()
    missing = [what for what, sequence in RESTORED.items() if sequence not in after]
    assert missing == [], after.decode("utf-8", "replace")[-500:]
    leftovers = [p for p in campaign.rglob("*") if p.name.endswith(".tmp")]
    assert leftovers == []
    assert CampaignStore.load(campaign, tidy=False).errors == []
