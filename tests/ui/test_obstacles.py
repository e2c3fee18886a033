"""Obstacles played from the Table by keys (Condensed's optional rule): a hazard, a block and a
distraction put into the scene, the hazard taking its turn in the conflict, an attack stopped
by the block shielding its target, one removed; asserting on the scene file, and on it after
quitting and reopening."""

import pytest

from fate_tui.cli import make_app
from fate_tui.ui.play.absorb import AbsorbDialog
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.roll_dialog.roll_setup import RollSetup
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.widgets.cast_table import CastTable
from fate_tui.ui.widgets.conflict_panel import ConflictPanel
from tests.ui.conftest import (
    answer,
    ashen_coast_with,
    choose,
    loaded,
    notifications,
    press,
    saved,
    scene_file,
    type_dice,
)


def _scene(folder) -> dict:
    return scene_file(folder, "drowned-chapel")


async def _new(pilot, kind: str, name: str, *answers: str) -> None:
    await press(pilot, "Z")
    await choose(pilot, "new")
    await choose(pilot, kind)
    await answer(pilot, name)
    for text in answers:
        await answer(pilot, text)


@pytest.mark.long_running
async def test_obstacles_go_into_the_scene_file_and_a_hazard_takes_turns(tmp_path):
    folder = ashen_coast_with(tmp_path, ["extreme_consequences", "obstacles"])
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "C")
        await choose(pilot, "physical")
        await choose(pilot, "default")
        await choose(pilot, "maren")
        # Fate Condensed L1200-1215: a hazard has a rating and a Weapon rating of 1 to 4.
        await _new(pilot, "hazard", "The Flood Rises", "3", "2")
        await _new(pilot, "block", "Rusted Portcullis", "2", "0")
        await choose(pilot, "Undercroft")  # L1218: it stands in the way of one place
        await choose(pilot, "drowned-deacon")  # and shields the deacon
        # L1238: a distraction may have several repercussions, each with when it happens.
        await _new(
            pilot,
            "distraction",
            "Orphans on the Ledge",
            "Save them?",
            "leave them: They fall",
            "save them: The deacon gets away",
            "",
            "",
        )
        assert _scene(folder)["obstacles"] == [
            {"kind": "hazard", "name": "The Flood Rises", "rating": 3, "weapon": 2},
            {
                "kind": "block",
                "name": "Rusted Portcullis",
                "rating": 2,
                "zone": "Undercroft",
                "protects": "drowned-deacon",
            },
            {
                "kind": "distraction",
                "name": "Orphans on the Ledge",
                "choice": "Save them?",
                "repercussions": [
                    {"when": "leave them", "what": "They fall"},
                    {"when": "save them", "what": "The deacon gets away"},
                ],
            },
        ]
        panel = str(app.screen.query_one(ConflictPanel).content)
        assert "The Flood Rises (hazard)" in panel
        assert "Block Rusted Portcullis +2 before Undercroft shielding" in panel

        # Maren hands the turn to the hazard, which acts in the turn order.
        await press(pilot, "greater_than_sign")
        await choose(pilot, "hazard:The Flood Rises")
        assert _scene(folder)["conflict"]["active"] == "hazard:The Flood Rises"
        assert "The Flood Rises (hazard)'s turn (Z: its attack)" in str(
            app.screen.query_one(ConflictPanel).content
        )

        # On its turn the hazard attacks (L1208): +3 and 0000 against Maren's Athletics +0
        # and +000 is a 2-shift success; its Weapon:2 makes a 4-shift hit, which Maren takes
        # the recommended way in the absorb dialog.
        await press(pilot, "Z")
        await choose(pilot, "attack:The Flood Rises")
        await choose(pilot, "maren")
        await choose(pilot, "type")
        await type_dice(pilot, "0000", "+000")
        assert isinstance(app.screen, AbsorbDialog)
        assert "takes a 4-shift hit" in str(app.screen.query_one(".dialog-title").render())
        await press(pilot, "enter")
        assert isinstance(app.screen, TableScreen)
        assert saved(folder).characters["maren"].stress_marked
        assert "The Flood Rises (+3) attacks Maren Holloway" in app.recent_log[-1].text

        # The portcullis stops Maren's move into the Undercroft: the move takes her action,
        # an overcome against its +2 in the Roll dialog; ++++ gets her past and moves her.
        cast = app.screen.query_one(CastTable)
        cast.move_cursor(row=cast.get_row_index("maren"))
        await press(pilot, "m")
        await choose(pilot, "Undercroft")
        await choose(pilot, "roll")
        assert isinstance(app.screen, RollDialog)
        assert app.screen.session.worked.opposition == 2
        await press(pilot, "p")
        await type_dice(pilot, "++++")
        await press(pilot, "enter")
        assert isinstance(app.screen, TableScreen)
        assert "maren" in next(
            z["here"] for z in _scene(folder)["zones"] if z["name"] == "Undercroft"
        )

        # L1220: an attack on the deacon the portcullis shields rolls against its +2 first.
        # Maren's Fight +1 and 0000 beats his Athletics +0 and ----, but not the portcullis: the
        # attack is stopped (a harmless block hurts nobody) and he is untouched.
        await press(pilot, "r")
        dialog = app.screen
        await press(pilot, "c")
        await choose(pilot, "maren")
        await press(pilot, "k")
        await choose(pilot, "Fight")
        await press(pilot, "3")
        await press(pilot, "o")
        await choose(pilot, "drowned-deacon")  # he defends with Athletics, Mediocre
        setup = str(dialog.query_one(RollSetup).content)
        assert "shielded by Rusted Portcullis: the roll must reach Fair (+2) first" in setup
        await press(pilot, "p")
        await type_dice(pilot, "0000", "----")
        assert not dialog.session.worked.effect.achieved
        await press(pilot, "enter")
        assert isinstance(app.screen, TableScreen)
        assert "can't get past Rusted Portcullis to reach" in app.recent_log[-1].text
        assert not saved(folder).characters["drowned-deacon"].stress_marked

        await press(pilot, "Z")
        await choose(pilot, "Orphans on the Ledge")
        assert [o["name"] for o in _scene(folder)["obstacles"]] == [
            "The Flood Rises",
            "Rusted Portcullis",
        ]

    reopened = make_app(folder, watch_interval=None)
    async with reopened.run_test(size=(80, 24)) as pilot:
        await loaded(reopened, pilot)
        assert isinstance(reopened.screen, TableScreen)
        panel = str(reopened.screen.query_one(ConflictPanel).content)
        assert "The Flood Rises (hazard)'s turn" in panel
        assert "Rusted Portcullis +2" in panel
        assert [o["name"] for o in _scene(folder)["obstacles"]] == [
            "The Flood Rises",
            "Rusted Portcullis",
        ]


async def test_obstacles_need_the_optional_rule_named_as_campaign_toml_writes_it(tmp_path):
    """The warning names the `options` line of campaign.toml the GM writes, not the rule
    set's field name."""
    folder = ashen_coast_with(tmp_path, ["extreme_consequences"])
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "Z")
        assert isinstance(app.screen, TableScreen)
        (warning,) = [m for m in notifications(app, "warning") if "'obstacles'" in m]
        assert "options = [...] in campaign.toml" in warning
        assert "enabled_options" not in warning
        assert "obstacles" not in _scene(folder)
