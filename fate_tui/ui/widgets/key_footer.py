"""The footer every screen shows: the keys of the screen shown, the Help key first so a narrow
terminal never hides it, and the command palette's key on the right.

It looks and behaves as Textual's Footer does (a key is pressed by clicking it, the key
under the mouse is highlighted, a key that cannot act now is dimmed, keys remapped in
keys.toml show their new key), but it is one widget drawing one line: Textual's Footer
makes a widget per key (14 on the Table), each styled, laid out and painted on its own, and
builds them only after the screen's first frame, then again whenever the keys change. This
one draws the keys as they are when it is painted, so the first frame already shows them,
and a change of keys costs a repaint of one line.

A screen may name keys to show first for the moment, as `footer_first`: a mapping of action
to a short label. They come right after Help, even keys bound with `show=False`, so the keys
of what is under way (a conflict's next turn, a concession) are in view at 80 columns. The
screen calls `refresh_bindings()` when they change.

A footer made with `wrap=True` never cuts a key: the keys that do not fit go on a second line
(the Roll dialog's keys once the dice are in, Help's, at 80 columns). The others keep one line,
cut at the palette's key, so the Table keeps its rows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from textual import events
from textual.content import Content
from textual.style import Style
from textual.widget import Widget

if TYPE_CHECKING:
    from textual.binding import ActiveBinding
    from textual.screen import Screen

FIRST_ACTIONS = ("help", "app.help")
"""Actions whose keys come first, in this order (a modal dialog binds "app.help")."""
SEPARATOR = "▏"
"""Between the keys and the palette's key (Textual's "vkey" border)."""


class FooterEntry(NamedTuple):
    key: str
    """The key as bound ("question_mark"): what a click presses."""
    display: str
    """The key as shown ("?")."""
    description: str
    action: str
    enabled: bool

    @property
    def label(self) -> str:
        return f"{self.display} {self.description}"


class Placed(NamedTuple):
    """A key as drawn: its line (0 the first) and its cells on it (the cell after it last)."""

    entry: FooterEntry
    start: int
    end: int
    row: int = 0


class Layout(NamedTuple):
    entries: list[FooterEntry]
    palette: FooterEntry | None
    lines: list[list[Content]]
    """The pieces drawn for the entries, line by line, in the entries' order."""
    right: Content | None
    """The palette's key with its separator, for the right of the last line."""


class KeyFooter(Widget):
    ALLOW_SELECT = False
    COMPONENT_CLASSES = {
        "key-footer--item",
        "key-footer--key",
        "key-footer--description",
        "key-footer--hover",
        "key-footer--separator",
    }
    # The colours of Textual's Footer and FooterKey (theme variables); one space before a
    # key and before its description, so a screen's main keys fit in 120 columns.
    DEFAULT_CSS = """
    KeyFooter {
        dock: bottom;
        height: 1;
        &.-wrap {
            height: auto;
        }
        color: $footer-foreground;
        background: $footer-background;
        & > .key-footer--item {
            background: $footer-item-background;
        }
        & > .key-footer--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        & > .key-footer--description {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        & > .key-footer--hover {
            background: $block-hover-background;
        }
        & > .key-footer--separator {
            color: $foreground 20%;
        }
    }
    """

    _shown: tuple | None = None
    """The screen's keys the footer shows: (key, description, action, enabled) each; None
    until it is drawn, and from a repaint asked for until it is drawn again."""
    _check_pending = False
    """Whether a look at the screen's keys is already on its way (`bindings_changed`)."""
    _hover: int | None = None
    """The place (in `placed`) of the key under the mouse."""

    def __init__(self, wrap: bool = False) -> None:
        super().__init__(classes="-wrap" if wrap else None)
        self.wrap = wrap
        """Whether keys that do not fit go on another line rather than being cut off."""
        self.placed: list[Placed] = []
        """The keys drawn at the last paint, each with its line, its first cell and the cell
        after it (the palette's key last, when shown); a key cut off by the palette's is
        listed with the cells it would take."""
        self.palette_at: int | None = None
        """The first cell of the palette's key (its separator) on the last line, when it is
        shown."""

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _keys_to_show(self, active: dict[str, ActiveBinding]) -> tuple:
        first = self._first()
        return tuple(
            (binding.key, first.get(binding.action, binding.description), binding.action, enabled)
            for (_, binding, enabled, _tooltip) in active.values()
            if binding.show or binding.action in first
        )

    def _first(self) -> dict[str, str]:
        """The screen's keys for the moment (`footer_first`), action to label."""
        return dict(getattr(self.screen, "footer_first", None) or {})

    def bindings_changed(self, screen: Screen) -> None:
        # Textual tells the footer whenever focus moves or a screen comes or goes, several
        # times for one dialog opening, and each look at the keys asks every binding's
        # `check_action`. So: no look while a repaint asked for is still to come (it draws
        # the keys as they are then); the looks asked for together are taken once, after
        # them; and a screen out of view is told again as it comes back (Textual refreshes
        # its bindings then), so its footer waits until that.
        if self._shown is None:
            return
        if screen is self.screen and screen.is_current and not self._check_pending:
            self._check_pending = True
            self.call_next(self._check_keys)

    def _check_keys(self) -> None:
        self._check_pending = False
        if not (self.is_attached and self.screen.is_current):
            return
        # Most focus moves leave the same keys: then there is nothing to draw again.
        if self._keys_to_show(self.screen.active_bindings) != self._shown:
            self._shown = None
            # A wrapping footer may need another line, or one fewer.
            self.refresh(layout=self.wrap)

    def _entries(
        self, active: dict[str, ActiveBinding]
    ) -> tuple[list[FooterEntry], FooterEntry | None]:
        """The keys to draw, in order (one per action, as Textual's Footer shows them), and
        the palette's key."""
        app = self.app
        moment = self._first()
        entries: dict[str, FooterEntry] = {}
        for _, binding, enabled, _tooltip in active.values():
            if (binding.show or binding.action in moment) and binding.action not in entries:
                display = app.get_key_display(binding)
                description = moment.get(binding.action, binding.description)
                entries[binding.action] = FooterEntry(
                    binding.key, display, description, binding.action, enabled
                )
        order = (*FIRST_ACTIONS, *moment)
        first = [entries.pop(action) for action in order if action in entries]
        palette = None
        if app.ENABLE_COMMAND_PALETTE and app.COMMAND_PALETTE_BINDING in active:
            _, binding, enabled, _tooltip = active[app.COMMAND_PALETTE_BINDING]
            palette = FooterEntry(
                binding.key,
                app.get_key_display(binding),
                binding.description,
                binding.action,
                enabled,
            )
        return first + list(entries.values()), palette

    def _key(self, entry: FooterEntry, hovered: bool) -> Content:
        parts = ("key-footer--item", "key-footer--hover") if hovered else ("key-footer--item",)
        key = self.get_visual_style(*parts, "key-footer--key")
        description = self.get_visual_style(*parts, "key-footer--description")
        if not entry.enabled:
            key, description = key + Style(dim=True), description + Style(dim=True)
        return Content.assemble((f" {entry.display}", key), (f" {entry.description}", description))

    def _right(self, palette: FooterEntry, hovered: bool) -> Content:
        """The palette's key with its separator, docked on the right of the last line."""
        item = self.get_visual_style("key-footer--item")
        separator = self.get_visual_style("key-footer--item", "key-footer--separator")
        return Content.assemble(
            (SEPARATOR, separator), self._key(palette, hovered=hovered), (" ", item)
        )

    def _lines(self, width: int, active: dict[str, ActiveBinding]) -> Layout:
        """The keys line by line (one line unless the footer wraps)."""
        entries, palette = self._entries(active)
        pieces = [self._key(e, hovered=self._hover == place) for place, e in enumerate(entries)]
        right = None if palette is None else self._right(palette, self._hover == len(entries))
        lines: list[list[Content]] = [[]]
        at = 0
        for piece in pieces:
            if self.wrap and lines[-1] and at + piece.cell_length > width:
                lines.append([])
                at = 0
            lines[-1].append(piece)
            at += piece.cell_length
        if self.wrap and right is not None and at + right.cell_length > width:
            # The palette's key needs room on the last line: its last keys go on another.
            moved: list[Content] = []
            while lines[-1] and at + right.cell_length > width:
                moved.insert(0, lines[-1].pop())
                at -= moved[0].cell_length
            lines.append(moved)
        return Layout(entries, palette, lines, right)

    def get_content_height(self, container, viewport, width: int) -> int:
        return len(self._lines(width, self.screen.active_bindings).lines) if self.wrap else 1

    def render(self) -> Content:
        active = self.screen.active_bindings  # worked out once: it asks every binding
        self._shown = self._keys_to_show(active)
        width = self.size.width
        entries, palette, lines, right = self._lines(width, active)
        self.placed = []
        drawn: list[Content] = []
        order = iter(entries)
        for row, pieces in enumerate(lines):
            at = 0
            for piece in pieces:
                self.placed.append(Placed(next(order), at, at + piece.cell_length, row))
                at += piece.cell_length
            keys = Content("").join(pieces)
            last = row == len(lines) - 1
            if not last or right is None or palette is None:  # both None, or neither
                drawn.append(keys.truncate(width, pad=True) if self.wrap else keys)
                continue
            room = max(0, width - right.cell_length)
            self.palette_at = room
            self.placed.append(Placed(palette, room + 1, room + right.cell_length - 1, row))
            drawn.append(keys.truncate(room, pad=True) + right)
        if right is None:
            self.palette_at = None
        return Content("\n").join(drawn)

    def _entry_at(self, x: int, y: int) -> int | None:
        last = self.placed[-1].row if self.placed else 0
        for place, (_entry, start, end, row) in enumerate(self.placed):
            visible = end
            if self.palette_at is not None and row == last and start <= self.palette_at:
                visible = self.palette_at  # the palette's key covers the rest of the line
            if row == y and start <= x < min(end, visible):
                return place
        return None

    def on_mouse_move(self, event: events.MouseMove) -> None:
        hover = self._entry_at(event.x, event.y)
        if hover != self._hover:
            self._hover = hover
            self.refresh()

    def on_leave(self) -> None:
        if self._hover is not None:
            self._hover = None
            self.refresh()

    def on_mouse_down(self, event: events.MouseDown) -> None:
        place = self._entry_at(event.x, event.y)
        if place is None:
            return
        entry = self.placed[place][0]
        if entry.enabled:
            self.app.simulate_key(entry.key)
        else:
            self.app.bell()
