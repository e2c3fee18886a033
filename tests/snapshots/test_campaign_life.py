"""The end of a session, the end of an arc and the campaign view at 120x40 (the date typed in,
so the picture does not change with the day)."""

import pytest
from textual.widgets import Input

from fate_tui.cli import make_app
from tests.ui.conftest import loaded

SIZE = (120, 40)


def _shown(*keys: str):
    async def ready(pilot):
        await loaded(pilot.app, pilot)
        await pilot.press(*keys)
        await pilot.pause()
        for field in pilot.app.screen.query("#session-date").results(Input):
            field.value = "2026-11-20"
        await pilot.pause()

    return ready


def test_session_end_screen(snap_compare, campaign):
    app = make_app(campaign, watch_interval=None)
    assert snap_compare(app, terminal_size=SIZE, run_before=_shown("N"))


def test_arc_end_screen(snap_compare, campaign):
    app = make_app(campaign, watch_interval=None)
    assert snap_compare(app, terminal_size=SIZE, run_before=_shown("A", "E"))


@pytest.mark.draws_frames
def test_campaign_view(snap_compare, campaign):
    app = make_app(campaign, watch_interval=None)
    assert snap_compare(app, terminal_size=SIZE, run_before=_shown("A"))


def test_end_of_scene_summary(snap_compare, campaign):
    app = make_app(campaign, watch_interval=None)
    assert snap_compare(app, terminal_size=SIZE, run_before=_shown("x"))
