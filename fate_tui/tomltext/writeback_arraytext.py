"""The text of an inline array, cut into its elements and what lies between them.

Two layouts are understood, the ones people write:
- one line: `[1, 2, 3]`, `[ "a",'b' ]` (no comment can sit inside);
- one element a line: `[` ends its line (a comment may follow it), then each
  element on its own line(s) with its comma and end-of-line comment, blank lines
  and comment lines between, and `]` alone on the last line.
In the second, the comment lines directly above an element (no blank line
between) belong to it; other lines between elements belong to no element.
Anything else (two elements sharing a line, `]` after the last element) is
cut into values only, enough to replace an element in place.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# (kind, start, end) with kind "value", "comma", "comment" or "newline"
Token = tuple[str, int, int]

_ELEMENT_LINES = (
    ["value"],
    ["value", "comma"],
    ["value", "comment"],
    ["value", "comma", "comment"],
)


@dataclass
class Element:
    """One element and the text that goes with it."""

    value: str
    above: str = ""  # its comment lines (one element a line)
    indent: str = ""  # blanks before the value on its line
    space: str = ""  # blanks between the value and its comma
    comma: bool = False
    rest: str = ""  # after the comma: blanks, an end-of-line comment, the line break

    def text(self) -> str:
        comma = self.space + "," if self.comma else ""
        return f"{self.above}{self.indent}{self.value}{comma}{self.rest}"


@dataclass
class ArrayText:
    """An array's text as `head`, then gaps[k] + elements[k] for each k, then gaps[-1], `]`."""

    multiline: bool
    head: str  # "[" and, one element a line, the rest of its line
    elements: list[Element] = field(default_factory=list)
    gaps: list[str] = field(default_factory=list)  # len(elements) + 1 of them

    def text(self) -> str:
        body = "".join(
            gap + element.text() for gap, element in zip(self.gaps[:-1], self.elements, strict=True)
        )
        return self.head + body + self.gaps[-1] + "]"


def value_spans(text: str) -> list[tuple[int, int]] | None:
    """Where each element of the array `text` is written; None if `text` is not understood."""
    tokens = _tokens(text)
    return None if tokens is None else [(s, e) for kind, s, e in tokens if kind == "value"]


def cut(text: str) -> ArrayText | None:
    """`text` in one of the layouts of the module doc, or None."""
    tokens = _tokens(text)
    if tokens is None:
        return None
    if any(kind == "newline" for kind, _, _ in tokens):
        array = _cut_lines(text, tokens)
    else:
        array = _cut_line(text, tokens)
    return array if array is not None and array.text() == text else None


def _cut_line(text: str, tokens: list[Token]) -> ArrayText | None:
    kinds = "".join("v" if kind == "value" else "," for kind, _, _ in tokens)
    count = kinds.count("v")
    if kinds not in ("v," * count, ("v," * count)[:-1]):  # with or without a trailing comma
        return None
    array = ArrayText(multiline=False, head="[")
    position = 1
    for index in range(count):
        start, end = tokens[2 * index][1:]
        comma = tokens[2 * index + 1] if 2 * index + 1 < len(tokens) else None
        element = Element(value=text[start:end], comma=comma is not None)
        if comma is not None:
            element.space = text[end : comma[1]]
            end = comma[2]
        if index + 1 < count:  # the blanks before the next value go with this one
            element.rest = text[end : tokens[2 * index + 2][1]]
            end = tokens[2 * index + 2][1]
        array.gaps.append(text[position:start])
        array.elements.append(element)
        position = end
    array.gaps.append(text[position:-1])
    return array


def _cut_lines(text: str, tokens: list[Token]) -> ArrayText | None:
    lines: list[tuple[int, int, list[Token]]] = []  # start, end after the line break, tokens
    start, current = 1, list[Token]()
    for token in tokens:
        if token[0] == "newline":
            lines.append((start, token[2], current))
            start, current = token[2], []
        else:
            current.append(token)
    if current or any(kind != "comment" for kind, _, _ in lines[0][2]):
        return None  # `]` after a value, or a value on the `[` line
    array = ArrayText(multiline=True, head=text[: lines[0][1]])
    pending: list[tuple[str, bool]] = []  # lines since the last element: (text, is a comment)
    for line_start, line_end, line_tokens in lines[1:]:
        kinds = [kind for kind, _, _ in line_tokens]
        if kinds in ([], ["comment"]):
            pending.append((text[line_start:line_end], bool(kinds)))
            continue
        if kinds not in _ELEMENT_LINES:
            return None
        attached = len(pending)
        while attached and pending[attached - 1][1]:
            attached -= 1
        array.gaps.append("".join(line for line, _ in pending[:attached]))
        _, value_start, value_end = line_tokens[0]
        element = Element(
            value=text[value_start:value_end],
            above="".join(line for line, _ in pending[attached:]),
            indent=text[line_start:value_start],
        )
        after = value_end
        if kinds[1:2] == ["comma"]:
            element.comma, element.space = True, text[value_end : line_tokens[1][1]]
            after = line_tokens[1][2]
        element.rest = text[after:line_end]
        array.elements.append(element)
        pending = []
    array.gaps.append("".join(line for line, _ in pending) + text[start:-1])
    return array


def _tokens(text: str) -> list[Token] | None:
    """The top-level tokens of the array `text`, or None if it is not understood."""
    if not text.startswith("["):
        return None
    tokens: list[Token] = []
    i, n = 1, len(text)
    try:
        while i < n:
            char = text[i]
            if char in " \t":
                i += 1
            elif char == "\n" or text.startswith("\r\n", i):
                end = i + (1 if char == "\n" else 2)
                tokens.append(("newline", i, end))
                i = end
            elif char == "#":
                end = _line_end(text, i)
                tokens.append(("comment", i, end))
                i = end
            elif char == ",":
                tokens.append(("comma", i, i + 1))
                i += 1
            elif char == "]":
                return tokens if i == n - 1 else None
            else:
                end = _value_end(text, i)
                tokens.append(("value", i, end))
                i = end
    except (IndexError, ValueError):
        return None
    return None


def _line_end(text: str, i: int) -> int:
    """Where the line holding text[i] ends, before its line break."""
    end = text.find("\n", i)
    if end < 0:
        return len(text)
    return end - 1 if text[end - 1] == "\r" else end


def _value_end(text: str, i: int) -> int:
    """Index just after the value starting at text[i]."""
    char = text[i]
    if text.startswith(('"""', "'''"), i):
        quote, j = text[i : i + 3], i + 3
        while not text.startswith(quote, j):
            j += 2 if text[j] == "\\" and quote == '"""' else 1
        run = 3
        while run < 5 and text.startswith(quote[0], j + run):  # up to two quotes of content
            run += 1
        return j + run
    if char in "\"'":
        j = i + 1
        while text[j] != char:
            if text[j] == "\n":
                raise ValueError("unterminated string")
            j += 2 if text[j] == "\\" and char == '"' else 1
        return j + 1
    if char in "[{":
        depth, j = 0, i
        while True:
            if text[j] in "\"'":
                j = _value_end(text, j)
                continue
            if text[j] == "#":
                j = _line_end(text, j)
                continue
            depth += (text[j] in "[{") - (text[j] in "]}")
            j += 1
            if depth == 0:
                return j
    j = i  # a number, boolean or date: up to a separator (a date may hold a space)
    while j < len(text) and text[j] not in ",]}#\r\n":
        j += 1
    while j > i and text[j - 1] in " \t":
        j -= 1
    if j == i:
        raise ValueError("empty value")
    return j
