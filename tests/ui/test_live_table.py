"""The Table at a live game: pickers you type into, one order for characters, and the bugs
found at the table (each test names the bug it guards against)."""

import random
import shutil

from textual.widgets import Input, OptionList

from fate_tui.campaign.intents import contests
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.rules.contest import Side
from fate_tui.ui.dialogs.choose import Choose
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.screens.log import LogScreen
from fate_tui.ui.widgets.aspect_cards import AspectCards
from fate_tui.ui.widgets.cast_table import CastTable
from tests.ui.conftest import CAMPAIGNS, loaded


def _state(folder):
    return CampaignStore.load(folder).state


async def press(pilot, *keys: str) -> None:
    await pilot.press(*keys)
    await pilot.pause()


def _ids(dialog: Choose) -> list[str]:
    return [o.id for o in dialog.query_one(OptionList).options if o.id is not None]


async def _back_to_the_table(app, pilot, table) -> None:
    """Close the dialogs a step left open (Escape), as the GM would."""
    for _ in range(5):
        if app.screen is table:
            return
        await press(pilot, "escape")
    assert app.screen is table


async def test_a_live_evening_at_the_table_pickers_aspects_log_and_quitting(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        table = app.screen
        # The cast and the roll picker share one order.
        cast_rows = [str(row.value) for row in app.screen.query_one(CastTable).rows]
        await press(pilot, "r")
        await press(pilot, "c")
        picked = _ids(app.screen)
        assert picked[: len(cast_rows)] == cast_rows
        await _back_to_the_table(app, pilot, table)

        # Typing in a picker filters it, and Enter takes the best match.
        await press(pilot, "r")
        await press(pilot, "c")
        dialog = app.screen
        assert isinstance(dialog, Choose)
        everyone = _ids(dialog)
        # One order everywhere: the scene's cast first (PCs, then NPCs), then everyone else.
        state = _state(campaign)
        cast = set(state.current_scene.cast)
        in_cast = [cid for cid in everyone if cid in cast]
        assert everyone[: len(in_cast)] == in_cast
        pcs = [cid for cid in in_cast if not state.characters[cid].kind.is_npc]
        assert in_cast[: len(pcs)] == pcs
        assert pcs == sorted(pcs, key=lambda c: state.characters[c].name.casefold())
        await press(pilot, "d", "e", "a", "c")
        assert _ids(dialog)[0] == "drowned-deacon"
        details = str(dialog.query_one("#choose-details").render())
        assert "minor NPC" in details and "in the scene (Altar)" in details
        await press(pilot, "enter")
        roll = app.screen
        assert isinstance(roll, RollDialog) and roll.session.roll.actor == "drowned-deacon"
        await _back_to_the_table(app, pilot, table)

        # A picker with nothing matching says so, and Enter does nothing.
        await press(pilot, "r")
        await press(pilot, "c")
        dialog = app.screen
        dialog.query_one(Input).value = "zzzz"
        await pilot.pause()
        assert "Nothing matches" in str(dialog.query_one(OptionList).options[0].prompt)
        await press(pilot, "enter")
        assert app.screen is dialog
        await _back_to_the_table(app, pilot, table)

        # A Table aspect takes free invokes as the Scenes screen does. Bug: the Table's `a`
        # took "Short Test, 2" as an aspect named "Short Test, 2".
        await press(pilot, "a")
        app.screen.query_one("#prompt-input").value = "Short Test, 2"
        await press(pilot, "enter")
        dialog = app.screen
        assert isinstance(dialog, Choose)
        options = dialog.query_one(OptionList)
        options.highlighted = options.get_option_index("maren")
        await press(pilot, "enter")
        aspect = _state(campaign).current_scene.aspect("Short Test")
        assert aspect.free_invokes == ("maren", "maren")

        # A free invoke is passed from the Table. Bug: free invokes could not be passed to an
        # ally although Help said they can.
        cast_table = table.query_one(CastTable)
        cast_table.move_cursor(row=cast_table.get_row_index("corvin"))
        cards = table.query_one(AspectCards)
        cards.focus()
        cards.highlighted = cards.get_option_index("situation::Hymn Rising From Under the Altar")
        await press(pilot, "I")
        aspect = _state(campaign).current_scene.aspect("Hymn Rising From Under the Altar")
        assert sorted(aspect.free_invokes) == ["corvin", "maren"]
        await press(pilot, "i")  # Corvin uses the invoke passed to him
        aspect = _state(campaign).current_scene.aspect("Hymn Rising From Under the Altar")
        assert aspect.free_invokes == ("maren",)

        # End in the Log goes to the newest entry. Bug: in the Log, End did not go there.
        cast_table.focus()
        for _ in range(3):
            await press(pilot, "plus")
        await press(pilot, "l")
        log = app.screen
        assert isinstance(log, LogScreen)
        log_table = log.query_one("#log-table")
        await press(pilot, "home")
        assert log_table.cursor_row == 0
        await press(pilot, "end")
        assert log_table.cursor_row == log_table.row_count - 1
        await _back_to_the_table(app, pilot, table)

        # Deleting an aspect on the Table asks first.
        await _deleting_an_aspect_asks_first(app, pilot, campaign)

        # Removing aspects at 80x24 redraws the next one whole.
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await _removing_aspects_redraws_the_next_one_whole(app, pilot)
        await pilot.resize_terminal(120, 40)
        await pilot.pause()

        # One key returns to the Table from any screen.
        assert app.check_action("table", ()) is False  # already there: not in the footer
        await press(pilot, "n", "f", "l")  # Scenes, then Fate points, then the Log
        assert app.screen is not table and app.check_action("table", ()) is True
        await press(pilot, "ctrl+t")
        assert app.screen is table

        # Quitting with a roll open asks first, and logs the roll.
        app.rng = random.Random(3)
        await press(pilot, "r", "r")  # a roll for the highlighted character, rolled
        dialog = app.screen
        assert isinstance(dialog, RollDialog) and dialog.session.roll.rolled
        await press(pilot, "ctrl+q")
        await press(pilot, "n")  # back to the roll
        assert app.screen is dialog and app.is_running
        await press(pilot, "ctrl+q")
        await press(pilot, "y")
        assert not app.is_running
    entries, _ = CampaignStore.load(campaign).log_entries()
    assert entries[-1].kind == "roll"


async def _deleting_an_aspect_asks_first(app, pilot, campaign) -> None:
    cards = app.screen.query_one(AspectCards)
    cards.focus()
    cards.highlighted = 0
    await pilot.pause()
    name = cards.selected
    await press(pilot, "delete")
    await press(pilot, "n")  # kept
    assert name in [a.name for a in _state(campaign).current_scene.aspects]
    await press(pilot, "delete")
    await press(pilot, "y")
    assert name not in [a.name for a in _state(campaign).current_scene.aspects]


async def _removing_aspects_redraws_the_next_one_whole(app, pilot) -> None:
    """Bug: after deleting an aspect at 80x24 the next one lost its last word until redrawn;
    and the highlight was lost, so a second delete did nothing."""
    cards = app.screen.query_one(AspectCards)
    cards.focus()
    cards.highlighted = 0
    await pilot.pause()
    for _ in range(3):
        count = cards.option_count
        await press(pilot, "delete")
        if app.screen is not cards.screen:  # asked first
            await press(pilot, "y")
        await pilot.pause()
        assert cards.option_count == count - 1
        shown = [cards.render_line(y).text for y in range(cards.size.height)]
        cards.show(app.controller.state)
        cards.refresh(layout=True)
        await pilot.pause()
        assert [cards.render_line(y).text for y in range(cards.size.height)] == shown


async def _aspect_text(cards: AspectCards, pilot) -> str:
    """Every line the aspect cards draw, scrolled through from the top, as one text."""
    lines = []
    for top in range(0, cards.virtual_size.height, cards.size.height):
        cards.scroll_to(y=top, animate=False)
        await pilot.pause()
        lines += [cards.render_line(y).text for y in range(cards.size.height)]
    cards.scroll_to(y=0, animate=False)
    return " ".join(" ".join(lines).replace("▌", " ").split())


async def test_spirit_of_the_century_at_the_table_rolls_and_a_long_aspect_at_80x24(tmp_path):
    folder = tmp_path / "brass-leviathan"
    shutil.copytree(CAMPAIGNS / "brass-leviathan", folder)
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        table = app.screen
        # Spirit of the Century rolls say significant success. Bug: the Roll dialog called a
        # Spirit of the Century 3+ result "SUCCESS WITH STYLE" while `fate-tui roll` says
        # "significant success".
        app.rng = random.Random(1)
        await press(pilot, "r")
        await press(pilot, "c")
        options = app.screen.query_one(OptionList)
        options.highlighted = options.get_option_index("brick-okonedo")
        await press(pilot, "enter")
        dialog = app.screen
        await press(pilot, "d")
        app.screen.query_one(Input).value = "-4"
        await press(pilot, "enter")
        await press(pilot, "p")
        app.screen.query_one("#dice", Input).value = "0000"
        await press(pilot, "enter")
        result = str(dialog.query_one("#roll-result").render())
        assert "SIGNIFICANT SUCCESS" in result and "WITH STYLE" not in result
        await _back_to_the_table(app, pilot, table)

        # A long aspect keeps its wrapped end with the contest panel open. Bug: at 80x24 with
        # the contest panel open, "Brass Coils Wrapped Around the Hull" was drawn without
        # "Hull": the cards were counted at the width they had without a scrollbar and drawn
        # with one.
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        cards = app.screen.query_one(AspectCards)
        sides = [
            Side("The PCs", ("brick-okonedo", "imogen-vance")),
            Side("Strand", ("octavia-strand",)),
        ]
        app.run_intent(contests.start, sides)
        await pilot.pause()
        await press(pilot, "a")
        app.screen.query_one("#prompt-input").value = "Smoke Pouring From the Funnels"
        await press(pilot, "enter")
        await pilot.pause()
        for size in ((80, 24), (80, 30), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            assert cards.show_vertical_scrollbar
            shown = await _aspect_text(cards, pilot)
            scene = app.controller.state.current_scene
            for aspect in [*scene.aspects, *(a for z in scene.zones for a in z.aspects)]:
                assert aspect.name in shown, (size, aspect.name)
