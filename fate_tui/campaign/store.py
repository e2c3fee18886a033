"""The campaign store: loads a folder, saves changed values atomically, undoes and redoes,
and notices edits made on disk while fate-tui runs.

Every change to a campaign goes through `CampaignStore.commit`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from fate_tui.campaign.atomic import ConflictError, atomic_write, fingerprint_of, write_if_unchanged
from fate_tui.campaign.codec.character_writer import write_character
from fate_tui.campaign.codec.scene_codec import write_scene
from fate_tui.campaign.codec.story_codec import write_story
from fate_tui.campaign.loader import (
    LoadedFile,
    check_references,
    decode_character,
    decode_scene,
    decode_story,
    list_files,
    read_file,
)
from fate_tui.campaign.playlog import LogEntry, Written, append_entry, read_log
from fate_tui.campaign.problems import Problem
from fate_tui.campaign.slugs import check_slug
from fate_tui.campaign.state import (
    CAMPAIGN_FILE,
    CHARACTERS_DIR,
    CampaignState,
    character_path,
    scene_path,
)
from fate_tui.campaign.watch import WatchesDisk
from fate_tui.campaign.writeback import TomlDocument
from fate_tui.rules.character import Character
from fate_tui.rules.errors import FateError
from fate_tui.rules.scene import Scene
from fate_tui.rules.story import Story

SCHEMA_LINES = {
    CHARACTERS_DIR: "#:schema ../.schemas/character.schema.json\n",
    "scenes": "#:schema ../.schemas/scene.schema.json\n",
}


class SaveRefused(FateError):
    """A save that would lose something: a broken file, or a newer edit on disk."""


@dataclass(frozen=True)
class FileChange:
    relpath: str
    before: bytes | None
    after: bytes | None


@dataclass(frozen=True)
class Change:
    """One step of undo: every file it touched, with their exact bytes before and after."""

    label: str
    files: tuple[FileChange, ...]


@dataclass
class CampaignStore(WatchesDisk):
    root: Path
    state: CampaignState
    files: dict[str, LoadedFile] = field(default_factory=dict)
    undo_stack: list[Change] = field(default_factory=list)
    redo_stack: list[Change] = field(default_factory=list)
    _documents: dict[str, TomlDocument] = field(default_factory=dict)
    _log_written: dict[int, Written] = field(default_factory=dict)

    # Loading ---------------------------------------------------------------------------

    @classmethod
    def load(cls, root: str | Path) -> CampaignStore:
        """Load every file; problems are collected in `problems`, never raised."""
        store = cls(Path(root), CampaignState(Story(name=Path(root).name)))
        for relpath in list_files(store.root):
            store.files[relpath] = read_file(store.root, relpath)
        if CAMPAIGN_FILE not in store.files:
            missing = LoadedFile(CAMPAIGN_FILE)
            message = f"no campaign.toml in {store.root.name}: is this a campaign folder?"
            missing.read_problems.append(
                Problem("error", CAMPAIGN_FILE, None, None, None, message, None)
            )
            store.files[CAMPAIGN_FILE] = missing
        store._decode_all()
        return store

    def _decode_all(self) -> None:
        """Rebuild the values from the files; a file that does not load keeps its last good
        value."""
        story_record = self.files[CAMPAIGN_FILE]
        story = self.state.story
        if story_record.readable and story_record.fingerprint is not None:
            story = decode_story(story_record) or story
        characters = dict(self.state.characters)
        scenes = dict(self.state.scenes)
        for relpath, record in self.files.items():
            if relpath == CAMPAIGN_FILE or not record.readable:
                continue
            stem = Path(relpath).stem
            if relpath.startswith(CHARACTERS_DIR + "/"):
                character = decode_character(record, story.ruleset)
                if character is not None:
                    characters[stem] = character
            else:
                scene = decode_scene(record, story.ruleset)
                if scene is not None:
                    scenes[stem] = scene
        self.state = CampaignState(story, characters, scenes)

    @property
    def problems(self) -> list[Problem]:
        found = [p for record in self.files.values() for p in record.problems]
        prefix = CHARACTERS_DIR + "/"
        unloaded = frozenset(
            Path(relpath).stem
            for relpath in self.files
            if relpath.startswith(prefix) and Path(relpath).stem not in self.state.characters
        )
        state = self.state
        return found + check_references(state.story, state.characters, state.scenes, unloaded)

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]

    # Saving ----------------------------------------------------------------------------

    def commit(
        self,
        label: str,
        *,
        story: Story | None = None,
        characters: Iterable[Character] = (),
        scenes: Iterable[Scene] = (),
    ) -> Change | None:
        """Save the given new values (only the files whose content changes) as one undo step.

        Refuses, writing nothing, when a file to change failed to load or was changed on
        disk since it was read.
        """
        new_texts: dict[str, str] = {}
        values: dict[str, Any] = {}
        if story is not None:
            new_texts[CAMPAIGN_FILE] = self._render(CAMPAIGN_FILE, write_story, story)
            values[CAMPAIGN_FILE] = story
        for character in characters:
            relpath = character_path(check_slug(character.id, "character id"))
            write = lambda c, original: write_character(c, self.state.ruleset, original)  # noqa: E731
            new_texts[relpath] = self._render(relpath, write, character)
            values[relpath] = character
        for scene in scenes:
            relpath = scene_path(check_slug(scene.id, "scene id"))
            write = lambda s, original: write_scene(s, original, self.state.ruleset.ladder)  # noqa: E731
            new_texts[relpath] = self._render(relpath, write, scene)
            values[relpath] = scene
        changed = {
            p: t for p, t in new_texts.items() if p not in self.files or t != self.files[p].text
        }
        for relpath in changed:
            self._check_writable(relpath)
        file_changes = []
        for relpath, text in changed.items():
            record = self.files.get(relpath)
            before = record.text.encode() if record and record.fingerprint else None
            after = _encode(text, record.newline if record else "\n")
            self._write(relpath, after, record.fingerprint if record else None)
            file_changes.append(FileChange(relpath, before, after))
        self._apply_values(values)
        if not file_changes:
            return None
        change = Change(label, tuple(file_changes))
        self.undo_stack.append(change)
        self.redo_stack.clear()
        return change

    def _render(self, relpath: str, writer, value) -> str:
        record = self.files.get(relpath)
        original = record.data if record else {}
        new_data = writer(value, original)
        if record is None or record.fingerprint is None:
            folder = relpath.split("/")[0]
            document = TomlDocument(SCHEMA_LINES.get(folder, ""))
            document.apply({}, new_data)
            return document.text()
        document = self._documents.get(relpath)
        if document is None:
            document = self._documents[relpath] = TomlDocument(record.text)
        document.apply(record.data, new_data)
        return document.text()

    def _check_writable(self, relpath: str) -> None:
        record = self.files.get(relpath)
        if record is not None and record.broken:
            raise SaveRefused(
                f"{relpath} did not load; fate-tui will not write it until it loads again "
                "(fix it in your editor)"
            )
        expected = record.fingerprint if record else None
        on_disk = fingerprint_of(self.root / relpath)
        # Content decides, not time: a `touch` loses nothing, a same-second edit does.
        unchanged = (
            on_disk is None
            if expected is None
            else on_disk is not None and on_disk.same_content(expected)
        )
        if not unchanged:
            raise SaveRefused(
                f"{relpath} was changed on disk since fate-tui read it; reload it before saving"
            )

    def _write(self, relpath: str, data: bytes, expected) -> None:
        path = self.root / relpath
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            write_if_unchanged(path, data, expected)
        except ConflictError as error:
            raise SaveRefused(str(error)) from None
        # The document already holds what was written: keep it, so the next save of this file
        # does not parse it again.
        document = self._documents.get(relpath)
        self._reread(relpath)
        if document is not None:
            self._documents[relpath] = document

    def _reread(self, relpath: str) -> LoadedFile:
        record = read_file(self.root, relpath)
        self.files[relpath] = record
        self._documents.pop(relpath, None)
        return record

    def _apply_values(self, values: dict[str, Any]) -> None:
        state = self.state
        characters, scenes, story = dict(state.characters), dict(state.scenes), state.story
        for value in values.values():
            if isinstance(value, Story):
                story = value
            elif isinstance(value, Character):
                characters[value.id] = value
            elif isinstance(value, Scene):
                scenes[value.id] = value
        self.state = CampaignState(story, characters, scenes)

    # The play log ------------------------------------------------------------------------

    def log(
        self, kind: str, text: str, data: dict[str, Any] | None = None, scene: str | None = None
    ) -> LogEntry:
        """Record what happened in the current session's play log, under `scene` (by default
        the scene in play)."""
        story = self.state.story
        entry = LogEntry(kind, text, scene=scene or story.current_scene, data=data or {})
        session = max(story.current_session, 1)
        self._log_written[session] = append_entry(
            self.root, session, entry, self._log_written.get(session)
        )
        return entry

    def log_entries(self, session: int | None = None) -> tuple[list[LogEntry], list[Problem]]:
        """A session's log (default: the current one) and any problem reading it."""
        number = session if session is not None else max(self.state.story.current_session, 1)
        return read_log(self.root, number)

    # Undo and redo ----------------------------------------------------------------------

    def undo(self) -> Change | None:
        """Put back the exact bytes of every file the last change touched."""
        if not self.undo_stack:
            return None
        change = self.undo_stack[-1]
        self._restore(change, forward=False)
        self.redo_stack.append(self.undo_stack.pop())
        return change

    def redo(self) -> Change | None:
        if not self.redo_stack:
            return None
        change = self.redo_stack[-1]
        self._restore(change, forward=True)
        self.undo_stack.append(self.redo_stack.pop())
        return change

    def _restore(self, change: Change, *, forward: bool) -> None:
        for file in change.files:
            current = file.before if forward else file.after
            path = self.root / file.relpath
            if path.exists() and (current is None or path.read_bytes() != current):
                raise SaveRefused(
                    f"{file.relpath} was changed since '{change.label}'; cannot undo over it"
                )
        for file in change.files:
            target = file.after if forward else file.before
            path = self.root / file.relpath
            if target is None:
                path.unlink(missing_ok=True)
                self.files.pop(file.relpath, None)
                self._forget(file.relpath)
            else:
                atomic_write(path, target)
                self._reread(file.relpath)
        self._decode_all()

    def _forget(self, relpath: str) -> None:
        stem = Path(relpath).stem
        state = self.state
        if relpath.startswith(CHARACTERS_DIR + "/"):
            characters = {k: v for k, v in state.characters.items() if k != stem}
            self.state = replace(state, characters=characters)
        elif relpath != CAMPAIGN_FILE:
            self.state = replace(state, scenes={k: v for k, v in state.scenes.items() if k != stem})


def _encode(text: str, newline: str) -> bytes:
    if newline == "\r\n" and "\r\n" not in text:
        text = text.replace("\n", "\r\n")
    return text.encode("utf-8")
