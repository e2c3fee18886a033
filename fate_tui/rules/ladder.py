"""The adjective ladder: numbers <-> words, and reading ratings the way people write them."""

from __future__ import annotations

import re
from dataclasses import dataclass

from fate_tui.rules.errors import InvalidValue, did_you_mean

_FULL_LADDER = {
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

_NUMBER = re.compile(r"^[+-]?\d+$")
_WORD_WITH_NUMBER = re.compile(r"^([A-Za-z]+)\s*\(\s*([+-]?\d+)\s*\)$")


@dataclass(frozen=True)
class Ladder:
    """The named steps of one rule set's ladder, from `lowest` to `highest` inclusive.

    Values beyond the named steps are legal (an effort of +9 happens); they are shown as numbers.
    """

    lowest: int = -4
    highest: int = 8

    def name(self, value: int) -> str | None:
        """The ladder word for `value`, or None when the ladder has no word for it."""
        if self.lowest <= value <= self.highest:
            return _FULL_LADDER.get(value)
        return None

    def label(self, value: int) -> str:
        """'Great (+4)', or just '+9' for a value beyond the ladder."""
        word = self.name(value)
        number = signed(value)
        return f"{word} ({number})" if word else number

    def names(self) -> dict[int, str]:
        """Every named step, highest first."""
        return {v: n for v, n in _FULL_LADDER.items() if self.lowest <= v <= self.highest}

    def parse(self, text: object) -> int:
        """Read a rating written as 4, "+4", "4", "Great", "great" or "Great (+4)".

        Raises InvalidValue with a GM-readable message for anything else.
        """
        if isinstance(text, bool):
            raise InvalidValue(f"{text!r} is not a rating; {RATING_HELP}")
        if isinstance(text, int):
            return _in_range(text, text)
        if not isinstance(text, str):
            raise InvalidValue(f"{text!r} is not a rating; {RATING_HELP}")
        # Typographic minus signs come in from word processors and the rules texts.
        cleaned = text.strip().replace("−", "-").replace("–", "-")
        if _NUMBER.match(cleaned):
            return _in_range(_number(cleaned, text), text)
        by_name = {name.lower(): value for value, name in self.names().items()}
        if cleaned.lower() in by_name:
            return by_name[cleaned.lower()]
        paired = _WORD_WITH_NUMBER.match(cleaned)
        if paired:
            word, number = paired.group(1).lower(), _number(paired.group(2), text)
            if by_name.get(word) == number:
                return number
            if word in by_name:
                raise InvalidValue(
                    f"'{text}' disagrees with itself: {self.label(by_name[word])} is not "
                    f"{signed(number)}"
                )
        hint = did_you_mean(cleaned, self.names().values())
        raise InvalidValue(f"'{text}' is not a rating{hint}; {RATING_HELP}")


# Far beyond any ladder: a typo such as 100000000 is refused rather than carried through
# every calculation.
LIMIT = 100


def _number(digits: str, text: object) -> int:
    if len(digits.lstrip("+-")) > 3:
        raise InvalidValue(f"'{text}' is not a rating: ratings run from -{LIMIT} to +{LIMIT}")
    return int(digits)


def _in_range(value: int, text: object) -> int:
    if abs(value) > LIMIT:
        raise InvalidValue(f"{text} is not a rating: ratings run from -{LIMIT} to +{LIMIT}")
    return value


RATING_HELP = 'write a number (4 or "+4") or a ladder word ("Great" or "Great (+4)")'


def signed(value: int) -> str:
    """+3, +0, -2: how Fate writes numbers on the ladder."""
    return f"{value:+d}"


FULL_LADDER = Ladder(-4, 8)
