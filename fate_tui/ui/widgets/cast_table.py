"""Everyone in the scene at a glance: fate points, stress boxes, where they stand and their
consequences.

The consequences come last (TAKEN OUT first among them). Where the terminal is too narrow for
them, long names and then long zones are cut with an ellipsis first, then the consequences
to the room left, so every column shows on an 80-column terminal. Enter on the Table shows a
row in full."""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.content import Content
from textual.widgets.data_table import ColumnKey

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.derived import consequence_slots, stress_tracks
from fate_tui.ui.character_order import ordered
from fate_tui.ui.text import FREE, HARM, POINTS, boxes, pips, set_border, to_rich
from fate_tui.ui.widgets.row_cache import CachedRowTable

# Kinds as the campaign files write them (kind = "major", "minor", "mooks").
_KIND = {
    CharacterKind.PC: "PC",
    CharacterKind.MAJOR_NPC: "major",
    CharacterKind.MINOR_NPC: "minor",
    CharacterKind.MOOK_GROUP: "mooks",
}
# On a narrow terminal: "maj", "min", and a mook group by its size alone ("×4").
_SHORT_KIND = {kind: name[:3] for kind, name in _KIND.items()} | {CharacterKind.MOOK_GROUP: ""}
COLUMNS = ("kind", "name", "fate", "stress", "zone", "consequences")
ELIDED = "consequences"
"""The column that gives way on a narrow terminal."""
GIVING = {"name": 16, "zone": 10}
"""The columns cut, in this order and each down to this many cells at the least, so that the
consequences fit; only what is still too long then is cut from the consequences."""
FULL_ROW = "Enter: a row in full"
EMPTY = "Nobody yet: n picks a scene; on a sheet (s), N makes a character"
NARROW = 100
"""Below this width stress tracks and kinds are written short, leaving room for consequences."""
MIN_ROOM = 12
"""The least room the consequences get: below it the table scrolls sideways."""
WANTED_ROOM = 22
"""The room names and zones give way for, so that a short consequence ("Mild: Grazed
Shoulder") shows whole; a longer one is cut rather than every name."""


class CastTable(CachedRowTable):
    """One row per character; the cursor row is the character most keys act on."""

    BORDER_TITLE = "Cast"
    BORDER_SUBTITLE = FULL_ROW
    BINDINGS = [
        # DataTable's own Enter, with an id: listed on the Help screen and remappable.
        Binding("enter", "select_cursor", "The row in full", id="table.cast_row", show=False),
    ]

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._drawn: dict[str, tuple] = {}
        """What each row was drawn from: a row whose character, zone, rules and theme are
        the same objects as then is left alone."""
        self._full: dict[str, tuple[Text, ...]] = {}
        """Each row's cells before the consequences are fitted to the room."""
        self._lengths: dict[str, tuple[int, ...]] = {}
        """The cells' widths in `_full`: every change measures every row's columns for the
        room left, and Rich measures a Text anew at each asking."""
        self._room: int | None = None
        self._limits: dict[str, int] = {}
        """The widths the names and the zones are cut to (none while they fit)."""
        self._state: CampaignState | None = None

    def on_mount(self) -> None:
        self.cursor_type = "row"
        self.zebra_stripes = True
        self._add_columns()

    def _add_columns(self) -> None:
        for column in COLUMNS:
            # A Text, not a str: DataTable reads a str label as markup, and Rich's markup
            # imports its table of emoji codes (a few ms of the Table's first frame).
            self.add_column(Text(column.title()), key=column)

    def on_resize(self) -> None:
        if self._state is not None:
            self.show(self._state)

    def show(self, state: CampaignState) -> None:
        self._state = state
        wanted = cast_of(state)
        changed = []
        # What every row is drawn for, looked up once (the width is a reactive read).
        narrow, theme, scene = self._narrow, self.app.theme, state.current_scene
        positions = scene.positions if scene else {}
        for character in wanted:
            drawn_from = (character, positions.get(character.id), state.ruleset, theme, narrow)
            if _same(self._drawn.get(character.id), drawn_from):
                continue  # only the rows that changed are drawn again
            self._drawn[character.id] = drawn_from
            full = self._full[character.id] = cells(character, state, short=narrow)
            self._lengths[character.id] = tuple(cell.cell_len for cell in full)
            changed.append(character.id)
        ids = [c.id for c in wanted]
        set_border(self, subtitle=FULL_ROW if ids else EMPTY)
        (room, limits), was, limited = self._room_left(ids), self._room, self._limits
        self._room, self._limits = room, limits
        refit = any(
            limits.get(column) != limited.get(column)
            and self._longest(ids, column)
            > min(limits.get(column, 9999), limited.get(column, 9999))
            for column in GIVING
        )
        longest = self._longest(ids, ELIDED)
        refit = refit or (room != was and longest > min(room, was or 0))
        if [str(row.value) for row in self.rows] != ids or refit:
            # The cast changed, or the consequences must be cut anew: rebuild, with the
            # cursor on the same character.
            selected = self.selected
            self.clear(columns=True)  # the columns too: a narrower terminal narrows them
            self._add_columns()
            for cid in ids:
                self.add_row(*self._fitted(cid), key=cid)
            if selected in ids:
                self.move_cursor(row=ids.index(selected))
            return
        for cid in changed:
            for column, value in zip(COLUMNS, self._fitted(cid), strict=True):
                if self.get_cell(cid, column) != value:
                    # A cell that grew widens its column (5 fate points no longer show as
                    # 4); measuring the column again is only needed then.
                    wider = value.cell_len > self.columns[ColumnKey(column)].content_width
                    self.update_cell(cid, column, value, update_width=wider)

    def _longest(self, ids: list[str], column: str) -> int:
        index = COLUMNS.index(column)
        lengths = self._lengths
        return max((lengths[cid][index] for cid in ids), default=0)

    def _room_left(self, ids: list[str]) -> tuple[int, dict[str, int]]:
        """The cells the consequences may take (the width the other columns leave), and the
        widths the names and zones are cut to (down to their `GIVING` least) so that the
        consequences fit whole where they can."""
        width = self._width
        if len(ids) + 1 > self.size.height:
            width -= self.styles.scrollbar_size_vertical
        widths = {}
        for column in COLUMNS:
            if column != ELIDED:
                widths[column] = max(len(column), self._longest(ids, column))
            width -= 2 * self.cell_padding
        room = width - sum(widths.values())
        # Long names and zones give way first: a consequence's words are what the table
        # invokes and compels, and a name cut to 16 cells still says who it is.
        wanted = max(MIN_ROOM, min(self._longest(ids, ELIDED), WANTED_ROOM))
        limits = {}
        for column, least in GIVING.items():
            if room >= wanted:
                break
            cut = min(wanted - room, max(widths[column] - least, 0))
            if cut:
                limits[column] = widths[column] - cut
                room += cut
        return max(room, MIN_ROOM), limits

    def _fitted(self, cid: str) -> tuple[Text, ...]:
        limits = {**self._limits, ELIDED: self._room or MIN_ROOM}
        fitted = []
        for column, cell in zip(COLUMNS, self._full[cid], strict=True):
            limit = limits.get(column)
            if limit is not None and cell.cell_len > limit:
                cell = cell.copy()
                cell.truncate(limit, overflow="ellipsis")
            fitted.append(cell)
        return tuple(fitted)

    @property
    def _narrow(self) -> bool:
        return self._width < NARROW

    @property
    def _width(self) -> int:
        """The table's width. Before its first layout (the Table's first refresh), the width it
        will get, the screen's less the border: the rows are drawn once, in their final form,
        and the cast's height is right in the first frame (drawn for no width, they would all
        be drawn again at once, and the Table laid out and painted twice)."""
        return self.size.width or max(self.app.size.width - self.styles.gutter.width, 0)

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
    pcs = [c.id for c in state.pcs]
    return ordered(state, among=dict.fromkeys([*(scene.cast if scene else ()), *pcs]))


def cells(character: Character, state: CampaignState, *, short: bool = False) -> tuple[Text, ...]:
    """The row's cells as Rich Text (what a DataTable draws), in the theme's colours; `short`
    names stress tracks by their first letter and kinds in three letters."""
    rules = state.ruleset
    kind = (_SHORT_KIND if short else _KIND)[character.kind]
    if character.kind is CharacterKind.MOOK_GROUP:
        # A group in the rule set's word ("minions×4" in Spirit of the Century).
        kind = f"{'' if short else rules.wording.group}×{character.group_size}"
    shows_fate = not character.kind.is_npc or character.fate_points
    points = pips(character.fate_points)
    if short and character.fate_points > 5:  # ten pips would push the consequences out
        points = f"{pips(1)}×{character.fate_points}"
    fate = Content.styled(points, POINTS) if shows_fate else Content()
    stress: list[Content] = []
    tracks = stress_tracks(character, rules)
    for track in tracks:
        # With two tracks a short name tells them apart; a single track needs none.
        name = (track.name[0].upper() if short else f"{track.name[:4].title()} ") * (
            len(tracks) > 1
        )
        stress.append(name + boxes(track, compact=short))
    harm = [Content.styled("TAKEN OUT", f"bold {HARM}")] if character.taken_out else []
    if character.cheated_death:
        harm.append(Content.styled("cheated death", HARM))
    for slot in consequence_slots(character, rules):
        if slot.filled is not None:
            consequence = Content(f"{slot.name.title()}: {slot.filled.aspect}")
            if slot.filled.recovering:
                consequence = Content.assemble(consequence, (" (recovering)", FREE))
            harm.append(consequence)
    scene = state.current_scene
    zone = scene.positions.get(character.id, "") if scene else ""
    return (
        to_rich(kind),
        to_rich(character.name),
        to_rich(fate),
        to_rich(Content(" " if short else "  ").join(stress)),
        to_rich(zone),
        to_rich(Content("; ").join(harm)),
    )
