"""A scene's zones: where each leads, who stands there, and its aspects (one row each, so a
zone aspect can be picked)."""

from __future__ import annotations

from textual.content import Content
from textual.widgets.option_list import Option

from fate_tui.campaign.names import holders
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.aspects import Aspect
from fate_tui.rules.scene import Scene, Zone, border_between, is_height
from fate_tui.ui.text import FREE, MUTED, PEOPLE, SECRET, STRONG, invoke_pips, muted, shown
from fate_tui.ui.widgets.keyed_options import KeyedOptionList

ZONE, ASPECT = "zone", "aspect"


class ZoneList(KeyedOptionList):
    """Ids: "zone\\x1f<zone>" for a zone, "aspect\\x1f<zone>\\x1f<aspect>" for a zone aspect."""

    BORDER_TITLE = "Zones"

    def show(self, state: CampaignState, scene: Scene | None) -> None:
        options: list[Option] = []
        if scene is not None:
            for zone in scene.zones:
                options.append(Option(zone_text(zone, scene, state), id=key(ZONE, zone.name)))
                options.extend(
                    Option(aspect_text(a, state), id=key(ASPECT, zone.name, a.name))
                    for a in zone.aspects
                )
        if scene is not None and scene.zones:
            unplaced = [_name(state, c) for c in scene.cast if c not in scene.positions]
            if unplaced:
                text = muted("(in no zone) " + ", ".join(unplaced))
                options.append(Option(text, id="#unplaced", disabled=True))
        if not options:
            options = [Option(muted("No zones yet: press z to add one"), disabled=True)]
        self.show_options(options)

    @property
    def zone(self) -> str | None:
        """The highlighted zone, or the zone of the highlighted zone aspect."""
        parts = (self.selected or "").split("\x1f")
        return parts[1] if parts[0] in (ZONE, ASPECT) else None

    @property
    def zone_aspect(self) -> str | None:
        """The highlighted zone aspect's name, if a zone aspect is highlighted."""
        parts = (self.selected or "").split("\x1f")
        return parts[2] if parts[0] == ASPECT else None


def key(*parts: str) -> str:
    return "\x1f".join(parts)


def _name(state: CampaignState, character_id: str) -> str:
    found = state.characters.get(character_id)
    return found.name if found else character_id


def links_text(scene: Scene, zone: Zone) -> str:
    """Where the zone leads, each with its border (Spirit of the Century): 'Altar (border 2),
    Bell Tower (border 1, a height), Nave'."""
    links = []
    for other in zone.connects:
        border = border_between(scene, zone.name, other)
        height = ", a height" if is_height(scene, zone.name, other) else ""
        links.append(f"{other} (border {border}{height})" if border else other)
    return ", ".join(links)


def zone_text(zone: Zone, scene: Scene, state: CampaignState) -> Content:
    here = [_name(state, cid) for cid in scene.in_zone(zone.name)]
    links = links_text(scene, zone)
    return Content.assemble(
        (f"[{zone.name}]", STRONG),
        (" ─ " + links if links else "  (leads nowhere)", MUTED),
        ("\n  " + ", ".join(here), PEOPLE) if here else "",
    )


def aspect_text(aspect: Aspect, state: CampaignState) -> Content:
    parts: list[str | tuple[str, str]] = ["  ▪ "]
    if aspect.hidden:
        parts.append(("?? ", SECRET))
    parts.append((shown(aspect.name), SECRET if aspect.hidden else ""))
    if aspect.free_invokes:
        parts.append((f"  {invoke_pips(aspect)}", FREE))
        parts.append((f" ({holders(aspect, lambda cid: _name(state, cid))})", MUTED))
    return Content.assemble(*parts)
