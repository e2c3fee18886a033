"""One new `[[name]]` table of plain values as TOML text, exactly as `tomlkit.dumps` writes it,
without building a tomlkit document: appending a table to a file (a play-log entry at every
change) took tomlkit about as long as the rest of the append.

Only what such a table usually holds is written here: text, whole numbers, true and false, a
naive date and time, flat lists of those, and one level of sub-tables of them. Anything else
(floats, nested lists, deeper or empty tables, a sub-table's name that needs quotes) is handed
to tomlkit, so the text is always tomlkit's.
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
    subtables = []
    for key, value in table.items():
        if isinstance(value, Mapping):
            subtables.append((key, value))
            continue
        line = _pair(key, value)
        if line is None:
            return None
        lines.append(line)
    if subtables and len(lines) == 1:
        return None  # tomlkit leaves out the blank line before a first sub-table then
    for key, inner in subtables:
        if not _bare(key) or not inner:
            return None
        lines.append(f"\n[{name}.{key}]\n")
        for inner_key, value in inner.items():
            line = None if isinstance(value, Mapping) else _pair(inner_key, value)
            if line is None:
                return None
            lines.append(line)
    return "".join(lines)


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
        return None if None in items else "[" + ", ".join(items) + "]"
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
