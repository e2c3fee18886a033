"""Importing and exporting from the app: a path prompt with completion, then for an import
the same preview the command line's --dry-run gives (what comes in, what goes to the notes,
what is not imported) and a confirmation; the same reading, rules and warnings as
`fate-tui import` and `fate-tui export`.

Each function is awaited inside a worker (an action decorated with `@work`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from fate_tui.ui.dialogs import asking

if TYPE_CHECKING:
    from fate_tui.ui.app import FateApp


async def import_files(app: FateApp) -> None:
    from fate_tui.interchange import in_app
    from fate_tui.interchange.importer import ImportRefused
    from fate_tui.ui.dialogs.path_prompt import PathPrompt
    from fate_tui.ui.dialogs.summary import Summary

    controller = app.controller
    if controller is None:
        return
    typed = await asking.answer(
        app,
        PathPrompt(
            "Import Fari files (.fari.json) or Fate Core Official actors: one or more paths",
            placeholder="~/Downloads/*.fari.json",
        ),
    )
    if not typed:
        return
    files = in_app.paths_from(typed)
    try:
        plan = in_app.plan(controller, files, replace=True)
        if any(item.replaces for item in plan.items):
            there = [item for item in plan.items if item.replaces]
            names = ", ".join(item.title for item in there)
            keep = await asking.choose(
                app,
                f"Already in the campaign: {names}",
                [
                    ("replace", "Replace them (their files' comments are kept)"),
                    ("new", "Import them as new characters beside them"),
                ],
            )
            if keep is None:
                return
            if keep == "new":
                plan = in_app.plan(controller, files, replace=False)
    except ImportRefused as refused:
        await asking.answer(app, Summary("Nothing was imported", refused.reasons))
        return
    count = len(plan.items)
    asked = Summary(
        f"Import {count} file{'s' * (count != 1)}?",
        in_app.preview_lines(plan),
        confirm="Import",
    )
    if not await asking.answer(app, asked):
        return
    done, said = app.attempt(in_app.apply, plan)
    if done:
        app.notify(str(said), markup=False)


async def export_to_file(app: FateApp, character_id: str | None = None) -> None:
    """Export a character's sheet (Markdown, HTML or Fari, by the file's name) or, without
    `character_id`, the whole campaign as Markdown (the GM's copy or the players')."""
    from fate_tui.interchange import in_app
    from fate_tui.ui.dialogs.path_prompt import PathPrompt

    controller = app.controller
    if controller is None:
        return
    players = False
    if character_id is None:
        copy = await asking.choose(
            app,
            "Export the campaign as Markdown",
            [
                ("gm", "The GM's copy: everything"),
                ("players", "The players' copy: what the table knows"),
            ],
        )
        if copy is None:
            return
        players = copy == "players"
        what = "the players' copy of the campaign" if players else "the campaign"
    else:
        character = controller.state.characters.get(character_id)
        what = character.name if character else character_id
    typed = await asking.answer(
        app,
        PathPrompt(
            f"Export {what} to: .md (Markdown), .html (a printable sheet) or .fari.json"
            if character_id
            else f"Export {what} to a Markdown file (.md)",
            value=in_app.suggested_name(controller, character_id),
        ),
    )
    if not typed:
        return
    target = Path(typed).expanduser()
    done, exported = app.attempt(in_app.export, target, character_id=character_id, players=players)
    if done and exported is not None:  # done: what the export wrote
        app.notify(f"Wrote {exported.path.resolve()} ({exported.format})", markup=False)
