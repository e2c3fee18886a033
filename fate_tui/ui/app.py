"""The fate-tui application: loads a campaign in the background, shows the Table, and runs
every GM action through the campaign controller."""

from __future__ import annotations

import os
import random
import shlex
import subprocess
from collections import deque
from collections.abc import Callable, Iterable
from pathlib import Path

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from fate_tui.campaign.controller import Controller, Update
from fate_tui.campaign.playlog import LogEntry
from fate_tui.rules.errors import FateError
from fate_tui.ui.keymap import load_keymap
from fate_tui.ui.screens.loading import LoadingScreen

RECENT_LOG = 8


class FateApp(App):
    CSS_PATH = "app.tcss"
    TITLE = "fate-tui"
    BINDINGS = [
        Binding("r", "roll", "Roll", id="app.roll"),
        Binding("u", "undo", "Undo", id="app.undo"),
        Binding("ctrl+r", "redo", "Redo", id="app.redo"),
        Binding("s", "sheet", "Sheet", id="app.sheet"),
        Binding("n", "scenes", "Scenes", id="app.scenes"),
        Binding("f", "fate", "Fate points", id="app.fate"),
        Binding("l", "log", "Log", id="app.log"),
        Binding("e", "edit_file", "Edit file", id="app.edit"),
        Binding("question_mark", "help", "Help", id="app.help"),
        Binding("q", "quit", "Quit", id="app.quit"),
    ]

    def __init__(self, campaign_path: str | Path, *, watch_interval: float | None = 1.0) -> None:
        super().__init__()
        self.campaign_path = Path(campaign_path)
        self.controller: Controller | None = None
        self.recent_log: deque[LogEntry] = deque(maxlen=RECENT_LOG)
        self.rng = random.Random()  # the app's dice; tests put a seeded one here
        self._watch_interval = watch_interval
        keymap, problem = load_keymap()
        self._keymap_problem = problem
        if keymap:
            self.set_keymap(keymap)

    # Loading ---------------------------------------------------------------------------

    def on_mount(self) -> None:
        self.push_screen(LoadingScreen(self.campaign_path.name))
        if self._keymap_problem:
            self.notify(self._keymap_problem, severity="warning", timeout=10)
        self.run_worker(self._load, thread=True, exclusive=True, group="load")

    def _load(self) -> None:
        from fate_tui.campaign.store import CampaignStore

        store = CampaignStore.load(self.campaign_path)
        self.call_from_thread(self._loaded, store)

    def _loaded(self, store) -> None:
        from fate_tui.ui.screens.table import TableScreen

        self.controller = Controller(store)
        self.controller.subscribe(self._changed)
        entries, _ = store.log_entries()
        self.recent_log.extend(entries[-RECENT_LOG:])
        self.switch_screen(TableScreen())
        self.sub_title = store.state.story.name
        for problem in store.errors[:5]:
            self.notify(problem.format(), title="A file did not load", severity="error", timeout=15)
        if self._watch_interval:
            self.set_interval(self._watch_interval, self._poll_disk)

    # Changes ---------------------------------------------------------------------------

    def run_intent(self, intent: Callable, *args, **kwargs) -> bool:
        """Run one GM action; a refusal from the rules or the files becomes a notification."""
        if self.controller is None:
            return False
        try:
            intent(self.controller, *args, **kwargs)
        except FateError as error:
            self.notify(str(error), severity="error", timeout=8)
            return False
        return True

    def _changed(self, update: Update) -> None:
        if update.entry is not None:
            self.recent_log.append(update.entry)
        if update.external:
            self.notify(f"Reloaded {', '.join(update.files)}", title="Edited outside fate-tui")
            for problem in update.problems:
                if problem.severity == "error":
                    self.notify(problem.format(), title="Not loaded", severity="error", timeout=15)
        for screen in self.screen_stack:
            refresh = getattr(screen, "refresh_state", None)
            if refresh is not None and screen.is_mounted:
                refresh()

    def _poll_disk(self) -> None:
        if self.controller is not None:
            self.run_worker(self._check_disk, thread=True, exclusive=True, group="watch")

    def _check_disk(self) -> None:
        changed = self.controller.store.changed_on_disk()
        if changed:
            self.call_from_thread(self._reload, changed)

    def _reload(self, changed: list[str]) -> None:
        self.controller.reload(changed)

    # Actions ---------------------------------------------------------------------------

    def action_undo(self) -> None:
        self.run_intent(lambda ctl: self.notify(f"Undid: {ctl.undo()}"))

    def action_redo(self) -> None:
        self.run_intent(lambda ctl: self.notify(f"Redid: {ctl.redo()}"))

    def action_edit_file(self) -> None:
        """Open the current character's or scene's file in $EDITOR, then pick up the edit."""
        relpath = getattr(self.screen, "current_file", None)
        if self.controller is None or relpath is None:
            return
        editor = os.environ.get("VISUAL") or os.environ.get("EDITOR") or "vi"
        path = self.controller.store.root / relpath
        with self.suspend():
            subprocess.call([*shlex.split(editor), str(path)])
        self.controller.check_disk()

    def action_roll(self) -> None:
        self._open("fate_tui.ui.dialogs.roll", "RollDialog")

    def action_sheet(self) -> None:
        self._open("fate_tui.ui.screens.sheet", "SheetScreen")

    def action_scenes(self) -> None:
        self._open("fate_tui.ui.screens.scenes", "ScenesScreen")

    def action_fate(self) -> None:
        self._open("fate_tui.ui.screens.fate", "FatePointsScreen")

    def action_log(self) -> None:
        self._open("fate_tui.ui.screens.log", "LogScreen")

    def action_help(self) -> None:
        self._open("fate_tui.ui.screens.help", "HelpScreen")

    def _open(self, module: str, name: str) -> None:
        """Screens load on first use, so starting the app imports only the Table."""
        if self.controller is None:
            return
        import importlib

        try:
            screen_class = getattr(importlib.import_module(module), name)
        except (ImportError, AttributeError):
            self.notify("That screen is not available yet", severity="warning")
            return
        current = getattr(self.screen, "current_character_id", None)
        self.push_screen(screen_class(character_id=current))

    def name_of(self, character_id: str | None) -> str:
        if character_id is None or self.controller is None:
            return "nobody"
        found = self.controller.state.characters.get(character_id)
        return found.name if found else character_id

    # Command palette ---------------------------------------------------------------------

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        seen = set()
        for binding in [*screen.BINDINGS, *self.BINDINGS]:
            if not isinstance(binding, Binding) or not binding.id or binding.id in seen:
                continue
            seen.add(binding.id)
            action = binding.action
            target = screen if binding in screen.BINDINGS else self
            yield SystemCommand(
                binding.description,
                f"{binding.id} ({binding.key})",
                lambda target=target, action=action: self.call_later(target.run_action, action),
            )
