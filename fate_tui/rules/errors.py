"""The exceptions of the rules core, and the helpers that word their messages.

Every message is written for a GM: it says what was wrong and what is allowed.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import TypeVar

from fate_tui.rules.wording import either

_Choice = TypeVar("_Choice", bound=Enum)


class FateError(Exception):
    """Base of every error fate-tui raises on purpose."""


class RulesError(FateError):
    """A request the rules do not allow (an illegal invoke, a full consequence slot...)."""


class InvalidValue(FateError, ValueError):
    """A value that cannot be understood (a rating, dice faces, a rule set name...)."""


class InvalidOverride(InvalidValue):
    """A rule-set override that names an unknown key or holds a value of the wrong kind."""

    def __init__(self, path: str, message: str) -> None:
        self.path = path
        self.detail = message
        super().__init__(f"{path}: {message}" if path else message)


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """A " (did you mean 'X'?)" hint, or an empty string when nothing is close."""
    import difflib  # only needed when something is misspelt

    lowered = {choice.lower(): choice for choice in choices}
    close = difflib.get_close_matches(word.lower(), list(lowered), n=1, cutoff=0.6)
    return f" (did you mean '{lowered[close[0]]}'?)" if close else ""


def one_of(choices: Iterable[str]) -> str:
    """'a', 'b' or 'c' — for messages listing what is allowed."""
    return either([f"'{choice}'" for choice in choices])


def parse_choice(kind: type[_Choice], value: _Choice | str, what: str) -> _Choice:
    """`value` as a member of the enum `kind`; InvalidValue saying it is not `what` ("a benefit
    of scale") and listing the allowed values otherwise."""
    try:
        return kind(value)
    except ValueError:
        allowed = [member.value for member in kind]
        hint = did_you_mean(str(value), allowed)
        raise InvalidValue(f"'{value}' is not {what}{hint}; use {one_of(allowed)}") from None
