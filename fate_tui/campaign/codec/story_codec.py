"""campaign.toml <-> rules Story (name, rule set with overrides, arcs, sessions)."""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from datetime import date
from typing import Any

from fate_tui.campaign.codec.countdown_codec import countdowns_to_toml, read_countdowns
from fate_tui.campaign.codec.fields import Fields
from fate_tui.campaign.codec.scene_codec import read_stunts_used, stunts_used_to_toml
from fate_tui.campaign.codec.writing import (
    TableWriter,
    aspect_to_toml,
    aspects_to_toml,
    merge_entries,
)
from fate_tui.rules.aspects import AspectKind
from fate_tui.rules.errors import InvalidOverride, InvalidValue
from fate_tui.rules.overrides import apply_overrides
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.rulesets import CONDENSED, get_ruleset
from fate_tui.rules.story import Arc, ArcStatus, SessionRecord, Story

STORY_KEYS = (
    "name",
    "rules",
    "options",
    "skills",
    "overrides",
    "setting_aspects",
    "current",
    "gm",
    "players",
    "arcs",
    "sessions",
    "countdowns",
    "notes",
)
CURRENT_KEYS = ("arc", "session", "scene", "stunts_used")
ARC_KEYS = ("id", "title", "status", "aspects", "notes", "summary", "sessions")
SESSION_KEYS = (
    "number",
    "title",
    "date",
    "arc",
    "summary",
    "scenes",
    "advances",
    "recovered",
    "log",
)


def read_ruleset(data: Mapping[str, Any], fields: Fields) -> RuleSet:
    """The campaign's rule set: the named one, its options switched on, overrides applied."""
    name = fields.text(data, "rules", "condensed")
    try:
        ruleset = get_ruleset(name)
    except InvalidValue as error:
        fields.error("rules", str(error))
        ruleset = CONDENSED
    overrides: dict[str, Any] = dict(fields.table(data, "overrides"))
    if "options" in data:
        overrides["enabled_options"] = fields.text_list(data, "options")
    if "skills" in data:
        skills = fields.text_list(data, "skills")
        characters = dict(overrides.get("characters", {}))
        characters["skills"] = skills
        overrides["characters"] = characters
    try:
        return apply_overrides(ruleset, overrides)
    except InvalidOverride as error:
        path = error.path
        if path == "enabled_options":
            path = "options"
        elif path.startswith("characters.skills") and "skills" in data:
            path = "skills" + path.removeprefix("characters.skills")
        else:
            path = f"overrides.{path}"
        fields.error(path, error.detail)
        return ruleset


def read_story(data: Mapping[str, Any], fields: Fields) -> Story:
    fields.check_keys(data, STORY_KEYS)
    ruleset = read_ruleset(data, fields)
    current = fields.table(data, "current")
    fields.check_keys(current, CURRENT_KEYS, "current")
    gm = fields.table(data, "gm")
    fields.check_keys(gm, ("carried",), "gm")
    players = fields.table(data, "players")
    fields.check_keys(players, ("show_gm_pool",), "players")
    arcs = tuple(_read_arcs(data, fields))
    story = Story(
        name=fields.required_text(data, "name"),
        ruleset=ruleset,
        setting_aspects=fields.aspects(data, "setting_aspects", AspectKind.SETTING),
        arcs=arcs,
        sessions=tuple(_read_sessions(data, fields)),
        current_arc=fields.text(current, "arc", "", "current") or None,
        current_session=fields.integer(current, "session", 0, "current", minimum=0),
        current_scene=fields.text(current, "scene", "", "current") or None,
        stunts_used=read_stunts_used(current, fields, "current"),
        countdowns=read_countdowns(data, fields),
        gm_carried=fields.integer(gm, "carried", 0, "gm", minimum=0),
        players_see_gm_pool=fields.boolean(players, "show_gm_pool", False, "players"),
        notes=fields.text(data, "notes"),
    )
    if story.current_arc and not story.arc(story.current_arc):
        ids = [arc.id for arc in arcs]
        fields.error("current.arc", f"no arc has the id '{story.current_arc}'; arcs: {ids}")
    return story


def _read_arcs(data: Mapping[str, Any], fields: Fields) -> list[Arc]:
    arcs = []
    for path, value in fields.tables(data, "arcs", ARC_KEYS):
        status = fields.choice(value, "status", [s.value for s in ArcStatus], "planned", path)
        arcs.append(
            Arc(
                id=fields.required_text(value, "id", path),
                title=fields.text(value, "title", "", path),
                status=ArcStatus(status),
                aspects=fields.aspects(value, "aspects", AspectKind.SCENARIO, path),
                notes=fields.text(value, "notes", "", path),
                summary=fields.text(value, "summary", "", path),
                sessions=_numbers(fields, value, "sessions", path),
            )
        )
    return arcs


def _numbers(fields: Fields, data: Mapping[str, Any], key: str, path: str) -> tuple[int, ...]:
    return tuple(
        fields.integer_value(item, f"{path}.{key}[{index}]", 0, minimum=0)
        for index, item in enumerate(fields.array(data, key, path))
    )


def _read_sessions(data: Mapping[str, Any], fields: Fields) -> list[SessionRecord]:
    sessions = []
    for index, (path, value) in enumerate(fields.tables(data, "sessions", SESSION_KEYS)):
        when = value.get("date", "")
        sessions.append(
            SessionRecord(
                number=fields.integer(value, "number", index + 1, path, minimum=0),
                title=fields.text(value, "title", "", path),
                date=when if isinstance(when, str) else str(when),
                arc=fields.text(value, "arc", "", path) or None,
                summary=fields.text(value, "summary", "", path),
                scenes=tuple(fields.text_list(value, "scenes", path)),
                advances=tuple(fields.text_list(value, "advances", path)),
                recovered=tuple(fields.text_list(value, "recovered", path)),
                log=fields.text(value, "log", "", path),
            )
        )
    return sessions


def write_story(story: Story, original: Mapping[str, Any]) -> dict[str, Any]:
    """campaign.toml's data for `story`; the rule set lines are the GM's and stay untouched
    (only `options` follows the optional rules switched on in the app)."""
    writer = TableWriter(original, lambda data: read_story(data, Fields("")))
    put = writer.put
    put("name", story.name)
    put("options", _options(story, original.get("options")))
    put(
        "setting_aspects",
        aspects_to_toml(story.setting_aspects, original.get("setting_aspects"), AspectKind.SETTING),
    )
    current = (
        dict(original.get("current", {})) if isinstance(original.get("current"), Mapping) else {}
    )
    for key, value in (
        ("arc", story.current_arc),
        ("session", story.current_session),
        ("scene", story.current_scene),
    ):
        if value in (None, 0):
            current.pop(key, None)
        else:
            current[key] = value
    if story.stunts_used:
        current["stunts_used"] = stunts_used_to_toml(story.stunts_used)
    else:
        current.pop("stunts_used", None)
    put("current", current)
    gm = dict(original.get("gm", {})) if isinstance(original.get("gm"), Mapping) else {}
    if story.gm_carried or "carried" in gm:
        gm["carried"] = story.gm_carried
    put("gm", gm)
    arcs = [_arc_to_toml(arc) for arc in story.arcs]
    put("arcs", merge_entries(original.get("arcs"), arcs, ARC_KEYS))
    sessions = [_session_to_toml(s) for s in story.sessions]
    put("sessions", merge_entries(original.get("sessions"), sessions, SESSION_KEYS))
    put("countdowns", countdowns_to_toml(story.countdowns, original.get("countdowns")))
    put("notes", story.notes)
    return writer.result()


def _options(story: Story, written: Any) -> list[str]:
    """The optional rules switched on, in the order the GM wrote them, new ones last."""
    enabled = story.ruleset.enabled_options
    order = [o for o in written if o in enabled] if isinstance(written, list) else []
    return order + sorted(enabled - set(order))


def _arc_to_toml(arc: Arc) -> dict[str, Any]:
    table: dict[str, Any] = {"id": arc.id, "title": arc.title, "status": arc.status.value}
    if arc.aspects:
        table["aspects"] = [aspect_to_toml(a) for a in arc.aspects]
    for key in ("notes", "summary"):
        if getattr(arc, key):
            table[key] = getattr(arc, key)
    if arc.sessions:
        table["sessions"] = list(arc.sessions)
    return table


def _session_to_toml(session: SessionRecord) -> dict[str, Any]:
    table: dict[str, Any] = {"number": session.number}
    for key in ("title", "date", "arc", "summary"):
        value = getattr(session, key)
        if value:
            table[key] = value
    if session.date:
        # A calendar date is written as a TOML date, the way the GM writes one.
        with contextlib.suppress(ValueError):
            table["date"] = date.fromisoformat(session.date)
    for key in ("scenes", "advances", "recovered"):
        if getattr(session, key):
            table[key] = list(getattr(session, key))
    if session.log:
        table["log"] = session.log
    return table
