"""Editing an inline array element by element, in its own text.

A GM writes comments inside multi-line arrays (who holds an aspect's free
invokes, why it is there); replacing a changed array whole would lose them.
Old and new elements are matched as writeback_match describes, then:
- an unchanged element keeps its text, its comment lines and its end-of-line comment;
- a changed element is rewritten in place, keeping all of those (a nested array
  is edited the same way, element by element);
- a deleted element takes its comment lines (those directly above it) with it;
  blank lines and comments not touching an element stay;
- a new element goes right after the element it follows in the new list (the
  first one: where the first element was), in the array's style: on its own
  line, indented like its neighbour, in a multi-line array; spaced like the
  others in a one-line array;
- only the last element's comma follows the array's trailing-comma habit.
Arrays laid out otherwise (see writeback_arraytext) only get changed elements
replaced in place; anything more is left to the caller (None).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import tomlkit
from tomlkit.exceptions import TOMLKitError
from tomlkit.items import Array, Item

from fate_tui.tomltext.writeback_arraytext import ArrayText, Element, cut, value_spans
from fate_tui.tomltext.writeback_match import align
from fate_tui.tomltext.writeback_values import same

# The text of a new or changed element: (value, the item whose style it should follow).
Render = Callable[[Any, Any], str]

_INDENT = "  "  # for the first element of an array with nothing to copy from


def edit_array(array: Array, old: list[Any], new: list[Any], render: Render) -> Item | None:
    """`array` holding `new` instead of `old`, edited as the module doc says, or None."""
    text = edit_text(array.as_string(), list(array), old, new, render)
    if text is None:
        return None
    try:
        item = tomlkit.parse(f"x = {text}\n").item("x")
    except TOMLKitError:
        return None
    return item if isinstance(item, Array) else None


def edit_text(
    text: str, items: list[Any], old: list[Any], new: list[Any], render: Render
) -> str | None:
    """The array `text` (whose elements are `items`, holding `old`) changed to hold `new`."""
    if len(items) != len(old):
        return None
    return _ArrayEdit(items, old, new, render).text(text)


class _ArrayEdit:
    """One array's change from `old` to `new`; `items` are its tomlkit elements."""

    def __init__(self, items: list[Any], old: list[Any], new: list[Any], render: Render) -> None:
        self.items, self.old, self.new, self.render = items, old, new, render
        self.pairs = align(old, new)

    def text(self, text: str) -> str | None:
        array = cut(text)
        if array is None or len(array.elements) != len(self.old):
            return self.in_place(text)
        return self.rebuild(array)

    def changed(self, i: int, j: int, written: str) -> str:
        """The text of old element i (`written`) changed into new element j."""
        old, new, item = self.old[i], self.new[j], self.items[i]
        if isinstance(old, list) and isinstance(new, list) and isinstance(item, Array):
            nested = edit_text(written, list(item), old, new, self.render)
            if nested is not None:
                return nested
        return self.render(new, item)

    def in_place(self, text: str) -> str | None:
        """For a layout not understood: rewrite changed elements where they are
        written, if that is all the edit is (no element added or deleted)."""
        spans = value_spans(text)
        if spans is None or len(spans) != len(self.old):
            return None
        if any(i is None or j is None for i, j in self.pairs):
            return None
        for i, j in reversed(self.pairs):
            if i is not None and j is not None and not same(self.old[i], self.new[j]):
                start, end = spans[i]
                text = text[:start] + self.changed(i, j, text[start:end]) + text[end:]
        return text

    def rebuild(self, array: ArrayText) -> str:
        if not array.elements and not array.multiline:
            array.gaps[0] = ""  # `[ ]` gets its elements as `[1, 2]`
        newline = "\r\n" if "\r\n" in array.text() else "\n"
        out: list[tuple[str, Element, Any]] = []  # gap before, element, item to follow in style
        pending = array.gaps[0]  # what goes before the next old element
        count = len(array.elements)
        for i, j in self.pairs:
            if j is None and i is not None:  # deleted: the gaps around it become one
                pending = _join(pending, array.gaps[i + 1], at_start=not out, at_end=i + 1 == count)
            elif i is None and j is not None:  # inserted
                like = out[-1][2] if out else (self.items[0] if self.items else None)
                element = _new_element(array, out, self.render(self.new[j], like), newline)
                if out:
                    out.append(("", element, like))
                else:  # first: where the first element was, above the closing line
                    gap = pending if count else pending[: pending.rfind("\n") + 1]
                    out.append((gap, element, like))
                    pending = pending[len(gap) :]
            elif i is not None and j is not None:
                element = dataclasses.replace(array.elements[i])
                if not same(self.old[i], self.new[j]):
                    element.value = self.changed(i, j, element.value)
                out.append((pending, element, self.items[i]))
                pending = array.gaps[i + 1]
        if not out and "#" not in array.head + pending:
            return "[]"
        _fix_commas(array, [element for _, element, _ in out])
        body = "".join(gap + element.text() for gap, element, _ in out)
        return array.head + body + pending + "]"


def _new_element(
    array: ArrayText, out: list[tuple[str, Element, Any]], value: str, newline: str
) -> Element:
    if not array.multiline:
        return Element(value=value)
    if out:
        indent = out[-1][1].indent
    elif array.elements:
        indent = array.elements[0].indent
    else:  # an empty array: as indented as a comment in it, else one step in from `]`
        lines = (array.head + array.gaps[0]).splitlines()
        comments = [line for line in lines[1:] if line.lstrip().startswith("#")]
        closing = array.gaps[0][array.gaps[0].rfind("\n") + 1 :]
        indent = comments[0][: -len(comments[0].lstrip())] if comments else closing + _INDENT
    return Element(value=value, indent=indent, rest=newline)


def _fix_commas(array: ArrayText, elements: list[Element]) -> None:
    """A comma after every element but the last, which follows the array's habit."""
    trailing = array.elements[-1].comma if array.elements else array.multiline
    spacing = next((element.rest for element in array.elements[:-1]), " ")
    for index, element in enumerate(elements):
        last = index == len(elements) - 1
        wanted = trailing or not last
        if element.comma != wanted:
            element.comma, element.space = wanted, ""
        if not array.multiline:  # one line: blanks before `]` are the closing gap's
            element.rest = "" if last else (element.rest or spacing)


def _join(before: str, after: str, *, at_start: bool, at_end: bool) -> str:
    """The gaps before and after a deleted element, as one.

    One blank line between two groups is enough; a blank line that separated
    the deleted element from the array's start or end goes with it.
    """
    head = before.splitlines(keepends=True)
    tail = after.splitlines(keepends=True)
    if (at_start and not head) or (head and _blank(head[-1])):
        while tail and _blank(tail[0]):
            tail.pop(0)
    if at_end and not any(line.endswith("\n") for line in tail):
        while head and _blank(head[-1]):
            head.pop()
    return "".join(head + tail)


def _blank(line: str) -> bool:
    return line.endswith("\n") and not line.strip()
