"""The structured modes of play are found by name in the command palette."""

from fate_tui.cli import make_app
from fate_tui.ui.shell.palette import KeyCommands
from tests.ui.conftest import loaded

BY_NAME = {
    "conflict": "table.conflict",
    "concede": "table.concede",
    "contest": "table.contest",
    "challenge": "table.challenge",
    "countdown": "table.countdowns",
    "obstacle": "table.obstacles",
    "hazard": "table.obstacles",
}


async def test_each_mode_of_play_is_in_the_palette_by_name(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        provider = KeyCommands(app.screen)
        for query, binding_id in BY_NAME.items():
            hits = [hit async for hit in provider.search(query)]
            assert any(binding_id in (hit.help or "") for hit in hits), (query, hits)
