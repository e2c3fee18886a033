"""Where a consequence stands on its way to clearing, in words: the same sentence on the GM's
sheet and in the players' view."""

from __future__ import annotations

from fate_tui.rules.character import Consequence
from fate_tui.rules.recovery import clears_in, treatment_difficulty
from fate_tui.rules.ruleset import RuleSet, Severity


def recovery_state(consequence: Consequence, rules: RuleSet) -> str:
    """Where a consequence stands on its way to clearing, in words."""
    if consequence.severity is Severity.EXTREME:
        return "no recovery: it stays until it is reset"
    if consequence.recovering:
        remaining = clears_in(consequence, rules)
        if remaining is None:
            return "recovering"
        period, count = remaining
        if count <= 1:
            return f"recovering: clears when the {period.value} ends"
        return f"recovering: clears after {count} more {period.value}s"
    difficulty = treatment_difficulty(consequence, rules)
    if difficulty is None:
        return "recovers with rest"
    return f"needs treatment: overcome at {rules.ladder.label(difficulty)}"
