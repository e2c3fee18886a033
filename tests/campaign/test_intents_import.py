"""Every intents module imports on its own, in a fresh interpreter.

The app imports the intents lazily, in whatever order the GM's keys ask for them (and a thread
imports the rest after the Table's first frame), so no module may depend on another having
been imported first. The rolls, the minions, the conflicts, the challenges and the table rolls
used to form a cycle that only one order survived: importing `roll_model` (or `roll_text`, the
Roll dialog's invoke list ...) first failed with an ImportError.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import fate_tui.campaign.intents as intents

ROOT = Path(__file__).resolve().parents[2]

# One interpreter tries every module: before each, it forgets every fate-tui module it has
# imported, so each module is the first of fate-tui's to load. Only fate-tui's own modules can
# form the cycle this guards against; the libraries they use may stay loaded (one interpreter
# per module cost about 11 s of CPU for the same answer).
EACH_FIRST = """
import importlib, json, sys, traceback
failed = {}
for name in sys.argv[1:]:
    for loaded in [m for m in sys.modules if m == "fate_tui" or m.startswith("fate_tui.")]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except Exception:
        failed[name] = traceback.format_exc().strip().splitlines()[-1]
print(json.dumps(failed))
"""


def test_each_intents_module_imports_first():
    names = sorted(
        f"fate_tui.campaign.intents.{path.stem}"
        for path in Path(intents.__file__).parent.glob("*.py")
        if path.stem != "__init__"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run(
        [sys.executable, "-c", EACH_FIRST, *names],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(run.stdout) == {}
    assert len(names) > 20


def test_a_module_that_needs_another_first_is_caught(tmp_path):
    """The check itself: a package whose first module imports the second, which imports a
    name from the first, fails when the second is imported first."""
    package = tmp_path / "fate_tui"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "one.py").write_text("from fate_tui.two import TWO\nONE = 1\n")
    (package / "two.py").write_text("from fate_tui.one import ONE\nTWO = 2\n")
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    run = subprocess.run(
        [sys.executable, "-c", EACH_FIRST, "fate_tui.one", "fate_tui.two"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert set(json.loads(run.stdout)) == {"fate_tui.one", "fate_tui.two"}
