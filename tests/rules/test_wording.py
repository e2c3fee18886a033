"""Counts, possessives and outcome names in the messages a GM reads."""

import pytest

from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.errors import RulesError, one_of
from fate_tui.rules.fate_points import spend
from fate_tui.rules.outcomes import Outcome, OutcomeModel, outcome_words
from fate_tui.rules.wording import counted, either, mid_sentence, possessive, verb


def test_counts_agree_with_their_number():
    assert counted(1, "fate point") == "1 fate point"
    assert counted(0, "scene") == "0 scenes"
    assert counted(2, "NPC") == "2 NPCs"


def test_a_choice_reads_as_one_list_in_help_and_in_refusals():
    # Help's "for +2 or a reroll" and a refusal's "'Fight', 'Shoot' or 'Provoke'" share
    # `either`; an empty choice says nothing rather than failing.
    assert either(["+2"]) == "+2"
    assert either(["+2", "a reroll"]) == "+2 or a reroll"
    assert either(["a", "b", "c"]) == "a, b or c"
    assert either([]) == ""
    assert one_of(["Fight", "Shoot", "Provoke"]) == "'Fight', 'Shoot' or 'Provoke'"
    assert one_of([]) == ""


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


def test_boxes_of_different_values_are_named_by_number_one_point_boxes_are_counted():
    # Regression: Core's "1 box" beside "box 2", and a log saying "takes 1 mental stress
    # box" for a checked 3-point box. Core marks one box of at least the hit's size
    # (fate-core L548): the box is named; Condensed's one-point boxes are counted.
    from fate_tui.rules.plans import AbsorbPlan, box_words
    from fate_tui.rules.rulesets import CONDENSED, CORE, SOTC

    assert box_words(AbsorbPlan(3, "mental", (2,), 3), CORE) == "mental box 3"
    assert box_words(AbsorbPlan(1, "stress", (0,), 1), CORE) == "stress box 1"
    assert box_words(AbsorbPlan(2, "health", (0, 1), 3), SOTC) == "health boxes 1, 2"
    assert box_words(AbsorbPlan(2, "physical", (0, 1), 2), CONDENSED) == "2 physical boxes"
    assert box_words(AbsorbPlan(1, "stress", (0,), 1), SOTC, mooks=True) == "1 stress box"


def test_a_sotc_consequence_takes_the_whole_hit_a_core_one_its_shifts():
    from fate_tui.rules.plans import ConsequencePick, consequence_words
    from fate_tui.rules.ruleset import Severity
    from fate_tui.rules.rulesets import CORE, SOTC

    pick = ConsequencePick("mild", Severity.MILD, 2)
    assert consequence_words(pick, CORE) == "mild consequence (2)"
    assert consequence_words(pick, SOTC) == "mild consequence (the whole hit)"


def test_a_group_of_several_drops_the_es_of_an_es_verb_and_the_s_of_the_rest():
    """'Strand's Brass-Helmed Divers attach to Professor Octavia Strand', not 'attache'."""
    divers = Character("d", "Divers", CharacterKind.MOOK_GROUP, group_size=6)
    plurals = {
        "attaches": "attach",
        "pushes": "push",
        "passes": "pass",
        "fixes": "fix",
        "takes": "take",
        "moves": "move",
        "acts": "act",
        "rolls": "roll",
        "goes": "go",
        "does": "do",
        "has": "have",
        "is": "are",
        "uses": "use",
        "carries": "carry",
    }
    assert {v: verb(divers, v) for v in plurals} == plurals
    assert verb(Character("s", "Strand", CharacterKind.MAJOR_NPC), "attaches") == "attaches"
