"""Plain values for write-back: comparing them as TOML does, and turning them into tomlkit items.

Conversion rules (what a person would write):
- A list of dicts is written as [[array of tables]] when the file already uses
  that form for the key; as an inline array when the list sits inside an inline
  value, or when the file uses inline form and the list still fits: a one-line
  array that would grow past a 100-character line becomes [[array of tables]]
  (its comments move with it).  A new key is written as [[array of tables]] when
  it is meant as sections, an element holds a table or the inline form would not
  fit on a 100-character line, else inline.  A dict is a [table] unless it sits
  inside an inline value.
- Strings holding a line break become multi-line strings ("\"\"\""), except inside
  inline values and when they hold a carriage return (TOML would turn it into
  a plain line break).
- A changed value keeps, where the new text allows, its quoting style, its
  inline table padding and its one-line or multi-line array form.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from datetime import date, datetime, time
from typing import Any

import tomlkit
from tomlkit.container import OutOfOrderTableProxy
from tomlkit.exceptions import TOMLKitError
from tomlkit.items import AoT, Array, InlineTable, Item, String, StringType, Table

LINE_WIDTH = 100

# Builds a [table] from a dict; the editor supplies it, as new tables follow its layout rules.
TableBuilder = Callable[[dict[str, Any]], Item]


def same(a: Any, b: Any) -> bool:
    """Equal as TOML values: 1, 1.0 and True differ; NaN equals NaN; key order is free."""
    if kind(a) != kind(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[key], b[key]) for key in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float) and math.isnan(a):
        return math.isnan(b)
    return bool(a == b)


def kind(value: Any) -> str:
    """The TOML type of a value (bool before int: True is an int to Python)."""
    for candidate in (bool, int, float, str, datetime, date, time, dict, list):
        if isinstance(value, candidate):
            return candidate.__name__
    return type(value).__name__


def freeze(value: Any) -> Any:
    """A hashable stand-in for a value, equal for values that are `same` (NaN aside)."""
    if isinstance(value, dict):
        return ("dict", tuple(sorted((key, freeze(item)) for key, item in value.items())))
    if isinstance(value, list):
        return ("list", tuple(freeze(item) for item in value))
    return (kind(value), value)


def is_table_list(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)


def to_item(
    value: Any, *, inline: bool, table: TableBuilder, like: Any = None, key: str = ""
) -> Item:
    """A tomlkit item for a plain value, following the rules in the module doc.

    `like`: the item the value replaces, whose style is kept; `key`: the value's
    name, which counts towards the line width of a new inline array.
    """
    if isinstance(value, dict):
        if (
            inline
            or isinstance(like, InlineTable)
            or (not value and isinstance(like, Table | OutOfOrderTableProxy))
        ):
            return _inline_table(value, like, table)
        return table(value)
    if isinstance(value, list):
        if not inline and is_table_list(value) and _as_sections(key, value, like):
            aot = tomlkit.aot()
            for element in value:
                aot.append(to_item(element, inline=False, table=table))
            return aot
        return _array(value, like, table)
    if isinstance(value, str):
        return _string(value, like if isinstance(like, String) else None, inline)
    if isinstance(value, bool | int | float | datetime | date | time):
        return tomlkit.item(value)
    raise TypeError(f"a {type(value).__name__} value cannot be written to a TOML file")


def _inline_table(value: dict[str, Any], like: Any, table: TableBuilder) -> Item:
    inline = tomlkit.inline_table()
    items = [to_item(item, inline=True, table=table) for item in value.values()]
    padded = not isinstance(like, InlineTable) or like.as_string().startswith("{ ")
    if items and padded:  # { like = "this" }, as in TOML's own examples
        items[0].trivia.indent, items[-1].trivia.trail = " ", " "
    for name, item in zip(value, items, strict=True):
        inline.append(name, item)
    return inline


def _array(value: list[Any], like: Any, table: TableBuilder) -> Item:
    array = tomlkit.array()
    elements = [to_item(element, inline=True, table=table) for element in value]
    shape = (
        re.match(r"\[[ \t]*\r?\n([ \t]*)", like.as_string()) if isinstance(like, Array) else None
    )
    if shape and elements:  # one element a line, indented as before
        for element in elements:
            array.add_line(element, indent=shape.group(1))
        array.add_line(indent="")
    else:
        array.extend(elements)
    return array


class Sections(list[Any]):
    """A list of tables a person expects as [[sections]] (zones, arcs, stunts) even while
    it is short; the GM's own inline writing of such a list is still kept."""


def _as_sections(key: str, value: list[dict[str, Any]], like: Any) -> bool:
    if isinstance(like, AoT):
        return True
    if isinstance(like, Array):
        return outgrows_line(key, value, like)
    if isinstance(value, Sections):
        return True
    nested = any(isinstance(v, dict) or is_table_list(v) for d in value for v in d.values())
    if nested:
        return True
    inline = tomlkit.item(value)
    return len(key) + 3 + len(inline.as_string()) > LINE_WIDTH


def outgrows_line(key: str, value: Any, like: Any) -> bool:
    """Whether `value`, replacing the one-line inline array `like`, is a list of tables that
    would no longer fit on one line: a person would turn it into [[tables]] then. An array
    the GM spread over several lines keeps its form."""
    if not isinstance(like, Array) or "\n" in like.as_string() or not is_table_list(value):
        return False
    return len(key) + 3 + len(tomlkit.item(value).as_string()) > LINE_WIDTH


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
