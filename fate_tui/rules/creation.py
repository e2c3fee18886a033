"""Making a player character step by step, as each text describes it: the steps in order,
what each allows, the checks that apply while the sheet is still a draft, and finishing it.

A draft is an ordinary character whose `draft_step` says where its maker left off; every rule
checked here is the sheet's own (validation.py, skill_shape.py, derived.py), only the blanks
of a draft are reported as still open rather than as mistakes.

Fate Condensed's steps are its text's (fate-condensed-srd.txt L75-95 aspects, L103-109 skills,
L248 refresh, L258 stunts, L324 finishing touches); Fate Core's and Fate Accelerated's seeds
leave creation out, so theirs follow the published games (docs/rules-coverage.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character, CharacterKind, Stunt
from fate_tui.rules.derived import paid_stunts, refresh, starting_fate_points
from fate_tui.rules.errors import RulesError
from fate_tui.rules.ruleset import RuleSet, SkillShapeKind
from fate_tui.rules.skill_shape import Finding, warning
from fate_tui.rules.validation import validate_character


class StepKey(StrEnum):
    """The steps of making a character, in order; a draft's `[draft] step` names one."""

    ASPECTS = "aspects"
    SKILLS = "skills"
    STUNTS = "stunts"
    FINISH = "finish"


STEP_ORDER = tuple(StepKey)

# The parts of a sheet (Finding.part) each step fills in.
_STEP_PARTS = {
    StepKey.ASPECTS: ("aspects",),
    StepKey.SKILLS: ("skills",),
    StepKey.STUNTS: ("stunts", "refresh"),
}
# The parts a draft may leave open: their errors are blanks still to fill, not mistakes.
_OPEN_PARTS = ("aspects", "skills", "stunts", "refresh")


@dataclass(frozen=True)
class CreationStep:
    """One step of making a character: its title and what the rule set's text allows."""

    key: StepKey
    title: str
    allows: str
    """What the text allows in this step, in a sentence or two, with where it says so."""


def supports(ruleset: RuleSet) -> bool:
    """Whether guided creation knows this rule set's steps (Spirit of the Century's five
    phases are made another way, SotC L96-116)."""
    return ruleset.name in ("condensed", "core", "accelerated")


def creation_steps(ruleset: RuleSet) -> tuple[CreationStep, ...]:
    """The steps of making a PC under `ruleset`, in the text's order. Spirit of the Century's
    are the three after its five phases (sotc_phases.py): skills, stunts, finishing."""
    if ruleset.name == "sotc":
        return _sotc_steps(ruleset)
    if not supports(ruleset):
        raise RulesError(f"{ruleset.title} makes characters in its own way, not step by step here")
    return (
        CreationStep(StepKey.ASPECTS, "Aspects", _aspects_text(ruleset)),
        CreationStep(
            StepKey.SKILLS,
            "Approaches" if ruleset.characters.uses_approaches else "Skills",
            _skills_text(ruleset),
        ),
        CreationStep(StepKey.STUNTS, "Stunts and refresh", _stunts_text(ruleset)),
        CreationStep(StepKey.FINISH, "Finishing touches", _finish_text(ruleset)),
    )


def _sotc_steps(ruleset: RuleSet) -> tuple[CreationStep, ...]:
    label = ruleset.ladder.label
    rows = ", ".join(f"{count} at {label(r)}" for r, count in ruleset.characters.shape.counts)
    rules = ruleset.fate_points
    return (
        CreationStep(
            StepKey.SKILLS,
            "Skills",
            f"Once every phase is done: a pyramid, {rows}; any skill not taken defaults to "
            f"{label(0)} (L113).",
        ),
        CreationStep(
            StepKey.STUNTS,
            "Stunts and refresh",
            f"{rules.free_stunts} stunts, most likely on the highest skills, though none is "
            "ruled out (L114); refresh is the number of aspects (L55). Write 'Name: what it "
            "does'.",
        ),
        CreationStep(
            StepKey.FINISH,
            "Finishing touches",
            "A name, the player, a description; the novels are written into it. Fate points "
            "start at the number of aspects (L42).",
        ),
    )


def steps_of(ruleset: RuleSet) -> tuple[StepKey, ...]:
    """The step keys `creation_steps` walks, in order."""
    return tuple(step.key for step in creation_steps(ruleset))


def _aspects_text(ruleset: RuleSet) -> str:
    if ruleset.name == "condensed":
        return (
            "Five aspects: a high concept, a trouble, a relationship with another PC and two "
            "free aspects; start with the high concept (L75). The relationship may wait until "
            "the others are done (L91)."
        )
    return (
        "Five aspects: a high concept, a trouble and three more, anything that fits the "
        f"setting ({ruleset.title} as published)."
    )


def _skills_text(ruleset: RuleSet) -> str:
    shape = ruleset.characters.shape
    label = ruleset.ladder.label
    rows = ", ".join(f"{count} at {label(rating)}" for rating, count in shape.counts)
    if ruleset.characters.uses_approaches:
        return (
            f"Rate all six approaches: {rows} (as published); each from {label(0)} to "
            f"{label(shape.cap)} (FAE L206)."
        )
    if shape.kind is SkillShapeKind.COLUMN:
        return (
            f"Columns: no step holds more skills than the step below it, up to "
            f"{label(shape.cap)}, the ratings adding up to {_budget(ruleset)} steps."
        )
    source = "L103-109" if ruleset.name == "condensed" else "as published"
    return f"A pyramid: {rows}; every other skill at {label(0)} ({source})."


def _stunts_text(ruleset: RuleSet) -> str:
    rules = ruleset.fate_points
    source = "L248, L258" if ruleset.name == "condensed" else "as published"
    text = (
        f"Refresh {rules.refresh} with {rules.free_stunts} free stunts; each more costs "
        f"{rules.stunt_refresh_cost} refresh, never below {rules.min_refresh} ({source}). "
        "Write 'Name: what it does'."
    )
    if ruleset.name == "condensed":
        text += " Slots may stay empty and be filled as you play (L258)."
    return text


def _finish_text(ruleset: RuleSet) -> str:
    text = (
        "A name, a description, the player (L324)."
        if ruleset.name == "condensed"
        else ("A name, a description, the player.")
    )
    if ruleset.name == "condensed":
        text += (
            " Blanks may stay open and be filled during play: Character Creation As You "
            "Play (L1140-1144)."
        )
    return text


def _budget(ruleset: RuleSet) -> int:
    return sum(max(rating, 0) * count for rating, count in ruleset.characters.shape.counts)


def next_step(step: StepKey) -> StepKey:
    index = STEP_ORDER.index(step)
    return STEP_ORDER[min(index + 1, len(STEP_ORDER) - 1)]


def previous_step(step: StepKey) -> StepKey:
    return STEP_ORDER[max(STEP_ORDER.index(step) - 1, 0)]


# Starting and filling a draft -----------------------------------------------------------


def new_draft(character_id: str, name: str) -> Character:
    """A PC with nothing but a name, at the first step."""
    return Character(character_id, name, CharacterKind.PC, draft_step=StepKey.ASPECTS.value)


def aspect_slots(ruleset: RuleSet) -> tuple[str, ...]:
    """The aspect slots the aspects step offers, in the text's order ("free" takes any)."""
    return ruleset.characters.aspect_slots


def with_aspects(character: Character, ruleset: RuleSet, written: Sequence[str]) -> Character:
    """The draft with one aspect per slot of `aspect_slots(ruleset)` (a blank leaves the slot
    open); a slot that names a role gives its aspect that role."""
    held = {a.name.lower(): a for a in character.aspects}
    aspects = []
    for slot, text in zip(aspect_slots(ruleset), written, strict=False):
        name = " ".join(text.split())
        if not name:
            continue
        role = None if slot in ("free", "phase") else slot
        kept = held.get(name.lower())
        # An aspect kept as it was keeps what the file gave it (free invokes, a hidden mark).
        aspect = Aspect(name, AspectKind.CHARACTER, owner=character.id)
        aspects.append(replace(kept or aspect, name=name, role=role))
    return replace(character, aspects=tuple(aspects))


def written_aspects(character: Character, ruleset: RuleSet) -> list[str]:
    """The draft's aspects laid out in `aspect_slots(ruleset)`, blanks for open slots (an
    aspect beyond the slots is kept in the last one)."""
    slots = aspect_slots(ruleset)
    out = [""] * len(slots)
    others = [a.name for a in character.aspects if not a.role or a.role not in slots]
    for aspect in character.aspects:
        if aspect.role and aspect.role in slots:
            index = next(i for i, s in enumerate(slots) if s == aspect.role and not out[i])
            out[index] = aspect.name
    for i, slot in enumerate(slots):
        if slot in ("free", "phase") and others and not out[i]:
            out[i] = others.pop(0)
    if others and out:
        out[-1] = ", ".join(filter(None, [out[-1], *others]))
    return out


def rating_rows(ruleset: RuleSet) -> tuple[tuple[int, int | None], ...]:
    """The rows of the skills step, highest first: (rating, how many the shape calls for, or
    None where columns leave the count free)."""
    shape = ruleset.characters.shape
    if shape.kind is SkillShapeKind.COLUMN:
        return tuple((rating, None) for rating in range(shape.cap, 0, -1))
    return tuple((rating, count) for rating, count in shape.counts)


def with_skill_rows(character: Character, ruleset: RuleSet, rows: Mapping[int, str]) -> Character:
    """The draft with the skills written row by row ("Fight, Will" at a rating); a name the
    rule set knows is written its way, an unknown one as typed (the checks name it). A skill
    the file rates where no row is offered (Superb, Mediocre written out) is kept unless a row
    now names it."""
    offered = {rating for rating, _ in rating_rows(ruleset)}
    skills = {name: value for name, value in character.skills.items() if value not in offered}
    for rating, text in rows.items():
        for written in text.split(","):
            name = " ".join(written.split())
            if name:
                skills[ruleset.skill_name(name) or name] = rating
    return replace(character, skills=skills)


def written_rows(character: Character, ruleset: RuleSet) -> dict[int, str]:
    """The draft's skills as the rows of the skills step."""
    rows: dict[int, list[str]] = {rating: [] for rating, _ in rating_rows(ruleset)}
    for name, value in character.skills.items():
        rows.setdefault(value, []).append(name)
    return {rating: ", ".join(names) for rating, names in rows.items()}


def unrated(character: Character, ruleset: RuleSet) -> list[str]:
    """The rule set's skills (or approaches) the draft has not rated yet, in the list's order:
    what is left to choose from on the skills step."""
    return [skill for skill in ruleset.characters.skills if skill not in character.skills]


def stunt_lines(ruleset: RuleSet) -> int:
    """How many stunt lines the stunts step offers: the free ones and two more to buy (where
    stunts cost refresh at all: Spirit of the Century's five cost none, L114)."""
    rules = ruleset.fate_points
    return rules.free_stunts + (2 if rules.stunt_refresh_cost else 0)


def with_stunts(character: Character, written: Sequence[str]) -> Character:
    """The draft with a stunt per line written as 'Name: what it does' (blank lines open)."""
    held = {s.name.lower(): s for s in character.stunts}
    stunts = []
    for line in written:
        name, _, text = line.partition(":")
        name, text = " ".join(name.split()), text.strip()
        if name:
            # A stunt kept keeps what the file says it does (bonus, skill, cost).
            kept = held.get(name.lower())
            stunts.append(replace(kept, name=name, text=text) if kept else Stunt(name, text))
    return replace(character, stunts=tuple(stunts))


def written_stunts(character: Character, ruleset: RuleSet) -> list[str]:
    lines = [f"{s.name}: {s.text}" if s.text else s.name for s in character.stunts]
    return lines + [""] * max(stunt_lines(ruleset) - len(lines), 0)


def refresh_line(character: Character, ruleset: RuleSet) -> str:
    """Refresh as the stunts step counts it: free slots used, refresh paid and left."""
    rules = ruleset.fate_points
    used = min(len(character.stunts), rules.free_stunts)
    paid = paid_stunts(character, ruleset)
    return (
        f"{used} of {rules.free_stunts} free stunts used; {paid} refresh paid; "
        f"refresh {refresh(character, ruleset)}"
    )


# Checks ------------------------------------------------------------------------------------


def draft_findings(character: Character, ruleset: RuleSet) -> list[Finding]:
    """The sheet's checks for a draft: a blank or unfinished part is still open, so its errors
    are warnings saying so; every other check stays as the sheet has it."""
    findings = validate_character(character, ruleset, advanced=False)
    if character.draft_step is None:
        return findings
    return [
        warning(f"still open: {f.message}", f.part, f.subject)
        if f.is_error and f.part in _OPEN_PARTS
        else f
        for f in findings
    ]


def sheet_findings(character: Character, ruleset: RuleSet) -> list[Finding]:
    """The findings a sheet shows: a draft's as `draft_findings`, any other's as validated."""
    if character.draft_step is not None:
        return draft_findings(character, ruleset)
    return validate_character(character, ruleset)


def _is_blank(finding: Finding, character: Character) -> bool:
    """An error that only says something is not written yet (no high concept, an approach
    without a rating), as opposed to something written against the rules."""
    if not finding.is_error or finding.subject is None:
        return False
    if finding.part == "aspects":
        return not any(a.role == finding.subject for a in character.aspects)
    if finding.part == "skills":
        return finding.subject not in character.skills and finding.message.endswith("needs one")
    return False


def step_findings(character: Character, ruleset: RuleSet, step: StepKey) -> list[Finding]:
    """The findings for the parts one step fills in, errors first (the finishing step shows
    every finding of the sheet). What is only not written yet is a warning saying it is still
    open; what is written against the rules stays an error."""
    findings = [
        warning(f"still open: {f.message}", f.part, f.subject) if _is_blank(f, character) else f
        for f in validate_character(character, ruleset, advanced=False)
    ]
    parts = _STEP_PARTS.get(step)
    if parts is not None:
        findings = [f for f in findings if f.part in parts]
    return sorted(findings, key=lambda f: not f.is_error)


def blocking(character: Character, ruleset: RuleSet) -> list[Finding]:
    """What stops the draft from finishing: the sheet's errors as a finished PC. Blanks that
    are only warnings (an open aspect or stunt slot, a skill not yet rated) may stay."""
    return [f for f in validate_character(character, ruleset, advanced=False) if f.is_error]


def played_as_drafts(ruleset: RuleSet) -> bool:
    """Whether the text lets a character be played before it is finished, its blanks filled
    in during play: Fate Condensed's Character Creation As You Play (L1140-1144). A draft
    loads and plays like any character; only finishing waits for the blanks."""
    return ruleset.name == "condensed"


def finished(character: Character, ruleset: RuleSet) -> Character:
    """The draft as an ordinary character: the marker gone, the starting fate points given.
    Raises RulesError naming the first problem if the sheet still breaks a rule."""
    problems = blocking(character, ruleset)
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise RulesError(f"{character.name} cannot be finished yet: {problems[0].message}{more}")
    done = replace(character, draft_step=None, draft_phases=None)
    return replace(done, fate_points=starting_fate_points(done, ruleset))
