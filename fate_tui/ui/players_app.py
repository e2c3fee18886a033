"""`fate-tui players PATH`: the players' view as its own app, for a second window, a TV, or a
browser through `fate-tui serve`.

It follows the campaign's files as the GM's app saves them and never writes a file: no key,
command or screen of this app saves, logs, takes a screenshot or changes a setting.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen
from textual.signal import Signal

from fate_tui.campaign.players_feed import PlayersFeed, Snapshot
from fate_tui.ui.screens.players import PlayersScreen
from fate_tui.ui.terminal import quit_when_terminal_closes

# Commands of Textual's palette that only change what this window shows.
LOOKING_COMMANDS = frozenset({"Theme", "Keys", "Maximize", "Minimize", "Quit"})


class PlayersApp(App):
    CSS_PATH = "app.tcss"
    TITLE = "fate-tui: the players' view"
    # q leaves, as in the GM's app (only Ctrl+Q did, and nothing said so).
    BINDINGS = [Binding("q", "quit", "Quit", id="players_app.quit")]

    def __init__(self, feed: PlayersFeed, *, watch_interval: float | None = 0.5) -> None:
        """`feed` is the loaded campaign; the files are looked at every `watch_interval`
        seconds (None: never, for tests that poll by hand)."""
        super().__init__()
        self.feed = feed
        self.snapshot: Snapshot = feed.snapshot()
        self.campaign_changed: Signal[Snapshot] = Signal(self, "campaign-changed")
        """Each new snapshot: the screens follow it (`fate_tui.ui.changes`)."""
        self._watch_interval = watch_interval

    def on_mount(self) -> None:
        quit_when_terminal_closes(self)
        self.sub_title = self.snapshot.view.heading.campaign
        self.push_screen(PlayersScreen(lambda: self.snapshot))
        if self._watch_interval:
            self.set_interval(self._watch_interval, self.poll)

    def poll(self) -> None:
        """Look at the files in a worker thread; a change is drawn on the UI thread."""
        self.run_worker(self._check, thread=True, exclusive=True, group="watch")

    def _check(self) -> None:
        snapshot = self.feed.poll()
        if snapshot is not None:
            self.call_from_thread(self.show, snapshot)

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
