"""A hostile campaign served to a browser: `fate-tui serve`'s server on 127.0.0.1, read as a
browser reads it, through its websocket's frames.

The campaign is tests/hostile.py's (every text field carrying markup, `@click` actions,
links, terminal control sequences, bidi overrides and C1 controls, one aspect of a megabyte)
with the secrets of test_players_secrets added. The frames may hold the terminal driver's
own sequences (CSI: styles, cursor moves, modes) and nothing else that a terminal obeys:
no OSC (clipboard, title, hyperlink), no other escape, no C1 control, no bidi override; the
campaign's escapes arrive as the visible marks the GM's screens show. And no string the
players may not see is in them."""

from __future__ import annotations

import asyncio
import re

import aiohttp

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import characters
from fate_tui.campaign.store import CampaignStore
from fate_tui.safe_text import safe_text
from fate_tui.ui.players.web_server import PlayersServer
from tests.hostile import PAYLOAD, hostile_campaign
from tests.ui.test_players_secrets import NEVER_MET, STRANGER, fill_with_secrets, never_seen

WAIT = 60  # seconds: a bound on a slow machine, never a timing assertion
SIZE = {"width": 160, "height": 150}  # tall enough for every panel, long lines unwrapped
# The terminal driver's own sequences: CSI (styles, cursor moves, modes, the mouse) and
# OSC 22, the mouse pointer's shape.
DRIVER = re.compile(rb"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b\]22;[a-z-]*\x07")
# What a terminal would obey besides: any other escape, C0 controls but tab, CR and LF,
# DEL, C1 controls (as UTF-8), bidirectional overrides and isolates.
OBEYED = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def hostile_with_secrets(tmp_path):
    folder = hostile_campaign(tmp_path)
    ctl = Controller(CampaignStore.load(folder))
    fill_with_secrets(ctl)
    for npc in (STRANGER, NEVER_MET):  # NPCs the table has not met
        cid = characters.create_character(ctl, npc + PAYLOAD, "major")
        characters.set_notes(ctl, cid, f"{npc} answers to nobody at the table{PAYLOAD}")
    return folder, ctl


async def frames(server: PlayersServer, until: list[bytes]) -> bytes:
    """Every byte the browser gets until each of `until` has been drawn (bounded)."""
    timeout = aiohttp.ClientTimeout(total=WAIT)
    query = f"width={SIZE['width']}&height={SIZE['height']}"
    async with (
        aiohttp.ClientSession(timeout=timeout) as session,
        session.ws_connect(f"ws://127.0.0.1:{server.port}/ws?{query}") as websocket,
    ):
        await websocket.send_json(["resize", SIZE])
        output = b""
        while not all(part in DRIVER.sub(b"", output) for part in until):
            message = await asyncio.wait_for(websocket.receive(), WAIT)
            if message.type != aiohttp.WSMsgType.BINARY:
                break
            output += message.data
        return output


async def test_served_frames_carry_no_campaign_control_sequence_and_no_secret(tmp_path):
    folder, ctl = hostile_with_secrets(tmp_path)
    scene = ctl.state.current_scene.title.split(" [")[0]  # "The Drowned Chapel"
    server = PlayersServer(folder, port=0)
    await server.start()
    try:
        output = await frames(server, [f"Scene: {scene}".encode(), "␛]52;c;".encode()])
    finally:
        await server.stop()
    # The campaign's escapes are shown as marks, their markup as written, never obeyed.
    rest = DRIVER.sub(b"", output)
    assert f"Scene: {scene}".encode() in rest
    assert "␛]52;c;".encode() in rest and b"[@click=app.quit]Q[/]" in rest
    text = rest.decode("utf-8")
    assert sorted({f"{c!r} at {text.index(c)}" for c in OBEYED.findall(text)}) == []
    # No string the players may not see: each secret as it would be shown, and a text field's
    # own words (before the payload it carries).
    secrets = never_seen(ctl)
    shown = {safe_text(s) for s in secrets} | {s.removesuffix(PAYLOAD) for s in secrets}
    assert sorted(s for s in shown if s in text) == []
