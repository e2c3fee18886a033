"""A process killed in the middle of saving leaves every file whole: old or new version."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tests.effort import tries

ROOT = Path(__file__).resolve().parents[2]
FILES = ["campaign.toml", "ruth.toml", "the-docks.toml"]
# Each kill lands at a moment of its own in the writer's loop of temp file, fsync and rename
# of three files. Ten kills, each a Python process started, are a tenth of a second of CPU
# apiece; FATE_FUZZ_SCALE=10 (tests/effort.py) kills ten times as often.
KILLS = tries(10)

# The writer saves version A then B of every file, over and over, until killed.
WRITER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    sys.path.insert(0, sys.argv[1])
    from fate_tui.tomltext.atomic import atomic_write

    folder, names = Path(sys.argv[2]), sys.argv[3:]
    versions = [{name: (f"# {v} {name}\\n" + f"value = '{v}'\\n" * 20_000).encode()
                 for name in names} for v in "AB"]
    round = 0
    while True:
        for name in names:
            atomic_write(folder / name, versions[round % 2][name])
        round += 1
        if round == 2:
            # Both versions have been written once: from here on the kill can land anywhere.
            print("ready", flush=True)
    """
)


def version(name: str, which: str) -> bytes:
    return (f"# {which} {name}\n" + f"value = '{which}'\n" * 20_000).encode()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_files_are_old_or_new_after_any_number_of_kills(tmp_path: Path) -> None:
    for name in FILES:
        (tmp_path / name).write_bytes(version(name, "A"))
    rng = random.Random(20240527)
    seen: set[bytes] = set()
    for _ in range(KILLS):
        writer = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(ROOT), str(tmp_path), *FILES],
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            assert writer.stdout is not None
            assert writer.stdout.readline().strip() == "ready"
            time.sleep(rng.uniform(0, 0.03))
        finally:
            writer.send_signal(signal.SIGKILL)
            writer.wait()
            if writer.stdout is not None:
                writer.stdout.close()
        for name in FILES:
            content = (tmp_path / name).read_bytes()
            assert content in (version(name, "A"), version(name, "B")), name
            seen.add(content)
        for entry in tmp_path.iterdir():  # anything else is a hidden temp file
            if entry.name not in FILES:
                assert entry.name.startswith(".") and entry.name.endswith(".tmp")
                assert any(entry.name.startswith(f".{name}.") for name in FILES)
    assert len(seen) > len(FILES)  # the writer did get to save new versions
