"""A big bad's ways to break the rules on its NPC's sheet (the `big_bad` option): chosen with
B, shown with what they do, saved in the character's file, and used in play."""

import tomllib

import pytest
from textual.widgets import Label, OptionList

from fate_tui.cli import make_app
from fate_tui.ui.play.absorb import AbsorbDialog
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.roll_dialog.roll_result import RollResult
from fate_tui.ui.screens.sheet import SheetScreen
from fate_tui.ui.widgets.sheet_notes import SheetNotes
from tests.ui.conftest import answer, choose, loaded, notifications, press, saved


def _switch_on(campaign) -> None:
    path = campaign / "campaign.toml"
    text = path.read_text(encoding="utf-8")
    on = 'options = ["extreme_consequences", "big_bad"]'
    path.write_text(text.replace('options = ["extreme_consequences"]', on), encoding="utf-8")


def _file(campaign) -> dict:
    path = campaign / "characters" / "drowned-deacon.toml"
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _big_bad_line(app) -> str:
    notes = app.screen.query_one(SheetNotes)
    return str(notes.get_option("big_bad").prompt)


@pytest.mark.long_running
async def test_a_big_bads_options_are_chosen_shown_saved_and_used(campaign):
    _switch_on(campaign)
    risen = 'name = "The Risen Deacon"\nkind = "major"\n\n[skills]\nFight = "Superb"\n'
    (campaign / "characters" / "risen-deacon.toml").write_text(risen, encoding="utf-8")
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # With the option on, B is refused for a PC: only an NPC can be a big bad.
        app.push_screen(SheetScreen(character_id="ansel"))
        await pilot.pause()
        await press(pilot, "B")
        assert "only an NPC can be a big bad" in notifications(app)[-1]
        app.pop_screen()
        await pilot.pause()

        app.push_screen(SheetScreen(character_id="drowned-deacon"))
        await pilot.pause()
        assert "press B" in _big_bad_line(app)

        await press(pilot, "B")
        await choose(pilot, "contest")
        await press(pilot, "B")
        await choose(pilot, "minions")
        await answer(pilot, "Drowned Faithful, Salt Warden,  Drowned Faithful")
        await press(pilot, "B")
        await choose(pilot, "solo")
        await press(pilot, "B")
        await choose(pilot, "suppress")
        await choose(pilot, "plus_one")
        # The sub-rules of the solo bonus and of suppressed invokes (L1354, L1356).
        await press(pilot, "B")
        await choose(pilot, "hit_floor")
        await press(pilot, "B")
        await choose(pilot, "stacking")
        assert _file(campaign)["big_bad"] == {
            "immunity": "contest",
            "immunity_state": "immune",
            "minions": ["Drowned Faithful", "Salt Warden"],
            "solo": True,
            "hit_at_least_one": True,
            "suppress_invokes": "plus_one",
            "no_free_stacking": True,
        }
        shown = _big_bad_line(app)
        assert "Immune until the group wins a contest" in shown
        # Four PCs against Great (+4): three helpers' worth of teamwork, two less per hit.
        assert (
            "Solo against 4 PCs: +3 to its rolls, 2 less stress from each hit (never below 1)"
            in shown
        )
        assert "Invokes against it give +1 only, one free invoke a roll" in shown

        # In the Roll dialog: Maren's attack is refused while it is immune, and its defence
        # carries its solo bonus (Fight Good +3, three helpers' worth against four PCs).
        app.push_screen(RollDialog(character_id="maren"))
        await pilot.pause()
        app.screen.change(
            lambda s: (
                s.with_action(2)
                .with_opponent("drowned-deacon", "Fight")
                .rolled((1, 1, 1, 1), (0, 0, 0, 0), typed=True)
            )
        )
        await pilot.pause()
        assert "The Drowned Deacon solo against 4 PCs: +3 to its roll" in str(
            app.screen.query_one(RollResult).content
        )
        await press(pilot, "enter")
        assert "settle the immunity on The Drowned Deacon's sheet" in notifications(app)[-1]
        assert isinstance(app.screen, RollDialog)
        await press(pilot, "escape")
        assert isinstance(app.screen, SheetScreen)

        # In play: a minion takes a 3-shift hit, then the group loses the contest.
        await press(pilot, "B")
        await choose(pilot, "push")
        await answer(pilot, "3")
        await choose(pilot, "Salt Warden")
        await press(pilot, "B")
        await choose(pilot, "lost")
        written = _file(campaign)["big_bad"]
        assert written["minions"] == ["Drowned Faithful"]
        assert written["immunity_state"] == "escaped"
        assert "It won the contest and got away" in _big_bad_line(app)

        # L1339-1341: its true form, revealed with its consequences carried one step milder.
        await press(pilot, "B")
        await choose(pilot, "true_form")
        await choose(pilot, "risen-deacon")
        await press(pilot, "y")
        assert _file(campaign)["big_bad"]["true_form"] == "risen-deacon"
        assert "reveals its true form: The Risen Deacon, carrying" in _big_bad_line(app)
        # Not offered before the old form is taken out...
        await press(pilot, "B")
        await pilot.pause()
        offered = app.screen.query_one(OptionList)
        ids = [offered.get_option_at_index(i).id for i in range(offered.option_count)]
        assert "true_form" in ids and "reveal" not in ids
        await press(pilot, "escape")
        # ...but when Maren's attack takes it out (its immunity set aside, the solo bonus
        # taking two off her 3-shift hit), the absorb dialog's taken out offers it.
        await press(pilot, "B")
        await choose(pilot, "no_immunity")
        app.push_screen(RollDialog(character_id="maren"))
        await pilot.pause()
        app.screen.change(
            lambda s: (
                s.with_action(2)
                .with_opponent("drowned-deacon", "Fight")
                .rolled((1, 1, 1, 1), (-1, -1, -1, -1), typed=True)
            )
        )
        await press(pilot, "enter")
        assert isinstance(app.screen, AbsorbDialog)
        title = str(app.screen.query_one(".dialog-title", Label).content)
        assert "a 1-shift hit" in title and "2 less: a solo big bad" in title
        await press(pilot, "o")
        await press(pilot, "y")
        assert isinstance(app.screen, SheetScreen)
        assert "risen-deacon" in saved(campaign).current_scene.cast
        assert _file(campaign)["taken_out"] is True

        # L1360-1364: the threat is a map; its heart falls only once the part guarding it has.
        await press(pilot, "B")
        await choose(pilot, "part")
        await answer(pilot, "Drowned Heart")
        await choose(pilot, "-")
        await press(pilot, "B")
        await choose(pilot, "part")
        await answer(pilot, "Choir")
        await choose(pilot, "Drowned Heart")
        await choose(pilot, "drowned-faithful")
        assert "Drowned Heart (heart): guarded by 'Choir'" in _big_bad_line(app)
        assert "Choir: open to attack, as Drowned Faithful" in _big_bad_line(app)
        await press(pilot, "B")
        await choose(pilot, "part_out")
        await choose(pilot, "Drowned Heart")
        assert "still guarded by 'Choir'" in notifications(app)[-1]
        await press(pilot, "B")
        await choose(pilot, "part_out")
        await choose(pilot, "Choir")
        assert "Drowned Heart (heart): open to attack" in _big_bad_line(app)
        assert _file(campaign)["big_bad"]["threat"][1] == {
            "name": "Choir",
            "character": "drowned-faithful",
            "taken_out": True,
        }
        log = "\n".join(notifications(app))
        assert "Traceback" not in log


async def test_big_bad_options_are_refused_with_the_option_off(campaign):
    # With the option on they are refused for a PC: checked at the start of the test above.
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        app.push_screen(SheetScreen(character_id="drowned-deacon"))
        await pilot.pause()
        assert app.screen.query_one(SheetNotes).option_count == 1  # no big-bad line
        await press(pilot, "B")
        assert "switch big_bad on" in notifications(app)[-1]
