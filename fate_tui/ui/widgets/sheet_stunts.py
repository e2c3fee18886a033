"""Stunts with what each costs in refresh, and the refresh they leave."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from rich.text import Text
from textual.widgets.option_list import Option

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character, Stunt
from fate_tui.rules.derived import paid_stunts, refresh
from fate_tui.rules.skill_shape import Finding
from fate_tui.ui.widgets.sheet_section import SheetSection, finding_rows, hint_row


class SheetStunts(SheetSection):
    """One entry per stunt, id 'stunt:<index>', then the refresh they leave."""

    BORDER_TITLE = "Stunts"

    def rows(
        self, character: Character, state: CampaignState, findings: Sequence[Finding]
    ) -> Iterable[Option | None]:
        rules = state.ruleset
        for index, stunt in enumerate(character.stunts):
            if index:
                yield None  # a rule between stunts
            # What this stunt adds to the refresh spent, counted in the order they are written.
            before = replace(character, stunts=character.stunts[:index])
            after = replace(character, stunts=character.stunts[: index + 1])
            cost = paid_stunts(after, rules) - paid_stunts(before, rules)
            yield Option(stunt_entry(stunt, cost), id=f"stunt:{index}")
        if not character.stunts:
            yield hint_row("No stunts yet: press t to add one")
        if not character.kind.is_nameless:
            yield Option(refresh_line(character, state), disabled=True)
        yield from finding_rows(findings, "stunts", "refresh")


def stunt_entry(stunt: Stunt, cost: int) -> Text:
    text = Text(stunt.name, style="bold")
    details = []
    if stunt.bonus:
        details.append(f"+{stunt.bonus}" + (f" {stunt.skill}" if stunt.skill else ""))
    if stunt.action:
        details.append(stunt.action.replace("_", " "))
    if stunt.once_per_session:
        details.append("once per session")
    if stunt.fate_point_cost:
        details.append(f"{stunt.fate_point_cost} FP per use")
    if details:
        text.append("  " + " · ".join(details), style="cyan")
    text.append(f"  {'free' if cost == 0 else f'-{cost} refresh'}", style="dim")
    if stunt.text:
        text.append("\n" + " ".join(stunt.text.split()), style="")
    return text


def refresh_line(character: Character, state: CampaignState) -> Text:
    rules = state.ruleset
    paid = paid_stunts(character, rules)
    free = rules.fate_points.free_stunts
    text = Text("Refresh ", style="bold")
    text.append(str(refresh(character, rules)), style="bold yellow")
    if character.refresh is not None:
        derived = refresh(replace(character, refresh=None), rules)
        text.append(f"  set by the GM (worked out: {derived})", style="magenta")
    else:
        text.append(f"  worked out: {free} stunts free, {paid} refresh spent", style="dim")
    return text
