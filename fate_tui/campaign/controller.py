"""The one path of change: intent -> rules -> new values -> saved files -> play log -> undo
record -> listeners told.

Screens never edit files or values themselves; they call the intent functions in
`fate_tui.campaign.intents`, which work out the new values with the rules core and hand them
to `Controller.apply`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fate_tui.campaign.change_set import PartlySaved
from fate_tui.campaign.files import SaveRefused
from fate_tui.campaign.playlog import Append, LogEntry, sessions_logged
from fate_tui.campaign.problems import Problem
from fate_tui.campaign.state import CHARACTERS_DIR, CampaignState
from fate_tui.campaign.store import CampaignStore, Change, LogFor
from fate_tui.rules.character import Character
from fate_tui.rules.errors import FateError, RulesError
from fate_tui.rules.scene import Scene
from fate_tui.rules.story import Story

if TYPE_CHECKING:
    import random

    from fate_tui.campaign.deck_file import DrawResult
    from fate_tui.rules.dice import DeckOfFate


@dataclass(frozen=True)
class Update:
    """What listeners are told after every change: what happened and which files moved."""

    label: str
    files: tuple[str, ...] = ()
    external: bool = False
    """The change came from an edit made outside fate-tui."""
    problems: tuple[Problem, ...] = ()
    entry: LogEntry | None = None
    """The play-log entry written for it, if any."""
    warnings: tuple[str, ...] = ()
    """What went wrong after the change was saved (the play log could not be written, a
    file lost its comments): the change stands, and the GM is told."""


Listener = Callable[[Update], None]


class Controller:
    def __init__(self, store: CampaignStore) -> None:
        self.store = store
        self._listeners: list[Listener] = []

    @property
    def state(self) -> CampaignState:
        return self.store.state

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def _tell(self, update: Update) -> None:
        for listener in list(self._listeners):
            listener(update)

    def apply(
        self,
        label: str,
        *,
        log: tuple[str, str] | None = None,
        data: dict[str, Any] | None = None,
        story: Story | None = None,
        characters: Iterable[Character] = (),
        scenes: Iterable[Scene] = (),
        reread: Iterable[str] = (),
    ) -> Change | None:
        """Save new values and their play-log entry as one undoable step (all or nothing),
        and tell the listeners.

        `reread` names files to read again once the change is saved and before the listeners
        are told (an optional rule switched on or off changes how characters and scenes read),
        so no screen draws the values read under the old rules.

        `log` is (kind, text) for the play log; without it the label is logged as a change.
        Raises SaveRefused (a broken or newer file on disk, a file that cannot be written)
        without changing anything. A play log that cannot take the entry (broken by hand)
        does not stop the change: it is saved without its entry, and the Update says so.
        """
        scenes = tuple(scenes)
        kind, text = log if log is not None else ("change", label)
        # Preparing another scene is logged under that scene, not the one in play.
        about = scenes[0].id if len(scenes) == 1 else None
        warnings: list[str] = []
        # Logged in the session the change leaves the campaign in (an ended session's
        # last entry goes to the next one, as before).
        entry = LogEntry(kind, text, scene=about, data=data or {})
        append = self._prepare(entry, story or self.state.story, warnings)
        with self._telling_partial(label):
            change = self.store.commit(
                label, story=story, characters=characters, scenes=scenes, log=append
            )
        if change:
            warnings[:0] = [layout_lost(relpath) for relpath in change.layout_lost]
        files = tuple(f.relpath for f in change.files) if change else ()
        reread = tuple(reread)
        if change and reread:
            self.store.reload(reread)
        logged = append.entry if append else None
        self._tell(Update(label, files, entry=logged, warnings=tuple(warnings)))
        return change

    def _prepare(self, entry: LogEntry, story: Story, warnings: list[str]) -> Append | None:
        """The play-log append of a change, or None (and a warning) when the log cannot take
        it: the change is saved without it."""
        try:
            return self.store.prepare_log(entry, story)
        except (FateError, OSError) as error:
            warnings.append(f"Saved, but not written in the play log: {error}")
            return None

    @contextmanager
    def _telling_partial(self, label: str) -> Iterator[None]:
        """A save that failed part-way and could not be put back (`PartlySaved`) changed the
        values to what the disk holds: the listeners redraw those files before the refusal
        reaches the GM."""
        try:
            yield
        except PartlySaved as partly:
            self._tell(Update(label, partly.saved))
            raise

    def note(self, kind: str, text: str, data: dict[str, Any] | None = None) -> LogEntry | None:
        """Log something that changes no file (a roll that was not applied, a refused invoke).
        When the log cannot be written the listeners are told why, and None is returned."""
        warnings: list[str] = []
        entry = self._log(kind, text, data, warnings)
        self._tell(Update(text, entry=entry, warnings=tuple(warnings)))
        return entry

    def _log(
        self,
        kind: str,
        text: str,
        data: dict[str, Any] | None,
        warnings: list[str],
        scene: str | None = None,
    ) -> LogEntry | None:
        try:
            return self.store.log(kind, text, data, scene=scene)
        except (FateError, OSError) as error:
            warnings.append(f"Saved, but not written in the play log: {error}")
            return None

    def undo(self) -> str:
        return self._step(self.store.undo, "Undid", "nothing to undo")

    def redo(self) -> str:
        return self._step(self.store.redo, "Redid", "nothing to redo")

    def _step(self, step: Callable[[LogFor], Change | None], verb: str, nothing: str) -> str:
        warnings: list[str] = []
        prepared: list[Append] = []

        def log(change: Change, story: Story) -> Append | None:
            entry = LogEntry("undo", f"{verb}: {change.label}")
            append = self._prepare(entry, story, warnings)
            prepared.extend([append] if append else [])
            return append

        with self._telling_partial(f"{verb} (not saved)"):
            change = step(log)
        if change is None:
            raise RulesError(nothing)
        text = f"{verb}: {change.label}"
        files = tuple(f.relpath for f in change.files)
        entry = prepared[0].entry if prepared else None
        self._tell(Update(text, files, entry=entry, warnings=tuple(warnings)))
        return change.label

    def draw_dice(self, rng: random.Random, fallback: DeckOfFate) -> DrawResult:
        """Four dice of the table's kind; a card of the Deck of Fate comes from the pile kept
        in deck.toml, which the draw saves but undo never restores (`deck_file`)."""
        from fate_tui.campaign import deck_file

        return deck_file.draw(self.store, self.state.ruleset, rng, fallback)

    # What the screens read -------------------------------------------------------------

    @property
    def root(self) -> Path:
        """The campaign's folder."""
        return self.store.root

    def taken_ids(self) -> set[str]:
        """The ids a new character may not take: those of the campaign's characters and of
        every character file, loaded or not (a broken file keeps its name)."""
        return set(self.state.characters) | {
            Path(p).stem for p in self.store.files if p.startswith(CHARACTERS_DIR + "/")
        }

    def log_entries(self, session: int | None = None) -> tuple[list[LogEntry], list[Problem]]:
        """A session's play log (default: the current session) and any problem reading it."""
        return self.store.log_entries(session)

    def sessions(self) -> list[int]:
        """The sessions with a play log, and the current one, in order."""
        current = max(self.state.story.current_session, 1)
        return sorted(set(sessions_logged(self.root)) | {current})

    def finish_loading(self) -> list[Problem]:
        """Read and decode the files a campaign opened for its first look left (any thread
        may call it; see `CampaignStore.load`), and give the errors of every file."""
        self.store.complete()
        return self.store.errors

    # Edits made outside fate-tui -------------------------------------------------------

    def suspects_on_disk(self, among: Iterable[str] | None = None) -> list[str]:
        """The files that may have been edited, added or removed outside fate-tui (only those
        of `among`, the paths a file event named, if given). It only reads, so a worker
        thread may call it; `check_disk` on the app's thread decides."""
        return self.store.suspects_on_disk(among)

    def check_disk(self, suspects: Iterable[str] | None = None) -> Update | None:
        """The one way to look for edits made outside fate-tui: reload the files changed on
        disk and tell the listeners; None when nothing changed.

        `suspects` (from `suspects_on_disk`, looked at in the background) are checked again
        here, so a save made since that look is never taken for an outside edit. Runs on
        the thread that saves."""
        changed = self.store.changed_on_disk(suspects)
        return self.reload(changed) if changed else None

    def reload(self, changed: Iterable[str]) -> Update:
        """Reload the given files (found changed on disk) and tell the listeners, with the
        problems of any that no longer load."""
        files = tuple(changed)
        self.store.reload(files)
        problems = tuple(p for p in self.store.problems if p.file in files)
        update = Update("edited outside fate-tui", files, True, problems)
        self._tell(update)
        return update


def layout_lost(relpath: str) -> str:
    """The warning for a file that had to be written whole."""
    return (
        f"{relpath} was saved, but its comments and layout could not be kept: fate-tui wrote "
        "it anew from its values (nothing else was lost)"
    )


__all__ = ["Controller", "SaveRefused", "Update"]
