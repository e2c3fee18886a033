"""`fate-tui import`: other apps' files -> new characters and scenes of a campaign.

Everything is read and mapped before anything is written: one file that is not what it
claims, or that would make a campaign file larger than a campaign file may be (so that
`check` would refuse it), stops the whole import with nothing written. Ids come from names
and never take an existing file's place (a suffix instead) unless the GM asked to replace
it. Writing goes through the campaign store, the one path every change to a campaign takes.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from fate_tui.campaign.slugs import slugify
from fate_tui.campaign.state import character_path, scene_path
from fate_tui.campaign.store import CampaignStore
from fate_tui.interchange.draft import CharacterDraft
from fate_tui.interchange.fari_character import read_fari_character
from fate_tui.interchange.fari_export import fari_id
from fate_tui.interchange.fari_scene import SceneDraft, read_fari_scene
from fate_tui.interchange.fco_character import read_fco_actor
from fate_tui.interchange.sources import NotWhatItClaims, SourceKind, read_source
from fate_tui.interchange.text import without_controls
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.errors import FateError
from fate_tui.rules.scene import Scene, SceneStatus
from fate_tui.rules.wording import counted
from fate_tui.tomltext.tomlfile import MAX_FILE_BYTES


class ImportRefused(FateError):
    """Files that cannot be imported: one line per file, nothing written."""

    def __init__(self, reasons: list[str]) -> None:
        self.reasons = reasons
        super().__init__("\n".join(reasons))


@dataclass(frozen=True)
class Planned:
    """One file the import writes."""

    relpath: str
    value: Character | Scene
    source: str
    replaces: bool
    warnings: tuple[str, ...] = ()

    @property
    def title(self) -> str:
        return self.value.name if isinstance(self.value, Character) else self.value.title


@dataclass
class ImportPlan:
    """What an import will write, read and mapped before anything is: each character and scene
    with its file, and the lines of the sources that are not imported."""

    items: list[Planned] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)

    @property
    def characters(self) -> list[Character]:
        return [p.value for p in self.items if isinstance(p.value, Character)]

    @property
    def scenes(self) -> list[Scene]:
        return [p.value for p in self.items if isinstance(p.value, Scene)]

    @property
    def warnings(self) -> list[str]:
        return [w for item in self.items for w in item.warnings]


def plan_import(
    store: CampaignStore,
    files: Iterable[Path],
    *,
    kind: CharacterKind = CharacterKind.PC,
    replace: bool = False,
) -> ImportPlan:
    """Read every file and map it onto the campaign's rule set; ImportRefused (naming every
    file that could not be read) unless all of them could."""
    drafts: list[tuple[str, CharacterDraft | SceneDraft]] = []
    reasons: list[str] = []
    skipped: list[str] = []
    for path in files:
        try:
            source = read_source(path)
            for document in source.documents:
                if source.kind is SourceKind.FARI_CHARACTER:
                    drafts.append((source.name, read_fari_character(document, source.name, kind)))
                elif source.kind is SourceKind.FARI_SCENE:
                    drafts.append((source.name, read_fari_scene(document, source.name)))
                else:
                    actor = read_fco_actor(document, kind)
                    # In a file of several actors, each warning names its actor.
                    several = len(source.documents) > 1
                    label = f"{source.name} ({actor.name})" if several else source.name
                    drafts.append((label, actor))
            skipped += [f"{source.name}: {line}; not imported" for line in source.skipped]
        except NotWhatItClaims as error:
            reasons.append(str(error))
        except RecursionError:
            reasons.append(f"{path}: nested too deeply to be an export")
    if reasons:
        raise ImportRefused(reasons)
    plan = ImportPlan(skipped=skipped)
    ruleset = store.state.ruleset
    character_ids = set(store.state.characters)
    scene_ids = set(store.state.scenes)
    planned_characters: set[str] = set()
    planned_scenes: set[str] = set()
    known = _known_characters(store)
    for name, draft in drafts:
        if isinstance(draft, CharacterDraft):
            draft.remove_controls()  # before the name gives the id
            already = _already_there(draft, known, planned_characters)
            if replace and already:
                slug = already
                planned_characters.add(slug)
            else:
                slug = _slug(draft.name, character_ids, planned_characters, replace)
            character = draft.build(slug, ruleset)
            if already and not replace:
                draft.warn(
                    "",
                    f"'{draft.name}' is already in the campaign as "
                    f"{character_path(already)}; imported as {character_path(slug)} "
                    "(--replace replaces the one there)",
                )
            warnings = tuple(f"{name}: {w}" for w in draft.warnings)
            plan.items.append(
                Planned(character_path(slug), character, name, slug in character_ids, warnings)
            )
        else:
            title, removed = without_controls(draft.title)
            if removed:
                draft.warnings.append(
                    f"name: {removed} control or text-direction characters removed"
                )
            slug = _slug(title, scene_ids, planned_scenes, replace)
            scene = Scene(
                id=slug,
                title=title or "Untitled",
                status=SceneStatus.PREPARED,
                aspects=tuple(draft.aspects),
                notes="\n\n".join(draft.notes),
            )
            warnings = tuple(f"{name}: {w}" for w in draft.warnings)
            plan.items.append(Planned(scene_path(slug), scene, name, slug in scene_ids, warnings))
    oversized = _oversized(store, plan)
    if oversized:
        raise ImportRefused(oversized)
    return plan


def _oversized(store: CampaignStore, plan: ImportPlan) -> list[str]:
    """Why each file the import would write is too large to load again, naming the field
    that makes it so."""
    texts = preview(store, plan)
    reasons = []
    for item in plan.items:
        size = len(texts.get(item.relpath, "").encode("utf-8"))
        if size <= MAX_FILE_BYTES:
            continue
        key, largest = _largest_field(tomllib.loads(texts[item.relpath]))
        reasons.append(
            f"{item.source}: {item.title} would be written as {item.relpath} of {_mib(size)}, "
            f"more than the {_mib(MAX_FILE_BYTES)} a campaign file may hold; its field "
            f"{key} alone holds {_mib(largest)} (shorten it, then import again)"
        )
    return reasons


def _largest_field(data: object, key: str = "") -> tuple[str, int]:
    """The key path of the largest text in a file's data (`notes`, `stunts[2].description`),
    and its size in bytes."""
    if isinstance(data, dict):
        parts = (_largest_field(v, f"{key}.{_key(k)}" if key else _key(k)) for k, v in data.items())
    elif isinstance(data, list):
        parts = (_largest_field(v, f"{key}[{i}]") for i, v in enumerate(data))
    else:
        return key, len(str(data).encode("utf-8"))
    return max(parts, key=lambda part: part[1], default=(key, 0))


def _key(name: object) -> str:
    """A key as a key path shows it (imported names may hold anything)."""
    text = "".join(c for c in str(name) if c.isprintable())[:40]
    bare = text.replace("_", "").replace("-", "").isalnum() and text.isascii()
    return text if bare else '"' + text.replace('"', '\\"') + '"'


def _mib(size: int) -> str:
    return f"{size / (1024 * 1024):.1f} MiB"


def _known_characters(store: CampaignStore) -> dict[str, str]:
    """The campaign's characters by the Fari id of their export and by their folded name."""
    known: dict[str, str] = {}
    # Of several characters of one name, the one whose id is made from it ('ines-calderon'
    # before 'ines-calderon-2').
    for character in sorted(store.state.characters.values(), key=lambda c: (len(c.id), c.id)):
        known.setdefault(f"name:{character.name.strip().casefold()}", character.id)
        known[f"id:{fari_id(character.id)}"] = character.id
    return known


def _already_there(draft: CharacterDraft, known: dict[str, str], planned: set[str]) -> str | None:
    """The id of the character a file came from: the one whose export carries its Fari id,
    else the one of the same name; None for a character new to the campaign (or one this
    import already places)."""
    for key in (f"id:{draft.source_id}", f"name:{draft.name.strip().casefold()}"):
        found = known.get(key)
        if found and found not in planned:
            return found
    return None


def _slug(name: str, existing: set[str], planned: set[str], replace: bool) -> str:
    """An id from the name: never one this import already gave, and never an existing file's
    unless the GM asked to replace it."""
    slug = slugify(name, planned if replace else planned | existing)
    planned.add(slug)
    return slug


def preview(store: CampaignStore, plan: ImportPlan) -> dict[str, str]:
    """The text of every file the import would write, without writing."""
    return store.preview(characters=plan.characters, scenes=plan.scenes)


def apply(store: CampaignStore, plan: ImportPlan) -> None:
    """Write the plan through the store, as one change."""
    count = len(plan.items)
    store.commit(
        f"import {counted(count, 'file')}",
        characters=plan.characters,
        scenes=plan.scenes,
    )
