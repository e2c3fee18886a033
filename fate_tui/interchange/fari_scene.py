"""A Fari scene -> a fate-tui scene whose situation aspects are its index cards.

Fari's `SceneFactory` knows two versions: 1 keeps `aspects` as a record of cards with a `type`
(0 aspect, 1 boost, 2 bad guy, 3 NPC, 4 index card) and `isPrivate`; 2 keeps `indexCards` as
`{public: [...], private: [...]}`, each card with sub-cards. Every card's title becomes a
situation aspect (private cards hidden from the players, boosts as boosts); what a card says
beyond its title goes into the scene's notes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from fate_tui.interchange.sources import NotWhatItClaims
from fate_tui.interchange.text import one_line, plain
from fate_tui.rules.aspects import UP_FOR_GRABS, Aspect, AspectKind

_BOOST = 1


@dataclass
class SceneDraft:
    """A scene read from Fari: its title, its index cards as situation aspects, what the cards
    say beyond their titles as notes, and warnings about what did not fit."""

    title: str
    aspects: list[Aspect] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def read_fari_scene(data: Mapping[str, Any], file: str) -> SceneDraft:
    title = one_line(data.get("name")) or "Imported scene"
    draft = SceneDraft(title)
    if not one_line(data.get("name")):
        draft.warnings.append(f"name: the scene has no name; called '{title}'")
    notes = plain(data.get("notes"))
    if notes:
        draft.notes.append(notes)
    cards = data.get("indexCards")
    if isinstance(cards, Mapping):
        for visibility in ("public", "private"):
            entries = cards.get(visibility, [])
            if not isinstance(entries, list):
                raise NotWhatItClaims(
                    f"{file}: indexCards.{visibility}: expected a list, got "
                    f"{type(entries).__name__}; not a scene Fari wrote"
                )
            for i, card in enumerate(entries):
                _card(card, f"indexCards.{visibility}[{i}]", visibility == "private", draft, file)
    elif isinstance(data.get("aspects"), Mapping):
        for key, card in data["aspects"].items():
            if not isinstance(card, Mapping):
                raise NotWhatItClaims(f"{file}: aspects.{key}: expected an object")
            _card(card, f"aspects.{key}", bool(card.get("isPrivate")), draft, file)
    else:
        raise NotWhatItClaims(f"{file}: a Fari scene without index cards or aspects")
    return draft


def _card(card: Any, where: str, hidden: bool, draft: SceneDraft, file: str) -> None:
    if not isinstance(card, Mapping):
        raise NotWhatItClaims(f"{file}: {where}: expected an index card (an object)")
    title = one_line(card.get("title"))
    details = _details(card)
    if title:
        boost = card.get("type") == _BOOST
        draft.aspects.append(
            Aspect(
                title,
                AspectKind.BOOST if boost else AspectKind.SITUATION,
                (UP_FOR_GRABS,) if boost else (),
                hidden=hidden,
            )
        )
        if details:
            draft.notes.append(f"{title}:\n{details}")
    elif details:
        draft.notes.append(details)
        draft.warnings.append(f"{where}: a card without a title; its text went into the notes")
    for i, sub in enumerate(card.get("subCards") or []):
        _card(sub, f"{where}.subCards[{i}]", hidden, draft, file)


def _details(card: Mapping[str, Any]) -> str:
    lines = []
    content = plain(card.get("content"))
    if content:
        lines.append(content)
    for block in card.get("blocks") or []:
        if not isinstance(block, Mapping):
            continue
        label = one_line(block.get("label"))
        value = block.get("value")
        if isinstance(value, list):  # a slot tracker (a countdown, a stress track)
            marked = sum(1 for box in value if isinstance(box, Mapping) and box.get("checked"))
            text = f"{marked} of {len(value)} boxes marked"
        else:
            text = plain(value) if not isinstance(value, int | float) else str(value)
        if text:
            lines.append(f"{label}: {text}" if label else text)
    # Version 1 cards kept stress tracks and consequences in their own lists.
    for track in card.get("tracks") or []:
        if isinstance(track, Mapping) and isinstance(track.get("value"), list):
            boxes = track["value"]
            marked = sum(1 for b in boxes if isinstance(b, Mapping) and b.get("checked"))
            lines.append(f"{one_line(track.get('name'))}: {marked} of {len(boxes)} boxes marked")
    for consequence in card.get("consequences") or []:
        if isinstance(consequence, Mapping) and plain(consequence.get("value")):
            lines.append(f"{one_line(consequence.get('name'))}: {plain(consequence['value'])}")
    return "\n".join(lines)
