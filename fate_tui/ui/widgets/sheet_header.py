"""The top of the sheet: who this is, fate points and refresh."""

from __future__ import annotations

from dataclasses import replace

from rich.text import Text
from textual.widgets import Static

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.derived import refresh
from fate_tui.ui.text import pips

KIND_LABELS = {
    CharacterKind.PC: "PC",
    CharacterKind.MAJOR_NPC: "Major NPC",
    CharacterKind.MINOR_NPC: "Minor NPC",
    CharacterKind.MOOK_GROUP: "Mook group",
}


class SheetHeader(Static):
    def show(self, character: Character | None, state: CampaignState) -> None:
        self.update(header(character, state) if character else Text("No characters yet"))


def header(character: Character, state: CampaignState) -> Text:
    rules = state.ruleset
    text = Text(character.name, style="bold")
    text.append(f"  {KIND_LABELS[character.kind]}", style="bold cyan")
    if character.kind is CharacterKind.MOOK_GROUP:
        text.append(f" · {character.group_size} standing")
    if character.player:
        text.append(f" · played by {character.player}")
    text.append(f" · {rules.title}", style="dim")
    if character.taken_out:
        text.append("  TAKEN OUT", style="bold red")
    elif character.conceded:
        text.append("  CONCEDED", style="bold yellow")
    text.append("\nFate points ")
    if character.kind.is_nameless:
        text.append(str(character.fate_points), style="bold yellow")
        return text
    current = refresh(character, rules)
    text.append(pips(character.fate_points, current), style="yellow")
    text.append(f" {character.fate_points}", style="bold yellow")
    text.append("   Refresh ")
    text.append(str(current), style="bold")
    if character.refresh is not None:
        derived = refresh(replace(character, refresh=None), rules)
        text.append(f" (set by the GM; worked out: {derived})", style="magenta")
    else:
        text.append(" (worked out)", style="dim")
    return text
