"""Writing values back in the GM's own style: keep what still means the same, and write
new values the plainest way."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from fate_tui.campaign.codec.fields import _MISSING, Fields
from fate_tui.rules.aspects import UP_FOR_GRABS, Aspect, AspectKind


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


def merge_entries(original: Any, new: list[Any], known: Iterable[str]) -> list[Any]:
    """A list of tables rewritten from `new`, keeping from each original entry at the same
    place the keys fate-tui does not know, so nothing the GM wrote is dropped."""
    # Imported at a save, not when the codecs load with a campaign: it brings in tomlkit.
    from fate_tui.tomltext.writeback_values import Sections

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


def keep_written_items(original: Any, new: list[Any], normalize: Callable[[Any], Any]) -> list[Any]:
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


def _normalized(normalize: Callable[[Any], Any], raw: Any) -> Any:
    try:
        return normalize(raw)
    except Exception:  # a malformed item simply matches nothing
        return _MISSING


def aspects_to_toml(
    aspects: Iterable[Aspect], original: Any, kind: AspectKind, owner: str | None = None
) -> list[Any]:
    """Aspects as written, keeping the GM's writing of every unchanged one."""
    probe = Fields("")

    def normalize(raw: Any) -> Any:
        aspect = probe.aspect(raw, "", kind, owner)
        return aspect_to_toml(aspect, owner) if aspect else _MISSING

    return keep_written_items(original, [aspect_to_toml(a, owner) for a in aspects], normalize)


class TableWriter:
    """Writes a file's top-level keys from new values while keeping every value the GM wrote
    that still means the same (so an unchanged file is saved byte for byte)."""

    def __init__(
        self, original: Mapping[str, Any], decode: Callable[[Mapping[str, Any]], object]
    ) -> None:
        self.original = original
        self.out: dict[str, Any] = dict(original)
        self._decode = decode
        self._before: object = _MISSING
        self._wanted: dict[str, Any] = {}
        """What each key would be written as if nothing the GM wrote were kept."""

    def _meaning(self, data: Mapping[str, Any]) -> object:
        return self._decode(data)

    def _current(self) -> object:
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
        if raw in ([], {}) and self.original[key] != raw and self._empty_is_none(key, raw):
            # Emptied by play (every stress box cleared, the last consequence gone): the
            # table goes, rather than stay behind as `[stress]` or `consequences = {}`.
            raw = None
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

    def _empty_is_none(self, key: str, empty: Any) -> bool:
        """Whether `key` left out means what `key` = `empty` means (`stress_boxes = {}`, no
        boxes at all, does not: left out, the rule set's boxes come back)."""
        without = {k: v for k, v in self.original.items() if k != key}
        return self._meaning(without) == self._meaning({**self.original, key: empty})

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
