"""Helpers every subcommand of the command line shares."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from fractions import Fraction

from fate_tui.rules.errors import InvalidValue
from fate_tui.rules.outcomes import Outcome, OutcomeModel
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.rulesets import DEFAULT_RULESET, RULESETS

PROG = "fate-tui"


class UsageError(Exception):
    """Bad command-line arguments: reported in one line, exit status 2."""


def add_rules_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rules",
        default=DEFAULT_RULESET,
        metavar="NAME",
        help=f"rule set: {', '.join(RULESETS)} (default {DEFAULT_RULESET})",
    )


def add_rating(parser, flag: str, what: str, **kw) -> None:
    parser.add_argument(flag, metavar="R", help=f"{what}: 4, +4, Great or 'Great (+4)'", **kw)


def rating(ruleset: RuleSet, text: str, flag: str) -> int:
    return option(ruleset.ladder.parse, text, flag)


def option(parse: Callable[[str], object], text: str, flag: str):
    """Parse one option's value, naming the option in the error."""
    try:
        return parse(text)
    except InvalidValue as error:
        raise UsageError(f"{flag}: {error}") from None


def outcome_words(outcome: Outcome, ruleset: RuleSet) -> str:
    # Spirit of the Century calls 3+ shifts a significant success (it earns spin).
    if ruleset.outcome_model is OutcomeModel.MEET_OR_BEAT:
        if outcome is Outcome.SUCCESS_WITH_STYLE:
            return "significant success"
    return outcome.words


def percent(chance: Fraction) -> str:
    """'61.7%', but never rounds a possible result to 0% or a sure one to 100%."""
    if 0 < chance < Fraction(1, 2000):
        return "<0.1%"
    if Fraction(1999, 2000) < chance < 1:
        return ">99.9%"
    return f"{float(chance) * 100:.1f}%"
