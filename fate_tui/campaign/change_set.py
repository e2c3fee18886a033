"""A change set: every file one change writes (campaign.toml, characters, scenes, and the
play log's new entry) lands whole or not at all.

Landing a set (`land`):
1. each file's new bytes go to a hidden temp file next to it (a full disk or a file-size
   limit stops the set here, before any campaign file is touched);
2. each file is checked to hold still the bytes the change was made from, so a newer edit
   on disk is never overwritten;
3. a recovery record, `.fate-tui-change.json` in the campaign folder, names the change and
   each file with the sha256 of its bytes before and after, and keeps its bytes before; the
   temp files, the record and the folder are fsynced together, every flush done before the
   next step;
4. the temp files are renamed over their files in the set's order (a file the change
   deletes is deleted in its turn); then each folder touched is fsynced once;
5. the record is removed.

When a rename fails part-way (a file made immutable, a folder made read-only), the files
already replaced get their exact bytes before back, and the temp files and the record are
removed: nothing was saved. Should putting a file back fail as well, the record stays, and
`recover` finishes the job at the next open (or before the next save).

`recover` rolls an interrupted set back: a set whose every file already holds its new bytes
had landed (only the record's removal was missing) and is kept; otherwise each file holding
its new bytes gets its bytes before back, and a file holding anything else (edited since)
is never touched, only named. A record that is not whole JSON was cut while it was written,
before any file was touched: it is removed (one that cannot be opened at all is left, and
named). Nothing of a record is trusted: it names only the campaign's own files, and bytes
go back only over the exact bytes the set wrote.

A record is created only where none is, so two writers (an import beside the app) never
write over each other's; the second save is refused.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fate_tui.campaign import files, stop_signals
from fate_tui.campaign.files import SaveRefused
from fate_tui.campaign.state import campaign_file_refusal
from fate_tui.tomltext import atomic
from fate_tui.tomltext.atomic import Fingerprint

RECORD = ".fate-tui-change.json"
"""The recovery record of the set being landed, in the campaign folder."""
FORMAT = "fate-tui change set"
VERSION = 1


@dataclass(frozen=True)
class FileWrite:
    """One file of a set: its exact bytes before and after (None: it does not exist), and the
    real path it was loaded through (None: it was not loaded)."""

    relpath: str
    before: bytes | None
    after: bytes | None
    loaded_from: str | None = None


class PartlySaved(SaveRefused):
    """A set that failed part-way and could not be put back whole: `saved` hold their new
    bytes until `recover` runs (the store reloads them, so the screen shows the disk)."""

    def __init__(self, message: str, saved: tuple[str, ...]) -> None:
        super().__init__(message)
        self.saved = saved


def land(
    root: Path,
    label: str,
    writes: Sequence[FileWrite],
    landed: Callable[[], None] | None = None,
) -> dict[str, Fingerprint]:
    """Write every file of the set, or none (see the module's docstring); SaveRefused says
    which file failed and why. Returns the fingerprint of each file written. A SIGTERM or
    SIGHUP arriving meanwhile waits until it is done (`stop_signals`).

    `landed` runs once every file has landed, before the record goes: the undo step is
    written to the journal there, so a kill at any moment leaves the change and its undo
    step both or neither (a set whose files all landed is kept at the next open)."""
    with stop_signals.deferred():
        return _land(root, label, writes, landed)


def _land(
    root: Path, label: str, writes: Sequence[FileWrite], landed: Callable[[], None] | None
) -> dict[str, Fingerprint]:
    targets = {w.relpath: _target(root, w) for w in writes}
    temps: dict[str, str] = {}
    record: Path | None = None
    try:
        for write in writes:
            if write.after is not None:
                try:
                    temps[write.relpath] = atomic.write_temp(
                        targets[write.relpath], write.after, sync=False
                    )
                except (OSError, ValueError) as error:
                    raise _not_written(write.relpath, error) from None
        for write in writes:
            _check_unchanged(write, targets[write.relpath])
        record = _write_record(root, label, writes) if len(writes) > 1 else None
        _flush(temps, record, root)
    except BaseException:
        _discard(temps)
        _remove_record(record)
        raise
    done: list[FileWrite] = []
    try:
        for write in writes:
            _replace(write, targets[write.relpath], temps.get(write.relpath))
            temps.pop(write.relpath, None)  # renamed: it is the file now
            done.append(write)
    except BaseException as error:
        _discard(temps)
        failed = writes[len(done)].relpath
        refusal = _refusal(failed, error)
        try:
            _put_back(done, targets)
        except (OSError, ValueError) as again:
            saved = tuple(w.relpath for w in done)
            message = (
                f"{refusal}, but {', '.join(saved)} had been written and could not be put "
                f"back ({_reason(again)}): the screen shows the files as they are on disk; "
                "fate-tui puts them back when the campaign is next opened"
            )
            raise PartlySaved(message, saved) from None
        _remove_record(record)
        if isinstance(error, (OSError, ValueError, SaveRefused)):
            raise SaveRefused(f"{refusal}; nothing was saved") from None
        raise
    # The renames made durable: every folder touched flushed once, together.
    atomic.sync_together([], list(dict.fromkeys(target.parent for target in targets.values())))
    try:
        if landed is not None:
            landed()
    finally:
        _remove_record(record)
    return {
        w.relpath: _fingerprint(targets[w.relpath], w.after) for w in writes if w.after is not None
    }


def _flush(temps: dict[str, str], record: Path | None, root: Path) -> None:
    """Make the temp files and the record durable before any rename: flushed together, which
    the file system commits in one go (one wait on the disk instead of one per file, the
    record and the folder), and all of them done before this returns. A flush that fails (a
    full disk can first show there) refuses the set, naming the file."""
    files = [*temps.values(), *([str(record)] if record is not None else [])]
    errors = atomic.sync_together(files, [root] if record is not None else [])
    for relpath, error in zip([*temps, RECORD], errors, strict=False):
        if error is not None:
            raise _record_refused(error) if relpath == RECORD else _not_written(relpath, error)


def _target(root: Path, write: FileWrite) -> Path:
    """Where the file really is: a symlink fate-tui loaded is written through."""
    path = files.writable_path(root, write.relpath, write.loaded_from)
    return Path(os.path.realpath(path))


def _check_unchanged(write: FileWrite, target: Path) -> None:
    current = atomic.fingerprint_of(target)
    if write.before is None:
        if current is not None:
            raise SaveRefused(
                str(atomic.ConflictError(write.relpath, "a file with this name was created"))
            )
        return
    if current is None:
        raise SaveRefused(
            str(atomic.ConflictError(write.relpath, "the file was deleted or renamed on disk"))
        )
    if current.size != len(write.before) or current.sha256 != _sha256(write.before):
        raise SaveRefused(str(atomic.ConflictError(write.relpath, "the file was changed on disk")))


def _replace(write: FileWrite, target: Path, temp: str | None) -> None:
    if temp is None:  # the change deletes the file
        os.unlink(target)
    elif write.before is None:
        _create(temp, target, write.relpath)
    else:
        os.replace(temp, target)


def _create(temp: str, target: Path, relpath: str) -> None:
    """Create `target` from `temp`, failing if something else created it meanwhile."""
    try:
        # A hard link never replaces a file: creation is atomic and exclusive. Not every
        # file system has hard links.
        os.link(temp, target)
    except FileExistsError:
        raise SaveRefused(
            str(atomic.ConflictError(relpath, "a file with this name was created"))
        ) from None
    except OSError:
        os.replace(temp, target)
    finally:
        atomic.remove_quietly(temp)


def _put_back(done: Sequence[FileWrite], targets: dict[str, Path]) -> None:
    """Give the files already replaced their exact bytes before, the last one first."""
    for write in reversed(done):
        target = targets[write.relpath]
        if write.before is None:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(target)
        else:
            atomic.atomic_write(target, write.before)


def _not_written(relpath: str, error: BaseException) -> SaveRefused:
    return SaveRefused(f"{relpath} cannot be written ({_reason(error)}); nothing was saved")


def _refusal(relpath: str, error: BaseException) -> str:
    if isinstance(error, SaveRefused):
        return str(error)
    return f"{relpath} cannot be written ({_reason(error)})"


def _reason(error: BaseException) -> str:
    return getattr(error, "strerror", None) or str(error) or type(error).__name__


def _discard(temps: dict[str, str]) -> None:
    for temp in temps.values():
        atomic.remove_quietly(temp)
    temps.clear()


def _fingerprint(target: Path, data: bytes) -> Fingerprint:
    try:
        return atomic.fingerprint_from(data, os.stat(target))
    except OSError:  # renamed away already: the content is still what was written
        return Fingerprint(0, len(data), _sha256(data))


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


# The recovery record -----------------------------------------------------------------------


def _write_record(root: Path, label: str, writes: Sequence[FileWrite]) -> Path:
    record = {
        "format": FORMAT,
        "version": VERSION,
        "change": label,
        "files": [
            {
                "path": w.relpath,
                "before": None if w.before is None else base64.b64encode(w.before).decode(),
                "before_sha256": None if w.before is None else _sha256(w.before),
                "after_sha256": None if w.after is None else _sha256(w.after),
            }
            for w in writes
        ],
    }
    data = json.dumps(record, ensure_ascii=True).encode("ascii")
    path = root / RECORD
    # Exclusive: a record there already is another save of this campaign landing now (an
    # import beside the app), or one cut short; it is never written over.
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags, 0o600)
    except FileExistsError:
        raise SaveRefused(
            f"another save of this campaign is landing, or one was cut short ({RECORD} is "
            "there); nothing was saved: try again, or open the campaign again to put it right"
        ) from None
    except (OSError, ValueError) as error:
        raise _record_refused(error) from None
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
        finally:
            os.close(fd)
    except OSError as error:
        with contextlib.suppress(OSError):
            os.unlink(path)
        raise _record_refused(error) from None
    return path  # flushed with the temp files (`_flush`)


def _record_refused(error: BaseException) -> SaveRefused:
    return SaveRefused(
        f"{RECORD} (the record that makes a change all or nothing) cannot be written in the "
        f"campaign folder ({_reason(error)}); nothing was saved"
    )


def _remove_record(path: Path | None) -> None:
    if path is not None:
        with contextlib.suppress(OSError):
            os.unlink(path)


@dataclass(frozen=True)
class Interrupted:
    """A set found interrupted, and what putting it right does (or did): the files that get
    (got) their bytes before back, and those left alone because they were edited since."""

    label: str
    put_back: tuple[str, ...] = ()
    edited: tuple[str, ...] = ()
    landed: bool = False
    """Every file held its new bytes: the set had landed, and is kept."""
    unreadable: str | None = None
    """Why the record could not be read (it was cut before any file was touched)."""
    failed: str | None = None
    """Why putting a file back failed (the record stays, for the next try)."""

    def describe(self, *, done: bool) -> str:
        """What the GM is told: what `recover` did (`done`) or will do."""
        if self.unreadable is not None and self.failed is not None:
            return (
                f"{RECORD}, the record of an interrupted save, cannot be read "
                f"({self.unreadable}); fate-tui leaves it and the files it names alone"
            )
        if self.unreadable is not None:
            verb = "was removed" if done else "is removed when the campaign is opened"
            return (
                f"an interrupted save left {RECORD}, cut before any file was touched "
                f"({self.unreadable}); it {verb}"
            )
        name = f"the change '{self.label}'"
        if self.landed:
            verb = "" if done else "; opening the campaign removes its record"
            return f"{name} had been saved whole before fate-tui stopped{verb}"
        parts = [f"{name} was interrupted while it was saved (fate-tui was stopped)"]
        if self.put_back:
            one = len(self.put_back) == 1
            files = ", ".join(self.put_back)
            were = "it was" if one else "they were"
            if done:
                parts.append(f"{files} {'was' if one else 'were'} put back as {were} before it")
            else:
                parts.append(f"opening the campaign puts {files} back as {were} before it")
        if self.edited:
            them = "it" if len(self.edited) == 1 else "them"
            parts.append(
                f"{', '.join(self.edited)} changed since, so fate-tui left {them} as it was: "
                f"check {them}"
            )
        if self.failed:
            parts.append(f"putting the files back failed ({self.failed}); it is tried again")
        if not self.put_back and not self.edited:
            parts.append("none of its files had been written")
        return "; ".join(parts)


def pending(root: Path) -> Interrupted | None:
    """The set left interrupted in `root`, if any, and what `recover` would do; reads only."""
    found = _read_record(root)
    if found is None or isinstance(found, Interrupted):
        return found
    label, entries = found
    return _plan(root, label, entries)


def recover(root: Path) -> Interrupted | None:
    """Put right a set left interrupted in `root` (see the module's docstring); None when
    there was none. The record is removed once nothing of the set remains to put back."""
    with stop_signals.deferred():
        return _recover(root)


def _recover(root: Path) -> Interrupted | None:
    found = _read_record(root)
    if found is None:
        return None
    path = root / RECORD
    if isinstance(found, Interrupted):
        if found.failed is None:  # cut short while written: no file was touched
            _remove_record(path)
        return found
    label, entries = found
    plan = _plan(root, label, entries)
    if not plan.landed:
        try:
            for entry in reversed(entries):
                if entry.relpath in plan.put_back:
                    _restore(root, entry)
        except (OSError, ValueError, SaveRefused) as error:
            return Interrupted(label, plan.put_back, plan.edited, failed=_reason(error))
    _remove_record(path)
    return plan


@dataclass(frozen=True)
class _Entry:
    """One file a record names, checked: the bytes it held before the set, and the sha256
    of those and of the bytes the set wrote (None: no file)."""

    relpath: str
    before: bytes | None
    before_sha256: str | None
    after_sha256: str | None


def _read_record(root: Path) -> tuple[str, list[_Entry]] | Interrupted | None:
    path = root / RECORD
    if not os.path.lexists(path):
        return None
    try:
        if os.path.islink(path) or not os.path.isfile(path):
            raise ValueError("it is not a plain file")
        with open(path, "rb") as file:
            data = json.loads(file.read(64 * 1024 * 1024))
        if data.get("format") != FORMAT or data.get("version") != VERSION:
            raise ValueError(f"not a {FORMAT}, version {VERSION}")
        label = data["change"]
        if not isinstance(label, str):
            raise ValueError("the change has no name")
        entries = [_entry(item) for item in data["files"]]
    except OSError as error:  # there, but not to be read now: kept for a later look
        return Interrupted("", unreadable=_reason(error), failed=_reason(error))
    except (ValueError, TypeError, KeyError, AttributeError) as error:
        return Interrupted("", unreadable=_reason(error))
    return label, entries


def _entry(item: dict[str, Any]) -> _Entry:
    relpath = item["path"]
    refusal = campaign_file_refusal(relpath)  # a record names the store's own files only
    if refusal is not None:
        raise ValueError(f"{relpath!r} is not a campaign file: {refusal}")
    before_text, before_sha, after_sha = item["before"], item["before_sha256"], item["after_sha256"]
    before = None if before_text is None else base64.b64decode(before_text, validate=True)
    if (before is None) != (before_sha is None) or (
        before is not None and _sha256(before) != before_sha
    ):
        raise ValueError(f"the bytes kept for {relpath} are not the ones named")
    if after_sha is not None and not isinstance(after_sha, str):
        raise ValueError(f"no sha256 for {relpath}")
    return _Entry(relpath, before, before_sha, after_sha)


def _state(root: Path, entry: _Entry) -> str:
    """'after', 'before' or 'edited': what the file holds now."""
    path = root / entry.relpath
    if not files.is_inside(root, path):
        return "edited"
    current = atomic.fingerprint_of(path)
    sha = None if current is None else current.sha256
    if sha == entry.after_sha256:
        return "after"
    if sha == entry.before_sha256:
        return "before"
    return "edited"


def _plan(root: Path, label: str, entries: list[_Entry]) -> Interrupted:
    states = {entry.relpath: _state(root, entry) for entry in entries}
    if all(state == "after" for state in states.values()):
        return Interrupted(label, landed=True)
    put_back = tuple(p for p, state in states.items() if state == "after")
    edited = tuple(p for p, state in states.items() if state == "edited")
    return Interrupted(label, put_back, edited)


def _restore(root: Path, entry: _Entry) -> None:
    """Put the bytes before back, only over the exact bytes the set wrote."""
    path = root / entry.relpath
    loaded_from = files.real_path(path) if os.path.lexists(path) else None
    target = Path(os.path.realpath(files.writable_path(root, entry.relpath, loaded_from)))
    if _state(root, entry) != "after":
        return
    if entry.before is None:
        os.unlink(target)
        atomic.fsync_folder(target.parent)
    else:
        atomic.atomic_write(target, entry.before)
