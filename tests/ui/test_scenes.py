"""The Scenes screen through Textual's Pilot: every change is checked in the saved files."""

import tomllib

import pytest

from fate_tui.cli import make_app
from fate_tui.rules.fate_points import gm_pool_at_scene_start
from fate_tui.rules.scene import SceneStatus
from fate_tui.ui.dialogs.choose import Choose
from fate_tui.ui.dialogs.summary import Summary
from fate_tui.ui.screens.scenes import ScenesScreen
from fate_tui.ui.widgets.scene_aspect_list import SceneAspectList
from fate_tui.ui.widgets.scene_cast_list import SceneCastList
from fate_tui.ui.widgets.scene_list import SceneList
from fate_tui.ui.widgets.zone_list import ZoneList, key
from tests.ui.conftest import answer, choose, loaded, press, saved

VAULT = "the-sunken-vault"


async def _open_scenes(app, pilot) -> ScenesScreen:
    await loaded(app, pilot)
    await pilot.press("n")
    await pilot.pause()
    assert isinstance(app.screen, ScenesScreen)
    return app.screen


async def _highlight(pilot, widget, option_id: str) -> None:
    widget.focus()
    widget.highlighted = widget.get_option_index(option_id)
    await pilot.pause()


async def _editing_aspects_of_a_prepared_scene(app, pilot, screen, campaign) -> None:
    await _highlight(pilot, screen.query_one(SceneList), "ash-market")
    aspects = screen.query_one(SceneAspectList)
    await _highlight(pilot, aspects, "Wardens Watching the Quay")
    await pilot.press("c")
    await answer(pilot, "Wardens on Every Corner, 1")
    await choose(pilot, "tamsin")
    market = saved(campaign).scenes["ash-market"]
    assert market.aspect("Wardens on Every Corner").free_invokes == ("tamsin",)

    await pilot.press("h")
    await pilot.pause()
    assert saved(campaign).scenes["ash-market"].aspect("Wardens on Every Corner").hidden

    await press(pilot, "delete")
    assert len(saved(campaign).scenes["ash-market"].aspects) == 4  # asked first
    await press(pilot, "y")
    names = [a.name for a in saved(campaign).scenes["ash-market"].aspects]
    assert "Wardens on Every Corner" not in names and len(names) == 3
    assert saved(campaign).story.current_scene == "drowned-chapel"


async def _zones_renamed_disconnected_and_removed(app, pilot, screen, campaign) -> None:
    zones = screen.query_one(ZoneList)
    await _highlight(pilot, zones, key("zone", "Nave"))
    await pilot.press("c")
    await answer(pilot, "Flooded Nave")
    chapel = saved(campaign).current_scene
    assert chapel.positions["corvin"] == "Flooded Nave"
    assert "Flooded Nave" in chapel.zone("Altar").connects

    await _highlight(pilot, zones, key("zone", "Flooded Nave"))
    await pilot.press("d")
    await choose(pilot, "Bell Tower")
    assert "Bell Tower" not in saved(campaign).current_scene.zone("Flooded Nave").connects

    await pilot.press("a")
    await answer(pilot, "Floating Hymnals, 1")
    await choose(pilot, "*")
    aspect = saved(campaign).current_scene.zone("Flooded Nave").aspects[-1]
    assert (aspect.name, aspect.free_invokes) == ("Floating Hymnals", (None,))

    await _highlight(pilot, zones, key("aspect", "Flooded Nave", "Floating Hymnals"))
    await pilot.press("delete")
    await pilot.pause()
    names = [a.name for a in saved(campaign).current_scene.zone("Flooded Nave").aspects]
    assert "Floating Hymnals" not in names

    await _highlight(pilot, zones, key("zone", "Undercroft"))
    await pilot.press("delete")
    await pilot.pause()
    await pilot.press("y")
    await pilot.pause()
    assert "Undercroft" not in [z.name for z in saved(campaign).current_scene.zones]


async def _renaming_a_scene_a_countdown_and_undoing_a_new_scene(app, pilot, screen, campaign):
    await pilot.press("c")  # the scene list has the focus
    await answer(pilot, "The Chapel Under the Tide")
    assert saved(campaign).current_scene.title == "The Chapel Under the Tide"

    await pilot.press("k")
    await answer(pilot, "Ilse Rings the Bell, 3")
    countdown = saved(campaign).current_scene.countdowns[-1]
    assert (countdown.name, countdown.boxes, countdown.marked) == ("Ilse Rings the Bell", 3, 0)

    await pilot.press("n")
    await answer(pilot, "A Scene Made by Mistake")
    assert screen.scene_id == "a-scene-made-by-mistake"
    await pilot.press("u")
    await pilot.pause()
    assert "a-scene-made-by-mistake" not in saved(campaign).scenes
    assert screen.scene_id == "drowned-chapel"


async def _preparing_a_scene_then_starting_it(app, pilot, screen, campaign) -> None:
    await pilot.press("n")
    await answer(pilot, "The Sunken Vault")
    assert saved(campaign).scenes[VAULT].status is SceneStatus.PREPARED
    assert screen.scene_id == VAULT

    await pilot.press("a")
    await answer(pilot, "Collapsing Roof, 2")
    await choose(pilot, "*")  # up for grabs
    aspect = saved(campaign).scenes[VAULT].aspect("Collapsing Roof")
    assert aspect.free_invokes == (None, None)

    for zone in ("Stairs", "Vault"):
        await pilot.press("z")
        await answer(pilot, zone)
    await _highlight(pilot, screen.query_one(ZoneList), key("zone", "Stairs"))
    await pilot.press("j")
    await choose(pilot, "Vault")
    vault = saved(campaign).scenes[VAULT]
    assert vault.zone("Stairs").connects == ("Vault",)
    assert vault.zone("Vault").connects == ("Stairs",)

    for who in ("maren", "corvin"):
        await pilot.press("b")
        await choose(pilot, who)
        await choose(pilot, "Stairs")
    await _highlight(pilot, screen.query_one(SceneCastList), "maren")
    await pilot.press("m")
    await choose(pilot, "Vault")
    vault = saved(campaign).scenes[VAULT]
    assert set(vault.cast) == {"maren", "corvin"}
    assert vault.positions == {"maren": "Vault", "corvin": "Stairs"}

    # Another scene is being played: starting this one is refused, nothing changes.
    await pilot.press("p")
    await pilot.pause()
    assert saved(campaign).story.current_scene == "drowned-chapel"
    assert saved(campaign).scenes[VAULT].status is SceneStatus.PREPARED

    await pilot.press("x")
    await pilot.pause()
    assert isinstance(app.screen, Summary)  # what ending it will do, asked first
    await pilot.press("y")
    await pilot.pause()
    assert isinstance(app.screen, Choose)  # a countdown's trigger?
    await pilot.press("escape")
    await pilot.pause()
    assert isinstance(app.screen, Summary)  # what it did
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, Choose)  # does a situation aspect last?
    await pilot.press("escape")
    await pilot.pause()
    state = saved(campaign)
    assert state.story.current_scene is None
    assert state.scenes["drowned-chapel"].status is SceneStatus.ENDED

    await pilot.press("p")
    await pilot.pause()
    state = saved(campaign)
    expected = gm_pool_at_scene_start(state.ruleset, 2, conceded=0).current
    assert state.scenes[VAULT].status is SceneStatus.ACTIVE
    assert state.scenes[VAULT].gm_pool == expected == 2
    written = tomllib.loads((campaign / "campaign.toml").read_text(encoding="utf-8"))
    assert written["current"]["scene"] == VAULT
    assert screen.query_one(SceneList).selected == VAULT


@pytest.mark.long_running
async def test_a_scene_prepared_edited_and_started_on_the_scenes_screen(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        # The scene in play is selected and shown.
        screen = await _open_scenes(app, pilot)
        assert screen.scene_id == "drowned-chapel"
        assert screen.query_one(SceneList).selected == "drowned-chapel"
        assert screen.query_one(SceneCastList).option_count == 7
        assert screen.current_file == "scenes/drowned-chapel.toml"
        await _highlight(pilot, screen.query_one(SceneList), "ash-market")
        assert screen.scene_id == "ash-market"
        assert screen.query_one(ZoneList).zone == "Fish Stalls"
        await pilot.press("escape")
        assert not isinstance(app.screen, ScenesScreen)
        await press(pilot, "n")
        assert app.screen is screen

        # Editing, hiding and removing situation aspects of a prepared scene.
        await _editing_aspects_of_a_prepared_scene(app, pilot, screen, campaign)

        # Renaming, disconnecting and removing zones and zone aspects (of the scene in play).
        await _highlight(pilot, screen.query_one(SceneList), "drowned-chapel")
        await _zones_renamed_disconnected_and_removed(app, pilot, screen, campaign)

        # Taking a character out of the scene.
        await _highlight(pilot, screen.query_one(SceneCastList), "sister-ilse")
        await pilot.press("delete")
        await pilot.pause()
        chapel = saved(campaign).current_scene
        assert "sister-ilse" not in chapel.cast and "sister-ilse" not in chapel.positions
        await pilot.press("u")
        await pilot.pause()
        assert saved(campaign).current_scene.positions["sister-ilse"] == "Bell Tower"

        # Renaming a scene, adding a countdown and undoing a new scene (at 80x24); the
        # rename and the countdown undone after, so the scene ends as it would have.
        await pilot.resize_terminal(80, 24)
        await _highlight(pilot, screen.query_one(SceneList), "drowned-chapel")
        await _renaming_a_scene_a_countdown_and_undoing_a_new_scene(app, pilot, screen, campaign)
        await press(pilot, "u", "u")
        assert saved(campaign).current_scene.title != "The Chapel Under the Tide"
        await pilot.resize_terminal(120, 40)
        await pilot.pause()

        # Preparing a scene then starting it after ending the one in play.
        await _preparing_a_scene_then_starting_it(app, pilot, screen, campaign)


async def test_pcs_brought_into_a_scene_just_started_fill_the_gm_pool_then_the_gm_is_asked(
    campaign,
):
    """fate-condensed-srd.txt L1066: the pool holds one point per PC at the start of the scene.
    Bug: a scene started with `p` and then given its PCs with `b` said "holds 0"."""
    from fate_tui.campaign.intents import scenes
    from fate_tui.ui.dialogs.confirm import Confirm

    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        scenes.end(app.controller)
        vault = scenes.new_scene(app.controller, "The Sunken Vault")
        scenes.start(app.controller, vault)
        await pilot.pause()
        screen = await _open_scenes(app, pilot)
        assert screen.scene_id == vault
        start = saved(campaign).scenes[vault].gm_pool or 0
        for who in ("maren", "corvin"):
            await press(pilot, "b")
            await choose(pilot, who)
        assert saved(campaign).scenes[vault].gm_pool == start + 2
        app.controller.note("roll", "Maren rolls Notice")
        await press(pilot, "b")
        await choose(pilot, "ansel")
        assert isinstance(app.screen, Confirm)  # after the first roll: the GM says
        await press(pilot, "y")
        await press(pilot, "b")
        await choose(pilot, "tamsin")
        await press(pilot, "n")
        after = saved(campaign).scenes[vault]
        assert {"ansel", "tamsin"} <= set(after.cast)
        assert after.gm_pool == start + 3
