"""App benchmark: time from process start to the interactive Table, and from a key press to
the repainted frame, checked against the targets of issue 7 (issue 4's first-frame figures
are kept beside them).

    .venv/bin/python bench/bench_startup.py [--runs 11] [--presses 200] [--docs docs/performance.md]

`--presses 0` measures the startup alone (a minute or so), for trying a change to it.

Startup: each process runs in a pseudo-terminal of 120x40, like a GM's terminal. The app is
started as `python -m fate_tui PATH` with FATE_TUI_BENCH_EXIT set: it notes the moment its
first screen has been drawn (FATE_TUI_BENCH_OUT) and exits; "table" waits for the Table
instead. The bare app (an App with one Static, drawn the same way) is measured in the same
run, interleaved with the others, so the ratios compare like with like on one machine. Each
figure is the median of --runs runs after one warm-up; the terminal output of every run is
checked for the screen it should show.

Two more processes, drawn the same way, show where the Table's time goes: a look-alike of the
Table made of Textual's own widgets with the same text (bench/table_lookalike.py: Textual's
cost of drawing a screen that full, no fate-tui code), and the same look-alike drawn after
importing the Table's code and reading the campaign's first look, as the app does before its
Table: a floor under the Table's ratio, as the app is built.

Key presses: the large campaign runs in-process under Textual's Pilot on the Table. + and -
award and take back a fate point, alternately, interleaved with a key the Table does not
bind. Each is timed from the key's arrival at the app until every message it caused has been
handled and the frame after it is laid out and rendered (Textual's own layout and paint;
under Pilot the frame is rendered but not written to a terminal): the handler, the Table's
redraw and the repaint. What the change costs is the difference of the medians of + and -
and of the unbound key. (`pilot.press` is not used for the timing: it waits for the process
to look idle in steps of 20 ms, so its figures move in steps of 20 ms.) The handler's parts
are timed too: the intent (rules), saving the character file, appending to the play log, and the
redraw of the Table's widgets, then `TableScreen.refresh_state` alone. Medians over
--presses presses.

Targets (issue 7):
- the bundled campaign's interactive Table within 1.5x of the bare app's first frame;
- the large campaign's interactive Table within 1.3x of the bundled one's;
- a change on the large campaign at most 16 ms more than an unbound key, key to frame.
The first frames (the loading screen, issue 4's targets: 1.3x) are reported beside them.

The large campaign is made by bench/generate_campaign.py (550 characters, 320 scenes, 20
sessions of log by default, the size issue 7 names). The Table is drawn from a campaign's first look
(campaign.toml, the scene in play, its cast, the PCs); its other files are read in a worker
after the Table's first frame, which the moment measured does not include (a key pressed
meanwhile waits for them; the key presses here start once they are read). Everything runs
on copies in a temporary folder.

Every process runs with fate-tui's bytecode compiled, as after `pip install` (which compiles
it): PYTHONDONTWRITEBYTECODE is dropped from the children's environment and fate_tui is
compiled before the first run. Without that each start would compile fate-tui's modules from
source again (about a fifth of the time to the Table, measured) while Textual's come compiled.
"""

from __future__ import annotations

import argparse
import asyncio
import fcntl
import os
import platform
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BUNDLED = ROOT / "campaigns" / "ashen-coast"
SIZE = (120, 40)
RATIO_TARGET = 1.3
TABLE_TARGET = 1.5
LARGE_TABLE_TARGET = 1.3
KEY_TARGET_MS = 16.0
LOOKALIKE = "Textual alone: the Table's look-alike"
AFTER_FIRST_LOOK = "the look-alike after the Table's imports and first look"
UNBOUND_KEY = "j"  # the Table binds no j
CHILD_TIMEOUT = 120.0

BARE_APP = """
import os, time
from pathlib import Path
from textual.app import App
from textual.widgets import Static

class Bare(App):
    def compose(self):
        yield Static("bare app ready")

    def on_mount(self):
        self.call_after_refresh(self.done)

    def done(self):
        moment = f"{time.monotonic()} {time.process_time()}\\n"
        Path(os.environ["FATE_TUI_BENCH_OUT"]).write_text(moment)
        self.exit()

Bare().run()
"""


# Startup ---------------------------------------------------------------------------------


def run_in_terminal(command: list[str], env: dict[str, str], out: Path) -> tuple[float, float, str]:
    """Run `command` in a fresh pseudo-terminal; (seconds from spawn to the moment the
    child wrote to `out`, the CPU seconds it had spent by then, everything it drew)."""
    out.unlink(missing_ok=True)
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", SIZE[1], SIZE[0], 0, 0))
    start = time.monotonic()
    child = subprocess.Popen(
        command,
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=env,
        cwd=ROOT,
        start_new_session=True,
    )
    os.close(slave)
    drawn = bytearray()
    deadline = start + CHILD_TIMEOUT
    try:
        while time.monotonic() < deadline:
            try:
                chunk = os.read(master, 1 << 16)
            except OSError:  # EIO: the child closed the terminal
                break
            if not chunk:
                break
            drawn += chunk
        child.wait(timeout=max(1.0, deadline - time.monotonic()))
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        os.close(master)
    text = drawn.decode("utf-8", "replace")
    if not out.exists():
        raise RuntimeError(f"{command} exited ({child.returncode}) without its frame:\n{text}")
    moment, cpu = map(float, out.read_text().split())
    return moment - start, cpu, text


def visible(drawn: str) -> str:
    """What a terminal shows of `drawn`, roughly: escape sequences removed."""
    return re.sub(r"\x1b(\[[0-9;?<>=]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[@-_])", "", drawn)


def startup(work: Path, large: Path, runs: int) -> dict[str, list[float]]:
    env = dict(os.environ)
    env.update(
        TERM="xterm-256color",
        COLUMNS=str(SIZE[0]),
        LINES=str(SIZE[1]),
        FATE_TUI_CONFIG_DIR=str(work / "config"),
        FATE_TUI_STATE_DIR=str(work / "state"),
        FATE_TUI_DATA_DIR=str(work / "data"),
        PYTHONPATH=str(ROOT),
    )
    env.pop("TEXTUAL", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    python = sys.executable
    cases = {
        "bare app": ([python, "-c", BARE_APP], {}, "bare app ready"),
        LOOKALIKE: (
            [python, str(HERE / "table_lookalike.py")],
            {},
            "Scene aspects",
        ),
        AFTER_FIRST_LOOK: (
            [python, str(HERE / "table_lookalike.py")],
            {},
            "Scene aspects",
        ),
        "bundled: first frame": ([python, "-m", "fate_tui"], {"FATE_TUI_BENCH_EXIT": "1"}, None),
        "large: first frame": ([python, "-m", "fate_tui"], {"FATE_TUI_BENCH_EXIT": "1"}, None),
        "bundled: Table shown": (
            [python, "-m", "fate_tui"],
            {"FATE_TUI_BENCH_EXIT": "table"},
            "Scene aspects",
        ),
        "large: Table shown": (
            [python, "-m", "fate_tui"],
            {"FATE_TUI_BENCH_EXIT": "table"},
            "Scene aspects",
        ),
    }
    times: dict[str, list[float]] = {name: [] for name in cases}
    times.update({f"{name}, CPU time": [] for name in cases})
    for run in range(runs + 1):  # run 0 warms the caches and is not counted
        for name, (command, extra, expect) in cases.items():
            campaign = None
            if name.startswith(("bundled", "large")) or name == AFTER_FIRST_LOOK:
                source = large if name.startswith("large") else BUNDLED
                campaign = work / "play" / source.name
                if not campaign.exists():
                    shutil.copytree(source, campaign)
                command = [*command, str(campaign)]
            seconds, cpu, drawn = run_in_terminal(
                command, {**env, **extra, "FATE_TUI_BENCH_OUT": str(work / "frame")}, work / "frame"
            )
            shown = visible(drawn)
            wanted = expect or "Opening"
            # The first frame of the app is the loading screen, or the Table when the
            # campaign loaded before the first paint.
            if wanted not in shown and not (expect is None and "Scene aspects" in shown):
                raise RuntimeError(f"{name}: the terminal never showed {wanted!r}:\n{shown}")
            if run:
                times[name].append(seconds)
                times[f"{name}, CPU time"].append(cpu)
    return times


IMPORTS = """
import time
begin = time.perf_counter()
import textual.app, textual.widgets
middle = time.perf_counter()
import fate_tui.rules
for name in fate_tui.rules.__all__:
    getattr(fate_tui.rules, name)  # each name loads its module at its first use
print(middle - begin, time.perf_counter() - middle)
"""


def import_costs(runs: int) -> dict[str, list[float]]:
    """What a fresh process spends importing Textual, and the whole rules core (every name
    the package exports; the app imports the part it needs when it needs it)."""
    found: dict[str, list[float]] = {"import textual": [], "import fate_tui.rules": []}
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    for _ in range(runs):
        done = subprocess.run(
            [sys.executable, "-c", IMPORTS],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        textual_time, rules_time = map(float, done.stdout.split())
        found["import textual"].append(textual_time)
        found["import fate_tui.rules"].append(rules_time)
    return found


# Key presses -----------------------------------------------------------------------------


async def key_presses(campaign: Path, presses: int) -> dict[str, list[float]]:
    from fate_tui.cli import make_app
    from fate_tui.ui.widgets.cast_table import CastTable

    app = make_app(campaign, watch_interval=None)
    times: dict[str, list[float]] = {
        "+/- (award, take a fate point) key handler": [],
        "  of which: save the character file": [],
        "  of which: append to the play log": [],
        "  of which: telling the listeners (the redraw follows)": [],
        "Table refresh_state alone": [],
        "+/- key to repainted frame": [],
        "unbound key to repainted frame": [],
        "+/- key to repainted frame, CPU time": [],
        "unbound key to repainted frame, CPU time": [],
    }
    handler, save, log, redraw, refresh, change_frame, idle_frame, change_cpu, idle_cpu = (
        times.values()
    )

    def timed(function, into: list[float]):
        def run(*args, **kwargs):
            begin = time.perf_counter()
            try:
                return function(*args, **kwargs)
            finally:
                into.append(time.perf_counter() - begin)

        return run

    async with app.run_test(size=SIZE) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        if type(screen).__name__ != "TableScreen":
            raise RuntimeError(f"the large campaign opened on {type(screen).__name__}")
        screen.query_one(CastTable).focus()
        controller, store = app.controller, app.controller.store
        app.run_intent = timed(app.run_intent, handler)
        store.commit = timed(store.commit, save)
        store.log = timed(store.log, log)
        controller._tell = timed(controller._tell, redraw)
        await pilot.press("plus")  # the first save of a file parses it with tomlkit
        await pilot.press("minus")
        for values in times.values():
            values.clear()
        for press in range(presses):
            for key, wall, cpu in (
                ("minus" if press % 2 else "plus", change_frame, change_cpu),
                (UNBOUND_KEY, idle_frame, idle_cpu),
            ):
                seconds, cpu_seconds = await key_to_frame(pilot, key)
                wall.append(seconds)
                cpu.append(cpu_seconds)
        if len(handler) != presses or len(save) != presses:
            raise RuntimeError(f"{presses} presses ran {len(handler)} intents, {len(save)} saves")
        for _ in range(presses):
            begin = time.perf_counter()
            screen.refresh_state()
            refresh.append(time.perf_counter() - begin)
            await pilot.pause()
    return times


CHARACTERS = {"plus": "+", "minus": "-"}


async def key_to_frame(pilot, key: str) -> tuple[float, float]:
    """Seconds from the key's arrival to the frame after it, rendered, and the CPU time the
    process spent meanwhile (the rest is waiting: for the disk's fsyncs, for other programs).

    The key goes to the app as the terminal driver sends one; then every message queued
    meanwhile is handled (Pilot's own wait, without its idle polling) and the screen's
    pending layout and repaint run at once, as Textual's refresh timer would run them."""
    from textual import events

    app = pilot.app
    await pilot.pause()  # nothing left over from the key before
    event = events.Key(key, CHARACTERS.get(key, key))
    event.set_sender(app)
    begin, cpu = time.perf_counter(), time.process_time()
    await app._post_message(event)
    await pilot._wait_for_screen()
    app.screen._on_timer_update()
    return time.perf_counter() - begin, time.process_time() - cpu


# Report ------------------------------------------------------------------------------------


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    import textual

    return (
        f"{cpu}, {os.cpu_count()} CPUs (load average {os.getloadavg()[0]:.1f}); "
        f"{platform.system()} {platform.release()}; "
        f"Python {platform.python_version()}; Textual {textual.__version__}"
    )


def report(starts: dict[str, list[float]], keys: dict[str, list[float]]):
    def ms(values: list[float]) -> float:
        return statistics.median(values) * 1000

    def timing(values: list[float], digits: int = 0) -> str:
        return f"{ms(values):.{digits}f} ({min(values) * 1000:.{digits}f}) ms"

    bare = ms(starts["bare app"])
    bundled = ms(starts["bundled: first frame"])
    large = ms(starts["large: first frame"])
    rows = [("bare app (one Static): first frame", timing(starts["bare app"]), "", "", "")]
    verdicts = []
    for name, ratio, of in (
        ("bundled: first frame", bundled / bare, "of bare"),
        ("large: first frame", large / bundled, "of bundled"),
    ):
        ok = ratio <= RATIO_TARGET
        verdicts.append(ok)
        rows.append(
            (name, timing(starts[name]), f"{ratio:.2f}x {of}", f"<= {RATIO_TARGET}x", _pf(ok))
        )
    bundled_table = ms(starts["bundled: Table shown"])
    for name, ratio, of, target in (
        ("bundled: Table shown", bundled_table / bare, "of bare", TABLE_TARGET),
        (
            "large: Table shown",
            ms(starts["large: Table shown"]) / bundled_table,
            "of bundled",
            LARGE_TABLE_TARGET,
        ),
    ):
        ok = ratio <= target
        verdicts.append(ok)
        rows.append((name, timing(starts[name]), f"{ratio:.2f}x {of}", f"<= {target}x", _pf(ok)))
    # CPU time to the same moments: what the process itself spent, which other programs on a
    # shared machine slow down far less than the wall time (no target; the targets are above).
    bare_cpu = ms(starts["bare app, CPU time"])
    bundled_cpu = ms(starts["bundled: Table shown, CPU time"])
    large_cpu = ms(starts["large: Table shown, CPU time"])
    for name, ratio in (
        ("bare app, CPU time", ""),
        ("bundled: Table shown, CPU time", f"{bundled_cpu / bare_cpu:.2f}x of bare"),
        ("large: Table shown, CPU time", f"{large_cpu / bundled_cpu:.2f}x of bundled"),
    ):
        rows.append((name, timing(starts[name]), ratio, "", ""))
    # The Table's floor: Textual drawing what it shows, then that after fate-tui's imports
    # and first look (no target: what the Table could reach as built).
    for name in (LOOKALIKE, AFTER_FIRST_LOOK):
        ratio = ms(starts[name]) / bare
        rows.append((name, timing(starts[name]), f"{ratio:.2f}x of bare", "", ""))
    rows.append(("fresh process: import textual", timing(starts["import textual"]), "", "", ""))
    rules = ms(starts["import fate_tui.rules"])
    rows.append(
        (
            "fresh process: import fate_tui.rules",
            timing(starts["import fate_tui.rules"]),
            f"{rules / bare:.2f}x of bare",
            "",
            "",
        )
    )
    if keys:  # none with --presses 0
        rows.extend(key_rows(keys, timing, verdicts))
    headers = ("measure", "median (min)", "ratio of medians", "target", "")
    widths = [max(len(str(r[i])) for r in [headers, *rows]) for i in range(5)]
    lines = [
        "| " + " | ".join(str(c).ljust(w) for c, w in zip(row, widths, strict=True)) + " |"
        for row in [headers, tuple("-" * w for w in widths), *rows]
    ]
    return lines, all(verdicts)


def key_rows(keys: dict[str, list[float]], timing, verdicts: list[bool]) -> list[tuple]:
    """The key presses' rows of the report; appends the change target's verdict."""
    rows = []
    for name, values in keys.items():
        label = name if name.startswith("  ") else f"large: {name}"
        rows.append((label, timing(values, 1), "", "", ""))
    cost = change_cost(keys)
    ok = cost <= KEY_TARGET_MS
    verdicts.append(ok)
    rows.append(
        (
            "large: a change's cost (+/- minus unbound, key to frame)",
            f"{cost:.1f} ms",
            "",
            f"<= {KEY_TARGET_MS:.0f} ms",
            _pf(ok),
        )
    )
    rows.append(
        (
            "  of which CPU time (the rest waits: fsync, other programs)",
            f"{change_cost(keys, ', CPU time'):.1f} ms",
            "",
            "",
            "",
        )
    )
    return rows


def change_cost(keys: dict[str, list[float]], measure: str = "") -> float:
    """What a change costs over a key that changes nothing, key to frame, in ms (wall time,
    or with `measure` ", CPU time" the process's CPU time)."""
    change = statistics.median(keys[f"+/- key to repainted frame{measure}"])
    idle = statistics.median(keys[f"unbound key to repainted frame{measure}"])
    return (change - idle) * 1000


BEFORE = [
    "Before issue 7 (the figures of the review that opened it, on this machine when it was "
    "quiet): the bundled campaign's interactive Table came 2.3-2.6x after the bare app's "
    "first frame (this benchmark's table of 2026-11-22, load average 0.6: 459 ms against "
    "191 ms, 2.4x), the large campaign's Table 1.5-1.6x after the bundled one's (649 ms, "
    "1.41x), and pressing + on the large campaign cost about 70 ms more than an unbound "
    "key, key to frame, most of it in redrawing every row of the cast and every panel of "
    "the Table on each change. The key handler alone took 7.5 ms then (2.7 ms to save, "
    "2.5 ms to log).",
]


def findings(starts: dict[str, list[float]], keys: dict[str, list[float]]) -> list[str]:
    """Where the time goes, in words, from this run's medians."""

    def ms(name: str, source: dict[str, list[float]]) -> float:
        return statistics.median(source[name]) * 1000

    bare, bundled = ms("bare app", starts), ms("bundled: first frame", starts)
    table = ms("bundled: Table shown", starts)
    lookalike, after = ms(LOOKALIKE, starts), ms(AFTER_FIRST_LOOK, starts)
    textual_import = ms("import textual", starts)
    start = [
        f"- First frame: the app draws its loading screen {bundled - bare:.0f} ms after the "
        "bare app draws its Static; the campaign layer is imported and the files read in the "
        "background after it.",
        f"- Interactive Table: {table - bare:.0f} ms after the bare app's first frame. That "
        "time goes to importing the campaign layer and the Table's widgets (Textual alone "
        f"takes {textual_import:.0f} ms to import in a fresh process), reading the campaign's "
        "files, and laying out and painting the Table.",
        "- The Table's floor: Textual alone drawing a look-alike of the Table (its own "
        "widgets, the same text, no fate-tui code, no file read) takes "
        f"{lookalike - bare:.0f} ms more than the bare app ({lookalike / bare:.2f}x); drawn "
        "after importing the Table's code and reading the campaign's first look, as the app "
        f"does, {after - bare:.0f} ms more ({after / bare:.2f}x), before anything of the "
        "Table's own work (its loading screen, its widgets filling themselves) is counted. "
        f"The Table's {table / bare:.2f}x is {table - after:.0f} ms above that floor.",
    ]
    if not keys:  # --presses 0
        return [*start, "", *BEFORE]
    handler, save, log, _tell, refresh, change, idle, change_cpu, idle_cpu = (
        ms(name, keys) for name in keys
    )
    return [
        *start,
        f"- Key press: the handler takes {handler:.1f} ms, of which saving the character file "
        f"{save:.1f} ms and appending to the play log {log:.1f} ms (each an atomic write: a "
        "temporary file, fsync, rename, fsync of the folder). The Table redraws after the "
        f"handler, on the app's change signal: {refresh:.1f} ms for `refresh_state` when "
        "nothing changed, since each panel and each cast row is drawn again only when what "
        f"it shows changed, and the cast paints again only the row that changed. Key to "
        f"frame: {change:.1f} ms for + or - ({change_cpu:.1f} ms of it CPU time), "
        f"{idle:.1f} ms for an unbound key ({idle_cpu:.1f} ms CPU): what a change adds "
        "beyond its CPU time is waiting for the disk to confirm the two writes (four "
        "fsyncs).",
        "",
        *BEFORE,
    ]


def _pf(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def write_docs(
    path: Path,
    table: list[str],
    notes: list[str],
    passed: bool,
    runs: int,
    presses: int,
    large: str,
):
    section = "\n".join(
        [
            "## The app",
            "",
            "Measured by `bench/bench_startup.py` (process start to the first frame and to "
            f"the interactive Table in a 120x40 pseudo-terminal, median of {runs} runs, "
            "against a bare Textual app in the same run; key presses: key to repainted frame "
            f"under Pilot, median of {presses}, against a key the Table does not bind). "
            f"Large campaign: {large}. Targets from issue 7: the Table within 1.5x of the "
            "bare app, the large campaign's Table within 1.3x of the bundled one's, a change "
            "at most 16 ms more than an unbound key.",
            "",
            f"Machine: {machine()}. Measured {time.strftime('%Y-%m-%d')}.",
            "",
            *table,
            "",
            f"Overall: {'PASS' if passed else 'FAIL'}.",
            "",
            *notes,
            "",
            "",
        ]
    )
    text = path.read_text(encoding="utf-8") if path.exists() else "# Performance\n"
    start = text.find("\n## The app\n")
    if start >= 0:  # replace our own section only; the others stay as their authors wrote
        end = text.find("\n## ", start + 1)
        text = text[: start + 1] + section + (text[end + 1 :] if end >= 0 else "")
    else:
        text = text.rstrip("\n") + "\n\n" + section
    path.write_text(text, encoding="utf-8")


def compile_bytecode() -> None:
    """Compile fate_tui as an install would, so no run pays for compiling it."""
    command = [sys.executable, "-m", "compileall", "-q", str(ROOT / "fate_tui")]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run(command, check=True, env=env, stdout=subprocess.DEVNULL)


def generate_large(out: Path, args: argparse.Namespace) -> None:
    script = HERE / "generate_campaign.py"
    for attempt in range(30):
        if script.exists():
            break
        print(f"waiting for {script.relative_to(ROOT)} (attempt {attempt + 1})", file=sys.stderr)
        time.sleep(10)
    command = [sys.executable, str(script), str(out), "--characters", str(args.characters)]
    command += ["--scenes", str(args.scenes), "--sessions", str(args.sessions)]
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument(
        "--presses", type=int, default=200, help="key presses of each kind (0: startup only)"
    )
    parser.add_argument("--characters", type=int, default=550)
    parser.add_argument("--scenes", type=int, default=320)
    parser.add_argument("--sessions", type=int, default=20)
    parser.add_argument("--docs", type=Path, help="append the figures to this Markdown file")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    large_size = f"{args.characters} characters, {args.scenes} scenes, {args.sessions} sessions"
    with tempfile.TemporaryDirectory(prefix="fate-tui-bench-app-") as tmp:
        work = Path(tmp)
        large = work / "large"
        generate_large(large, args)
        compile_bytecode()
        print(f"startup: {args.runs} runs of each, interleaved ...", file=sys.stderr)
        starts = startup(work, large, args.runs)
        starts.update(import_costs(args.runs))
        keys = {}
        if args.presses:
            print(f"key presses: {args.presses} of each on the large campaign ...", file=sys.stderr)
            keys_campaign = work / "keys" / "large"
            shutil.copytree(large, keys_campaign)
            os.environ["FATE_TUI_CONFIG_DIR"] = str(work / "config")
            os.environ["FATE_TUI_STATE_DIR"] = str(work / "state")
            keys = asyncio.run(key_presses(keys_campaign, args.presses))
    table, passed = report(starts, keys)
    print(f"Machine: {machine()}")
    print(f"Large campaign: {large_size}")
    print("\n".join(table))
    print("PASS" if passed else "FAIL")
    notes = findings(starts, keys)
    print("\n".join(notes))
    if args.docs:
        write_docs(args.docs, table, notes, passed, args.runs, args.presses, large_size)
        print(f"appended to {args.docs}")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
