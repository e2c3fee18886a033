"""Spirit of the Century's conflict procedures on the Table (spirit-of-the-century-srd.txt):
W holds an action and takes it later in the exchange (L388), B declares a block protecting an
ally (L390), an NPC's grit offers a concession (L437), Bounce Back speeds the recovery of a
physical consequence (L976). Each is driven by keys, written to the files, logged and undone."""

import pytest
from textual.widgets import Input

from fate_tui.campaign.intents import conflicts, rolls
from fate_tui.campaign.roll.roll_model import Roll
from fate_tui.campaign.roll.roll_session import RollSession
from fate_tui.campaign.roll.roll_text import roll_line
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.rules.action_effects import Action
from fate_tui.rules.derived import rating
from fate_tui.rules.ruleset import Severity
from fate_tui.ui.play.absorb import AbsorbDialog
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.screens.sheet import SheetScreen
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.widgets.cast_table import CastTable
from fate_tui.ui.widgets.conflict_panel import ConflictPanel
from fate_tui.ui.widgets.sheet_header import SheetHeader
from tests.ui.conftest import (
    answer,
    bundled,
    choose,
    dialog_title,
    loaded,
    notifications,
    press,
    saved,
    scene_file,
)

SCENE = "cassiopeia-attacked"
BRICK, LUCKY, STRAND = "brick-okonedo", "lucky-donnelly", "octavia-strand"


def _log(folder) -> str:
    entries, _ = CampaignStore.load(folder).log_entries()
    return entries[-1].text


async def _start(app, pilot) -> None:
    """C: a physical conflict, the PCs against the NPCs in the scene."""
    await press(pilot, "C")
    await choose(pilot, "physical")
    await choose(pilot, "default")
    assert app.controller.state.current_scene.conflict is not None


def _panel(app) -> str:
    return str(app.screen.query_one(ConflictPanel).content)


async def test_w_is_refused_outside_spirit_of_the_century(tmp_path):
    folder = bundled(tmp_path, "glasshouse-heist")
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "W")
        assert isinstance(app.screen, TableScreen)
        assert "Holding an action is a Spirit of the Century rule" in notifications(app)


def _with(folder, cid: str, line: str) -> None:
    """Write `line` into the character's file, above its first table."""
    path = folder / "characters" / f"{cid}.toml"
    text = path.read_text()
    at = text.index("\n[")
    path.write_text(text[:at] + f"\n{line}" + text[at:])


def _faces(total: int) -> tuple[int, ...]:
    sign = 1 if total >= 0 else -1
    return tuple(sign if i < abs(total) else 0 for i in range(4))


async def _attack(app, pilot, actor: str, target: str, shifts: int) -> AbsorbDialog:
    """`actor` attacks `target` in the Roll dialog for a `shifts` hit, applied: the absorb
    dialog it opens."""
    app.push_screen(RollDialog(character_id=actor))
    await pilot.pause()
    dialog = app.screen
    dialog.change(lambda s: s.with_action(2))
    skill = dialog.session.roll.skill
    dialog.change(lambda s: s.with_opponent(target, "Athletics"))
    worked = dialog.session.worked
    gap = shifts - (worked.rating + worked.setup_bonus) + worked.opposition
    mine = max(-4, min(4, gap))
    assert dialog.change(lambda s: s.rolled(_faces(mine), _faces(mine - gap), typed=True))
    del skill
    await press(pilot, "enter")
    assert isinstance(app.screen, AbsorbDialog)
    return app.screen


def _ways(absorb: AbsorbDialog) -> list[str]:
    return [str(option.prompt) for option in absorb.query_one("#absorb-options").options]


async def _defend(app, pilot, who: str, against: str, skill: str) -> None:
    """`who` rolls to defend against `against`'s Fists attack, a tie, applied."""
    app.push_screen(RollDialog(character_id=who))
    await pilot.pause()
    dialog = app.screen
    dialog.change(lambda s: s.with_action(3).setup(skill=skill))
    dialog.change(lambda s: s.with_opponent(against, "Fists"))
    assert dialog.change(lambda s: s.rolled((0, 0, 0, 0), (0, 0, 0, 0), typed=True))
    await press(pilot, "enter")
    while not isinstance(app.screen, TableScreen):
        await press(pilot, "enter")


async def _highlight(app, pilot, cid: str) -> None:
    cast = app.screen.query_one(CastTable)
    cast.move_cursor(row=cast.get_row_index(cid))
    await pilot.pause()


def _with_stunts(folder, cid, *names):
    path = folder / "characters" / f"{cid}.toml"
    extra = "".join(f'\n[[stunts]]\nname = "{name}"\n' for name in names)
    path.write_text(path.read_text(encoding="utf-8") + extra, encoding="utf-8")


async def _afresh(app, pilot) -> None:
    """End the conflict running (if any) and start a new one as the Table starts it."""
    if conflicts.running(app.controller.state.current_scene) is not None:
        conflicts.end(app.controller, force=True)
        await pilot.pause()
    await _start(app, pilot)


async def _w_holds_the_action_and_takes_it_after_a_later_turn(app, pilot, folder) -> None:
    order = app.controller.state.current_scene.turn.participants
    first, second, third = order[:3]
    assert app.controller.state.current_scene.turn.active == first

    await press(pilot, "W")  # the first in line holds: the second acts now
    scene = saved(folder).current_scene
    assert scene.conflict.held == (first,)
    assert scene.turn.active == second and first not in scene.turn.acted
    assert scene_file(folder, SCENE)["conflict"]["held"] == [first]
    assert "holds the action" in _log(folder)
    assert "holds (W)" in _panel(app)

    await press(pilot, "W")  # once the second's turn is over, the holder takes his
    assert dialog_title(app) == "A held action"
    await choose(pilot, first)
    scene = saved(folder).current_scene
    assert scene.turn.active == first and scene.turn.acted == (second,)
    assert scene.conflict.held == ()
    assert "takes the held turn after" in _log(folder)

    await press(pilot, "greater_than_sign")  # then the order goes on where it was
    assert saved(folder).current_scene.turn.active == third

    await press(pilot, "u", "u")  # undo gives the held action back
    scene = saved(folder).current_scene
    assert scene.conflict.held == (first,) and scene.turn.active == second


async def _b_protects_an_ally_with_a_block(app, pilot, folder) -> None:
    state = app.controller.state
    conflict = state.current_scene.conflict
    blocker = state.current_scene.turn.active
    allies = [m for m in conflict.side_of(blocker).members if m != blocker]
    await press(pilot, "B")
    if len(allies) > 1:
        await choose(pilot, allies[0])
    await answer(pilot, "Great")
    scene = saved(folder).current_scene
    block = scene.conflict.blocks[0]
    assert (block.blocker, block.protected, block.strength) == (blocker, allies[0], 4)
    table = scene_file(folder, SCENE)["conflict"]["blocks"]
    assert table == [{"by": blocker, "protecting": allies[0], "strength": 4}]
    assert "blocks to protect" in _log(folder)
    assert "blocked by" in _panel(app)

    # An attack on the protected meets the block strength when his defence is lower,
    # and his own defence when it is higher (L390).
    enemy = scene.conflict.side_of(STRAND).members[0]
    session = RollSession.start(app.controller.state, enemy).with_action(2)
    session = session.with_opponent(allies[0], "Athletics")
    low = session.rolled((0, 0, 0, 0), (-1, -1, -1, -1), typed=True)
    assert low.worked.resolution.opposition == 4
    line = roll_line(app.controller.state, low.roll, low.worked)
    assert "block +4 protects the defence" in line
    high = session.rolled((0, 0, 0, 0), (1, 1, 1, 1), typed=True)
    own = high.worked.opposition + 4
    assert high.worked.resolution.opposition == max(own, 4)

    await press(pilot, "u")
    assert saved(folder).current_scene.conflict.blocks == ()


async def _b_offers_the_effort_of_the_blockers_roll(app, pilot, folder) -> None:
    state = app.controller.state
    blocker = state.current_scene.turn.active
    block = Roll(blocker, "Athletics", Action.OVERCOME, dice=(1, 1, 0, 0), difficulty=0)
    rolls.apply_roll(app.controller, block)
    await pilot.pause()
    effort = rating(state.characters[blocker], "Athletics", state.ruleset) + 2
    conflict = app.controller.state.current_scene.conflict
    allies = [m for m in conflict.side_of(blocker).members if m != blocker]
    await press(pilot, "B")
    if len(allies) > 1:
        await choose(pilot, allies[0])
    assert app.screen.query_one(Input).value == f"{effort:+d}"
    await press(pilot, "enter")
    assert saved(folder).current_scene.conflict.blocks[0].strength == effort


async def _grit_set_on_the_sheet_then_reached(app, pilot, folder) -> None:
    strand_file = folder / "characters" / f"{STRAND}.toml"
    # A PC has no grit; the NPC's sheet offers it (T), writes it to her file, undoably.
    app.push_screen(SheetScreen(character_id=LUCKY))
    await press(pilot, "T")
    assert "grit is listed for NPCs only" in notifications(app)[-1]
    app.screen.show_character(STRAND)
    await pilot.pause()
    assert "no grit (T)" in str(app.screen.query_one(SheetHeader).render())
    await press(pilot, "T")
    assert dialog_title(app) == "Grit of Professor Octavia Strand (usually 1 or 2)"
    await choose(pilot, "2")
    assert saved(folder).characters[STRAND].grit == 2
    assert "grit set to 2: offers a concession after 2 consequences" in _log(folder)
    assert "grit 2" in str(app.screen.query_one(SheetHeader).render())
    await press(pilot, "u")
    assert "grit" not in strand_file.read_text()
    await press(pilot, "T")
    await choose(pilot, "1")
    assert "grit = 1" in strand_file.read_text()
    await press(pilot, "escape")
    assert isinstance(app.screen, TableScreen)
    assert app.controller.state.characters[STRAND].grit == 1
    await _afresh(app, pilot)
    assert "grit" not in _panel(app)
    absorb = await _attack(app, pilot, LUCKY, STRAND, 3)
    assert _ways(absorb)[1].startswith("mild consequence")
    await press(pilot, "down", "enter")
    await answer(pilot, "Winded")
    assert isinstance(app.screen, TableScreen)
    assert "grit 1 reached: Professor Octavia Strand offers a concession (K)" in _log(folder)
    assert "Professor Octavia Strand grit: offers to concede" in _panel(app)
    # The file keeps the grit set on the sheet.
    assert "grit = 1" in strand_file.read_text()


@pytest.mark.long_running
async def test_a_spirit_of_the_century_conflict_held_blocked_defended_and_gritted(tmp_path):
    folder = bundled(tmp_path, "brass-leviathan")
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # W holds the action and takes it after a later turn (L388).
        await _afresh(app, pilot)
        await _w_holds_the_action_and_takes_it_after_a_later_turn(app, pilot, folder)

        # A held action never taken lapses with the exchange.
        await _afresh(app, pilot)
        order = app.controller.state.current_scene.turn.participants
        await press(pilot, "W")
        for _ in order[2:]:
            await press(pilot, "greater_than_sign")
        assert app.controller.state.current_scene.turn.active == order[-1]
        await press(pilot, "greater_than_sign")
        scene = saved(folder).current_scene
        assert scene.conflict.exchange == 2 and scene.conflict.held == ()
        assert scene.turn.active == order[0]
        assert "held action lapses with the exchange" in _log(folder)

        # B protects an ally with a block and the attack meets its strength (L390).
        await _afresh(app, pilot)
        await _b_protects_an_ally_with_a_block(app, pilot, folder)

        # B offers the effort of the blocker's roll just made. L390: the block roll's result
        # "is the block strength".
        await _b_offers_the_effort_of_the_blockers_roll(app, pilot, folder)

        # Defends are counted for the exchange and never spend the action.
        # Condensed L750 (SotC L385): defending as many times as needed, free.
        await _afresh(app, pilot)
        for _ in range(2):
            await _defend(app, pilot, BRICK, STRAND, "Athletics")
        scene = saved(folder).current_scene
        assert scene.conflict.defends == (BRICK, BRICK)
        assert BRICK not in scene.turn.acted
        assert scene_file(folder, SCENE)["conflict"]["defended"] == [BRICK, BRICK]
        assert "Okonedo defended twice (free)" in _panel(app)
        for _ in scene.turn.participants:
            await press(pilot, "greater_than_sign")
        scene = saved(folder).current_scene
        assert scene.conflict.exchange == 2 and scene.conflict.defends == ()

        # D declares full defense before one's turn in Spirit of the Century. SotC L387:
        # "Characters who are defending may declare it at the beginning of the exchange rather
        # than waiting for their turn to come around", foregoing their action.
        await _afresh(app, pilot)
        order = app.controller.state.current_scene.turn.participants
        later = order[2]
        await _highlight(app, pilot, later)
        await press(pilot, "D")
        scene = saved(folder).current_scene
        assert any(d.character_id == later for d in scene.conflict.full_defenses)
        assert later in scene.turn.acted and scene.turn.active == order[0]
        assert "declared before their turn" in _log(folder)
        await press(pilot, "greater_than_sign", "greater_than_sign")  # the turn skips them
        assert saved(folder).current_scene.turn.active == order[3]
        await _highlight(app, pilot, order[1])  # has acted: refused
        await press(pilot, "D")
        assert "has already acted this exchange" in " ".join(notifications(app))

        # Grit set on the sheet, then reached, the NPC offers a concession. L437: "Some NPCs
        # may be listed as having a certain amount of grit [...] the number of consequences
        # the character will take before offering a concession".
        conflicts.end(app.controller, force=True)
        await pilot.pause()
        await _grit_set_on_the_sheet_then_reached(app, pilot, folder)


async def test_bounce_back_then_paying_to_go_next_and_calling_in_reinforcements(tmp_path):
    """Stunts written into the files before the app starts: Brick's Bounce Back (L976) and
    I'm On Top Of It, the Professor's Minions and Leadership stunt 4."""
    folder = bundled(tmp_path, "brass-leviathan")
    _with(folder, BRICK, '[[stunts]]\nname = "Bounce Back"\n')
    _with_stunts(folder, BRICK, "I'm On Top Of It")  # typed as a GM types it
    _with_stunts(folder, STRAND, "Minions", "Leadership stunt 4")
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await _start(app, pilot)
        # Bounce Back speeds a physical consequence two steps. L976: "reduce the timeframe by
        # two steps on the time chart": Brick's mild consequence from a physical hit begins
        # recovering at once (it clears between scenes, break or not).
        absorb = await _attack(app, pilot, STRAND, BRICK, 3)
        way = next(i for i, w in enumerate(_ways(absorb)) if w.startswith("mild consequence"))
        await press(pilot, *["down"] * way, "enter")
        await answer(pilot, "Bruised Ribs")
        assert isinstance(app.screen, TableScreen)
        taken = next(c for c in saved(folder).characters[BRICK].consequences if c.slot == "mild")
        assert taken.severity is Severity.MILD and taken.recovering
        assert "Bounce Back: 'Bruised Ribs' recovers two steps faster" in _log(folder)
        await press(pilot, "u")
        assert not saved(folder).characters[BRICK].consequences

        # J pays to go next and R calls in reinforcements. L742: a fate point to act next, out
        # of the usual turn order; L1205: a fate point to call in reinforcements, half the
        # minions lost, who come at the next exchange.
        points = saved(folder).characters[BRICK].fate_points
        await press(pilot, "J")
        assert dialog_title(app).startswith("Who goes first?")
        await choose(pilot, BRICK)
        scene = saved(folder).current_scene
        assert scene.conflict.going_first == (BRICK,)
        assert scene_file(folder, SCENE)["conflict"]["going_first"] == [BRICK]
        assert saved(folder).characters[BRICK].fate_points == points - 1
        assert "paid to go first (J)" in _panel(app)
        await press(pilot, "greater_than_sign")
        assert saved(folder).current_scene.turn.active == BRICK
        assert "(paid to go first)" in _log(folder)

        pool = saved(folder).current_scene.gm_pool
        await press(pilot, "R")
        await answer(pilot, "4")
        scene = saved(folder).current_scene
        assert scene.conflict.reinforcements == (("leviathan-divers", 2),)
        assert scene.gm_pool == pool - 1
        assert "+2 next exchange (R)" in _panel(app)
        assert "2 of the 4 lost join" in _log(folder)
        await press(pilot, "u")
        assert saved(folder).current_scene.conflict.reinforcements == ()
