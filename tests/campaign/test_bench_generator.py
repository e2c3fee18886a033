"""bench/generate_campaign.py writes a campaign that loads cleanly, with the counts asked for."""

import importlib.util
import sys
import tomllib
from collections import Counter
from pathlib import Path

from fate_tui.campaign.playlog import read_log
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.validation import errors_only, validate_character

BENCH = Path(__file__).resolve().parents[2] / "bench" / "generate_campaign.py"


def _generator():
    spec = importlib.util.spec_from_file_location("generate_campaign", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


def test_generated_campaign_loads_with_the_requested_counts(tmp_path):
    root = _generator().generate(tmp_path / "big", characters=20, scenes=10, sessions=3)

    store = CampaignStore.load(root)

    assert store.problems == []
    state = store.state
    assert len(state.characters) == 20
    assert len(state.scenes) == 10
    assert len(state.story.sessions) == 3
    assert state.current_scene is not None
    kinds = Counter(c.kind.value for c in state.characters.values())
    assert set(kinds) == {"pc", "major", "minor", "mooks"}
    for character in state.characters.values():
        assert errors_only(validate_character(character, state.ruleset)) == []
    for scene in state.scenes.values():
        assert 3 <= len(scene.aspects) <= 5
        assert 2 <= len(scene.zones) <= 4
        assert set(scene.cast) <= set(state.characters)
    logs = sorted((root / "log").glob("session-*.toml"))
    assert [p.name for p in logs] == ["session-01.toml", "session-02.toml", "session-03.toml"]
    entries = tomllib.loads(logs[0].read_text(encoding="utf-8"))["entries"]
    assert set(entries[0]) == {"at", "scene", "kind", "text"}
    entries, problems = read_log(root, 1)
    assert (len(entries), problems) == (200, [])


def test_generator_is_deterministic(tmp_path):
    generate = _generator().generate
    first = generate(tmp_path / "a", characters=6, scenes=3, sessions=1, log_entries=5)
    second = generate(tmp_path / "b", characters=6, scenes=3, sessions=1, log_entries=5)

    def files(root):
        return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*.toml")}

    assert files(first) == files(second)
