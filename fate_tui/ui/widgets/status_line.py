"""The line across the top: campaign, rule set, arc, session, scene and the GM's pool."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from fate_tui.campaign.state import CampaignState
from fate_tui.ui.text import pips


class StatusLine(Static):
    def show(self, state: CampaignState) -> None:
        story = state.story
        text = Text()
        text.append(f" {story.name}", style="bold")
        text.append(f" ({state.ruleset.title})", style="dim")
        arc = story.active_arc
        if arc is not None:
            text.append(f" · Arc: {arc.title}")
        if story.current_session:
            text.append(f" · Session {story.current_session}")
        scene = state.current_scene
        text.append(f" · Scene: {scene.title}" if scene else " · No scene in play")
        if scene is not None and scene.gm_pool is not None:
            text.append("   GM pool ")
            text.append(pips(scene.gm_pool), style="bold yellow")
            text.append(f" {scene.gm_pool}")
        self.update(text)
