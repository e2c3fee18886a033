"""The sheet's aspects by role: high concept, trouble, relationship, then the others."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rich.table import Table
from rich.text import Text
from textual.content import Content
from textual.widgets.option_list import Option

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character
from fate_tui.rules.skill_shape import Finding
from fate_tui.ui.text import FREE, STRONG, invoke_pips, shown, to_rich
from fate_tui.ui.widgets.sheet_section import SheetSection, finding_rows, hint_row

ROLE_ORDER = ("high concept", "trouble", "relationship")


class SheetAspects(SheetSection):
    """One line per aspect, id 'aspect:<index in Character.aspects>'."""

    BORDER_TITLE = "Aspects"

    def rows(
        self, character: Character, state: CampaignState, findings: Sequence[Finding]
    ) -> Iterable[Option]:
        ordered = sorted(
            enumerate(character.aspects),
            key=lambda pair: (
                ROLE_ORDER.index(pair[1].role) if pair[1].role in ROLE_ORDER else len(ROLE_ORDER)
            ),
        )
        roles = any(aspect.role for aspect in character.aspects)
        for index, aspect in ordered:
            yield Option(aspect_line(aspect, roles), id=f"aspect:{index}")
        if not character.aspects:
            yield hint_row("No aspects yet: press a to add one")
        yield from finding_rows(findings, "aspects")


def aspect_line(aspect, roles: bool = True) -> Table | Content:
    """The aspect, after a column naming its role when the sheet has roles."""
    name = Content.assemble(
        (shown(aspect.name), STRONG if aspect.role == "high concept" else ""),
        (f" {invoke_pips(aspect)}", FREE) if aspect.free_invokes else "",
    )
    if not roles:
        return name
    grid = Table.grid(padding=(0, 1))
    grid.add_column(width=12, no_wrap=True)
    grid.add_column(ratio=1)
    grid.add_row(Text((aspect.role or "").capitalize(), style="bold"), to_rich(name))
    return grid
