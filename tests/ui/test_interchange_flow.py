"""Importing and exporting from the app: from the Sheet and the campaign view, a path prompt
with completion, the preview of what comes in, a confirmation; the same rules and warnings as
the command line."""

from __future__ import annotations

import json

from textual.widgets import Input

from fate_tui.cli import make_app
from fate_tui.ui.dialogs.path_prompt import PathPrompt, PathSuggester
from fate_tui.ui.dialogs.summary import Summary
from fate_tui.ui.screens.campaign_view import CampaignViewScreen
from fate_tui.ui.screens.sheet import SheetScreen
from fate_tui.ui.screens.table import TableScreen
from tests.interchange import templates as t
from tests.interchange.builders import skill
from tests.ui.conftest import answer, choose, loaded, notifications, press


def _sheet(name: str = "Inés Calderón") -> dict:
    sheet = t.filled(
        t.EN_CONDENSED,
        name,
        aspects=("Smuggler of Stolen Charts", "I Owe the Ortega Family"),
        ratings={"Investigate": "4"},
    )
    sheet.sections[7].blocks.append(skill("Pilot", "2"))
    return sheet.version(6)


def _summary_lines(app) -> list[str]:
    assert isinstance(app.screen, Summary)
    return app.screen._lines


async def _back_to_the_table(app, pilot) -> None:
    """Close what a step left open (Escape), as the GM would."""
    for _ in range(5):
        if isinstance(app.screen, TableScreen):
            return
        await press(pilot, "escape")
    assert isinstance(app.screen, TableScreen)


async def test_imports_and_exports_from_the_sheet_and_the_campaign_view(campaign, tmp_path):
    (tmp_path / "fari").mkdir()
    (tmp_path / "fari" / "ines.fari.json").write_text("{}")
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # Right arrow takes the completion.
        app.push_screen(PathPrompt("Import"))
        await pilot.pause()
        field = app.screen.query_one(Input)
        field.value = f"{tmp_path}/fa"
        field.cursor_position = len(field.value)
        await app.workers.wait_for_complete()
        await pilot.pause()
        await press(pilot, "right")
        assert field.value == f"{tmp_path}/fari/"
        await app.workers.wait_for_complete()
        await pilot.pause()
        await press(pilot, "right")
        assert field.value == f"{tmp_path}/fari/ines.fari.json"
        await _back_to_the_table(app, pilot)

        # A file that is not an export imports nothing.
        source = tmp_path / "notes.json"
        source.write_text('{"hello": "world"}', encoding="utf-8")
        await press(pilot, "A")
        assert isinstance(app.screen, CampaignViewScreen)
        before = set(app.controller.state.characters)
        await press(pilot, "I")
        await answer(pilot, str(source))
        assert app.screen._title == "Nothing was imported"
        assert "neither a Fari export" in _summary_lines(app)[0]
        assert set(app.controller.state.characters) == before
        await _back_to_the_table(app, pilot)

        # Export the sheet, and the players' copy of the campaign.
        app.push_screen(SheetScreen(character_id="tamsin"))
        await pilot.pause()
        await press(pilot, "X")
        assert app.screen.query_one(Input).value == "tamsin.md"
        await answer(pilot, str(tmp_path / "tamsin.html"))
        await app.workers.wait_for_complete()
        assert (tmp_path / "tamsin.html").read_text().startswith("<!DOCTYPE html>")
        await press(pilot, "escape", "A", "X")
        await choose(pilot, "players")
        await answer(pilot, str(tmp_path / "table.md"))
        await app.workers.wait_for_complete()
        text = (tmp_path / "table.md").read_text()
        assert text.startswith("# The Ashen Coast") and "GM notes" not in text
        assert any("table.md (markdown)" in n for n in notifications(app))
        await _back_to_the_table(app, pilot)

        # Import from the Sheet previews, then writes one change that can be undone.
        source = tmp_path / "ines.fari.json"
        source.write_text(json.dumps(_sheet(), ensure_ascii=False), encoding="utf-8")
        await press(pilot, "s")
        assert isinstance(app.screen, SheetScreen)
        await press(pilot, "I")
        assert isinstance(app.screen, PathPrompt)
        await answer(pilot, str(source))
        lines = _summary_lines(app)
        assert lines[0] == (
            "characters/ines-calderon.toml: Inés Calderón (new), from ines.fari.json"
        )
        assert any(
            "'PILOT' is not a skill of Fate Condensed; kept in the notes" in x for x in lines
        )
        assert "ines-calderon" not in app.controller.state.characters  # nothing yet
        await press(pilot, "y")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.controller.state.characters["ines-calderon"].skills == {"Investigate": 4}
        assert (campaign / "characters" / "ines-calderon.toml").exists()
        assert any("Imported 1 file: Inés Calderón" in n for n in notifications(app))
        await press(pilot, "u")
        assert "ines-calderon" not in app.controller.state.characters
        await _back_to_the_table(app, pilot)

        # A character already there is replaced when the GM says so.
        tamsin = app.controller.state.characters["tamsin"]
        source = tmp_path / "tamsin.fari.json"
        source.write_text(json.dumps(_sheet(tamsin.name), ensure_ascii=False), encoding="utf-8")
        await press(pilot, "s", "I")
        await answer(pilot, str(source))
        await choose(pilot, "replace")
        assert _summary_lines(app)[0].startswith(
            f"characters/tamsin.toml: {tamsin.name} (replaces the one there)"
        )
        await press(pilot, "y")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.controller.state.characters["tamsin"].skills == {"Investigate": 4}


async def test_the_path_prompt_completes_from_the_folder(tmp_path):
    (tmp_path / "fari").mkdir()
    (tmp_path / "fari" / "ines.fari.json").write_text("{}")
    (tmp_path / "fari" / "inga.fari.json").write_text("{}")
    suggester = PathSuggester(tmp_path)
    assert await suggester.get_suggestion("fa") == "fari/"
    assert await suggester.get_suggestion("fari/in") is None  # ines or inga: nothing shared
    assert await suggester.get_suggestion("fari/ine") == "fari/ines.fari.json"
    assert (
        await suggester.get_suggestion(f"{tmp_path}/fari/ing") == f"{tmp_path}/fari/inga.fari.json"
    )
    assert await suggester.get_suggestion("nothing") is None
