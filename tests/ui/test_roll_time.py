"""Time shifts in the Roll dialog (fate-condensed-srd.txt L1302-1311): the GM says how long a
simple success takes, and the result says how long the task took."""

from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from tests.ui.conftest import answer, loaded, notifications, press
from tests.ui.test_roll import open_roll


def _switch_on(campaign) -> None:
    path = campaign / "campaign.toml"
    text = path.read_text(encoding="utf-8")
    on = 'options = ["extreme_consequences", "time_shifts"]'
    path.write_text(text.replace('options = ["extreme_consequences"]', on), encoding="utf-8")


async def test_the_shifts_of_a_roll_say_how_long_the_task_took(campaign):
    _switch_on(campaign)
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        dialog = await open_roll(pilot, "maren", "Lore")
        await press(pilot, "d")
        await answer(pilot, "Good")
        await press(pilot, "T")
        await answer(pilot, "a fortnight")
        assert "'fortnight' is not a unit of time" in notifications(app, "error")[-1]
        await press(pilot, "T")
        await answer(pilot, "A few  hours")
        setup = str(dialog.query_one("#roll-setup").render())
        assert "a few hours" in setup and "with a simple success" in setup
        await press(pilot, "p")
        await answer(pilot, "3516")  # +1: Lore Great (+4) + 1 against Good (+3), 2 shifts
        result = str(dialog.query_one("#roll-result").render())
        # L1309: two shifts faster than "a few hours" is "half an hour".
        assert "it takes half an hour" in result
        await press(pilot, "escape")
        entries, _ = CampaignStore.load(campaign).log_entries()
        assert "it takes half an hour (not applied)" in entries[-1].text


async def test_without_the_option_the_roll_has_no_time(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        dialog = await open_roll(pilot, "maren", "Lore")
        await press(pilot, "T")
        assert "Time shifts are an optional rule" in notifications(app, "error")[-1]
        assert "Time" not in str(dialog.query_one("#roll-setup").render())
