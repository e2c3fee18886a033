"""Every intents module imports on its own, in a fresh interpreter.

The app imports the intents lazily, in whatever order the GM's keys ask for them (and a thread
imports the rest after the Table's first frame), so no module may depend on another having
been imported first. The rolls, the minions, the conflicts, the challenges and the table rolls
used to form a cycle that only one order survived: importing `roll_model` (or `roll_text`, the
Roll dialog's invoke list ...) first failed with an ImportError.
"""

import os
import subprocess
import sys
from pathlib import Path

import fate_tui.campaign.intents as intents

ROOT = Path(__file__).resolve().parents[2]


def test_each_intents_module_imports_first():
    names = sorted(
        f"fate_tui.campaign.intents.{path.stem}"
        for path in Path(intents.__file__).parent.glob("*.py")
        if path.stem != "__init__"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    runs = {
        name: subprocess.Popen(
            [sys.executable, "-c", f"import {name}"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        for name in names
    }
    failed = {name: run.communicate()[1].strip().splitlines()[-1:] for name, run in runs.items()}
    assert {name: error for name, error in failed.items() if runs[name].returncode} == {}
    assert len(names) > 20
