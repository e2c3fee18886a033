"""Stunts usable once a scene or once a session, at the roll: the uses counted, a use past
the limit refused unless the GM overrides it, and each use recorded where its count lives.

A scene's uses are kept in its scene file (`stunts_used`), so they go with the scene; a
session's in campaign.toml (`[current] stunts_used`), emptied when the session ends. Both are
saved with the roll, so undoing the roll takes the use back. The rule is the rules core's
(`stunt_limits`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character
from fate_tui.rules.stunt_limits import Per, check_use, limit_of, record_use, times_used
from fate_tui.rules.stunt_uses import StuntUse

if TYPE_CHECKING:
    from fate_tui.campaign.roll.roll_changes import RollChanges
    from fate_tui.campaign.roll.roll_model import Roll, Worked


def limit(state: CampaignState, actor: Character, use: StuntUse) -> Per | None:
    """How often the stunt behind `use` may be used."""
    stunt = next((s for s in actor.stunts if s.name == use.stunt), None)
    return limit_of(stunt, state.ruleset, use.when) if stunt is not None else None


def used(state: CampaignState, actor_id: str, per: Per) -> tuple[str, ...]:
    """The limited stunt uses `actor_id` has made in the scene or the session in play."""
    if per is Per.SCENE:
        scene = state.current_scene
        return scene.stunts_used.get(actor_id, ()) if scene is not None else ()
    return state.story.stunts_used.get(actor_id, ())


def used_up(state: CampaignState, actor: Character, use: StuntUse) -> Per | None:
    """The limit `use` has reached already in this scene or session (None: it may be used)."""
    per = limit(state, actor, use)
    if per is None or not times_used(used(state, actor.id, per), use.name):
        return None
    return per


def check(state: CampaignState, roll: Roll, actor: Character, uses: tuple[StuntUse, ...]) -> None:
    """Refuse a ticked use past its limit, unless the GM overrode it on this roll."""
    for use in uses:
        if use.name not in roll.stunts:
            continue
        check_use(
            use.name,
            limit(state, actor, use),
            in_scene=used(state, actor.id, Per.SCENE),
            in_session=used(state, actor.id, Per.SESSION),
            override=use.name in roll.limits_overridden,
        )


def record(
    edit: RollChanges, state: CampaignState, roll: Roll, worked: Worked, uses: tuple[StuntUse, ...]
) -> list[str]:
    """Count each limited use the roll makes in the scene or the session; returns what was
    overridden, in words."""
    actor = edit.character(roll.actor)
    per_scene, per_session = [], []
    for use in uses:
        if use.name not in worked.stunts.names:
            continue
        per = limit(state, actor, use)
        if per is Per.SCENE:
            per_scene.append(use.name)
        elif per is Per.SESSION:
            per_session.append(use.name)
    if per_scene and edit.scene is not None:
        scene = edit.scene
        edit.scene = replace(scene, stunts_used=record_use(scene.stunts_used, actor.id, per_scene))
    if per_session:
        story = edit.story
        edit.story = replace(
            story, stunts_used=record_use(story.stunts_used, actor.id, per_session)
        )
    overridden = [n for n in roll.limits_overridden if n in worked.stunts.names]
    return [f"{name} used again (the GM allowed it past its limit)" for name in overridden]
