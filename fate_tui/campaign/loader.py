"""Reading a campaign folder into values, collecting every problem of every file."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from fate_tui.campaign.atomic import Fingerprint, fingerprint_of
from fate_tui.campaign.codec.character_reader import read_character
from fate_tui.campaign.codec.fields import Fields
from fate_tui.campaign.codec.scene_codec import read_scene
from fate_tui.campaign.codec.story_codec import read_story
from fate_tui.campaign.problems import CampaignFileError, Problem, line_text, locate_key
from fate_tui.campaign.slugs import check_slug
from fate_tui.campaign.state import CAMPAIGN_FILE, CHARACTERS_DIR, SCENES_DIR
from fate_tui.campaign.tomlfile import read_toml
from fate_tui.rules.errors import InvalidValue
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.skill_shape import Finding
from fate_tui.rules.story import Story
from fate_tui.rules.validation import validate_character


@dataclass
class LoadedFile:
    """One file as last read: its exact text and data, and whether it may be written."""

    relpath: str
    data: dict[str, Any] = field(default_factory=dict)
    text: str = ""
    fingerprint: Fingerprint | None = None
    newline: str = "\n"
    read_problems: list[Problem] = field(default_factory=list)
    """Problems reading the file as TOML (syntax, encoding, ...)."""
    meaning_problems: list[Problem] = field(default_factory=list)
    """Problems with what the TOML says (unknown skills, wrong types, ...)."""

    @property
    def problems(self) -> list[Problem]:
        return self.read_problems + self.meaning_problems

    @property
    def broken(self) -> bool:
        """It failed to load: it is never written until it loads again."""
        return any(p.severity == "error" for p in self.problems)

    @property
    def readable(self) -> bool:
        return not any(p.severity == "error" for p in self.read_problems)


def list_files(root: Path) -> list[str]:
    """The campaign's own files, relative to `root`: campaign.toml, characters, scenes."""
    found = [CAMPAIGN_FILE] if (root / CAMPAIGN_FILE).exists() else []
    for folder in (CHARACTERS_DIR, SCENES_DIR):
        directory = root / folder
        if directory.is_dir():
            found.extend(f"{folder}/{p.name}" for p in sorted(directory.glob("*.toml")))
    return found


def read_file(root: Path, relpath: str) -> LoadedFile:
    """Read and parse one file; problems are recorded, never raised."""
    record = LoadedFile(relpath)
    path = root / relpath
    if not _inside(root, path):
        record.read_problems.append(
            Problem(
                "error",
                relpath,
                None,
                None,
                None,
                "it points outside the campaign folder; fate-tui does not follow it",
                None,
            )
        )
        return record
    stem = Path(relpath).stem
    if relpath != CAMPAIGN_FILE:
        try:
            check_slug(stem, "file name")
        except InvalidValue as error:
            record.read_problems.append(
                Problem("error", relpath, None, None, None, str(error), None)
            )
            return record
    try:
        loaded = read_toml(path, relpath)
    except CampaignFileError as error:
        record.read_problems.extend(error.problems)
        # Remember what the broken file looked like, so it counts as changed (and is read
        # again) only when the GM edits it once more.
        record.fingerprint = fingerprint_of(path) if path.is_file() else None
        return record
    record.data, record.text = loaded.data, loaded.text
    record.fingerprint, record.newline = loaded.fingerprint, loaded.newline
    return record


def _inside(root: Path, path: Path) -> bool:
    try:
        path.resolve().relative_to(root.resolve())
    except (ValueError, OSError):
        return False
    return True


def decode_story(record: LoadedFile) -> Story | None:
    fields = Fields(record.relpath)
    story = read_story(record.data, fields)
    return _finish(record, fields, story)


def decode_character(record: LoadedFile, ruleset: RuleSet):
    fields = Fields(record.relpath)
    character = read_character(record.data, Path(record.relpath).stem, ruleset, fields)
    if not any(p.severity == "error" for p in fields.problems):
        for finding in validate_character(character, ruleset):
            fields.warning(_finding_key(finding), _finding_message(finding))
    return _finish(record, fields, character)


# Where each part of a sheet is written in a character file.
_PART_KEYS = {
    "skills": "skills",
    "aspects": "aspects",
    "stunts": "stunts",
    "refresh": "refresh",
    "fate points": "fate_points",
    "stress": "stress",
    "consequences": "consequences",
    "conditions": "conditions",
    "group": "group_size",
}


def _finding_key(finding: Finding) -> str:
    key = _PART_KEYS.get(finding.part, finding.part)
    if finding.part in ("skills", "consequences", "stress") and finding.subject:
        return f"{key}.{finding.subject}"
    return key


def _finding_message(finding: Finding) -> str:
    """Rule checks never stop a campaign loading (a GM may be half-way through an edit);
    what breaks the rules says so."""
    if finding.is_error:
        return f"against the rules: {finding.message}"
    return finding.message


def decode_scene(record: LoadedFile, ruleset: RuleSet):
    fields = Fields(record.relpath)
    scene = read_scene(record.data, Path(record.relpath).stem, fields, ruleset.ladder)
    return _finish(record, fields, scene)


def _finish(record: LoadedFile, fields: Fields, value):
    """Place the problems on their lines; a file with errors yields no value."""
    record.meaning_problems = [_locate(problem, record.text) for problem in fields.problems]
    return None if record.broken else value


def _locate(problem: Problem, text: str) -> Problem:
    if problem.key_path is None or problem.line is not None:
        return problem
    position = locate_key(text, problem.key_path)
    if position is None:
        return problem
    line, column = position
    return replace(problem, line=line, column=column, source_line=line_text(text, line))


def check_references(
    story: Story, characters: Mapping, scenes: Mapping, unloaded: frozenset[str] = frozenset()
) -> list[Problem]:
    """Ids that name no file: the scene in play, and characters a scene lists. A character
    whose file exists but did not load (`unloaded`) has its own error: the scenes naming it
    are folded into one note on that file rather than a warning each."""
    problems = []
    if story.current_scene and story.current_scene not in scenes:
        problems.append(
            Problem(
                "error",
                CAMPAIGN_FILE,
                None,
                None,
                "current.scene",
                f"no scene '{story.current_scene}': expected scenes/{story.current_scene}.toml",
                None,
            )
        )
    waiting: dict[str, list[str]] = {}
    for scene in scenes.values():
        for character_id in scene.cast:
            if character_id in unloaded:
                waiting.setdefault(character_id, []).append(scene.id)
            elif character_id not in characters:
                problems.append(
                    Problem(
                        "warning",
                        f"{SCENES_DIR}/{scene.id}.toml",
                        None,
                        None,
                        "cast",
                        f"no character '{character_id}': expected "
                        f"{CHARACTERS_DIR}/{character_id}.toml",
                        None,
                    )
                )
    for character_id, scene_ids in sorted(waiting.items()):
        count = len(scene_ids)
        problems.append(
            Problem(
                "warning",
                f"{CHARACTERS_DIR}/{character_id}.toml",
                None,
                None,
                None,
                f"not loaded (see the error above), so {count} scene{'s' * (count != 1)} "
                f"cannot find '{character_id}' in their cast: {', '.join(sorted(scene_ids))}",
                None,
            )
        )
    return problems
