"""Quitting when the terminal goes away (its window closed, the tmux server killed).

The terminal's session leader gets SIGHUP and, by default, dies of it, but fate-tui is not
always that leader: under `make run`, or a wrapper script, make or the shell is, and nothing
passes the signal on. fate-tui then keeps running with no terminal, and Textual's Linux
driver, which reads the keyboard in a thread, finds the hung-up terminal always readable and
always empty, and loops on it at full speed. So the app looks for the hang-up itself.
"""

from __future__ import annotations

import os
import select
import sys

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
