"""The `fate-tui` command line.

`fate-tui` lists the campaigns, `fate-tui PATH` opens one, `players` and `serve` show the
players' view, and the other subcommands (`roll`, `odds`, `new`, `check`, `import`, `export`,
`list`) work headless, for scripts and for a GM rolling physical dice. Each subcommand lives in
`fate_tui/commands/` as an `add_<name>` function (its arguments) that sets the function
doing its work. Textual is never imported by the headless commands, so they start fast and
run without a terminal UI.

Exit codes: 0 done, 2 bad arguments (one line on stderr), 1 any other error (one line).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from fate_tui import __version__
from fate_tui.commands import campaigns, dice, interchange, players
from fate_tui.commands.common import PROG, UsageError
from fate_tui.rules.errors import FateError, InvalidValue

# Options whose values may begin with "-" without being numbers ("--dice -0++"); argparse would
# read such a value as an option, so they are glued to their option before parsing.
_DASH_VALUED = ("--dice",)


class _Parser(argparse.ArgumentParser):
    """An argparse parser whose errors are one line and never exit the interpreter."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{message} (see '{self.prog} --help')")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    if argv is None:  # run as the command, not called by a script or a test
        from fate_tui.campaign import stop_signals

        # SIGTERM and SIGHUP end a command with status 143 or 129, never in mid-save.
        stop_signals.handle()
    try:
        args = build_parser().parse_args(_glue_dash_values(_implicit_command(args_list)))
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


def make_app(campaign_path: str | Path | None = None, **options):
    """The Textual app on a campaign (or, with no path, the campaign picker). Tests,
    screenshots and benchmarks build the app through this, as the command line does."""
    from fate_tui.ui.app import FateApp

    return FateApp(campaign_path, **options)


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


def _implicit_command(argv: list[str]) -> list[str]:
    """`fate-tui` alone lists the campaigns; `fate-tui PATH` opens one."""
    if not argv:
        return ["list", "--pick"]
    if argv[0].startswith("--data-dir"):
        return ["list", "--pick", *argv]
    first = argv[0]
    if first.startswith("-") or first in _names():
        return argv
    return ["open", *argv]


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


_SUBCOMMANDS: tuple[Callable[[argparse._SubParsersAction], None], ...] = (
    dice.add_roll,
    dice.add_odds,
    campaigns.add_new,
    campaigns.add_check,
    interchange.add_import,
    interchange.add_export,
    campaigns.add_list,
    campaigns.add_open,
    players.add_players,
    players.add_serve,
)


def _names() -> list[str]:
    return [add.__name__.removeprefix("add_") for add in _SUBCOMMANDS]
