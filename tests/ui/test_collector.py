"""The garbage collector paused while the app starts (`fate_tui.ui.shell.collector`): the app turns
it back on once its first screen is drawn, and never freezes what it did not pause."""

import gc

import pytest

from fate_tui.cli import make_app
from fate_tui.ui.screens.picker import PickerScreen
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.shell import collector
from tests.ui.conftest import loaded


@pytest.fixture
def paused():
    """The collector paused as the command line pauses it; afterwards, as it was."""
    collector.pause()
    try:
        yield
    finally:
        gc.enable()
        gc.unfreeze()


def test_resume_without_a_pause_changes_nothing():
    frozen = gc.get_freeze_count()
    collector.resume()
    assert gc.isenabled()
    assert gc.get_freeze_count() == frozen


async def test_the_app_collects_again_once_the_table_is_drawn(campaign, paused):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        assert isinstance(app.screen, TableScreen)
        assert gc.isenabled()
        assert gc.get_freeze_count() > 0  # what start-up built is left out of collections


async def test_the_app_collects_again_once_the_picker_is_drawn(paused):
    app = make_app(None, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, PickerScreen)
        assert gc.isenabled()
