"""Noticing edits made to a campaign's files outside fate-tui, and reloading them."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from fate_tui.campaign.loader import LoadedFile, disk_fingerprint, list_files


class WatchesDisk:
    """The part of the campaign store that compares the files with what it last read.

    Expects `root`, `files`, `_reread`, `_forget` and `_decode_all` from the store."""

    root: Path
    files: dict[str, LoadedFile]

    def changed_on_disk(self) -> list[str]:
        """Files added, removed or changed on disk since they were last read."""
        # A snapshot: the app polls from a worker thread while saves may add files.
        files = dict(self.files)
        on_disk = set(list_files(self.root))
        known = {p for p, r in files.items() if os.path.lexists(self.root / p) or r.fingerprint}
        changed = sorted(on_disk - known) + sorted(p for p in known - on_disk if p in files)
        for relpath in sorted(on_disk & known):
            if self._changed(relpath, files[relpath]):
                changed.append(relpath)
        return changed

    def _changed(self, relpath: str, record: LoadedFile) -> bool:
        """Whether a file's content differs from what was read. A matching stat is trusted so
        that polling stays cheap; only a file whose stat moved is hashed."""
        known = record.fingerprint
        try:
            stat = (self.root / relpath).stat()
        except (OSError, ValueError):  # a dangling link or a loop: its fingerprint says
            stat = None
        if known is not None and stat is not None:
            if (stat.st_mtime_ns, stat.st_size) == (known.mtime_ns, known.size):
                return False
        current = disk_fingerprint(self.root, relpath)
        if known is None or current is None or not current.same_content(known):
            return True
        record.fingerprint = current  # touched, not edited: remember the new time
        return False

    def reload(self, relpaths: Iterable[str] | None = None) -> list[str]:
        """Re-read the given files (default: those changed on disk) and rebuild the values.

        A file that no longer loads keeps its last good value; its problems are reported and
        it is not written until it loads again.
        """
        paths = list(self.changed_on_disk() if relpaths is None else relpaths)
        listed = set(list_files(self.root))
        for relpath in paths:
            if relpath not in listed:
                self.files.pop(relpath, None)
                self._forget(relpath)
                continue
            self._reread(relpath)
        if paths:
            self._decode_all()
        return paths
