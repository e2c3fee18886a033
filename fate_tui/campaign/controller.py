"""The one path of change: intent -> rules -> new values -> saved files -> play log -> undo
record -> listeners told.

Screens never edit files or values themselves; they call the intent functions in
`fate_tui.campaign.intents`, which work out the new values with the rules core and hand them
to `Controller.apply`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from fate_tui.campaign.playlog import LogEntry
from fate_tui.campaign.problems import Problem
from fate_tui.campaign.state import CampaignState
from fate_tui.campaign.store import Change, SaveRefused
from fate_tui.rules.character import Character
from fate_tui.rules.errors import RulesError
from fate_tui.rules.scene import Scene
from fate_tui.rules.story import Story


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


Listener = Callable[[Update], None]


class Controller:
    def __init__(self, store) -> None:
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
    ) -> Change | None:
        """Save new values as one undoable step, log it, and tell the listeners.

        `log` is (kind, text) for the play log; without it the label is logged as a change.
        Raises SaveRefused (a broken or newer file on disk) without changing anything.
        """
        scenes = tuple(scenes)
        change = self.store.commit(label, story=story, characters=characters, scenes=scenes)
        kind, text = log if log is not None else ("change", label)
        # Preparing another scene is logged under that scene, not the one in play.
        about = scenes[0].id if len(scenes) == 1 else None
        entry = self.store.log(kind, text, data, scene=about)
        files = tuple(f.relpath for f in change.files) if change else ()
        self._tell(Update(label, files, entry=entry))
        return change

    def note(self, kind: str, text: str, data: dict[str, Any] | None = None) -> LogEntry:
        """Log something that changes no file (a roll that was not applied, a refused invoke)."""
        entry = self.store.log(kind, text, data)
        self._tell(Update(text, entry=entry))
        return entry

    def undo(self) -> str:
        return self._step(self.store.undo, "Undid", "nothing to undo")

    def redo(self) -> str:
        return self._step(self.store.redo, "Redid", "nothing to redo")

    def _step(self, step, verb: str, nothing: str) -> str:
        change = step()
        if change is None:
            raise RulesError(nothing)
        text = f"{verb}: {change.label}"
        entry = self.store.log("undo", text)
        self._tell(Update(text, tuple(f.relpath for f in change.files), entry=entry))
        return change.label

    def check_disk(self) -> Update | None:
        """Reload files edited outside fate-tui; None when nothing changed."""
        changed = self.store.changed_on_disk()
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


__all__ = ["Controller", "SaveRefused", "Update"]
