"""Every dialog shows its keys at 80x24: its body scrolls, its keys stay on screen, and the
footer shows the dialog's keys instead of the Table's. Each dialog gets the longest content
the bundled campaigns produce (every stress box in the scene marked before it ends, every
character in a picker, the longest names)."""

import pytest

from fate_tui.cli import make_app
from fate_tui.rules import harm
from fate_tui.rules.derived import stress_tracks
from fate_tui.ui.dialogs.choose import Choose
from fate_tui.ui.dialogs.confirm import Confirm
from fate_tui.ui.dialogs.dice_prompt import DicePrompt
from fate_tui.ui.dialogs.long_text import LongTextPrompt
from fate_tui.ui.dialogs.prompt import TextPrompt
from fate_tui.ui.dialogs.summary import Summary
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.widgets.key_footer import KeyFooter
from tests.ui.conftest import bundled, loaded, press, screen_lines


def _on_screen(app, *words: str) -> None:
    """Each of `words` is drawn whole on the screen, above the footer or in it."""
    lines = screen_lines(app)
    for word in words:
        assert any(word in line for line in lines), f"{word!r} not on screen:\n" + "\n".join(lines)


def _footer_line(app) -> str:
    return screen_lines(app)[-1]


def _play(app) -> None:
    """Some play: every stress box of everyone in the scene marked, so the end of the scene
    has a line for each. Saved as one change: marking the boxes one at a time saved a file
    and fsynced it some sixty times, half the cost of a test, for the same campaign."""
    state = app.controller.state
    marked = []
    for cid in state.current_scene.cast:
        who = state.characters.get(cid)
        if who is None:
            continue
        for track in stress_tracks(who, state.ruleset):
            who = harm.mark_boxes(who, track.name, range(len(track.boxes)))
        marked.append(who)
    app.controller.apply("Every stress box in the scene marked", characters=marked)


async def _ending_a_scene_after_play_shows_its_keys(app, pilot) -> None:
    _play(app)
    await press(pilot, "x")
    dialog = app.screen
    assert isinstance(dialog, Summary)
    _on_screen(app, "End it (y)", "Cancel (n)")
    assert "y End it" in _footer_line(app) and "esc Cancel" in _footer_line(app)
    assert "Roll" not in _footer_line(app)  # the Table's keys are not the dialog's
    await press(pilot, "y")
    while isinstance(app.screen, Choose):  # the countdowns the scene's end may mark
        await press(pilot, "escape")
    done = app.screen
    assert isinstance(done, Summary) and done is not dialog
    _on_screen(app, "Enter or Escape to close")
    assert "⏎ Close" in _footer_line(app)
    await press(pilot, "enter")
    while not isinstance(app.screen, TableScreen):  # kept aspects: a picker
        _on_screen(app, "Escape cancels")
        await press(pilot, "escape")


async def test_every_dialog_shows_its_keys_at_80x24_and_ending_a_scene_after_play(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        # The Table's footer keeps Undo at 80x24.
        footer = _footer_line(app)
        assert "r Roll" in footer and "u Undo" in footer

        # The summary's lines scroll when they do not fit.
        lines = [f"Character {n}: stress cleared (4 boxes, physical and mental)" for n in range(40)]
        app.push_screen(Summary("End the scene 'The Drowned Chapel'?", lines, confirm="End it"))
        await pilot.pause()
        _on_screen(app, "End the scene", "End it (y)", "Cancel (n)")
        assert app.screen.query_one("#summary-lines").max_scroll_y > 0
        app.screen.dismiss(None)
        await pilot.pause()

        # Every dialog shows its keys at 80x24.
        state = app.controller.state
        names = sorted((c.name for c in state.characters.values()), key=len)
        longest = names[-1]
        everyone = [(cid, c.name) for cid, c in state.characters.items()]
        aspect = max(
            (a.name for s in state.scenes.values() for a in s.aspects), key=len, default=""
        )
        dialogs = [
            (Confirm(f"Remove the aspect '{aspect}' from {longest}?", yes="Remove"), "Remove (y)"),
            (TextPrompt(f"{longest}: the consequence's name ({aspect})"), "Escape to cancel"),
            (LongTextPrompt(f"{longest}: notes ({aspect})"), "Escape to cancel"),
            (Choose(f"{longest}: whom does the attack aim at?", everyone), "Escape cancels"),
            (DicePrompt(longest, names[-2]), "Escape to cancel"),
        ]
        for dialog, hint in dialogs:
            app.push_screen(dialog)
            await pilot.pause()
            _on_screen(app, hint)
            footer = dialog.query_one(KeyFooter)
            assert footer.placed, type(dialog).__name__
            assert "esc" in _footer_line(app) and "Roll" not in _footer_line(app)
            dialog.dismiss(None)
            await pilot.pause()

        # A picker shows more than three rows at 80x24.
        app.push_screen(Choose("Who?", everyone))
        await pilot.pause()
        options = app.screen.query_one("#choose-options")
        assert options.size.height >= min(len(everyone), 6)
        _on_screen(app, "Escape cancels")
        app.screen.dismiss(None)
        await pilot.pause()

        # Found at the table: "...the grey text is only an example), or Escape to cancel" was
        # cut at 80 columns; it wraps.
        app.push_screen(TextPrompt("Countdown name", placeholder="The Tide Comes In"))
        await pilot.pause()
        await press(pilot, "enter")
        box = app.screen.query_one(".dialog").region
        inside = [line[box.x : box.right] for line in screen_lines(app)[box.y : box.bottom]]
        words = " ".join(" ".join(line.strip(" █▀▄").split()) for line in inside).split()
        hint = "Type an answer (the grey text is only an example), or Escape to cancel"
        assert hint in " ".join(words)
        app.screen.dismiss(None)
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)

        # Ending a scene after play shows its keys at 80x24 (Fate Condensed).
        await _ending_a_scene_after_play_shows_its_keys(app, pilot)


@pytest.mark.parametrize("name", ["glasshouse-heist", "windward-post", "brass-leviathan"])
async def test_ending_a_scene_after_play_shows_its_keys_at_80x24(tmp_path, name):
    """Each rule set's longest scene end; Fate Condensed's is in the journey above."""
    app = make_app(bundled(tmp_path, name), watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        await _ending_a_scene_after_play_shows_its_keys(app, pilot)
