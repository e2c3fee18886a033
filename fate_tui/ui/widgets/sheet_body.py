"""A character sheet's header and its two columns (aspects and stunts on the left, skills and
harm on the right), laid out once for the GM's Sheet and the players' copy of a PC's sheet."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical

from fate_tui.ui.widgets.sheet_aspects import SheetAspects
from fate_tui.ui.widgets.sheet_harm import SheetHarm
from fate_tui.ui.widgets.sheet_header import SheetHeader
from fate_tui.ui.widgets.sheet_notes import SheetNotes
from fate_tui.ui.widgets.sheet_skills import SheetSkills
from fate_tui.ui.widgets.sheet_stunts import SheetStunts


def sheet_body(*, notes: bool) -> ComposeResult:
    """The header, then the columns; `notes` adds the GM's notes under the harm (the players
    never see them)."""
    yield SheetHeader(id="sheet-header")
    right = [SheetSkills(id="sheet-skills"), SheetHarm(id="sheet-harm")]
    if notes:
        right.append(SheetNotes(id="sheet-notes"))
    yield Horizontal(
        Vertical(SheetAspects(id="sheet-aspects"), SheetStunts(id="sheet-stunts"), id="sheet-left"),
        Vertical(*right, id="sheet-right"),
        id="sheet-columns",
    )
