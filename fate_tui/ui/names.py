"""Refusals from the rules name characters by id ("tamsin has no fate points…": the rules
only know ids); the GM reads names."""

from __future__ import annotations

import re
from collections.abc import Mapping

from fate_tui.rules.character import Character
from fate_tui.rules.fate_points import GM
from fate_tui.rules.wording import possessive


def with_names(text: str, characters: Mapping[str, Character]) -> str:
    """`text` with every whole-word character id replaced by that character's name (and the
    GM's pool's holder id, "gm", by "the GM"). An id inside a longer word, id or file name
    ("characters/tamsin.toml") stays as it is; "salt-wardens's" becomes "Salt-Wardens'"."""
    names = {cid: c.name for cid, c in characters.items()}
    names.setdefault(GM, "the GM")
    ids = sorted((cid for cid in names if cid in text), key=len, reverse=True)
    if not ids:
        return text
    # Not part of a longer word or id, a path ("/tamsin") or a file name ("tamsin.toml").
    pattern = re.compile(
        r"(?<![\w./\\-])(" + "|".join(map(re.escape, ids)) + r")('s\b)?(?![\w-]|\.\w)"
    )

    def named(match: re.Match) -> str:
        name = names[match.group(1)]
        if match.start() == 0 and name[0].islower():
            name = name[0].upper() + name[1:]  # "the GM has..." opens a sentence
        return possessive(name) if match.group(2) else name

    return pattern.sub(named, text)


class NamesById(Mapping[str, str]):
    """The characters' names by id, each looked up when asked for: a panel naming a few
    characters never walks them all (a campaign still opening decodes only those)."""

    def __init__(self, characters: Mapping[str, Character]) -> None:
        self._characters = characters

    def __getitem__(self, character_id: str) -> str:
        return self._characters[character_id].name

    def __iter__(self):
        return iter(self._characters)

    def __len__(self) -> int:
        return len(self._characters)
