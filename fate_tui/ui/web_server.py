"""Serving the players' view to web browsers with textual-serve.

Each browser that opens the page gets its own `fate-tui players PATH` process, drawn in the
page through textual-serve's websocket; that app is read-only, so no key a browser sends
can change the campaign. The server runs inside an asyncio loop it is given (the `serve`
command's, or a thread of the GM's app), so it can be started and stopped cleanly.
"""

from __future__ import annotations

import asyncio
import atexit
import errno
import shlex
import socket
import sys
import threading
from pathlib import Path

from aiohttp import web
from textual_serve.server import Server

from fate_tui.rules.errors import FateError

EVERY_ADDRESS = ("0.0.0.0", "::", "")
USUAL_PORT = 8000
"""Where the GM's app serves the view first (`fate-tui serve` has --port)."""


class ServeError(FateError):
    """The server could not start (a port in use, an address this computer does not have)."""


class PortInUse(ServeError):
    """Another program already listens on the port."""


class _Server(Server):
    """textual-serve's server, quiet on start (the command prints the URL), and giving each
    page the address the browser used, so the page's websocket works from another
    computer of the local network too."""

    async def on_startup(self, app: web.Application) -> None:
        pass

    async def handle_index(self, request: web.Request):
        self.public_url = f"{request.scheme}://{request.host}"
        return await super().handle_index(request)


class PlayersServer:
    def __init__(self, campaign: str | Path, host: str = "127.0.0.1", port: int = 8000) -> None:
        self.campaign = Path(campaign).resolve()
        self.host = host
        self.port = port
        command = " ".join(
            shlex.quote(part)
            for part in (sys.executable, "-m", "fate_tui", "players", str(self.campaign))
        )
        self._server = _Server(command, host=host, port=port, title="fate-tui: players' view")
        self._runner: web.AppRunner | None = None

    @property
    def url(self) -> str:
        """The address to give the players."""
        host = _reachable_address() if self.host in EVERY_ADDRESS else self.host
        if ":" in host:
            host = f"[{host}]"
        return f"http://{host}:{self.port}/"

    async def start(self) -> None:
        """Listen; ServeError (one line) when the address or port cannot be used."""
        runner = web.AppRunner(await self._server._make_app(), shutdown_timeout=5.0)
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
