"""The `fate-tui` command line: headless tools for scripts and for a GM rolling physical dice.

Each subcommand is one `_add_<name>` function (its arguments) plus one `_run_<name>` function
(its work); add a new one to `_SUBCOMMANDS`. Textual and tomlkit are imported only inside the
subcommands that need them, so `fate-tui roll` starts fast and works without a terminal UI.

Exit codes: 0 done, 2 bad arguments (one line on stderr), 1 any other error (one line).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Callable, Sequence
from fractions import Fraction

from fate_tui import __version__
from fate_tui.rules.dice import dice_symbols, parse_dice, roll_dice
from fate_tui.rules.errors import FateError, InvalidValue
from fate_tui.rules.ladder import signed
from fate_tui.rules.odds import Odds, odds_report
from fate_tui.rules.outcomes import OUTCOME_ORDER, Outcome, OutcomeModel, effort_of, resolve
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.rulesets import DEFAULT_RULESET, RULESETS, get_ruleset

PROG = "fate-tui"

# Options whose values may begin with "-" without being numbers ("--dice -0++"); argparse would
# read such a value as an option, so they are glued to their option before parsing.
_DASH_VALUED = ("--dice",)


class UsageError(Exception):
    """Bad command-line arguments: reported in one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    """An argparse parser whose errors are one line and never exit the interpreter."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{message} (see '{self.prog} --help')")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser().parse_args(_glue_dash_values(args_list))
        if not hasattr(args, "run"):
            raise UsageError(f"choose a command: {', '.join(_names())} (see '{PROG} --help')")
        return args.run(args)
    except SystemExit as done:  # --help and --version exit through argparse
        return done.code if isinstance(done.code, int) else 0
    except (UsageError, InvalidValue) as error:
        return _fail(str(error), 2)
    except FateError as error:
        return _fail(str(error), 1)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader (e.g. `| head`) went away; silence the flush at exit.
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115
        return 1
    except Exception as error:
        if os.environ.get("FATE_TUI_DEBUG"):
            raise
        return _fail(f"internal error: {type(error).__name__}: {error}", 1)


def build_parser() -> argparse.ArgumentParser:
    """The whole parser: one subparser per entry of `_SUBCOMMANDS`."""
    parser = _Parser(prog=PROG, description="A game-master screen for the Fate RPG.")
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    commands = parser.add_subparsers(title="commands", metavar="COMMAND")
    for add in _SUBCOMMANDS:
        add(commands)
    return parser


def _fail(message: str, status: int) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return status


def _glue_dash_values(argv: list[str]) -> list[str]:
    glued: list[str] = []
    items = iter(argv)
    for item in items:
        if item in _DASH_VALUED:
            value = next(items, None)
            glued.append(item if value is None else f"{item}={value}")
        else:
            glued.append(item)
    return glued


def _add_rules_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rules",
        default=DEFAULT_RULESET,
        metavar="NAME",
        help=f"rule set: {', '.join(RULESETS)} (default {DEFAULT_RULESET})",
    )


def _add_rating(parser: argparse.ArgumentParser, flag: str, what: str, **kw) -> None:
    parser.add_argument(flag, metavar="R", help=f"{what}: 4, +4, Great or 'Great (+4)'", **kw)


# --- roll -----------------------------------------------------------------------------------


def _add_roll(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "roll",
        help="roll 4dF (or read physical dice) and resolve against a difficulty",
        description="Roll four Fate dice, add skill and bonus, and compare with --vs.",
    )
    _add_rating(parser, "--skill", "skill or approach rating (default Mediocre)", default="0")
    parser.add_argument("--bonus", type=int, default=0, metavar="N", help="extra modifier")
    _add_rating(parser, "--vs", "difficulty or opposing effort")
    source = parser.add_mutually_exclusive_group()
    source.add_argument(
        "--dice", metavar="FACES", help="dice rolled at the table: '+0-+' or four d6 like 3516"
    )
    source.add_argument("--seed", type=int, metavar="S", help="seed for a repeatable roll")
    _add_rules_option(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=_run_roll)


def _run_roll(args: argparse.Namespace) -> int:
    ruleset = _option(get_ruleset, args.rules, "--rules")
    skill = _rating(ruleset, args.skill, "--skill")
    opposition = None if args.vs is None else _rating(ruleset, args.vs, "--vs")
    if args.dice is not None:
        faces = _option(parse_dice, args.dice, "--dice")
    else:
        faces = roll_dice(random.Random(args.seed))
    effort = effort_of(faces, skill, args.bonus)
    report: dict[str, object] = {
        "rules": ruleset.name,
        "dice": list(faces),
        "faces": dice_symbols(faces),
        "total": sum(faces),
        "skill": skill,
        "bonus": args.bonus,
        "effort": effort,
        "effort_label": ruleset.ladder.label(effort),
    }
    if opposition is not None:
        resolution = resolve(effort, opposition, ruleset)
        report |= {
            "opposition": opposition,
            "opposition_label": ruleset.ladder.label(opposition),
            "shifts": resolution.margin,
            "outcome": resolution.outcome.value,
        }
    if args.json:
        print(json.dumps(report))
        return 0
    print(f"Dice:    {' '.join(dice_symbols(faces))}  ({signed(sum(faces))})")
    parts = [f"{ruleset.ladder.label(skill)} skill", f"{signed(sum(faces))} dice"]
    if args.bonus:
        parts.append(f"{signed(args.bonus)} bonus")
    print(f"Effort:  {report['effort_label']}  = {', '.join(parts)}")
    if opposition is not None:
        print(f"Versus:  {report['opposition_label']}")
        print(f"Shifts:  {signed(resolution.margin)}")
        print(f"Outcome: {_outcome_words(resolution.outcome, ruleset)}")
    return 0


# --- odds -----------------------------------------------------------------------------------


def _add_odds(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "odds",
        help="exact chances of fail / tie / success / success with style",
        description=(
            "Exact chances of each outcome against a fixed difficulty (--vs), or against an "
            "opposing rating that also rolls 4dF (--opposed, which replaces --vs)."
        ),
    )
    _add_rating(parser, "--skill", "skill or approach rating", required=True)
    parser.add_argument("--bonus", type=int, default=0, metavar="N", help="extra modifier")
    against = parser.add_mutually_exclusive_group(required=True)
    _add_rating(against, "--vs", "fixed difficulty")
    _add_rating(against, "--opposed", "opposing rating that also rolls")
    _add_rules_option(parser)
    parser.add_argument(
        "--json",
        action="store_true",
        help="print {fail, tie, success, success_with_style} as floats summing to 1",
    )
    parser.set_defaults(run=_run_odds)


def _run_odds(args: argparse.Namespace) -> int:
    ruleset = _option(get_ruleset, args.rules, "--rules")
    skill = _rating(ruleset, args.skill, "--skill")
    opposed = args.opposed is not None
    flag = "--opposed" if opposed else "--vs"
    opposition = _rating(ruleset, args.opposed if opposed else args.vs, flag)
    report = odds_report(skill, opposition, ruleset, bonus=args.bonus, opposed=opposed)
    if args.json:
        print(json.dumps(report.base.as_floats()))
        return 0
    against = "opposed by" if opposed else "vs difficulty"
    bonus = f" {signed(args.bonus)}" if args.bonus else ""
    print(
        f"{ruleset.ladder.label(skill)}{bonus} {against} {ruleset.ladder.label(opposition)} "
        f"({ruleset.title})"
    )
    _print_odds(report.base, ruleset)
    print(f"Success or better: {_percent(report.base.at_least(Outcome.SUCCESS))}")
    step = ruleset.invokes.bonus
    for count, invoked in enumerate(report.with_invokes, start=1):
        label = f"with {count} more invoke{'s' if count > 1 else ''} ({signed(count * step)})"
        print(f"  {label + ':':<28}{_percent(invoked.at_least(Outcome.SUCCESS))}")
    if report.with_reroll is not None:
        label = "with a reroll if short:"
        print(f"  {label:<28}{_percent(report.with_reroll.at_least(Outcome.SUCCESS))}")
    return 0


def _print_odds(odds: Odds, ruleset: RuleSet) -> None:
    for outcome in OUTCOME_ORDER:
        if outcome is Outcome.TIE and ruleset.outcome_model is OutcomeModel.MEET_OR_BEAT:
            continue  # meeting the opposition is a success there: no ties to show
        print(f"  {_outcome_words(outcome, ruleset) + ':':<28}{_percent(odds.chance(outcome))}")


# --- shared helpers -------------------------------------------------------------------------


def _rating(ruleset: RuleSet, text: str, flag: str) -> int:
    return _option(ruleset.ladder.parse, text, flag)


def _option(parse: Callable[[str], object], text: str, flag: str):
    """Parse one option's value, naming the option in the error."""
    try:
        return parse(text)
    except InvalidValue as error:
        raise UsageError(f"{flag}: {error}") from None


def _outcome_words(outcome: Outcome, ruleset: RuleSet) -> str:
    # Spirit of the Century calls 3+ shifts a significant success (it earns spin).
    if ruleset.outcome_model is OutcomeModel.MEET_OR_BEAT:
        if outcome is Outcome.SUCCESS_WITH_STYLE:
            return "significant success"
    return outcome.words


def _percent(chance: Fraction) -> str:
    """'61.7%', but never rounds a possible result to 0% or a sure one to 100%."""
    if 0 < chance < Fraction(1, 2000):
        return "<0.1%"
    if Fraction(1999, 2000) < chance < 1:
        return ">99.9%"
    return f"{float(chance) * 100:.1f}%"


_SUBCOMMANDS: tuple[Callable[[argparse._SubParsersAction], None], ...] = (_add_roll, _add_odds)


def _names() -> list[str]:
    return [add.__name__.removeprefix("_add_") for add in _SUBCOMMANDS]
