"""The character's description and the GM's notes, as one line Enter edits."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from textual.content import Content
from textual.widgets.option_list import Option

from fate_tui.campaign.intents.big_bad import summary
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character
from fate_tui.rules.skill_shape import Finding
from fate_tui.ui.text import MUTED
from fate_tui.ui.widgets.sheet_section import SheetSection


class SheetNotes(SheetSection):
    BORDER_TITLE = "Notes"

    def rows(
        self, character: Character, state: CampaignState, findings: Sequence[Finding]
    ) -> Iterable[Option]:
        parts: list[str | tuple[str, str]] = []
        if character.description:
            parts += [(" ".join(character.description.split()), "italic"), "\n\n"]
        if character.notes:
            parts.append(character.notes.strip())
        else:
            parts.append(("No notes: press o to write some", f"{MUTED} italic"))
        yield Option(Content.assemble(*parts), id="notes")
        if state.ruleset.uses("big_bad") and character.kind.is_npc:
            lines = summary(state, character)
            text = "\n".join(lines) if lines else "Uses no big-bad rules: press B to choose"
            yield Option(Content.assemble(("Big bad\n", "bold"), text), id="big_bad")
