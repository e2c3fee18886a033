"""Writing changed values back into the TOML text a GM wrote.

`TomlDocument` holds one file's text.  `apply(old, new)` edits only the keys
whose values differ, in a tomlkit document parsed the first time the file
changes, so comments, blank lines, key order and quoting stay as written.

Layout rules (what a person would do), one module each:
- writeback_layout: a new key goes right after the last key/value of its table;
  a new [table] or [[array]] element at the end of its table, *before* the
  comments heading the next section; a deletion leaves those comments in place.
- writeback_match: list elements are matched by value (longest common
  subsequence), so an inserted or deleted element shifts no other one.
- writeback_arrays: inline arrays are edited element by element in their own
  text (cut up by writeback_arraytext), keeping the comments written inside them.
- writeback_values: a new or changed value keeps its end-of-line comment and
  the style of what it replaces (quoting, [[tables]] or inline, padding).
- writeback_editor: walks the old and new values and calls on the others.
Every result is read back with tomllib and compared with `new`; if tomlkit ever
gets it wrong, the file is rewritten from the values (losing its layout, never
data) and `layout_kept` becomes False.
"""

from __future__ import annotations

import re
import tomllib
from typing import Any

import tomlkit

from fate_tui.tomltext.tomlfile import newline_style
from fate_tui.tomltext.writeback_editor import Editor
from fate_tui.tomltext.writeback_values import same

__all__ = ["TomlDocument", "same"]

_BOM = "\ufeff"
_LONE_LF = re.compile(r"(?<!\r)\n")


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
            self._base = self._original.removeprefix(_BOM)
            self._doc = self._edited_back(old, new)
            self._values, self._changed, self.layout_kept = self._loaded, False, True
            return
        try:
            if self._doc is None:
                self._doc = tomlkit.parse(self._base)
            Editor(self._doc).merge(self._doc, old, new)
            rendered = self._doc.as_string()
            values = tomllib.loads(rendered)  # read back, as the next load will
            kept = same(values, new)
        except Exception:  # a tomlkit limit or bug: still save the values, below
            kept = False
        if not kept:
            self._doc = None  # the half-edited document is dropped either way
            fresh = tomlkit.document()
            Editor(fresh).merge(fresh, {}, new)
            rendered = fresh.as_string()
            values = tomllib.loads(rendered)
            if not same(values, new):
                raise ValueError("these values cannot be written as TOML")
            self.layout_kept = False
        self._base, self._values, self._changed = rendered, values, True

    def _edited_back(self, old: dict[str, Any], new: dict[str, Any]) -> Any:
        """The document edited back to the loaded values, if it renders the loaded text
        exactly (a fate point given and taken back does); else None, and the next change
        parses the text again. Parsing is most of what saving a changed value costs."""
        document = self._doc
        if document is None:
            return None
        try:
            Editor(document).merge(document, old, new)
            return document if document.as_string() == self._base else None
        except Exception:  # a tomlkit limit or bug: parsed again at the next change
            return None

    def text(self) -> str:
        """The file's text: exactly the loaded text until something changed."""
        if not self._changed:
            return self._original
        out = self._base
        if self.newline == "\r\n":  # tomlkit writes "\n" for everything it adds
            out = _LONE_LF.sub("\r\n", out)
        return (_BOM if self._bom else "") + out
