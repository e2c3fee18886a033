"""Turning the rich text other apps store (Fari's and Foundry's HTML fields) into plain text."""

from __future__ import annotations

import html
import re

_BREAKS = re.compile(r"<\s*(br|/p|/div|/li|/h\d)\s*/?\s*>", re.IGNORECASE)
_ITEMS = re.compile(r"<\s*li[^>]*>", re.IGNORECASE)
_TAGS = re.compile(r"<[^>]*>")


def plain(value: object) -> str:
    """Plain text of a string that may hold HTML; anything not a string gives ''."""
    if not isinstance(value, str):
        return ""
    text = _BREAKS.sub("\n", value)
    text = _ITEMS.sub("- ", text)
    text = html.unescape(_TAGS.sub("", text)).replace("\xa0", " ")
    lines = [" ".join(line.split()) for line in text.splitlines()]
    # Keep paragraph breaks, drop the runs of empty lines HTML leaves behind.
    out: list[str] = []
    for line in lines:
        if line or (out and out[-1]):
            out.append(line)
    return "\n".join(out).strip()


def one_line(value: object) -> str:
    """Plain text on one line: for names and aspects."""
    return " ".join(plain(value).split())


def squash(text: str) -> str:
    """Text that is already plain, on one line. Plain text is never read as HTML again: an
    aspect 'a < b > c' or 'Love <3' would lose words to a second pass."""
    return " ".join(str(text or "").split())


# Characters a name never needs and a terminal or editor may act on: C0 and C1 controls
# (NUL among them) and the bidirectional overrides and isolates that reorder what is shown.
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


# Unicode's control characters (category Cc: C0, DEL and C1, a fixed set) and the bidi
# controls, as one character class: the text is scanned at C speed, not a character at a time
# (a megabyte in one field of an import took seconds).
_CONTROLS = "\x00-\x08\x0b-\x1f\x7f-\x9f" + "".join(sorted(_BIDI))
_NOT_KEPT = re.compile(f"[\t\n{_CONTROLS}]")
_NOT_KEPT_IN_LINES = re.compile(f"[{_CONTROLS}]")


def without_controls(text: str, *, lines: bool = False) -> tuple[str, int]:
    """`text` without control and bidi control characters (keeping line breaks and tabs when
    `lines`), and how many were removed."""
    kept, removed = (_NOT_KEPT_IN_LINES if lines else _NOT_KEPT).subn("", text)
    return kept, removed
