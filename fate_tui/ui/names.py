"""Refusals from the rules name characters by id ("tamsin has no fate points…": the rules
only know ids); the GM reads names."""

from __future__ import annotations

import re
from collections.abc import Mapping

from fate_tui.rules.character import Character


def with_names(text: str, characters: Mapping[str, Character]) -> str:
    """`text` with every whole-word character id replaced by that character's name. An id
    inside a longer word, id or file name ("characters/tamsin.toml") stays as it is."""
    ids = sorted((cid for cid in characters if cid in text), key=len, reverse=True)
    if not ids:
        return text
    # Not part of a longer word or id, a path ("/tamsin") or a file name ("tamsin.toml").
    pattern = re.compile(r"(?<![\w./\\-])(" + "|".join(map(re.escape, ids)) + r")(?![\w-]|\.\w)")
    return pattern.sub(lambda match: characters[match.group(1)].name, text)
