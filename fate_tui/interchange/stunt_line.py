"""A stunt's mechanics (and a consequence's recovery) in one readable line, for sheets that
only hold text.

Fari keeps a stunt as a label and a text. fate-tui's exports put the rest (bonus, skill,
action, cost) in the block's helper text, which Fari shows under the stunt, as
`fate-tui: +2 · Investigate · overcome · cost 1 · 1 fate point · once per session`; importing
reads that line back, so a stunt survives a round trip through Fari.
"""

from __future__ import annotations

import re

from fate_tui.rules.character import ExtraSlot, Stunt
from fate_tui.rules.ruleset import Severity
from fate_tui.rules.wording import ACTION_WORDS, counted

PREFIX = "fate-tui:"
# The action a stunt's line names, by its file value: "create_advantage" is written "create an
# advantage".
ACTIONS = {action.value: words for action, words in ACTION_WORDS.items()}
_BONUS = re.compile(r"^[+-]\d+$")
_COST = re.compile(r"^cost (\d+)$")
_FATE_POINTS = re.compile(r"^(\d+) fate points?$")


def stunt_line(stunt: Stunt) -> str:
    """The line for a stunt, or '' when it has no mechanics beyond its text."""
    parts = []
    if stunt.bonus:
        parts.append(f"{stunt.bonus:+d}")
    if stunt.skill:
        parts.append(stunt.skill)
    if stunt.action:
        parts.append(ACTIONS.get(stunt.action, stunt.action))
    if stunt.refresh_cost is not None:
        parts.append(f"cost {stunt.refresh_cost}")
    if stunt.fate_point_cost:
        points = stunt.fate_point_cost
        parts.append(counted(points, "fate point"))
    if stunt.once_per_session:
        parts.append("once per session")
    if stunt.once_per_scene:
        parts.append("once per scene")
    return f"{PREFIX} {' · '.join(parts)}" if parts else ""


def read_stunt_line(line: str) -> dict[str, object] | None:
    """The Stunt fields a line holds, or None when the text is not such a line."""
    text = line.strip()
    if not text.lower().startswith(PREFIX):
        return None
    fields: dict[str, object] = {}
    by_words = {words: key for key, words in ACTIONS.items()}
    for part in (p.strip() for p in text[len(PREFIX) :].split("·")):
        if not part:
            continue
        if _BONUS.match(part):
            fields["bonus"] = int(part)
        elif part in by_words or part in ACTIONS:
            fields["action"] = by_words.get(part, part)
        elif match := _COST.match(part):
            fields["refresh_cost"] = int(match.group(1))
        elif match := _FATE_POINTS.match(part):
            fields["fate_point_cost"] = int(match.group(1))
        elif part == "once per session":
            fields["once_per_session"] = True
        elif part == "once per scene":
            fields["once_per_scene"] = True
        else:
            fields["skill"] = part
    return fields


_ELAPSED = re.compile(r"^(\d+) clearing periods? passed$")


def elapsed_line(elapsed: int) -> str:
    """A recovering consequence's progress: how many of its clearing periods have ended."""
    return f"{PREFIX} {counted(elapsed, 'clearing period')} passed"


def read_elapsed_line(text: str) -> int:
    for line in text.splitlines():
        line = line.strip()
        if line.lower().startswith(PREFIX):
            match = _ELAPSED.match(line[len(PREFIX) :].strip())
            if match:
                return int(match.group(1))
    return 0


_SLOT = re.compile(r"^extra (mild|moderate|severe|extreme) slot, (\d+) shifts?(?:, (\w+) only)?$")


def slot_line(slot: ExtraSlot) -> str:
    """An extra consequence slot (from a stunt): its severity, value and track."""
    track = f", {slot.track} only" if slot.track else ""
    return f"{PREFIX} extra {slot.severity.value} slot, {slot.value} shifts{track}"


def read_slot_line(name: str, text: str) -> ExtraSlot | None:
    for line in text.splitlines():
        line = line.strip()
        match = _SLOT.match(line[len(PREFIX) :].strip()) if line.startswith(PREFIX) else None
        if match:
            severity, value, track = match.groups()
            return ExtraSlot(name, Severity(severity), int(value), track)
    return None
