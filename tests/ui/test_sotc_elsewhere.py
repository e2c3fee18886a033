"""The last rules at the table: Spirit of the Century's sprint (spirit-of-the-century-srd.txt
L543) across borders (L400-401), a taken-out player's fate points spent for a different fate
(L432), and Condensed's blocks used as cover or as a weapon (fate-condensed-srd.txt,
obstacles)."""

from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.ui.play.move_flow import ROLL
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.screens.scenes import ScenesScreen
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.widgets.cast_table import CastTable
from fate_tui.ui.widgets.zone_list import ZoneList, key
from fate_tui.ui.widgets.zone_map import ZoneMap
from tests.ui.conftest import (
    answer,
    ashen_coast_with,
    bundled,
    choose,
    loaded,
    notifications,
    press,
    saved,
    type_dice,
)

LUCKY = "lucky-donnelly"
OFFICE = "Purser's Office"


def _log(folder) -> str:
    entries, _ = CampaignStore.load(folder).log_entries()
    return entries[-1].text


async def _highlight(app, pilot, cid: str) -> None:
    cast = app.screen.query_one(CastTable)
    cast.move_cursor(row=cast.get_row_index(cid))
    await pilot.pause()


def _dice(total: int) -> str:
    sign = "+" if total >= 0 else "-"
    return (sign * abs(total)).ljust(4, "0")


async def _sprint(app, pilot, shifts: int) -> None:
    """m: Lucky, on the Promenade Deck, moves to the Purser's Office two zones away: the
    move takes the action, rolled as an Athletics overcome making `shifts` shifts."""
    await _highlight(app, pilot, LUCKY)
    await press(pilot, "m")
    await choose(pilot, OFFICE)
    await choose(pilot, ROLL)
    dialog = app.screen
    assert isinstance(dialog, RollDialog) and dialog.session.roll.move_to == OFFICE
    worked = dialog.session.worked
    total = shifts - (worked.rating + worked.setup_bonus) + worked.opposition
    await press(pilot, "p")
    await type_dice(pilot, _dice(total))
    assert dialog.session.worked.resolution.shifts == shifts
    await press(pilot, "enter")
    assert isinstance(app.screen, TableScreen)


async def test_sotc_L543_a_sprint_crosses_as_many_zones_as_its_shifts(tmp_path):
    # L543: "they may cross a number of zones and borders equal to or less than the total
    # shifts".
    folder = bundled(tmp_path, "brass-leviathan")
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await _sprint(app, pilot, 1)
        assert saved(folder).current_scene.positions[LUCKY] == "Promenade Deck"
        assert "the sprint's shifts cross 1 zone of 2" in _log(folder)

        # L401: a border "subtracts shifts from a sprint action". Set on the Scenes screen
        # (o on a zone), written to the scene file, shown on the zone's line, undoable.
        await press(pilot, "n")
        scenes = app.screen
        assert isinstance(scenes, ScenesScreen)
        zones = scenes.query_one(ZoneList)
        zones.focus()
        zones.highlighted = zones.get_option_index(key("zone", "Grand Saloon"))
        await press(pilot, "o")
        await choose(pilot, OFFICE)
        await choose(pilot, "2")
        await choose(pilot, "yes")  # a height (a climb or a drop)
        scene_text = (folder / "scenes" / "cassiopeia-attacked.toml").read_text()
        assert "borders" in scene_text and saved(folder).current_scene.zone(
            "Grand Saloon"
        ).borders == ((OFFICE, 2),)
        assert "Purser's Office (border 2, a height)" in str(
            zones.get_option(key("zone", "Grand Saloon")).prompt
        )
        await press(pilot, "u")
        assert saved(folder).current_scene.zone("Grand Saloon").borders == ()
        await press(pilot, "o")
        await choose(pilot, OFFICE)
        await choose(pilot, "1")
        await choose(pilot, "no")
        assert "Border between Grand Saloon and Purser's Office: 1" in _log(folder)
        await press(pilot, "escape")
        assert isinstance(app.screen, TableScreen)
        zone_map = str(app.screen.query_one(ZoneMap).content)
        assert "Purser's Office (border 1)" in zone_map

        # Two shifts no longer make it: one zone, then the border of 1 and its zone cost two.
        await _sprint(app, pilot, 2)
        assert saved(folder).current_scene.positions[LUCKY] == "Promenade Deck"
        assert "the sprint's shifts cross 1 zone of 2" in _log(folder)
        await _sprint(app, pilot, 3)
        assert saved(folder).current_scene.positions[LUCKY] == OFFICE
        assert "sprints 2 zones to Purser's Office" in _log(folder)


async def test_sotc_L432_a_taken_out_player_spends_all_fate_points_for_another_fate(tmp_path):
    # L432: players "may, if they wish, spend all the fate points they have left (minimum
    # one) and demand a different outcome".
    folder = bundled(tmp_path, "brass-leviathan")
    path = folder / "characters" / f"{LUCKY}.toml"
    text = path.read_text()
    at = text.index("\n[")
    path.write_text(text[:at] + "\ntaken_out = true" + text[at:])
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        points = app.controller.state.characters[LUCKY].fate_points
        assert points >= 1
        await _highlight(app, pilot, LUCKY)
        await press(pilot, "K")
        await press(pilot, "y")
        await answer(pilot, "Washed overboard, not shot")
        assert saved(folder).characters[LUCKY].fate_points == 0
        said = _log(folder)
        assert f"spends all {points} fate points to demand a different way of losing" in said
        assert said.endswith(": Washed overboard, not shot")
        await press(pilot, "u")
        assert saved(folder).characters[LUCKY].fate_points == points


async def test_condensed_L1222_L1226_a_block_as_a_weapon_or_as_cover(tmp_path):
    # L1222: forced into a block, "a Weapon rating equal to half the block's Weapon rating
    # (rounded down, minimum 1)"; L1226: cover that mitigates adds "an Armor rating equal to
    # half the block's skill rating (rounded down, minimum 1)"; one that negates makes the
    # attack impossible.
    folder = ashen_coast_with(tmp_path, ["extreme_consequences", "obstacles", "weapon_armor"])
    scene = folder / "scenes" / "drowned-chapel.toml"
    scene.write_text(
        scene.read_text()
        + '\n[[obstacles]]\nkind = "block"\nname = "Rusted Portcullis"\nrating = 5\nweapon = 3\n'
    )
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "r")
        dialog = app.screen
        assert isinstance(dialog, RollDialog)
        await press(pilot, "3")  # attack
        await pilot.pause()
        if not isinstance(app.screen, RollDialog):  # a target picker
            await press(pilot, "enter")
        await press(pilot, "g")
        await choose(pilot, "forced|Rusted Portcullis")
        assert dialog.session.roll.weapon == 1
        await press(pilot, "g")
        await choose(pilot, "cover|Rusted Portcullis")
        await choose(pilot, "mitigates")
        assert dialog.session.roll.armor == 2
        await press(pilot, "g")
        await choose(pilot, "cover|Rusted Portcullis")
        await choose(pilot, "negates")
        assert dialog.session.roll.armor == 2
        assert any("isn't possible" in n for n in notifications(app))
        await press(pilot, "g")
        await choose(pilot, "typed")
        await answer(pilot, "2 0")
        assert (dialog.session.roll.weapon, dialog.session.roll.armor) == (2, 0)
