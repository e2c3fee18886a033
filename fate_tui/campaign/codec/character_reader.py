"""characters/<id>.toml -> rules Character, with every problem collected."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from fate_tui.campaign.codec.companion_codec import read_companions
from fate_tui.campaign.codec.fields import Fields, describe
from fate_tui.campaign.codec.gadget_codec import read_gadgets
from fate_tui.rules.aspects import UP_FOR_GRABS, Aspect, AspectKind
from fate_tui.rules.character import Character, CharacterKind, Consequence, ExtraSlot, Stunt
from fate_tui.rules.creation import STEP_ORDER
from fate_tui.rules.errors import InvalidValue, did_you_mean
from fate_tui.rules.ruleset import RuleSet, Severity, StressMode
from fate_tui.rules.sotc_phases import (
    ASPECTS_PER_PHASE,
    GUEST_PHASES,
    PHASE_ORDER,
    PhaseRecord,
)
from fate_tui.rules.sotc_trappings import FORTUNE

if TYPE_CHECKING:  # a big bad's options and scale are imported by the sheets that have them
    from fate_tui.rules.big_bad import BigBadOptions, ThreatMap
    from fate_tui.rules.sotc_minions import Companion

CHARACTER_KEYS = (
    "name",
    "kind",
    "player",
    "description",
    "notes",
    "high_concept",
    "trouble",
    "relationship",
    "aspects",
    "fortunes",
    "skills",
    "approaches",
    "stunts",
    "fate_points",
    "refresh",
    "stress",
    "stress_boxes",
    "consequences",
    "extra_slots",
    "companions",
    "gadgets",
    "conditions",
    "group_size",
    "saved_skill_points",
    "extreme_used",
    "taken_out",
    "conceded",
    "cheated_death",
    "refresh_bonus",
    "conditions_recovering",
    "big_bad",
    "scale",
    "grit",
    "draft",
)
DRAFT_KEYS = ("step", "seat", "phase_aspects", "novel", "story", "guest_in", "guest_roles")
# The keys of a draft made in Spirit of the Century's five phases (sotc_phases.py).
PHASE_KEYS = DRAFT_KEYS[1:]
STUNT_KEYS = (
    "name",
    "text",
    "cost",
    "fate_point_cost",
    "bonus",
    "skill",
    "action",
    "once_per_session",
    "once_per_scene",
)
CONSEQUENCE_KEYS = (
    "aspect",
    "recovering",
    "elapsed",
    "clears_as",
    "free_invokes",
    "holder",
    "this_conflict",
    "replaced",
    "replaced_role",
)
EXTRA_SLOT_KEYS = ("name", "severity", "value", "track")
BIG_BAD_KEYS = (
    "immunity",
    "immunity_state",
    "minions",
    "solo",
    "hit_at_least_one",
    "amplified_invokes",
    "suppress_invokes",
    "no_free_stacking",
    "true_form",
    "carry_consequences",
    "threat",
)
THREAT_ZONE_KEYS = ("name", "heart", "guarded_by", "character", "taken_out")
_ROLES = ("high_concept", "trouble", "relationship")


def read_character(
    data: Mapping[str, Any], character_id: str, ruleset: RuleSet, fields: Fields
) -> Character:
    """Build a Character from a file's data, recording every problem in `fields`."""
    fields.check_keys(data, CHARACTER_KEYS)
    if isinstance(data.get("kind"), str) and data["kind"].strip().lower() == "npc":
        # "npc" is close to "pc" in spelling only: say which kinds of NPC there are.
        fields.error(
            "kind",
            "'npc' is not allowed: an NPC is \"major\" (named, takes consequences), "
            '"minor" (nameless) or "mooks" (a group); a player character is "pc"',
        )
        kind = CharacterKind.MINOR_NPC
    else:
        kind = CharacterKind(fields.choice(data, "kind", [k.value for k in CharacterKind], "pc"))
    name = fields.required_text(data, "name") or character_id
    aspects = []
    for role in _ROLES:
        if role in data:
            aspect = fields.aspect(data[role], role, AspectKind.CHARACTER, character_id)
            if aspect:
                aspects.append(_with_role(aspect, role.replace("_", " ")))
    aspects.extend(fields.aspects(data, "aspects", AspectKind.CHARACTER, owner=character_id))
    # A true fortune's aspect on this character, for the adventure (SotC L635).
    fortunes = fields.aspects(data, "fortunes", AspectKind.CHARACTER, owner=character_id)
    aspects.extend(_with_role(a, FORTUNE) for a in fortunes)
    extra_slots = _read_extra_slots(data, fields)
    companions = read_companions(data, fields)
    # A companion taken out is a consequence in a slot of its own (SOC L470).
    slots = [*extra_slots, *companion_slots(companions)]
    return Character(
        id=character_id,
        name=name,
        kind=kind,
        aspects=tuple(aspects),
        skills=_read_skills(data, kind, ruleset, fields),
        stunts=tuple(_read_stunts(data, fields)),
        fate_points=fields.integer(data, "fate_points", 0, minimum=0),
        refresh=fields.integer(data, "refresh", 0, minimum=0) if "refresh" in data else None,
        stress_marked=_read_stress(data, fields),
        stress_boxes=_read_stress_boxes(data, ruleset, fields),
        consequences=tuple(_read_consequences(data, slots, fields, character_id)),
        extra_slots=tuple(extra_slots),
        companions=companions,
        gadgets=read_gadgets(data, fields),
        conditions_marked=_read_conditions(data, fields),
        group_size=fields.integer(data, "group_size", 1, minimum=0),
        player=fields.text(data, "player") or None,
        description=fields.text(data, "description"),
        notes=fields.text(data, "notes"),
        saved_skill_points=fields.integer(data, "saved_skill_points", 0, minimum=0),
        extreme_used=fields.boolean(data, "extreme_used", False),
        taken_out=fields.boolean(data, "taken_out", False),
        conceded=fields.boolean(data, "conceded", False),
        cheated_death=fields.boolean(data, "cheated_death", False),
        refresh_bonus=fields.integer(data, "refresh_bonus", 0, minimum=0),
        conditions_recovering={
            name: fields.integer_value(n, f"conditions_recovering.{name}", 0, minimum=0)
            for name, n in fields.table(data, "conditions_recovering").items()
        },
        big_bad=_read_big_bad(data, fields),
        scale=_read_scale(data, fields),
        grit=fields.integer(data, "grit", 0, minimum=0) if "grit" in data else None,
        draft_step=_read_draft(data, fields),
        draft_phases=_read_phases(data, fields),
    )


def companion_slots(companions: Iterable[Companion]) -> list[ExtraSlot]:
    if not companions:
        return []
    from fate_tui.rules.sotc_minions import companion_slot

    return [companion_slot(c) for c in companions]


def _read_draft(data: Mapping[str, Any], fields: Fields) -> str | None:
    """The `[draft]` marker of a character still being made: the step its maker left off at
    (docs/campaign-format.md)."""
    if "draft" not in data:
        return None
    table = fields.table(data, "draft")
    fields.check_keys(table, DRAFT_KEYS, "draft")
    steps = [step.value for step in STEP_ORDER]
    if any(key in table for key in PHASE_KEYS):
        steps = [phase.value for phase in PHASE_ORDER] + steps[1:]
    return fields.choice(table, "step", steps, steps[0], "draft")


def _read_phases(data: Mapping[str, Any], fields: Fields) -> PhaseRecord | None:
    """A draft made in Spirit of the Century's five phases: its seat, the aspects each phase
    gave, its novel and its guest-star parts (docs/campaign-format.md)."""
    table = data.get("draft")
    if not isinstance(table, Mapping) or not any(key in table for key in PHASE_KEYS):
        return None
    counts = []
    for index, value in enumerate(fields.array(table, "phase_aspects", "draft")):
        path = f"draft.phase_aspects[{index}]"
        counts.append(fields.integer_value(value, path, 0, minimum=0, maximum=ASPECTS_PER_PHASE))
    return PhaseRecord(
        seat=fields.integer(table, "seat", 0, "draft", minimum=0),
        phase_aspects=tuple(counts[: len(PHASE_ORDER)]),
        novel=fields.text(table, "novel", "", "draft"),
        story=fields.text(table, "story", "", "draft"),
        guest_in=tuple(fields.text_list(table, "guest_in", "draft")[: len(GUEST_PHASES)]),
        guest_roles=tuple(fields.text_list(table, "guest_roles", "draft")[: len(GUEST_PHASES)]),
    )


def _read_scale(data: Mapping[str, Any], fields: Fields) -> str | None:
    written = fields.text(data, "scale")
    if not written:
        return None
    from fate_tui.rules.scale import ScaleLadder

    try:
        return ScaleLadder().name(written)
    except InvalidValue as error:
        fields.error("scale", str(error))
        return None


def _read_big_bad(data: Mapping[str, Any], fields: Fields) -> BigBadOptions | None:
    if "big_bad" not in data:
        return None
    from fate_tui.rules.big_bad import (
        BigBadOptions,
        Immunity,
        ImmunityKind,
        ImmunityState,
        SuppressMode,
    )

    table = fields.table(data, "big_bad")
    fields.check_keys(table, BIG_BAD_KEYS, "big_bad")
    immunity = None
    kind = fields.choice(table, "immunity", [k.value for k in ImmunityKind], "", "big_bad")
    if kind:
        states = [s.value for s in ImmunityState]
        state = fields.choice(table, "immunity_state", states, "immune", "big_bad")
        immunity = Immunity(ImmunityKind(kind), ImmunityState(state))
    suppress = fields.choice(
        table, "suppress_invokes", [m.value for m in SuppressMode], "", "big_bad"
    )
    return BigBadOptions(
        immunity=immunity,
        minions=tuple(fields.text_list(table, "minions", "big_bad")),
        solo=fields.boolean(table, "solo", False, "big_bad"),
        hit_at_least_one=fields.boolean(table, "hit_at_least_one", False, "big_bad"),
        amplified_invokes=fields.boolean(table, "amplified_invokes", False, "big_bad"),
        suppress_invokes=SuppressMode(suppress) if suppress else None,
        no_free_stacking=fields.boolean(table, "no_free_stacking", False, "big_bad"),
        true_form=fields.text(table, "true_form", "", "big_bad") or None,
        carry_consequences=fields.boolean(table, "carry_consequences", False, "big_bad"),
        threat=_read_threat(table, fields),
    )


def _read_threat(table: Mapping[str, Any], fields: Fields) -> ThreatMap | None:
    """The parts of a big bad whose threat is a map: `[[big_bad.threat]]` tables."""
    from fate_tui.rules.big_bad import ThreatMap, ThreatZone

    zones = []
    for path, zone in fields.tables(table, "threat", THREAT_ZONE_KEYS, "big_bad"):
        zones.append(
            ThreatZone(
                name=fields.required_text(zone, "name", path),
                character=fields.text(zone, "character", "", path) or None,
                heart=fields.boolean(zone, "heart", False, path),
                guarded_by=tuple(fields.text_list(zone, "guarded_by", path)),
                taken_out=fields.boolean(zone, "taken_out", False, path),
            )
        )
    if not zones:
        return None
    try:
        return ThreatMap(tuple(zones))
    except InvalidValue as error:
        fields.error("big_bad.threat", str(error))
        return None


def _with_role(aspect: Aspect, role: str) -> Aspect:
    return replace(aspect, role=role)


def _read_skills(
    data: Mapping[str, Any], kind: CharacterKind, ruleset: RuleSet, fields: Fields
) -> dict[str, int]:
    key = "approaches" if "approaches" in data else "skills"
    table = fields.table(data, key)
    skills: dict[str, int] = {}
    custom_allowed = kind in (CharacterKind.MINOR_NPC, CharacterKind.MOOK_GROUP)
    for written, value in table.items():
        path = f"{key}.{written}"
        rating = fields.rating(value, path, ruleset.ladder)
        canonical = ruleset.skill_name(written)
        if canonical is None and not custom_allowed:
            word = "approach" if ruleset.characters.uses_approaches else "skill"
            hint = "" if fields.full else did_you_mean(written, ruleset.characters.skills)
            fields.error(
                path,
                f"unknown {word} for {ruleset.title}{hint}; a minor NPC or mook group may "
                f"use its own, a PC or major NPC uses the campaign's list",
            )
            continue
        name = canonical or written
        if name in skills:
            fields.error(path, f"{name} is rated twice")
        if rating is not None:
            skills[name] = rating
    return skills


def _read_stunts(data: Mapping[str, Any], fields: Fields) -> list[Stunt]:
    stunts = []
    for index, value in enumerate(fields.array(data, "stunts")):
        path = f"stunts[{index}]"
        if isinstance(value, str):
            name, _, text = value.partition(":")
            if not name.strip():
                if text.strip():
                    fields.warning(path, "a stunt needs a name: this one is called 'Unnamed stunt'")
                    stunts.append(Stunt("Unnamed stunt", text.strip()))
                else:
                    fields.warning(path, "a blank stunt is ignored (and dropped when saved)")
                continue
            stunts.append(Stunt(name.strip(), text.strip()))
            continue
        if not isinstance(value, Mapping):
            fields.error(path, f"expected a stunt as text or a table, got {describe(value)}")
            continue
        fields.check_keys(value, STUNT_KEYS, path)
        stunts.append(
            Stunt(
                name=fields.required_text(value, "name", path),
                text=fields.text(value, "text", "", path),
                refresh_cost=fields.integer(value, "cost", 0, path, minimum=0)
                if "cost" in value
                else None,
                fate_point_cost=fields.integer(value, "fate_point_cost", 0, path, minimum=0),
                bonus=fields.integer(value, "bonus", 0, path),
                skill=fields.text(value, "skill", "", path) or None,
                action=fields.text(value, "action", "", path) or None,
                once_per_session=fields.boolean(value, "once_per_session", False, path),
                once_per_scene=fields.boolean(value, "once_per_scene", False, path),
            )
        )
    return stunts


def _read_stress(data: Mapping[str, Any], fields: Fields) -> dict[str, frozenset[int]]:
    marked: dict[str, frozenset[int]] = {}
    for track, value in fields.table(data, "stress").items():
        path = f"stress.{track}"
        if isinstance(value, int) and not isinstance(value, bool):
            count = fields.integer_value(value, path, 0, minimum=0, maximum=40)
            marked[track] = frozenset(range(count))
        elif isinstance(value, list):
            boxes = set()
            for index, box in enumerate(value):
                number = fields.integer_value(box, f"{path}[{index}]", 0, minimum=1, maximum=40)
                if number:
                    boxes.add(number - 1)
            marked[track] = frozenset(boxes)
        else:
            fields.error(
                path,
                f"expected the marked boxes as a list of box numbers like [1, 3] or a count, "
                f"got {describe(value)}",
            )
    return marked


def _read_stress_boxes(
    data: Mapping[str, Any], ruleset: RuleSet, fields: Fields
) -> dict[str, tuple[int, ...]] | None:
    if "stress_boxes" not in data:
        return None
    value = data["stress_boxes"]
    one_point = ruleset.stress.mode is StressMode.ONE_POINT_BOXES
    if isinstance(value, int) and not isinstance(value, bool):
        count = fields.integer_value(value, "stress_boxes", 0, minimum=0, maximum=40)
        return {"stress": _boxes(count, one_point)}
    if not isinstance(value, Mapping):
        fields.error(
            "stress_boxes",
            f"expected a number of boxes or a table of tracks, got {describe(value)}",
        )
        return None
    tracks: dict[str, tuple[int, ...]] = {}
    for track, boxes in value.items():
        path = f"stress_boxes.{track}"
        if isinstance(boxes, list):
            values = [
                fields.integer_value(b, f"{path}[{i}]", 1, minimum=1) for i, b in enumerate(boxes)
            ]
            tracks[track] = tuple(values)
        else:
            count = fields.integer_value(boxes, path, 0, minimum=0, maximum=40)
            tracks[track] = _boxes(count, one_point)
    return tracks


def _boxes(count: int, one_point: bool) -> tuple[int, ...]:
    return (1,) * count if one_point else tuple(range(1, count + 1))


def _read_consequences(
    data: Mapping[str, Any], extra_slots: list[ExtraSlot], fields: Fields, owner: str
) -> list[Consequence]:
    consequences = []
    extra = {slot.name: slot.severity for slot in extra_slots}
    for slot, value in fields.table(data, "consequences").items():
        path = f"consequences.{slot}"
        severity = _slot_severity(slot, extra)
        if severity is None:
            allowed = ["mild", "moderate", "severe", "extreme", "mild (physical)", *extra]
            fields.error(
                path,
                f"unknown consequence slot{did_you_mean(slot, allowed)}; use mild, moderate, "
                "severe, extreme, 'mild (physical)' / 'mild (mental)' or a name from extra_slots",
            )
            continue
        if isinstance(value, str):
            consequences.append(Consequence(slot, severity, value))
            continue
        if not isinstance(value, Mapping):
            fields.error(
                path, f"expected the consequence's aspect as text or a table, got {describe(value)}"
            )
            continue
        fields.check_keys(value, CONSEQUENCE_KEYS, path)
        holder = fields.text(value, "holder", "", path) or UP_FOR_GRABS
        consequences.append(
            Consequence(
                slot=slot,
                severity=severity,
                aspect=fields.required_text(value, "aspect", path),
                free_invokes=fields.free_invokes(
                    value.get("free_invokes", 0), f"{path}.free_invokes", holder
                ),
                recovering=fields.boolean(value, "recovering", False, path),
                recovery_elapsed=fields.integer(value, "elapsed", 0, path, minimum=0),
                taken_this_conflict=fields.boolean(value, "this_conflict", False, path),
                clears_as=_clears_as(value, path, fields),
                replaced_aspect=_replaced(value, path, fields, owner),
            )
        )
    return consequences


def _clears_as(value: Mapping[str, Any], path: str, fields: Fields) -> Severity | None:
    if "clears_as" not in value:
        return None
    return Severity(fields.choice(value, "clears_as", [s.value for s in Severity], "mild", path))


def _replaced(value: Mapping[str, Any], path: str, fields: Fields, owner: str) -> Aspect | None:
    """The aspect an extreme consequence replaced, so it cannot be renamed back to it."""
    name = fields.text(value, "replaced", "", path).strip()
    if not name:
        return None
    role = fields.text(value, "replaced_role", "", path).strip() or None
    return Aspect(name, AspectKind.CHARACTER, owner=owner, role=role)


def _slot_severity(slot: str, extra: Mapping[str, Severity]) -> Severity | None:
    if slot in extra:
        return extra[slot]
    first = slot.split(" ")[0].lower()
    severities = {s.value: s for s in Severity}
    if first in severities and (first == slot.lower() or slot.lower().startswith(first + " (")):
        return severities[first]
    return None


def _read_extra_slots(data: Mapping[str, Any], fields: Fields) -> list[ExtraSlot]:
    slots = []
    for path, value in fields.tables(data, "extra_slots", EXTRA_SLOT_KEYS):
        severity = fields.choice(value, "severity", [s.value for s in Severity], "mild", path)
        slots.append(
            ExtraSlot(
                name=fields.required_text(value, "name", path),
                severity=Severity(severity),
                value=fields.integer(value, "value", 2, path, minimum=0),
                track=fields.text(value, "track", "", path) or None,
            )
        )
    return slots


def _read_conditions(data: Mapping[str, Any], fields: Fields) -> dict[str, int]:
    marked = {}
    for name, value in fields.table(data, "conditions").items():
        marked[name] = fields.integer_value(value, f"conditions.{name}", 0, minimum=0, maximum=20)
    return marked
