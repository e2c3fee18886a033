"""The app as a GM waits for it, in a real terminal (issue 26): each process runs in a tmux
pane of 120x40 and what the pane shows is read with `capture-pane`, polled every few
milliseconds, against floors measured the same way in the same run.

    .venv/bin/python bench/bench_terminal.py [--runs 7] [--presses 40] [--idle 20]

Measures, each the median of its runs, interleaved with its floor:
- start to drawn screen: from launching the command to the pane showing the bare Textual
  app's Static (the floor), the bundled campaign's Table (its panels' titles and the cast's
  first PC), and the large generated campaign's Table (550 characters, 320 scenes);
- key to repainted pane: `tmux send-keys` of `+` (then `-`, taking the point back) to the
  first capture that differs from the one before, on the large campaign's Table, against a
  bare Textual app whose `+` updates a counter; each press waits for the pane to settle.
  The CPU time each key cost the process (to its pane settled) is reported too: on a busy
  machine the wall time mostly says how long the process waited for a core and the disk;
- CPU while idle: the GM's app and the players' view (`fate-tui players`) left on the large
  campaign, once loaded and settled, for --idle seconds, read from /proc/PID/stat (every
  thread of the process) and scaled to a minute;
- a hand edit to the idle players' view: a PC's fate points written into their file by
  another program, to the pane showing them (the file events' latency).

Targets: idle at most 0.1 s of CPU a minute for both apps, hand edits seen within a second;
a key at most 2x the bare counter's; the bundled Table within 1.5x of the bare app (the floor
under it is measured by bench/bench_startup.py) and the large Table within 1.3x of the
bundled one's.

tmux must be installed (Debian: `apt-get install tmux`). A private tmux server (its own
socket in a temporary folder) is started and killed; a control-mode client sends the
captures, so polling costs no process start per capture. Linux only (/proc).
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BUNDLED = ROOT / "campaigns" / "ashen-coast"
SIZE = (120, 40)
TIMEOUT = 60.0
POLL = 0.002  # seconds between captures
SETTLE = 0.3  # seconds without a change before a pane counts as settled
IDLE_TARGET = 0.1  # CPU seconds a minute
EDIT_TARGET = 1.0  # seconds
KEY_TARGET = 2.0
TABLE_TARGET = 1.5
LARGE_TARGET = 1.3

BARE_APP = """
from textual.app import App
from textual.widgets import Static

class Bare(App):
    def compose(self):
        yield Static("bare app ready")

Bare().run()
"""

COUNTER_APP = """
from textual.app import App
from textual.widgets import Static

class Counter(App):
    BINDINGS = [("plus", "more", "More"), ("minus", "less", "Less")]
    count = 0

    def compose(self):
        yield Static("count 0", id="count")

    def action_more(self):
        self.count += 1
        self.query_one("#count").update(f"count {self.count}")

    def action_less(self):
        self.count -= 1
        self.query_one("#count").update(f"count {self.count}")

Counter().run()
"""

TABLE_SHOWN = ("Scene aspects", "Cast", "Log")
BARE_IDLE = "bare app (one Static)"
COUNTER_KEY = "bare counter: + to repainted pane"
APP_KEY = "large: +/- to repainted pane"


class Tmux:
    """A private tmux server with one session, and a control-mode client to capture it."""

    def __init__(self, folder: Path) -> None:
        self.socket = str(folder / "tmux.sock")
        self.run("new-session", "-d", "-s", "bench", "-x", str(SIZE[0]), "-y", str(SIZE[1]))
        self.run("set-option", "-g", "remain-on-exit", "on")
        self.run("set-option", "-g", "status", "off")
        self.run("set-option", "-g", "window-size", "manual")
        self.control = subprocess.Popen(
            ["tmux", "-S", self.socket, "-C", "attach", "-t", "bench"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            bufsize=0,
        )
        self._buffer = b""
        while not self._line().startswith("%end"):  # the reply to the attach itself
            pass
        self.command("refresh-client -C 120x40")

    def run(self, *args: str) -> str:
        done = subprocess.run(
            ["tmux", "-S", self.socket, *args], check=True, capture_output=True, text=True
        )
        return done.stdout

    def command(self, line: str) -> list[str]:
        """Send one command on the control client; the lines of its reply."""
        self.control.stdin.write(line.encode() + b"\n")
        reply: list[str] = []
        inside = False
        while True:
            raw = self._line()
            if raw.startswith("%begin"):
                inside, reply = True, []
            elif raw.startswith(("%end", "%error")) and inside:
                if raw.startswith("%error"):
                    raise RuntimeError(f"tmux: {line}: {reply}")
                return reply
            elif inside:
                reply.append(raw)

    def _line(self) -> str:
        while b"\n" not in self._buffer:
            chunk = os.read(self.control.stdout.fileno(), 1 << 16)
            if not chunk:
                raise RuntimeError("the tmux control client closed")
            self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        return line.decode("utf-8", "replace")

    def capture(self) -> str:
        return "\n".join(self.command("capture-pane -p -t bench"))

    def launch(self, command: list[str], env: dict[str, str]) -> float:
        """Run `command` in an empty pane, replacing what ran there; the moment it was
        launched."""
        self.run("respawn-pane", "-k", "-t", "bench", "exec sleep 3600")
        self.run("clear-history", "-t", "bench")
        wait_for(self, lambda text: not text.strip(), "an empty pane")
        words = ["exec", "env", *(f"{k}={v}" for k, v in env.items()), *command]
        line = " ".join(shlex.quote(w) for w in words)
        start = time.monotonic()
        self.run("respawn-pane", "-k", "-t", "bench", line)
        return start

    def pid(self) -> int:
        return int(self.run("display-message", "-p", "-t", "bench", "#{pane_pid}").strip())

    def keys(self, *keys: str) -> None:
        self.command("send-keys -t bench " + " ".join(shlex.quote(k) for k in keys))

    def close(self) -> None:
        try:
            self.control.stdin.close()
            self.control.wait(5)
        except (OSError, subprocess.TimeoutExpired):
            self.control.kill()
        subprocess.run(["tmux", "-S", self.socket, "kill-server"], capture_output=True)


def wait_for(tmux: Tmux, shown, what: str) -> tuple[float, str]:
    """Poll the pane until `shown(text)`; (the moment, the text)."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        text = tmux.capture()
        if shown(text):
            return time.monotonic(), text
        time.sleep(POLL)
    raise RuntimeError(f"the pane never showed {what}:\n{tmux.capture()}")


def settle(tmux: Tmux) -> str:
    """Wait until the pane stays the same for SETTLE seconds; its text."""
    text, since = tmux.capture(), time.monotonic()
    while time.monotonic() - since < SETTLE:
        time.sleep(0.02)
        now = tmux.capture()
        if now != text:
            text, since = now, time.monotonic()
    return text


def cpu_seconds(pid: int) -> float:
    """User and system CPU time of the process, every thread of it."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def environment(work: Path) -> dict[str, str]:
    return {
        "FATE_TUI_CONFIG_DIR": str(work / "config"),
        "FATE_TUI_STATE_DIR": str(work / "state"),
        "FATE_TUI_DATA_DIR": str(work / "data"),
        "PYTHONPATH": str(ROOT),
    }


def starts(tmux: Tmux, work: Path, large: Path, runs: int) -> dict[str, list[float]]:
    python = sys.executable
    env = environment(work)
    cases = {
        "bare app (one Static)": ([python, "-c", BARE_APP], ("bare app ready",)),
        "bundled: Table drawn": ([python, "-m", "fate_tui", str(work / "bundled")], TABLE_SHOWN),
        "large: Table drawn": ([python, "-m", "fate_tui", str(large)], TABLE_SHOWN),
    }
    times: dict[str, list[float]] = {name: [] for name in cases}
    for run in range(runs + 1):  # run 0 warms the caches and is not counted
        for name, (command, marks) in cases.items():
            start = tmux.launch(command, env)
            moment, _ = wait_for(tmux, lambda t, m=marks: all(x in t for x in m), name)
            if run:
                times[name].append(moment - start)
    return times


def key_times(tmux: Tmux, presses: int) -> tuple[list[float], list[float]]:
    """Key to the first capture that differs, `+` and `-` in turn, each from a settled pane;
    and the CPU time the process spent per key, from the first key timed to the pane settled
    after the last (the kernel counts it in ticks of 10 ms: one key is too short)."""
    pid = tmux.pid()
    found = []
    before = settle(tmux)
    for press in range(presses + 2):
        if press == 2:  # the first of each parses the file with tomlkit
            spent = cpu_seconds(pid)
        start = time.monotonic()
        tmux.keys("-" if press % 2 else "+")
        moment, _ = wait_for(tmux, lambda t, b=before: t != b, "the key's repaint")
        before = settle(tmux)
        if press >= 2:
            found.append(moment - start)
    return found, [(cpu_seconds(pid) - spent) / presses]


def keys(tmux: Tmux, work: Path, large: Path, presses: int) -> dict[str, list[float]]:
    python = sys.executable
    env = environment(work)
    tmux.launch([python, "-c", COUNTER_APP], env)
    wait_for(tmux, lambda t: "count 0" in t, "the counter")
    counter, counter_cpu = key_times(tmux, presses)
    tmux.launch([python, "-m", "fate_tui", str(large)], env)
    wait_for(tmux, lambda t: all(x in t for x in TABLE_SHOWN), "the large Table")
    quiet(tmux.pid())  # the rest of the campaign is read after the Table's first frame
    app, app_cpu = key_times(tmux, presses)
    return {
        COUNTER_KEY: counter,
        APP_KEY: app,
        f"{COUNTER_KEY}, CPU time": counter_cpu,
        f"{APP_KEY}, CPU time": app_cpu,
    }


PC_POINTS = re.compile(r"(?m)^fate_points = (\d+)")


def idle(tmux: Tmux, work: Path, large: Path, seconds: float) -> dict[str, float]:
    python = sys.executable
    env = environment(work)
    found: dict[str, float] = {}
    for name, command, marks in (
        (BARE_IDLE, [python, "-c", BARE_APP], ("bare app ready",)),
        ("GM app", [python, "-m", "fate_tui", str(large)], TABLE_SHOWN),
        ("players' view", [python, "-m", "fate_tui", "players", str(large)], ("The party",)),
    ):
        tmux.launch(command, env)
        wait_for(tmux, lambda t, m=marks: all(x in t for x in m), name)
        settle(tmux)
        pid = tmux.pid()
        quiet(pid)
        begin, cpu = time.monotonic(), cpu_seconds(pid)
        time.sleep(seconds)
        spent = cpu_seconds(pid) - cpu
        found[f"{name}: idle CPU per minute"] = spent * 60 / (time.monotonic() - begin)
        if name == "players' view":
            found["players' view: hand edit to pane"] = hand_edit(tmux, large)
    return found


def quiet(pid: int) -> None:
    """Wait until the process is done starting (the rest of the campaign read, the warm-up
    imports made): two seconds in a row with under 20 ms of CPU time, a minute at most."""
    deadline, calm = time.monotonic() + 60, 0
    while calm < 2 and time.monotonic() < deadline:
        cpu = cpu_seconds(pid)
        time.sleep(1)
        calm = calm + 1 if cpu_seconds(pid) - cpu < 0.02 else 0


def hand_edit(tmux: Tmux, campaign: Path) -> float:
    """Median time from another program's write of a PC's fate points to the pane showing
    the players' view's new figure, over a few edits."""
    pc = campaign / "characters" / "ada-pitch.toml"
    text = pc.read_text(encoding="utf-8")
    found = []
    for points in (7, 8, 9):
        before = settle(tmux)
        start = time.monotonic()
        pc.write_text(PC_POINTS.sub(f"fate_points = {points}", text, count=1), encoding="utf-8")
        moment, _ = wait_for(tmux, lambda t, b=before: t != b, "the edit")
        found.append(moment - start)
    pc.write_text(text, encoding="utf-8")
    return statistics.median(found)


def machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    return f"{cpu}, {os.cpu_count()} CPUs, load average {load}; Python {sys.version.split()[0]}"


def report(times: dict[str, list[float]], idle_figures: dict[str, float]) -> tuple[list[str], bool]:
    med = {name: statistics.median(values) for name, values in times.items() if values}
    rows, passed = [], True

    def row(name: str, figure: str, ratio: str = "", target: str = "", ok: bool | None = None):
        nonlocal passed
        verdict = "" if ok is None else ("PASS" if ok else "FAIL")
        passed = passed and ok is not False
        rows.append(f"| {name} | {figure} | {ratio} | {target} | {verdict} |")

    rows += ["| measure | median | ratio | target | |", "|---|---:|---:|---|---|"]
    if "bare app (one Static)" in med:
        bare, bundled, large = (
            med["bare app (one Static)"],
            med["bundled: Table drawn"],
            med["large: Table drawn"],
        )
        row("bare app (one Static): start to drawn", f"{bare * 1000:.0f} ms")
        row(
            "bundled: start to drawn Table",
            f"{bundled * 1000:.0f} ms",
            f"{bundled / bare:.2f}x of bare",
            f"<= {TABLE_TARGET}x",
            bundled / bare <= TABLE_TARGET,
        )
        row(
            "large: start to drawn Table",
            f"{large * 1000:.0f} ms",
            f"{large / bundled:.2f}x of bundled",
            f"<= {LARGE_TARGET}x",
            large / bundled <= LARGE_TARGET,
        )
    if COUNTER_KEY in med:
        counter, app = med[COUNTER_KEY], med[APP_KEY]
        row(COUNTER_KEY, f"{counter * 1000:.1f} ms")
        row(
            APP_KEY,
            f"{app * 1000:.1f} ms",
            f"{app / counter:.2f}x of counter",
            f"<= {KEY_TARGET}x",
            app / counter <= KEY_TARGET,
        )
        counter_cpu, app_cpu = med[f"{COUNTER_KEY}, CPU time"], med[f"{APP_KEY}, CPU time"]
        row("bare counter: CPU time of a key", f"{counter_cpu * 1000:.1f} ms")
        row(
            "large: CPU time of a +/- key",
            f"{app_cpu * 1000:.1f} ms",
            f"{app_cpu / counter_cpu:.2f}x of counter",
        )
    for name, value in idle_figures.items():
        if name.startswith(BARE_IDLE):
            row(name, f"{value:.3f} s")
        elif "idle" in name:
            row(name, f"{value:.3f} s", "", f"<= {IDLE_TARGET} s", value <= IDLE_TARGET)
        else:
            row(name, f"{value * 1000:.0f} ms", "", f"< {EDIT_TARGET} s", value < EDIT_TARGET)
    return rows, passed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="starts of each (0: none)")
    parser.add_argument("--presses", type=int, default=40, help="key presses (0: none)")
    parser.add_argument("--idle", type=float, default=20.0, help="seconds idle (0: none)")
    parser.add_argument("--characters", type=int, default=550)
    parser.add_argument("--scenes", type=int, default=320)
    parser.add_argument("--sessions", type=int, default=20)
    args = parser.parse_args()
    if shutil.which("tmux") is None:
        print("tmux is not installed (Debian: apt-get install tmux)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="fate-tui-bench-terminal-") as tmp:
        work = Path(tmp)
        large = work / "large"
        command = [sys.executable, str(HERE / "generate_campaign.py"), str(large)]
        command += ["--characters", str(args.characters), "--scenes", str(args.scenes)]
        command += ["--sessions", str(args.sessions)]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        shutil.copytree(BUNDLED, work / "bundled")
        subprocess.run(
            [sys.executable, "-m", "compileall", "-q", str(ROOT / "fate_tui")],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        tmux = Tmux(work)
        try:
            times: dict[str, list[float]] = {}
            idle_figures: dict[str, float] = {}
            if args.runs:
                print(f"start: {args.runs} runs of each ...", file=sys.stderr)
                times.update(starts(tmux, work, large, args.runs))
            if args.presses:
                print(f"keys: {args.presses} presses of each ...", file=sys.stderr)
                times.update(keys(tmux, work, large, args.presses))
            if args.idle:
                print(f"idle: {args.idle:.0f} s of each app ...", file=sys.stderr)
                idle_figures = idle(tmux, work, large, args.idle)
        finally:
            tmux.close()
    rows, passed = report(times, idle_figures)
    print(f"Machine: {machine()}")
    print("\n".join(rows))
    print("PASS" if passed else "FAIL")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
