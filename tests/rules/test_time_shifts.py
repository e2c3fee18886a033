import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.overrides import enable_options
from fate_tui.rules.rulesets import CONDENSED
from fate_tui.rules.time_shifts import (
    DEFAULT_TIME_UNITS,
    QUANTITIES,
    Quantity,
    TimeSpan,
    TimeUnit,
    parse_time,
    shift_time,
    time_after_roll,
)

RULES = enable_options(CONDENSED, ["time_shifts"])


@pytest.mark.parametrize(
    ("steps", "expected"),
    [
        (0, "a few hours"),
        (-1, "about one hour"),
        (-2, "half an hour"),
        (-3, "several minutes"),
        (1, "several hours"),
        (2, "half a day"),
        (3, "about one day"),
    ],
)
def test_condensed_time_shifts_example_from_a_few_hours(steps, expected):
    # fate-condensed-srd.txt L1309-1311: from "a few hours", one, two and three shifts faster
    # and slower.
    assert shift_time(parse_time("a few hours"), steps, RULES).phrase == expected


def test_condensed_time_shifts_margin_of_the_roll_sets_direction():
    # L1307: each shift the roll exceeds or misses the target by is one quantity step.
    base = parse_time("a few hours")
    assert time_after_roll(base, 2, RULES).phrase == "half an hour"
    assert time_after_roll(base, -3, RULES).phrase == "about one day"
    assert time_after_roll(base, 0, RULES) == base


def test_condensed_time_shifts_base_times_of_the_text_parse():
    # L1305: "a few days," "half a minute," "several weeks".
    assert parse_time("a few days") == TimeSpan(Quantity.A_FEW, DEFAULT_TIME_UNITS[3])
    assert parse_time("Half a Minute").phrase == "half a minute"
    assert parse_time("several weeks").phrase == "several weeks"
    assert parse_time("about an hour").phrase == "about one hour"
    assert parse_time("half hour").phrase == "half an hour"
    assert str(parse_time("one day")) == "about one day"


def test_time_shifts_stop_at_the_ends_of_the_units():
    assert shift_time(parse_time("about one second"), -5, RULES).phrase == "half a second"
    assert shift_time(parse_time("a few years"), 9, RULES).phrase == "several years"


def test_time_shifts_custom_units():
    units = (TimeUnit("turn", "turns"), TimeUnit("watch", "watches"), TimeUnit("day", "days"))
    start = parse_time("several turns", units)
    assert shift_time(start, 1, RULES, units).phrase == "half a watch"
    with pytest.raises(InvalidValue, match="not a unit of time"):
        shift_time(parse_time("a few hours"), 1, RULES, units)


def test_time_shifts_errors():
    with pytest.raises(RulesError, match="time_shifts"):
        shift_time(parse_time("a few hours"), 1, CONDENSED)
    with pytest.raises(InvalidValue, match="did you mean 'hour"):
        parse_time("a few hourz")
    with pytest.raises(InvalidValue, match="not a time"):
        parse_time("soon")


_SPANS = st.builds(TimeSpan, st.sampled_from(QUANTITIES), st.sampled_from(DEFAULT_TIME_UNITS))
_LAST = len(DEFAULT_TIME_UNITS) * len(QUANTITIES) - 1


def _position(span: TimeSpan) -> int:
    return DEFAULT_TIME_UNITS.index(span.unit) * len(QUANTITIES) + QUANTITIES.index(span.quantity)


@given(span=_SPANS, steps=st.integers(-40, 40))
def test_time_shift_there_and_back_returns_the_start_unless_an_end_stops_it(span, steps):
    # Crossing a unit boundary is reversible too: "half an hour" <-> "several minutes".
    moved = shift_time(span, steps, RULES)
    if 0 <= _position(span) + steps <= _LAST:
        assert shift_time(moved, -steps, RULES) == span
    else:
        assert _position(moved) in (0, _LAST)


@given(span=_SPANS, steps=st.integers(0, 40))
def test_time_shift_slower_never_shortens_and_faster_never_lengthens(span, steps):
    assert _position(shift_time(span, steps, RULES)) >= _position(span)
    assert _position(shift_time(span, -steps, RULES)) <= _position(span)
