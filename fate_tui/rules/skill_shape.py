"""Skill shapes: whether a sheet's ratings fit the rule set's pyramid, column, diamond, custom
counts or approach spread.

Checks return findings rather than raising, so a character sheet can show every problem at
once. `Finding` lives here because this is the first module that needs it; validation.py
re-exports it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum

from fate_tui.rules.errors import did_you_mean
from fate_tui.rules.ruleset import RuleSet, SkillShapeKind


class Level(StrEnum):
    ERROR = "error"
    """The sheet breaks a rule of the rule set."""
    WARNING = "warning"
    """Worth a look, but legal (an unfinished sheet, an NPC beyond PC limits...)."""


@dataclass(frozen=True)
class Finding:
    """One problem found on a character sheet."""

    severity: Level
    message: str
    part: str = "skills"
    """Which part of the sheet: aspects, skills, stunts, refresh, fate points, stress,
    consequences, conditions, group."""
    subject: str | None = None
    """The skill, aspect, stunt, track or slot concerned, where there is one."""

    @property
    def is_error(self) -> bool:
        return self.severity is Level.ERROR


def error(message: str, part: str = "skills", subject: str | None = None) -> Finding:
    return Finding(Level.ERROR, message, part, subject)


def warning(message: str, part: str = "skills", subject: str | None = None) -> Finding:
    return Finding(Level.WARNING, message, part, subject)


_SHAPE_WORDS = {
    SkillShapeKind.PYRAMID: "pyramid",
    SkillShapeKind.COLUMN: "column",
    SkillShapeKind.DIAMOND: "diamond",
    SkillShapeKind.CUSTOM: "skill shape",
    SkillShapeKind.APPROACHES: "approach spread",
}


def resolve_skill_names(
    skills: Mapping[str, int], ruleset: RuleSet
) -> tuple[dict[str, int], list[Finding]]:
    """The skills under their canonical names (aliases accepted), and findings for unknown
    names and skills written twice. Unknown names are kept as written."""
    known = ruleset.characters.skills
    resolved: dict[str, int] = {}
    written_as: dict[str, str] = {}
    findings: list[Finding] = []
    for name, value in skills.items():
        canonical = ruleset.skill_name(name)
        if canonical is None:
            canonical = name.strip()
            if known:
                kind = "an approach" if ruleset.characters.uses_approaches else "a skill"
                hint = did_you_mean(name, known)
                findings.append(
                    error(f"'{name}' is not {kind} of {ruleset.title}{hint}", subject=name)
                )
        if canonical in resolved:
            findings.append(
                error(
                    f"{canonical} is on the sheet twice ('{written_as[canonical]}' and "
                    f"'{name}'); keep one rating",
                    subject=canonical,
                )
            )
            continue
        resolved[canonical] = value
        written_as[canonical] = name
    return resolved, findings


def step_counts(ratings: Iterable[int]) -> Counter[int]:
    """How many skills sit at each rating."""
    return Counter(ratings)


def column_excess(ratings: Iterable[int]) -> dict[int, int]:
    """For each step from Fair (+2) up that holds more skills than the step below it, how many
    more. Empty when the ratings keep the column rule."""
    counts = step_counts(ratings)
    excess = {}
    # Only a step that holds skills can hold more than the step below it.
    for step in sorted(s for s in counts if s >= 2):
        over = counts[step] - counts[step - 1]
        if over > 0:
            excess[step] = over
    return excess


def is_column(ratings: Iterable[int]) -> bool:
    """No step from Fair (+2) up holds more skills than the step below it."""
    return not column_excess(ratings)


def column_rule_kept(skills: Mapping[str, int], ruleset: RuleSet) -> bool | None:
    """Whether the skills rated above Mediocre keep the column rule, where the rule set holds
    a character to it (a column-shaped start, or improving skills "must maintain a column
    structure", fate-condensed-srd.txt L916); None where it does not."""
    rules = ruleset.characters
    if rules.uses_approaches or not (
        rules.shape.kind is SkillShapeKind.COLUMN or ruleset.advancement.column_rule
    ):
        return None
    return is_column(v for v in skills.values() if v > 0)


def keeps_column(before: Mapping[str, int], after: Mapping[str, int]) -> bool:
    """Whether changing the skills from `before` to `after` keeps the column rule.

    A sheet that kept the rule must still keep it. A sheet that already broke it (a diamond
    start, say) may change as long as no step gets further out of line.
    """
    old = column_excess(before.values())
    new = column_excess(after.values())
    return all(over <= old.get(step, 0) for step, over in new.items())


def column_findings(skills: Mapping[str, int], ruleset: RuleSet) -> list[Finding]:
    """One error per step that holds more skills than the step below it."""
    counts = step_counts(skills.values())
    findings = []
    for step in sorted(column_excess(skills.values()), reverse=True):
        findings.append(
            error(
                f"{_count(counts[step], ruleset)} at {ruleset.ladder.label(step)} but only "
                f"{counts[step - 1]} at {ruleset.ladder.label(step - 1)}: no step may hold "
                "more skills than the step below it"
            )
        )
    return findings


def shape_budget(ruleset: RuleSet) -> int:
    """Rating steps the starting shape hands out (20 for the 1/2/3/4 pyramid)."""
    return sum(max(rating, 0) * count for rating, count in ruleset.characters.shape.counts)


def total_steps(skills: Mapping[str, int]) -> int:
    return sum(max(value, 0) for value in skills.values())


def check_skill_shape(
    skills: Mapping[str, int], ruleset: RuleSet, *, advanced: bool | None = None
) -> list[Finding]:
    """Every way `skills` break the rule set's skill shape, cap and skill list.

    `advanced`: check as a character who has advanced (column rule and the advancement cap)
    rather than as a starting one (exact shape and the starting cap). None works it out: a
    sheet with more rating steps than the starting shape hands out has advanced.
    """
    resolved, findings = resolve_skill_names(skills, ruleset)
    findings += _missing_approaches(resolved, ruleset)
    budget = shape_budget(ruleset)
    if advanced is None:
        advanced = bool(ruleset.characters.shape.counts) and total_steps(resolved) > budget
        if advanced:
            findings.append(
                warning(
                    f"the skills add up to {total_steps(resolved)} steps, more than the "
                    f"{budget} a starting character gets: checked as an advanced character"
                )
            )
    if advanced:
        return findings + _check_advanced(resolved, ruleset)
    return findings + _check_starting(resolved, ruleset)


def _missing_approaches(skills: Mapping[str, int], ruleset: RuleSet) -> list[Finding]:
    rules = ruleset.characters
    if not (rules.uses_approaches or rules.shape.kind is SkillShapeKind.APPROACHES):
        return []
    return [
        error(f"{approach} has no rating; every approach needs one", subject=approach)
        for approach in rules.skills
        if approach not in skills
    ]


def _check_advanced(skills: Mapping[str, int], ruleset: RuleSet) -> list[Finding]:
    findings = []
    if ruleset.advancement.column_rule:
        findings += column_findings({k: v for k, v in skills.items() if v > 0}, ruleset)
    cap = ruleset.advancement.skill_cap
    for name, value in skills.items():
        if cap is not None and value > cap:
            findings.append(
                warning(
                    f"{name} is {ruleset.ladder.label(value)}, above the skill cap of "
                    f"{ruleset.ladder.label(cap)}; only major milestones go past it",
                    subject=name,
                )
            )
        if value < 0:
            findings.append(_below_mediocre(name, value, ruleset, warning))
    return findings


def _check_starting(skills: Mapping[str, int], ruleset: RuleSet) -> list[Finding]:
    shape = ruleset.characters.shape
    label = ruleset.ladder.label
    findings = []
    in_range: dict[str, int] = {}
    for name, value in skills.items():
        if value > shape.cap:
            findings.append(
                error(
                    f"{name} is {label(value)} but {ruleset.title} caps starting "
                    f"{_noun(ruleset, 2)} at {label(shape.cap)}",
                    subject=name,
                )
            )
        elif value < 0:
            findings.append(_below_mediocre(name, value, ruleset, error))
        else:
            in_range[name] = value
    if shape.kind is SkillShapeKind.COLUMN:
        findings += column_findings({k: v for k, v in in_range.items() if v > 0}, ruleset)
        return findings + _budget_findings(skills, ruleset)
    return findings + _count_findings(in_range, ruleset)


def _count_findings(skills: Mapping[str, int], ruleset: RuleSet) -> list[Finding]:
    """Exact counts per rating (pyramid, diamond, custom, approaches)."""
    shape = ruleset.characters.shape
    wanted = dict(shape.counts)
    by_rating: dict[int, list[str]] = {}
    for name, value in skills.items():
        by_rating.setdefault(value, []).append(name)
    if 0 in wanted:
        by_rating[0] = _mediocre_skills(skills, ruleset)
    word = _SHAPE_WORDS[shape.kind]
    findings = []
    ratings = sorted(set(wanted) | {r for r in by_rating if r > 0 or 0 in wanted}, reverse=True)
    for rating in ratings:
        names = sorted(by_rating.get(rating, []))
        have, allowed = len(names), wanted.get(rating, 0)
        where = ruleset.ladder.label(rating)
        if have > allowed:
            findings.append(
                error(
                    f"{_count(have, ruleset)} at {where} but the {word} allows {allowed} "
                    f"({', '.join(names)})"
                )
            )
        elif have < allowed:
            findings.append(
                warning(f"{_count(have, ruleset)} at {where} but the {word} calls for {allowed}")
            )
    return findings


def _mediocre_skills(skills: Mapping[str, int], ruleset: RuleSet) -> list[str]:
    """Skills at Mediocre (+0): written at 0, plus (for a fixed list) every skill not written."""
    rules = ruleset.characters
    zero = [name for name, value in skills.items() if value == 0]
    if rules.skills and not rules.uses_approaches:
        zero += [skill for skill in rules.skills if skill not in skills]
    return zero


def _budget_findings(skills: Mapping[str, int], ruleset: RuleSet) -> list[Finding]:
    if not ruleset.characters.shape.counts:
        return []
    have, budget = total_steps(skills), shape_budget(ruleset)
    if have > budget:
        return [error(f"the skills add up to {have} steps but the column allows {budget}")]
    if have < budget:
        return [warning(f"the skills add up to {have} steps; the column allows {budget}")]
    return []


def _below_mediocre(
    name: str, value: int, ruleset: RuleSet, make: Callable[..., Finding]
) -> Finding:
    return make(
        f"{name} is {ruleset.ladder.label(value)}; {_noun(ruleset, 2)} go no lower than "
        f"{ruleset.ladder.label(0)}",
        subject=name,
    )


def _noun(ruleset: RuleSet, count: int) -> str:
    if ruleset.characters.uses_approaches:
        return "approach" if count == 1 else "approaches"
    return "skill" if count == 1 else "skills"


def _count(count: int, ruleset: RuleSet) -> str:
    return f"{count} {_noun(ruleset, count)}"
