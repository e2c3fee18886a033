"""Opening a large campaign in two steps: the values in play first (campaign.toml, the scene in
play, its cast and the PCs), every other file on first use or in the background
(`CampaignStore.complete`).

A campaign of 550 characters and 320 scenes spends most of its opening in parsing and
decoding files the Table does not show. Here the characters and scenes are mappings whose
values are decoded from their files the first time they are asked for: a look-up by id reads
and decodes one file, and anything that walks them all (iterating, `len`) reads and decodes
every file first, so every answer is the one a full load gives.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Callable, Iterable, Iterator, Mapping
from threading import RLock
from typing import TypeVar

from fate_tui.rules.character import Character

V = TypeVar("V")

# A character file that says, at its top, that it holds an NPC: `kind = "minor"` on a line of
# its own before any [table] header and any multi-line string (which could hide the line from
# TOML). Such a file never yields a PC (the reader takes these exact values as written, and a
# file that does not load yields no character at all); any other file may, and is decoded.
_NPC_KIND = re.compile(rb'^[ \t]*kind[ \t]*=[ \t]*"(?:major|minor|mooks)"[ \t]*(?:#.*)?\r?$', re.M)
_HIDING = re.compile(rb"^[ \t]*\[|'''|\"\"\"", re.M)
_LOOK_AT = 1 << 16  # bytes read from each file to find its kind; past that it may be a PC


class Decoded(Mapping[str, V]):
    """Values by id, in the order of `ids` (the files' order), each decoded the first time it
    is asked for; `decode` gives None for a file that does not load, which then has no value,
    as in a full load. Decoding runs under `lock`, so two threads never decode one file twice."""

    def __init__(self, ids: Iterable[str], decode: Callable[[str], V | None], lock: RLock) -> None:
        self._ids = dict.fromkeys(ids)
        self._decode = decode
        self._lock = lock
        self._values: dict[str, V | None] = {}

    @property
    def ids(self) -> list[str]:
        """Every id with a file, whether its value loads or not."""
        return list(self._ids)

    def value(self, key: str) -> V | None:
        """The value of `key`, decoded now if it was not yet; None if it has none."""
        try:
            return self._values[key]
        except KeyError:
            if key not in self._ids:
                return None
        with self._lock:
            if key not in self._values:
                self._values[key] = self._decode(key)
            return self._values[key]

    def __getitem__(self, key: str) -> V:
        found = self.value(key)
        if found is None:
            raise KeyError(key)
        return found

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self.value(key) is not None

    def __iter__(self) -> Iterator[str]:
        return iter([key for key in self._ids if self.value(key) is not None])

    def __len__(self) -> int:
        return sum(1 for key in self._ids if self.value(key) is not None)


class DecodedCharacters(Decoded[Character]):
    """Characters decoded on first use, knowing which files surely hold NPCs (`npcs`), so the
    PCs can be found without decoding every character."""

    def __init__(
        self,
        ids: Iterable[str],
        decode: Callable[[str], Character | None],
        lock: RLock,
        npcs: frozenset[str] = frozenset(),
    ) -> None:
        super().__init__(ids, decode, lock)
        self.npcs = npcs

    def may_be_pcs(self) -> list[str]:
        """Every id that may hold a PC, in order: decoding these finds all the PCs."""
        return [key for key in self._ids if key not in self.npcs]


def npc_files(folder: str) -> frozenset[str]:
    """The stems of the character files in `folder` that surely hold NPCs, from a look at the
    first bytes of each plain file (links and anything odd are left to the full read)."""
    found = set()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return frozenset()
    for entry in entries:
        if entry.name.endswith(".toml") and says_npc(_head(entry)):
            found.add(entry.name.removesuffix(".toml"))
    return frozenset(found)


def _head(entry: os.DirEntry[str]) -> bytes:
    """The first bytes of a plain file; nothing for anything else. Never through a link, and
    never waiting on a pipe put in the file's place since the folder was listed."""
    try:
        if not entry.is_file(follow_symlinks=False):
            return b""
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)
        fd = os.open(entry.path, flags)
    except (OSError, ValueError):
        return b""
    with os.fdopen(fd, "rb") as file:
        try:
            return file.read(_LOOK_AT) if stat.S_ISREG(os.fstat(fd).st_mode) else b""
        except OSError:
            return b""


def says_npc(head: bytes) -> bool:
    """Whether a character file's first bytes name an NPC kind at the top level, where
    nothing before the line can make it part of something else."""
    match = _NPC_KIND.search(head)
    return match is not None and _HIDING.search(head, 0, match.start()) is None
