"""SIGTERM and SIGHUP never cut a save short: one that arrives while a change set is landing
is acted on once the set has landed (or been put back), so no temp file and no recovery
record is left in the campaign folder by a polite kill.

`handle(on_stop)` installs the handlers (from the main thread, as Python requires); the app
passes a function that asks it to exit (Textual then restores the terminal), the headless
commands keep the default, which raises SystemExit. `deferred()` wraps every landing.
Python runs signal handlers in the main thread only, between two bytecodes; a save running
in a worker thread meanwhile is simply waited for.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Callable, Iterator

STOP_SIGNALS = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)
)

# Re-entrant: the handler may run in the main thread while that thread holds it.
_lock = threading.RLock()
_busy = 0
_pending: list[int] = []


def exit_now(signum: int) -> None:
    """The default way to stop: SystemExit, with the status a shell gives a signal's death."""
    raise SystemExit(128 + signum)


_on_stop: Callable[[int], None] = exit_now


def handle(on_stop: Callable[[int], None] = exit_now) -> None:
    """From now on, SIGTERM and SIGHUP call `on_stop(signum)`, but never in the middle of a
    save: one arriving then waits until the save is done. Call it from the main thread."""
    global _on_stop
    _on_stop = on_stop
    for signum in STOP_SIGNALS:
        signal.signal(signum, _received)


def _received(signum: int, _frame: object) -> None:
    with _lock:
        if _busy:
            _pending.append(signum)
            return
    _on_stop(signum)


@contextlib.contextmanager
def deferred() -> Iterator[None]:
    """While the block runs, a stop signal only waits; after it, the first one is acted on."""
    global _busy
    with _lock:
        _busy += 1
    try:
        yield
    finally:
        with _lock:
            _busy -= 1
            signum = _pending[0] if _pending and not _busy else None
            if signum is not None:
                _pending.clear()
        if signum is not None:
            _on_stop(signum)
