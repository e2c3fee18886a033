"""Campaign text made safe to show (`fate_tui.safe_text`), `check`'s warning where a file holds
what a terminal would obey, and the headless commands and exports printing none of it."""

from __future__ import annotations

import json
import re
import tomllib

import pytest

from fate_tui.cli import main
from fate_tui.safe_text import (
    clipped,
    escape_unsafe_json,
    safe_text,
    unsafe_characters,
    without_unsafe_characters,
)
from tests.campaign.conftest import snapshot
from tests.hostile import OSC52, PAYLOAD, hostile_campaign

UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def test_control_characters_show_as_marks_one_for_one():
    text = "Vera\x1b]52;c;eA==\x1b\\ [REDACTED]\tfled\n\x07\x7f\x9b\u202eevil\u202c\u2066x\u2069"
    shown = safe_text(text)
    assert shown == "Vera␛]52;c;eA==␛\\ [REDACTED]\tfled\n␇␡\ufffd\ufffdevil\ufffd\ufffdx\ufffd"
    assert len(shown) == len(text)  # styles placed on the text stay on the same letters
    assert UNSAFE.search(shown) is None
    assert without_unsafe_characters(text) == "Vera]52;c;eA==\\ [REDACTED]\tfled\nevilx"


def test_ordinary_text_is_returned_as_it_is():
    text = "Maren 'Saltjaw' Voss — Ça va? 日本語 [b]not markup[/b]\ttab\nline"
    assert safe_text(text) is text
    assert unsafe_characters(text) == ""


def test_the_warning_names_what_the_text_holds():
    assert unsafe_characters("a\x1b[2J") == "escape sequences"
    assert unsafe_characters("\u202ea\x1b\x07") == (
        "escape sequences, control characters and bidirectional overrides"
    )


def test_fari_json_escapes_what_it_cannot_show_and_loses_nothing():
    data = {"name": "a\x1b]0;x\x07 \u202eb\x9b\x7f"}
    text = escape_unsafe_json(json.dumps(data, ensure_ascii=False))
    assert UNSAFE.search(text) is None
    assert json.loads(text) == data


def test_a_long_line_is_cut_and_says_how_long_it_was():
    assert clipped("short", 10) == "short"
    assert clipped("x" * 5000, 100) == "x" * 100 + "… (5,000 characters)"


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    """The hostile campaign, made once for the module (poisoning every file takes a third of
    a second): `check` and the exports only read it, and it is checked to be unchanged."""
    folder = hostile_campaign(tmp_path_factory.mktemp("unsafe-text"))
    made = snapshot(folder)
    yield folder
    assert snapshot(folder) == made, "a test wrote into the shared hostile campaign"


def test_check_warns_where_a_file_holds_control_characters(hostile, capsys):
    folder = hostile
    assert main(["check", str(folder)]) == 0  # a warning, never an error: the file loads
    out = capsys.readouterr().out
    assert UNSAFE.search(out) is None
    line = next(
        n
        for n, text in enumerate((folder / "characters" / "ansel.toml").read_text().split("\n"), 1)
        if text.startswith("high_concept")
    )
    assert (
        f"characters/ansel.toml:{line}:1: warning: high_concept: the text holds escape "
        "sequences, control characters, DEL and bidirectional overrides: shown as marks such "
        "as ␛, never sent to the terminal" in out
    )
    assert "campaign.toml:" in out and "warning: setting_aspects[0]: the text holds" in out
    assert "The Ashen Coast [@click=app.quit]Q[/]" in out  # the summary, its escapes as marks
    assert "␛]52;c;" in out


def test_check_warns_of_nothing_in_a_clean_campaign(ashen, capsys):
    assert main(["check", str(ashen)]) == 0
    assert "never sent to the terminal" not in capsys.readouterr().out


@pytest.mark.parametrize("form", ["markdown", "html", "fari"])
def test_an_export_to_stdout_holds_nothing_a_terminal_obeys(hostile, capsys, form):
    folder = hostile
    sheet = folder / "characters" / "maren.toml"
    assert main(["export", str(sheet), "--format", form]) == 0
    out = capsys.readouterr().out
    assert UNSAFE.search(out) is None
    name = tomllib.loads(sheet.read_text())["name"]
    assert name.endswith(PAYLOAD)
    if form == "fari":  # the same data to whoever imports it
        assert json.loads(out)["name"] == name
    else:
        assert "␛]52;c;" in out


def test_a_campaign_export_holds_nothing_a_terminal_obeys(hostile, tmp_path, capsys):
    folder = hostile
    out_file = tmp_path / "campaign.md"
    assert main(["export", str(folder)]) == 0
    assert main(["export", str(folder), "-o", str(out_file)]) == 0
    out = capsys.readouterr().out
    assert UNSAFE.search(out) is None and OSC52 not in out
    assert UNSAFE.search(out_file.read_text(encoding="utf-8")) is None
