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
