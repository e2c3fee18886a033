"""The line across the top: campaign, rule set, arc, session, scene and the GM's pool."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from fate_tui.campaign.state import CampaignState
from fate_tui.ui.text import MUTED, POINTS, STRONG, pips, show_content


class StatusLine(Static):
    def show(self, state: CampaignState) -> None:
        story = state.story
        parts: list[str | tuple[str, str]] = [
            (f" {story.name}", STRONG),
            (f" ({state.ruleset.title})", MUTED),
        ]
        arc = story.active_arc
        if arc is not None:
            parts.append(f" · Arc: {arc.title}")
        if story.current_session:
            parts.append(f" · Session {story.current_session}")
        scene = state.current_scene
        parts.append(f" · Scene: {scene.title}" if scene else " · No scene in play")
        if scene is not None and scene.gm_pool is not None:
            parts += ["   GM pool ", (pips(scene.gm_pool), f"bold {POINTS}"), f" {scene.gm_pool}"]
        show_content(self, Content.assemble(*parts), layout=False)  # one line, always
