"""[[obstacles]] tables in a scene file <-> rules hazards, blocks and distractions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fate_tui.campaign.codec.fields import Fields
from fate_tui.campaign.codec.writing import merge_entries
from fate_tui.rules.errors import InvalidValue
from fate_tui.rules.obstacles import Block, Distraction, Hazard, Obstacle, Repercussion
from fate_tui.rules.weapons import rating_problem

KINDS = ("hazard", "block", "distraction")
OBSTACLE_KEYS = (
    "kind",
    "name",
    "rating",
    "weapon",
    "harmful",
    "choice",
    "repercussions",
    "opposition",
    "zone",
    "protects",
)
REPERCUSSION_KEYS = ("when", "what")


def read_obstacles(data: Mapping[str, Any], fields: Fields) -> tuple[Obstacle, ...]:
    found: list[Obstacle] = []
    for path, value in fields.tables(data, "obstacles", OBSTACLE_KEYS):
        kind = fields.choice(value, "kind", list(KINDS), "hazard", path)
        name = fields.required_text(value, "name", path).strip()
        if any(o.name.lower() == name.lower() for o in found):
            fields.error(f"{path}.name", f"an obstacle called '{name}' is already in this scene")
            continue
        try:
            found.append(_read_one(kind, name, value, path, fields, data))
        except InvalidValue as error:
            fields.error(path, str(error))
    return tuple(found)


def _read_one(
    kind: str,
    name: str,
    value: Mapping[str, Any],
    path: str,
    fields: Fields,
    data: Mapping[str, Any],
) -> Obstacle:
    if kind == "distraction":
        repercussions = tuple(
            Repercussion(fields.text(r, "when", "", p), fields.required_text(r, "what", p))
            for p, r in fields.tables(value, "repercussions", REPERCUSSION_KEYS, path)
        )
        opposition = fields.integer(value, "opposition", 0, path) if "opposition" in value else None
        return Distraction(name, fields.text(value, "choice", "", path), repercussions, opposition)
    rating = fields.integer(value, "rating", 0, path)
    weapon = fields.integer(value, "weapon", 0, path)
    if problem := rating_problem("Weapon", weapon):  # fate-condensed-srd.txt L1392
        fields.error(f"{path}.weapon" if path else "weapon", problem)
        weapon = 0
    if kind == "hazard":
        return Hazard(name, rating, weapon)
    harmful = fields.boolean(value, "harmful", weapon > 0, path) if "harmful" in value else None
    zone = fields.text(value, "zone", "", path) or None
    zones = [z.get("name") for z in data.get("zones", []) if isinstance(z, Mapping)]
    if zone is not None and zone not in zones:
        fields.error(f"{path}.zone", f"'{zone}' is not a zone of this scene ({_listed(zones)})")
        zone = None
    protects = fields.text(value, "protects", "", path) or None
    return Block(name, rating, weapon, harmful, zone, protects)


def _listed(names: list[Any]) -> str:
    return "zones: " + ", ".join(str(n) for n in names) if names else "it has no zones"


def obstacles_to_toml(obstacles: tuple[Obstacle, ...], original: Any) -> list[dict[str, Any]]:
    tables: list[dict[str, Any]] = []
    for obstacle in obstacles:
        if isinstance(obstacle, Distraction):
            table: dict[str, Any] = {"kind": "distraction", "name": obstacle.name}
            table["choice"] = obstacle.choice
            if obstacle.repercussions:
                table["repercussions"] = [
                    {"when": r.when, "what": r.what} if r.when else {"what": r.what}
                    for r in obstacle.repercussions
                ]
            if obstacle.opposition is not None:
                table["opposition"] = obstacle.opposition
        else:
            kind = "hazard" if isinstance(obstacle, Hazard) else "block"
            table = {"kind": kind, "name": obstacle.name, "rating": obstacle.rating}
            if obstacle.weapon:
                table["weapon"] = obstacle.weapon
            if isinstance(obstacle, Block) and obstacle.harmful is not None:
                table["harmful"] = obstacle.harmful
            if isinstance(obstacle, Block) and obstacle.zone:
                table["zone"] = obstacle.zone
            if isinstance(obstacle, Block) and obstacle.protects:
                table["protects"] = obstacle.protects
        tables.append(table)
    return merge_entries(original, tables, OBSTACLE_KEYS)
