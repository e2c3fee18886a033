"""What every part of the reference shares: sections and rows."""

from __future__ import annotations

from dataclasses import dataclass

Row = tuple[str, str]
"""A labelled line of a table, such as ("Tie", "what a tie gives")."""


@dataclass(frozen=True)
class Section:
    """A titled section of the reference: its paragraphs, and the labelled rows that belong
    together in a table."""

    title: str
    lines: tuple[str | Row, ...]
    """Paragraphs, and (label, text) rows that belong together in a table."""
