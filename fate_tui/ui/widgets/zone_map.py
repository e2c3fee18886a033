"""The zones drawn as text: each zone, where it leads, its aspects and who stands there."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from fate_tui.campaign.state import CampaignState


class ZoneMap(Static):
    BORDER_TITLE = "Zones"

    def show(self, state: CampaignState) -> None:
        scene = state.current_scene
        if scene is None or not scene.zones:
            self.update(Text("No zones: add them on the scene screen (n)", "dim"))
            return
        text = Text()
        for index, zone in enumerate(scene.zones):
            if index:
                text.append("\n")
            text.append(f"[{zone.name}]", style="bold")
            if zone.connects:
                text.append(" ─ " + ", ".join(zone.connects), style="dim")
            here = [
                state.characters[cid].name if cid in state.characters else cid
                for cid in scene.in_zone(zone.name)
            ]
            if here:
                text.append("\n  ")
                text.append(", ".join(here), style="cyan")
            for aspect in zone.aspects:
                text.append("\n  ▪ ")
                text.append(aspect.name, style="magenta" if aspect.hidden else "")
        unplaced = [cid for cid in scene.cast if cid not in scene.positions]
        if unplaced:
            names = [state.characters[c].name if c in state.characters else c for c in unplaced]
            text.append("\n(no zone) " + ", ".join(names), style="dim")
        self.update(text)
