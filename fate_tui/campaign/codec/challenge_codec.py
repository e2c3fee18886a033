"""A scene's running challenge and contest <-> rules Challenge and Contest."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fate_tui.campaign.codec.fields import Fields, describe
from fate_tui.campaign.codec.writing import aspect_to_toml, merge_entries
from fate_tui.rules.aspects import AspectKind
from fate_tui.rules.challenge import Challenge, Task
from fate_tui.rules.contest import Contest, ExchangeRecord, Side
from fate_tui.rules.ladder import Ladder
from fate_tui.rules.outcomes import Outcome, Resolution

CHALLENGE_KEYS = ("name", "tasks", "boosts", "exchange", "failed_defense")
TASK_KEYS = ("description", "skill", "difficulty", "attempted_by", "result", "at_cost", "note")
RESULT_KEYS = ("effort", "opposition", "outcome", "skill")
CONTEST_KEYS = (
    "sides",
    "victories_needed",
    "exchanges",
    "forfeited",
    "free_invokes",
    "twists",
    "twists_owed",
)
SIDE_KEYS = ("name", "members", "goal", "victories")
EXCHANGE_KEYS = ("efforts", "awarded", "twist", "forfeited", "free_invokes")


def read_challenge(value: Any, ladder: Ladder, fields: Fields) -> Challenge | None:
    if not isinstance(value, Mapping):
        fields.error("challenge", f"expected a [challenge] table, got {describe(value)}")
        return None
    fields.check_keys(value, CHALLENGE_KEYS, "challenge")
    tasks = []
    for path, raw in fields.tables(value, "tasks", TASK_KEYS, "challenge"):
        difficulty = raw.get("difficulty")
        result = raw.get("result")
        rolled = ""  # the skill rolled for a task open to any
        if isinstance(result, Mapping):
            rolled = fields.text(result, "skill", "", f"{path}.result")
        tasks.append(
            Task(
                description=fields.required_text(raw, "description", path),
                skill=fields.text(raw, "skill", "", path) or None,
                difficulty=None
                if difficulty is None
                else fields.rating(difficulty, f"{path}.difficulty", ladder),
                attempted_by=fields.text(raw, "attempted_by", "", path) or None,
                result=_read_result(result, f"{path}.result", ladder, fields),
                note=fields.text(raw, "note", "", path),
                rolled_skill=rolled or None,
                at_cost=fields.boolean(raw, "at_cost", False, path),
            )
        )
    boosts = fields.aspects(value, "boosts", AspectKind.BOOST, "challenge")
    exchange = None
    if "exchange" in value:
        exchange = fields.integer(value, "exchange", 1, "challenge", minimum=1)
    failed = fields.text_list(value, "failed_defense", "challenge")
    return Challenge(
        fields.text(value, "name", "", "challenge"),
        tuple(tasks),
        boosts,
        exchange=exchange,
        defended=tuple((who, False) for who in failed),
    )


def _read_result(value: Any, path: str, ladder: Ladder, fields: Fields) -> Resolution | None:
    if value is None:
        return None
    if not isinstance(value, Mapping):
        fields.error(
            path,
            'expected a table like { effort = 3, opposition = 2, outcome = "success" }, '
            f"got {describe(value)}",
        )
        return None
    fields.check_keys(value, RESULT_KEYS, path)
    effort = fields.rating(value.get("effort", 0), f"{path}.effort", ladder)
    opposition = fields.rating(value.get("opposition", 0), f"{path}.opposition", ladder)
    outcome = fields.choice(value, "outcome", [o.value for o in Outcome], "", path)
    if effort is None or opposition is None or not outcome:
        return None
    return Resolution(effort, opposition, Outcome(outcome))


def challenge_to_toml(challenge: Challenge, original: Any) -> dict[str, Any]:
    old = original if isinstance(original, Mapping) else {}
    tasks = []
    for task in challenge.tasks:
        table: dict[str, Any] = {"description": task.description}
        if task.skill:
            table["skill"] = task.skill
        if task.difficulty is not None:
            table["difficulty"] = task.difficulty
        if task.attempted_by:
            table["attempted_by"] = task.attempted_by
        if task.result is not None:
            table["result"] = {
                "effort": task.result.effort,
                "opposition": task.result.opposition,
                "outcome": task.result.outcome.value,
            }
            if task.rolled_skill:
                table["result"]["skill"] = task.rolled_skill
        if task.at_cost:
            table["at_cost"] = True
        if task.note:
            table["note"] = task.note
        tasks.append(table)
    out = dict(old)
    out["name"] = challenge.name
    out["tasks"] = merge_entries(old.get("tasks"), tasks, TASK_KEYS)
    if challenge.boosts or "boosts" in old:
        out["boosts"] = [aspect_to_toml(b) for b in challenge.boosts]
    if challenge.exchange is not None:
        out["exchange"] = challenge.exchange
    else:
        out.pop("exchange", None)
    failed = [who for who, ok in challenge.defended if not ok]
    if failed or "failed_defense" in old:
        out["failed_defense"] = failed
    return out


def read_contest(value: Any, fields: Fields) -> Contest | None:
    if not isinstance(value, Mapping):
        fields.error("contest", f"expected a [contest] table, got {describe(value)}")
        return None
    fields.check_keys(value, CONTEST_KEYS, "contest")
    sides, victories = [], []
    for path, raw in fields.tables(value, "sides", SIDE_KEYS, "contest"):
        sides.append(
            Side(
                fields.required_text(raw, "name", path),
                tuple(fields.text_list(raw, "members", path)),
                fields.text(raw, "goal", "", path),
            )
        )
        victories.append(fields.integer(raw, "victories", 0, path, minimum=0))
    if len(sides) < 2:
        fields.error("contest.sides", "a contest needs at least two sides")
        return None
    exchanges = []
    entries = fields.tables(value, "exchanges", EXCHANGE_KEYS, "contest")
    for index, (path, raw) in enumerate(entries):
        efforts = fields.table(raw, "efforts", path)
        awarded = fields.table(raw, "awarded", path)
        exchanges.append(
            ExchangeRecord(
                number=index + 1,
                efforts=tuple(
                    (side, fields.integer_value(effort, f"{path}.efforts.{side}", 0))
                    for side, effort in efforts.items()
                ),
                awarded=tuple(
                    (side, fields.integer_value(n, f"{path}.awarded.{side}", 0, minimum=0))
                    for side, n in awarded.items()
                ),
                twist=fields.boolean(raw, "twist", False, path),
                forfeited=tuple(fields.text_list(raw, "forfeited", path)),
                free_invokes=tuple(fields.text_list(raw, "free_invokes", path)),
            )
        )
    needed = value.get("victories_needed")
    return Contest(
        sides=tuple(sides),
        victories=tuple(victories),
        exchanges=tuple(exchanges),
        victories_needed=None
        if needed is None
        else fields.integer_value(needed, "contest.victories_needed", 3, minimum=1),
        forfeited=tuple(fields.text_list(value, "forfeited", "contest")),
        free_invokes=tuple(fields.text_list(value, "free_invokes", "contest")),
        twists_owed=fields.integer(value, "twists_owed", 0, "contest", minimum=0),
        twists=tuple(fields.text_list(value, "twists", "contest")),
    )


def contest_to_toml(contest: Contest, original: Any) -> dict[str, Any]:
    old = original if isinstance(original, Mapping) else {}
    out = dict(old)
    sides = []
    for side, wins in zip(contest.sides, contest.victories, strict=True):
        table: dict[str, Any] = {"name": side.name}
        if side.members:
            table["members"] = list(side.members)
        if side.goal:
            table["goal"] = side.goal
        table["victories"] = wins
        sides.append(table)
    out["sides"] = merge_entries(old.get("sides"), sides, SIDE_KEYS)
    if contest.victories_needed is not None:
        out["victories_needed"] = contest.victories_needed
    else:
        out.pop("victories_needed", None)
    exchanges = []
    for record in contest.exchanges:
        table = {"efforts": {s: e for s, e in record.efforts if e is not None}}
        if record.awarded:
            table["awarded"] = dict(record.awarded)
        if record.twist:
            table["twist"] = True
        if record.forfeited:
            table["forfeited"] = list(record.forfeited)
        if record.free_invokes:
            table["free_invokes"] = list(record.free_invokes)
        exchanges.append(table)
    for key, value in (
        ("exchanges", exchanges),
        ("forfeited", list(contest.forfeited)),
        ("free_invokes", list(contest.free_invokes)),
        ("twists", list(contest.twists)),
    ):
        if value or key in old:
            out[key] = value
    if contest.twists_owed or "twists_owed" in old:
        out["twists_owed"] = contest.twists_owed
    return out
