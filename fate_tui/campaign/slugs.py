"""Ids that become file names: validated so no content can reach outside the campaign."""

from __future__ import annotations

import re
import unicodedata

from fate_tui.rules.errors import InvalidValue

# Scripts written without spaces between words: each character is a syllable of its own.
_SYLLABIC = ("CJK", "HIRAGANA", "KATAKANA", "HANGUL")

_SLUG = re.compile(r"^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$")
# Names Windows refuses as files, whatever the extension.
_RESERVED = (
    {"con", "prn", "aux", "nul"} | {f"com{i}" for i in range(10)} | {f"lpt{i}" for i in range(10)}
)


def check_slug(slug: str, what: str = "id") -> str:
    """Return `slug` if it is a safe file name stem, else raise InvalidValue saying why."""
    if not isinstance(slug, str) or not slug:
        raise InvalidValue(f"a {what} must not be empty")
    if "/" in slug or "\\" in slug or slug in (".", "..") or ".." in slug:
        raise InvalidValue(f"'{slug}' is not a valid {what}: no slashes or '..' allowed")
    if not _SLUG.match(slug):
        raise InvalidValue(
            f"'{slug}' is not a valid {what}: use lower-case letters, digits and dashes "
            "(at most 64), starting and ending with a letter or digit"
        )
    if slug in _RESERVED:
        raise InvalidValue(f"'{slug}' is not a valid {what}: the name is reserved by Windows")
    return slug


def transliterate(name: str) -> str:
    """A name in ASCII letters, whatever its script: 'Søren Ærø' -> 'Soren AEro', 'Иван' ->
    'Ivan', '王小明' -> 'Wang Xiao Ming' (each syllable of a script without spaces a word)."""
    if name.isascii():
        return name
    # Imported here: only a name beyond ASCII needs its tables, and startup never does.
    from anyascii import anyascii

    parts = []
    for char in name:
        if char.isascii():
            parts.append(char)
            continue
        latin = anyascii(char)
        if unicodedata.name(char, "").startswith(_SYLLABIC):
            latin = f" {latin} "
        parts.append(latin)
    return "".join(parts)


def slugify(name: str, taken: set[str] | frozenset[str] = frozenset()) -> str:
    """A valid id made from a name ('Ruth Kincaid' -> 'ruth-kincaid'), unique among `taken`."""
    ascii_name = transliterate(name)
    base = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")[:56].strip("-") or "unnamed"
    if base in _RESERVED:
        base = f"{base}-1"
    slug, number = base, 2
    while slug in taken:
        slug = f"{base}-{number}"
        number += 1
    return slug
