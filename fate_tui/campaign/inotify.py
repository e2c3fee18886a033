"""Linux's file events (inotify) read directly: the thread waiting for them sleeps in the kernel
until something happens, where watchfiles wakes four times a second to look. Used by
`folder_events` on Linux; watchfiles serves the other systems.

Each given folder is watched on its own (no tree under it), and nothing is opened but the
folders' event queue.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import os
import select
import struct
import time
from collections.abc import Iterable

_CLOEXEC, _NONBLOCK = 0o2000000, 0o4000
_MODIFY, _ATTRIB, _CLOSE_WRITE = 0x2, 0x4, 0x8
_MOVED_FROM, _MOVED_TO, _CREATE, _DELETE = 0x40, 0x80, 0x100, 0x200
_DELETE_SELF, _MOVE_SELF, _OVERFLOW, _IGNORED = 0x400, 0x800, 0x4000, 0x8000
_ONLYDIR = 0x01000000
_MASK = (_MODIFY | _ATTRIB | _CLOSE_WRITE | _MOVED_FROM | _MOVED_TO | _CREATE | _DELETE) | (
    _DELETE_SELF | _MOVE_SELF | _ONLYDIR
)
_HEADER = struct.Struct("iIII")  # wd, mask, cookie, len (of the name after it)

_libc: ctypes.CDLL | None = None


def _library() -> ctypes.CDLL:
    global _libc
    if _libc is None:
        _libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
    return _libc


class FolderEvents:
    """The events of some folders: `wait` gives the paths they name, grouped."""

    def __init__(self, folders: Iterable[str]) -> None:
        libc = _library()
        self._fd = libc.inotify_init1(_NONBLOCK | _CLOEXEC)
        if self._fd < 0:
            raise _error("inotify_init1")
        self._wake_r, self._wake_w = os.pipe()
        self._folders: dict[int, str] = {}
        try:
            for folder in folders:
                wd = libc.inotify_add_watch(self._fd, os.fsencode(folder), _MASK)
                if wd < 0:
                    raise _error(f"watching {folder}")
                self._folders[wd] = folder
        except BaseException:
            self.close()
            raise

    def wake(self) -> None:
        """Make a `wait` in another thread return "stop" (at once, or at its next call)."""
        with contextlib.suppress(OSError):  # closed already
            os.write(self._wake_w, b"x")

    def wait(self, quiet: float, longest: float, timeout: float | None) -> list[str] | str:
        """The paths named by the events from the first one until none came for `quiet`
        seconds (or `longest` passed); "timeout" after `timeout` seconds without any (None:
        never), "stop" once `wake` was called."""
        waiting = [self._fd, self._wake_r]
        ready, _, _ = select.select(waiting, [], [], timeout)
        if self._wake_r in ready:
            return "stop"
        if not ready:
            return "timeout"
        paths = self._read()
        end = time.monotonic() + longest
        while (left := end - time.monotonic()) > 0:
            ready, _, _ = select.select(waiting, [], [], min(quiet, left))
            if self._wake_r in ready:
                return "stop"
            if not ready:
                break
            paths += self._read()
        return paths

    def _read(self) -> list[str]:
        paths: list[str] = []
        while True:
            try:
                data = os.read(self._fd, 65536)
            except BlockingIOError:
                return paths
            offset = 0
            while offset + _HEADER.size <= len(data):
                wd, mask, _, length = _HEADER.unpack_from(data, offset)
                name = data[offset + _HEADER.size : offset + _HEADER.size + length]
                offset += _HEADER.size + length
                folder = self._folders.get(wd)
                if mask & _OVERFLOW or folder is None:
                    # Events were lost, or one came for a folder no longer watched: the
                    # first folder (the campaign's) stands for "look at everything".
                    paths.append(next(iter(self._folders.values()), ""))
                    continue
                name = name.rstrip(b"\0")
                if not name or mask & (_IGNORED | _DELETE_SELF | _MOVE_SELF):
                    paths.append(folder)  # the folder itself went or moved
                else:
                    paths.append(os.path.join(folder, os.fsdecode(name)))

    def close(self) -> None:
        for fd in (self._fd, self._wake_r, self._wake_w):
            with contextlib.suppress(OSError):
                os.close(fd)

    def __enter__(self) -> FolderEvents:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


def _error(what: str) -> OSError:
    number = ctypes.get_errno()
    return OSError(number, f"{what}: {os.strerror(number)}")
