"""Campaign subcommands: `new`, `check`, `list` and opening a campaign."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from fate_tui.commands.common import (
    PROG,
    UsageError,
    add_rules_option,
    app_status,
    folder_argument,
    option,
)
from fate_tui.rules.wording import counted
from fate_tui.safe_text import safe_text


def add_new(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "new",
        help="create a campaign folder",
        description="Create a campaign folder that passes 'check' and opens at once.",
    )
    parser.add_argument("path", metavar="PATH", help="the folder to create")
    add_rules_option(parser)
    parser.add_argument("--name", metavar="NAME", help="the campaign's name")
    parser.set_defaults(run=_run_new)


def _run_new(args: argparse.Namespace) -> int:
    from fate_tui.campaign.create import create_campaign
    from fate_tui.rules.rulesets import get_ruleset

    ruleset = option(get_ruleset, args.rules, "--rules")
    path = Path(args.path)
    if path.exists() and (not path.is_dir() or any(path.iterdir())):
        raise UsageError(f"{path} already exists and is not empty; choose a new folder")
    create_campaign(path, ruleset.name, args.name)
    print(f"Created {ruleset.title} campaign in {path}")
    print(f"Open it with: {PROG} {path}")
    return 0


def add_check(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "check",
        help="load a campaign and report every error and warning",
        description="Exit status: 0 when the campaign loads, 1 when it does not.",
    )
    parser.add_argument("path", metavar="PATH", help="the campaign folder")
    parser.set_defaults(run=_run_check)


def _run_check(args: argparse.Namespace) -> int:
    store = _load(args.path)
    # The GM's tables to roll on are no part of the campaign's state: a mistake in one is a
    # warning (that table is not rolled on), never a campaign that does not load.
    from fate_tui.campaign import deck_file
    from fate_tui.campaign.roll_tables import gm_tables

    # The Deck of Fate's pile is checked here and at each draw (a broken one is never
    # written over; the draw comes from a fresh shuffle).
    problems = [*store.problems, *deck_file.problems(store.root), *gm_tables(store.root)[1]]
    for problem in problems:
        print(problem.format())
    errors = sum(1 for p in problems if p.severity == "error")
    warnings = len(problems) - errors
    state = store.state
    summary = (
        f"{state.story.name} ({state.ruleset.title}): "
        f"{counted(len(state.characters), 'character')}, {counted(len(state.scenes), 'scene')}; "
        f"{counted(errors, 'error')}, {counted(warnings, 'warning')}"
    )
    print(safe_text(summary), file=sys.stderr if errors else sys.stdout)
    return 1 if errors else 0


def add_list(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "list",
        help="list your campaigns and the bundled examples",
        description="List the campaigns in your data folder and the bundled examples.",
    )
    _add_data_dir(parser)
    parser.add_argument("--pick", action="store_true", help=argparse.SUPPRESS)
    parser.set_defaults(run=_run_list)


def _add_data_dir(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help="your campaign folder (default: $FATE_TUI_DATA_DIR or the platform's data folder)",
    )


def _run_list(args: argparse.Namespace) -> int:
    from fate_tui.campaign.library import all_campaigns, data_dir

    if args.pick and sys.stdout.isatty() and sys.stdin.isatty():
        if args.data_dir:
            os.environ["FATE_TUI_DATA_DIR"] = args.data_dir
        return _run_app(None)

    folder = data_dir(args.data_dir)
    entries = all_campaigns(args.data_dir)
    mine = [e for e in entries if not e.bundled]
    print(f"Your campaigns ({folder}):")
    if not mine:
        print(f"  none yet: create one with '{PROG} new {folder / 'my-campaign'}'")
    for entry in mine:
        print(safe_text(f"  {entry.name}  [{entry.rules}]  {entry.path}"))
    examples = [e for e in entries if e.bundled]
    if examples:
        print("Bundled examples (opening one plays a copy in your folder):")
        for entry in examples:
            print(safe_text(f"  {entry.name}  [{entry.rules}]  {entry.path.name}"))
    print(f"Open one with '{PROG} PATH' (an example: '{PROG} open NAME').")
    return 0


def add_open(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "open",
        help="open a campaign (also: fate-tui PATH)",
        description="Open a campaign folder.",
    )
    parser.add_argument("path", metavar="PATH", help="the campaign folder")
    parser.add_argument(
        "--summary", action="store_true", help="print a summary instead of opening the app"
    )
    parser.add_argument(
        "--read-only",
        action="store_true",
        help="look at the campaign without saving anything (no change, no undo, no log): "
        "for a second window while another fate-tui plays it",
    )
    parser.set_defaults(run=_run_open)


def _run_app(path: str | Path | None, *, read_only: bool = False) -> int:
    from fate_tui.cli import make_app
    from fate_tui.ui.shell import collector

    if path is not None:
        path = _playable(folder_argument(path))
    collector.pause()  # the app resumes it once its first screen is drawn
    try:
        app = make_app(path, read_only=read_only)
        app.run()
    finally:
        collector.resume()
    if app.farewell:
        print(f"{PROG}: {app.farewell}", file=sys.stderr)
    return app_status(app)


def _playable(folder: Path) -> Path:
    """The folder to play: a bundled example (by path or by name) is first copied into the
    GM's campaign folder, and the GM is told where."""
    from fate_tui.campaign.library import copy_example, data_dir, example_named, is_bundled

    if not folder.is_dir():
        example = example_named(str(folder))
        if example is None:
            raise UsageError(f"{folder} is not a campaign folder")
        folder = example
    if is_bundled(folder):
        try:
            copy = copy_example(folder, data_dir())
        except OSError as error:
            raise UsageError(f"could not copy the example {folder.name}: {error}") from None
        print(
            f"{folder.name} is a bundled example: playing a copy in {copy} "
            "(the bundled files never change)",
            file=sys.stderr,
        )
        return copy
    return folder


def _run_open(args: argparse.Namespace) -> int:
    if sys.stdout.isatty() and sys.stdin.isatty() and not args.summary:
        return _run_app(args.path, read_only=args.read_only)
    store = _load(args.path)
    for problem in store.errors:
        print(problem.format(), file=sys.stderr)
    if store.errors:
        return 1
    state = store.state
    scene = state.current_scene
    print(safe_text(f"{state.story.name} — {state.ruleset.title}"))
    if scene is not None:
        print(safe_text(f"Scene in play: {scene.title}"))
    print(
        f"{counted(len(state.pcs), 'PC')}, "
        f"{counted(len(state.characters) - len(state.pcs), 'NPC')}, "
        f"{counted(len(state.scenes), 'scene')}"
    )
    return 0


def _load(path_text: str | Path):
    """The campaign, loaded for reading only: the headless commands never write to it (not
    even to tidy away the temp files of interrupted saves; opening it in the app does)."""
    from fate_tui.campaign.store import CampaignStore

    path = folder_argument(path_text)
    if not path.exists():
        raise UsageError(f"{path} does not exist")
    if not path.is_dir():
        raise UsageError(f"{path} is not a folder; a campaign is a folder with campaign.toml")
    return CampaignStore.load(path, tidy=False)
