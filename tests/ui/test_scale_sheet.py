"""A character's scale (fate-condensed-srd.txt L1267-1283): shown and set on the sheet where the
scale option is on, and applied by the Roll dialog between two sides of different scales."""

from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.rules.odds import odds
from fate_tui.ui.roll_dialog.odds_bars import OddsBars
from fate_tui.ui.screens.sheet import SheetScreen
from fate_tui.ui.widgets.sheet_header import SheetHeader
from tests.ui.conftest import answer, choose, loaded, notifications, press, type_dice
from tests.ui.test_roll import open_roll


def _options(campaign, options: str) -> None:
    path = campaign / "campaign.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('options = ["extreme_consequences"]', f"options = {options}"))


async def test_the_sheet_shows_the_scale_only_with_the_option_on(campaign):
    deacon = campaign / "characters" / "drowned-deacon.toml"
    deacon.write_text(deacon.read_text(encoding="utf-8") + 'scale = "Otherworldly"\n', "utf-8")
    for options, shown in (('["extreme_consequences"]', False), ('["scale"]', True)):
        _options(campaign, options)
        app = make_app(campaign, watch_interval=None)
        async with app.run_test(size=(120, 40)) as pilot:
            await loaded(app, pilot)
            app.push_screen(SheetScreen(character_id="drowned-deacon"))
            await pilot.pause()
            header = str(app.screen.query_one(SheetHeader).render())
            assert ("Otherworldly scale" in header) is shown
            await press(pilot, "S")
            if not shown:
                assert "switch scale on" in notifications(app)[-1]


async def test_scale_is_set_on_the_sheet_and_applied_in_the_roll_dialog(campaign):
    _options(campaign, '["scale"]')
    path = campaign / "characters" / "drowned-deacon.toml"
    before = path.read_text(encoding="utf-8")
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        app.push_screen(SheetScreen(character_id="drowned-deacon"))
        await pilot.pause()
        await press(pilot, "S")
        await choose(pilot, "Otherworldly")
        written = path.read_text(encoding="utf-8")
        assert written == before + 'scale = "Otherworldly"\n'  # comments and layout kept
        assert "Otherworldly scale" in str(app.screen.query_one(SheetHeader).render())
        await press(pilot, "u")
        assert path.read_text(encoding="utf-8") == before
        await press(pilot, "ctrl+r")
        assert path.read_text(encoding="utf-8") == written

        # L1279-1281: Maren (Mundane) attacks the Deacon, two levels higher: his defense gets
        # +1 per level before the roll, in the odds before the dice.
        await press(pilot, "ctrl+t")
        dialog = await open_roll(pilot, "maren", "Fight")
        await press(pilot, "3")
        await choose(pilot, "drowned-deacon")
        setup = _setup(dialog)
        assert "The Drowned Deacon (Otherworldly) over Maren Holloway (Mundane)" in setup
        assert "+2 before the roll" in setup
        rules = app.controller.state.ruleset
        assert dialog.query_one(OddsBars)._odds == odds(1, 3 + 2, rules, opposed=True)
        # s: the higher side's other benefit (L1282), then none, then back to the first.
        await press(pilot, "s")
        assert "+4 after their roll, if it succeeds" in _setup(dialog)
        await press(pilot, "s")
        assert "not applied here" in _setup(dialog)
        await press(pilot, "s")
        await press(pilot, "p")
        await type_dice(pilot, "++++", "0000")  # Fight +1 +4 = 5 against Fight +3 + scale +2
        result = str(dialog.query_one("#roll-result").render())
        assert "TIE" in result and "+ scale +2" in result
        assert "Scale    The Drowned Deacon (Otherworldly) over Maren" in result
        await press(pilot, "escape")
        entries, _ = CampaignStore.load(campaign).log_entries()
        assert "Fight Good (+3) + dice [0000] +0 + scale +2 = Superb (+5)" in entries[-1].text
        assert "scale: The Drowned Deacon (Otherworldly) over Maren" in entries[-1].text

        # L1293: his supernatural advantage against no opposition needs no roll (u).
        dialog = await open_roll(pilot, "drowned-deacon", "Will")
        await press(pilot, "2")
        assert "u No roll" in _setup(dialog)
        await press(pilot, "u")
        await answer(pilot, "Black Water Rising")
        assert app.screen is not dialog
        scene = CampaignStore.load(campaign).state.current_scene
        made = next(a for a in scene.aspects if a.name == "Black Water Rising")
        assert made.free_invokes == ("drowned-deacon",)


def _setup(dialog) -> str:
    return str(dialog.query_one("#roll-setup").render())
