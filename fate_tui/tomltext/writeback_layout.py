"""Where new keys and sections go in a tomlkit document, and which comments move with them.

tomlkit files the comments above a [header] under the previous table, so left to
itself it would put a new section after the comments that head the next one, and
delete those comments with a deleted table.  These functions place things as a
person would:
- a new key goes right after the last key/value of its table;
- a new [table] or [[array]] element goes at the end of its table, *before* a
  blank line and the comments that head the next section;
- a deleted table or [[array]] element leaves the comments heading the next
  section in place.
"""

from __future__ import annotations

from typing import Any

from tomlkit.container import Container
from tomlkit.items import AoT, Comment, Item, Key, Null, SingleKey, Table, Whitespace


def is_section(key: Key | None, item: Any) -> bool:
    """Whether `item` renders as a [header] section (dotted keys stay on their line)."""
    if key is not None and key.is_dotted():
        return False
    return isinstance(item, AoT | Table)


def is_blank(item: Item) -> bool:
    return isinstance(item, Whitespace) and "\n" in item.s


def tail(container: Container) -> Container:
    """The container whose end is the last thing `container` renders."""
    while True:
        for key, item in reversed(container.body):
            if isinstance(item, Null):
                continue
            if isinstance(item, AoT) and item.body and is_section(key, item):
                container = item.body[-1].value
            elif isinstance(item, Table) and is_section(key, item):
                container = item.value
            else:
                return container
            break
        else:
            return container


def end_line(container: Container) -> None:
    """Make sure what `container` renders ends with a line break."""
    for _, item in reversed(container.body):
        if isinstance(item, Null):
            continue
        if not isinstance(item, Whitespace | Table | AoT) and "\n" not in item.trivia.trail:
            item.trivia.trail += "\n"
        return


def insert_value(container: Container, key: str, item: Item) -> None:
    """Add a key/value after the last key/value of `container`, before its sections."""
    body = container.body
    end = next((i for i, (k, v) in enumerate(body) if is_section(k, v)), len(body))
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


def append_section(root: Container, container: Container, key: str, item: Table | AoT) -> None:
    """Add a [table] or [[array]] at the end of `container`, above the next section's heading."""
    last = tail(container)
    moved = detach_heading(root, last)
    end_line(last)
    has_content = any(not isinstance(v, Null | Whitespace) for _, v in container.body)
    first = item if isinstance(item, Table) else (item.body[0] if item.body else None)
    container.append(key, item)
    if first is not None:
        indent = first.trivia.indent.lstrip("\n")
        first.trivia.indent = ("\n" if has_content else "") + indent
    attach(tail(container), moved)


def detach_heading(root: Container, container: Container) -> list[Item]:
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
    blank = next((i for i in range(start, len(body)) if is_blank(body[i][1])), None)
    if blank is None:
        blank = len(body) if tail(root) is container else start
    moved = [item for _, item in body[blank:] if not isinstance(item, Null)]
    del body[blank:]  # unkeyed trailing items: no key index points at them
    return moved


def attach(container: Container, items: list[Item]) -> None:
    """Append detached heading items at the end of `container`."""
    body = [item for _, item in container.body if not isinstance(item, Null)]
    if body and is_blank(body[-1]):
        while items and is_blank(items[0]):  # one blank line is enough
            items = items[1:]
    if items:
        end_line(container)
    for item in items:
        container.append(None, item)


def rehome(container: Container, index: int, moved: list[Item]) -> None:
    """Put a deleted section's trailing heading where the section was."""
    if not moved:
        return
    body = container.body
    before = [(k, v) for k, v in body[:index] if not isinstance(v, Null)]
    if before and is_section(*before[-1]):
        item = before[-1][1]
        last = item.body[-1] if isinstance(item, AoT) else item
        attach(tail(last.value), moved)
        return
    for key, item in body[index + 1 :]:
        if key is None or not is_section(key, item):
            continue
        if isinstance(item, Table) or (isinstance(item, AoT) and item.body):
            first = item if isinstance(item, Table) else item.body[0]
            put_above(first, moved, ends_blank(container, index))
            return
    attach(container, moved)


def put_above(table: Table, moved: list[Item], blank_above: bool) -> None:
    """Write a removed section's trailing comments just above the next header."""
    if all(is_blank(item) for item in moved):
        return  # only spacing: the text before keeps its own
    while blank_above and moved and is_blank(moved[0]):
        moved = moved[1:]  # the text before already ends with a blank line
    if moved:
        text = "".join(item.as_string() for item in moved)
        table.trivia.indent = text + table.trivia.indent.lstrip("\r\n")


def ends_blank(container: Container, index: int) -> bool:
    """Whether what `container` renders before body[index] ends with a blank line."""
    for key, item in reversed(container.body[:index]):
        if isinstance(item, Null):
            continue
        if is_section(key, item):
            last = item.body[-1] if isinstance(item, AoT) and item.body else item
            if isinstance(last, Table):
                inner = tail(last.value)
                return ends_blank(inner, len(inner.body))
        return is_blank(item)
    return False


def ends_blank_before(table: Any, key: str) -> bool:
    """Whether the text before `key`'s section in `table` ends with a blank line."""
    container = table.value if isinstance(table, Table) else table
    if not isinstance(container, Container):
        return False
    index = container._map.get(SingleKey(key))
    return isinstance(index, int) and ends_blank(container, index)


def spaced(aot: AoT) -> bool:
    """Whether the elements of an array of tables are separated by blank lines."""
    if len(aot.body) < 2:
        return True
    for table in aot.body[:-1]:
        body = tail(table.value).body
        end = len(body)
        while end and body[end - 1][0] is None:  # blank lines and comments after the last key
            end -= 1
            if is_blank(body[end][1]):
                return True
    return any("\n" in table.trivia.indent for table in aot.body[1:])


class LineComments:
    """The comments of a `key = value` line that is about to become a section: the comment
    lines directly above it and its end-of-line comment."""

    def __init__(self, above: list[Item], comment_ws: str, comment: str) -> None:
        self.above, self.comment_ws, self.comment = above, comment_ws, comment


def take_line_comments(table: Any, key: str) -> LineComments | None:
    """Detach the comments of `key`'s line in `table` (see LineComments); None when it has
    none or is not a plain line of a container."""
    container = table.value if isinstance(table, Table) else table
    if not isinstance(container, Container):
        return None
    index = container._map.get(SingleKey(key))
    if not isinstance(index, int):
        return None
    item = container.body[index][1]
    start = index
    while start and container.body[start - 1][0] is None:
        if not isinstance(container.body[start - 1][1], Comment):
            break  # a blank line: the comments above it head something else
        start -= 1
    above = [container.body[i][1] for i in range(start, index)]
    for i in range(start, index):  # their places stay empty, so no key index moves
        container.body[i] = (None, Null())
    found = LineComments(above, item.trivia.comment_ws, item.trivia.comment)
    return found if above or found.comment else None


def give_line_comments(table: Table, comments: LineComments) -> None:
    """Put a line's comments on the first [[header]] it became: the comment lines above it,
    the end-of-line comment after it."""
    if comments.above:
        text = "".join(item.as_string() for item in comments.above)
        indent = table.trivia.indent
        blank = indent[: len(indent) - len(indent.lstrip("\r\n"))]
        table.trivia.indent = blank + text + indent.lstrip("\r\n")
    if comments.comment:
        table.trivia.comment_ws = comments.comment_ws or "  "
        table.trivia.comment = comments.comment
