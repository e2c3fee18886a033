"""Property tests: generated campaigns survive the files.

Characters, scenes and the story are generated (tests/campaign/strategies.py), saved through
the store into a campaign made by `create_campaign`, reloaded from disk and compared; undo
puts back every byte; a second save of the same values writes nothing.
"""

from __future__ import annotations

import contextlib
import dataclasses
import difflib
import os
import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from fate_tui.campaign.create import create_campaign
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules import scene as scenes_rules
from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character, Consequence
from fate_tui.rules.ruleset import Severity
from fate_tui.rules.scene import Scene
from fate_tui.rules.story import Story
from tests.campaign.conftest import CAMPAIGNS, snapshot
from tests.campaign.strategies import (
    RULESETS,
    characters,
    comparable_character,
    expected_scene,
    scenes,
    slugs,
    stories,
)
from tests.effort import property_examples

# Each example creates a campaign on disk and saves it; these counts keep the file at about
# 10 s of CPU time (tests/effort.py: FATE_PROPERTY_EXAMPLES=200 or FATE_FUZZ_SCALE=10 tries
# more). `derandomize` makes every run try the same examples.
# No shrinking: with examples this slow it runs for many minutes; instead a failure lists
# the fields that differ (see `differences`).
SETTINGS = settings(
    max_examples=property_examples(10),
    deadline=None,
    derandomize=True,
    database=None,
    phases=[Phase.explicit, Phase.generate],
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@pytest.fixture(autouse=True, scope="module")
def _no_fsync():
    """Saves fsync every file for durability (test_crash_safety.py tests that); here it
    would only make each of the many saves slow, so it does nothing."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "fsync", lambda fd: None)
        yield


@contextlib.contextmanager
def new_campaign(rules: str) -> Iterator[tuple[Path, CampaignStore]]:
    with tempfile.TemporaryDirectory(prefix="fate-props-") as tmp:
        folder = create_campaign(Path(tmp) / "campaign", rules, "Generated")
        store = CampaignStore.load(folder)
        assert store.errors == []
        yield folder, store


@contextlib.contextmanager
def bundled_copy(name: str) -> Iterator[tuple[Path, CampaignStore]]:
    with tempfile.TemporaryDirectory(prefix="fate-props-") as tmp:
        folder = Path(tmp) / name
        shutil.copytree(CAMPAIGNS / name, folder)
        yield folder, CampaignStore.load(folder)


def draw_campaign(
    data: st.DataObject, store: CampaignStore, character_ids=None, scene_ids=None
) -> tuple[Story, list[Character], list[Scene]]:
    """A story, characters and scenes for the campaign in `store` (new ids unless given)."""
    ruleset = store.state.ruleset
    if character_ids is None:
        character_ids = data.draw(st.lists(slugs, unique=True, max_size=3), label="characters")
    if scene_ids is None:
        scene_ids = data.draw(st.lists(slugs, unique=True, max_size=2), label="scenes")
    known = sorted(set(store.state.characters) | set(character_ids))
    drawn_characters = [data.draw(characters(ruleset, cid), label=cid) for cid in character_ids]
    drawn_scenes = [data.draw(scenes(sid, known), label=sid) for sid in scene_ids]
    scene_ids = sorted(set(store.state.scenes) | set(scene_ids))
    story = data.draw(stories(store.state.story, scene_ids), label="story")
    return story, drawn_characters, drawn_scenes


def commit_all(store: CampaignStore, label: str, story, chars, scns):
    return store.commit(label, story=story, characters=chars, scenes=scns)


def differences(saved, loaded, path: str = "") -> list[str]:
    """Where two values differ, down to the innermost field: readable failure messages."""
    if saved == loaded:
        return []
    if dataclasses.is_dataclass(saved) and type(saved) is type(loaded):
        return [
            line
            for f in dataclasses.fields(saved)
            for line in differences(
                getattr(saved, f.name), getattr(loaded, f.name), f"{path}.{f.name}"
            )
        ]
    if isinstance(saved, tuple) and isinstance(loaded, tuple) and len(saved) == len(loaded):
        return [
            line
            for i, (a, b) in enumerate(zip(saved, loaded, strict=True))
            for line in differences(a, b, f"{path}[{i}]")
        ]
    return [f"{path}: saved {saved!r}, loaded {loaded!r}"]


def assert_reloads_equal(folder: Path, story: Story, chars, scns) -> CampaignStore:
    reloaded = CampaignStore.load(folder)
    assert reloaded.errors == [], "\n".join(p.format() for p in reloaded.errors)
    pairs = [("story", story, reloaded.state.story)]
    pairs += [
        (c.id, comparable_character(c), comparable_character(reloaded.state.characters[c.id]))
        for c in chars
    ]
    pairs += [(s.id, expected_scene(s), reloaded.state.scenes.get(s.id)) for s in scns]
    for name, saved, loaded in pairs:
        assert loaded == saved, f"{name} reloads different:\n" + "\n".join(
            differences(saved, loaded)
        )
    return reloaded


def assert_files(folder: Path, expected: dict[str, bytes]) -> None:
    """The campaign folder holds exactly `expected`, byte for byte (else: what differs)."""
    found = snapshot(folder)
    if found == expected:
        return
    lines = []
    for relpath in sorted(set(found) | set(expected)):
        before, after = expected.get(relpath), found.get(relpath)
        if before == after:
            continue
        lines.append(f"{relpath}: expected {len(before or b'')} bytes, found {len(after or b'')}")
        if before is not None and after is not None:
            diff = difflib.unified_diff(
                before.decode(errors="replace").splitlines(),
                after.decode(errors="replace").splitlines(),
                "expected",
                "found",
                lineterm="",
            )
            lines.extend(list(diff)[:40])
    raise AssertionError("\n".join(lines))


def loaded_values(store: CampaignStore) -> dict:
    state = store.state
    return {
        "story": state.story,
        "characters": list(state.characters.values()),
        "scenes": list(state.scenes.values()),
    }


# --- save, reload, compare ------------------------------------------------------------


@pytest.mark.long_running
@SETTINGS
@given(rules=st.sampled_from(RULESETS), data=st.data())
def test_a_generated_campaign_reloads_equal(rules, data):
    with new_campaign(rules) as (folder, store):
        story, chars, scns = draw_campaign(data, store)
        commit_all(store, "generated", story, chars, scns)
        reloaded = assert_reloads_equal(folder, story, chars, scns)

        # Saving the same values again writes nothing, from this store or a fresh one.
        written = snapshot(folder)
        assert commit_all(store, "again", story, chars, scns) is None
        assert reloaded.commit("again", **loaded_values(reloaded)) is None
        assert_files(folder, written)


@pytest.mark.long_running
@SETTINGS
@given(rules=st.sampled_from(RULESETS), data=st.data())
def test_changed_values_over_saved_files_reload_equal_and_undo_restores_bytes(rules, data):
    with new_campaign(rules) as (folder, store):
        story, chars, scns = draw_campaign(data, store)
        commit_all(store, "first", story, chars, scns)
        first = snapshot(folder)

        # New values for the same files (and maybe new files): edits of existing text.
        more = data.draw(st.lists(slugs, unique=True, max_size=1), label="new characters")
        ids = [c.id for c in chars] + [i for i in more if i not in {c.id for c in chars}]
        story2, chars2, scns2 = draw_campaign(data, store, ids, [s.id for s in scns])
        change = commit_all(store, "second", story2, chars2, scns2)
        second = snapshot(folder)
        assert_reloads_equal(folder, story2, chars2, scns2)
        assert (change is None) == (second == first)
        if change is None:  # the same values drawn twice: nothing to undo
            return

        assert store.undo() == change
        assert_files(folder, first)
        assert_reloads_equal(folder, story, chars, scns)
        store.redo()
        assert_files(folder, second)
        assert commit_all(store, "again", story2, chars2, scns2) is None


@pytest.mark.long_running
@settings(SETTINGS, max_examples=property_examples(8))
@given(
    name=st.sampled_from(sorted(p.name for p in CAMPAIGNS.iterdir() if p.is_dir())), data=st.data()
)
def test_generated_values_over_a_gms_files_reload_equal_and_undo_restores_bytes(name, data):
    """Values written over files a person wrote (comments, tables, quoting of their own)."""
    with bundled_copy(name) as (folder, store):
        before = snapshot(folder)
        character_ids = data.draw(
            st.lists(st.sampled_from(sorted(store.state.characters)), unique=True, max_size=2)
        )
        scene_ids = data.draw(
            st.lists(st.sampled_from(sorted(store.state.scenes)), unique=True, max_size=2)
        )
        story, chars, scns = draw_campaign(data, store, character_ids, scene_ids)
        commit_all(store, "generated", story, chars, scns)
        assert_reloads_equal(folder, story, chars, scns)
        assert commit_all(store, "again", story, chars, scns) is None
        while store.undo():
            pass
        assert_files(folder, before)


@SETTINGS
@given(rules=st.sampled_from(RULESETS), data=st.data())
def test_one_change_after_another_undoes_step_by_step(rules, data):
    """Several small saves, then undo them one at a time: each undo gives back the exact
    bytes of the step before, and redo the step after."""
    with new_campaign(rules) as (folder, store):
        steps = [snapshot(folder)]
        ids = data.draw(st.lists(slugs, unique=True, min_size=1, max_size=2), label="ids")
        for _ in range(data.draw(st.integers(1, 4), label="steps")):
            cid = data.draw(st.sampled_from(ids), label="who")
            character = data.draw(characters(store.state.ruleset, cid), label=cid)
            if store.commit("step", characters=[character]) is not None:
                steps.append(snapshot(folder))
        after = steps[-1]
        while store.undo():
            steps.pop()
            assert_files(folder, steps[-1])
        assert len(steps) == 1
        while store.redo():
            pass
        assert_files(folder, after)


# --- bugs the property tests found (fixed) ----------------------------------------------------


def test_unplacing_a_character_keeps_them_in_the_scene(ashen):
    scene_file = ashen / "scenes" / "drowned-chapel.toml"
    scene_file.write_text(
        'title = "Docks"\ncast = ["corvin"]\n\n[[zones]]\nname = "Pier"\nhere = ["maren"]\n'
        '\n[[zones]]\nname = "Boat"\n'
    )
    store = CampaignStore.load(ashen)
    scene = store.state.scenes["drowned-chapel"]
    assert scene.cast == ("corvin", "maren")
    changed = scenes_rules.remove_zone(scene, "Pier")
    assert changed.cast == ("corvin", "maren") and changed.positions == {}
    store.commit("remove a zone", scenes=[changed])
    reloaded = CampaignStore.load(ashen).state.scenes["drowned-chapel"]
    assert reloaded.cast == ("corvin", "maren")


# --- what the files do not keep --------------------------------------------------------


NOT_STORED = [
    pytest.param(
        lambda c: replace(c, refresh_bonus=1),
        id="refresh_bonus",
    ),
    pytest.param(
        lambda c: replace(c, conditions_recovering={"Bruised": 1}),
        id="conditions_recovering",
    ),
    pytest.param(
        lambda c: replace(
            c,
            consequences=(
                Consequence(
                    "extreme",
                    Severity.EXTREME,
                    "Sea-Changed",
                    replaced_aspect=Aspect("Salt in My Veins", AspectKind.CHARACTER, owner=c.id),
                ),
            ),
        ),
        id="replaced_aspect",
    ),
    pytest.param(
        lambda c: replace(
            c,
            consequences=(
                Consequence("severe", Severity.SEVERE, "Broken Arm", clears_as=Severity.MODERATE),
            ),
        ),
        id="clears_as",
    ),
    pytest.param(lambda c: replace(c, taken_out=True), id="taken_out"),
    pytest.param(
        lambda c: replace(c, conceded=True),
        id="conceded",
    ),
]


@pytest.mark.parametrize("change", NOT_STORED)
def test_what_the_rules_track_on_a_character_survives_a_reload(ashen, change):
    store = CampaignStore.load(ashen)
    changed = change(store.state.characters["ansel"])
    store.commit("rules state", characters=[changed])
    assert CampaignStore.load(ashen).state.characters["ansel"] == changed
