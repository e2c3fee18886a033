"""Spirit of the Century's action mechanics: supplemental actions, combining skills, spending
shifts, spin, overflow and guessing aspects (spirit-of-the-century-srd.txt)."""

import pytest

from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.sotc_actions import (
    Guess,
    Spin,
    check_overflow_use,
    combine,
    gains_spin,
    guess_aspect,
    overflow_against_minions,
    overflow_against_named,
    spend_shifts,
    spin_or_overflow,
    supplemental_penalty,
)


def test_sotc_L398_L399_supplemental_action_is_minus_one_or_more():
    assert supplemental_penalty() == -1
    assert supplemental_penalty(extra=1) == -2
    with pytest.raises(InvalidValue):
        supplemental_penalty(extra=-1)


def test_sotc_L404_modifying_skill_higher_plus_one_lower_minus_one():
    # L404: a second skill greater than the first gives +1, lesser -1.
    assert combine(3, modify=[4]).total == 4
    assert combine(3, modify=[1]).total == 2
    assert combine(3, modify=[3]).modifier == 0


def test_sotc_L406_L407_complement_only_helps_restrict_only_hinders():
    assert combine(3, complement=[1]).modifier == 0
    assert combine(3, complement=[5]).modifier == 1
    assert combine(3, restrict=[5]).modifier == 0
    assert combine(3, restrict=[2]).modifier == -1


def test_sotc_L408_climbing_tired_burglar_at_most_one_plus_and_one_minus():
    # L408: Athletics primary, Endurance restricts, Burglary complements; several
    # secondaries give at most +1 and -1, which may cancel.
    assert combine(3, restrict=[2], complement=[4]).modifier == 0
    assert combine(3, modify=[4, 5], complement=[5]).modifier == 1
    assert combine(3, modify=[1, 2], restrict=[0]).modifier == -1


def test_sotc_L341_L345_shifts_buy_time_quality_and_subtlety():
    spent = spend_shifts(4, time=1, quality=2)
    assert (spent.time, spent.quality, spent.subtlety, spent.kept) == (1, 2, 0, 1)
    with pytest.raises(RulesError, match="2 shift"):
        spend_shifts(2, subtlety=3)


def test_sotc_L481_L486_spin_from_a_defense_by_three_or_overflow_instead():
    # L482: a defense that beats the attack by three or more gains spin; L483: +1 or -1 on a
    # roll of the very next action; L486: or the shifts as overflow instead.
    assert gains_spin(3) and not gains_spin(2)
    spin = Spin("diego")
    assert spin.apply(4, +1) == 5 and spin.apply(4, -1) == 3
    with pytest.raises(InvalidValue):
        spin.apply(4, 2)
    assert spin_or_overflow(3, use_as_overflow=True) == 3
    assert spin_or_overflow(3, use_as_overflow=False) == 0
    with pytest.raises(RulesError, match="no spin"):
        spin_or_overflow(2, use_as_overflow=True)


def test_sotc_L477_L479_overflow_against_minions_and_named_characters():
    # L477: surplus shifts on minions fund a supplemental action, never another attack.
    assert overflow_against_minions(7, absorbed=4) == 3
    check_overflow_use(offensive=False)
    with pytest.raises(RulesError, match="not an attack"):
        check_overflow_use(offensive=True)
    # L479: against a named character, what is left past the minimum for the result.
    assert overflow_against_named(6, needed=4) == 2
    assert overflow_against_named(3, needed=4) == 0


def test_sotc_L239_L242_guessing_at_aspects():
    close = guess_aspect(Guess.CLOSE)  # L239: "Darkness" for "Shadowed Corners"
    assert close.tag_stands and not close.fate_point_back
    assert guess_aspect("wrong").fate_point_back  # L240: no secret given away
    assert not guess_aspect("wrong_revealing").fate_point_back  # L241: Guilty Conscience
    duped = guess_aspect("duped", deceiver_returns_point=True)  # L242
    assert duped.fate_point_back and duped.temporary_aspect_on_tagger
    assert guess_aspect("duped") == guess_aspect(Guess.DUPED, deceiver_returns_point=False)
