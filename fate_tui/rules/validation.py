"""Checking a whole character sheet against a rule set: aspects, skills, stunts and refresh,
fate points, stress, consequences, conditions and mook groups.

PCs must follow the rules; NPCs may break PC limits, so most of their findings are warnings.
"""

from __future__ import annotations

from collections import Counter

from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.conditions import condition_rows, uses_conditions
from fate_tui.rules.derived import consequence_slots, paid_stunts, stress_tracks
from fate_tui.rules.errors import did_you_mean, one_of
from fate_tui.rules.ruleset import RuleSet, Severity, StressMode
from fate_tui.rules.skill_shape import (
    Finding,
    Level,
    check_skill_shape,
    error,
    resolve_skill_names,
    warning,
)

__all__ = ["Finding", "Level", "errors_only", "refresh_before_minimum", "validate_character"]

# Aspect slots that name a role a PC must fill; "free" and "phase" slots take any aspect.
_REQUIRED_ROLES = ("high concept", "trouble")
_OPEN_SLOTS = ("free", "phase")


def validate_character(
    character: Character, ruleset: RuleSet, *, advanced: bool | None = None
) -> list[Finding]:
    """Every problem on `character`'s sheet under `ruleset`. Never raises.

    `advanced` is passed to the skill shape check (None: worked out from the sheet).
    """
    findings: list[Finding] = []
    findings += _aspects(character, ruleset)
    findings += _skills(character, ruleset, advanced)
    findings += _stunts_and_refresh(character, ruleset)
    findings += _counters(character)
    findings += _stress(character, ruleset)
    findings += _consequences(character, ruleset)
    findings += _conditions(character, ruleset)
    findings += _group(character, ruleset)
    return findings


def errors_only(findings: list[Finding]) -> list[Finding]:
    return [finding for finding in findings if finding.is_error]


def refresh_before_minimum(character: Character, ruleset: RuleSet) -> int:
    """Refresh after paying for stunts, before the rule set's minimum props it up."""
    if character.refresh is not None:
        return character.refresh
    rules = ruleset.fate_points
    base = len(character.aspects) if rules.refresh_equals_aspects else rules.refresh
    return base + character.refresh_bonus - paid_stunts(character, ruleset)


def _is_pc(character: Character) -> bool:
    return character.kind is CharacterKind.PC


def _nameless(character: Character) -> bool:
    return character.kind in (CharacterKind.MINOR_NPC, CharacterKind.MOOK_GROUP)


def _pc_error(character: Character, message: str, part: str, subject: str | None = None):
    """An error on a PC, a warning on an NPC (NPCs may break PC limits)."""
    make = error if _is_pc(character) else warning
    return make(message, part, subject)


def _aspects(character: Character, ruleset: RuleSet) -> list[Finding]:
    findings = []
    slots = ruleset.characters.aspect_slots
    for aspect in character.aspects:
        if not aspect.name.strip():
            findings.append(error("an aspect has no name", "aspects"))
    names = Counter(a.name.strip().lower() for a in character.aspects if a.name.strip())
    for aspect in character.aspects:
        if names[aspect.name.strip().lower()] > 1:
            findings.append(warning(f"'{aspect.name}' is written twice", "aspects", aspect.name))
            names[aspect.name.strip().lower()] = 0
    # An extreme consequence stands in for the aspect it replaced, role and all.
    replaced = [
        c.replaced_aspect
        for c in character.consequences
        if c.severity is Severity.EXTREME and c.replaced_aspect is not None
    ]
    held = len(character.aspects) + len(replaced)
    roles = Counter(a.role for a in (*character.aspects, *replaced) if a.role)
    for role, count in roles.items():
        allowed = slots.count(role)
        if role not in _OPEN_SLOTS and allowed and count > allowed:
            findings.append(error(f"{count} aspects are marked {role}", "aspects", role))
    if _nameless(character):
        if not character.aspects:
            findings.append(
                warning("no aspect: give a minor NPC at least what they are", "aspects")
            )
        return findings
    for role in _REQUIRED_ROLES:
        if role in slots and roles[role] == 0:
            findings.append(_pc_error(character, f"no {role} aspect", "aspects", role))
    if "relationship" in slots and roles["relationship"] == 0 and _is_pc(character):
        findings.append(warning("no relationship aspect yet", "aspects", "relationship"))
    if held > len(slots):
        message = f"{held} aspects but {ruleset.title} gives {len(slots)}"
        findings.append(_pc_error(character, message, "aspects"))
    elif held < len(slots) and _is_pc(character):
        findings.append(warning(f"{held} of {len(slots)} aspects written", "aspects"))
    return findings


def _skills(character: Character, ruleset: RuleSet, advanced: bool | None) -> list[Finding]:
    if _nameless(character):
        # Minor NPCs may have made-up skills ("Fair at Getting into Bar Fights").
        return []
    if _is_pc(character):
        return check_skill_shape(character.skills, ruleset, advanced=advanced)
    # Major NPCs may exceed PC limits: unknown names still matter, the shape is advisory.
    _, name_findings = resolve_skill_names(character.skills, ruleset)
    findings = [warning(f.message, f.part, f.subject) for f in name_findings]
    shape = check_skill_shape(character.skills, ruleset, advanced=advanced)
    for finding in shape:
        if finding.is_error and finding not in name_findings:
            findings.append(
                warning(f"{finding.message} (fine for a major NPC)", "skills", finding.subject)
            )
    return findings


def _stunts_and_refresh(character: Character, ruleset: RuleSet) -> list[Finding]:
    rules = ruleset.fate_points
    findings = []
    names = Counter(s.name.strip().lower() for s in character.stunts)
    for stunt in character.stunts:
        if not stunt.name.strip():
            findings.append(error("a stunt has no name", "stunts"))
        elif names[stunt.name.strip().lower()] > 1:
            findings.append(warning(f"'{stunt.name}' is written twice", "stunts", stunt.name))
            names[stunt.name.strip().lower()] = 0
        if stunt.refresh_cost is not None and stunt.refresh_cost < 0:
            findings.append(
                error(f"'{stunt.name}' has a negative refresh cost", "stunts", stunt.name)
            )
        if stunt.fate_point_cost < 0:
            findings.append(
                error(f"'{stunt.name}' has a negative fate point cost", "stunts", stunt.name)
            )
    if _nameless(character):
        return findings
    left = refresh_before_minimum(character, ruleset)
    if left < rules.min_refresh:
        if character.refresh is not None:
            message = f"refresh is {left} but never goes below {rules.min_refresh}"
        else:
            message = (
                f"{len(character.stunts)} stunts cost {paid_stunts(character, ruleset)} "
                f"refresh, leaving {left}; refresh never goes below {rules.min_refresh}: "
                "drop a stunt"
            )
        findings.append(_pc_error(character, message, "refresh"))
    if rules.stunt_refresh_cost == 0 and len(character.stunts) > rules.free_stunts:
        # Stunts cost no refresh here (SotC), so only the starting count limits them.
        findings.append(
            warning(
                f"{len(character.stunts)} stunts; {ruleset.title} starts characters with "
                f"{rules.free_stunts}",
                "stunts",
            )
        )
    return findings


def _counters(character: Character) -> list[Finding]:
    findings = []
    if character.fate_points < 0:
        findings.append(
            error(f"{character.fate_points} fate points; it cannot go below 0", "fate points")
        )
    if character.saved_skill_points < 0:
        findings.append(error("saved skill points cannot be negative", "skills"))
    if character.refresh_bonus < 0:
        findings.append(error("refresh gained cannot be negative", "refresh"))
    return findings


def _stress(character: Character, ruleset: RuleSet) -> list[Finding]:
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
        if _nameless(character):
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


def _consequences(character: Character, ruleset: RuleSet) -> list[Finding]:
    if not character.consequences:
        return []
    if _nameless(character) or not character.has_consequences:
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


def _conditions(character: Character, ruleset: RuleSet) -> list[Finding]:
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


def _group(character: Character, ruleset: RuleSet) -> list[Finding]:
    if character.kind is not CharacterKind.MOOK_GROUP:
        if character.group_size != 1:
            return [warning("only mook groups have a group size", "group")]
        return []
    if character.group_size < 0:
        return [error("a mook group cannot have fewer than 0 mooks", "group")]
    if character.group_size == 0:
        return [warning("no mook of this group is standing; remove it", "group")]
    return []
