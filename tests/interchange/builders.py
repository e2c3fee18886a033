"""Fixture builders: files in the exact shapes Fari and Fate Core Official write.

Fari (farirpgs/fari-app): `lib/domains/character/types.tsx` (the entity of every version),
`lib/domains/character/CharacterFactory.tsx` (the migrations), the templates under
`lib/domains/character/character-templates/` (labels per language) and
`lib/domains/FariEntity/FariEntity.ts` (the `.fari.json` export). Fate Core Official
(Sk1mble/fate-core-official): `template.json` and `scripts/FateCoreOfficialModels.js`.

A sheet is described once, as a template of sections (`Sheet`), and laid out in whichever
version a test needs.
"""

from __future__ import annotations

import copy
import itertools
import json
from dataclasses import dataclass, field
from typing import Any

_ids = itertools.count(1)


def _id() -> str:
    return f"00000000-0000-4000-8000-{next(_ids):012d}"


@dataclass
class FariSection:
    label: str
    side: str  # "left" or "right"
    blocks: list[dict[str, Any]] = field(default_factory=list)
    visible: bool = False


def text(label: str, value: str = "", **meta: Any) -> dict[str, Any]:
    return {"type": "Text", "label": label, "value": value, "meta": meta}


def skill(label: str, value: str = "") -> dict[str, Any]:
    return {"type": "Skill", "label": label, "value": value, "meta": {"commands": ["4dF"]}}


def track(label: str, *boxes: tuple[str, bool]) -> dict[str, Any]:
    value = [{"label": box_label, "checked": checked} for box_label, checked in boxes]
    return {"type": "SlotTracker", "label": label, "value": value, "meta": {}}


def points(label: str, value: str, maximum: str) -> dict[str, Any]:
    return {
        "type": "PointCounter",
        "label": label,
        "value": value,
        "meta": {"isMainPointCounter": True, "max": maximum},
    }


def link(label: str, url: str) -> dict[str, Any]:
    return {"type": "Link", "label": label, "value": url, "meta": {"hasDisplayName": True}}


@dataclass
class Sheet:
    name: str
    sections: list[FariSection]
    template: str = "FateCondensed"

    def version(self, number: int) -> dict[str, Any]:
        """This sheet laid out as Fari's character version 3, 4, 5 or 6 export."""
        sections = copy.deepcopy(self.sections)
        if number == 6:
            for section in sections:
                section.label = section.label.upper()
                for block in section.blocks:
                    if block["label"] is not None:  # Fari writes a label left empty as null
                        block["label"] = block["label"].upper()
        laid = {
            side: [_section(s, number) for s in sections if s.side == side]
            for side in ("left", "right")
        }
        page: dict[str, Any] = {"id": _id(), "label": "CHARACTER" if number == 6 else "Character"}
        if number == 3:
            page["sections"] = laid["left"] + laid["right"]
        elif number == 4:
            page["sections"] = laid
        else:
            page["rows"] = [{"columns": [{"sections": laid["left"]}, {"sections": laid["right"]}]}]
        data: dict[str, Any] = {
            "id": _id(),
            "name": self.name,
            "lastUpdated": 1700000000,
            "pages": [page],
            "template": self.template,
            "version": number,
            "fariType": "character",
        }
        if number >= 4:
            data["wide"] = False
        if number >= 5:
            data["playedDuringTurn"] = False
        return data


def _section(section: FariSection, number: int) -> dict[str, Any]:
    out: dict[str, Any] = {"id": _id(), "label": section.label}
    if section.visible:
        out["visibleOnCard"] = True
    if number == 3:
        out["position"] = section.side.title()
    out["blocks"] = [{"id": _id(), **block} for block in section.blocks]
    return out


def fari_v1(**fields: Any) -> dict[str, Any]:
    """A Fari character of version 1 (IV1Character): stress boxes are booleans."""
    data = {
        "id": _id(),
        "name": fields.get("name", ""),
        "aspects": fields.get("aspects", []),
        "skills": fields.get("skills", []),
        "stunts": fields.get("stunts", []),
        "stressTracks": fields.get("stressTracks", []),
        "consequences": fields.get("consequences", []),
        "aspectsLabel": None,
        "skillsLabel": None,
        "stuntsLabel": None,
        "stressTracksLabel": None,
        "consequencesLabel": None,
        "refreshLabel": None,
        "notesLabel": None,
        "notes": fields.get("notes"),
        "group": None,
        "refresh": fields.get("refresh", 3),
        "fatePoints": fields.get("fatePoints"),
        "playedDuringTurn": False,
        "version": 1,
        "lastUpdated": 1600000000,
    }
    return data


def fari_v2(**fields: Any) -> dict[str, Any]:
    """Version 2: the same fields, stress boxes as {checked, label}."""
    data = fari_v1(**fields)
    data["version"] = 2
    for stress in data["stressTracks"]:
        stress["value"] = [
            {"checked": box, "label": str(n + 1)} for n, box in enumerate(stress["value"])
        ]
    return data


def fari_scene_v1(name: str, cards: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """A Fari scene of version 1 (ISceneV1): aspects as a record of typed cards."""
    aspects = {}
    for key, card in cards.items():
        aspects[key] = {
            "title": card.get("title", ""),
            "content": card.get("content", ""),
            "tracks": card.get("tracks", []),
            "consequences": card.get("consequences", []),
            "color": "white",
            "playedDuringTurn": False,
            "type": card.get("type", 0),
            "pinned": False,
            "isPrivate": card.get("isPrivate", False),
        }
    return {
        "id": _id(),
        "name": name,
        "group": None,
        "aspects": aspects,
        "gm": {},
        "players": [],
        "goodConfetti": 0,
        "badConfetti": 0,
        "sort": False,
        "version": 1,
        "lastUpdated": 1600000000,
        "fariType": "scene",
    }


def index_card(title: str, content: str = "", **more: Any) -> dict[str, Any]:
    return {
        "id": _id(),
        "titleLabel": "Aspect",
        "title": title,
        "contentLabel": "Notes",
        "content": content,
        "color": "#fff",
        "playedDuringTurn": False,
        "pinned": False,
        "blocks": more.get("blocks", []),
        "subCards": more.get("subCards", []),
        "sub": more.get("sub", False),
    }


def fari_scene_v2(name: str, public: list, private: list = ()) -> dict[str, Any]:
    return {
        "id": _id(),
        "name": name,
        "group": None,
        "indexCards": {"public": list(public), "private": list(private)},
        "version": 2,
        "lastUpdated": 1700000000,
        "notes": "",
        "fariType": "scene",
    }


# Fate Core Official -----------------------------------------------------------------------


def fco_track(name: str, boxes: list[bool] | None = None, **more: Any) -> dict[str, Any]:
    data = {
        "category": "Combat",
        "name": name,
        "description": "",
        "notes": "",
        "linked_skills": [],
        "paid": False,
        "universal": True,
        "unique": True,
        "enabled": True,
        "label": "escalating",
        "recovery_type": "Fleeting",
        "when_marked": "",
        "recovery_conditions": "",
        "harm_can_absorb": 0,
        "boxes": len(boxes or []),
        "box_values": list(boxes or []),
        "aspect": "No",
        "rollable": "false",
    }
    data.update(more)
    return data


def fco_consequence(name: str, absorbs: int, aspect: str = "", **more: Any) -> dict[str, Any]:
    return fco_track(
        name,
        [bool(aspect)],
        harm_can_absorb=absorbs,
        label="none",
        recovery_type="Sticky",
        aspect={"name": aspect, "when_marked": True, "as_name": False},
        **more,
    )


def fco_stunt(name: str, description: str, **more: Any) -> dict[str, Any]:
    data = {
        "name": name,
        "description": description,
        "notes": "",
        "linked_skill": "None",
        "refresh_cost": 1,
        "overcome": False,
        "caa": False,
        "attack": False,
        "defend": False,
        "bonus": 0,
        "boxes": 0,
        "box_values": [],
    }
    data.update(more)
    return data


def fco_actor(
    name: str,
    *,
    aspects: dict[str, str] = {},  # noqa: B006 (never mutated)
    skills: dict[str, int] = {},  # noqa: B006
    stunts: list[dict[str, Any]] = (),  # type: ignore[assignment]
    tracks: list[dict[str, Any]] = (),  # type: ignore[assignment]
    fate_points: str | int = "3",
    refresh: str | int = "3",
    items: list[dict[str, Any]] = (),  # type: ignore[assignment]
    legacy: bool = False,
    notes: str = "",
) -> dict[str, Any]:
    """An actor as Foundry's "Export Data" writes it: `system` (Foundry 10 and later) or, with
    `legacy`, `data` and the system's old ModularFate name."""
    system = {
        "details": {
            "description": {"value": ""},
            "biography": {"value": ""},
            "pronouns": {"value": ""},
            "notes": {"value": notes, "GM": False},
            "fatePoints": {"current": fate_points, "refresh": refresh, "boosts": 0},
            "sheet_mode": "minimal_at_refresh_0",
        },
        "tracks": {t["name"]: t for t in tracks},
        "aspects": {
            label: {"name": label, "value": value, "description": "", "notes": ""}
            for label, value in aspects.items()
        },
        "skills": {
            skill_name: {
                "name": skill_name,
                "description": "",
                "overcome": "",
                "caa": "",
                "attack": "",
                "defend": "",
                "pc": True,
                "rank": rank,
                "adhoc": False,
                "hidden": False,
            }
            for skill_name, rank in skills.items()
        },
        "stunts": {s["name"]: s for s in stunts},
    }
    actor: dict[str, Any] = {
        "name": name,
        "type": "ModularFate" if legacy else "fate-core-official",
        "img": "icons/svg/mystery-man.svg",
        ("data" if legacy else "system"): system,
        "prototypeToken": {"name": name, "actorLink": True},
        "items": list(items),
        "effects": [],
        "folder": None,
        "sort": 0,
        "flags": {
            "exportSource": {
                "world": "salt-coast",
                "system": "ModularFate" if legacy else "fate-core-official",
                "coreVersion": "0.8.9" if legacy else "11.315",
                "systemVersion": "2.4.0" if legacy else "4.6.2",
            }
        },
    }
    if not legacy:
        actor["_stats"] = {"systemId": "fate-core-official", "coreVersion": "11.315"}
        actor["_id"] = _id().replace("-", "")[:16]
    return actor


def fco_extra(name: str, description: str) -> dict[str, Any]:
    return {
        "name": name,
        "type": "Extra",
        "system": {
            "description": {"value": description},
            "permissions": "",
            "costs": "",
            "refresh": "",
            "stunts": {},
            "aspects": {},
            "skills": {},
            "tracks": {},
            "actions": {"overcome": "", "create": "", "attack": "", "defend": ""},
            "countSkills": False,
            "combineSkills": False,
            "active": True,
            "contents": {},
        },
    }


def nedb(*documents: dict[str, Any]) -> str:
    """A Foundry world's or compendium's `.db` file (before Foundry 11): a JSON document per
    line."""
    return "".join(json.dumps(d) + "\n" for d in documents)
