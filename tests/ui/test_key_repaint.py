"""What a fate point repaints on the Table: the cast's changed row only (DataTable repainted
the whole table for one cell), no panel whose border text stayed the same (Textual repaints
a widget at every border assignment), and no layout of the screen for a log line that
pushes the oldest one out (the panel keeps its height); the cast measures no cell of a row
that did not change, and renders only the changed cell of its row; the log panel renders only
its new line."""

import pytest
from rich.text import Text
from textual.content import Content
from textual.geometry import Region
from textual.visual import Visual
from textual.widget import Widget
from textual.widgets import DataTable, Static

from fate_tui.cli import make_app
from fate_tui.ui.app import RECENT_LOG
from fate_tui.ui.widgets.cast_table import COLUMNS, CastTable
from fate_tui.ui.widgets.conflict_panel import ConflictPanel
from fate_tui.ui.widgets.countdown_list import CountdownList
from fate_tui.ui.widgets.log_tail import LogTail
from tests.ui.conftest import loaded


def _record_refreshes(monkeypatch, *widgets) -> dict[object, list[tuple[tuple, bool]]]:
    """Each repaint Textual is asked for from now on, by widget: (its regions, whether it
    lays out)."""
    calls: dict[object, list[tuple[tuple, bool]]] = {widget: [] for widget in widgets}
    original = Widget.refresh

    def refresh(self, *regions, **options):
        if self in calls:
            calls[self].append((regions, bool(options.get("layout"))))
        return original(self, *regions, **options)

    monkeypatch.setattr(Widget, "refresh", refresh)
    return calls


def _record_cells(monkeypatch) -> list[tuple[int, int]]:
    """Each cell of a table's rows that DataTable renders from now on: (row, column)."""
    cells: list[tuple[int, int]] = []
    render_cell = DataTable._render_cell

    def recorded(self, row_index, column_index, *args, **kwargs):
        if row_index >= 0:
            cells.append((row_index, column_index))
        return render_cell(self, row_index, column_index, *args, **kwargs)

    monkeypatch.setattr(DataTable, "_render_cell", recorded)
    return cells


def _count_measures(monkeypatch, cast: CastTable) -> list[int]:
    """How many cells Rich measures while the cast works out the room left, each time."""
    counts: list[int] = []
    measure, room_left = Text.cell_len, cast._room_left

    def counted(self) -> int:
        counts[-1] += 1
        return measure.fget(self)

    def counting(ids):
        counts.append(0)
        with monkeypatch.context() as patch:
            patch.setattr(Text, "cell_len", property(counted))
            return room_left(ids)

    monkeypatch.setattr(cast, "_room_left", counting)
    return counts


def _record_renders(monkeypatch) -> list[Content]:
    """Each text Textual renders into lines from now on."""
    rendered: list[Content] = []
    to_strips = Visual.to_strips

    def recorded(widget, visual, *args, **kwargs):
        if isinstance(visual, Content):
            rendered.append(visual)
        return to_strips(widget, visual, *args, **kwargs)

    monkeypatch.setattr(Visual, "to_strips", recorded)
    return rendered


async def _table(app, pilot) -> CastTable:
    for _ in range(200):  # the load starts after the first frame: on a busy machine, later
        await loaded(app, pilot)
        if app.controller is not None:
            break
    cast = app.screen.query_one(CastTable)
    cast.focus()
    cast.move_cursor(row=cast.get_row_index("ansel"))
    await pilot.pause()
    return cast


@pytest.mark.draws_frames  # which of the cast's cells are rendered, what the log panel renders
async def test_a_fate_point_repaints_its_row_and_a_log_line_lays_nothing_out(campaign, monkeypatch):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        cast = await _table(app, pilot)
        log_text = app.screen.query_one(LogTail)._text
        # A fate point repaints the row and no unchanged panel.
        await pilot.press("plus")  # the first change: the log panel's first line
        await pilot.pause()
        countdowns = app.screen.query_one(CountdownList)
        conflict = app.screen.query_one(ConflictPanel)
        with monkeypatch.context() as patch:
            calls = _record_refreshes(patch, cast, countdowns, conflict)
            measured = _count_measures(patch, cast)
            cells = _record_cells(patch)
            await pilot.press("minus")
            await pilot.pause()
        # Of the row painted again, only the cell that changed went through Rich.
        fate = COLUMNS.index("fate")
        assert cells == [(cast.get_row_index("ansel"), fate)]
        assert app.controller.state.characters["ansel"].fate_points == 3
        # The room left for the consequences comes from widths measured when each row was
        # drawn: Rich measures a Text anew at each asking (every cell of every row, a key).
        assert measured == [0]
        row = cast.get_row_index("ansel") + 1  # under the header
        assert [regions for regions, _ in calls[cast]] == [(Region(0, row, cast.size.width, 1),)]
        assert calls[countdowns] == [] and calls[conflict] == []

        # A log line that keeps the panel's height lays nothing out.
        for press in range(RECENT_LOG):  # the panel grows a line with each entry
            await pilot.press("minus" if press % 2 else "plus")
            await pilot.pause()
        assert len(app.recent_log) == RECENT_LOG
        calls = _record_refreshes(monkeypatch, log_text)[log_text]
        rendered = _record_renders(monkeypatch)
        await pilot.press("plus")  # the newest line in, the oldest out
        await pilot.pause()
        assert calls and not any(layout for _, layout in calls)
        assert "gains 1 fate point" in str(app.screen.query_one(LogTail).content).split("\n")[0]
        # The new line alone was rendered; the others were kept, and show as a Static's
        # rendering of the whole text does.
        # (None at all when the same line was shown earlier the same minute: it is kept.)
        assert len(rendered) <= 1 and all("\n" not in text.plain for text in rendered)
        assert log_text.size.height == RECENT_LOG
        assert [log_text.render_line(y) for y in range(RECENT_LOG)] == [
            Static.render_line(log_text, y) for y in range(RECENT_LOG)
        ]
        # A line more than the panel held lays it out again.
        app.recent_log.clear()
        calls.clear()
        await pilot.press("minus")
        await pilot.pause()
        assert any(layout for _, layout in calls)
