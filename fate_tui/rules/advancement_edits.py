"""The sheet edits of the milestone list: swapping and replacing skills, rewriting and buying
stunts, renaming aspects. Each checks the rule set and returns the changed character;
`advancement.apply_advance` decides which of them an advance allows."""

from __future__ import annotations

from dataclasses import replace

from fate_tui.rules.advancement_changes import BuyStunt, ReplaceSkill, RewriteStunt, SwapSkills
from fate_tui.rules.aspects import Aspect
from fate_tui.rules.character import Character
from fate_tui.rules.derived import rating, refresh_before_minimum
from fate_tui.rules.errors import RulesError, did_you_mean
from fate_tui.rules.ruleset import RuleSet


def skill_named(name: str, ruleset: RuleSet) -> str:
    """The canonical name of the skill `name`; any name where the rule set lists no skills."""
    canonical = ruleset.skill_name(name)
    if canonical is not None:
        return canonical
    known = ruleset.characters.skills
    if not known:
        return name.strip()
    hint = did_you_mean(name, known)
    raise RulesError(f"'{name}' is not a skill of {ruleset.title}{hint}")


def set_skill(skills: dict[str, int], name: str, value: int, ruleset: RuleSet) -> None:
    """Write a rating under its canonical name, dropping other spellings of the skill."""
    for written in [k for k in skills if (ruleset.skill_name(k) or k) == name]:
        del skills[written]
    rules = ruleset.characters
    if value != rules.default_rating or rules.uses_approaches:
        skills[name] = value


def swap_skills(current: Character, ruleset: RuleSet, change: SwapSkills) -> Character:
    first, second = skill_named(change.first, ruleset), skill_named(change.second, ruleset)
    if first == second:
        raise RulesError(f"swapping {first} with itself changes nothing")
    a, b = rating(current, first, ruleset), rating(current, second, ruleset)
    if a == b:
        raise RulesError(
            f"{first} and {second} are both {ruleset.ladder.label(a)}; swapping changes nothing"
        )
    skills = dict(current.skills)
    set_skill(skills, first, b, ruleset)
    set_skill(skills, second, a, ruleset)
    return replace(current, skills=skills)


def replace_skill(current: Character, ruleset: RuleSet, change: ReplaceSkill) -> Character:
    if ruleset.characters.uses_approaches:
        raise RulesError("approaches cannot be replaced; swap two of them instead")
    old, new = skill_named(change.old, ruleset), skill_named(change.new, ruleset)
    if rating(current, old, ruleset) != 1:
        raise RulesError(
            f"{old} is {ruleset.ladder.label(rating(current, old, ruleset))}; only an "
            f"{ruleset.ladder.label(1)} skill can be replaced"
        )
    if rating(current, new, ruleset) > 0:
        raise RulesError(f"{new} is already on the sheet; replace {old} with a new skill")
    skills = dict(current.skills)
    set_skill(skills, old, ruleset.characters.default_rating, ruleset)
    set_skill(skills, new, 1, ruleset)
    return replace(current, skills=skills)


def rewrite_stunt(current: Character, ruleset: RuleSet, change: RewriteStunt) -> Character:
    index = _stunt_index(current, change.old)
    non_empty(change.new.name, "the new stunt's name")
    _no_duplicate_stunt(current, change.new.name, skip=index)
    stunts = list(current.stunts)
    stunts[index] = change.new
    after = replace(current, stunts=tuple(stunts))
    return _check_refresh(after, ruleset, f"rewriting '{change.old}'")


def buy_stunt(current: Character, ruleset: RuleSet, change: BuyStunt) -> Character:
    non_empty(change.stunt.name, "the new stunt's name")
    _no_duplicate_stunt(current, change.stunt.name)
    after = replace(current, stunts=(*current.stunts, change.stunt))
    if current.refresh is not None:
        # The GM fixed refresh by hand: the purchase comes off that number.
        cost = change.stunt.refresh_cost
        cost = ruleset.fate_points.stunt_refresh_cost if cost is None else cost
        after = replace(after, refresh=current.refresh - cost)
    return _check_refresh(after, ruleset, f"buying '{change.stunt.name}'")


def rename_aspect(current: Character, aspect: Aspect, new: str) -> Character:
    name = non_empty(new, "the new aspect")
    clash = current.aspect(name)
    if clash is not None and clash is not aspect:
        raise RulesError(f"{current.name} already has the aspect '{clash.name}'")
    aspects = tuple(replace(a, name=name) if a is aspect else a for a in current.aspects)
    return replace(current, aspects=aspects)


def non_empty(text: str, what: str) -> str:
    """`text` stripped; RulesError naming `what` when nothing is left."""
    cleaned = text.strip()
    if not cleaned:
        raise RulesError(f"{what} cannot be empty")
    return cleaned


def _stunt_index(current: Character, name: str) -> int:
    lowered = name.strip().lower()
    for index, stunt in enumerate(current.stunts):
        if stunt.name.strip().lower() == lowered:
            return index
    hint = did_you_mean(name, [s.name for s in current.stunts])
    raise RulesError(f"{current.name} has no stunt '{name}'{hint}")


def _no_duplicate_stunt(current: Character, name: str, skip: int | None = None) -> None:
    for index, stunt in enumerate(current.stunts):
        if index != skip and stunt.name.strip().lower() == name.strip().lower():
            raise RulesError(f"{current.name} already has a stunt called '{stunt.name}'")


def _check_refresh(after: Character, ruleset: RuleSet, doing: str) -> Character:
    left = refresh_before_minimum(after, ruleset)
    minimum = ruleset.fate_points.min_refresh
    if left < minimum:
        raise RulesError(f"{doing} would leave refresh at {left}; it never goes below {minimum}")
    return after
