"""Writing changed values back into the TOML text a GM wrote.

`TomlDocument` holds one file's text.  `apply(old, new)` edits only the keys
whose values differ, in a tomlkit document parsed the first time the file
changes, so comments, blank lines, key order and quoting stay as written.

Layout rules (what a person would do):
- A new key goes right after the last key/value of its table; a new [table] or
  [[array]] element goes at the end of its table, *before* a blank line and the
  comments that head the next section (tomlkit would put it after them).
- A deleted key takes only its own lines; a deleted table or [[array]] element
  leaves the comments heading the next section in place.
- Arrays of tables are matched element by element (an inserted or deleted
  element shifts no other one); other arrays are replaced whole, keeping their
  one-line or multi-line form.  A changed value keeps its end-of-line comment
  and, where the new text allows, its quoting style.
- A list of dicts is written as [[array of tables]] when the file already uses
  that form for the key; as an inline array when the file uses inline form or
  the list sits inside an inline value; otherwise (a new key) as [[array of
  tables]] when an element holds a table or the inline form would not fit on a
  100-character line, else inline.  A dict is a [table] unless it sits inside
  an inline value.
- Strings holding a line break become multi-line strings ("\"\"\""), except inside
  inline values and when they hold a carriage return (TOML would turn it into
  a plain line break).
Every result is read back with tomllib and compared with `new`; if tomlkit ever
gets it wrong, the file is rewritten from the values (losing its layout, never
data) and `layout_kept` becomes False.
"""

from __future__ import annotations

import difflib
import math
import re
import tomllib
from datetime import date, datetime, time
from typing import Any

import tomlkit
from tomlkit.container import Container, OutOfOrderTableProxy
from tomlkit.exceptions import TOMLKitError
from tomlkit.items import (
    AoT,
    Array,
    Comment,
    InlineTable,
    Item,
    Key,
    Null,
    SingleKey,
    String,
    StringType,
    Table,
    Whitespace,
)

from fate_tui.campaign.tomlfile import newline_style

_BOM = "\ufeff"
_LONE_LF = re.compile(r"(?<!\r)\n")
_LINE_WIDTH = 100


class TomlDocument:
    """The text of one TOML file, and the edits made to its values since loading."""

    def __init__(self, text: str) -> None:
        self._original = text
        self._bom = text.startswith(_BOM)
        body = text.removeprefix(_BOM)
        self.newline = newline_style(body)
        self._base = body  # what `_doc` is (re)parsed from: the latest good text
        self._doc: tomlkit.TOMLDocument | None = None
        self._values: dict[str, Any] | None = None  # the values `_base` holds, once needed
        self._loaded: dict[str, Any] = {}  # the values of the original text, once needed
        self._changed = False
        self.layout_kept = True

    def apply(self, old: dict[str, Any], new: dict[str, Any]) -> None:
        """Make the document's values `new`; `old` is what the caller last loaded or saved.

        After the first change the document compares with the values it holds
        itself, so a caller passing stale `old` values cannot corrupt the file.
        Raises TypeError/ValueError (leaving the document unchanged) when `new`
        holds something TOML cannot store, such as None, and TOMLDecodeError when
        the text was not valid TOML (a file that failed to load is never written).
        """
        if self._values is None:
            if same(old, new):
                return  # the common case: nothing to parse, nothing to do
            self._values = self._loaded = tomllib.loads(self._base)
        old = self._values
        if same(old, new):
            return
        if same(self._loaded, new):  # back to the loaded values: back to the exact bytes
            self._base, self._doc = self._original.removeprefix(_BOM), None
            self._values, self._changed, self.layout_kept = self._loaded, False, True
            return
        try:
            if self._doc is None:
                self._doc = tomlkit.parse(self._base)
            _Editor(self._doc).merge(self._doc, old, new)
            rendered = self._doc.as_string()
            values = tomllib.loads(rendered)  # read back, as the next load will
            kept = same(values, new)
        except Exception:  # a tomlkit limit or bug: still save the values, below
            kept = False
        if not kept:
            self._doc = None  # the half-edited document is dropped either way
            fresh = tomlkit.document()
            _Editor(fresh).merge(fresh, {}, new)
            rendered = fresh.as_string()
            values = tomllib.loads(rendered)
            if not same(values, new):
                raise ValueError("these values cannot be written as TOML")
            self.layout_kept = False
        self._base, self._values, self._changed = rendered, values, True

    def text(self) -> str:
        """The file's text: exactly the loaded text until something changed."""
        if not self._changed:
            return self._original
        out = self._base
        if self.newline == "\r\n":  # tomlkit writes "\n" for everything it adds
            out = _LONE_LF.sub("\r\n", out)
        return (_BOM if self._bom else "") + out


def same(a: Any, b: Any) -> bool:
    """Equal as TOML values: 1, 1.0 and True differ; NaN equals NaN; key order is free."""
    if _kind(a) != _kind(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[key], b[key]) for key in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float) and math.isnan(a):
        return math.isnan(b)
    return bool(a == b)


def _kind(value: Any) -> str:
    for kind in (bool, int, float, str, datetime, date, time, dict, list):
        if isinstance(value, kind):
            return kind.__name__
    return type(value).__name__


def _freeze(value: Any) -> Any:
    """A hashable stand-in for a value, to match array-of-tables elements."""
    if isinstance(value, dict):
        return ("dict", tuple(sorted((key, _freeze(item)) for key, item in value.items())))
    if isinstance(value, list):
        return ("list", tuple(_freeze(item) for item in value))
    return (_kind(value), value)


def _is_table_list(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)


def _is_section(key: Key | None, item: Any) -> bool:
    """Whether `item` renders as a [header] section (dotted keys stay on their line)."""
    if key is not None and key.is_dotted():
        return False
    return isinstance(item, AoT | Table)


def _is_blank(item: Item) -> bool:
    return isinstance(item, Whitespace) and "\n" in item.s


def _tail(container: Container) -> Container:
    """The container whose end is the last thing `container` renders."""
    while True:
        for key, item in reversed(container.body):
            if isinstance(item, Null):
                continue
            if isinstance(item, AoT) and item.body and _is_section(key, item):
                container = item.body[-1].value
            elif isinstance(item, Table) and _is_section(key, item):
                container = item.value
            else:
                return container
            break
        else:
            return container


def _end_line(container: Container) -> None:
    """Make sure what `container` renders ends with a line break."""
    for _, item in reversed(container.body):
        if isinstance(item, Null):
            continue
        if not isinstance(item, Whitespace | Table | AoT) and "\n" not in item.trivia.trail:
            item.trivia.trail += "\n"
        return


class _Editor:
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
        if isinstance(old, dict) and isinstance(new, dict) and not vanishes:
            if isinstance(current, Table | OutOfOrderTableProxy):
                target = _SplitTable(table, key) if split else current
                self.merge(target, old, new, inline or _dotted(table, key))
                return
        if isinstance(current, AoT) and _is_table_list(old) and _is_table_list(new):
            if len(old) == len(current):
                self.merge_elements(current, old, new, above=_ends_blank_before(table, key))
                return
        replacement = self.convert(new, inline=inline, like=current, key=key)
        sections = Table | AoT | OutOfOrderTableProxy
        if isinstance(replacement, sections) != isinstance(current, sections):
            self.delete(table, key)  # a value became a section or back: place it anew
            self.add(table, key, replacement)
        else:
            table[key] = replacement  # tomlkit keeps the end-of-line comment

    def add(self, table: Any, key: str, item: Item) -> None:
        container = table.value if isinstance(table, Table) else table
        if not isinstance(container, Container):  # inline table or split table
            table[key] = item
            return
        if isinstance(item, Table | AoT):
            self.append_section(container, key, item)
        else:
            self.insert_value(container, key, item)
        if isinstance(table, Table):  # Table keeps a dict view of its container
            dict.__setitem__(table, key, container[key])

    def delete(self, table: Any, key: str) -> None:
        container = table.value if isinstance(table, Table) else table
        index = container._map.get(SingleKey(key)) if isinstance(container, Container) else None
        if not isinstance(index, int):  # inline, or a table split in several places
            del table[key]
            return
        current = container.body[index][1]
        if not _is_section(container.body[index][0], current):
            del table[key]
            return
        last = current.body[-1] if isinstance(current, AoT) and current.body else current
        moved = self.detach_heading(_tail(last.value)) if isinstance(last, Table) else []
        del table[key]
        self.rehome(container, index, moved)

    def insert_value(self, container: Container, key: str, item: Item) -> None:
        body = container.body
        end = next((i for i, (k, v) in enumerate(body) if _is_section(k, v)), len(body))
        values = [i for i, (k, v) in enumerate(body[:end]) if k is not None]
        if values:
            index = values[-1] + 1
            indent = body[values[-1]][1].trivia.indent
            if not isinstance(body[values[-1]][1], Table) and indent.strip(" \t") == "":
                item.trivia.indent = indent  # as indented as its neighbours
        else:  # an empty table: after the comments that open it
            index = 0
            while index < end and isinstance(body[index][1], Comment):
                index += 1
        if index > 0 and not isinstance(body[index - 1][1], Whitespace | Table | AoT):
            previous = body[index - 1][1]
            if "\n" not in previous.trivia.trail:
                previous.trivia.trail += "\n"
        if index >= len(body):
            container.append(key, item)
        else:
            container._insert_at(index, key, item)

    def append_section(self, container: Container, key: str, item: Table | AoT) -> None:
        tail = _tail(container)
        moved = self.detach_heading(tail)
        _end_line(tail)
        has_content = any(not isinstance(v, Null | Whitespace) for _, v in container.body)
        first = item if isinstance(item, Table) else (item.body[0] if item.body else None)
        container.append(key, item)
        if first is not None:
            indent = first.trivia.indent.lstrip("\n")
            first.trivia.indent = ("\n" if has_content else "") + indent
        self.attach(_tail(container), moved)

    # --- arrays of tables ---------------------------------------------------------

    def merge_elements(self, aot: AoT, old: list[Any], new: list[Any], above: bool) -> None:
        """Match elements by content so an insert or delete shifts no other element.

        `above`: whether the text before the array ends with a blank line.
        """
        start, end = 0, 0  # unchanged elements at both ends need no matching (a log grows)
        while start < min(len(old), len(new)) and same(old[start], new[start]):
            start += 1
        limit = min(len(old), len(new)) - start
        while end < limit and same(old[-1 - end], new[-1 - end]):
            end += 1
        matcher = difflib.SequenceMatcher(
            None,
            [_freeze(v) for v in old[start : len(old) - end]],
            [_freeze(v) for v in new[start : len(new) - end]],
            autojunk=False,
        )
        for tag, a1, a2, b1, b2 in reversed(matcher.get_opcodes()):
            if tag == "equal":
                continue
            i1, i2, j1, j2 = a1 + start, a2 + start, b1 + start, b2 + start
            paired = min(i2 - i1, j2 - j1)
            for n in range(paired):
                self.merge(aot.body[i1 + n], old[i1 + n], new[j1 + n])
            for i in reversed(range(i1 + paired, i2)):
                self.delete_element(aot, i, above)
            for n, j in enumerate(range(j1 + paired, j2)):
                self.insert_element(aot, i1 + paired + n, new[j])

    def delete_element(self, aot: AoT, index: int, blank_above: bool) -> None:
        moved = self.detach_heading(_tail(aot.body[index].value))
        del aot[index]
        if index > 0:
            self.attach(_tail(aot.body[index - 1].value), moved)
        elif aot.body:  # the next element is first now: its heading goes above it
            _put_above(aot.body[0], moved, blank_above)

    def insert_element(self, aot: AoT, index: int, value: dict[str, Any]) -> None:
        spaced = _spaced(aot)
        table = self.convert(value, inline=False)
        moved: list[Item] = []
        if index > 0:
            previous_tail = _tail(aot.body[index - 1].value)
            moved = self.detach_heading(previous_tail)
            _end_line(previous_tail)
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
        self.attach(_tail(table.value), moved)

    # --- comments that belong to the next section -------------------------------

    def detach_heading(self, container: Container) -> list[Item]:
        """Remove and return the trailing blank line and comments heading what follows.

        tomlkit files the comments above a header under the previous table.
        From the first blank line of the trailing comments on, they belong to
        the next section; in a file without blank lines a comment touching the
        next header heads it too, unless nothing follows (end of file).
        """
        body = container.body
        start = len(body)
        while start and body[start - 1][0] is None and not isinstance(body[start - 1][1], Table):
            start -= 1
        blank = next((i for i in range(start, len(body)) if _is_blank(body[i][1])), None)
        if blank is None:
            blank = len(body) if _tail(self.root) is container else start
        moved = [item for _, item in body[blank:] if not isinstance(item, Null)]
        del body[blank:]  # unkeyed trailing items: no key index points at them
        return moved

    def attach(self, container: Container, items: list[Item]) -> None:
        body = [item for _, item in container.body if not isinstance(item, Null)]
        if body and _is_blank(body[-1]):
            while items and _is_blank(items[0]):  # one blank line is enough
                items = items[1:]
        if items:
            _end_line(container)
        for item in items:
            container.append(None, item)

    def rehome(self, container: Container, index: int, moved: list[Item]) -> None:
        """Put a deleted section's trailing heading where the section was."""
        if not moved:
            return
        body = container.body
        before = [(k, v) for k, v in body[:index] if not isinstance(v, Null)]
        if before and _is_section(*before[-1]):
            item = before[-1][1]
            last = item.body[-1] if isinstance(item, AoT) else item
            self.attach(_tail(last.value), moved)
            return
        for key, item in body[index + 1 :]:
            if (
                key is not None
                and _is_section(key, item)
                and (isinstance(item, Table) or item.body)
            ):
                first = item if isinstance(item, Table) else item.body[0]
                _put_above(first, moved, _ends_blank(container, index))
                return
        self.attach(container, moved)

    # --- values -------------------------------------------------------------------

    def convert(self, value: Any, *, inline: bool, like: Any = None, key: str = "") -> Item:
        """A tomlkit item for a plain value, following the rules in the module doc."""
        if isinstance(value, dict):
            if (
                inline
                or isinstance(like, InlineTable)
                or (not value and isinstance(like, Table | OutOfOrderTableProxy))
            ):
                table: Any = tomlkit.inline_table()
                items = [self.convert(item, inline=True) for item in value.values()]
                padded = not isinstance(like, InlineTable) or like.as_string().startswith("{ ")
                if items and padded:  # { like = "this" }, as in TOML's own examples
                    items[0].trivia.indent, items[-1].trivia.trail = " ", " "
                for name, item in zip(value, items, strict=True):
                    table.append(name, item)
                return table
            table = tomlkit.table()
            self.merge(table, {}, value)
            return table
        if isinstance(value, list):
            if not inline and _is_table_list(value) and _as_sections(key, value, like):
                aot = tomlkit.aot()
                for element in value:
                    aot.append(self.convert(element, inline=False))
                return aot
            array = tomlkit.array()
            elements = [self.convert(element, inline=True) for element in value]
            shape = (
                re.match(r"\[[ \t]*\r?\n([ \t]*)", like.as_string())
                if isinstance(like, Array)
                else None
            )
            if shape and elements:  # one element a line, indented as before
                for element in elements:
                    array.add_line(element, indent=shape.group(1))
                array.add_line(indent="")
            else:
                array.extend(elements)
            return array
        if isinstance(value, str):
            return _string(value, like if isinstance(like, String) else None, inline)
        if isinstance(value, bool | int | float | datetime | date | time):
            return tomlkit.item(value)
        raise TypeError(f"a {type(value).__name__} value cannot be written to a TOML file")


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


def _dotted(table: Any, key: str) -> bool:
    """Whether `key` is written as a dotted key (`key.x = 1`) in `table`."""
    container = table.value if isinstance(table, Table) else table
    return isinstance(container, Container) and any(
        k.key == key and k.is_dotted() for k in container._map
    )


def _as_sections(key: str, value: list[dict[str, Any]], like: Any) -> bool:
    if isinstance(like, AoT):
        return True
    if isinstance(like, Array):
        return False
    nested = any(isinstance(v, dict) or _is_table_list(v) for d in value for v in d.values())
    if nested:
        return True
    inline = tomlkit.item(value)
    return len(key) + 3 + len(inline.as_string()) > _LINE_WIDTH


def _put_above(table: Table, moved: list[Item], blank_above: bool) -> None:
    """Write a removed section's trailing comments just above the next header."""
    if all(_is_blank(item) for item in moved):
        return  # only spacing: the text before keeps its own
    while blank_above and moved and _is_blank(moved[0]):
        moved = moved[1:]  # the text before already ends with a blank line
    if moved:
        text = "".join(item.as_string() for item in moved)
        table.trivia.indent = text + table.trivia.indent.lstrip("\r\n")


def _ends_blank(container: Container, index: int) -> bool:
    """Whether what `container` renders before body[index] ends with a blank line."""
    for key, item in reversed(container.body[:index]):
        if isinstance(item, Null):
            continue
        if _is_section(key, item):
            last = item.body[-1] if isinstance(item, AoT) and item.body else item
            if isinstance(last, Table):
                tail = _tail(last.value)
                return _ends_blank(tail, len(tail.body))
        return _is_blank(item)
    return False


def _ends_blank_before(table: Any, key: str) -> bool:
    container = table.value if isinstance(table, Table) else table
    if not isinstance(container, Container):
        return False
    index = container._map.get(SingleKey(key))
    return isinstance(index, int) and _ends_blank(container, index)


def _spaced(aot: AoT) -> bool:
    """Whether the elements of an array of tables are separated by blank lines."""
    if len(aot.body) < 2:
        return True
    for table in aot.body[:-1]:
        body = [v for _, v in _tail(table.value).body if not isinstance(v, Null)]
        if body and _is_blank(body[-1]):
            return True
    return any("\n" in table.trivia.indent for table in aot.body[1:])


def _string(value: str, like: String | None, inline: bool) -> Item:
    multiline = not inline and "\r" not in value
    was_multiline = like is not None and like.type in (StringType.MLB, StringType.MLL)
    multiline = multiline and ("\n" in value or was_multiline)
    literal = like is not None and like.type in (StringType.SLL, StringType.MLL)
    if literal:
        try:  # keep 'single quotes' when the new text can be written that way
            return tomlkit.string(value, literal=True, multiline=multiline)
        except TOMLKitError:
            pass
    return tomlkit.string(value, multiline=multiline)
