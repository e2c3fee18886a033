"""Noticing edits made to a campaign's files outside fate-tui, and reloading them."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from fate_tui.campaign.loader import LoadedFile, list_files
from fate_tui.tomltext.atomic import fingerprint_of


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
        known = {p for p, r in files.items() if (self.root / p).exists() or r.fingerprint}
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
        except OSError:
            return True
        if known is not None and (stat.st_mtime_ns, stat.st_size) == (known.mtime_ns, known.size):
            return False
        current = fingerprint_of(self.root / relpath)
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
        for relpath in paths:
            if not (self.root / relpath).exists():
                self.files.pop(relpath, None)
                self._forget(relpath)
                continue
            self._reread(relpath)
        if paths:
            self._decode_all()
        return paths
