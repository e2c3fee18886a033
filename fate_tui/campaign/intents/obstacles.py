"""Obstacles in the scene in play (Condensed's optional rule): putting a hazard, block or
distraction into the scene, and taking it out again once overcome. Hazards take turns in the
scene's conflict; the rules are `rules.obstacles`'.
"""

from __future__ import annotations

from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import conflicts
from fate_tui.campaign.intents.common import scene
from fate_tui.campaign.state import CampaignState
from fate_tui.rules import obstacles as rules
from fate_tui.rules import scene as scenes
from fate_tui.rules import turn_order
from fate_tui.rules.obstacles import Hazard, Obstacle
from fate_tui.rules.scene import Scene

__all__ = ["add", "advice", "remove"]


def advice(state: CampaignState, obstacle: Obstacle) -> tuple[str, ...]:
    """What the rules text recommends that `obstacle` does not follow, measured against the
    best skill of the PCs in the scene (or of every PC when the scene has none)."""
    current = state.current_scene
    pcs = [c for c in state.characters.values() if not c.kind.is_npc]
    here = [c for c in pcs if current is not None and c.id in current.cast] or pcs
    best = max((r for c in here for r in c.skills.values()), default=0)
    return rules.check_obstacle(obstacle, best, state.ruleset)


def add(ctl: Controller, obstacle: Obstacle) -> None:
    """Put `obstacle` into the scene in play; a hazard joins a running conflict's turns."""
    ctl.state.ruleset.require("obstacles", "adding an obstacle")
    current = scene(ctl)
    updated = scenes.add_obstacle(current, obstacle)
    text = f"{rules.describe(obstacle)} in {current.title}"
    conflict = conflicts.running(current)
    if isinstance(obstacle, Hazard) and conflict is not None and conflict.order:
        updated = _in_skill_order(ctl, current, obstacle, updated)
    if isinstance(obstacle, Hazard) and current.turn is not None:
        text += "; it takes a turn in the conflict"
    ctl.apply(text, log=("scene", text), scenes=[updated])


def _in_skill_order(ctl: Controller, current: Scene, hazard: Hazard, updated: Scene) -> Scene:
    """A hazard joining a conflict in skill order takes its place by its rating (Condensed
    L1208); when that place has passed this exchange it acts from the next one."""
    conflict = current.conflict
    assert conflict is not None  # called only while a conflict runs
    order = turn_order.order_with_hazard(
        conflict.order,
        ctl.state.characters,
        scenes.hazards_in(current),
        hazard,
        ctl.state.ruleset,
        mental=conflict.mental,
    )
    turn = current.turn
    if turn is not None:
        turn = turn_order.join_in_order(turn, order, rules.hazard_turn_id(hazard))
    return replace(updated, conflict=replace(conflict, order=order), turn=turn)


def remove(ctl: Controller, name: str) -> None:
    """The obstacle called `name` is overcome, removed or no longer matters."""
    current = scene(ctl)
    updated = scenes.remove_obstacle(current, name)
    text = f"{name} is no longer an obstacle in {current.title}"
    ctl.apply(text, log=("scene", text), scenes=[updated])
