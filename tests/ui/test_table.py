"""The Table screen through Textual's Pilot: it shows the scene and acts through the store."""

from fate_tui.cli import make_app
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.widgets.aspect_cards import AspectCards
from fate_tui.ui.widgets.cast_table import CastTable
from tests.ui.conftest import loaded, notifications, press, saved


async def test_the_table_shows_the_scene_in_play(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        assert isinstance(app.screen, TableScreen)
        cards = app.screen.query_one(AspectCards)
        assert cards.option_count >= 5
        cast = app.screen.query_one(CastTable)
        assert cast.row_count == 7
        status = str(app.screen.query_one("#status").render())
        assert "The Drowned Chapel" in status and "GM pool" in status


async def test_plus_gives_the_selected_character_a_fate_point_and_u_undoes_it(campaign):
    before = saved(campaign).characters["ansel"].fate_points
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        app.screen.query_one(CastTable).focus()
        await pilot.press("plus")
        assert saved(campaign).characters["ansel"].fate_points == before + 1
        await pilot.press("u")
        assert saved(campaign).characters["ansel"].fate_points == before


async def test_adding_a_scene_aspect_through_the_prompt(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await pilot.press("a")
        await pilot.pause()
        app.screen.query_one("#prompt-input").value = "Smoke Everywhere"
        await pilot.press("enter")
        await pilot.pause()
        names = [a.name for a in saved(campaign).current_scene.aspects]
        assert "Smoke Everywhere" in names


async def test_moving_a_character_to_another_zone(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        app.screen.query_one(CastTable).focus()
        await pilot.press("m")
        await pilot.pause()
        await pilot.press("down", "enter")  # Nave -> Altar
        await pilot.pause()
        assert saved(campaign).current_scene.positions["ansel"] == "Altar"


async def test_moving_a_character_to_the_zone_they_stand_in_is_only_a_notice(campaign):
    """Choosing the zone they are already in moves nobody: a notice says so, nothing is
    logged and no undo step is made."""
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        store = app.controller.store
        logged = len(store.log_entries()[0])
        app.screen.query_one(CastTable).focus()
        await press(pilot, "m")
        await press(pilot, "enter")  # Nave, where Ansel stands
        assert saved(campaign).current_scene.positions["ansel"] == "Nave"
        assert notifications(app)[-1] == "Ansel Wick is already in Nave"
        assert len(store.log_entries()[0]) == logged
        assert store.undo() is None


async def test_undo_and_redo_many_steps_from_the_keyboard(campaign):
    before = saved(campaign).characters["ansel"].fate_points
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        app.screen.query_one(CastTable).focus()
        await pilot.press("plus", "plus", "plus")
        assert saved(campaign).characters["ansel"].fate_points == before + 3
        await pilot.press("u", "u")
        assert saved(campaign).characters["ansel"].fate_points == before + 1
        await pilot.press("ctrl+r")
        assert saved(campaign).characters["ansel"].fate_points == before + 2


async def test_a_scene_aspects_free_invoke_is_used_up_with_i(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        cards = app.screen.query_one(AspectCards)
        cards.focus()
        names = [cards.get_option_at_index(i).id for i in range(cards.option_count)]
        target = next(i for i, key in enumerate(names) if key and "Guttering Tallow" in key)
        cards.highlighted = target
        await pilot.press("i")
        await pilot.pause()
        altar = saved(campaign).current_scene.zone("Altar")
        candles = next(a for a in altar.aspects if a.name == "Guttering Tallow Candles")
        assert candles.free_invokes == ()


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
