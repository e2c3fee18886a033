"""Spirit of the Century's catalogue stunts whose procedure is not a roll of their owner, as
changes the GM makes where the moment is: a box shaken off on the Sheet, a death cheated and
the return from it, a blow made deadlier in the absorb dialog (`rolls.deliver_hit`),
reinforcements and going first from the conflict panel. Each is one undoable, logged step;
the numbers are `sotc_stunt_rules`' (lines of spirit-of-the-century-srd.txt in each
function). The procedures that are a roll are `roll_stunt_procedures`'.
"""

from __future__ import annotations

from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character, name_of, running, scene
from fate_tui.campaign.roll import roll_limits
from fate_tui.campaign.roll.roll_changes import RollChanges
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.conflict import Conflict
from fate_tui.rules.derived import stress_tracks
from fate_tui.rules.errors import RulesError
from fate_tui.rules.sotc_stunt_rules import back_from_death, reinforcements, shake_it_off
from fate_tui.rules.stunt_catalogue import stunt_with_procedure
from fate_tui.rules.stunt_limits import Per, check_use, record_use


def stunt_with(who: Character, state: CampaignState, procedure: str) -> str | None:
    """The name (as the sheet writes it) of `who`'s catalogue stunt with `procedure`, if any."""
    return stunt_with_procedure(who, state.ruleset, procedure)


def _pays(edit: RollChanges, who: str, points: int = 1) -> None:
    # A PC pays from their own fate points, an NPC from the GM's pool; too few is refused
    # with what is held.
    edit.spend({who: points})


def _save(
    ctl: Controller, edit: RollChanges, text: str, kind: str, data: dict[str, object]
) -> None:
    ctl.apply(
        text,
        log=(kind, text),
        data=data,
        story=edit.changed_story,
        characters=edit.characters.values(),
        scenes=edit.scenes,
    )


# Shaking off a box ---------------------------------------------------------------------------


def shake_off_used(state: CampaignState, who: Character) -> bool:
    """`who` shook a box off in this scene already (once a scene, L970)."""
    stunt = stunt_with(who, state, "shake_it_off")
    if stunt is None:
        return False
    used = roll_limits.used(state, who.id, Per.SCENE)
    return any(u.lower() == stunt.lower() for u in used)


def shake_off(ctl: Controller, who_id: str, box: int, *, override: bool = False) -> None:
    """ "Once per scene, he character may spend a fate point, and remove any single check mark
    from the injury track" (L970): box `box` (from 0) of the physical track cleared for a fate
    point, the use counted in the scene file; a second in the scene is refused unless the GM
    allows it (`override`)."""
    state = ctl.state
    who = character(ctl, who_id)
    stunt = stunt_with(who, state, "shake_it_off")
    if stunt is None:
        raise RulesError(f"{who.name} has no stunt to shake off a check mark")
    if state.current_scene is None:
        raise RulesError("shaking off a check mark is once a scene: start a scene first")
    check_use(
        stunt,
        Per.SCENE,
        in_scene=roll_limits.used(state, who.id, Per.SCENE),
        in_session=(),
        override=override,
    )
    tracks = stress_tracks(who, state.ruleset)
    if not tracks:
        raise RulesError(f"{who.name} has no stress track")
    edit = RollChanges(state)
    _pays(edit, who.id)
    edit.put(shake_it_off(edit.character(who.id), tracks[0].name, box, state.ruleset))
    scene = edit.need_scene("shaking off a check mark")
    edit.scene = replace(scene, stunts_used=record_use(scene.stunts_used, who.id, [stunt]))
    text = f"{who.name} shakes off {tracks[0].name} box {box + 1} for a fate point ({stunt})"
    if override:
        text += "; used again (the GM allowed it past its limit)"
    _save(ctl, edit, text, "recovery", {"character": who.id, "procedure": "shake_it_off"})


# Death Defiance's return ---------------------------------------------------------------------


def come_back(ctl: Controller, who_id: str, slot: str, aspect: str) -> None:
    """A character who cheated death re-enters play (L980): physical stress cleared, a single
    consequence `aspect` in the free `slot`, no longer taken out."""
    state = ctl.state
    who = character(ctl, who_id)
    back = back_from_death(who, slot, aspect, state.ruleset)
    taken = back.consequence(slot)
    assert taken is not None  # just written there
    text = (
        f"{who.name} is back, having cheated death: physical stress cleared, "
        f"a {slot} consequence: {taken.aspect}"
    )
    ctl.apply(text, log=("recovery", text), data={"character": who.id}, characters=[back])


# Going first and reinforcements, in a running conflict ------------------------------------


def _fight(ctl: Controller, what: str) -> Conflict:
    if ctl.state.ruleset.name != "sotc":
        raise RulesError(f"{what} is a Spirit of the Century stunt; this campaign plays another")
    current = scene(ctl)
    conflict = running(current)
    if conflict is None or current.turn is None:
        raise RulesError(f"{what} is done during a fight: C starts one")
    return conflict


def may_go_first(state: CampaignState) -> tuple[str, ...]:
    """Who in the running conflict may pay to take the next turn (L742): those with the stunt
    who have not acted in this exchange and are not acting now (anyone with it once the
    exchange is over: they go first in the next), and have not paid already."""
    current = state.current_scene
    conflict = running(current) if current is not None else None
    if current is None or conflict is None or current.turn is None:
        return ()
    turn = current.turn
    over = not turn.waiting
    return tuple(
        cid
        for cid in turn.participants
        if cid in state.characters
        and stunt_with(state.characters[cid], state, "on_top_of_it") is not None
        and cid not in conflict.going_first
        and (over or cid in turn.waiting)
    )


def go_first(ctl: Controller, who_id: str) -> None:
    """ "You may spend a fate point to go first in an exchange, regardless of your initiative
    ... If the exchange has already started, and you have not yet acted, you may instead spend
    a fate point to act next" (L742): `who_id` pays and takes the next turn (the first of the
    next exchange once this one is over); several who pay go in their usual order, before the
    rest. Only between turns, never interrupting one: the turn under way finishes first."""
    conflict = _fight(ctl, "Going first")
    who = character(ctl, who_id)
    stunt = stunt_with(who, ctl.state, "on_top_of_it")
    if stunt is None:
        raise RulesError(f"{who.name} has no stunt to go first for a fate point")
    if who_id in conflict.going_first:
        raise RulesError(f"{who.name} has paid to go first already")
    if who_id not in may_go_first(ctl.state):
        raise RulesError(f"{who.name} has acted in this exchange (or is acting now)")
    edit = RollChanges(ctl.state)
    _pays(edit, who_id)
    paying = (*conflict.going_first, who_id)
    scene_now = edit.need_scene("going first")
    edit.scene = replace(scene_now, conflict=replace(conflict, going_first=paying))
    text = f"{who.name} pays a fate point to take the next turn ({stunt})"
    _save(ctl, edit, text, "conflict", {"character": who_id, "procedure": "on_top_of_it"})


def reinforcing(state: CampaignState, leader_id: str) -> tuple[str, ...]:
    """The minion groups on `leader_id`'s side in the running conflict, those whose every
    minion fell included (they stand again when the reinforcements come); not one that
    conceded."""
    current = state.current_scene
    conflict = running(current) if current is not None else None
    if conflict is None or leader_id not in conflict.members:
        return ()
    side = conflict.side_of(leader_id)
    return tuple(
        m
        for m in side.members
        if m in state.characters
        and state.characters[m].kind is CharacterKind.MOOK_GROUP
        and m not in conflict.conceded
    )


def call_reinforcements(ctl: Controller, leader_id: str, group_id: str, lost: int) -> None:
    """ "During a fight, you may spend a fate point to call in reinforcements. The
    reinforcements show up at the beginning of the next exchange. You may replace up to half
    your lost minions" (L1205): `lost` minions of `group_id` lost so far, half of them
    (rounded down) join the group when the next exchange begins."""
    conflict = _fight(ctl, "Calling in reinforcements")
    leader = character(ctl, leader_id)
    stunt = stunt_with(leader, ctl.state, "reinforcements")
    if stunt is None:
        raise RulesError(f"{leader.name} has no stunt to call in reinforcements")
    if not conflict.in_fight(leader_id):
        raise RulesError(f"{leader.name} is out of the fight")
    if group_id not in reinforcing(ctl.state, leader_id):
        raise RulesError(f"{name_of(ctl, group_id)} is no minion group of {leader.name}'s side")
    count = reinforcements(lost)
    if count < 1:
        raise RulesError(f"up to half the minions lost come back: {lost} lost brings none")
    edit = RollChanges(ctl.state)
    _pays(edit, leader_id)
    scene_now = edit.need_scene("reinforcements")
    called = (*conflict.reinforcements, (group_id, count))
    edit.scene = replace(scene_now, conflict=replace(conflict, reinforcements=called))
    group = name_of(ctl, group_id)
    text = (
        f"{leader.name} calls in reinforcements for a fate point ({stunt}): {count} of the "
        f"{lost} lost join {group} when the next exchange begins"
    )
    _save(ctl, edit, text, "conflict", {"character": leader_id, "procedure": "reinforcements"})
