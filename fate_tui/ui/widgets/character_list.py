"""Every character of the campaign, grouped by kind, with a search box that filters as you
type. Picking one (Enter) posts `CharacterList.Picked`."""

from __future__ import annotations

from contextlib import suppress

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.widgets import Input, OptionList
from textual.widgets.option_list import Option, OptionDoesNotExist

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.ui.text import HARM, MUTED, STRONG

GROUPS = (
    (CharacterKind.PC, "PCs"),
    (CharacterKind.MAJOR_NPC, "Major NPCs"),
    (CharacterKind.MINOR_NPC, "Minor NPCs"),
    (CharacterKind.MOOK_GROUP, "Mook groups"),
)


class CharacterList(Vertical):
    BORDER_TITLE = "Characters"
    DEFAULT_CSS = """
    CharacterList {
        width: 28;
        height: 100%;
        border: round $primary-muted;
        border-title-color: $text-accent;
        &:focus-within { border: round $accent; }
        #character-search { border: none; height: 1; padding: 0 1; margin-bottom: 1; }
        #character-options { border: none; height: 1fr; padding: 0; }
    }
    """

    class Picked(Message):
        def __init__(self, character_id: str) -> None:
            super().__init__()
            self.character_id = character_id

    class _Search(Input):
        """The search box: Down moves into the list."""

        BINDINGS = [Binding("down", "app.focus_next", "To the list", show=False)]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._state: CampaignState | None = None
        self._current: str | None = None
        self._shown: tuple | None = None

    def compose(self) -> ComposeResult:
        yield self._Search(placeholder="/ to search", id="character-search")
        yield OptionList(markup=False, id="character-options")

    @property
    def search(self) -> Input:
        return self.query_one("#character-search", Input)

    @property
    def options(self) -> OptionList:
        return self.query_one("#character-options", OptionList)

    def show(self, state: CampaignState, current: str | None) -> None:
        self._state, self._current = state, current
        self._fill()

    def matches(self) -> list[Character]:
        """The characters the search keeps, in the order they are listed."""
        if self._state is None:
            return []
        wanted = self.search.value.strip().lower()
        found = []
        for kind, _ in GROUPS:
            group = [c for c in self._state.characters.values() if c.kind is kind]
            for character in sorted(group, key=lambda c: c.name.lower()):
                if wanted in character.name.lower() or wanted in character.id:
                    found.append(character)
        return found

    def _fill(self) -> None:
        matches = self.matches()
        key = (tuple((c.id, c.name, c.kind, c.group_size) for c in matches), self._current)
        if key == self._shown:
            return
        self._shown = key
        rows: list[Option] = []
        for kind, title in GROUPS:
            group = [c for c in matches if c.kind is kind]
            if not group:
                continue
            rows.append(Option(Content.styled(f"{title} ({len(group)})", STRONG), disabled=True))
            for character in group:
                rows.append(Option(_entry(character, self._current), id=character.id))
        if not rows:
            rows.append(Option(Content.styled("Nobody matches", f"{MUTED} italic"), disabled=True))
        options = self.options
        options.set_options(rows)
        # While searching, the first match is what Enter picks; otherwise the one shown.
        ids = [c.id for c in matches]
        wanted = self._current if self._current in ids and not self.search.value else None
        if wanted is None and matches:
            wanted = ids[0]
        if wanted is not None:
            with suppress(OptionDoesNotExist):
                options.highlighted = options.get_option_index(wanted)

    @on(Input.Changed, "#character-search")
    def _filter(self, event: Input.Changed) -> None:
        event.stop()
        self._fill()

    @on(Input.Submitted, "#character-search")
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        # The first match of the text itself, whatever the list shows at this instant.
        matches = self.matches()
        if event.value.strip() and matches:
            self.post_message(self.Picked(matches[0].id))
            return
        option = self.options.highlighted_option
        if option is not None and option.id:
            self.post_message(self.Picked(option.id))

    @on(OptionList.OptionSelected, "#character-options")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id:
            self.post_message(self.Picked(event.option.id))


def _entry(character: Character, current: str | None) -> Content:
    mooks = character.kind is CharacterKind.MOOK_GROUP
    return Content.assemble(
        ("▸ " if character.id == current else "  ") + character.name,
        (f" ×{character.group_size}", MUTED) if mooks else "",
        (" (out)", HARM) if character.taken_out else "",
    )
