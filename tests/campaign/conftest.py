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


def snapshot(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }
