"""One snapshot per screen at a fixed size, on a copy of the bundled Condensed campaign.

Regenerate after an intended change with `pytest tests/snapshots --snapshot-update` and
look at the SVGs before committing them.
"""

from fate_tui.cli import make_app
from tests.ui.conftest import loaded

SIZE = (120, 40)


def test_table_screen(snap_compare, campaign):
    async def ready(pilot):
        await loaded(pilot.app, pilot)

    assert snap_compare(
        make_app(campaign, watch_interval=None), terminal_size=SIZE, run_before=ready
    )
