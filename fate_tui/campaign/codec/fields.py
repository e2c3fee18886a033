"""Reading loosely-typed TOML data into typed values while collecting every problem.

A `Fields` reader never raises on bad data: it records a Problem (with the key path) and
returns a safe default, so one pass reports every mistake in a file.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from fate_tui.campaign.problems import Problem, Severity
from fate_tui.rules.aspects import UP_FOR_GRABS, Aspect, AspectKind
from fate_tui.rules.errors import InvalidValue, did_you_mean, one_of
from fate_tui.rules.ladder import Ladder

_MISSING = object()


# Problems shown per file: a GM fixes a handful at a time, and a file of 100,000 unknown keys
# must not take minutes to report. Past it, problems are only counted.
MAX_PROBLEMS = 100


@dataclass
class Fields:
    """Problems found while reading one file."""

    file: str
    _shown: list[Problem] = field(default_factory=list)
    _hidden: dict[str, int] = field(default_factory=dict)

    @property
    def problems(self) -> list[Problem]:
        """The first MAX_PROBLEMS problems, then one that counts the rest."""
        if not self._hidden:
            return list(self._shown)
        hidden = sum(self._hidden.values())
        errors = self._hidden.get("error", 0)
        summary = Problem(
            "error" if errors else "warning",
            self.file,
            None,
            None,
            None,
            f"and {hidden:,} more problem{'s' * (hidden != 1)} in this file ({errors:,} "
            f"error{'s' * (errors != 1)}), not shown: fix the ones above first",
            None,
        )
        return [*self._shown, summary]

    @property
    def full(self) -> bool:
        """Whether further problems are only counted (so their hints need not be worked out)."""
        return len(self._shown) >= MAX_PROBLEMS

    def error(self, path: str, message: str) -> None:
        self._add("error", path, message)

    def warning(self, path: str, message: str) -> None:
        self._add("warning", path, message)

    def _add(self, severity: Severity, path: str, message: str) -> None:
        if self.full:  # counted only: a file of 100,000 problems costs a count each
            self._hidden[severity] = self._hidden.get(severity, 0) + 1
        else:
            self._shown.append(Problem(severity, self.file, None, None, path, message, None))

    def check_keys(self, data: Mapping[str, Any], allowed: Iterable[str], prefix: str = "") -> None:
        """Warn about keys fate-tui does not know (they are kept on save, never dropped)."""
        known = list(allowed)
        for key in data:
            if key not in known:
                hint = "" if self.full else did_you_mean(key, known)
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
