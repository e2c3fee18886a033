"""Advancement edits outside a milestone: the GM changes a sheet the way an advance would
(swap, replace or raise a skill, rewrite or buy a stunt, rewrite any aspect, a point of
refresh), with no advance's limits. Each is logged as a GM override."""

from __future__ import annotations

from dataclasses import dataclass, replace

from fate_tui.campaign.advance_text import change_text
from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character
from fate_tui.rules.advancement import (
    BuyStunt,
    Change,
    RaiseSkill,
    ReplaceSkill,
    RewriteAspect,
    RewriteHighConcept,
    RewriteStunt,
    SwapSkills,
)
from fate_tui.rules.advancement_edits import (
    buy_stunt,
    rename_aspect,
    replace_skill,
    rewrite_stunt,
    set_skill,
    skill_named,
    swap_skills,
)
from fate_tui.rules.character import Character
from fate_tui.rules.derived import rating, refresh
from fate_tui.rules.errors import RulesError, did_you_mean
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.skill_shape import keeps_column
from fate_tui.rules.wording import possessive


@dataclass(frozen=True)
class RefreshStep:
    """One point of refresh more (or, with -1, less)."""

    amount: int = 1


Override = Change | RefreshStep


def override(ctl: Controller, character_id: str, change: Override) -> None:
    """Make one advancement edit by the GM's hand, flagged as a GM override in the log."""
    before = character(ctl, character_id)
    rules = ctl.state.ruleset
    after, note = _edited(before, rules, change)
    if after == before:
        raise RulesError("that changes nothing")
    what = (
        f"refresh {refresh(before, rules)} -> {refresh(after, rules)}"
        if isinstance(change, RefreshStep)
        else change_text(change)
    )
    text = f"GM override: {before.name} {what}{note}"
    ctl.apply(
        text,
        log=("advancement", text),
        data={"character": before.id, "gm_override": True},
        characters=[after],
    )


def _edited(current: Character, rules: RuleSet, change: Override) -> tuple[Character, str]:
    if isinstance(change, SwapSkills):
        return swap_skills(current, rules, change), ""
    if isinstance(change, ReplaceSkill):
        return replace_skill(current, rules, change), ""
    if isinstance(change, RewriteStunt):
        return rewrite_stunt(current, rules, change), ""
    if isinstance(change, BuyStunt):
        return buy_stunt(current, rules, change), ""
    if isinstance(change, RewriteAspect):
        aspect = current.aspect(change.old.strip())
        if aspect is None:
            hint = did_you_mean(change.old, [a.name for a in current.aspects])
            raise RulesError(f"{current.name} has no aspect '{change.old}'{hint}")
        return rename_aspect(current, aspect, change.new), ""
    if isinstance(change, RewriteHighConcept):
        if current.high_concept is None:
            raise RulesError(f"{current.name} has no high concept to rewrite")
        return rename_aspect(current, current.high_concept, change.new), ""
    if isinstance(change, RaiseSkill):
        name = skill_named(change.skill, rules)
        skills = dict(current.skills)
        set_skill(skills, name, rating(current, name, rules) + 1, rules)
        note = ""
        if rules.advancement.column_rule and not keeps_column(current.skills, skills):
            note = " (this breaks the column rule)"
        return replace(current, skills=skills), note
    if isinstance(change, RefreshStep):
        if current.refresh is not None:
            return replace(current, refresh=current.refresh + change.amount), ""
        after = replace(current, refresh_bonus=current.refresh_bonus + change.amount)
        if refresh(after, rules) == refresh(current, rules):
            raise RulesError(
                f"{possessive(current.name)} refresh is already at the minimum of "
                f"{rules.fate_points.min_refresh}"
            )
        return after, ""
    raise RulesError(f"{change!r} is not an advancement edit")
