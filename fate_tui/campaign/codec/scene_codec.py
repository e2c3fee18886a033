"""scenes/<id>.toml <-> rules Scene (aspects, zones, who is where, the GM's pool)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from fate_tui.campaign.codec.countdown_codec import countdowns_to_toml, read_countdowns
from fate_tui.campaign.codec.fields import Fields
from fate_tui.campaign.codec.writing import TableWriter, aspects_to_toml, merge_entries
from fate_tui.rules.aspects import AspectKind
from fate_tui.rules.ladder import FULL_LADDER, Ladder
from fate_tui.rules.scene import Scene, SceneStatus, Zone, hazard_turns

if TYPE_CHECKING:
    from fate_tui.rules.challenge import Challenge
    from fate_tui.rules.contest import Contest
    from fate_tui.rules.obstacles import Obstacle
    from fate_tui.rules.payouts import PendingPayout

# The codecs of a conflict, contest, challenge, obstacles and payouts are imported when a scene
# has one (or at a save): most scenes have none, and loading them builds their rules.

SCENE_KEYS = (
    "title",
    "status",
    "aspects",
    "cast",
    "gm_pool",
    "zones",
    "countdowns",
    "conflict",
    "contest",
    "challenge",
    "pending_payouts",
    "obstacles",
    "spin",
    "saved_spin",
    "stunts_used",
    "long_assessments",
    "notes",
)
ZONE_KEYS = ("name", "aspects", "connects", "here", "notes", "borders", "heights")


def read_scene(
    data: Mapping[str, Any], scene_id: str, fields: Fields, ladder: Ladder = FULL_LADDER
) -> Scene:
    fields.check_keys(data, SCENE_KEYS)
    status = fields.choice(data, "status", [s.value for s in SceneStatus], "prepared")
    aspects = fields.aspects(data, "aspects", AspectKind.SITUATION)
    cast = []
    for character_id in fields.text_list(data, "cast"):
        if character_id in cast:
            fields.warning("cast", f"'{character_id}' is listed twice; once is enough")
        else:
            cast.append(character_id)
    zones, positions = _read_zones(data, fields)
    obstacles = _read_obstacles(data, fields)
    conflict, turn = None, None
    if "conflict" in data:
        from fate_tui.campaign.codec.conflict_codec import read_conflict

        hazards = hazard_turns(Scene(scene_id, "", obstacles=obstacles))
        conflict, turn = read_conflict(data["conflict"], fields, hazards)
    for character_id in positions:
        if character_id not in cast:
            cast.append(character_id)
    long_assessments = tuple(fields.text_list(data, "long_assessments"))
    named = {a.name.lower() for a in aspects} | {
        a.name.lower() for zone in zones for a in zone.aspects
    }
    for name in long_assessments:
        if name.lower() not in named:
            fields.warning(
                "long_assessments", f"'{name}' is not an aspect of this scene or its zones"
            )
    return Scene(
        id=scene_id,
        title=fields.required_text(data, "title") or scene_id,
        status=SceneStatus(status),
        aspects=aspects,
        zones=tuple(zones),
        cast=tuple(cast),
        positions=positions,
        gm_pool=fields.integer(data, "gm_pool", 0, minimum=0) if "gm_pool" in data else None,
        countdowns=read_countdowns(data, fields),
        challenge=_read_challenge(data, ladder, fields),
        contest=_read_contest(data, fields),
        conflict=conflict,
        turn=turn,
        pending_payouts=_read_payouts(data, fields),
        obstacles=obstacles,
        spin=fields.text(data, "spin") or None,
        saved_spin=_read_saved_spin(data, fields),
        stunts_used=read_stunts_used(data, fields),
        long_assessments=long_assessments,
        notes=fields.text(data, "notes"),
    )


def read_stunts_used(
    data: Mapping[str, Any], fields: Fields, prefix: str = ""
) -> dict[str, tuple[str, ...]]:
    """`stunts_used = { ruth = ["Lucky Break"] }`: the limited stunt uses of each character
    (campaign.toml's `[current]` holds the session's, the scene file the scene's)."""
    table = fields.table(data, "stunts_used", prefix)
    path = f"{prefix}.stunts_used" if prefix else "stunts_used"
    used: dict[str, tuple[str, ...]] = {}
    for character_id in table:
        names = fields.text_list(table, character_id, prefix=path)
        if names:
            used[str(character_id)] = tuple(names)
    return used


def stunts_used_to_toml(used: Mapping[str, tuple[str, ...]]) -> dict[str, list[str]]:
    return {character_id: list(names) for character_id, names in used.items() if names}


def _read_obstacles(data: Mapping[str, Any], fields: Fields) -> tuple[Obstacle, ...]:
    if "obstacles" not in data:
        return ()
    from fate_tui.campaign.codec.obstacle_codec import read_obstacles

    return read_obstacles(data, fields)


def _read_challenge(data: Mapping[str, Any], ladder: Ladder, fields: Fields) -> Challenge | None:
    if "challenge" not in data:
        return None
    from fate_tui.campaign.codec.challenge_codec import read_challenge

    return read_challenge(data["challenge"], ladder, fields)


def _read_contest(data: Mapping[str, Any], fields: Fields) -> Contest | None:
    if "contest" not in data:
        return None
    from fate_tui.campaign.codec.challenge_codec import read_contest

    return read_contest(data["contest"], fields)


def _read_payouts(data: Mapping[str, Any], fields: Fields) -> tuple[PendingPayout, ...]:
    if "pending_payouts" not in data:
        return ()
    from fate_tui.campaign.codec.conflict_codec import read_payouts

    return read_payouts(data, fields)


def _read_saved_spin(data: Mapping[str, Any], fields: Fields) -> dict[str, int]:
    """`saved_spin = { brick = 2 }`: spin saved up with Mix it Up (SOC L1033), 1 or more."""
    saved = {}
    for who, raw in fields.table(data, "saved_spin").items():
        count = fields.integer_value(raw, f"saved_spin.{who}", 0, minimum=0)
        if count:
            saved[str(who)] = count
    return saved


Borders = tuple[tuple[str, int], ...]


def _read_zones(data: Mapping[str, Any], fields: Fields) -> tuple[list[Zone], dict[str, str]]:
    zones: list[Zone] = []
    positions: dict[str, str] = {}
    for path, value in fields.tables(data, "zones", ZONE_KEYS):
        name = fields.required_text(value, "name", path).strip()
        if not name:
            continue
        if any(z.name.lower() == name.lower() for z in zones):
            fields.error(f"{path}.name", f"a zone called '{name}' is already in this scene")
            continue
        aspects = fields.aspects(value, "aspects", AspectKind.ZONE, path, owner=name)
        for character_id in fields.text_list(value, "here", path):
            if character_id in positions:
                fields.error(
                    f"{path}.here",
                    f"'{character_id}' is already in zone '{positions[character_id]}'",
                )
            positions[character_id] = name
        zones.append(
            Zone(
                name=name,
                aspects=aspects,
                connects=tuple(fields.text_list(value, "connects", path)),
                notes=fields.text(value, "notes", "", path),
                borders=_read_borders(value, fields, path),
                heights=tuple(fields.text_list(value, "heights", path)),
            )
        )
    _check_connections(zones, fields)
    return _symmetric(zones), positions


def _read_borders(value: Mapping[str, Any], fields: Fields, path: str) -> Borders:
    """`borders = { "Bell Tower" = 2 }`: Spirit of the Century's borders toward connected
    zones (L400-401), each a value of 0 or more."""
    table = fields.table(value, "borders", path)
    found = []
    for other, raw in table.items():
        count = fields.integer_value(raw, f"{path}.borders.{other}", 0, minimum=0)
        if count > 0:
            found.append((str(other).strip(), count))
    return tuple(found)


def _check_connections(zones: list[Zone], fields: Fields) -> None:
    names = {z.name.lower() for z in zones}
    for index, zone in enumerate(zones):
        for other in zone.connects:
            if other.lower() not in names:
                known = ", ".join(z.name for z in zones)
                fields.error(
                    f"zones[{index}].connects",
                    f"no zone called '{other}' in this scene; zones: {known}",
                )
        linked = {c.lower() for c in zone.connects}
        for other, _ in zone.borders:
            if other.lower() not in linked:
                fields.error(
                    f"zones[{index}].borders",
                    f"a border toward '{other}', which {zone.name} does not connect to; a "
                    "border lies between two connected zones (add it to connects)",
                )
        for other in zone.heights:
            if other.lower() not in linked:
                fields.error(
                    f"zones[{index}].heights",
                    f"a height toward '{other}', which {zone.name} does not connect to; list "
                    "here the connected zones whose border is a climb or a drop",
                )


def _symmetric(zones: list[Zone]) -> list[Zone]:
    """Connections go both ways even when the GM wrote only one side."""
    by_lower = {z.name.lower(): z.name for z in zones}
    links = {
        z.name: [by_lower[c.lower()] for c in z.connects if c.lower() in by_lower] for z in zones
    }
    for zone in zones:
        for other in list(links[zone.name]):
            if zone.name not in links[other]:
                links[other].append(zone.name)
    return [
        Zone(
            z.name,
            z.aspects,
            tuple(links[z.name]),
            z.notes,
            tuple((by_lower[c.lower()], v) for c, v in z.borders if c.lower() in by_lower),
            tuple(by_lower[c.lower()] for c in z.heights if c.lower() in by_lower),
        )
        for z in zones
    ]


def write_scene(
    scene: Scene, original: Mapping[str, Any], ladder: Ladder = FULL_LADDER
) -> dict[str, Any]:
    from fate_tui.campaign.codec.challenge_codec import challenge_to_toml, contest_to_toml
    from fate_tui.campaign.codec.conflict_codec import (
        PAYOUT_KEYS,
        conflict_to_toml,
        payouts_to_toml,
    )
    from fate_tui.campaign.codec.obstacle_codec import obstacles_to_toml

    writer = TableWriter(original, lambda data: read_scene(data, scene.id, Fields(""), ladder))
    put = writer.put
    put("title", scene.title)
    put("status", scene.status.value, "prepared")
    put("aspects", aspects_to_toml(scene.aspects, original.get("aspects"), AspectKind.SITUATION))
    placed = set(scene.positions)
    put("cast", [cid for cid in scene.cast if cid not in placed])
    put("gm_pool", scene.gm_pool)
    zones = [_zone_to_toml(scene, zone, original) for zone in scene.zones]
    put("zones", merge_entries(original.get("zones"), zones, ZONE_KEYS))
    put("countdowns", countdowns_to_toml(scene.countdowns, original.get("countdowns")))
    challenge, contest = scene.challenge, scene.contest
    put(
        "challenge",
        challenge_to_toml(challenge, original.get("challenge")) if challenge is not None else None,
    )
    put(
        "contest",
        contest_to_toml(contest, original.get("contest")) if contest is not None else None,
    )
    conflict = scene.conflict
    put(
        "conflict",
        conflict_to_toml(conflict, scene.turn, original.get("conflict")) if conflict else None,
    )
    payouts = payouts_to_toml(scene.pending_payouts)
    put("pending_payouts", merge_entries(original.get("pending_payouts"), payouts, PAYOUT_KEYS))
    put("obstacles", obstacles_to_toml(scene.obstacles, original.get("obstacles")))
    put("spin", scene.spin)
    put("saved_spin", dict(scene.saved_spin))
    put("stunts_used", stunts_used_to_toml(scene.stunts_used))
    put("long_assessments", list(scene.long_assessments))
    put("notes", scene.notes)
    return writer.result()


def _zone_to_toml(scene: Scene, zone: Zone, original: Mapping[str, Any]) -> dict[str, Any]:
    table: dict[str, Any] = {"name": zone.name}
    old = _written_zone(original, zone.name)
    if zone.aspects:
        table["aspects"] = aspects_to_toml(
            zone.aspects, old.get("aspects"), AspectKind.ZONE, zone.name
        )
    written = found if isinstance(found := old.get("connects"), list) else []
    if old and _covers(zone, written, original):
        if written or "connects" in old:
            table["connects"] = written
    elif zone.connects:
        table["connects"] = list(zone.connects)
    here = [cid for cid in scene.cast if scene.positions.get(cid) == zone.name]
    if here:
        table["here"] = here
    if zone.notes:
        table["notes"] = zone.notes
    if zone.borders:
        table["borders"] = dict(zone.borders)
    if zone.heights:
        table["heights"] = list(zone.heights)
    return table


def _written_zone(original: Mapping[str, Any], zone_name: str) -> Mapping[str, Any]:
    """The zone's entry as the GM wrote it, or an empty table for a new zone."""
    for entry in original.get("zones", []) or []:
        if isinstance(entry, Mapping) and entry.get("name") == zone_name:
            return entry
    return {}


def _covers(zone: Zone, written: list[str], original: Mapping[str, Any]) -> bool:
    """Whether the links written on this zone, plus the links other zones' entries declare
    towards it, give exactly its links now (a GM writes each link once)."""
    declared = {c.lower() for c in written}
    for entry in original.get("zones", []) or []:
        if isinstance(entry, Mapping) and isinstance(entry.get("connects"), list):
            if zone.name.lower() in {str(c).lower() for c in entry["connects"]}:
                declared.add(str(entry.get("name", "")).lower())
    return declared == {c.lower() for c in zone.connects}
