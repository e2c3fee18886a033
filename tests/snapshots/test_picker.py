"""The campaign picker at 120x40: one campaign of the GM's and the bundled examples.

The picker names the folder of the GM's campaigns; the snapshot shows a fixed name for it,
while the campaigns themselves come from the test's own temporary folder.
"""

import os
import shutil
from pathlib import Path

from fate_tui.campaign.library import BUNDLED
from fate_tui.cli import make_app
from fate_tui.ui.screens import picker

SIZE = (120, 40)


def test_picker_screen(snap_compare, monkeypatch):
    data = Path(os.environ["FATE_TUI_DATA_DIR"])  # a temporary folder (tests/ui/conftest.py)
    shutil.copytree(BUNDLED / "ashen-coast", data / "ashen-coast")
    monkeypatch.setattr(picker, "data_dir", lambda: Path("~/.local/share/fate-tui"))

    async def ready(pilot):
        await pilot.pause()

    assert snap_compare(make_app(None, watch_interval=None), terminal_size=SIZE, run_before=ready)
