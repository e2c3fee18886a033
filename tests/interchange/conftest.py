import json
from pathlib import Path

import pytest

from fate_tui.campaign.create import create_campaign
from fate_tui.campaign.store import CampaignStore


@pytest.fixture(autouse=True)
def _own_state_folder(tmp_path, monkeypatch):
    """An import takes the campaign's writer lock in the state folder: the test's own."""
    monkeypatch.setenv("FATE_TUI_STATE_DIR", str(tmp_path / "state"))


@pytest.fixture
def make_campaign(tmp_path):
    """A fresh campaign of a rule set, as `fate-tui new` makes it."""

    def make(rules: str = "condensed", name: str = "camp") -> Path:
        return create_campaign(tmp_path / name, rules)

    return make


@pytest.fixture
def write_json(tmp_path):
    def write(name: str, data) -> Path:
        path = tmp_path / name
        text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
        path.write_text(text, encoding="utf-8")
        return path

    return write


def load(path: Path) -> CampaignStore:
    return CampaignStore.load(path)
