"""The Help screen through Textual's Pilot: the keys of the screen below with their ids, the
keys.toml explanation, and the rules reference of the campaign's rule set."""

import io
import os
from pathlib import Path

import pytest
from rich.console import Console
from textual.widgets import DataTable, Static

from fate_tui.cli import make_app
from fate_tui.ui.screens.fate import FatePointsScreen
from fate_tui.ui.screens.help import HelpScreen
from fate_tui.ui.screens.table import TableScreen
from tests.ui.conftest import bundled, loaded, screen_lines


async def _help(app, pilot) -> HelpScreen:
    await pilot.press("question_mark")
    await pilot.pause()
    assert isinstance(app.screen, HelpScreen)
    return app.screen


def _ids(screen: HelpScreen) -> dict[str, tuple[str, str]]:
    return {binding_id: (keys, what) for keys, what, binding_id in screen.rows}


async def test_help_lists_the_tables_bindings_with_ids_and_the_apps(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        screen = await _help(app, pilot)
        ids = _ids(screen)
        for binding in TableScreen.BINDINGS:
            assert binding.id in ids and ids[binding.id][1] == binding.description
        assert ids["table.fate_plus"][0] == "+ ="
        assert ids["app.roll"] == ("r", "Roll")
        table = screen.query_one(DataTable)
        assert str(table.get_cell("table.move", "keys")) == "m"
        # The screen's own keys come before the app's.
        order = [binding_id for _, _, binding_id in screen.rows]
        assert order.index("table.add_aspect") < order.index("app.roll")
        keymap = str(screen.query_one("#help-keymap").render())
        config = Path(os.environ["FATE_TUI_CONFIG_DIR"]) / "keys.toml"
        assert str(config) in keymap and '"table.add_aspect" = "v"' in keymap
        await pilot.press("escape")
        assert isinstance(app.screen, TableScreen)


async def test_the_rules_reference_names_the_campaigns_rule_set(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        screen = await _help(app, pilot)
        assert screen.query_one("#help-rules").border_title == "Rules: Fate Condensed"
        console = Console(width=200, record=True, file=io.StringIO())
        console.print(screen.query_one("#help-rules-text", Static).content)
        text = console.export_text()
        assert "Every stress box absorbs one shift" in text
        # The campaign switches on extreme consequences: the reference says so.
        assert "Extreme (8)" in text


async def test_spirit_of_the_century_trappings_read_as_paragraphs_at_80x24(tmp_path):
    """Bug: at 80x24 the trappings' long names ("Reading people") took the grid's first column
    and left their text a strip a word wide, with words cut to '…'."""
    app = make_app(bundled(tmp_path, "brass-leviathan"), watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        screen = await _help(app, pilot)
        rules = screen.query_one("#help-rules")
        console = Console(width=rules.content_region.width, record=True, file=io.StringIO())
        console.print(screen.query_one("#help-rules-text", Static).content)
        text = console.export_text()
        assert "  Reading people: Half an hour's" in text
        assert "…" not in text


async def test_help_over_another_screen_shows_its_keys_and_remapped_ones(campaign):
    config = Path(os.environ["FATE_TUI_CONFIG_DIR"])
    config.mkdir(parents=True, exist_ok=True)
    (config / "keys.toml").write_text('[keys]\n"fate.compel" = "k"\n', encoding="utf-8")
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await pilot.press("f")
        await pilot.pause()
        assert isinstance(app.screen, FatePointsScreen)
        screen = await _help(app, pilot)
        ids = _ids(screen)
        assert ids["fate.compel"] == ("k", "Compel")
        assert "table.add_aspect" not in ids
        await pilot.press("question_mark")  # ? closes help too
        await pilot.pause()
        assert isinstance(app.screen, FatePointsScreen)


async def test_the_keys_toml_example_keeps_its_keys_header(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        screen = await _help(app, pilot)
        lines = str(screen.query_one("#help-keymap").render()).splitlines()
        assert "    [keys]" in lines  # TOML, not markup
        assert '    "app.undo" = "u,backspace"' in lines


@pytest.mark.parametrize("below", [(), ("r",), ("s",), ("n",), ("f",), ("l",)])
async def test_every_key_shows_whole_with_its_id_at_80x24(campaign, below):
    """Bug: at 80 columns Help's list cut its descriptions ('Z Obstacles: hazard, block,
    distrac') and showed the ids (to remap a key) only after scrolling sideways. Each key and
    what it does now show whole, and the highlighted key's id under the list and in the
    keys.toml example."""
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        await pilot.press(*below)
        await pilot.pause()
        screen = await _help(app, pilot)
        table = screen.query_one(DataTable)
        assert len(screen.rows) > 5
        for place, (keys, what, binding_id) in enumerate(screen.rows):
            table.move_cursor(row=place)
            await pilot.pause()
            lines = screen_lines(app)
            row = f"│ {keys} "
            assert any(line.startswith(row) and f" {what} " in line for line in lines), what
            if not binding_id.startswith("("):  # the palette's key is built in
                assert any(f" id: {binding_id} ─╯" in line for line in lines), binding_id
                assert any(f'"{binding_id}" = ' in line for line in lines), binding_id


@pytest.mark.parametrize(
    ("folder", "title"),
    [
        ("ashen-coast", "Fate Condensed"),
        ("glasshouse-heist", "Fate Core"),
        ("windward-post", "Fate Accelerated"),
        ("brass-leviathan", "Spirit of the Century"),
    ],
)
async def test_the_rules_reference_title_names_the_whole_rule_set_at_80x24(tmp_path, folder, title):
    """Found in play: at 80 columns the panel's title read "Rules reference: Fate Condens…".
    The shorter "Rules: ..." shows every rule set's whole name."""
    app = make_app(bundled(tmp_path, folder), watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        screen = await _help(app, pilot)
        assert app.controller.state.ruleset.title == title
        assert screen.query_one("#help-rules").border_title == f"Rules: {title}"
        assert f"Rules: {title} " in screen_lines(app)[0]
