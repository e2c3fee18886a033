"""The bundled example campaigns (campaigns/) load with the campaign readers, without one error.

Every file of every bundled campaign is read the way fate-tui reads it: tomllib, then the
codec for its kind. Warnings are printed (run with -s to see them); an error fails the test.
The ids a campaign uses (the scene in play, the scenes of past sessions, who is in a scene,
who holds a free invoke) must name files that exist.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from fate_tui.campaign.codec.character_reader import read_character
from fate_tui.campaign.codec.fields import Fields
from fate_tui.campaign.codec.scene_codec import read_scene
from fate_tui.campaign.codec.story_codec import read_story
from fate_tui.campaign.slugs import check_slug
from fate_tui.rules.aspects import UP_FOR_GRABS, Aspect
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.scene import Scene
from fate_tui.rules.story import Story
from fate_tui.rules.validation import validate_character

CAMPAIGNS = Path(__file__).resolve().parents[2] / "campaigns"
FOLDERS = sorted(
    path for path in CAMPAIGNS.iterdir() if path.is_dir() and not path.name.startswith(".")
)


@dataclass
class Loaded:
    """One campaign folder read with the codecs, and every problem they reported."""

    story: Story
    characters: dict[str, Character] = field(default_factory=dict)
    scenes: dict[str, Scene] = field(default_factory=dict)
    problems: list[Any] = field(default_factory=list)

    def errors(self) -> list[Any]:
        return [problem for problem in self.problems if problem.severity == "error"]

    def warnings(self) -> list[Any]:
        return [problem for problem in self.problems if problem.severity != "error"]


def _toml(path: Path) -> dict[str, Any]:
    with path.open("rb") as file:
        return tomllib.load(file)


def _load(folder: Path) -> Loaded:
    fields = Fields("campaign.toml")
    story = read_story(_toml(folder / "campaign.toml"), fields)
    loaded = Loaded(story, problems=list(fields.problems))
    for path in sorted((folder / "characters").glob("*.toml")):
        fields = Fields(f"characters/{path.name}")
        loaded.characters[path.stem] = read_character(_toml(path), path.stem, story.ruleset, fields)
        loaded.problems += fields.problems
    for path in sorted((folder / "scenes").glob("*.toml")):
        fields = Fields(f"scenes/{path.name}")
        loaded.scenes[path.stem] = read_scene(_toml(path), path.stem, fields, story.ruleset.ladder)
        loaded.problems += fields.problems
    return loaded


@pytest.fixture(scope="module", params=FOLDERS, ids=[folder.name for folder in FOLDERS])
def campaign(request) -> tuple[Path, Loaded]:
    return request.param, _load(request.param)


def test_one_bundled_campaign_per_rule_set():
    rules = {_load(folder).story.ruleset.name for folder in FOLDERS}
    assert rules >= {"condensed", "core", "accelerated", "sotc"}


def test_every_file_reads_without_an_error(campaign):
    folder, loaded = campaign
    for problem in loaded.warnings():
        print(f"{folder.name}: {problem}")
    assert not loaded.errors(), "\n".join(str(problem) for problem in loaded.errors())
    assert loaded.characters, f"{folder.name} has no characters/*.toml"
    assert loaded.scenes, f"{folder.name} has no scenes/*.toml"


def test_file_names_are_valid_ids(campaign):
    folder, _ = campaign
    check_slug(folder.name, "campaign folder name")
    for path in [*folder.glob("characters/*"), *folder.glob("scenes/*")]:
        assert path.suffix == ".toml", f"{path} is not a .toml file"
        check_slug(path.stem, "file name")


def test_the_story_points_at_files_that_exist(campaign):
    _, loaded = campaign
    story = loaded.story
    assert story.current_scene in loaded.scenes, f"current.scene '{story.current_scene}'"
    assert story.arc(story.current_arc), f"current.arc '{story.current_arc}'"
    for session in story.sessions:
        for scene_id in session.scenes:
            assert scene_id in loaded.scenes, f"session {session.number}: no scene '{scene_id}'"
        if session.arc:
            assert story.arc(session.arc), f"session {session.number}: no arc '{session.arc}'"
    assert loaded.scenes[story.current_scene].status.value == "active"


def _holders(aspects: tuple[Aspect, ...]) -> set[str]:
    return {
        holder for aspect in aspects for holder in aspect.free_invokes if holder is not UP_FOR_GRABS
    }


def test_scenes_name_characters_that_exist(campaign):
    _, loaded = campaign
    for scene in loaded.scenes.values():
        zone_aspects = tuple(aspect for zone in scene.zones for aspect in zone.aspects)
        placed_on = {aspect.owner for aspect in scene.aspects if aspect.owner}
        holders = _holders(scene.aspects + zone_aspects)
        ids = set(scene.cast) | set(scene.positions) | holders | placed_on
        missing = sorted(ids - set(loaded.characters))
        assert not missing, f"scenes/{scene.id}.toml names no character file: {missing}"


def test_character_sheets_follow_their_rule_set(campaign):
    """PCs follow their rule set to the letter; NPCs may break PC limits (warnings)."""
    folder, loaded = campaign
    pcs = [c for c in loaded.characters.values() if c.kind is CharacterKind.PC]
    assert pcs, f"{folder.name} has no PC"
    for character in loaded.characters.values():
        findings = validate_character(character, loaded.story.ruleset)
        for finding in findings:
            print(f"{folder.name}/{character.id}: {finding.severity}: {finding.message}")
        errors = [finding.message for finding in findings if finding.is_error]
        assert not errors, f"characters/{character.id}.toml: {errors}"
