"""Spirit of the Century's offscreen compel (spirit-of-the-century-srd.txt L250: the GM gives
the character a fate point for a complication built offscreen, "without offering the player
the option to buy out of it"), from the Fate points screen's `c`."""

import pytest
from textual.widgets import DataTable

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import fate
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.rules.errors import RulesError
from fate_tui.rules.rulesets import CONDENSED, SOTC
from fate_tui.ui.help_text.fate_points import compel_lines
from fate_tui.ui.play.compel_flow import OFFSCREEN
from fate_tui.ui.screens.fate import FatePointsScreen
from tests.ui.conftest import bundled, choose, loaded, option_prompts, press, saved

BRICK = "brick-okonedo"


def _files(folder):
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*.toml"))
        if "log" not in p.parts
    }


async def test_an_offscreen_compel_gives_the_point_at_once_logged_and_undone(tmp_path):
    folder = bundled(tmp_path, "brass-leviathan")
    before, points = _files(folder), saved(folder).characters[BRICK].fate_points
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "f")
        screen = app.screen
        assert isinstance(screen, FatePointsScreen)
        table = screen.query_one(DataTable)
        table.move_cursor(row=table.get_row_index(BRICK))
        await press(pilot, "c")
        aspect = app.screen.query_one("OptionList").get_option_at_index(0).id
        await choose(pilot, aspect)
        assert "offscreen" in option_prompts(app)[OFFSCREEN]
        await choose(pilot, OFFSCREEN)
        assert app.screen is screen  # nothing to accept or refuse: the point is given
        assert saved(folder).characters[BRICK].fate_points == points + 1
        entries, _ = CampaignStore.load(folder).log_entries()
        assert entries[-1].kind == "compel"
        assert f"'{aspect}' offscreen" in entries[-1].text and "no buy-out" in entries[-1].text
        await press(pilot, "u")
        assert _files(folder) == before


async def test_no_offscreen_compel_outside_spirit_of_the_century(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "f")
        await press(pilot, "c")
        await choose(pilot, app.screen.query_one("OptionList").get_option_at_index(0).id)
        assert OFFSCREEN not in option_prompts(app)
    with pytest.raises(RulesError, match="no offscreen compels"):
        fate.offscreen_compel(Controller(CampaignStore.load(campaign)), "maren", "Heretic")


def test_help_says_how_to_compel_offscreen_only_in_spirit_of_the_century():
    assert any("offscreen" in line for line in compel_lines(SOTC))
    assert not any("offscreen" in line for line in compel_lines(CONDENSED))
