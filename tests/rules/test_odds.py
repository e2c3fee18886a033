"""Exact odds: checked against brute-force enumeration of every dice outcome."""

from __future__ import annotations

import dataclasses
import itertools
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.odds import (
    DICE_COUNTS,
    FOUR_DF,
    FOUR_DF_DIFFERENCE,
    Odds,
    odds,
    odds_report,
    odds_with_invokes,
    odds_with_reroll,
)
from fate_tui.rules.outcomes import OUTCOME_ORDER, Outcome, resolve
from fate_tui.rules.overrides import enable_options
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, RULESETS, SOTC
from fate_tui.rules.scale import ScaleBenefit, apply_scale

ALL_DICE = list(itertools.product((-1, 0, 1), repeat=4))
TOTAL_COUNTS = Counter(sum(dice) for dice in ALL_DICE)

rulesets = st.sampled_from(list(RULESETS.values()))
ratings = st.integers(-4, 10)
bonuses = st.integers(-3, 4)
targets = st.sampled_from(OUTCOME_ORDER)


def brute_force(rating, opposition, ruleset, bonus=0, opposed=False) -> Odds:
    """Resolve every arrangement of the dice (81, or 81 * 81 when opposed) and count."""
    counts = Counter()
    theirs = ALL_DICE if opposed else [(0, 0, 0, 0)]
    for their_dice in theirs:
        their_effort = opposition + sum(their_dice)
        for my_dice in ALL_DICE:
            effort = rating + bonus + sum(my_dice)
            counts[resolve(effort, their_effort, ruleset).outcome] += 1
    total = len(theirs) * len(ALL_DICE)
    return Odds(*(Fraction(counts[outcome], total) for outcome in OUTCOME_ORDER))


def brute_force_reroll(rating, difficulty, ruleset, bonus, target) -> Odds:
    """Every first roll, and for a first roll short of `target` every reroll (81 * 81)."""
    counts = Counter()
    for first in ALL_DICE:
        outcome = resolve(rating + bonus + sum(first), difficulty, ruleset).outcome
        if OUTCOME_ORDER.index(outcome) >= OUTCOME_ORDER.index(target):
            counts[outcome] += 81
            continue
        for second in ALL_DICE:
            counts[resolve(rating + bonus + sum(second), difficulty, ruleset).outcome] += 1
    return Odds(*(Fraction(counts[outcome], 81 * 81) for outcome in OUTCOME_ORDER))


def test_four_df_distribution_is_1_4_10_16_19_16_10_4_1_over_81():
    assert list(DICE_COUNTS.items()) == list(
        zip(range(-4, 5), (1, 4, 10, 16, 19, 16, 10, 4, 1), strict=True)
    )
    assert dict(DICE_COUNTS) == dict(TOTAL_COUNTS)
    assert sum(FOUR_DF.values()) == 1
    assert FOUR_DF[0] == Fraction(19, 81)


def test_difference_of_two_4df_matches_enumeration():
    counts = Counter(sum(a) - sum(b) for a in ALL_DICE for b in ALL_DICE)
    assert {d: Fraction(c, 6561) for d, c in counts.items()} == dict(FOUR_DF_DIFFERENCE)
    assert sum(FOUR_DF_DIFFERENCE.values()) == 1
    assert FOUR_DF_DIFFERENCE[8] == Fraction(1, 6561)
    assert all(FOUR_DF_DIFFERENCE[d] == FOUR_DF_DIFFERENCE[-d] for d in range(9))


def test_odds_of_good_against_fair_are_exact():
    result = odds(3, 2, CONDENSED)
    # Needs dice >= -1 to tie or better: fail on -4..-2, tie on -1, success on 0..1, style 2+.
    assert result == Odds(Fraction(15, 81), Fraction(16, 81), Fraction(35, 81), Fraction(15, 81))


def test_bonus_is_the_same_as_a_higher_rating():
    assert odds(2, 3, CORE, bonus=2) == odds(4, 3, CORE)


@settings(max_examples=60, deadline=None)
@given(rulesets, ratings, ratings, bonuses)
def test_odds_against_a_difficulty_match_enumeration_and_sum_to_one(rs, rating, opp, bonus):
    result = odds(rating, opp, rs, bonus=bonus)
    assert sum(result.as_dict().values()) == 1
    assert result == brute_force(rating, opp, rs, bonus)


@settings(max_examples=12, deadline=None)
@given(rulesets, ratings, ratings, bonuses)
def test_opposed_odds_match_enumeration_of_81_by_81_rolls(rs, rating, opp, bonus):
    result = odds(rating, opp, rs, bonus=bonus, opposed=True)
    assert sum(result.as_dict().values()) == 1
    assert result == brute_force(rating, opp, rs, bonus, opposed=True)


@settings(max_examples=30, deadline=None)
@given(rulesets, ratings, ratings, bonuses, targets)
def test_reroll_odds_match_enumeration(rs, rating, difficulty, bonus, target):
    result = odds_with_reroll(rating, difficulty, rs, bonus=bonus, target=target)
    assert sum(result.as_dict().values()) == 1
    assert result == brute_force_reroll(rating, difficulty, rs, bonus, target)


def test_opposed_reroll_matches_enumeration_over_totals():
    # Condition on the opposition's total; only your own dice are rerolled.
    rating, opposition = 3, 4
    counts = Counter()
    for theirs, mine, again in itertools.product(range(-4, 5), repeat=3):
        weight = DICE_COUNTS[theirs] * DICE_COUNTS[mine] * DICE_COUNTS[again]
        first = resolve(rating + mine, opposition + theirs, CONDENSED).outcome
        if first not in (Outcome.SUCCESS, Outcome.SUCCESS_WITH_STYLE):
            first = resolve(rating + again, opposition + theirs, CONDENSED).outcome
        counts[first] += weight
    expected = Odds(*(Fraction(counts[o], 81**3) for o in OUTCOME_ORDER))
    result = odds_with_reroll(rating, opposition, CONDENSED, opposed=True)
    assert result == expected
    assert sum(result.as_dict().values()) == 1


@settings(max_examples=60, deadline=None)
@given(rulesets, ratings, ratings, bonuses, targets, st.booleans())
def test_a_reroll_never_lowers_the_chance_of_reaching_its_target(
    rs, rating, opp, bonus, target, opposed
):
    base = odds(rating, opp, rs, bonus=bonus, opposed=opposed)
    rerolled = odds_with_reroll(rating, opp, rs, bonus=bonus, opposed=opposed, target=target)
    assert rerolled.at_least(target) >= base.at_least(target)


def test_rerolling_only_below_fail_changes_nothing():
    assert odds_with_reroll(2, 3, CONDENSED, target="fail") == odds(2, 3, CONDENSED)


def test_reroll_target_decides_when_to_reroll():
    # Rerolling ties too (target success) helps success-or-better more than rerolling
    # only failures (target tie).
    on_ties = odds_with_reroll(3, 3, CONDENSED, target=Outcome.SUCCESS)
    on_fails = odds_with_reroll(3, 3, CONDENSED, target=Outcome.TIE)
    assert on_ties.at_least("success") > on_fails.at_least("success")
    assert on_fails.at_least("tie") > on_ties.at_least("tie")


@settings(max_examples=60, deadline=None)
@given(rulesets, ratings, ratings, bonuses, st.integers(0, 4), st.booleans())
def test_each_invoke_adds_the_rule_sets_bonus(rs, rating, opp, bonus, invokes, opposed):
    invoked = odds_with_invokes(rating, opp, rs, invokes, bonus=bonus, opposed=opposed)
    step = rs.invokes.bonus
    assert invoked == odds(rating, opp, rs, bonus=bonus + step * invokes, opposed=opposed)
    more = odds_with_invokes(rating, opp, rs, invokes + 1, bonus=bonus, opposed=opposed)
    assert more.at_least(Outcome.SUCCESS) >= invoked.at_least(Outcome.SUCCESS)


def test_invoke_bonus_comes_from_the_rule_set():
    generous = dataclasses.replace(
        CONDENSED, invokes=dataclasses.replace(CONDENSED.invokes, bonus=3)
    )
    assert odds_with_invokes(1, 3, generous, 1) == odds(4, 3, CONDENSED)


def test_negative_invokes_are_refused():
    with pytest.raises(InvalidValue, match="0 or more"):
        odds_with_invokes(1, 1, CONDENSED, -1)


def test_reroll_refused_when_the_rule_set_has_none():
    no_reroll = dataclasses.replace(
        CONDENSED, invokes=dataclasses.replace(CONDENSED.invokes, reroll=False)
    )
    with pytest.raises(RulesError, match="no reroll"):
        odds_with_reroll(1, 1, no_reroll)
    assert odds_report(1, 1, no_reroll).with_reroll is None


def test_odds_report_bundles_base_invokes_and_reroll():
    report = odds_report(2, 4, CORE, bonus=1, opposed=True, max_invokes=3)
    assert report.base == odds(2, 4, CORE, bonus=1, opposed=True)
    assert report.with_invokes == tuple(
        odds(2, 4, CORE, bonus=1 + 2 * n, opposed=True) for n in (1, 2, 3)
    )
    assert report.with_reroll == odds_with_reroll(2, 4, CORE, bonus=1, opposed=True)


@settings(max_examples=40, deadline=None)
@given(ratings, ratings, st.booleans())
def test_sotc_has_no_ties_and_meeting_counts_as_success(rating, opp, opposed):
    sotc = odds(rating, opp, SOTC, opposed=opposed)
    condensed = odds(rating, opp, CONDENSED, opposed=opposed)
    assert sotc.tie == 0
    assert sotc.at_least(Outcome.SUCCESS) == condensed.at_least(Outcome.TIE)
    assert sotc.success_with_style == condensed.success_with_style


def test_odds_value_accessors():
    result = odds(2, 2, ACCELERATED)
    assert list(result.as_dict()) == [o.value for o in OUTCOME_ORDER]
    assert list(result.as_dict()) == ["fail", "tie", "success", "success_with_style"]
    assert result.at_least("fail") == 1
    assert result.at_least(Outcome.SUCCESS_WITH_STYLE) == result.success_with_style
    assert result.at_least("success") == Fraction(31, 81)
    assert result.chance("success with style") == Fraction(5, 81)
    assert sum(result.as_floats().values()) == pytest.approx(1.0)
    assert result.as_floats()["tie"] == pytest.approx(19 / 81)
    with pytest.raises(InvalidValue, match="not an outcome"):
        result.at_least("victory")


def test_core_how_hard_should_skill_rolls_be_two_steps_above():
    # fate-core-actions-and-conflicts.txt L237: Fair (+2) skill vs Great (+4) opposition
    # "will probably fail or need to invoke aspects to succeed".
    result = odds(2, 4, CORE)
    assert result.fail == Fraction(66, 81)
    assert result.at_least(Outcome.SUCCESS) == Fraction(5, 81)
    assert odds_with_invokes(2, 4, CORE, 1).at_least(Outcome.SUCCESS) == Fraction(31, 81)


def test_core_how_hard_should_skill_rolls_be_two_steps_below():
    # fate-core-actions-and-conflicts.txt L239: Fair (+2) skill vs Mediocre (+0) opposition
    # "will probably not need to invoke aspects and will probably succeed with style".
    result = odds(2, 0, CORE)
    assert result.at_least(Outcome.SUCCESS) == Fraction(66, 81)
    # The text overstates the second half: success with style needs +1 or better on the dice.
    assert result.success_with_style == Fraction(31, 81)


def test_core_how_hard_should_skill_rolls_be_between_that_range():
    # fate-core-actions-and-conflicts.txt L241: within one step of the skill "there's a
    # roughly equal chance that they'll tie or succeed, and a roughly equal chance that they
    # will or won't need to invoke aspects to do so". Fair (+2) skill against Good (+3), Fair
    # (+2) and Average (+1): tying or better without an invoke runs from 31/81 to 66/81,
    # around one half (50/81 at equal ratings); one step up, a tie and a success are about
    # as likely (16/81 and 14/81).
    above, level, below = odds(2, 3, CORE), odds(2, 2, CORE), odds(2, 1, CORE)
    assert [o.at_least(Outcome.TIE) for o in (above, level, below)] == [
        Fraction(31, 81),
        Fraction(50, 81),
        Fraction(66, 81),
    ]
    assert (above.tie, above.success) == (Fraction(16, 81), Fraction(14, 81))
    assert (level.tie, level.success, level.success_with_style) == (
        Fraction(19, 81),
        Fraction(26, 81),
        Fraction(5, 81),
    )
    # One invoke (+2) turns most of the rest into at least a tie.
    assert odds_with_invokes(2, 2, CORE, 1).at_least(Outcome.TIE) == Fraction(76, 81)


def test_core_how_hard_should_skill_rolls_be_fair_challenges_all_but_great():
    # fate-core-actions-and-conflicts.txt L249: a Fair (+2) difficulty "provides a decent
    # challenge for every skill level except Great (+4)". Against Fair, success or better for
    # Mediocre .. Great skills: only Great is the "two or more steps lower" case of L239.
    chances = [odds(skill, 2, CORE).at_least(Outcome.SUCCESS) for skill in range(5)]
    assert chances == [Fraction(n, 81) for n in (5, 15, 31, 50, 66)]
    assert odds(4, 2, CORE) == odds(2, 0, CORE)


def test_core_challenges_good_opposition_gives_even_chances():
    # fate-core-actions-and-conflicts.txt L304: Good (+3) opposition against Zird's Good (+3)
    # skills "she wants him to have even chances": failing and succeeding are equally likely.
    result = odds(3, 3, CORE)
    assert result.fail == result.at_least(Outcome.SUCCESS) == Fraction(31, 81)
    assert result.tie == Fraction(19, 81)


def test_accelerated_invoking_reroll_best_after_a_minus_3_or_minus_4():
    # fate-accelerated.txt L408: a reroll "is best if you rolled really lousy (usually a -3
    # or -4 showing on the dice)": a fresh roll beats -3 almost always, but beats 0 rarely.
    assert sum(p for total, p in FOUR_DF.items() if total > -3) == Fraction(76, 81)
    assert sum(p for total, p in FOUR_DF.items() if total > 0) == Fraction(31, 81)


@pytest.mark.parametrize(
    ("rating", "opposition", "levels", "opposed"),
    [(4, 1, 2, True), (2, 2, 1, False), (1, 3, 1, False), (3, 3, 2, True)],
)
def test_odds_count_scale_after_a_success_as_the_roll_resolves(rating, opposition, levels, opposed):
    # fate-condensed-srd.txt L1282: +2 per level to the result after the roll, if it succeeds.
    # The odds before the dice must agree with the result scale gives each arrangement of them
    # (a success lifted into style), not with the roll without scale.
    # Each total of four dice weighted by how many of the 81 arrangements give it.
    counts = Counter()
    theirs = TOTAL_COUNTS if opposed else Counter({0: 1})
    for their_total, their_ways in theirs.items():
        for my_total, my_ways in TOTAL_COUNTS.items():
            scaled = apply_scale(
                ScaleBenefit.AFTER_SUCCESS,
                levels,
                rating + my_total,
                opposition + their_total,
                enable_options(CONDENSED, ["scale"]),
            )
            counts[scaled.resolution.outcome] += their_ways * my_ways
    total = sum(theirs.values()) * 81
    expected = Odds(*(Fraction(counts[o], total) for o in OUTCOME_ORDER))
    result = odds(rating, opposition, CONDENSED, opposed=opposed, after_success=2 * levels)
    assert result == expected
    assert result != odds(rating, opposition, CONDENSED, opposed=opposed)
    report = odds_report(rating, opposition, CONDENSED, opposed=opposed, after_success=2 * levels)
    assert report.base == result
    assert report.with_invokes[0] == odds(
        rating, opposition, CONDENSED, bonus=2, opposed=opposed, after_success=2 * levels
    )
