"""The campaign's life by keyboard: ending a scene, two sessions with milestones and an arc
with breakthroughs on every bundled rule set, downtime, GM overrides, the campaign view and
its optional-rule switches. Asserts on the files afterwards.

Seeds: fate-condensed-srd.txt L872-918 (recovery, milestones, breakthroughs), L246-252
(refresh); fate-core-actions-and-conflicts.txt L592-612; fate-accelerated.txt L344-356;
spirit-of-the-century-srd.txt L439-446 (downtime).
"""

import random
import shutil
import tomllib

import pytest
from textual.widgets import Checkbox, Input, OptionList

from fate_tui.cli import make_app
from fate_tui.rules.campaign_life import advances_at
from fate_tui.rules.derived import refresh
from fate_tui.rules.dice import DECK_SIZE, DeckOfFate
from fate_tui.rules.ruleset import Period
from fate_tui.rules.story import ArcStatus
from fate_tui.ui.characters.treatment_roll import TreatmentRoll
from fate_tui.ui.dialogs.choose import Choose
from fate_tui.ui.dialogs.summary import Summary
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.screens.arc_end import ArcEndScreen
from fate_tui.ui.screens.campaign_view import CampaignViewScreen
from fate_tui.ui.screens.session_end import SessionEndScreen
from fate_tui.ui.screens.sheet import SheetScreen
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.widgets.sheet_harm import SheetHarm
from tests.campaign.conftest import snapshot
from tests.effort import sweep
from tests.ui.conftest import CAMPAIGNS, answer, choose, loaded, notifications, press, saved

DAY = "2026-11-20"


def _copy(tmp_path, name):
    target = tmp_path / name
    shutil.copytree(CAMPAIGNS / name, target)
    return target


def _files(folder) -> dict[str, bytes]:
    return {k: v for k, v in snapshot(folder).items() if not k.startswith("log/")}


def _log(folder) -> str:
    return "\n".join(p.read_text() for p in sorted((folder / "log").glob("*.toml")))


def _summary_lines(app) -> str:
    return "\n".join(str(s.render()) for s in app.screen.query(".summary-line"))


async def _no_countdowns(pilot) -> None:
    """Say no to every countdown the end of a scene or session offers."""
    while isinstance(pilot.app.screen, Choose):
        await press(pilot, "escape")


async def _end_scene(pilot) -> str:
    """From the confirm of a scene's end: end it; the summary's lines."""
    app = pilot.app
    assert isinstance(app.screen, Summary) and app.screen._confirm
    await press(pilot, "y")
    await _no_countdowns(pilot)
    assert isinstance(app.screen, Summary) and not app.screen._confirm
    lines = _summary_lines(app)
    await press(pilot, "enter")
    await _no_countdowns(pilot)
    return lines


async def _end_session(pilot, summary: str, arc_ends: bool) -> str:
    """On the end-of-session screen: type the summary and end it; what it did."""
    app = pilot.app
    screen = app.screen
    assert isinstance(screen, SessionEndScreen)
    screen.query_one("#session-date", Input).value = DAY
    screen.query_one("#session-summary").text = summary
    await press(pilot, "ctrl+o")
    if app.controller.state.current_scene is not None:
        await _end_scene(pilot)
    assert isinstance(app.screen, Summary) and app.screen._confirm
    await press(pilot, "y")
    done = _summary_lines(app)
    await press(pilot, "enter")
    await _no_countdowns(pilot)
    if app.controller.state.story.active_arc is not None:
        assert isinstance(app.screen, Summary)  # does the arc end too?
        # Regression: every rule set was told of "each PC's breakthrough", Condensed's word;
        # the others' arcs give a significant or major milestone.
        ruleset = app.controller.state.ruleset
        kinds = " or ".join(advances_at(ruleset, Period.ARC))
        assert f"Next: each PC's {kinds}, the arc's record" in _summary_lines(app)
        assert ("breakthrough" in kinds) == (ruleset.name == "condensed")
        await press(pilot, "y" if arc_ends else "n")
    return done


async def _rewrite_first_aspect(pilot, new: str) -> None:
    """On an advance screen: the highlighted PC rewrites their first aspect (the focus starts
    in the first field: Enter on the milestones' list)."""
    pilot.app.screen.query_one("#advance-list", OptionList).focus()
    await press(pilot, "enter")
    await choose(pilot, "rewrite_aspect")
    listing = pilot.app.screen.query_one(OptionList)
    listing.highlighted = 0
    await press(pilot, "enter")
    await answer(pilot, new)


# Sessions and arcs on every rule set -------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    sweep(
        ["ashen-coast", "glasshouse-heist", "windward-post", "brass-leviathan"],
        everyday=["ashen-coast", "brass-leviathan"],
    ),
)
async def test_two_sessions_and_an_arc_by_keyboard(tmp_path, name):
    """By default on Condensed (a milestone a session, a breakthrough at the arc's end) and
    Spirit of the Century (the published minor, significant and major milestones, and its own
    refresh): the two ways an arc's advances are worked out (`advances_at`). Core and
    Accelerated take the same published milestones on this path as Spirit of the Century;
    FATE_FULL_SWEEPS=1 plays them too."""
    folder = _copy(tmp_path, name)
    before = saved(folder)
    session = before.story.current_session
    arc = before.story.active_arc
    first_pc = sorted(before.pcs, key=lambda c: c.name)[0]
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "N")
        await _rewrite_first_aspect(pilot, "Older and Wiser")
        done = await _end_session(pilot, "The crew came ashore.", arc_ends=False)
        assert "rewrites" in done
        assert isinstance(app.screen, TableScreen)

        await press(pilot, "N")
        await _end_session(pilot, "The harbour burned.", arc_ends=True)
        screen = app.screen
        assert isinstance(screen, ArcEndScreen)
        screen.query_one("#arc-summary").text = "It ended in fire."
        screen.query_one("#next-title", Input).value = "Ash Tide"
        screen.query_one("#next-aspects", Input).value = "The Sea Is Rising; Bells Ring"
        milestones = [str(o.prompt) for o in screen.query_one("#advance-list", OptionList).options]
        await press(pilot, "ctrl+o", "y")
        assert "The arc 'Ash Tide' begins" in _summary_lines(app)
        # Behind the summary the milestones stay as they were taken: worked out again on the
        # sheets they changed, a breakthrough's saved skill point read "2 saved".
        behind = [str(o.prompt) for o in screen.query_one("#advance-list", OptionList).options]
        assert behind == milestones
        await press(pilot, "enter")
        assert isinstance(app.screen, TableScreen)

    after = saved(folder)
    story = after.story
    records = {r.number: r for r in story.sessions}
    assert records[session].summary == "The crew came ashore."
    assert records[session].date == DAY
    assert records[session + 1].summary == "The harbour burned."
    assert story.current_session == session + 2
    assert any("Older and Wiser" in line for line in records[session].advances)
    assert after.characters[first_pc.id].aspect("Older and Wiser") is not None
    for pc in after.pcs:
        assert pc.fate_points >= refresh(pc, after.ruleset)
    ended = next(a for a in story.arcs if a.id == arc.id)
    assert ended.status is ArcStatus.DONE and ended.summary == "It ended in fire."
    assert ended.sessions[-2:] == (session, session + 1)
    assert story.active_arc.title == "Ash Tide"
    assert [a.name for a in story.active_arc.aspects] == ["The Sea Is Rising", "Bells Ring"]
    written = tomllib.loads((folder / "campaign.toml").read_text())
    assert "It ended in fire." in str(written)


async def test_a_scene_ends_then_a_session_end_is_refused_a_second_change_and_undone(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # Ending a scene asks, says what it did and offers the countdowns.
        await press(pilot, "x")
        asked = _summary_lines(app)
        assert "Corvin Ashgrave: stress cleared (2 boxes, physical)" in asked
        await press(pilot, "n")  # not by accident: nothing changed
        assert saved(campaign).story.current_scene == "drowned-chapel"

        await press(pilot, "x", "y")
        await choose(pilot, "The Causeway Floods")  # the scene's own track: its trigger came
        await choose(pilot, "The Tithe Fleet Returns")  # and the campaign's
        await press(pilot, "escape")
        did = _summary_lines(app)
        assert "Tamsin Reed: the mild consequence 'Strapped-Up Ankle' clears" in did
        assert "The next scene's GM pool" in did
        await press(pilot, "enter")
        # The tide keeps rising: that aspect lasts into a new scene; the others end.
        await choose(pilot, "Tide Rising Through the Floor Stones")
        await choose(pilot, "+")
        await answer(pilot, "The Flooded Crypt")
        await press(pilot, "escape")
        assert isinstance(app.screen, TableScreen)
        state = saved(campaign)
        assert state.story.current_scene is None
        crypt = state.scenes["the-flooded-crypt"]
        assert [a.name for a in crypt.aspects] == ["Tide Rising Through the Floor Stones"]
        fleet = next(c for c in state.story.countdowns if c.name == "The Tithe Fleet Returns")
        assert fleet.marked == 4
        causeway = next(c for c in state.scenes["drowned-chapel"].countdowns)
        assert causeway.name == "The Causeway Floods" and causeway.marked == 3
        assert "Corvin Ashgrave: stress cleared (2 boxes, physical)" in _log(campaign)

        # A second change on a milestone is refused with the reason.
        await press(pilot, "N")
        await _rewrite_first_aspect(pilot, "One")
        await _rewrite_first_aspect(pilot, "Two")
        screen = app.screen
        row = str(screen.query_one("#advance-list", OptionList).get_option_at_index(0).prompt)
        assert "✗" in row
        assert any("milestone" in n for n in notifications(app, "warning"))
        await press(pilot, "ctrl+o")
        assert isinstance(app.screen, Summary)
        assert "Ansel Wick" in _summary_lines(app)  # these advances are not allowed yet
        await press(pilot, "escape")
        assert saved(campaign).story.current_session == 7  # nothing ended
        await press(pilot, "backspace")  # take the second change back: allowed again
        row = str(screen.query_one("#advance-list", OptionList).get_option_at_index(0).prompt)
        assert "✓" in row
        await press(pilot, "escape")  # the session end left unsaved
        assert isinstance(app.screen, TableScreen)

        # Undo of a whole session end restores every file.
        files = _files(campaign)
        await press(pilot, "N")
        await _rewrite_first_aspect(pilot, "Older and Wiser")
        await _end_session(pilot, "Ashore.", arc_ends=False)
        assert _files(campaign) != files
        await press(pilot, "u")
        assert _files(campaign) == files


async def test_a_cliffhanger_keeps_fate_points_and_sotc_sessions_can_run_straight_on(tmp_path):
    """Spirit of the Century: a session ended on a cliffhanger keeps the fate points, and
    downtime (spirit-of-the-century-srd.txt L439-446) moves the recovery on."""
    folder = _copy(tmp_path, "brass-leviathan")
    before = saved(folder)
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "N")
        app.screen.query_one("#session-refresh", Checkbox).value = False
        app.screen.query_one("#session-back-to-back", Checkbox).value = True
        await _end_session(pilot, "Cliffhanger.", arc_ends=False)
        after = saved(folder)
        for pc in before.pcs:
            assert after.characters[pc.id].fate_points == pc.fate_points

        # Downtime moves the recovery on where the rule set has it.
        assert isinstance(app.screen, TableScreen)
        await press(pilot, "A", "d")
        assert isinstance(app.screen, Summary)
        await press(pilot, "y")
        assert isinstance(app.screen, Summary)
        assert app.screen._title == "Downtime: several hours of rest"
        await press(pilot, "enter")
    assert "Downtime: several hours of rest" in _log(folder)


async def test_a_bad_session_date_is_refused_with_what_is_allowed(tmp_path):
    folder = _copy(tmp_path, "windward-post")
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "x")
        await _end_scene(pilot)
        await press(pilot, "N")
        app.screen.query_one("#session-date", Input).value = "last tuesday"
        await press(pilot, "ctrl+o")
        assert any("'last tuesday' is not a date" in n for n in notifications(app, "error"))
        assert isinstance(app.screen, SessionEndScreen)
    assert saved(folder).story.current_session == 3


# The campaign view ------------------------------------------------------------------------


async def _to_the_table(pilot) -> None:
    while not isinstance(pilot.app.screen, TableScreen):
        await press(pilot, "escape")


async def test_the_campaign_view_its_rules_and_arcs_gm_overrides_and_the_deck(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # The campaign view shows the story and switches optional rules.
        await press(pilot, "A")
        screen = app.screen
        assert isinstance(screen, CampaignViewScreen)
        story = str(screen.query_one("#campaign-story-text").render())
        assert "Salt and Smoke" in story
        now = str(screen.query_one("#campaign-now-text").render())
        assert "Strapped-Up Ankle" in now and "The Tithe Fleet Returns" in now
        listing = screen.query_one("#campaign-options", OptionList)
        listing.highlighted = listing.get_option_index("weapon_armor")
        await press(pilot, "enter")
        assert "[x]" in str(listing.get_option("weapon_armor").prompt)
        listing.highlighted = listing.get_option_index("extreme_consequences")
        await press(pilot, "enter")
        await press(pilot, "d")  # Condensed has no downtime: the key does nothing
        assert isinstance(app.screen, CampaignViewScreen)
        text = (campaign / "campaign.toml").read_text()
        assert tomllib.loads(text)["options"] == ["weapon_armor"]
        assert "# Optional rules from Fate Condensed, switched on by name." in text  # kept
        assert saved(campaign).ruleset.uses("weapon_armor")
        await _to_the_table(pilot)

        # A GM override from the sheet is flagged in the log.
        app.push_screen(SheetScreen(character_id="tamsin"))
        await pilot.pause()
        before = refresh(saved(campaign).characters["tamsin"], saved(campaign).ruleset)
        await press(pilot, "G")
        await choose(pilot, "refresh_up")
        await press(pilot, "G")
        await choose(pilot, "raise")
        await choose(pilot, "Notice")
        state = saved(campaign)
        tamsin = state.characters["tamsin"]
        assert refresh(tamsin, state.ruleset) == before + 1
        log = _log(campaign)
        assert "GM override: Tamsin Reed refresh" in log
        assert "GM override: Tamsin Reed raises Notice" in log
        assert "gm_override = true" in log
        await _to_the_table(pilot)

        # An arc begins and ends from the campaign view.
        await press(pilot, "A", "B")
        assert "being played" in notifications(app)[-1]
        await press(pilot, "E")
        assert isinstance(app.screen, ArcEndScreen)
        await press(pilot, "ctrl+o")
        await _end_scene(pilot)
        await press(pilot, "y", "enter")
        assert isinstance(app.screen, CampaignViewScreen)
        assert saved(campaign).story.active_arc is None
        await press(pilot, "B")
        await answer(pilot, "The Deep Choir")
        await answer(pilot, "Bells Under the Water")
        arc = saved(campaign).story.active_arc
        assert arc.title == "The Deep Choir"
        assert [a.name for a in arc.aspects] == ["Bells Under the Water"]
        await _to_the_table(pilot)

        # The Deck of Fate switched on becomes the app's dice.
        app.rng = random.Random(9)
        await press(pilot, "A")
        listing = app.screen.query_one("#campaign-options", OptionList)
        listing.highlighted = listing.get_option_index("deck_of_fate")
        await press(pilot, "enter", "escape")
        app.push_screen(RollDialog(character_id="tamsin"))
        await press(pilot, "r")
        dealt = DeckOfFate.shuffled(random.Random(9)).remaining
        assert app.screen.session.roll.dice == dealt[0]
        assert app.deck.size == DECK_SIZE - 1
    # The pile is kept in the campaign: started again, the app draws on from it, no reshuffle.
    assert (campaign / "deck.toml").is_file()
    again = make_app(campaign, watch_interval=None)
    async with again.run_test(size=(120, 40)) as pilot:
        await loaded(again, pilot)
        again.rng = random.Random(1)
        again.push_screen(RollDialog(character_id="tamsin"))
        await press(pilot, "r")
        assert again.screen.session.roll.dice == dealt[1]


async def test_a_marked_condition_is_treated_from_the_sheet(campaign):
    """fate-condensed-srd.txt L1099: conditions recover just like consequences of their
    severity; Hurt is mild, so its treatment is an overcome at Fair (+2) (L876)."""
    toml = campaign / "campaign.toml"
    toml.write_text(
        toml.read_text().replace('options = ["extreme_consequences"]', 'options = ["conditions"]')
    )
    sheet = campaign / "characters" / "ansel.toml"
    text = sheet.read_text().replace("[skills]", "conditions = { Hurt = 1 }\n\n[skills]", 1)
    sheet.write_text(text)
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        app.push_screen(SheetScreen(character_id="ansel"))
        await pilot.pause()
        harm = app.screen.query_one(SheetHarm)
        row = str(harm.get_option("condition:Hurt").prompt.columns[1]._cells[0])
        assert "needs treatment: overcome at Fair (+2)" in row
        harm.focus()
        harm.highlighted = harm.get_option_index("condition:Hurt")
        await press(pilot, "v")
        await choose(pilot, "maren")
        roll = app.screen
        assert isinstance(roll, TreatmentRoll) and roll.session.roll.difficulty == 2
        await press(pilot, "p")
        await answer(pilot, "0000")
        await press(pilot, "enter")
        assert isinstance(app.screen, SheetScreen)
    ansel = saved(campaign).characters["ansel"]
    assert ansel.conditions_marked == {"Hurt": 1} and "Hurt" in ansel.conditions_recovering
    assert "Ansel Wick's condition 'Hurt' begins to recover" in _log(campaign)
