"""Reading another app's file: size limit, JSON or Foundry's line-per-document `.db`, and
telling what the file is (a Fari character, a Fari scene, Fate Core Official actors).

Every way a file can be wrong ends in one `NotWhatItClaims` whose message is one line naming
the file and, where known, the key path or line.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from fate_tui.rules.errors import FateError

# A Fari character is a few kilobytes and a Foundry world's actors a few megabytes; anything
# far beyond is not one of them, and reading it whole would only stall the command.
MAX_BYTES = 32 * 1024 * 1024

FCO_ACTOR_TYPES = frozenset(
    {
        "fate-core-official",
        "FateCoreOfficial",
        "fateCoreOfficial",
        "ModularFate",
        "Core",
        "Accelerated",
    }
)
FCO_SYSTEM_ID = "fate-core-official"


class NotWhatItClaims(FateError):
    """A file that cannot be imported, with the reason in one line."""


class SourceKind(StrEnum):
    FARI_CHARACTER = "Fari character"
    FARI_SCENE = "Fari scene"
    FCO_ACTORS = "Fate Core Official actors"


@dataclass(frozen=True)
class Source:
    """One file, read and recognised."""

    path: Path
    kind: SourceKind
    documents: tuple[Mapping[str, Any], ...]
    """One document for a Fari file; every actor for a Foundry export, world or compendium."""
    skipped: tuple[str, ...] = ()
    """What the file held that is not imported (Things, journal entries...), one line each."""

    @property
    def name(self) -> str:
        return self.path.name


def read_source(path: Path) -> Source:
    """Read and recognise one file, or raise NotWhatItClaims."""
    data = _parse(path, _read_text(path))
    return _recognise(path, data)


def _read_text(path: Path) -> str:
    if not path.exists():
        raise NotWhatItClaims(f"{path}: no such file")
    if not path.is_file():
        raise NotWhatItClaims(f"{path}: not a file")
    size = path.stat().st_size
    if size > MAX_BYTES:
        raise NotWhatItClaims(
            f"{path}: {size // (1024 * 1024)} MiB is far larger than any Fari or Foundry "
            f"export (the limit is {MAX_BYTES // (1024 * 1024)} MiB)"
        )
    raw = path.read_bytes()
    encoding = _utf16(raw)
    if encoding:
        # Windows editors save "Unicode" text as UTF-16: the same JSON, two bytes a letter.
        try:
            return raw.decode(encoding).lstrip("\ufeff")
        except UnicodeDecodeError as error:
            raise NotWhatItClaims(
                f"{path}: UTF-16 text broken at byte {error.start}; save it again as UTF-8"
            ) from None
    if b"\x00" in raw[:4096]:
        raise NotWhatItClaims(f"{path}: a binary file, not a Fari or Foundry JSON export")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise NotWhatItClaims(
            f"{path}: not UTF-8 text (byte {error.start}); Fari and Foundry write UTF-8 JSON"
        ) from None


def _utf16(raw: bytes) -> str | None:
    """'utf-16' for a file with a UTF-16 byte order mark, 'utf-16-le' or '-be' for JSON
    written so without one (every other byte of '{' and '[' is zero); None otherwise."""
    if raw[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return "utf-16"
    head = raw[:64]
    if len(head) >= 4 and len(head) % 2 == 0:
        if not any(head[1::2]) and all(head[0::2]):
            return "utf-16-le"
        if not any(head[0::2]) and all(head[1::2]):
            return "utf-16-be"
    return None


def _parse(path: Path, text: str) -> Any:
    if not text.strip():
        raise NotWhatItClaims(f"{path}: the file is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        lines = [line for line in text.splitlines() if line.strip()]
        # Foundry's worlds and compendia before v11 are one JSON document per line (NeDB).
        if len(lines) > 1 and all(line.lstrip().startswith("{") for line in lines):
            return _parse_lines(path, text)
        raise NotWhatItClaims(
            f"{path}:{error.lineno}:{error.colno}: not valid JSON ({error.msg}); "
            "is the file cut short?"
        ) from None
    except RecursionError:
        raise NotWhatItClaims(f"{path}: JSON nested too deeply to be an export") from None


def _parse_lines(path: Path, text: str) -> list[Any]:
    documents: dict[str, Any] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            document = json.loads(line)
        except json.JSONDecodeError as error:
            raise NotWhatItClaims(
                f"{path}:{number}:{error.colno}: not valid JSON ({error.msg}); "
                "is the file cut short?"
            ) from None
        if not isinstance(document, dict):
            raise NotWhatItClaims(f"{path}:{number}: expected one JSON object per line")
        key = str(document.get("_id", f"line {number}"))
        # NeDB appends a new version of a document (or a deletion mark) below the old one.
        if document.get("$$deleted"):
            documents.pop(key, None)
        else:
            documents[key] = document
    return list(documents.values())


def _recognise(path: Path, data: Any) -> Source:
    if isinstance(data, dict):
        fari_type = data.get("fariType")
        if fari_type == "character" or (fari_type is None and _looks_like_fari_character(data)):
            return Source(path, SourceKind.FARI_CHARACTER, (data,))
        if fari_type == "scene" or (fari_type is None and _looks_like_fari_scene(data)):
            return Source(path, SourceKind.FARI_SCENE, (data,))
        if isinstance(fari_type, str):
            raise NotWhatItClaims(
                f"{path}: a Fari '{fari_type}' export; fate-tui imports Fari characters and "
                "scenes (export them one by one from Fari)"
            )
        if isinstance(data.get("actors"), list):
            return _actors(path, data["actors"], "actors")
        if _is_actor(data):
            return _actors(path, [data], "")
    if isinstance(data, list):
        return _actors(path, data, "")
    raise NotWhatItClaims(
        f"{path}: neither a Fari export (.fari.json) nor Fate Core Official actor data; "
        "is it another app's JSON?"
    )


def _looks_like_fari_character(data: Mapping[str, Any]) -> bool:
    if isinstance(data.get("pages"), list) and "name" in data:
        return True
    # Fari's first two versions: fixed lists of name/value fields.
    return isinstance(data.get("aspects"), list) and isinstance(data.get("stressTracks"), list)


def _looks_like_fari_scene(data: Mapping[str, Any]) -> bool:
    return isinstance(data.get("indexCards"), dict) or (
        isinstance(data.get("aspects"), dict) and "version" in data and "name" in data
    )


def _is_actor(document: Any) -> bool:
    if not isinstance(document, dict):
        return False
    stats = found if isinstance(found := document.get("_stats"), dict) else {}
    flags = found if isinstance(found := document.get("flags"), dict) else {}
    export = found if isinstance(found := flags.get("exportSource"), dict) else {}
    system = document.get("system", document.get("data"))
    fco_data = isinstance(system, dict) and any(
        key in system for key in ("skills", "aspects", "tracks", "stunts")
    )
    return fco_data and (
        document.get("type") in FCO_ACTOR_TYPES
        or stats.get("systemId") == FCO_SYSTEM_ID
        or export.get("system") == FCO_SYSTEM_ID
    )


def _actors(path: Path, documents: list[Any], key: str) -> Source:
    actors = []
    skipped = []
    where = f"{key}[{{}}]" if key else "[{}]"
    for index, document in enumerate(documents):
        if _is_actor(document):
            actors.append(document)
            continue
        name = document.get("name") if isinstance(document, dict) else None
        kind = document.get("type") if isinstance(document, dict) else None
        label = f"'{name}'" if isinstance(name, str) and name else where.format(index)
        if kind == "Thing":
            skipped.append(f"{label}: a Thing (an object, not a character)")
        else:
            skipped.append(f"{label}: not a Fate Core Official character")
    if not actors:
        raise NotWhatItClaims(
            f"{path}: holds no Fate Core Official characters ({len(documents)} documents, "
            "none an actor of that system); is it another app's JSON?"
        )
    return Source(path, SourceKind.FCO_ACTORS, tuple(actors), tuple(skipped))
