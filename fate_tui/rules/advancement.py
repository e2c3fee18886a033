"""Advancement: Condensed's milestones and breakthroughs, and (from the published Fate Core,
which Accelerated and here SotC follow) minor, significant and major milestones.

An `Advance` names its kind and lists the changes the player picked; `apply_advance` checks
them all against what that kind of advance allows and returns the changed character.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character, Stunt
from fate_tui.rules.derived import rating
from fate_tui.rules.errors import RulesError, did_you_mean, one_of
from fate_tui.rules.recovery import begin_recovery, consequence_in
from fate_tui.rules.ruleset import AdvancementModel, RuleSet, Severity
from fate_tui.rules.skill_shape import keeps_column
from fate_tui.rules.validation import refresh_before_minimum


class AdvanceKind(StrEnum):
    MILESTONE = "milestone"
    """Condensed: the end of every session."""
    BREAKTHROUGH = "breakthrough"
    """Condensed: the end of an arc."""
    MINOR = "minor milestone"
    SIGNIFICANT = "significant milestone"
    MAJOR = "major milestone"


# The lateral changes of the milestone list: an advance allows one of them.
@dataclass(frozen=True)
class SwapSkills:
    """Switch the ratings of two skills (or approaches)."""

    first: str
    second: str


@dataclass(frozen=True)
class ReplaceSkill:
    """Replace an Average (+1) skill with one not on the sheet."""

    old: str
    new: str


@dataclass(frozen=True)
class RewriteStunt:
    old: str
    new: Stunt


@dataclass(frozen=True)
class BuyStunt:
    """A new stunt, paid with refresh once the free stunts are used up."""

    stunt: Stunt


@dataclass(frozen=True)
class RewriteAspect:
    """Rewrite any aspect except the high concept."""

    old: str
    new: str


# The growth the bigger advances add.
@dataclass(frozen=True)
class RewriteHighConcept:
    new: str


@dataclass(frozen=True)
class StartRecovery:
    """Begin the recovery of a consequence without a roll, renaming it."""

    slot: str
    new_name: str | None = None


@dataclass(frozen=True)
class ClearConsequence:
    """Clear a consequence that was already recovering (Condensed breakthrough)."""

    slot: str


@dataclass(frozen=True)
class RaiseSkill:
    """Spend one skill point: one step up for a skill, even from Mediocre (+0) to Average."""

    skill: str


@dataclass(frozen=True)
class RenameExtreme:
    """Rename the extreme consequence, which stays on the sheet as an aspect."""

    new_name: str


Change = (
    SwapSkills
    | ReplaceSkill
    | RewriteStunt
    | BuyStunt
    | RewriteAspect
    | RewriteHighConcept
    | StartRecovery
    | ClearConsequence
    | RaiseSkill
    | RenameExtreme
)
LATERAL = (SwapSkills, ReplaceSkill, RewriteStunt, BuyStunt, RewriteAspect)


@dataclass(frozen=True)
class Advance:
    kind: AdvanceKind
    changes: tuple[Change, ...] = ()
    power_up_refresh: bool = False
    """Condensed breakthrough: the GM offers a point of refresh."""
    power_up_skill: bool = False
    """Condensed breakthrough: the GM offers a step for a second skill."""


@dataclass(frozen=True)
class Grant:
    """What one kind of advance allows."""

    skill_points: int = 0
    refresh: int = 0
    high_concept: bool = False
    start_recovery: frozenset[Severity] = frozenset()
    clear_recovering: frozenset[Severity] = frozenset()
    beyond_cap: bool = False
    power_ups: bool = False


_SERIOUS = frozenset({Severity.MODERATE, Severity.SEVERE})
GRANTS = {
    # Condensed, seed L890-918.
    AdvanceKind.MILESTONE: Grant(),
    AdvanceKind.BREAKTHROUGH: Grant(
        skill_points=1,
        high_concept=True,
        start_recovery=_SERIOUS,
        clear_recovering=_SERIOUS,
        power_ups=True,
    ),
    # Published Fate Core: each includes the ones below it.
    AdvanceKind.MINOR: Grant(start_recovery=frozenset({Severity.MODERATE})),
    AdvanceKind.SIGNIFICANT: Grant(skill_points=1, start_recovery=_SERIOUS),
    AdvanceKind.MAJOR: Grant(
        skill_points=1, refresh=1, high_concept=True, start_recovery=_SERIOUS, beyond_cap=True
    ),
}

_KINDS = {
    AdvancementModel.MILESTONES_AND_BREAKTHROUGHS: (
        AdvanceKind.MILESTONE,
        AdvanceKind.BREAKTHROUGH,
    ),
    AdvancementModel.CORE_MILESTONES: (
        AdvanceKind.MINOR,
        AdvanceKind.SIGNIFICANT,
        AdvanceKind.MAJOR,
    ),
}


def advance_kinds(ruleset: RuleSet) -> tuple[AdvanceKind, ...]:
    """The kinds of advance the rule set has, smallest first."""
    return _KINDS[ruleset.advancement.model]


def resets_extreme(kind: AdvanceKind, ruleset: RuleSet) -> bool:
    """Whether this advance lets an extreme consequence be renamed and used again."""
    return kind.value == ruleset.consequences.extreme_resets_at


def apply_advance(character: Character, ruleset: RuleSet, advance: Advance) -> Character:
    """`character` after `advance`; raises RulesError naming the first change not allowed."""
    kind = advance.kind
    if kind not in advance_kinds(ruleset):
        raise RulesError(
            f"{ruleset.title} advances with {one_of(advance_kinds(ruleset))}, not a {kind}"
        )
    grant = GRANTS[kind]
    if (advance.power_up_refresh or advance.power_up_skill) and not grant.power_ups:
        raise RulesError(f"power-ups come with a breakthrough, not a {kind}")
    refresh_gain = grant.refresh + (1 if advance.power_up_refresh else 0)
    _check_one_lateral(advance.changes, refresh_gain, kind)
    before = character
    current = replace(character, refresh_bonus=character.refresh_bonus + refresh_gain)
    raises: list[str] = []
    renamed_extreme: str | None = None
    for change in advance.changes:
        if isinstance(change, RaiseSkill):
            raises.append(_skill(change.skill, ruleset))
        elif isinstance(change, RenameExtreme):
            if not resets_extreme(kind, ruleset):
                raise RulesError(
                    f"an extreme consequence is renamed at a "
                    f"{ruleset.consequences.extreme_resets_at}, not a {kind}"
                )
            renamed_extreme = _name(change.new_name, "the extreme consequence's new name")
        else:
            current = _apply_change(current, before, ruleset, kind, grant, change)
    points = grant.skill_points + (1 if advance.power_up_skill else 0)
    current = _raise_skills(current, ruleset, grant, raises, points)
    if resets_extreme(kind, ruleset):
        current = _reset_extreme(current, renamed_extreme)
    return current


def _check_one_lateral(changes: tuple[Change, ...], refresh_gain: int, kind: AdvanceKind):
    buys = sum(isinstance(c, BuyStunt) for c in changes)
    others = sum(isinstance(c, LATERAL) and not isinstance(c, BuyStunt) for c in changes)
    # A refresh gained now "can immediately be spent to buy a new stunt" on top of the
    # one change from the milestone list.
    extra_buys = 1 if refresh_gain > 0 else 0
    if others + max(buys - extra_buys, 0) > 1:
        raise RulesError(
            f"a {kind} allows one change from the milestone list (swap or replace a skill, "
            "rewrite a stunt, buy a stunt, rewrite an aspect)"
        )


def _apply_change(
    current: Character,
    before: Character,
    ruleset: RuleSet,
    kind: AdvanceKind,
    grant: Grant,
    change: Change,
) -> Character:
    """One change other than a skill raise or the extreme rename; `before` is the character
    as the advance began (what was already recovering)."""
    if isinstance(change, SwapSkills):
        return _swap(current, ruleset, change)
    if isinstance(change, ReplaceSkill):
        return _replace_skill(current, ruleset, change)
    if isinstance(change, RewriteStunt):
        return _rewrite_stunt(current, ruleset, change)
    if isinstance(change, BuyStunt):
        return _buy_stunt(current, ruleset, change)
    if isinstance(change, RewriteAspect):
        return _rewrite_aspect(current, ruleset, change)
    if isinstance(change, RewriteHighConcept):
        if not grant.high_concept:
            raise RulesError(f"the high concept cannot be rewritten at a {kind}")
        if current.high_concept is None:
            raise RulesError(f"{current.name} has no high concept to rewrite")
        return _rename_aspect(current, current.high_concept, change.new)
    if isinstance(change, StartRecovery):
        consequence = consequence_in(current, change.slot)
        if consequence.severity not in grant.start_recovery:
            raise RulesError(
                f"a {kind} cannot start the recovery of a {consequence.severity} consequence"
            )
        return begin_recovery(current, change.slot, change.new_name)
    if isinstance(change, ClearConsequence):
        consequence = consequence_in(current, change.slot)
        if consequence.severity not in grant.clear_recovering:
            raise RulesError(f"a {kind} cannot clear a {consequence.severity} consequence")
        was = before.consequence(change.slot)
        if was is None or not was.recovering:
            raise RulesError(
                f"'{consequence.aspect}' was not recovering before this {kind}; start its "
                "recovery now and clear it at the next one"
            )
        kept = tuple(c for c in current.consequences if c.slot != change.slot)
        return replace(current, consequences=kept)
    raise RulesError(f"{change!r} is not a change an advance can make")


def _skill(name: str, ruleset: RuleSet) -> str:
    canonical = ruleset.skill_name(name)
    if canonical is not None:
        return canonical
    known = ruleset.characters.skills
    if not known:
        return name.strip()
    hint = did_you_mean(name, known)
    raise RulesError(f"'{name}' is not a skill of {ruleset.title}{hint}")


def _set_skill(skills: dict[str, int], name: str, value: int, ruleset: RuleSet) -> None:
    """Write a rating under its canonical name, dropping other spellings of the skill."""
    for written in [k for k in skills if (ruleset.skill_name(k) or k) == name]:
        del skills[written]
    rules = ruleset.characters
    if value != rules.default_rating or rules.uses_approaches:
        skills[name] = value


def _swap(current: Character, ruleset: RuleSet, change: SwapSkills) -> Character:
    first, second = _skill(change.first, ruleset), _skill(change.second, ruleset)
    if first == second:
        raise RulesError(f"swapping {first} with itself changes nothing")
    a, b = rating(current, first, ruleset), rating(current, second, ruleset)
    if a == b:
        raise RulesError(
            f"{first} and {second} are both {ruleset.ladder.label(a)}; swapping changes nothing"
        )
    skills = dict(current.skills)
    _set_skill(skills, first, b, ruleset)
    _set_skill(skills, second, a, ruleset)
    return replace(current, skills=skills)


def _replace_skill(current: Character, ruleset: RuleSet, change: ReplaceSkill) -> Character:
    if ruleset.characters.uses_approaches:
        raise RulesError("approaches cannot be replaced; swap two of them instead")
    old, new = _skill(change.old, ruleset), _skill(change.new, ruleset)
    if rating(current, old, ruleset) != 1:
        raise RulesError(
            f"{old} is {ruleset.ladder.label(rating(current, old, ruleset))}; only an "
            f"{ruleset.ladder.label(1)} skill can be replaced"
        )
    if rating(current, new, ruleset) > 0:
        raise RulesError(f"{new} is already on the sheet; replace {old} with a new skill")
    skills = dict(current.skills)
    _set_skill(skills, old, ruleset.characters.default_rating, ruleset)
    _set_skill(skills, new, 1, ruleset)
    return replace(current, skills=skills)


def _stunt_index(current: Character, name: str) -> int:
    lowered = name.strip().lower()
    for index, stunt in enumerate(current.stunts):
        if stunt.name.strip().lower() == lowered:
            return index
    hint = did_you_mean(name, [s.name for s in current.stunts])
    raise RulesError(f"{current.name} has no stunt '{name}'{hint}")


def _check_refresh(after: Character, ruleset: RuleSet, doing: str) -> Character:
    left = refresh_before_minimum(after, ruleset)
    minimum = ruleset.fate_points.min_refresh
    if left < minimum:
        raise RulesError(f"{doing} would leave refresh at {left}; it never goes below {minimum}")
    return after


def _rewrite_stunt(current: Character, ruleset: RuleSet, change: RewriteStunt) -> Character:
    index = _stunt_index(current, change.old)
    _name(change.new.name, "the new stunt's name")
    _no_duplicate_stunt(current, change.new.name, skip=index)
    stunts = list(current.stunts)
    stunts[index] = change.new
    after = replace(current, stunts=tuple(stunts))
    return _check_refresh(after, ruleset, f"rewriting '{change.old}'")


def _buy_stunt(current: Character, ruleset: RuleSet, change: BuyStunt) -> Character:
    _name(change.stunt.name, "the new stunt's name")
    _no_duplicate_stunt(current, change.stunt.name)
    after = replace(current, stunts=(*current.stunts, change.stunt))
    if current.refresh is not None:
        # The GM fixed refresh by hand: the purchase comes off that number.
        cost = change.stunt.refresh_cost
        cost = ruleset.fate_points.stunt_refresh_cost if cost is None else cost
        after = replace(after, refresh=current.refresh - cost)
    return _check_refresh(after, ruleset, f"buying '{change.stunt.name}'")


def _no_duplicate_stunt(current: Character, name: str, skip: int | None = None) -> None:
    for index, stunt in enumerate(current.stunts):
        if index != skip and stunt.name.strip().lower() == name.strip().lower():
            raise RulesError(f"{current.name} already has a stunt called '{stunt.name}'")


def _rewrite_aspect(current: Character, ruleset: RuleSet, change: RewriteAspect) -> Character:
    aspect = current.aspect(change.old.strip())
    if aspect is None:
        hint = did_you_mean(change.old, [a.name for a in current.aspects])
        raise RulesError(f"{current.name} has no aspect '{change.old}'{hint}")
    if aspect.role == "high concept":
        bigger = [k for k in advance_kinds(ruleset) if GRANTS[k].high_concept]
        raise RulesError(
            f"'{aspect.name}' is the high concept; it changes only at a {one_of(bigger)}"
        )
    return _rename_aspect(current, aspect, change.new)


def _rename_aspect(current: Character, aspect: Aspect, new: str) -> Character:
    name = _name(new, "the new aspect")
    clash = current.aspect(name)
    if clash is not None and clash is not aspect:
        raise RulesError(f"{current.name} already has the aspect '{clash.name}'")
    aspects = tuple(replace(a, name=name) if a is aspect else a for a in current.aspects)
    return replace(current, aspects=aspects)


def _raise_skills(
    current: Character, ruleset: RuleSet, grant: Grant, raises: list[str], points: int
) -> Character:
    available = points + current.saved_skill_points
    if len(raises) > available:
        raise RulesError(
            f"{len(raises)} skill steps asked for but only {available} skill point"
            f"{'s' if available != 1 else ''} to spend"
        )
    skills = dict(current.skills)
    for name in raises:
        _set_skill(
            skills, name, rating(replace(current, skills=skills), name, ruleset) + 1, ruleset
        )
    if ruleset.advancement.column_rule and not keeps_column(current.skills, skills):
        raise RulesError(
            "no step may hold more skills than the step below it (the column rule); raise a "
            "lower skill too, or save the point for later"
        )
    cap = ruleset.advancement.skill_cap
    if cap is not None:
        limit = cap + (1 if grant.beyond_cap else 0)
        for name in sorted(set(raises)):
            value = skills.get(name, ruleset.characters.default_rating)
            if value > limit:
                raise RulesError(
                    f"raising {name} to {ruleset.ladder.label(value)} goes past the skill "
                    f"cap of {ruleset.ladder.label(cap)}; only a major milestone goes one step "
                    "beyond it"
                )
    return replace(current, skills=skills, saved_skill_points=available - len(raises))


def _reset_extreme(current: Character, new_name: str | None) -> Character:
    """The extreme consequence leaves its slot for good and stays on the sheet as an aspect in
    place of the one it replaced (renamed if asked); another may be taken before the next
    reset."""
    extreme = next((c for c in current.consequences if c.severity is Severity.EXTREME), None)
    if extreme is None:
        if new_name is not None:
            raise RulesError(f"{current.name} has no extreme consequence to rename")
        return replace(current, extreme_used=False)
    original = extreme.replaced_aspect
    if new_name is not None and original is not None and new_name.lower() == original.name.lower():
        raise RulesError(
            f"'{extreme.aspect}' cannot go back to the aspect it replaced, '{original.name}'"
        )
    name = new_name or extreme.aspect
    aspects = current.aspects
    written = current.aspect(extreme.aspect)
    if written is not None:
        aspects = tuple(replace(a, name=name) if a is written else a for a in aspects)
    else:
        role = original.role if original is not None else None
        aspects = (*aspects, Aspect(name, AspectKind.CHARACTER, owner=current.id, role=role))
    kept = tuple(c for c in current.consequences if c is not extreme)
    return replace(current, aspects=aspects, consequences=kept, extreme_used=False)


def _name(text: str, what: str) -> str:
    cleaned = text.strip()
    if not cleaned:
        raise RulesError(f"{what} cannot be empty")
    return cleaned
