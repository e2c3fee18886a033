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


async def test_the_table_redraws_in_view_once_on_coming_back_and_not_for_nothing(
    campaign, table_redraws
):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        table = app.screen
        # Coming back without a change redraws nothing.
        before = len(table_redraws)
        await press(pilot, "s")
        await press(pilot, "escape")
        assert app.screen is table and len(table_redraws) == before

        # The screen in view redraws at once, even under a dialog.
        await press(pilot, "a")  # a dialog over the Table: it is still in view
        assert app.screen is not table and in_view(table)
        app.run_intent(fate.award, "ansel", 1)
        await pilot.pause()
        assert _fate(table) == "●●●●"
        await press(pilot, "escape")
        await press(pilot, "u")  # Ansel's three fate points again

        # A hidden screen redraws once, when it comes back.
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
