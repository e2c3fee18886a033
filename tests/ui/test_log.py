"""The Play log screen through Textual's Pilot: entries as they are written, kind filter,
search and earlier sessions."""

from datetime import datetime

from textual.widgets import DataTable, Input

from fate_tui.campaign.intents import fate
from fate_tui.campaign.playlog import LogEntry, append_entry
from fate_tui.cli import make_app
from fate_tui.ui.dialogs.choose import Choose
from fate_tui.ui.screens.log import LogScreen
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.widgets.cast_table import CastTable
from tests.ui.conftest import loaded

EARLIER = [
    LogEntry("scene", "The scene 'Ash Market' starts", datetime(2024, 3, 1, 19, 5), "ash-market"),
    LogEntry("roll", "Tamsin rolls Burglary: Great (+4)", datetime(2024, 3, 1, 19, 40)),
]
TODAY = [
    LogEntry("compel", "Maren accepts a compel", datetime(2024, 3, 15, 19, 10), "drowned-chapel"),
    LogEntry(
        "roll", "Corvin attacks: Superb (+5)", datetime(2024, 3, 15, 19, 20), "drowned-chapel"
    ),
    LogEntry("fate_point", "Ansel spends 1 fate point", datetime(2024, 3, 15, 19, 30)),
]


def _write(campaign) -> None:
    for entry in EARLIER:
        append_entry(campaign, 6, entry)
    for entry in TODAY:
        append_entry(campaign, 7, entry)


def _rows(screen) -> list[tuple[str, str]]:
    table = screen.query_one(DataTable)
    return [
        (str(table.get_cell(row.key, "kind")), str(table.get_cell(row.key, "text")))
        for row in table.ordered_rows
    ]


async def _open(app, pilot) -> LogScreen:
    await loaded(app, pilot)
    await pilot.press("l")
    await pilot.pause()
    assert isinstance(app.screen, LogScreen)
    return app.screen


async def test_the_play_log_shown_filtered_searched_paged_and_following_play(campaign):
    _write(campaign)
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        # The session's log is shown with the scenes' titles.
        screen = await _open(app, pilot)
        assert [text for _, text in _rows(screen)] == [e.text for e in TODAY]
        table = screen.query_one(DataTable)
        first = table.ordered_rows[0].key
        assert str(table.get_cell(first, "scene")) == "The Drowned Chapel"
        assert str(table.get_cell(first, "time")) == "19:10"
        assert table.cursor_row == 2  # on the latest entry
        assert "Session 7" in str(screen.query_one("#log-header").render())

        # Filter by kind.
        await pilot.press("k")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, Choose)
        options = dialog.query_one("OptionList")
        options.highlighted = options.get_option_index("roll")
        await pilot.press("enter")
        await pilot.pause()
        assert _rows(screen) == [("roll", "Corvin attacks: Superb (+5)")]
        assert "kind: roll" in str(screen.query_one("#log-header").render())
        await pilot.press("x")
        await pilot.pause()
        assert len(_rows(screen)) == 3

        # Earlier sessions.
        await pilot.press("left_square_bracket")
        await pilot.pause()
        assert [text for _, text in _rows(screen)] == [e.text for e in EARLIER]
        assert "Session 6" in str(screen.query_one("#log-header").render())
        assert str(screen.query_one(DataTable).get_cell("0", "scene")) == "The Ash Market at Dusk"
        await pilot.press("right_square_bracket")
        await pilot.pause()
        assert len(_rows(screen)) == 3
        await pilot.press("v")
        await pilot.pause()
        options = app.screen.query_one("OptionList")
        options.highlighted = options.get_option_index("6")
        await pilot.press("enter")
        await pilot.pause()
        assert len(_rows(screen)) == 2
        await pilot.press("right_square_bracket")  # back to this session
        await pilot.pause()
        assert len(_rows(screen)) == 3

        # Search with slash.
        await pilot.press("slash")
        await pilot.pause()
        field = screen.query_one("#log-search", Input)
        assert field.has_focus
        field.value = "drowned chapel"  # matches the scene's title too
        await pilot.pause()
        assert [kind for kind, _ in _rows(screen)] == ["compel", "roll"]
        field.value = "ANSEL"
        await pilot.pause()
        assert _rows(screen) == [("fate point", "Ansel spends 1 fate point")]
        await pilot.press("escape")  # leaves the search box, not the screen
        assert app.screen is screen and screen.query_one(DataTable).has_focus
        field.value = "nothing like this"
        await pilot.pause()
        assert _rows(screen) == []
        assert "No entries" in str(screen.query_one("#log-detail").render())
        field.value = ""
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)

        # Entries appear after an action.
        app.screen.query_one(CastTable).focus()
        await pilot.press("plus")  # Ansel gains a fate point on the Table
        screen = await _open(app, pilot)
        assert _rows(screen)[-1] == ("fate point", "Ansel Wick gains 1 fate point")
        # While the log is open, a change made elsewhere shows up at once.
        app.run_intent(fate.gm_pool, -1, "spent by the GM")
        await pilot.pause()
        rows = _rows(screen)
        assert rows[-1][1] == "The GM's pool spends 1 fate point: spent by the GM"
        assert screen.query_one(DataTable).cursor_row == len(rows) - 1
        await pilot.press("escape")
        assert isinstance(app.screen, TableScreen)


async def test_a_long_entry_shows_whole_in_the_detail_at_80x24(campaign):
    """Bug: the detail line held four lines, so at 80x24 the end of a long entry (a conflict's
    end with its payouts, the consequence a hit left) was hidden."""
    from textual.widgets import Static

    text = (
        "The conflict ends: the PCs carry the day; fate points: Maren Holloway +2 (conceded "
        "the conflict), the GM +1 for Sister Ilse's concession (carried to the next scene); "
        "stress clears for Ansel Wick, Corvin Ashgrave, Maren Holloway and Tamsin Reed; "
        "Maren Holloway marks 2 physical boxes and takes a mild consequence, Half-Drowned"
    )
    append_entry(campaign, 7, LogEntry("conflict", text, datetime(2024, 3, 15, 20, 0)))
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _open(app, pilot)
        detail = screen.query_one("#log-detail", Static)
        assert "Half-Drowned" in str(detail.render())
        assert detail.size.height > 4
        assert detail.size.height >= detail.virtual_size.height  # nothing cut off
