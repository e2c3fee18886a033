"""The app quits when its terminal goes away, even when no SIGHUP reaches it.

Regression: with fate-tui started by `make run` in tmux, killing the tmux server left the
fate-tui process running at ~90% CPU with no terminal: make, the session leader, got the
SIGHUP and passed nothing on, and Textual's input thread looped on the hung-up terminal.
"""

import fcntl
import os
import select
import struct
import subprocess
import sys
import termios
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# Generous bounds, so a busy machine never fails the test: the app quits about a second
# after the hang-up; without the fix it never does.
DRAWN_WITHIN = 60.0
GONE_WITHIN = 30.0


def _read_until(master: int, wanted: bytes, seconds: float) -> bytes:
    drawn = bytearray()
    deadline = time.monotonic() + seconds
    while wanted not in drawn and time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.5)
        if ready:
            try:
                drawn += os.read(master, 1 << 16)
            except OSError:  # the child closed its end
                break
    return bytes(drawn)


@pytest.mark.parametrize(
    ("command", "drawn_when"),
    [((), b"Scene aspects"), (("players",), b"The party")],
    ids=["the GM's app", "the players' view"],
)
def test_the_app_quits_when_its_terminal_hangs_up(campaign, tmp_path, command, drawn_when):
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    env = {**os.environ, "TERM": "xterm-256color", "PYTHONPATH": ROOT}
    env.pop("TEXTUAL", None)
    # A session of its own whose controlling terminal is not this pty: closing the pty sends
    # the app no SIGHUP, as under make, which takes the signal as session leader.
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
        os.close(master)  # the terminal goes away
        master = -1
        try:
            child.wait(timeout=GONE_WITHIN)
        except subprocess.TimeoutExpired:
            pytest.fail(f"fate-tui still running {GONE_WITHIN:.0f} s after its terminal closed")
    finally:
        if master >= 0:
            os.close(master)
        if child.poll() is None:
            child.kill()
            child.wait()
