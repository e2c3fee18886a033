"""Effort, shifts and outcomes, with every worked roll of the seed texts."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.dice import parse_dice
from fate_tui.rules.outcomes import (
    OUTCOME_ORDER,
    Outcome,
    OutcomeModel,
    Resolution,
    effort_of,
    outcome_of,
    resolve,
)
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, RULESETS, SOTC

F, T, S, SWS = Outcome.FAIL, Outcome.TIE, Outcome.SUCCESS, Outcome.SUCCESS_WITH_STYLE


def _four_outcomes(ruleset) -> list[Outcome]:
    return [resolve(effort, 0, ruleset).outcome for effort in range(-3, 6)]


def test_condensed_outcomes_four_outcomes():
    # fate-condensed-srd.txt L385-390 "Outcomes": less fails, equal ties, 1-2 shifts succeed,
    # 3+ succeed with style (restated at L398, L424, L442, L454).
    assert _four_outcomes(CONDENSED) == [F, F, F, T, S, S, SWS, SWS, SWS]


def test_core_L39_L67_the_four_outcomes():
    # fate-core-actions-and-conflicts.txt L47 fail, L53 tie, L59 succeed by 1 or 2, L65
    # succeed with style by 3 or more.
    assert _four_outcomes(CORE) == [F, F, F, T, S, S, SWS, SWS, SWS]


def test_accelerated_L86_L91_the_four_outcomes():
    # fate-accelerated.txt L86-91: the same four outcomes.
    assert _four_outcomes(ACCELERATED) == [F, F, F, T, S, S, SWS, SWS, SWS]


def test_sotc_meeting_the_difficulty_succeeds_with_no_shifts():
    # spirit-of-the-century-srd.txt L339: below is a failure with no shifts ("no negative
    # shifts"); a match succeeds with 0 shifts; beating by one gives one shift.
    assert resolve(2, 3, SOTC) == Resolution(2, 3, F)
    assert resolve(2, 3, SOTC).shifts == 0
    assert resolve(3, 3, SOTC).outcome is S
    assert resolve(3, 3, SOTC).shifts == 0
    assert resolve(4, 3, SOTC).shifts == 1
    assert resolve(5, 3, SOTC).shifts == 2


def test_sotc_spin_significant_success_at_three_shifts():
    # spirit-of-the-century-srd.txt L481: a "significant or better success (3 shifts or more)".
    assert [resolve(e, 0, SOTC).outcome for e in (2, 3, 4)] == [S, SWS, SWS]
    assert resolve(3, 0, SOTC).shifts == 3


@pytest.mark.parametrize(
    ("margin", "four", "meet"),
    [(-4, F, F), (-1, F, F), (0, T, S), (1, S, S), (2, S, S), (3, SWS, SWS), (7, SWS, SWS)],
)
def test_outcome_of_each_model(margin, four, meet):
    assert outcome_of(margin, OutcomeModel.FOUR_OUTCOMES) is four
    assert outcome_of(margin, OutcomeModel.MEET_OR_BEAT) is meet


def test_style_threshold_is_a_parameter():
    assert outcome_of(3, OutcomeModel.FOUR_OUTCOMES, style_threshold=4) is S
    assert outcome_of(4, OutcomeModel.FOUR_OUTCOMES, style_threshold=4) is SWS


def test_margin_is_signed_and_shifts_never_negative():
    failed = resolve(1, 4, CONDENSED)
    assert failed.margin == -3
    assert failed.shifts == 0
    assert resolve(6, 4, CONDENSED).shifts == 2


def test_outcome_words_and_order():
    assert [o.words for o in OUTCOME_ORDER] == ["fail", "tie", "success", "success with style"]
    assert [o.value for o in OUTCOME_ORDER] == ["fail", "tie", "success", "success_with_style"]


@given(st.sampled_from(list(RULESETS.values())), st.integers(-12, 12), st.integers(-12, 12))
def test_outcomes_rise_with_effort_and_sotc_never_ties(ruleset, effort, opposition):
    here = resolve(effort, opposition, ruleset)
    higher = resolve(effort + 1, opposition, ruleset)
    assert OUTCOME_ORDER.index(higher.outcome) >= OUTCOME_ORDER.index(here.outcome)
    assert here.shifts == max(effort - opposition, 0)
    if ruleset.outcome_model is OutcomeModel.MEET_OR_BEAT:
        assert here.outcome is not T


def test_effort_of_adds_dice_rating_and_bonus():
    assert effort_of((1, 0, -1, 1), 3) == 4
    assert effort_of((1, 1, 1, 1), 4, bonus=2) == 10


def _effort(dice: str, rating: int, bonus: int = 0) -> int:
    return effort_of(parse_dice(dice), rating, bonus)


# --- Worked rolls of Fate Condensed --------------------------------------------------------


def test_condensed_create_an_advantage_example_ethan_crafts_against_good():
    # fate-condensed-srd.txt L514: Average (+1) Crafts rolls [0][+][+][+] for a Great (+4)
    # effort against a Good (+3) difficulty.
    effort = _effort("0+++", 1)
    assert CONDENSED.ladder.label(effort) == "Great (+4)"
    assert resolve(effort, 3, CONDENSED).outcome is S


def test_condensed_attack_and_defend_example_ruth_punches_the_corpse():
    # fate-condensed-srd.txt L533 and L550-552: Great (+4) Fight rolls [-][-][0][0] for Fair
    # (+2); the corpse's Mediocre (+0) Athletics rolls [-][0][0][+]; Ruth succeeds by two shifts.
    ruth = _effort("--00", 4)
    corpse = _effort("-00+", 0)
    assert CONDENSED.ladder.label(ruth) == "Fair (+2)"
    assert CONDENSED.ladder.label(corpse) == "Mediocre (+0)"
    result = resolve(ruth, corpse, CONDENSED)
    assert (result.outcome, result.shifts) == (S, 2)


def test_condensed_stress_example_ghoul_claws_charles():
    # fate-condensed-srd.txt L814: Fair (+2) Fight rolls [0][0][+][+] for Great (+4); Good (+3)
    # Athletics rolls [0][0][0][-] for Fair (+2): two shifts to absorb.
    ghoul = _effort("00++", 2)
    charles = _effort("000-", 3)
    assert (CONDENSED.ladder.label(ghoul), CONDENSED.ladder.label(charles)) == (
        "Great (+4)",
        "Fair (+2)",
    )
    assert resolve(ghoul, charles, CONDENSED).shifts == 2


def test_condensed_consequences_example_ghoul_invokes_hungry_for_flesh():
    # fate-condensed-srd.txt L838: [0][0][+][+] + Fair (+2) + an invoke's +2 = Fantastic (+6);
    # [-][-][0][0] + Good (+3) = Average (+1): five shifts.
    ghoul = _effort("00++", 2, bonus=CONDENSED.invokes.bonus)
    charles = _effort("--00", 3)
    assert CONDENSED.ladder.label(ghoul) == "Fantastic (+6)"
    assert CONDENSED.ladder.label(charles) == "Average (+1)"
    assert resolve(ghoul, charles, CONDENSED).shifts == 5


def test_condensed_taken_out_example_legendary_against_poor():
    # fate-condensed-srd.txt L850: a Legendary (+8) attack against a Poor (-1) defense.
    assert CONDENSED.ladder.parse("Legendary (+8)") - CONDENSED.ladder.parse("Poor (-1)") == 9
    assert resolve(8, -1, CONDENSED) == Resolution(8, -1, SWS)


# --- Worked rolls of Fate Core -------------------------------------------------------------


def test_core_its_time_for_action_example_bribing_the_guards():
    # fate-core-actions-and-conflicts.txt L23-37: Average (+1) Resources and +1 on the dice is
    # Fair (+2); the guards' Mediocre (+0) Will and +3 is Good (+3), beating her by one.
    lily = effort_of((1, 0, 0, 0), 1)
    guards = effort_of((1, 1, 1, 0), 0)
    assert (CORE.ladder.label(lily), CORE.ladder.label(guards)) == ("Fair (+2)", "Good (+3)")
    result = resolve(lily, guards, CORE)
    assert (result.outcome, result.margin) == (F, -1)


def test_core_overcome_example_landon_smashing_is_always_an_option():
    # fate-core-actions-and-conflicts.txt L98-102: Average (+1) Crafts rolls +2 for Good (+3)
    # against Great (+4) - not enough; an invoke makes it Superb (+5): success, not with style.
    effort = 1 + 2
    assert resolve(effort, 4, CORE).outcome is F
    invoked = effort + CORE.invokes.bonus
    assert CORE.ladder.label(invoked) == "Superb (+5)"
    assert resolve(invoked, 4, CORE).outcome is S


def test_core_create_an_advantage_example_cluttered_floor():
    # fate-core-actions-and-conflicts.txt L133: Great (+4) Athletics +1 = Superb (+5) against
    # the golem's Fair (+2): success with style.
    assert resolve(4 + 1, 2, CORE).outcome is SWS


def test_core_create_an_advantage_example_ryan_ties_the_merchant():
    # fate-core-actions-and-conflicts.txt L147-149: Good (+3) Rapport and +1 against Great (+4).
    assert resolve(3 + 1, 4, CORE).outcome is T


def test_core_attack_example_cynere_against_drisban():
    # fate-core-actions-and-conflicts.txt L178-184: Good (+3) +2 = Superb (+5) against Great
    # (+4) -1 = Good (+3): a 2-shift hit; a fate point's invoke makes it Epic (+7): 4 shifts,
    # success with style.
    attack, defense = 3 + 2, 4 - 1
    assert CORE.ladder.label(attack) == "Superb (+5)"
    assert CORE.ladder.label(defense) == "Good (+3)"
    assert resolve(attack, defense, CORE).shifts == 2
    invoked = resolve(attack + CORE.invokes.bonus, defense, CORE)
    assert CORE.ladder.label(invoked.effort) == "Epic (+7)"
    assert (invoked.shifts, invoked.outcome) == (4, SWS)


def test_core_defend_example_zird_ties_savarus():
    # fate-core-actions-and-conflicts.txt L203-205: Good (+3) +1 and Fair (+2) +2 tie at Great.
    assert resolve(3 + 1, 2 + 2, CORE) == Resolution(4, 4, T)


def test_core_challenges_example_zird_at_the_inn():
    # fate-core-actions-and-conflicts.txt L312-324, all against Good (+3): Crafts Good (+3) and
    # 0 ties; Rapport Good (+3) and -3 fails; the boost raises the last difficulty to Superb
    # (+5) and Great (+4) Lore +2 = Fantastic (+6) succeeds.
    assert resolve(3 + 0, 3, CORE).outcome is T
    assert resolve(3 - 3, 3, CORE).outcome is F
    assert CORE.ladder.label(3 + 2) == "Superb (+5)"
    assert resolve(4 + 2, 3 + 2, CORE).outcome is S
    assert CORE.ladder.label(4 + 2) == "Fantastic (+6)"


def test_core_contests_example_cynere_chases_teran():
    # fate-core-actions-and-conflicts.txt L374-384: Average (+1) vs Good (+3); Superb (+5) vs
    # Fair (+2) is with style; ties at Good and Great; two invokes turn Great (+4) into
    # Legendary (+8), with style again.
    assert resolve(1, 3, CORE).outcome is F
    assert resolve(5, 2, CORE).outcome is SWS
    assert resolve(3, 3, CORE).outcome is T
    two_invokes = 4 + 2 * CORE.invokes.bonus
    assert CORE.ladder.label(two_invokes) == "Legendary (+8)"
    assert resolve(two_invokes, 4, CORE).outcome is SWS


def test_core_contests_example_create_an_advantage_great_against_good():
    # fate-core-actions-and-conflicts.txt L396: Great (+4) against Good (+3).
    assert resolve(4, 3, CORE).outcome is S


def test_core_movement_example_cynere_gets_past_the_thug():
    # fate-core-actions-and-conflicts.txt L688: Great (+4) and +0 against Fair (+2) and -1 =
    # Average (+1): three shifts, a success with style.
    result = resolve(4 + 0, 2 - 1, CORE)
    assert (result.shifts, result.outcome) == (3, SWS)
