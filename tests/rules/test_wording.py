"""Counts, possessives and outcome names in the messages a GM reads."""

import pytest

from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.errors import RulesError
from fate_tui.rules.fate_points import spend
from fate_tui.rules.outcomes import Outcome, OutcomeModel, outcome_words
from fate_tui.rules.wording import counted, mid_sentence, possessive, verb


def test_counts_agree_with_their_number():
    assert counted(1, "fate point") == "1 fate point"
    assert counted(0, "scene") == "0 scenes"
    assert counted(2, "NPC") == "2 NPCs"


def test_a_side_name_reads_lower_case_inside_a_sentence():
    # Regression: "Who rolls for The PCs?"
    assert mid_sentence("The PCs") == "the PCs"
    assert mid_sentence("Their opponents") == "their opponents"
    assert mid_sentence("Strand's expedition") == "Strand's expedition"
    assert mid_sentence("Theodora") == "Theodora" and mid_sentence("The") == "The"


def test_a_name_ending_in_s_takes_the_apostrophe_alone():
    assert possessive("Maren") == "Maren's"
    assert possessive("Salt-Wardens") == "Salt-Wardens'"


def test_one_fate_point_is_singular_in_a_refusal():
    with pytest.raises(RulesError, match="tamsin has 1 fate point and cannot spend 2"):
        spend(1, 2, who="tamsin")


def test_spirit_of_the_century_calls_three_shifts_a_significant_success():
    """SOC L481: "a significant or better success (3 shifts or more)"; the other games say
    success with style."""
    assert outcome_words(Outcome.SUCCESS_WITH_STYLE, OutcomeModel.MEET_OR_BEAT) == (
        "significant success"
    )
    assert outcome_words(Outcome.SUCCESS_WITH_STYLE, OutcomeModel.FOUR_OUTCOMES) == (
        "success with style"
    )
    assert outcome_words(Outcome.SUCCESS, OutcomeModel.MEET_OR_BEAT) == "success"


def test_a_mook_group_of_several_reads_plural_and_a_lone_mook_singular():
    divers = Character("d", "Divers", CharacterKind.MOOK_GROUP, group_size=6)
    assert [verb(divers, v) for v in ("acts", "attacks", "takes", "is")] == [
        "act",
        "attack",
        "take",
        "are",
    ]
    last = Character("d", "Divers", CharacterKind.MOOK_GROUP, group_size=1)
    strand = Character("s", "Octavia Strand", CharacterKind.MAJOR_NPC)
    assert verb(last, "acts") == verb(strand, "acts") == verb(None, "acts") == "acts"
