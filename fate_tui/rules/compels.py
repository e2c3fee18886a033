"""Compels: offering one, accepting or refusing it, and Spirit of the Century's escalation.

Nothing is mutated: accepting or refusing returns the fate point changes to apply.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.fate_points import GM, FatePointChange
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.wording import counted


@dataclass(frozen=True)
class Compel:
    """A compel on the table, waiting for its target's answer."""

    target: str
    aspect: str
    proposer: str = GM
    """Who offered it: GM, the target themselves (a self-compel) or another player."""
    target_is_npc: bool = False
    step: int = 0
    """How far it has escalated: an index into the rule set's `compels.escalation`."""
    offscreen: bool = False
    """Spirit of the Century: a complication handed over with its fate point and no buy-out."""

    @property
    def by_gm(self) -> bool:
        return self.proposer == GM

    @property
    def self_compel(self) -> bool:
        return self.proposer == self.target


def _proposer_pays(ruleset: RuleSet, compel: Compel) -> bool:
    """A player compelling someone else's character puts up one of their own fate points."""
    return ruleset.compels.player_proposer_pays and not compel.by_gm and not compel.self_compel


def compel_holder(ruleset: RuleSet, compel: Compel) -> str:
    """Whose fate points a compel's stake moves: the target's, or for an NPC whose compels run
    through the GM's pool, the pool's."""
    feeds_pool = compel.target_is_npc and ruleset.compels.player_compel_of_npc_feeds_gm_pool
    return GM if feeds_pool else compel.target


def offer_compel(
    ruleset: RuleSet,
    target: str,
    aspect: str,
    *,
    proposer: str = GM,
    proposer_fate_points: int = 0,
    target_is_npc: bool = False,
    start_step: int = 0,
    offscreen: bool = False,
) -> Compel:
    """A compel offered to `target`. Nothing changes hands until it is accepted or refused;
    withdrawing an off-the-mark compel therefore costs no one anything.

    `start_step` 1 starts it already escalated (Spirit of the Century's Gambling Man stunt).
    """
    compel = Compel(target, aspect, proposer, target_is_npc, start_step, offscreen)
    if offscreen and not ruleset.compels.offscreen:
        raise RulesError(f"{ruleset.title} has no offscreen compels: offer the compel in play")
    if offscreen and proposer != GM:
        raise RulesError("only the GM compels offscreen, building the adventure on the aspect")
    if not 0 <= start_step < len(ruleset.compels.escalation):
        steps = len(ruleset.compels.escalation)
        raise InvalidValue(
            f"a compel's escalation step is 0 to {steps - 1} in {ruleset.title}, not {start_step}"
        )
    if _proposer_pays(ruleset, compel) and proposer_fate_points < 1:
        raise RulesError(
            f"{proposer} has no fate point to put up: a player compelling another character "
            "spends one of their own"
        )
    return compel


def compel_stake(ruleset: RuleSet, compel: Compel) -> tuple[int, int]:
    """(fate points for accepting, fate points to refuse) at the compel's escalation step."""
    if compel.step == 0:
        return ruleset.compels.accept_gain, ruleset.compels.refuse_cost
    stake = ruleset.compels.escalation[compel.step]
    return stake, stake


def accept_compel(ruleset: RuleSet, compel: Compel) -> tuple[FatePointChange, ...]:
    """The fate points that move when the target accepts: they gain the stake (GM compels come
    from the GM's endless supply, never from the pool; a player proposer pays theirs)."""
    gain, _ = compel_stake(ruleset, compel)
    changes = [FatePointChange(compel_holder(ruleset, compel), gain, f"accepted '{compel.aspect}'")]
    if _proposer_pays(ruleset, compel):
        changes.insert(0, FatePointChange(compel.proposer, -1, "put up a compel"))
    return tuple(changes)


def refuse_compel(
    ruleset: RuleSet, compel: Compel, payer_fate_points: int
) -> tuple[FatePointChange, ...]:
    """The fate points that move when the target buys out of the compel.

    `payer_fate_points`: what the target has (for an NPC whose compels feed the GM's pool, what
    the pool holds). Raises RulesError when they cannot pay: the compel then stands.
    """
    if compel.offscreen:
        raise RulesError("an offscreen compel comes with its fate point and cannot be refused")
    _, cost = compel_stake(ruleset, compel)
    payer = compel_holder(ruleset, compel)
    who = "the GM's pool" if payer == GM else compel.target
    if payer_fate_points < cost:
        if payer_fate_points <= 0:
            raise RulesError(f"{who} has no fate points, so cannot refuse: the compel stands")
        raise RulesError(
            f"refusing costs {counted(cost, 'fate point')} and {who} has {payer_fate_points}: "
            "the compel must be accepted"
        )
    changes = [FatePointChange(payer, -cost, f"refused '{compel.aspect}'")]
    if _proposer_pays(ruleset, compel):
        # The proposer's point was spent on proposing; a refusal does not give it back.
        changes.insert(0, FatePointChange(compel.proposer, -1, "put up a compel"))
    return tuple(changes)


def can_escalate(ruleset: RuleSet, compel: Compel) -> bool:
    return not compel.offscreen and compel.step + 1 < len(ruleset.compels.escalation)


def escalate_compel(ruleset: RuleSet, compel: Compel) -> Compel:
    """Instead of taking a buy-out, raise the stakes (Spirit of the Century's optional rule:
    two fate points, then three); the target answers again."""
    if not can_escalate(ruleset, compel):
        if len(ruleset.compels.escalation) <= 1:
            raise RulesError(f"{ruleset.title} has no compel escalation")
        raise RulesError(
            f"the compel is already at {ruleset.compels.escalation[compel.step]} fate points, "
            "its last escalation: the refusal stands"
        )
    return replace(compel, step=compel.step + 1)
