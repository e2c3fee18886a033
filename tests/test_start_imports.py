"""What opening a campaign imports before the Table's first frame (issue 7's start-up target).

A campaign whose scenes hold no conflict, contest, challenge or obstacle, and whose sheets no
big bad or scale, is loaded and its Table's module imported without building their rules,
their intents, another rule set's stunt catalogue or tomlkit: those are imported when a
scene, a sheet or a rule set needs them, when a key needs them, at the first save, or in a
thread after the Table's first frame.
"""

import shutil
import subprocess
import sys
from pathlib import Path

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
