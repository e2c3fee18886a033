"""Campaign text made safe to show: the one function every screen, toast, palette hit, log
line, players' frame, export and `check` message passes untrusted text through.

A campaign's files are shared, synced, unpacked from archives and filled by imports, so a
string in them may hold what a terminal obeys rather than shows: an escape sequence (OSC 52
puts text on the clipboard, OSC 0 retitles the window, `ESC [2J` wipes the screen), a C1
control (0x9B is a one-byte CSI to some terminals) or a bidirectional override that makes a
line read in another order than it is written. `safe_text` swaps each of those characters for
a visible stand-in, one for one, so what the GM wrote stays readable and no byte of it reaches
the terminal as a command. The files keep every character as written: only what is shown
changes, never what is saved.

Rich markup is the other trap, and no function can take it out of a string: text is shown
through `textual.content.Content` (or `rich.text.Text`) built from the string itself, never
through a markup parser.

Pure Python and the standard library only, so every layer may use it (it sits outside the
layers for that reason).
"""

from __future__ import annotations

import re

__all__ = [
    "clipped",
    "escape_unsafe_json",
    "has_unsafe_characters",
    "safe_text",
    "unsafe_characters",
    "without_unsafe_characters",
]

# C0 controls but tab and newline, DEL, C1 controls, the bidirectional embeddings, overrides
# and isolates, and the line and paragraph separators (a terminal moves no line for them, so a
# line would count wrong).
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u2028\u2029]")

# The Unicode control pictures show a C0 control as one printable character: ESC as ␛,
# BEL as ␇, CR as ␍, DEL as ␡. Anything else unsafe becomes the replacement character.
_STAND_INS = {code: chr(0x2400 + code) for code in range(0x20) if code not in (0x09, 0x0A)}
_STAND_INS[0x7F] = "\u2421"
_STAND_INS.update({code: "\ufffd" for code in range(0x80, 0xA0)})
_STAND_INS.update({code: "\ufffd" for code in (*range(0x202A, 0x202F), *range(0x2066, 0x206A))})
_STAND_INS.update({0x2028: "\ufffd", 0x2029: "\ufffd"})


def safe_text(text: str) -> str:
    """`text` with every control character (but tab and newline), C1 control and
    bidirectional override replaced by a visible stand-in, one character for one, so offsets
    into the text (a highlight, a style's span) still point at the same characters."""
    if _UNSAFE.search(text) is None:  # nearly always: no copy, one scan at C speed
        return text
    return text.translate(_STAND_INS)


def escape_unsafe_json(text: str) -> str:
    """JSON text with every unsafe character written as a `\\uXXXX` escape: the same data to
    any JSON reader, nothing a terminal obeys when the file is printed. (JSON allows such
    characters only inside strings, where the escape means the same character.)"""
    if _UNSAFE.search(text) is None:
        return text
    return _UNSAFE.sub(lambda found: f"\\u{ord(found[0]):04x}", text)


_DROPPED = dict.fromkeys(_STAND_INS)


def without_unsafe_characters(text: str) -> str:
    """`text` with every character `safe_text` would replace taken out: for a line already
    laid out, where those characters took no room."""
    if _UNSAFE.search(text) is None:
        return text
    return text.translate(_DROPPED)


def has_unsafe_characters(text: str) -> bool:
    """Whether `safe_text` would change `text`."""
    return _UNSAFE.search(text) is not None


def unsafe_characters(text: str) -> str:
    """What unsafe characters `text` holds, in words for a warning: 'escape sequences and
    bidirectional overrides'. Empty when there are none. (One pass over the text's distinct
    characters: a megabyte of escapes costs no more than one.)"""
    found = {char for char in set(text) if _UNSAFE.match(char)}
    kinds = []
    for kind, chars in _KINDS:
        if any(chars(char) for char in found):
            kinds.append(kind)
    if len(kinds) <= 1:
        return "".join(kinds)
    return ", ".join(kinds[:-1]) + " and " + kinds[-1]


_KINDS = (
    ("escape sequences", lambda c: c == "\x1b"),
    ("carriage returns", lambda c: c == "\r"),
    ("control characters", lambda c: (c < " " and c not in "\x1b\r") or "\x80" <= c <= "\x9f"),
    ("DEL", lambda c: c == "\x7f"),
    ("bidirectional overrides", lambda c: "\u202a" <= c <= "\u2069"),
    ("line separators", lambda c: c in "\u2028\u2029"),
)


def clipped(text: str, limit: int) -> str:
    """`text` cut to about `limit` characters, the cut marked with how long the whole is:
    a screen never lays out (nor a terminal receives) a megabyte pasted into one aspect.
    The stored text is not touched; only what is shown is cut."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text):,} characters)"
