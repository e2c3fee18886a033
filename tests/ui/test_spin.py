"""Spirit of the Century's defensive spin carried to the next roll (spirit-of-the-century-srd.txt
L482: a defence by three or more gains spin; L483: +1 or -1 on any one roll of the very next
action; L484: unused on that action, it goes away; L749: Ready for Anything denies it)."""

from dataclasses import replace

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import rolls
from fate_tui.campaign.roll.roll_session import RollSession
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.rules.character import Stunt
from fate_tui.rules.errors import RulesError
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.roll_dialog.roll_memory import RollMemory
from fate_tui.ui.screens.table import TableScreen
from tests.ui.conftest import bundled, choose, loaded, press, saved, type_dice

SCENE = "scenes/cassiopeia-attacked.toml"
BRICK, LUCKY, DIVERS = "brick-okonedo", "lucky-donnelly", "leviathan-divers"


def _files(folder):
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*.toml"))
        if "log" not in p.parts
    }


def _brick_defends(state, mine=(1, 1, 1, 1), theirs=(-1, -1, -1, -1)) -> RollSession:
    """Brick (Athletics Good) defends against the divers' Fists attack, dice typed in."""
    session = RollSession.start(state, BRICK).with_action(3).setup(skill="Athletics")
    return session.with_opponent(DIVERS, "Fists").rolled(mine, theirs, typed=True)


def _log(folder) -> str:
    entries, _ = CampaignStore.load(folder).log_entries()
    return entries[-1].text


async def test_spin_gained_on_a_defence_offered_spent_undone_and_edited_away(tmp_path):
    folder = bundled(tmp_path, "brass-leviathan")
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # Brick defends against the divers by far more than 3: he gains spin.
        await press(pilot, "r")
        dialog = app.screen
        assert isinstance(dialog, RollDialog)
        await press(pilot, "c")
        await choose(pilot, BRICK)
        assert dialog.check_action("spin", ()) is False  # nobody holds spin yet
        await press(pilot, "4")  # defend against an attack
        await press(pilot, "o")
        await choose(pilot, DIVERS)
        await choose(pilot, "Fists")
        await press(pilot, "k")
        await choose(pilot, "Athletics")
        await press(pilot, "p")
        await type_dice(pilot, "++++", "----")
        await press(pilot, "enter")
        assert isinstance(app.screen, TableScreen)
        assert saved(folder).current_scene.spin == BRICK
        assert 'spin = "brick-okonedo"' in (folder / SCENE).read_text()
        assert 'Bartholomew "Brick" Okonedo gains spin' in _log(folder)
        after_defence = _files(folder)

        # Lucky's attack on the divers, the very next roll, takes Brick's spin for +1.
        await press(pilot, "r")
        dialog = app.screen
        await press(pilot, "c")
        await choose(pilot, LUCKY)
        await press(pilot, "3")
        await choose(pilot, DIVERS)
        await press(pilot, "p")
        await type_dice(pilot, "0000", "0000")
        effort = dialog.session.worked.resolution.effort
        await press(pilot, "S")
        assert dialog.session.roll.spin == 1
        assert dialog.session.worked.resolution.effort == effort + 1
        assert "+1 on this roll" in str(dialog.query_one("#roll-setup").render())
        await press(pilot, "S", "S", "S")  # -1, unused, +1 again
        assert dialog.session.roll.spin == 1
        await press(pilot, "enter")
        for _ in range(3):  # the divers absorb the hit the recommended way
            if not isinstance(app.screen, TableScreen):
                await press(pilot, "enter")
        assert saved(folder).current_scene.spin is None
        assert "spin = " not in (folder / SCENE).read_text()
        assert 'spin +1 (Bartholomew "Brick" Okonedo\'s)' in _log(folder)

        # Undo gives the spin back, as it was after the defence.
        await press(pilot, "u")
        assert _files(folder) == after_defence
        assert app.controller.state.current_scene.spin == BRICK

        # Spin gone from the scene file while the roll uses it resets the roll: the GM
        # removes the `spin` line while the Roll dialog holds +1 of it; a message, never a
        # traceback. (A fresh roll for Lucky: his last choices are forgotten.)
        app.roll_memory = RollMemory()
        path = folder / SCENE
        await press(pilot, "r")
        dialog = app.screen
        await press(pilot, "c")
        await choose(pilot, LUCKY)
        await press(pilot, "S")
        assert dialog.session.roll.spin == 1
        path.write_text(path.read_text().replace('spin = "brick-okonedo"\n', ""))
        app.controller.check_disk()
        await pilot.pause()
        assert dialog.session.roll.spin == 0
        assert "the roll was reset" in str(dialog.query_one("#roll-message").render())
        assert dialog.check_action("spin", ()) is False


def test_spin_unused_on_the_next_roll_is_gone(tmp_path):
    folder = bundled(tmp_path, "brass-leviathan")
    ctl = Controller(CampaignStore.load(folder))
    rolls.apply_roll(ctl, _brick_defends(ctl.state).roll)
    assert ctl.state.current_scene.spin == BRICK
    session = RollSession.start(ctl.state, LUCKY).with_difficulty("Fair")
    rolls.apply_roll(ctl, session.rolled((0, 0, 0, 0), typed=True).roll)
    assert ctl.state.current_scene.spin is None
    assert "spin went unused and is gone" in _log(folder)


def test_a_defence_by_less_than_3_gains_no_spin_and_spin_nobody_holds_is_refused(tmp_path):
    folder = bundled(tmp_path, "brass-leviathan")
    ctl = Controller(CampaignStore.load(folder))
    # Athletics Good +3 + 0 against the divers' Fists and group bonus with +1: by 2 or less.
    close = _brick_defends(ctl.state, (0, 0, 0, 0), (0, 0, 0, 0))
    assert close.worked.resolution.margin < 3
    rolls.apply_roll(ctl, close.roll)
    assert ctl.state.current_scene.spin is None
    with pytest.raises(RulesError, match="nobody holds spin"):
        RollSession.start(ctl.state, LUCKY).setup(spin=1)


def test_an_attacker_ready_for_anything_denies_the_defender_spin(tmp_path):
    """L749: Ready for Anything (which requires I'm On Top Of It)."""
    folder = bundled(tmp_path, "brass-leviathan")
    state = saved(folder)
    divers = state.characters[DIVERS]
    denier = replace(
        divers,
        stunts=(*divers.stunts, Stunt("I’m On Top Of It"), Stunt("Ready for Anything")),
    )
    state = replace(state, characters={**state.characters, DIVERS: denier})
    session = _brick_defends(state)
    assert session.worked.resolution.margin >= 3
    ctl = Controller(CampaignStore.load(folder))
    assert rolls.roll_spin.gained(state, session.roll, session.worked) is None
    assert rolls.roll_spin.gained(ctl.state, session.roll, _brick_defends(ctl.state).worked)


def test_spin_is_only_spirit_of_the_centurys(campaign):
    """In Condensed a defence with style gives a boost, never spin: nothing is kept."""
    state = saved(campaign)
    session = RollSession.start(state, "maren").with_action(3)
    session = session.with_opponent("drowned-deacon", "Fight")
    session = session.rolled((1, 1, 1, 1), (-1, -1, -1, -1), typed=True)
    assert rolls.roll_spin.gained(state, session.roll, session.worked) is None


def test_spin_held_by_nobody_known_is_a_warning_naming_the_file_and_key(tmp_path):
    folder = bundled(tmp_path, "brass-leviathan")
    path = folder / SCENE
    path.write_text(path.read_text().replace("gm_pool = 3", 'gm_pool = 3\nspin = "nobody-here"'))
    store = CampaignStore.load(folder)
    warning = next(p for p in store.problems if p.key_path == "spin")
    assert warning.severity == "warning" and warning.file.endswith("cassiopeia-attacked.toml")
    assert "no character 'nobody-here'" in warning.message


def _mix_it_up(folder) -> None:
    """Brick takes Brawler and Mix it Up (L1033, which requires Brawler)."""
    path = folder / "characters" / f"{BRICK}.toml"
    extra = '\n[[stunts]]\nname = "Brawler"\n\n[[stunts]]\nname = "Mix it Up"\n'
    path.write_text(path.read_text(encoding="utf-8") + extra, encoding="utf-8")


def test_sotc_L1033_mix_it_up_saves_each_spin_for_the_next_attack(tmp_path):
    # L1033: "save up your spin whenever you gain it on a defense, and apply it to your next
    # attack, no matter how many other actions happen in between".
    folder = bundled(tmp_path, "brass-leviathan")
    _mix_it_up(folder)
    ctl = Controller(CampaignStore.load(folder))
    rolls.apply_roll(ctl, _brick_defends(ctl.state).roll)
    assert ctl.state.current_scene.spin is None  # saved, not held for the next roll
    assert "saves spin for the next attack (1 saved)" in _log(folder)
    other = RollSession.start(ctl.state, LUCKY).with_difficulty("Fair")
    rolls.apply_roll(ctl, other.rolled((0, 0, 0, 0), typed=True).roll)
    rolls.apply_roll(ctl, _brick_defends(ctl.state).roll)
    assert saved(folder).current_scene.saved_spin == {BRICK: 2}
    assert "brick-okonedo = 2" in (folder / SCENE).read_text()
    # Not on a defence: on his next attack, all of it.
    assert _brick_defends(ctl.state).worked.saved_spin == 0
    attack = RollSession.start(ctl.state, BRICK).with_action(2).setup(skill="Fists")
    attack = attack.with_opponent(DIVERS, "Athletics")
    assert attack.worked.saved_spin == 2
    rolls.apply_roll(ctl, attack.rolled((0, 0, 0, 0), (0, 0, 0, 0), typed=True).roll)
    assert "uses the spin saved up: +2" in _log(folder)
    assert saved(folder).current_scene.saved_spin == {}
    ctl.undo()
    assert saved(folder).current_scene.saved_spin == {BRICK: 2}


async def test_sotc_L1033_the_saved_spin_is_shown_and_spent_on_the_next_attack(tmp_path):
    folder = bundled(tmp_path, "brass-leviathan")
    _mix_it_up(folder)
    path = folder / SCENE
    path.write_text(
        path.read_text().replace("gm_pool = 3", "gm_pool = 3\nsaved_spin = { brick-okonedo = 2 }")
    )
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "r")
        dialog = app.screen
        await press(pilot, "c")
        await choose(pilot, BRICK)
        await press(pilot, "3")
        await choose(pilot, DIVERS)
        setup = str(dialog.query_one("#roll-setup").render())
        assert "spin saved up (Mix it Up): +2 on this attack" in setup
        await press(pilot, "p")
        await type_dice(pilot, "0000", "0000")
        await press(pilot, "enter")
        for _ in range(3):  # the divers' hit, taken the way offered first
            if isinstance(app.screen, TableScreen):
                break
            await press(pilot, "enter")
        assert isinstance(app.screen, TableScreen)
        assert "saved_spin" not in path.read_text()
        assert "saved spin +2" in _log(folder)
