"""Character sheets as Markdown, for sharing in chat or printing; and an NPC as the players
know them, for the players' copy."""

from __future__ import annotations

from html import escape

from fate_tui.campaign.players_view import PersonView
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.derived import consequence_slots, refresh, stress_tracks
from fate_tui.rules.ruleset import RuleSet

KIND_TITLES = {
    CharacterKind.PC: "Player character",
    CharacterKind.MAJOR_NPC: "Major NPC",
    CharacterKind.MINOR_NPC: "Minor NPC",
    CharacterKind.MOOK_GROUP: "Mook group",
}


def md(text: str) -> str:
    """Text the GM or an import wrote, safe in Markdown: raw HTML in it ('<script>', '<img
    onerror=...>') is shown as written, not passed through to whatever renders the file."""
    return escape(str(text), quote=False)


def character_markdown(character: Character, ruleset: RuleSet) -> str:
    """A readable sheet: aspects, skills on the ladder, stunts, stress, consequences."""
    lines = [f"# {md(character.name)}", ""]
    subtitle = KIND_TITLES[character.kind]
    if character.player:
        subtitle += f", played by {md(character.player)}"
    if character.kind is CharacterKind.MOOK_GROUP:
        subtitle += f" ({character.group_size} standing)"
    lines += [f"*{subtitle} — {ruleset.title}*", ""]
    if character.description:
        lines += [md(character.description.strip()), ""]
    lines += _aspects(character)
    lines += _skills(character, ruleset)
    lines += _stunts(character, ruleset)
    lines += _harm(character, ruleset)
    if character.notes:
        lines += ["## Notes", "", md(character.notes.strip()), ""]
    return "\n".join(lines).rstrip() + "\n"


def _aspects(character: Character) -> list[str]:
    if not character.aspects:
        return []
    lines = ["## Aspects", ""]
    for aspect in character.aspects:
        label = f"**{aspect.role.title()}:** " if aspect.role else ""
        lines.append(f"- {label}{md(aspect.name)}")
    return [*lines, ""]


def _skills(character: Character, ruleset: RuleSet) -> list[str]:
    if not character.skills:
        return []
    title = "Approaches" if ruleset.characters.uses_approaches else "Skills"
    by_rating: dict[int, list[str]] = {}
    for skill, value in character.skills.items():
        by_rating.setdefault(value, []).append(skill)
    lines = [f"## {title}", ""]
    for value in sorted(by_rating, reverse=True):
        lines.append(
            f"- **{ruleset.ladder.label(value)}:** {md(', '.join(sorted(by_rating[value])))}"
        )
    return [*lines, ""]


def _stunts(character: Character, ruleset: RuleSet) -> list[str]:
    lines = []
    if character.stunts:
        lines += ["## Stunts", ""]
        for stunt in character.stunts:
            text = f": {md(' '.join(stunt.text.split()))}" if stunt.text else ""
            lines.append(f"- **{md(stunt.name)}**{text}")
        lines.append("")
    if character.kind in (CharacterKind.PC, CharacterKind.MAJOR_NPC):
        lines += [
            f"**Refresh:** {refresh(character, ruleset)} · "
            f"**Fate points:** {character.fate_points}",
            "",
        ]
    return lines


def _harm(character: Character, ruleset: RuleSet) -> list[str]:
    lines = []
    tracks = stress_tracks(character, ruleset)
    if tracks:
        lines += ["## Stress", ""]
        for track in tracks:
            one_point = all(value == 1 for value in track.boxes)
            boxes = " ".join(
                ("☒" if i in track.marked else "☐") + ("" if one_point else str(value))
                for i, value in enumerate(track.boxes)
            )
            lines.append(f"- **{md(track.name.title())}:** {boxes or 'no boxes'}")
        lines.append("")
    slots = consequence_slots(character, ruleset)
    if slots:
        lines += ["## Consequences", ""]
        for slot in slots:
            value = f" ({slot.value})" if slot.value else ""
            if slot.filled is None:
                lines.append(f"- {md(slot.name.title())}{value}: —")
            else:
                state = " *(recovering)*" if slot.filled.recovering else ""
                lines.append(f"- {md(slot.name.title())}{value}: {md(slot.filled.aspect)}{state}")
        lines.append("")
    return lines


NOTHING_KNOWN = "Nothing more of them is known to the table yet."


def known_npc_items(person: PersonView) -> list[tuple[str, str]]:
    """What the players know of an NPC (`players_view.npc_as_known`), as (label, text) items,
    the label empty for an aspect: the aspects not hidden, how many of a mook group stand,
    the stress and consequences the table has inflicted. Never a skill, stunt, fate point
    or note."""
    items = [("", a.name) for a in person.aspects]
    if person.mooks is not None:
        items.append(("Standing", str(person.mooks)))
    for track in person.stress:
        boxes = " ".join(
            ("☒" if i in track.marked else "☐") + str(value) for i, value in enumerate(track.boxes)
        )
        items.append((f"{track.name.title()} stress", boxes))
    items += [(f"{c.slot.title()} consequence", c.aspect) for c in person.consequences]
    items += [(name.title(), f"{marked} marked") for name, marked in person.conditions]
    if person.out:
        items.append(("Out of the fight", person.out))
    return items


def known_npc_lines(person: PersonView) -> list[str]:
    """The items of `known_npc_items` as a Markdown list."""
    return [
        f"- *{md(label)}:* {md(text)}" if label else f"- {md(text)}"
        for label, text in known_npc_items(person)
    ]


def known_npc_markdown(person: PersonView, ruleset: RuleSet) -> str:
    """An NPC's page for the players: what the table knows of them, nothing of their sheet."""
    lines = [f"# {md(person.name)}", "", f"*NPC, as the table knows them — {ruleset.title}*", ""]
    lines += known_npc_lines(person) or [NOTHING_KNOWN]
    return "\n".join(lines).rstrip() + "\n"
