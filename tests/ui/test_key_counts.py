"""The key-count targets of a live table, counted through Pilot: each test fails if its flow
needs more keys than the target. Names typed into a prompt are set as text (they are the
GM's words, not keys), and typed dice count apart."""

import random

from textual.widgets import Input

from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.rules.action_effects import Action
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.widgets.cast_table import CastTable
from tests.ui.conftest import loaded


class Keys:
    """Presses keys and counts them."""

    def __init__(self, pilot) -> None:
        self.pilot, self.count = pilot, 0

    async def __call__(self, *keys: str) -> None:
        for key in keys:
            self.count += 1
            await self.pilot.press(key)
            await self.pilot.pause()


def _state(folder):
    return CampaignStore.load(folder).state


async def _at_table_on(app, pilot, who: str) -> None:
    await loaded(app, pilot)
    assert isinstance(app.screen, TableScreen)
    cast = app.screen.query_one(CastTable)
    cast.move_cursor(row=cast.get_row_index(who))
    await pilot.pause()


def _harmed(mooks) -> bool:
    """The Drowned Faithful (four mooks, none marked in the file) took the hit."""
    return mooks.group_size < 4 or any(mooks.stress_marked.values()) or mooks.taken_out


async def _finish(app, keys: Keys) -> None:
    """Enter through what applying asks: the recommended way to absorb the hit, and the name
    of any consequence (typed, not counted)."""
    while not isinstance(app.screen, TableScreen):
        for field in app.screen.query(Input):
            field.value = "Cracked Ribs"
        await keys("enter")


async def test_the_same_attack_with_both_sides_dice_typed_in_8_keys_plus_the_dice(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await _at_table_on(app, pilot, "corvin")
        keys = Keys(pilot)
        await keys("r", "3", "enter", "p")
        dice = "+0+0" + "-0-0"
        for face in dice:  # the dice themselves, not counted
            await pilot.press({"+": "plus", "-": "minus"}.get(face, face))
        await pilot.pause()
        await keys("enter")
        dialog = app.screen
        assert dialog.session.roll.dice == (1, 0, 1, 0)
        assert dialog.session.roll.opponent_dice == (-1, 0, -1, 0)
        await keys("i", "enter")
        await _finish(app, keys)
        assert keys.count <= 8
        assert _harmed(_state(campaign).characters["drowned-faithful"])


async def _type(pilot, text: str) -> None:
    """Words typed to filter a list: the GM's words, not counted as keys."""
    await pilot.press(*("space" if c == " " else c for c in text))
    await pilot.pause()


async def _an_attack_with_one_paid_invoke_in_8_keys(app, pilot, campaign) -> None:
    app.rng = random.Random(7)
    before = _state(campaign).characters["corvin"].fate_points
    keys = Keys(pilot)
    await keys("r", "3")  # roll for Corvin; attack: whom?
    await keys("enter")  # the likeliest target: the first NPC in the scene
    dialog = app.screen
    assert isinstance(dialog, RollDialog)
    roll = dialog.session.roll
    assert roll.action is Action.ATTACK and roll.skill == "Fight"
    assert roll.target == roll.opponent == "drowned-faithful"  # first NPC in the scene
    assert roll.opponent_skill in ("Athletics", "Fight")  # the target's defence
    await keys("r", "i")  # the app's dice; invoke the highlighted aspect for a point
    assert len(dialog.session.roll.invokes) == 1
    await keys("enter")
    await _finish(app, keys)
    assert keys.count <= 8
    state = _state(campaign)
    assert state.characters["corvin"].fate_points == before - 1
    assert _harmed(state.characters["drowned-faithful"])
    await keys("r")  # Corvin's next roll in this scene starts with the same choices
    again = app.screen.session.roll
    assert again.action is Action.ATTACK and again.skill == "Fight" and not again.rolled
    target = None if state.characters["drowned-faithful"].taken_out else "drowned-faithful"
    assert again.target == again.opponent == target


async def test_an_attack_compel_advantage_and_contest_each_within_their_key_counts(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        # An attack with one paid invoke rolled and applied in 8 keys.
        await _at_table_on(app, pilot, "corvin")
        await _an_attack_with_one_paid_invoke_in_8_keys(app, pilot, campaign)
        app.pop_screen()  # Corvin's next roll, left unrolled
        await pilot.pause()

        # A compel offered and accepted in 4 keys.
        await _on(app, pilot, "maren")
        before = _state(campaign).characters["maren"].fate_points
        keys = Keys(pilot)
        await keys("c")  # compel Maren: which aspect?
        app.screen.query_one(Input).value = "trouble"  # typed to filter: words, not keys
        await pilot.pause()
        await keys("enter", "enter", "enter")  # her trouble; the GM proposes; she accepts
        assert isinstance(app.screen, TableScreen)
        assert keys.count <= 4
        assert _state(campaign).characters["maren"].fate_points == before + 1
        entries, _ = CampaignStore.load(campaign).log_entries()
        assert entries[-1].kind == "compel" and "The Church Wants Its Heretic Back" in (
            entries[-1].text
        )

        # Create an advantage on the scene in 5 keys.
        await _on(app, pilot, "maren")
        app.rng = random.Random(2)
        keys = Keys(pilot)
        await keys("r", "2", "r")  # roll for Maren: create an advantage, against Fair
        dialog = app.screen
        assert dialog.session.roll.action is Action.CREATE_ADVANTAGE
        await keys("enter")
        if not isinstance(app.screen, TableScreen):
            app.screen.query_one(Input).value = "Every Name Has a Verse"
            await keys("enter")
        assert isinstance(app.screen, TableScreen)
        assert keys.count <= 5

        # A contest between two named characters started in 6 keys (at 80x24). Found at the
        # table: a one-against-one contest in an 8-character scene took ~20 keys. The Sides
        # question lists each character: the GM types a name, Enter, the other's name, Enter;
        # the two goals and the usual length take Enter each.
        from fate_tui.campaign.intents import contests

        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        keys = Keys(pilot)
        await keys("O")
        await _type(pilot, "maren")
        await keys("enter")
        await _type(pilot, "deacon")
        await keys("enter", "enter", "enter", "enter")  # two goals left empty, the usual length
        assert isinstance(app.screen, TableScreen)
        assert keys.count <= 6
        contest = contests.running(app.controller.state.current_scene)
        assert [side.people for side in contest.sides] == [("maren",), ("drowned-deacon",)]


async def _on(app, pilot, who: str) -> None:
    """The Table with `who`'s row highlighted."""
    assert isinstance(app.screen, TableScreen)
    cast = app.screen.query_one(CastTable)
    cast.move_cursor(row=cast.get_row_index(who))
    await pilot.pause()


async def _two_of_five_npcs_in_7_keys(app, pilot) -> None:
    from fate_tui.campaign.intents import conflicts

    keys = Keys(pilot)
    await keys("C", "enter", "down", "enter")  # physical; the PCs against some of them
    await _type(pilot, "octavia")
    await keys("enter")
    await _type(pilot, "divers")
    await keys("enter")
    await _type(pilot, "done")
    await keys("enter")
    assert isinstance(app.screen, TableScreen)
    assert keys.count <= 7
    state = app.controller.state
    conflict = conflicts.running(state.current_scene)
    pcs = {c.id for c in state.pcs} & set(state.current_scene.cast)
    sides = {frozenset(s.members) for s in conflict.sides}
    assert sides == {frozenset(pcs), frozenset({"octavia-strand", "leviathan-divers"})}


async def test_conflicts_with_the_default_sides_in_4_keys_and_against_two_npcs_in_7(tmp_path):
    """A conflict with the scene's default sides started in 4 keys. Found at the table: a
    7-character conflict took ~17 keys picking sides one by one. The PCs against the NPCs
    standing in the scene come first, each question taken with Enter."""
    from fate_tui.campaign.intents import conflicts
    from tests.ui.conftest import bundled

    for name in ("ashen-coast", "glasshouse-heist", "windward-post", "brass-leviathan"):
        folder = bundled(tmp_path, name)
        app = make_app(folder, watch_interval=None)
        async with app.run_test(size=(80, 24)) as pilot:
            await loaded(app, pilot)
            keys = Keys(pilot)
            await keys("C")
            while not isinstance(app.screen, TableScreen) and keys.count < 6:
                await keys("enter")
            assert keys.count <= 4, name
            state = app.controller.state
            conflict = conflicts.running(state.current_scene)
            assert conflict is not None, name
            pcs = {c.id for c in state.pcs} & set(state.current_scene.cast)
            crew = next(s for s in conflict.sides if set(s.members) & pcs)
            assert set(crew.members) == pcs, name
            if name == "brass-leviathan":
                # A conflict against two of five NPCs in the scene started in 7 keys (after
                # this one ends). Found at the table (Spirit of the Century, 160x50): with a
                # captain, a steward and a passenger standing by, only Strand and her divers
                # fought the PCs, and choosing each character's side took 20 keys. "The PCs
                # against some of them" picks the foes by name.
                conflicts.end(app.controller, force=True)
                await pilot.resize_terminal(160, 50)
                await pilot.pause()
                await _two_of_five_npcs_in_7_keys(app, pilot)
