"""Spirit of the Century's action mechanics at the table (spirit-of-the-century-srd.txt): X in
the Roll dialog takes a supplemental action with the roll (L398-399), $ spends a simple
action's shifts on time, quality and subtlety (L341-345), O takes a defence's shifts as
overflow instead of spin (L486), an attack taking its target out says what overflow it leaves
(L477, L479), and G on the Table settles a fate point spent on a guessed aspect (L238-243)."""

import pytest

from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.roll_dialog.sotc_roll_flow import ATTACK, SUPPLEMENT
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.widgets.cast_table import CastTable
from tests.ui.conftest import (
    answer,
    bundled,
    choose,
    loaded,
    option_prompts,
    press,
    saved,
    screen_lines,
    type_dice,
)

BRICK, LUCKY, IMOGEN, DIVERS = "brick-okonedo", "lucky-donnelly", "imogen-vance", "leviathan-divers"
STRAND, BEATRIX = "octavia-strand", "beatrix-lowell"


def _log(folder) -> str:
    entries, _ = CampaignStore.load(folder).log_entries()
    return entries[-1].text


async def _roll_for(app, pilot, who: str) -> RollDialog:
    await press(pilot, "r")
    dialog = app.screen
    assert isinstance(dialog, RollDialog)
    await press(pilot, "c")
    await choose(pilot, who)
    return dialog


async def test_x_is_not_offered_outside_spirit_of_the_century(tmp_path):
    folder = bundled(tmp_path, "glasshouse-heist")
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "r")
        dialog = app.screen
        assert dialog.check_action("sotc", ("supplemental",)) is False


async def _brick_defends(app, pilot) -> RollDialog:
    """Brick defends against the divers' Fists attack by far more than 3."""
    dialog = await _roll_for(app, pilot, BRICK)
    await press(pilot, "4")
    await press(pilot, "o")
    await choose(pilot, DIVERS)
    await choose(pilot, "Fists")
    await press(pilot, "k")
    await choose(pilot, "Athletics")
    await press(pilot, "p")
    await type_dice(pilot, "++++", "----")
    return dialog


async def _highlight(app, pilot, cid: str) -> None:
    cast = app.screen.query_one(CastTable)
    cast.move_cursor(row=cast.get_row_index(cid))
    await pilot.pause()


async def _g_settles_a_guessed_aspect(app, pilot, folder) -> None:
    await _highlight(app, pilot, LUCKY)
    points = saved(folder).characters[LUCKY].fate_points

    await press(pilot, "G")
    await choose(pilot, "close")
    await choose(pilot, "There Is a Hatch Under Its Jaw")
    hatch = saved(folder).current_scene.aspect("There Is a Hatch Under Its Jaw")
    assert not hatch.hidden
    assert "is revealed and the tag stands" in _log(folder)

    await press(pilot, "G")
    await choose(pilot, "wrong")
    assert saved(folder).characters[LUCKY].fate_points == points
    assert "the fate point comes back" in _log(folder)

    await press(pilot, "G")
    await choose(pilot, "wrong_revealing")
    assert saved(folder).characters[LUCKY].fate_points == points - 1
    assert "the fate point stays spent" in _log(folder)

    await press(pilot, "G")
    await choose(pilot, "duped")
    await choose(pilot, "return")
    await choose(pilot, STRAND)
    await answer(pilot, "Played for a Fool")
    fool = saved(folder).current_scene.aspect("Played for a Fool")
    assert fool.owner == LUCKY and fool.free_invokes == (STRAND,)
    assert saved(folder).characters[LUCKY].fate_points == points - 1

    await press(pilot, "u", "u")
    assert saved(folder).characters[LUCKY].fate_points == points


async def _o_takes_a_defences_shifts_as_overflow(app, pilot, folder) -> None:
    dialog = await _brick_defends(app, pilot)
    assert dialog.check_action("sotc", ("overflow",)) is True
    await press(pilot, "O")
    await choose(pilot, ATTACK)
    assert dialog.session.roll.overflow is False  # refused: overflow never pays an attack
    await press(pilot, "O")
    await choose(pilot, SUPPLEMENT)
    assert dialog.session.roll.overflow is True
    margin = dialog.session.worked.resolution.margin
    await press(pilot, "enter")
    assert isinstance(app.screen, TableScreen)
    assert saved(folder).current_scene.spin is None
    text = _log(folder)
    assert f"takes {margin} shifts as overflow instead of spin" in text
    assert "gains spin" not in text


async def _dollar_spends_a_simple_actions_shifts(app, pilot, folder) -> None:
    dialog = await _roll_for(app, pilot, IMOGEN)
    await press(pilot, "1")  # overcome
    dialog.change(lambda s: s.with_difficulty("0"))
    await press(pilot, "p")
    await type_dice(pilot, "++++")
    shifts = dialog.session.worked.resolution.shifts
    assert shifts >= 3
    await press(pilot, "dollar_sign")
    await answer(pilot, f"{shifts} 1 0")
    assert dialog.session.roll.spent == (0, 0, 0)  # more than the roll has: refused
    await press(pilot, "dollar_sign")
    await answer(pilot, "1 0 1")
    assert dialog.session.roll.spent == (1, 0, 1)
    assert dialog.session.restart().roll.spent == (0, 0, 0)  # n starts over without them
    await press(pilot, "enter")
    while not isinstance(app.screen, TableScreen):
        await press(pilot, "enter")
    kept = shifts - 2
    assert f"shifts spent: 1 on time, 1 on subtlety; {kept} left" in _log(folder)


async def _attacks_on_named_characters_say_the_overflow(app, pilot, folder) -> None:
    dialog = await _roll_for(app, pilot, LUCKY)
    await press(pilot, "3")
    await choose(pilot, BEATRIX)
    await press(pilot, "p")
    await type_dice(pilot, "++++", "----")
    hit = dialog.session.worked.effect.hit
    await press(pilot, "enter")
    while not isinstance(app.screen, TableScreen):
        await press(pilot, "enter")
    assert saved(folder).characters[BEATRIX].taken_out
    assert f"{hit - 2} shifts of overflow for a supplemental action" in _log(folder)

    # L479: a hit that forces a consequence leaves overflow too, beyond the least hit
    # that stress alone cannot take (counted in tests/campaign/test_roll_uses.py).
    dialog = await _roll_for(app, pilot, LUCKY)
    await press(pilot, "3")
    await choose(pilot, "octavia-strand")
    await press(pilot, "p")
    await type_dice(pilot, "++++", "----")
    await press(pilot, "enter")
    await press(pilot, "enter")  # the absorb dialog's cheapest way: a consequence
    await answer(pilot, "Winded")
    assert isinstance(app.screen, TableScreen)
    assert not saved(folder).characters["octavia-strand"].taken_out
    assert "shifts of overflow for a supplemental action" in _log(folder)


async def _x_takes_a_supplemental_action(app, pilot, folder) -> None:
    dialog = await _roll_for(app, pilot, LUCKY)
    await press(pilot, "3")
    await choose(pilot, DIVERS)
    before = dialog.session.worked.setup_bonus
    # The Setup line's label keeps a space before its words (it once ran into them).
    assert any("X Extra   no supplemental" in line for line in screen_lines(app))
    await press(pilot, "X")
    await choose(pilot, "drawing a gun")
    assert dialog.session.worked.supplemental == -1
    assert dialog.session.worked.setup_bonus == before - 1
    await press(pilot, "X")
    await choose(pilot, "something complicated")
    assert dialog.session.worked.supplemental == -2
    await press(pilot, "p")
    await type_dice(pilot, "0000", "0000")
    await press(pilot, "enter")
    while not isinstance(app.screen, TableScreen):  # the hit on the divers, as offered
        await press(pilot, "enter")
    assert "supplemental action -2 (something complicated)" in _log(folder)


async def _e_marks_a_long_assessment(app, pilot, folder) -> None:
    from fate_tui.ui.dialogs.summary import Summary
    from fate_tui.ui.play.scene_ending import NEW_SCENE

    hatch = "There Is a Hatch Under Its Jaw"
    dialog = await _roll_for(app, pilot, IMOGEN)
    await press(pilot, "2", "k")
    await choose(pilot, "Investigation")
    assert dialog.check_action("long_assessment", ()) is False  # no hidden aspect yet
    await press(pilot, "e")
    hidden = next(k for k, words in option_prompts(app).items() if hatch in words)
    await choose(pilot, hidden)
    await press(pilot, "E")
    assert dialog.session.roll.long_assessment
    assert "longer than a scene: free tag lasts" in "\n".join(screen_lines(app))
    await press(pilot, "d")
    await answer(pilot, "0")
    await press(pilot, "p")
    await type_dice(pilot, "++00")
    await press(pilot, "enter")
    assert isinstance(app.screen, TableScreen)
    assert saved(folder).current_scene.long_assessments == (hatch,)

    await press(pilot, "x")
    assert isinstance(app.screen, Summary)
    assert "assessed at length" in "\n".join(screen_lines(app))
    await press(pilot, "y")  # end it
    if not isinstance(app.screen, Summary):
        await press(pilot, "escape")  # no countdown marks a box
    await press(pilot, "enter")  # what it did
    assert f"{hatch} (its free tag goes with it)" in option_prompts(app)[hatch]
    await choose(pilot, hatch)
    assert NEW_SCENE in option_prompts(app)
    await choose(pilot, "inside-the-leviathan")  # the scene prepared to follow
    await press(pilot, "escape")  # no other aspect lasts
    kept = saved(folder).scenes["inside-the-leviathan"].aspect(hatch)
    assert kept.free_invokes == (IMOGEN,)


@pytest.mark.long_running
async def test_spirit_of_the_century_actions_in_one_scene_to_its_long_assessment(tmp_path):
    folder = bundled(tmp_path, "brass-leviathan")
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # G settles a guessed aspect. L239: close enough, the GM reveals the aspect and allows
        # the tag; L240: a plain miss gives the point back; L241: a revealing miss keeps it
        # spent; L242: a duped tagger's deceiver may return it and place a temporary aspect on
        # him. All four undone after, the hatch hidden again for the long assessment below.
        await _g_settles_a_guessed_aspect(app, pilot, folder)
        await press(pilot, "u", "u")
        assert saved(folder).current_scene.aspect("There Is a Hatch Under Its Jaw").hidden

        # O takes a defence's shifts as overflow instead of spin. L486: spin "is an effect
        # that occurs instead of overflow ... he could instead treat those three shifts as
        # overflow"; L477: never for another attack.
        await _o_takes_a_defences_shifts_as_overflow(app, pilot, folder)

        # $ spends a simple action's shifts on time, quality and subtlety. L342-345: one
        # shift reduces the time, improves the quality or the subtlety by one step.
        await _dollar_spends_a_simple_actions_shifts(app, pilot, folder)

        # An attack on a named character says the overflow it leaves. L479: against a named
        # character, overflow is what is left beyond the least hit that takes him out.
        # Beatrix Lowell (a minor NPC: `stress_boxes = 1`, no consequences) absorbs a 1-shift
        # hit only: 2 shifts take her out, and the rest is overflow.
        await _attacks_on_named_characters_say_the_overflow(app, pilot, folder)

        # X takes a supplemental action with the roll for -1. L398: a supplemental action
        # "simply imposes a -1 on the character's primary action roll"; L399: the GM may make
        # a complicated one cost more.
        await _x_takes_a_supplemental_action(app, pilot, folder)

        # E marks a long assessment whose free tag is kept into the next scene (the scene
        # ends here). L497: the free tag is taken in the assessment's scene "or, if the
        # assessment takes longer than a scene to perform, in the scene which immediately
        # follows".
        await _e_marks_a_long_assessment(app, pilot, folder)
