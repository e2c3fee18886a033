"""The Help screen at 120x40, opened from the Table of the bundled Condensed campaign."""

from fate_tui.cli import make_app
from tests.ui.conftest import loaded

SIZE = (120, 40)


def test_help_screen(snap_compare, campaign, monkeypatch):
    # A fixed settings folder (it holds no keys.toml), so the picture names the same path.
    monkeypatch.setenv("FATE_TUI_CONFIG_DIR", "/home/gm/.config/fate-tui")

    async def ready(pilot):
        await loaded(pilot.app, pilot)
        await pilot.press("question_mark")
        await pilot.pause()

    assert snap_compare(
        make_app(campaign, watch_interval=None), terminal_size=SIZE, run_before=ready
    )
