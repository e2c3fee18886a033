"""Opening a campaign: the Table is drawn from the values in play, the other files are read
after its first frame, and a file among them that does not load is still reported."""

from fate_tui.cli import make_app
from fate_tui.ui.widgets.cast_table import CastTable
from tests.ui.conftest import loaded


async def test_a_bad_file_read_after_the_first_frame_is_reported(campaign):
    (campaign / "characters" / "brannock.toml").write_text('name = "Brannock\nkind = "minor"\n')
    app = make_app(campaign, watch_interval=None)
    notes: list[tuple[str, str]] = []
    notify = app.notify
    app.notify = lambda message, *, title="", **options: (
        notes.append((title, str(message))),
        notify(message, title=title, **options),
    )
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await app.workers.wait_for_complete()  # the files the Table did not need
        await pilot.pause()
        assert type(app.screen).__name__ == "TableScreen"
        table = app.screen.query_one(CastTable)
        assert set(table.rows) == {"ansel", "corvin", "maren", "tamsin"} | set(
            app.controller.state.current_scene.cast
        )
        [(title, message)] = notes
        assert title == "A file did not load"
        assert message.startswith("characters/brannock.toml:1:")
