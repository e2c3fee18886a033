"""Following a campaign for the players' view: read-only, it notices the GM's saves (the
campaign's files and the play log) and hands over a fresh view of what the table may see.

Nothing here writes a file: the players' view loads the campaign with the store's reading
half only, and never calls its saving, logging or undo.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from fate_tui.campaign.players_view import PlayersView, players_view
from fate_tui.campaign.playlog import LogEntry, log_path, read_log
from fate_tui.campaign.problems import Problem
from fate_tui.campaign.state import CAMPAIGN_FILE, LOG_DIR, CampaignState
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.errors import FateError

if TYPE_CHECKING:
    from fate_tui.campaign.controller import Controller


class CampaignNotLoaded(FateError):
    """The folder is not a campaign, or its campaign.toml does not load."""


@dataclass(frozen=True)
class Snapshot:
    """What the players see now, and the state it came from (for a PC's whole sheet)."""

    view: PlayersView
    state: CampaignState


class PlayersFeed:
    def __init__(self, store: CampaignStore) -> None:
        self.store = store
        self._log_stamp: tuple[int, tuple[int, int] | None] | None = None
        self._log: list[LogEntry] = []

    @classmethod
    def open(cls, root: str | Path) -> PlayersFeed:
        """Load the campaign at `root`; CampaignNotLoaded (one line) when it cannot be shown."""
        folder = Path(root)
        if not folder.is_dir():
            raise CampaignNotLoaded(f"{folder} is not a campaign folder")
        # No tidying of interrupted saves either: a temp file may be the GM's save in flight.
        store = CampaignStore.load(folder, tidy=False)
        broken = [p for p in store.errors if p.file == CAMPAIGN_FILE]
        if broken:
            raise CampaignNotLoaded(f"{folder}: {broken[0].format().splitlines()[0]}")
        return cls(store)

    @property
    def problems(self) -> list[Problem]:
        return self.store.errors

    def snapshot(self) -> Snapshot:
        self._read_log()
        state = self.store.state
        return Snapshot(players_view(state, self._log), state)

    def poll(self, among: Iterable[str] | None = None) -> Snapshot | None:
        """A new snapshot when the campaign's files or the play log changed on disk since
        the last look, else None. Cheap when nothing changed: a stat per file, or only of
        the files in `among` (the paths a file event named)."""
        if among is not None:  # the play log is looked at below, whatever changed
            among = [p for p in among if not p.startswith(f"{LOG_DIR}/")]
        suspects = self.store.suspects_on_disk(among)
        changed = self.store.changed_on_disk(suspects) if suspects else []
        if changed:
            self.store.reload(changed)
        log_moved = self._log_stamp != self._stamp()
        if not changed and not log_moved:
            return None
        return self.snapshot()

    def _stamp(self) -> tuple[int, tuple[int, int] | None]:
        session = max(self.store.state.story.current_session, 1)
        try:
            stat = log_path(self.store.root, session).stat()
        except OSError:
            return session, None
        return session, (stat.st_mtime_ns, stat.st_size)

    def _read_log(self) -> None:
        stamp = self._stamp()
        if stamp != self._log_stamp:
            self._log, _ = read_log(self.store.root, stamp[0])
            self._log_stamp = stamp


def preview(controller: Controller) -> Snapshot:
    """What the players see of the GM's campaign as it stands in the GM's app (the "show to
    players" preview): the same view, from the controller's state and the session's log."""
    entries, _ = controller.store.log_entries()
    state = controller.state
    return Snapshot(players_view(state, entries), state)
