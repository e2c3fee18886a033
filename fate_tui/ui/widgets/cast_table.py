"""Everyone in the scene at a glance: fate points, stress boxes and consequences."""

from __future__ import annotations

from rich.text import Text
from textual.content import Content
from textual.widgets.data_table import ColumnKey

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.derived import consequence_slots, stress_tracks
from fate_tui.ui.character_order import ordered
from fate_tui.ui.text import FREE, HARM, POINTS, boxes, pips, to_rich
from fate_tui.ui.widgets.row_cache import CachedRowTable

# Kinds as the campaign files write them (kind = "major", "minor", "mooks").
_KIND = {
    CharacterKind.PC: "PC",
    CharacterKind.MAJOR_NPC: "major",
    CharacterKind.MINOR_NPC: "minor",
    CharacterKind.MOOK_GROUP: "mooks",
}
COLUMNS = ("kind", "name", "fate", "stress", "consequences", "zone")


class CastTable(CachedRowTable):
    """One row per character; the cursor row is the character most keys act on."""

    BORDER_TITLE = "Cast"

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._drawn: dict[str, tuple] = {}
        """What each row was drawn from: a row whose character, zone, rules and theme are
        the same objects as then is left alone."""

    def on_mount(self) -> None:
        self.cursor_type = "row"
        self.zebra_stripes = True
        for column in COLUMNS:
            self.add_column(column.title(), key=column)

    def show(self, state: CampaignState) -> None:
        wanted = cast_of(state)
        keys = [str(row.value) for row in self.rows]
        if keys != [c.id for c in wanted]:
            # The cast changed: rebuild, then put the cursor back on the same character.
            selected = self.selected
            self.clear()
            for character in wanted:
                self.add_row(*cells(character, state), key=character.id)
                self._drawn[character.id] = self._drawn_from(character, state)
            if selected in [c.id for c in wanted]:
                self.move_cursor(row=[c.id for c in wanted].index(selected))
            return
        for character in wanted:
            drawn_from = self._drawn_from(character, state)
            if _same(self._drawn.get(character.id), drawn_from):
                continue  # only the rows that changed are drawn again
            self._drawn[character.id] = drawn_from
            for column, value in zip(COLUMNS, cells(character, state), strict=True):
                if self.get_cell(character.id, column) != value:
                    # A cell that grew widens its column (5 fate points no longer show as
                    # 4); measuring the column again is only needed then.
                    wider = value.cell_len > self.columns[ColumnKey(column)].content_width
                    self.update_cell(character.id, column, value, update_width=wider)

    def _drawn_from(self, character: Character, state: CampaignState) -> tuple:
        scene = state.current_scene
        zone = scene.positions.get(character.id) if scene else None
        return (character, zone, state.ruleset, self.app.theme)

    @property
    def selected(self) -> str | None:
        if not self.row_count:
            return None
        try:
            return str(self.coordinate_to_cell_key(self.cursor_coordinate).row_key.value)
        except Exception:  # an empty or rebuilding table has no cursor row
            return None


def _same(drawn: tuple | None, now: tuple) -> bool:
    return drawn is not None and all(a is b or a == b for a, b in zip(drawn, now, strict=True))


def cast_of(state: CampaignState) -> list[Character]:
    """The scene's cast, then the PCs outside it, in the one character order."""
    scene = state.current_scene
    pcs = [c.id for c in state.characters.values() if not c.kind.is_npc]
    return ordered(state, among=dict.fromkeys([*(scene.cast if scene else ()), *pcs]))


def cells(character: Character, state: CampaignState) -> tuple[Text, ...]:
    """The row's cells as Rich Text (what a DataTable draws), in the theme's colours."""
    rules = state.ruleset
    kind = _KIND[character.kind]
    if character.kind is CharacterKind.MOOK_GROUP:
        kind += f"×{character.group_size}"
    shows_fate = not character.kind.is_npc or character.fate_points
    fate = Content.styled(pips(character.fate_points), POINTS) if shows_fate else Content()
    stress: list[Content] = []
    tracks = stress_tracks(character, rules)
    for track in tracks:
        # With two tracks a short name tells them apart; a single track needs none.
        name = f"{track.name[:4].title()} " if len(tracks) > 1 else ""
        stress.append(name + boxes(track))
    harm: list[str | tuple[str, str]] = []
    for slot in consequence_slots(character, rules):
        if slot.filled is not None:
            if harm:
                harm.append("; ")
            harm.append(f"{slot.name.title()}: {slot.filled.aspect}")
            if slot.filled.recovering:
                harm.append((" (recovering)", FREE))
    if character.taken_out:
        harm.append((" TAKEN OUT", f"bold {HARM}"))
    scene = state.current_scene
    zone = scene.positions.get(character.id, "") if scene else ""
    return (
        to_rich(kind),
        to_rich(character.name),
        to_rich(fate),
        to_rich(Content("  ").join(stress)),
        to_rich(Content.assemble(*harm)),
        to_rich(zone),
    )
