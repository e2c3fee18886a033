"""Fate dice: rolling, physical dice typed in, the d6 substitution and the Deck of Fate."""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.dice import (
    DECK_SIZE,
    DeckOfFate,
    d6_to_fate,
    dice_symbols,
    parse_dice,
    parse_dice_of_sides,
    roll_dice,
    table_dice,
)
from fate_tui.rules.errors import InvalidValue
from fate_tui.rules.odds import DICE_COUNTS
from fate_tui.rules.outcomes import effort_of

faces = st.tuples(*[st.sampled_from((-1, 0, 1))] * 4)


def test_roll_dice_gives_four_fate_faces():
    rng = random.Random(2)
    for _ in range(200):
        dice = roll_dice(rng)
        assert isinstance(dice, tuple)
        assert len(dice) == 4
        assert set(dice) <= {-1, 0, 1}


def test_roll_dice_is_deterministic_for_a_seed():
    first = [roll_dice(random.Random(42)) for _ in range(3)]
    assert first[0] == first[1] == first[2]
    rng_a, rng_b = random.Random(7), random.Random(7)
    assert [roll_dice(rng_a) for _ in range(20)] == [roll_dice(rng_b) for _ in range(20)]


def test_roll_dice_totals_follow_the_4df_spread():
    rng = random.Random(1234)
    rolls = 81 * 200
    counts = Counter(sum(roll_dice(rng)) for _ in range(rolls))
    for total, expected in DICE_COUNTS.items():
        # Within 5 standard deviations of the binomial count: fails only if the dice are wrong.
        p = expected / 81
        sd = (rolls * p * (1 - p)) ** 0.5
        assert abs(counts[total] - rolls * p) <= 5 * sd + 1


def _four_dice_added_to_the_skill() -> None:
    rng = random.Random(344)
    rolls = [roll_dice(rng) for _ in range(300)]
    assert all(len(dice) == 4 and set(dice) <= {-1, 0, 1} for dice in rolls)
    assert {sum(dice) for dice in rolls} <= set(range(-4, 5))
    assert effort_of((1, 1, 0, -1), 3) == 4 and effort_of((-1, -1, -1, -1), 2) == -2


def test_condensed_L344_L349_roll_four_dice_add_the_symbols_and_the_skill():
    # fate-condensed-srd.txt L346-349: four dice, [+] +1, [-] -1, [0] 0 (-4 to 4), added to
    # the skill rating.
    _four_dice_added_to_the_skill()


def test_core_L13_L18_four_fudge_dice_modify_the_skill_rating():
    # fate-core-actions-and-conflicts.txt L15-18: roll four fudge dice, add the symbols; the
    # skill rating modified by the roll is the result.
    _four_dice_added_to_the_skill()


def test_accelerated_L66_fate_dice_in_a_set_of_four_added_together():
    # fate-accelerated.txt L66.
    _four_dice_added_to_the_skill()


def _d6_reading() -> list[int]:
    return [d6_to_fate(pip) for pip in range(1, 7)]


def test_condensed_L28_d6_substitution():
    # fate-condensed-srd.txt L28: "standard six-sided dice (1-2 = [-], 3-4 = [0], 5-6 = [+])".
    assert _d6_reading() == [-1, -1, 0, 0, 1, 1]


def test_accelerated_L14_regular_dice_read_as_fate_dice():
    # fate-accelerated.txt L14: 5 or 6 is a plus, 1 or 2 a minus, 3 or 4 a blank.
    assert _d6_reading() == [-1, -1, 0, 0, 1, 1]


def test_sotc_L25_L28_four_dice_from_minus_four_to_four_and_d6_in_their_place():
    # spirit-of-the-century-srd.txt L25: 4dF from -4 to 4; L28: on six-sided dice 1 or 2 is
    # a minus, 5 or 6 a plus.
    rng = random.Random(25)
    assert {sum(roll_dice(rng)) for _ in range(400)} <= set(range(-4, 5))
    assert _d6_reading() == [-1, -1, 0, 0, 1, 1]


@pytest.mark.parametrize("pip", [0, 7, -1, 66])
def test_d6_outside_one_to_six_is_refused(pip):
    with pytest.raises(InvalidValue, match="a d6 shows 1 to 6"):
        d6_to_fate(pip)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("+0-+", (1, 0, -1, 1)),
        ("++00", (1, 1, 0, 0)),
        ("----", (-1, -1, -1, -1)),
        ("0000", (0, 0, 0, 0)),
        ("+ 0 - +", (1, 0, -1, 1)),
        ("  +0-+  ", (1, 0, -1, 1)),
        ("+,0,-,+", (1, 0, -1, 1)),
        ("+_-+", (1, 0, -1, 1)),
        ("+0−+", (1, 0, -1, 1)),  # a typographic minus, as pasted from a rules PDF
        ("3516", (0, 1, -1, 1)),
        ("3 5 1 6", (0, 1, -1, 1)),
        ("3,5,1,6", (0, 1, -1, 1)),
        ("1111", (-1, -1, -1, -1)),
        ("6543", (1, 1, 0, 0)),
    ],
)
def test_parse_dice_reads_fate_faces_and_d6_values(text, expected):
    assert parse_dice(text) == expected


@pytest.mark.parametrize(
    "text", ["", "+0-", "+0-++", "++00+", "abcd", "7777", "3517x", "351", "0123", "+0-1", "++ 0"]
)
def test_parse_dice_rejects_anything_else(text):
    with pytest.raises(InvalidValue, match="is not four dice: write four Fate faces"):
        parse_dice(text)


def test_every_d6_combination_maps_die_by_die():
    for pips in itertools.product(range(1, 7), repeat=4):
        text = "".join(map(str, pips))
        assert parse_dice(text) == tuple(d6_to_fate(pip) for pip in pips)


@given(faces)
def test_symbols_round_trip(dice):
    text = dice_symbols(dice)
    assert len(text) == 4
    assert set(text) <= {"+", "0", "-"}
    assert parse_dice(text) == dice


def test_dice_symbols():
    assert dice_symbols((1, 0, -1, 1)) == "+0-+"


def test_deck_of_fate_has_81_distinct_cards():
    deck = DeckOfFate.shuffled(random.Random(3))
    assert DECK_SIZE == 81
    assert deck.size == 81
    assert len(set(deck.remaining)) == 81
    assert set(deck.remaining) == set(itertools.product((-1, 0, 1), repeat=4))


def test_accelerated_deck_of_fate_copies_the_spread_of_fate_dice():
    # fate-accelerated.txt L70 (and L16): the Deck of Fate "copies the statistical spread of
    # Fate Dice".
    deck = DeckOfFate.shuffled(random.Random(5))
    assert Counter(sum(card) for card in deck.remaining) == Counter(DICE_COUNTS)


def test_deck_draws_without_replacement_and_reshuffles_when_empty():
    rng = random.Random(11)
    deck = DeckOfFate.shuffled(rng)
    drawn = []
    for expected_left in range(80, -1, -1):
        card, deck = deck.draw(rng)
        drawn.append(card)
        assert deck.size == expected_left
    assert len(set(drawn)) == 81  # every card once
    card, deck = deck.draw(rng)  # the empty deck is reshuffled first
    assert deck.size == 80
    assert card not in deck.remaining
    assert len(set(deck.remaining)) == 80


def test_drawing_leaves_the_original_deck_unchanged():
    rng = random.Random(8)
    deck = DeckOfFate.shuffled(rng)
    top = deck.remaining[0]
    card, rest = deck.draw(rng)
    assert card == top
    assert deck.size == 81
    assert rest.remaining == deck.remaining[1:]
    with pytest.raises(dataclasses.FrozenInstanceError):
        deck.remaining = ()  # type: ignore[misc]


def test_a_fresh_empty_deck_shuffles_on_first_draw_deterministically():
    card_a, deck_a = DeckOfFate().draw(random.Random(9))
    card_b, deck_b = DeckOfFate().draw(random.Random(9))
    assert card_a == card_b
    assert deck_a == deck_b
    assert deck_a.size == 80


def test_different_seeds_shuffle_differently():
    first = DeckOfFate.shuffled(random.Random(1)).remaining
    second = DeckOfFate.shuffled(random.Random(2)).remaining
    assert first != second
    assert sorted(first) == sorted(second)


def test_non_text_dice_are_refused_cleanly():
    import pytest as _pytest

    from fate_tui.rules.dice import parse_dice
    from fate_tui.rules.errors import InvalidValue

    with _pytest.raises(InvalidValue):
        parse_dice(1234)  # type: ignore[arg-type]


def _rules_with(*options):
    from fate_tui.rules.overrides import enable_options
    from fate_tui.rules.rulesets import get_ruleset

    return enable_options(get_ruleset("condensed"), list(options))


def test_the_table_dice_are_fate_dice_unless_an_option_says_otherwise():
    """fate-condensed-srd.txt L28: Fate dice, or d6 read 1-2 -, 3-4 0, 5-6 +, or the Deck."""
    deck = DeckOfFate()
    faces, after = table_dice(_rules_with(), random.Random(5), deck)
    assert faces == roll_dice(random.Random(5)) and after is deck


def test_the_table_dice_can_be_six_sided():
    faces, _ = table_dice(_rules_with("d6_dice"), random.Random(5), DeckOfFate())
    rng = random.Random(5)
    assert faces == tuple(d6_to_fate(rng.randint(1, 6)) for _ in range(4))


def test_the_deck_of_fate_deals_every_card_once_before_it_is_reshuffled():
    rules, rng, deck = _rules_with("deck_of_fate"), random.Random(3), DeckOfFate()
    drawn = []
    for _ in range(DECK_SIZE):
        faces, deck = table_dice(rules, rng, deck)
        drawn.append(faces)
    assert len(set(drawn)) == DECK_SIZE and deck.size == 0
    faces, deck = table_dice(rules, rng, deck)  # the empty deck is reshuffled
    assert deck.size == DECK_SIZE - 1


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("+0-+ -0+0", ((1, 0, -1, 1), (-1, 0, 1, 0))),
        ("+0-+-0+0", ((1, 0, -1, 1), (-1, 0, 1, 0))),
        ("3516 2245", ((0, 1, -1, 1), (-1, -1, 0, 1))),
        ("+0-+ 2245", ((1, 0, -1, 1), (-1, -1, 0, 1))),  # one side's Fate dice, one's d6
        ("++++", ((1, 1, 1, 1), None)),  # the opposition's left to the app
    ],
)
def test_CON_L28_both_sides_dice_typed_in_one_line(text, expected):
    """fate-condensed-srd.txt L28: Fate dice or d6 (1-2 -, 3-4 0, 5-6 +); the roller's four,
    then the opposition's four."""
    assert parse_dice_of_sides(text, opposed=True) == expected


@pytest.mark.parametrize(
    ("text", "opposed", "message"),
    [
        ("+0-+ -", True, "5 dice typed: write four dice, or eight"),
        ("+0-+ -0+0 +", True, "9 dice typed"),
        ("+0-+ -0+0", False, "8 dice typed: write four dice"),
        ("+0x+", True, "'x' is not a die"),
        ("+0-1 ++++", True, "is not four dice"),
    ],
)
def test_typed_dice_of_both_sides_refuse_anything_else(text, opposed, message):
    with pytest.raises(InvalidValue, match=message):
        parse_dice_of_sides(text, opposed=opposed)


def test_accelerated_L70_a_card_of_the_pile_is_written_as_the_four_dice_it_stands_for():
    # fate-accelerated.txt L70: the Deck of Fate "copies the statistical spread of Fate Dice";
    # a card in deck.toml is written as its four dice, with + 0 - only.
    from fate_tui.rules.dice import parse_card, pile_problem

    assert parse_card("+0-0") == (1, 0, -1, 0)
    assert parse_card("+ 0 - 0") == (1, 0, -1, 0)
    for wrong in ("3516", "+0-", "+0-00", 7, None):
        with pytest.raises(InvalidValue, match="is not a card"):
            parse_card(wrong)
    assert pile_problem(((1, 0, -1, 0), (0, 0, 0, 0))) is None
    assert pile_problem(((1, 0, -1, 0), (0, 0, 0, 0), (1, 0, -1, 0))) == (
        2,
        "'+0-0' is in the pile twice; the deck holds each card once",
    )
