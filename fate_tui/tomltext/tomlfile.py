"""Reading one TOML file into plain values, or into exactly one clear problem.

Whatever is on disk (binary junk, a folder, a half-saved file, Latin-1 text, a
thousand nested brackets), `read_toml` returns values or raises
`TomlFileError`; it never lets another exception escape, so one broken file
can be reported next to the others instead of crashing the app.
"""

from __future__ import annotations

import os
import re
import stat
import sys
import tomllib
from dataclasses import dataclass
from typing import Any

from fate_tui.tomltext.atomic import Fingerprint, fingerprint_from, read_bounded
from fate_tui.tomltext.keyscan import long_key
from fate_tui.tomltext.problems import Problem, TomlFileError, line_text, scan_keys

MAX_FILE_BYTES = 4 * 1024 * 1024  # far above any hand-written campaign file
MAX_DEPTH = 64  # tables and arrays inside each other; campaigns need about 6
# Arrays and inline tables in one file (brackets and braces outside [table] headers, strings
# included: an upper bound). A large campaign file has a few hundred; two million of them
# would take tomllib seconds and hundreds of MB to build, so such a file is refused unread.
MAX_CONTAINERS = 200_000
_HEADER_BRACKETS = re.compile(r"^[ \t]*\[\[?", re.MULTILINE)

_BOM = "\ufeff"
_POSITION = re.compile(r" \(at (?:line (\d+), column (\d+)|end of document)\)$")


@dataclass(frozen=True)
class TomlText:
    """A file as read: its values, its exact text, and how it looked on disk."""

    data: dict[str, Any]
    text: str  # the whole file decoded, byte-exact (a BOM stays in)
    fingerprint: Fingerprint
    newline: str  # "\n" or "\r\n": the style new lines must follow


def read_toml(
    path: str | os.PathLike[str], display_name: str, *, max_bytes: int = MAX_FILE_BYTES
) -> TomlText:
    """Read and parse `path`; `display_name` is how problems name the file."""
    raw, st = _read_bytes(path, display_name, max_bytes)
    text = _decode(raw, display_name)
    body = text.removeprefix(_BOM)
    data = _parse(body, display_name)
    return TomlText(data, text, fingerprint_from(raw, st), newline_style(body))


def _fail(
    file: str,
    message: str,
    *,
    line: int | None = None,
    column: int | None = None,
    source_line: str | None = None,
) -> TomlFileError:
    return TomlFileError([Problem("error", file, line, column, None, message, source_line)])


def _read_bytes(
    path: str | os.PathLike[str], name: str, limit: int
) -> tuple[bytes, os.stat_result]:
    try:
        st = os.stat(path)
        if stat.S_ISDIR(st.st_mode):
            raise _fail(name, "this is a folder, but a TOML file was expected here")
        if not stat.S_ISREG(st.st_mode):  # opening a FIFO or device could block forever
            raise _fail(name, "this is not a regular file (a device, pipe or socket?)")
        if st.st_size > limit:
            raise _fail(name, _too_big(st.st_size, limit))
        # O_NONBLOCK: should a FIFO replace the file since the stat, opening it won't wait.
        with os.fdopen(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)), "rb") as file:
            st = os.fstat(file.fileno())
            if not stat.S_ISREG(st.st_mode):
                raise _fail(name, "this is not a regular file (a device, pipe or socket?)")
            raw = read_bounded(file, st.st_size, limit)
    except FileNotFoundError:
        raise _fail(name, "file not found") from None
    except PermissionError:
        raise _fail(name, "the file cannot be read: permission denied") from None
    except IsADirectoryError:
        raise _fail(name, "this is a folder, but a TOML file was expected here") from None
    except (OSError, ValueError) as error:  # ValueError: a NUL in the path
        reason = getattr(error, "strerror", None) or str(error)
        raise _fail(name, f"the file cannot be read: {reason}") from None
    if len(raw) > limit:
        raise _fail(name, _too_big(len(raw), limit))
    return raw, st


def _too_big(size: int, limit: int) -> str:
    return (
        f"the file is too large to be a campaign file ({size:,} bytes; the limit is "
        f"{limit // 1024:,} KiB); is it the right file?"
    )


def _decode(raw: bytes, name: str) -> str:
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise _fail(name, "the file is saved as UTF-16; TOML files must be saved as UTF-8")
    nul = raw.find(b"\x00")
    if nul >= 0:
        line, column, _ = _byte_position(raw, nul)
        message = "the file looks binary, not like TOML text (it contains a NUL byte)"
        raise _fail(name, message, line=line, column=column)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line, column, source = _byte_position(raw, error.start)
        byte = raw[error.start]
        raise _fail(
            name,
            f"the file is not valid UTF-8 (byte 0x{byte:02X} here); save it as UTF-8",
            line=line,
            column=column,
            source_line=source,
        ) from None


def _byte_position(raw: bytes, offset: int) -> tuple[int, int, str]:
    """Line, character column and (repaired) text of the byte at `offset`."""
    line_start = raw.rfind(b"\n", 0, offset) + 1
    line_end = raw.find(b"\n", offset)
    line_end = len(raw) if line_end < 0 else line_end
    before = raw[line_start:offset].decode("utf-8", errors="replace").removeprefix(_BOM)
    source = raw[line_start:line_end].decode("utf-8", errors="replace").removeprefix(_BOM)
    return raw.count(b"\n", 0, offset) + 1, len(before) + 1, source.rstrip("\r")


def newline_style(text: str) -> str:
    """ "\r\n" when most lines of `text` end so, else "\n" (also for one-line files)."""
    crlf = text.count("\r\n")
    return "\r\n" if crlf and crlf >= text.count("\n") - crlf else "\n"


# A run of dotted key parts long enough to nest deeper than MAX_DEPTH: only where one occurs
# (rarely: in a string, say) is the text scanned for it, before tomllib spends time squared
# in its length. A run starts only where no bare-key character comes before it: otherwise a
# search would start again inside every long word (a long string) and take time squared.
_LONG_KEY_HINT = re.compile(
    rf"""(?<![\w-])(?:(?:[\w-]+|"[^"\n]*"|'[^'\n]*')[ \t]*\.[ \t]*){{{MAX_DEPTH}}}"""
)


def _parse(text: str, name: str) -> dict[str, Any]:
    opened = text.count("[") + text.count("{")
    if opened > MAX_CONTAINERS:
        headers = sum(len(m.group().strip()) for m in _HEADER_BRACKETS.finditer(text))
        if opened - headers > MAX_CONTAINERS:
            raise _fail(
                name,
                f"the file opens {opened - headers:,} arrays and inline tables; fate-tui reads "
                f"at most {MAX_CONTAINERS:,} in one file (is it the right file?)",
            )
    dots = text.count(".")
    # Such a run holds at least MAX_DEPTH dots: counting them is far cheaper than the search.
    if dots >= MAX_DEPTH and _LONG_KEY_HINT.search(text):
        position = long_key(text, MAX_DEPTH)
        if position is not None:
            line, column = position
            raise _fail(
                name,
                f"the data is nested too deeply: this key has more than {MAX_DEPTH} dotted parts",
                line=line,
                column=column,
                source_line=line_text(text, line),
            )
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise _syntax_problem(text, name, str(error)) from None
    except RecursionError:
        raise _fail(name, _too_deep()) from None
    except ValueError as error:  # an integer with thousands of digits, for one
        at_line, at_column = _find_long_number(text)
        message = f"a value cannot be read: {error}".split(";")[0]
        source = line_text(text, at_line)
        raise _fail(name, message, line=at_line, column=at_column, source_line=source) from None
    except Exception as error:  # tomllib bug: still one clear problem, no traceback
        raise _fail(
            name, f"the file cannot be read as TOML ({type(error).__name__}: {error})"
        ) from None
    # Each level of nesting takes a bracket, a brace or a dot (a header's or a dotted key's):
    # a text with fewer of them than the limit cannot nest too deep, and is not walked.
    if opened + dots + 1 > MAX_DEPTH and _depth_exceeds(data, MAX_DEPTH):
        raise _fail(name, _too_deep())
    return data


def _too_deep() -> str:
    return (
        f"the data is nested too deeply (more than {MAX_DEPTH} tables or arrays inside each other)"
    )


def _find_long_number(text: str) -> tuple[int | None, int | None]:
    match = re.search(rf"\d[\d_]{{{sys.get_int_max_str_digits() - 1},}}", text)
    if match is None:
        return None, None
    line = text.count("\n", 0, match.start()) + 1
    return line, match.start() - (text.rfind("\n", 0, match.start()) + 1) + 1


def _depth_exceeds(data: Any, limit: int) -> bool:
    """Whether containers nest deeper than `limit` (iterative: no recursion to blow)."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > limit:
            return True
        children = value.values() if isinstance(value, dict) else value
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))
    return False


def _syntax_problem(text: str, name: str, raw_message: str) -> TomlFileError:
    match = _POSITION.search(raw_message)
    message = raw_message[: match.start()] if match else raw_message
    lines = text.split("\n")
    if match and match.group(1):
        line, column = int(match.group(1)), int(match.group(2))
    else:  # "at end of document": point after the last written character
        line = max((n for n, text in enumerate(lines, 1) if text.strip()), default=1)
        column = len(lines[line - 1].rstrip("\r")) + 1
    source = line_text(text, line) or ""
    if not (match and match.group(1)) and message == "Invalid value":
        explained = (
            "the file ends where a value was expected (is an [array] or a string not closed?)"
        )
    else:
        explained, column = _explain(message, text, line, column, source)
    return _fail(name, explained, line=line, column=column, source_line=source)


def _explain(message: str, text: str, line: int, column: int, source: str) -> tuple[str, int]:
    """tomllib's message in a GM's words, and a column moved to the key if useful."""
    at = source[column - 1 :]
    if message in ("Cannot overwrite a value",) or message.startswith(
        ("Cannot declare", "Cannot mutate immutable namespace", "Cannot redefine namespace")
    ):
        return _explain_duplicate(text, line, column)
    if message.startswith("Duplicate inline table key"):
        key = message.removeprefix("Duplicate inline table key ").strip("'\"")
        return f"key '{key}' appears twice in this inline table; each key only once", column
    if message == "Invalid value":
        word = re.match(r"[^\W\d][\w '-]*", at)
        if word and word.group().split()[0] not in ("true", "false", "inf", "nan"):
            return f'text must be in quotes: "{word.group().strip()}"', column
        return (
            'expected a value: a "quoted string", a number, true or false, a date, '
            "an [array] or an { inline = table }",
            column,
        )
    if message.startswith("Invalid initial character") and not at.strip() and "{" in source:
        return "an { inline table } must be closed with '}' on the line where it starts", column
    if message.startswith("Illegal character") or message.startswith("Found invalid character"):
        if at.startswith(("\n", "\r")) or not at:
            return (
                'this string has no closing quote on its line (use """three quotes""" '
                "for text over several lines)",
                column,
            )
        code = f"U+{ord(at[0]):04X}"
        return (
            f"control character {code} is not allowed here (in a string write \\u{ord(at[0]):04X})",
            column,
        )
    return _PLAIN.get(message, message[:1].lower() + message[1:]), column


_PLAIN = {
    "Invalid statement": "expected a `key = value` line, a [table] header or a # comment",
    "Expected newline or end of document after a statement": (
        "expected the end of the line after the value (one `key = value` per line; "
        "comments start with #)"
    ),
    "Expected '=' after a key in a key/value pair": (
        "expected '=' after the key (a key with spaces must be quoted: \"High Concept\" = ...)"
    ),
    "Invalid initial character for a key part": (
        'expected a key: letters, digits, - and _, or a "quoted key"'
    ),
    "Unclosed array": "an [array] is not closed: expected ',' or ']'",
    "Unclosed inline table": (
        "an { inline table } is not closed: expected ',' or '}' (inline tables stay on one line)"
    ),
    "Expected ']' at the end of a table declaration": "expected ']' to close the [table] header",
    "Expected ']]' at the end of an array declaration": (
        "expected ']]' to close the [[array of tables]] header"
    ),
    "Unterminated string": "this string has no closing quote",
    "Unescaped '\\' in a string": (
        "unknown escape after a backslash in this string (write \\\\ for a backslash, or use "
        "'single quotes' for text full of backslashes)"
    ),
    "Invalid hex value": "a \\u or \\U escape in this string is not valid hexadecimal",
    "Escaped character is not a Unicode scalar value": (
        "a \\u or \\U escape in this string names no valid character"
    ),
    "Invalid date or datetime": (
        "not a valid date or time (dates look like 2024-05-27, times like 19:30:00)"
    ),
    "An object other than list found behind this key": (
        "[[this]] adds to an array of tables, but this key already holds something else"
    ),
}


def _explain_duplicate(text: str, line: int, column: int) -> tuple[str, int]:
    """Name the key set twice and where it was set first."""
    positions = scan_keys(text)
    earlier = {path: first_line for path, first_line, _ in reversed(positions) if first_line < line}
    for path, key_line, key_column in positions:
        if key_line == line and path in earlier:
            shown = ".".join(str(part) for part in path if isinstance(part, str))
            return (
                f"'{shown}' is already set on line {earlier[path]}; a key or table may be "
                "defined only once (edit the first one, or remove one of them)",
                key_column,
            )
    return "this key or table is already defined earlier in the file; define it only once", column
