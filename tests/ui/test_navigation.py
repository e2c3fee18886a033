"""Navigation by name (`fate_tui.ui.shell.navigation`): places are made on first use and kept as the
GM left them, flows are made anew, and the screens that show one character follow the app's
`character`."""

import subprocess
import sys

from fate_tui.cli import make_app
from fate_tui.ui.screens.sheet import SheetScreen
from fate_tui.ui.widgets.cast_table import CastTable
from tests.ui.conftest import loaded, press


async def test_places_are_kept_flows_made_anew_and_screens_follow_the_character(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # A place is made once and kept.
        await press(pilot, "l")
        log = app.screen
        assert log.name == "log"
        await press(pilot, "escape")
        await press(pilot, "l")
        assert app.screen is log
        await press(pilot, "escape")

        # Opening a place already below closes the screens above it.
        await press(pilot, "s")
        sheet = app.screen
        await press(pilot, "f")
        assert app.screen.name == "fate"
        await press(pilot, "s")
        assert app.screen is sheet
        assert [s.name for s in app.screen_stack[-2:]] == ["table", "sheet"]
        await press(pilot, "escape")

        # A flow is made anew each time.
        await press(pilot, "question_mark")
        first = app.screen
        assert first.name == "help"
        await press(pilot, "escape")
        await press(pilot, "question_mark")
        assert app.screen.name == "help" and app.screen is not first
        await press(pilot, "escape")

        # The Sheet and the Table follow the current character.
        assert app.screen.name == "table"
        cast = app.screen.query_one(CastTable)
        cast.focus()
        await press(pilot, "down")
        picked = cast.selected
        assert app.character == picked
        await press(pilot, "s")
        sheet = app.screen
        assert isinstance(sheet, SheetScreen) and sheet.current_character_id == picked
        sheet.show_character("tamsin")
        await press(pilot, "escape")
        assert app.character == "tamsin" and cast.selected == "tamsin"
        await press(pilot, "f")  # the fate points screen opens on her row
        assert app.screen.current_character_id == "tamsin"
        await press(pilot, "escape")
        await press(pilot, "up")
        await press(pilot, "s")  # the kept sheet comes back on the new character
        assert app.screen is sheet and sheet.current_character_id == cast.selected


def test_starting_the_app_imports_none_of_the_screens_it_opens_by_name():
    code = (
        "import sys\n"
        "import fate_tui.ui.app\n"
        "from fate_tui.ui.shell.navigation import FLOWS, PLACES\n"
        "screens = [m for m in sys.modules if m.startswith('fate_tui.ui.screens.')]\n"
        "print(','.join(sorted(screens)))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.split() == ["fate_tui.ui.screens.loading"]
