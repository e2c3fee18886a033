"""A character as a printable one-page HTML sheet: open it in a browser and print.

Self-contained (no scripts, no outside fonts or images) so it prints the same anywhere; two
columns on an A4 or Letter page, aspects and stunts on the left, skills, fate points, stress
and consequences on the right, with empty boxes to mark in pencil.
"""

from __future__ import annotations

import itertools
import re
from html import escape

from fate_tui.campaign.export import KIND_TITLES, NOTHING_KNOWN, known_npc_items
from fate_tui.campaign.players_view import PersonView
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.derived import consequence_slots, refresh, stress_tracks
from fate_tui.rules.ruleset import RuleSet

_ITEM = re.compile(r"^[-*•]\s+")
_STYLE = """
@page { size: auto; margin: 12mm; }
* { box-sizing: border-box; }
body { font: 10pt/1.35 Georgia, "Times New Roman", serif; color: #111; margin: 0 auto;
       max-width: 190mm; padding: 8mm 0; }
header { border-bottom: 2px solid #111; margin-bottom: 4mm; }
h1 { font-size: 20pt; margin: 0; }
.sub { margin: 1mm 0 2mm; font-style: italic; }
.columns { display: grid; grid-template-columns: 1fr 1fr; gap: 6mm; }
section { break-inside: avoid; margin-bottom: 4mm; }
h2 { font: bold 9pt/1.2 Helvetica, Arial, sans-serif; text-transform: uppercase;
     letter-spacing: .08em; border-bottom: 1px solid #999; margin: 0 0 1.5mm; }
dl, ul { margin: 0; padding: 0; list-style: none; }
dt { font: bold 7.5pt Helvetica, Arial, sans-serif; text-transform: uppercase; color: #555; }
dd { margin: 0 0 1.5mm; }
li { margin-bottom: 1.2mm; }
.rating { display: inline-block; min-width: 22mm; font-weight: bold; }
.box { display: inline-block; width: 6mm; height: 6mm; border: 1.2px solid #111;
       text-align: center; line-height: 5.6mm; margin-right: 1mm; font-size: 7pt; }
.box.marked { background: #111; color: #fff; }
.slot { border-bottom: 1px solid #999; min-height: 6mm; margin-bottom: 1.5mm; }
.slot span { font: bold 7.5pt Helvetica, Arial, sans-serif; color: #555; margin-right: 2mm; }
.points { font-size: 12pt; }
.notes p { margin: 0 0 1.5mm; }
.notes .list { list-style: disc; padding-left: 4mm; }
@media print { body { padding: 0; } }
"""


def character_html(character: Character, ruleset: RuleSet) -> str:
    """The whole HTML document for one character."""
    subtitle = KIND_TITLES[character.kind]
    if character.player:
        subtitle += f", played by {character.player}"
    if character.kind is CharacterKind.MOOK_GROUP:
        subtitle += f" ({character.group_size} standing)"
    left = _aspects(character) + _stunts(character) + _text("Description", character.description)
    left += _text("Notes", character.notes)
    right = _skills(character, ruleset) + _points(character, ruleset) + _harm(character, ruleset)
    body = (
        f"<header><h1>{escape(character.name)}</h1>"
        f'<p class="sub">{escape(subtitle)} · {escape(ruleset.title)}</p></header>'
        f'<div class="columns"><div>{"".join(left)}</div><div>{"".join(right)}</div></div>'
    )
    return _document(character.name, body)


def known_npc_html(person: PersonView, ruleset: RuleSet) -> str:
    """The HTML page of an NPC as the players know them (`players_view.npc_as_known`): the
    same items as the players' view, laid out as the sheet is; never a skill, stunt, fate
    point or note."""
    items = "".join(
        f"<li><strong>{escape(label)}:</strong> {escape(text)}</li>"
        if label
        else f"<li>{escape(text)}</li>"
        for label, text in known_npc_items(person)
    )
    body = (
        f"<header><h1>{escape(person.name)}</h1>"
        f'<p class="sub">NPC, as the table knows them · {escape(ruleset.title)}</p></header>'
        + _section("What the table knows", f"<ul>{items}</ul>" if items else NOTHING_KNOWN)[0]
    )
    return _document(person.name, body)


def _document(name: str, body: str) -> str:
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{escape(name)}: character sheet</title>\n"
        f"<style>{_STYLE}</style>\n</head>\n<body>\n{body}\n</body>\n</html>\n"
    )


def _section(title: str, inner: str) -> list[str]:
    return [f"<section><h2>{escape(title)}</h2>{inner}</section>"]


def _aspects(character: Character) -> list[str]:
    if not character.aspects:
        return []
    items = "".join(
        f"<dt>{escape(aspect.role or 'aspect')}</dt><dd>{escape(aspect.name)}</dd>"
        for aspect in character.aspects
    )
    return _section("Aspects", f"<dl>{items}</dl>")


def _stunts(character: Character) -> list[str]:
    if not character.stunts:
        return []
    items = "".join(
        f"<li><strong>{escape(s.name)}</strong>"
        + (f": {escape(' '.join(s.text.split()))}" if s.text else "")
        + "</li>"
        for s in character.stunts
    )
    return _section("Stunts", f"<ul>{items}</ul>")


def _text(title: str, text: str) -> list[str]:
    if not text.strip():
        return []
    return _section(title, f'<div class="notes">{paragraphs(text)}</div>')


def paragraphs(text: str) -> str:
    """Text from a TOML file as HTML paragraphs: its blank lines part paragraphs, and the hard
    line breaks a text editor leaves inside one are reflowed, as the page is narrower than the
    editor. A list ('- ...') keeps an item per line."""
    html = []
    for block in re.split(r"\n\s*\n", text.strip()):
        lines = [line.strip() for line in block.splitlines() if line.strip()]
        # Runs of list items and of prose, in the order written.
        for is_item, run in itertools.groupby(lines, key=lambda line: bool(_ITEM.match(line))):
            if is_item:
                items = "".join(f"<li>{escape(_ITEM.sub('', line))}</li>" for line in run)
                html.append(f'<ul class="list">{items}</ul>')
            else:
                html.append(f"<p>{escape(' '.join(run))}</p>")
    return "".join(html)


def _skills(character: Character, ruleset: RuleSet) -> list[str]:
    if not character.skills:
        return []
    by_rating: dict[int, list[str]] = {}
    for skill, value in character.skills.items():
        by_rating.setdefault(value, []).append(skill)
    items = "".join(
        f'<li><span class="rating">{escape(ruleset.ladder.label(value))}</span>'
        f"{escape(', '.join(sorted(by_rating[value])))}</li>"
        for value in sorted(by_rating, reverse=True)
    )
    title = "Approaches" if ruleset.characters.uses_approaches else "Skills"
    return _section(title, f"<ul>{items}</ul>")


def _points(character: Character, ruleset: RuleSet) -> list[str]:
    if character.kind not in (CharacterKind.PC, CharacterKind.MAJOR_NPC):
        return []
    inner = (
        f'<p class="points">Refresh <strong>{refresh(character, ruleset)}</strong> · '
        f"Fate points <strong>{character.fate_points}</strong></p>"
    )
    return _section("Fate points", inner)


def _harm(character: Character, ruleset: RuleSet) -> list[str]:
    parts = []
    tracks = stress_tracks(character, ruleset)
    if tracks:
        rows = "".join(
            f"<dt>{escape(track.name)}</dt><dd>"
            + "".join(
                f'<span class="box{" marked" if i in track.marked else ""}">{value}</span>'
                for i, value in enumerate(track.boxes)
            )
            + "</dd>"
            for track in tracks
        )
        parts += _section("Stress", f"<dl>{rows}</dl>")
    slots = consequence_slots(character, ruleset)
    if slots:
        rows = "".join(
            f'<div class="slot"><span>{escape(slot.name)}'
            + (f" ({slot.value})" if slot.value else "")
            + "</span>"
            + (escape(slot.filled.aspect) if slot.filled else "")
            + (" <em>(recovering)</em>" if slot.filled and slot.filled.recovering else "")
            + "</div>"
            for slot in slots
        )
        parts += _section("Consequences", rows)
    return parts
