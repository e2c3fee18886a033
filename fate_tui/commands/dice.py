"""`fate-tui roll` and `fate-tui odds`: dice and exact chances, for scripts and for a GM
whose players roll physical dice."""

from __future__ import annotations

import argparse

from fate_tui.commands.common import add_bonus, add_rating, add_rules_option


def add_roll(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "roll",
        help="roll 4dF (or read physical dice) and resolve against a difficulty",
        description="Roll four Fate dice, add skill and bonus, and compare with --vs.",
    )
    add_rating(parser, "--skill", "skill or approach rating (default Mediocre)", default="0")
    add_bonus(parser)
    add_rating(parser, "--vs", "difficulty or opposing effort")
    source = parser.add_mutually_exclusive_group()
    source.add_argument(
        "--dice", metavar="FACES", help="dice rolled at the table: '+0-+' or four d6 like 3516"
    )
    source.add_argument("--seed", type=int, metavar="S", help="seed for a repeatable roll")
    add_rules_option(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=_run_roll)


def add_odds(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "odds",
        help="exact chances of fail / tie / success / success with style",
        description=(
            "Exact chances of each outcome against a fixed difficulty (--vs), or against an "
            "opposing rating that also rolls 4dF (--opposed, which replaces --vs)."
        ),
    )
    add_rating(parser, "--skill", "skill or approach rating", required=True)
    add_bonus(parser)
    against = parser.add_mutually_exclusive_group(required=True)
    add_rating(against, "--vs", "fixed difficulty")
    add_rating(against, "--opposed", "opposing rating that also rolls")
    add_rules_option(parser)
    parser.add_argument(
        "--json",
        action="store_true",
        help="print {fail, tie, success, success_with_style} as floats summing to 1",
    )
    parser.set_defaults(run=_run_odds)


def _run_roll(args: argparse.Namespace) -> int:
    # The rules load only when a command runs, so opening the app does not pay for them.
    from fate_tui.commands.dice_run import run_roll

    return run_roll(args)


def _run_odds(args: argparse.Namespace) -> int:
    from fate_tui.commands.dice_run import run_odds

    return run_odds(args)
