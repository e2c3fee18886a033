"""Crash-safe saves that never overwrite a newer edit.

A save writes a hidden temp file in the same folder, flushes it to the disk and
renames it over the target, so after a crash or power cut the file is either
the old version or the new one, never a mix.  Before a save the file on disk is
compared with what was loaded, so an edit made in a text editor meanwhile is
never silently lost.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import stat
import tempfile
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO


def _current_umask() -> int:
    # os.umask can only be read by setting it; do it once, at import time,
    # before any thread could create a file meanwhile.
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_NEW_FILE_MODE = 0o666 & ~_current_umask()


@dataclass(frozen=True)
class Fingerprint:
    """What a file looked like when it was read or written."""

    mtime_ns: int
    size: int
    sha256: str  # hex digest of the content; for what is not a readable file, what it is

    def same_content(self, other: Fingerprint) -> bool:
        """True when both describe the same bytes.

        The decision to refuse a save looks at content, not time: a `touch` or
        a checkout that rewrites the same bytes loses nothing, while an edit
        within one mtime tick (coarse clocks) must still be caught.
        """
        return self.size == other.size and self.sha256 == other.sha256


class ConflictError(Exception):
    """The file on disk is not the version the app loaded; it was not written."""

    def __init__(self, path: str, detail: str) -> None:
        self.path = path
        super().__init__(
            f"{path}: {detail} since fate-tui loaded it, so it was not saved "
            "(reload the file to keep the newer version)"
        )


def fingerprint_from(data: bytes, st: os.stat_result) -> Fingerprint:
    """The fingerprint of `data`, read from a file whose stat is `st`."""
    return Fingerprint(st.st_mtime_ns, len(data), hashlib.sha256(data).hexdigest())


MAX_FINGERPRINTED_BYTES = 4 * 1024 * 1024  # bigger files are told apart by their stat only


def fingerprint_of(
    path: str | os.PathLike[str], *, max_bytes: int = MAX_FINGERPRINTED_BYTES
) -> Fingerprint | None:
    """The file's current fingerprint, or None when nothing at all is at `path`.

    Whatever is there gets a fingerprint without blocking or reading without end: the
    content of a regular file up to `max_bytes`; otherwise what it is (a folder, a FIFO, a
    device, a dangling or looping symlink, an unreadable or too large file), so a caller
    comparing fingerprints sees a change only when the thing itself changes.
    """
    try:
        # O_NONBLOCK: opening a FIFO must not wait for a writer; nothing is read from
        # anything but a regular file.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        return _link_fingerprint(path)
    except IsADirectoryError:
        return _kind_fingerprint(path, "folder")
    except PermissionError:
        return _kind_fingerprint(path, "unreadable")
    except (OSError, ValueError) as error:  # a symlink loop, a NUL in the name...
        return _kind_fingerprint(path, f"error {getattr(error, 'errno', None)}")
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            return Fingerprint(st.st_mtime_ns, 0, "folder")
        if not stat.S_ISREG(st.st_mode):
            return Fingerprint(st.st_mtime_ns, 0, f"not a regular file {stat.S_IFMT(st.st_mode)}")
        if st.st_size > max_bytes:
            return Fingerprint(st.st_mtime_ns, st.st_size, "too large")
        with os.fdopen(os.dup(fd), "rb") as file:
            data = read_bounded(file, st.st_size, max_bytes)
    except OSError:
        return _kind_fingerprint(path, "unreadable")
    finally:
        os.close(fd)
    if len(data) > max_bytes:  # it grew since fstat
        return Fingerprint(st.st_mtime_ns, len(data), "too large")
    return fingerprint_from(data, st)


def read_bounded(file: BinaryIO, size: int, limit: int) -> bytes:
    """Up to `limit` + 1 bytes of an open file that fstat said holds `size` bytes.

    It reads what the file holds, and on up to the limit only if it grew since the fstat: a
    buffered read of the whole limit allocates that much (4 MiB for a 1 KB file) first.
    """
    data = file.read(min(size, limit) + 1)
    if len(data) > size:
        data += file.read(limit + 1 - len(data))
    return data


def stat_fingerprint(path: str | os.PathLike[str]) -> Fingerprint | None:
    """A fingerprint of what is at `path` without following a final symlink or reading
    anything: for names that must not be read (a link out of a folder)."""
    try:
        st = os.lstat(path)
    except (OSError, ValueError):
        return None
    try:
        target = os.readlink(path)
    except (OSError, ValueError):
        target = ""
    return Fingerprint(st.st_mtime_ns, st.st_size, f"not read {stat.S_IFMT(st.st_mode)} {target}")


def _kind_fingerprint(path: str | os.PathLike[str], kind: str) -> Fingerprint | None:
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        try:
            st = os.lstat(path)
        except (OSError, ValueError):
            return None
    return Fingerprint(st.st_mtime_ns, 0, kind)


def _link_fingerprint(path: str | os.PathLike[str]) -> Fingerprint | None:
    """A dangling symlink is something, not nothing; a truly missing file is None."""
    try:
        st = os.lstat(path)
        target = os.readlink(path)
    except (OSError, ValueError):
        return None
    return Fingerprint(st.st_mtime_ns, 0, f"symlink to {target}")


def atomic_write(path: str | os.PathLike[str], data: bytes) -> Fingerprint:
    """Replace `path` with `data` atomically and durably; return the new fingerprint.

    The file keeps its permission bits; a new file gets the usual ones (umask).
    A symlink is written through, so it stays a symlink to the same file.
    """
    target = Path(os.path.realpath(path))
    temp_path = _write_temp(target, data)
    try:
        os.replace(temp_path, target)
    except BaseException:
        _remove_quietly(temp_path)
        raise
    _fsync_folder(target.parent)
    return _fingerprint_after_write(target, data)


def write_if_unchanged(
    path: str | os.PathLike[str],
    data: bytes,
    expected: Fingerprint | None,
    *,
    display_name: str | None = None,
) -> Fingerprint:
    """`atomic_write`, but only while the file still is the version `expected`.

    `expected` None means the file must not exist yet.  Raises ConflictError
    (naming `display_name`, or the path) otherwise.  A change that lands between
    the check and the rename cannot be caught without locks every editor would
    have to honour; the window is a few milliseconds.
    """
    name = display_name or os.fspath(path)
    current = fingerprint_of(path)
    if expected is None:
        if current is not None:
            raise ConflictError(name, "a file with this name was created on disk")
        return _create_exclusive(Path(path), data, name)
    if current is None:
        raise ConflictError(name, "the file was deleted or renamed on disk")
    if not current.same_content(expected):
        raise ConflictError(name, "the file was changed on disk")
    return atomic_write(path, data)


def _create_exclusive(target: Path, data: bytes, name: str) -> Fingerprint:
    """Create `target` with `data`, failing if something else created it first."""
    temp_path = _write_temp(target, data)
    try:
        try:
            # A hard link never replaces an existing file, so creation is
            # atomic *and* exclusive; not every file system has hard links.
            os.link(temp_path, target)
        except FileExistsError:
            raise ConflictError(name, "a file with this name was created on disk") from None
        except OSError:
            os.replace(temp_path, target)
    finally:
        _remove_quietly(temp_path)
    _fsync_folder(target.parent)
    return _fingerprint_after_write(target, data)


_TEMP_NAME = re.compile(r"^\..+\.[a-z0-9_]{8}\.tmp$")


def is_temp_name(name: str) -> bool:
    """Whether `name` is one of the temp files a save writes (`.ruth.toml.k3j9x_2a.tmp`); one
    still there after the save is from a save that was interrupted."""
    return _TEMP_NAME.match(name) is not None


def _write_temp(target: Path, data: bytes, *, sync: bool = True) -> str:
    """A fully written hidden temp file next to `target`, fsynced unless `sync` is False (the
    caller then flushes it with `sync_together`); returns its path."""
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = _NEW_FILE_MODE
    fd, temp_path = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            if sync:
                os.fsync(file.fileno())
        os.chmod(temp_path, mode)  # mkstemp makes 0600; keep what the GM had
    except BaseException:
        _remove_quietly(temp_path)
        raise
    return temp_path


def _fingerprint_after_write(target: Path, data: bytes) -> Fingerprint:
    try:
        st = os.stat(target)
    except OSError:  # renamed away already: the content is still what we wrote
        return Fingerprint(0, len(data), hashlib.sha256(data).hexdigest())
    return fingerprint_from(data, st)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable, where the OS lets a folder be fsynced."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # Windows cannot open folders; the rename is durable there
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def sync_together(files: Sequence[str], folders: Sequence[Path] = ()) -> list[OSError | None]:
    """fsync every file and folder at once, each in a thread of its own; each file's error
    (None: flushed), in order. A folder's error is ignored, as in `_fsync_folder`.

    Flushes that wait side by side are one commit of the file system's journal (ext4 and XFS group
    them): on a busy disk, four of a change set's flushes took 1.1 ms together
    against 11.6 ms one after the other. Every flush has returned when this returns, so the
    order a caller relies on (these durable before its next step) is kept.
    """
    jobs = [(path, False) for path in files] + [(folder, True) for folder in folders]
    if len(jobs) < 2:
        return [_sync_one(path, folder) for path, folder in jobs][: len(files)]
    # The first in this thread: on a busy machine each thread waits its turn for a core.
    others = [_flusher().submit(_sync_one, path, folder) for path, folder in jobs[1:]]
    results = [_sync_one(*jobs[0]), *(future.result() for future in others)]
    return results[: len(files)]


def _sync_one(path: str | Path, folder: bool) -> OSError | None:
    if folder:
        _fsync_folder(Path(path))
        return None
    try:
        # Write access: Windows refuses to flush a file opened for reading only.
        fd = os.open(path, os.O_WRONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError as error:
        return error
    return None


_FLUSHER: ThreadPoolExecutor | None = None


def _flusher() -> ThreadPoolExecutor:
    """The threads `sync_together` flushes in, started at the first change set that needs
    them (most changes write two to five files; a larger set is flushed eight at a time)."""
    global _FLUSHER
    if _FLUSHER is None:
        _FLUSHER = ThreadPoolExecutor(max_workers=8, thread_name_prefix="fate-tui-fsync")
    return _FLUSHER


def _remove_quietly(path: str) -> None:
    with contextlib.suppress(OSError):
        os.unlink(path)


# For writers that land several files as one unit (a change set writes every temp file first,
# flushes them and its record together, renames them later, and flushes the folders
# together).
write_temp = _write_temp
fsync_folder = _fsync_folder
remove_quietly = _remove_quietly
