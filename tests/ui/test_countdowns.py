"""Countdown tracks on the Table by keys: a new campaign track, shown and hidden, marked to
its outcome with the highlight staying on it, unmarked, edited and removed; a scene's track
offered when a conflict's exchange ends. Asserting on the campaign files afterwards."""

import tomllib

import pytest
from textual.widgets import OptionList

from fate_tui.campaign.intents import conflicts
from fate_tui.cli import make_app
from fate_tui.ui.dialogs.choose import Choose
from fate_tui.ui.players.players_panels import PlayersPanel
from fate_tui.ui.widgets.countdown_list import CountdownList
from fate_tui.ui.widgets.key_footer import KeyFooter
from tests.ui.conftest import (
    answer,
    choose,
    loaded,
    notifications,
    pick_sides,
    press,
    saved,
    screen_lines,
)

NAME = "The Bell Tolls"


def _track(folder, name: str = NAME, where: str = "campaign.toml") -> dict | None:
    data = tomllib.loads((folder / where).read_text())
    return next((cd for cd in data.get("countdowns", []) if cd["name"] == name), None)


async def _highlight(pilot, name: str) -> CountdownList:
    tracks = pilot.app.screen.query_one(CountdownList)
    tracks.focus()
    tracks.highlighted = tracks.get_option_index(name)
    await pilot.pause()
    return tracks


@pytest.mark.long_running
async def test_a_campaign_countdown_made_shown_marked_to_its_outcome_and_removed(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        # Regression: until the list was focused no track was highlighted, and t said
        # "Highlight a countdown first" with a countdown on screen; t ticks the first now.
        assert app.screen.query_one(CountdownList).selected == "The Causeway Floods"
        await press(pilot, "t")
        assert _track(campaign, "The Causeway Floods", "scenes/drowned-chapel.toml")["marked"] == 3
        await press(pilot, "tab", "tab", "tab")  # aspects, zones, cast, countdowns
        tracks = app.screen.query_one(CountdownList)
        assert app.screen.focused is tracks and tracks.selected == "The Causeway Floods"
        await _highlight(pilot, "The Causeway Floods")
        await press(pilot, "T")
        await choose(pilot, "new")
        await choose(pilot, "campaign")
        await answer(pilot, NAME)
        await answer(pilot, "3")
        await answer(pilot, "the hymn is sung; the tide turns; midnight")
        await answer(pilot, "The drowned rise")
        track = _track(campaign)
        assert track["boxes"] == 3 and track["marked"] == 0
        assert track["box_triggers"] == ["the hymn is sung", "the tide turns", "midnight"]

        tracks = await _highlight(pilot, NAME)
        assert tracks.border_subtitle == "campaign · next: the hymn is sung"
        await press(pilot, "T")
        await choose(pilot, "tell")
        assert _track(campaign)["revealed"] and _track(campaign)["outcome_revealed"]
        await press(pilot, "T")
        await choose(pilot, "hide")
        assert not _track(campaign)["revealed"] and not _track(campaign)["outcome_revealed"]

        for _ in range(3):
            await press(pilot, "t")
            assert tracks.selected == NAME  # the highlight stays on the track
        assert _track(campaign)["marked"] == 3
        assert "The Bell Tolls is complete: The drowned rise" in notifications(app)

        await press(pilot, "T")
        await choose(pilot, "unmark")
        assert _track(campaign)["marked"] == 2
        # + and - act on the focused countdown, not on the character highlighted in the cast.
        points = saved(campaign).characters
        screen_lines(app)  # the footer places its keys as it is drawn: draw the screen
        shown = [entry.description for entry, _, _, _ in app.screen.query_one(KeyFooter).placed]
        assert "Mark box" in shown and "Clear box" in shown and "+FP" not in shown
        await press(pilot, "minus")
        assert _track(campaign)["marked"] == 1
        await press(pilot, "plus")
        assert _track(campaign)["marked"] == 2 and saved(campaign).characters == points

        await press(pilot, "T")
        await choose(pilot, "edit")
        await answer(pilot, NAME)
        await answer(pilot, "5")
        await answer(pilot, "every exchange")
        await answer(pilot, "The drowned rise")
        track = _track(campaign)
        assert track["boxes"] == 5 and track["marked"] == 2
        assert track["trigger"] == "every exchange" and "box_triggers" not in track

        await press(pilot, "T")
        await choose(pilot, "remove")
        await press(pilot, "enter")
        assert _track(campaign) is None


SLEEPER = "The Sleeper Turns Over"  # the Ashen Coast's hidden campaign track, 1 of 4 marked
RISE = "The Cinder Reefs rise, and every bell on the coast rings at once"


async def _players_countdowns(pilot) -> str:
    """The countdowns panel of the players' view, as the GM's preview (P) shows it."""
    await press(pilot, "P")
    text = str(pilot.app.screen.query_one("#players-countdowns", PlayersPanel).render())
    await press(pilot, "escape")
    return text


async def test_a_track_filled_when_an_exchange_ends_announces_its_outcome(campaign):
    """The box offered at the end of an exchange is marked as `t` marks it: when it is the
    last one, the outcome is announced, not only logged."""
    scene_path = campaign / "scenes" / "drowned-chapel.toml"
    scene_path.write_text(scene_path.read_text().replace("marked = 2", "marked = 5", 1))
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        sides = {"The PCs": ["maren"], "The drowned": ["drowned-deacon"]}
        conflicts.start(app.controller, sides, first="maren")
        await press(pilot, "greater_than_sign")  # the Deacon, the only one left: no picker
        await press(pilot, "greater_than_sign")  # everyone has acted: a new exchange
        await choose(pilot, "maren")
        await choose(pilot, "The Causeway Floods")
        await choose(pilot, "-")
        assert _track(campaign, "The Causeway Floods", "scenes/drowned-chapel.toml")["marked"] == 6
        outcome = "The causeway is under water: stay until the next low tide, or swim"
        assert f"The Causeway Floods is complete: {outcome}" in notifications(app)


def option_ids(app) -> list[str]:
    """The ids of the options of the list on top."""
    return [o.id for o in app.screen.query_one(OptionList).options]


def _highlighted(app) -> str:
    """The id of the highlighted option of the list on top."""
    options = app.screen.query_one(OptionList)
    return options.get_option_at_index(options.highlighted).id


async def _a_track_shown_to_the_players(app, pilot, campaign) -> None:
    assert SLEEPER not in await _players_countdowns(pilot)
    await _highlight(pilot, SLEEPER)
    await press(pilot, "T")
    await choose(pilot, "show")  # the track, not what it counts down to
    await press(pilot, "t", "t", "t")
    assert f"{SLEEPER} is complete: {RISE}" in notifications(app)
    track = _track(campaign, SLEEPER)
    assert track["marked"] == 4 and track["revealed"] is True
    assert not track.get("outcome_revealed")
    shown = await _players_countdowns(pilot)
    assert f"{SLEEPER}  ■■■■ 4/4" in shown and RISE not in shown

    # The GM tells the players what has come to pass.
    await _highlight(pilot, SLEEPER)
    await press(pilot, "T")
    await choose(pilot, "tell")
    assert _track(campaign, SLEEPER)["outcome_revealed"] is True
    assert f"then: {RISE}" in await _players_countdowns(pilot)


async def _a_scene_countdown_offered_when_an_exchange_ends(app, pilot, campaign) -> None:
    scene_file = "scenes/drowned-chapel.toml"
    before = _track(campaign, "The Causeway Floods", scene_file)["marked"]
    await press(pilot, "C")
    await choose(pilot, "physical")
    await choose(pilot, "pick")
    await pick_sides(pilot, {"maren": "pcs", "drowned-deacon": "them"})
    await choose(pilot, "maren")
    await press(pilot, "greater_than_sign")  # the Deacon, the only one left: no picker
    await press(pilot, "greater_than_sign")  # everyone has acted: a new exchange
    await choose(pilot, "maren")
    # Offered and highlighted: its trigger is each exchange. Asked once per track: once
    # marked, the question comes back at "No" without it (a second Enter marked it twice).
    assert _highlighted(app) == "The Causeway Floods"
    await press(pilot, "enter")
    assert isinstance(app.screen, Choose) and _highlighted(app) == "-"
    assert "The Causeway Floods" not in option_ids(app)
    await press(pilot, "enter")  # and nothing else
    after = _track(campaign, "The Causeway Floods", scene_file)["marked"]
    assert after == before + 1


async def test_countdowns_shown_to_the_players_offered_at_an_exchange_and_asked_in_view(campaign):
    from fate_tui.campaign.intents import countdowns
    from fate_tui.rules.countdown import Countdown

    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # A track shown to the players fills there and its outcome shows once told.
        await _a_track_shown_to_the_players(app, pilot, campaign)

        # A scene countdown is offered when an exchange ends (at 80x24).
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await _a_scene_countdown_offered_when_an_exchange_ends(app, pilot, campaign)
        conflicts.end(app.controller, force=True)
        await pilot.pause()

        # At 80x24 the countdown asked about is in view. Found at the table: at a scene's end
        # the highlighted countdown was below the edge of the list. Many campaign tracks, the
        # due one last: it is scrolled into view.
        for n in range(12):
            countdowns.add(app.controller, Countdown(f"Rumour {n}", 4), campaign=True)
        due = Countdown("The Last Bell", 4, triggers=("each scene",))
        countdowns.add(app.controller, due, campaign=True)
        await press(pilot, "x", "y")
        assert _highlighted(app) == "The Last Bell"
        assert any("The Last Bell" in line for line in screen_lines(app))
