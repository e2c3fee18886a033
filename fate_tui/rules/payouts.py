"""Fate points owed for hostile invokes, and when they reach the character invoked against."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from fate_tui.rules.ruleset import HostilePayout


class Moment(StrEnum):
    """Points in play at which owed fate points may fall due; each includes the ones before it
    (a scene's end also ends its conflict and its exchange)."""

    END_OF_EXCHANGE = "end_of_exchange"
    END_OF_CONFLICT = "end_of_conflict"
    END_OF_SCENE = "end_of_scene"


_ORDER = (Moment.END_OF_EXCHANGE, Moment.END_OF_CONFLICT, Moment.END_OF_SCENE)

_DUE = {
    HostilePayout.AFTER_SCENE: Moment.END_OF_SCENE,
    HostilePayout.END_OF_CONFLICT: Moment.END_OF_CONFLICT,
    # Accelerated pays only a player invoked by another player, once the scene is over.
    HostilePayout.TO_GM: Moment.END_OF_SCENE,
    HostilePayout.END_OF_EXCHANGE: Moment.END_OF_EXCHANGE,
}


@dataclass(frozen=True)
class PendingPayout:
    """`amount` fate points owed to `receiver`, paid at the moment `timing` names."""

    receiver: str
    amount: int
    timing: HostilePayout
    reason: str = ""

    @property
    def due(self) -> Moment:
        return _DUE[self.timing]

    def is_due_at(self, moment: Moment) -> bool:
        return _ORDER.index(moment) >= _ORDER.index(self.due)


def settle_payouts(
    pending: Iterable[PendingPayout], moment: Moment
) -> tuple[tuple[PendingPayout, ...], tuple[PendingPayout, ...]]:
    """(payouts due now, payouts still pending) at `moment`."""
    due: list[PendingPayout] = []
    waiting: list[PendingPayout] = []
    for payout in pending:
        (due if payout.is_due_at(moment) else waiting).append(payout)
    return tuple(due), tuple(waiting)


def payout_totals(payouts: Iterable[PendingPayout]) -> dict[str, int]:
    """Fate points owed per receiver."""
    totals: dict[str, int] = {}
    for payout in payouts:
        totals[payout.receiver] = totals.get(payout.receiver, 0) + payout.amount
    return totals
