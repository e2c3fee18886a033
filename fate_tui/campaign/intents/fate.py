"""Fate points: awards, spending, compels and the GM's pool for the scene."""

from __future__ import annotations

from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character, name_of, scene
from fate_tui.rules.compels import (
    Compel,
    accept_compel,
    compel_holder,
    compel_stake,
    offer_compel,
    refuse_compel,
)
from fate_tui.rules.errors import RulesError
from fate_tui.rules.fate_points import GM, FatePointChange, apply_changes, session_start


def award(ctl: Controller, character_id: str, amount: int = 1, reason: str = "") -> None:
    """Give a character fate points (or take them, with a negative amount)."""
    _move(
        ctl,
        [FatePointChange(character_id, amount, reason)],
        _award_text(ctl, character_id, amount, reason),
    )


def spend(ctl: Controller, character_id: str, amount: int = 1, reason: str = "") -> None:
    award(ctl, character_id, -amount, reason)


def gm_pool(ctl: Controller, amount: int, reason: str = "") -> None:
    """Add to (positive) or spend from (negative) the GM's pool for the scene in play."""
    _move(ctl, [FatePointChange(GM, amount, reason)], _award_text(ctl, GM, amount, reason))


def offer(ctl: Controller, target: str, aspect: str, proposer: str = GM, step: int = 0) -> Compel:
    """A compel on the table (nothing changes hands yet)."""
    rules = ctl.state.ruleset
    target_character = character(ctl, target)
    proposer_points = 0 if proposer == GM else character(ctl, proposer).fate_points
    return offer_compel(
        rules,
        target,
        aspect,
        proposer=proposer,
        proposer_fate_points=proposer_points,
        target_is_npc=target_character.kind.is_npc,
        start_step=step,
    )


def resolve_compel(ctl: Controller, compel: Compel, accepted: bool) -> None:
    """The target accepts (gains the stake) or refuses (pays it; impossible at 0)."""
    rules = ctl.state.ruleset
    gain, cost = compel_stake(rules, compel)
    who = name_of(ctl, compel.target)
    if accepted:
        changes = accept_compel(rules, compel)
        text = f"{who} accepts a compel on '{compel.aspect}' and gains {gain}"
    else:
        changes = refuse_compel(rules, compel, _holding(ctl, compel_holder(rules, compel)))
        text = f"{who} refuses a compel on '{compel.aspect}' and pays {cost}"
    if compel.proposer not in (GM, compel.target):
        text += f" (proposed by {name_of(ctl, compel.proposer)})"
    _move(ctl, list(changes), text, kind="compel")


def start_session(ctl: Controller) -> None:
    """Every PC starts the session with at least their refresh."""
    rules = ctl.state.ruleset
    updated = []
    for pc in ctl.state.pcs:
        points = session_start(pc, rules)
        if points != pc.fate_points:
            updated.append(replace(pc, fate_points=points))
    story = replace(ctl.state.story, current_session=ctl.state.story.current_session + 1)
    ctl.apply(
        f"Session {story.current_session} starts",
        log=("session", f"Session {story.current_session} starts: fate points refreshed"),
        story=story,
        characters=updated,
    )


def _holding(ctl: Controller, holder: str) -> int:
    if holder == GM:
        return scene(ctl).gm_pool or 0
    return character(ctl, holder).fate_points


def _move(
    ctl: Controller, changes: list[FatePointChange], text: str, kind: str = "fate_point"
) -> None:
    holders = {c.holder for c in changes}
    holdings = apply_changes({h: _holding(ctl, h) for h in holders}, changes)
    characters = [
        replace(character(ctl, holder), fate_points=points)
        for holder, points in holdings.items()
        if holder != GM
    ]
    scenes = []
    if GM in holdings:
        scenes.append(replace(scene(ctl), gm_pool=holdings[GM]))
    data = {"changes": [{"who": c.holder, "points": c.amount} for c in changes]}
    ctl.apply(text, log=(kind, text), data=data, characters=characters, scenes=scenes)


def _award_text(ctl: Controller, holder: str, amount: int, reason: str) -> str:
    if amount == 0:
        raise RulesError("no fate points to move")
    who = "The GM's pool" if holder == GM else name_of(ctl, holder)
    verb = "gains" if amount > 0 else "spends"
    count = abs(amount)
    text = f"{who} {verb} {count} fate point{'s' * (count != 1)}"
    return f"{text}: {reason}" if reason else text
