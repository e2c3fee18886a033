"""Warnings for text a terminal would obey rather than show: escape sequences, other control
characters and bidirectional overrides written into a campaign file (by a paste, an import
or on purpose). Every screen shows them as visible marks (`fate_tui.safe_text`) and the file
keeps them as written; `check` and the app's problem list say where they are, so the GM can
take out what they did not mean."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from fate_tui.safe_text import has_unsafe_characters, unsafe_characters

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


def unsafe_text(data: Mapping[str, Any]) -> Iterator[tuple[str, str]]:
    """(key path, message) for each key or text value of a parsed file holding characters
    that are not shown as written."""
    yield from _walk(data, "")


def _walk(node: Any, path: str) -> Iterator[tuple[str, str]]:
    if isinstance(node, str):
        if has_unsafe_characters(node):
            yield path, _message(node, "the text")
    elif isinstance(node, Mapping):
        for key, value in node.items():
            key_path = f"{path}.{_key(key)}" if path else _key(key)
            if has_unsafe_characters(key):
                yield key_path, _message(key, "the key")
            yield from _walk(value, key_path)
    elif isinstance(node, list):
        for index, item in enumerate(node):
            yield from _walk(item, f"{path}[{index}]")


def _key(key: str) -> str:
    """A key as a key path writes it: quoted unless bare."""
    if _BARE_KEY.fullmatch(key):
        return key
    escaped = "".join(
        f"\\u{ord(c):04x}" if c < " " or c == "\x7f" else ("\\" + c if c in '"\\' else c)
        for c in key
    )
    return f'"{escaped}"'


def _message(text: str, what: str) -> str:
    return (
        f"{what} holds {unsafe_characters(text)}: shown as marks such as ␛, never sent to "
        "the terminal; delete them unless you meant them"
    )
