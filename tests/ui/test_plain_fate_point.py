"""Spirit of the Century's fate point spent on no aspect for +1 (spirit-of-the-century-srd.txt
L43: "spend a fate point to gain a bonus"; the +1 is the published game's), in the Roll dialog
with `f`."""

import pytest

from fate_tui.campaign.roll.roll_session import RollSession
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.rules.errors import RulesError
from fate_tui.rules.rulesets import CONDENSED, SOTC
from fate_tui.ui.help_text.fate_points import invoke_lines
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.screens.table import TableScreen
from tests.ui.conftest import bundled, choose, loaded, press, saved, type_dice

LUCKY = "lucky-donnelly"


def _files(folder):
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*.toml"))
        if "log" not in p.parts
    }


async def test_f_spends_a_fate_point_on_no_aspect_for_plus_one_logged_and_undone(tmp_path):
    folder = bundled(tmp_path, "brass-leviathan")
    before = _files(folder)
    points = saved(folder).characters[LUCKY].fate_points
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "r")
        dialog = app.screen
        assert isinstance(dialog, RollDialog)
        await press(pilot, "c")
        await choose(pilot, LUCKY)
        await press(pilot, "d")
        pilot.app.screen.query_one("Input").value = "Great"
        await press(pilot, "enter")
        assert dialog.check_action("plain_fate_point", ()) is False  # not before the dice
        await press(pilot, "p")
        await type_dice(pilot, "0000")
        effort = dialog.session.worked.resolution.effort
        await press(pilot, "f", "f")  # two points, +1 each
        assert dialog.session.worked.resolution.effort == effort + 2
        assert "a fate point on no aspect +1" in str(dialog.query_one("#roll-result").render())
        await press(pilot, "backspace")  # take one back
        assert dialog.session.worked.resolution.effort == effort + 1
        await press(pilot, "enter")
        assert isinstance(app.screen, TableScreen)
        assert saved(folder).characters[LUCKY].fate_points == points - 1
        entries, _ = CampaignStore.load(folder).log_entries()
        assert "invoked a fate point on no aspect +1" in entries[-1].text
        await press(pilot, "u")
        assert _files(folder) == before


def test_no_plain_fate_point_outside_spirit_of_the_century(campaign):
    state = saved(campaign)
    session = RollSession.start(state, "maren").rolled((0, 0, 0, 0), typed=True)
    with pytest.raises(RulesError, match="no bonus for a fate point on no aspect"):
        session.with_plain_fate_point()
    with pytest.raises(RulesError, match="roll first"):
        RollSession.start(state, "maren").with_plain_fate_point()


def test_help_says_where_the_plain_fate_point_is_spent():
    assert any("f in the Roll dialog" in line for line in invoke_lines(SOTC))
    assert not any("f in the Roll dialog" in line for line in invoke_lines(CONDENSED))
