"""The Help screen through Textual's Pilot: the keys of the screen below with their ids, the
keys.toml explanation, and the rules reference of the campaign's rule set."""

import io
import os
from pathlib import Path

import pytest
from rich.console import Console
from textual.geometry import Region
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


def _rules_text(screen: HelpScreen, width: int) -> str:
    """The rules reference as it reads at `width` columns."""
    console = Console(width=width, record=True, file=io.StringIO())
    console.print(screen.query_one("#help-rules-text", Static).content)
    return console.export_text()


def _title_shows_whole(app, screen: HelpScreen, title: str) -> None:
    """Found in play: at 80 columns the panel's title read "Rules reference: Fate Condens…".
    The shorter "Rules: ..." shows every rule set's whole name."""
    assert app.controller.state.ruleset.title == title
    assert screen.query_one("#help-rules").border_title == f"Rules: {title}"
    assert f"Rules: {title} " in screen_lines(app)[0]


def _drawn(widget, top: int = 0, lines: int | None = None) -> list[str]:
    """`widget`'s lines from `top` (0 is its top border) as the screen draws them, all of them
    unless `lines` says how many. Drawing only the lines a key changes, not the whole screen
    for each key, keeps the sweep below cheap: a whole frame per key cost about 30 ms, and
    the six screens have some 250 keys."""
    width, height = widget.outer_size
    crop = Region(0, top, width, height - top if lines is None else lines)
    return [strip.text for strip in widget.render_lines(crop)]


def _drawn_as_on_screen(widget, lines: list[str]) -> None:
    """`_drawn` gives what the screen's `lines` show where `widget` is, its scrollbar aside."""
    x, y, width, height = widget.region
    bar = widget.vertical_scrollbar.region if widget.show_vertical_scrollbar else Region()
    for row, (drawn, shown) in enumerate(zip(_drawn(widget), lines[y : y + height], strict=True)):
        keep = [c for c in range(width) if not bar.contains(x + c, y + row)]
        assert [drawn[c] for c in keep] == [shown[x + c] for c in keep], (row, drawn, shown)


async def _every_key_shows_whole(app, pilot, below: tuple[str, ...]) -> None:
    """Bug: at 80 columns Help's list cut its descriptions ('Z Obstacles: hazard, block,
    distrac') and showed the ids (to remap a key) only after scrolling sideways. Each key and
    what it does now show whole, and the highlighted key's id under the list and in the
    keys.toml example."""
    await pilot.press(*below)
    await pilot.pause()
    screen = await _help(app, pilot)
    table = screen.query_one(DataTable)
    keymap = screen.query_one("#help-keymap", Static)
    assert len(screen.rows) > 5
    if not below:  # Help is laid out alike over every screen: drawing the whole once will do
        # The lines drawn for the list and the example are those on the screen, nothing over
        # them but the list's scrollbar (drawn on its own), the list at the screen's left edge.
        lines = screen_lines(app)
        for widget in (table, keymap):
            _drawn_as_on_screen(widget, lines)
        assert table.region.x == 0
    border = table.outer_size.height - 1  # the id is in the list's bottom border
    for place, (keys, what, binding_id) in enumerate(screen.rows):
        table.move_cursor(row=place)
        await pilot.pause()
        # Its row, under the top border and the header, as far down as the list has scrolled.
        row_line = 1 + table.header_height + place - table.scroll_offset.y
        [line] = _drawn(table, row_line, 1)
        assert line.startswith(f"│ {keys} ") and f" {what} " in line, what
        if not binding_id.startswith("("):  # the palette's key is built in
            assert f" id: {binding_id} ─╯" in _drawn(table, border)[0], binding_id
            example = _drawn(keymap)
            assert any(f'"{binding_id}" = ' in line for line in example), binding_id
    await pilot.press("escape")
    await pilot.pause()
    if below:  # back to the Table: the roll dialog closes, the other screens give way
        await pilot.press("escape" if below == ("r",) else "ctrl+t")
        await pilot.pause()
    assert isinstance(app.screen, TableScreen)


@pytest.mark.long_running
async def test_help_over_the_table_and_every_screen_at_80x24_and_120x40(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        # The rules reference title names the whole rule set at 80x24 (Fate Condensed).
        screen = await _help(app, pilot)
        _title_shows_whole(app, screen, "Fate Condensed")
        await pilot.press("escape")
        await pilot.pause()
        # Every key shows whole with its id at 80x24, over the Table and each screen.
        for below in [(), ("r",), ("s",), ("n",), ("f",), ("l",)]:
            await _every_key_shows_whole(app, pilot, below)

        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        # Help lists the Table's bindings with their ids, and the app's.
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
        # The keys.toml example keeps its [keys] header.
        lines = keymap.splitlines()
        assert "    [keys]" in lines  # TOML, not markup
        assert '    "app.undo" = "u,backspace"' in lines
        # The rules reference names the campaign's rule set.
        assert screen.query_one("#help-rules").border_title == "Rules: Fate Condensed"
        text = _rules_text(screen, 200)
        assert "Every stress box absorbs one shift" in text
        # The campaign switches on extreme consequences: the reference says so.
        assert "Extreme (8)" in text
        await pilot.press("escape")
        assert isinstance(app.screen, TableScreen)


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


async def test_spirit_of_the_century_help_at_80x24(tmp_path):
    app = make_app(bundled(tmp_path, "brass-leviathan"), watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        screen = await _help(app, pilot)
        # The rules reference title names the whole rule set at 80x24.
        _title_shows_whole(app, screen, "Spirit of the Century")
        # Bug: at 80x24 the trappings' long names ("Reading people") took the grid's first
        # column and left their text a strip a word wide, with words cut to '…'. They read
        # as paragraphs.
        text = _rules_text(screen, screen.query_one("#help-rules").content_region.width)
        assert "  Reading people: Half an hour's" in text
        assert "…" not in text


@pytest.mark.parametrize(
    ("folder", "title"),
    [("glasshouse-heist", "Fate Core"), ("windward-post", "Fate Accelerated")],
)
async def test_the_rules_reference_title_names_the_whole_rule_set_at_80x24(tmp_path, folder, title):
    """Fate Condensed and Spirit of the Century are checked in the journeys above."""
    app = make_app(bundled(tmp_path, folder), watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        _title_shows_whole(app, await _help(app, pilot), title)
