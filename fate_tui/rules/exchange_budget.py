"""What each character may still do in the current exchange of a conflict: one action and
one move that comes with it.

Condensed (L752): each character takes one overcome, create-an-advantage or attack "and one
move"; defending is free and unlimited (L539, Core L516, SotC L385). A move that takes the
action spends the action (`movement.py`); helping with a combined skill gives the helper's
action up (Condensed L764, Accelerated L191; the turn order passes such a helper by,
`turn_order.give_up_turns`); full defense forgoes it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from fate_tui.rules.errors import RulesError
from fate_tui.rules.movement import Move


@dataclass(frozen=True)
class ExchangeBudget:
    """What the characters have spent of a conflict's exchange: each one's action and the one
    move that comes with it (defending is free)."""

    exchange: int = 1
    acted: tuple[tuple[str, str], ...] = ()
    """(character, what their action went into) this exchange."""
    moved: tuple[str, ...] = ()
    """Characters who have used the move that comes with the action."""
    defended: tuple[str, ...] = ()
    """Who rolled to defend this exchange, once per defence: counted, never limited."""

    def defences_of(self, character_id: str) -> int:
        """How many times `character_id` defended this exchange (free, Condensed L750)."""
        return self.defended.count(character_id)

    def has_acted(self, character_id: str) -> bool:
        return any(who == character_id for who, _ in self.acted)

    def action_of(self, character_id: str) -> str | None:
        return next((what for who, what in self.acted if who == character_id), None)


def spend_action(budget: ExchangeBudget, character_id: str, doing: str) -> ExchangeBudget:
    """`character_id` uses their action for `doing` ("attack Og", "help Cynere")."""
    spent = budget.action_of(character_id)
    if spent is not None:
        raise RulesError(
            f"{character_id} already used their action this exchange ({spent}); one action "
            "per exchange, though defending is always free"
        )
    return replace(budget, acted=(*budget.acted, (character_id, doing)))


def spend_move(budget: ExchangeBudget, move: Move) -> ExchangeBudget:
    """Count `move`: a move that takes the action spends it; a free (or supplemental) one
    uses the one move an exchange allows."""
    who = move.character_id
    if move.takes_action:
        return spend_action(budget, who, f"move to {move.goal}")
    if who in budget.moved:
        raise RulesError(
            f"{who} already made the move that comes with the action this exchange; moving "
            "again takes the action"
        )
    return replace(budget, moved=(*budget.moved, who))


def record_defend(budget: ExchangeBudget, character_id: str) -> ExchangeBudget:
    """`character_id` rolled to defend: counted so the exchange can say so, and never refused,
    as defending is free and unlimited (Condensed L750, Core L516, SotC L385); it spends
    neither the action nor the move."""
    return replace(budget, defended=(*budget.defended, character_id))


def budget_words(budget: ExchangeBudget, character_id: str, *, moved: bool = False) -> str:
    """What `character_id` has spent of the exchange, in words: 'acted (attack Og), moved,
    defended twice (free)'; empty when nothing yet."""
    words = []
    action = budget.action_of(character_id)
    if action is not None:
        words.append(f"acted ({action})")
    if moved or character_id in budget.moved:
        words.append("moved")
    count = budget.defences_of(character_id)
    if count:
        times = {1: "once", 2: "twice"}.get(count, f"{count} times")
        words.append(f"defended {times} (free)")
    return ", ".join(words)


def next_exchange(budget: ExchangeBudget) -> ExchangeBudget:
    return ExchangeBudget(budget.exchange + 1)
