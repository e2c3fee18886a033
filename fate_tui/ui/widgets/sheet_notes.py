"""The character's description and the GM's notes, as one line Enter edits."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rich.text import Text
from textual.widgets.option_list import Option

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character
from fate_tui.rules.skill_shape import Finding
from fate_tui.ui.widgets.sheet_section import SheetSection


class SheetNotes(SheetSection):
    BORDER_TITLE = "Notes"

    def rows(
        self, character: Character, state: CampaignState, findings: Sequence[Finding]
    ) -> Iterable[Option]:
        text = Text()
        if character.description:
            text.append(" ".join(character.description.split()), style="italic")
            text.append("\n\n")
        if character.notes:
            text.append(character.notes.strip())
        else:
            text.append("No notes: press o to write some", style="dim italic")
        yield Option(text, id="notes")
