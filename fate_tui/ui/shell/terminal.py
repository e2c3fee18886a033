"""Quitting when the terminal goes away (its window closed, the tmux server killed), and when
the app is asked to stop (SIGTERM, SIGHUP).

The terminal's session leader gets SIGHUP and, by default, dies of it, but fate-tui is not
always that leader: under `make run`, or a wrapper script, make or the shell is, and nothing
passes the signal on. fate-tui then keeps running with no terminal, and Textual's Linux
driver, which reads the keyboard in a thread, finds the hung-up terminal always readable and
always empty, and loops on it at full speed. So the app looks for the hang-up itself.
"""

from __future__ import annotations

import asyncio
import os
import select
import signal
import sys
import threading

from textual.app import App

CHECK_EVERY = 1.0  # seconds; one poll(2) with no wait each time


def quit_when_terminal_closes(app: App) -> None:
    """From now on, exit `app` once its terminal has hung up. Call it from `on_mount`; it
    does nothing for an app without a terminal (headless tests, a served app)."""
    stdin = sys.__stdin__
    if app.is_headless or stdin is None or not os.isatty(stdin.fileno()):
        return
    poller = select.poll()
    # No events asked for: poll then reports only a hang-up or an error on the terminal.
    poller.register(stdin.fileno(), 0)

    def check() -> None:
        if poller.poll(0):
            app.exit()

    app.set_interval(CHECK_EVERY, check, name="terminal hang-up")


def exit_on_stop_signals(app: App) -> None:
    """From now on, SIGTERM and SIGHUP make `app` exit as the quit key does: Textual leaves
    the alternate screen, turns mouse reporting off and shows the cursor again. A save in
    progress lands (or is put back) first (`fate_tui.campaign.stop_signals`); a second
    signal while the app is closing ends the process at once. Call it from `on_mount`; it does
    nothing for a headless app (tests), whose process is not the app's own."""
    if app.is_headless or threading.current_thread() is not threading.main_thread():
        return
    from fate_tui.campaign import stop_signals

    loop = asyncio.get_running_loop()
    stopping: list[int] = []

    def stop(signum: int) -> None:
        if stopping:  # asked twice: the app did not close in time
            signal.signal(signum, signal.SIG_DFL)
            os.kill(os.getpid(), signum)
            return
        stopping.append(signum)
        loop.call_soon_threadsafe(app.exit, None, 128 + signum)

    stop_signals.handle(stop)
