"""Checking a whole character sheet against a rule set: aspects, skills, stunts and refresh,
fate points, stress, consequences, conditions and mook groups (the harm checks live in
`validation_harm.py`).

PCs must follow the rules; NPCs may break PC limits, so most of their findings are warnings.
"""

from __future__ import annotations

from collections import Counter

from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.derived import paid_stunts, rating, refresh_before_minimum
from fate_tui.rules.ruleset import RuleSet, Severity
from fate_tui.rules.skill_shape import (
    Finding,
    Level,
    check_skill_shape,
    error,
    resolve_skill_names,
    warning,
)
from fate_tui.rules.sotc_trappings import FORTUNE
from fate_tui.rules.stunt_catalogue import find_stunt, taken, undertaken, unmet_requirements
from fate_tui.rules.validation_harm import check_conditions, check_consequences, check_stress

__all__ = ["Finding", "Level", "errors_only", "refresh_before_minimum", "validate_character"]

# Aspect slots that name a role a PC must fill; "free" and "phase" slots take any aspect.
_REQUIRED_ROLES = ("high concept", "trouble")
_OPEN_SLOTS = ("free", "phase")
_AVERAGE = 1


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
    findings += check_stress(character, ruleset)
    findings += check_consequences(character, ruleset)
    findings += check_conditions(character, ruleset)
    findings += _group(character, ruleset)
    findings += _companions(character, ruleset)
    findings += _gadgets(character, ruleset)
    return findings


def errors_only(findings: list[Finding]) -> list[Finding]:
    return [finding for finding in findings if finding.is_error]


def _is_pc(character: Character) -> bool:
    return character.kind is CharacterKind.PC


def _pc_error(character: Character, message: str, part: str, subject: str | None = None) -> Finding:
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
    # A true fortune's aspect is temporary, for the adventure (SOC L635): no slot of its own.
    lasting = [a for a in character.aspects if a.role != FORTUNE]
    held = len(lasting) + len(replaced)
    roles = Counter(a.role for a in (*lasting, *replaced) if a.role)
    for role, count in roles.items():
        allowed = slots.count(role)
        if role not in _OPEN_SLOTS and allowed and count > allowed:
            findings.append(error(f"{count} aspects are marked {role}", "aspects", role))
    if character.kind.is_nameless:
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
    if character.kind.is_nameless:
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
    findings += _catalogue_stunts(character, ruleset)
    for stunt in character.stunts:
        listed = find_stunt(ruleset, stunt.name) if stunt.name.strip() else None
        if not stunt.name.strip():
            findings.append(error("a stunt has no name", "stunts"))
        elif listed is not None and (listed.repeatable or listed.max_taken):
            pass  # taken several times on purpose; the catalogue check counts them
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
    if character.kind.is_nameless:
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


def _catalogue_stunts(character: Character, ruleset: RuleSet) -> list[Finding]:
    """Stunts from the rule set's catalogue: prerequisites met, taken as often as allowed
    (SotC's stunt trees, spirit-of-the-century-srd.txt L706-709)."""
    findings = []
    by_key = {s.key: s for s in ruleset.characters.stunt_catalogue}
    for key in taken(character, ruleset):
        stunt = by_key[key]
        for problem in unmet_requirements(character, stunt, ruleset, holding=True):
            message = f"{stunt.title}: {problem}"
            if problem.startswith("the GM checks"):
                findings.append(warning(message, "stunts", stunt.title))
            else:
                findings.append(_pc_error(character, message, "stunts", stunt.title))
    for problem in undertaken(character, ruleset):
        findings.append(_pc_error(character, problem, "stunts"))
    findings += _stunts_below_average(character, ruleset)
    return findings


def _stunts_below_average(character: Character, ruleset: RuleSet) -> list[Finding]:
    """spirit-of-the-century-srd.txt L706: "a character should not take a stunt tied to a
    skill he does not have at least at Average". "Should" and "in general": a warning, never
    an error. A sheet with no skills at all is a quick start (L135-137), skills to come."""
    if not character.skills:
        return []
    findings = []
    by_key = {s.key: s for s in ruleset.characters.stunt_catalogue}
    for key in taken(character, ruleset):
        stunt = by_key[key]
        value = rating(character, stunt.skill, ruleset)
        if value < _AVERAGE:
            findings.append(
                warning(
                    f"{stunt.title} is tied to {stunt.skill}, which is "
                    f"{ruleset.ladder.label(value)} here; a stunt's skill should be at least "
                    "Average (+1)",
                    "stunts",
                    stunt.title,
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


def _companions(character: Character, ruleset: RuleSet) -> list[Finding]:
    """Companions come from stunts, with the advances those give (SOC L470-475, L842-890,
    L1091, L1191-1195, L1290)."""
    if not character.companions:
        return []
    from fate_tui.rules.stunt_effects import (
        companion_allowances,
        companion_cap,
        companion_sources,
    )

    given = companion_allowances(character, ruleset)
    if not given:
        return [warning("no stunt of this character gives a companion", "companions")]
    findings = []
    allowed = sum(a.amount for a in given)
    taken = sum(len(c.advances) for c in character.companions)
    if taken > allowed:
        message = f"the companions have {taken} advances; the stunts give {allowed}"
        findings.append(warning(message, "companions"))
    sources = companion_sources(character, ruleset)
    for found in character.companions:
        source = found.stunt or (sources[0] if len(sources) == 1 else "")
        if found.stunt and found.stunt.lower() not in {s.lower() for s in sources}:
            message = f"{found.name} comes from {found.stunt}, which gives this character none"
            findings.append(warning(message, "companions", found.name))
            continue
        cap = companion_cap(character, ruleset, source) if source else None
        if cap is not None and len(found.advances) > cap:
            message = (
                f"{found.name} has {len(found.advances)} advances; {source} gives one companion "
                f"at most {cap}"
            )
            findings.append(warning(message, "companions", found.name))
    return findings


def _gadgets(character: Character, ruleset: RuleSet) -> list[Finding]:
    """A gadget or artifact comes from a stunt, one per purchase (SOC L997-1001, L1245)."""
    if not character.gadgets:
        return []
    from fate_tui.rules.stunt_effects import gadget_allowances

    given = len(gadget_allowances(character, ruleset))
    if len(character.gadgets) > given:
        message = f"{len(character.gadgets)} gadgets; the stunts give {given}"
        return [warning(message, "gadgets")]
    return []


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
