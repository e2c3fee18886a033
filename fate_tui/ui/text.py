"""Small pieces of text every screen draws the same way: pips, boxes, names on the ladder, and
the styles they use.

Styles are Textual theme variables inside `textual.content.Content`, so they follow the theme
(textual-dark, textual-light or any other) instead of fixed Rich colours. Two traps:
`$text-muted` ("auto 60%") is not resolved inside Content spans, so muted text is "dim"; and
widgets that render with Rich (DataTable cells, Rich tables) need `to_rich`, whose colours
are those of the theme at the time: redraw them when the theme changes.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from rich.text import Span as RichSpan
from rich.text import Text
from textual.content import Content
from textual.fuzzy import Matcher
from textual.style import Style

from fate_tui.rules.aspects import Aspect
from fate_tui.rules.derived import TrackState
from fate_tui.safe_text import clipped, has_unsafe_characters, safe_text

if TYPE_CHECKING:
    from fate_tui.campaign.players_view import TrackView

FULL, EMPTY = "●", "○"

ERROR = "$text-error"
WARNING = "$text-warning"
SUCCESS = "$text-success"
# What each colour means, the same on every screen.
MUTED = "dim"  # secondary details: where, who holds, hints
STRONG = "bold"
POINTS = WARNING  # fate points and the GM's pool
FREE = SUCCESS  # free invokes, recovering, in play, owed payouts
HARM = ERROR  # marked stress, taken out, hostile invokes
PEOPLE = "$text-primary"  # who stands where
SECRET = "$text-secondary"  # hidden from the players, or set by hand by the GM
KIND = "$text-accent"  # what a character is (PC, NPC...)
BAR = "$accent"  # the bar in front of an aspect card
BOOST_BAR = "$warning"
SECRET_BAR = "$text-secondary"


def pips(count: int, total: int | None = None) -> str:
    """●●○: `count` filled pips out of `total`."""
    total = count if total is None else max(total, count)
    return FULL * count + EMPTY * (total - count)


def boxes(track: TrackState | TrackView, *, compact: bool = False) -> Content:
    """A stress track: ■ marked, □ empty, with the box's value when boxes differ (unless
    `compact`: a narrow cast leaves the values out, the boxes being in value order)."""
    one_point = compact or all(value == 1 for value in track.boxes)
    parts: list[str | tuple[str, str]] = []
    for index, value in enumerate(track.boxes):
        marked = index in track.marked
        glyph = "■" if marked else "□"
        label = glyph if one_point else f"{glyph}{value}"
        parts.append((label, f"bold {HARM}") if marked else label)
        if not one_point:
            parts.append(" ")
    return Content.assemble(*parts)


def invoke_pips(aspect: Aspect) -> str:
    """◆ per free invoke (◇ for a boost's)."""
    return ("◇" if aspect.is_boost else "◆") * len(aspect.free_invokes)


def muted(text: str) -> Content:
    """A hint or an empty-list message, as literal text (never read as markup)."""
    return Content.styled(safe_text(text), MUTED)


def plain(text: str, style: str = "") -> Content:
    """Campaign text as the GM reads it: never markup, its control characters shown as
    marks (`fate_tui.safe_text`), optionally in one style."""
    return Content.styled(safe_text(text), style) if style else Content(safe_text(text))


# The most of one line of campaign text a widget is given: a few screens' worth when wrapped.
# A megabyte pasted into one aspect took the Table seconds to lay out and the players'
# preview many more; past this, the line is cut and says how long it is (the file keeps it).
MAX_LINE = 2_000
# What `safe_content` cuts: a line that did not come through `shown` (which cuts the text
# itself at MAX_LINE, the card's own words around it leaving it a little longer).
_LONG_LINE = re.compile(f"[^\n]{{{2 * MAX_LINE + 1},}}")


def shown(text: str) -> str:
    """One piece of campaign text (a name, an aspect) as a widget is given it: its control
    characters as marks, cut short past MAX_LINE characters. Cutting before the text goes
    into a Content spares Textual copying and scanning a megabyte for each card."""
    return safe_text(clipped(text, MAX_LINE))


def matched(matcher: Matcher, text: str) -> Content:
    """`text` as plain text (`plain`) with the letters a fuzzy query matched highlighted, as
    `Matcher.highlight` does: `highlight` reads its text as markup, so a name such as
    '[link=https://x]...' raised MarkupError at the first letter typed and
    '[@click=app.quit]...' became a live span."""
    shown = safe_text(text)
    content = Content(shown)
    _, offsets = matcher.fuzzy_search.match(matcher.query, shown)
    for offset in offsets:
        if not shown[offset].isspace():
            content = content.stylize(matcher.match_style, offset, offset + 1)
    return content


def safe_content(content: Content) -> Content:
    """`content` with any control character in its text shown as a mark (the marks take one
    character each, so its styles stay on the same letters), and any line longer than
    twice MAX_LINE cut short at MAX_LINE."""
    plain = content.plain
    if len(plain) > 2 * MAX_LINE and _LONG_LINE.search(plain):
        pieces: list[Content] = []
        start = 0
        for line in _LONG_LINE.finditer(plain):
            pieces.append(content[start : line.start() + MAX_LINE])
            pieces.append(Content.styled(f"… ({len(line[0]):,} characters)", MUTED))
            start = line.end()
        pieces.append(content[start:])
        content = Content("").join(pieces)
        plain = content.plain
    if not has_unsafe_characters(plain):
        return content
    return Content(safe_text(plain), list(content.spans))


def to_rich(content: Content | str) -> Text:
    """`content` as Rich Text for widgets that render with Rich (DataTable cells, Rich table
    grids), its theme variables resolved with the running app's current theme. Literal text:
    nothing in it is read as markup."""
    # Rich takes some control characters out of a Text's string (BEL, backspace...) without
    # moving the spans after them, which then fall off the end and break its line wrapping:
    # the marks take their places one for one.
    if isinstance(content, str):
        return Text(safe_text(content), end="")
    # Content takes BEL, backspace, VT, FF and CR out of its text, but Content.assemble counts
    # them in the spans it places after them: a span past the end broke Rich's wrapping of
    # the Sheet's aspects. Spans are kept inside the text.
    length = len(content.plain)
    spans = [
        RichSpan(start, min(end, length), _rich_style(style))
        for start, end, style in content.spans
        if style and start < length
    ]
    return Text(safe_text(content.plain), spans=spans, end="")


def _rich_style(style):
    parsed = Style.parse(style) if isinstance(style, str) else style
    return parsed.rich_style


def same_content(shown: object, content: object) -> bool:
    """Whether two pieces of Content read and look the same (Content's own == compares the
    text only)."""
    if isinstance(shown, Content) and isinstance(content, Content):
        return shown.plain == content.plain and shown.spans == content.spans
    return shown == content


def show_content(widget, content: Content, *, layout: bool = True) -> bool:
    """Update a Static only when what it shows changes: an update costs the screen a layout
    (unless `layout` is False: the widget's size does not follow its content) and a paint.
    Whether it was updated."""
    content = safe_content(content)
    if same_content(widget.content, content):
        return False
    widget.update(content, layout=layout)
    return True


def set_border(widget, *, title: str | None = None, subtitle: str | None = None) -> None:
    """Set a border's title or subtitle only when it changes: Textual repaints the whole
    widget at every assignment, even of the same words (a cast of 26 rows, at every key).
    Both are shown as plain text: a border reads a str as markup, and these hold names."""
    if title is not None:
        shown_title = Content(shown(title))
        if widget.border_title != shown_title.markup:
            widget.border_title = shown_title
    if subtitle is not None:
        shown_subtitle = Content(shown(subtitle))
        if widget.border_subtitle != shown_subtitle.markup:
            widget.border_subtitle = shown_subtitle


def same_options(options, new_options) -> bool:
    """Whether an OptionList already holds these options (ids, text and styles)."""
    return len(options) == len(new_options) and all(
        old.id == new.id and old.disabled == new.disabled and same_content(old.prompt, new.prompt)
        for old, new in zip(options, new_options, strict=True)
    )
