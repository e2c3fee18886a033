"""The character sheet: every part of a character under the campaign's rule set, editable in
place, with the list of all characters (and a search) to jump between sheets.

The highlighted line of the focused part is what Enter (edit) and Delete (remove) act on; the
other keys ask which aspect, skill, box or slot they mean when nothing is highlighted. The
edits themselves live in `sheet_edits.py` and `sheet_harm_edits.py`.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import OptionList

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.validation import validate_character
from fate_tui.ui.screens.base import CampaignScreen
from fate_tui.ui.screens.sheet_edits import SheetEdits
from fate_tui.ui.screens.sheet_harm_edits import SheetHarmEdits
from fate_tui.ui.widgets.character_list import GROUPS, CharacterList
from fate_tui.ui.widgets.key_footer import KeyFooter
from fate_tui.ui.widgets.sheet_aspects import SheetAspects
from fate_tui.ui.widgets.sheet_harm import SheetHarm
from fate_tui.ui.widgets.sheet_header import SheetHeader
from fate_tui.ui.widgets.sheet_notes import SheetNotes
from fate_tui.ui.widgets.sheet_section import SheetSection
from fate_tui.ui.widgets.sheet_skills import SheetSkills
from fate_tui.ui.widgets.sheet_stunts import SheetStunts


class SheetScreen(SheetEdits, SheetHarmEdits, CampaignScreen):
    # The layout lives here rather than in app.tcss, next to the screen it shapes.
    DEFAULT_CSS = """
    SheetScreen #sheet-main { height: 1fr; }
    SheetScreen.-narrow #character-list { display: none; }
    SheetScreen.-narrow.-searching #character-list { display: block; }
    SheetScreen #sheet-body { width: 1fr; }
    SheetScreen #sheet-header { height: auto; padding: 0 1; background: $panel; }
    SheetScreen #sheet-columns { height: 1fr; }
    SheetScreen #sheet-left, SheetScreen #sheet-right { width: 1fr; }
    SheetScreen #sheet-aspects, SheetScreen #sheet-skills, SheetScreen #sheet-harm {
        height: auto;
        max-height: 50%;
    }
    SheetScreen #sheet-stunts, SheetScreen #sheet-notes { height: 1fr; min-height: 4; }
    """
    AUTO_FOCUS = "#sheet-aspects"
    # Below 100 columns the character list folds away until it is wanted.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    BINDINGS = [
        # A priority binding runs as the key arrives, so the letters typed right after "/"
        # (even in one burst, as from tmux or a paste) already go to the search box.
        Binding("slash", "search", "Search", id="sheet.search", priority=True, show=False),
        Binding("s", "characters", "Characters", id="sheet.characters", show=False),
        Binding("escape", "back", "Back", id="sheet.back", show=False),
        Binding("enter", "edit", "Edit", id="sheet.edit"),
        Binding("delete", "remove", "Remove", id="sheet.remove", show=False),
        Binding("a", "add_aspect", "Aspect", id="sheet.add_aspect"),
        Binding("h", "aspect_role", "Aspect role", id="sheet.aspect_role", show=False),
        Binding("k", "set_skill", "Skill", id="sheet.set_skill"),
        Binding("t", "add_stunt", "Stunt", id="sheet.add_stunt", show=False),
        Binding("x", "mark_stress", "Stress", id="sheet.mark_stress"),
        Binding("z", "clear_stress", "Clear stress", id="sheet.clear_stress", show=False),
        Binding("c", "consequence", "Consequence", id="sheet.consequence"),
        Binding("v", "recover", "Recover", id="sheet.recover", show=False),
        Binding("plus,equals_sign", "fate_point(1)", "+FP", id="sheet.fate_plus", show=False),
        Binding("minus", "fate_point(-1)", "-FP", id="sheet.fate_minus", show=False),
        Binding("o", "notes", "Notes", id="sheet.notes", show=False),
        Binding("R", "rename", "Rename", id="sheet.rename", show=False),
        Binding("N", "new_character", "New character", id="sheet.new_character", show=False),
    ]

    def __init__(self, character_id: str | None = None) -> None:
        super().__init__()
        self._character_id = character_id

    def compose(self) -> ComposeResult:
        with Horizontal(id="sheet-main"):
            yield CharacterList(id="character-list")
            with Vertical(id="sheet-body"):
                yield SheetHeader(id="sheet-header")
                with Horizontal(id="sheet-columns"):
                    with Vertical(id="sheet-left"):
                        yield SheetAspects(id="sheet-aspects")
                        yield SheetStunts(id="sheet-stunts")
                    with Vertical(id="sheet-right"):
                        yield SheetSkills(id="sheet-skills")
                        yield SheetHarm(id="sheet-harm")
                        yield SheetNotes(id="sheet-notes")
        yield KeyFooter()

    def refresh_state(self) -> None:
        state = self.controller.state
        if self._character_id not in state.characters:
            self._character_id = first_character(state)
        character = state.characters.get(self._character_id)
        findings = validate_character(character, state.ruleset) if character else []
        self.query_one(CharacterList).show(state, self._character_id)
        self.query_one(SheetHeader).show(character, state)
        for section in self.query(SheetSection):
            section.show(character, state, findings)

    @property
    def current_character_id(self) -> str | None:
        return self._character_id

    # The character list ----------------------------------------------------------------

    def action_search(self) -> None:
        # Focus at once, not on the next message as `focus()` does (see the binding).
        self.add_class("-searching")
        self.set_focus(self.query_one(CharacterList).search)

    def action_characters(self) -> None:
        self.add_class("-searching")
        self.set_focus(self.query_one(CharacterList).options)

    def action_back(self) -> None:
        listing = self.query_one(CharacterList)
        if self.has_class("-searching") or listing.has_focus_within:
            self._leave_list()
        else:
            self.app.pop_screen()

    def on_character_list_picked(self, event: CharacterList.Picked) -> None:
        self.show_character(event.character_id)
        self._leave_list()

    def show_character(self, character_id: str) -> None:
        self._character_id = character_id
        self.refresh_state()

    def _leave_list(self) -> None:
        self.remove_class("-searching")
        self.query_one(CharacterList).search.value = ""
        self.set_focus(self.query_one(SheetAspects))

    # Enter and Delete on the highlighted line ------------------------------------------

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if isinstance(event.option_list, SheetSection) and event.option.id:
            event.stop()
            self.edit_item(event.option.id)

    def action_edit(self) -> None:
        item = self._focused_item()
        if item is not None:
            self.edit_item(item)

    def action_remove(self) -> None:
        item = self._focused_item()
        if item is None:
            self.notify(
                "Highlight an aspect, stunt, stress track or consequence", severity="warning"
            )
            return
        self.remove_item(item)

    def _focused_item(self) -> str | None:
        focused = self.focused
        return focused.selected if isinstance(focused, SheetSection) else None

    def highlighted(self, prefix: str) -> str | None:
        """The key of the focused line if it is a `prefix` line ('slot' -> 'mild')."""
        item = self._focused_item()
        if item is not None and item.startswith(prefix + ":"):
            return item.partition(":")[2]
        return None


def first_character(state: CampaignState) -> str | None:
    """The first PC as the list shows them (by name), else the first character at all."""
    for kind, _ in GROUPS:
        group = sorted(
            (c for c in state.characters.values() if c.kind is kind), key=lambda c: c.name.lower()
        )
        if group:
            return group[0].id
    return None
