"""The Table in Textual's light theme at 120x40: every panel readable on a light background."""

from fate_tui.cli import make_app
from tests.ui.conftest import loaded

SIZE = (120, 40)


def test_table_screen_in_the_light_theme(snap_compare, campaign):
    async def ready(pilot):
        pilot.app.theme = "textual-light"
        await loaded(pilot.app, pilot)

    assert snap_compare(
        make_app(campaign, watch_interval=None), terminal_size=SIZE, run_before=ready
    )
