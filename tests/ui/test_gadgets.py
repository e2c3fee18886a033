"""Gadgets designed on the Sheet by keys (spirit-of-the-century-srd.txt L170, L998): `g` asks
the name and the improvements the stunt gives and saves them; the Roll dialog's stunt picker
(`x`) offers the gadget's bonuses; Delete on its line removes it."""

from fate_tui.cli import make_app
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.screens.sheet import SheetScreen
from fate_tui.ui.widgets.sheet_stunts import SheetStunts
from tests.ui.conftest import answer, bundled, choose, loaded, option_prompts, press, saved

IMOGEN = "imogen-vance"
HARPOON = "The Hobo Harpoon"


async def test_a_gadget_is_designed_on_the_sheet_and_offered_at_the_roll(tmp_path):
    folder = bundled(tmp_path, "brass-leviathan")
    path = folder / "characters" / f"{IMOGEN}.toml"
    stunt = '[[stunts]]\nname = "Personal Gadget"\n\n[[stunts]]'
    path.write_text(path.read_text().replace("[[stunts]]", stunt, 1))
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        app.push_screen(SheetScreen(character_id=IMOGEN))
        await pilot.pause()
        sheet = app.screen
        stunts = sheet.query_one(SheetStunts)
        hints = "\n".join(str(o.prompt) for o in stunts.options)
        assert "Personal Gadget: a personal gadget to design; press g" in hints
        await press(pilot, "g")
        await answer(pilot, HARPOON)
        await choose(pilot, "craftsmanship")
        await answer(pilot, "+1 to Weapons rolls")
        await choose(pilot, "upgrade")
        await answer(pilot, "grappling")
        await choose(pilot, "done")
        harpoon = saved(folder).characters[IMOGEN].gadgets[0]
        assert harpoon.name == HARPOON and len(harpoon.improvements) == 2

        app.push_screen(RollDialog(character_id=IMOGEN))
        await pilot.pause()
        await press(pilot, "k")
        await choose(pilot, "Weapons")
        await press(pilot, "x")
        offered = option_prompts(app)
        assert "+1" in offered[f"{HARPOON} (craftsmanship)"]
        assert "+2" in offered[f"{HARPOON}: grappling"]
        await choose(pilot, f"{HARPOON}: grappling")
        assert app.screen.session.worked.stunt_bonus == 2
        await press(pilot, "escape")
        assert app.screen is sheet

        stunts.focus()
        stunts.highlighted = stunts.get_option_index("gadget:0")
        await press(pilot, "delete", "y")
        assert saved(folder).characters[IMOGEN].gadgets == ()
