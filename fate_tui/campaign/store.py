"""The campaign store: loads a folder, saves changed values atomically, undoes and redoes,
and notices edits made on disk while fate-tui runs.

Every change to a campaign goes through `CampaignStore.commit`; it lands, with its play-log
entry and its undo step, whole or not at all (`fate_tui.campaign.change_set`).
"""

from __future__ import annotations

import hashlib
import tomllib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from threading import RLock
from typing import TYPE_CHECKING, Any, TypeVar

from fate_tui.campaign import change_set, watch
from fate_tui.campaign import files as campaign_files
from fate_tui.campaign.change_set import FileWrite, Interrupted, PartlySaved
from fate_tui.campaign.codec.character_writer import write_character
from fate_tui.campaign.codec.scene_codec import write_scene
from fate_tui.campaign.codec.story_codec import write_story
from fate_tui.campaign.files import SaveRefused
from fate_tui.campaign.first_look import Decoded, DecodedCharacters, npc_files
from fate_tui.campaign.loader import (
    FOLDERS,
    LoadedFile,
    check_references,
    decode_character,
    decode_scene,
    decode_story,
    disk_fingerprint,
    list_files,
    read_file,
    remove_interrupted_saves,
    unreadable_folder,
)
from fate_tui.campaign.playlog import Append, LogEntry, Written, prepare_append, read_log
from fate_tui.campaign.problems import Problem
from fate_tui.campaign.slugs import check_slug
from fate_tui.campaign.state import (
    CAMPAIGN_FILE,
    CHARACTERS_DIR,
    LOG_DIR,
    SCENES_DIR,
    CampaignState,
    character_path,
    scene_path,
)
from fate_tui.rules.character import Character
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.scene import Scene
from fate_tui.rules.story import Story

T = TypeVar("T")

if TYPE_CHECKING:
    from fate_tui.campaign.undo_history import UndoHistory
    from fate_tui.tomltext.writeback import TomlDocument

SCHEMA_LINES = {
    CHARACTERS_DIR: "#:schema ../.schemas/character.schema.json\n",
    "scenes": "#:schema ../.schemas/scene.schema.json\n",
}


@dataclass(frozen=True)
class FileChange:
    """One file a change touched: its path in the campaign folder and its exact bytes before and
    after (None: the file did not exist)."""

    relpath: str
    before: bytes | None
    after: bytes | None


@dataclass(frozen=True)
class Change:
    """One step of undo: every file it touched, with their exact bytes before and after."""

    label: str
    files: tuple[FileChange, ...]
    layout_lost: tuple[str, ...] = ()
    """Files that had to be written whole from their values, losing the GM's comments and
    layout (write-back could not edit them in place)."""


LogFor = Callable[[Change, Story], Append | None]
"""What an undo or redo logs: its play-log append, given the change and the story it leaves
(None: nothing is logged)."""


@dataclass
class _Opening:
    """What a store opened with `complete=False` has still to read: its files in the folder's
    order, those not read yet, and the lock under which each is read and decoded."""

    order: list[str]
    unread: dict[str, None]
    top: str
    """The campaign folder's real path, resolved once."""
    lock: RLock = field(default_factory=RLock)


@dataclass
class CampaignStore:
    """An open campaign folder: its values as loaded, the files they came from, and the undo and
    redo steps. Every change to the campaign goes through `commit`."""

    root: Path
    state: CampaignState
    _files: dict[str, LoadedFile] = field(default_factory=dict)
    undo_stack: list[Change] = field(default_factory=list)
    redo_stack: list[Change] = field(default_factory=list)
    history: UndoHistory | None = None
    """Where the undo steps are kept between runs (`fate_tui.campaign.undo_history`)."""
    _documents: dict[str, TomlDocument] = field(default_factory=dict)
    _log_written: dict[int, Written] = field(default_factory=dict)
    _opening: _Opening | None = None
    _undecoded: set[str] = field(default_factory=set)
    """Files written since they were last decoded: the next decode reads their problems."""
    interrupted: Interrupted | None = None
    """A change found interrupted in the folder at the opening: put right by a tidy load (the
    app says so), only reported by `check`."""
    _tidied: bool = False
    _record_left: bool = False
    """A set of this store's failed part-way and its record is still in the folder."""
    _written_before: dict[
        str, tuple[tuple[bytes, RuleSet], str | None, Any, dict[str, Any] | None]
    ] = field(default_factory=dict)
    """Per file: its bytes before this app's run of saves, their text, value and data."""

    # Loading ---------------------------------------------------------------------------

    @classmethod
    def load(cls, root: str | Path, *, tidy: bool = True, complete: bool = True) -> CampaignStore:
        """Load every file; problems are collected in `problems`, never raised.

        With `tidy`, temp files of saves that were interrupted are removed first (`check`
        loads without it: checking never writes). Without `complete`, only campaign.toml and
        the values in play (the scene in play, its cast, the PCs) are read now; every other
        file is read when its value is first asked for, or by `complete`, which everything
        but the state's look-ups by id waits for (`fate_tui.campaign.first_look`)."""
        store = cls(Path(root), CampaignState(Story(name=Path(root).name)))
        if tidy:
            # Before anything is read: the files are then as they were before the change.
            store.interrupted = change_set.recover(store.root)
            store._tidied = True
            remove_interrupted_saves(store.root, (*FOLDERS, LOG_DIR))
        else:
            store.interrupted = change_set.pending(store.root)
        listed = list_files(store.root)
        # The folder is resolved once, not once per file.
        opening = _Opening(listed, dict.fromkeys(listed), campaign_files.real_path(store.root))
        store._opening = opening
        if CAMPAIGN_FILE in opening.unread:
            story_record = store._first_read(CAMPAIGN_FILE)
        else:
            story_record = LoadedFile(CAMPAIGN_FILE)
            message = unreadable_folder(store.root) or (
                f"no campaign.toml in {store.root.name}: is this a campaign folder?"
            )
            story_record.read_problems.append(
                Problem("error", CAMPAIGN_FILE, None, None, None, message, None)
            )
            store._files[CAMPAIGN_FILE] = story_record
        story = store.state.story
        if story_record.readable and story_record.fingerprint is not None:
            story = decode_story(story_record) or story
        npcs = frozenset() if complete else npc_files(str(store.root / CHARACTERS_DIR))
        characters = DecodedCharacters(
            _stems(listed, CHARACTERS_DIR),
            store._first_value(CHARACTERS_DIR, decode_character),
            opening.lock,
            npcs,
        )
        scenes = Decoded(
            _stems(listed, SCENES_DIR), store._first_value(SCENES_DIR, decode_scene), opening.lock
        )
        store.state = state = CampaignState(story, characters, scenes)
        if complete:
            store.complete()
        else:  # the values in play, decoded now: the scene's cast and whoever may be a PC
            scene = state.current_scene
            for character_id in [*(scene.cast if scene else ()), *characters.may_be_pcs()]:
                characters.value(character_id)
        return store

    def _first_read(self, relpath: str) -> LoadedFile:
        """Read a file of the opening for the first time (under its lock)."""
        opening = self._opening
        assert opening is not None  # called only while the opening's files are read
        record = self._files[relpath] = read_file(self.root, relpath, opening.top)
        opening.unread.pop(relpath, None)
        return record

    def _first_value(
        self, folder: str, decoder: Callable[[LoadedFile, RuleSet], T | None]
    ) -> Callable[[str], T | None]:
        """How a character's or scene's value is decoded the first time it is asked for."""

        def decode(stem: str) -> T | None:
            relpath = f"{folder}/{stem}.toml"
            record = self._files.get(relpath) or self._first_read(relpath)
            return decoder(record, self.state.ruleset) if record.readable else None

        return decode

    def complete(self) -> None:
        """Read and decode every file the opening left (see `load`); at once when done. Any
        thread may call it: the app does in a worker after the Table's first frame, and
        everything that needs every file calls it first (waiting for that worker's file)."""
        opening = self._opening
        if opening is None:
            return
        state = self.state
        with opening.lock:
            unread = list(opening.unread)
        # Every file read, then every value decoded: in two passes, as a full load always
        # did (interleaving them costs a tenth more time).
        for relpath in unread:
            with opening.lock:
                if relpath in opening.unread:  # unless a look-up read it meanwhile
                    self._first_read(relpath)
        for values in (state.characters, state.scenes):
            if isinstance(values, Decoded):  # read lazily: decode what is left
                for key in values.ids:
                    values.value(key)
        with opening.lock:
            if self._opening is None:
                return
            # The files in the folder's order, as a full load lists them (problems follow it).
            files = {p: self._files[p] for p in opening.order if p in self._files}
            self._files = files | self._files
            self.state = CampaignState(state.story, dict(state.characters), dict(state.scenes))
            self._opening = None

    @property
    def files(self) -> dict[str, LoadedFile]:
        """Every file of the campaign as last read (reading what an opening left first)."""
        self.complete()
        return self._files

    def _decode(self, relpaths: Iterable[str]) -> None:
        """Rebuild the values of the given files (and of those written since they were last
        decoded); a file that does not load keeps its last good value. A new rule set in
        campaign.toml decodes every file again."""
        changed = set(relpaths) | self._undecoded
        self._undecoded.clear()
        story = self.state.story
        story_record = self._files[CAMPAIGN_FILE]
        if CAMPAIGN_FILE in changed and story_record.readable and story_record.fingerprint:
            story = decode_story(story_record) or story
        if story.ruleset != self.state.story.ruleset:
            changed = set(self._files)
        characters = dict(self.state.characters)
        scenes = dict(self.state.scenes)
        for relpath, record in self._files.items():
            if relpath == CAMPAIGN_FILE or relpath not in changed or not record.readable:
                continue
            value = _decoded(record, story.ruleset)
            if value is not None:
                stem = Path(relpath).stem
                if isinstance(value, Character):
                    characters[stem] = value
                else:
                    scenes[stem] = value
        self.state = CampaignState(story, characters, scenes)

    @property
    def problems(self) -> list[Problem]:
        self.complete()
        found = [p for record in self._files.values() for p in record.problems]
        prefix = CHARACTERS_DIR + "/"
        unloaded = frozenset(
            Path(relpath).stem
            for relpath in self._files
            if relpath.startswith(prefix) and Path(relpath).stem not in self.state.characters
        )
        state = self.state
        found += check_references(state.story, state.characters, state.scenes, unloaded)
        return found + self._interrupted_problems()

    def _interrupted_problems(self) -> list[Problem]:
        """A change left interrupted: still to put right (`check` only reads), or put right
        only in part (a file edited since is left alone); a warning naming its record."""
        interrupted = self.interrupted
        if interrupted is None or interrupted.landed:
            return []
        if self._tidied and not (interrupted.edited or interrupted.failed):
            return []
        message = interrupted.describe(done=self._tidied)
        return [Problem("warning", change_set.RECORD, None, None, None, message, None)]

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]

    # Edits made outside fate-tui ---------------------------------------------------------

    def suspects_on_disk(self, among: Iterable[str] | None = None) -> list[str]:
        """Files that may have changed on disk (only those of `among`, the paths a file event
        named, if given); reads only, so a worker thread may ask."""
        self.complete()
        return watch.suspects(self.root, self._files, among)

    def changed_on_disk(self, suspects: Iterable[str] | None = None) -> list[str]:
        """Files added, removed or changed on disk since they were last read or saved (among
        `suspects` if given, checked again now). Call it on the thread that saves."""
        self.complete()
        if suspects is None:
            suspects = self.suspects_on_disk()
        return watch.changed(self.root, self._files, suspects)

    def reload(self, relpaths: Iterable[str] | None = None) -> list[str]:
        """Re-read the given files (default: those changed on disk) and rebuild the values.

        A file that no longer loads keeps its last good value; its problems are reported and
        it is not written until it loads again.
        """
        self.complete()
        paths = list(self.changed_on_disk() if relpaths is None else relpaths)
        listed = set(list_files(self.root))
        for relpath in paths:
            # A campaign.toml gone is read as missing (an error): its last values stay.
            if relpath not in listed and relpath != CAMPAIGN_FILE:
                self._files.pop(relpath, None)
                self._forget(relpath)
                continue
            self._reread(relpath)
        if paths:
            self._decode(paths)
        return paths

    # Saving ----------------------------------------------------------------------------

    def commit(
        self,
        label: str,
        *,
        story: Story | None = None,
        characters: Iterable[Character] = (),
        scenes: Iterable[Scene] = (),
        log: Append | None = None,
    ) -> Change | None:
        """Save the given new values (only the files whose content changes) and the play-log
        entry `log` (from `prepare_log`) as one change set, and make it one undo step.

        All of it lands or none: SaveRefused when a file to change failed to load or was
        changed on disk since it was read, or a file cannot be written; the values, the undo
        stack and the disk are then as they were (`change_set`).
        """
        self.complete()
        self._finish_interrupted()
        changed, values, layout_lost = self._changed_texts(story, characters, scenes)
        try:
            for relpath in changed:
                self._check_writable(relpath)
            writes = []
            for relpath, text in changed.items():
                record = self._files.get(relpath)
                before = record.text.encode() if record and record.fingerprint else None
                after = _encode(text, record.newline if record else "\n")
                loaded_from = record.real_path if record else None
                writes.append(FileWrite(relpath, before, after, loaded_from))
            file_changes = tuple(FileChange(w.relpath, w.before, w.after) for w in writes)
            change = Change(label, file_changes, tuple(layout_lost)) if writes else None

            def landed() -> None:
                # The undo step joins the journal before the set's record goes (`land`).
                if change is not None:
                    self.undo_stack.append(change)
                    self.redo_stack.clear()
                    if self.history is not None:
                        self.history.did(change)

            self._land(label, writes, log, landed)
        except BaseException:
            # Rendering edited the cached documents: they no longer hold what the disk does.
            for relpath in changed:
                self._documents.pop(relpath, None)
            raise
        self._apply_values(values)
        return change

    def keep(self, relpath: str, before: bytes | None, after: bytes) -> None:
        """Save state that is not a step of the story (the Deck of Fate's pile after a draw,
        `deck_file`): written atomically as every campaign file is, and only over the bytes
        it was read as (`before`; None: there was no file), but never an undo step and never
        a play-log entry, so undo neither sees nor restores it. SaveRefused when the file
        changed on disk meanwhile or cannot be written; nothing is written then."""
        self._finish_interrupted()
        change_set.land(self.root, f"Keep {relpath}", [FileWrite(relpath, before, after)])

    def _land(
        self,
        label: str,
        writes: list[FileWrite],
        log: Append | None,
        landed: Callable[[], None] | None = None,
    ) -> None:
        """Land the campaign files `writes` and the play-log append `log` as one set, then
        read back what was written. A set that failed part-way and could not be put back
        (`PartlySaved`) has its files read again, so the values are what the disk holds."""
        every = list(writes)
        if log is not None:
            every.append(FileWrite(log.relpath, log.before, log.after, log.loaded_from))
        try:
            written = change_set.land(self.root, label, every, landed)
        except PartlySaved as partly:
            self._record_left = True
            self._reload_after_failure(partly.saved)
            raise
        for write in writes:
            if write.after is None:
                self._files.pop(write.relpath, None)
                self._forget(write.relpath)
                continue
            # The document already holds what was written: keep it, so the next save of this
            # file does not parse it again.
            document = self._documents.get(write.relpath)
            self._reread(write.relpath)
            self._undecoded.add(write.relpath)  # its problems are read at the next decode
            if document is not None:
                self._documents[write.relpath] = document
        if log is not None:
            self._log_written[log.session] = Written(written[log.relpath], log.text)

    def _reload_after_failure(self, relpaths: Iterable[str]) -> None:
        campaign = [p for p in relpaths if not p.startswith(LOG_DIR + "/")]
        listed = set(list_files(self.root))
        for relpath in campaign:
            if relpath in listed:
                self._reread(relpath)
            else:
                self._files.pop(relpath, None)
                self._forget(relpath)
        self._decode(campaign)

    def _finish_interrupted(self) -> None:
        """Before a save: put right a change whose putting back failed earlier in this run
        (its record is still in the folder), reading its files again; SaveRefused while
        that still fails. Only its own: a record another process is landing is left alone."""
        if not self._record_left:
            return
        interrupted = change_set.recover(self.root)
        self._record_left = bool(interrupted and interrupted.failed)
        if interrupted is None:
            return
        self.interrupted = interrupted
        if interrupted.put_back:
            self._reload_after_failure(interrupted.put_back)
        if interrupted.failed:
            raise SaveRefused(
                f"an earlier save could not be put right ({interrupted.describe(done=True)}); "
                "nothing was saved"
            )

    def preview(
        self,
        *,
        story: Story | None = None,
        characters: Iterable[Character] = (),
        scenes: Iterable[Scene] = (),
    ) -> dict[str, str]:
        """What `commit` would write, file by file (only the files whose content changes),
        without writing anything: for dry runs."""
        self.complete()
        # Rendering edits the cached documents in place: preview on throwaway ones.
        kept, self._documents = self._documents, {}
        try:
            changed, _, _ = self._changed_texts(story, characters, scenes)
        finally:
            self._documents = kept
        return changed

    def _changed_texts(
        self, story: Story | None, characters: Iterable[Character], scenes: Iterable[Scene]
    ) -> tuple[dict[str, str], dict[str, Any], list[str]]:
        """The new text of each file whose content changes, the values to take on, and the
        files among them whose layout could not be kept."""
        new_texts: dict[str, str] = {}
        values: dict[str, Any] = {}
        layout_lost: list[str] = []
        if story is not None:
            new_texts[CAMPAIGN_FILE] = self._render(CAMPAIGN_FILE, write_story, story, layout_lost)
            values[CAMPAIGN_FILE] = story
        ruleset = self.state.ruleset

        def write_one(character: Character, original: Mapping[str, Any]) -> dict[str, Any]:
            return write_character(character, ruleset, original)

        def write_place(scene: Scene, original: Mapping[str, Any]) -> dict[str, Any]:
            return write_scene(scene, original, ruleset.ladder)

        for character in characters:
            relpath = character_path(check_slug(character.id, "character id"))
            new_texts[relpath] = self._render(relpath, write_one, character, layout_lost)
            values[relpath] = character
        for scene in scenes:
            relpath = scene_path(check_slug(scene.id, "scene id"))
            new_texts[relpath] = self._render(relpath, write_place, scene, layout_lost)
            values[relpath] = scene
        changed = {
            p: t for p, t in new_texts.items() if p not in self._files or t != self._files[p].text
        }
        return changed, values, [p for p in layout_lost if p in changed]

    def _render(
        self,
        relpath: str,
        writer: Callable[[T, Mapping[str, Any]], dict[str, Any]],
        value: T,
        layout_lost: list[str],
    ) -> str:
        """The file's new text; `relpath` joins `layout_lost` when this edit could not keep
        the file's layout."""
        # Imported at the first save, not with the store: write-back brings in tomlkit.
        from fate_tui.tomltext.writeback import TomlDocument

        record = self._files.get(relpath)
        if record is not None and isinstance(value, Character | Scene):
            found = self._as_written_before(record, value)
            if found is not None:
                as_written, as_written_data = found
                # The parsed document is kept when, edited to the data of those bytes, it
                # holds them (+ then - on the Table): parsing the file again at the next key is
                # most of a save's cost. Otherwise it no longer holds what the disk will. Not
                # edited to the value written afresh: that writes `fate_points = 0` where the
                # file had no such key, and the document was dropped at every other key.
                document = self._documents.get(relpath)
                if document is not None:
                    document.apply(record.data, as_written_data)
                    if document.text() != as_written:
                        del self._documents[relpath]
                return as_written
        original = record.data if record else {}
        new_data = writer(value, original)
        if record is None or record.fingerprint is None:
            folder = relpath.split("/")[0]
            new_document = TomlDocument(SCHEMA_LINES.get(folder, ""))
            new_document.apply({}, new_data)
            return new_document.text()
        document = self._documents.get(relpath)
        if document is None:
            document = self._documents[relpath] = TomlDocument(record.text)
        kept = document.layout_kept
        document.apply(record.data, new_data)
        if kept and not document.layout_kept:
            layout_lost.append(relpath)
        return document.text()

    def _as_written_before(
        self, record: LoadedFile, value: Character | Scene
    ) -> tuple[str, dict[str, Any]] | None:
        """The file's text from before this app's own saves of it, and its data, if it means
        `value`.

        A change played and then played back (a box marked then cleared, an NPC's fate points
        raised then lowered) gives the file back as the GM wrote it, byte for byte: without
        this, the second save wrote the value the way the first save had (`fate_points = 0`
        where the file had no such key, an emptied `mental = []` gone). The text is that of
        the earliest undo step in the unbroken run of this app's saves that left the file's
        current bytes (a run kept between runs by the undo history); an edit by hand ends
        the run, so nothing written since by hand is ever put back over."""
        current = record.text.encode("utf-8")
        earliest: bytes | None = None
        for step in reversed(self.undo_stack):
            touched = next((f for f in step.files if f.relpath == record.relpath), None)
            if touched is None:
                continue
            if touched.after != current or touched.before is None:
                break
            earliest = current = touched.before
        if earliest is None or earliest == record.text.encode("utf-8"):
            return None
        # Read once per file and text: the next save of the same file compares only.
        cached = self._written_before.get(record.relpath)
        key = (earliest, self.state.ruleset)  # options switched read the same text anew
        if cached is None or cached[0] != key:
            cached = (key, *self._meaning_of(record, earliest))
            self._written_before[record.relpath] = cached
        _, text, meant, data = cached
        if text is None or data is None or not _same(meant, value):
            return None
        return text, data

    def _meaning_of(
        self, record: LoadedFile, raw: bytes
    ) -> tuple[str | None, Any, dict[str, Any] | None]:
        """The text of `raw`, the value it holds and its data; Nones if it does not load."""
        try:
            text = raw.decode("utf-8")
            before = LoadedFile(record.relpath, tomllib.loads(text), text, None, record.newline)
        except (UnicodeDecodeError, tomllib.TOMLDecodeError):
            return None, None, None
        meant = _decoded(before, self.state.ruleset)
        return (None, None, None) if before.broken else (text, meant, before.data)

    def _check_writable(self, relpath: str) -> None:
        record = self._files.get(relpath)
        if record is not None and record.broken:
            raise SaveRefused(
                f"{relpath} did not load; fate-tui will not write it until it loads again "
                "(fix it in your editor)"
            )
        campaign_files.writable_path(self.root, relpath, record.real_path if record else None)
        expected = record.fingerprint if record else None
        on_disk = disk_fingerprint(self.root, relpath)
        # Content decides, not time: a `touch` loses nothing, a same-second edit does.
        unchanged = (
            on_disk is None
            if expected is None
            else on_disk is not None and on_disk.same_content(expected)
        )
        if not unchanged:
            if record is not None and record.fingerprint is not None:
                # The watcher trusts a file whose size and time did not move; an edit of the
                # same size within one clock tick must still reach it, so it compares
                # content on its next look.
                record.fingerprint = replace(record.fingerprint, mtime_ns=-1)
            raise SaveRefused(
                f"{relpath} was changed on disk since fate-tui read it; reload it before saving"
            )

    def _reread(self, relpath: str) -> LoadedFile:
        record = read_file(self.root, relpath)
        self._files[relpath] = record
        self._documents.pop(relpath, None)
        return record

    def _apply_values(self, values: dict[str, Any]) -> None:
        state = self.state
        characters: dict[str, Character] = {}
        scenes, story = dict(state.scenes), state.story
        for value in values.values():
            if isinstance(value, Story):
                story = value
            elif isinstance(value, Character):
                characters[value.id] = value
            elif isinstance(value, Scene):
                scenes[value.id] = value
        self.state = state.with_characters(story, characters, scenes)

    # The play log ------------------------------------------------------------------------

    def log(
        self, kind: str, text: str, data: dict[str, Any] | None = None, scene: str | None = None
    ) -> LogEntry:
        """Record what happened in the current session's play log, under `scene` (by default
        the scene in play), as a change of the log alone."""
        append = self.prepare_log(LogEntry(kind, text, scene=scene, data=data or {}))
        self._land(text, [], append)
        return append.entry

    def prepare_log(self, entry: LogEntry, story: Story | None = None) -> Append:
        """`entry` made ready to land with a change (`commit`'s `log`): in the play log of
        `story`'s session (default: the campaign's now), under its scene in play unless the
        entry names one. Raises CampaignFileError for a log the GM broke by hand (it is never
        overwritten), SaveRefused for one leading out of the campaign."""
        story = story or self.state.story
        if entry.scene is None:
            entry = replace(entry, scene=story.current_scene)
        session = max(story.current_session, 1)
        return prepare_append(self.root, session, entry, self._log_written.get(session))

    def log_entries(self, session: int | None = None) -> tuple[list[LogEntry], list[Problem]]:
        """A session's log (default: the current one) and any problem reading it."""
        number = session if session is not None else max(self.state.story.current_session, 1)
        return read_log(self.root, number)

    # Undo and redo ----------------------------------------------------------------------

    def undo(self, log: LogFor | None = None) -> Change | None:
        """Put back the exact bytes of every file the last change touched, with the play-log
        entry `log` gives for it, as one change set."""
        self.complete()
        if not self.undo_stack:
            return None
        self._finish_interrupted()
        change = self.undo_stack[-1]

        def landed() -> None:
            self.redo_stack.append(self.undo_stack.pop())
            if self.history is not None:
                self.history.undid()

        self._restore(change, forward=False, log=log, landed=landed)
        return change

    def redo(self, log: LogFor | None = None) -> Change | None:
        self.complete()
        if not self.redo_stack:
            return None
        self._finish_interrupted()
        change = self.redo_stack[-1]

        def landed() -> None:
            self.undo_stack.append(self.redo_stack.pop())
            if self.history is not None:
                self.history.redid()

        self._restore(change, forward=True, log=log, landed=landed)
        return change

    def _restore(
        self,
        change: Change,
        *,
        forward: bool,
        log: LogFor | None,
        landed: Callable[[], None] | None = None,
    ) -> None:
        writes = []
        for file in change.files:
            current = file.before if forward else file.after
            target = file.after if forward else file.before
            record = self._files.get(file.relpath)
            loaded_from = record.real_path if record else None
            campaign_files.writable_path(self.root, file.relpath, loaded_from)
            self._check_restorable(file.relpath, current, change.label)
            writes.append(FileWrite(file.relpath, current, target, loaded_from))
        append = log(change, self._story_after(writes)) if log is not None else None
        self._land(change.label, writes, append, landed)
        self._decode(file.relpath for file in change.files)

    def _story_after(self, writes: list[FileWrite]) -> Story:
        """The campaign's story once `writes` land: its session and scene in play decide
        where an undo is logged."""
        for write in writes:
            if write.relpath == CAMPAIGN_FILE and write.after is not None:
                record = LoadedFile(CAMPAIGN_FILE)
                try:
                    record.text = write.after.decode("utf-8")
                    record.data = tomllib.loads(record.text.removeprefix("\ufeff"))
                except (UnicodeDecodeError, tomllib.TOMLDecodeError):
                    break
                return decode_story(record) or self.state.story
        return self.state.story

    def _check_restorable(self, relpath: str, current: bytes | None, label: str) -> None:
        """Undo and redo put bytes back only over the exact bytes the change left."""
        on_disk = disk_fingerprint(self.root, relpath)
        if current is None:
            if on_disk is not None:
                raise SaveRefused(f"{relpath} was created since '{label}'; cannot undo over it")
            return
        if on_disk is None:
            raise SaveRefused(
                f"{relpath} was deleted or renamed since '{label}'; fate-tui will not "
                "recreate it (undo needs the file as the change left it)"
            )
        if on_disk.sha256 != hashlib.sha256(current).hexdigest() or on_disk.size != len(current):
            raise SaveRefused(f"{relpath} was changed since '{label}'; cannot undo over it")

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


def _same(read: Character | Scene | None, value: Character | Scene) -> bool:
    """Whether a file read as `read` holds `value`: a track or condition with no box marked
    is the same as one not listed (`mental = []` reads as an empty track, play drops it)."""
    if isinstance(read, Character) and isinstance(value, Character):
        read, value = _without_empty_marks(read), _without_empty_marks(value)
    return read == value


def _without_empty_marks(character: Character) -> Character:
    return replace(
        character,
        stress_marked={k: v for k, v in character.stress_marked.items() if v},
        conditions_marked={k: v for k, v in character.conditions_marked.items() if v},
    )


def _stems(relpaths: Iterable[str], folder: str) -> list[str]:
    """The ids of the files listed in `folder`, in order."""
    prefix = folder + "/"  # (string work: a Path per file costs milliseconds here)
    return [p[len(prefix) :].removesuffix(".toml") for p in relpaths if p.startswith(prefix)]


def _decoded(record: LoadedFile, ruleset: RuleSet) -> Character | Scene | None:
    """The value of a character's or a scene's file; its problems are placed on the record."""
    if record.relpath.startswith(CHARACTERS_DIR + "/"):
        return decode_character(record, ruleset)
    return decode_scene(record, ruleset)
