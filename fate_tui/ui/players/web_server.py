"""Serving the players' view to web browsers with textual-serve.

Each browser that opens the page gets its own `fate-tui players PATH` process, drawn in the
page through textual-serve's websocket; that app is read-only, so no key a browser sends
can change the campaign. The server runs inside an asyncio loop it is given (the `serve`
command's, or a thread of the GM's app), so it can be started and stopped cleanly.

A table's network is not a trusted place, so the server guards what textual-serve leaves
open. On any address but this computer's own (loopback), the page and its websocket live
under a secret key in the link (random at each start, compared in constant time); a page
from another site cannot open the websocket (its Origin must be the served host); a
request naming a host this server does not serve is refused (no DNS rebinding onto the
loopback server); at most `max_viewers` browsers watch at once (each costs a process); a
browser may ask for a terminal of at most MAX_COLUMNS x MAX_ROWS; and the page is our own,
loading nothing from the internet. A browser that sends nonsense or drops its connection
ends its own session quietly.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import errno
import hmac
import ipaddress
import json
import secrets
import shlex
import socket
import sys
import threading
from html import escape
from pathlib import Path
from string import Template
from typing import Any
from urllib.parse import urlsplit

import textual_serve
from aiohttp import WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from fate_tui.rules.errors import FateError

EVERY_ADDRESS = ("0.0.0.0", "::", "")
LOOPBACK_NAMES = ("localhost",)
USUAL_PORT = 8000
"""Where the GM's app serves the view first (`fate-tui serve` has --port)."""
MAX_VIEWERS = 8
"""Browsers watching at once, by default: each runs its own players' app."""
MAX_COLUMNS = 400
MAX_ROWS = 150
"""The largest terminal a browser may ask for: a 4K screen at a small font, not the
3000x3000 a hostile page can ask for (one process grew to 225 MB)."""
TITLE = "fate-tui: players' view"
PAGE = Path(__file__).parent / "web" / "players.html"
STATIC = Path(textual_serve.__file__).parent / "static"
"""textual-serve's own script, stylesheet and fonts, served from this computer."""


class ServeError(FateError):
    """The server could not start (a port in use, an address this computer does not have)."""


class PortInUse(ServeError):
    """Another program already listens on the port."""


def is_loopback(host: str) -> bool:
    """Whether `host` is only reachable from this computer."""
    if host.lower() in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def terminal_size(width: Any, height: Any) -> tuple[int, int]:
    """The terminal size a browser asked for, kept within 1..MAX_COLUMNS x 1..MAX_ROWS (80x24
    for what is not a number)."""
    return _within(width, 80, MAX_COLUMNS), _within(height, 24, MAX_ROWS)


def _within(value: Any, default: int, largest: int) -> int:
    try:
        number = int(value)
    except (TypeError, ValueError, OverflowError):
        return default
    return min(max(number, 1), largest)


class _Server(Server):
    """textual-serve's server, with fate-tui's page and guards (see the module)."""

    def __init__(self, command: str, host: str, port: int, key: str | None, viewers: int):
        super().__init__(command, host=host, port=port, title=TITLE)
        self.key = key
        self.max_viewers = viewers
        self.viewers = 0
        self._page = Template(PAGE.read_text(encoding="utf-8"))

    async def on_startup(self, app: web.Application) -> None:
        pass  # the command prints the address itself

    async def make_app(self) -> web.Application:
        app = web.Application()
        if self.key is None:
            app.add_routes([web.get("/", self.handle_index), web.get("/ws", self.handle_websocket)])
        else:
            app.add_routes(
                [
                    web.get("/{key}/", self.handle_index),
                    web.get("/{key}/ws", self.handle_websocket),
                ]
            )
        # textual-serve's script, stylesheet and fonts, without a listing of the folder; and
        # no downloads route (the players' app never offers a file).
        app.add_routes([web.static("/static", STATIC, show_index=False)])
        return app

    def _refusal(self, request: web.Request) -> web.Response | None:
        """Why this request may not have the page or the websocket, as the response; None
        when it may."""
        if self.key is not None and not hmac.compare_digest(
            request.match_info.get("key", "").encode(), self.key.encode()
        ):
            return web.Response(status=404, text="Not found: ask the GM for the whole link.\n")
        if not self._serves_host(request.host):
            return web.Response(status=421, text="This server does not serve that host.\n")
        return None

    def _serves_host(self, host_header: str) -> bool:
        """Whether the Host the browser used is one this server answers to: any where it
        listens on every address (the key guards it), else its own address or, on
        loopback, localhost."""
        if self.host in EVERY_ADDRESS:
            return True
        try:
            name = urlsplit(f"//{host_header}").hostname or ""
        except ValueError:  # not a host at all ("[nonsense")
            return False
        return name == self.host.strip("[]").lower() or (
            is_loopback(self.host) and is_loopback(name)
        )

    def _prefix(self) -> str:
        return f"/{self.key}" if self.key is not None else ""

    async def handle_index(self, request: web.Request) -> web.Response:
        refused = self._refusal(request)
        if refused is not None:
            return refused
        socket_scheme = "wss" if request.scheme == "https" else "ws"
        page = self._page.substitute(
            title=escape(TITLE),
            static="/static",
            # The address the browser used, so the websocket works from another computer too.
            websocket_url=escape(f"{socket_scheme}://{request.host}{self._prefix()}/ws"),
            font_size=_within(request.query.get("fontsize"), 16, 64),
        )
        return web.Response(
            text=page,
            content_type="text/html",
            headers={"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"},
        )

    async def handle_websocket(self, request: web.Request) -> web.StreamResponse:
        refused = self._refusal(request)
        if refused is not None:
            return refused
        origin = request.headers.get("Origin")
        if origin is not None and not _same_origin(origin, request):
            return web.Response(status=403, text="Another site's page may not watch.\n")
        if self.viewers >= self.max_viewers:
            return web.Response(
                status=503,
                text=f"The players' view already has {self.max_viewers} viewers.\n",
            )
        self.viewers += 1
        try:
            return await self._watch(request)
        finally:
            self.viewers -= 1

    async def _watch(self, request: web.Request) -> web.WebSocketResponse:
        """One browser's session: its app runs until the browser leaves, whichever way."""
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=64 * 1024)
        width, height = terminal_size(request.query.get("width"), request.query.get("height"))
        service: AppService | None = None
        try:
            await websocket.prepare(request)
            service = AppService(
                self.command,
                write_bytes=websocket.send_bytes,
                write_str=websocket.send_str,
                close=websocket.close,
                download_manager=self.download_manager,
            )
            await service.start(width, height)
            await self._follow(websocket, service)
        except (asyncio.CancelledError, ConnectionError, OSError, RuntimeError):
            pass  # the browser went away: its session ends, nothing to report
        finally:
            if service is not None:
                with contextlib.suppress(Exception):
                    await service.stop()
            with contextlib.suppress(Exception):
                await websocket.close()
        # A browser gone before the handshake ended gets a plain answer nobody reads, never
        # the unprepared websocket (aiohttp would print a traceback for it).
        return websocket if websocket.prepared else web.Response(status=400)

    async def _follow(self, websocket: web.WebSocketResponse, service: AppService) -> None:
        """Pass the browser's keys and sizes to its app; a message that is not one of
        textual-serve's is ignored."""
        async for message in websocket:
            if message.type is not WSMsgType.TEXT:
                continue
            try:
                envelope = json.loads(message.data)
            except ValueError:
                continue
            if not isinstance(envelope, list) or not envelope:
                continue
            kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
            if kind == "stdin" and isinstance(data, str):
                await service.send_bytes(data.encode("utf-8", "replace"))
            elif kind == "resize" and isinstance(data, dict):
                await service.set_terminal_size(
                    *terminal_size(data.get("width"), data.get("height"))
                )
            elif kind == "ping":
                await websocket.send_json(["pong", data])
            elif kind == "blur":
                await service.blur()
            elif kind == "focus":
                await service.focus()


def _same_origin(origin: str, request: web.Request) -> bool:
    """Whether the page that opens the websocket came from this server, at the address the
    browser used."""
    try:
        parts = urlsplit(origin)
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and parts.netloc.lower() == request.host.lower()


class PlayersServer:
    def __init__(
        self,
        campaign: str | Path,
        host: str = "127.0.0.1",
        port: int = 8000,
        *,
        max_viewers: int = MAX_VIEWERS,
    ) -> None:
        self.campaign = Path(campaign).resolve()
        self.host = host
        self.port = port
        self.key = None if is_loopback(host) else secrets.token_urlsafe(18)
        """The secret part of the link, on any address other computers can reach."""
        command = " ".join(
            shlex.quote(part)
            for part in (sys.executable, "-m", "fate_tui", "players", str(self.campaign))
        )
        self._server = _Server(command, host, port, self.key, max_viewers)
        self._runner: web.AppRunner | None = None

    @property
    def shared_on_network(self) -> bool:
        """Whether other computers can reach the page (anyone with the link can watch)."""
        return self.key is not None

    @property
    def url(self) -> str:
        """The address to give the players (with its key, where it needs one)."""
        host = _reachable_address() if self.host in EVERY_ADDRESS else self.host
        if ":" in host:
            host = f"[{host}]"
        path = f"/{self.key}/" if self.key else "/"
        return f"http://{host}:{self.port}{path}"

    async def start(self) -> None:
        """Listen; ServeError (one line) when the address or port cannot be used."""
        runner = web.AppRunner(await self._server.make_app(), shutdown_timeout=5.0, access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.port)
        try:
            await site.start()
        except OSError as error:
            await runner.cleanup()
            where = f"{self.host}:{self.port}"
            if error.errno == errno.EADDRINUSE:
                raise PortInUse(
                    f"cannot serve on {where}: the port is in use (choose another with --port)"
                ) from None
            raise ServeError(f"cannot serve on {where}: {error.strerror or error}") from None
        self._runner = runner
        if self.port == 0:  # the system chose a free port
            self.port = runner.addresses[0][1]

    async def stop(self) -> None:
        """Close every browser's session (their apps quit) and stop listening."""
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None


def _reachable_address() -> str:
    """This computer's address on the local network (no packet is sent), or its name."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET: connecting a UDP socket sends nothing
        return probe.getsockname()[0]
    except OSError:
        return socket.gethostname()
    finally:
        probe.close()


class BackgroundServer:
    """A PlayersServer on its own thread and event loop, for the GM's app to share the
    players' view while the GM plays."""

    def __init__(self, server: PlayersServer) -> None:
        self.server = server
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)

    @property
    def url(self) -> str:
        return self.server.url

    def start(self) -> None:
        """Start listening; ServeError when it cannot."""
        self._thread.start()
        try:
            self._call(self.server.start())
        except ServeError:
            self._end_loop()
            raise
        atexit.register(self.stop)

    def stop(self) -> None:
        if not self._thread.is_alive():
            return
        self._call(self.server.stop())
        self._end_loop()

    def _call(self, coroutine):
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result(timeout=30)

    def _end_loop(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
