"""Preparing and running scenes: aspects, zones, who is where, starting and ending."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character, name_of, scene
from fate_tui.campaign.slugs import slugify
from fate_tui.rules import scene as rules_scene
from fate_tui.rules.aspects import Aspect
from fate_tui.rules.errors import RulesError
from fate_tui.rules.fate_points import gm_pool_with_pc_joining
from fate_tui.rules.ladder import signed
from fate_tui.rules.scene import Scene, SceneStatus
from fate_tui.rules.wording import counted, verb


def _change(
    ctl: Controller, text: str, edit: Callable[[Scene], Scene], scene_id: str | None = None
) -> None:
    ctl.apply(text, log=("scene", text), scenes=[edit(scene(ctl, scene_id))])


def new_scene(ctl: Controller, title: str) -> str:
    """Prepare a new scene; returns its id."""
    if not title.strip():
        raise RulesError("a scene needs a title")
    scene_id = slugify(title, set(ctl.state.scenes))
    ctl.apply(
        f"New scene: {title}",
        log=("scene", f"Prepared the scene '{title}'"),
        scenes=[Scene(scene_id, title.strip())],
    )
    return scene_id


def add_aspect(ctl: Controller, aspect: Aspect, scene_id: str | None = None) -> None:
    what = "boost" if aspect.is_boost else "situation aspect"
    _change(
        ctl, f"New {what}: {aspect.name}", lambda s: rules_scene.add_aspect(s, aspect), scene_id
    )


def replace_aspect(ctl: Controller, name: str, aspect: Aspect, scene_id: str | None = None) -> None:
    _change(
        ctl,
        f"Changed the aspect '{name}'",
        lambda s: rules_scene.replace_aspect(s, name, aspect),
        scene_id,
    )


def remove_aspect(ctl: Controller, name: str, scene_id: str | None = None) -> None:
    _change(
        ctl, f"Removed the aspect '{name}'", lambda s: rules_scene.remove_aspect(s, name), scene_id
    )


def add_zone(
    ctl: Controller, name: str, connects: tuple[str, ...] = (), scene_id: str | None = None
) -> None:
    _change(ctl, f"New zone: {name}", lambda s: rules_scene.add_zone(s, name, connects), scene_id)


def rename_zone(ctl: Controller, name: str, new_name: str, scene_id: str | None = None) -> None:
    _change(
        ctl,
        f"Renamed the zone {name} to {new_name}",
        lambda s: rules_scene.rename_zone(s, name, new_name),
        scene_id,
    )


def remove_zone(ctl: Controller, name: str, scene_id: str | None = None) -> None:
    _change(ctl, f"Removed the zone {name}", lambda s: rules_scene.remove_zone(s, name), scene_id)


def connect(ctl: Controller, first: str, second: str, scene_id: str | None = None) -> None:
    _change(
        ctl,
        f"Connected {first} and {second}",
        lambda s: rules_scene.connect_zones(s, first, second),
        scene_id,
    )


def set_border(
    ctl: Controller,
    first: str,
    second: str,
    value: int,
    scene_id: str | None = None,
    *,
    height: bool = False,
) -> None:
    """The border between two connected zones (Spirit of the Century, L400-401): it adds to
    a move's penalty and takes shifts off a sprint (L543); 0 takes it off."""
    rules = ctl.state.ruleset
    if not rules.movement.has_borders:
        raise RulesError(f"{rules.title} has no borders between zones")
    current = scene(ctl, scene_id)
    a, b = current.zone(first).name, current.zone(second).name
    kind = ", a height" if height and value else ""
    text = (
        f"Border between {a} and {b}: {value}{kind}"
        if value
        else f"No border between {a} and {b} any more"
    )
    _change(ctl, text, lambda s: rules_scene.set_border(s, a, b, value, height=height), scene_id)


def disconnect(ctl: Controller, first: str, second: str, scene_id: str | None = None) -> None:
    _change(
        ctl,
        f"Disconnected {first} and {second}",
        lambda s: rules_scene.disconnect_zones(s, first, second),
        scene_id,
    )


def add_zone_aspect(
    ctl: Controller, zone: str, aspect: Aspect, scene_id: str | None = None
) -> None:
    _change(
        ctl,
        f"New aspect in {zone}: {aspect.name}",
        lambda s: rules_scene.add_zone_aspect(s, zone, aspect),
        scene_id,
    )


def remove_zone_aspect(ctl: Controller, zone: str, name: str, scene_id: str | None = None) -> None:
    _change(
        ctl,
        f"Removed '{name}' from {zone}",
        lambda s: rules_scene.remove_zone_aspect(s, zone, name),
        scene_id,
    )


def bring_in(
    ctl: Controller,
    character_id: str,
    zone: str | None = None,
    scene_id: str | None = None,
    *,
    to_pool: bool | None = None,
) -> None:
    """Bring a character into a scene. A PC joining the scene in play adds their point to the
    GM's pool (`gm_pool_with_pc_joining`) when `to_pool`; by default, when nobody has rolled
    in the scene yet (the GM's pool counts the PCs as the scene starts). After the first roll
    the screens ask the GM (`pc_joins_late`)."""
    who = character(ctl, character_id)
    where = f" in {zone}" if zone else ""
    target = scene(ctl, scene_id)
    updated = rules_scene.add_to_scene(target, character_id, zone)
    text = f"{who.name} enters the scene{where}"
    joins_play = target.status is SceneStatus.ACTIVE and not who.kind.is_npc
    if joins_play and (to_pool if to_pool is not None else not rolled_in(ctl, target.id)):
        pool = gm_pool_with_pc_joining(ctl.state.ruleset, target.gm_pool)
        updated = replace(updated, gm_pool=pool)
        text += f"; the GM's pool holds {pool}"
    ctl.apply(text, log=("scene", text), scenes=[updated])


def rolled_in(ctl: Controller, scene_id: str) -> bool:
    """Whether anyone has rolled in the scene this session (its play log says so)."""
    entries, _ = ctl.log_entries()
    return any(entry.kind == "roll" and entry.scene == scene_id for entry in entries)


def pc_joins_late(ctl: Controller, character_id: str, scene_id: str | None = None) -> bool:
    """Whether bringing `character_id` in is a PC joining the scene in play after its first
    roll: the GM says whether the pool gains their point."""
    target = scene(ctl, scene_id)
    who = character(ctl, character_id)
    return target.status is SceneStatus.ACTIVE and not who.kind.is_npc and rolled_in(ctl, target.id)


def send_out(ctl: Controller, character_id: str, scene_id: str | None = None) -> None:
    _change(
        ctl,
        f"{name_of(ctl, character_id)} leaves the scene",
        lambda s: rules_scene.remove_from_scene(s, character_id),
        scene_id,
    )


def already_in(current: Scene, character_id: str, zone: str) -> bool:
    """Whether `character_id` already stands in `zone` of `current` (a move there moves
    nobody)."""
    here = current.positions.get(character_id)
    return here is not None and here == current.zone(zone).name


def move(
    ctl: Controller,
    character_id: str,
    zone: str,
    scene_id: str | None = None,
    *,
    past_block: bool = False,
) -> None:
    """Move a character to `zone`. A block standing in the way of the zone stops the move
    (Condensed L1220) unless `past_block`: they got past it, or the GM says so. Moving to the
    zone they already stand in is refused (`already_in`): nothing moves, nothing is logged."""
    from fate_tui.campaign.intents import moves  # it brings in conflicts and rolls
    from fate_tui.rules.obstacles import blocking_entry

    current = scene(ctl, scene_id)
    if already_in(current, character_id, zone):
        raise RulesError(f"{name_of(ctl, character_id)} is already in {current.zone(zone).name}")
    block = blocking_entry(current.obstacles, zone)
    if block is not None and not past_block and current.positions.get(character_id) != zone:
        raise RulesError(
            f"{block.name} stands in the way of {zone}: {name_of(ctl, character_id)} must get "
            f"past it first (an overcome against {signed(block.rating)} that takes the action)"
        )
    free = rules_scene.is_free_move(
        current, character_id, zone, ctl.state.ruleset.movement.free_zones
    )
    note = "" if free else " (further than a free move: it takes an action)"
    in_play = current is ctl.state.current_scene
    planned = moves.plan(ctl.state, character_id, zone) if in_play else None
    if free and planned is not None and planned.takes_action and block is None:
        note = f" (it takes the action: {planned.reasons[0]})"
    elif planned is not None and planned.penalty < ctl.state.ruleset.movement.free_move_penalty:
        # Spirit of the Century: a border adds to the supplemental move's -1 (L400-401).
        note = f" across a border: {planned.penalty} on this turn's roll"
    if block is not None and past_block:
        note += f" past {block.name}"
    moved, detached = moves.detach_apart(rules_scene.place(current, character_id, zone))
    for leader, group in detached:
        note += f"; {name_of(ctl, group)} no longer attached to {name_of(ctl, leader)}"
    _change(
        ctl,
        f"{name_of(ctl, character_id)} {verb(ctl.state.characters.get(character_id), 'moves')} "
        f"to {zone}{note}",
        lambda _current: moves.record(moved, character_id, planned),
        scene_id,
    )


def use_free_invoke(
    ctl: Controller, aspect_name: str, holder: str | None, scene_id: str | None = None
) -> None:
    """Spend one free invoke of a scene or zone aspect; a used boost is gone."""
    current = scene(ctl, scene_id)
    for aspect in current.aspects:
        if aspect.name.lower() == aspect_name.lower():
            spent = aspect.spend_free_invoke(holder)
            updated = (
                rules_scene.remove_aspect(current, aspect.name)
                if aspect.is_boost
                else rules_scene.replace_aspect(current, aspect.name, spent)
            )
            break
    else:
        updated = _spend_on_zone(current, aspect_name, holder)
    who = name_of(ctl, holder) if holder else "Someone"
    text = f"{who} uses a free invoke on '{aspect_name}'"
    ctl.apply(text, log=("invoke", text), scenes=[updated])


def pass_free_invoke(
    ctl: Controller, aspect_name: str, giver: str, receiver: str, scene_id: str | None = None
) -> None:
    """Hand one of `giver`'s free invokes on a scene or zone aspect to an ally: a free invoke
    set up by one character is there for the team [CON L762, L604]."""
    current = scene(ctl, scene_id)
    wanted = aspect_name.lower()
    for aspect in current.aspects:
        if aspect.name.lower() == wanted:
            passed = aspect.pass_free_invoke(giver, receiver)
            updated = rules_scene.replace_aspect(current, aspect.name, passed)
            break
    else:
        zones = []
        for zone in current.zones:
            aspects = tuple(
                a.pass_free_invoke(giver, receiver) if a.name.lower() == wanted else a
                for a in zone.aspects
            )
            zones.append(replace(zone, aspects=aspects))
        if tuple(zones) == current.zones:
            raise RulesError(f"'{current.title}' has no aspect called '{aspect_name}'")
        updated = replace(current, zones=tuple(zones))
    text = (
        f"{name_of(ctl, giver)} passes a free invoke on '{aspect_name}' to {name_of(ctl, receiver)}"
    )
    ctl.apply(text, log=("invoke", text), scenes=[updated])


def _spend_on_zone(current: Scene, aspect_name: str, holder: str | None) -> Scene:
    for zone in current.zones:
        for aspect in zone.aspects:
            if aspect.name.lower() == aspect_name.lower():
                spent = aspect.spend_free_invoke(holder)
                zone_aspects = tuple(spent if a is aspect else a for a in zone.aspects)
                zones = tuple(
                    replace(z, aspects=zone_aspects) if z is zone else z for z in current.zones
                )
                return replace(current, zones=zones)
    raise RulesError(f"'{current.title}' has no aspect called '{aspect_name}'")


def rename_scene(ctl: Controller, title: str, scene_id: str | None = None) -> None:
    """Give a scene a new title (its id, and so its file name, stays)."""
    cleaned = title.strip()
    if not cleaned:
        raise RulesError("a scene needs a title")
    old = scene(ctl, scene_id).title
    _change(
        ctl,
        f"Renamed the scene '{old}' to '{cleaned}'",
        lambda s: replace(s, title=cleaned),
        scene_id,
    )


def edit_aspect(
    ctl: Controller,
    name: str,
    *,
    new_name: str | None = None,
    free_invokes: int | None = None,
    holder: str | None = None,
    scene_id: str | None = None,
) -> None:
    """Rename a situation aspect and/or set its free invokes: `free_invokes` of them, all held
    by `holder` (None: up for grabs). Leave `free_invokes` out to keep them as they are."""
    current = scene(ctl, scene_id)
    old = current.aspect(name)
    cleaned = (new_name or old.name).strip()
    if not cleaned:
        raise RulesError("an aspect needs a name")
    if cleaned.lower() != old.name.lower() and any(
        a.name.lower() == cleaned.lower() for a in current.aspects
    ):
        raise RulesError(f"'{current.title}' already has the aspect '{cleaned}'")
    updated = replace(old, name=cleaned)
    if free_invokes is not None:
        updated = replace(updated, free_invokes=()).with_free_invokes(free_invokes, holder)
    parts = [f"now '{cleaned}'"] if cleaned != old.name else []
    if free_invokes is not None:
        held = f"held by {name_of(ctl, holder)}" if holder else "up for grabs"
        parts.append(f"{counted(free_invokes, 'free invoke')} {held}")
    text = f"Changed the aspect '{old.name}'" + (": " + ", ".join(parts) if parts else "")
    ctl.apply(
        text, log=("scene", text), scenes=[rules_scene.replace_aspect(current, old.name, updated)]
    )


def set_hidden(ctl: Controller, name: str, hidden: bool, scene_id: str | None = None) -> None:
    """Hide a situation or zone aspect from the players, or reveal it."""
    current = scene(ctl, scene_id)

    def flip(aspect: Aspect) -> Aspect:
        return replace(aspect, hidden=True) if hidden else aspect.revealed()

    if any(a.name.lower() == name.lower() for a in current.aspects):
        old = current.aspect(name)
        updated = rules_scene.replace_aspect(current, old.name, flip(old))
    else:
        updated = _edit_zone_aspect(current, name, flip)
    text = f"'{name}' is {'hidden from' if hidden else 'revealed to'} the players"
    ctl.apply(text, log=("scene", text), scenes=[updated])


def _edit_zone_aspect(current: Scene, name: str, edit: Callable[[Aspect], Aspect]) -> Scene:
    for zone in current.zones:
        for aspect in zone.aspects:
            if aspect.name.lower() == name.lower():
                aspects = tuple(edit(a) if a is aspect else a for a in zone.aspects)
                zones = tuple(
                    replace(z, aspects=aspects) if z is zone else z for z in current.zones
                )
                return replace(current, zones=zones)
    raise RulesError(f"'{current.title}' has no aspect called '{name}'")


# Starting, ending and countdowns live in scene_play; they are part of this module's API,
# imported at their first use: ending a scene brings in most of the rules, which the Table's
# first frame does not need.
_SCENE_PLAY = ("add_countdown", "end", "remove_countdown", "start", "tick_countdown")


if TYPE_CHECKING:  # what __getattr__ hands out, with their signatures
    from fate_tui.campaign.intents.scene_play import add_countdown as add_countdown
    from fate_tui.campaign.intents.scene_play import end as end
    from fate_tui.campaign.intents.scene_play import remove_countdown as remove_countdown
    from fate_tui.campaign.intents.scene_play import start as start
    from fate_tui.campaign.intents.scene_play import tick_countdown as tick_countdown


def __getattr__(name: str) -> object:
    if name in _SCENE_PLAY:
        from fate_tui.campaign.intents import scene_play

        return getattr(scene_play, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "add_aspect",
    "add_zone",
    "add_zone_aspect",
    "already_in",
    "bring_in",
    "connect",
    "disconnect",
    "edit_aspect",
    "move",
    "new_scene",
    "pass_free_invoke",
    "pc_joins_late",
    "remove_aspect",
    "remove_zone",
    "remove_zone_aspect",
    "rename_scene",
    "rename_zone",
    "replace_aspect",
    "rolled_in",
    "send_out",
    "set_hidden",
    "use_free_invoke",
]
