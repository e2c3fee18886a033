"""Nothing the GM keeps to themselves reaches the players, however the players look.

For one campaign full of secrets built here and the bundled campaigns (by default those whose
rule sets show the players other things; see the test), the GM plays a scene through
the controller's intents: fate points to a PC, to an NPC the table knows and to NPCs it has
never met, stress on each, a compel an NPC accepts, an aspect revealed and hidden again, a
visible one hidden, and a conflict against an NPC nobody had met. After every step the
strings the players must never see are worked out afresh from the campaign and its play
log (hidden aspects wherever they are, zones' undiscovered aspects among them, GM notes,
NPCs' fate points, the names and aspects of NPCs the table has not met, countdowns not
shown and outcomes not told, NPCs' stunts), and none may be on the players' app's screen
(through Pilot); at the end none may be in a served browser's websocket frames nor in any
`export --players`.
"""

from __future__ import annotations

import asyncio
import html
import json
import re
import shutil
from dataclasses import replace
from pathlib import Path

import aiohttp
import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import characters, conflicts, fate, scenes
from fate_tui.campaign.players_feed import PlayersFeed
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import main
from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.countdown import Countdown
from fate_tui.rules.derived import stress_tracks
from fate_tui.rules.scene import SceneStatus
from fate_tui.ui.players.players_app import PlayersApp
from fate_tui.ui.players.players_sheet import PlayerSheetScreen
from fate_tui.ui.players.web_server import PlayersServer
from tests.effort import sweep
from tests.ui.conftest import CAMPAIGNS
from tests.ui.test_players import SIZE, look, screen_text

BUNDLED = sorted(p.name for p in CAMPAIGNS.iterdir() if (p / "campaign.toml").exists())
EVERYDAY = ["windward-post", "brass-leviathan"]
"""The bundled campaigns walked by default (see the test's docstring)."""
FULL_OF_SECRETS = "full-of-secrets"
WAIT = 60  # seconds: a bound on a slow machine, never a timing assertion
STRANGER = "Lady Grimsalt"
"""An NPC the table meets only when the conflict starts."""
NEVER_MET = "Brother Quill"
"""An NPC the table never meets."""


# The campaign full of secrets ------------------------------------------------------------


def hidden(name: str, kind: AspectKind = AspectKind.SITUATION) -> Aspect:
    return Aspect(name, kind, hidden=True)


def fill_with_secrets(ctl: Controller) -> None:
    """The Ashen Coast with a secret in every place one can be kept."""
    state = ctl.state
    story = state.story
    story = replace(
        story,
        notes="GM only: the Bishop speaks with the Sleeper's voice",
        setting_aspects=(*story.setting_aspects, hidden("The Bay Remembers Every Drowning")),
        countdowns=(
            *story.countdowns,
            Countdown("The Crypt Seals Itself", 4, outcome="Everyone Below Drowns"),
            Countdown(
                "The Bells Ring Backwards", 3, outcome="The Sleeper Hears Its Name", revealed=True
            ),
        ),
    )
    scene = state.current_scene
    zone = scene.zones[0]
    zone = replace(
        zone,
        aspects=(*zone.aspects, hidden("A Trapdoor Beneath the Font")),
        notes="The trapdoor opens onto the flooded crypt",
    )
    scene = replace(
        scene,
        zones=(zone, *scene.zones[1:]),
        notes="If they linger, the crypt seals itself",
        countdowns=(*scene.countdowns, Countdown("Candles Gutter Out", 2, outcome="Darkness")),
    )
    maren = state.characters["maren"]
    maren = replace(
        maren,
        aspects=(*maren.aspects, hidden("Promised Her Voice to the Sleeper", AspectKind.CHARACTER)),
        notes="Her sister lives on under the bay",
    )
    deacon = state.characters["drowned-deacon"]
    deacon = replace(
        deacon,
        aspects=(*deacon.aspects, hidden("Fears the Salt-Sisters' Litany", AspectKind.CHARACTER)),
        notes="He can be banished with the litany",
        fate_points=3,
    )
    ctl.apply("secrets everywhere", story=story, scenes=[scene], characters=[maren, deacon])


def prepare(name: str, tmp_path: Path) -> Path:
    folder = tmp_path / name
    shutil.copytree(CAMPAIGNS / ("ashen-coast" if name == FULL_OF_SECRETS else name), folder)
    ctl = Controller(CampaignStore.load(folder))
    if name == FULL_OF_SECRETS:
        fill_with_secrets(ctl)
    # Two NPCs the table has not met, in every campaign.
    for npc, aspect in (
        (STRANGER, "Owner of Every Debt in Gullhaven"),
        (NEVER_MET, "Keeps the Crypt Keys"),
    ):
        cid = characters.create_character(ctl, npc, "major")
        characters.add_aspect(ctl, cid, aspect)
        characters.set_notes(ctl, cid, f"{npc} answers to nobody at the table")
    return folder


# What the players must never see ---------------------------------------------------------


def met(state) -> set[str]:
    """NPCs in the cast of a scene that has begun."""
    return {
        cid
        for scene in state.scenes.values()
        if scene.status is not SceneStatus.PREPARED
        for cid in scene.cast
    }


def never_seen(ctl: Controller) -> list[str]:
    """Every string the players may not see now, from the campaign and its play log."""
    state = ctl.state
    story = state.story
    aspects = [*story.setting_aspects, *(a for arc in story.arcs for a in arc.aspects)]
    for scene in state.scenes.values():
        aspects += scene.all_aspects  # zones' aspects among them
    for character in state.characters.values():
        aspects += character.aspects
    items = [a.name for a in aspects if a.hidden]
    countdowns = [*story.countdowns, *(c for s in state.scenes.values() for c in s.countdowns)]
    items += [c.name for c in countdowns if not c.revealed]
    items += [c.outcome for c in countdowns if c.outcome and not c.outcome_revealed]
    notes = [story.notes, *(a.notes for a in story.arcs)]
    for scene in state.scenes.values():
        notes += [scene.notes, *(z.notes for z in scene.zones)]
    notes += [c.notes for c in state.characters.values()]
    # Each line of a note long enough to be the note's own words, not a phrase of the story.
    items += [line.strip() for text in notes for line in text.splitlines() if len(line.split()) > 4]
    known = met(state)
    npcs = [c for c in state.characters.values() if c.kind.is_npc]
    for npc in npcs:
        items += [s.name for s in npc.stunts]
        if npc.id not in known:
            items += [npc.name, *(a.name for a in npc.aspects)]
    # The log's lines about NPCs' fate points, and the words that would say them.
    entries, _ = ctl.log_entries()
    ids = {c.id for c in npcs}
    for entry in entries:
        changes = entry.data.get("changes", [])
        if any(change.get("who") in ids for change in changes):
            items.append(entry.text)
    items += [f"{npc.name} gains" for npc in npcs] + [f"{npc.name} accepts" for npc in npcs]
    return [i for i in items if i]


def leaked(text: str, secrets: list[str]) -> list[str]:
    return [s for s in secrets if s in text]


# The scene the GM plays ------------------------------------------------------------------


def first_track(ctl: Controller, character_id: str) -> str:
    return stress_tracks(ctl.state.characters[character_id], ctl.state.ruleset)[0].name


def steps(ctl: Controller):
    """The GM's scene, one intent at a time; yields what was just done."""
    state = ctl.state
    scene = state.current_scene
    pc = next(c.id for c in state.pcs if c.id in scene.cast)
    npc = next(cid for cid in scene.cast if state.characters[cid].kind.is_npc)
    stranger = next(c.id for c in state.characters.values() if c.name == STRANGER)
    never = next(c.id for c in state.characters.values() if c.name == NEVER_MET)

    fate.award(ctl, pc, 1, "a fine idea")
    yield "a fate point to a PC"
    fate.award(ctl, npc, 2, "the GM's reasons")
    fate.award(ctl, stranger, 3)
    fate.award(ctl, never, 1)
    yield "fate points to NPCs"
    for who in (stranger, never, npc):
        characters.mark_stress(ctl, who, first_track(ctl, who), 0)
    yield "stress on NPCs met and not"
    aspect = ctl.state.characters[npc].aspects[0].name
    fate.resolve_compel(ctl, fate.offer(ctl, npc, aspect), accepted=True)
    yield "a compel an NPC accepts"
    secret = next((a.name for a in scene.aspects if a.hidden), None)
    if secret:
        scenes.set_hidden(ctl, secret, False)
        yield "a secret revealed"
    visible = next(a.name for a in ctl.state.current_scene.aspects if not a.hidden)
    scenes.set_hidden(ctl, visible, True)
    yield "a visible aspect hidden"
    crew = [c for c in ctl.state.current_scene.cast if not ctl.state.characters[c].kind.is_npc]
    conflicts.start(ctl, {"The crew": crew, "Her people": [stranger]})
    yield "a conflict against an NPC nobody had met"
    characters.mark_stress(ctl, stranger, first_track(ctl, stranger), 1)
    fate.award(ctl, stranger, 1, "a hostile invoke")
    yield "the stranger hurt and paid"
    if secret:
        scenes.set_hidden(ctl, secret, True)
        yield "the secret hidden again"


# Every way the players look --------------------------------------------------------------


@pytest.mark.long_running
@pytest.mark.parametrize(
    "name",
    sweep([*BUNDLED, FULL_OF_SECRETS], everyday=[FULL_OF_SECRETS, *EVERYDAY]),
)
async def test_no_secret_reaches_the_players_screen_browser_or_export(name, tmp_path, capsys):
    """By default on the campaign full of secrets (the Ashen Coast, Condensed, with a secret
    in every place one can be kept: its own text is walked there too), and on the bundled
    campaigns whose rule sets show the players other things: Accelerated's approaches and
    single stress track, Spirit of the Century's health and composure tracks and minions.
    Core's players' view shows what Condensed's does (skills, two stress tracks,
    consequences); FATE_FULL_SWEEPS=1 walks every bundled campaign."""
    folder = prepare(name, tmp_path)
    ctl = Controller(CampaignStore.load(folder))
    app = PlayersApp(PlayersFeed.open(folder), watch_interval=None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert leaked(screen_text(app.screen), never_seen(ctl)) == [], "before the scene"
        for done in steps(ctl):
            await look(app, pilot)
            text = screen_text(app.screen)
            assert leaked(text, never_seen(ctl)) == [], f"{name}, after {done}"
        # The table saw the stranger join, and the PC's fate point.
        assert STRANGER in text and NEVER_MET not in text
        # Each PC's whole sheet, as a player opens it.
        for index, pc in enumerate(ctl.state.pcs):
            await pilot.press("c", *["down"] * index, "enter")
            await pilot.pause()
            assert isinstance(app.screen, PlayerSheetScreen)
            sheet = "\n".join(
                str(option.prompt)
                for section in app.screen.query("SheetSection")
                for option in section.options
            )
            assert pc.name in screen_text(app.screen) + sheet
            assert leaked(sheet, never_seen(ctl)) == [], f"{name}: {pc.name}'s sheet"
            await pilot.press("escape")
            await pilot.pause()
    secrets = never_seen(ctl)
    assert leaked(await served_frames(folder, ctl.state.current_scene.title), secrets) == []
    for text in exports(folder, ctl.state, capsys):
        assert leaked(text, secrets) == []


async def served_frames(folder: Path, scene_title: str) -> str:
    """What one browser is drawn, as text: the websocket's frames without their escape
    sequences, read until the scene's title and the Lately panel have been drawn."""
    server = PlayersServer(folder, port=0)
    await server.start()
    try:
        timeout = aiohttp.ClientTimeout(total=WAIT)
        async with (
            aiohttp.ClientSession(timeout=timeout) as session,
            session.ws_connect(f"ws://127.0.0.1:{server.port}/ws?width=160&height=150") as ws,
        ):
            await ws.send_json(["resize", {"width": 160, "height": 150}])
            output = ""
            while not (scene_title in output and "Lately" in output):
                message = await asyncio.wait_for(ws.receive(), WAIT)
                if message.type != aiohttp.WSMsgType.BINARY:
                    break
                output += plain(message.data.decode("utf-8", "replace"))
            assert scene_title in output
            return output
    finally:
        await server.stop()


def plain(frame: str) -> str:
    """A terminal frame without its escape sequences (styles, cursor moves, OSC)."""
    frame = re.sub(r"\x1b\][^\x07\x1b]*(\x07|\x1b\\)", "", frame)
    return re.sub(r"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b[@-Z\\-_]", "\n", frame)


def exports(folder: Path, state, capsys) -> list[str]:
    """Every `export --players` of the campaign: the whole campaign, and each character in
    each format (an NPC not met is refused, with nothing on stdout)."""
    texts = []
    assert main(["export", str(folder), "--players"]) == 0
    texts.append(capsys.readouterr().out)
    known = met(state)
    for character in state.characters.values():
        path = str(folder / "characters" / f"{character.id}.toml")
        for format in ("markdown", "html", "fari"):
            status = main(["export", path, "--format", format, "--players"])
            out = capsys.readouterr().out
            if format == "html":  # as a browser shows it: "Graves's", not "Graves&#x27;s"
                out = html.unescape(out)
            texts.append(out)
            if character.kind.is_npc and character.id not in known:
                assert status == 1 and out == ""
            elif character.kind.is_npc and format == "fari":
                assert status == 2 and out == ""
            else:
                assert status == 0 and character.name in (
                    json.loads(out)["name"] if format == "fari" else out
                )
    return texts
