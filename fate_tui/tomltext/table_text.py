"""One new `[[name]]` table of plain values as TOML text, exactly as `tomlkit.dumps` writes it,
without building a tomlkit document: appending a table to a file (a play-log entry at every
change) took tomlkit about as long as the rest of the append.

Only what such a table usually holds is written here: text, whole numbers, true and false, a
naive date and time, flat lists of those, sub-tables and arrays of tables of them. Anything
else (floats, nested lists, empty tables, a sub-table's name that needs quotes) is handed to
tomlkit, so the text is always tomlkit's.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from datetime import datetime
from typing import Any

_BARE = frozenset(string.ascii_letters + string.digits + "-_")
_COMPACT = {"\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}
_COMPACT |= {'"': '\\"', "\\": "\\\\"}
_ESCAPES = {
    chr(c): _COMPACT.get(chr(c), f"\\u{c:04x}") for c in [*range(0x20), 0x7F, ord('"'), ord("\\")]
}
_TABLE = str.maketrans(_ESCAPES)


def array_table_text(name: str, table: Mapping[str, Any]) -> str:
    """`tomlkit.dumps({name: [table]})`: the `[[name]]` header, its values, then its sub-tables
    (each `[name.key]`), every line ending in a newline."""
    text = _fast(name, table)
    if text is None:
        import tomlkit  # only for values the fast path does not write

        text = tomlkit.dumps({name: [dict(table)]})
    return text


def _fast(name: str, table: Mapping[str, Any]) -> str | None:
    if not _bare(name):
        return None
    lines = [f"[[{name}]]\n"]
    if not _section(name, table, lines, first=True):
        return None
    return "".join(lines)


def _section(path: str, table: Mapping[str, Any], lines: list[str], *, first: bool) -> bool:
    """Add a table's values after its header (in `lines` already), then its sub-tables and
    arrays of tables, each under its own header; False for what only tomlkit writes."""
    inner = []
    for key, value in table.items():
        if isinstance(value, Mapping) or _tables(value):
            inner.append((key, value))
            continue
        line = _pair(key, value)
        if line is None:
            return False
        lines.append(line)
    if first and (len(lines) == 1 or any(_tables(value) for _, value in inner)):
        # tomlkit leaves out the blank line before a first sub-table then, and writes an
        # array of tables right under the entry's own header first, with no blank line
        return False
    for key, value in inner:
        if not _bare(key) or not value:
            return False
        inner_path = f"{path}.{key}"
        if isinstance(value, Mapping):
            # A table of tables only is not written: its header is implied by theirs.
            if any(not (isinstance(v, Mapping) or _tables(v)) for v in value.values()):
                lines.append(f"\n[{inner_path}]\n")
            if not _section(inner_path, value, lines, first=False):
                return False
            continue
        for item in value:
            if not item or any(isinstance(v, Mapping) or _tables(v) for v in item.values()):
                return False  # an empty or nested table in an array: tomlkit's
            lines.append(f"\n[[{inner_path}]]\n")
            if not _section(inner_path, item, lines, first=False):
                return False
    return True


def _tables(value: Any) -> bool:
    """Whether a value is written as an array of tables (a list of tables only)."""
    return isinstance(value, list) and bool(value) and all(isinstance(v, Mapping) for v in value)


def _pair(key: str, value: Any) -> str | None:
    if not isinstance(key, str) or not key:
        return None
    written = _value(value)
    if written is None:
        return None
    shown = key if _bare(key) else f'"{key.translate(_TABLE)}"'
    return f"{shown} = {written}\n"


def _value(value: Any) -> str | None:
    if isinstance(value, list):
        items = [_scalar(v) for v in value]
        written = [item for item in items if item is not None]
        return None if len(written) < len(items) else "[" + ", ".join(written) + "]"
    return _scalar(value)


def _scalar(value: Any) -> str | None:
    if value is True:
        return "true"
    if value is False:
        return "false"
    if type(value) is int:
        return str(value)
    if type(value) is str:
        return f'"{value.translate(_TABLE)}"'
    if type(value) is datetime and value.tzinfo is None:
        return value.isoformat()
    return None


def _bare(key: str) -> bool:
    return bool(key) and all(c in _BARE for c in key)
