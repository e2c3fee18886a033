"""Applying value changes to a tomlkit document, key by key and element by element.

Only keys whose values differ are touched.  Tables are edited key by key;
arrays of tables and inline arrays element by element (writeback_match pairs
the elements, writeback_arrays edits an inline array's text); anything else is
replaced, keeping its end-of-line comment and, where it can, its style
(writeback_values).  Where new things go and which comments move with them is
writeback_layout's business.
"""

from __future__ import annotations

from typing import Any, cast

import tomlkit
from tomlkit.container import Container, OutOfOrderTableProxy
from tomlkit.items import (
    AoT,
    Array,
    Comment,
    InlineTable,
    Item,
    Null,
    SingleKey,
    Table,
    Whitespace,
)

from fate_tui.tomltext import writeback_layout as layout
from fate_tui.tomltext.writeback_arrays import edit_array
from fate_tui.tomltext.writeback_match import align
from fate_tui.tomltext.writeback_values import is_table_list, outgrows_line, same, to_item


class Editor:
    """Applies value changes to one tomlkit document."""

    def __init__(self, root: Container) -> None:
        self.root = root

    # --- tables -------------------------------------------------------------------

    def merge(
        self, table: Any, old: dict[str, Any], new: dict[str, Any], inline: bool = False
    ) -> None:
        """Edit `table` from `old` to `new`; `inline`: it is written on one line (dotted)."""
        inline = inline or isinstance(table, InlineTable)
        for key in [key for key in old if key not in new]:
            self.delete(table, key)
        for key, value in new.items():
            if key not in old:
                self.add(table, key, self.convert(value, inline=inline, key=key))
            elif not same(old[key], value):
                self.change(table, key, old[key], value, inline)

    def change(self, table: Any, key: str, old: Any, new: Any, inline: bool) -> None:
        current = table.item(key) if hasattr(table, "item") else table[key]
        # A table named only through its children (`a.b = 1`, [a.b]) would vanish
        # once empty, so an empty one is written anew, as `a = {}`.
        split = isinstance(current, OutOfOrderTableProxy)
        vanishes = not new and (split or (isinstance(current, Table) and current.is_super_table()))
        if vanishes and isinstance(new, dict) and _empty_in_place(table, key):
            return
        if isinstance(old, dict) and isinstance(new, dict) and not vanishes:
            if isinstance(current, Table | OutOfOrderTableProxy):
                target = _SplitTable(table, key) if split else current
                self.merge(target, old, new, inline or _dotted(table, key))
                return
        if isinstance(current, AoT) and is_table_list(old) and is_table_list(new):
            if len(old) == len(current):
                above = layout.ends_blank_before(table, key)
                self.merge_elements(current, old, new, above=above)
                return
        outgrown = not inline and outgrows_line(key, new, current)
        # Measured before an array is edited in its own text.
        width, aligned = _one_line_width(current), _aligned_comment(table, key)
        if isinstance(current, Array) and isinstance(old, list) and isinstance(new, list):
            edited = None if outgrown else edit_array(current, old, new, self.render)
            if edited is not None:
                table[key] = edited  # tomlkit keeps the end-of-line comment
                _keep_comment_column(table, key, width, aligned)
                return
        replacement = self.convert(new, inline=inline, like=current, key=key)
        sections = Table | AoT | OutOfOrderTableProxy
        if isinstance(replacement, sections) != isinstance(current, sections):
            comments = layout.take_line_comments(table, key) if outgrown else None
            self.delete(table, key)  # a value became a section or back: place it anew
            self.add(table, key, replacement)
            if comments is not None and isinstance(replacement, AoT) and replacement.body:
                layout.give_line_comments(replacement.body[0], comments)
        else:
            table[key] = replacement  # tomlkit keeps the end-of-line comment
            _keep_comment_column(table, key, width, aligned)

    def add(self, table: Any, key: str, item: Item) -> None:
        container = table.value if isinstance(table, Table) else table
        if not isinstance(container, Container):  # inline table or split table
            table[key] = item
            return
        if isinstance(item, Table | AoT):
            layout.append_section(self.root, container, key, item)
        else:
            layout.insert_value(container, key, item)
        if isinstance(table, Table):  # Table keeps a dict view of its container
            dict.__setitem__(table, key, container[key])

    def delete(self, table: Any, key: str) -> None:
        container = table.value if isinstance(table, Table) else table
        index = container._map.get(SingleKey(key)) if isinstance(container, Container) else None
        if not isinstance(index, int):  # inline, or a table split in several places
            del table[key]
            return
        current = container.body[index][1]
        if not layout.is_section(container.body[index][0], current):
            del table[key]
            return
        last = current.body[-1] if isinstance(current, AoT) and current.body else current
        moved = (
            layout.detach_heading(self.root, layout.tail(last.value))
            if isinstance(last, Table)
            else []
        )
        _drop_own_heading(self.root, container, index)
        del table[key]
        layout.rehome(container, index, moved)

    # --- arrays of tables ---------------------------------------------------------

    def merge_elements(self, aot: AoT, old: list[Any], new: list[Any], above: bool) -> None:
        """Edit, delete and insert elements so that an insert or delete shifts no other one.

        `above`: whether the text before the array ends with a blank line.
        """
        pairs = align(old, new)
        spaced = layout.spaced(aot)  # judged before deletions change the array
        for i, j in reversed(pairs):  # from the end, so indexes still hold
            if i is not None and j is not None and not same(old[i], new[j]):
                self.merge(aot.body[i], old[i], new[j])
            elif i is not None and j is None:
                self.delete_element(aot, i, above)
        for i, j in pairs:  # in order: everything before an insertion is in place
            if i is None and j is not None:
                self.insert_element(aot, j, new[j], spaced)

    def delete_element(self, aot: AoT, index: int, blank_above: bool) -> None:
        moved = layout.detach_heading(self.root, layout.tail(aot.body[index].value))
        del aot[index]
        if index > 0:
            layout.attach(layout.tail(aot.body[index - 1].value), moved)
        elif aot.body:  # the next element is first now: its heading goes above it
            layout.put_above(aot.body[0], moved, blank_above)

    def insert_element(self, aot: AoT, index: int, value: dict[str, Any], spaced: bool) -> None:
        table = cast(Table, self.convert(value, inline=False))  # a dict, not inline: a [table]
        moved: list[Item] = []
        if index > 0:
            previous_tail = layout.tail(aot.body[index - 1].value)
            moved = layout.detach_heading(self.root, previous_tail)
            layout.end_line(previous_tail)
        following = aot.body[index] if index < len(aot.body) else None
        following_indent = following.trivia.indent if following is not None else ""
        aot.insert(index, table)
        if following is not None:  # tomlkit may have changed it; we decide below
            following.trivia.indent = following_indent
        if index > 0:
            table.trivia.indent = "\n" if spaced else ""
        else:
            table.trivia.indent = following_indent
            if following is not None:
                following.trivia.indent = "\n" if spaced else ""
        layout.attach(layout.tail(table.value), moved)

    # --- values -------------------------------------------------------------------

    def convert(self, value: Any, *, inline: bool, like: Any = None, key: str = "") -> Item:
        return to_item(value, inline=inline, table=self.new_table, like=like, key=key)

    def render(self, value: Any, like: Any) -> str:
        """The text of an element of an inline array."""
        return self.convert(value, inline=True, like=like).as_string()

    def new_table(self, value: dict[str, Any]) -> Item:
        table = tomlkit.table()
        self.merge(table, {}, value)
        return table


class _SplitTable:
    """A table written in several places (`[a]` ... `[a.b]`, or `a.x = 1` lines).

    tomlkit's proxy for one goes stale after a deletion, so every operation
    asks the parent for a fresh one.
    """

    def __init__(self, parent: Any, key: str) -> None:
        self.parent, self.key = parent, key

    def __getitem__(self, key: str) -> Any:
        return self.parent[self.key][key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.parent[self.key][key] = value

    def __delitem__(self, key: str) -> None:
        del self.parent[self.key][key]


def _drop_own_heading(root: Container, container: Container, index: int) -> None:
    """A section deleted goes with the comments above its header ("Stress marked this
    scene..." stayed above nothing) and the blank line before them. tomlkit files them at
    the end of the section before, or (above the first section) among the file's own keys:
    those become Null, which keeps the key index's positions."""
    body = container.body
    before = [(k, v) for k, v in body[:index] if not isinstance(v, Null)]
    if not before or not layout.is_section(*before[-1]):
        start = index
        while (
            start
            and body[start - 1][0] is None
            and isinstance(body[start - 1][1], (Comment, Whitespace, Null))
        ):
            start -= 1
        blank = next((i for i in range(start, index) if layout.is_blank(body[i][1])), start)
        for i in range(blank, index):
            body[i] = (None, Null())
        return
    item = before[-1][1]
    last = item.body[-1] if isinstance(item, AoT) and item.body else item
    if isinstance(last, Table):
        layout.detach_heading(root, layout.tail(last.value))


def _one_line_width(item: Any) -> int | None:
    """How wide `item`'s value is written, when it is written on one line."""
    if not isinstance(item, Item) or isinstance(item, Table | AoT):
        return None
    text = item.as_string()
    return None if "\n" in text else len(text)


_COLUMN_PADDING = 4
"""Spaces before an end-of-line comment that say it was put in a column (`status = "active"
               # prepared, active or ended`), not just after its value."""


def _aligned_comment(table: Any, key: str) -> bool:
    """Whether the end-of-line comment of `key` stands in a column: with the comment of the
    line above or below it (a GM's aligned comments), or far enough from its value that it
    was put at a column on purpose; not a comment a space or two after its value."""
    container = table.value if isinstance(table, Table) else table
    index = container._map.get(SingleKey(key)) if isinstance(container, Container) else None
    if not isinstance(index, int):
        return False
    body = container.body
    column = _comment_column(body[index])
    if column is None:
        return False
    if len(body[index][1].trivia.comment_ws) >= _COLUMN_PADDING:
        return True
    lines = [i for i in (index - 1, index + 1) if 0 <= i < len(body)]
    return any(_comment_column(body[i]) == column for i in lines)


def _comment_column(entry: tuple[Any, Any]) -> int | None:
    """Where the end-of-line comment of a `key = value` line starts, if it has one."""
    key, item = entry
    if key is None or not isinstance(item, Item) or isinstance(item, Table | AoT):
        return None
    trivia = item.trivia
    value = item.as_string()
    if not trivia.comment or "\n" in value:
        return None
    return len(trivia.indent + key.as_string() + key.sep + value + trivia.comment_ws)


def _keep_comment_column(table: Any, key: str, width: int | None, aligned: bool) -> None:
    """Keep an aligned end-of-line comment of a changed value in its column (`aligned`, as
    `_aligned_comment` found it before the change), so the column stays straight and a value
    changed then changed back is its bytes again: the padding before it takes up what the
    value grew or gives back what it shrank, down to one space. A comment on its own keeps
    its padding (tomlkit's way)."""
    if not aligned or width is None:
        return
    item = table.item(key) if hasattr(table, "item") else table[key]
    trivia = getattr(item, "trivia", None)
    new_width = _one_line_width(item)
    if new_width is None or trivia is None or not trivia.comment:
        return
    padding = trivia.comment_ws
    if not padding or padding.strip(" "):  # tabs: the column cannot be counted
        return
    trivia.comment_ws = " " * max(1, len(padding) - (new_width - width))


def _empty_in_place(table: Any, key: str) -> bool:
    """Write a dotted table that became empty (`a.x = 1  # note`) as `a = {}  # note` where it
    was, keeping the first comment of its lines, rather than anew at the end of the table."""
    container = table.value if isinstance(table, Table) else table
    if not isinstance(container, Container) or not _dotted(table, key):
        return False
    indexes = container._map.get(SingleKey(key))
    if isinstance(indexes, int):
        indexes = (indexes,)
    if not indexes or not all(isinstance(container.body[i][1], Table) for i in indexes):
        return False
    lines = [
        item
        for i in indexes
        for _, item in container.body[i][1].value.body
        if not isinstance(item, Whitespace | Null) and hasattr(item, "trivia")
    ]
    commented = next((item for item in lines if item.trivia.comment), None)
    empty = tomlkit.inline_table()
    empty.trivia.indent = lines[0].trivia.indent if lines else ""
    if commented is not None:
        empty.trivia.comment_ws = commented.trivia.comment_ws
        empty.trivia.comment = commented.trivia.comment
    if lines:
        empty.trivia.trail = lines[-1].trivia.trail
    index, *others = sorted(indexes)
    for other in others:  # the other lines of the table go; their places stay empty
        container.body[other] = (None, Null())
    container.body[index] = (SingleKey(key), empty)
    container._map[SingleKey(key)] = index
    dict.__setitem__(container, key, empty)
    if isinstance(table, Table):  # Table keeps a dict view of its container
        dict.__setitem__(table, key, empty)
    return True


def _dotted(table: Any, key: str) -> bool:
    """Whether `key` is written as a dotted key (`key.x = 1`) in `table`."""
    container = table.value if isinstance(table, Table) else table
    return isinstance(container, Container) and any(
        k.key == key and k.is_dotted() for k in container._map
    )
