"""Each campaign's undo history, kept between runs in the GM's state folder (never in the
campaign folder: a campaign shared, copied or kept in git carries no history).

The history is a journal, one JSON line per step: a header naming the campaign, then each
change made (with the exact bytes of the files before and after) and each undo and redo.
Appending a line costs a change no more than its own size; the journal is rewritten short
when it grows past twice the steps it keeps. Undoing a step from an earlier run puts bytes back
only over the exact bytes that step left, so a campaign edited since is never overwritten
(the store refuses, saying which file changed).

A journal that cannot be read (broken, from another version, or naming another campaign) is
reported in one message and replaced by a new one: the campaign itself is never touched.
"""

from __future__ import annotations

import base64
import hashlib
import json
from pathlib import Path

from fate_tui.campaign.store import CampaignStore, Change, FileChange
from fate_tui.campaign.user_folders import state_dir

FORMAT = "fate-tui undo history"
VERSION = 1
KEEP = 100
"""Steps kept: undo goes back this far across runs."""


class UndoHistory:
    """Writes a store's undo steps to its journal as they happen (`CampaignStore.history`)."""

    def __init__(self, path: Path, store: CampaignStore, lines: int = 0) -> None:
        self.path = path
        self._store = store
        self._lines = lines

    def did(self, change: Change) -> None:
        self._append({"do": _change_data(change)})
        if self._lines > 2 * KEEP:
            self.rewrite()

    def undid(self) -> None:
        self._append({"undo": True})

    def redid(self) -> None:
        self._append({"redo": True})

    def _append(self, step: dict) -> None:
        try:
            with self.path.open("a", encoding="utf-8") as journal:
                journal.write(json.dumps(step) + "\n")
        except OSError:
            return  # undo still works in this run; the next run starts a new history
        self._lines += 1

    def rewrite(self) -> None:
        """Write the journal anew from the store's stacks (the last KEEP steps of each)."""
        from fate_tui.tomltext.atomic import atomic_write

        store = self._store
        undo, redo = store.undo_stack[-KEEP:], store.redo_stack[-KEEP:]
        del store.undo_stack[:-KEEP], store.redo_stack[:-KEEP]
        # Replaying "do" for every step, then "undo" for each redo step, rebuilds both stacks.
        steps: list[dict[str, object]] = [{"do": _change_data(c)} for c in [*undo, *reversed(redo)]]
        steps += [{"undo": True}] * len(redo)
        lines = [json.dumps(_header(store.root.resolve())), *map(json.dumps, steps)]
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(self.path, ("\n".join(lines) + "\n").encode("utf-8"))
        except OSError:
            return
        self._lines = len(lines)


def keep_history(store: CampaignStore, folder: Path | None = None) -> str | None:
    """Give the store the undo history of its campaign's earlier runs and record its steps
    from now on. Returns a problem to show the GM (the history then starts empty), or None."""
    campaign = store.root.resolve()
    path = history_file(campaign, folder)
    problem, lines = None, 0
    if path.is_file():
        try:
            undo, redo, lines = _replay(path, campaign)
            store.undo_stack[:0], store.redo_stack[:0] = undo, redo
        except _Unreadable as unreadable:
            problem = (
                f"The undo history of earlier runs could not be read ({path}: {unreadable}): "
                "undo starts afresh; the campaign itself is untouched"
            )
    history = UndoHistory(path, store, lines)
    if not lines or lines > 2 * KEEP:
        history.rewrite()  # a new journal, or a long one made short
    store.history = history
    return problem


def history_file(campaign: Path, folder: Path | None = None) -> Path:
    """One journal per campaign folder, named after it (and a digest of its full path, so two
    campaigns of the same name never share one)."""
    digest = hashlib.sha256(str(campaign).encode("utf-8")).hexdigest()[:12]
    return (folder or state_dir()) / "undo" / f"{campaign.name}-{digest}.jsonl"


class _Unreadable(Exception):
    pass


def _header(campaign: Path) -> dict:
    return {"format": FORMAT, "version": VERSION, "campaign": str(campaign)}


def _replay(path: Path, campaign: Path) -> tuple[list[Change], list[Change], int]:
    """The undo and redo stacks the journal leaves, and its number of lines."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise _Unreadable(str(error)) from None
    undo: list[Change] = []
    redo: list[Change] = []
    for number, line in enumerate(lines, start=1):
        try:
            step = json.loads(line)
            if number == 1:
                _check_header(step, campaign)
            elif "do" in step:
                undo.append(_change(step["do"]))
                redo.clear()
            elif step.get("undo") and undo:
                redo.append(undo.pop())
            elif step.get("redo") and redo:
                undo.append(redo.pop())
            elif not (step.get("undo") or step.get("redo")):
                raise _Unreadable("not an undo step")
        except _Unreadable as problem:
            raise _Unreadable(f"line {number}: {problem}") from None
        except (ValueError, TypeError, KeyError, AttributeError) as error:
            raise _Unreadable(f"line {number}: {type(error).__name__}: {error}") from None
    if not lines:
        raise _Unreadable("the file is empty")
    return undo, redo, len(lines)


def _check_header(step: dict, campaign: Path) -> None:
    if step.get("format") != FORMAT or step.get("version") != VERSION:
        raise _Unreadable(f"not a {FORMAT}, version {VERSION}")
    if step.get("campaign") != str(campaign):
        raise _Unreadable(f"it is the history of {step.get('campaign')!r}, not of this campaign")


def _change_data(change: Change) -> dict:
    return {
        "label": change.label,
        "files": [
            {"path": f.relpath, "before": _encode(f.before), "after": _encode(f.after)}
            for f in change.files
        ],
    }


def _change(data: dict) -> Change:
    label = data["label"]
    if not isinstance(label, str):
        raise TypeError("a step's label must be text")
    files = tuple(
        FileChange(_relpath(f["path"]), _decode(f["before"]), _decode(f["after"]))
        for f in data["files"]
    )
    return Change(label, files)


def _relpath(value: object) -> str:
    """A path inside the campaign, as the store writes them (never absolute, never up)."""
    if not isinstance(value, str) or value.startswith(("/", "\\")) or ".." in value.split("/"):
        raise ValueError(f"{value!r} is not a file of the campaign")
    return value


def _encode(data: bytes | None) -> str | None:
    return None if data is None else base64.b64encode(data).decode("ascii")


def _decode(text: object) -> bytes | None:
    if text is None:
        return None
    if not isinstance(text, str):
        raise TypeError("file contents must be base64 text")
    return base64.b64decode(text, validate=True)
