"""Fate points: spending and earning them, the session's refresh, and the GM's pool per scene."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from fate_tui.rules.character import Character
from fate_tui.rules.derived import refresh
from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.wording import counted

GM = "gm"
"""The holder id of the GM's pool, wherever fate points change hands."""


def spend(current: int, amount: int = 1, *, who: str = "the character") -> int:
    """Fate points left after spending `amount`; never below zero."""
    if amount < 0:
        raise InvalidValue(f"cannot spend a negative number of fate points ({amount})")
    if amount > current:
        raise RulesError(f"{who} has {_points(current)} and cannot spend {amount}")
    return current - amount


def award(current: int, amount: int = 1) -> int:
    """Fate points after gaining `amount`."""
    if amount < 0:
        raise InvalidValue(f"cannot award a negative number of fate points ({amount}); spend them")
    return current + amount


@dataclass(frozen=True)
class FatePointChange:
    """Fate points that move: `amount` gained (positive) or lost (negative) by `holder`."""

    holder: str
    amount: int
    reason: str = ""


def apply_changes(
    holdings: Mapping[str, int], changes: Iterable[FatePointChange]
) -> dict[str, int]:
    """`holdings` after every change; raises RulesError if anyone would go below zero."""
    result = dict(holdings)
    for change in changes:
        after = result.get(change.holder, 0) + change.amount
        if after < 0:
            have = result.get(change.holder, 0)
            raise RulesError(
                f"{change.holder} has {_points(have)} and cannot lose {-change.amount}"
                + (f" ({change.reason})" if change.reason else "")
            )
        result[change.holder] = after
    return result


def refresh_fate_points(character: Character, ruleset: RuleSet) -> int:
    """Fate points after a refresh: up to the character's refresh, never down."""
    return max(character.fate_points, refresh(character, ruleset))


def session_start(
    character: Character, ruleset: RuleSet, *, refreshed: bool = True, owed: int = 0
) -> int:
    """Fate points at the start of a session.

    `refreshed=False` when the GM rules that no refresh happened (Spirit of the Century's
    cliffhanger); `owed` adds points promised last session (a compel the GM noticed too late).
    """
    if owed < 0:
        raise InvalidValue(f"points owed cannot be negative ({owed})")
    start = refresh_fate_points(character, ruleset) if refreshed else character.fate_points
    return start + owed


@dataclass(frozen=True)
class GmPool:
    """The GM's fate points for one scene, and where they came from."""

    current: int
    from_pcs: int = 0
    carried: tuple[tuple[str, int], ...] = ()
    """(reason, points) brought in from earlier scenes."""

    @property
    def carried_total(self) -> int:
        return sum(points for _, points in self.carried)

    def spend(self, amount: int = 1) -> GmPool:
        """The pool after the GM spends `amount` (to invoke, refuse a compel, fuel a stunt)."""
        if amount < 0:
            raise InvalidValue(f"cannot spend a negative number of fate points ({amount})")
        if amount > self.current:
            if self.current == 0:
                raise RulesError(
                    "the GM's pool is empty: no more invokes this scene "
                    "(compels still cost the GM nothing)"
                )
            raise RulesError(f"the GM's pool holds {_points(self.current)}, not {amount}")
        return replace(self, current=self.current - amount)

    def add(self, amount: int = 1) -> GmPool:
        """The pool after points come in mid-scene (Accelerated: a player compels an NPC)."""
        if amount < 0:
            raise InvalidValue(f"cannot add a negative number of fate points ({amount})")
        return replace(self, current=self.current + amount)


def gm_pool_at_scene_start(
    ruleset: RuleSet,
    pcs_in_scene: int,
    *,
    conceded: int = 0,
    hostile_invokes: int = 0,
    scene_ending_compels: int = 0,
) -> GmPool:
    """The GM's pool as a scene begins: `gm_pool_per_pc` for each PC present, plus points
    carried in: what NPCs in this scene earned by conceding an earlier conflict or by being
    hostile-invoked in an earlier scene, and compels that ended the previous scene."""
    counts = {
        "PCs in the scene": pcs_in_scene,
        "conceded": conceded,
        "hostile invokes": hostile_invokes,
        "scene-ending compels": scene_ending_compels,
    }
    for label, value in counts.items():
        if value < 0:
            raise InvalidValue(f"{label} cannot be negative ({value})")
    from_pcs = ruleset.fate_points.gm_pool_per_pc * pcs_in_scene
    carried = tuple(
        (reason, points)
        for reason, points in (
            ("an NPC conceded an earlier conflict", conceded),
            ("hostile invokes on NPCs in earlier scenes", hostile_invokes),
            ("a compel ended the previous scene", scene_ending_compels),
        )
        if points
    )
    return GmPool(from_pcs + sum(p for _, p in carried), from_pcs, carried)


def gm_pool_with_pc_joining(ruleset: RuleSet, pool: int | None) -> int:
    """The GM's pool once a PC joins a scene that is still starting: the pool is one point
    per PC in the scene ("a pool of fate points equal to the number of PCs", Condensed L1066;
    "one fate point per PC that's in the scene", Accelerated L440)."""
    return (pool or 0) + ruleset.fate_points.gm_pool_per_pc


def _points(count: int) -> str:
    return counted(count, "fate point")
