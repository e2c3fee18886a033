"""Countdowns (Condensed): a track of boxes marked left to right by triggers; when the last
box is marked, the outcome happens."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from fate_tui.rules.errors import InvalidValue, RulesError


@dataclass(frozen=True)
class Countdown:
    """A countdown: a track of boxes marked left to right as its triggers happen; when the last
    box is marked, the outcome happens. The players may see the track without knowing what it
    counts down to."""

    name: str
    boxes: int
    marked: int = 0
    triggers: tuple[str, ...] = ()
    """Events that mark the next box, whichever box it is ("an exchange passes")."""
    box_triggers: tuple[str, ...] = ()
    """One trigger per box, for a set series of events; empty when the triggers are shared."""
    outcome: str = ""
    revealed: bool = False
    """The players can see the track."""
    outcome_revealed: bool = False
    """The players know what the track counts down to (a track can be shown without it)."""

    def __post_init__(self) -> None:
        if self.boxes < 1:
            raise InvalidValue(f"a countdown needs at least 1 box, not {self.boxes}")
        if not 0 <= self.marked <= self.boxes:
            raise InvalidValue(
                f"a countdown of {self.boxes} boxes can have 0 to {self.boxes} marked, "
                f"not {self.marked}"
            )
        if self.box_triggers and len(self.box_triggers) != self.boxes:
            raise InvalidValue(
                f"give one trigger per box ({self.boxes}), not {len(self.box_triggers)}; "
                "or give shared triggers instead"
            )

    @property
    def remaining(self) -> int:
        return self.boxes - self.marked

    @property
    def complete(self) -> bool:
        """The last box is marked: the outcome happens."""
        return self.marked == self.boxes

    @property
    def next_triggers(self) -> tuple[str, ...]:
        """What marks the next box (nothing once the countdown is complete)."""
        if self.complete:
            return ()
        if self.box_triggers:
            return (self.box_triggers[self.marked],)
        return self.triggers


def marks_at_end_of(countdown: Countdown, moment: str) -> bool:
    """Whether what marks the countdown's next box is simply `moment` passing ("exchange",
    "scene", "session"): a trigger such as "each exchange", "marks every exchange", "an
    exchange passes" or "the end of the exchange". A trigger that asks for more ("each time
    the hymn is sung") is the GM's call."""
    word = re.escape(moment.strip().lower())
    every = re.compile(
        r"(?:marks?\s+)?(?:at\s+)?(?:the\s+end\s+of\s+)?(?:each|every|per|an?|the)\s+"
        rf"(?:new\s+)?{word}(?:\s+(?:passes|ends))?"
    )
    return any(every.fullmatch(t.strip().lower()) for t in countdown.next_triggers)


def mark(countdown: Countdown, boxes: int = 1) -> Countdown:
    """Mark the next `boxes` boxes."""
    if boxes < 0:
        raise RulesError("mark a positive number of boxes; use unmark to take marks back")
    if boxes > countdown.remaining:
        raise RulesError(
            f"'{countdown.name}' has only {countdown.remaining} unmarked "
            f"box{'es' if countdown.remaining != 1 else ''} left"
        )
    return replace(countdown, marked=countdown.marked + boxes)


def unmark(countdown: Countdown, boxes: int = 1) -> Countdown:
    """Take back the last `boxes` marks (the PCs pushed the doom back, or a correction)."""
    if boxes < 0:
        raise RulesError("unmark a positive number of boxes; use mark to add marks")
    if boxes > countdown.marked:
        raise RulesError(
            f"'{countdown.name}' has only {countdown.marked} marked "
            f"box{'es' if countdown.marked != 1 else ''}"
        )
    return replace(countdown, marked=countdown.marked - boxes)


def reveal(countdown: Countdown, *, outcome: bool = False) -> Countdown:
    """Show the track to the players; with `outcome`, tell them what it counts down to."""
    return replace(countdown, revealed=True, outcome_revealed=outcome or countdown.outcome_revealed)


def hide(countdown: Countdown) -> Countdown:
    """Hide the track (and its meaning) from the players again."""
    return replace(countdown, revealed=False, outcome_revealed=False)
