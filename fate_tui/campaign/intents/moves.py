"""What a move between zones costs at the table: free with the action, or taking it (too far,
an aspect in the way, a block standing before the zone). The rules are `rules.movement`'s;
the Table asks this before moving someone."""

from __future__ import annotations

from dataclasses import replace

from fate_tui.campaign.intents import conflicts
from fate_tui.campaign.state import CampaignState
from fate_tui.rules import conflict as rules
from fate_tui.rules import turn_order
from fate_tui.rules.errors import RulesError
from fate_tui.rules.exchange_budget import ExchangeBudget, spend_move
from fate_tui.rules.movement import Move, plan_move
from fate_tui.rules.obstacles import blocking_entry
from fate_tui.rules.scene import Scene, border_between, is_height, zone_distance
from fate_tui.rules.stunt_effects import border_for

__all__ = ["detach_apart", "plan", "record"]


def plan(state: CampaignState, who: str, zone: str) -> Move | None:
    """The move of `who` to `zone` in the scene in play; None when the rules have nothing to
    say (they are not placed yet, or no path of zones leads there: the GM places them)."""
    scene = state.current_scene
    if scene is None:
        return None
    block = blocking_entry(scene.obstacles, zone)
    start = scene.positions.get(who)
    if start == scene.zone(zone).name:
        return None
    if start is None or zone_distance(scene, start, zone) is None:
        if block is None:
            return None
        reason = f"the block '{block.name}' is in the way"
        return Move(who, start or "", zone, 0, True, (reason,), difficulty=block.rating)
    move = plan_move(scene, who, zone, state.ruleset, block=block, border=_border(state, who, zone))
    conflict = conflicts.running(scene)
    if conflict is None or move.takes_action:
        return move
    try:
        spend_move(ExchangeBudget(conflict.exchange, moved=conflict.moved), move)
    except RulesError:
        name = state.characters[who].name if who in state.characters else who
        used = f"{name} already made the free move that comes with the action this exchange"
        return replace(move, takes_action=True, reasons=(used,))
    return move


def _border(state: CampaignState, who: str, zone: str) -> int:
    """Spirit of the Century: the border a one-zone move crosses, as it counts for `who` (two
    lower with Unstoppable, L1232; a height up to three lower with Mighty Leap, L821); it
    adds to the move's penalty (L400-401). 0 elsewhere."""
    scene = state.current_scene
    start = scene.positions.get(who) if scene is not None else None
    actor = state.characters.get(who)
    if scene is None or start is None or actor is None:
        return 0
    if not state.ruleset.movement.free_move_penalty or zone_distance(scene, start, zone) != 1:
        return 0
    height = is_height(scene, start, zone)
    return border_for(actor, state.ruleset, border_between(scene, start, zone), height=height)


def record(current: Scene, who: str, move: Move | None) -> Scene:
    """The scene once `who` made `move`: a free move in a running conflict is the one the
    exchange allows them."""
    conflict = conflicts.running(current)
    if conflict is None or move is None or move.takes_action:
        return current
    budget = spend_move(ExchangeBudget(conflict.exchange, moved=conflict.moved), move)
    return replace(current, conflict=replace(conflict, moved=budget.moved))


def detach_apart(current: Scene) -> tuple[Scene, tuple[tuple[str, str], ...]]:
    """The scene once moving away detached attached minions from their leader (SotC L468):
    the minions act on their own again. Also the (leader, group) pairs detached."""
    conflict = conflicts.running(current)
    pairs = rules.apart(conflict, current.positions) if conflict is not None else ()
    if conflict is None or not pairs:
        return current, ()
    turn = current.turn
    for leader, group in pairs:
        conflict = rules.detach(conflict, leader)
        if turn is not None and conflict.in_fight(group):
            turn = turn_order.rejoin(turn, group, conflict.order)
    return replace(current, conflict=conflict, turn=turn), pairs
