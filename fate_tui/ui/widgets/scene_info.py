"""The selected scene at a glance: its status, the GM's pool, its countdowns and notes."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.scene import Scene, SceneStatus
from fate_tui.ui.text import pips
from fate_tui.ui.widgets.countdown_list import line as countdown_line

STATUS = {
    SceneStatus.PREPARED: ("prepared", "yellow"),
    SceneStatus.ACTIVE: ("active", "green"),
    SceneStatus.ENDED: ("played", "dim"),
}


class SceneInfo(Static):
    def show(self, state: CampaignState, scene: Scene | None) -> None:
        if scene is None:
            self.border_title = "Scene"
            self.update(Text("No scene selected: press n to prepare one", "dim"))
            return
        self.border_title = scene.title
        word, style = STATUS[scene.status]
        text = Text()
        text.append(word, style=f"bold {style}")
        if scene.id == state.story.current_scene:
            text.append(" · in play", style="bold green")
        elif scene.status is SceneStatus.PREPARED:
            text.append(" · p starts it", style="dim")
        if scene.gm_pool is not None:
            text.append(" · GM pool ")
            text.append(pips(scene.gm_pool), style="bold yellow")
            text.append(f" {scene.gm_pool}")
        text.append(f" · scenes/{scene.id}.toml", style="dim")
        for countdown in scene.countdowns:
            text.append("\nCountdown: ")
            text.append_text(countdown_line(countdown))
        if scene.notes.strip():
            text.append("\n")
            text.append(reflow(scene.notes), style="italic")
        self.update(text)


def reflow(notes: str) -> str:
    """Notes as the GM wrote them, with lines broken only for the editor joined up again so
    they wrap to the panel (blank lines and list items keep their own lines)."""
    lines: list[str] = []
    for raw in notes.strip().splitlines():
        line = raw.strip()
        joins = lines and lines[-1] and line and not line.startswith(("-", "*", "•"))
        if joins:
            lines[-1] += " " + line
        else:
            lines.append(line)
    return "\n".join(lines)
