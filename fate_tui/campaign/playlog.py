"""The play log: what happened at the table, one file per session (log/session-07.toml).

Entries are only ever appended; undoing a change is itself logged, so the log stays the true
story of the session. Each append rewrites the session's file atomically, which keeps the
crash guarantee (old or new file, never half) at the cost of a file that grows with the
session only.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from fate_tui.campaign.files import (
    is_inside,
    read_toml,
    real_path,
    writable_path,
    write_if_unchanged,
)
from fate_tui.campaign.problems import CampaignFileError, Problem
from fate_tui.campaign.state import LOG_DIR
from fate_tui.tomltext.atomic import Fingerprint, fingerprint_of
from fate_tui.tomltext.table_text import array_table_text
from fate_tui.tomltext.tomlfile import newline_style

KINDS = (
    "roll",
    "invoke",
    "compel",
    "fate_point",
    "harm",
    "recovery",
    "advancement",
    "scene",
    "conflict",
    "contest",
    "challenge",
    "session",
    "change",
    "undo",
)
_FILE = re.compile(r"^session-(\d+)\.toml$")


@dataclass(frozen=True)
class LogEntry:
    """One entry of the play log: what happened at the table, of what kind, when and in which
    scene, with the details to filter and replay it by."""

    kind: str
    text: str
    at: datetime = field(default_factory=lambda: datetime.now().replace(microsecond=0))
    scene: str | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    """Details for filtering and replay: plain TOML values (numbers, text, lists, tables)."""


def log_path(root: Path, session: int) -> Path:
    return root / LOG_DIR / f"session-{session:02d}.toml"


def sessions_logged(root: Path) -> list[int]:
    folder = root / LOG_DIR
    if not folder.is_dir():
        return []
    numbers = (_FILE.match(p.name) for p in folder.iterdir())
    return sorted(int(m.group(1)) for m in numbers if m)


@dataclass(frozen=True)
class Written:
    """What fate-tui last wrote to a session's log, so the next append need not parse it."""

    fingerprint: Fingerprint
    text: str


@dataclass(frozen=True)
class Append:
    """An entry made ready to append: the log file's exact bytes before and after, so the
    store can land it with the change it belongs to (`fate_tui.campaign.change_set`)."""

    relpath: str
    session: int
    entry: LogEntry
    before: bytes | None
    after: bytes
    text: str
    """The file's new text."""
    expected: Fingerprint | None
    loaded_from: str | None


def prepare_append(
    root: Path, session: int, entry: LogEntry, last: Written | None = None
) -> Append:
    """What appending `entry` to the session's log writes, without writing it.

    With `last` (what the previous append left) the file is parsed again only when someone
    else changed it meanwhile. A log file the GM broke by hand is never overwritten:
    CampaignFileError says why; one leading out of the campaign is SaveRefused.
    """
    if entry.kind not in KINDS:
        raise ValueError(f"unknown log entry kind {entry.kind!r}")
    path = log_path(root, session)
    relpath = _relative(root, path)
    loaded_from = real_path(path) if os.path.lexists(path) else None
    writable_path(root, relpath, loaded_from)  # refuses a log leading out of the campaign
    expected = fingerprint_of(path)
    if expected is None:
        text = f"# The play log of session {session}, kept by fate-tui.\nsession = {session}\n"
    elif last is not None and expected.same_content(last.fingerprint):
        text = last.text
    else:
        text = read_toml(path, relpath).text
    block = array_table_text("entries", _entry_table(entry))
    if text.endswith(("\n\n", "\n\r\n")):
        addition = block
    else:
        addition = ("\n" if text.endswith("\n") else "\n\n") + block
    if newline_style(text) == "\r\n":  # keep the line endings the GM's editor saved
        addition = addition.replace("\n", "\r\n")
    new_text = text + addition
    before = None if expected is None else text.encode("utf-8")
    after = new_text.encode("utf-8")
    return Append(relpath, session, entry, before, after, new_text, expected, loaded_from)


def append_entry(root: Path, session: int, entry: LogEntry, last: Written | None = None) -> Written:
    """Add `entry` at the end of the session's log, creating the file if needed (see
    `prepare_append`)."""
    append = prepare_append(root, session, entry, last)
    written = write_if_unchanged(
        root, append.relpath, append.after, append.expected, append.loaded_from
    )
    return Written(written, append.text)


def read_log(root: Path, session: int) -> tuple[list[LogEntry], list[Problem]]:
    """The session's entries in order, and any problem reading them."""
    path = log_path(root, session)
    if not os.path.lexists(path):
        return [], []
    name = _relative(root, path)
    if not is_inside(root, path):
        message = "it points outside the campaign folder; fate-tui does not follow it"
        return [], [Problem("error", name, None, None, None, message)]
    try:
        data = read_toml(path, name).data
    except CampaignFileError as error:
        return [], list(error.problems)
    entries, problems = [], []
    raw_entries = data.get("entries", [])
    if not isinstance(raw_entries, list):
        raw_entries = []
        problems.append(Problem("error", name, None, None, "entries", "expected [[entries]]"))
    for index, raw in enumerate(raw_entries):
        entry = _read_entry(raw)
        if entry is None:
            problems.append(
                Problem(
                    "warning",
                    name,
                    None,
                    None,
                    f"entries[{index}]",
                    "an entry needs kind, text and at (a date and time); it is skipped",
                )
            )
        else:
            entries.append(entry)
    return entries, problems


def _entry_table(entry: LogEntry) -> dict[str, Any]:
    table: dict[str, Any] = {"at": entry.at, "kind": entry.kind, "text": entry.text}
    if entry.scene:
        table["scene"] = entry.scene
    if entry.data:
        table["data"] = dict(entry.data)
    return table


def _read_entry(raw: Any) -> LogEntry | None:
    if not isinstance(raw, Mapping):
        return None
    kind, text, at = raw.get("kind"), raw.get("text"), raw.get("at")
    if not isinstance(kind, str) or not isinstance(text, str) or not isinstance(at, datetime):
        return None
    scene = raw.get("scene")
    data = raw.get("data", {})
    return LogEntry(
        kind=kind,
        text=text,
        at=at,
        scene=scene if isinstance(scene, str) else None,
        data=data if isinstance(data, Mapping) else {},
    )


def _relative(root: Path, path: Path) -> str:
    return str(path.relative_to(root)).replace("\\", "/")
