"""Where in a TOML file's text a key is written, for pointing a GM at a problem.

tomllib reports values, not positions, so this forgiving scanner walks the text
and notes the line and column of every key path ("stunts[1].name"): through
[table] and [[array]] headers (counting elements), dotted keys, inline tables
and arrays.  It stops quietly where the text stops looking like TOML.
"""

from __future__ import annotations

import bisect
import contextlib
import re
import tomllib

PathPart = str | int
KeyPath = tuple[PathPart, ...]

# Beyond these the text is no file anyone edits by hand: the scanner stops there rather than
# recurse without end or build ever longer paths (time and memory square in the length).
MAX_NESTING = 100  # arrays and inline tables inside each other
MAX_KEY_PARTS = 100  # parts of one dotted key or header


def locate_key(text: str, key_path: str) -> tuple[int, int] | None:
    """Where `key_path` ("skills.Fight", "stunts[1].name") is written: (line, column).

    Best effort over valid TOML: follows [table] and [[array]] headers (counting
    elements), dotted keys, inline tables and arrays.  None when not found.
    """
    target = parse_key_path(key_path)
    if target is None:
        return None
    return key_positions(text).get(target)


def key_positions(text: str, wanted: set[KeyPath] | None = None) -> dict[KeyPath, tuple[int, int]]:
    """Where each key path is first written: one scan of `text` to locate any number of keys.

    With `wanted`, only those paths, and the scan ends as soon as all of them are found."""
    if wanted is not None and not wanted:
        return {}
    scanner = _Scanner(text.removeprefix("\ufeff"), wanted)
    with contextlib.suppress(_Stop):
        scanner.document()
    return {path: scanner.line_col(offset) for path, offset in scanner.first.items()}


def parse_key_path(key_path: str) -> KeyPath | None:
    """ "stunts[1].name" -> ("stunts", 1, "name"); quoted parts may hold dots."""
    parts: list[PathPart] = []
    i, n = 0, len(key_path)
    while i < n:
        char = key_path[i]
        if char == ".":
            i += 1
        elif char == "[":
            end = key_path.find("]", i)
            digits = key_path[i + 1 : end]
            # isdigit() takes "²" too, and int() refuses over 4300 digits: an index is
            # a few ASCII digits (a key written like one was not quoted: not found)
            if end < 0 or not (digits.isascii() and digits.isdigit()) or len(digits) > 18:
                return None
            parts.append(int(digits))
            i = end + 1
        elif char in "\"'":
            closed = _string_end(key_path, i, char)
            if closed is None:
                return None
            parts.append(_decode_quoted_key(key_path[i:closed]))
            i = closed
        else:
            end = i
            while end < n and key_path[end] not in ".[":
                end += 1
            parts.append(key_path[i:end].strip())
            i = end
    return tuple(parts) or None


def scan_keys(text: str) -> list[tuple[KeyPath, int, int]]:
    """Every key path written in `text` with its (line, column), in text order.

    Stops quietly where the text stops looking like TOML.  Columns do not count a BOM.
    """
    scanner = _Scanner(text.removeprefix("\ufeff"))
    with contextlib.suppress(_Stop):
        scanner.document()
    return [(path, *scanner.line_col(offset)) for path, offset in scanner.found]


def long_key(text: str, max_parts: int) -> tuple[int, int] | None:
    """Where the first key or header of more than `max_parts` dotted parts starts, if any.

    Parsers take time and memory growing with the square of a key's length; this scan grows
    with the text, so a file can be refused before it is parsed."""
    scanner = _Scanner(text.removeprefix("\ufeff"), wanted=set(), max_parts=max_parts)
    with contextlib.suppress(_Stop):
        scanner.document()
    return None if scanner.too_long is None else scanner.line_col(scanner.too_long)


class _Stop(Exception):
    """The scanner met something it does not understand."""


# A single-line string's body up to its closing quote: a basic string's escape takes the
# character after the backslash whatever it is; a literal string has no escapes. A regular
# expression reads a string of a megabyte at C speed (a character at a time, one scene's
# decode took a noticeable part of a second).
_BASIC_BODY = re.compile(r'[^"\\\n]*(?:\\[\s\S][^"\\\n]*)*')
_LITERAL_BODY = re.compile(r"[^'\n]*")


def _string_end(text: str, start: int, quote: str) -> int | None:
    """Index just after the single-line string starting at `start`."""
    body = (_BASIC_BODY if quote == '"' else _LITERAL_BODY).match(text, start + 1)
    end = body.end() if body else start + 1
    return end + 1 if end < len(text) and text[end] == quote else None


def _decode_quoted_key(raw: str) -> str:
    if raw.startswith("'"):
        return raw[1:-1]
    try:  # let tomllib decode the escapes rather than re-implementing them
        return next(iter(tomllib.loads(f"{raw} = 0")))
    except (tomllib.TOMLDecodeError, StopIteration):
        return raw[1:-1]


_BARE_KEY = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")


class _Scanner:
    """A forgiving reader of TOML that notes where each key path is written."""

    def __init__(
        self, text: str, wanted: set[KeyPath] | None = None, max_parts: int = MAX_KEY_PARTS
    ) -> None:
        self.s = text
        self.max_parts = max_parts
        self.too_long: int | None = None  # where a key of more than max_parts starts
        self.i = 0
        self.found: list[tuple[KeyPath, int]] = []
        self.wanted = wanted
        self.first: dict[KeyPath, int] = {}  # with `wanted`: where each was first found
        self.aot_index: dict[KeyPath, int] = {}  # array-of-tables path -> last index
        self.line_starts = [0]
        end = text.find("\n")
        while end >= 0:
            self.line_starts.append(end + 1)
            end = text.find("\n", end + 1)

    def note(self, path: KeyPath, offset: int) -> None:
        if self.wanted is None:
            self.found.append((path, offset))
            self.first.setdefault(path, offset)
        elif path in self.wanted and path not in self.first:
            self.first[path] = offset
            if len(self.first) == len(self.wanted):
                raise _Stop  # everything asked for is found: the rest need not be read

    def line_col(self, offset: int) -> tuple[int, int]:
        line = bisect.bisect_right(self.line_starts, offset)
        return line, offset - self.line_starts[line - 1] + 1

    def peek(self, count: int = 1) -> str:
        return self.s[self.i : self.i + count]

    def skip(self, newlines: bool) -> None:
        """Skip blanks, and with `newlines` also line breaks and comments."""
        while self.i < len(self.s):
            char = self.s[self.i]
            if char in " \t" or (newlines and char in "\r\n"):
                self.i += 1
            elif newlines and char == "#":
                self.skip_line()
            else:
                return

    def skip_line(self) -> None:
        end = self.s.find("\n", self.i)
        self.i = len(self.s) if end < 0 else end + 1

    def document(self) -> None:
        table: KeyPath = ()
        while True:
            self.skip(newlines=True)
            if self.i >= len(self.s):
                return
            if self.peek(2) == "[[":
                self.i += 2
                table = self.header(array=True)
            elif self.peek() == "[":
                self.i += 1
                table = self.header(array=False)
            else:
                self.key_value(table, 0)
            self.skip_line()  # trailing comment, or anything after a value

    def header(self, array: bool) -> KeyPath:
        keys = self.key(record_under=None)
        path: KeyPath = ()
        for index, (key, offset) in enumerate(keys):
            path += (key,)
            last = index == len(keys) - 1
            if path in self.aot_index and not last:
                path += (self.aot_index[path],)
            self.note(path, offset)
        if array:
            self.aot_index[path] = self.aot_index.get(path, -1) + 1
            path += (self.aot_index[path],)
            self.note(path, keys[-1][1])
        return path

    def key_value(self, base: KeyPath, depth: int) -> None:
        keys = self.key(record_under=base)
        self.skip(newlines=False)
        if self.peek() != "=":
            raise _Stop
        self.i += 1
        self.skip(newlines=False)
        self.value(base + tuple(key for key, _ in keys), depth)

    def key(self, record_under: KeyPath | None) -> list[tuple[str, int]]:
        """A dotted key; with `record_under`, each prefix is noted under that path."""
        keys: list[tuple[str, int]] = []
        while True:
            self.skip(newlines=False)
            start, char = self.i, self.peek()
            if char in ("'", '"'):
                end = _string_end(self.s, start, char)
                if end is None:
                    raise _Stop
                keys.append((_decode_quoted_key(self.s[start:end]), start))
                self.i = end
            else:
                while self.i < len(self.s) and self.s[self.i] in _BARE_KEY:
                    self.i += 1
                if self.i == start:
                    raise _Stop
                keys.append((self.s[start : self.i], start))
            if len(keys) > self.max_parts:
                self.too_long = keys[0][1]
                raise _Stop
            if record_under is not None:
                self.note(record_under + tuple(k for k, _ in keys), start)
            self.skip(newlines=False)
            if self.peek() != ".":
                return keys
            self.i += 1

    def value(self, path: KeyPath, depth: int) -> None:
        if depth >= MAX_NESTING:
            raise _Stop
        char = self.peek()
        if char == "{":
            self.i += 1
            self.skip(newlines=True)
            while self.peek() not in ("}", ""):
                self.key_value(path, depth + 1)
                self.skip(newlines=True)
                if self.peek() == ",":
                    self.i += 1
                    self.skip(newlines=True)
            self.i += 1
        elif char == "[":
            self.i += 1
            index = 0
            self.skip(newlines=True)
            while self.peek() not in ("]", ""):
                self.note((*path, index), self.i)
                self.value((*path, index), depth + 1)
                self.skip(newlines=True)
                if self.peek() == ",":
                    self.i += 1
                    index += 1
                    self.skip(newlines=True)
            self.i += 1
        elif self.peek(3) in ('"""', "'''"):
            self.multiline_string(self.peek(3))
        elif char in ('"', "'"):
            end = _string_end(self.s, self.i, char)
            if end is None:
                raise _Stop
            self.i = end
        else:  # number, bool, date: runs up to a separator (dates may hold a space)
            start = self.i
            while self.i < len(self.s) and self.s[self.i] not in ",]}#\r\n":
                self.i += 1
            if self.i == start:
                raise _Stop

    def multiline_string(self, quotes: str) -> None:
        i = self.i + 3
        while i < len(self.s):
            if self.s[i] == "\\" and quotes == '"""':
                i += 2
            elif self.s.startswith(quotes, i):
                i += 3
                while i < len(self.s) and self.s[i] == quotes[0]:  # up to 2 quotes of content
                    i += 1
                self.i = i
                return
            else:
                i += 1
        raise _Stop
