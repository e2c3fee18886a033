"""The zones drawn as text: each zone, where it leads, its aspects and who stands there."""

from __future__ import annotations

from textual.content import Content

from fate_tui.campaign.state import CampaignState
from fate_tui.ui.text import MUTED, PEOPLE, SECRET, STRONG, muted, show_content, shown
from fate_tui.ui.widgets.scrolling_text import ScrollingText
from fate_tui.ui.widgets.zone_list import links_text


class ZoneMap(ScrollingText):
    BORDER_TITLE = "Zones"

    def show(self, state: CampaignState) -> None:
        scene = state.current_scene
        if scene is None or not scene.zones:
            show_content(self, muted("No zones: add them on the scene screen (n)"))
            return
        parts: list[str | tuple[str, str]] = []
        for index, zone in enumerate(scene.zones):
            if index:
                parts.append("\n")
            parts.append((f"[{zone.name}]", STRONG))
            if zone.connects:
                parts.append((" ─ " + links_text(scene, zone), MUTED))
            here = [
                state.characters[cid].name if cid in state.characters else cid
                for cid in scene.in_zone(zone.name)
            ]
            if here:
                parts += ["\n  ", (", ".join(here), PEOPLE)]
            for aspect in zone.aspects:
                parts += ["\n  ▪ ", (shown(aspect.name), SECRET if aspect.hidden else "")]
        unplaced = [cid for cid in scene.cast if cid not in scene.positions]
        if unplaced:
            names = [state.characters[c].name if c in state.characters else c for c in unplaced]
            parts.append(("\n(no zone) " + ", ".join(names), MUTED))
        show_content(self, Content.assemble(*parts))
