"""The Play log screen at 120x40, on entries written with fixed times (no clock in the
picture)."""

from fate_tui.cli import make_app
from tests.ui.conftest import loaded
from tests.ui.test_log import _write

SIZE = (120, 40)


def test_log_screen(snap_compare, campaign):
    _write(campaign)

    async def ready(pilot):
        await loaded(pilot.app, pilot)
        await pilot.press("l")
        await pilot.pause()

    assert snap_compare(
        make_app(campaign, watch_interval=None), terminal_size=SIZE, run_before=ready
    )
