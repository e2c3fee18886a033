"""Fate points: awards, spending, compels and the GM's pool for the scene."""

from __future__ import annotations

from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character, name_of, scene
from fate_tui.rules.aspects import Aspect
from fate_tui.rules.compels import (
    Compel,
    accept_compel,
    compel_holder,
    compel_stake,
    escalate_compel,
    offer_compel,
    refuse_compel,
)
from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.fate_points import (
    GM,
    FatePointChange,
    GmPool,
    apply_changes,
    gm_pool_at_scene_start,
)
from fate_tui.rules.wording import counted, possessive


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


GAMBLING = "gambling"
"""The topic Gambling Man escalates compels on (spirit-of-the-century-srd.txt L1072)."""


def escalated_start(ctl: Controller, target: str, topic: str = GAMBLING) -> int:
    """The escalation step a compel on the target's `topic` aspects starts at: 0, or higher
    where a stunt starts it escalated (Gambling Man: at 2 fate points, L1072)."""
    from fate_tui.rules.stunt_effects import compel_start

    rules = ctl.state.ruleset
    stake = compel_start(character(ctl, target), rules, topic)
    steps = rules.compels.escalation
    return steps.index(stake) if stake > 1 and stake in steps else 0


def offscreen_compel(ctl: Controller, target: str, aspect: str) -> None:
    """Spirit of the Century's offscreen compel (L250): the aspect complicates things behind
    the scenes (a nemesis made the session's villain), and the GM gives the fate point at
    once, with no buy-out."""
    rules = ctl.state.ruleset
    compel = offer_compel(
        rules,
        target,
        aspect,
        target_is_npc=character(ctl, target).kind.is_npc,
        offscreen=True,
    )
    gain, _ = compel_stake(rules, compel)
    text = (
        f"The GM compels {possessive(name_of(ctl, target))} '{aspect}' offscreen: "
        f"{name_of(ctl, target)} gains {gain} (no buy-out)"
    )
    _move(ctl, list(accept_compel(rules, compel)), text, kind="compel")


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


def escalate(ctl: Controller, compel: Compel) -> Compel:
    """Instead of taking the buy-out, the GM raises the stakes (where the rule set escalates
    compels); the target answers again. Nothing changes hands yet, so it is only logged."""
    raised = escalate_compel(ctl.state.ruleset, compel)
    gain, _ = compel_stake(ctl.state.ruleset, raised)
    text = (
        f"The compel on {possessive(name_of(ctl, compel.target))} '{compel.aspect}' escalates "
        f"to {counted(gain, 'fate point')}"
    )
    ctl.note(
        "compel", text, {"target": compel.target, "aspect": compel.aspect, "step": raised.step}
    )
    return raised


def compel_aspects(ctl: Controller, target: str) -> list[tuple[str, str]]:
    """(aspect name, where it is) for every aspect a compel on `target` may use: their own
    aspects and consequences, the scene's situation, boost and zone aspects, and the
    setting's; each name once."""
    character_value, current = character(ctl, target), ctl.state.current_scene
    found = [(a.name, a.role or "aspect") for a in character_value.aspects]
    found += [(c.aspect, f"{c.slot} consequence") for c in character_value.consequences]
    if current is not None:
        found += [
            (a.name, _where(a, "boost" if a.is_boost else "situation")) for a in current.aspects
        ]
        found += [(a.name, _where(a, z.name)) for z in current.zones for a in z.aspects]
    found += [(a.name, "setting") for a in ctl.state.story.setting_aspects]
    named: dict[str, str] = {}
    for name, where in found:
        named.setdefault(name, where)
    return list(named.items())


def _where(aspect: Aspect, where: str) -> str:
    return f"{where}, hidden" if aspect.hidden else where


def scene_start_pool(ctl: Controller) -> GmPool:
    """What the GM's pool for the scene in play holds by the rules as the scene begins: one
    share per PC in it, plus the points the GM carries in from earlier scenes."""
    current = scene(ctl)
    pcs = sum(
        1
        for cid in current.cast
        if cid in ctl.state.characters and not ctl.state.characters[cid].kind.is_npc
    )
    return gm_pool_at_scene_start(ctl.state.ruleset, pcs, conceded=ctl.state.story.gm_carried)


def set_gm_pool(ctl: Controller, points: int | None = None) -> None:
    """Set the GM's pool for the scene in play (default: what the rules give at the scene's
    start). Points the GM carried in from earlier scenes go into it and are used up."""
    current = scene(ctl)
    if points is None:
        points = scene_start_pool(ctl).current
    if points < 0:
        raise InvalidValue(f"the GM's pool cannot hold a negative number of points ({points})")
    story = ctl.state.story
    carried = story.gm_carried
    text = f"The GM's pool for '{current.title}' is set to {points}"
    if carried:
        text += f" ({carried} carried in from earlier scenes)"
    ctl.apply(
        text,
        log=("fate_point", text),
        data={"gm_pool": points},
        story=replace(story, gm_carried=0) if carried else None,
        scenes=[replace(current, gm_pool=points)],
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
    text = f"{who} {verb} {counted(count, 'fate point')}"
    return f"{text}: {reason}" if reason else text
