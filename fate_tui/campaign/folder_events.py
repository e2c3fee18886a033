"""Telling the app when a campaign's files may have changed on disk, without looking at every
file every second: the operating system's file events (Linux's inotify read directly, see
`inotify.py`; FSEvents on macOS and ReadDirectoryChangesW on Windows through watchfiles) where
they can be trusted, polling where they cannot.

Events only say where to look. What changed is still decided by the store's fingerprints
(`watch.suspects` and `watch.changed`), on the thread that saves, exactly as after a poll:
an event for a file the app saved itself finds the file as the store recorded it, and a file
that was refused stays refused until it changes again.

Only the campaign folder and its own folders (`characters/`, `scenes/`, and `log/` for the
players' view) are watched, each on its own and not recursively: a link in the campaign to
a large tree elsewhere is never walked, and no file is opened, only the folders are watched.

Polling is used when:
- the environment variable FATE_TUI_WATCH is `poll`;
- off Linux, watchfiles cannot be imported (a platform without its wheels);
- the folder is on a filesystem whose events do not report other machines' edits (NFS, SMB,
  9p and WSL's Windows drives, VirtualBox and virtiofs shared folders, FUSE mounts such as
  sshfs): events there would miss an edit made on the other side;
- starting the events fails (the system's limit of watches reached) or they stop with an
  error: polling takes over for the rest of the run.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from fate_tui.campaign.state import CAMPAIGN_FILE, CHARACTERS_DIR, LOG_DIR, SCENES_DIR

WATCH_ENV = "FATE_TUI_WATCH"
"""`poll` forces polling; anything else (or nothing) uses file events where they work."""

GM_FOLDERS = (CHARACTERS_DIR, SCENES_DIR)
"""The folders the GM's app follows (the play log is its own to write)."""
PLAYERS_FOLDERS = (CHARACTERS_DIR, SCENES_DIR, LOG_DIR)
"""The players' view follows the play log too."""

# Filesystems where a file event reports only what this machine did: polling there.
NO_EVENTS_FILESYSTEMS = frozenset(
    {"nfs", "nfs4", "cifs", "smb3", "smbfs", "9p", "drvfs", "vboxsf", "virtiofs", "afs"}
    | {"ceph", "glusterfs", "davfs", "fuse", "fuseblk", "lustre", "gpfs"}
)

# Events are grouped: handed over once nothing new came for a moment (QUIET seconds), and
# after DEBOUNCE_MS at the latest while changes keep coming, so a hand edit is seen well within
# a second. watchfiles wakes every QUIET seconds to look, even while nothing happens, so its
# moment is longer; inotify's thread sleeps until an event comes.
QUIET = {"inotify": 0.1, "watchfiles": 0.25}
DEBOUNCE_MS = 500

Changed = frozenset[str] | None
"""Campaign paths (`characters/ruth.toml`) that may have changed; None: look at every file."""


@dataclass(frozen=True)
class Method:
    """How a folder is watched, and why."""

    events: bool
    reason: str


def method_for(root: Path, *, environ: Mapping[str, str] | None = None) -> Method:
    """Whether file events can be trusted for the campaign at `root`, and why (see the module's
    docstring)."""
    environ = os.environ if environ is None else environ
    if environ.get(WATCH_ENV, "").strip().lower() == "poll":
        return Method(False, f"{WATCH_ENV}=poll")
    if not sys.platform.startswith("linux"):  # Linux's own events need no library
        try:
            import watchfiles  # noqa: F401
        except ImportError:
            return Method(False, "watchfiles is not installed")
    kind = filesystem_type(root)
    if kind is not None and (kind in NO_EVENTS_FILESYSTEMS or kind.startswith("fuse.")):
        return Method(False, f"the folder is on a {kind} filesystem")
    return Method(True, "file events")


def filesystem_type(path: Path, mounts: str = "/proc/self/mounts") -> str | None:
    """The type of the filesystem `path` is on, from the mount table (Linux); None elsewhere
    or when it cannot be told."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        real = os.path.realpath(path)
        with open(mounts, encoding="utf-8", errors="replace") as table:
            lines = table.read().splitlines()
    except (OSError, ValueError):
        return None
    best, kind = "", None
    for line in lines:
        fields = line.split()
        if len(fields) < 3:
            continue
        # Spaces and tabs in a mount point are written as octal escapes.
        point = fields[1].encode("latin-1", "replace").decode("unicode_escape", "replace")
        inside = real == point or real.startswith(point.rstrip("/") + "/")
        if inside and len(point) >= len(best):
            best, kind = point, fields[2]
    return kind


class FolderWatch:
    """A thread that calls `report` (from that thread) whenever the campaign's files may have
    changed: with the campaign paths concerned, or None to look at every file. It reports
    None once at its start, since an edit may have landed between the load and the watch."""

    def __init__(
        self,
        root: Path,
        report: Callable[[Changed], object],
        *,
        folders: Iterable[str] = GM_FOLDERS,
        poll_every: float = 1.0,
        method: Method | None = None,
        backend: str | None = None,
    ) -> None:
        self.root = Path(root)
        self.folders = tuple(folders)
        self.poll_every = poll_every
        self.method = method or method_for(self.root)
        self._report = report
        self.backend = backend or ("inotify" if sys.platform.startswith("linux") else "watchfiles")
        """Where the events come from: Linux's inotify, read directly, or watchfiles."""
        self._source: _EventSource | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="campaign folder", daemon=True)

    def start(self) -> FolderWatch:
        self._thread.start()
        return self

    def stop(self, wait: float = 1.0) -> None:
        """Stop watching (the thread ends at once, or within a step with watchfiles)."""
        self._stop.set()
        if self._source is not None:
            self._source.wake()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(wait)

    @property
    def events(self) -> bool:
        """Whether file events are used now (False once polling took over)."""
        return self.method.events

    # The thread ---------------------------------------------------------------------------

    def _run(self) -> None:
        if self.method.events:
            try:
                self._watch_events()
            except Exception as error:  # any failure of the events: polling takes over
                self.method = Method(False, f"file events failed: {error}")
                self._report(None)
        while not self._stop.is_set():
            self._report(None)
            if self._stop.wait(self.poll_every):
                return

    def _watch_events(self) -> None:
        top = os.path.realpath(self.root)  # events name paths under the folder watched
        while not self._stop.is_set():
            watched = [top] + [
                os.path.join(top, name)
                for name in self.folders
                if os.path.isdir(os.path.join(top, name))
            ]
            # A file linked from elsewhere in the campaign changes where no watched folder
            # sees it: those few are looked at every `poll_every` seconds instead.
            links = self._links(top)
            with self._open(watched) as source:
                self._source = source
                if self._stop.is_set():
                    return
                self._report(None)  # anything between the load (or the last watch) and now
                while True:
                    found = source.wait(
                        QUIET[self.backend], DEBOUNCE_MS / 1000, self.poll_every if links else None
                    )
                    if found == "stop":
                        return
                    if found == "timeout" and links:
                        self._report(links)
                    if isinstance(found, str) or not found:
                        continue
                    changed, rewatch = self._campaign_paths(top, found)
                    if rewatch or any(os.path.islink(os.path.join(top, p)) for p in changed):
                        break  # a folder or a link came, went or was replaced: watch anew
                    if changed:
                        self._report(changed)

    def _open(self, folders: list[str]) -> _EventSource:
        if self.backend == "inotify":
            from fate_tui.campaign.inotify import FolderEvents

            return FolderEvents(folders)
        return _Watchfiles(folders, self._stop)

    def _links(self, top: str) -> frozenset[str]:
        """The campaign files that are symbolic links."""
        found = {CAMPAIGN_FILE} if os.path.islink(os.path.join(top, CAMPAIGN_FILE)) else set()
        for name in self.folders:
            try:
                with os.scandir(os.path.join(top, name)) as entries:
                    found.update(
                        f"{name}/{e.name}"
                        for e in entries
                        if e.name.endswith(".toml") and e.is_symlink()
                    )
            except (OSError, ValueError):  # not there, or not a folder: looked at by the store
                continue
        return frozenset(found)

    def _campaign_paths(self, top: str, paths: Iterable[str]) -> tuple[frozenset[str], bool]:
        """The campaign paths among the paths of some events, and whether one of the watched
        folders itself changed (then every file is looked at, after the watch is renewed)."""
        found = set()
        for path in paths:
            try:
                relative = os.path.relpath(path, top)
            except ValueError:  # another drive: not the campaign's
                continue
            parts = relative.replace(os.sep, "/").split("/")
            if relative == "." or (len(parts) == 1 and parts[0] in self.folders):
                return frozenset(), True
            if parts == [CAMPAIGN_FILE] or (
                len(parts) == 2 and parts[0] in self.folders and parts[1].endswith(".toml")
            ):
                found.add("/".join(parts))
        return frozenset(found), False


class _EventSource(Protocol):
    """What the thread watches: the inotify events of `fate_tui.campaign.inotify`, or
    watchfiles' (`_Watchfiles`)."""

    def wait(self, quiet: float, longest: float, timeout: float | None) -> list[str] | str:
        """The paths changed, grouped; or "stop" or "timeout"."""
        ...

    def wake(self) -> None: ...

    def __enter__(self) -> _EventSource: ...

    def __exit__(self, *_exc: object) -> None: ...


class _Watchfiles:
    """watchfiles' events, waited for as `inotify.FolderEvents` waits (macOS, Windows)."""

    def __init__(self, folders: list[str], stop: threading.Event) -> None:
        from watchfiles._rust_notify import RustNotify  # watchfiles' documented Rust backend

        self._notify = RustNotify(folders, False, False, 0, False, True)
        self._stop = stop

    def wait(self, quiet: float, longest: float, timeout: float | None) -> list[str] | str:
        found = self._notify.watch(
            round(longest * 1000), round(quiet * 1000), round((timeout or 0) * 1000), self._stop
        )
        if found == "stop":
            return "stop"
        return "timeout" if isinstance(found, str) else [path for _, path in found]

    def wake(self) -> None:
        """The stop event is looked at every step: nothing to do."""

    def __enter__(self) -> _Watchfiles:
        return self

    def __exit__(self, *_exc: object) -> None:
        self._notify.close()
