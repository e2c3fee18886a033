"""Every layout a Fari character has had, read into one: a list of sections of blocks.

Fari's `CharacterFactory` migrates characters through six versions (its `version` field):
1. fixed lists of `{name, value}` fields (aspects, skills, stunts, consequences), stress
   tracks of booleans, `refresh`, `fatePoints`, `notes` and `*Label` titles;
2. the same, stress boxes as `{checked, label}`;
3. `pages[].sections[]` of typed blocks, each section with a `position` (Left or Right);
4. `pages[].sections` as `{left: [...], right: [...]}`;
5. `pages[].rows[].columns[].sections[]`;
6. the same, every page, section and block label in capitals.

Versions 1 and 2 say what each list is; later ones only say it through section titles and
block types, which `fari_character` interprets.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from fate_tui.interchange.sources import NotWhatItClaims

LATEST_VERSION = 6


@dataclass
class Block:
    """One block of a Fari sheet: its type, label and value, its settings (`meta`), and the
    source field it came from."""

    type: str
    label: str
    value: Any
    meta: Mapping[str, Any]
    where: str


@dataclass
class Section:
    """One section of a Fari sheet: its title, its blocks, and what it holds where the layout
    itself says so."""

    label: str
    blocks: list[Block] = field(default_factory=list)
    kind: str | None = None
    """Known from the layout itself (versions 1 and 2): aspects, skills, stunts, stress,
    consequences, notes, fate points."""


@dataclass
class FariSheet:
    """A Fari character of any version read into one layout: its name, its version and group,
    and its sections of blocks."""

    name: str
    version: int
    sections: list[Section]
    group: str | None = None
    warnings: list[str] = field(default_factory=list)
    """What the layout itself gives cause to report (a version newer than any Fari wrote)."""


def read_sheet(data: Mapping[str, Any], file: str) -> FariSheet:
    """The sections of a Fari character of any version; NotWhatItClaims if its shape is not
    one Fari wrote."""
    shape = _Shape(file)
    name = data.get("name", "")
    if not isinstance(name, str):
        raise shape.wrong("name", "a text", name)
    group = data.get("group") if isinstance(data.get("group"), str) else None
    if "pages" in data:
        pages = shape.list(data, "pages")
        sections = []
        for p, page in enumerate(pages):
            page = shape.mapping(page, f"pages[{p}]")
            sections += _page_sections(page, f"pages[{p}]", shape)
        version = data.get("version")
        warnings = []
        if isinstance(version, int) and version > LATEST_VERSION:
            warnings.append(
                f"version: {version} is newer than any Fari fate-tui knows (the latest is "
                f"{LATEST_VERSION}); read by its layout, as version {_guess_version(pages)}"
            )
        if not isinstance(version, int) or not 3 <= version <= LATEST_VERSION:
            version = _guess_version(pages)
        return FariSheet(name, version, sections, group, warnings)
    if isinstance(data.get("aspects"), list):
        return FariSheet(name, _old_version(data), _old_sections(data, shape), group)
    raise NotWhatItClaims(f"{file}: a Fari file without pages or aspects: not a character")


def _guess_version(pages: list[Any]) -> int:
    first = pages[0] if pages and isinstance(pages[0], Mapping) else {}
    if "rows" in first:
        return 5
    return 4 if isinstance(first.get("sections"), Mapping) else 3


def _page_sections(page: Mapping[str, Any], path: str, shape: _Shape) -> list[Section]:
    raw: list[tuple[str, Any]] = []
    if "rows" in page:
        for r, row in enumerate(shape.list(page, "rows", path)):
            row = shape.mapping(row, f"{path}.rows[{r}]")
            for c, column in enumerate(shape.list(row, "columns", f"{path}.rows[{r}]")):
                where = f"{path}.rows[{r}].columns[{c}]"
                column = shape.mapping(column, where)
                for s, section in enumerate(shape.list(column, "sections", where)):
                    raw.append((f"{where}.sections[{s}]", section))
    elif isinstance(page.get("sections"), Mapping):
        for side in ("left", "right"):
            sides = page["sections"].get(side, [])
            if not isinstance(sides, list):
                raise shape.wrong(f"{path}.sections.{side}", "a list", sides)
            raw += [(f"{path}.sections.{side}[{s}]", sec) for s, sec in enumerate(sides)]
    else:
        sections = shape.list(page, "sections", path)
        raw += [(f"{path}.sections[{s}]", sec) for s, sec in enumerate(sections)]
    result = []
    for where, section in raw:
        section = shape.mapping(section, where)
        label = section.get("label")
        label = label if isinstance(label, str) else ""
        blocks = []
        for b, block in enumerate(shape.list(section, "blocks", where)):
            block = shape.mapping(block, f"{where}.blocks[{b}]")
            # Fari writes a block without a label as `"label": null`.
            block_label = block.get("label")
            block_label = block_label if isinstance(block_label, str) else ""
            blocks.append(
                Block(
                    type=str(block.get("type", "Text")),
                    label=block_label,
                    value=block.get("value", ""),
                    meta=meta if isinstance(meta := block.get("meta"), Mapping) else {},
                    where=f"{label} / {block_label}".strip(" /"),
                )
            )
        result.append(Section(str(label), blocks))
    return result


def _old_version(data: Mapping[str, Any]) -> int:
    version = data.get("version")
    if isinstance(version, int) and version in (1, 2):
        return version
    tracks = data.get("stressTracks") or []
    boxes = [box for t in tracks if isinstance(t, Mapping) for box in t.get("value") or []]
    return 1 if any(isinstance(box, bool) for box in boxes) else 2


def _old_sections(data: Mapping[str, Any], shape: _Shape) -> list[Section]:
    """Versions 1 and 2: the fixed fields, as the sections Fari's own migration makes."""
    sections = []
    for key, kind, default, block_type in (
        ("aspects", "aspects", "Aspects", "Text"),
        ("stunts", "stunts", "Stunts & Extras", "Text"),
        ("skills", "skills", "Skills", "Skill"),
        ("consequences", "consequences", "Consequences", "Text"),
    ):
        label = data.get(f"{key}Label") or default
        section = Section(str(label), kind=kind)
        for i, entry in enumerate(shape.list(data, key) if key in data else []):
            entry = shape.mapping(entry, f"{key}[{i}]")
            section.blocks.append(
                Block(
                    block_type,
                    str(entry.get("name", "")),
                    entry.get("value", ""),
                    {},
                    f"{key}[{i}] {entry.get('name', '')}".strip(),
                )
            )
        sections.append(section)
    stress = Section(str(data.get("stressTracksLabel") or "Stress"), kind="stress")
    for i, track in enumerate(shape.list(data, "stressTracks") if "stressTracks" in data else []):
        track = shape.mapping(track, f"stressTracks[{i}]")
        boxes = track.get("value", [])
        if not isinstance(boxes, list):
            raise shape.wrong(f"stressTracks[{i}].value", "a list of boxes", boxes)
        value = [
            {"checked": box, "label": str(n + 1)} if isinstance(box, bool) else box
            for n, box in enumerate(boxes)
        ]
        where = f"stressTracks[{i}] {track.get('name', '')}".strip()
        stress.blocks.append(Block("SlotTracker", str(track.get("name", "")), value, {}, where))
    sections.append(stress)
    points = Section("Fate Points", kind="fate points")
    if "fatePoints" in data or "refresh" in data:
        meta = {"isMainPointCounter": True, "max": data.get("refresh")}
        points.blocks.append(
            Block("PointCounter", "Fate Points", data.get("fatePoints", ""), meta, "fatePoints")
        )
    sections.append(points)
    if data.get("notes"):
        notes = Section(str(data.get("notesLabel") or "Notes"), kind="notes")
        notes.blocks.append(Block("Text", "Notes", data["notes"], {}, "notes"))
        sections.append(notes)
    return sections


class _Shape:
    """Checks one Fari file's structure, naming the key path of whatever is wrong."""

    def __init__(self, file: str) -> None:
        self.file = file

    def wrong(self, path: str, expected: str, value: Any) -> NotWhatItClaims:
        got = type(value).__name__ if value is not None else "nothing"
        return NotWhatItClaims(
            f"{self.file}: {path}: expected {expected}, got {got}; not a sheet Fari wrote"
        )

    def list(self, data: Mapping[str, Any], key: str, path: str = "") -> list[Any]:
        value = data.get(key)
        if not isinstance(value, list):
            raise self.wrong(f"{path}.{key}" if path else key, "a list", value)
        return value

    def mapping(self, value: Any, path: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.wrong(path, "an object", value)
        return value
