"""A second GM app on a campaign another fate-tui plays: told who holds it in one line,
offered to open it read-only, and then every change is refused and nothing is written."""

import os

from textual.widgets import DataTable

from fate_tui.campaign.intents import fate
from fate_tui.campaign.undo_history import history_file
from fate_tui.campaign.writer_lock import CampaignLocked, take
from fate_tui.cli import make_app
from fate_tui.ui.dialogs.confirm import Confirm
from fate_tui.ui.screens.fate import FatePointsScreen
from tests.campaign.conftest import snapshot
from tests.ui.conftest import dialog_title, loaded, notifications, press, saved


async def _try_changes(app, pilot) -> None:
    """A fate point for Ansel, an undo, a redo and the editor, as a GM would press them."""
    await press(pilot, "f")
    assert isinstance(app.screen, FatePointsScreen)
    table = app.screen.query_one(DataTable)
    table.move_cursor(row=table.get_row_index("ansel"))
    await press(pilot, "plus")
    await press(pilot, "escape")
    await press(pilot, "u")
    await press(pilot, "ctrl+r")
    await press(pilot, "e")


async def test_a_second_app_offers_to_open_the_campaign_read_only(campaign, tmp_path):
    files = snapshot(campaign)
    with take(campaign, "the GM's app"):
        app = make_app(campaign, watch_interval=None)
        async with app.run_test(size=(120, 40)) as pilot:
            await loaded(app, pilot)
            assert isinstance(app.screen, Confirm)
            question = dialog_title(app)
            assert question.startswith("ashen-coast is open in another fate-tui (the GM's app, ")
            assert f"pid {os.getpid()} on " in question and "Open it read-only here" in question
            await press(pilot, "y")
            await loaded(app, pilot)
            assert app.controller is not None and app.read_only is not None
            assert app.title == "fate-tui (read-only)" and "read-only" in app.sub_title
            points = saved(campaign).characters["ansel"].fate_points
            await _try_changes(app, pilot)
            refusals = notifications(app, "error")
            assert len(refusals) == 4
            assert all(r.startswith("Read-only: ashen-coast is open in another") for r in refusals)
            assert all("make changes there. Nothing was changed." in r for r in refusals)
            assert saved(campaign).characters["ansel"].fate_points == points
    assert snapshot(campaign) == files  # no save, no play log
    assert not history_file(campaign.resolve(), tmp_path / "state").exists()  # no journal


async def test_saying_no_quits_with_the_one_line_and_the_way_to_look(campaign):
    with take(campaign):
        app = make_app(campaign, watch_interval=None)
        async with app.run_test(size=(120, 40)) as pilot:
            await loaded(app, pilot)
            await press(pilot, "n")
        assert app.return_code == 1
    said = app.farewell  # printed whole on one line by the command line
    assert said.startswith("ashen-coast is open in another fate-tui (the GM's app, pid ")
    assert said.endswith(
        f"; not opened (to look at it without saving: fate-tui {campaign} --read-only)"
    )


async def test_read_only_on_the_command_line_never_asks_nor_writes(campaign):
    files = snapshot(campaign)
    app = make_app(campaign, watch_interval=None, read_only=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        assert app.controller is not None and "read-only" in app.sub_title
        await _try_changes(app, pilot)
        assert notifications(app, "error")[-1] == (
            "Read-only: it was opened with --read-only. Nothing was changed."
        )
        take(campaign).release()  # it holds no lock: a GM's app may write meanwhile
    assert snapshot(campaign) == files


async def test_the_app_holds_the_lock_and_a_second_app_on_the_campaign_cannot_write(
    campaign, tmp_path
):
    """Reported: A +1 Ansel, B +1 Maren, A undo, restart: the undo history came back inverted
    and both u and Ctrl+R were refused. B now opens read-only and cannot write."""
    before = saved(campaign)
    a = make_app(campaign, watch_interval=None)
    async with a.run_test(size=(120, 40)) as pa:
        await loaded(a, pa)
        # The app holds the lock while open (and frees it at quit, below).
        assert a.read_only is None and a.title == "fate-tui"
        try:
            take(campaign)
        except CampaignLocked as locked:
            assert locked.holder.pid == os.getpid()
        else:
            raise AssertionError("a second writer was let in")

        # A second app on the campaign opens read-only and cannot write.
        b = make_app(campaign, watch_interval=None)
        async with b.run_test(size=(120, 40)) as pb:
            await loaded(b, pb)
            await press(pb, "y")  # open it read-only
            await loaded(b, pb)
            a.run_intent(fate.award, "ansel", 1)
            b.controller.check_disk()  # what its watcher does every second
            ansel = b.controller.state.characters["ansel"].fate_points
            assert ansel == before.characters["ansel"].fate_points + 1  # B follows A's saves
            assert not b.run_intent(fate.award, "maren", 1)
            await press(pa, "u")
        await press(pa, "q")
    take(campaign).release()  # the lock was freed at quit
    after = saved(campaign)
    assert after.characters["ansel"].fate_points == before.characters["ansel"].fate_points
    assert after.characters["maren"].fate_points == before.characters["maren"].fate_points
    a = make_app(campaign, watch_interval=None)  # the restart
    async with a.run_test(size=(120, 40)) as pa:
        await loaded(a, pa)
        await press(pa, "ctrl+r")
        assert saved(campaign).characters["ansel"].fate_points == (
            before.characters["ansel"].fate_points + 1
        )
        await press(pa, "u")
        assert notifications(a)[-2:] == [
            "Redid: Ansel Wick gains 1 fate point",
            "Undid: Ansel Wick gains 1 fate point",
        ]
    assert saved(campaign).characters["ansel"].fate_points == before.characters["ansel"].fate_points


async def test_from_the_campaign_picker_saying_no_goes_back_to_it(campaign):
    from fate_tui.ui.screens.picker import PickerScreen

    with take(campaign):
        app = make_app(None, watch_interval=None)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            app.open_campaign(campaign)
            await loaded(app, pilot)
            assert isinstance(app.screen, Confirm)
            await press(pilot, "n")
            assert isinstance(app.screen, PickerScreen) and app.controller is None
            assert app.return_code is None  # still running


async def test_a_state_folder_that_cannot_hold_a_lock_still_opens_the_campaign(campaign, tmp_path):
    (tmp_path / "state").write_text("a file where the state folder should be")
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        assert app.controller is not None and app.read_only is None
        assert any(
            n.startswith("The campaign's lock could not be taken (")
            for n in notifications(app, "warning")
        )
