"""A DataTable of whole rows where Home and End go to the first and last row (DataTable's
own Home and End move between columns, which a row cursor does not have)."""

from __future__ import annotations

from textual.binding import Binding
from textual.widgets import DataTable


class RowTable(DataTable):
    BINDINGS = [
        Binding("home", "scroll_top", "First row", id="table.first_row", show=False),
        Binding("end", "scroll_bottom", "Last row", id="table.last_row", show=False),
    ]

    def __init__(self, **kwargs) -> None:
        kwargs.setdefault("cursor_type", "row")
        super().__init__(**kwargs)
