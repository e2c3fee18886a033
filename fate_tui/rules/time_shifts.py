"""Time shifts (Fate Condensed, optional): let the shifts of a roll say how long a task takes.

A time is an approximate quantity of a unit: "a few days", "half a minute" (L1305). Each shift
moves one quantity step; past "half" the unit drops to the next smaller one at "several", past
"several" it climbs to the next bigger one at "half" (L1307-1311). So every time on the ladder
of units sits on one chain, and a shift is one link along it.

The text names minutes, hours, days and weeks; the default units add seconds, months and years
at the ends so a GM rarely runs off the chain. Shifting past either end stops there ("half a
second" is as fast as it gets). A campaign may pass its own units.

As in the other optional-rule modules, functions that apply the rule take the rule set last and
raise RulesError when "time_shifts" is off; parsing and rendering need no rule set.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from fate_tui.rules.errors import InvalidValue, did_you_mean, one_of
from fate_tui.rules.ruleset import RuleSet


class Quantity(StrEnum):
    """The approximate quantities of the text, shortest first."""

    HALF = "half"
    ABOUT_ONE = "about one"
    A_FEW = "a few"
    SEVERAL = "several"


QUANTITIES = tuple(Quantity)


@dataclass(frozen=True)
class TimeUnit:
    """A unit of time on the chain time shifts move along (minute, hour, day...), with its
    plural and its article."""

    singular: str
    plural: str
    article: str = "a"
    """For "half a day" / "half an hour"."""


DEFAULT_TIME_UNITS = (
    TimeUnit("second", "seconds"),
    TimeUnit("minute", "minutes"),
    TimeUnit("hour", "hours", "an"),
    TimeUnit("day", "days"),
    TimeUnit("week", "weeks"),
    TimeUnit("month", "months"),
    TimeUnit("year", "years"),
)


@dataclass(frozen=True)
class TimeSpan:
    """An approximate quantity of a unit of time, such as 'half an hour' or 'a few days'."""

    quantity: Quantity
    unit: TimeUnit

    @property
    def phrase(self) -> str:
        """'half an hour', 'about one day', 'a few weeks', 'several minutes'."""
        if self.quantity is Quantity.HALF:
            return f"half {self.unit.article} {self.unit.singular}"
        if self.quantity is Quantity.ABOUT_ONE:
            return f"about one {self.unit.singular}"
        return f"{self.quantity.value} {self.unit.plural}"

    def __str__(self) -> str:
        return self.phrase


# "half an hour", "half hour", "about one day", "about a day", "one day", "a few days",
# "few days", "several days".
_PHRASE = re.compile(
    r"^(?P<quantity>half(?:\s+an?)?|about\s+(?:one|an?)|one|an?|(?:a\s+)?few|several)\s+"
    r"(?P<unit>[a-z]+)$"
)


def parse_time(text: str, units: tuple[TimeUnit, ...] = ()) -> TimeSpan:
    """Read a time written the way the text writes it: "a few hours", "half an hour"."""
    units = units or DEFAULT_TIME_UNITS
    cleaned = " ".join(text.strip().lower().split())
    match = _PHRASE.match(cleaned)
    if not match:
        raise InvalidValue(
            f"'{text}' is not a time; write a quantity ({one_of(q.value for q in QUANTITIES)}) "
            "and a unit, e.g. 'a few hours' or 'half an hour'"
        )
    word = match.group("quantity")
    if word.startswith("half"):
        quantity = Quantity.HALF
    elif word.endswith("few"):
        quantity = Quantity.A_FEW
    elif word == "several":
        quantity = Quantity.SEVERAL
    else:
        quantity = Quantity.ABOUT_ONE
    return TimeSpan(quantity, _unit(match.group("unit"), units))


def shift_time(
    span: TimeSpan, steps: int, ruleset: RuleSet, units: tuple[TimeUnit, ...] = ()
) -> TimeSpan:
    """`span` moved `steps` quantity steps: positive is slower (longer), negative faster."""
    ruleset.require("time_shifts", "shifting a time")
    units = units or DEFAULT_TIME_UNITS
    position = _position(span, units) + steps
    position = min(max(position, 0), len(units) * len(QUANTITIES) - 1)
    unit_index, quantity_index = divmod(position, len(QUANTITIES))
    return TimeSpan(QUANTITIES[quantity_index], units[unit_index])


def time_after_roll(
    base: TimeSpan, margin: int, ruleset: RuleSet, units: tuple[TimeUnit, ...] = ()
) -> TimeSpan:
    """How long the task takes when the roll beat (margin > 0) or missed (margin < 0) its
    target: one step faster per shift beyond it, one step slower per shift short of it.

    `base` is the time of a simple success; a tie (margin 0) takes exactly that.
    """
    return shift_time(base, -margin, ruleset, units)


def _position(span: TimeSpan, units: tuple[TimeUnit, ...]) -> int:
    unit = _unit(span.unit.singular, units)
    return units.index(unit) * len(QUANTITIES) + QUANTITIES.index(span.quantity)


def _unit(name: str, units: tuple[TimeUnit, ...]) -> TimeUnit:
    wanted = name.strip().lower()
    for unit in units:
        if wanted in (unit.singular.lower(), unit.plural.lower()):
            return unit
    names = [unit.plural for unit in units]
    hint = did_you_mean(name, names + [unit.singular for unit in units])
    raise InvalidValue(f"'{name}' is not a unit of time{hint}; use {one_of(names)}")
