"""`fate-tui players PATH`: the players' view as its own app, for a second window, a TV, or a
browser through `fate-tui serve`.

It follows the campaign's files as the GM's app saves them and never writes a file: no key,
command or screen of this app saves, logs, takes a screenshot or changes a setting.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual.app import SystemCommand
from textual.binding import Binding
from textual.screen import Screen
from textual.signal import Signal

from fate_tui.campaign.folder_events import PLAYERS_FOLDERS, FolderWatch
from fate_tui.campaign.players_feed import PlayersFeed, Snapshot
from fate_tui.ui.players.players import PlayersScreen
from fate_tui.ui.shell.folder_changes import FolderChanged, watch_folder
from fate_tui.ui.shell.plain_lines import PlainTextApp
from fate_tui.ui.shell.terminal import exit_on_stop_signals, quit_when_terminal_closes

# Commands of Textual's palette that only change what this window shows.
LOOKING_COMMANDS = frozenset({"Theme", "Keys", "Maximize", "Minimize", "Quit"})


class PlayersApp(PlainTextApp):
    CSS_PATH = "../app.tcss"  # the GM app's styles, one folder up
    TITLE = "fate-tui: the players' view"
    # q leaves, as in the GM's app (only Ctrl+Q did, and nothing said so).
    BINDINGS = [Binding("q", "quit", "Quit", id="players_app.quit")]

    def __init__(self, feed: PlayersFeed, *, watch_interval: float | None = 0.5) -> None:
        """`feed` is the loaded campaign; the files are followed through file events, or
        looked at every `watch_interval` seconds where those cannot be used (None: never,
        for tests that poll by hand)."""
        super().__init__()
        self.feed = feed
        self.snapshot: Snapshot = feed.snapshot()
        self.campaign_changed: Signal[Snapshot] = Signal(self, "campaign-changed")
        """Each new snapshot: the screens follow it (`fate_tui.ui.shell.changes`)."""
        self._watch_interval = watch_interval
        self._folder_watch: FolderWatch | None = None
        self._pending: set[str] | None = set()  # None: every file
        self._looking = False

    def on_mount(self) -> None:
        quit_when_terminal_closes(self)
        exit_on_stop_signals(self)
        self.sub_title = self.snapshot.view.heading.campaign
        self.push_screen(PlayersScreen(lambda: self.snapshot))
        if self._watch_interval:
            self._folder_watch = watch_folder(
                self, self.feed.store.root, poll_every=self._watch_interval, folders=PLAYERS_FOLDERS
            )

    def on_unmount(self) -> None:
        if self._folder_watch is not None:
            self._folder_watch.stop()

    def on_folder_changed(self, message: FolderChanged) -> None:
        self.poll(message.relpaths)

    def poll(self, relpaths: Iterable[str] | None = None) -> None:
        """Look at the given files (None: all of them) in a worker thread, one look at a
        time; a change is drawn on the UI thread."""
        if relpaths is None:
            self._pending = None
        elif self._pending is not None:
            self._pending.update(relpaths)
        if not self._looking:
            self._start_look()

    def _start_look(self) -> None:
        among, self._pending = self._pending, set()
        self._looking = True
        self.run_worker(lambda: self._check(among), thread=True, group="watch")

    def _check(self, among: set[str] | None) -> None:
        snapshot = None
        try:
            snapshot = self.feed.poll(among)
        finally:
            self.call_from_thread(self._looked, snapshot)

    def _looked(self, snapshot: Snapshot | None) -> None:
        self._looking = False
        if snapshot is not None:
            self.show(snapshot)
        if self._pending is None or self._pending:
            self._start_look()

    def show(self, snapshot: Snapshot) -> None:
        """Draw a new snapshot on every screen that shows one (only what changed)."""
        self.snapshot = snapshot
        self.sub_title = snapshot.view.heading.campaign
        self.campaign_changed.publish(snapshot)

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        # Textual's screenshot command saves a file: the players' view never does.
        for command in super().get_system_commands(screen):
            if command.title in LOOKING_COMMANDS:
                yield command

    def action_screenshot(self, filename: str | None = None, path: str | None = None) -> None:
        """Screenshots save a file; the players' view saves none."""
