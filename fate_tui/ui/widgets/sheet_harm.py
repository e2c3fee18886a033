"""Stress tracks (boxes worked out from the skills, marked ones filled) and consequence slots
with their recovery state."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from contextlib import suppress

from rich.table import Table
from rich.text import Text
from textual.content import Content
from textual.widgets.option_list import Option

from fate_tui.campaign.recovery_clock import clears_when, condition_as_consequence
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character, Consequence
from fate_tui.rules.derived import (
    SlotState,
    consequence_slots,
    rating,
    stress_tracks,
    track_rules,
)
from fate_tui.rules.errors import FateError
from fate_tui.rules.ladder import signed
from fate_tui.rules.ruleset import RuleSet, Severity
from fate_tui.rules.skill_shape import Finding
from fate_tui.ui.text import FREE, HARM, MUTED, SECRET, STRONG, WARNING, boxes, invoke_pips, to_rich
from fate_tui.ui.widgets.sheet_section import SheetSection, finding_rows, hint_row


class SheetHarm(SheetSection):
    """Lines 'track:<name>' for stress tracks and 'slot:<name>' for consequence slots."""

    BORDER_TITLE = "Stress and consequences"

    def rows(
        self, character: Character, state: CampaignState, findings: Sequence[Finding]
    ) -> Iterable[Option]:
        rules = state.ruleset
        tracks = stress_tracks(character, rules)
        for track in tracks:
            yield Option(
                _line(track.name.title(), _track_text(character, track, rules)),
                id=f"track:{track.name}",
            )
        if not tracks:
            yield hint_row("No stress boxes")
        slots = consequence_slots(character, rules)
        usual = {slot.name for slot in rules.consequences.slots} | {"extreme"}
        for slot in slots:
            label = slot.name.title() + (f" {slot.value}" if slot.value else "")
            yield Option(
                _line(label, _slot_text(slot, slot.name in usual, state)), id=f"slot:{slot.name}"
            )
        if not slots and character.kind.is_nameless:
            yield hint_row("Takes no consequences")
        for name, marked in character.conditions_marked.items():
            if marked:
                body = Content.styled("■" * marked, f"bold {HARM}")
                with suppress(FateError):  # a condition no longer in the rules: boxes only
                    harm = condition_as_consequence(character, name, rules)
                    body += Content.styled("  " + clears_when(harm, state), _state_style(harm))
                yield Option(_line(name, body), id=f"condition:{name}")
        yield from finding_rows(findings, "stress", "consequences", "conditions", "group")


def _line(label: str, body: Content) -> Table:
    """A label column and a body that wraps under itself (a Rich grid: its colours are the
    theme's when drawn, and the sheet redraws when the theme changes)."""
    grid = Table.grid(padding=(0, 1))
    grid.add_column(width=12, no_wrap=True)
    grid.add_column(ratio=1)
    grid.add_row(Text(label, style="bold"), to_rich(body))
    return grid


def _track_text(character: Character, track, rules: RuleSet) -> Content:
    text = boxes(track) if track.boxes else Content.styled("no boxes", MUTED)
    if character.stress_boxes is not None:
        return text + Content.styled("  set by the GM", SECRET)
    rule = next((r for r in track_rules(rules) if r.name == track.name), None)
    skills = [s for s in ((rule.skill, *rule.also_skills) if rule else ()) if s]
    if skills:
        best = max(skills, key=lambda s: rating(character, s, rules))
        text += Content.styled(f"  {best} {signed(rating(character, best, rules))}", MUTED)
    return text


def _slot_text(slot: SlotState, usual: bool, state: CampaignState) -> Content:
    if slot.filled is None:
        text = "—"
        if not usual:
            text += "  extra slot" + (f" ({slot.track} only)" if slot.track else "")
        if slot.severity is Severity.EXTREME:
            text += "  replaces an aspect; once per breakthrough"
        return Content.styled(text, MUTED)
    consequence = slot.filled
    pips = invoke_pips(consequence.as_aspect(""))
    return Content.assemble(
        (consequence.aspect, STRONG),
        (f" {pips}", FREE) if pips else "",
        ("  " + clears_when(consequence, state), _state_style(consequence)),
    )


def _state_style(consequence: Consequence) -> str:
    return FREE if consequence.recovering else WARNING
