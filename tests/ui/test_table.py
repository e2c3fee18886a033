"""The Table screen through Textual's Pilot: it shows the scene and acts through the store."""

from fate_tui.cli import make_app
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.widgets.aspect_cards import AspectCards
from fate_tui.ui.widgets.cast_table import CastTable
from tests.ui.conftest import loaded, notifications, press, saved


async def test_the_table_shows_the_scene_and_acts_through_the_store_in_one_scene(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # The Table shows the scene in play.
        assert isinstance(app.screen, TableScreen)
        cards = app.screen.query_one(AspectCards)
        assert cards.option_count >= 5
        cast = app.screen.query_one(CastTable)
        assert cast.row_count == 7
        status = str(app.screen.query_one("#status").render())
        assert "The Drowned Chapel" in status and "GM pool" in status

        # Moving a character to the zone they stand in is only a notice: it moves nobody,
        # nothing is logged and no undo step is made (first, while there is nothing to undo).
        store = app.controller.store
        logged = len(store.log_entries()[0])
        cast.focus()
        await press(pilot, "m")
        await press(pilot, "enter")  # Nave, where Ansel stands
        assert saved(campaign).current_scene.positions["ansel"] == "Nave"
        assert notifications(app)[-1] == "Ansel Wick is already in Nave"
        assert len(store.log_entries()[0]) == logged
        assert store.undo() is None

        # Plus gives the selected character a fate point and u undoes it.
        before = saved(campaign).characters["ansel"].fate_points
        cast.focus()
        await pilot.press("plus")
        assert saved(campaign).characters["ansel"].fate_points == before + 1
        await pilot.press("u")
        assert saved(campaign).characters["ansel"].fate_points == before

        # Undo and redo many steps from the keyboard.
        await pilot.press("plus", "plus", "plus")
        assert saved(campaign).characters["ansel"].fate_points == before + 3
        await pilot.press("u", "u")
        assert saved(campaign).characters["ansel"].fate_points == before + 1
        await pilot.press("ctrl+r")
        assert saved(campaign).characters["ansel"].fate_points == before + 2

        # Adding a scene aspect through the prompt.
        await pilot.press("a")
        await pilot.pause()
        app.screen.query_one("#prompt-input").value = "Smoke Everywhere"
        await pilot.press("enter")
        await pilot.pause()
        names = [a.name for a in saved(campaign).current_scene.aspects]
        assert "Smoke Everywhere" in names

        # A scene aspect's free invoke is used up with i.
        cards.focus()
        names = [cards.get_option_at_index(i).id for i in range(cards.option_count)]
        target = next(i for i, key in enumerate(names) if key and "Guttering Tallow" in key)
        cards.highlighted = target
        await pilot.press("i")
        await pilot.pause()
        altar = saved(campaign).current_scene.zone("Altar")
        candles = next(a for a in altar.aspects if a.name == "Guttering Tallow Candles")
        assert candles.free_invokes == ()

        # Moving a character to another zone.
        cast.focus()
        await pilot.press("m")
        await pilot.pause()
        await pilot.press("down", "enter")  # Nave -> Altar
        await pilot.pause()
        assert saved(campaign).current_scene.positions["ansel"] == "Altar"


async def test_a_change_with_a_broken_play_log_is_shown_with_a_warning(campaign):
    """Fate points 3 -> 4 on disk must show on the screen, and the GM learns the log failed."""
    (campaign / "log").mkdir(exist_ok=True)
    (campaign / "log" / "session-07.toml").write_text("entries = [ broken\n", encoding="utf-8")
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        cast = app.screen.query_one(CastTable)
        cast.focus()
        await press(pilot, "plus")
        assert saved(campaign).characters["ansel"].fate_points == 4
        assert str(cast.get_cell("ansel", "fate")) == "●●●●"
        [warning] = notifications(app, "warning")
        assert "not written in the play log" in warning and "log/session-07.toml" in warning
        assert notifications(app, "error") == []
