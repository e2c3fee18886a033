"""Reading loosely-typed TOML data into typed values while collecting every problem.

A `Fields` reader never raises on bad data: it records a Problem (with the key path) and
returns a safe default, so one pass reports every mistake in a file.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from fate_tui.campaign.problems import Problem
from fate_tui.campaign.writeback_values import Sections
from fate_tui.rules.aspects import UP_FOR_GRABS, Aspect, AspectKind
from fate_tui.rules.errors import InvalidValue, did_you_mean, one_of
from fate_tui.rules.ladder import Ladder

_MISSING = object()


@dataclass
class Fields:
    """Problems found while reading one file."""

    file: str
    problems: list[Problem] = field(default_factory=list)

    def error(self, path: str, message: str) -> None:
        self.problems.append(Problem("error", self.file, None, None, path, message, None))

    def warning(self, path: str, message: str) -> None:
        self.problems.append(Problem("warning", self.file, None, None, path, message, None))

    def check_keys(self, data: Mapping[str, Any], allowed: Iterable[str], prefix: str = "") -> None:
        """Warn about keys fate-tui does not know (they are kept on save, never dropped)."""
        known = list(allowed)
        for key in data:
            if key not in known:
                hint = did_you_mean(key, known)
                self.warning(
                    _join(prefix, key),
                    f"unknown key{hint}; it is kept as written but fate-tui ignores it",
                )

    def text(self, data: Mapping[str, Any], key: str, default: str = "", prefix: str = "") -> str:
        value = data.get(key, _MISSING)
        if value is _MISSING:
            return default
        if not isinstance(value, str):
            self.error(_join(prefix, key), f"expected text in quotes, got {describe(value)}")
            return default
        return value

    def required_text(self, data: Mapping[str, Any], key: str, prefix: str = "") -> str:
        value = self.text(data, key, "", prefix)
        if key in data and isinstance(data[key], str) and not value.strip():
            self.error(_join(prefix, key), "must not be empty")
        elif key not in data:
            self.error(_join(prefix, key), "is missing")
        return value

    def integer(
        self,
        data: Mapping[str, Any],
        key: str,
        default: int,
        prefix: str = "",
        minimum: int | None = None,
        maximum: int | None = None,
    ) -> int:
        value = data.get(key, _MISSING)
        if value is _MISSING:
            return default
        return self.integer_value(value, _join(prefix, key), default, minimum, maximum)

    def integer_value(
        self,
        value: Any,
        path: str,
        default: int,
        minimum: int | None = None,
        maximum: int | None = None,
    ) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            self.error(path, f"expected a whole number, got {describe(value)}")
            return default
        if minimum is not None and value < minimum:
            self.error(path, f"must be at least {minimum}, got {value}")
            return default
        if maximum is not None and value > maximum:
            self.error(path, f"must be at most {maximum}, got {value}")
            return default
        return value

    def boolean(self, data: Mapping[str, Any], key: str, default: bool, prefix: str = "") -> bool:
        value = data.get(key, _MISSING)
        if value is _MISSING:
            return default
        if not isinstance(value, bool):
            self.error(_join(prefix, key), f"expected true or false, got {describe(value)}")
            return default
        return value

    def choice(
        self,
        data: Mapping[str, Any],
        key: str,
        choices: Iterable[str],
        default: str,
        prefix: str = "",
    ) -> str:
        allowed = list(choices)
        value = data.get(key, _MISSING)
        if value is _MISSING:
            return default
        if not isinstance(value, str) or value.strip().lower() not in allowed:
            hint = did_you_mean(str(value), allowed) if isinstance(value, str) else ""
            self.error(
                _join(prefix, key),
                f"{describe(value)} is not allowed{hint}; use {one_of(allowed)}",
            )
            return default
        return value.strip().lower()

    def table(self, data: Mapping[str, Any], key: str, prefix: str = "") -> dict[str, Any]:
        value = data.get(key, _MISSING)
        if value is _MISSING:
            return {}
        if not isinstance(value, Mapping):
            self.error(_join(prefix, key), f"expected a table, got {describe(value)}")
            return {}
        return dict(value)

    def array(self, data: Mapping[str, Any], key: str, prefix: str = "") -> list[Any]:
        value = data.get(key, _MISSING)
        if value is _MISSING:
            return []
        if not isinstance(value, list):
            self.error(_join(prefix, key), f"expected a list [...], got {describe(value)}")
            return []
        return value

    def text_list(self, data: Mapping[str, Any], key: str, prefix: str = "") -> list[str]:
        items = []
        for index, item in enumerate(self.array(data, key, prefix)):
            if isinstance(item, str):
                items.append(item)
            else:
                self.error(f"{_join(prefix, key)}[{index}]", f"expected text, got {describe(item)}")
        return items

    def tables(
        self, data: Mapping[str, Any], key: str, allowed: Iterable[str], prefix: str = ""
    ) -> Iterator[tuple[str, Mapping[str, Any]]]:
        """(key path, table) for each table of the list at `key`; anything else in the list
        is reported, and unknown keys in a table are warned about."""
        known = tuple(allowed)
        for index, value in enumerate(self.array(data, key, prefix)):
            path = f"{_join(prefix, key)}[{index}]"
            if not isinstance(value, Mapping):
                self.error(path, f"expected a table {{ ... }}, got {describe(value)}")
                continue
            self.check_keys(value, known, path)
            yield path, value

    def aspects(
        self,
        data: Mapping[str, Any],
        key: str,
        kind: AspectKind,
        prefix: str = "",
        owner: str | None = None,
    ) -> tuple[Aspect, ...]:
        """The aspects listed at `key` (each a string or a table)."""
        path = _join(prefix, key)
        found = (
            self.aspect(value, f"{path}[{index}]", kind, owner)
            for index, value in enumerate(self.array(data, key, prefix))
        )
        return tuple(aspect for aspect in found if aspect is not None)

    def rating(self, value: Any, path: str, ladder: Ladder) -> int | None:
        try:
            return ladder.parse(value)
        except InvalidValue as error:
            self.error(path, str(error))
            return None

    def aspect(
        self, value: Any, path: str, kind: AspectKind, owner: str | None = None
    ) -> Aspect | None:
        """An aspect written as a string, or as a table when it carries free invokes,
        a holder, or is hidden or a boost."""
        if isinstance(value, str):
            if not value.strip():
                self.error(path, "an aspect needs a name")
                return None
            return Aspect(value.strip(), kind, owner=owner)
        if not isinstance(value, Mapping):
            self.error(path, f"expected an aspect as text or a table, got {describe(value)}")
            return None
        self.check_keys(value, ASPECT_KEYS, path)
        name = self.required_text(value, "name", path).strip()
        if not name:
            return None
        holder = self.text(value, "holder", "", path) or UP_FOR_GRABS
        invokes = self.free_invokes(value.get("free_invokes", 0), f"{path}.free_invokes", holder)
        is_boost = self.boolean(value, "boost", False, path)
        if is_boost and not invokes:
            invokes = (holder,)
        return Aspect(
            name,
            AspectKind.BOOST if is_boost else kind,
            free_invokes=invokes,
            hidden=self.boolean(value, "hidden", False, path),
            owner=self.text(value, "on", "", path) or owner,
            style_pair=self.boolean(value, "style", False, path),
        )

    def free_invokes(self, value: Any, path: str, holder: str | None) -> tuple[str | None, ...]:
        """`2` (held by `holder`, or up for grabs) or a list of holders ("" = up for grabs)."""
        if isinstance(value, list):
            holders: list[str | None] = []
            for index, item in enumerate(value):
                if isinstance(item, str):
                    holders.append(item or UP_FOR_GRABS)
                else:
                    self.error(f"{path}[{index}]", f"expected a character id, got {describe(item)}")
            return tuple(holders)
        count = self.integer_value(value, path, 0, minimum=0, maximum=20)
        return (holder,) * count


ASPECT_KEYS = ("name", "free_invokes", "holder", "hidden", "boost", "on", "style")


def aspect_to_toml(aspect: Aspect, owner_default: str | None = None) -> str | dict[str, Any]:
    """The plainest way to write an aspect: a string unless it carries more than a name."""
    table: dict[str, Any] = {"name": aspect.name}
    holders = set(aspect.free_invokes)
    if aspect.free_invokes:
        if len(holders) == 1:
            (only,) = holders
            table["free_invokes"] = len(aspect.free_invokes)
            if only is not UP_FOR_GRABS:
                table["holder"] = only
        else:
            table["free_invokes"] = [h or "" for h in aspect.free_invokes]
    if aspect.is_boost:
        table["boost"] = True
        if table.get("free_invokes") == 1:
            del table["free_invokes"]
    if aspect.hidden:
        table["hidden"] = True
    if aspect.owner and aspect.owner != owner_default:
        table["on"] = aspect.owner
    if aspect.style_pair:
        table["style"] = True
    return aspect.name if list(table) == ["name"] else table


def describe(value: Any) -> str:
    """How a wrong value looks to the GM who wrote it."""
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int | float):
        return f"the number {value}"
    if isinstance(value, str):
        return f"'{value}'"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, Mapping):
        return "a table"
    return type(value).__name__


def _join(prefix: str, key: str) -> str:
    return f"{prefix}.{key}" if prefix else key


def merge_entries(original: Any, new: list[Any], known: Iterable[str]) -> list[Any]:
    """A list of tables rewritten from `new`, keeping from each original entry at the same
    place the keys fate-tui does not know, so nothing the GM wrote is dropped."""
    if not isinstance(original, list):
        return Sections(new)
    keys = set(known)
    merged = []
    for index, entry in enumerate(new):
        old = original[index] if index < len(original) else None
        if isinstance(old, Mapping) and isinstance(entry, Mapping):
            kept = {k: v for k, v in old.items() if k not in keys}
            combined = {k: v for k, v in old.items() if k in entry or k in kept}
            combined.update(entry)
            merged.append(combined)
        else:
            merged.append(entry)
    return Sections(merged)


def keep_written_items(original: Any, new: list[Any], normalize) -> list[Any]:
    """`new`, but where an item means the same as one the GM wrote, the GM's own writing of it
    (key order, quoting, string or table form) is kept. `normalize` turns a written item into
    the form fate-tui would write for it."""
    if not isinstance(original, list):
        return new
    spare = list(original)
    kept = []
    for item in new:
        match = next((old for old in spare if _normalized(normalize, old) == item), _MISSING)
        if match is _MISSING:
            kept.append(item)
        else:
            spare.remove(match)
            kept.append(match)
    return kept


def _normalized(normalize, raw: Any) -> Any:
    try:
        return normalize(raw)
    except Exception:  # a malformed item simply matches nothing
        return _MISSING


def aspects_to_toml(aspects, original: Any, kind: AspectKind, owner: str | None = None) -> list:
    """Aspects as written, keeping the GM's writing of every unchanged one."""
    probe = Fields("")

    def normalize(raw: Any) -> Any:
        aspect = probe.aspect(raw, "", kind, owner)
        return aspect_to_toml(aspect, owner) if aspect else _MISSING

    return keep_written_items(original, [aspect_to_toml(a, owner) for a in aspects], normalize)


class TableWriter:
    """Writes a file's top-level keys from new values while keeping every value the GM wrote
    that still means the same (so an unchanged file is saved byte for byte)."""

    def __init__(self, original: Mapping[str, Any], decode) -> None:
        self.original = original
        self.out: dict[str, Any] = dict(original)
        self._decode = decode
        self._before: Any = _MISSING
        self._wanted: dict[str, Any] = {}
        """What each key would be written as if nothing the GM wrote were kept."""

    def _meaning(self, data: Mapping[str, Any]) -> Any:
        return self._decode(data)

    def _current(self) -> Any:
        if self._before is _MISSING:
            self._before = self._meaning(self.original)
        return self._before

    def put(self, key: str, raw: Any, default: Any = None) -> None:
        """Set `key` to `raw`; None (or the default, for a key not written) leaves it out."""
        empty = raw is None or raw in ([], {}, "") or (raw == default and default is not None)
        if key not in self.original:
            if not empty:
                self.out[key] = raw
                self._wanted[key] = raw
            return
        self._wanted[key] = raw
        if self.original[key] == raw:
            return
        trial = {k: v for k, v in self.original.items() if k != key}
        if raw is not None:
            trial[key] = raw
        if self._meaning(trial) == self._current():
            return
        if raw is None:
            self.out.pop(key, None)
        else:
            self.out[key] = raw

    def result(self) -> dict[str, Any]:
        """The data to write. A kept value is judged against the other keys as they were; when
        keys depend on each other (a scene's cast and its zones) that judgement can be wrong,
        so the whole result is checked and, if it does not mean the new values, written out
        plainly instead."""
        plain = dict(self.original)
        for key, raw in self._wanted.items():
            if raw is None:
                plain.pop(key, None)
            else:
                plain[key] = raw
        if self.out == plain or self._meaning(self.out) == self._meaning(plain):
            return self.out
        return plain
