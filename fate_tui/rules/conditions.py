"""Conditions, Condensed's optional stand-in for consequences: pre-named harm in rows.

Each row splits one consequence severity into a physical and a mental condition of half its
value: [1] Hurt / [1] Scared, [2] Injured / [2] Shaken, [3] Wounded / [3] Demoralized
(fate-condensed-srd.txt L1087-1107). Each condition is one box worth its row's number
(`ConditionRow.boxes`), so a row absorbs 2 / 4 / 6 like the consequence it replaces. The
"further apart" variant keeps physical and mental apart: it doubles the boxes, a hit marks only
its own kind's column, and at most two boxes may be marked per row.
"""

from __future__ import annotations

from dataclasses import dataclass

from fate_tui.rules.character import Character
from fate_tui.rules.derived import consequence_slots
from fate_tui.rules.ruleset import RuleSet, Severity

SEPARATED_ROW_CUTOFF = 2
"""Further-apart conditions: boxes that may be marked on one row (L1105)."""

EXTRA_MILD_BOXES = 2
"""An extra mild consequence becomes two more boxes on Hurt or Scared (L1101, L1107)."""


@dataclass(frozen=True)
class ConditionState:
    """One condition as it stands on a character."""

    name: str
    severity: Severity
    value: int
    """Shifts each of its boxes absorbs."""
    boxes: int
    marked: int
    column: int
    """0 for the physical condition of its row, 1 for the mental one."""

    @property
    def free(self) -> int:
        return max(self.boxes - self.marked, 0)


@dataclass(frozen=True)
class ConditionRowState:
    """One row of a character's conditions as it stands: the physical and the mental condition
    of one severity, and (further apart) how many boxes the row may have marked."""

    severity: Severity
    conditions: tuple[ConditionState, ...]
    cutoff: int | None
    """Further-apart variant: most boxes that may be marked on this row; None: no cutoff."""

    @property
    def marked(self) -> int:
        return sum(c.marked for c in self.conditions)

    @property
    def room(self) -> int | None:
        """Boxes that may still be marked on the row (None: as many as are free)."""
        return None if self.cutoff is None else max(self.cutoff - self.marked, 0)


def uses_conditions(ruleset: RuleSet) -> bool:
    """Whether conditions replace consequences in this game."""
    wanted = ruleset.uses("conditions") or ruleset.uses("conditions_separated")
    return wanted and bool(ruleset.consequences.conditions)


def track_column(track: str, ruleset: RuleSet) -> int:
    """The condition column that fits hits on `track`: the rule set's second stress track
    (mental) uses the mental column, every other track the physical one."""
    names = [rule.name for rule in ruleset.stress.tracks]
    return 1 if len(names) > 1 and track == names[1] else 0


def condition_rows(character: Character, ruleset: RuleSet) -> tuple[ConditionRowState, ...]:
    """The character's condition rows, mildest first; empty when conditions are off or the
    character takes no lasting harm (minor NPCs, mooks)."""
    if not uses_conditions(ruleset) or not _takes_lasting_harm(character):
        return ()
    separated = ruleset.uses("conditions_separated")
    per_condition = 2 if separated else 1
    extra = _extra_mild_boxes(character, ruleset)
    rows = []
    for row in ruleset.consequences.conditions:
        states = []
        added = 0
        for column, name in enumerate((row.physical, row.mental)):
            more = extra[column] if row.severity is Severity.MILD else 0
            added += more
            marked = character.conditions_marked.get(name, 0)
            states.append(
                ConditionState(name, row.severity, row.boxes, per_condition + more, marked, column)
            )
        cutoff = SEPARATED_ROW_CUTOFF + added if separated else None
        rows.append(ConditionRowState(row.severity, tuple(states), cutoff))
    return tuple(rows)


def _takes_lasting_harm(character: Character) -> bool:
    return character.has_consequences and not character.kind.is_nameless


def _extra_mild_boxes(character: Character, ruleset: RuleSet) -> tuple[int, int]:
    """Boxes added to Hurt (physical) and Scared (mental) by extra mild consequence slots
    (a Superb Physique or Will, or a stunt)."""
    base = {slot.name for slot in ruleset.consequences.slots}
    extra = [0, 0]
    for slot in consequence_slots(character, ruleset, include_extreme=False):
        if slot.severity is Severity.MILD and slot.name not in base:
            extra[track_column(slot.track or "", ruleset)] += EXTRA_MILD_BOXES
    return extra[0], extra[1]
