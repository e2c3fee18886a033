"""`fate-tui serve` and `fate-tui players` from the command line: the served page over HTTP,
two browser sessions at once driven through textual-serve's websocket until the scene's name
is drawn, a clean stop, and one-line errors (never a traceback) for a port in use or a
campaign that does not load. Only 127.0.0.1 is used; every wait is bounded.
"""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import signal
import socket
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


def serve(folder: Path, port: int) -> subprocess.Popen:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    command = [sys.executable, "-m", "fate_tui", "serve", str(folder), "--port", str(port)]
    return subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
    )


async def drive_one_session(port: int) -> tuple[int, str, bytes]:
    """Load the page, open its websocket as the page's script does, and read the app's
    output until the scene's name shows up."""
    timeout = aiohttp.ClientTimeout(total=WAIT)
    async with aiohttp.ClientSession(timeout=timeout) as session:
        async with session.get(f"http://127.0.0.1:{port}/") as response:
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
    assert "Traceback" not in err
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
