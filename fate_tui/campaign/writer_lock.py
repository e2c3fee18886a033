"""One writer per campaign: the lock the GM's app holds on a campaign while it has it open.

Two apps writing one campaign never overwrite each other's files (every save checks the file
first), but both would append to the one undo journal, and undo would then reach steps the
other app made. So the app that opens a campaign to play takes its lock; a second app is told
who holds it and may open the campaign read-only. The players' view, `check` and `export`
only read, and never take it.

The lock is a file in the GM's state folder, next to the undo journal it guards, named after
the campaign's real path (a campaign reached through a symlink is the same campaign). Not in
the campaign folder: a folder synced, shared or kept in git would carry a lock file to other
machines, where no process could be asked whether it still runs, and a read-only campaign
folder could not be opened at all.

The file is locked with `flock` (on Windows, `msvcrt.locking`): the operating system releases
it when its process ends, however it ends, so a lock left by a crashed app is taken over
silently. The file also records who holds it (pid, host, what it is, since when), only so
the message naming them can say so.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import socket
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from fate_tui.campaign.files import real_path
from fate_tui.campaign.user_folders import state_dir
from fate_tui.rules.errors import FateError

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]

_WINDOWS_LOCK_AT = 1 << 20
"""Windows locks a byte range that nobody may then read: the lock is on a byte far past what
the file says, so the holder's details stay readable."""

_HELD = {errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, getattr(errno, "EDEADLOCK", errno.EAGAIN)}
"""What locking a file held by another process fails with, wherever it runs."""

THE_APP = "the GM's app"
"""What a lock holder is, when it is the app (the default)."""


@dataclass(frozen=True)
class Holder:
    """Who holds a campaign's lock, as they wrote it down."""

    pid: int | None = None
    host: str = ""
    what: str = ""
    since: str = ""

    def describe(self) -> str:
        """'fate-tui (the GM's app, pid 4242 on laptop, since 21:03)'."""
        facts = [self.what or THE_APP]
        if self.pid is not None:
            facts.append(f"pid {self.pid}" + (f" on {self.host}" if self.host else ""))
        if self.since:
            facts.append(f"since {_time_of(self.since)}")
        return f"fate-tui ({', '.join(facts)})"


class CampaignLocked(FateError):
    """Another fate-tui holds the campaign's lock: this one may only read it."""

    def __init__(self, campaign: Path, holder: Holder) -> None:
        self.campaign = campaign
        self.holder = holder
        super().__init__(f"{campaign.name} is open in another {holder.describe()}")


class WriterLock:
    """A campaign's lock, held until `release` (or the process ends)."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd: int | None = fd

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)  # while still held: it names nobody once free
        _unlock(fd)
        os.close(fd)

    def __enter__(self) -> WriterLock:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.release()

    def __del__(self) -> None:
        with contextlib.suppress(Exception):  # at interpreter exit the modules may be gone
            self.release()


def take(
    campaign: str | os.PathLike[str], what: str = THE_APP, folder: Path | None = None
) -> WriterLock:
    """Take the campaign's lock, or raise CampaignLocked naming who holds it. A lock whose
    process has ended is free: it is taken over without a word. An OSError means the state
    folder cannot hold a lock (it cannot be created, or is read-only)."""
    real = Path(real_path(campaign))
    path = lock_file(real, folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        if not _lock(fd):
            raise CampaignLocked(Path(campaign), _holder(fd))
        record = {
            "pid": os.getpid(),
            "host": socket.gethostname(),
            "what": what,
            "since": datetime.now().astimezone().isoformat(timespec="seconds"),
            "campaign": str(real),
        }
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, (json.dumps(record) + "\n").encode("utf-8"))
    except BaseException:
        os.close(fd)
        raise
    return WriterLock(path, fd)


def lock_file(campaign: Path, folder: Path | None = None) -> Path:
    """The lock of the campaign at real path `campaign`: named as its undo journal is."""
    digest = hashlib.sha256(str(campaign).encode("utf-8")).hexdigest()[:12]
    return (folder or state_dir()) / "locks" / f"{campaign.name}-{digest}.lock"


def _lock(fd: int) -> bool:
    """Lock the open file without waiting: False when another process holds it."""
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            import msvcrt

            os.lseek(fd, _WINDOWS_LOCK_AT, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except (BlockingIOError, PermissionError):
        return False
    except OSError as error:
        if error.errno in _HELD:
            return False
        raise
    return True


def _unlock(fd: int) -> None:
    with contextlib.suppress(OSError):
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_UN)
        else:
            import msvcrt

            os.lseek(fd, _WINDOWS_LOCK_AT, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)


def _holder(fd: int) -> Holder:
    """Who the lock's file says holds it (it may say nothing yet: they are writing it)."""
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        data = json.loads(os.read(fd, 4096).decode("utf-8"))
    except (OSError, ValueError):
        return Holder()
    if not isinstance(data, dict):
        return Holder()
    pid = data.get("pid")

    def text(key: str) -> str:
        value = data.get(key)
        return "".join(c for c in value if c.isprintable())[:80] if isinstance(value, str) else ""

    return Holder(
        pid if isinstance(pid, int) and not isinstance(pid, bool) else None,
        text("host"),
        text("what"),
        text("since"),
    )


def _time_of(since: str) -> str:
    """When a lock was taken, as the GM reads it: the time today, else the date too."""
    try:
        moment = datetime.fromisoformat(since)
    except ValueError:
        return since
    now = datetime.now(moment.tzinfo)
    return moment.strftime("%H:%M" if moment.date() == now.date() else "%Y-%m-%d %H:%M")
