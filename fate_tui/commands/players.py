"""`fate-tui players PATH` (the players' view in a terminal) and `fate-tui serve PATH` (the same
view in web browsers)."""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys

from fate_tui.commands.common import PROG, UsageError, app_status, folder_argument

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
DEFAULT_VIEWERS = 8


def add_players(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "players",
        help="show the players' view of a campaign (read-only, follows the GM's saves)",
        description=(
            "Show what the table may see of the scene in play: aspects, zones, the PCs, "
            "shown countdowns, the conflict, contest or challenge. Read-only; it follows "
            "the campaign's files as the GM's fate-tui saves them."
        ),
    )
    parser.add_argument("path", metavar="PATH", help="the campaign folder")
    parser.set_defaults(run=_run_players)


def add_serve(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "serve",
        help="serve the players' view to web browsers",
        description=(
            "Serve the players' view to web browsers (each browser gets its own read-only "
            "view). Only this computer can connect unless --host says otherwise; then the "
            "link carries a secret key, new at each start, and anyone with the link can "
            "watch. The page loads nothing from the internet."
        ),
    )
    parser.add_argument("path", metavar="PATH", help="the campaign folder")
    parser.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help=f"address to listen on (default {DEFAULT_HOST}; 0.0.0.0 for the local network)",
    )
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT})"
    )
    parser.add_argument(
        "--viewers",
        type=int,
        default=DEFAULT_VIEWERS,
        metavar="N",
        help=f"how many browsers may watch at once (default {DEFAULT_VIEWERS})",
    )
    parser.set_defaults(run=_run_serve)


def _run_players(args: argparse.Namespace) -> int:
    from fate_tui.campaign.players_feed import PlayersFeed

    feed = PlayersFeed.open(folder_argument(args.path))
    from fate_tui.ui.players.players_app import PlayersApp

    app = PlayersApp(feed)
    app.run()
    return app_status(app)


def _run_serve(args: argparse.Namespace) -> int:
    from fate_tui.campaign.players_feed import PlayersFeed
    from fate_tui.ui.players.web_server import PlayersServer

    if not 0 <= args.port <= 65535:
        raise UsageError(f"--port: {args.port} is not a port (0 to 65535)")
    if args.viewers < 1:
        raise UsageError(f"--viewers: {args.viewers} browsers cannot watch (at least 1)")
    feed = PlayersFeed.open(folder_argument(args.path))  # a campaign that does not load stops here
    server = PlayersServer(feed.store.root, args.host, args.port, max_viewers=args.viewers)
    asyncio.run(_serve_until_stopped(server))
    return 0


async def _serve_until_stopped(server) -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    await server.start()
    try:
        print(f"Serving the players' view on {server.url}  (Ctrl+C stops)", flush=True)
        if server.shared_on_network:
            print(
                f"{PROG}: anyone on the network who has this link can watch the players' "
                "view; give it to the table only (a new link at each start)",
                file=sys.stderr,
                flush=True,
            )
        await stop.wait()
    finally:
        await server.stop()
    print("Stopped serving the players' view", flush=True)
