"""The apps follow the campaign's files through file events (or polling where those cannot
be used), with nothing driven by hand: a hand edit is reloaded and shown, the GM's own saves
are never taken for an outside edit, and the players' view follows the GM's saves. Each test
waits for what it expects with a bound, never for a set time."""

from __future__ import annotations

from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.folder_events import WATCH_ENV
from fate_tui.campaign.players_feed import PlayersFeed
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.ui.players.players_app import PlayersApp
from fate_tui.ui.widgets.cast_table import CastTable
from tests.ui.conftest import loaded
from tests.ui.test_external_edits import ANSEL, _cast_text, _edit, _record_notifications

STEPS = 400  # pauses of 50 ms: only a broken watch waits the whole 20 s


async def until(pilot, condition) -> None:
    for _ in range(STEPS):
        if condition():
            return
        await pilot.pause(0.05)
    raise AssertionError("the change on disk was never picked up")


async def test_file_events_pick_up_a_hand_edit_and_not_the_gms_own_save(campaign, monkeypatch):
    monkeypatch.delenv(WATCH_ENV, raising=False)
    app = make_app(campaign)  # the app's own watch, as the GM runs it
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await until(pilot, lambda: app._folder_watch is not None)  # loaded on a busy machine
        # A hand edit is picked up by the file events.
        notes = _record_notifications(app)
        assert app._folder_watch.events
        _edit(campaign / ANSEL, 'name = "Ansel Wick"', 'name = "Ansel Wicke"')
        await until(pilot, lambda: "Ansel Wicke" in _cast_text(app))
        assert app.controller.state.characters["ansel"].name == "Ansel Wicke"
        assert [n["message"] for n in notes] == [f"Reloaded {ANSEL}"]

        # The GM's own save is not taken for an outside edit.
        notes = _record_notifications(app)
        app.screen.query_one(CastTable).focus()
        await pilot.press("plus")  # saves a character file and the play log
        await pilot.pause()
        # A hand edit made after the save: its events come after the save's.
        scene = next((campaign / "scenes").glob("*.toml"))
        scene.write_text(scene.read_text(encoding="utf-8") + "# prep\n", encoding="utf-8")
        relpath = f"scenes/{scene.name}"
        await until(pilot, lambda: any(relpath in n["message"] for n in notes))
        assert [n["message"] for n in notes] == [f"Reloaded {relpath}"]


async def test_forced_polling_picks_up_a_hand_edit(campaign, monkeypatch):
    monkeypatch.setenv(WATCH_ENV, "poll")
    app = make_app(campaign, watch_interval=0.05)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await until(pilot, lambda: app._folder_watch is not None)  # loaded on a busy machine
        assert not app._folder_watch.events
        _edit(campaign / ANSEL, 'name = "Ansel Wick"', 'name = "Ansel Wicke"')
        await until(pilot, lambda: "Ansel Wicke" in _cast_text(app))


async def test_the_players_view_follows_the_gms_saves_by_file_events(campaign, monkeypatch):
    monkeypatch.delenv(WATCH_ENV, raising=False)
    gm = Controller(CampaignStore.load(campaign))
    app = PlayersApp(PlayersFeed.open(campaign))
    async with app.run_test(size=(160, 150)) as pilot:
        await pilot.pause()
        assert app._folder_watch.events
        before = app.snapshot
        ansel = gm.state.characters["ansel"]
        gm.apply("fate point", characters=[replace(ansel, fate_points=ansel.fate_points - 1)])
        await until(pilot, lambda: app.snapshot is not before)
        assert app.snapshot.state.characters["ansel"].fate_points == ansel.fate_points - 1
