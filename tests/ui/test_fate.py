"""The Fate points screen through Textual's Pilot: awards, compels, the GM's pool and payouts,
checked in the campaign's files."""

import shutil

import pytest
from textual.widgets import DataTable

from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.ui.screens.fate import FatePointsScreen
from tests.ui.conftest import CAMPAIGNS, choose, loaded, saved

PAYOUT = (
    "gm_pool = 3\n"
    'pending_payouts = [{ to = "ansel", points = 1, when = "end_of_conflict", '
    'reason = "hostile invokes" }]\n'
)


def _text(screen, selector: str) -> str:
    return str(screen.query_one(selector).render())


async def _open(app, pilot, who: str | None = None) -> FatePointsScreen:
    await loaded(app, pilot)
    await pilot.press("f")
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, FatePointsScreen)
    if who is not None:
        table = screen.query_one(DataTable)
        table.move_cursor(row=table.get_row_index(who))
    return screen


async def _compel(app, pilot, aspect: str, proposer: str, answer: str) -> None:
    await pilot.press("c")
    await choose(pilot, aspect)
    await choose(pilot, proposer)
    await choose(pilot, answer)


async def test_fate_points_awards_compels_and_the_gm_pool_in_one_evening(campaign):
    from fate_tui.ui.screens.session_end import SessionEndScreen

    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        # The screen lists the PCs and NPCs with the GM's pool.
        screen = await _open(app, pilot)
        table = screen.query_one(DataTable)
        keys = [str(row.value) for row in table.rows]
        assert keys[:4] == ["ansel", "corvin", "maren", "tamsin"]
        assert "drowned-deacon" in keys  # an NPC in the scene in play
        assert "GM pool" in _text(screen, "#fate-pool") and "3" in _text(screen, "#fate-pool")
        assert "Nothing owed" in _text(screen, "#fate-payouts")

        # A refusal that cannot be paid is not offered. Bug: "Refuse: Corvin Ashgrave pays 1
        # (holds 0)" was offered though it cannot be paid.
        table.move_cursor(row=table.get_row_index("tamsin"))
        await pilot.press("minus")  # Tamsin's last fate point
        await pilot.pause()
        assert saved(campaign).characters["tamsin"].fate_points == 0
        await pilot.press("c")
        await choose(pilot, "Tide Rising Through the Floor Stones")
        await choose(pilot, "gm")
        options = app.screen.query_one("OptionList")
        refuse = options.get_option("refuse")
        assert refuse.disabled and "not possible" in str(refuse.prompt)
        assert options.highlighted_option.id == "accept"
        await pilot.press("enter")
        await pilot.pause()
        assert saved(campaign).characters["tamsin"].fate_points == 1

        # A GM compel accepted gains a point in the file.
        before = saved(campaign).characters["maren"].fate_points
        table.move_cursor(row=table.get_row_index("maren"))
        await _compel(app, pilot, "The Church Wants Its Heretic Back", "gm", "accept")
        assert app.screen is screen
        assert saved(campaign).characters["maren"].fate_points == before + 1
        entries, _ = CampaignStore.load(campaign).log_entries()
        assert entries[-1].kind == "compel" and "accepts" in entries[-1].text
        assert "accepts a compel" in _text(screen, "#fate-message")

        # A compel refused costs a point, and a player proposing it pays (Tamsin holds 1 again).
        state = saved(campaign)
        maren, tamsin = (
            state.characters["maren"].fate_points,
            state.characters["tamsin"].fate_points,
        )
        table.move_cursor(row=table.get_row_index("maren"))
        await _compel(app, pilot, "Knee-Deep Grey Water", "tamsin", "refuse")
        after = saved(campaign)
        assert after.characters["maren"].fate_points == maren - 1
        assert after.characters["tamsin"].fate_points == tamsin - 1

        # Escape withdraws a compel without moving points.
        before = saved(campaign).characters["ansel"].fate_points
        table.move_cursor(row=table.get_row_index("ansel"))
        await pilot.press("c")
        await choose(pilot, "Tangled in Weed and Rope")
        await choose(pilot, "gm")
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and "withdrawn" in _text(screen, "#fate-message")
        assert saved(campaign).characters["ansel"].fate_points == before

        # Award, spend and the GM's pool.
        state = saved(campaign)
        before, pool = state.characters["corvin"].fate_points, state.current_scene.gm_pool
        table.move_cursor(row=table.get_row_index("corvin"))
        await pilot.press("plus", "plus", "minus", "g")
        await pilot.pause()
        after = saved(campaign)
        assert after.characters["corvin"].fate_points == before + 1
        assert after.current_scene.gm_pool == pool - 1
        await pilot.press("p")
        await pilot.pause()
        assert saved(campaign).current_scene.gm_pool == pool

        # The GM's pool is set at the scene's start.
        await pilot.press("o")
        await pilot.pause()
        field = app.screen.query_one("#prompt-input")
        assert field.value == "4"  # one per PC in the scene
        field.value = "6"
        await pilot.press("enter")
        await pilot.pause()
        assert saved(campaign).current_scene.gm_pool == 6

        # N opens the end of the session (fate points are refreshed when the session ends:
        # tests/ui/test_campaign_life.py).
        await pilot.press("N")
        await pilot.pause()
        assert isinstance(app.screen, SessionEndScreen)


async def test_pending_payouts_are_listed_with_when_they_fall_due(campaign):
    scene = campaign / "scenes" / "drowned-chapel.toml"
    scene.write_text(scene.read_text().replace("gm_pool = 3\n", PAYOUT), encoding="utf-8")
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _open(app, pilot)
        payouts = _text(screen, "#fate-payouts")
        assert "Ansel" in payouts and "+1" in payouts and "when the conflict ends" in payouts
        owed = screen.query_one(DataTable).get_cell("ansel", "owed")
        assert str(owed) == "+1"


@pytest.fixture
def sotc(tmp_path):
    target = tmp_path / "brass-leviathan"
    shutil.copytree(CAMPAIGNS / "brass-leviathan", target)
    return target


async def test_payouts_owed_to_npcs_are_listed_as_going_to_the_gm_pool(campaign):
    """A concession in the running conflict and a hostile invoke owed to an NPC: the list
    says where the points will go, as the conflict's end will log it."""
    from fate_tui.campaign.controller import Controller
    from fate_tui.campaign.intents import conflicts

    scene = campaign / "scenes" / "drowned-chapel.toml"
    payout = PAYOUT.replace('to = "ansel"', 'to = "drowned-deacon"')
    scene.write_text(scene.read_text().replace("gm_pool = 3\n", payout), encoding="utf-8")
    ctl = Controller(CampaignStore.load(campaign))
    conflicts.start(ctl, {"The crew": ["maren"], "The church": ["sister-ilse"]})
    conflicts.concede(ctl, "sister-ilse")
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _open(app, pilot)
        payouts = _text(screen, "#fate-payouts").splitlines()
        assert "The GM's pool +1" in payouts[0] and "for Sister Ilse: concession" in payouts[0]
        assert "when the conflict ends" in payouts[0]
        assert "The GM's pool +1" in payouts[1] and "for the Drowned Deacon" in payouts[1]
        table = screen.query_one(DataTable)
        assert str(table.get_cell("drowned-deacon", "owed")) == "+1 to the GM"


async def test_sotc_compels_escalate_and_the_gambling_man_starts_at_2(sotc):
    # Lucky Donnelly has the Gambling Man stunt; Brick's compel does not involve it.
    lucky = sotc / "characters" / "lucky-donnelly.toml"
    stunt = '[[stunts]]\nname = "Gambling Man"\n\n[[stunts]]'
    lucky.write_text(lucky.read_text().replace("[[stunts]]", stunt, 1))
    app = make_app(sotc, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        # A SotC compel escalates before the refusal.
        before = saved(sotc).characters["brick-okonedo"].fate_points
        screen = await _open(app, pilot, "brick-okonedo")
        await pilot.press("c")
        await pilot.pause()
        first_aspect = app.screen.query_one("OptionList").get_option_at_index(0).id
        await choose(pilot, first_aspect)
        await choose(pilot, "gm")
        await choose(pilot, "escalate")
        assert "escalates to 2" in _text(screen, "#fate-message")
        await choose(pilot, "refuse")
        assert saved(sotc).characters["brick-okonedo"].fate_points == before - 2

        # sotc L1072: Gambling Man starts a compel on the gambling at 2, "any compels that
        # involve his gambling start at 2 fate points".
        before = saved(sotc).characters["lucky-donnelly"].fate_points
        table = screen.query_one(DataTable)
        table.move_cursor(row=table.get_row_index("lucky-donnelly"))
        await pilot.press("c")
        await pilot.pause()
        first_aspect = app.screen.query_one("OptionList").get_option_at_index(0).id
        await choose(pilot, first_aspect)
        await choose(pilot, "gm")
        await pilot.press("y")  # it is about his gambling
        await pilot.pause()
        options = app.screen.query_one("OptionList")
        assert "gains 2" in str(options.get_option("accept").prompt)
        await choose(pilot, "accept")
        assert saved(sotc).characters["lucky-donnelly"].fate_points == before + 2
