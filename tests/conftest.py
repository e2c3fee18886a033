"""Settings for the whole suite."""

import os


def pytest_xdist_auto_num_workers(config) -> int:
    """`pytest -n auto`: three workers for each core this process may use.

    A Pilot test spends much of its time waiting for the app to go idle (Pilot sleeps at
    least 20 ms a key, twice, to see that the app's CPU time stopped moving), and the UI
    tests are most of the suite's time. The extra workers keep every core busy meanwhile:
    on 2 cores, the UI tests took 230 s with 4 workers, 189 s with 6 and 201 s with 8, back
    to back on the same commit.
    """
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return 3 * cores


def _keep_bytecode() -> None:
    """Let Python cache compiled modules, in this process and the ones tests start.

    Where PYTHONDONTWRITEBYTECODE is set (some machines set it for every process), each of
    the many Python processes the suite starts (the command line, start-up imports, the
    players' view, one per intents module) compiled fate-tui from source again: about a
    sixth of the suite's CPU time on a fresh checkout. The caches go to `__pycache__`,
    which git ignores.
    """
    import sys

    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    sys.dont_write_bytecode = False


_keep_bytecode()


def _same_examples_every_run() -> None:
    """Make every property test try the same examples on every run.

    Tests are deterministic: a run fails or passes for the code, never for the draw. So by
    default Hypothesis derives its examples from each test's own text (`derandomize`), keeps no
    database of past failures between runs, and has no deadline (a busy machine would
    otherwise fail a slow example). More examples come from FATE_FUZZ_SCALE
    (`tests/effort.py`); FATE_RANDOM_EXAMPLES=1 draws new ones each run and keeps the failing
    ones in `.hypothesis/`, for a search outside `make test`.
    """
    from hypothesis import settings

    settings.register_profile("same-every-run", derandomize=True, database=None, deadline=None)
    settings.register_profile("random", deadline=None)
    settings.load_profile("random" if os.environ.get("FATE_RANDOM_EXAMPLES") else "same-every-run")


_same_examples_every_run()


def _skip_the_disk_flush() -> None:
    """Let `os.fsync` return at once in the test processes, unless FATE_TEST_FSYNC=1.

    An fsync guards a save against the machine losing power or crashing, which no test can
    bring about: a test sees the same files with or without it (the writes and renames still
    happen, in the same order, and the processes the crash-safety tests kill mid-save are
    programs of their own, with the real fsync). Waiting for the disk only made the suite's
    time depend on the disk's: on a shared machine, runs of the same suite took from 5 1/2 to
    7 minutes, a third of the time waiting on I/O. The descriptor is still checked (`fstat`
    fails where `fsync` would, on a closed one), and the tests of fsync's own handling put
    their own in its place.
    """
    if os.environ.get("FATE_TEST_FSYNC"):
        return

    def fsync_skipped(fd: int) -> None:
        os.fstat(fd)

    os.fsync = fsync_skipped


_skip_the_disk_flush()


def _share_parsed_css() -> None:
    """Parse each piece of Textual CSS once per test process, not once per app.

    Every Pilot test starts an app, and every app parses the same widget and screen CSS anew
    (about a quarter of starting one): Textual caches the parsed rules per stylesheet only.
    The rules depend on nothing but the CSS, where it came from and the theme's variables, so
    apps in one process can share them. Only the tests do this; the app parses once per run.
    """
    from textual.css.stylesheet import Stylesheet

    parse_rules = Stylesheet._parse_rules
    parsed: dict = {}

    def parse_rules_once(self, css, read_from, is_default_rules=False, tie_breaker=0, scope=""):
        key = (
            css,
            read_from,
            is_default_rules,
            tie_breaker,
            scope,
            *sorted(self._variables.items()),
        )
        try:
            return parsed[key]
        except KeyError:
            rules = parse_rules(self, css, read_from, is_default_rules, tie_breaker, scope)
            parsed[key] = rules
            return rules

    Stylesheet._parse_rules = parse_rules_once


_share_parsed_css()


def _draw_headless_frames_only_when_read() -> None:
    """Under Pilot, render a frame only when a test reads the screen.

    The headless driver throws every frame away (`App._display` writes nothing when the app is
    headless), yet each refresh still rendered the changed regions of the top screen first:
    about two fifths of a UI test's CPU time. A test that reads the screen renders it then, in
    full (`screen_lines` through the compositor's `render_strips`, snapshots through
    `export_screenshot`), so skipping the frames nobody sees changes no test's view. Layout,
    the refresh's callbacks and the mouse-over update still run as in the app. Only the tests
    do this; the app renders every frame it draws. FATE_TEST_DRAW_FRAMES=1 draws them all, as
    the app does.
    """
    from textual.screen import Screen

    refresh = Screen._compositor_refresh

    def refresh_unless_headless(self) -> None:
        app = self.app
        if DRAW_FRAMES[0] or os.environ.get("FATE_TEST_DRAW_FRAMES"):
            refresh(self)
            return
        if app.is_headless and not app.is_inline and self is app.screen:
            self._compositor._dirty_regions.clear()
            self._dirty_widgets.clear()
            app._update_mouse_over(self)
            return
        refresh(self)

    Screen._compositor_refresh = refresh_unless_headless


DRAW_FRAMES = [False]
"""Set for a test marked `draws_frames`: one that reads what a widget works out only as it is
drawn (where the footer placed its keys, a list scrolled to its highlight)."""

_draw_headless_frames_only_when_read()


def pytest_configure(config) -> None:
    config.addinivalue_line(
        "markers", "draws_frames: render every frame as the app does (see DRAW_FRAMES)"
    )
    config.addinivalue_line(
        "markers", "long_running: a test of several seconds, started first (see below)"
    )


def pytest_collection_modifyitems(session, config, items) -> None:
    """Start the few tests of several seconds first.

    pytest-xdist hands the tests out in the order they are collected; a test of half a
    minute collected near the end kept one worker busy after the others had finished (the
    suite waiting on it alone). Started first, it runs while the others share out the rest.
    The sort is stable: every other test keeps its place."""
    items.sort(key=lambda item: item.get_closest_marker("long_running") is None)


def pytest_runtest_setup(item) -> None:
    DRAW_FRAMES[0] = item.get_closest_marker("draws_frames") is not None


def _collect_garbage_less_often() -> None:
    """Run Python's cyclic garbage collector less often in the test processes.

    Every Pilot test builds an app of some hundred thousand objects, and with the default
    thresholds the collector walks them again many times a test, almost never finding garbage:
    about a quarter of the UI tests' CPU time. Collections still run, only less often, so a
    test that leaks cycles still frees them. The app itself keeps Python's defaults
    (`fate_tui.ui.shell.collector` pauses the collector only while it starts).
    """
    import gc

    gc.set_threshold(50_000, 20, 20)


_collect_garbage_less_often()


def pytest_sessionfinish(session, exitstatus) -> None:
    """Put every object left in a test process out of the collector's reach once the tests
    are done. pytest's own clean-up then collects five times; with the higher thresholds a
    worker holds much garbage, and freeing it took those collections over 5 s, after which
    pytest-xdist's channel (execnet) stops a still-busy worker with SIGINT: a
    KeyboardInterrupt landing in a garbage-collector callback that Hypothesis installs,
    printed as a warning at the end of some runs, the suite waiting meanwhile. Frozen objects
    are skipped, so those collections take no time; the process ends right after."""
    import gc

    gc.disable()
    gc.freeze()
