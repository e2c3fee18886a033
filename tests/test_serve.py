"""`fate-tui serve` and `fate-tui players` from the command line: the served page over HTTP,
two browser sessions at once driven through textual-serve's websocket until the scene's name
is drawn, a clean stop, and one-line errors (never a traceback) for a port in use or a
campaign that does not load. Only 127.0.0.1 is used; every wait is bounded.
"""

from __future__ import annotations

import asyncio
import base64
import os
import re
import shutil
import signal
import socket
import struct
import subprocess
import sys
from pathlib import Path

import aiohttp
import pytest

from fate_tui.cli import main

CAMPAIGNS = Path(__file__).resolve().parents[1] / "campaigns"
SCENE = "The Drowned Chapel"
WAIT = 60  # seconds: a bound on a slow machine, never a timing assertion


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def serve(folder: Path, port: int, *options: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    command = [
        sys.executable,
        "-m",
        "fate_tui",
        "serve",
        str(folder),
        "--port",
        str(port),
        *options,
    ]
    return subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
    )


async def drive_one_session(port: int, path: str = "/") -> tuple[int, str, bytes]:
    """Load the page, open its websocket as the page's script does, and read the app's
    output until the scene's name shows up."""
    timeout = aiohttp.ClientTimeout(total=WAIT)
    async with aiohttp.ClientSession(timeout=timeout) as session:
        async with session.get(f"http://127.0.0.1:{port}{path}") as response:
            status, page = response.status, await response.text()
        (socket_url,) = set(re.findall(r"ws://[^\"' ]+/ws", page))
        output = b""
        async with session.ws_connect(f"{socket_url}?width=120&height=40") as websocket:
            await websocket.send_json(["resize", {"width": 120, "height": 40}])
            while SCENE.encode() not in output:
                message = await asyncio.wait_for(websocket.receive(), WAIT)
                if message.type == aiohttp.WSMsgType.BINARY:
                    output += message.data
                elif message.type != aiohttp.WSMsgType.TEXT:
                    break
            # Whatever keys arrive, nothing is written: a few of the GM's editing keys.
            for key in ("x", "+", "u", "\r"):
                await websocket.send_json(["stdin", key])
        return status, socket_url, output


async def several_browsers(port: int, count: int):
    return await asyncio.gather(*(drive_one_session(port) for _ in range(count)))


def test_serve_draws_the_scene_in_browser_sessions_and_stops_cleanly(tmp_path):
    """Browsers that leave without a goodbye (`drop_abruptly`) leave no traceback, and the
    server then serves two browsers at once, each its own view, and stops cleanly. One
    server does both: each start and each browser's app is a Python process of its own."""
    folder = tmp_path / "ashen-coast"
    shutil.copytree(CAMPAIGNS / "ashen-coast", folder)
    before = {p: p.read_bytes() for p in folder.rglob("*.toml")}
    port = free_port()
    server = serve(folder, port)
    try:
        first = server.stdout.readline()
        assert first.strip() == (
            f"Serving the players' view on http://127.0.0.1:{port}/  (Ctrl+C stops)"
        )
        drop_abruptly(port)
        # Two browsers at once, each with its own view.
        for status, socket_url, output in asyncio.run(several_browsers(port, 2)):
            assert status == 200
            assert socket_url == f"ws://127.0.0.1:{port}/ws"
            assert SCENE.encode() in output
    finally:
        server.send_signal(signal.SIGINT)
        out, err = server.communicate(timeout=WAIT)
    assert server.returncode == 0, err
    assert "Stopped serving" in out
    assert err == ""
    assert {p: p.read_bytes() for p in folder.rglob("*.toml")} == before


def test_a_port_in_use_is_one_line_and_a_failure(capsys):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        status = main(["serve", str(CAMPAIGNS / "ashen-coast"), "--port", str(port)])
    err = capsys.readouterr().err
    assert status == 1
    assert err == (
        f"fate-tui: cannot serve on 127.0.0.1:{port}: the port is in use "
        "(choose another with --port)\n"
    )


@pytest.mark.parametrize("command", ["serve", "players"])
def test_a_folder_that_is_not_a_campaign_is_one_line_and_a_failure(command, tmp_path, capsys):
    assert main([command, str(tmp_path / "nowhere")]) == 1
    assert capsys.readouterr().err == f"fate-tui: {tmp_path / 'nowhere'} is not a campaign folder\n"
    (tmp_path / "empty").mkdir()
    assert main([command, str(tmp_path / "empty")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no campaign.toml" in err


def test_a_broken_campaign_toml_is_one_line_and_a_failure(tmp_path, capsys):
    folder = tmp_path / "broken"
    shutil.copytree(CAMPAIGNS / "ashen-coast", folder)
    (folder / "campaign.toml").write_text('name = "Unclosed\n')
    assert main(["serve", str(folder)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("fate-tui: ") and err.count("\n") == 1
    assert "campaign.toml" in err


@pytest.mark.parametrize("command", ["serve", "players"])
def test_an_empty_path_is_a_bad_argument_not_the_current_folder(
    command, tmp_path, capsys, monkeypatch
):
    shutil.copytree(CAMPAIGNS / "ashen-coast", tmp_path, dirs_exist_ok=True)
    monkeypatch.chdir(tmp_path)  # a campaign the empty path must not fall back on
    assert main([command, ""]) == 2
    assert capsys.readouterr().err == (
        "fate-tui: the campaign folder's path is empty; name a folder\n"
    )


# What guards the served view on a table's network. The server runs in the test's own loop
# where it can, with a stand-in for each browser's app (no process started), so a guard is
# seen at once; the key and a dropped browser are checked on the real command.


class StandInApp:
    """Takes the place of textual-serve's AppService: records the terminal sizes it is
    given and answers each with a frame naming them."""

    sizes: list[tuple[int, int]] = []

    def __init__(self, command, *, write_bytes, write_str, close, download_manager) -> None:
        self.write = write_bytes

    async def start(self, width: int, height: int) -> None:
        await self.set_terminal_size(width, height)

    async def set_terminal_size(self, width: int, height: int) -> None:
        StandInApp.sizes.append((width, height))
        await self.write(f"size {width}x{height}".encode())

    async def send_bytes(self, data: bytes) -> bool:
        return True

    async def blur(self) -> None: ...

    async def focus(self) -> None: ...

    async def stop(self) -> None: ...


@pytest.fixture
async def served(monkeypatch):
    from fate_tui.ui.players import web_server

    StandInApp.sizes = []
    monkeypatch.setattr(web_server, "AppService", StandInApp)
    server = web_server.PlayersServer(CAMPAIGNS / "ashen-coast", port=0, max_viewers=2)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


async def frame(websocket) -> bytes:
    message = await asyncio.wait_for(websocket.receive(), WAIT)
    assert message.type == aiohttp.WSMsgType.BINARY, message
    return message.data


async def test_a_browser_may_ask_for_no_terminal_larger_than_the_cap(served):
    from fate_tui.ui.players.web_server import MAX_COLUMNS, MAX_ROWS

    base = f"ws://127.0.0.1:{served.port}/ws"
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(f"{base}?width=3000&height=3000") as websocket,
    ):
        assert await frame(websocket) == f"size {MAX_COLUMNS}x{MAX_ROWS}".encode()
        await websocket.send_json(["resize", {"width": 3000, "height": 3000}])
        assert await frame(websocket) == f"size {MAX_COLUMNS}x{MAX_ROWS}".encode()
        await websocket.send_json(["resize", {"width": 100, "height": 30}])
        assert await frame(websocket) == b"size 100x30"
        await websocket.send_json(["resize", {"width": -5, "height": "tall"}])
        assert await frame(websocket) == b"size 1x24"
    assert StandInApp.sizes[0] == (MAX_COLUMNS, MAX_ROWS)


async def test_no_more_viewers_than_the_cap_and_a_place_frees_when_one_leaves(served):
    base = f"ws://127.0.0.1:{served.port}/ws"
    async with aiohttp.ClientSession() as session:
        first = await session.ws_connect(base)
        second = await session.ws_connect(base)
        await frame(first), await frame(second)
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await session.ws_connect(base)
        assert refused.value.status == 503
        await first.close()
        while served._server.viewers > 1:  # the server notices the browser left
            await asyncio.sleep(0.01)
        third = await session.ws_connect(base)
        assert (await frame(third)).startswith(b"size ")
        await second.close(), await third.close()


async def test_a_page_from_another_site_cannot_open_the_websocket(served):
    base = f"ws://127.0.0.1:{served.port}/ws"
    async with aiohttp.ClientSession() as session:
        others = ("http://evil.example", f"http://127.0.0.1:{served.port + 1}", "null", "http://[x")
        for origin in others:
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await session.ws_connect(base, origin=origin)
            assert refused.value.status == 403
        # The page the server gave, at the address the browser used, may.
        async with session.ws_connect(base, origin=f"http://127.0.0.1:{served.port}") as ws:
            assert (await frame(ws)).startswith(b"size ")


async def test_a_host_this_server_does_not_serve_is_refused(served):
    """A name of another site that points at this computer (DNS rebinding) gets nothing."""
    async with aiohttp.ClientSession() as session:
        for path in ("/", "/ws"):
            url = f"http://127.0.0.1:{served.port}{path}"
            for host in (f"evil.example:{served.port}", "[nonsense"):
                async with session.get(url, headers={"Host": host}) as response:
                    assert response.status == 421
        async with session.get(f"http://localhost:{served.port}/") as response:
            assert response.status == 200


async def test_the_page_loads_nothing_from_the_internet(served):
    async with aiohttp.ClientSession() as session:
        async with session.get(f"http://127.0.0.1:{served.port}/") as response:
            assert response.status == 200
            page = await response.text()
        assert "googleapis" not in page and "https://" not in page
        links = re.findall(r'(?:src|href)="([^"]+)"|url\("([^"]+)"\)', page)
        used = sorted({a or b for a, b in links})
        assert used and all(link.startswith("/static/") for link in used), used
        for link in used:  # every file the page uses is served from here
            async with session.get(f"http://127.0.0.1:{served.port}{link}") as response:
                assert response.status == 200, link
        async with session.get(f"http://127.0.0.1:{served.port}/static/") as response:
            assert response.status in (403, 404)  # no listing of the folder


def test_on_another_host_the_link_carries_a_secret_key_and_serve_warns(tmp_path):
    folder = tmp_path / "ashen-coast"
    shutil.copytree(CAMPAIGNS / "ashen-coast", folder)
    keys = []
    for start in range(2):  # a new key at each start
        port = free_port()
        server = serve(folder, port, "--host", "0.0.0.0")
        try:
            first = server.stdout.readline()
            url = re.search(r"http://\S+", first).group(0)
            key = re.fullmatch(rf"http://[^/]+:{port}/([A-Za-z0-9_-]{{20,}})/", url).group(1)
            keys.append(key)
            warning = server.stderr.readline()
            assert warning == (
                "fate-tui: anyone on the network who has this link can watch the players' "
                "view; give it to the table only (a new link at each start)\n"
            )
            # A browser through the key once: each is an app process of its own.
            asyncio.run(check_the_key(port, key, browse=start == 0))
        finally:
            server.send_signal(signal.SIGINT)
            _, err = server.communicate(timeout=WAIT)
        assert server.returncode == 0 and "Traceback" not in err
    assert keys[0] != keys[1]


async def check_the_key(port: int, key: str, browse: bool) -> None:
    here = f"127.0.0.1:{port}"
    # The key with its last letter changed (one key in 64 ends in "x" already: that was the
    # key itself, and its websocket answered 400 to a plain GET).
    wrong = key[:-1] + ("y" if key.endswith("x") else "x")
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=WAIT)) as session:
        for path in ("/", "/ws", f"/{key[:-1]}/", f"/{wrong}/ws", f"/{key}x/"):
            async with session.get(f"http://{here}{path}") as response:
                assert response.status == 404, path
        with pytest.raises(aiohttp.WSServerHandshakeError):
            await session.ws_connect(f"ws://{here}/ws")
        async with session.get(f"http://{here}/{key}/") as response:
            assert response.status == 200
    if not browse:
        return
    status, socket_url, output = await drive_one_session(port, f"/{key}/")
    assert status == 200 and socket_url == f"ws://{here}/{key}/ws"
    assert SCENE.encode() in output


def drop_abruptly(port: int) -> None:
    """Browsers that leave without a goodbye: one at once, one after nonsense messages, one
    in the middle of the frames; each connection is reset (RST), not closed."""
    for stage in ("at once", "nonsense", "mid-frame"):
        browser = socket.create_connection(("127.0.0.1", port), timeout=WAIT)
        key = base64.b64encode(os.urandom(16)).decode()
        browser.sendall(
            (
                f"GET /ws?width=80&height=24 HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        if stage != "at once":
            assert browser.recv(4096).startswith(b"HTTP/1.1 101")
        if stage == "nonsense":
            for text in ("not json", '["resize", {"width": "x"}]', "[]", '{"a": 1}', "[1]"):
                browser.sendall(masked_frame(text.encode()))
            browser.sendall(masked_frame(b"\x00\xff", opcode=0x2))
            browser.recv(4096)  # the app answers the rest, or starts drawing
        if stage == "mid-frame":
            browser.recv(4096)
            browser.sendall(masked_frame(b'["resize", {"width": 120, "height": 40}]'))
        browser.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        browser.close()


def masked_frame(payload: bytes, opcode: int = 0x1) -> bytes:
    """One websocket frame as a browser sends it (masked), short payloads only."""
    mask = os.urandom(4)
    body = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    return bytes([0x80 | opcode, 0x80 | len(payload)]) + mask + body
