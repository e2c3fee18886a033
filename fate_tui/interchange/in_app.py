"""Import and export as the app runs them: the same reading, mapping, warnings and writers as
`fate-tui import` and `fate-tui export`, with the campaign changed through the controller, so
an import is one undoable step in the play log and every screen hears of it."""

from __future__ import annotations

import glob
import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from fate_tui.interchange.importer import ImportPlan, plan_import
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.errors import FateError
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.wording import counted

if TYPE_CHECKING:
    from fate_tui.campaign.controller import Controller

# What a file's name says it should hold.
_FORMATS = {".html": "html", ".htm": "html", ".json": "fari", ".md": "markdown"}


class ExportRefused(FateError):
    """An export that cannot be written, said in one line."""


def paths_from(text: str, here: Path | None = None) -> list[Path]:
    """The files a typed line names: one path (spaces and all) when it exists, else each word
    of it (quoted as a shell would), globs expanded ('~/fari/*.fari.json')."""
    here = here or Path.cwd()
    text = text.strip()
    whole = (here / Path(text).expanduser()) if text else None
    if whole is not None and whole.exists():
        return [whole]
    try:
        words = shlex.split(text)
    except ValueError:
        words = text.split()
    paths: list[Path] = []
    for word in words:
        pattern = str(here / Path(word).expanduser())
        matched = sorted(glob.glob(pattern)) if glob.has_magic(word) else []
        paths += [Path(p) for p in matched] or [Path(pattern)]
    return paths


def plan(controller: Controller, files: list[Path], *, replace: bool = False) -> ImportPlan:
    """Read and map every file onto the campaign: ImportRefused (naming each file that cannot
    be read) unless all of them can. Nothing is written."""
    return plan_import(controller.store, files, kind=CharacterKind.PC, replace=replace)


def preview_lines(plan: ImportPlan) -> list[str]:
    """What an import brings in, one line a file, then every warning: what went to the notes,
    what was not imported."""
    lines = []
    for item in plan.items:
        state = "replaces the one there" if item.replaces else "new"
        lines.append(f"{item.relpath}: {item.title} ({state}), from {item.source}")
    lines += [f"warning: {line}" for line in plan.skipped + plan.warnings]
    return lines


def apply(controller: Controller, plan: ImportPlan) -> str:
    """Write the import as one change (undoable, in the play log); what it did, in words."""
    count = len(plan.items)
    titles = ", ".join(item.title for item in plan.items)
    text = f"Imported {counted(count, 'file')}: {titles}"
    controller.apply(
        text,
        log=("change", text),
        characters=plan.characters,
        scenes=plan.scenes,
    )
    return text


@dataclass(frozen=True)
class Exported:
    path: Path
    format: str


def export(
    controller: Controller,
    target: Path,
    *,
    character_id: str | None = None,
    players: bool = False,
) -> Exported:
    """Write a character's sheet (Markdown, HTML or Fari, by the file's name) or, without
    `character_id`, the whole campaign as Markdown, to `target`."""
    from fate_tui.tomltext.atomic import atomic_write

    state = controller.state
    name = target.name.lower()
    fmt = "fari" if name.endswith(".fari.json") else _FORMATS.get(target.suffix.lower(), "")
    if character_id is None:
        if fmt not in ("markdown", ""):
            raise ExportRefused(f"{target.name}: a whole campaign exports as Markdown (.md)")
        from fate_tui.interchange.campaign_markdown import campaign_markdown

        text, fmt = campaign_markdown(state, players=players), "markdown"
    else:
        character = state.characters.get(character_id)
        if character is None:
            raise ExportRefused(f"no character '{character_id}' to export")
        text, fmt = _character_text(character, state.ruleset, fmt or "markdown")
    if target.is_dir():
        raise ExportRefused(f"{target} is a folder: name the file to write")
    if not target.parent.is_dir():
        raise ExportRefused(f"{target.parent} does not exist")
    try:
        atomic_write(target, text.encode("utf-8"))
    except OSError as error:
        raise ExportRefused(f"{target}: {error.strerror or error}") from None
    return Exported(target, fmt)


def _character_text(character: Character, ruleset: RuleSet, fmt: str) -> tuple[str, str]:
    if fmt == "html":
        from fate_tui.interchange.html_sheet import character_html

        return character_html(character, ruleset), fmt
    if fmt == "fari":
        from fate_tui.interchange.fari_export import character_fari

        return character_fari(character, ruleset) + "\n", fmt
    from fate_tui.campaign.export import character_markdown

    return character_markdown(character, ruleset), "markdown"


def suggested_name(controller: Controller, character_id: str | None, fmt: str = "markdown") -> str:
    """A file name to offer: the character's id or the campaign's folder name."""
    stem = character_id or controller.root.name
    return stem + {"html": ".html", "fari": ".fari.json"}.get(fmt, ".md")
