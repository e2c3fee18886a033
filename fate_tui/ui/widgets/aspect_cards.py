"""The scene's situation aspects and boosts as cards: free invokes as pips, who holds them,
hidden ones marked for the GM's eyes."""

from __future__ import annotations

from collections.abc import Iterable

from textual.content import Content
from textual.widgets.option_list import Option

from fate_tui.campaign.names import holders, short_name
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.aspects import Aspect
from fate_tui.ui.text import (
    BAR,
    BOOST_BAR,
    FREE,
    MUTED,
    POINTS,
    SECRET,
    SECRET_BAR,
    invoke_pips,
    muted,
    shown,
)
from fate_tui.ui.widgets.keyed_options import KeyedOptionList


class AspectCards(KeyedOptionList):
    """One option per aspect; the highlighted one is what aspect keys act on. When it is
    removed, the highlight moves to the aspect that took its place."""

    BORDER_TITLE = "Scene aspects"

    _drawn_for: tuple | None = None
    """What the cards were last built from (`cards_source`)."""

    def show(self, state: CampaignState) -> None:
        scene = state.current_scene
        drawn_for = cards_source(state)
        if drawn_for == self._drawn_for:  # a tuple's == looks at identity first: cheap
            return  # a fate point, a stress box: nothing on the cards changed
        self._drawn_for = drawn_for
        if scene is None:
            self.show_options(
                [Option(muted("No scene in play: press n to pick one"), disabled=True)]
            )
            return
        aspects = list(scene.aspects) + [a for z in scene.zones for a in z.aspects]
        options = [Option(card(aspect, state), id=aspect_key(aspect)) for aspect in aspects]
        if not options:
            options = [Option(muted("No aspects yet: press a to add one"), disabled=True)]
        self.show_options(options)

    @property
    def selected(self) -> str | None:
        """The highlighted aspect's name."""
        option = self.highlighted_option
        return option.id.split(":", 2)[-1] if option and option.id else None


def cards_source(state: CampaignState) -> tuple:
    """All the cards are built from: the scene, and the names and kinds of the characters
    they may name (its cast, among whom a short name is unique, the aspects' owners and the
    holders of their free invokes). Most changes at the table leave all of it as it was."""
    scene = state.current_scene
    if scene is None:
        return (None,)
    aspects = [*scene.aspects, *(a for z in scene.zones for a in z.aspects)]
    named = dict.fromkeys(
        [
            *scene.cast,
            *(a.owner for a in aspects if a.owner),
            *(h for a in aspects for h in a.free_invokes if h),
        ]
    )
    characters = state.characters
    names = tuple(
        (cid, found.name, found.kind) if (found := characters.get(cid)) else (cid,) for cid in named
    )
    return (scene, names)


def aspect_key(aspect: Aspect) -> str:
    zone = aspect.owner if aspect.kind.value == "zone" else ""
    return f"{aspect.kind.value}:{zone}:{aspect.name}"


def card(aspect: Aspect, state: CampaignState, cast: Iterable[str] | None = None) -> Content:
    """The aspect's card; holders and owners go by their short names, unique among `cast`
    (default: the cast of the scene in play)."""
    if cast is None:
        scene = state.current_scene
        cast = scene.cast if scene is not None else ()
    cast = tuple(cast)

    def name_of(cid: str) -> str:
        return short_name(cid, state.characters, cast)

    bar = SECRET_BAR if aspect.hidden else (BOOST_BAR if aspect.is_boost else BAR)
    parts: list[str | tuple[str, str]] = [("▌", bar)]
    if aspect.hidden:
        parts.append(("?? ", SECRET))
    parts.append((shown(aspect.name), "italic" if aspect.is_boost else "bold"))
    if aspect.is_boost:
        parts.append(("  boost", POINTS))
    if aspect.kind.value == "zone":
        parts.append((f"  [{aspect.owner}]", MUTED))
    elif aspect.owner:
        parts.append((f"  on {name_of(aspect.owner)}", MUTED))
    if aspect.free_invokes:
        parts.append((f"  {invoke_pips(aspect)}", FREE))
        parts.append((f" ({holders(aspect, name_of)})", MUTED))
    if aspect.hidden:
        parts.append(("  GM only", f"italic {SECRET}"))
    return Content.assemble(*parts)
