"""Checking the harm a character sheet holds: stress boxes and marks, consequences and
conditions. Part of `validation.validate_character`, which runs every check of a sheet."""

from __future__ import annotations

from collections import Counter

from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.conditions import condition_rows, uses_conditions
from fate_tui.rules.derived import consequence_slots, stress_tracks
from fate_tui.rules.errors import did_you_mean, one_of
from fate_tui.rules.ruleset import RuleSet, StressMode
from fate_tui.rules.skill_shape import Finding, error, warning


def check_stress(character: Character, ruleset: RuleSet) -> list[Finding]:
    findings = []
    boxes = character.stress_boxes
    if boxes is not None:
        for track, values in boxes.items():
            if any(value < 1 for value in values):
                findings.append(
                    error(f"track '{track}' has a box worth less than 1", "stress", track)
                )
            elif ruleset.stress.mode is StressMode.ONE_POINT_BOXES and any(
                value != 1 for value in values
            ):
                findings.append(
                    warning(
                        f"track '{track}' has boxes worth more than 1, but {ruleset.title} "
                        "uses one-point boxes",
                        "stress",
                        track,
                    )
                )
        if character.kind.is_nameless:
            findings += _nameless_stress(character, ruleset)
    elif character.kind is CharacterKind.MOOK_GROUP:
        findings.append(warning("no stress boxes per mook: each one falls to any hit", "stress"))
    lengths = _track_lengths(character, ruleset)
    for track, marked in character.stress_marked.items():
        if track not in lengths:
            findings.append(
                warning(f"stress marked on '{track}', a track this character lacks", "stress")
            )
            continue
        beyond = sorted(i for i in marked if i < 0 or i >= lengths[track])
        if beyond:
            findings.append(
                warning(
                    f"box {beyond[0] + 1} of '{track}' is marked but the track has "
                    f"{lengths[track]} boxes",
                    "stress",
                    track,
                )
            )
    return findings


def _nameless_stress(character: Character, ruleset: RuleSet) -> list[Finding]:
    limit = ruleset.characters.minor_npc_max_stress
    findings = []
    for track, values in (character.stress_boxes or {}).items():
        if len(values) > limit:
            who = "each mook" if character.kind is CharacterKind.MOOK_GROUP else "a minor NPC"
            findings.append(
                warning(
                    f"{len(values)} boxes on '{track}'; {who} has 0 to {limit} "
                    "(make them a major NPC to go further)",
                    "stress",
                    track,
                )
            )
    return findings


def _track_lengths(character: Character, ruleset: RuleSet) -> dict[str, int]:
    return {track.name: len(track.boxes) for track in stress_tracks(character, ruleset)}


def check_consequences(character: Character, ruleset: RuleSet) -> list[Finding]:
    if not character.consequences:
        return []
    if character.kind.is_nameless or not character.has_consequences:
        return [
            error(
                "this character takes no consequences (minor NPCs and mooks are taken out "
                "instead); make them a major NPC or clear the consequences",
                "consequences",
            )
        ]
    findings = []
    if uses_conditions(ruleset):
        findings.append(warning("conditions replace consequences in this campaign", "consequences"))
    slots = {slot.name: slot for slot in consequence_slots(character, ruleset)}
    seen: Counter[str] = Counter(c.slot for c in character.consequences)
    for consequence in character.consequences:
        label = f"'{consequence.aspect}'"
        if not consequence.aspect.strip():
            findings.append(error("a consequence has no name", "consequences", consequence.slot))
        slot = slots.get(consequence.slot)
        if slot is None:
            findings.append(
                error(
                    f"{label} fills a '{consequence.slot}' slot this character does not have; "
                    f"slots: {', '.join(slots) or 'none'}",
                    "consequences",
                    consequence.slot,
                )
            )
        elif slot.severity is not consequence.severity:
            findings.append(
                error(
                    f"{label} is {consequence.severity} but fills the {slot.severity} slot "
                    f"'{slot.name}'",
                    "consequences",
                    consequence.slot,
                )
            )
        if seen[consequence.slot] > 1:
            findings.append(
                error(
                    f"{seen[consequence.slot]} consequences fill the '{consequence.slot}' slot",
                    "consequences",
                    consequence.slot,
                )
            )
            seen[consequence.slot] = 0
    limit = ruleset.consequences.max_carried
    if limit is not None and len(character.consequences) > limit + len(character.extra_slots):
        findings.append(
            error(
                f"{len(character.consequences)} consequences; {ruleset.title} allows "
                f"{limit + len(character.extra_slots)} at once",
                "consequences",
            )
        )
    return findings


def check_conditions(character: Character, ruleset: RuleSet) -> list[Finding]:
    if not character.conditions_marked:
        return []
    rows = condition_rows(character, ruleset)
    if not rows:
        if not uses_conditions(ruleset):
            return [warning("conditions are marked but the conditions rule is off", "conditions")]
        return [
            error("this character takes no lasting harm but has conditions marked", "conditions")
        ]
    states = {state.name: state for row in rows for state in row.conditions}
    findings = []
    for name, marked in character.conditions_marked.items():
        state = states.get(name)
        if state is None:
            hint = did_you_mean(name, states)
            findings.append(
                error(
                    f"'{name}' is not a condition here{hint}; use {one_of(states)}",
                    "conditions",
                    name,
                )
            )
        elif marked < 0 or marked > state.boxes:
            findings.append(
                error(f"{marked} boxes of {name} marked; it has {state.boxes}", "conditions", name)
            )
    for row in rows:
        if row.cutoff is not None and row.marked > row.cutoff:
            findings.append(
                error(
                    f"{row.marked} boxes marked on the {row.severity} row; at most {row.cutoff} "
                    "may be once conditions are kept apart",
                    "conditions",
                )
            )
    return findings
