"""What Spirit of the Century's skills and stunts give beyond rolls, on the Sheet: languages
(spirit-of-the-century-srd.txt L519, Linguist L714), a library at hand (Walking Library, L719)
and fortunes a session (L635, L1274)."""

from fate_tui.cli import make_app
from fate_tui.ui.screens.sheet import SheetScreen
from fate_tui.ui.widgets.sheet_stunts import SheetStunts
from tests.ui.conftest import bundled, loaded

IMOGEN = "imogen-vance"


async def test_languages_a_library_and_fortunes_are_on_the_sheet(tmp_path):
    folder = bundled(tmp_path, "brass-leviathan")
    path = folder / "characters" / f"{IMOGEN}.toml"
    added = '[[stunts]]\nname = "Linguist"\n\n[[stunts]]\nname = "Walking Library"\n\n[[stunts]]'
    path.write_text(path.read_text().replace("[[stunts]]", added, 1))
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        app.push_screen(SheetScreen(character_id=IMOGEN))
        await pilot.pause()
        rows = "\n".join(str(o.prompt) for o in app.screen.query_one(SheetStunts).options)
        academics = app.controller.state.characters[IMOGEN].skills["Academics"]
        assert f"{academics + 5} languages beyond their own" in rows
        label = app.controller.state.ruleset.ladder.label(academics)
        assert f"a library of {label} always at hand" in rows
