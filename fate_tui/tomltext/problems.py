"""Problems found in TOML files.

A `Problem` is one thing a user must fix (or may want to know), pointing at a file,
a line and a key.  Reading stops at the first syntax error of a file, but meaning
errors are collected and reported together, so problems are values, carried by
one exception, `TomlFileError`, rather than one exception each.  Where in a
file's text a key is written is keyscan's business (re-exported here).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Literal

from fate_tui.safe_text import safe_text
from fate_tui.tomltext.keyscan import KeyPath, PathPart, locate_key, parse_key_path, scan_keys

__all__ = [
    "KeyPath",
    "PathPart",
    "Problem",
    "Severity",
    "TomlFileError",
    "line_text",
    "locate_key",
    "parse_key_path",
    "scan_keys",
]

Severity = Literal["error", "warning"]

# Source lines longer than this are shown as a window around the column, so a
# minified or binary-looking line does not flood the terminal.
_MAX_SHOWN = 120


@dataclass(frozen=True)
class Problem:
    """One error or warning in one file."""

    severity: Severity
    file: str  # as the user knows it, e.g. "characters/ruth.toml"
    line: int | None  # 1-based
    column: int | None  # 1-based, in characters
    key_path: str | None  # e.g. "skills.Fihgt" or "stunts[1].name"
    message: str  # what is wrong and what is allowed
    source_line: str | None = None  # the text of `line`, without its newline

    def format(self) -> str:
        """`file:line:col: severity: key: message`, then the line and a caret."""
        where = self.file
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        text = f"{where}: {self.severity}: "
        if self.key_path:
            text += f"{self.key_path}: "
        text = _visible(text + self.message)
        if self.source_line is not None:
            shown, caret = _excerpt(_visible(self.source_line.rstrip("\r\n")), self.column)
            text += f"\n    {shown}"
            if caret is not None:
                text += f"\n    {_pad_like(shown[:caret])}^"
        return text


class TomlFileError(Exception):
    """Raised when files cannot be used; carries every problem found."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(problem.format() for problem in self.problems))


def _visible(text: str) -> str:
    """`text` safe to print: control characters (a file may hold terminal escape
    sequences), bidirectional overrides and line separators become visible stand-ins (ESC
    shows as ␛), one column each like the original, as every screen shows them."""
    return safe_text(text)


def _excerpt(line: str, column: int | None) -> tuple[str, int | None]:
    """The part of `line` to show and where the caret goes in it."""
    caret = None if column is None else max(0, min(column - 1, len(line)))
    if len(line) <= _MAX_SHOWN:
        return line, caret
    start = 0 if caret is None else max(0, caret - _MAX_SHOWN // 2)
    end = min(len(line), start + _MAX_SHOWN)
    shown = ("…" if start else "") + line[start:end] + ("…" if end < len(line) else "")
    return shown, None if caret is None else caret - start + (1 if start else 0)


def _pad_like(prefix: str) -> str:
    """Blank space as wide as `prefix` on a terminal (tabs stay tabs, CJK is 2 wide)."""
    pad = []
    for char in prefix:
        if char == "\t":
            pad.append("\t")
        elif unicodedata.east_asian_width(char) in "WF":
            pad.append("  ")
        elif not unicodedata.combining(char):
            pad.append(" ")
    return "".join(pad)


# --- The line a problem points at ---------------------------------------------


def line_text(text: str, line: int | None) -> str | None:
    """Line `line` (1-based) of `text`, as TOML counts lines, without its line break.

    Only "\n" ends a line in TOML: str.splitlines() would also split at \x0c or
    U+2028, which may sit inside strings, and shift every line after them.
    """
    lines = text.removeprefix("\ufeff").split("\n")
    if line is None or not 1 <= line <= len(lines):
        return None
    return lines[line - 1].removesuffix("\r")
