"""What an end of a scene, session or arc (or a downtime) did to each character, in lines a GM
reads: the summary shown after it and logged line by line.

The lines are worked out by comparing each character before and after the rules core's
cleanup, so they always say what really changed in the files.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from fate_tui.rules.character import Character
from fate_tui.rules.wording import counted


def character_lines(before: Character, after: Character, *, fate_points: bool = True) -> list[str]:
    """What changed for one character: stress, consequences, conditions and (unless told
    otherwise) fate points."""
    who = before.name
    lines = []
    cleared = sum(len(boxes) for boxes in before.stress_marked.values())
    left = sum(len(boxes) for boxes in after.stress_marked.values())
    if cleared and left < cleared:
        tracks = ", ".join(sorted(t for t, b in before.stress_marked.items() if b))
        count = cleared - left
        lines.append(f"{who}: stress cleared ({count} box{'es' * (count != 1)}, {tracks})")
    kept = {c.slot: c for c in after.consequences}
    for old in before.consequences:
        new = kept.get(old.slot)
        if new is None or (new.aspect != old.aspect and not new.recovering):
            lines.append(f"{who}: the {old.slot} consequence '{old.aspect}' clears")
        elif new.recovering and not old.recovering:
            lines.append(f"{who}: '{new.aspect}' ({old.slot}) begins to recover")
        elif new.clears_as is not None and old.clears_as is None:
            lines.append(
                f"{who}: '{new.aspect}' ({old.slot}) now recovers as a {new.clears_as} one"
            )
    for name, boxes in before.conditions_marked.items():
        if boxes and not after.conditions_marked.get(name):
            lines.append(f"{who}: the condition {name} clears")
        elif name in after.conditions_recovering and name not in before.conditions_recovering:
            lines.append(f"{who}: the condition {name} begins to recover")
    if fate_points and after.fate_points != before.fate_points:
        gained = after.fate_points - before.fate_points
        verb = "gains" if gained > 0 else "loses"
        lines.append(
            f"{who}: {verb} {counted(abs(gained), 'fate point')} "
            f"({before.fate_points} -> {after.fate_points})"
        )
    if before.taken_out and not after.taken_out:
        lines.append(f"{who} is back on their feet (no longer taken out)")
    if before.conceded and not after.conceded:
        lines.append(f"{who} is back in play after conceding")
    return lines


def changes(
    before: Mapping[str, Character],
    after: Mapping[str, Character],
    ids: Iterable[str],
    *,
    fate_points: bool = True,
) -> list[str]:
    """The lines for every character in `ids`, in that order."""
    lines: list[str] = []
    for cid in ids:
        if cid in before and cid in after:
            lines.extend(character_lines(before[cid], after[cid], fate_points=fate_points))
    return lines


def recovered(before: Mapping[str, Character], after: Mapping[str, Character]) -> list[str]:
    """Only the consequences and conditions that cleared (a session record's 'recovered')."""
    lines = []
    for cid, old in before.items():
        new = after.get(cid)
        if new is None:
            continue
        kept = {c.slot: c.aspect for c in new.consequences}
        for consequence in old.consequences:
            if kept.get(consequence.slot) != consequence.aspect:
                lines.append(f"{old.name}: {consequence.slot} '{consequence.aspect}' cleared")
        for name, boxes in old.conditions_marked.items():
            if boxes and not new.conditions_marked.get(name):
                lines.append(f"{old.name}: condition {name} cleared")
    return lines
