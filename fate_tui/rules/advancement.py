"""Advancement: Condensed's milestones and breakthroughs, and (from the published Fate Core,
which Accelerated and here SotC follow) minor, significant and major milestones.

An `Advance` names its kind and lists the changes the player picked; `apply_advance` checks
them all against what that kind of advance allows and returns the changed character. The
changes and grants are in `advancement_changes.py`, the sheet edits in `advancement_edits.py`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from fate_tui.rules.advancement_changes import (
    GRANTS,
    LATERAL,
    BuyStunt,
    Change,
    ClearConsequence,
    Grant,
    RaiseSkill,
    RenameExtreme,
    ReplaceSkill,
    RewriteAspect,
    RewriteHighConcept,
    RewriteStunt,
    StartRecovery,
    SwapSkills,
)
from fate_tui.rules.advancement_edits import (
    buy_stunt,
    non_empty,
    rename_aspect,
    replace_skill,
    rewrite_stunt,
    set_skill,
    skill_named,
    swap_skills,
)
from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character
from fate_tui.rules.derived import rating
from fate_tui.rules.errors import RulesError, did_you_mean, one_of
from fate_tui.rules.recovery import begin_recovery, consequence_in
from fate_tui.rules.ruleset import AdvanceKind, AdvancementModel, RuleSet, Severity
from fate_tui.rules.skill_shape import keeps_column

__all__ = [
    "GRANTS",
    "LATERAL",
    "Advance",
    "AdvanceKind",
    "BuyStunt",
    "Change",
    "ClearConsequence",
    "Grant",
    "RaiseSkill",
    "RenameExtreme",
    "ReplaceSkill",
    "RewriteAspect",
    "RewriteHighConcept",
    "RewriteStunt",
    "StartRecovery",
    "SwapSkills",
    "advance_kinds",
    "apply_advance",
    "resets_extreme",
]


@dataclass(frozen=True)
class Advance:
    """An advance a character makes: its kind (a milestone, a breakthrough...), the changes the
    player picked, and the power-ups the GM offers at a Condensed breakthrough."""

    kind: AdvanceKind
    changes: tuple[Change, ...] = ()
    power_up_refresh: bool = False
    """Condensed breakthrough: the GM offers a point of refresh."""
    power_up_skill: bool = False
    """Condensed breakthrough: the GM offers a step for a second skill."""


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
    return kind == ruleset.consequences.extreme_resets_at


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
            raises.append(skill_named(change.skill, ruleset))
        elif isinstance(change, RenameExtreme):
            if not resets_extreme(kind, ruleset):
                raise RulesError(
                    f"an extreme consequence is renamed at a "
                    f"{ruleset.consequences.extreme_resets_at}, not a {kind}"
                )
            renamed_extreme = non_empty(change.new_name, "the extreme consequence's new name")
        else:
            current = _apply_change(current, before, ruleset, kind, grant, change)
    points = grant.skill_points + (1 if advance.power_up_skill else 0)
    current = _raise_skills(current, ruleset, grant, raises, points)
    if resets_extreme(kind, ruleset):
        current = _reset_extreme(current, renamed_extreme)
    return current


def _check_one_lateral(changes: tuple[Change, ...], refresh_gain: int, kind: AdvanceKind) -> None:
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
        return swap_skills(current, ruleset, change)
    if isinstance(change, ReplaceSkill):
        return replace_skill(current, ruleset, change)
    if isinstance(change, RewriteStunt):
        return rewrite_stunt(current, ruleset, change)
    if isinstance(change, BuyStunt):
        return buy_stunt(current, ruleset, change)
    if isinstance(change, RewriteAspect):
        return _rewrite_aspect(current, ruleset, change)
    if isinstance(change, RewriteHighConcept):
        if not grant.high_concept:
            raise RulesError(f"the high concept cannot be rewritten at a {kind}")
        if current.high_concept is None:
            raise RulesError(f"{current.name} has no high concept to rewrite")
        return rename_aspect(current, current.high_concept, change.new)
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
    return rename_aspect(current, aspect, change.new)


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
        set_skill(skills, name, rating(replace(current, skills=skills), name, ruleset) + 1, ruleset)
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
