"""A character's scale on its sheet, where the scale option is on."""

from fate_tui.cli import make_app
from fate_tui.ui.screens.sheet import SheetScreen
from fate_tui.ui.widgets.sheet_header import SheetHeader
from tests.ui.conftest import loaded


async def test_the_sheet_shows_the_scale_only_with_the_option_on(campaign):
    deacon = campaign / "characters" / "drowned-deacon.toml"
    deacon.write_text(deacon.read_text(encoding="utf-8") + 'scale = "Otherworldly"\n', "utf-8")
    for options, shown in (('["extreme_consequences"]', False), ('["scale"]', True)):
        path = campaign / "campaign.toml"
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace('options = ["extreme_consequences"]', f"options = {options}"))
        app = make_app(campaign, watch_interval=None)
        async with app.run_test(size=(120, 40)) as pilot:
            await loaded(app, pilot)
            app.push_screen(SheetScreen(character_id="drowned-deacon"))
            await pilot.pause()
            header = str(app.screen.query_one(SheetHeader).render())
            assert ("Otherworldly scale" in header) is shown
