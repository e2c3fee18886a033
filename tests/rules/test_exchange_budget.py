"""An exchange's budget: one action and one move, defending counted but never limited
(fate-condensed-srd.txt L750; spirit-of-the-century-srd.txt L385, L387)."""

import pytest

from fate_tui.rules.errors import RulesError
from fate_tui.rules.exchange_budget import (
    ExchangeBudget,
    budget_words,
    record_defend,
    spend_action,
)
from fate_tui.rules.sotc_conflict import check_early_full_defense


def test_condensed_L750_defending_as_many_times_as_needed_spends_nothing():
    # L750: "characters can defend as many times as they need to during other characters'
    # turns"; the one action stays theirs.
    budget = ExchangeBudget()
    for _ in range(3):
        budget = record_defend(budget, "cynere")
    assert budget.defences_of("cynere") == 3
    assert budget.defences_of("landon") == 0
    assert not budget.has_acted("cynere")
    acted = spend_action(budget, "cynere", "attack Og")
    assert budget_words(acted, "cynere") == "acted (attack Og), defended 3 times (free)"
    assert budget_words(record_defend(ExchangeBudget(), "og"), "og") == "defended once (free)"
    assert budget_words(ExchangeBudget(moved=("og",)), "og") == "moved"
    assert budget_words(ExchangeBudget(), "og") == ""
    with pytest.raises(RulesError, match="defending is always free"):
        spend_action(acted, "cynere", "attack Og again")


def test_sotc_L387_full_defense_declared_before_acting_not_after():
    # L387: declared at the beginning of the exchange rather than on one's turn, or when
    # first attacked if one has not acted yet.
    check_early_full_defense("brick", acted=("lucky",), active="imogen")
    with pytest.raises(RulesError, match="already acted"):
        check_early_full_defense("lucky", acted=("lucky",), active="imogen")
    with pytest.raises(RulesError, match="turn"):
        check_early_full_defense("imogen", acted=(), active="imogen")
