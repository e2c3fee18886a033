"""A campaign opened read-only: shown, followed as its files change, never written.

The app opens a campaign so when another fate-tui holds its writer lock
(`fate_tui.campaign.writer_lock`), or when the GM asks for it (`fate-tui PATH --read-only`).
Every change is refused before anything is written, saying why; nothing is tidied at
opening (a temp file may be the writer's save in progress) and no undo journal is kept.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from fate_tui.campaign.files import SaveRefused
from fate_tui.campaign.playlog import Append, LogEntry
from fate_tui.campaign.store import CampaignStore, Change, LogFor
from fate_tui.rules.character import Character
from fate_tui.rules.scene import Scene
from fate_tui.rules.story import Story


@dataclass
class ReadOnlyStore(CampaignStore):
    """A store whose every change is refused (`why` says why the campaign is read-only)."""

    why: str = "it was opened read-only"

    @property
    def refusal(self) -> str:
        return f"Read-only: {self.why}. Nothing was changed."

    def commit(
        self,
        label: str,
        *,
        story: Story | None = None,
        characters: Iterable[Character] = (),
        scenes: Iterable[Scene] = (),
        log: Append | None = None,
    ) -> Change | None:
        raise SaveRefused(self.refusal)

    def log(
        self, kind: str, text: str, data: dict[str, Any] | None = None, scene: str | None = None
    ) -> LogEntry:
        raise SaveRefused(self.refusal)

    def keep(self, relpath: str, before: bytes | None, after: bytes) -> None:
        raise SaveRefused(self.refusal)

    def undo(self, log: LogFor | None = None) -> Change | None:
        raise SaveRefused(self.refusal)

    def redo(self, log: LogFor | None = None) -> Change | None:
        raise SaveRefused(self.refusal)


def open_read_only(root: str | Path, why: str, *, complete: bool = True) -> ReadOnlyStore:
    """The campaign at `root`, loaded for reading only (see `CampaignStore.load`)."""
    store = cast(ReadOnlyStore, ReadOnlyStore.load(root, tidy=False, complete=complete))
    store.why = why
    return store
