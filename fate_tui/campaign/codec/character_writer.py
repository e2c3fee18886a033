"""Rules Character -> the data of characters/<id>.toml, in the GM's own style."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from fate_tui.campaign.codec.character_reader import (
    BIG_BAD_KEYS,
    DRAFT_KEYS,
    EXTRA_SLOT_KEYS,
    STUNT_KEYS,
    THREAT_ZONE_KEYS,
    read_character,
)
from fate_tui.campaign.codec.companion_codec import COMPANION_KEYS, companion_to_toml
from fate_tui.campaign.codec.fields import Fields
from fate_tui.campaign.codec.gadget_codec import GADGET_KEYS, gadget_to_toml
from fate_tui.campaign.codec.writing import (
    TableWriter,
    aspect_to_toml,
    aspects_to_toml,
    merge_entries,
)
from fate_tui.rules.aspects import AspectKind
from fate_tui.rules.character import Character, Consequence, ExtraSlot, Stunt
from fate_tui.rules.errors import FateError
from fate_tui.rules.ladder import signed
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.ruleset_harm import StressMode
from fate_tui.rules.sotc_trappings import FORTUNE

if TYPE_CHECKING:  # only annotations: a big bad's sheet was read with them imported
    from fate_tui.rules.big_bad import BigBadOptions, ThreatZone

_ROLES = ("high_concept", "trouble", "relationship")


def write_character(
    character: Character, ruleset: RuleSet, original: Mapping[str, Any]
) -> dict[str, Any]:
    """The file's data for `character`, keeping every value the GM wrote that still means the
    same thing (and every unknown key) exactly as written."""
    writer = TableWriter(
        original, lambda data: read_character(data, character.id, ruleset, Fields(""))
    )
    put = writer.put
    put("name", character.name)
    put("kind", character.kind.value, "pc")
    put("player", character.player)
    put("description", character.description)
    roles = {a.role: a for a in character.aspects if a.role}
    for role in _ROLES:
        aspect = roles.get(role.replace("_", " "))
        put(role, aspect_to_toml(aspect, character.id) if aspect else None)
    others = [a for a in character.aspects if not a.role]
    put(
        "aspects",
        aspects_to_toml(others, original.get("aspects"), AspectKind.CHARACTER, character.id),
    )
    fortunes = [a for a in character.aspects if a.role == FORTUNE]
    put(
        "fortunes",
        aspects_to_toml(fortunes, original.get("fortunes"), AspectKind.CHARACTER, character.id),
    )
    # A new sheet under approaches calls them so, as Accelerated's text does (FAE L195).
    fresh_approaches = ruleset.characters.uses_approaches and "skills" not in original
    skills_key = "approaches" if "approaches" in original or fresh_approaches else "skills"
    put(skills_key, _skills_to_toml(character, original.get(skills_key), ruleset))
    stunts = [_stunt_to_toml(s) for s in character.stunts]
    put("stunts", merge_entries(original.get("stunts"), stunts, STUNT_KEYS))
    put("fate_points", character.fate_points, 0)
    put("refresh", character.refresh)
    put("stress", _stress_to_toml(character, original.get("stress")))
    put("stress_boxes", _stress_boxes_to_toml(character, ruleset, original.get("stress_boxes")))
    put("consequences", {c.slot: _consequence_to_toml(c) for c in character.consequences})
    slots = [_extra_slot_to_toml(s) for s in character.extra_slots]
    put("extra_slots", merge_entries(original.get("extra_slots"), slots, EXTRA_SLOT_KEYS))
    companions = [companion_to_toml(c) for c in character.companions]
    put("companions", merge_entries(original.get("companions"), companions, COMPANION_KEYS))
    gadgets = [gadget_to_toml(g) for g in character.gadgets]
    put("gadgets", merge_entries(original.get("gadgets"), gadgets, GADGET_KEYS))
    put("conditions", {k: v for k, v in character.conditions_marked.items() if v})
    put("group_size", character.group_size, 1)
    put("saved_skill_points", character.saved_skill_points, 0)
    put("extreme_used", character.extreme_used, False)
    # Passing states: once over they leave the file rather than stay behind as `= false`
    # (a `false` the GM wrote is kept, as it means the same).
    put("taken_out", character.taken_out or None)
    put("conceded", character.conceded or None)
    put("cheated_death", character.cheated_death or None)
    put("refresh_bonus", character.refresh_bonus, 0)
    put("conditions_recovering", dict(character.conditions_recovering))
    put("big_bad", _big_bad_to_toml(character.big_bad, original.get("big_bad")))
    put("scale", character.scale)
    put("grit", character.grit)
    put("notes", character.notes)
    put("draft", _draft_to_toml(character, original.get("draft")))
    return writer.result()


def _draft_to_toml(character: Character, written: Any) -> dict[str, Any] | None:
    """The `[draft]` marker while the character is being made (keys fate-tui does not know
    kept), with what a draft made in Spirit of the Century's five phases holds beyond its
    sheet; finishing removes it."""
    if character.draft_step is None:
        return None
    written = written if isinstance(written, Mapping) else {}
    out = {k: v for k, v in written.items() if k not in DRAFT_KEYS}
    out["step"] = character.draft_step
    phases = character.draft_phases
    if phases is not None:
        out["seat"] = phases.seat
        if phases.phase_aspects:
            out["phase_aspects"] = list(phases.phase_aspects)
        if phases.novel:
            out["novel"] = phases.novel
        if phases.story:
            out["story"] = phases.story
        if phases.guest_in:
            out["guest_in"] = list(phases.guest_in)
        if phases.guest_roles:
            out["guest_roles"] = list(phases.guest_roles)
    return out


def _big_bad_to_toml(options: BigBadOptions | None, written: Any) -> dict[str, Any] | None:
    """The [big_bad] table, keeping the keys fate-tui does not know; its threat map is written
    as [[big_bad.threat]] tables, one part each."""
    if options is None:
        return None
    written = written if isinstance(written, Mapping) else {}
    out: dict[str, Any] = {k: v for k, v in written.items() if k not in BIG_BAD_KEYS}
    if options.immunity is not None:
        out["immunity"] = options.immunity.kind.value
        out["immunity_state"] = options.immunity.state.value
    if options.minions:
        out["minions"] = list(options.minions)
    if options.solo:
        out["solo"] = True
    if options.hit_at_least_one:
        out["hit_at_least_one"] = True
    if options.amplified_invokes:
        out["amplified_invokes"] = True
    if options.suppress_invokes is not None:
        out["suppress_invokes"] = options.suppress_invokes.value
    if options.no_free_stacking:
        out["no_free_stacking"] = True
    if options.true_form is not None:
        out["true_form"] = options.true_form
    if options.carry_consequences:
        out["carry_consequences"] = True
    if options.threat is not None:
        zones = [_zone_to_toml(zone) for zone in options.threat.zones]
        out["threat"] = merge_entries(written.get("threat"), zones, THREAT_ZONE_KEYS)
    return out


def _zone_to_toml(zone: ThreatZone) -> dict[str, Any]:
    out: dict[str, Any] = {"name": zone.name}
    if zone.heart:
        out["heart"] = True
    if zone.guarded_by:
        out["guarded_by"] = list(zone.guarded_by)
    if zone.character:
        out["character"] = zone.character
    if zone.taken_out:
        out["taken_out"] = True
    return out


def _skills_to_toml(character: Character, written: Any, ruleset: RuleSet) -> dict[str, Any]:
    """Skills in the GM's own style: an unchanged rating keeps exactly what was written, and a
    changed or new one is written the way the others are (number, "+3", word, or both)."""
    styles = dict(written) if isinstance(written, Mapping) else {}
    by_skill = {(ruleset.skill_name(k) or k): (k, v) for k, v in styles.items()}
    sample = next(iter(styles.values()), None)
    out: dict[str, Any] = {}
    for key, raw in styles.items():
        skill = ruleset.skill_name(key) or key
        if skill in character.skills:
            value = character.skills[skill]
            same = _parses_to(raw, ruleset) == value
            out[key] = raw if same else _rating_like(raw, value, ruleset)
    for skill, value in sorted(character.skills.items(), key=lambda kv: (-kv[1], kv[0])):
        if skill not in by_skill:
            out[skill] = _rating_like(sample, value, ruleset)
    return out


def _parses_to(raw: Any, ruleset: RuleSet) -> int | None:
    try:
        return ruleset.ladder.parse(raw)
    except FateError:
        return None


def _rating_like(example: Any, value: int, ruleset: RuleSet) -> Any:
    """`value` written in the style of `example`."""
    if not isinstance(example, str):
        return value
    word = ruleset.ladder.name(value)
    text = example.strip()
    if "(" in text and word:
        return f"{word} ({signed(value)})"
    if text.lstrip("+-−").isdigit() or not word:
        return signed(value)
    return word


def _stress_to_toml(character: Character, written: Any) -> dict[str, Any]:
    """The marked boxes per track; a track whose marks did not change keeps what the GM wrote
    (`physical = 0`, `mental = []`, a count), so an unchanged track never rewrites its line."""
    marked = {track: boxes for track, boxes in character.stress_marked.items() if boxes}
    out: dict[str, Any] = {}
    for track, raw in written.items() if isinstance(written, Mapping) else ():
        if _marks_written(raw) == marked.get(track, frozenset()):
            out[track] = raw
    for track, boxes in marked.items():
        if track not in out:
            out[track] = sorted(i + 1 for i in boxes)
    return out


def _marks_written(raw: Any) -> frozenset[int] | None:
    """The box indices `raw` (a count, or a list of box numbers) marks; None if neither."""
    if isinstance(raw, int) and not isinstance(raw, bool):
        return frozenset(range(raw)) if 0 <= raw <= 40 else None
    if isinstance(raw, list) and all(isinstance(b, int) and not isinstance(b, bool) for b in raw):
        return frozenset(b - 1 for b in raw if b >= 1)
    return None


def _stunt_to_toml(stunt: Stunt) -> str | dict[str, Any]:
    table: dict[str, Any] = {"name": stunt.name}
    if stunt.text:
        table["text"] = stunt.text
    if stunt.refresh_cost is not None:
        table["cost"] = stunt.refresh_cost
    if stunt.fate_point_cost:
        table["fate_point_cost"] = stunt.fate_point_cost
    if stunt.bonus:
        table["bonus"] = stunt.bonus
    if stunt.skill:
        table["skill"] = stunt.skill
    if stunt.action:
        table["action"] = stunt.action
    if stunt.once_per_session:
        table["once_per_session"] = True
    if stunt.once_per_scene:
        table["once_per_scene"] = True
    return table


def _consequence_to_toml(consequence: Consequence) -> str | dict[str, Any]:
    table: dict[str, Any] = {"aspect": consequence.aspect}
    if consequence.recovering:
        table["recovering"] = True
    if consequence.recovery_elapsed:
        table["elapsed"] = consequence.recovery_elapsed
    if consequence.free_invokes:
        holders = set(consequence.free_invokes)
        if len(holders) == 1 and None not in holders:
            table["free_invokes"] = len(consequence.free_invokes)
            table["holder"] = consequence.free_invokes[0]
        else:
            table["free_invokes"] = [h or "" for h in consequence.free_invokes]
    if consequence.clears_as is not None:
        table["clears_as"] = consequence.clears_as.value
    if consequence.taken_this_conflict:
        table["this_conflict"] = True
    if consequence.replaced_aspect is not None:
        table["replaced"] = consequence.replaced_aspect.name
        if consequence.replaced_aspect.role:
            table["replaced_role"] = consequence.replaced_aspect.role
    return consequence.aspect if list(table) == ["aspect"] else table


def _extra_slot_to_toml(slot: ExtraSlot) -> dict[str, Any]:
    table: dict[str, Any] = {
        "name": slot.name,
        "severity": slot.severity.value,
        "value": slot.value,
    }
    if slot.track:
        table["track"] = slot.track
    return table


def _stress_boxes_to_toml(character: Character, ruleset: RuleSet, original: Any) -> Any:
    """The boxes as written: a number for the one track a nameless NPC's number makes
    (`stress_boxes = 2`), as a GM writes it, unless the file already spells out its tracks."""
    boxes = character.stress_boxes
    if boxes is None:
        return None
    tracks = {t: list(v) for t, v in boxes.items()}
    if set(boxes) != {"stress"} or isinstance(original, Mapping):
        return tracks
    count = len(boxes["stress"])
    one_point = ruleset.stress.mode is StressMode.ONE_POINT_BOXES
    numbered = (1,) * count if one_point else tuple(range(1, count + 1))
    return count if boxes["stress"] == numbered else tracks
