"""A row table that paints again only the rows that changed.

Textual's DataTable keys every cached line on one table-wide count of updates, so changing one
cell renders every visible row again, cell by cell: on the Table's cast that was most of what
a fate point costs between the key and the next frame. This table keeps each painted line
(Textual's Line API, `render_line`) under what it shows: the row and its own count of
updates, the cursor and focus on it, the scroll position, the width and the column widths.
Any change made through DataTable's methods drops what it may have changed: a cell its row,
anything else (rows added, removed, sorted; a new theme) the whole cache. A row painted again
renders through Rich only the cells that changed: DataTable keys its rendered cells on the
same table-wide count, so one fate point rendered every cell of its row again.
"""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.strip import Strip
from textual.widgets.data_table import CellType, ColumnKey, RowKey

from fate_tui.ui.widgets.row_table import RowTable


class CachedRowTable(RowTable):
    """A RowTable of one-line rows whose lines are painted once until their row changes."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._painted: dict[tuple, Strip] = {}
        self._row_updates: dict[RowKey, int] = {}
        self._cell_updates: dict[tuple[RowKey, ColumnKey], int] = {}
        self._cells: dict[tuple, list[list[Segment]]] = {}
        self._frame: tuple = ()
        """What every line of the frame being painted depends on (see `render_lines`)."""

    # What invalidates painted lines -----------------------------------------------------

    _one_row: RowKey | None = None
    """The row whose cell `update_cell` is changing, while DataTable's own method runs."""

    def update_cell(self, row_key, column_key, value: CellType, *, update_width=False) -> None:
        key = row_key if isinstance(row_key, RowKey) else RowKey(row_key)
        # DataTable repaints the whole table for one cell: every visible line went through
        # the styles again (the border, the scrollbar), about half of what a fate point cost
        # the cast. Only the row is repainted, unless the column widths are measured anew.
        self._one_row = None if update_width else key
        try:
            super().update_cell(row_key, column_key, value, update_width=update_width)
        finally:
            self._one_row = None
        self._row_updates[key] = self._row_updates.get(key, 0) + 1
        column = column_key if isinstance(column_key, ColumnKey) else ColumnKey(column_key)
        self._cell_updates[key, column] = self._cell_updates.get((key, column), 0) + 1

    def refresh(self, *regions, repaint: bool = True, layout: bool = False, recompose=False):
        if self._one_row is not None and not (regions or layout or recompose) and repaint:
            key, self._one_row = self._one_row, None
            return self.refresh_row(self.get_row_index(key))
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def add_row(self, *cells: CellType, height: int | None = 1, key=None, label=None) -> RowKey:
        if height != 1:
            raise ValueError("a CachedRowTable holds one-line rows")
        self.forget_painted()
        return super().add_row(*cells, height=height, key=key, label=label)

    def remove_row(self, row_key) -> None:
        self.forget_painted()
        super().remove_row(row_key)

    def clear(self, columns: bool = False):
        self.forget_painted()
        return super().clear(columns)

    def sort(self, *columns, key=None, reverse: bool = False):
        self.forget_painted()
        return super().sort(*columns, key=key, reverse=reverse)

    def notify_style_update(self) -> None:
        self.forget_painted()
        super().notify_style_update()

    def forget_painted(self) -> None:
        self._painted.clear()
        self._cells.clear()

    # Painting ----------------------------------------------------------------------------

    def render_lines(self, crop):
        # Computed once per frame, not once per line.
        self._frame = (
            self.size.width,
            self.scroll_offset,
            self.rich_style,
            self.cursor_type,
            self.show_cursor,
            self.zebra_stripes,
            self.get_pseudo_class_state(),
            tuple(column.get_render_width(self) for column in self.ordered_columns),
        )
        return super().render_lines(crop)

    def render_line(self, y: int) -> Strip:
        header = self.header_height if self.show_header else 0
        index = y - header + self.scroll_offset.y if y >= header else None
        rows = self.ordered_rows
        if self.fixed_rows or (index is not None and not 0 <= index < len(rows)):
            return super().render_line(y)
        if self.mouse_hover and self.hover_coordinate.row == (-1 if index is None else index):
            return super().render_line(y)  # under the mouse: drawn afresh as the mouse moves
        if index is None:
            key: tuple = (None, y, self._frame)  # the header follows the columns (the frame)
        else:
            row_key = rows[index].key
            cursor = self.cursor_coordinate
            on_it = cursor.column if cursor.row == index else None
            key = (row_key, index, self._row_updates.get(row_key, 0), on_it, self._frame)
        painted = self._painted.get(key)
        if painted is None:
            if len(self._painted) > 4096:  # scrolling a long table keeps painting new lines
                self._painted.clear()
            painted = self._painted[key] = super().render_line(y)
        return painted

    def _render_cell(
        self,
        row_index: int,
        column_index: int,
        base_style: Style,
        width: int,
        cursor: bool = False,
        hover: bool = False,
    ) -> list[list[Segment]]:
        """A cell rendered again only when it changed (its own count of updates) or how it is
        drawn did (where it is, its style, width, cursor and the frame's `_frame`)."""
        if row_index < 0 or column_index < 0 or self.fixed_rows or self.fixed_columns:
            return super()._render_cell(row_index, column_index, base_style, width, cursor, hover)
        row_key = self.ordered_rows[row_index].key
        column_key = self.ordered_columns[column_index].key
        updates = self._cell_updates.get((row_key, column_key), 0)
        key: tuple = (row_key, column_key, updates, row_index, column_index, base_style, width)
        # The hover cell (the first row's until the mouse moves) looks hovered only while
        # DataTable shows its hover cursor; DataTable's own key of a cell holds both too.
        key += (cursor, hover, self._show_hover_cursor, self._frame)
        lines = self._cells.get(key)
        if lines is None:
            if len(self._cells) > 8 * 4096:  # as `_painted`: a long table scrolled through
                self._cells.clear()
            lines = self._cells[key] = super()._render_cell(
                row_index, column_index, base_style, width, cursor, hover
            )
        return lines
