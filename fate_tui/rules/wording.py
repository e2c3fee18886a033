"""A few English words every message shares: counts ("1 fate point", "2 scenes") and
possessives ("Maren's", "Salt-Wardens'"), so no message reads "1 fate points"."""

from __future__ import annotations


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """'1 fate point', '3 fate points', '0 scenes'."""
    many = plural if plural is not None else f"{noun}s"
    return f"{count} {noun if count == 1 else many}"


def possessive(name: str) -> str:
    """'Maren's'; a name ending in s takes the apostrophe alone: 'Salt-Wardens''."""
    return f"{name}'" if name.endswith(("s", "S")) else f"{name}'s"
