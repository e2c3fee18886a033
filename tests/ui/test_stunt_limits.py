"""A stunt usable once a scene, by keys: ticked (x) on a roll and counted in the scene file;
on the next roll the picker says it is used, ticking it asks the GM, and only the GM's override
lets it on the roll; the Sheet shows the limit."""

from fate_tui.cli import make_app
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.screens.table import TableScreen
from tests.ui.conftest import (
    answer,
    choose,
    dialog_title,
    loaded,
    option_prompts,
    press,
    saved,
)

HYMNAL = "Drowned Hymnal"


def _once_a_scene(campaign) -> None:
    path = campaign / "characters" / "maren.toml"
    text = path.read_text()
    marked = 'action = "create_advantage"\nonce_per_scene = true\n'
    path.write_text(text.replace('action = "create_advantage"\n', marked, 1))


async def _advantage_with_lore(pilot) -> RollDialog:
    await press(pilot, "r")
    dialog = pilot.app.screen
    assert isinstance(dialog, RollDialog)
    await press(pilot, "c")
    await choose(pilot, "maren")
    await press(pilot, "k")
    await choose(pilot, "Lore")
    await press(pilot, "a")
    await choose(pilot, "1")  # create an advantage
    return dialog


async def test_a_once_a_scene_stunt_is_refused_again_unless_the_gm_allows_it(campaign):
    _once_a_scene(campaign)
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        dialog = await _advantage_with_lore(pilot)
        await press(pilot, "x")
        assert "once per scene: used" not in option_prompts(app)[HYMNAL]
        await choose(pilot, HYMNAL)
        assert dialog.session.roll.stunts == (HYMNAL,)
        await press(pilot, "p")
        await answer(pilot, "0000")
        await press(pilot, "enter")
        await answer(pilot, "Salt on Every Sill")
        assert isinstance(app.screen, TableScreen)
        assert saved(campaign).current_scene.stunts_used == {"maren": (HYMNAL,)}

        # The next roll: the picker says the stunt is used; No leaves it off the roll.
        dialog = await _advantage_with_lore(pilot)
        await press(pilot, "x")
        assert "(once per scene: used)" in option_prompts(app)[HYMNAL]
        await choose(pilot, HYMNAL)
        assert "once per scene" in dialog_title(app)
        await press(pilot, "n")
        assert app.screen is dialog
        assert dialog.session.roll.stunts == ()
        # Yes is the GM's override: the stunt is on the roll, and the log says so.
        await press(pilot, "x")
        await choose(pilot, HYMNAL)
        await press(pilot, "y")
        assert dialog.session.roll.stunts == (HYMNAL,)
        await press(pilot, "p")
        await answer(pilot, "0000")
        await press(pilot, "enter")
        await answer(pilot, "Candles in the Salt")
        assert saved(campaign).current_scene.stunts_used == {"maren": (HYMNAL, HYMNAL)}
        assert "GM allowed it past its limit" in app.recent_log[-1].text
        # Undo takes the use back with the roll.
        await press(pilot, "u")
        assert saved(campaign).current_scene.stunts_used == {"maren": (HYMNAL,)}
