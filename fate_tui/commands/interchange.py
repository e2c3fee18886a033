"""`fate-tui import` (Fari, Fate Core Official) and `fate-tui export` (Markdown, HTML, Fari)."""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Iterator
from pathlib import Path

from fate_tui.commands.common import PROG, UsageError
from fate_tui.rules.errors import FateError
from fate_tui.safe_text import escape_unsafe_json, safe_text

_KINDS = ("pc", "major", "minor", "mooks")


def add_import(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "import",
        help="bring characters and scenes from Fari or Fate Core Official into a campaign",
        description=(
            "Import Fari exports (.fari.json: characters of every Fari version, and scenes, "
            "whose index cards become situation aspects) and Fate Core Official actors "
            "(Foundry's 'Export Data' of an actor, or a world's or compendium's actors). "
            "Every file is read before anything is written: one file that cannot be read "
            "stops the import. Exit status: 0 imported, 1 nothing imported, 2 bad arguments."
        ),
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help="the files to import")
    parser.add_argument(
        "--into", required=True, metavar="CAMPAIGN", help="the campaign folder to import into"
    )
    parser.add_argument(
        "--dry-run", action="store_true", help="print the files it would write; write nothing"
    )
    parser.add_argument(
        "--replace",
        action="store_true",
        help="replace a character or scene of the same name (default: a new id with a suffix)",
    )
    parser.add_argument(
        "--kind",
        choices=_KINDS,
        default="pc",
        help="what the imported characters are, when the file does not say (default pc)",
    )
    parser.set_defaults(run=_run_import)


def _run_import(args: argparse.Namespace) -> int:
    with _writing(args.into, dry_run=args.dry_run) as tidy:
        return _import(args, _campaign(args.into, tidy=tidy))


def _import(args: argparse.Namespace, store) -> int:
    from fate_tui.interchange.importer import ImportRefused, apply, plan_import, preview
    from fate_tui.rules.character import CharacterKind

    try:
        plan = plan_import(
            store,
            [Path(f) for f in args.files],
            kind=CharacterKind(args.kind),
            replace=args.replace,
        )
    except ImportRefused as refused:
        for reason in refused.reasons:
            print(f"{PROG}: {safe_text(reason)}", file=sys.stderr)
        print(f"{PROG}: nothing was imported", file=sys.stderr)
        return 1
    for line in plan.skipped + plan.warnings:
        print(f"warning: {safe_text(line)}", file=sys.stderr)
    if args.dry_run:
        texts = preview(store, plan)
        print(f"Would write {len(plan.items)} file(s) into {store.root} (nothing written):")
        for item in plan.items:
            state = "replacing" if item.replaces else "new"
            print(safe_text(f"\n--- {item.relpath} ({state}, from {item.source}) ---"))
            sys.stdout.write(safe_text(texts.get(item.relpath, "(unchanged)\n")))
        return 0
    apply(store, plan)
    print(f"Imported {len(plan.items)} file(s) into {store.root}:")
    for item in plan.items:
        state = " (replaced)" if item.replaces else ""
        print(safe_text(f"  {item.relpath}  {item.title}{state}  from {item.source}"))
    print(f"Check them with: {PROG} check {args.into}")
    return 0


@contextlib.contextmanager
def _writing(path_text: str, *, dry_run: bool) -> Iterator[bool]:
    """Hold the campaign's writer lock while importing into it; gives whether the temp files
    of interrupted saves may be tidied away. When the GM's app holds the lock, the import
    still writes (the app picks the new files up as an edit made outside, as it does an
    editor's), but tidies nothing: a temp file may be the app's save in progress."""
    from fate_tui.campaign.writer_lock import CampaignLocked, take

    if dry_run or not Path(path_text).is_dir():
        yield False
        return
    try:
        lock = take(path_text, "fate-tui import")
    except CampaignLocked as locked:
        print(f"note: {locked}; it picks up what is imported", file=sys.stderr)
        yield False
        return
    except OSError:  # the state folder cannot hold a lock: import all the same
        yield False
        return
    with lock:
        yield True


def _campaign(path_text: str, *, tidy: bool = True):
    from fate_tui.campaign.state import CAMPAIGN_FILE
    from fate_tui.campaign.store import CampaignStore

    path = Path(path_text)
    if not path.is_dir():
        raise UsageError(f"{path} is not a campaign folder")
    # Write inside the campaign's real folder, wherever a link to it points.
    store = CampaignStore.load(path.resolve(), tidy=tidy)
    broken = [p for p in store.errors if p.file == CAMPAIGN_FILE]
    if broken:
        for problem in broken:
            print(problem.format(), file=sys.stderr)
        raise FateError(
            f"{path}/{CAMPAIGN_FILE} does not load, so its rule set is unknown; "
            f"fix it first ('{PROG} check {path}')"
        )
    return store


def add_export(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "export",
        help="write a character sheet (Markdown, HTML, Fari) or a whole campaign (Markdown)",
        description=(
            "Export a character (PATH is its file, e.g. my-campaign/characters/ruth.toml) as "
            "Markdown, a printable one-page HTML sheet, or a .fari.json file Fari imports; or "
            "a whole campaign (PATH is its folder) as one Markdown document."
        ),
    )
    parser.add_argument("path", metavar="PATH", help="a character file or a campaign folder")
    parser.add_argument("--format", choices=["markdown", "html", "fari"], default="markdown")
    parser.add_argument("--output", "-o", metavar="FILE", help="write here instead of stdout")
    parser.add_argument(
        "--players",
        action="store_true",
        help=(
            "for the players: no hidden aspects, GM notes, unplayed scenes or NPC sheets (an "
            "NPC the table has met exports as the players' view shows them; markdown or html)"
        ),
    )
    parser.set_defaults(run=_run_export)


def _run_export(args: argparse.Namespace) -> int:
    path = Path(args.path)
    output = _output(args.output) if args.output else None
    text = _export_campaign(path, args) if path.is_dir() else _export_character(path, args)
    if text is None:
        return 1
    # Nothing a campaign's text holds reaches a terminal (or a file read in one) as a
    # command: Fari's JSON escapes what it cannot show, losing nothing; documents show it.
    text = escape_unsafe_json(text) if args.format == "fari" else safe_text(text)
    if output is not None:
        from fate_tui.tomltext.atomic import atomic_write

        try:
            atomic_write(output, text.encode("utf-8"))
        except OSError as error:
            raise FateError(
                f"--output {output} cannot be written ({error.strerror or error}); "
                "nothing was written"
            ) from None
    else:
        sys.stdout.write(text)
    return 0


def _output(text: str) -> Path:
    """The file `--output` names, once it can be a file: said before anything is exported."""
    output = Path(text)
    if output.is_dir():
        example = output / "sheet.html"
        raise FateError(f"--output {output} is a folder: name a file in it (e.g. {example})")
    folder = output.parent
    if not folder.is_dir():
        what = "is not a folder" if folder.exists() else "does not exist"
        raise FateError(f"--output {output}: the folder {folder} {what}; nothing was written")
    return output


def _export_campaign(path: Path, args: argparse.Namespace) -> str:
    from fate_tui.campaign.store import CampaignStore
    from fate_tui.interchange.campaign_markdown import campaign_markdown

    if args.format != "markdown":
        raise UsageError(f"a whole campaign exports as markdown, not {args.format}")
    if not (path / "campaign.toml").is_file():
        raise UsageError(f"{path} is not a campaign folder (no campaign.toml)")
    store = CampaignStore.load(path, tidy=False)  # it only reads
    for problem in store.errors:
        print(problem.format(), file=sys.stderr)
    return campaign_markdown(store.state, players=args.players)


def _export_character(file: Path, args: argparse.Namespace) -> str | None:
    from fate_tui.campaign.store import CampaignStore

    if file.suffix != ".toml" or file.parent.name != "characters":
        raise UsageError(
            f"{file} is not a character file (expected .../characters/NAME.toml) "
            "or a campaign folder"
        )
    if not file.is_file():
        raise UsageError(f"{file} does not exist")
    store = CampaignStore.load(file.parent.parent, tidy=False)
    character = store.state.characters.get(file.stem)
    if character is None:
        for problem in store.problems:
            if problem.file == f"characters/{file.name}":
                print(problem.format(), file=sys.stderr)
        return None
    ruleset = store.state.ruleset
    if args.players:
        if character.kind.is_npc:
            return _known_npc(store.state, character, args.format)
        from fate_tui.campaign.players_view import player_sheet

        sheet = player_sheet(store.state, character.id)
        if sheet is None:  # a PC always has one; never fall back to the whole sheet
            raise UsageError(f"{file}: no players' copy of {character.name} can be made")
        character = sheet
    if args.format == "html":
        from fate_tui.interchange.html_sheet import character_html

        return character_html(character, ruleset)
    if args.format == "fari":
        from fate_tui.interchange.fari_export import character_fari

        return character_fari(character, ruleset) + "\n"
    from fate_tui.campaign.export import character_markdown

    return character_markdown(character, ruleset)


def _known_npc(state, character, format: str) -> str:
    """With --players an NPC exports as the players' view shows them; one the table has not
    met has nothing to show, and a Fari file (a whole sheet to play) is no way to show it."""
    from fate_tui.campaign.players_view import npc_as_known
    from fate_tui.rules.errors import FateError

    person = npc_as_known(state, character.id)
    if person is None:
        raise FateError(
            f"--players: the table has not met {character.name} (in no scene that has begun), "
            "so nothing of this NPC may be shown to the players"
        )
    if format == "fari":
        raise UsageError(
            f"--players: a Fari file is a whole sheet to play, and {character.name} is an NPC; "
            "what the players know of an NPC exports as markdown or html"
        )
    if format == "html":
        from fate_tui.interchange.html_sheet import known_npc_html

        return known_npc_html(person, state.ruleset)
    from fate_tui.campaign.export import known_npc_markdown

    return known_npc_markdown(person, state.ruleset)
