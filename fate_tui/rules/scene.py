"""Scenes: situation aspects and boosts, zones drawn as text, and who stands where."""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from itertools import pairwise
from typing import TYPE_CHECKING

from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.errors import RulesError, did_you_mean

if TYPE_CHECKING:  # what a scene may hold (a conflict, a contest, obstacles ...): imported when
    # used, so loading a campaign without them never builds their rules (fate-tui's start)
    from fate_tui.rules.challenge import Challenge
    from fate_tui.rules.conflict import Conflict
    from fate_tui.rules.contest import Contest
    from fate_tui.rules.countdown import Countdown
    from fate_tui.rules.obstacles import Hazard, Obstacle
    from fate_tui.rules.payouts import PendingPayout
    from fate_tui.rules.turn_order import ElectiveOrder


class SceneStatus(StrEnum):
    PREPARED = "prepared"
    ACTIVE = "active"
    ENDED = "ended"


@dataclass(frozen=True)
class Zone:
    """A zone of a scene: a place the characters stand in and move between, with its own aspects
    and the zones it connects to."""

    name: str
    aspects: tuple[Aspect, ...] = ()
    connects: tuple[str, ...] = ()
    """Names of the zones one can move to from here."""
    notes: str = ""
    borders: tuple[tuple[str, int], ...] = ()
    """(connected zone, value) for each Spirit of the Century border written on this zone's
    side: crossing it costs its value (L400-401, L543). One side is enough; `border_between`
    reads both."""
    heights: tuple[str, ...] = ()
    """Connected zones whose border from here is a height (a climb or a drop), which Mighty
    Leap lowers (SOC L821)."""


@dataclass(frozen=True)
class Scene:
    """A scene: its situation aspects and boosts, its zones and who stands where, its cast, the
    GM's fate points for it, and what it holds in play (a conflict, a contest, a challenge,
    countdowns, obstacles)."""

    id: str
    title: str
    status: SceneStatus = SceneStatus.PREPARED
    aspects: tuple[Aspect, ...] = ()
    """Situation aspects and boosts (zone aspects live on their zone)."""
    zones: tuple[Zone, ...] = ()
    cast: tuple[str, ...] = ()
    """Ids of the characters in the scene."""
    positions: Mapping[str, str] = field(default_factory=dict)
    """Character id -> zone name, for those placed in a zone."""
    gm_pool: int | None = None
    """The GM's fate points left for this scene; None until the scene starts."""
    countdowns: tuple[Countdown, ...] = ()
    challenge: Challenge | None = None
    contest: Contest | None = None
    conflict: Conflict | None = None
    turn: ElectiveOrder | None = None
    """Elective turn order in the running conflict."""
    pending_payouts: tuple[PendingPayout, ...] = ()
    """Fate points owed for hostile invokes, not yet due."""
    obstacles: tuple[Obstacle, ...] = ()
    """Hazards, blocks and distractions (Condensed's optional rule); hazards take turns."""
    spin: str | None = None
    """Spirit of the Century: who holds defensive spin, for the very next roll in the scene
    (SOC L482-484)."""
    saved_spin: Mapping[str, int] = field(default_factory=dict)
    """Spirit of the Century's Mix it Up: character id -> the spin they saved up on defenses
    for their next attack (SOC L1033)."""
    stunts_used: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Character id -> the stunt uses limited to once a scene or session that they used in
    this scene (`stunt_limits`), one name per use."""
    long_assessments: tuple[str, ...] = ()
    """Spirit of the Century: the aspects of this scene discovered by an assessment that took
    longer than a scene, whose free tag may still be used in the scene that follows (L497)."""
    notes: str = ""

    def zone(self, name: str) -> Zone:
        for zone in self.zones:
            if zone.name.lower() == name.lower():
                return zone
        hint = did_you_mean(name, [z.name for z in self.zones])
        raise RulesError(f"'{self.title}' has no zone called '{name}'{hint}")

    def aspect(self, name: str) -> Aspect:
        for aspect in self.aspects:
            if aspect.name.lower() == name.lower():
                return aspect
        hint = did_you_mean(name, [a.name for a in self.aspects])
        raise RulesError(f"'{self.title}' has no aspect called '{name}'{hint}")

    def in_zone(self, zone_name: str) -> tuple[str, ...]:
        """Ids of the characters standing in `zone_name`."""
        target = self.zone(zone_name).name
        return tuple(cid for cid in self.cast if self.positions.get(cid) == target)

    @property
    def all_aspects(self) -> tuple[Aspect, ...]:
        """Situation aspects, boosts and every zone's aspects."""
        return self.aspects + tuple(a for zone in self.zones for a in zone.aspects)


def add_aspect(scene: Scene, aspect: Aspect) -> Scene:
    if any(a.name.lower() == aspect.name.lower() for a in scene.aspects):
        raise RulesError(f"'{scene.title}' already has the aspect '{aspect.name}'")
    return replace(scene, aspects=(*scene.aspects, aspect))


def replace_aspect(scene: Scene, name: str, aspect: Aspect) -> Scene:
    old = scene.aspect(name)
    return replace(scene, aspects=tuple(aspect if a is old else a for a in scene.aspects))


def remove_aspect(scene: Scene, name: str) -> Scene:
    old = scene.aspect(name)
    return replace(scene, aspects=tuple(a for a in scene.aspects if a is not old))


def add_obstacle(scene: Scene, obstacle: Obstacle) -> Scene:
    """Put an obstacle in the scene; a hazard joins the running conflict's turn order, where it
    has not acted yet this exchange."""
    from fate_tui.rules import turn_order
    from fate_tui.rules.obstacles import Hazard, hazard_turn_id

    if any(o.name.lower() == obstacle.name.strip().lower() for o in scene.obstacles):
        raise RulesError(f"'{scene.title}' already has an obstacle called '{obstacle.name}'")
    updated = replace(scene, obstacles=(*scene.obstacles, obstacle))
    if isinstance(obstacle, Hazard) and scene.turn is not None:
        updated = replace(updated, turn=turn_order.join(scene.turn, hazard_turn_id(obstacle)))
    return updated


def remove_obstacle(scene: Scene, name: str) -> Scene:
    """The obstacle is overcome, removed or no longer matters; a hazard leaves the turn order."""
    from fate_tui.rules import turn_order
    from fate_tui.rules.obstacles import Hazard, hazard_turn_id

    found = [o for o in scene.obstacles if o.name == name]
    if not found:
        names = [o.name for o in scene.obstacles]
        raise RulesError(f"no obstacle called '{name}' here{did_you_mean(name, names)}")
    updated = replace(scene, obstacles=tuple(o for o in scene.obstacles if o.name != name))
    turn_id = hazard_turn_id(found[0]) if isinstance(found[0], Hazard) else None
    if turn_id and scene.turn is not None and turn_id in scene.turn.participants:
        updated = replace(updated, turn=turn_order.remove(scene.turn, turn_id))
    conflict = scene.conflict
    if turn_id and conflict is not None and turn_id in conflict.order:
        order = tuple(p for p in conflict.order if p != turn_id)
        updated = replace(updated, conflict=replace(conflict, order=order))
    return updated


def hazards_in(scene: Scene) -> tuple[Hazard, ...]:
    """The scene's hazards, which act in its conflicts."""
    if not scene.obstacles:
        return ()
    from fate_tui.rules.obstacles import Hazard

    return tuple(o for o in scene.obstacles if isinstance(o, Hazard))


def hazard_turns(scene: Scene) -> tuple[str, ...]:
    """The turn-order ids of the scene's hazards."""
    from fate_tui.rules.obstacles import hazard_turn_id

    return tuple(hazard_turn_id(h) for h in hazards_in(scene))


def add_zone(scene: Scene, name: str, connects: tuple[str, ...] = ()) -> Scene:
    cleaned = name.strip()
    if not cleaned:
        raise RulesError("a zone needs a name")
    if any(z.name.lower() == cleaned.lower() for z in scene.zones):
        raise RulesError(f"'{scene.title}' already has a zone called '{cleaned}'")
    updated = replace(scene, zones=(*scene.zones, Zone(cleaned)))
    for other in connects:
        updated = connect_zones(updated, cleaned, other)
    return updated


def _with_zone(scene: Scene, old: Zone, new: Zone) -> Scene:
    return replace(scene, zones=tuple(new if z is old else z for z in scene.zones))


def rename_zone(scene: Scene, name: str, new_name: str) -> Scene:
    """Rename a zone, keeping its connections and the characters in it."""
    zone = scene.zone(name)
    cleaned = new_name.strip()
    if not cleaned:
        raise RulesError("a zone needs a name")
    if cleaned.lower() != zone.name.lower() and any(
        z.name.lower() == cleaned.lower() for z in scene.zones
    ):
        raise RulesError(f"'{scene.title}' already has a zone called '{cleaned}'")
    zones = []
    for z in scene.zones:
        connects = tuple(cleaned if c == zone.name else c for c in z.connects)
        borders = tuple((cleaned if c == zone.name else c, v) for c, v in z.borders)
        heights = tuple(cleaned if c == zone.name else c for c in z.heights)
        name = cleaned if z is zone else z.name
        zones.append(replace(z, name=name, connects=connects, borders=borders, heights=heights))
    positions = {cid: (cleaned if at == zone.name else at) for cid, at in scene.positions.items()}
    return replace(scene, zones=tuple(zones), positions=positions)


def remove_zone(scene: Scene, name: str) -> Scene:
    """Remove a zone; whoever stood in it is no longer placed anywhere."""
    zone = scene.zone(name)
    zones = tuple(
        replace(
            z,
            connects=tuple(c for c in z.connects if c != zone.name),
            borders=tuple((c, v) for c, v in z.borders if c != zone.name),
            heights=tuple(c for c in z.heights if c != zone.name),
        )
        for z in scene.zones
        if z is not zone
    )
    positions = {cid: at for cid, at in scene.positions.items() if at != zone.name}
    return replace(scene, zones=zones, positions=positions)


def connect_zones(scene: Scene, first: str, second: str) -> Scene:
    """Connect two zones both ways."""
    a, b = scene.zone(first), scene.zone(second)
    if a is b:
        raise RulesError("a zone cannot connect to itself")
    updated = _with_zone(scene, a, replace(a, connects=_added(a.connects, b.name)))
    b = updated.zone(second)
    return _with_zone(updated, b, replace(b, connects=_added(b.connects, a.name)))


def disconnect_zones(scene: Scene, first: str, second: str) -> Scene:
    """Disconnect two zones, and take off the border between them."""
    a, b = scene.zone(first), scene.zone(second)
    updated = _with_zone(scene, a, _unlinked(a, b.name))
    b = updated.zone(second)
    return _with_zone(updated, b, _unlinked(b, a.name))


def _unlinked(zone: Zone, other: str) -> Zone:
    return replace(
        zone,
        connects=tuple(c for c in zone.connects if c != other),
        borders=tuple((c, v) for c, v in zone.borders if c != other),
        heights=tuple(c for c in zone.heights if c != other),
    )


def border_between(scene: Scene, first: str, second: str) -> int:
    """The value of the border between two connected zones (Spirit of the Century, L400-401):
    0 for none; written on either side, the higher counts."""
    a, b = scene.zone(first), scene.zone(second)
    values = [v for c, v in a.borders if c == b.name] + [v for c, v in b.borders if c == a.name]
    return max(values, default=0)


def is_height(scene: Scene, first: str, second: str) -> bool:
    """Whether the border between two connected zones is a height (SOC L821)."""
    a, b = scene.zone(first), scene.zone(second)
    return b.name in a.heights or a.name in b.heights


def set_border(scene: Scene, first: str, second: str, value: int, *, height: bool = False) -> Scene:
    """The border between two connected zones set to `value` (0 takes it off), a height or
    not, kept on the first zone's side only."""
    a, b = scene.zone(first), scene.zone(second)
    if b.name not in a.connects:
        raise RulesError(f"{a.name} and {b.name} are not connected: connect them first")
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise RulesError(f"a border's value is 0 or more, not {value!r}")
    b_side = replace(
        b,
        borders=tuple((c, v) for c, v in b.borders if c != a.name),
        heights=tuple(c for c in b.heights if c != a.name),
    )
    updated = _with_zone(scene, b, b_side)
    a = updated.zone(first)
    kept_a = tuple((c, v) for c, v in a.borders if c != b.name)
    borders = (*kept_a, (b.name, value)) if value else kept_a
    kept_heights = tuple(c for c in a.heights if c != b.name)
    heights = (*kept_heights, b.name) if value and height else kept_heights
    return _with_zone(updated, a, replace(a, borders=borders, heights=heights))


def zone_path(scene: Scene, first: str, second: str) -> tuple[str, ...] | None:
    """The zones from `first` to `second` (both included) along the cheapest way, where each
    crossing costs one plus its border's value (a sprint's shifts, SotC L543); among ways as
    cheap, the one crossing fewer zones. None when no path connects them."""
    start, goal = scene.zone(first).name, scene.zone(second).name
    best: dict[str, tuple[int, int]] = {start: (0, 0)}
    came: dict[str, str] = {}
    todo: list[tuple[int, int, str]] = [(0, 0, start)]
    while todo:
        cost, steps, name = heapq.heappop(todo)
        if (cost, steps) != best[name]:
            continue
        if name == goal:
            path = [goal]
            while path[-1] != start:
                path.append(came[path[-1]])
            return tuple(reversed(path))
        for nxt in scene.zone(name).connects:
            step = (cost + 1 + border_between(scene, name, nxt), steps + 1)
            if nxt not in best or step < best[nxt]:
                best[nxt] = step
                came[nxt] = name
                heapq.heappush(todo, (*step, nxt))
    return None


def crossings(scene: Scene, path: tuple[str, ...]) -> tuple[tuple[int, bool], ...]:
    """Each crossing along `path`: its border's value and whether it is a height."""
    return tuple((border_between(scene, a, b), is_height(scene, a, b)) for a, b in pairwise(path))


def _added(names: tuple[str, ...], name: str) -> tuple[str, ...]:
    return names if name in names else (*names, name)


def add_zone_aspect(scene: Scene, zone_name: str, aspect: Aspect) -> Scene:
    zone = scene.zone(zone_name)
    placed = replace(aspect, kind=AspectKind.ZONE, owner=zone.name)
    if any(a.name.lower() == aspect.name.lower() for a in zone.aspects):
        raise RulesError(f"zone '{zone.name}' already has the aspect '{aspect.name}'")
    return _with_zone(scene, zone, replace(zone, aspects=(*zone.aspects, placed)))


def remove_zone_aspect(scene: Scene, zone_name: str, aspect_name: str) -> Scene:
    zone = scene.zone(zone_name)
    kept = tuple(a for a in zone.aspects if a.name.lower() != aspect_name.lower())
    if len(kept) == len(zone.aspects):
        raise RulesError(f"zone '{zone.name}' has no aspect called '{aspect_name}'")
    return _with_zone(scene, zone, replace(zone, aspects=kept))


def add_to_scene(scene: Scene, character_id: str, zone_name: str | None = None) -> Scene:
    cast = scene.cast if character_id in scene.cast else (*scene.cast, character_id)
    updated = replace(scene, cast=cast)
    return place(updated, character_id, zone_name) if zone_name else updated


def remove_from_scene(scene: Scene, character_id: str) -> Scene:
    positions = {cid: at for cid, at in scene.positions.items() if cid != character_id}
    cast = tuple(cid for cid in scene.cast if cid != character_id)
    return replace(scene, cast=cast, positions=positions)


def place(scene: Scene, character_id: str, zone_name: str) -> Scene:
    """Put a character in a zone (the GM placing or moving them: no adjacency check)."""
    if character_id not in scene.cast:
        raise RulesError(f"{character_id} is not in the scene '{scene.title}'")
    zone = scene.zone(zone_name)
    return replace(scene, positions={**scene.positions, character_id: zone.name})


def zone_distance(scene: Scene, first: str, second: str) -> int | None:
    """How many moves between two zones, or None when no path connects them."""
    start, goal = scene.zone(first).name, scene.zone(second).name
    steps = {start: 0}
    queue = deque([start])
    while queue:
        name = queue.popleft()
        if name == goal:
            return steps[name]
        for nxt in scene.zone(name).connects:
            if nxt not in steps:
                steps[nxt] = steps[name] + 1
                queue.append(nxt)
    return None


def is_free_move(scene: Scene, character_id: str, zone_name: str, free_zones: int = 1) -> bool:
    """Whether moving there fits the free move that comes with an action (if nothing impedes)."""
    here = scene.positions.get(character_id)
    if here is None:
        return True
    distance = zone_distance(scene, here, zone_name)
    return distance is not None and distance <= free_zones


def start_scene(scene: Scene) -> Scene:
    if scene.status is SceneStatus.ACTIVE:
        raise RulesError(f"'{scene.title}' is already being played")
    return replace(scene, status=SceneStatus.ACTIVE)


def lasting_free_tags(scene: Scene) -> tuple[Aspect, ...]:
    """The aspects of `scene` (before it closes) whose free tags outlive it: those an
    assessment longer than a scene discovered, with the free tags still unused. Spirit of the
    Century, L497: the free tag "must be taken within the same scene as the assessment or, if
    the assessment takes longer than a scene to perform, in the scene which immediately
    follows"; in that scene they are ordinary free tags, gone when it ends."""
    wanted = {name.lower() for name in scene.long_assessments}
    return tuple(a for a in scene.all_aspects if a.name.lower() in wanted and a.free_invokes)


def close_scene(scene: Scene) -> Scene:
    """The scene after it ends: boosts are gone and no free invoke outlives it.

    Situation aspects stay written in the scene as a record of what happened; they no longer
    matter because the scene is over.
    """
    aspects = tuple(
        replace(a, free_invokes=()) for a in scene.aspects if a.kind is not AspectKind.BOOST
    )
    zones = tuple(
        replace(z, aspects=tuple(replace(a, free_invokes=()) for a in z.aspects))
        for z in scene.zones
    )
    return replace(scene, status=SceneStatus.ENDED, aspects=aspects, zones=zones)
