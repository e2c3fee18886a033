"""A character -> a `.fari.json` file in Fari's current format (character version 6).

Fari imports a file whose `fariType` is "character" as it is, then migrates it from its
`version`; writing version 6 means nothing is migrated. The sheet follows Fari's own Fate
template for the campaign's rule set (its Fate Condensed, Fate Core or Fate Accelerated sheet):
ASPECTS, STUNTS & EXTRAS, FATE POINTS and OTHER on the left; STRESS, CONSEQUENCES and SKILLS (or
APPROACHES) on the right, with labels in capitals as version 6 writes them. Ids are derived
from the character's id, so exporting the same character twice gives the same file.
"""

from __future__ import annotations

import html
import json
import time
import uuid
from typing import Any

from fate_tui.interchange.fari_sheet import LATEST_VERSION
from fate_tui.interchange.stunt_line import elapsed_line, slot_line, stunt_line
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.derived import consequence_slots, refresh, stress_tracks
from fate_tui.rules.ruleset import RuleSet

_NAMESPACE = uuid.UUID("6f0e1d2c-3b4a-5968-8776-a5b4c3d2e1f0")
_TEMPLATE_ASPECTS = ("high concept", "trouble", "relationship")
_TEMPLATE_STUNTS = 3
_DICE = ["4dF"]
KIND_WORDS = {
    CharacterKind.PC: "player character",
    CharacterKind.MAJOR_NPC: "major NPC",
    CharacterKind.MINOR_NPC: "minor NPC",
    CharacterKind.MOOK_GROUP: "mook group",
}


def character_fari(character: Character, ruleset: RuleSet, now: int | None = None) -> str:
    """The `.fari.json` text for a character."""
    return json.dumps(character_fari_data(character, ruleset, now), ensure_ascii=False, indent=2)


def character_fari_data(
    character: Character, ruleset: RuleSet, now: int | None = None
) -> dict[str, Any]:
    ids = _Ids(character.id)
    left = [
        _section(ids, "ASPECTS", _aspect_blocks(character, ids), visible=True),
        _section(ids, "STUNTS & EXTRAS", _stunt_blocks(character, ids)),
        _section(ids, "FATE POINTS", [_fate_points(character, ruleset, ids)]),
        _section(ids, "OTHER", _other_blocks(character, ids)),
    ]
    right = [
        _section(ids, "STRESS", _stress_blocks(character, ruleset, ids)),
        _section(ids, "CONSEQUENCES", _consequence_blocks(character, ruleset, ids)),
        _section(
            ids,
            "APPROACHES" if ruleset.characters.uses_approaches else "SKILLS",
            _skill_blocks(character, ruleset, ids),
            visible=True,
        ),
    ]
    return {
        "id": fari_id(character.id),
        "name": character.name,
        "lastUpdated": int(time.time()) if now is None else now,
        "wide": False,
        "pages": [
            {
                "id": ids.make("page"),
                "label": "CHARACTER",
                "rows": [{"columns": [{"sections": left}, {"sections": right}]}],
            }
        ],
        "version": LATEST_VERSION,
        "playedDuringTurn": False,
        "fariType": "character",
    }


def fari_id(character_id: str) -> str:
    """The Fari id of a character's export: from its fate-tui id alone, so that an import of
    the file (or of Fari's own export of it, which keeps the id) knows which character it came
    from, whatever its name has become."""
    return str(uuid.uuid5(_NAMESPACE, f"{character_id}/character"))


class _Ids:
    """Stable ids: the same character exports to the same file."""

    def __init__(self, owner: str) -> None:
        self.owner = owner
        self.count = 0

    def make(self, what: str) -> str:
        self.count += 1
        return str(uuid.uuid5(_NAMESPACE, f"{self.owner}/{what}/{self.count}"))


def _section(
    ids: _Ids, label: str, blocks: list[dict[str, Any]], visible: bool = False
) -> dict[str, Any]:
    section: dict[str, Any] = {"id": ids.make("section"), "label": label, "blocks": blocks}
    if visible:
        section["visibleOnCard"] = True
    return section


def _text(ids: _Ids, label: str, value: str, **meta: Any) -> dict[str, Any]:
    return {"id": ids.make("block"), "type": "Text", "meta": meta, "label": label, "value": value}


def _aspect_blocks(character: Character, ids: _Ids) -> list[dict[str, Any]]:
    blocks = []
    by_role = {a.role: a for a in character.aspects if a.role}
    for role in _TEMPLATE_ASPECTS:
        aspect = by_role.get(role)
        blocks.append(_text(ids, role.upper(), _html(aspect.name) if aspect else ""))
    others = [a for a in character.aspects if a.role not in _TEMPLATE_ASPECTS]
    # The template's two other aspect slots, even when empty, as Fari's own sheet has them.
    for index in range(max(2, len(others))):
        name = others[index].name if index < len(others) else ""
        blocks.append(_text(ids, "OTHER ASPECT", _html(name)))
    return blocks


def _stunt_blocks(character: Character, ids: _Ids) -> list[dict[str, Any]]:
    blocks = []
    for stunt in character.stunts:
        line = stunt_line(stunt)
        meta = {"helperText": line} if line else {}
        blocks.append(_text(ids, stunt.name, _html(stunt.text), **meta))
    for number in range(len(blocks) + 1, _TEMPLATE_STUNTS + 1):
        blocks.append(_text(ids, f"STUNT #{number}", ""))
    return blocks


def _fate_points(character: Character, ruleset: RuleSet, ids: _Ids) -> dict[str, Any]:
    return {
        "id": ids.make("block"),
        "type": "PointCounter",
        "meta": {"isMainPointCounter": True, "max": str(refresh(character, ruleset))},
        "label": "FATE POINTS",
        "value": str(character.fate_points),
    }


def _other_blocks(character: Character, ids: _Ids) -> list[dict[str, Any]]:
    blocks = [_text(ids, "NOTES", _html(character.notes))]
    if character.description:
        blocks.append(_text(ids, "DESCRIPTION", _html(character.description)))
    if character.player:
        blocks.append(_text(ids, "PLAYER", _html(character.player)))
    # Fari has no kinds of character: a line of text keeps an NPC an NPC through a round trip.
    if character.kind is not CharacterKind.PC:
        blocks.append(_text(ids, "KIND", KIND_WORDS[character.kind]))
    if character.kind is CharacterKind.MOOK_GROUP:
        blocks.append(_text(ids, "GROUP SIZE", str(character.group_size)))
    return blocks


def _html(text: str) -> str:
    """Fari's text blocks hold HTML: escape it, and keep line breaks as <br>."""
    return html.escape(text.strip(), quote=False).replace("\n", "<br>")


def _stress_blocks(character: Character, ruleset: RuleSet, ids: _Ids) -> list[dict[str, Any]]:
    return [
        {
            "id": ids.make("block"),
            "type": "SlotTracker",
            "meta": {},
            "label": track.name.upper(),
            "value": [
                {"label": str(value), "checked": index in track.marked}
                for index, value in enumerate(track.boxes)
            ],
        }
        for track in stress_tracks(character, ruleset)
    ]


def _consequence_blocks(character: Character, ruleset: RuleSet, ids: _Ids) -> list[dict[str, Any]]:
    blocks = []
    for slot in consequence_slots(character, ruleset):
        filled = slot.filled
        meta: dict[str, Any] = {"checked": bool(filled and filled.recovering)}
        extra = next((e for e in character.extra_slots if e.name == slot.name), None)
        lines = [slot_line(extra)] if extra else []
        if filled and filled.recovery_elapsed:
            lines.append(elapsed_line(filled.recovery_elapsed))
        if lines:
            meta["helperText"] = "\n".join(lines)
        label = slot.name if extra else slot.name.upper()
        blocks.append(_text(ids, label, _html(filled.aspect) if filled else "", **meta))
    return blocks


def _skill_blocks(character: Character, ruleset: RuleSet, ids: _Ids) -> list[dict[str, Any]]:
    names = list(ruleset.characters.skills)
    names += sorted(s for s in character.skills if s not in names)
    blocks = []
    for name in names:
        rating = character.skills.get(name)
        blocks.append(
            {
                "id": ids.make("block"),
                "type": "Skill",
                "meta": {"commands": list(_DICE)},
                "label": name.upper() if name in ruleset.characters.skills else name,
                "value": "" if rating is None else str(rating),
            }
        )
    return blocks
