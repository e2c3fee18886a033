"""A big bad's ways to break the rules (the `big_bad` option), kept on its NPC's sheet: which it
uses, and using them in play (settling its immunity, pushing a minion into a hit)."""

from __future__ import annotations

from dataclasses import replace
from typing import TypedDict, Unpack

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character
from fate_tui.campaign.intents.conflicts import running
from fate_tui.campaign.state import CampaignState
from fate_tui.rules import big_bad, turn_order
from fate_tui.rules.big_bad import (
    BigBadOptions,
    Immunity,
    ImmunityKind,
    SuppressMode,
    ThreatMap,
)
from fate_tui.rules.character import Character
from fate_tui.rules.errors import RulesError
from fate_tui.rules.scene import Scene, add_to_scene


def options_of(ctl: Controller, character_id: str) -> BigBadOptions:
    who = _npc(ctl, character_id)
    return who.big_bad or BigBadOptions()


def summary(state: CampaignState, who: Character) -> list[str]:
    """What the big bad's options do against the campaign's PCs; empty when the option is off
    or the NPC uses none."""
    rules = state.ruleset
    if not rules.uses("big_bad") or who.big_bad is None or not who.big_bad.any:
        return []
    best = max(who.skills.values(), default=0)
    names = {cid: found.name for cid, found in state.characters.items()}
    return big_bad.big_bad_summary(who.big_bad, len(state.pcs), best, rules, names)


def set_immunity(ctl: Controller, character_id: str, kind: ImmunityKind | None) -> None:
    immunity = Immunity(kind) if kind is not None else None
    what = f"immune until the group wins a {kind.value}" if kind else "no longer immune"
    _change(ctl, character_id, what, immunity=immunity)


def settle_immunity(ctl: Controller, character_id: str, group_won: bool) -> None:
    current = options_of(ctl, character_id).immunity
    if current is None:
        raise RulesError("this big bad has no immunity to settle")
    settled = big_bad.settle_immunity(current, group_won, ctl.state.ruleset)
    what = {
        "vulnerable": f"the group won the {current.kind.value}: it can now be affected",
        "escaped": "won the contest and got away",
        "immune": f"the group did not beat the {current.kind.value}: still immune",
    }[settled.state.value]
    _change(ctl, character_id, what, immunity=settled)


def set_minions(ctl: Controller, character_id: str, minions: list[str]) -> None:
    names = tuple(dict.fromkeys(" ".join(m.split()) for m in minions if m.strip()))
    what = f"minions as armor: {', '.join(names)}" if names else "no minions as armor"
    _change(ctl, character_id, what, minions=names)


def push_minion(ctl: Controller, character_id: str, hit: int, minion: str | None = None) -> str:
    """The big bad succeeds at a cost on its defense: a minion takes the hit. Returns the
    minion's name."""
    options = options_of(ctl, character_id)
    shield = big_bad.push_minion_into_hit(options.minions, hit, ctl.state.ruleset, minion)
    what = f"pushed {shield.minion} into a {shield.hit}-shift hit"
    _change(ctl, character_id, what, minions=shield.remaining)
    return shield.minion


def set_solo(ctl: Controller, character_id: str, on: bool) -> None:
    what = "fights alone: solo bonus" if on else "no solo bonus"
    _change(ctl, character_id, what, solo=on)


def set_amplified_invokes(ctl: Controller, character_id: str, on: bool) -> None:
    what = "amplified invokes" if on else "no amplified invokes"
    _change(ctl, character_id, what, amplified_invokes=on)


def set_suppress_invokes(ctl: Controller, character_id: str, mode: SuppressMode | None) -> None:
    what = {
        None: "invokes against it work as usual",
        SuppressMode.PLUS_ONE: "invokes against it give only +1",
        SuppressMode.REROLL_ONLY: "invokes against it give only a reroll",
    }[mode]
    _change(ctl, character_id, what, suppress_invokes=mode)


def set_hit_at_least_one(ctl: Controller, character_id: str, on: bool) -> None:
    """The solo bonus's gentler sub-rule: hits it reduces stay at 1 or more (L1354)."""
    what = "hits it reduces stay at 1 or more" if on else "hits it reduces may drop to 0"
    _change(ctl, character_id, what, hit_at_least_one=on)


def set_no_free_stacking(ctl: Controller, character_id: str, on: bool) -> None:
    """Suppressed invokes' optional sub-rule: no stacking free invokes against it (L1356)."""
    what = "free invokes against it don't stack" if on else "free invokes against it stack"
    _change(ctl, character_id, what, no_free_stacking=on)


# Reveal true form ----------------------------------------------------------------------------


def set_true_form(
    ctl: Controller, character_id: str, form: str | None, carry: bool = False
) -> None:
    """The character the big bad becomes when taken out (L1339), and whether its consequences
    carry over, one step milder (the gentler reveal, L1341)."""
    if form is None:
        _change(ctl, character_id, "no true form", true_form=None, carry_consequences=False)
        return
    new = character(ctl, form)
    if new.id == character_id:
        raise RulesError("a true form is another character: create it first (N on the sheet)")
    carried = ", its consequences carried over one step milder" * carry
    what = f"reveals its true form, {new.name}, when taken out{carried}"
    _change(ctl, character_id, what, true_form=new.id, carry_consequences=carry)


def reveal_true_form(ctl: Controller, character_id: str) -> str:
    """The true form takes the field: it enters the scene where the old form stood and joins
    its side of a running conflict; with the gentler reveal it carries the old form's
    consequences (mild ones dismissed, the others one step milder). Returns its id."""
    old = _npc(ctl, character_id)
    options = old.big_bad or BigBadOptions()
    if options.true_form is None:
        raise RulesError(f"{old.name} has no true form: choose one first (B)")
    if not old.taken_out:
        raise RulesError(
            f"{old.name} is not taken out yet: its true form is revealed when it is (L1339)"
        )
    new = character(ctl, options.true_form)
    rules = ctl.state.ruleset
    revealed = big_bad.reveal_true_form(old, new, rules) if options.carry_consequences else new
    text = f"{old.name} reveals its true form: {new.name}"
    carried = [c.aspect for c in revealed.consequences if c not in new.consequences]
    if carried:
        text += f", carrying {', '.join(repr(a) for a in carried)}"
    current = ctl.state.current_scene
    scenes = []
    if current is not None and old.id in current.cast:
        updated = add_to_scene(current, new.id, current.positions.get(old.id))
        scenes.append(_join_conflict(updated, old.id, new.id))
    ctl.apply(
        text,
        log=("change", text),
        data={"character": new.id},
        characters=[revealed] if revealed != new else [],
        scenes=scenes,
    )
    return new.id


def true_form_of(state: CampaignState, character_id: str) -> str | None:
    """The true form `character_id` reveals when taken out; None when it has none (or the
    option is off), so there is nothing to offer."""
    who = state.characters.get(character_id)
    if not state.ruleset.uses("big_bad") or who is None or who.big_bad is None:
        return None
    return who.big_bad.true_form if who.kind.is_npc else None


def _join_conflict(current: Scene, old: str, new: str) -> Scene:
    """`new` fights on `old`'s side of the running conflict, taking its turn right after
    `old`'s place in a skill order."""
    conflict = running(current)
    if conflict is None or old not in conflict.members or new in conflict.members:
        return current
    sides = tuple(
        replace(side, members=(*side.members, new)) if old in side.members else side
        for side in conflict.sides
    )
    order, turn = conflict.order, current.turn
    if order:
        at = order.index(old) + 1 if old in order else len(order)
        order = (*order[:at], new, *order[at:])
        turn = turn_order.join_in_order(turn, order, new) if turn else turn
    elif turn is not None:
        turn = turn_order.join(turn, new)
    return replace(current, conflict=replace(conflict, sides=sides, order=order), turn=turn)


# The threat is a map ------------------------------------------------------------------------


def add_threat_part(
    ctl: Controller,
    character_id: str,
    name: str,
    guards: str | None = None,
    part_character: str | None = None,
) -> None:
    """One more part of the big bad's threat map; the first is its heart (L1360-1364)."""
    options = options_of(ctl, character_id)
    if part_character is not None:
        character(ctl, part_character)
    threat = big_bad.add_threat_zone(
        options.threat, name, ctl.state.ruleset, guards=guards, character=part_character
    )
    part = threat.zones[-1]
    if part.heart:
        what = f"its heart is {part.name}"
    elif guards is not None:
        what = f"{part.name} guards {threat.zone(guards).name}"
    else:
        what = f"{part.name} is part of it"
    _change(ctl, character_id, f"threat map: {what}", threat=threat)


def take_out_part(ctl: Controller, character_id: str, name: str) -> None:
    """A part is taken out: bypassed, and it no longer acts (L1362)."""
    threat = options_of(ctl, character_id).threat
    if threat is None:
        raise RulesError("this big bad has no threat map")
    after = big_bad.take_out_zone(threat, name, ctl.state.ruleset)
    what = f"{threat.zone(name).name} is taken out"
    if after.defeated:
        what += ": its heart has fallen, the big bad is defeated"
    _change(ctl, character_id, f"threat map: {what}", threat=after)


def clear_threat(ctl: Controller, character_id: str) -> None:
    _change(ctl, character_id, "no threat map", threat=None)


def _npc(ctl: Controller, character_id: str) -> Character:
    ctl.state.ruleset.require("big_bad", "a big bad's options")
    who = character(ctl, character_id)
    if not who.kind.is_npc:
        raise RulesError(f"{who.name} is a PC: only an NPC can be a big bad")
    return who


class _Changes(TypedDict, total=False):
    """The big bad's options an edit may change (`BigBadOptions`' fields)."""

    immunity: Immunity | None
    minions: tuple[str, ...]
    solo: bool
    amplified_invokes: bool
    hit_at_least_one: bool
    suppress_invokes: SuppressMode | None
    no_free_stacking: bool
    true_form: str | None
    carry_consequences: bool
    threat: ThreatMap | None


def _change(ctl: Controller, character_id: str, what: str, **changes: Unpack[_Changes]) -> None:
    before = _npc(ctl, character_id)
    options = replace(before.big_bad or BigBadOptions(), **changes)
    after = replace(before, big_bad=options if options.any else None)
    if after == before:
        return
    text = f"{before.name} (big bad): {what}"
    ctl.apply(text, log=("change", text), data={"character": after.id}, characters=[after])
