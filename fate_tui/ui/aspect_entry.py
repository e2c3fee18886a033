"""How a GM types a new aspect anywhere in fate-tui: "On Fire" or "On Fire, 2" (two free
invokes)."""

from __future__ import annotations

ASPECT_PLACEHOLDER = "On Fire, 2"
"""Shown in every new-aspect prompt: a name, and optionally a comma and free invokes."""


def parse_counted(text: str) -> tuple[str, int | None]:
    """ "On Fire, 2" -> ("On Fire", 2); without a trailing number the count is None."""
    name, comma, tail = text.rpartition(",")
    if comma and tail.strip().isdigit():
        return name.strip(), int(tail)
    return text.strip(), None
