"""The Fate points screen at 120x40, with a hostile-invoke payout pending in the scene."""

from fate_tui.cli import make_app
from tests.ui.conftest import loaded
from tests.ui.test_fate import PAYOUT

SIZE = (120, 40)


def test_fate_points_screen(snap_compare, campaign):
    scene = campaign / "scenes" / "drowned-chapel.toml"
    scene.write_text(scene.read_text().replace("gm_pool = 3\n", PAYOUT), encoding="utf-8")

    async def ready(pilot):
        await loaded(pilot.app, pilot)
        await pilot.press("f")
        await pilot.pause()

    assert snap_compare(
        make_app(campaign, watch_interval=None), terminal_size=SIZE, run_before=ready
    )
