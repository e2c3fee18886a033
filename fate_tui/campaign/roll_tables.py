"""The GM's own tables to roll on: TOML files in the campaign's `tables/` folder.

```toml
title = "Dockside names"       # optional: the file's name stands in
gives = "names"                # names or aspects: what the quick NPC takes from it
entries = ["Old Brannock", "Pell the Rope-Maker", "Widow Sarn"]
```

They are read when the GM rolls (never with the campaign, so a campaign without tables opens
as fast as before), through the same bounded reader as every campaign file: a file leading
outside the campaign, a FIFO or a binary file is refused with a problem naming it. A table
with problems is left out of the rolls and each problem is reported, as a warning, with its
key and line (`fate-tui check` lists them too).
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

from fate_tui.campaign.files import is_inside, read_toml
from fate_tui.campaign.problems import CampaignFileError, Problem, line_text, locate_key
from fate_tui.campaign.slugs import check_slug
from fate_tui.rules.errors import InvalidValue
from fate_tui.rules.npc_tables import GIVES, RollTable, tables

TABLES_DIR = "tables"
MAX_TABLES = 200
"""More files than a GM writes by hand: the rest are not read."""


def gm_tables(root: Path) -> tuple[list[RollTable], list[Problem]]:
    """The campaign's own tables, in file-name order, and the problems of those that could not
    be used."""
    folder = root / TABLES_DIR
    if not os.path.lexists(folder):
        return [], []
    if not is_inside(root, folder) or not folder.is_dir():
        message = "it must be a folder inside the campaign folder; its tables are not read"
        return [], [Problem("warning", TABLES_DIR, None, None, None, message)]
    try:
        names = sorted(e.name for e in os.scandir(folder) if e.name.endswith(".toml"))
    except OSError as error:
        message = f"the folder cannot be read ({error.strerror}); its tables are not read"
        return [], [Problem("warning", TABLES_DIR, None, None, None, message)]
    found: list[RollTable] = []
    problems: list[Problem] = []
    for name in names[:MAX_TABLES]:
        table, trouble = _read(root, f"{TABLES_DIR}/{name}")
        problems += trouble
        if table is not None:
            found.append(table)
    return found, problems


def all_tables(root: Path, ruleset_name: str) -> tuple[list[RollTable], list[Problem]]:
    """The GM's tables, then those fate-tui ships for the rule set."""
    own, problems = gm_tables(root)
    return [*own, *tables(ruleset_name)], problems


def _read(root: Path, relpath: str) -> tuple[RollTable | None, list[Problem]]:
    path = root / relpath
    try:
        check_slug(path.stem, "file name")
    except InvalidValue as error:
        return None, [Problem("warning", relpath, None, None, None, str(error))]
    if not is_inside(root, path):
        message = "it points outside the campaign folder; fate-tui does not follow it"
        return None, [Problem("warning", relpath, None, None, None, message)]
    try:
        read = read_toml(path, relpath)
    except CampaignFileError as error:
        return None, [replace(p, severity="warning") for p in error.problems]
    data, text = read.data, read.text

    def problem(key: str, message: str) -> Problem:
        where = locate_key(text, key)
        line, column = where if where else (None, None)
        return Problem("warning", relpath, line, column, key, message, line_text(text, line))

    problems = []
    title = data.get("title", path.stem)
    if not isinstance(title, str) or not title.strip():
        problems.append(problem("title", "expected the table's title as text"))
    gives = data.get("gives")
    if gives not in GIVES:
        allowed = " or ".join(f'"{g}"' for g in GIVES)
        problems.append(problem("gives", f"expected what the table gives: {allowed}"))
    entries = data.get("entries")
    if not isinstance(entries, list) or not entries:
        problems.append(problem("entries", 'expected a list of entries: ["one", "two"]'))
    else:
        for index, entry in enumerate(entries):
            if not isinstance(entry, str) or not entry.strip():
                problems.append(problem(f"entries[{index}]", "each entry must be some text"))
    if problems:
        return None, problems
    cleaned = tuple(" ".join(e.split()) for e in entries)
    return RollTable(" ".join(title.split()), gives, cleaned), []
