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

import hashlib
from collections.abc import Mapping
from typing import Any

from fate_tui.interchange import labels
from fate_tui.interchange.draft import CharacterDraft, SheetConsequence, SheetTrack
from fate_tui.interchange.text import plain, squash
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
# The categories FCO puts stress and consequences in ("Combat"), in every language it ships.
_COMBAT = labels.word_set("Combat|Kampf|Combate|Boj")
# The label that numbers a track's boxes 1, 2, 3...: FCO's Czech defaults translate it.
_ESCALATING = labels.word_set("escalating|eskalující")

# FCO copies each aspect slot's rules text (its `baseDefaults` in lang/*.json: "Your high
# concept is a phrase that sums up...", several kilobytes per character) and "New Aspect"
# into every actor's aspect descriptions. They are the module's words, not the GM's: an
# aspect description is kept unless it is one of these (SHA-256 of the folded plain text,
# first 16 hex digits; English, German, Spanish and Brazilian Portuguese, FCO 4.7.14.8; Czech,
# FCO 4.7.14.2 at commit 105ed5b8: its Core, Condensed, Accelerated and Dresden Files
# Accelerated slots, "Nový aspekt" and "Přidat nový aspekt").
_DEFAULT_DESCRIPTIONS = frozenset(
    (
        "073feaa3f1b2e28f",
        "0ab96406e8d01420",
        "0b1de1efd086e763",
        "14ca5ee04a669186",
        "17d9019b022ed6b5",
        "1c30a8c050a28952",
        "1d648bf1cf23b7e5",
        "20ee8135d3628263",
        "252367c0302120a1",
        "2809da2fef3e443b",
        "29fee8913fc78801",
        "2d6baa35814efb69",
        "2e8cb84025e1c418",
        "3274711d36eaa540",
        "353955cf26a6877e",
        "36dd4e85248bc34b",
        "3af044eb3884c99c",
        "469cd2d35f4f63ba",
        "4f65f9868df56a59",
        "4fa256a1532e3a4a",
        "50766ec5e286bd6e",
        "5339ab1b1f9fc095",
        "5cbfaa0dfb138f86",
        "5f010e671353220b",
        "60464cafa10c4850",
        "60e19397abef1241",
        "622b01ee5b67aaa5",
        "64f7141a555f2476",
        "6f3aad180f47ad95",
        "7780b83f5c1f468a",
        "7b683e7de3faa316",
        "7b87040f78a77ae6",
        "7bf563c15cfc8c32",
        "8074ba94e1f58e82",
        "83e3fc7b9c527b5b",
        "84bcd3b6509e78bb",
        "858f2dcaec14fc6c",
        "8ec6958cc934de53",
        "92693d998c4ad48a",
        "9dec05b2fc5fa184",
        "a3403c9e6f3d6bdb",
        "a4494f484ccfa1c2",
        "a4aec56ffa12e1b6",
        "a504349925d7a0ff",
        "a5e098dd49aa09c2",
        "a70901e874df0f7e",
        "ab0c565ff03b28a4",
        "ac2d57cfdae0754d",
        "ad565843f851cb42",
        "af9d5a09c4e6bfd9",
        "b093ec8ae0418d53",
        "b677d03341fbde89",
        "b9d26cd91521a3a9",
        "ba62ab11439c6480",
        "c2331849817eaa94",
        "c3c04134831b2d10",
        "c7464af6228c7a2f",
        "cd5b9219c07116af",
        "cec51ddb102632f9",
        "cfd4631320a55457",
        "d76162171d1c41f7",
        "ed84cafa05d547ff",
        "f2360244a5138644",
        "f25f12c173113d15",
        "f345d8aedf151739",
        "f67d4581436021bd",
        "f9bdb2d7cf0a7f45",
        "fab09fb76d04a61d",
        "fb69dca3005761bc",
        "fd90f42e9545d275",
    )
)


def _is_default_text(html_text: object) -> bool:
    folded = labels.fold(" ".join(plain(html_text).split()))
    if folded == "notes":  # what FCO writes in a new aspect's notes
        return True
    return hashlib.sha256(folded.encode()).hexdigest()[:16] in _DEFAULT_DESCRIPTIONS


def read_fco_actor(
    actor: Mapping[str, Any], kind: CharacterKind = CharacterKind.PC
) -> CharacterDraft:
    system = actor.get("system", actor.get("data"))
    key = "system" if "system" in actor else "data"
    system = system if isinstance(system, Mapping) else {}
    draft = CharacterDraft(source="Fate Core Official", kind=kind)
    draft.name = _line(actor.get("name")) or "Unnamed"
    if not _line(actor.get("name")):
        draft.warn("name", "the actor has no name; called 'Unnamed'")
    _details(_table(system, "details"), f"{key}.details", draft)
    for name, aspect in _entries(system, "aspects"):
        where = f"{key}.aspects.{name}"
        text = _line(aspect.get("value"))
        label = _line(aspect.get("name")) or name
        if text:
            draft.aspects.append((labels.aspect_role(label), text, where))
        own = [
            plain(aspect.get(field))
            for field in ("description", "notes")
            if not _is_default_text(aspect.get(field))
        ]
        extra = "\n".join(part for part in own if part.strip())
        if extra.strip() and text:
            draft.keep(where, f"{text}: {extra.strip()}")
    for name, skill in _entries(system, "skills"):
        draft.skills.append(
            (_line(skill.get("name")) or name, skill.get("rank", 0), f"{key}.skills.{name}")
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
    pronouns = squash(plain(_table(details, "pronouns").get("value")))
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
    skill = _line(stunt.get("linked_skill"))
    bonus = stunt.get("bonus", 0)
    return Stunt(
        name=_line(stunt.get("name")) or key,
        text=plain(stunt.get("description")),
        refresh_cost=cost if isinstance(cost, int) and cost != _USUAL_COST else None,
        bonus=bonus if isinstance(bonus, int) and not isinstance(bonus, bool) else 0,
        skill=skill if skill and skill != "None" else None,
        action=actions[0] if len(actions) == 1 else None,
    )


def _track(track: Mapping[str, Any], key: str, where: str, draft: CharacterDraft) -> None:
    if track.get("enabled") is False:
        return  # a track this character does not have (the extra mild below Superb)
    name = _line(track.get("name")) or key
    aspect = track.get("aspect")
    if isinstance(aspect, Mapping):
        text = _line(aspect.get("name"))
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
    escalating = labels.fold(str(track.get("label", "escalating"))) in _ESCALATING
    sheet = [((i + 1) if escalating else None, bool(marked)) for i, marked in enumerate(boxes)]
    category = _line(track.get("category"))
    if category and labels.fold(category) not in _COMBAT:
        marks = " ".join("[x]" if marked else "[ ]" for _, marked in sheet)
        draft.warn(
            where,
            f"'{name}' is a track of category '{category}', not stress; kept in the notes",
        )
        draft.keep(where, f"{name} ({category}) {marks}")
        return
    draft.tracks.append(SheetTrack(name, sheet, where))


def _item(item: Mapping[str, Any], where: str, draft: CharacterDraft) -> None:
    system = item.get("system", item.get("data"))
    system = system if isinstance(system, Mapping) else {}
    description = plain(_table(system, "description").get("value"))
    name = _line(item.get("name")) or "an item"
    kind = _line(item.get("type")) or "Item"
    draft.keep(where, f"{kind} '{name}'" + (f": {description}" if description else ""))


def _line(value: Any) -> str:
    """FCO's names and aspects are plain strings (not HTML): on one line, read once."""
    return squash(value) if isinstance(value, str) else ""


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0
