"""What every part of the reference shares: sections, rows, and a few words."""

from __future__ import annotations

from dataclasses import dataclass

from fate_tui.rules.ruleset import Period

Row = tuple[str, str]
"""A labelled line of a table, such as ("Tie", "what a tie gives")."""


@dataclass(frozen=True)
class Section:
    """A titled section of the reference: its paragraphs, and the labelled rows that belong
    together in a table."""

    title: str
    lines: tuple[str | Row, ...]
    """Paragraphs, and (label, text) rows that belong together in a table."""


_PERIODS = {
    Period.CONFLICT: "conflict",
    Period.SCENE: "scene",
    Period.SESSION: "session",
    Period.ARC: "arc",
    Period.DOWNTIME: "downtime",
}


def period_name(period: Period) -> str:
    return _PERIODS[period]


def fate_point_count(count: int) -> str:
    return f"{count} fate point" + ("" if count == 1 else "s")


def either(options: list[str]) -> str:
    if len(options) == 1:
        return options[0]
    return ", ".join(options[:-1]) + " or " + options[-1]
