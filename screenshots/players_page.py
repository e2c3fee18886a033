"""The served players' view in a real browser: `make screenshots` runs this after the screens.

Serves a temporary copy of the bundled Ashen Coast on a free port of 127.0.0.1 (as
`fate-tui serve` does), opens the page in headless Chromium, waits until the app's output
reached the page and the page stopped changing (two screenshots in a row alike), and saves
players-browser.png next to this script. Needs Debian's `chromium` package. (The page's font
comes from the server itself, as everything on it does; no network is needed: every request
the page makes is watched, and one to another address than the server's fails the run.)
"""

from __future__ import annotations

import asyncio
import base64
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

import aiohttp

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
EXAMPLE = ROOT / "campaigns" / "ashen-coast"
OUT = HERE / "players-browser.png"
WINDOW = (1280, 860)
WAIT_S = 60
INSTALL = (
    "The served page's screenshot needs Chromium. On Debian or Ubuntu: sudo apt install chromium"
)


def find_chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


async def capture(browser: str, url: str, profile: Path) -> bytes:
    chromium = await asyncio.create_subprocess_exec(
        browser,
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--hide-scrollbars",
        f"--user-data-dir={profile}",
        f"--window-size={WINDOW[0]},{WINDOW[1]}",
        "--remote-debugging-address=127.0.0.1",
        "--remote-debugging-port=0",
        "about:blank",
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        devtools = await asyncio.wait_for(_devtools_address(chromium), WAIT_S)
        async with aiohttp.ClientSession() as session:
            async with session.get(f"http://{devtools}/json/list") as response:
                pages = [t for t in await response.json() if t["type"] == "page"]
            async with session.ws_connect(pages[0]["webSocketDebuggerUrl"], max_msg_size=0) as ws:
                tab = _Tab(ws)
                # The page as big as the window said, and every request it makes seen.
                await tab.call(
                    "Emulation.setDeviceMetricsOverride",
                    width=WINDOW[0],
                    height=WINDOW[1],
                    deviceScaleFactor=1,
                    mobile=False,
                )
                await tab.call("Network.enable")
                await tab.call("Page.navigate", url=url)
                shot = await asyncio.wait_for(_settled_screenshot(tab), WAIT_S)
                outside = [u for u in tab.requested if not _served_here(u, url)]
                if outside:
                    raise RuntimeError(f"the page loaded from outside the server: {outside}")
                return shot
    finally:
        chromium.terminate()
        await chromium.wait()


async def _devtools_address(chromium) -> str:
    while True:
        line = (await chromium.stderr.readline()).decode()
        if not line:
            raise RuntimeError("Chromium exited before it was ready")
        found = re.search(r"DevTools listening on ws://([^/]+)/", line)
        if found:
            return found.group(1)


class _Tab:
    """Just enough of the Chrome DevTools Protocol: call a method, get its result."""

    def __init__(self, ws) -> None:
        self._ws = ws
        self._next = 0
        self.requested: list[str] = []
        """Every URL the page asked for (with the Network domain enabled)."""

    async def call(self, method: str, **params):
        self._next += 1
        await self._ws.send_str(json.dumps({"id": self._next, "method": method, "params": params}))
        while True:
            message = json.loads((await self._ws.receive()).data)
            if message.get("method") == "Network.requestWillBeSent":
                self.requested.append(message["params"]["request"]["url"])
            if message.get("id") == self._next:
                return message.get("result", {})


def _served_here(url: str, page: str) -> bool:
    """Whether `url` is the server's own (its pages, files and websocket) or the page's data."""
    here = urlsplit(page).netloc
    return url.startswith("data:") or urlsplit(url).netloc == here


FIRST_BYTE = "!!(document.body && document.body.classList.contains('-first-byte'))"
"""textual-serve's page marks its body once the app's first output arrived."""


async def _settled_screenshot(tab: _Tab) -> bytes:
    """A screenshot once the app has drawn and the page stopped changing."""
    while not (await tab.call("Runtime.evaluate", expression=FIRST_BYTE))["result"].get("value"):
        await asyncio.sleep(0.25)
    previous = None
    while True:
        await asyncio.sleep(1.0)
        shot = base64.b64decode((await tab.call("Page.captureScreenshot"))["data"])
        if shot == previous:
            return shot
        previous = shot


async def main() -> int:
    browser = find_chromium()
    if browser is None:
        print(INSTALL, file=sys.stderr)
        return 1
    sys.path.insert(0, str(ROOT))
    from fate_tui.ui.players.web_server import PlayersServer

    with tempfile.TemporaryDirectory(prefix="fate-players-shot-") as work:
        campaign = Path(work) / "ashen-coast"
        shutil.copytree(EXAMPLE, campaign)
        server = PlayersServer(campaign, "127.0.0.1", 0)
        await server.start()
        try:
            OUT.write_bytes(await capture(browser, server.url, Path(work) / "profile"))
        finally:
            await server.stop()
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(asyncio.run(main()))
    except (subprocess.SubprocessError, RuntimeError) as error:
        print(f"Chromium failed: {error}", file=sys.stderr)
        sys.exit(1)
