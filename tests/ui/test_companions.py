"""Companions built on the Sheet by keys (spirit-of-the-century-srd.txt L470-475, L1091): `C`
is refused where no stunt gives one; with the stunt, it asks the name, the kind and the
advances the stunt gives, and saves them; Enter on the companion's line adds an advance, Delete
removes it."""

from fate_tui.cli import make_app
from fate_tui.ui.screens.sheet import SheetScreen
from fate_tui.ui.widgets.sheet_stunts import SheetStunts
from tests.ui.conftest import answer, bundled, choose, loaded, notifications, press, saved

LUCKY = "lucky-donnelly"


async def _sheet(app, pilot) -> SheetScreen:
    await loaded(app, pilot)
    app.push_screen(SheetScreen(character_id=LUCKY))
    await pilot.pause()
    assert isinstance(app.screen, SheetScreen)
    return app.screen


async def test_c_is_refused_where_no_stunt_gives_a_companion(tmp_path):
    folder = bundled(tmp_path, "brass-leviathan")
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await _sheet(app, pilot)
        await press(pilot, "C")
        assert isinstance(app.screen, SheetScreen)
        assert any("gives a companion" in n for n in notifications(app))


async def test_a_companion_is_built_on_the_sheet_within_the_stunt_s_advances(tmp_path):
    folder = bundled(tmp_path, "brass-leviathan")
    path = folder / "characters" / f"{LUCKY}.toml"
    path.write_text(
        path.read_text().replace(
            "[[stunts]]", '[[stunts]]\nname = "Gambling stunt 8"\n\n[[stunts]]', 1
        )
    )
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        sheet = await _sheet(app, pilot)
        stunts = sheet.query_one(SheetStunts)
        assert "2 advances left; press C" in "\n".join(str(o.prompt) for o in stunts.options)
        await press(pilot, "C")
        await answer(pilot, "Sparky")
        await choose(pilot, "sidekick")
        await choose(pilot, "quality")
        await choose(pilot, "done")
        sparky = saved(folder).characters[LUCKY].companions[0]
        assert (sparky.name, sparky.type.value, sparky.quality) == ("Sparky", "sidekick", 2)
        # Enter on its line: one more advance, the last the stunt gives.
        stunts.focus()
        stunts.highlighted = stunts.get_option_index("companion:0")
        await press(pilot, "enter")
        await choose(pilot, "skilled")
        await answer(pilot, "Fists")
        advances = saved(folder).characters[LUCKY].companions[0].advances
        assert [(a.kind.value, a.detail) for a in advances] == [
            ("quality", ""),
            ("skilled", "Fists"),
        ]
        await press(pilot, "enter")
        assert isinstance(app.screen, SheetScreen)  # no advance left: said, not asked
        assert any("no advance left" in n for n in notifications(app))
        await press(pilot, "delete", "y")
        assert saved(folder).characters[LUCKY].companions == ()
