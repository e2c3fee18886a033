"""docs/import-export.md's tables say what the importer does: every Fari template and Fate
Core Official language it lists is one the tests import, and its skill names are the ones the
importer reads."""

from __future__ import annotations

import re
from pathlib import Path

from fate_tui.interchange import labels
from tests.interchange import templates as t

DOC = (Path(__file__).resolve().parents[2] / "docs" / "import-export.md").read_text("utf-8")
GENERAL = {
    "Fate Core/Fate Core General.json": "core",
    "Fate Accelerated/General.json": "accelerated",
}


def table(heading: str) -> list[list[str]]:
    """The rows of the first table under `heading`, as cells (header and rule left out)."""
    section = DOC.split(f"\n{heading}", 1)[1]
    lines = [line for line in section.splitlines() if line.startswith("|")]
    first = section.splitlines().index(lines[0])
    rows = []
    for line in section.splitlines()[first:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows[2:]


def test_the_docs_name_the_versions_the_tables_were_checked_against():
    assert f"Fari {labels.FARI_VERSION}" in DOC
    assert f"Fate Core Official {labels.FCO_VERSION}" in DOC
    assert labels.FARI_VERSION in labels.__doc__ and labels.FCO_VERSION in labels.__doc__
    # FCO's Czech was read at another version and commit: the docs name both.
    assert f"`{labels.FCO_CZECH_COMMIT[:8]}`, version {labels.FCO_CZECH_VERSION}" in DOC
    assert labels.FCO_CZECH_COMMIT[:8] in labels.__doc__


def test_the_template_table_is_every_template_the_tests_import():
    rows = table("### Every Fate template Fari ships")
    listed = {row[0]: row[1] for row in rows}
    tested = {file: rules for file, (_, rules) in t.FARI_TEMPLATES.items()} | GENERAL
    assert listed == tested


def test_the_skill_table_is_the_importers():
    rows = table("Skills and approaches (the tables of `fate_tui/interchange/labels.py`")
    header = DOC.split("| fate-tui | ", 1)[1].split("\n", 1)[0]
    languages = [cell.strip() for cell in header.strip("|").split("|")]
    codes = {name: code for code, name in labels.LANGUAGES.items()}
    assert set(languages) == set(codes)
    for row in rows:
        skill, cells = row[0], row[1:]
        for language, cell in zip(languages, cells, strict=True):
            written = [w.strip() for w in cell.split(" / ") if w.strip()]
            expected = labels.TRANSLATED_SKILLS[codes[language]].get(skill, "")
            assert written == [w for w in expected.split("|") if w], (skill, language)
            for word in written:
                assert labels.skill_name(word) == skill


def test_the_fco_table_is_every_language_the_tests_import():
    rows = table("### Every language FCO ships")
    listed = {re.search(r"\(`(\w+)`\)", row[0]).group(1): row for row in rows}
    assert set(listed) == {language for language, _ in t.FCO_LANGUAGES}
    for (language, _), fco in t.FCO_LANGUAGES.items():
        for track in fco.stress:
            assert track in listed[language][1]
            assert labels.stress_track(track) is not None
        for consequence in fco.consequences:
            assert labels.severity(consequence) is not None
