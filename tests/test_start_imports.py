"""What opening a campaign imports before the Table's first frame (issue 7's start-up target).

A campaign whose scenes hold no conflict, contest, challenge or obstacle, and whose sheets no
big bad or scale, is loaded and its Table's module imported without building their rules,
their intents, another rule set's stunt catalogue or tomlkit: those are imported when a
scene, a sheet or a rule set needs them, when a key needs them, at the first save, or in a
thread after the Table's first frame.
"""

import dataclasses
import importlib
import inspect
import pkgutil
import shutil
import subprocess
import sys
from pathlib import Path

import fate_tui.campaign
import fate_tui.rules

ROOT = Path(__file__).resolve().parents[1]

DEFERRED = (
    "tomlkit",
    "fate_tui.tomltext.writeback",
    "fate_tui.rules.big_bad",
    "fate_tui.rules.challenge",
    "fate_tui.rules.conflict",
    "fate_tui.rules.contest",
    "fate_tui.rules.obstacles",
    "fate_tui.rules.scale",
    "fate_tui.rules.sotc_stunt_catalogue",  # another rule set's, built when first read
    "fate_tui.campaign.codec.challenge_codec",
    "fate_tui.campaign.codec.conflict_codec",
    "fate_tui.campaign.intents.challenges",
    "fate_tui.campaign.intents.conflicts",
    "fate_tui.campaign.intents.contests",
    "fate_tui.campaign.intents.moves",
    "fate_tui.campaign.intents.scene_play",
)

CODE = """
import sys
from fate_tui.campaign.store import CampaignStore
store = CampaignStore.load(sys.argv[1])
assert not store.errors, store.errors
import fate_tui.campaign.controller, fate_tui.campaign.undo_history
import fate_tui.ui.screens.table
print(" ".join(sorted(sys.modules)))
"""


def test_the_bundled_campaign_and_the_table_import_only_what_they_need(tmp_path):
    campaign = tmp_path / "ashen-coast"
    shutil.copytree(ROOT / "campaigns" / "ashen-coast", campaign)
    done = subprocess.run(
        [sys.executable, "-c", CODE, str(campaign)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    imported = set(done.stdout.split())
    assert "fate_tui.rules.scene" in imported  # the probe saw the campaign layer
    assert sorted(imported.intersection(DEFERRED)) == []


def _invented_docstring(cls: type) -> str:
    """The docstring `dataclasses` makes up for a class that has none: its name and signature."""
    try:
        return cls.__name__ + str(inspect.signature(cls)).replace(" -> None", "")
    except (TypeError, ValueError):
        return cls.__name__


def test_every_dataclass_of_the_rules_and_the_campaign_has_its_own_docstring():
    # A dataclass without one gets an invented docstring, costing an inspect.signature at import.
    dataclasses_seen = []
    for package in (fate_tui.rules, fate_tui.campaign):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            module = importlib.import_module(info.name)
            dataclasses_seen += [
                value
                for value in vars(module).values()
                if isinstance(value, type)
                and dataclasses.is_dataclass(value)
                and value.__module__ == module.__name__
            ]
    undocumented = [
        f"{cls.__module__}.{cls.__qualname__}"
        for cls in dataclasses_seen
        if cls.__dict__.get("__doc__") in (None, "", _invented_docstring(cls))
    ]
    assert len(dataclasses_seen) > 100  # the walk found the packages' modules
    assert undocumented == []
