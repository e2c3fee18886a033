"""The four shipped rule sets and finding one by name."""

from __future__ import annotations

import dataclasses

import pytest

from fate_tui.rules.errors import InvalidValue
from fate_tui.rules.outcomes import OutcomeModel
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.rulesets import (
    ACCELERATED,
    CONDENSED,
    CORE,
    DEFAULT_RULESET,
    RULESETS,
    SOTC,
    get_ruleset,
)

ALL = (CONDENSED, CORE, ACCELERATED, SOTC)


def test_four_rule_sets_by_name_condensed_by_default():
    assert list(RULESETS) == ["condensed", "core", "accelerated", "sotc"]
    assert DEFAULT_RULESET == "condensed"
    assert get_ruleset() is CONDENSED
    for name, ruleset in RULESETS.items():
        assert ruleset.name == name
        assert get_ruleset(name) is ruleset


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Condensed", CONDENSED),
        ("  core ", CORE),
        ("FAE", ACCELERATED),
        ("Fate Accelerated", ACCELERATED),
        ("fate core", CORE),
        ("fate condensed", CONDENSED),
        ("Spirit of the Century", SOTC),
        ("SOTC", SOTC),
        ("soc", SOTC),
    ],
)
def test_names_and_aliases_are_read_case_insensitively(name, expected):
    assert get_ruleset(name) is expected


def test_unknown_rule_set_says_what_is_allowed():
    with pytest.raises(InvalidValue, match=r"unknown rule set 'condenced' \(did you mean"):
        get_ruleset("condenced")
    with pytest.raises(
        InvalidValue, match="use 'condensed', 'core', 'accelerated' or 'sotc'"
    ) as caught:
        get_ruleset("gurps")
    assert "did you mean" not in str(caught.value)


def test_rule_sets_are_frozen_values():
    with pytest.raises(dataclasses.FrozenInstanceError):
        CONDENSED.style_threshold = 2  # type: ignore[misc]
    for ruleset in ALL:
        assert isinstance(ruleset, RuleSet)
        assert hash(ruleset) == hash(dataclasses.replace(ruleset))  # usable as a key


def test_every_rule_set_has_a_title_and_valid_option_lists():
    titles = [ruleset.title for ruleset in ALL]
    assert titles == ["Fate Condensed", "Fate Core", "Fate Accelerated", "Spirit of the Century"]
    for ruleset in ALL:
        assert ruleset.enabled_options <= ruleset.optional_rules
        assert ruleset.ladder.lowest < 0 < ruleset.ladder.highest


def test_outcome_models_sotc_meets_or_beats():
    # Condensed L385-390, Core L41-59, Accelerated L86-91: four outcomes; SotC L339: meeting
    # the difficulty is a success; all call 3+ shifts with style / significant (SotC L481).
    assert [r.outcome_model for r in ALL] == [OutcomeModel.FOUR_OUTCOMES] * 3 + [
        OutcomeModel.MEET_OR_BEAT
    ]
    assert all(r.style_threshold == 3 for r in ALL)


def test_dice_options_per_rule_set():
    # fate-condensed-srd.txt L28 and fate-accelerated.txt L14-16: d6 and Deck of Fate;
    # spirit-of-the-century-srd.txt L28: d6 only, no deck.
    assert CONDENSED.dice.d6_substitute and CONDENSED.dice.deck_of_fate
    assert ACCELERATED.dice.d6_substitute and ACCELERATED.dice.deck_of_fate
    assert SOTC.dice.d6_substitute and not SOTC.dice.deck_of_fate


def test_invokes_give_plus_two_or_a_reroll_everywhere():
    # fate-condensed-srd.txt L373, fate-core-actions-and-conflicts.txt L19,
    # fate-accelerated.txt L407-408, spirit-of-the-century-srd.txt L224.
    for ruleset in ALL:
        assert ruleset.invokes.bonus == 2
        assert ruleset.invokes.reroll


def test_condensed_skills_pyramid_and_list():
    # fate-condensed-srd.txt L103-109 (pyramid) and L171-193 (the 19 skills).
    assert CONDENSED.characters.shape.counts == ((4, 1), (3, 2), (2, 3), (1, 4))
    assert len(CONDENSED.characters.skills) == 19
    assert len(set(CONDENSED.characters.skills)) == 19


def test_condensed_changing_the_skill_list_coverage_ten_of_nineteen():
    # fate-condensed-srd.txt L1136: "The default list has ratings in 53% (10 of 19)"; L237:
    # 19 skills, rated above Mediocre in 10 of them.
    rated = sum(count for _, count in CONDENSED.characters.shape.counts)
    listed = len(CONDENSED.characters.skills)
    assert (rated, listed) == (10, 19)
    assert round(100 * rated / listed) == 53


def test_accelerated_approaches():
    # fate-accelerated.txt L197 on describes them (Condensed's list of lists names them too).
    assert ACCELERATED.characters.skills == (
        "Careful",
        "Clever",
        "Flashy",
        "Forceful",
        "Quick",
        "Sneaky",
    )
    assert ACCELERATED.characters.uses_approaches
    assert sum(n for _, n in ACCELERATED.characters.shape.counts) == 6


def test_sotc_pyramid_tops_at_superb_with_fifteen_skills():
    # Published Spirit of the Century: 1 Superb, 2 Great, 3 Good, 4 Fair, 5 Average.
    counts = SOTC.characters.shape.counts
    assert counts == ((5, 1), (4, 2), (3, 3), (2, 4), (1, 5))
    assert sum(n for _, n in counts) == 15
    assert len(set(SOTC.characters.skills)) == len(SOTC.characters.skills) == 28


def test_core_skill_names_accept_the_seed_chapters_draft_names():
    # The Core chapters say Fighting, Intimidation and Deceit for Fight, Provoke and Deceive.
    assert CORE.skill_name("fighting") == "Fight"
    assert CORE.skill_name("Intimidation") == "Provoke"
    assert CORE.skill_name(" deceit ") == "Deceive"
    assert CORE.skill_name("Academics") is None
    assert CONDENSED.skill_name("academics") == "Academics"
