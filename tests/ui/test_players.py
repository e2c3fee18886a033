"""The players' view on screen: each bundled campaign's public items are drawn and its secrets
are not, a GM's reveal shows up at the next look at the files (and goes again when hidden),
the app never writes a file, and the GM's preview shows exactly the same."""

from __future__ import annotations

import asyncio
import io
import shutil
import socket
import urllib.request
from dataclasses import replace
from pathlib import Path

import pytest
from rich.console import Console
from textual.widgets import Static

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import contests, scenes
from fate_tui.campaign.players_feed import PlayersFeed
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.rules.contest import Side
from fate_tui.rules.countdown import hide, reveal
from fate_tui.rules.scene import SceneStatus
from fate_tui.ui.players import web_server
from fate_tui.ui.players.players_app import PlayersApp
from fate_tui.ui.players.players_panels import PlayersPanel
from fate_tui.ui.players.players_preview import PlayersPreviewScreen
from fate_tui.ui.players.players_sheet import PlayerSheetScreen
from tests.campaign.test_players_view import BUNDLED, hidden_items, public_items
from tests.ui.conftest import CAMPAIGNS, loaded, notifications, press

SIZE = (160, 150)  # tall enough that every panel is drawn in full


def copy_of(name: str, tmp_path: Path) -> Path:
    target = tmp_path / name
    shutil.copytree(CAMPAIGNS / name, target)
    return target


def screen_text(screen) -> str:
    """The text of every panel drawn on the screen (heading, panels, hint)."""
    return "\n".join(str(w.render()) for w in screen.query(Static) if w.display)


async def look(app, pilot) -> None:
    """One watch cycle: look at the files, and let the redraw happen."""
    app.poll()
    await app.workers.wait_for_complete()
    await pilot.pause()


def _shows_the_public_and_hides_the_secret(name: str, state, text: str) -> None:
    for item in public_items(state):
        if item.startswith("fate_points="):
            continue
        assert item in text, f"{name}: '{item}' is not on screen"
    for item in hidden_items(state):
        assert item not in text, f"{name}: '{item}' is on screen"


@pytest.mark.parametrize("name", [n for n in BUNDLED if n != "ashen-coast"])
async def test_the_view_of_each_campaign_shows_the_public_and_hides_the_secret(name, tmp_path):
    # Ashen Coast's view is checked at the start of the players' evening below.
    folder = copy_of(name, tmp_path)
    feed = PlayersFeed.open(folder)
    state = feed.store.state
    app = PlayersApp(feed, watch_interval=None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        _shows_the_public_and_hides_the_secret(name, state, screen_text(app.screen))


async def test_the_players_follow_reveals_read_a_sheet_and_leave_with_q(tmp_path):
    folder = copy_of("ashen-coast", tmp_path)
    gm = Controller(CampaignStore.load(folder))
    feed = PlayersFeed.open(folder)
    state = feed.store.state
    app = PlayersApp(feed, watch_interval=None)
    secret, track = "The Deacon Is the Chapel's Heart", "The Sleeper Turns Over"

    def set_track(change) -> None:
        story = gm.state.story
        countdowns = tuple(change(c) if c.name == track else c for c in story.countdowns)
        gm.apply("track shown or hidden", story=replace(story, countdowns=countdowns))

    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # The view shows Ashen Coast's public items and hides its secrets.
        _shows_the_public_and_hides_the_secret("ashen-coast", state, screen_text(app.screen))

        # A revealed aspect and track appear at the next look, and go when hidden.
        assert secret not in screen_text(app.screen)
        assert track not in screen_text(app.screen)
        scenes.set_hidden(gm, secret, False)
        set_track(reveal)
        await look(app, pilot)
        text = screen_text(app.screen)
        assert secret in text and track in text
        scenes.set_hidden(gm, secret, True)
        set_track(hide)
        await look(app, pilot)
        text = screen_text(app.screen)
        assert secret not in text and track not in text

        # Only the panels that changed are redrawn.
        before = {p.id: p.draws for p in app.screen.query(PlayersPanel)}
        await look(app, pilot)  # nothing changed on disk
        assert {p.id: p.draws for p in app.screen.query(PlayersPanel)} == before
        scenes.set_hidden(gm, "The Deacon Is the Chapel's Heart", False)
        await look(app, pilot)
        redrawn = {p.id for p in app.screen.query(PlayersPanel) if p.draws != before[p.id]}
        assert redrawn == {"players-aspects"}

        # A player reads a PC's whole sheet (on a smaller terminal).
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        await pilot.press("down", "down", "down", "enter")  # the fourth PC: Tamsin
        await pilot.pause()
        assert isinstance(app.screen, PlayerSheetScreen)
        assert app.screen.character_id == "tamsin"
        sections = app.screen.query("SheetSection")
        text = "\n".join(_plain(o.prompt) for section in sections for o in section.options)
        assert "Strapped-Up Ankle" in text
        await pilot.press("escape")
        assert not isinstance(app.screen, PlayerSheetScreen)

        # q leaves the players' app and the hint says so. Found at the table: q did nothing in
        # the players' window and no hint said how to leave (only Ctrl+Q did).
        await pilot.pause()
        assert "q quit" in str(app.screen.query_one("#players-hint").render())
        await pilot.press("q")
        await pilot.pause()
        assert app.return_code == 0  # the app is leaving


def tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


async def test_the_players_app_never_writes_a_file(tmp_path, monkeypatch):
    folder = copy_of("ashen-coast", tmp_path)
    workdir = tmp_path / "cwd"
    workdir.mkdir()
    monkeypatch.chdir(workdir)
    # A save the GM's app is making right now: its temp file is not the players' to remove.
    (folder / "characters" / ".maren.toml.k3j9x_2a.tmp").write_text('name = "Maren"\n')
    before = tree(folder)
    stamps = {p: p.stat().st_mtime_ns for p in folder.rglob("*")}
    app = PlayersApp(PlayersFeed.open(folder), watch_interval=None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        # Whatever a player (or a browser) sends: the keys the GM's app edits with, the
        # sheet's keys, and Textual's own palette with its screenshot command.
        await pilot.press("r", "u", "f", "a", "x", "z", "plus", "minus", "delete", "e")
        await pilot.press("c", "enter")
        await pilot.pause()
        assert isinstance(app.screen, PlayerSheetScreen)
        await pilot.press("enter", "x", "c", "plus", "delete", "R", "N", "o", "escape")
        await pilot.press("escape", "ctrl+p")
        await pilot.pause()
        await pilot.press(*"screenshot", "enter")
        await pilot.pause()
        await pilot.press("escape", "escape")
        await look(app, pilot)
    assert tree(folder) == before
    assert {p: p.stat().st_mtime_ns for p in folder.rglob("*")} == stamps
    assert list(workdir.iterdir()) == []


def _plain(renderable) -> str:
    console = Console(width=100, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text()


async def test_the_gm_previews_the_players_view_then_shares_it_in_browsers(campaign, monkeypatch):
    players = PlayersApp(PlayersFeed.open(campaign), watch_interval=None)
    async with players.run_test(size=SIZE) as pilot:
        await pilot.pause()
        theirs = {p.id: str(p.render()) for p in players.screen.query(PlayersPanel)}
    with socket.socket() as taken:  # another program holds the usual port
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        monkeypatch.setattr(web_server, "USUAL_PORT", taken.getsockname()[1])
        app = make_app(campaign, watch_interval=None)
        async with app.run_test(size=SIZE) as pilot:
            await loaded(app, pilot)
            # The GM's preview shows exactly what the players see.
            await pilot.press("P")
            await pilot.pause()
            assert isinstance(app.screen, PlayersPreviewScreen)
            mine = {p.id: str(p.render()) for p in app.screen.query(PlayersPanel)}
            assert mine == theirs
            # A GM's change shows in the preview at once.
            app.run_intent(scenes.set_hidden, "The Deacon Is the Chapel's Heart", False)
            await pilot.pause()
            assert "The Deacon Is the Chapel's Heart" in screen_text(app.screen)
            await pilot.press("escape")
            assert not isinstance(app.screen, PlayersPreviewScreen)

            # The GM shares the view in browsers and stops.
            await press(pilot, "P", "w")
            serving = app.players_server
            assert serving is not None and serving.server.port != web_server.USUAL_PORT
            url = serving.url
            assert url.endswith(f":{serving.server.port}/")
            assert f"Players' view on {url}" in notifications(app)
            assert url in screen_text(app.screen)
            local = f"http://127.0.0.1:{serving.server.port}/"
            page = await asyncio.to_thread(lambda: urllib.request.urlopen(local, timeout=30).read())
            assert b"fate-tui" in page
            await press(pilot, "w")
            assert app.players_server is None
            assert "Stopped serving the players' view" in notifications(app)
            assert url not in screen_text(app.screen)


async def test_a_scene_not_yet_begun_draws_no_empty_panel(tmp_path):
    folder = copy_of("ashen-coast", tmp_path)
    gm = Controller(CampaignStore.load(folder))
    scene = replace(gm.state.current_scene, status=SceneStatus.PREPARED)
    gm.apply("the scene is only prepared", scenes=[scene])
    app = PlayersApp(PlayersFeed.open(folder), watch_interval=None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not app.screen.query_one("#players-zones").display
        assert not app.screen.query_one("#players-npcs").display
        assert "about to begin" in screen_text(app.screen)
        story = gm.state.story
        arcs = tuple(replace(arc, aspects=()) for arc in story.arcs)
        story = replace(story, setting_aspects=(), arcs=arcs)
        gm.apply("no aspects at all", story=story)
        await look(app, pilot)
        aspects = app.screen.query_one("#players-aspects", PlayersPanel)
        assert aspects.display and str(aspects.render()) == "No aspects in play"


async def test_the_players_contest_says_a_lead_wins_under_a_lead_of_win_rule(tmp_path):
    # Regression: the players' view said "first to 3 victories" for a contest of a campaign
    # whose rule set is won by a lead of victories (Core's "three-victory lead" read as
    # `lead_of`, fate-core-actions-and-conflicts.txt L372); the Table said it right.
    folder = copy_of("ashen-coast", tmp_path)
    campaign_toml = folder / "campaign.toml"
    text = campaign_toml.read_text(encoding="utf-8")
    campaign_toml.write_text(text + '\n[overrides.contests]\nwin_rule = "lead_of"\n')
    gm = Controller(CampaignStore.load(folder))
    sides = [Side("The crew", ("tamsin",)), Side("The wardens", ("salt-wardens",))]
    contests.start(gm, sides)
    app = PlayersApp(PlayersFeed.open(folder), watch_interval=None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        shown = screen_text(app.screen)
        needed = gm.state.ruleset.contests.victories
        assert f"Contest · a lead of {needed} victories wins" in shown
        assert "first to" not in shown


def test_the_players_contest_shows_as_many_pips_as_the_goal_and_the_count_past_it():
    # Regression: a side at 3 victories of "first to 2" showed ●●●.
    from fate_tui.campaign.players_view import ContestView
    from fate_tui.ui.players.players_panels import contest_text

    text = contest_text(
        ContestView((("The crew", 3), ("The drowned", 0)), 2, "first to 2 victories")
    ).plain
    assert "The crew ●● 3" in text and "The drowned ○○ 0" in text


async def test_pcs_still_being_made_are_not_in_the_party_until_finished(tmp_path):
    from fate_tui.campaign.intents import sotc_phases as phases

    folder = copy_of("brass-leviathan", tmp_path)
    gm = Controller(CampaignStore.load(folder))
    gm_ids = phases.start_group(gm, ["Drake Devlin", "Maggie Honor", "Jack Stone"])
    app = PlayersApp(PlayersFeed.open(folder), watch_interval=None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = screen_text(app.screen)
        assert "Imogen Vance" in text  # a finished PC of the campaign
        for name in ("Drake Devlin", "Maggie Honor", "Jack Stone"):
            assert name not in text
        drake = gm.state.characters[gm_ids[0]]
        gm.apply("finished", characters=[replace(drake, draft_step=None, draft_phases=None)])
        await look(app, pilot)
        text = screen_text(app.screen)
        assert "Drake Devlin" in text
        assert "Maggie Honor" not in text
