"""Countdowns: a track of boxes, triggers, an outcome, hidden or revealed."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.countdown import Countdown, hide, mark, reveal, unmark
from fate_tui.rules.errors import InvalidValue, RulesError


def test_condensed_countdowns_ritual_completes_when_the_last_box_is_marked():
    # fate-condensed-srd.txt L1150-1156: a track, a trigger, and an outcome on the last box.
    ritual = Countdown(
        "The ritual",
        boxes=4,
        triggers=("an exchange passes",),
        outcome="The Elder Thing wakes",
    )
    assert ritual.next_triggers == ("an exchange passes",)
    ritual = mark(ritual)
    ritual = mark(ritual, 2)
    assert (ritual.marked, ritual.remaining, ritual.complete) == (3, 1, False)
    ritual = mark(ritual)
    assert ritual.complete
    assert ritual.next_triggers == ()
    with pytest.raises(RulesError, match="only 0 unmarked boxes left"):
        mark(ritual)


def test_condensed_countdowns_a_different_trigger_for_each_box():
    # fate-condensed-srd.txt L1160
    bomb = Countdown(
        "Reinforcements",
        boxes=3,
        box_triggers=("the alarm sounds", "the radio crackles", "the villain is taken out"),
    )
    assert bomb.next_triggers == ("the alarm sounds",)
    assert mark(bomb, 2).next_triggers == ("the villain is taken out",)
    with pytest.raises(InvalidValue, match="one trigger per box"):
        Countdown("Bad", boxes=3, box_triggers=("one", "two"))


def test_condensed_countdowns_revealed_without_their_meaning():
    # fate-condensed-srd.txt L1158: show the track without telling what it represents.
    doom = Countdown("Doom", boxes=5, outcome="The bridge collapses")
    assert not doom.revealed
    shown = reveal(doom)
    assert (shown.revealed, shown.outcome_revealed) == (True, False)
    told = reveal(shown, outcome=True)
    assert (told.revealed, told.outcome_revealed) == (True, True)
    assert reveal(told).outcome_revealed
    hidden = hide(told)
    assert (hidden.revealed, hidden.outcome_revealed) == (False, False)


def test_countdown_limits():
    with pytest.raises(InvalidValue, match="at least 1 box"):
        Countdown("None", boxes=0)
    with pytest.raises(InvalidValue, match="0 to 3 marked"):
        Countdown("Over", boxes=3, marked=4)
    track = Countdown("Track", boxes=3, marked=1)
    with pytest.raises(RulesError, match="only 1 marked box"):
        unmark(track, 2)
    with pytest.raises(RulesError):
        mark(track, -1)
    with pytest.raises(RulesError):
        unmark(track, -1)
    assert unmark(track).marked == 0


@given(
    boxes=st.integers(min_value=1, max_value=12),
    start=st.integers(min_value=0, max_value=12),
    step=st.integers(min_value=0, max_value=12),
)
def test_countdown_mark_and_unmark_are_inverses(boxes, start, step):
    start = min(start, boxes)
    track = Countdown("Track", boxes=boxes, marked=start)
    if step <= track.remaining:
        assert unmark(mark(track, step), step) == track
    else:
        with pytest.raises(RulesError):
            mark(track, step)
    if step <= track.marked:
        assert mark(unmark(track, step), step) == track
    else:
        with pytest.raises(RulesError):
            unmark(track, step)


def test_a_trigger_that_is_the_moment_itself_marks_at_its_end():
    """'each exchange' and its like are marked by the exchange's end, so the end-of-exchange
    question highlights marking it; a trigger asking for more is the GM's call."""
    from fate_tui.rules.countdown import marks_at_end_of

    for trigger in (
        "each exchange",
        "Marks every exchange",
        "an exchange passes",
        "the end of the exchange",
    ):
        assert marks_at_end_of(Countdown("Flood", 4, triggers=(trigger,)), "exchange")
    hymn = Countdown("Hymn", 4, triggers=("each time the hymn is sung in an exchange",))
    assert not marks_at_end_of(hymn, "exchange")
    assert not marks_at_end_of(Countdown("Ashore", 4, triggers=("each session",)), "exchange")
    per_box = Countdown("Tide", 2, box_triggers=("a wave", "each exchange"), marked=1)
    assert marks_at_end_of(per_box, "exchange")
