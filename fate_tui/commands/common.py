"""Helpers every subcommand of the command line shares."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from fate_tui.rules.errors import InvalidValue

if TYPE_CHECKING:
    from fate_tui.rules.ruleset import RuleSet

PROG = "fate-tui"
# Named here so that building the parser imports no rule set (the app starts faster); a test
# keeps them equal to fate_tui.rules.rulesets.
RULESET_NAMES = ("condensed", "core", "accelerated", "sotc")
DEFAULT_RULESET = "condensed"


class UsageError(Exception):
    """Bad command-line arguments: reported in one line, exit status 2."""


def folder_argument(path_text: str | Path) -> Path:
    """A campaign folder named on the command line; an empty one is a bad argument."""
    if not str(path_text).strip():  # Path("") would be the current folder
        raise UsageError("the campaign folder's path is empty; name a folder")
    return Path(path_text)


def app_status(app) -> int:
    """The exit status of a full-screen app that has stopped: 1 when it crashed (Textual
    has printed the traceback), else what it exited with."""
    return app.return_code or 0


def add_rules_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rules",
        default=DEFAULT_RULESET,
        metavar="NAME",
        help=f"rule set: {', '.join(RULESET_NAMES)} (default {DEFAULT_RULESET})",
    )


def add_rating(parser, flag: str, what: str, **kw) -> None:
    parser.add_argument(flag, metavar="R", help=f"{what}: 4, +4, Great or 'Great (+4)'", **kw)


def add_bonus(parser) -> None:
    parser.add_argument("--bonus", type=_bonus, default=0, metavar="N", help="extra modifier")


def _bonus(text: str) -> int:
    """A modifier, in the same range as a rating (a typo of 100000000 is refused)."""
    from fate_tui.rules.ladder import LIMIT

    try:
        value = int(text.strip().replace("−", "-"))
    except ValueError:
        value = None
    if value is None or abs(value) > LIMIT or len(text.strip().lstrip("+-−")) > 3:
        raise argparse.ArgumentTypeError(
            f"'{text}' is not a bonus: use a whole number from -{LIMIT} to +{LIMIT}"
        )
    return value


def rating(ruleset: RuleSet, text: str, flag: str) -> int:
    return option(ruleset.ladder.parse, text, flag)


def option(parse: Callable[[str], object], text: str, flag: str):
    """Parse one option's value, naming the option in the error."""
    try:
        return parse(text)
    except InvalidValue as error:
        raise UsageError(f"{flag}: {error}") from None
