"""Making a PC step by step at 80x24 and 160x50: Fate Condensed's skills step with a pyramid
half filled, its live checks showing one mistake and what is still open.

Regenerate after an intended change with `pytest tests/snapshots --snapshot-update` and
look at the SVG before committing it.
"""

from dataclasses import replace

import pytest
from textual.widgets import Input

from fate_tui.campaign.intents.creation import save_draft, start_draft
from fate_tui.cli import make_app
from fate_tui.rules import creation
from fate_tui.ui.characters.creation import CreationScreen
from tests.ui.conftest import loaded


@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])
def test_creation_screen(snap_compare, campaign, size):
    async def ready(pilot):
        app = pilot.app
        await loaded(app, pilot)

        ruth = start_draft(app.controller, "Ruth Kincaid")
        draft = creation.with_aspects(
            app.controller.state.characters[ruth],
            app.controller.state.ruleset,
            ["Disgraced Harbour Pilot", "Owes the Wardens"],
        )
        save_draft(app.controller, replace(draft, draft_step="skills"))
        app.push_screen(CreationScreen(ruth))
        await pilot.pause()
        await pilot.pause()
        app.screen.query_one("#skill-4", Input).value = "Notice, Fight"
        app.screen.query_one("#skill-3", Input).value = "Drive"
        await pilot.pause()
        app.clear_notifications()
        await pilot.pause()

    assert snap_compare(
        make_app(campaign, watch_interval=None), terminal_size=size, run_before=ready
    )
