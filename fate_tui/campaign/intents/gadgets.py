"""Gadgets and artifacts on the sheet (Spirit of the Century): designed where the character's
stunts give one, with no more improvements than that stunt gives, saved in the character file;
at the roll, each gadget's craftsmanship (+1 a pick) and each upgrade (+2 in its narrow use,
spirit-of-the-century-srd.txt L170) are offered with the stunts for the GM to tick.

The numbers are the rules core's: the allowances (`stunt_effects.gadget_allowances`), the
design's checks and the bonuses (`sotc_gadgets`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character
from fate_tui.rules.character import Character
from fate_tui.rules.errors import RulesError
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.sotc_gadgets import (
    UPGRADE_BONUS,
    GadgetKind,
    Improvement,
    ImprovementPick,
    design,
)
from fate_tui.rules.stunt_effects import Allowance, gadget_allowances
from fate_tui.rules.stunt_uses import StuntUse


def open_allowances(who: Character, rules: RuleSet) -> tuple[Allowance, ...]:
    """The gadgets the stunts give that are not designed yet: one per purchase, in the order
    of the stunts, the first ones taken by the gadgets on the sheet."""
    given = gadget_allowances(who, rules)
    return given[len(who.gadgets) :]


def kind_of(allowance: Allowance) -> GadgetKind:
    """The kind of device an allowance gives: the four kinds the text names, else a gadget (a
    car, a gun or an aircraft a stunt gives works as one)."""
    words = allowance.what.lower()
    return next((k for k in GadgetKind if words == k.value), GadgetKind.PERSONAL_GADGET)


def add(
    ctl: Controller,
    character_id: str,
    name: str,
    improvements: Sequence[ImprovementPick],
    dark_past: str | None = None,
) -> None:
    """Design the next gadget the character's stunts give."""
    before = character(ctl, character_id)
    left = open_allowances(before, ctl.state.ruleset)
    if not left:
        raise RulesError(
            f"no stunt of {before.name} gives a gadget not designed yet (Personal Gadget, "
            "Universal Gadget, a Personal or Rare Artifact, Custom Ride...)"
        )
    allowance = left[0]
    if len(improvements) > allowance.amount:
        raise RulesError(
            f"{allowance.stunt} gives {allowance.amount} improvement"
            f"{'s' * (allowance.amount != 1)}, not {len(improvements)}"
        )
    if any(g.name.lower() == name.strip().lower() for g in before.gadgets):
        raise RulesError(f"{before.name} already has a gadget called '{name.strip()}'")
    built = design(name, kind_of(allowance), improvements, dark_past=dark_past)
    after = replace(before, gadgets=(*before.gadgets, built))
    text = f"{before.name} designs {built.name}, a {built.kind} ({allowance.stunt})"
    ctl.apply(text, log=("change", text), data={"character": after.id}, characters=[after])


def remove(ctl: Controller, character_id: str, name: str) -> None:
    before = character(ctl, character_id)
    old = next((g for g in before.gadgets if g.name.lower() == name.lower()), None)
    if old is None:
        raise RulesError(f"{before.name} has no gadget called '{name}'")
    after = replace(before, gadgets=tuple(g for g in before.gadgets if g is not old))
    text = f"{before.name} no longer has {old.name}"
    ctl.apply(text, log=("change", text), data={"character": after.id}, characters=[after])


def roll_uses(who: Character) -> tuple[StuntUse, ...]:
    """What the character's gadgets offer on a roll, for the GM to tick when the gadget is
    used: its craftsmanship (+1 each) and each upgrade's +2 in its narrow use (L170)."""
    uses: list[StuntUse] = []
    for gadget in who.gadgets:
        crafted = gadget.bonus(narrow_use=False)
        if crafted:
            uses.append(StuntUse(f"{gadget.name} (craftsmanship)", gadget.name, bonus=crafted))
        for number, pick in enumerate(gadget.improvements, start=1):
            if pick.kind is Improvement.UPGRADE:
                when = pick.detail or f"upgrade {number}"
                uses.append(
                    StuntUse(f"{gadget.name}: {when}", gadget.name, UPGRADE_BONUS, when=when)
                )
    return tuple(uses)
