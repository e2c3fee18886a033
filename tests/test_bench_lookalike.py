"""bench/table_lookalike.py shows what the bundled campaign's Table shows, so the startup
benchmark's floor (Textual drawing the Table's content) stays a fair one when the example
campaign changes."""

import importlib.util
import re
import sys
from pathlib import Path

from fate_tui.campaign.store import CampaignStore

ROOT = Path(__file__).resolve().parents[1]


def _lookalike():
    path = ROOT / "bench" / "table_lookalike.py"
    spec = importlib.util.spec_from_file_location("table_lookalike", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


def test_the_lookalike_shows_the_bundled_scene_its_cast_and_countdowns():
    lookalike = _lookalike()
    state = CampaignStore.load(ROOT / "campaigns" / "ashen-coast").state
    scene = state.current_scene

    assert scene.title in lookalike.STATUS and state.story.name in lookalike.STATUS
    # Each line of the aspect box starts with one aspect's name, the scene's then its zones'.
    aspects = [a.name for a in scene.aspects] + [a.name for z in scene.zones for a in z.aspects]
    shown = [re.sub(r"^▌(\?\? )?", "", line) for line in lookalike.ASPECTS]
    assert len(shown) == len(aspects)
    assert all(line.startswith(name) for line, name in zip(shown, aspects, strict=True))
    zones = [line[1:].split("]")[0] for line in lookalike.ZONES.splitlines() if line[0] == "["]
    assert zones == [z.name for z in scene.zones]
    cast = {state.characters[cid].name: scene.positions[cid] for cid in scene.cast}
    assert {row[1]: row[4] for row in lookalike.CAST} == cast
    countdowns = [c.name for c in (*scene.countdowns, *state.story.countdowns)]
    assert sorted(line.split(" ■")[0] for line in lookalike.COUNTDOWNS) == sorted(countdowns)
