"""A scene's running conflict (with its elective turn order) and the fate points owed for
hostile invokes <-> rules values."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fate_tui.campaign.codec.fields import Fields, describe
from fate_tui.campaign.codec.writing import merge_entries
from fate_tui.rules.conflict import Concession, Conflict, HarmTaken, ProtectingBlock, Side
from fate_tui.rules.obstacles import hazard_name
from fate_tui.rules.payouts import PendingPayout
from fate_tui.rules.ruleset import HostilePayout, Severity
from fate_tui.rules.teamwork import FullDefense
from fate_tui.rules.turn_order import ElectiveOrder

CONFLICT_KEYS = (
    "kind",
    "sides",
    "exchange",
    "taken_out",
    "concessions",
    "harm",
    "dice_on_table",
    "ended",
    "acted",
    "active",
    "order",
    "full_defense",
    "attached",
    "moved",
    "held",
    "blocks",
    "defended",
    "going_first",
    "reinforcements",
    "minions_lost",
)
REINFORCEMENT_KEYS = ("minions", "count")
BLOCK_KEYS = ("by", "protecting", "strength")
ATTACHED_KEYS = ("leader", "minions")
FULL_DEFENSE_KEYS = ("who", "bonus", "defended", "protecting")
KINDS = ("physical", "mental")
CONCESSION_KEYS = ("who", "fate_points", "terms", "exchange")
HARM_KEYS = ("who", "slot", "severity", "exchange")
PAYOUT_KEYS = ("to", "points", "when", "reason")


def read_conflict(
    value: Any, fields: Fields, hazards: tuple[str, ...] = ()
) -> tuple[Conflict | None, ElectiveOrder | None]:
    """The conflict and its turn order; `hazards` are the turn ids of the scene's hazards,
    which take turns without being on a side."""
    if not isinstance(value, Mapping):
        fields.error("conflict", f"expected a [conflict] table, got {describe(value)}")
        return None, None
    fields.check_keys(value, CONFLICT_KEYS, "conflict")
    sides = []
    for path, raw in fields.tables(value, "sides", ("name", "members"), "conflict"):
        sides.append(
            Side(
                fields.required_text(raw, "name", path),
                tuple(fields.text_list(raw, "members", path)),
            )
        )
    if len(sides) < 2:
        fields.error("conflict.sides", "a conflict needs at least two sides")
        return None, None
    exchange = fields.integer(value, "exchange", 1, "conflict", minimum=1)
    conflict = Conflict(
        sides=tuple(sides),
        exchange=exchange,
        taken_out=tuple(fields.text_list(value, "taken_out", "conflict")),
        concessions=tuple(_read_concessions(value, fields)),
        harm=tuple(_read_harm(value, fields)),
        dice_on_table=fields.boolean(value, "dice_on_table", False, "conflict"),
        ended=fields.boolean(value, "ended", False, "conflict"),
        mental=fields.choice(value, "kind", list(KINDS), "physical", "conflict") == "mental",
        order=tuple(fields.text_list(value, "order", "conflict")),
        full_defenses=tuple(_read_full_defenses(value, fields)),
        moved=tuple(fields.text_list(value, "moved", "conflict")),
        held=tuple(fields.text_list(value, "held", "conflict")),
        blocks=tuple(
            ProtectingBlock(
                fields.required_text(raw, "by", path),
                fields.required_text(raw, "protecting", path),
                fields.integer(raw, "strength", 0, path),
            )
            for path, raw in fields.tables(value, "blocks", BLOCK_KEYS, "conflict")
        ),
        defends=tuple(fields.text_list(value, "defended", "conflict")),
        going_first=tuple(fields.text_list(value, "going_first", "conflict")),
        reinforcements=tuple(
            (
                fields.required_text(raw, "minions", path),
                fields.integer(raw, "count", 1, path, minimum=1),
            )
            for path, raw in fields.tables(value, "reinforcements", REINFORCEMENT_KEYS, "conflict")
        ),
        minions_lost=tuple(
            (
                fields.required_text(raw, "minions", path),
                fields.integer(raw, "count", 1, path, minimum=1),
            )
            for path, raw in fields.tables(value, "minions_lost", REINFORCEMENT_KEYS, "conflict")
        ),
        attached=tuple(
            (fields.required_text(raw, "leader", path), fields.required_text(raw, "minions", path))
            for path, raw in fields.tables(value, "attached", ATTACHED_KEYS, "conflict")
        ),
    )
    members = conflict.members
    for key in ("taken_out", "acted", "order", "held", "defended", "going_first"):
        for who in fields.text_list(value, key, "conflict"):
            hazard = who in hazards if key == "acted" else key == "order" and hazard_name(who)
            if who not in members and not hazard:
                fields.error(f"conflict.{key}", f"'{who}' is on no side of this conflict")
    for block in conflict.blocks:
        for who in (block.blocker, block.protected):
            if who not in members:
                fields.error("conflict.blocks", f"'{who}' is on no side of this conflict")
    order = None
    if "acted" in value or "active" in value or "order" in value:
        active = fields.text(value, "active", "", "conflict") or None
        # A hazard keeps its place in a skill order; one no longer in the scene has none.
        ranked = tuple(m for m in conflict.order if m in members or m in hazards)
        ranked += tuple(m for m in (*members, *hazards) if m not in ranked)
        order = ElectiveOrder(
            participants=tuple(m for m in ranked if m in hazards or conflict.takes_turns(m)),
            acted=tuple(fields.text_list(value, "acted", "conflict")),
            active=active,
            exchange=exchange,
        )
    return conflict, order


def _read_full_defenses(value: Mapping[str, Any], fields: Fields) -> list[FullDefense]:
    found = []
    for path, raw in fields.tables(value, "full_defense", FULL_DEFENSE_KEYS, "conflict"):
        found.append(
            FullDefense(
                fields.required_text(raw, "who", path),
                fields.integer(raw, "bonus", 2, path, minimum=0),
                protecting=tuple(fields.text_list(raw, "protecting", path)),
                defended=fields.boolean(raw, "defended", False, path),
            )
        )
    return found


def _read_concessions(value: Mapping[str, Any], fields: Fields) -> list[Concession]:
    found = []
    for path, raw in fields.tables(value, "concessions", CONCESSION_KEYS, "conflict"):
        found.append(
            Concession(
                character_id=fields.required_text(raw, "who", path),
                fate_points=fields.integer(raw, "fate_points", 0, path, minimum=0),
                terms=fields.text(raw, "terms", "", path),
                exchange=fields.integer(raw, "exchange", 1, path, minimum=1),
            )
        )
    return found


def _read_harm(value: Mapping[str, Any], fields: Fields) -> list[HarmTaken]:
    found = []
    for path, raw in fields.tables(value, "harm", HARM_KEYS, "conflict"):
        severity = fields.choice(raw, "severity", [s.value for s in Severity], "mild", path)
        found.append(
            HarmTaken(
                character_id=fields.required_text(raw, "who", path),
                name=fields.required_text(raw, "slot", path),
                severity=Severity(severity),
                exchange=fields.integer(raw, "exchange", 1, path, minimum=1),
            )
        )
    return found


def conflict_to_toml(
    conflict: Conflict, order: ElectiveOrder | None, original: Any
) -> dict[str, Any]:
    old = original if isinstance(original, Mapping) else {}
    out = dict(old)
    if conflict.mental or "kind" in old:
        out["kind"] = "mental" if conflict.mental else "physical"
    sides = [{"name": s.name, "members": list(s.members)} for s in conflict.sides]
    out["sides"] = merge_entries(old.get("sides"), sides, ("name", "members"))
    out["exchange"] = conflict.exchange
    optional: dict[str, Any] = {
        "taken_out": list(conflict.taken_out),
        "concessions": [
            {
                "who": c.character_id,
                "fate_points": c.fate_points,
                "terms": c.terms,
                "exchange": c.exchange,
            }
            for c in conflict.concessions
        ],
        "harm": [
            {
                "who": h.character_id,
                "slot": h.name,
                "severity": h.severity.value,
                "exchange": h.exchange,
            }
            for h in conflict.harm
        ],
        "dice_on_table": conflict.dice_on_table,
        "ended": conflict.ended,
        "acted": list(order.acted) if order else [],
        "active": order.active if order and order.active else None,
        "order": list(conflict.order),
        "full_defense": [_full_defense_table(d) for d in conflict.full_defenses],
        "attached": [{"leader": w, "minions": g} for w, g in conflict.attached],
        "moved": list(conflict.moved),
        "held": list(conflict.held),
        "blocks": [
            {"by": b.blocker, "protecting": b.protected, "strength": b.strength}
            for b in conflict.blocks
        ],
        "defended": list(conflict.defends),
        "going_first": list(conflict.going_first),
        "reinforcements": [{"minions": g, "count": n} for g, n in conflict.reinforcements],
        "minions_lost": [{"minions": g, "count": n} for g, n in conflict.minions_lost],
    }
    for key, raw in optional.items():
        if raw in (None, [], False) and key not in old:
            continue
        if raw is None:
            out.pop(key, None)
        else:
            out[key] = raw
    return out


def _full_defense_table(defense: FullDefense) -> dict[str, Any]:
    table: dict[str, Any] = {
        "who": defense.character_id,
        "bonus": defense.bonus,
        "defended": defense.defended,
    }
    if defense.protecting:
        table["protecting"] = list(defense.protecting)
    return table


def read_payouts(data: Mapping[str, Any], fields: Fields) -> tuple[PendingPayout, ...]:
    payouts = []
    timings = [t.value for t in HostilePayout]
    for path, raw in fields.tables(data, "pending_payouts", PAYOUT_KEYS):
        payouts.append(
            PendingPayout(
                receiver=fields.required_text(raw, "to", path),
                amount=fields.integer(raw, "points", 1, path, minimum=1),
                timing=HostilePayout(fields.choice(raw, "when", timings, "after_scene", path)),
                reason=fields.text(raw, "reason", "", path),
            )
        )
    return tuple(payouts)


def payouts_to_toml(payouts: tuple[PendingPayout, ...]) -> list[dict[str, Any]]:
    tables = []
    for payout in payouts:
        table: dict[str, Any] = {
            "to": payout.receiver,
            "points": payout.amount,
            "when": payout.timing.value,
        }
        if payout.reason:
            table["reason"] = payout.reason
        tables.append(table)
    return tables
