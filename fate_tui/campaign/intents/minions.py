"""Spirit of the Century's attached minions in the scene's running conflict (L468): a hit on a
leader goes to the minions attached to them first, the leader taking only what is left once
they are all down; and the leader's rolls get the group's size bonus, counting the leader.
The numbers are `rules.sotc_minions`' and `rules.teamwork`'s.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character, name_of, running, scene
from fate_tui.campaign.state import CampaignState
from fate_tui.rules import conflict as rules
from fate_tui.rules import turn_order
from fate_tui.rules.absorb import recommend_plan
from fate_tui.rules.derived import stress_tracks
from fate_tui.rules.errors import RulesError
from fate_tui.rules.sotc_minions import attached_hit
from fate_tui.rules.teamwork import attached_bonus
from fate_tui.rules.wording import verb

if TYPE_CHECKING:  # rolls brings in the whole roll model
    from fate_tui.campaign.intents.rolls import Hit

__all__ = ["attach", "bonus", "detach", "route"]


def attach(ctl: Controller, leader: str, group: str) -> None:
    current = scene(ctl)
    conflict = running(current)
    if conflict is None:
        raise RulesError("minions attach in a running conflict: start one first")
    attached = rules.attach(
        conflict,
        character(ctl, leader),
        character(ctl, group),
        ctl.state.ruleset,
        current.positions,
    )
    attaches = verb(ctl.state.characters.get(group), "attaches")
    text = f"{name_of(ctl, group)} {attaches} to {name_of(ctl, leader)}: they take hits first"
    turn = current.turn and turn_order.set_aside(current.turn, group)
    ctl.apply(text, log=("conflict", text), scenes=[replace(current, conflict=attached, turn=turn)])


def detach(ctl: Controller, leader: str) -> None:
    current = scene(ctl)
    conflict = running(current)
    group = conflict.minions_of(leader) if conflict is not None else None
    if conflict is None or group is None:
        raise RulesError(f"no minions are attached to {name_of(ctl, leader)}")
    leaves = verb(ctl.state.characters.get(group), "leaves")
    text = f"{name_of(ctl, group)} {leaves} {name_of(ctl, leader)}"
    turn = current.turn and turn_order.rejoin(current.turn, group, conflict.order)
    updated = replace(current, conflict=rules.detach(conflict, leader), turn=turn)
    ctl.apply(text, log=("conflict", text), scenes=[updated])


def bonus(state: CampaignState, leader: str) -> int:
    """The group-size bonus `leader` gets from their attached minions (0 without any)."""
    conflict = running(state.current_scene)
    group = conflict.minions_of(leader) if conflict is not None else None
    if group is None:
        return 0
    return attached_bonus(state.characters[group].group_size, state.ruleset)


def route(state: CampaignState, hit: Hit) -> Hit | None:
    """`hit` (a `rolls.Hit`) on a leader with minions attached: the minions' share as the
    hit's `first`, the leader keeping what is left; the minions' own hit when they take it
    all. Any other hit as it is."""
    conflict = running(state.current_scene)
    group_id = conflict.minions_of(hit.taker) if conflict is not None else None
    if group_id is None:
        return hit
    group = state.characters[group_id]
    tracks = stress_tracks(group, state.ruleset)
    track = tracks[0].name if tracks else hit.track
    split = attached_hit(hit.shifts, group, track, state.ruleset)
    first = None
    if split.to_minions:
        plan = recommend_plan(group, split.to_minions, track, state.ruleset)
        first = replace(hit, taker=group_id, shifts=split.to_minions, track=track, plan=plan)
    if not split.to_leader:
        return first
    leader = state.characters[hit.taker]
    plan = recommend_plan(leader, split.to_leader, hit.track, state.ruleset)
    return replace(hit, shifts=split.to_leader, plan=plan, first=first)
