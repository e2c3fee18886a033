"""Small pieces of text every screen draws the same way: pips, boxes, names on the ladder."""

from __future__ import annotations

from rich.text import Text

from fate_tui.rules.aspects import Aspect
from fate_tui.rules.derived import TrackState

FULL, EMPTY = "●", "○"


def pips(count: int, total: int | None = None) -> str:
    """●●○: `count` filled pips out of `total`."""
    total = count if total is None else max(total, count)
    return FULL * count + EMPTY * (total - count)


def boxes(track: TrackState) -> Text:
    """A stress track: ■ marked, □ empty, with the box's value when boxes differ."""
    one_point = all(value == 1 for value in track.boxes)
    text = Text()
    for index, value in enumerate(track.boxes):
        marked = index in track.marked
        glyph = "■" if marked else "□"
        label = glyph if one_point else f"{glyph}{value}"
        text.append(label, style="bold red" if marked else "")
        if not one_point:
            text.append(" ")
    return text


def invoke_pips(aspect: Aspect) -> str:
    """◆ per free invoke (◇ for a boost's)."""
    return ("◇" if aspect.is_boost else "◆") * len(aspect.free_invokes)


def holders(aspect: Aspect, name_of) -> str:
    named = sorted({name_of(h) for h in aspect.free_invokes if h})
    up_for_grabs = sum(1 for h in aspect.free_invokes if h is None)
    parts = list(named)
    if up_for_grabs:
        parts.append("up for grabs")
    return ", ".join(parts)
