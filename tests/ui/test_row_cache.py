"""The cast's table paints again only the rows that changed (issue 7's key-to-frame target):
a changed cell repaints its row; the cursor, focus, a theme and new rows repaint what they
touch; nothing is ever shown stale."""

from textual.app import App, ComposeResult

from fate_tui.ui.widgets.row_cache import CachedRowTable


class _Rows(App):
    def compose(self) -> ComposeResult:
        yield CachedRowTable()

    def on_mount(self) -> None:
        table = self.query_one(CachedRowTable)
        table.add_column("name", key="name")
        table.add_column("fate", key="fate")
        for index in range(5):
            table.add_row(f"row{index}", str(index), key=f"r{index}")


def _lines(table: CachedRowTable) -> list:
    table.render_lines(table.region.reset_offset)
    return [table.render_line(y) for y in range(6)]


def _text(strip) -> str:
    return "".join(segment.text for segment in strip)


async def test_a_changed_cell_repaints_its_row_only():
    app = _Rows()
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        table = app.query_one(CachedRowTable)
        before = _lines(table)
        table.update_cell("r3", "fate", "9")
        after = _lines(table)
        assert "9" in _text(after[4]) and "9" not in _text(before[4])
        # The header and every other row are the very strips painted before.
        assert all(after[y] is before[y] for y in (0, 1, 2, 3, 5))


async def test_the_cursor_focus_and_new_rows_repaint_what_they_change():
    app = _Rows()
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        table = app.query_one(CachedRowTable)
        table.focus()
        await pilot.pause()
        before = _lines(table)
        table.move_cursor(row=2)
        moved = _lines(table)
        assert moved[1] is not before[1] and moved[3] is not before[3]  # old and new cursor
        assert moved[2] is before[2] and moved[5] is before[5]
        table.blur()
        await pilot.pause()
        assert _lines(table)[3] is not moved[3]  # the cursor row looks different unfocused
        table.add_row("row5", "5", key="r5")
        await pilot.pause()
        lines = _lines(table)
        assert "row4" in _text(lines[5])
        table.clear()
        table.add_row("only", "1", key="only")
        await pilot.pause()
        assert "only" in _text(_lines(table)[1])


async def test_a_new_theme_repaints_every_row():
    app = _Rows()
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        table = app.query_one(CachedRowTable)
        before = _lines(table)
        app.theme = "textual-light" if app.theme != "textual-light" else "nord"
        await pilot.pause()
        after = _lines(table)
        assert all(after[y] is not before[y] for y in range(6))
        assert [_text(s) for s in after] == [_text(s) for s in before]
