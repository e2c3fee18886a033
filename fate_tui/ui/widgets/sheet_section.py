"""The base of every part of the character sheet: an option list with one option per line the
GM can act on, so the highlighted line is what Enter (edit) and Delete (remove) work on."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from contextlib import suppress

from textual.binding import Binding
from textual.content import Content
from textual.widgets import OptionList
from textual.widgets.option_list import Option, OptionDoesNotExist

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character
from fate_tui.rules.skill_shape import Finding
from fate_tui.ui.text import ERROR, MUTED, WARNING


class SheetSection(OptionList):
    """Subclasses build their rows in `rows`; `show` redraws only when something changed and
    keeps the highlight on the same line."""

    DEFAULT_CSS = """
    SheetSection {
        border: round $primary-muted;
        border-title-color: $text-accent;
        border-subtitle-color: $text-muted;
        padding: 0 1;
        background: $surface;
        &:focus { border: round $accent; }
    }
    """
    BINDINGS = [Binding("enter", "select", "Edit", id="sheet.edit")]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._shown: tuple | None = None

    def show(
        self, character: Character | None, state: CampaignState, findings: Sequence[Finding]
    ) -> None:
        # The theme too: the grids of some sections hold its colours (Rich renders them).
        key = (character, state.ruleset, tuple(findings), self.app.theme)
        if key == self._shown:
            return
        self._shown = key
        if character is None:
            self.set_rows(
                [
                    Option(
                        Content.styled("No character: press N to create one", MUTED), disabled=True
                    )
                ]
            )
            return
        self.set_rows(list(self.rows(character, state, findings)))

    def rows(
        self, character: Character, state: CampaignState, findings: Sequence[Finding]
    ) -> Iterable[Option | None]:
        """The lines to show; None draws a rule between lines."""
        raise NotImplementedError

    def set_rows(self, rows: list[Option | None]) -> None:
        keep = self.highlighted_option.id if self.highlighted_option else None
        index = self.highlighted
        self.set_options(rows)
        if keep is not None:
            with suppress(OptionDoesNotExist):
                self.highlighted = self.get_option_index(keep)
                return
        if index is not None and self.option_count:
            # The line is gone (removed, or the sheet changed): stay near where it was.
            self.highlighted = min(index, self.option_count - 1)

    @property
    def selected(self) -> str | None:
        """The highlighted line's id (like 'aspect:2' or 'slot:mild'), if any."""
        option = self.highlighted_option
        return option.id if option is not None and not option.disabled else None


def finding_rows(findings: Sequence[Finding], *parts: str) -> list[Option]:
    """The validation findings about `parts` of the sheet, as lines that cannot be picked."""
    rows = []
    for finding in findings:
        if finding.part in parts:
            # Theme colours, so a warning reads as well on a light theme as on a dark one.
            mark, style = ("✖ ", ERROR) if finding.is_error else ("⚠ ", WARNING)
            rows.append(Option(Content.styled(mark + finding.message, style), disabled=True))
    return rows


def hint_row(text: str) -> Option:
    return Option(Content.styled(text, f"{MUTED} italic"), disabled=True)
