import shutil
from pathlib import Path

import pytest

CAMPAIGNS = Path(__file__).resolve().parents[2] / "campaigns"


@pytest.fixture
def ashen(tmp_path) -> Path:
    """A private copy of the bundled Condensed campaign."""
    target = tmp_path / "ashen-coast"
    shutil.copytree(CAMPAIGNS / "ashen-coast", target)
    return target


@pytest.fixture
def copy_campaign(tmp_path):
    """Copy a bundled campaign by folder name; returns the private copy's path."""

    def copy(name: str) -> Path:
        target = tmp_path / name
        shutil.copytree(CAMPAIGNS / name, target)
        return target

    return copy


def snapshot(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }
