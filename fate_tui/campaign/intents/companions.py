"""Companions on the sheet (Spirit of the Century, spirit-of-the-century-srd.txt L470-475):
built where the character's stunts give them, within the advances the stunts give, saved in
the character file; at the roll, +1 in a conflict of the companion's kind.

The numbers are the rules core's: the allowances (`stunt_effects.companion_allowances`), a
companion's quality, kinds of conflict and bonus (`sotc_minions`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character
from fate_tui.rules.errors import RulesError
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.sotc_minions import (
    Advance,
    Companion,
    add_advance,
    companion,
    companion_bonus,
    companion_slot,
)
from fate_tui.rules.stunt_effects import (
    Allowance,
    companion_allowances,
    companion_cap,
    companion_sources,
)


def allowances(who: Character, rules: RuleSet) -> tuple[Allowance, ...]:
    """What the character's stunts give: each companion with its advances, and advances more."""
    return companion_allowances(who, rules)


def advances_left(who: Character, rules: RuleSet) -> int:
    """Advances the stunts give that no companion has taken yet."""
    given = sum(a.amount for a in allowances(who, rules))
    return given - sum(len(c.advances) for c in who.companions)


def sources(who: Character, rules: RuleSet) -> tuple[str, ...]:
    """The stunts that give the character a companion, by title."""
    return companion_sources(who, rules)


def source_of(who: Character, rules: RuleSet, found: Companion) -> str | None:
    """The stunt a companion comes from: as written, else the character's one such stunt."""
    if found.stunt:
        return found.stunt
    given = sources(who, rules)
    return given[0] if len(given) == 1 else None


def cap_of(who: Character, rules: RuleSet, found: Companion) -> int | None:
    """The most advances the companion may have from its stunt (None: unknown)."""
    stunt = source_of(who, rules, found)
    return companion_cap(who, rules, stunt) if stunt else None


def add(
    ctl: Controller,
    character_id: str,
    name: str,
    kind: str,
    advances: Sequence[Advance] = (),
    stunt: str = "",
) -> None:
    """A new companion for the character from the stunt `stunt` (needed when several give
    one), with advances from those its stunts give, no more than that stunt allows one."""
    before = character(ctl, character_id)
    rules = ctl.state.ruleset
    given = sources(before, rules)
    if not given:
        raise RulesError(
            f"no stunt of {before.name} gives a companion (Contact, Sucker, Psychic, a "
            "Leadership or Gambling stunt...)"
        )
    if not stunt and len(given) > 1:
        raise RulesError(f"which stunt gives this companion: {' or '.join(given)}?")
    stunt = stunt or given[0]
    if stunt.lower() not in {g.lower() for g in given}:
        raise RulesError(f"{stunt} gives {before.name} no companion; {', '.join(given)} do")
    for other in before.companions:
        if other.name.lower() == name.strip().lower():
            raise RulesError(f"{before.name} already has a companion called '{other.name}'")
    built = companion(name, kind, advances, allowed=advances_left(before, rules), stunt=stunt)
    _check_cap(before, rules, built)
    after = replace(before, companions=(*before.companions, built))
    words = f" ({', '.join(_advance_words(a) for a in built.advances)})" if advances else ""
    _save(
        ctl, before, after, f"{before.name} gains the companion {built.name}, a {built.type}{words}"
    )


def advance(ctl: Controller, character_id: str, name: str, new: Advance) -> None:
    """One more advance for a companion, from those the stunts give."""
    before = character(ctl, character_id)
    if advances_left(before, ctl.state.ruleset) < 1:
        raise RulesError(f"{before.name}'s stunts give no advance left for a companion")
    old = _companion(before, name)
    updated = add_advance(old, new)
    _check_cap(before, ctl.state.ruleset, updated)
    after = replace(before, companions=tuple(updated if c is old else c for c in before.companions))
    _save(ctl, before, after, f"{before.name}'s companion {old.name} gains {_advance_words(new)}")


def remove(ctl: Controller, character_id: str, name: str) -> None:
    before = character(ctl, character_id)
    old = _companion(before, name)
    after = replace(before, companions=tuple(c for c in before.companions if c is not old))
    _save(ctl, before, after, f"{before.name} parts with the companion {old.name}")


def conflict_of_skill(state: CampaignState, mental: bool | None) -> str | None:
    """The kind of the running conflict as a companion's table names it (L471): physical,
    or mental / social for a mental one (SotC runs social conflicts on Composure)."""
    if mental is None:
        return None
    return "mental" if mental else "physical"


def bonus(state: CampaignState, actor: Character, mental: bool | None) -> tuple[int, str | None]:
    """+1 from a companion on a roll in a running conflict of its kind (L470): the bonus and
    the companion's name (no more than +1 however many companions fit)."""
    kind = conflict_of_skill(state, mental)
    if kind is None:
        return 0, None
    kinds = ("mental", "social") if kind == "mental" else ("physical",)
    for found in actor.companions:
        if actor.consequence(companion_slot(found).name) is not None:
            continue  # taken out, kidnapped or otherwise removed (L470): no help
        if any(companion_bonus(found, k) for k in kinds):
            return 1, found.name
    return 0, None


def _check_cap(who: Character, rules: RuleSet, found: Companion) -> None:
    cap = cap_of(who, rules, found)
    if cap is not None and len(found.advances) > cap:
        raise RulesError(
            f"{source_of(who, rules, found)} gives one companion at most {cap} advance"
            f"{'s' * (cap != 1)}, and {found.name} would have {len(found.advances)}"
        )


def _companion(who: Character, name: str) -> Companion:
    for found in who.companions:
        if found.name.lower() == name.lower():
            return found
    raise RulesError(f"{who.name} has no companion called '{name}'")


def _advance_words(advance: Advance) -> str:
    return f"{advance.kind.value}: {advance.detail}" if advance.detail else advance.kind.value


def _save(ctl: Controller, before: Character, after: Character, text: str) -> None:
    ctl.apply(text, log=("change", text), data={"character": after.id}, characters=[after])
