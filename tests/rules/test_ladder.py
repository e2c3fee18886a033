"""The adjective ladder: names, labels and reading ratings the way people write them."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.errors import InvalidValue
from fate_tui.rules.ladder import FULL_LADDER, Ladder, signed
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, RULESETS, SOTC

CONDENSED_LADDER = {
    8: "Legendary",
    7: "Epic",
    6: "Fantastic",
    5: "Superb",
    4: "Great",
    3: "Good",
    2: "Fair",
    1: "Average",
    0: "Mediocre",
    -1: "Poor",
    -2: "Terrible",
    -3: "Catastrophic",
    -4: "Horrifying",
}


def test_condensed_adjective_ladder_names_every_step():
    # fate-condensed-srd.txt L111-169 "The Adjective Ladder": +8 Legendary .. -4 Horrifying.
    assert CONDENSED.ladder.names() == CONDENSED_LADDER
    assert list(CONDENSED.ladder.names()) == sorted(CONDENSED_LADDER, reverse=True)


def test_sotc_ladder_runs_from_terrible_to_legendary():
    # spirit-of-the-century-srd.txt L11-21: +8 Legendary .. -2 Terrible.
    assert SOTC.ladder.names() == {v: n for v, n in CONDENSED_LADDER.items() if v >= -2}
    assert SOTC.ladder.name(-3) is None


def test_core_and_accelerated_use_the_published_ladder():
    # Published Fate Core / Accelerated: -2 Terrible .. +8 Legendary (not in the seeds).
    for ruleset in (CORE, ACCELERATED):
        assert (ruleset.ladder.lowest, ruleset.ladder.highest) == (-2, 8)


def test_sotc_ratings_read_as_words_numbers_or_both():
    # spirit-of-the-century-srd.txt L10: "Pilot: +3", "a Pilot: Good (+3)", "Academics: Poor (-1)".
    ladder = SOTC.ladder
    assert ladder.parse("+3") == ladder.parse("Good") == ladder.parse("Good (+3)") == 3
    assert ladder.parse("-1") == ladder.parse("Poor (-1)") == -1
    assert ladder.label(3) == "Good (+3)"
    assert ladder.label(-1) == "Poor (-1)"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (4, 4),
        ("4", 4),
        ("+4", 4),
        ("-2", -2),
        ("0", 0),
        ("+0", 0),
        ("Great", 4),
        ("great", 4),
        ("GREAT", 4),
        ("  Great  ", 4),
        ("Great (+4)", 4),
        ("great (+4)", 4),
        ("Great(+4)", 4),
        ("Great ( +4 )", 4),
        ("Great (4)", 4),
        ("Mediocre (+0)", 0),
        ("Mediocre (0)", 0),
        ("Poor (-1)", -1),
        ("Horrifying (-4)", -4),
        ("Legendary", 8),
        ("+9", 9),
        ("12", 12),
        ("-7", -7),
        (-7, -7),
    ],
)
def test_parse_reads_numbers_words_and_both(text, value):
    assert FULL_LADDER.parse(text) == value


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Great (+3)", r"disagrees with itself: Great \(\+4\) is not \+3"),
        ("great (5)", r"disagrees with itself: Great \(\+4\) is not \+5"),
        ("Grate", r"'Grate' is not a rating \(did you mean 'Great'\?\)"),
        ("Superbb (+5)", r"did you mean 'Superb'"),
        ("awesome", r"'awesome' is not a rating; write a number"),
        ("", r"'' is not a rating"),
        ("4.5", r"is not a rating"),
        ("+ 4", r"is not a rating"),
        ("Great +4", r"is not a rating"),
        ("Good Great", r"is not a rating"),
        ("Wonderful (+4)", r"is not a rating"),
        (True, r"True is not a rating"),
        (4.0, r"4.0 is not a rating"),
        (None, r"None is not a rating"),
    ],
)
def test_parse_rejects_junk_with_a_message_that_says_what_to_write(text, message):
    with pytest.raises(InvalidValue, match=message) as caught:
        FULL_LADDER.parse(text)
    if "disagrees" not in message:
        assert "Great (+4)" in str(caught.value)


def test_words_beyond_a_rule_sets_ladder_are_not_ratings_there():
    # Catastrophic and Horrifying are on Condensed's ladder only.
    assert CONDENSED.ladder.parse("Horrifying") == -4
    with pytest.raises(InvalidValue, match="'Horrifying' is not a rating"):
        CORE.ladder.parse("Horrifying")
    assert CORE.ladder.parse("-4") == -4  # numbers are always fine


def test_values_beyond_the_ladder_are_shown_as_numbers():
    # Issue 2 decision: a value beyond the ladder is shown as a number, e.g. "+9".
    assert CONDENSED.ladder.label(9) == "+9"
    assert CONDENSED.ladder.label(-5) == "-5"
    assert CORE.ladder.label(-3) == "-3"
    assert CONDENSED.ladder.label(-3) == "Catastrophic (-3)"
    assert CONDENSED.ladder.name(9) is None
    assert CONDENSED.ladder.label(0) == "Mediocre (+0)"


def test_signed_writes_numbers_the_fate_way():
    assert [signed(v) for v in (3, 0, -2)] == ["+3", "+0", "-2"]


def test_a_narrow_custom_ladder_names_only_its_steps():
    ladder = Ladder(0, 4)
    assert list(ladder.names().values()) == ["Great", "Good", "Fair", "Average", "Mediocre"]
    assert ladder.label(5) == "+5"
    with pytest.raises(InvalidValue):
        ladder.parse("Superb")


@given(st.sampled_from(list(RULESETS.values())), st.integers(-20, 20))
def test_every_label_and_signed_number_parses_back(ruleset, value):
    ladder = ruleset.ladder
    assert ladder.parse(ladder.label(value)) == value
    assert ladder.parse(signed(value)) == value
    assert ladder.parse(str(value)) == value
    name = ladder.name(value)
    if name is not None:
        assert ladder.parse(name) == value
        assert ladder.parse(name.lower()) == value
        assert ladder.parse(name.upper()) == value


def test_typographic_minus_reads_as_minus():
    from fate_tui.rules.ladder import FULL_LADDER

    assert FULL_LADDER.parse("−2") == -2
