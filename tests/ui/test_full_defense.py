"""Full defense declared from the Table for the character whose turn it is (Fate Condensed's
optional rule, L1180-1188): recorded in the scene file, shown in the conflict panel, its +2 on
defend rolls, and its boost when unused."""

from fate_tui.campaign.intents import conflicts, rolls
from fate_tui.campaign.roll.roll_model import Roll, opposition_rating, work_out
from fate_tui.cli import make_app
from fate_tui.rules.action_effects import Action
from fate_tui.ui.widgets.conflict_panel import ConflictPanel
from tests.ui.conftest import (
    ashen_coast_with,
    choose,
    dialog_title,
    loaded,
    notifications,
    press,
    scene_file,
)


def _scene(folder) -> dict:
    return scene_file(folder, "drowned-chapel")


async def _start(app, pilot) -> None:
    await loaded(app, pilot)
    await press(pilot, "C")
    await choose(pilot, "physical")
    await choose(pilot, "default")
    await choose(pilot, "maren")


async def _back_to(app, pilot, who: str) -> None:
    """Hand the turn on to everyone else, then back to `who` in a new exchange."""
    while True:
        state = app.controller.state
        turn = state.current_scene.turn
        legal = conflicts.next_candidates(state.current_scene, state.ruleset)
        await press(pilot, "greater_than_sign")
        if len(legal) > 1:  # one who may go takes the turn without a picker
            await choose(pilot, legal[0] if turn.waiting else who)
        if app.controller.state.current_scene.turn.active == who:
            return


async def _declare_for_herself(pilot) -> None:
    await press(pilot, "D")
    await choose(pilot, "-")  # themselves, not protecting Corvin


async def test_full_defense_used_earns_no_boost_after_a_reopen_and_unused_earns_one(tmp_path):
    folder = ashen_coast_with(tmp_path, ["extreme_consequences", "full_defense"])
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        # A full defense used to defend earns no boost, after a reopen.
        await _start(app, pilot)
        await _declare_for_herself(pilot)
        defend = Roll(
            actor="maren", skill="Fight", action=Action.DEFEND, dice=(0, 0, 0, 0), difficulty=1
        )
        rolls.apply_roll(app.controller, defend)
        assert _scene(folder)["conflict"]["full_defense"][0]["defended"] is True

    reopened = make_app(folder, watch_interval=None)
    async with reopened.run_test(size=(80, 24)) as pilot:
        await loaded(reopened, pilot)
        panel = str(reopened.screen.query_one(ConflictPanel).content)
        assert "Maren Holloway full defense +2" in panel
        await _back_to(reopened, pilot, "maren")
        assert "Unbroken Guard" not in (folder / "scenes" / "drowned-chapel.toml").read_text()

        # Full defense adds two to defend, and its boost comes when unused: declared again
        # on Maren's next turn, once the GM has said no countdown marks a box at the end of
        # the exchange.
        app = reopened
        assert dialog_title(app).endswith("does a countdown mark a box?")
        await choose(pilot, "-")
        await _declare_for_herself(pilot)
        assert _scene(folder)["conflict"]["full_defense"] == [
            {"who": "maren", "bonus": 2, "defended": False}
        ]
        assert "Maren Holloway full defense +2" in str(app.screen.query_one(ConflictPanel).content)
        state = app.controller.state
        defend = Roll(actor="maren", skill="Fight", action=Action.DEFEND)
        assert work_out(state, defend).full_defense == 2
        attack = Roll(
            actor="drowned-deacon",
            skill="Fight",
            action=Action.ATTACK,
            opponent="maren",
            opponent_skill="Fight",
        )
        assert opposition_rating(state, attack) == 1 + 2  # Average Fight, on full defense

        await _back_to(app, pilot, "maren")
        scene = _scene(folder)
        assert "full_defense" not in scene["conflict"] or not scene["conflict"]["full_defense"]
        boost = "Maren Holloway's Unbroken Guard"
        assert any(boost in str(a) for a in scene["aspects"])


async def test_full_defense_is_refused_while_the_optional_rule_is_off(tmp_path):
    folder = ashen_coast_with(tmp_path, ["extreme_consequences"])
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await _start(app, pilot)
        await press(pilot, "D")
        assert any("'full_defense'" in m for m in notifications(app))
        assert "full_defense" not in _scene(folder)["conflict"]
