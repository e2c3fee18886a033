"""The Scenes screen at a fixed size, with the scene in play ('drowned-chapel') selected.

Regenerate after an intended change with `pytest tests/snapshots --snapshot-update` and
look at the SVG before committing it.
"""

from fate_tui.cli import make_app
from tests.ui.conftest import loaded

SIZE = (120, 40)


def test_scenes_screen(snap_compare, campaign):
    async def ready(pilot):
        await loaded(pilot.app, pilot)
        await pilot.press("n")
        await pilot.pause()
        assert pilot.app.screen.scene_id == "drowned-chapel"

    assert snap_compare(
        make_app(campaign, watch_interval=None), terminal_size=SIZE, run_before=ready
    )
