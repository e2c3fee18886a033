import shutil
from pathlib import Path

import pytest

CAMPAIGNS = Path(__file__).resolve().parents[2] / "campaigns"


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path, monkeypatch):
    """No test reads the developer's own key settings or campaigns."""
    monkeypatch.setenv("FATE_TUI_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("FATE_TUI_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("EDITOR", "true")


@pytest.fixture
def campaign(tmp_path) -> Path:
    """A private copy of the bundled Condensed campaign."""
    target = tmp_path / "ashen-coast"
    shutil.copytree(CAMPAIGNS / "ashen-coast", target)
    return target


async def loaded(app, pilot) -> None:
    """Wait until the campaign has loaded in the background and the Table is up."""
    await app.workers.wait_for_complete()
    await pilot.pause()
    await pilot.pause()
