"""A Fate Core Official actor (Foundry VTT) -> a CharacterDraft.

The actor's `system` (`data` before Foundry 10) holds, keyed by name:
- `aspects`: `{name, value, description, notes}`; `name` is the slot (High Concept, Trouble),
  `value` the aspect;
- `skills`: `{name, rank, description, ...}`;
- `stunts`: `{name, description, linked_skill, refresh_cost, bonus, overcome, caa, attack,
  defend, ...}`;
- `tracks`: stress tracks and consequences alike: `{name, category, enabled, boxes,
  box_values, harm_can_absorb, aspect, label, ...}`; a consequence is a track whose `aspect`
  is an object `{name, when_marked, as_name}` holding the consequence's text;
- `details`: `fatePoints {current, refresh}`, `description`, `biography`, `notes`, `pronouns`.
Extras are the actor's `items` of type Extra.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fate_tui.interchange import labels
from fate_tui.interchange.draft import CharacterDraft, SheetConsequence, SheetTrack
from fate_tui.interchange.text import one_line, plain
from fate_tui.rules.character import CharacterKind, Stunt
from fate_tui.rules.ruleset import Severity

_BY_ABSORB = {2: Severity.MILD, 4: Severity.MODERATE, 6: Severity.SEVERE, 8: Severity.EXTREME}
_ACTIONS = (
    ("overcome", "overcome"),
    ("caa", "create_advantage"),
    ("attack", "attack"),
    ("defend", "defend"),
)
# FCO's default cost of a stunt: "the usual" for fate-tui, which knows which stunts are free.
_USUAL_COST = 1


def read_fco_actor(actor: Mapping[str, Any], kind: CharacterKind = CharacterKind.PC):
    system = actor.get("system", actor.get("data"))
    key = "system" if "system" in actor else "data"
    system = system if isinstance(system, Mapping) else {}
    draft = CharacterDraft(source="Fate Core Official", kind=kind)
    draft.name = one_line(actor.get("name")) or "Unnamed"
    if not one_line(actor.get("name")):
        draft.warn("name", "the actor has no name; called 'Unnamed'")
    _details(_table(system, "details"), f"{key}.details", draft)
    for name, aspect in _entries(system, "aspects"):
        where = f"{key}.aspects.{name}"
        text = one_line(aspect.get("value"))
        label = one_line(aspect.get("name")) or name
        if text:
            draft.aspects.append((labels.aspect_role(label), text, where))
        extra = plain(aspect.get("description")) + "\n" + plain(aspect.get("notes"))
        if extra.strip() and text:
            draft.keep(where, f"{text}: {extra.strip()}")
    for name, skill in _entries(system, "skills"):
        draft.skills.append(
            (one_line(skill.get("name")) or name, skill.get("rank", 0), f"{key}.skills.{name}")
        )
    for name, stunt in _entries(system, "stunts"):
        draft.stunts.append(_stunt(stunt, name, f"{key}.stunts.{name}", draft))
    for name, track in _entries(system, "tracks"):
        _track(track, name, f"{key}.tracks.{name}", draft)
    for index, item in enumerate(actor.get("items") or []):
        if isinstance(item, Mapping):
            _item(item, f"items[{index}]", draft)
    return draft


def _table(data: Mapping[str, Any], key: str) -> Mapping[str, Any]:
    value = data.get(key)
    return value if isinstance(value, Mapping) else {}


def _entries(system: Mapping[str, Any], key: str) -> list[tuple[str, Mapping[str, Any]]]:
    return [(k, v) for k, v in _table(system, key).items() if isinstance(v, Mapping)]


def _details(details: Mapping[str, Any], where: str, draft: CharacterDraft) -> None:
    points = _table(details, "fatePoints")
    for field, target in (("current", "fate_points"), ("refresh", "refresh")):
        value = points.get(field)
        if value in (None, ""):
            continue
        try:
            number = int(str(value).strip())
        except ValueError:
            draft.warn(f"{where}.fatePoints.{field}", f"'{value}' is not a number; in the notes")
            draft.keep(f"{where}.fatePoints.{field}", str(value))
            continue
        setattr(draft, target, (number, f"{where}.fatePoints.{field}"))
    draft.description = plain(_table(details, "description").get("value"))
    pronouns = one_line(_table(details, "pronouns").get("value"))
    if pronouns:
        draft.notes.append(f"Pronouns: {pronouns}")
    biography = plain(_table(details, "biography").get("value"))
    if biography:
        draft.notes.append(f"Biography:\n{biography}")
    notes = plain(_table(details, "notes").get("value"))
    if notes:
        draft.notes.append(notes)


def _stunt(stunt: Mapping[str, Any], key: str, where: str, draft: CharacterDraft) -> Stunt:
    actions = [ours for theirs, ours in _ACTIONS if stunt.get(theirs) is True]
    if len(actions) > 1:
        draft.warn(where, f"works for {', '.join(actions)}; fate-tui offers it for any action")
    cost = stunt.get("refresh_cost", _USUAL_COST)
    skill = one_line(stunt.get("linked_skill"))
    bonus = stunt.get("bonus", 0)
    return Stunt(
        name=one_line(stunt.get("name")) or key,
        text=plain(stunt.get("description")),
        refresh_cost=cost if isinstance(cost, int) and cost != _USUAL_COST else None,
        bonus=bonus if isinstance(bonus, int) and not isinstance(bonus, bool) else 0,
        skill=skill if skill and skill != "None" else None,
        action=actions[0] if len(actions) == 1 else None,
    )


def _track(track: Mapping[str, Any], key: str, where: str, draft: CharacterDraft) -> None:
    if track.get("enabled") is False:
        return  # a track this character does not have (the extra mild below Superb)
    name = one_line(track.get("name")) or key
    aspect = track.get("aspect")
    if isinstance(aspect, Mapping):
        text = one_line(aspect.get("name"))
        if not text:
            return
        severity = labels.severity(name) or _BY_ABSORB.get(_int(track.get("harm_can_absorb")))
        if severity is None:
            draft.warn(where, f"'{name}' is not a consequence of any severity; in the notes")
            draft.keep(where, f"{name}: {text}")
            return
        draft.consequences.append(SheetConsequence(severity, text, False, where, name))
        return
    values = track.get("box_values")
    boxes = values if isinstance(values, list) else [False] * _int(track.get("boxes"))
    if not boxes:
        return
    # FCO's label "escalating" numbers boxes 1, 2, 3...; a single character labels them all.
    label = str(track.get("label", "escalating"))
    sheet = [
        ((i + 1) if label == "escalating" else None, bool(marked)) for i, marked in enumerate(boxes)
    ]
    category = one_line(track.get("category"))
    if category and labels.fold(category) not in ("combat", ""):
        marks = " ".join("[x]" if marked else "[ ]" for _, marked in sheet)
        draft.keep(where, f"{name} ({category}) {marks}")
        return
    draft.tracks.append(SheetTrack(name, sheet, where))


def _item(item: Mapping[str, Any], where: str, draft: CharacterDraft) -> None:
    system = item.get("system", item.get("data"))
    system = system if isinstance(system, Mapping) else {}
    description = plain(_table(system, "description").get("value"))
    name = one_line(item.get("name")) or "an item"
    kind = one_line(item.get("type")) or "Item"
    draft.keep(where, f"{kind} '{name}'" + (f": {description}" if description else ""))


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0
