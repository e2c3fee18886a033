"""Asking the GM for one change of an advance (which skills to swap, the new stunt...): the
options offered are exactly those the kind of advance grants in the rules core. Run from
`@work` actions: every question is a dialog awaited with `push_screen_wait`."""

from __future__ import annotations

from textual.app import App

from fate_tui.rules.advancement import (
    GRANTS,
    Advance,
    BuyStunt,
    Change,
    ClearConsequence,
    RaiseSkill,
    RenameExtreme,
    ReplaceSkill,
    RewriteAspect,
    RewriteHighConcept,
    RewriteStunt,
    StartRecovery,
    SwapSkills,
    resets_extreme,
)
from fate_tui.rules.character import Character, Stunt
from fate_tui.rules.derived import rating
from fate_tui.rules.ruleset import RuleSet, Severity
from fate_tui.ui.dialogs import asking

POWER_REFRESH = "power_refresh"
POWER_SKILL = "power_skill"


def edit_options(rules: RuleSet) -> list[tuple[str, str]]:
    """(id, label) of the changes every milestone grants (and a GM override can make)."""
    options = [("swap", "Swap the ratings of two skills")]
    if not rules.characters.uses_approaches:
        options.append(("replace", f"Replace an {rules.ladder.label(1)} skill with a new one"))
    options += [
        ("rewrite_stunt", "Rewrite a stunt"),
        ("buy_stunt", "Buy a new stunt"),
        ("rewrite_aspect", "Rewrite an aspect (not the high concept)"),
    ]
    return options


def change_options(advance: Advance, character: Character, rules: RuleSet) -> list[tuple]:
    """(id, label) of every change this kind of advance grants."""
    grant = GRANTS[advance.kind]
    options = edit_options(rules)
    if grant.high_concept:
        options.append(("high_concept", "Rewrite the high concept"))
    if grant.skill_points or character.saved_skill_points:
        options.append(("raise", "Raise a skill one step (a skill point)"))
    if grant.start_recovery and any(
        c.severity in grant.start_recovery and not c.recovering for c in character.consequences
    ):
        options.append(("start_recovery", "Start a consequence's recovery, renaming it"))
    if grant.clear_recovering and any(
        c.severity in grant.clear_recovering and c.recovering for c in character.consequences
    ):
        options.append(("clear", "Clear a consequence already recovering"))
    if resets_extreme(advance.kind, rules) and any(
        c.severity is Severity.EXTREME for c in character.consequences
    ):
        options.append(("extreme", "Rename the extreme consequence"))
    if grant.power_ups:
        flag = "on" if advance.power_up_refresh else "off"
        options.append((POWER_REFRESH, f"GM's offer: +1 refresh (now {flag})"))
        flag = "on" if advance.power_up_skill else "off"
        options.append((POWER_SKILL, f"GM's offer: a second skill step (now {flag})"))
    return options


async def ask_change(app: App, kind: str, character: Character, rules: RuleSet) -> Change | None:
    """The details of one change of `kind` (an id from `change_options`); None if cancelled."""
    if kind == "swap":
        first = await _skill(app, "Swap which skill?", character, rules)
        second = first and await _skill(app, f"Swap {first} with?", character, rules, first)
        return SwapSkills(first, second) if first and second else None
    if kind == "replace":
        average = [s for s in character.skills if rating(character, s, rules) == 1]
        old = await _pick(app, f"Replace which {rules.ladder.label(1)} skill?", average)
        new_ones = [s for s in rules.characters.skills if rating(character, s, rules) <= 0]
        new = old and await _pick(app, f"Replace {old} with?", new_ones)
        return ReplaceSkill(old, new) if old and new else None
    if kind == "rewrite_stunt":
        old = await _pick(app, "Rewrite which stunt?", [s.name for s in character.stunts])
        stunt = old and await _stunt(app, old)
        return RewriteStunt(old, stunt) if old and stunt else None
    if kind == "buy_stunt":
        stunt = await _stunt(app, "")
        return BuyStunt(stunt) if stunt else None
    if kind == "rewrite_aspect":
        names = [a.name for a in character.aspects if a.role != "high concept"]
        old = await _pick(app, "Rewrite which aspect?", names)
        new = old and await _text(app, f"Rewrite '{old}' as", old)
        return RewriteAspect(old, new) if old and new else None
    if kind == "high_concept":
        current = character.high_concept.name if character.high_concept else ""
        new = await _text(app, "The new high concept", current)
        return RewriteHighConcept(new) if new else None
    if kind == "raise":
        skill = await _skill(app, "Raise which skill one step?", character, rules, every=True)
        return RaiseSkill(skill) if skill else None
    if kind == "start_recovery":
        waiting = [c for c in character.consequences if not c.recovering]
        slot = await _pick(app, "Which consequence starts to recover?", [c.slot for c in waiting])
        harm = character.consequence(slot) if slot else None
        if not slot or harm is None:
            return None
        new = await _text(app, "Its new name (Enter keeps it)", harm.aspect)
        return StartRecovery(slot, None if new == harm.aspect else new) if new else None
    if kind == "clear":
        healing = [c.slot for c in character.consequences if c.recovering]
        slot = await _pick(app, "Clear which recovering consequence?", healing)
        return ClearConsequence(slot) if slot else None
    if kind == "extreme":
        new = await _text(app, "The extreme consequence's new name", "")
        return RenameExtreme(new) if new else None
    return None


async def _pick(app: App, title: str, names: list[str]) -> str | None:
    if not names:
        app.notify(f"{title} There is nothing to choose from", severity="warning")
        return None
    return await asking.choose(app, title, [(n, n) for n in names])


async def _skill(
    app: App,
    title: str,
    character: Character,
    rules: RuleSet,
    other_than: str | None = None,
    every: bool = False,
) -> str | None:
    names = list(rules.characters.skills) if every or rules.characters.skills else []
    if not names:
        names = list(character.skills)
    options = [
        (name, f"{name} {rules.ladder.label(rating(character, name, rules))}")
        for name in names
        if name != other_than and (every or rating(character, name, rules) > 0 or other_than)
    ]
    return await asking.choose(app, title, options)


async def _text(app: App, title: str, value: str) -> str | None:
    return await asking.text(app, title, value=value)


async def _stunt(app: App, old: str) -> Stunt | None:
    name = await _text(app, "The stunt's name", old)
    if not name:
        return None
    text = await _text(app, f"What '{name}' does", "")
    return Stunt(name, text or "")
