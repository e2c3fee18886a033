"""A big bad's ways to break the rules (the `big_bad` option), kept on its NPC's sheet: which it
uses, and using them in play (settling its immunity, pushing a minion into a hit)."""

from __future__ import annotations

from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character
from fate_tui.campaign.state import CampaignState
from fate_tui.rules import big_bad
from fate_tui.rules.big_bad import BigBadOptions, Immunity, ImmunityKind, SuppressMode
from fate_tui.rules.character import Character
from fate_tui.rules.errors import RulesError


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
    return big_bad.big_bad_summary(who.big_bad, len(state.pcs), best, rules)


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


def _npc(ctl: Controller, character_id: str) -> Character:
    ctl.state.ruleset.require("big_bad", "a big bad's options")
    who = character(ctl, character_id)
    if not who.kind.is_npc:
        raise RulesError(f"{who.name} is a PC: only an NPC can be a big bad")
    return who


def _change(ctl: Controller, character_id: str, what: str, **changes) -> None:
    before = _npc(ctl, character_id)
    options = replace(before.big_bad or BigBadOptions(), **changes)
    after = replace(before, big_bad=options if options.any else None)
    if after == before:
        return
    text = f"{before.name} (big bad): {what}"
    ctl.apply(text, log=("change", text), data={"character": after.id}, characters=[after])
