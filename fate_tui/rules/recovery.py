"""Recovery: treating consequences and conditions, and the clocks that clear stress and
consequences at the end of a scene, a session, an arc or (Spirit of the Century) downtime.

How the clocks count: a consequence's clearing period (scene, session, arc, downtime) comes
from the rule set. Once recovery begins, each end of that period is counted; the first closes
the period recovery began in, the later ones are whole periods. It clears when the rule set's
number of whole periods has passed (`RecoveryRules.*_full_periods`): Condensed's "one full
scene after treatment" is one whole scene, Accelerated's "at the end of the scene" none.

Rule sets without a treatment roll (Accelerated, SotC) start recovery by themselves at the
first end of the period when the character gets to rest.

Simplification: Core's moderate consequence treated mid-session clears at the end of the next
session, not "sometime in the middle" of it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from fate_tui.rules.character import Character, Consequence
from fate_tui.rules.errors import RulesError, did_you_mean
from fate_tui.rules.ruleset import Period, RuleSet, Severity

_MILDER = {Severity.MODERATE: Severity.MILD, Severity.SEVERE: Severity.MODERATE}


def treatment_difficulty(
    severity: Severity | Consequence, ruleset: RuleSet, *, self_treatment: bool = False
) -> int | None:
    """The difficulty of the overcome action that starts recovery, or None where the rule set
    needs no roll. Treating yourself adds the rule set's penalty."""
    if isinstance(severity, Consequence):
        severity = severity.severity
    rules = ruleset.recovery
    if severity is Severity.EXTREME:
        raise RulesError("an extreme consequence cannot be treated; it stays until it is reset")
    if not rules.treatment_roll:
        return None
    difficulty = {
        Severity.MILD: rules.mild_difficulty,
        Severity.MODERATE: rules.moderate_difficulty,
        Severity.SEVERE: rules.severe_difficulty,
    }[severity]
    return difficulty + (rules.self_treatment_penalty if self_treatment else 0)


def clearing_clock(severity: Severity, ruleset: RuleSet) -> tuple[Period, int] | None:
    """(the period whose ends count, whole periods to wait) for a severity; None for an
    extreme consequence, which never clears by time."""
    rules = ruleset.recovery
    if severity is Severity.MILD:
        return rules.mild_clears, rules.mild_full_periods
    if severity is Severity.MODERATE:
        return rules.moderate_clears, rules.moderate_full_periods
    if severity is Severity.SEVERE:
        if ruleset.uses("severe_after_sessions"):
            # Condensed's option for long arcs: "clear after four sessions pass".
            return Period.SESSION, rules.severe_after_sessions or 4
        return rules.severe_clears, rules.severe_full_periods
    return None


def clears_in(consequence: Consequence, ruleset: RuleSet) -> tuple[Period, int] | None:
    """How many more ends of which period until `consequence` clears, or None when its
    recovery has not begun (or it never clears by time)."""
    clock = clearing_clock(consequence.clears_as or consequence.severity, ruleset)
    if clock is None or not consequence.recovering:
        return None
    period, full = clock
    return period, max(full + 1 - consequence.recovery_elapsed, 0)


def begin_recovery(character: Character, slot: str, new_name: str | None = None) -> Character:
    """The treatment succeeded (or, without a roll, recovery starts): the consequence in
    `slot` is renamed if `new_name` is given and its clock starts."""
    consequence = consequence_in(character, slot)
    if consequence.severity is Severity.EXTREME:
        raise RulesError(
            f"'{consequence.aspect}' is an extreme consequence: there is no recovery from it; "
            "it can be renamed at the advance that resets it"
        )
    if consequence.recovering:
        raise RulesError(f"'{consequence.aspect}' is already recovering")
    name = consequence.aspect if new_name is None else new_name.strip()
    if not name:
        raise RulesError("a consequence's new name cannot be empty")
    healed = replace(consequence, aspect=name, recovering=True, recovery_elapsed=0)
    return _with_consequence(character, healed)


def begin_condition_recovery(character: Character, condition: str) -> Character:
    """Treatment of a marked condition succeeded: its clock starts."""
    if character.conditions_marked.get(condition, 0) <= 0:
        marked = [name for name, boxes in character.conditions_marked.items() if boxes > 0]
        hint = did_you_mean(condition, marked)
        raise RulesError(f"{character.name} has no '{condition}' condition marked{hint}")
    if condition in character.conditions_recovering:
        raise RulesError(f"'{condition}' is already recovering")
    recovering = dict(character.conditions_recovering)
    recovering[condition] = 0
    return replace(character, conditions_recovering=recovering)


def end_period(
    character: Character, ruleset: RuleSet, period: Period, *, rest: bool = True
) -> Character:
    """`character` once a `period` ends: stress clears if this is its period, recovering
    consequences and conditions whose time has come clear.

    Each period is separate: at the end of a session, end its last scene first.
    `rest`: the character got a breather (rule sets without a treatment roll recover only
    then).
    """
    changes: dict[str, Any] = {}
    clears = ruleset.stress.clears
    # Stress that clears with a conflict is gone by the scene's end too (taken outside one).
    scene_covers = clears is Period.CONFLICT and period is Period.SCENE
    if (clears is period or scene_covers) and character.stress_marked:
        changes["stress_marked"] = {}
    consequences = []
    for consequence in character.consequences:
        ticked = _tick_consequence(consequence, ruleset, period, rest)
        if ticked is not None:
            consequences.append(ticked)
    if tuple(consequences) != character.consequences:
        changes["consequences"] = tuple(consequences)
    changes.update(_tick_conditions(character, ruleset, period, rest))
    return replace(character, **changes) if changes else character


def end_scene(character: Character, ruleset: RuleSet, *, rest: bool = True) -> Character:
    return end_period(character, ruleset, Period.SCENE, rest=rest)


def end_session(
    character: Character, ruleset: RuleSet, *, rest: bool = True, back_to_back: bool = False
) -> Character:
    """The session ends. `back_to_back`: the next session follows with no time passing in
    the story; where the rule set allows (SotC), the consequences carried into it recover one
    step faster (moderate as mild, severe as moderate)."""
    after = end_period(character, ruleset, Period.SESSION, rest=rest)
    if back_to_back and ruleset.recovery.back_to_back_step_down:
        stepped = tuple(_step_down(c) for c in after.consequences)
        if stepped != after.consequences:
            after = replace(after, consequences=stepped)
    return after


def end_arc(character: Character, ruleset: RuleSet, *, rest: bool = True) -> Character:
    """The arc (Core's and Accelerated's scenario, SotC's adventure) ends."""
    return end_period(character, ruleset, Period.ARC, rest=rest)


def take_downtime(character: Character, ruleset: RuleSet) -> Character:
    """Spirit of the Century: several hours (at least 6) of rest fitting the consequences."""
    return end_period(character, ruleset, Period.DOWNTIME, rest=True)


def _tick(
    recovering: bool, elapsed: int, severity: Severity, ruleset: RuleSet, period: Period, rest: bool
) -> tuple[bool, int] | None:
    """(recovering, elapsed) after the end of `period`, or None when it clears."""
    clock = clearing_clock(severity, ruleset)
    if clock is None or clock[0] is not period:
        return recovering, elapsed
    no_roll = not ruleset.recovery.treatment_roll
    if no_roll and not rest and not recovering:
        # A rest starts recovery; once it runs (SotC's Bounce Back, L976), its clock counts.
        return recovering, elapsed
    if not recovering:
        if not no_roll:
            return recovering, elapsed
        # Without a treatment roll, recovery begins with the first rest.
        recovering, elapsed = True, 0
    elapsed += 1
    if elapsed > clock[1]:
        return None
    return recovering, elapsed


def _tick_consequence(
    consequence: Consequence, ruleset: RuleSet, period: Period, rest: bool
) -> Consequence | None:
    severity = consequence.clears_as or consequence.severity
    state = _tick(
        consequence.recovering, consequence.recovery_elapsed, severity, ruleset, period, rest
    )
    if state is None:
        return None
    recovering, elapsed = state
    if (recovering, elapsed) == (consequence.recovering, consequence.recovery_elapsed):
        return consequence
    return replace(consequence, recovering=recovering, recovery_elapsed=elapsed)


def _tick_conditions(
    character: Character, ruleset: RuleSet, period: Period, rest: bool
) -> dict[str, dict[str, int]]:
    severities: dict[str, Severity] = {}
    for row in ruleset.consequences.conditions:
        severities[row.physical] = row.severity
        severities[row.mental] = row.severity
    marked = dict(character.conditions_marked)
    recovering = dict(character.conditions_recovering)
    for name, boxes in character.conditions_marked.items():
        if boxes <= 0 or name not in severities:
            continue
        state = _tick(
            name in recovering, recovering.get(name, 0), severities[name], ruleset, period, rest
        )
        if state is None:
            del marked[name]
            recovering.pop(name, None)
        elif state[0]:
            recovering[name] = state[1]
    changes = {}
    if marked != dict(character.conditions_marked):
        changes["conditions_marked"] = marked
    if recovering != dict(character.conditions_recovering):
        changes["conditions_recovering"] = recovering
    return changes


def _step_down(consequence: Consequence) -> Consequence:
    # Stepped from its own severity, so two back-to-back sessions do not step it twice.
    milder = _MILDER.get(consequence.severity)
    if milder is None or consequence.clears_as is not None:
        return consequence
    return replace(consequence, clears_as=milder, recovery_elapsed=0)


def consequence_in(character: Character, slot: str) -> Consequence:
    """The consequence filling `slot`; RulesError naming the filled slots if none does."""
    found = character.consequence(slot)
    if found is None:
        filled = [c.slot for c in character.consequences]
        hint = did_you_mean(slot, filled)
        held = ", ".join(filled) if filled else "none"
        raise RulesError(
            f"{character.name} has no consequence in the '{slot}' slot{hint}; filled: {held}"
        )
    return found


def _with_consequence(character: Character, updated: Consequence) -> Character:
    consequences = tuple(updated if c.slot == updated.slot else c for c in character.consequences)
    return replace(character, consequences=consequences)
