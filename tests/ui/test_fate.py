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


async def test_the_screen_lists_pcs_and_npcs_with_the_gm_pool(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _open(app, pilot)
        keys = [str(row.value) for row in screen.query_one(DataTable).rows]
        assert keys[:4] == ["ansel", "corvin", "maren", "tamsin"]
        assert "drowned-deacon" in keys  # an NPC in the scene in play
        assert "GM pool" in _text(screen, "#fate-pool") and "3" in _text(screen, "#fate-pool")
        assert "Nothing owed" in _text(screen, "#fate-payouts")


async def test_a_gm_compel_accepted_gains_a_point_in_the_file(campaign):
    before = saved(campaign).characters["maren"].fate_points
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _open(app, pilot, "maren")
        await _compel(app, pilot, "The Church Wants Its Heretic Back", "gm", "accept")
        assert app.screen is screen
        assert saved(campaign).characters["maren"].fate_points == before + 1
        entries, _ = CampaignStore.load(campaign).log_entries()
        assert entries[-1].kind == "compel" and "accepts" in entries[-1].text
        assert "accepts a compel" in _text(screen, "#fate-message")


async def test_a_compel_refused_costs_a_point_and_a_player_proposer_pays(campaign):
    state = saved(campaign)
    maren, tamsin = state.characters["maren"].fate_points, state.characters["tamsin"].fate_points
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await _open(app, pilot, "maren")
        await _compel(app, pilot, "Knee-Deep Grey Water", "tamsin", "refuse")
        after = saved(campaign)
        assert after.characters["maren"].fate_points == maren - 1
        assert after.characters["tamsin"].fate_points == tamsin - 1


async def test_a_refusal_that_cannot_be_paid_is_not_offered(campaign):
    """Bug: "Refuse: Corvin Ashgrave pays 1 (holds 0)" was offered though it cannot be paid."""
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await _open(app, pilot, "tamsin")
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


async def test_escape_withdraws_a_compel_without_moving_points(campaign):
    before = saved(campaign).characters["ansel"].fate_points
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _open(app, pilot, "ansel")
        await pilot.press("c")
        await choose(pilot, "Tangled in Weed and Rope")
        await choose(pilot, "gm")
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and "withdrawn" in _text(screen, "#fate-message")
        assert saved(campaign).characters["ansel"].fate_points == before


async def test_award_spend_and_the_gm_pool(campaign):
    state = saved(campaign)
    before, pool = state.characters["corvin"].fate_points, state.current_scene.gm_pool
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await _open(app, pilot, "corvin")
        await pilot.press("plus", "plus", "minus", "g")
        await pilot.pause()
        after = saved(campaign)
        assert after.characters["corvin"].fate_points == before + 1
        assert after.current_scene.gm_pool == pool - 1
        await pilot.press("p")
        await pilot.pause()
        assert saved(campaign).current_scene.gm_pool == pool


async def test_the_gm_pool_is_set_at_the_scene_start(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await _open(app, pilot)
        await pilot.press("o")
        await pilot.pause()
        field = app.screen.query_one("#prompt-input")
        assert field.value == "4"  # one per PC in the scene
        field.value = "6"
        await pilot.press("enter")
        await pilot.pause()
        assert saved(campaign).current_scene.gm_pool == 6


async def test_n_opens_the_end_of_the_session(campaign):
    """Fate points are refreshed when the session ends (tests/ui/test_campaign_life.py)."""
    from fate_tui.ui.screens.session_end import SessionEndScreen

    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await _open(app, pilot)
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


async def test_a_sotc_compel_escalates_before_the_refusal(sotc):
    before = saved(sotc).characters["brick-okonedo"].fate_points
    app = make_app(sotc, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
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


async def test_sotc_L1072_gambling_man_starts_a_compel_on_the_gambling_at_2(sotc):
    # "any compels that involve his gambling start at 2 fate points"
    lucky = sotc / "characters" / "lucky-donnelly.toml"
    stunt = '[[stunts]]\nname = "Gambling Man"\n\n[[stunts]]'
    lucky.write_text(lucky.read_text().replace("[[stunts]]", stunt, 1))
    before = saved(sotc).characters["lucky-donnelly"].fate_points
    app = make_app(sotc, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await _open(app, pilot, "lucky-donnelly")
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
