"""Typing the dice rolled at the table into the Roll dialog: one line for both sides, however
fast the GM types and whether or not they press Tab between the sides, and the typed dice
shown as the Roll dialog shows rolled ones."""

import shutil

from textual import events
from textual.widgets import Input

from fate_tui.cli import make_app
from fate_tui.ui.dialogs.dice_prompt import DicePrompt
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.roll_dialog.roll_memory import RollMemory
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.widgets.key_footer import KeyFooter
from tests.ui.conftest import CAMPAIGNS, loaded, press

KEYS = {"+": "plus", "-": "minus", " ": "space"}


async def _opposed_roll(tmp_path, pilot, app) -> RollDialog:
    """Vesna attacks Director Quist, who defends with Fight; the dice prompt open."""
    app.push_screen(RollDialog(character_id="vesna-kade"))
    await pilot.pause()
    dialog = app.screen
    dialog.change(lambda s: s.with_action(2).with_opponent("ilario-quist", "Fight"))
    await press(pilot, "p")
    assert isinstance(app.screen, DicePrompt)
    return dialog


def _burst(app, text: str) -> None:
    """Keys arriving together, as a fast typist's do: all queued before the app handles one
    (Pilot's press waits for the app after each key)."""
    for char in text:
        app.post_message(events.Key(KEYS.get(char, char), char))


def _app(tmp_path):
    folder = tmp_path / "glasshouse-heist"
    shutil.copytree(CAMPAIGNS / "glasshouse-heist", folder)
    return make_app(folder, watch_interval=None)


async def _close(pilot, dialog: RollDialog) -> None:
    """Close the Roll dialog unapplied and forget its choices: the next step's roll starts as
    in a fresh app (the dialog remembers each character's last choices within a scene)."""
    await press(pilot, "escape")
    assert isinstance(pilot.app.screen, TableScreen)
    pilot.app.roll_memory = RollMemory()


async def test_typing_both_sides_dice_fast_with_tabs_too_many_or_four_and_at_80x24(tmp_path):
    app = _app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)

        # Eight dice typed fast fill both sides. Bug: typed fast, all eight dice went into
        # the first field (it jumped to the second only after four had been handled). One
        # line takes both sides' dice in one go.
        dialog = await _opposed_roll(tmp_path, pilot, app)
        _burst(app, "+-+0--00")
        await pilot.pause()
        await press(pilot, "enter")
        assert app.screen is dialog
        assert dialog.session.roll.dice == (1, -1, 1, 0)
        assert dialog.session.roll.opponent_dice == (-1, -1, 0, 0)
        await _close(pilot, dialog)

        # A habitual Tab between the sides changes nothing. Bug: Tab after the jump to the
        # second field went back to the first. Tab between the two sides' dice now leaves the
        # line as it was.
        dialog = await _opposed_roll(tmp_path, pilot, app)
        await pilot.press("3", "5", "1", "6", "tab", "2", "2", "4", "5")
        await pilot.pause()
        read = str(app.screen.query_one("#dice-read").render())
        assert "[ ] [+] [-] [+] +1" in read and "[-] [-] [ ] [+] -1" in read
        await press(pilot, "enter")
        assert dialog.session.roll.dice == (0, 1, -1, 1)
        assert dialog.session.roll.opponent_dice == (-1, -1, 0, 1)
        await _close(pilot, dialog)

        # Four dice leave the opposition to the app, and too many are refused.
        dialog = await _opposed_roll(tmp_path, pilot, app)
        prompt = app.screen
        prompt.query_one(Input).value = "+0-+ -0+0 +"
        await press(pilot, "enter")
        assert app.screen is prompt
        assert "9 dice typed" in str(prompt.query_one("#dice-read").render())
        prompt.query_one(Input).value = "++++"
        await pilot.pause()
        read = str(prompt.query_one("#dice-read").render())
        assert read.endswith("Director Ilario Quist's dice: the app rolls them")
        await press(pilot, "enter")
        assert dialog.session.roll.dice == (1, 1, 1, 1)
        assert dialog.session.roll.opponent_dice is not None
        await _close(pilot, dialog)

        # The opposition's typed dice read as the dialog shows dice. Bug: the result said
        # "+ dice [0000]" for the opposition's typed blanks. The faces are on the Dice line as
        # the app shows rolled ones; the effort line gives their sum, as it does the actor's.
        dialog = await _opposed_roll(tmp_path, pilot, app)
        app.screen.query_one(Input).value = "+0-+ 0000"
        await press(pilot, "enter")
        result = str(dialog.query_one("#roll-result").render())
        assert "Director Ilario Quist: [ ] [ ] [ ] [ ] +0" in result
        assert "Fight Mediocre (+0) + dice +0 =" in result
        assert "[0000]" not in result
        await _close(pilot, dialog)

        # At 80x24 the prompt shows whose dice come first in full, and not the Roll dialog's
        # keys. Found at 80x24: the line was cut off ("(only fou"), and the Roll dialog's
        # footer (Roll, Type dice...) showed under every dialog opened over it.
        dialog = await _opposed_roll(tmp_path, pilot, app)
        assert not dialog.query_one(KeyFooter).display
        words = " ".join(str(s.render()) for s in app.screen.query("Static"))
        assert "(only four: the app rolls theirs)" in " ".join(words.split())
        await press(pilot, "escape")
        assert app.screen is dialog and dialog.query_one(KeyFooter).display
