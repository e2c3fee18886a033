"""Gadgets and artifacts on the sheet (Spirit of the Century): designed where the character's
stunts give one, with no more improvements than that stunt gives, saved in the character file;
at the roll, each gadget's craftsmanship (+1 a pick) and each upgrade (+2 in its narrow use,
spirit-of-the-century-srd.txt L170) are offered with the stunts for the GM to tick.

The numbers are the rules core's: the allowances (`stunt_effects.gadget_allowances`), the
design's checks and the bonuses (`sotc_gadgets`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character
from fate_tui.rules.character import Character
from fate_tui.rules.errors import RulesError
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.sotc_gadgets import (
    UPGRADE_BONUS,
    Gadget,
    GadgetKind,
    Improvement,
    ImprovementPick,
    check_reshape,
    design,
    locked_in,
    shapes_lapsing,
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
    kind = kind_of(allowance)
    # A universal gadget is shaped on the fly and locked in for the session (L1000).
    shaped = session_in_play(ctl) if kind is GadgetKind.UNIVERSAL_GADGET else None
    built = design(name, kind, improvements, dark_past=dark_past, session=shaped)
    after = replace(before, gadgets=(*before.gadgets, built))
    text = f"{before.name} designs {built.name}, a {built.kind} ({allowance.stunt})"
    if shaped is not None:
        text += f", locked in for the rest of session {shaped}"
    ctl.apply(text, log=("change", text), data={"character": after.id}, characters=[after])


def session_in_play(ctl: Controller) -> int:
    """The session being played (the first before any has ended)."""
    return max(ctl.state.story.current_session, 1)


def locked(ctl: Controller, gadget: Gadget) -> bool:
    """Whether `gadget` is a universal gadget locked in for the session in play (L1000)."""
    return locked_in(gadget, session_in_play(ctl))


def remove(ctl: Controller, character_id: str, name: str, *, override: bool = False) -> None:
    """Remove a gadget (to design it again); a universal gadget shaped this session is refused
    unless the GM overrides it (L1000), and the log says so."""
    before = character(ctl, character_id)
    old = next((g for g in before.gadgets if g.name.lower() == name.lower()), None)
    if old is None:
        raise RulesError(f"{before.name} has no gadget called '{name}'")
    check_reshape(old, session_in_play(ctl), override=override)
    after = replace(before, gadgets=tuple(g for g in before.gadgets if g is not old))
    text = f"{before.name} no longer has {old.name}"
    if locked(ctl, old):
        text += " (locked in for the session; the GM allowed reshaping it)"
    ctl.apply(text, log=("change", text), data={"character": after.id}, characters=[after])


def session_ends(characters: Mapping[str, Character], session: int) -> dict[str, Character]:
    """At the end of `session`, the characters whose universal gadgets lose their shape (the
    next session shapes them anew, L1000), with those gadgets gone."""
    changed = {}
    for cid, who in characters.items():
        lapsing = shapes_lapsing(who.gadgets, session)
        if lapsing:
            kept = tuple(g for g in who.gadgets if g not in lapsing)
            changed[cid] = replace(who, gadgets=kept)
    return changed


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
