"""Noticing edits made to a campaign's files outside fate-tui: comparing the files on disk with
the table of what the store last read or saved (`LoadedFile` records by campaign path).

Looking is split in two so the app can poll from a worker thread: `suspects` only reads (it
may run while a save replaces records), and `changed` checks the suspects again on the
thread that saves, so the app's own save is never taken for an outside edit.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from pathlib import Path

from fate_tui.campaign.loader import LoadedFile, disk_fingerprint, list_files


def suspects(
    root: Path, files: Mapping[str, LoadedFile], among: Iterable[str] | None = None
) -> list[str]:
    """Files that may have been added, removed or changed on disk since they were last read
    (only those of `among`, when the file events named them). Writes nothing, not even a
    fingerprint."""
    files = dict(files)  # a save may replace records meanwhile
    if among is not None:
        return [p for p in sorted(set(among)) if _suspect(root, p, files.get(p))]
    on_disk = set(list_files(root))
    known = {p for p, r in files.items() if _known(root, p, r)}
    found = sorted(on_disk - known) + sorted(known - on_disk)
    return found + [p for p in sorted(on_disk & known) if _stat_moved(root, p, files[p])]


def changed(root: Path, files: dict[str, LoadedFile], candidates: Iterable[str]) -> list[str]:
    """Those of `candidates` that really differ from the records in `files` now. Run it on
    the thread that saves: it gives a file touched but not edited its new time."""
    on_disk = set(list_files(root))
    found = []
    for relpath in candidates:
        record = files.get(relpath)
        there = relpath in on_disk
        if record is None or not there:
            if there != (record is not None and _known(root, relpath, record)):
                found.append(relpath)  # added or removed
        elif _edited(root, relpath, record):
            found.append(relpath)
    return found


def _suspect(root: Path, relpath: str, record: LoadedFile | None) -> bool:
    """Whether one file named by an event may have been added, removed or changed: the same
    judgement as `suspects` makes of every file, without listing the folders."""
    there = os.path.lexists(root / relpath)
    if record is None or not _known(root, relpath, record):
        return there
    return not there or _stat_moved(root, relpath, record)


def _known(root: Path, relpath: str, record: LoadedFile) -> bool:
    return os.path.lexists(root / relpath) or record.fingerprint is not None


def _edited(root: Path, relpath: str, record: LoadedFile) -> bool:
    """Whether a file's content differs from what was read. A matching stat is trusted so
    that polling stays cheap; only a file whose stat moved is hashed."""
    if not _stat_moved(root, relpath, record):
        return False
    known = record.fingerprint
    current = disk_fingerprint(root, relpath)
    if known is None or current is None or not current.same_content(known):
        return True
    record.fingerprint = current  # touched, not edited: remember the new time
    return False


def _stat_moved(root: Path, relpath: str, record: LoadedFile) -> bool:
    """Whether the file's size or time differ from its fingerprint's (or either is
    unknown): then only its content can tell whether it was edited."""
    known = record.fingerprint
    try:
        stat = (root / relpath).stat()
    except (OSError, ValueError):  # a dangling link or a loop: its fingerprint says
        return True
    return known is None or (stat.st_mtime_ns, stat.st_size) != (known.mtime_ns, known.size)
