"""NPCs in seconds through Textual's Pilot: M on the Table makes a mook group by the rule
set's quick rules and brings it into the scene in play; a blank name or aspect is rolled on a
table; Y rolls on the GM's own table; M on the Sheet shows the NPC made."""

import random

from fate_tui.cli import make_app
from fate_tui.ui.screens.sheet import SheetScreen
from tests.ui.conftest import (
    answer,
    bundled,
    choose,
    dialog_title,
    loaded,
    notifications,
    press,
    saved,
)


async def test_quick_npcs_rolled_on_the_gms_tables_and_a_mook_group_in_a_few_keys(campaign):
    """The campaign with a table of the GM's own (`tables/dockside.toml`)."""
    (campaign / "tables").mkdir()
    (campaign / "tables" / "dockside.toml").write_text(
        'title = "Dockside names"\ngives = "names"\nentries = ["Widow Sarn"]\n', encoding="utf-8"
    )
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        # A blank name and aspect are rolled on the GM's tables, then the rule set's.
        app.rng = random.Random(5)
        await press(pilot, "M")
        await choose(pilot, "nameless")
        await answer(pilot, "")
        await answer(pilot, "")
        await answer(pilot, "Gossip")
        await choose(pilot, "-")
        sarn = saved(campaign).characters["widow-sarn"]
        assert sarn.name == "Widow Sarn" and sarn.skills == {"Gossip": 2}
        assert sarn.aspects and sarn.aspects[0].name  # rolled on the Condensed walk-ons
        await press(pilot, "Y")
        await choose(pilot, "0")
        assert "Dockside names: Widow Sarn" in notifications(app)

        # M on the Table makes a mook group in the scene in a few keys (at 120x40).
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        await press(pilot, "M")
        assert dialog_title(app) == "A quick NPC: what kind?"
        await choose(pilot, "mooks")
        await answer(pilot, "Salt Thugs")
        await answer(pilot, "Hired Muscle, Paid Weekly")
        assert dialog_title(app) == "Their skills, best first (Average (+1)); commas between"
        await answer(pilot, "Fight, Notice")
        await answer(pilot, "3")
        await choose(pilot, "Nave")
        state = saved(campaign)
        thugs = state.characters["salt-thugs"]
        assert (thugs.group_size, thugs.skills) == (3, {"Fight": 1, "Notice": 1})
        assert state.current_scene.positions["salt-thugs"] == "Nave"
        assert "Mook group: Salt Thugs (Fight +1, Notice +1)" in notifications(app)
        # One undo takes the NPC and its entrance back.
        await press(pilot, "u")
        state = saved(campaign)
        assert "salt-thugs" not in state.characters
        assert "salt-thugs" not in state.current_scene.cast


async def test_sotc_minions_ask_their_quality_and_m_on_the_sheet_shows_them(tmp_path):
    folder = bundled(tmp_path, "brass-leviathan")
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "s")
        assert isinstance(app.screen, SheetScreen)
        await press(pilot, "M")
        await choose(pilot, "mooks")
        await answer(pilot, "Dock Toughs")
        await answer(pilot, "Union Men With Crowbars")
        await choose(pilot, "2")  # Fair: their skill, and two boxes each (SOC L461)
        await answer(pilot, "Fists")
        await answer(pilot, "5")
        if app.screen.query(".dialog-title"):  # the scene in play has zones
            await choose(pilot, "-")
        toughs = saved(folder).characters["dock-toughs"]
        assert toughs.skills == {"Fists": 2} and toughs.group_size == 5
        assert toughs.stress_boxes == {"stress": (1, 2)}
        assert app.screen.current_character_id == "dock-toughs"
