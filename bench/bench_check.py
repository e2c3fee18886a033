"""`fate-tui check` on hostile files: any file up to the 4 MiB size limit, whatever its shape,
is checked in under 2 s and 200 MB.

    .venv/bin/python bench/bench_check.py [--json results.json] [--only SHAPE ...]

Each shape is one character file of just under the size limit dropped into a copy of the
bundled campaign (campaigns/ashen-coast); each check runs in a fresh process, so its peak
memory (max RSS) is its own. Its time is measured as wall time and as CPU time; the target
is judged on CPU time, which other programs busy on a shared machine do not inflate. The
check of the unchanged campaign runs in the same way first: it is the baseline every shape
is also compared with (the ratios show what the file costs on top of starting Python and
loading the campaign).

Shapes: thousands of unknown keys (each one a warning located in the file), unknown skills,
a long dotted key, a long header after a duplicate key, deep brackets after a duplicate key,
nesting at the depth limit, one long string, a long list of aspects, thousands of stunts.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CAMPAIGN = ROOT / "campaigns" / "ashen-coast"
LIMIT = 4 * 1024 * 1024
BUDGET = LIMIT - 4096  # just under the limit, so the file is read and not refused for size
TARGET_SECONDS = 2.0
TARGET_MB = 200

HEAD = 'name = "Probe"\nkind = "major"\nhigh_concept = "A Probe"\ntrouble = "Too Big"\n'


def _fill(head: str, unit: Callable[[int], str], tail: str = "") -> str:
    parts, size, index = [head], len(head) + len(tail), 0
    while True:
        piece = unit(index)
        if size + len(piece) > BUDGET:
            break
        parts.append(piece)
        size += len(piece)
        index += 1
    return "".join(parts) + tail


def _long_key(head: str, tail: str) -> str:
    return head + ".".join(["k"] * ((BUDGET - len(head) - len(tail)) // 2)) + tail


SHAPES: dict[str, Callable[[], str]] = {
    "unknown keys": lambda: _fill(HEAD, lambda i: f"unknown_{i} = {i}\n"),
    "unknown skills": lambda: _fill(HEAD + "[skills]\n", lambda i: f"Skil{i} = 1\n"),
    "long dotted key": lambda: _long_key(HEAD, " = 1\n"),
    "long header after a duplicate key": lambda: _long_key(HEAD + "name = 'x'\n[", "]\n"),
    "deep brackets after a duplicate key": lambda: (
        HEAD + "name = 'x'\nnotes = " + "[" * (BUDGET - len(HEAD) - 40)
    ),
    "nesting at the depth limit": lambda: _fill(
        HEAD, lambda i: f"n{i} = " + "[" * 60 + "1" + "]" * 60 + "\n"
    ),
    "long string": lambda: HEAD + 'notes = "' + "x" * (BUDGET - len(HEAD) - 20) + '"\n',
    "many aspects": lambda: _fill(HEAD + "aspects = [\n", lambda i: f'  "Aspect {i}",\n', "]\n"),
    "many stunts": lambda: _fill(
        HEAD, lambda i: f'[[stunts]]\nname = "Stunt {i}"\ntext = "+2 to Fight"\n'
    ),
}


def child(folder: str) -> None:
    """Run one check in this process; print its time and peak memory as JSON."""
    sys.path.insert(0, str(ROOT))
    from fate_tui.cli import main

    start, cpu = time.perf_counter(), time.process_time()
    with open(os.devnull, "w") as sink:
        stdout, stderr = sys.stdout, sys.stderr
        sys.stdout = sys.stderr = sink
        try:
            status = main(["check", folder])
        finally:
            sys.stdout, sys.stderr = stdout, stderr
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    print(json.dumps({"seconds": elapsed, "cpu": cpu, "mb": peak_kb / 1024, "status": status}))


def measure(folder: Path) -> dict[str, float]:
    try:
        result = subprocess.run(
            [sys.executable, __file__, "--child", str(folder)],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return {"seconds": float("inf"), "cpu": float("inf"), "mb": float("inf"), "status": -1}
    if result.returncode != 0:
        return {"seconds": float("inf"), "cpu": float("inf"), "mb": float("inf"), "status": -1}
    return json.loads(result.stdout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    parser.add_argument("--only", nargs="*", metavar="SHAPE", help="run only these shapes")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return 0
    shapes = {k: v for k, v in SHAPES.items() if not args.only or k in args.only}
    work = Path(tempfile.mkdtemp(prefix="fate-tui-bench-check-"))
    results: dict[str, dict[str, float]] = {}
    try:
        base = work / "baseline"
        shutil.copytree(CAMPAIGN, base)
        results["baseline (the bundled campaign)"] = baseline = measure(base)
        for name, make in shapes.items():
            folder = work / name.replace(" ", "-")
            shutil.copytree(CAMPAIGN, folder)
            text = make()
            assert len(text.encode()) <= LIMIT, (name, len(text))
            (folder / "characters" / "probe.toml").write_text(text)
            results[name] = measure(folder)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    failed = False
    print(f"{'shape':40} {'wall s':>7} {'CPU s':>6} {'x base':>7} {'MB':>5} {'x base':>7}  target")
    for name, result in results.items():
        ok = result["cpu"] < TARGET_SECONDS and result["mb"] < TARGET_MB
        failed |= not ok
        print(
            f"{name:40} {result['seconds']:7.2f} {result['cpu']:6.2f} "
            f"{result['cpu'] / baseline['cpu']:7.1f} {result['mb']:5.0f} "
            f"{result['mb'] / baseline['mb']:7.1f}  {'ok' if ok else 'MISSED'}"
        )
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2))
    print(
        f"target: under {TARGET_SECONDS} s of CPU time and {TARGET_MB} MB per check (CPU time: "
        "other programs busy on a shared machine do not count; idle, wall time is the same)"
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
