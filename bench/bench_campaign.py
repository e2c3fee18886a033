"""Campaign benchmark: load time, time to save one change, and peak memory, for the small
bundled campaign (campaigns/ashen-coast) and a large generated one (500 characters, 300
scenes, 20 sessions of log), checked against the targets of issue 3.

    .venv/bin/python bench/bench_campaign.py [--json results.json] [--saves 50] [--runs 9]

Everything runs on private copies in a temporary folder (next to the system's temp files,
or under --workdir), which is removed afterwards unless --keep is given.

Targets:
- saving one change takes the same time on the large campaign as on the small one (within
  20%) and well under 10 ms. The same file (ashen-coast's characters/maren.toml) is saved in
  both campaigns, so only the campaign's size differs; small and large saves alternate so
  both see the same disk. The first save of a file (which parses it with tomlkit) is
  measured apart from the following ones, and so are a save that puts the loaded value
  back and the save after it.
- loading the large campaign's values with tomllib alone (every file, no tomlkit) takes
  under a second.
- memory grows linearly with the data: the large campaign's peak memory while loading is
  1.6 to 2.4 times that of a half-size one.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
import tomllib
import tracemalloc
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from generate_campaign import generate

from fate_tui.campaign.playlog import LogEntry, append_entry
from fate_tui.campaign.store import CampaignStore

REPO = Path(__file__).resolve().parents[1]
SMALL = REPO / "campaigns" / "ashen-coast"
PROBE_SOURCE = "characters/maren.toml"  # the file saved in both campaigns
PROBE_ID = "bench-probe"  # its id in the large campaign
LARGE = {"characters": 500, "scenes": 300, "sessions": 20}
HALF = {"characters": 250, "scenes": 150, "sessions": 10}

SAVE_RATIO_LIMIT = 0.20
SAVE_LIMIT_MS = 10.0
VALUES_LOAD_LIMIT_S = 1.0
MEMORY_RATIO = (1.6, 2.4)


# Measuring ------------------------------------------------------------------------------


def timed(function: Callable[[], object]) -> float:
    """Seconds one call takes, with the garbage collector's leftovers cleared first."""
    gc.collect()
    start = time.perf_counter()
    function()
    return time.perf_counter() - start


def median_time(function: Callable[[], object], runs: int) -> dict[str, float]:
    function()  # warm-up: imports, caches, the OS's file cache
    times = [timed(function) for _ in range(runs)]
    return {"median_s": statistics.median(times), "min_s": min(times), "max_s": max(times)}


def peak_memory(function: Callable[[], object]) -> dict[str, int]:
    """Peak and retained bytes allocated by one call (tracemalloc; after a warm-up call)."""
    function()
    gc.collect()
    tracemalloc.start()
    result = function()
    peak = tracemalloc.get_traced_memory()[1]
    gc.collect()  # what the result holds, not garbage awaiting collection
    retained = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del result
    return {"peak_bytes": peak, "retained_bytes": retained}


def campaign_files(root: Path, *, with_log: bool = True) -> list[Path]:
    folders = ["characters", "scenes"] + (["log"] if with_log else [])
    files = [root / "campaign.toml"]
    for folder in folders:
        files += sorted((root / folder).glob("*.toml"))
    return files


def parse_values(files: list[Path]) -> list[dict]:
    """The values-only load: every file parsed by tomllib, nothing else."""
    return [tomllib.loads(path.read_bytes().decode("utf-8")) for path in files]


def folder_size(root: Path) -> dict[str, int]:
    files = [p for p in root.rglob("*.toml") if p.is_file()]
    return {"files": len(files), "bytes": sum(p.stat().st_size for p in files)}


def load_store(root: Path) -> CampaignStore:
    store = CampaignStore.load(root)
    if store.errors:
        raise SystemExit(f"{root} does not load: {store.errors[0]}")
    return store


def reload_time(root: Path, runs: int) -> dict[str, float]:
    """`CampaignStore.reload` of one scene file changed on disk (as the watcher and the
    players' view reload it): before each run a comment line at its end changes."""
    store = load_store(root)
    path = sorted((root / "scenes").glob("*.toml"))[0]
    relpath = f"scenes/{path.name}"
    original = path.read_bytes()
    times: list[float] = []
    try:
        for run in range(runs + 1):  # run 0 warms up
            path.write_bytes(original + f"# edit {run}\n".encode())
            gc.collect()
            start = time.perf_counter()
            store.reload([relpath])
            if run:
                times.append(time.perf_counter() - start)
    finally:
        path.write_bytes(original)
    return {"median_s": statistics.median(times), "min_s": min(times), "max_s": max(times)}


class Saver:
    """Saves one character's fate points, alternating between two values that both differ
    from the loaded one (a save back to the loaded values restores the file's exact bytes
    and drops its tomlkit document, so the next save would parse the file again: a
    different path, measured apart as "back to the loaded value")."""

    def __init__(self, root: Path, character_id: str) -> None:
        self.store = load_store(root)
        self.character_id = character_id
        self.base = self.store.state.characters[character_id].fate_points
        self.flip = False

    def save(self, fate_points: int | None = None) -> tuple[float, float, float]:
        """Wall time, CPU time and time spent in fsync of one save, in seconds."""
        if fate_points is None:
            self.flip = not self.flip
            fate_points = self.base + (1 if self.flip else 2)
        current = self.store.state.characters[self.character_id]
        changed = replace(current, fate_points=fate_points)
        gc.collect()
        FSYNC.seconds = 0.0
        cpu, start = time.process_time(), time.perf_counter()
        change = self.store.commit("fate point", characters=[changed])
        elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
        assert change is not None, "the save changed nothing"
        return elapsed, cpu, FSYNC.seconds


class _FsyncTimer:
    """Wraps os.fsync to add up the time saves spend waiting for the disk."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self._fsync = os.fsync

    def __call__(self, fd: int) -> None:
        start = time.perf_counter()
        try:
            self._fsync(fd)
        finally:
            self.seconds += time.perf_counter() - start


FSYNC = _FsyncTimer()
os.fsync = FSYNC  # fate_tui.tomltext.atomic calls os.fsync: timed, not changed


def save_times(savers: dict[str, Saver], saves: int) -> dict[str, dict[str, float]]:
    """First save of the file, then `saves` more, taking turns between the campaigns."""
    first = {name: saver.save()[0] for name, saver in savers.items()}
    times: dict[str, list[tuple[float, float, float]]] = {name: [] for name in savers}
    for _ in range(saves):
        for name, saver in savers.items():
            times[name].append(saver.save())
    # Back to the loaded value (the file's exact bytes come back, the document is dropped),
    # then away from it again (the file is parsed with tomlkit again).
    back: dict[str, list[float]] = {name: [] for name in savers}
    again: dict[str, list[float]] = {name: [] for name in savers}
    for _ in range(max(2, saves // 5)):
        for name, saver in savers.items():
            back[name].append(saver.save(saver.base)[0])
            again[name].append(saver.save(saver.base + 1)[0])
    out = {}
    for name, measured in times.items():
        wall = [m[0] for m in measured]
        out[name] = {
            "first_save_ms": first[name] * 1000,
            "median_ms": statistics.median(wall) * 1000,
            "min_ms": min(wall) * 1000,
            "p90_ms": statistics.quantiles(wall, n=10)[-1] * 1000,
            "cpu_median_ms": statistics.median(m[1] for m in measured) * 1000,
            "fsync_median_ms": statistics.median(m[2] for m in measured) * 1000,
            "saves": len(measured),
            "back_to_loaded_median_ms": statistics.median(back[name]) * 1000,
            "after_back_median_ms": statistics.median(again[name]) * 1000,
        }
    return out


def log_append_times(root: Path, last_session: int, appends: int) -> dict[str, float]:
    """Median time to append one entry to a session log that is new, and to one that
    already holds the generator's 200 entries (the app appends one per change)."""
    out = {}
    for name, session in (("new_log", last_session + 1), ("log_of_200", last_session)):
        times = []
        for index in range(appends):
            entry = LogEntry("fate_point", f"bench entry {index}", scene=None)
            gc.collect()
            start = time.perf_counter()
            append_entry(root, session, entry)
            times.append(time.perf_counter() - start)
        out[f"{name}_median_ms"] = statistics.median(times) * 1000
    return out


# Machine --------------------------------------------------------------------------------


def machine() -> dict[str, object]:
    model = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {
        "cpu": model,
        "cores": os.cpu_count(),
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "system": f"{platform.system()} {platform.release()}",
        "load_average_at_start": _load_average(),
    }


def _load_average() -> list[float] | None:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except (AttributeError, OSError):  # not on Windows
        return None


# The benchmark --------------------------------------------------------------------------


def run(workdir: Path, runs: int, saves: int, progress: Callable[[str], None]) -> dict:
    small, large, half = workdir / "small", workdir / "large", workdir / "half"
    progress("copying the small campaign and generating the large and half-size ones")
    shutil.copytree(SMALL, small)
    generate(large, **LARGE)
    generate(half, **HALF)
    results: dict = {"machine": machine(), "campaigns": {}}
    for name, root in (("small", small), ("half", half), ("large", large)):
        progress(f"{name}: load time and memory")
        state = load_store(root).state
        entry = {
            "characters": len(state.characters),
            "scenes": len(state.scenes),
            "sessions": len(state.story.sessions),
            **folder_size(root),
            "store_load": median_time(lambda root=root: CampaignStore.load(root), runs),
            "store_first_look": median_time(
                lambda root=root: CampaignStore.load(root, complete=False), runs
            ),
            "reload_one_file": reload_time(root, runs),
            "values_load_all_files": median_time(
                lambda root=root: parse_values(campaign_files(root)), runs
            ),
            "values_load_store_files": median_time(
                lambda root=root: parse_values(campaign_files(root, with_log=False)), runs
            ),
            "memory_store_load": peak_memory(lambda root=root: CampaignStore.load(root)),
        }
        results["campaigns"][name] = entry
        del state
    progress(f"saving one change: {saves} saves per campaign")
    # The same file in both campaigns: only the campaign's size differs.
    shutil.copyfile(small / PROBE_SOURCE, large / "characters" / f"{PROBE_ID}.toml")
    generated_pc = next(
        c.id for c in load_store(large).state.characters.values() if c.kind.value == "pc"
    )
    savers = {
        "small": Saver(small, Path(PROBE_SOURCE).stem),
        "large": Saver(large, PROBE_ID),
        "large_generated_pc": Saver(large, generated_pc),
    }
    for name, figures in save_times(savers, saves).items():
        figures["file"] = f"characters/{savers[name].character_id}.toml"
        results.setdefault("saves", {})[name] = figures
    progress("appending play-log entries")
    results["log_append"] = log_append_times(large, LARGE["sessions"], max(10, saves // 2))
    results["machine"]["load_average_at_end"] = _load_average()
    results["targets"] = check_targets(results)
    results["notes"] = notes(results)
    return results


def check_targets(results: dict) -> list[dict]:
    saves, campaigns = results["saves"], results["campaigns"]
    small_ms, large_ms = saves["small"]["median_ms"], saves["large"]["median_ms"]
    ratio = large_ms / small_ms
    values_s = campaigns["large"]["values_load_all_files"]["median_s"]
    memory = (
        campaigns["large"]["memory_store_load"]["peak_bytes"]
        / campaigns["half"]["memory_store_load"]["peak_bytes"]
    )
    low, high = MEMORY_RATIO
    return [
        {
            "target": "save one change: large within 20% of small",
            "value": f"{ratio:.2f}x ({large_ms:.2f} ms vs {small_ms:.2f} ms)",
            "met": abs(ratio - 1) <= SAVE_RATIO_LIMIT,
        },
        {
            "target": "save one change on the large campaign under 10 ms",
            "value": f"{large_ms:.2f} ms",
            "met": large_ms < SAVE_LIMIT_MS,
        },
        {
            "target": "large campaign values (tomllib, every file) under 1 s",
            "value": f"{values_s * 1000:.0f} ms",
            "met": values_s < VALUES_LOAD_LIMIT_S,
        },
        {
            "target": f"memory linear: large/half peak within {low}-{high} for 2x data",
            "value": f"{memory:.2f}x",
            "met": low <= memory <= high,
        },
    ]


def notes(results: dict) -> list[str]:
    """Figures that explain the targets' results."""
    campaigns = results["campaigns"]
    memory = {name: c["memory_store_load"] for name, c in campaigns.items()}
    peak = {name: m["peak_bytes"] for name, m in memory.items()}
    retained = memory["large"]["retained_bytes"] / memory["half"]["retained_bytes"]
    growth = (peak["large"] - peak["small"]) / (peak["half"] - peak["small"])
    store_ms = campaigns["large"]["store_load"]["median_s"] * 1000
    saves = results["saves"]["large"]
    log = results["log_append"]
    return [
        f"memory kept after loading, large/half: {retained:.2f}x",
        f"peak memory above the small campaign's ({peak['small'] / 2**20:.2f} MiB), "
        f"large/half: {growth:.2f}x",
        f"CampaignStore.load of the large campaign (values, decoding, checks): {store_ms:.0f} ms",
        f"first save of a file vs the following ones (large): {saves['first_save_ms']:.2f} ms "
        f"vs {saves['median_ms']:.2f} ms",
        f"append one play-log entry (large): to a new session log {log['new_log_median_ms']:.2f}"
        f" ms, to a log of 200 entries {log['log_of_200_median_ms']:.2f} ms",
    ]


# Report ---------------------------------------------------------------------------------


def table(rows: list[list[str]]) -> str:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for index, row in enumerate(rows):
        cells = [row[0].ljust(widths[0])] + [
            c.rjust(w) for c, w in zip(row[1:], widths[1:], strict=True)
        ]
        lines.append("  ".join(cells))
        if index == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f}"


def _mib(size: int) -> str:
    return f"{size / 2**20:.2f}"


CAMPAIGN_ROWS: list[tuple[str, Callable[[dict], str]]] = [
    (
        "characters / scenes / sessions",
        lambda c: f"{c['characters']}/{c['scenes']}/{c['sessions']}",
    ),
    ("TOML files (incl. log)", lambda c: str(c["files"])),
    ("size on disk (KiB)", lambda c: f"{c['bytes'] / 1024:.0f}"),
    ("load, CampaignStore.load (ms)", lambda c: _ms(c["store_load"]["median_s"])),
    (
        "first look, load(complete=False) (ms)",
        lambda c: _ms(c["store_first_look"]["median_s"]),
    ),
    ("reload one changed file (ms)", lambda c: _ms(c["reload_one_file"]["median_s"])),
    ("values, tomllib, every file (ms)", lambda c: _ms(c["values_load_all_files"]["median_s"])),
    ("values, tomllib, no log (ms)", lambda c: _ms(c["values_load_store_files"]["median_s"])),
    ("peak memory while loading (MiB)", lambda c: _mib(c["memory_store_load"]["peak_bytes"])),
    ("memory kept after loading (MiB)", lambda c: _mib(c["memory_store_load"]["retained_bytes"])),
]


def report(results: dict) -> str:
    m = results["machine"]
    out = [
        f"Machine: {m['cpu']}, {m['cores']} cores, Python {m['python']}, {m['system']}",
        f"Load average (1, 5, 15 min) at start {m['load_average_at_start']}, "
        f"at end {m['load_average_at_end']}: other work on the machine slows every figure",
        "",
    ]
    campaigns = results["campaigns"]
    names = ["small", "half", "large"]
    rows = [["campaign", *names]]
    rows += [[label, *(value(campaigns[n]) for n in names)] for label, value in CAMPAIGN_ROWS]
    out.append(table(rows))
    out.append("")
    saves = results["saves"]
    columns = {
        "first save": "first_save_ms",
        "median": "median_ms",
        "min": "min_ms",
        "p90": "p90_ms",
        "CPU (median)": "cpu_median_ms",
        "fsync (median)": "fsync_median_ms",
        "back to loaded": "back_to_loaded_median_ms",
        "save after it": "after_back_median_ms",
    }
    rows = [["save one change (fate points)", *columns]]
    for name, figures in saves.items():
        cells = [f"{figures[key]:.2f} ms" for key in columns.values()]
        rows.append([f"{name}: {figures['file']}", *cells])
    out.append(table(rows))
    out.append("")
    for target in results["targets"]:
        out.append(f"{'PASS' if target['met'] else 'FAIL'}  {target['target']}: {target['value']}")
    out += [f"info  {note}" for note in results["notes"]]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", type=Path, help="also write the figures to this JSON file")
    parser.add_argument("--runs", type=int, default=9, help="load runs per figure (median)")
    parser.add_argument("--saves", type=int, default=50, help="saves per campaign (median)")
    parser.add_argument("--workdir", type=Path, help="where to make the temporary copies")
    parser.add_argument("--keep", action="store_true", help="keep the temporary copies")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.saves < 2:
        parser.error("--runs must be at least 1 and --saves at least 2")
    workdir = Path(tempfile.mkdtemp(prefix="fate-bench-", dir=args.workdir))
    try:
        results = run(workdir, args.runs, args.saves, lambda m: print(f"... {m}", file=sys.stderr))
    finally:
        if args.keep:
            print(f"copies kept in {workdir}", file=sys.stderr)
        else:
            shutil.rmtree(workdir, ignore_errors=True)
    print(report(results))
    if args.json:
        args.json.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    missed = not all(t["met"] for t in results["targets"])
    return 1 if args.strict and missed else 0


if __name__ == "__main__":
    sys.exit(main())
