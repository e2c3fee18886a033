"""The Roll dialog at 120x40 after a roll with typed dice (so it is the same every time).

Regenerate after an intended change with `pytest tests/snapshots/test_roll.py
--snapshot-update` and look at the SVG before committing it.
"""

from textual.widgets import OptionList

from fate_tui.cli import make_app
from fate_tui.ui.roll_dialog.invoke_list import InvokeList
from tests.ui.conftest import loaded, type_dice

SIZE = (120, 40)


async def _pick(pilot, key: str, *option_ids: str) -> None:
    await pilot.press(key)
    await pilot.pause()
    for option_id in option_ids:
        options = pilot.app.screen.query_one(OptionList)
        options.highlighted = options.get_option_index(option_id)
        await pilot.press("enter")
        await pilot.pause()


def test_roll_dialog_after_a_typed_roll(snap_compare, campaign):
    async def ready(pilot):
        await loaded(pilot.app, pilot)
        await pilot.press("r")
        await pilot.pause()
        await _pick(pilot, "c", "maren")
        await _pick(pilot, "k", "Fight")
        await _pick(pilot, "a", "2", "drowned-deacon")  # attack, which asks whom at once
        await _pick(pilot, "o", "drowned-deacon", "Fight")
        await pilot.press("p")
        await pilot.pause()
        await type_dice(pilot, "+0-+", "-0-0")
        invokes = pilot.app.screen.query_one(InvokeList)
        invokes.highlighted = invokes.get_option_index("|Hymn Rising From Under the Altar")
        await pilot.press("v")
        await pilot.pause()

    assert snap_compare(
        make_app(campaign, watch_interval=None), terminal_size=SIZE, run_before=ready
    )
