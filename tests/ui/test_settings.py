"""What outlives a run of the app: the theme, and each campaign's undo history."""

import os

from fate_tui.cli import make_app
from tests.ui.conftest import loaded, notifications, press, saved


def _settings():
    return os.path.join(os.environ["FATE_TUI_CONFIG_DIR"], "settings.toml")


async def test_the_theme_picked_is_the_theme_of_the_next_run():
    app = make_app(None, watch_interval=None)
    async with app.run_test() as pilot:
        app.theme = "textual-light"
        await pilot.pause()
        await app.workers.wait_for_complete()
    with open(_settings(), encoding="utf-8") as file:
        assert 'theme = "textual-light"' in file.read()
    again = make_app(None, watch_interval=None)
    async with again.run_test() as pilot:
        assert again.theme == "textual-light"


async def test_a_broken_settings_file_is_reported_kept_and_the_defaults_used():
    os.makedirs(os.path.dirname(_settings()), exist_ok=True)
    with open(_settings(), "w", encoding="utf-8") as file:
        file.write("# my settings\ntheme = [\n")
    app = make_app(None, watch_interval=None)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert app.theme == "textual-dark"
        [warning] = notifications(app, "warning")
        assert "settings.toml" in warning and "default settings" in warning
        app.theme = "nord"
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert "theme is not remembered" in notifications(app, "warning")[-1]
    with open(_settings(), encoding="utf-8") as file:
        assert file.read() == "# my settings\ntheme = [\n"  # nothing the GM wrote is lost


async def test_an_unknown_theme_is_named_with_the_themes_there_are():
    os.makedirs(os.path.dirname(_settings()), exist_ok=True)
    with open(_settings(), "w", encoding="utf-8") as file:
        file.write('theme = "no-such-theme"  # kept\n')
    app = make_app(None, watch_interval=None)
    async with app.run_test() as pilot:
        await pilot.pause()
        [warning] = notifications(app, "warning")
        assert "no theme 'no-such-theme'" in warning and "textual-light" in warning
        app.theme = "textual-light"
        await pilot.pause()
        await app.workers.wait_for_complete()
    with open(_settings(), encoding="utf-8") as file:
        assert file.read() == 'theme = "textual-light"  # kept\n'


async def test_undo_after_a_restart_and_a_broken_history_said_plainly(campaign):
    from fate_tui.campaign.undo_history import history_file
    from fate_tui.ui.widgets.cast_table import CastTable

    before = saved(campaign).characters["ansel"].fate_points
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        assert app.screen.query_one(CastTable).selected == "ansel"
        await press(pilot, "plus")
    assert saved(campaign).characters["ansel"].fate_points == before + 1
    again = make_app(campaign, watch_interval=None)
    async with again.run_test(size=(120, 40)) as pilot:
        await loaded(again, pilot)
        await press(pilot, "u")
    assert saved(campaign).characters["ansel"].fate_points == before
    history_file(campaign.resolve(), None).write_text("garbage\n")
    third = make_app(campaign, watch_interval=None)
    async with third.run_test(size=(120, 40)) as pilot:
        await loaded(third, pilot)
        [warning] = notifications(third, "warning")
        assert "undo starts afresh" in warning and "line 1" in warning
