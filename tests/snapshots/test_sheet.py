"""The character sheet at a fixed size: Tamsin, whose mild consequence is recovering.

Regenerate after an intended change with `pytest tests/snapshots --snapshot-update` and
look at the SVG before committing it.
"""

from fate_tui.cli import make_app
from fate_tui.ui.screens.sheet import SheetScreen
from tests.ui.conftest import loaded

SIZE = (120, 40)


def test_sheet_screen(snap_compare, campaign):
    async def ready(pilot):
        await loaded(pilot.app, pilot)
        pilot.app.push_screen(SheetScreen(character_id="tamsin"))
        await pilot.pause()
        await pilot.pause()
        assert pilot.app.screen.current_character_id == "tamsin"

    assert snap_compare(
        make_app(campaign, watch_interval=None), terminal_size=SIZE, run_before=ready
    )
