"""The Table's layout at 80x24 and 160x50, and terminals too small to draw in."""

from fate_tui.cli import make_app
from fate_tui.ui.dialogs.roll import RollDialog
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.too_small import TooSmallNotice
from tests.ui.conftest import loaded, press


async def test_resizing_down_to_10x3_and_back_says_too_small_and_never_crashes(campaign):
    """Bug: at about 10 columns a list raised `range() arg 3 must not be zero`."""
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        table = app.screen
        for width, height in [(60, 20), (40, 12), (39, 12), (20, 6), (10, 3), (11, 4)]:
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            notices = list(table.query(TooSmallNotice))
            if width >= 40 and height >= 12:
                assert not notices
            else:
                assert len(notices) == 1 and f"{width}x{height}" in str(notices[0].render())
                await press(pilot, "plus", "r")  # no key acts on what cannot be seen
                assert app.screen is table
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not table.query(TooSmallNotice) and table.query_one("#cast").region.height > 4
        await press(pilot, "r")  # a dialog over the Table shrinks and grows as well
        dialog = app.screen
        assert isinstance(dialog, RollDialog)
        await pilot.resize_terminal(10, 3)
        await pilot.pause()
        assert dialog.query(TooSmallNotice)
        await pilot.resize_terminal(160, 50)
        await pilot.pause()
        assert not dialog.query(TooSmallNotice) and dialog.focused is not None
        await press(pilot, "escape")
        assert isinstance(app.screen, TableScreen)


async def test_a_campaign_opened_in_a_tiny_terminal_shows_the_notice(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(10, 3)) as pilot:
        await loaded(app, pilot)
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.screen.query(TooSmallNotice)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not app.screen.query(TooSmallNotice)
