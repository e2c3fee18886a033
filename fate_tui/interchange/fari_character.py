"""A Fari character sheet -> a CharacterDraft, mapped by the labels of Fari's Fate templates.

Blocks say what they are by their type where they can (Skill, SlotTracker, PointCounter);
Text blocks by their section's title (Aspects, Stunts, Consequences in any language Fari ships
templates for) and their own label (High Concept, Trouble, Mild...). A block that fits nowhere
goes into the character's notes with its section and label.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from fate_tui.interchange import labels
from fate_tui.interchange.draft import CharacterDraft, SheetConsequence, SheetTrack
from fate_tui.interchange.fari_export import KIND_WORDS
from fate_tui.interchange.fari_sheet import Block, FariSheet, Section, read_sheet
from fate_tui.interchange.sources import NotWhatItClaims
from fate_tui.interchange.stunt_line import read_elapsed_line, read_slot_line, read_stunt_line
from fate_tui.interchange.text import one_line, plain, squash
from fate_tui.rules.character import CharacterKind, ExtraSlot, Stunt
from fate_tui.rules.rulesets import RULESETS

_CREDITS = labels.word_set("Credits|Source|Sources|Créditos|Crediti|Quellen")
_DESCRIPTION = labels.word_set("Description|Descripción|Beschreibung|Descrizione|Descrição")
_PLAYER = labels.word_set("Player|Jugador|Spieler|Giocatore|Joueur|Jogador")
_BIOGRAPHY = labels.word_set("Biography|Biografía|Biographie|Biografia")
_KIND = labels.word_set("Kind")
_GROUP_SIZE = labels.word_set("Group Size")
KINDS = {labels.fold(word): kind for kind, word in KIND_WORDS.items()}
# The skills and approaches of every Fate rule set, by their English names.
_FATE_SKILLS = frozenset(
    labels.fold(skill) for ruleset in RULESETS.values() for skill in ruleset.characters.skills
)
# The text Fari's "General" templates put in an empty stunt block.
_PLACEHOLDERS = labels.word_set("description")


def read_fari_character(
    data: Mapping[str, Any], file: str, kind: CharacterKind = CharacterKind.PC
) -> CharacterDraft:
    """Map a Fari character of any version; NotWhatItClaims for a sheet of another game."""
    sheet = read_sheet(data, file)
    _check_is_fate(sheet, data, file)
    draft = CharacterDraft(source="Fari", kind=kind)
    draft.source_id = data.get("id") if isinstance(data.get("id"), str) else None
    for warning in sheet.warnings:
        draft.warn("", warning)
    draft.name = one_line(sheet.name)
    if not draft.name:
        draft.name = Path(file).name.split(".")[0] or "Unnamed"
        draft.warn("name", f"the sheet has no name; called '{draft.name}'")
    if sheet.group and sheet.group.strip():
        # The folder the sheet was filed under in Fari: the GM's, so it is kept.
        draft.keep("group", f"filed in Fari under '{squash(sheet.group)}'")
    for section in sheet.sections:
        _read_section(section, draft)
    return draft


def _check_is_fate(sheet: FariSheet, data: Mapping[str, Any], file: str) -> None:
    """A Fate sheet has Fate aspects (an aspects section, a trouble), consequences, or Fate's
    skills or approaches. One block called 'Concept' is not enough: Vampire, The Riddle of
    Steel or 7th Sea sheets have one too."""
    fate_skills = skills = 0
    for section in sheet.sections:
        kind = _section_kind(section)
        if kind in ("aspects", "consequences"):
            return
        texts = [b for b in section.blocks if b.type == "Text"]
        if any(labels.aspect_role(b.label) == "trouble" for b in texts):
            return
        rolled = [b for b in section.blocks if b.type in ("Skill", "DicePool")]
        skills += len(rolled)
        fate_skills += sum(1 for b in rolled if _is_fate_skill(b.label))
    # Most of the sheet's skills are Fate's: Vampire's thirty abilities share Crafts, Drive
    # and Stealth with Fate, and are not Fate's for that.
    if fate_skills >= 3 and fate_skills * 2 >= skills:
        return
    raise NotWhatItClaims(
        f"{file}: a Fari sheet of another game ({_looks_like(sheet, data)}: no Fate aspects, "
        "skills or approaches on it); fate-tui imports Fate characters"
    )


def _is_fate_skill(label: str) -> bool:
    folded = labels.fold(label)
    return folded in _FATE_SKILLS or labels.skill_name(label) is not None


def _looks_like(sheet: FariSheet, data: Mapping[str, Any]) -> str:
    """What a sheet of another game looks like, in the words it uses itself."""
    template = data.get("template")
    if isinstance(template, str) and template.strip() and template not in ("Blank", "Default"):
        return f"Fari template '{squash(template)}'"
    if sheet.name.strip():
        return f"'{squash(one_line(sheet.name))}'"
    titles = [squash(plain(s.label)) for s in sheet.sections if s.label.strip()]
    shown = ", ".join(dict.fromkeys(titles[:6]))
    return f"sections {shown}" if shown else "a sheet with no sections"


def _section_kind(section: Section) -> str:
    if section.kind:
        return section.kind
    title = labels.fold(section.label)
    types = {block.type for block in section.blocks}
    text_labels = [b.label for b in section.blocks if b.type == "Text" and b.label.strip()]
    if "Skill" in types:
        return "skills"
    if labels.is_aspect_section(section.label):
        return "aspects"
    if labels.is_consequence_section(section.label) or (
        text_labels and all(labels.severity(label) for label in text_labels)
    ):
        return "consequences"
    if labels.is_stunt_label(section.label):
        return "stunts"
    if "SlotTracker" in types and (
        labels.is_stress_section(section.label)
        or all(labels.stress_track(b.label) for b in section.blocks if b.type == "SlotTracker")
    ):
        return "stress"
    if title in _CREDITS:
        return "credits"
    return "other"


def _read_section(section: Section, draft: CharacterDraft) -> None:
    kind = _section_kind(section)
    for number, block in enumerate(section.blocks, start=1):
        if block.type in ("Skill", "DicePool"):
            _read_skill(block, draft)
        elif block.type == "SlotTracker":
            _read_track(block, kind, draft)
        elif block.type in ("PointCounter", "Numeric"):
            _read_points(block, draft)
        elif isinstance(block.value, Mapping | list):
            # A value Fari's block types never hold: its text is kept, with a word.
            draft.warn(block.where, "the value is an object, not text; kept in the notes")
            draft.keep(block.where, _flatten(block.value) or "(empty)")
        elif block.type == "Text":
            _read_text(block, kind, number, draft)
        elif block.type == "Link":
            if kind != "credits" and _text(block.value):
                draft.keep(block.where, _text(block.value))
        elif block.type == "Image":
            value = _text(block.value)
            if value:
                draft.keep(block.where, value if len(value) < 300 else "an image")
        elif block.type != "Separator" and _text(block.value):
            draft.keep(block.where, _text(block.value))


# Fari's "General" templates have one Skill block per row of the pyramid ("+4 Skills:"),
# the skills written into the label after the colon.
_PYRAMID_ROW = re.compile(r"^\s*([+-]?\d+)\s*[^:]*:\s*(.*)$")


def _read_skill(block: Block, draft: CharacterDraft) -> None:
    label = squash(plain(block.label))
    row = _PYRAMID_ROW.match(label)
    if row and not _is_fate_skill(label):
        names = [squash(n) for n in re.split(r"[,;/]", row.group(2)) if squash(n)]
        value = _text(block.value) or row.group(1)
        for name in names:
            draft.skills.append((name, value, block.where))
        return
    draft.skills.append((label, _text(block.value), block.where))


def _flatten(value: Any) -> str:
    """The text inside a JSON value, leaf by leaf."""
    if isinstance(value, Mapping):
        return " / ".join(t for t in (_flatten(v) for v in value.values()) if t)
    if isinstance(value, list):
        return " / ".join(t for t in (_flatten(v) for v in value) if t)
    return _text(value)


def _extra_slot(block: Block) -> ExtraSlot | None:
    return read_slot_line(one_line(block.label), str(block.meta.get("helperText", "") or ""))


def _read_text(block: Block, kind: str, number: int, draft: CharacterDraft) -> None:
    value = plain(block.value)
    if kind == "stunts" and labels.fold(value) in _PLACEHOLDERS:
        value = ""
    if not value:
        if kind == "consequences" and (slot := _extra_slot(block)):
            draft.extra_slots.append(slot)  # an empty slot a stunt gives
        return
    label = labels.fold(block.label)
    role = labels.aspect_role(block.label)
    if kind == "aspects" or role:
        draft.aspects.append((role, squash(value), block.where))
    elif kind == "consequences" and (slot := _extra_slot(block)):
        draft.extra_slots.append(slot)
        draft.consequences.append(
            SheetConsequence(
                slot.severity,
                squash(value),
                bool(block.meta.get("checked")),
                block.where,
                block.label,
                read_elapsed_line(str(block.meta.get("helperText", "") or "")),
                slot=slot.name,
            )
        )
    elif kind == "consequences" and (severity := labels.severity(block.label)):
        recovering = bool(block.meta.get("checked"))
        elapsed = read_elapsed_line(str(block.meta.get("helperText", "") or ""))
        draft.consequences.append(
            SheetConsequence(severity, squash(value), recovering, block.where, block.label, elapsed)
        )
    elif kind == "stunts":
        draft.stunts.append(_stunt(block, value, number, draft))
    elif label in labels.NOTES_WORDS:
        draft.notes.append(value)
    elif label in _DESCRIPTION:
        draft.description = value
    elif label in _PLAYER:
        draft.player = squash(value)
    elif label in _KIND and labels.fold(value) in KINDS:
        draft.kind = KINDS[labels.fold(value)]
    elif label in _GROUP_SIZE and value.strip().isdigit():
        draft.group_size = int(value.strip())
    elif label in _BIOGRAPHY:
        draft.notes.append(f"{block.label.strip().title()}:\n{value}")
    else:
        draft.keep(block.where, value)


def _stunt(block: Block, value: str, number: int, draft: CharacterDraft) -> Stunt:
    name = one_line(block.label)
    text = value
    if not name or labels.is_stunt_label(name):
        head, colon, rest = value.partition(":")
        if colon and len(head) <= 60 and "\n" not in head:
            name, text = head.strip(), rest.strip()
        elif len(value) <= 60 and "\n" not in value:
            name, text = value, ""
        else:
            name = f"Stunt {number}"
    fields = read_stunt_line(str(block.meta.get("helperText", "") or "")) or {}
    skill = fields.get("skill")
    return Stunt(
        name=name,
        text=text,
        refresh_cost=fields.get("refresh_cost"),  # type: ignore[arg-type]
        fate_point_cost=int(fields.get("fate_point_cost", 0)),  # type: ignore[call-overload]
        bonus=int(fields.get("bonus", 0)),  # type: ignore[call-overload]
        skill=str(skill) if skill else None,
        action=fields.get("action"),  # type: ignore[arg-type]
        once_per_session=bool(fields.get("once_per_session", False)),
        once_per_scene=bool(fields.get("once_per_scene", False)),
    )


def _read_track(block: Block, kind: str, draft: CharacterDraft) -> None:
    boxes = block.value if isinstance(block.value, list) else []
    parsed: list[tuple[int | None, bool]] = []
    for box in boxes:
        if not isinstance(box, Mapping):
            draft.warn(block.where, "a box that is not {label, checked}; skipped")
            continue
        label = str(box.get("label", "")).strip()
        value = int(label) if label.isdigit() else None
        parsed.append((value, bool(box.get("checked"))))
    if kind != "stress" and labels.stress_track(block.label) is None:
        marks = " ".join(f"[{'x' if checked else ' '}]" for _, checked in parsed)
        draft.keep(block.where, f"{marks} ({sum(c for _, c in parsed)} of {len(parsed)} marked)")
        return
    draft.tracks.append(SheetTrack(one_line(block.label), parsed, block.where))


def _read_points(block: Block, draft: CharacterDraft) -> None:
    label = labels.fold(block.label)
    is_fate_points = bool(block.meta.get("isMainPointCounter")) or label in labels.FATE_POINT_WORDS
    if label in labels.REFRESH_WORDS and not block.meta.get("isMainPointCounter"):
        _number(block.value, block.where, draft, "refresh")
        return
    if label in labels.SAVED_SKILL_POINTS:
        _number(block.value, block.where, draft, "saved_skill_points")
        return
    if not is_fate_points:
        if _text(block.value):
            draft.keep(block.where, _text(block.value))
        return
    _number(block.value, block.where, draft, "fate_points")
    if block.meta.get("max") not in (None, ""):
        _number(block.meta.get("max"), f"{block.where} (max)", draft, "refresh")


def _number(value: Any, where: str, draft: CharacterDraft, target: str) -> None:
    text = _text(value)
    if not text:
        return
    try:
        number = int(text)
    except ValueError:
        draft.warn(where, f"'{text}' is not a number; kept in the notes")
        draft.keep(where, text)
        return
    if number < 0:
        draft.warn(where, f"{number} is below zero; kept in the notes")
        draft.keep(where, text)
        return
    setattr(draft, target, (number, where))


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return ""
    if isinstance(value, int | float):
        return str(value)
    return plain(value)
