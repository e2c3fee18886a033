"""Weapon and Armor ratings (fate-condensed-srd.txt L1384-1390) and the issue's decisions."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.outcomes import resolve
from fate_tui.rules.rulesets import CONDENSED, SOTC
from fate_tui.rules.weapons import HitResult, hit_after_gear


def test_condensed_weapon_and_armor_ratings_weapon_two_adds_two_shifts():
    # fate-condensed-srd.txt L1388: with Weapon:2 any hit inflicts 2 more shifts.
    assert hit_after_gear(3, weapon=2) == HitResult(5, False)


def test_condensed_weapon_and_armor_ratings_weapon_counts_on_a_tie():
    # fate-condensed-srd.txt L1388: a tie inflicts stress instead of a boost.
    assert hit_after_gear(0) == HitResult(0, True)
    assert hit_after_gear(0, weapon=2) == HitResult(2, False)


def test_condensed_weapon_and_armor_ratings_armor_two_takes_two_off():
    # fate-condensed-srd.txt L1390: Armor:2 makes any hit worth 2 less.
    assert hit_after_gear(4, armor=2) == HitResult(2, False)


def test_condensed_weapon_and_armor_ratings_hit_reduced_to_zero_gives_a_boost():
    # fate-condensed-srd.txt L1390: armor bringing a hit to 0 or below: a boost, no harm.
    assert hit_after_gear(2, armor=2) == HitResult(0, True)
    assert hit_after_gear(1, armor=3) == HitResult(0, True)


def test_weapon_applies_before_armor_also_on_a_tie():
    # Issue decision (digest section 28 item 9): Weapon on a tie, then Armor.
    assert hit_after_gear(0, weapon=3, armor=1) == HitResult(2, False)
    assert hit_after_gear(0, weapon=2, armor=2) == HitResult(0, True)
    assert hit_after_gear(0, armor=2) == HitResult(0, True)  # a bare tie: still a boost


def test_condensed_hazard_machine_gun_turret_hits_on_a_tie_with_weapon_three():
    # fate-condensed-srd.txt L1208 and L1249: a Great (+4) Machine-Gun Turret, Weapon:3,
    # adds its Weapon to its shifts when it hits with a tie or better.
    tie = resolve(4, 4, CONDENSED)
    assert hit_after_gear(tie, weapon=3) == HitResult(3, False)
    assert hit_after_gear(resolve(6, 4, CONDENSED), weapon=3) == HitResult(5, False)


def test_a_miss_does_nothing_whatever_the_gear():
    assert hit_after_gear(-1, weapon=4) == HitResult(0, False)


def test_sotc_bare_tie_is_a_zero_shift_hit_without_a_boost():
    # spirit-of-the-century-srd.txt L413: stress equals the shifts; a tie has none.
    assert hit_after_gear(resolve(3, 3, SOTC), ruleset=SOTC) == HitResult(0, False)
    assert hit_after_gear(resolve(3, 3, CONDENSED), ruleset=CONDENSED) == HitResult(0, True)


@pytest.mark.parametrize("weapon, armor", [(-1, 0), (0, -2), (1.5, 0), (True, 0), (5, 0), (0, 5)])
def test_condensed_L1392_gear_ratings_are_whole_numbers_from_0_to_4(weapon, armor):
    # fate-condensed-srd.txt L1392: "We recommend a range of 0 to 4 at most."
    with pytest.raises(InvalidValue, match="whole number from 0 to 4"):
        hit_after_gear(2, weapon=weapon, armor=armor)
    assert hit_after_gear(0, weapon=4, armor=4) == HitResult(0, True)


@given(st.integers(-6, 8), st.integers(0, 3), st.integers(0, 4))
def test_property_gear_never_harms_and_boosts_at_once_and_weapon_only_helps(margin, w, a):
    result = hit_after_gear(margin, weapon=w, armor=a)
    assert result.shifts >= 0
    assert not (result.shifts and result.boost_to_attacker)
    if margin > 0:
        assert result.shifts == max(margin + w - a, 0)
    assert hit_after_gear(margin, weapon=w + 1, armor=a).shifts >= result.shifts


def test_condensed_L531_L1388_style_traded_for_a_boost_comes_off_the_geared_hit():
    # fate-condensed-srd.txt L531: with style, reduce the hit by one for a boost; L1388-1390:
    # Weapon adds to the hit, Armor takes from it. Style is judged on the roll (3 shifts),
    # the traded shift comes off what the gear leaves: 3 + 2 - 1 - 1 = 3, and a boost.
    assert hit_after_gear(3, weapon=2, armor=1, trade_shift=True) == HitResult(3, True)
    assert hit_after_gear(4, trade_shift=True, ruleset=CONDENSED) == HitResult(3, True)


def test_condensed_L531_L1390_a_trade_armor_leaves_nothing_for_gives_one_boost_and_no_harm():
    # Armor:3 leaves one shift of a 3-shift hit; trading it leaves none: no harm, one boost.
    assert hit_after_gear(3, armor=3, trade_shift=True) == HitResult(0, True)
    assert hit_after_gear(3, armor=4, trade_shift=True) == HitResult(0, True)


def test_condensed_L531_only_success_with_style_trades_a_shift():
    # A success by 2 has no style to trade, even if Weapon:2 makes the hit 4.
    with pytest.raises(RulesError, match="succeeded with style"):
        hit_after_gear(2, weapon=2, trade_shift=True)
    with pytest.raises(RulesError, match="no success with style"):
        hit_after_gear(3, trade_shift=True, ruleset=SOTC)
