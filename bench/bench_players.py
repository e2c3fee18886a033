"""Players' view benchmark: how soon a change the GM saves shows in the players' view, and
what the view's redraw costs, on the bundled campaign (the baseline) and a large generated
one (500 characters, 300 scenes, 20 sessions of log).

    .venv/bin/python bench/bench_players.py [--json results.json] [--changes 9] [--redraws 25]

Targets (issue 13):
- a change saved by the GM appears in the players' view in under 1.5 s, median, the watch
  interval included: the players' app runs headless with its own watch interval (0.5 s),
  the GM's controller saves a PC's fate points in the same folder at a random moment of
  the watch cycle (seeded), and the time runs from the save's return to the moment the
  players' screen holds the new number;
- the view's own redraw (the projection of the campaign onto what the players may see, the
  panels that changed updated and their lines rendered) costs under 16 ms of CPU time on
  the large campaign, median. It is also given as a ratio to the bundled campaign's.

Everything runs on private copies in a temporary folder, removed afterwards unless --keep.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from generate_campaign import generate
from textual.geometry import Region

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.players_feed import PlayersFeed
from fate_tui.campaign.store import CampaignStore
from fate_tui.ui.players.players_app import PlayersApp
from fate_tui.ui.players.players_panels import PlayersPanel

REPO = Path(__file__).resolve().parents[1]
SMALL = REPO / "campaigns" / "ashen-coast"
LARGE = {"characters": 500, "scenes": 300, "sessions": 20}
SIZE = (160, 50)
LATENCY_LIMIT_S = 1.5
REDRAW_LIMIT_MS = 16.0
WAIT_LIMIT_S = 10.0  # a change not shown by then counts as never shown
LOOK_EVERY_S = 0.005


def pc_in_scene(state) -> str:
    """A PC of the scene in play (drawn in full), or else the first PC."""
    cast = state.current_scene.cast if state.current_scene else ()
    return next((c.id for c in state.pcs if c.id in cast), state.pcs[0].id)


def shown_fate_points(app: PlayersApp, character_id: str) -> int | None:
    screen_view = app.snapshot.view
    return next((p.fate_points for p in screen_view.pcs if p.id == character_id), None)


async def latency(folder: Path, changes: int, seed: int) -> list[float]:
    """Seconds from each GM save to the players' screen showing it."""
    gm = Controller(CampaignStore.load(folder))
    app = PlayersApp(PlayersFeed.open(folder))  # the real watch interval
    interval = app._watch_interval or 0.5
    rng = random.Random(seed)
    pc = pc_in_scene(gm.state)
    times = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for index in range(changes):
            await asyncio.sleep(rng.uniform(0, interval))  # any moment of the watch cycle
            character = gm.state.characters[pc]
            wanted = (character.fate_points + 1) % 6
            gm.apply("fate point", characters=[replace(character, fate_points=wanted)])
            saved = time.perf_counter()
            while shown_fate_points(app, pc) != wanted:
                if time.perf_counter() - saved > WAIT_LIMIT_S:
                    raise RuntimeError(f"change {index} never reached the players' view")
                await asyncio.sleep(LOOK_EVERY_S)
            await pilot.pause()  # drawn, not only received
            times.append(time.perf_counter() - saved)
    return times


async def redraw(folder: Path, runs: int) -> list[float]:
    """CPU seconds per redraw after a change: the projection, the changed panels updated
    and their lines rendered. CPU time, so that other programs on a shared machine do not
    count."""
    gm = Controller(CampaignStore.load(folder))
    feed = PlayersFeed.open(folder)
    app = PlayersApp(feed, watch_interval=None)
    pc = pc_in_scene(gm.state)
    times = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        panels = list(screen.query(PlayersPanel))
        for _ in range(runs + 1):
            character = gm.state.characters[pc]
            gm.apply(
                "fate point",
                characters=[replace(character, fate_points=(character.fate_points + 1) % 6)],
            )
            feed.store.reload(feed.store.changed_on_disk())  # the watch's part, not timed
            before = [panel.draws for panel in panels]
            start = time.process_time()
            app.show(feed.snapshot())
            for panel, draws in zip(panels, before, strict=True):
                if panel.draws != draws and panel.display:
                    width, height = panel.size
                    panel.render_lines(Region(0, 0, width, height))
            times.append(time.process_time() - start)
            await pilot.pause()
    return times[1:]  # the first one warms the caches


def summary(times: list[float]) -> dict[str, float]:
    return {"median_s": statistics.median(times), "min_s": min(times), "max_s": max(times)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--changes", type=int, default=9)
    parser.add_argument("--redraws", type=int, default=25)
    parser.add_argument("--json", metavar="FILE")
    parser.add_argument("--workdir", metavar="DIR")
    parser.add_argument("--keep", action="store_true")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    args = parser.parse_args(argv)
    os.environ.setdefault("FATE_TUI_CONFIG_DIR", tempfile.mkdtemp(prefix="fate-bench-config-"))
    os.environ.setdefault("FATE_TUI_STATE_DIR", tempfile.mkdtemp(prefix="fate-bench-state-"))
    work = Path(tempfile.mkdtemp(prefix="fate-bench-players-", dir=args.workdir))
    try:
        small = work / "small"
        shutil.copytree(SMALL, small)
        large = generate(work / "large", **LARGE)
        results = {
            "latency_small": summary(asyncio.run(latency(small, args.changes, 1))),
            "latency_large": summary(asyncio.run(latency(large, args.changes, 2))),
            "redraw_small": summary(asyncio.run(redraw(small, args.redraws))),
            "redraw_large": summary(asyncio.run(redraw(large, args.redraws))),
        }
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    ratio = results["redraw_large"]["median_s"] / results["redraw_small"]["median_s"]
    checks = [
        (
            "GM save -> players' view, large (median)",
            results["latency_large"]["median_s"] < LATENCY_LIMIT_S,
            f"{results['latency_large']['median_s']:.2f} s (bundled "
            f"{results['latency_small']['median_s']:.2f} s; limit {LATENCY_LIMIT_S} s)",
        ),
        (
            "redraw, large (median)",
            results["redraw_large"]["median_s"] * 1000 < REDRAW_LIMIT_MS,
            f"{results['redraw_large']['median_s'] * 1000:.1f} ms (bundled "
            f"{results['redraw_small']['median_s'] * 1000:.1f} ms, ratio {ratio:.2f}; "
            f"limit {REDRAW_LIMIT_MS:.0f} ms)",
        ),
    ]
    print("Players' view")
    for name, ok, detail in checks:
        print(f"  {'PASS' if ok else 'FAIL'}  {name}: {detail}")
    if args.json:
        results["redraw_ratio_large_to_small"] = ratio
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    return 1 if args.strict and not all(ok for _, ok, _ in checks) else 0


if __name__ == "__main__":
    sys.exit(main())
