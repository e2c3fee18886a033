"""Reading a campaign folder into values, collecting every problem of every file."""

from __future__ import annotations

import os
import stat
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeVar

from fate_tui.campaign.codec.character_reader import read_character
from fate_tui.campaign.codec.fields import Fields
from fate_tui.campaign.codec.scene_codec import read_scene
from fate_tui.campaign.codec.story_codec import read_story
from fate_tui.campaign.files import is_inside, read_toml, real_path
from fate_tui.campaign.problems import CampaignFileError, Problem, parse_key_path
from fate_tui.campaign.slugs import check_slug
from fate_tui.campaign.state import CAMPAIGN_FILE, CHARACTERS_DIR, SCENES_DIR
from fate_tui.campaign.unsafe_text import unsafe_text
from fate_tui.rules.character import Character
from fate_tui.rules.creation import sheet_findings
from fate_tui.rules.errors import InvalidValue
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.scene import Scene
from fate_tui.rules.skill_shape import Finding
from fate_tui.rules.story import Story
from fate_tui.rules.wording import counted
from fate_tui.tomltext.atomic import Fingerprint, fingerprint_of, is_temp_name, stat_fingerprint
from fate_tui.tomltext.keyscan import key_positions

T = TypeVar("T")


@dataclass
class LoadedFile:
    """One file as last read: its exact text and data, and whether it may be written."""

    relpath: str
    data: dict[str, Any] = field(default_factory=dict)
    text: str = ""
    fingerprint: Fingerprint | None = None
    newline: str = "\n"
    real_path: str | None = None
    """Where the file was really read from (symlinks resolved): a save goes there only."""
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


FOLDERS = (CHARACTERS_DIR, SCENES_DIR)


def list_files(root: Path) -> list[str]:
    """The campaign's own files, relative to `root`: campaign.toml, characters, scenes.

    A folder that is there but cannot be listed (permission denied, not a folder) is listed
    itself, so reading it reports why."""
    found = [CAMPAIGN_FILE] if os.path.lexists(root / CAMPAIGN_FILE) else []
    for folder in FOLDERS:
        directory = root / folder
        if not os.path.lexists(directory):
            continue
        try:
            names = sorted(entry.name for entry in os.scandir(directory))
        except (OSError, ValueError):
            found.append(folder)
            continue
        found.extend(f"{folder}/{name}" for name in names if name.endswith(".toml"))
    return found


def disk_fingerprint(root: Path, relpath: str, top: str | None = None) -> Fingerprint | None:
    """What `relpath` looks like on disk now, as `read_file` fingerprints it: a file leading
    outside the campaign folder is not read, only its link is looked at. `top` is the root's
    real path, when the caller has it already."""
    path = root / relpath
    if not _inside(top or real_path(root), real_path(path)):
        return stat_fingerprint(path)
    return fingerprint_of(path)


def read_file(root: Path, relpath: str, top: str | None = None) -> LoadedFile:
    """Read and parse one file; problems are recorded, never raised. `top` is the root's
    real path (a load resolves it once for all its files).

    Every outcome has a fingerprint (unless nothing is there), so a file that is refused is
    reported again only when it changes."""
    record = LoadedFile(relpath)
    path = root / relpath
    top = top or real_path(root)
    real = real_path(path)
    problem = _refusal(relpath, path, _inside(top, real))
    if problem is not None:
        record.fingerprint = disk_fingerprint(root, relpath, top)
        record.read_problems.append(Problem("error", relpath, None, None, None, problem, None))
        return record
    try:
        loaded = read_toml(path, relpath)  # fingerprinted from the bytes it parsed
    except CampaignFileError:
        # A broken file keeps a fingerprint taken before the read that found it broken, so
        # an edit landing meanwhile counts as a change and is read again.
        record.fingerprint = disk_fingerprint(root, relpath, top)
        try:
            loaded = read_toml(path, relpath)
        except CampaignFileError as error:
            record.read_problems.extend(error.problems)
            return record
    record.data, record.text = loaded.data, loaded.text
    record.fingerprint, record.newline = loaded.fingerprint, loaded.newline
    record.real_path = real
    return record


def _inside(top: str, real: str) -> bool:
    """Whether the resolved path `real` is the resolved root `top` or inside it (as
    `files.is_inside`, with both already resolved)."""
    return real == top or real.startswith(top.rstrip(os.sep) + os.sep)


def _refusal(relpath: str, path: Path, inside: bool) -> str | None:
    """Why `relpath` is not read at all, or None."""
    if relpath in FOLDERS:
        return _folder_refusal(path)
    if not inside:
        return "it points outside the campaign folder; fate-tui does not follow it"
    if relpath != CAMPAIGN_FILE:
        try:
            check_slug(Path(relpath).stem, "file name")
        except InvalidValue as error:
            return str(error)
    return None


def unreadable_folder(root: Path) -> str | None:
    """Why the campaign folder itself cannot be read (chmod 000, a folder of another user),
    or None: without this, such a folder would seem to hold no campaign.toml."""
    try:
        os.scandir(root).close()
        os.lstat(root / CAMPAIGN_FILE)
    except PermissionError:
        return (
            f"the campaign folder {root.name} cannot be read (permission denied): give "
            "yourself read access to it (chmod u+rwx)"
        )
    except (OSError, ValueError):
        return None  # missing, or not a folder: said as such
    return None


def _folder_refusal(path: Path) -> str:
    try:
        mode = os.stat(path).st_mode
    except OSError as error:
        return f"the folder cannot be read ({error.strerror or error})"
    if not stat.S_ISDIR(mode):
        return "this should be a folder of .toml files, but it is a file"
    try:
        os.scandir(path).close()
    except PermissionError:
        return "the folder cannot be read: permission denied"
    except OSError as error:
        return f"the folder cannot be read ({error.strerror or error})"
    return "the folder cannot be read"


def remove_interrupted_saves(root: Path, folders: tuple[str, ...]) -> list[str]:
    """Delete the temp files saves left when they were interrupted (`.ruth.toml.x1y2.tmp`):
    the file they were for is whole, old or new; the temp file is nothing the GM wrote."""
    removed = []
    for folder in ("", *folders):
        directory = root / folder
        if not is_inside(root, directory):
            continue
        try:
            entries = list(os.scandir(directory))
        except OSError:
            continue
        for entry in entries:
            if is_temp_name(entry.name) and entry.is_file(follow_symlinks=False):
                try:
                    os.unlink(entry.path)
                except OSError:
                    continue
                removed.append(f"{folder}/{entry.name}".lstrip("/"))
    return removed


def decode_story(record: LoadedFile) -> Story | None:
    fields = Fields(record.relpath)
    story = read_story(record.data, fields)
    return _finish(record, fields, story)


def decode_character(record: LoadedFile, ruleset: RuleSet) -> Character | None:
    fields = Fields(record.relpath)
    character = read_character(record.data, Path(record.relpath).stem, ruleset, fields)
    if not any(p.severity == "error" for p in fields.problems):
        for finding in sheet_findings(character, ruleset):
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


def decode_scene(record: LoadedFile, ruleset: RuleSet) -> Scene | None:
    fields = Fields(record.relpath)
    scene = read_scene(record.data, Path(record.relpath).stem, fields, ruleset.ladder)
    return _finish(record, fields, scene)


def _finish(record: LoadedFile, fields: Fields, value: T) -> T | None:
    """Place the problems on their lines; a file with errors yields no value."""
    for key_path, message in unsafe_text(record.data):
        fields.warning(key_path, message)
    record.meaning_problems = _locate_all(fields.problems, record.text, record.data)
    return None if record.broken else value


def _locate_all(problems: list[Problem], text: str, data: Mapping[str, Any]) -> list[Problem]:
    """Each problem with the line and column of its key: the text is scanned and split once
    for all of them, so a file with thousands of problems takes no longer than one scan. A key
    the file does not have (a missing `refresh`) is not looked for: that would scan it all."""
    if not any(p.key_path is not None and p.line is None for p in problems):
        return list(problems)
    targets = [
        None if problem.line is not None else parse_key_path(problem.key_path or "")
        for problem in problems
    ]
    targets = [t if t is not None and _written(data, t) else None for t in targets]
    positions = key_positions(text, {target for target in targets if target is not None})
    lines = text.removeprefix("\ufeff").split("\n")
    located = []
    for problem, target in zip(problems, targets, strict=True):
        position = positions.get(target) if target is not None else None
        if position is None:
            located.append(problem)
            continue
        line, column = position
        source = lines[line - 1].removesuffix("\r") if line <= len(lines) else None
        located.append(replace(problem, line=line, column=column, source_line=source))
    return located


def _written(data: Any, path: tuple[str | int, ...]) -> bool:
    """Whether the parsed file holds a value at `path` ("stunts", 1, "name")."""
    for part in path:
        in_list = isinstance(part, int) and isinstance(data, list) and 0 <= part < len(data)
        in_table = isinstance(part, str) and isinstance(data, Mapping) and part in data
        if not (in_list or in_table):
            return False
        data = data[part]
    return True


def check_references(
    story: Story,
    characters: Mapping[str, Character],
    scenes: Mapping[str, Scene],
    unloaded: frozenset[str] = frozenset(),
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
        for index, obstacle in enumerate(scene.obstacles):
            from fate_tui.rules.obstacles import Block  # only for a scene with obstacles

            shielded = obstacle.protects if isinstance(obstacle, Block) else None
            if shielded and shielded not in characters and shielded not in unloaded:
                problems.append(
                    Problem(
                        "warning",
                        f"{SCENES_DIR}/{scene.id}.toml",
                        None,
                        None,
                        f"obstacles[{index}].protects",
                        f"no character '{shielded}': expected {CHARACTERS_DIR}/{shielded}.toml",
                        None,
                    )
                )
        spinner = scene.spin
        if spinner and spinner not in characters and spinner not in unloaded:
            problems.append(
                Problem(
                    "warning",
                    f"{SCENES_DIR}/{scene.id}.toml",
                    None,
                    None,
                    "spin",
                    f"no character '{spinner}' to hold spin: expected "
                    f"{CHARACTERS_DIR}/{spinner}.toml",
                    None,
                )
            )
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
                f"not loaded (see the error above), so {counted(count, 'scene')} "
                f"cannot find '{character_id}' in their cast: {', '.join(sorted(scene_ids))}",
                None,
            )
        )
    return (
        problems
        + _big_bad_references(characters, unloaded)
        + _same_names(characters)
        + _phase_group(characters)
    )


def _phase_group(characters: Mapping[str, Character]) -> list[Problem]:
    """Spirit of the Century's PCs made together in five phases: what the group run leaves
    open, and cards that name no novel or one a member may not costar in (sotc_phases.py)."""
    from fate_tui.rules.sotc_phases import group_notes

    return [
        Problem(
            "warning",
            f"{CHARACTERS_DIR}/{note.character_id}.toml",
            None,
            None,
            note.key,
            note.message,
            None,
        )
        for note in group_notes(characters)
    ]


def _same_names(characters: Mapping[str, Character]) -> list[Problem]:
    """Two files of one name are most often one character twice (an import beside the file
    it came from): said on each later file, naming the first."""
    first: dict[str, str] = {}
    problems = []
    for character_id in sorted(characters, key=lambda cid: (len(cid), cid)):
        name = " ".join(characters[character_id].name.split()).casefold()
        if not name:
            continue
        if name not in first:
            first[name] = character_id
            continue
        problems.append(
            Problem(
                "warning",
                f"{CHARACTERS_DIR}/{character_id}.toml",
                None,
                None,
                "name",
                f"'{characters[character_id].name}' is also the name of "
                f"{CHARACTERS_DIR}/{first[name]}.toml: the same character twice? (an import "
                "with --replace replaces the file instead)",
                None,
            )
        )
    return problems


def _big_bad_references(
    characters: Mapping[str, Character], unloaded: frozenset[str]
) -> list[Problem]:
    """A big bad's true form and the characters holding its threat map's parts, by id."""
    problems = []
    for character in characters.values():
        options = character.big_bad
        if options is None:
            continue
        named = [("big_bad.true_form", options.true_form)]
        zones = options.threat.zones if options.threat is not None else ()
        named += [(f"big_bad.threat[{i}].character", z.character) for i, z in enumerate(zones)]
        for key_path, wanted in named:
            if wanted and wanted not in characters and wanted not in unloaded:
                problems.append(
                    Problem(
                        "warning",
                        f"{CHARACTERS_DIR}/{character.id}.toml",
                        None,
                        None,
                        key_path,
                        f"no character '{wanted}': expected {CHARACTERS_DIR}/{wanted}.toml",
                        None,
                    )
                )
    return problems
