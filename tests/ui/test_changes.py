"""Campaign changes reach the screens through the app's one `campaign_changed` signal: the
screen the GM sees redraws at once, a screen hidden under another redraws once, when it comes
back, and nothing redraws a screen just for coming back."""

import pytest

from fate_tui.campaign.intents import fate
from fate_tui.cli import make_app
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.shell.changes import in_view
from fate_tui.ui.widgets.cast_table import CastTable
from tests.ui.conftest import loaded, press


@pytest.fixture
def table_redraws(monkeypatch) -> list[int]:
    """Counts the Table's redraws."""
    calls: list[int] = []
    redraw = TableScreen.refresh_state

    def counted(self) -> None:
        calls.append(1)
        redraw(self)

    monkeypatch.setattr(TableScreen, "refresh_state", counted)
    return calls


def _fate(table: TableScreen) -> str:
    return str(table.query_one(CastTable).get_cell("ansel", "fate"))


async def test_a_hidden_screen_redraws_once_when_it_comes_back(campaign, table_redraws):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        table = app.screen
        assert isinstance(table, TableScreen) and _fate(table) == "●●●"
        await press(pilot, "s")  # the Sheet hides the Table
        assert not in_view(table)
        before = len(table_redraws)
        app.run_intent(fate.award, "ansel", 1)
        app.run_intent(fate.award, "ansel", 1)
        await pilot.pause()
        assert len(table_redraws) == before and _fate(table) == "●●●"
        await press(pilot, "escape")
        assert app.screen is table and in_view(table)
        assert len(table_redraws) == before + 1 and _fate(table) == "●●●●●"


async def test_the_screen_in_view_redraws_at_once_even_under_a_dialog(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        table = app.screen
        await press(pilot, "a")  # a dialog over the Table: it is still in view
        assert app.screen is not table and in_view(table)
        app.run_intent(fate.award, "ansel", 1)
        await pilot.pause()
        assert _fate(table) == "●●●●"


async def test_coming_back_without_a_change_redraws_nothing(campaign, table_redraws):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        table = app.screen
        before = len(table_redraws)
        await press(pilot, "s")
        await press(pilot, "escape")
        assert app.screen is table and len(table_redraws) == before
