"""[[countdowns]] tables <-> rules Countdown, for campaign.toml and scene files."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fate_tui.campaign.codec.fields import Fields
from fate_tui.campaign.codec.writing import merge_entries
from fate_tui.rules.countdown import Countdown
from fate_tui.rules.errors import InvalidValue

COUNTDOWN_KEYS = (
    "name",
    "boxes",
    "marked",
    "trigger",
    "triggers",
    "box_triggers",
    "outcome",
    "revealed",
    "outcome_revealed",
)


def read_countdowns(data: Mapping[str, Any], fields: Fields) -> tuple[Countdown, ...]:
    countdowns = []
    for path, value in fields.tables(data, "countdowns", COUNTDOWN_KEYS):
        triggers = fields.text_list(value, "triggers", path)
        if "trigger" in value:
            triggers.insert(0, fields.text(value, "trigger", "", path))
        try:
            countdowns.append(
                Countdown(
                    name=fields.required_text(value, "name", path),
                    boxes=fields.integer(value, "boxes", 1, path, minimum=1, maximum=40),
                    marked=fields.integer(value, "marked", 0, path, minimum=0),
                    triggers=tuple(t for t in triggers if t),
                    box_triggers=tuple(fields.text_list(value, "box_triggers", path)),
                    outcome=fields.text(value, "outcome", "", path),
                    revealed=fields.boolean(value, "revealed", False, path),
                    outcome_revealed=fields.boolean(value, "outcome_revealed", False, path),
                )
            )
        except InvalidValue as error:
            fields.error(path, str(error))
    return tuple(countdowns)


def countdowns_to_toml(countdowns: tuple[Countdown, ...], original: Any) -> list[dict[str, Any]]:
    tables = []
    for index, countdown in enumerate(countdowns):
        table: dict[str, Any] = {"name": countdown.name, "boxes": countdown.boxes}
        table["marked"] = countdown.marked
        old = original[index] if isinstance(original, list) and index < len(original) else {}
        old = old if isinstance(old, Mapping) else {}
        if len(countdown.triggers) == 1 and "triggers" not in old:
            table["trigger"] = countdown.triggers[0]
        elif countdown.triggers:
            table["triggers"] = list(countdown.triggers)
        if countdown.box_triggers:
            table["box_triggers"] = list(countdown.box_triggers)
        if countdown.outcome:
            table["outcome"] = countdown.outcome
        if countdown.revealed or "revealed" in old:
            table["revealed"] = countdown.revealed
        if countdown.outcome_revealed or "outcome_revealed" in old:
            table["outcome_revealed"] = countdown.outcome_revealed
        tables.append(table)
    return merge_entries(original, tables, COUNTDOWN_KEYS)
