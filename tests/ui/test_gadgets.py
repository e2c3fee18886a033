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


async def test_a_universal_gadget_is_locked_in_and_a_companion_names_its_stunt(tmp_path):
    # L1000: a universal gadget is locked in for the session; Delete asks for the GM's
    # override. L843, L1091: with two stunts giving companions, C asks which one, and offers
    # no more advances than that stunt gives one companion.
    folder = bundled(tmp_path, "brass-leviathan")
    path = folder / "characters" / f"{IMOGEN}.toml"
    names = ("Universal Gadget", "Con Man", "Sucker", "Gambling stunt 8")
    stunts = "".join(f'[[stunts]]\nname = "{n}"\n\n' for n in names)
    path.write_text(path.read_text().replace("[[stunts]]", stunts + "[[stunts]]", 1))
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        app.push_screen(SheetScreen(character_id=IMOGEN))
        await pilot.pause()
        stunts_list = app.screen.query_one(SheetStunts)
        await press(pilot, "g")
        await answer(pilot, "Just the Thing")
        await choose(pilot, "upgrade")
        await answer(pilot, "lockpicking")
        await choose(pilot, "done")
        (shaped,) = saved(folder).characters[IMOGEN].gadgets
        assert shaped.session is not None
        assert f"shaped for session {shaped.session}" in str(
            stunts_list.get_option("gadget:0").prompt
        )
        stunts_list.focus()
        stunts_list.highlighted = stunts_list.get_option_index("gadget:0")
        await press(pilot, "delete", "n")  # locked in: the GM declines to override
        assert saved(folder).characters[IMOGEN].gadgets == (shaped,)
        await press(pilot, "delete", "y")
        assert saved(folder).characters[IMOGEN].gadgets == ()
        assert "the GM allowed reshaping it" in app.controller.log_entries()[0][-1].text

        await press(pilot, "C")
        await answer(pilot, "Mr Pennyworth")
        await choose(pilot, "aide")
        prompts = option_prompts(app)
        assert "Sucker: at most 2 advances" in prompts["Sucker"]
        await choose(pilot, "Sucker")
        await choose(pilot, "independent")
        await choose(pilot, "quality")  # the second and last the sucker may have (L885)
        (sucker,) = saved(folder).characters[IMOGEN].companions
        assert (sucker.stunt, len(sucker.advances)) == ("Sucker", 2)
