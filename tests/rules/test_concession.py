"""Conceding: timing, fate points, and Spirit of the Century's offers and override."""

from dataclasses import replace

import pytest

from fate_tui.rules.character import Character
from fate_tui.rules.concession import (
    FatePointAward,
    apply_awards,
    check_can_concede,
    concession_fate_points,
    demand_different_fate,
    refused_offer_awards,
)
from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, SOTC


def test_condensed_conceding_one_point_plus_one_per_consequence():
    # fate-condensed-srd.txt L856: a fate point plus one for each consequence taken in the
    # current conflict.
    assert [concession_fate_points(n, CONDENSED) for n in range(4)] == [1, 2, 3, 4]


def test_condensed_gm_fate_points_example_alice_conceded_after_a_moderate():
    # fate-condensed-srd.txt L1068: Alice conceded after taking a moderate consequence and
    # brings two fate points to the GM's pool (four PCs give four more).
    assert concession_fate_points(1, CONDENSED) == 2
    assert 4 + concession_fate_points(1, CONDENSED) == 6


def test_core_conceding_example_landon_gets_three_fate_points():
    # fate-core-actions-and-conflicts.txt L638: a mild and a moderate consequence, so one
    # point for conceding and two more.
    assert concession_fate_points(2, CORE) == 3


def test_accelerated_giving_in_one_point_plus_one_per_consequence():
    # fate-accelerated.txt L342.
    assert concession_fate_points(0, ACCELERATED) == 1
    assert concession_fate_points(3, ACCELERATED) == 4


def _concedes_only_before_the_roll(rules) -> None:
    check_can_concede(rules, dice_rolled=False)
    with pytest.raises(RulesError, match="already on the table"):
        check_can_concede(rules, dice_rolled=True, who="Charles")
    with pytest.raises(RulesError):
        check_can_concede(rules, dice_rolled=True, taking_consequence=True)


def test_condensed_conceding_only_before_the_dice_hit_the_table():
    # fate-condensed-srd.txt L856 and L862.
    _concedes_only_before_the_roll(CONDENSED)


def test_core_L624_conceding_only_before_the_roll():
    # fate-core-actions-and-conflicts.txt L624.
    _concedes_only_before_the_roll(CORE)


def test_accelerated_L338_conceding_before_the_opponent_rolls():
    # fate-accelerated.txt L338 (before the opponent rolls).
    _concedes_only_before_the_roll(ACCELERATED)


def test_sotc_concession_may_be_offered_when_taking_a_consequence():
    # spirit-of-the-century-srd.txt L433: any time a character takes a consequence.
    check_can_concede(SOTC, dice_rolled=True, taking_consequence=True)
    check_can_concede(SOTC, dice_rolled=False)
    with pytest.raises(RulesError, match="taking a consequence"):
        check_can_concede(SOTC, dice_rolled=True)
    assert concession_fate_points(2, SOTC) == 0


def test_unknown_concession_timing_is_reported():
    rules = replace(CORE, concession=replace(CORE.concession, timing="whenever"))
    with pytest.raises(InvalidValue, match="'before the roll'"):
        check_can_concede(rules, dice_rolled=False)


def test_sotc_refused_reasonable_concession_pays_offerer_and_costs_refuser():
    # spirit-of-the-century-srd.txt L433: offerer +1, refuser -1 if the GM deems it
    # reasonable.
    awards = refused_offer_awards("jet", "baron", SOTC, reasonable=True)
    assert [(a.character_id, a.amount) for a in awards] == [("jet", 1), ("baron", -1)]
    assert refused_offer_awards("jet", "baron", SOTC, reasonable=False) == ()
    assert refused_offer_awards("jet", "baron", CORE, reasonable=True) == ()
    people = {
        "jet": Character("jet", "Jet", fate_points=2),
        "baron": Character("baron", "Baron", fate_points=0),
    }
    paid = apply_awards(people, awards)
    assert (paid["jet"].fate_points, paid["baron"].fate_points) == (3, 0)


def test_sotc_taken_out_player_spends_all_fate_points_to_change_fate():
    # spirit-of-the-century-srd.txt L432: all remaining fate points, minimum one.
    jet = Character("jet", "Jet", fate_points=4, taken_out=True)
    assert demand_different_fate(jet, SOTC).fate_points == 0
    with pytest.raises(RulesError, match="at least one"):
        demand_different_fate(replace(jet, fate_points=0), SOTC)
    with pytest.raises(RulesError, match="not taken out"):
        demand_different_fate(replace(jet, taken_out=False), SOTC)
    with pytest.raises(RulesError):
        demand_different_fate(jet, CONDENSED)


def test_apply_awards_leaves_unknown_receivers_to_the_caller():
    people = {"a": Character("a", "A", fate_points=1)}
    paid = apply_awards(people, [FatePointAward("gm", 2, "hostile invoke")])
    assert paid == people
