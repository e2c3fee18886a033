"""Each campaign's undo history, kept between runs in the GM's state folder (never in the
campaign folder: a campaign shared, copied or kept in git carries no history).

The history is a journal, one JSON line per step: a header naming the campaign, then each
change made (with the exact bytes of the files before and after) and each undo and redo.
Appending a line costs a change no more than its own size; the journal is rewritten short
when it grows past twice the steps it keeps. Undoing a step from an earlier run puts bytes back
only over the exact bytes that step left, so a campaign edited since is never overwritten
(the store refuses, saying which file changed).

The journal is data from outside (anyone may edit a file in the state folder), read as such:
a step may name only a file the store itself writes (`campaign_file_refusal`); a line that
is not a whole, valid step is dropped with a message naming it, and every good line is kept
(a dropped change keeps its place while the undo and redo lines after it are replayed, so
they still move the steps they moved). A last line cut short (a full disk, a kill) is dropped
alone. Undo still puts bytes back only over the exact bytes a step left, so a step dropped
from under the others can never make one undo over a file it did not leave. A journal that
cannot be read at all (not this format, another version, another campaign's) is reported in
one message and replaced by a new one. The campaign itself is never touched.

Only the app holding the campaign's writer lock (`fate_tui.campaign.writer_lock`) keeps a
history: two apps appending to one journal would interleave their steps.
"""

from __future__ import annotations

import base64
import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fate_tui.campaign.state import DECK_FILE, campaign_file_refusal
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

    def _append(self, step: dict[str, Any]) -> None:
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
    from now on. Returns a problem to show the GM (lines dropped, or a history that starts
    empty), or None. Only the campaign's writer calls it."""
    campaign = store.root.resolve()
    path = history_file(campaign, folder)
    problem, lines = None, 0
    if path.is_file():
        try:
            replay = _replay(path, campaign)
        except _Unreadable as unreadable:
            problem = (
                f"The undo history of earlier runs could not be read ({path}: {unreadable}): "
                "undo starts afresh; the campaign itself is untouched"
            )
        else:
            store.undo_stack[:0], store.redo_stack[:0] = replay.undo, replay.redo
            lines = replay.lines
            if replay.dropped:
                problem = _dropped_message(path, replay)
                lines = 0  # written anew without the bad lines (a cut line would glue on)
    history = UndoHistory(path, store, lines)
    if not lines or lines > 2 * KEEP:
        history.rewrite()  # a new journal, or a long one made short, or a mended one
    store.history = history
    return problem


def _dropped_message(path: Path, replay: _Replay) -> str:
    kept = len(replay.undo) + len(replay.redo)
    steps = f"{kept} step{'' if kept == 1 else 's'}"
    redo = f" ({len(replay.redo)} to redo)" if replay.redo else ""
    return (
        f"The undo history of earlier runs ({path}) had lines that were dropped: "
        f"{'; '.join(replay.dropped)}. Kept {steps}{redo}; the campaign itself is untouched"
    )


def history_file(campaign: Path, folder: Path | None = None) -> Path:
    """One journal per campaign folder, named after it (and a digest of its full path, so two
    campaigns of the same name never share one)."""
    digest = hashlib.sha256(str(campaign).encode("utf-8")).hexdigest()[:12]
    return (folder or state_dir()) / "undo" / f"{campaign.name}-{digest}.jsonl"


class _Unreadable(Exception):
    pass


def _header(campaign: Path) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "campaign": str(campaign)}


@dataclass
class _Replay:
    """What a journal leaves: the undo and redo stacks, its number of lines, and why each
    dropped line was dropped."""

    undo: list[Change] = field(default_factory=list)
    redo: list[Change] = field(default_factory=list)
    lines: int = 0
    dropped: list[str] = field(default_factory=list)


_DROPPED = None
"""Where a dropped change stands on a stack while the journal is replayed."""


def _replay(path: Path, campaign: Path) -> _Replay:
    """Replay the journal's steps; raises _Unreadable only when none of it can be used."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise _Unreadable(str(error)) from None
    lines = text.splitlines()
    if not lines:
        raise _Unreadable("the file is empty")
    try:
        _check_header(json.loads(lines[0]), campaign)
    except (ValueError, AttributeError) as error:
        raise _Unreadable(f"line 1: {type(error).__name__}: {error}") from None
    replay = _Replay(lines=len(lines))
    undo: list[Change | None] = []
    redo: list[Change | None] = []
    for number, line in enumerate(lines[1:], start=2):
        why = "not an undo step"
        try:
            step = json.loads(line)
        except ValueError as error:
            if number == len(lines) and not text.endswith("\n"):
                replay.dropped.append(
                    f"line {number} was cut short (the disk was full, or fate-tui was stopped "
                    "while writing it)"
                )
                break
            step, why = None, f"not JSON ({error})"
        if isinstance(step, dict) and "do" in step:
            try:
                undo.append(_change(step["do"]))
            except KeyError as missing:
                replay.dropped.append(f"line {number}{_label_of(step['do'])}: no {missing}")
                undo.append(_DROPPED)
            except (_Unreadable, ValueError, TypeError, AttributeError) as problem:
                replay.dropped.append(f"line {number}{_label_of(step['do'])}: {problem}")
                undo.append(_DROPPED)
            redo.clear()
        elif isinstance(step, dict) and step.get("undo") is True:
            if undo:
                redo.append(undo.pop())
        elif isinstance(step, dict) and step.get("redo") is True:
            if redo:
                undo.append(redo.pop())
        else:
            replay.dropped.append(f"line {number}: {why}")
    replay.undo = [c for c in undo if c is not _DROPPED]
    replay.redo = [c for c in redo if c is not _DROPPED]
    return replay


def _label_of(data: object) -> str:
    """A dropped step named by its label, as far as it has one."""
    label = data.get("label") if isinstance(data, dict) else None
    if not isinstance(label, str) or not label.strip():
        return ""
    shown = "".join(c if c.isprintable() else "?" for c in label)
    return f" ('{shown[:60]}{'…' if len(shown) > 60 else ''}')"


def _check_header(step: dict[str, Any], campaign: Path) -> None:
    if step.get("format") != FORMAT or step.get("version") != VERSION:
        raise _Unreadable(f"not a {FORMAT}, version {VERSION}")
    if step.get("campaign") != str(campaign):
        raise _Unreadable(f"it is the history of {step.get('campaign')!r}, not of this campaign")


def _change_data(change: Change) -> dict[str, Any]:
    return {
        "label": change.label,
        "files": [
            {"path": f.relpath, "before": _encode(f.before), "after": _encode(f.after)}
            for f in change.files
        ],
    }


def _change(data: dict[str, Any]) -> Change:
    label = data["label"]
    if not isinstance(label, str):
        raise TypeError("a step's label must be text")
    files = data["files"]
    if not isinstance(files, list) or not files:
        raise _Unreadable("a step must name the files it changed")
    changes = tuple(
        FileChange(_relpath(f["path"]), _decode(f["before"]), _decode(f["after"])) for f in files
    )
    if len({f.relpath for f in changes}) < len(changes):
        raise _Unreadable("a step names the same file twice")
    return Change(label, changes)


def _relpath(value: object) -> str:
    """A campaign file, as the store writes them (never anything else in the folder)."""
    refusal = campaign_file_refusal(value)
    if value == DECK_FILE:  # the Deck of Fate's pile is saved, never undone (`deck_file`)
        refusal = "the Deck of Fate's pile is never an undo step"
    if refusal is not None:
        shown = repr(value) if isinstance(value, str) else "its path"
        raise _Unreadable(f"{shown} is not a file of the campaign: {refusal}")
    assert isinstance(value, str)  # anything else is refused above
    return value


def _encode(data: bytes | None) -> str | None:
    return None if data is None else base64.b64encode(data).decode("ascii")


def _decode(text: object) -> bytes | None:
    if text is None:
        return None
    if not isinstance(text, str):
        raise TypeError("file contents must be base64 text")
    return base64.b64decode(text, validate=True)
