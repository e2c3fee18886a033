"""Letters typed into a form never run commands: every screen and dialog that takes text gets
a sentence with every printable ASCII character typed key by key, and nothing else starts
(no screen, dialog, editor or action) while the text arrives whole."""

import string
import unicodedata

from textual import events
from textual.keys import KEY_NAME_REPLACEMENTS
from textual.widgets import Checkbox, Input, OptionList, TextArea

from fate_tui.cli import make_app
from fate_tui.ui.dialogs.choose import Choose
from fate_tui.ui.dialogs.dice_prompt import DicePrompt
from fate_tui.ui.dialogs.long_text import LongTextPrompt
from fate_tui.ui.dialogs.prompt import TextPrompt
from fate_tui.ui.screens.arc_end import ArcEndScreen
from fate_tui.ui.screens.session_end import SessionEndScreen
from tests.ui.conftest import loaded, notifications, press

# Every printable ASCII character, the space included, in a sentence a GM might write.
SENTENCE = "Ruth's 2nd try: " + "".join(chr(c) for c in range(0x21, 0x7F)) + " done!"
assert set(SENTENCE) >= set(string.printable) - set(string.whitespace) | {" "}
# Keys typed where the focus is not in a field (a list, a checkbox): letters, digits and
# punctuation, each of which runs a command somewhere in the app.
COMMAND_KEYS = string.ascii_letters + string.digits + string.punctuation


def _key(character: str) -> str:
    """The name Textual gives the key of a printable character ('?' is question_mark), as a
    terminal's driver names it."""
    if character == " ":
        return "space"
    if character.isalnum():
        return character
    name = unicodedata.name(character).lower().replace("-", "_").replace(" ", "_")
    return KEY_NAME_REPLACEMENTS.get(name, name)


async def _type(pilot, text: str) -> None:
    """Type each character as its own key press, as a fast typist does: the key events reach
    the app one after another, as the terminal's driver sends them, and the app then settles
    (`pilot.press` would wait for the app to go idle after every key: a minute per test)."""
    app = pilot.app
    for character in text:
        app.post_message(events.Key(_key(character), character))
    await pilot.pause()
    await pilot.pause()


class Watch:
    """What typing must leave alone: the screens open, the notifications, the editor."""

    def __init__(self, app, monkeypatch) -> None:
        self.app, self.edits = app, []
        monkeypatch.setattr(app, "run_editor", lambda relpath: self.edits.append(relpath))
        self.stack = list(app.screen_stack)
        self.told = len(notifications(app))

    def assert_nothing_started(self) -> None:
        assert self.app.screen_stack == self.stack
        assert self.edits == []
        assert notifications(self.app)[self.told :] == []


async def test_typing_every_character_into_every_field_runs_no_command(campaign, monkeypatch):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # Every dialog that takes text takes every character.
        dialogs = [
            (TextPrompt("The aspect's name"), Input),
            (LongTextPrompt("Notes"), TextArea),
            (Choose("Who?", [("ruth", "Ruth"), ("corvin", "Corvin")]), Input),
            (DicePrompt("Ruth", "Corvin"), Input),
        ]
        for dialog, kind in dialogs:
            app.push_screen(dialog)
            await pilot.pause()
            field = dialog.query_one(kind)
            assert field.has_focus, type(dialog).__name__
            watch = Watch(app, monkeypatch)
            await _type(pilot, SENTENCE)
            typed = field.text if isinstance(field, TextArea) else field.value
            assert typed == SENTENCE, type(dialog).__name__
            watch.assert_nothing_started()
            dialog.dismiss(None)
            await pilot.pause()

        # The searches of the Log and the sheet take every character.
        for screen_key, search_id in (("l", "#log-search"), ("s", "#character-search")):
            await press(pilot, "ctrl+t", screen_key, "slash")
            field = app.screen.query_one(search_id, Input)
            assert field.has_focus
            watch = Watch(app, monkeypatch)
            await _type(pilot, SENTENCE)
            assert field.value == SENTENCE
            watch.assert_nothing_started()
        await press(pilot, "ctrl+t")

        # The end of an arc starts in its summary, and typing anywhere runs no command.
        app.push_screen(ArcEndScreen())
        await pilot.pause()
        screen = app.screen
        summary = screen.query_one("#arc-summary", TextArea)
        assert summary.has_focus
        watch = Watch(app, monkeypatch)
        await _type(pilot, SENTENCE)
        assert summary.text == SENTENCE
        for field in screen.query(Input):
            field.focus()
            await _type(pilot, SENTENCE)
            assert field.value == SENTENCE
        screen.query_one(OptionList).focus()
        await _type(pilot, COMMAND_KEYS)
        watch.assert_nothing_started()
        app.pop_screen()  # left unfinished, back to the Table
        await pilot.pause()

        # The end of a session starts in its title, and typing anywhere runs no command.
        await press(pilot, "N")
        screen = app.screen
        assert isinstance(screen, SessionEndScreen)
        title = screen.query_one("#session-title", Input)
        assert title.has_focus  # typing the session's title goes into it at once
        watch = Watch(app, monkeypatch)
        await _type(pilot, SENTENCE)
        assert title.value == SENTENCE
        day = screen.query_one("#session-date", Input)
        day.value = ""
        day.focus()
        await _type(pilot, SENTENCE)
        assert day.value == SENTENCE
        summary = screen.query_one("#session-summary", TextArea)
        summary.focus()
        await _type(pilot, SENTENCE)
        assert summary.text == SENTENCE
        # Where the focus is on the milestones or a checkbox, letters still run nothing.
        for widget in (screen.query_one(OptionList), screen.query_one(Checkbox)):
            widget.focus()
            await _type(pilot, COMMAND_KEYS)
        watch.assert_nothing_started()
