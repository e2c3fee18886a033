"""Invoking aspects on a roll: what is allowed under a rule set, and what it costs and gives."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.errors import RulesError, did_you_mean
from fate_tui.rules.fate_points import GM
from fate_tui.rules.payouts import PendingPayout
from fate_tui.rules.ruleset import FreeInvokeStacking, HostilePayout, RuleSet


class InvokeMode(StrEnum):
    BONUS = "bonus"
    """+2 to the invoker's own roll."""
    REROLL = "reroll"
    RAISE_DIFFICULTY = "raise_difficulty"
    """+2 to the difficulty (or opposition) of someone else's roll."""
    ALLY_BONUS = "ally_bonus"
    """+2 to an ally's roll."""


class Payment(StrEnum):
    FATE_POINT = "fate_point"
    FREE = "free"


@dataclass(frozen=True)
class Invoke:
    """One invoke on a roll.

    `aspect` None is Spirit of the Century's fate point spent on no aspect. `hostile`: the
    aspect belongs to the character the invoke works against (its owner may be owed the point).
    `aspect_owner` tells apart aspects with the same name.
    """

    aspect: str | None
    invoker: str
    mode: InvokeMode = InvokeMode.BONUS
    payment: Payment = Payment.FATE_POINT
    hostile: bool = False
    aspect_owner: str | None = None

    @property
    def paid(self) -> bool:
        return self.payment is Payment.FATE_POINT


_MODE_SWITCH = {
    InvokeMode.REROLL: ("reroll", "a reroll"),
    InvokeMode.RAISE_DIFFICULTY: ("raise_difficulty", "+2 to someone else's difficulty"),
    InvokeMode.ALLY_BONUS: ("ally_bonus", "+2 to an ally's roll"),
}


def _key(aspect: Aspect) -> tuple[str, str | None]:
    return aspect.name.lower(), aspect.owner


def _find(invoke: Invoke, aspects: Sequence[Aspect]) -> Aspect:
    name = invoke.aspect or ""
    found = [
        a
        for a in aspects
        if a.name.lower() == name.strip().lower()
        and (invoke.aspect_owner is None or a.owner == invoke.aspect_owner)
    ]
    if not found:
        hint = did_you_mean(name, [a.name for a in aspects])
        raise RulesError(f"no aspect called '{name}' is in play{hint}")
    if len(found) > 1:
        owners = ", ".join(str(a.owner) for a in found)
        raise RulesError(f"several aspects are called '{name}' (on {owners}): say whose")
    return found[0]


def _check_one(
    ruleset: RuleSet, invoke: Invoke, aspects: Sequence[Aspect], roller: str | None
) -> Aspect | None:
    rules = ruleset.invokes
    if invoke.mode in _MODE_SWITCH:
        field, words = _MODE_SWITCH[invoke.mode]
        if not getattr(rules, field):
            raise RulesError(f"{ruleset.title} has no invoke for {words}; use +2 or a reroll")
    if roller is not None:
        own_roll = invoke.invoker == roller
        if invoke.mode in (InvokeMode.BONUS, InvokeMode.REROLL) and not own_roll:
            raise RulesError(
                f"{invoke.invoker} is not rolling: invoke for +2 to an ally's roll instead"
            )
        if invoke.mode in (InvokeMode.ALLY_BONUS, InvokeMode.RAISE_DIFFICULTY) and own_roll:
            raise RulesError(f"{invoke.invoker} is rolling: invoke for +2 or a reroll instead")
    if invoke.aspect is None:
        if rules.plain_fate_point_bonus is None:
            raise RulesError(
                f"{ruleset.title} gives no bonus for a fate point on no aspect: name an aspect"
            )
        if invoke.mode is not InvokeMode.BONUS or not invoke.paid or invoke.hostile:
            raise RulesError(
                "a fate point spent on no aspect only buys a bonus, paid, on your roll"
            )
        return None
    aspect = _find(invoke, aspects)
    if aspect.is_boost and invoke.paid and not rules.boosts_paid:
        raise RulesError(f"'{aspect.name}' is a boost: boosts are only ever invoked for free")
    knows = invoke.invoker in (aspect.owner, GM) or invoke.invoker in aspect.free_invokes
    if aspect.hidden and not knows:
        raise RulesError(f"'{aspect.name}' is still hidden: it must be revealed to be invoked")
    if invoke.hostile and aspect.owner in (None, invoke.invoker):
        raise RulesError(
            f"'{aspect.name}' is not on an opposing character, so invoking it is not hostile"
        )
    return aspect


def check_invokes(
    ruleset: RuleSet,
    invokes: Sequence[Invoke],
    aspects: Sequence[Aspect],
    fate_points: Mapping[str, int],
    *,
    roller: str | None = None,
) -> None:
    """Raise RulesError for the first thing about these invokes the rule set forbids.

    `invokes` are every invoke on one roll (a reroll is still the same roll); `fate_points`
    maps each invoker (GM for the GM's pool) to the points they have; `roller` is whose roll
    it is, when known.
    """
    rules = ruleset.invokes
    working = {_key(a): a for a in aspects}
    paid: dict[tuple[str, str | None], int] = {}
    free: dict[tuple[str, str | None], int] = {}
    spent: dict[str, int] = {}
    for invoke in invokes:
        aspect = _check_one(ruleset, invoke, aspects, roller)
        if invoke.paid:
            spent[invoke.invoker] = spent.get(invoke.invoker, 0) + 1
        if aspect is None:
            continue
        key = _key(aspect)
        if invoke.paid:
            paid[key] = paid.get(key, 0) + 1
            if paid[key] > 1:
                raise RulesError(
                    f"'{aspect.name}' is already invoked with a fate point on this roll: "
                    "an aspect is paid for at most once per roll"
                )
        else:
            free[key] = free.get(key, 0) + 1
            working[key] = working[key].spend_free_invoke(invoke.invoker)
        _check_stacking(rules.free_stacking, aspect, paid.get(key, 0), free.get(key, 0))
    total_free = sum(free.values())
    if rules.max_free_per_roll is not None and total_free > rules.max_free_per_roll:
        raise RulesError(
            f"{ruleset.title} allows {rules.max_free_per_roll} free invoke(s) per roll, "
            f"not {total_free}; pay a fate point for the others"
        )
    for invoker, count in spent.items():
        have = fate_points.get(invoker, 0)
        if count > have:
            raise RulesError(f"{invoker} has {have} fate point(s) and cannot pay for {count}")


def _check_stacking(stacking: FreeInvokeStacking, aspect: Aspect, paid: int, free: int) -> None:
    total = paid + free
    if total <= 1:
        return
    # The exception to "the same aspect once per roll" covers free invokes only
    # (fate-condensed-srd.txt L373): a fate point may not join free invokes of the same aspect.
    if stacking is FreeInvokeStacking.UNLIMITED:
        if paid == 0:
            return
        raise RulesError(
            f"'{aspect.name}' is invoked both for free and with a fate point on this roll: "
            "only free invokes of one aspect stack"
        )
    if stacking is FreeInvokeStacking.STYLE_PAIR and total == 2 and paid == 0 and aspect.style_pair:
        return
    extra = (
        " (only the two free invokes of a success with style go together)"
        if stacking is FreeInvokeStacking.STYLE_PAIR
        else ""
    )
    raise RulesError(f"'{aspect.name}' can be invoked only once on the same roll{extra}")


@dataclass(frozen=True)
class InvokeResult:
    """What a roll's invokes come to."""

    aspects: tuple[Aspect, ...]
    """The aspects in play afterwards: free invokes spent, used boosts gone."""
    fate_points_spent: Mapping[str, int]
    bonus: int
    """Added to the roll."""
    difficulty_bonus: int
    """Added to the roll's difficulty or opposition."""
    rerolls: int
    payouts: tuple[PendingPayout, ...]


def apply_invokes(
    ruleset: RuleSet,
    invokes: Sequence[Invoke],
    aspects: Sequence[Aspect],
    fate_points: Mapping[str, int],
    *,
    roller: str | None = None,
    pcs: Collection[str] = (),
) -> InvokeResult:
    """Check the invokes, then spend them. `pcs` names the player characters (Accelerated pays
    a hostile invoke's point only from one player to another)."""
    check_invokes(ruleset, invokes, aspects, fate_points, roller=roller)
    rules = ruleset.invokes
    working = {_key(a): a for a in aspects}
    spent: dict[str, int] = {}
    owed: dict[tuple[str, HostilePayout], int] = {}
    bonus = difficulty = rerolls = 0
    for invoke in invokes:
        if invoke.paid:
            spent[invoke.invoker] = spent.get(invoke.invoker, 0) + 1
        if invoke.aspect is None:
            bonus += rules.plain_fate_point_bonus or 0
            continue
        aspect = _find(invoke, list(working.values()))
        if not invoke.paid:
            used = aspect.spend_free_invoke(invoke.invoker)
            if not used.free_invokes:
                used = replace(used, style_pair=False)
            working[_key(aspect)] = used
        if invoke.mode is InvokeMode.REROLL:
            rerolls += 1
        elif invoke.mode is InvokeMode.RAISE_DIFFICULTY:
            difficulty += rules.bonus
        else:
            bonus += rules.bonus
        receiver = _payout_receiver(rules.hostile_payout, invoke, aspect, pcs)
        if receiver is not None:
            key = (receiver, rules.hostile_payout)
            owed[key] = owed.get(key, 0) + 1
    kept = tuple(a for a in working.values() if not (a.is_boost and not a.free_invokes))
    payouts = tuple(
        PendingPayout(receiver, amount, timing, "hostile invokes")
        for (receiver, timing), amount in owed.items()
    )
    return InvokeResult(kept, spent, bonus, difficulty, rerolls, payouts)


def _payout_receiver(
    timing: HostilePayout, invoke: Invoke, aspect: Aspect, pcs: Collection[str]
) -> str | None:
    """Who is owed the fate point of this invoke, if anyone. Free invokes never pay."""
    if not (invoke.paid and invoke.hostile) or aspect.owner is None:
        return None
    if timing is HostilePayout.TO_GM and not (invoke.invoker in pcs and aspect.owner in pcs):
        return None
    return aspect.owner


_SCENE_KINDS = frozenset({AspectKind.BOOST, AspectKind.SITUATION, AspectKind.ZONE})


def drop_boosts(aspects: Sequence[Aspect]) -> tuple[Aspect, ...]:
    """The aspects without boosts: none outlives its scene."""
    return tuple(a for a in aspects if not a.is_boost)


def clear_scene_aspects(aspects: Sequence[Aspect]) -> tuple[Aspect, ...]:
    """The aspects left once a scene is over: boosts, situation and zone aspects are gone."""
    return tuple(a for a in aspects if a.kind not in _SCENE_KINDS)
