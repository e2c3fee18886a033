"""Moving between zones in a conflict: when a move comes free with the action, when it takes
the action (an overcome), and Spirit of the Century's supplemental moves, sprints and borders.

- Condensed (L720): move to an adjacent zone in addition to your action "as long as nothing is
  in your way"; an impeded move takes your action (an overcome); the action may also move you
  anywhere on the map.
- Core (L676-678): moving more than one zone, a scene aspect that suggests moving is hard, or
  another character in the way: an Athletics overcome as your action.
- Accelerated (L267, L278): one zone free; an obstacle (someone trying to stop you) or two
  or more zones take an action.
- Spirit of the Century (L400-401): one zone as a supplemental action (-1 on the main roll);
  further is a sprint (Athletics, as many zones as shifts); a border's value adds to the move
  penalty and takes shifts off a sprint.

What impedes a move is the GM's call; the caller names the aspects, the block or the opponent
that do. The moves an exchange allows are counted by `exchange_budget.py`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.obstacles import Block
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.scene import Scene, zone_distance


@dataclass(frozen=True)
class Move:
    """What a move from one zone to another costs."""

    character_id: str
    start: str
    goal: str
    zones: int
    """Zones crossed on the shortest path."""
    takes_action: bool
    """False: it comes with the action (free, or supplemental with `penalty`)."""
    reasons: tuple[str, ...] = ()
    """Why it takes the action (too far, an aspect, a block, someone in the way)."""
    penalty: int = 0
    """Added to the main roll when the move is supplemental (SotC: -1 and any border)."""
    difficulty: int | None = None
    """The overcome's passive opposition when a block impedes the move (its rating)."""
    opposed_by: str | None = None
    """The character whose roll opposes the overcome."""


def plan_move(
    scene: Scene,
    character_id: str,
    goal: str,
    ruleset: RuleSet,
    *,
    impeded_by: Sequence[str] = (),
    block: Block | None = None,
    opposed_by: str | None = None,
    border: int = 0,
) -> Move:
    """What moving `character_id` to zone `goal` costs under `ruleset`.

    `impeded_by` names situation or zone aspects the GM rules make moving hard; `block` is a
    Condensed block in the way; `opposed_by` is someone trying to stop the move; `border` is a
    Spirit of the Century border on the way (0 for none).
    """
    start = scene.positions.get(character_id)
    if start is None:
        raise RulesError(f"'{character_id}' is not placed in a zone; place them first")
    distance = zone_distance(scene, start, goal)
    if distance is None:
        raise RulesError(f"no path of zones leads from {start} to {goal}")
    if distance == 0:
        raise RulesError(f"'{character_id}' is already in {goal}")
    if border < 0:
        raise InvalidValue(f"a border's value is 0 or more, not {border}")
    known = {a.name.lower(): a.name for a in scene.all_aspects}
    reasons = []
    free_zones = ruleset.movement.free_zones
    if distance > free_zones:
        reasons.append(f"{goal} is {distance} zones away; one move covers {free_zones}")
    for name in impeded_by:
        if name.strip().lower() not in known:
            raise RulesError(f"no aspect called '{name}' is in the scene")
        reasons.append(f"'{known[name.strip().lower()]}' makes moving hard")
    if block is not None:
        reasons.append(f"the block '{block.name}' is in the way")
    if opposed_by is not None:
        reasons.append(f"{opposed_by} is trying to stop the move")
    if reasons:
        return Move(
            character_id,
            start,
            goal,
            distance,
            True,
            tuple(reasons),
            difficulty=block.rating if block is not None else None,
            opposed_by=opposed_by,
        )
    penalty = ruleset.movement.free_move_penalty
    if penalty and border:
        penalty -= border
    elif border:
        raise RulesError(f"{ruleset.title} has no borders; name what impedes the move instead")
    return Move(character_id, start, goal, distance, False, penalty=penalty)


def sprint_zones(shifts: int, borders: Sequence[int] = ()) -> int:
    """Zones a Spirit of the Century sprint crosses (L543): "zones and borders equal to or
    less than the total shifts", so each crossing costs one shift plus its border's value.
    `borders` are the values of the successive crossings on the way (0: no border); past
    them the way is clear. With no border at all a sprint always makes one zone."""
    if any(b < 0 for b in borders):
        raise InvalidValue("a border's value is 0 or more")
    left = max(shifts, 0)
    crossed = 0
    for border in borders:
        if left < 1 + border:
            return crossed
        left -= 1 + border
        crossed += 1
    crossed += left
    return crossed if any(borders) else max(crossed, 1)
