"""The fate-tui application: loads a campaign in the background, shows the Table, and runs
every GM action through the campaign controller."""

from __future__ import annotations

import os
import random
import shlex
import subprocess
import time
from collections import deque
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from textual import events, work
from textual.app import App, SuspendNotSupported
from textual.binding import Binding
from textual.reactive import reactive
from textual.signal import Signal

from fate_tui.rules.dice import DeckOfFate, Faces
from fate_tui.rules.errors import FateError
from fate_tui.ui.roll_dialog.roll_memory import RollMemory
from fate_tui.ui.screens.loading import LoadingScreen
from fate_tui.ui.shell import collector
from fate_tui.ui.shell.keymap import keymap_warning, load_keymap
from fate_tui.ui.shell.known import known
from fate_tui.ui.shell.navigation import FLOWS, PLACES
from fate_tui.ui.shell.palette import PROVIDERS
from fate_tui.ui.shell.plain_lines import PlainTextApp
from fate_tui.ui.shell.terminal import exit_on_stop_signals, quit_when_terminal_closes
from fate_tui.ui.shell.theme_memory import remember_themes, restore_theme
from fate_tui.ui.shell.too_small import HIDDEN, fit

if TYPE_CHECKING:  # the campaign layer loads in the background, after the first frame
    from fate_tui.campaign.controller import Controller, Update
    from fate_tui.campaign.folder_events import FolderWatch
    from fate_tui.campaign.playlog import LogEntry
    from fate_tui.campaign.writer_lock import WriterLock
    from fate_tui.ui.players.web_server import BackgroundServer
    from fate_tui.ui.shell.folder_changes import FolderChanged

T = TypeVar("T")  # what an intent gives back

RECENT_LOG = 8
# Actions that need a loaded campaign: hidden from the footer and the keys until then.
CAMPAIGN_ACTIONS = frozenset(
    {"roll", "undo", "redo", "sheet", "scenes", "fate", "log", "edit_file", "help", "players"}
    | {"end_session", "campaign", "table"}
)
# The startup benchmark's probe (bench/bench_startup.py): "1" exits after the first frame,
# "table" after the Table's first frame; FATE_TUI_BENCH_OUT names a file for the moment (and
# the CPU time spent).
BENCH_EXIT = "FATE_TUI_BENCH_EXIT"


class FateApp(PlainTextApp):
    CSS_PATH = "app.tcss"
    TITLE = "fate-tui"
    SCREENS = PLACES
    COMMANDS = App.COMMANDS | set(PROVIDERS)
    # The footer shows the keys used most (Help first: KeyFooter); the others stay on the
    # Help screen and in the command palette.
    BINDINGS = [
        Binding("question_mark", "help", "Help", id="app.help"),
        Binding("ctrl+t", "table", "Table", id="app.table"),
        Binding("r", "roll", "Roll", id="app.roll"),
        Binding("u", "undo", "Undo", id="app.undo"),
        Binding("ctrl+r", "redo", "Redo", id="app.redo", show=False),
        Binding("s", "sheet", "Sheet", id="app.sheet"),
        Binding("n", "scenes", "Scenes", id="app.scenes"),
        Binding("f", "fate", "Fate points", id="app.fate"),
        Binding("l", "log", "Log", id="app.log", show=False),
        Binding("e", "edit_file", "Edit file", id="app.edit", show=False),
        Binding("P", "players", "Show to players", id="app.players", show=False),
        Binding("N", "end_session", "End session", id="app.end_session", show=False),
        Binding("A", "campaign", "Campaign", id="app.campaign", show=False),
        Binding("q", "quit", "Quit", id="app.quit", show=False),
    ]

    character: reactive[str | None] = reactive(None)
    """The character the GM is looking at (the Table's cast row, the sheet, the fate points
    row): the screens that show one character follow it as they come into view."""

    def __init__(
        self,
        campaign_path: str | Path | None = None,
        *,
        watch_interval: float | None = 1.0,
        read_only: bool = False,
    ) -> None:
        """With no `campaign_path` the app opens on the campaign picker. `read_only` opens
        the campaign for looking only (`fate_tui.campaign.read_only`)."""
        super().__init__()
        self.campaign_path = Path(campaign_path) if campaign_path is not None else None
        self.read_only: str | None = "it was opened with --read-only" if read_only else None
        """Why the campaign open is read-only (every change is refused), or None: this app
        holds its writer lock (`fate_tui.campaign.writer_lock`)."""
        self._writer_lock: WriterLock | None = None
        self._started_on_picker = campaign_path is None
        self.farewell: str | None = None
        """One line for the terminal once the app has stopped (the command line prints it
        whole, so a path in it can be copied)."""
        self.controller: Controller | None = None
        self.recent_log: deque[LogEntry] = deque(maxlen=RECENT_LOG)
        self.rng = random.Random()  # the app's dice; tests put a seeded one here
        self.deck = DeckOfFate()
        """The Deck of Fate in memory: drawn from only when the pile in deck.toml does not read
        or cannot be saved (`deck_file`)."""
        self._deck_warning: str | None = None
        self.roll_memory = RollMemory()  # each character's last roll set up in this scene
        self._watch_interval = watch_interval
        """Seconds between looks at the files where file events cannot be used (None: no
        watching at all, for tests that look by hand)."""
        self._folder_watch: FolderWatch | None = None
        self._disk_pending: set[str] | None = set()  # None: every file
        self._disk_looking = False
        self.players_server: BackgroundServer | None = None
        """The players' view served to browsers from this app, once the GM shares it."""
        self.campaign_changed: Signal[Update] = Signal(self, "campaign-changed")
        """Every change to the campaign (saved, undone, reloaded from disk): the screens
        follow it (`fate_tui.ui.shell.changes`)."""
        keymap, problem = load_keymap()
        self._keys_toml, self._keymap_problem = keymap, problem  # App keeps its own in `_keymap`
        if keymap:
            self.set_keymap(keymap)
        self._settings_problem = restore_theme(self)

    # Loading ---------------------------------------------------------------------------

    def on_mount(self) -> None:
        quit_when_terminal_closes(self)
        exit_on_stop_signals(self)
        if self._keymap_problem or self._keys_toml:
            # Checking the ids imports every screen: in a thread, after the first frame.
            self.run_worker(self._warn_keymap, thread=True, group="keymap")
        if self._settings_problem:
            self.notify(self._settings_problem, severity="warning", timeout=10, markup=False)
        remember_themes(self)
        self._bench_probe("1")
        if self.campaign_path is None:
            from fate_tui.ui.screens.picker import PickerScreen

            self.push_screen(PickerScreen())
            self.call_after_refresh(collector.resume)
        else:
            self.open_campaign(self.campaign_path)

    @property
    def loaded_controller(self) -> Controller:
        """The open campaign's controller, for what runs only once a campaign is open (the
        campaign screens, the Roll dialog, the flows); `controller` is None on the picker."""
        return known(self.controller, "the open campaign's controller")

    def open_campaign(self, path: str | Path, *, read_only: str | None = None) -> None:
        """Show the loading screen at once, then load the campaign in the background (the
        picker calls this too); `read_only` says why it opens read-only, if it does."""
        if self.campaign_path is not None and Path(path) != self.campaign_path:
            self.read_only = None  # another campaign from the picker: as the GM asked first
        self.campaign_path = Path(path)
        self.read_only = read_only or self.read_only
        self._release_lock()
        loading = LoadingScreen(self.campaign_path.name)
        if len(self.screen_stack) > 1:
            self.switch_screen(loading)
        else:
            self.push_screen(loading)
        # Start after the loading screen is drawn, so a large campaign never delays it.
        self.call_after_refresh(
            self.run_worker, self._load, thread=True, exclusive=True, group="load"
        )

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.has_class(HIDDEN):  # the terminal is too small to show what a key does
            return action == "quit"
        if self.controller is None:
            return action not in CAMPAIGN_ACTIONS
        # No key (nor footer entry) opens again the screen already shown (under any dialog).
        shown = next((s for s in reversed(self.screen_stack) if not s.is_modal), self.screen)
        # Each action that opens a screen is named as the screen is (`navigation`).
        opens_a_screen = action in PLACES or action in FLOWS or action == "table"
        return shown.name != action or not opens_a_screen

    def _warn_keymap(self) -> None:
        warning = keymap_warning(self._keys_toml, self._keymap_problem)
        if warning:
            self.call_from_thread(
                self.notify, warning, severity="warning", timeout=10, markup=False
            )

    def _load(self) -> None:
        path = known(self.campaign_path, "the campaign's folder")  # set by `open_campaign`
        if self.read_only is not None:
            from fate_tui.campaign.read_only import open_read_only

            seen = open_read_only(path, self.read_only, complete=False)
            self.call_from_thread(self._loaded, seen)
            return
        from fate_tui.campaign.writer_lock import CampaignLocked, take

        try:
            self._writer_lock = take(path)
        except CampaignLocked as locked:
            self.call_from_thread(self._offer_read_only, str(locked))
            return
        except OSError as error:  # the state folder cannot hold a lock: open all the same
            warning = (
                f"The campaign's lock could not be taken ({error.strerror or error}): "
                "another fate-tui opening it would not be told this one writes it"
            )
            self.call_from_thread(
                self.notify, warning, severity="warning", timeout=15, markup=False
            )
        from fate_tui.campaign.store import CampaignStore

        # What the Table shows first; the other files after its first frame (`_read_the_rest`).
        store = CampaignStore.load(path, complete=False)
        interrupted = store.interrupted
        if interrupted is not None and not interrupted.landed:
            # A save cut short by a crash or a kill was put back whole: the GM is told once.
            self.call_from_thread(
                self.notify,
                _sentence(interrupted.describe(done=True)),
                title="An interrupted save",
                severity="warning",
                timeout=15,
                markup=False,
            )
        from fate_tui.campaign.undo_history import keep_history

        history_problem = keep_history(store)  # undo reaches back into earlier runs
        if history_problem:
            self.call_from_thread(
                self.notify, history_problem, severity="warning", timeout=15, markup=False
            )
        self.call_from_thread(self._loaded, store)

    @work(exclusive=True, group="read-only")
    async def _offer_read_only(self, locked: str) -> None:
        """Another fate-tui writes the campaign: say so, and offer to open it read-only
        (one key at the table, no restart); else back to the picker, or quit."""
        from fate_tui.ui.dialogs import asking

        question = f"{locked}. Open it read-only here (no change is saved in this window)?"
        if await asking.confirm(self, question, yes="Open read-only", no="Don't open"):
            path = known(self.campaign_path, "the campaign's folder")  # the one just tried
            self.open_campaign(path, read_only=f"{locked}: make changes there")
        elif self._started_on_picker:
            from fate_tui.ui.screens.picker import PickerScreen

            self.switch_screen(PickerScreen())
        else:
            command = f"fate-tui {shlex.quote(str(self.campaign_path))} --read-only"
            self.farewell = f"{locked}; not opened (to look at it without saving: {command})"
            self.exit(return_code=1)

    def _release_lock(self) -> None:
        lock, self._writer_lock = self._writer_lock, None
        if lock is not None:
            lock.release()

    def on_unmount(self) -> None:
        self._release_lock()
        self._stop_watching()

    def _loaded(self, store) -> None:
        from fate_tui.campaign.controller import Controller
        from fate_tui.ui.screens.table import TableScreen

        self.controller = Controller(store)
        self.controller.subscribe(self._changed)
        entries, _ = self.controller.log_entries()
        self.recent_log.extend(entries[-RECENT_LOG:])
        self.switch_screen(TableScreen(name="table"))
        self.call_after_refresh(fit, self)  # the terminal may have shrunk while loading
        self.sub_title = store.state.story.name
        self._stop_watching()
        if self.read_only is not None:
            self.title = "fate-tui (read-only)"
            self.sub_title += " · read-only: changes are not saved"
            self.notify(f"Read-only: {self.read_only}", timeout=10, markup=False)
        else:
            self.title = "fate-tui"
        if self._watch_interval:
            from fate_tui.ui.shell.folder_changes import watch_folder

            self._folder_watch = watch_folder(self, store.root, poll_every=self._watch_interval)
        self._bench_probe("table")
        self.call_after_refresh(self._finish_loading)
        self.call_after_refresh(self._import_the_rest)

    def _finish_loading(self) -> None:
        self.run_worker(self._read_the_rest, thread=True, group="load-rest")

    def _read_the_rest(self) -> None:
        """Read the files the Table did not need (a key that needs them waits for this), then
        tell the GM about the files that did not load."""
        controller = self.loaded_controller
        errors = controller.finish_loading()
        if errors:
            self.call_from_thread(self._report_errors, controller, errors)

    def _report_errors(self, controller: Controller, errors: list) -> None:
        if controller is not self.controller:
            return  # another campaign was opened meanwhile
        for problem in errors[:5]:
            self.notify(
                problem.format(),
                title="A file did not load",
                severity="error",
                timeout=15,
                markup=False,
            )

    def _import_the_rest(self) -> None:
        from fate_tui.ui.shell.warm_up import import_the_rest

        collector.resume()  # the Table is drawn: start-up is over
        self.run_worker(import_the_rest, thread=True, group="warm-up")

    def _bench_probe(self, moment: str) -> None:
        if os.environ.get(BENCH_EXIT) == moment:
            self.call_after_refresh(self._bench_exit)

    def _bench_exit(self) -> None:
        out = os.environ.get("FATE_TUI_BENCH_OUT")
        if out:
            # The moment, and the CPU time the process has spent to get there.
            Path(out).write_text(f"{time.monotonic()} {time.process_time()}\n", encoding="utf-8")
        self.exit()

    def on_resize(self, event: events.Resize) -> None:
        fit(self, event.size)

    # Changes ---------------------------------------------------------------------------

    def run_intent(self, intent: Callable, *args, **kwargs) -> bool:
        """Run one GM action; a refusal from the rules or the files becomes a notification."""
        return self.attempt(intent, *args, **kwargs)[0]

    def attempt(self, intent: Callable[..., T], *args, **kwargs) -> tuple[bool, T | None]:
        """Run one GM action: (True, what it gives), or (False, None) once its refusal is
        notified."""
        if self.controller is None:
            return False, None
        if self.read_only is not None:
            self._refuse_read_only()
            return False, None
        try:
            return True, intent(self.controller, *args, **kwargs)
        except FateError as error:
            self.notify(self.readable(error), severity="error", timeout=8, markup=False)
            return False, None

    def _refuse_read_only(self) -> None:
        message = f"Read-only: {self.read_only}. Nothing was changed."
        self.notify(message, severity="error", timeout=8, markup=False)

    def readable(self, error: Exception | str) -> str:
        """A refusal as the GM reads it: characters by name, not by their file's id."""
        from fate_tui.campaign.names import with_names

        characters = self.controller.state.characters if self.controller is not None else {}
        return with_names(str(error), characters)

    def _changed(self, update: Update) -> None:
        if update.entry is not None:
            self.recent_log.append(update.entry)
        for warning in update.warnings:
            self.notify(
                warning, title="Saved, with a warning", severity="warning", timeout=15, markup=False
            )
        if update.external:
            broken = {p.file for p in update.problems if p.severity == "error"}
            reloaded = [relpath for relpath in update.files if relpath not in broken]
            if reloaded:
                self.notify(f"Reloaded {', '.join(reloaded)}", title="Edited outside fate-tui")
            for problem in update.problems:
                if problem.severity == "error":
                    title = "Not loaded: keeping the last good version"
                    self.notify(
                        problem.format(), title=title, severity="error", timeout=15, markup=False
                    )
        self.campaign_changed.publish(update)

    # Edits made outside fate-tui -------------------------------------------------------

    def on_folder_changed(self, message: FolderChanged) -> None:
        self.look_at_disk(message.relpaths)

    def _poll_disk(self) -> None:
        """Look at every file of the campaign for edits made outside fate-tui."""
        self.look_at_disk(None)

    def look_at_disk(self, relpaths: Iterable[str] | None) -> None:
        """Look at the given campaign files (None: all of them) for edits made outside
        fate-tui, in a worker; one look at a time, the paths named meanwhile in the next."""
        if self.controller is None:
            return
        if relpaths is None:
            self._disk_pending = None
        elif self._disk_pending is not None:
            self._disk_pending.update(relpaths)
        if not self._disk_looking:
            self._start_look()

    def _start_look(self) -> None:
        among, self._disk_pending = self._disk_pending, set()
        self._disk_looking = True
        controller = self.loaded_controller  # `look_at_disk` looks only with a campaign open
        self.run_worker(lambda: self._look_at_disk(controller, among), thread=True, group="watch")

    def _look_at_disk(self, controller: Controller, among: set[str] | None) -> None:
        # The worker only looks (reading, never writing): the app's thread checks again and
        # reloads, so a save made meanwhile is never taken for an outside edit.
        suspects: list[str] = []
        try:
            suspects = controller.suspects_on_disk(among)
        finally:
            self.call_from_thread(self._looked, controller, suspects)

    def _looked(self, controller: Controller, suspects: list[str]) -> None:
        self._disk_looking = False
        if suspects and controller is self.controller:
            controller.check_disk(suspects)
        if self._disk_pending is None or self._disk_pending:
            self._start_look()

    def _stop_watching(self) -> None:
        if self._folder_watch is not None:
            self._folder_watch.stop()
            self._folder_watch = None

    # Actions ---------------------------------------------------------------------------

    async def action_quit(self) -> None:
        """Quit; with a roll open in the Roll dialog, ask first (quitting would lose it)."""
        if not self._open_rolls():
            self.exit()
            return
        self._quit_from_roll()

    def _open_rolls(self) -> list:
        """The Roll dialogs open with a roll set up (the campaign is loaded: imports are
        cheap by now)."""
        from fate_tui.ui.roll_dialog.roll import RollDialog

        return [s for s in self.screen_stack if isinstance(s, RollDialog) and s.session]

    @work(exclusive=True, group="quit")
    async def _quit_from_roll(self) -> None:
        from fate_tui.campaign.intents import rolls
        from fate_tui.ui.dialogs import asking

        question = "A roll is open and not applied. Quit anyway? (a rolled roll is logged)"
        if not await asking.confirm(self, question, yes="Quit", no="Back to the roll"):
            return
        for dialog in self._open_rolls():
            if dialog.session.roll.rolled:
                self.run_intent(rolls.note_roll, dialog.session.roll)
        self.exit()

    def action_undo(self) -> None:
        self.run_intent(lambda ctl: self.notify(f"Undid: {ctl.undo()}"))

    def action_redo(self) -> None:
        self.run_intent(lambda ctl: self.notify(f"Redid: {ctl.redo()}"))

    def action_edit_file(self) -> None:
        """Open the current character's or scene's file in $EDITOR, then pick up the edit."""
        relpath = getattr(self.screen, "current_file", None)
        if self.controller is None or relpath is None:
            return
        if self.read_only is not None:
            self._refuse_read_only()
            return
        try:
            with self.suspend():
                self.run_editor(relpath)
        except SuspendNotSupported:
            self.notify(
                f"This terminal cannot hand over to an editor: edit {relpath} in another "
                "window and fate-tui picks the change up",
                severity="warning",
            )
        self.after_edit(relpath)

    def run_editor(self, relpath: str) -> None:
        """Run $VISUAL or $EDITOR (default vi) on a campaign file and wait for it."""
        editor = os.environ.get("VISUAL") or os.environ.get("EDITOR") or "vi"
        try:
            subprocess.call([*shlex.split(editor), str(self.loaded_controller.root / relpath)])
        except (OSError, ValueError) as error:
            self.notify(f"Could not run the editor '{editor}' ($EDITOR): {error}", severity="error")

    def after_edit(self, relpath: str) -> None:
        """Reload what the editor changed (the screens refresh through the listener)."""
        if self.loaded_controller.check_disk() is None:
            self.notify(f"No changes in {relpath}")

    def action_roll(self) -> None:
        if self.controller is None:
            return
        from fate_tui.ui.roll_dialog.roll import RollDialog

        self.push_screen(RollDialog(character_id=self._roller()))

    def _roller(self) -> str | None:
        """Who a new roll starts with: the character looked at, unless they have left the
        running conflict (conceded, taken out): then whoever's turn it is."""
        from fate_tui.campaign.intents import conflicts

        looked_at = self._looked_at()
        scene = self.loaded_controller.state.current_scene
        if looked_at is None or scene is None or not conflicts.out_of_fight(scene, looked_at):
            return looked_at
        turn = scene.turn
        return turn.active if turn is not None and turn.active is not None else looked_at

    def action_table(self) -> None:
        """Back to the Table from any screen, in one key: every screen above it closes (a
        place keeps how the GM left it for next time)."""
        if self.controller is None:
            return
        while len(self.screen_stack) > 1 and self.screen.name != "table":
            self.pop_screen()

    def action_sheet(self) -> None:
        self.show("sheet")

    def action_scenes(self) -> None:
        self.show("scenes")

    def action_fate(self) -> None:
        self.show("fate")

    def action_log(self) -> None:
        self.show("log")

    def action_help(self) -> None:
        self.show("help")

    def action_players(self) -> None:
        self.show("players")

    def action_end_session(self) -> None:
        self.show("end_session")

    def action_campaign(self) -> None:
        self.show("campaign")

    def show(self, name: str, *, character: str | None = None, scene: str | None = None) -> None:
        """Bring up a screen by its name in `fate_tui.ui.shell.navigation`: a flow anew, a place as
        it was left (if it is already under the screen shown, the screens above it close),
        on `character` (default: the one highlighted) and, on the Scenes screen, `scene`."""
        if self.controller is None:
            return
        self.character = character or self._looked_at()
        if name in FLOWS:
            self.push_screen(FLOWS[name]())
            return
        screen = self.get_screen(name)
        if scene is not None:
            from fate_tui.ui.screens.scenes import ScenesScreen

            if not isinstance(screen, ScenesScreen):
                raise TypeError(f"the {name} screen shows no scene")  # only Scenes is asked to
            screen.show_scene(scene)
        if screen in self.screen_stack:
            while self.screen is not screen:
                self.pop_screen()
        else:
            self.push_screen(screen)

    def _looked_at(self) -> str | None:
        """The character highlighted on the screen shown, else the current one."""
        return getattr(self.screen, "current_character_id", None) or self.character

    def roll_dice(self) -> Faces:
        """Four dice of the table's kind: Fate dice, d6 or a card of the Deck of Fate, as the
        campaign's optional rules say."""
        drawn = self.loaded_controller.draw_dice(self.rng, self.deck)
        self.deck = drawn.deck
        if drawn.warning and drawn.warning != self._deck_warning:
            # Said once, not at every draw (a read-only campaign never saves its pile).
            self.notify(drawn.warning, severity="warning", markup=False)
        self._deck_warning = drawn.warning
        return drawn.faces

    def name_of(self, character_id: str | None) -> str:
        if self.controller is None:
            return "nobody"
        # Imported here: the rules it brings in load with the campaign, after the first frame.
        from fate_tui.campaign.names import name_of

        return name_of(self.controller.state, character_id)


def _sentence(text: str) -> str:
    """`text` with a capital first letter (str.capitalize would lower every other one)."""
    return text[:1].upper() + text[1:]
