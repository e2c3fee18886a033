"""The selected scene at a glance: its status, the GM's pool, its countdowns and notes."""

from __future__ import annotations

from textual.content import Content

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.scene import Scene, SceneStatus
from fate_tui.ui.text import FREE, MUTED, POINTS, pips, safe_content
from fate_tui.ui.widgets.countdown_list import line as countdown_line
from fate_tui.ui.widgets.scrolling_text import ScrollingText

STATUS = {
    SceneStatus.PREPARED: ("prepared", POINTS),
    SceneStatus.ACTIVE: ("active", FREE),
    SceneStatus.ENDED: ("played", MUTED),
}


class SceneInfo(ScrollingText):
    def show(self, state: CampaignState, scene: Scene | None) -> None:
        if scene is None:
            self.border_title = "Scene"
            self.update(Content.styled("No scene selected: press n to prepare one", MUTED))
            return
        self.border_title = Content(scene.title)  # literal: a title is not markup
        word, style = STATUS[scene.status]
        parts: list[str | tuple[str, str] | Content] = [(word, f"bold {style}")]
        if scene.id == state.story.current_scene:
            parts.append((" · in play", f"bold {FREE}"))
        elif scene.status is SceneStatus.PREPARED:
            parts.append((" · p starts it", MUTED))
        if scene.gm_pool is not None:
            parts += [" · GM pool ", (pips(scene.gm_pool), f"bold {POINTS}"), f" {scene.gm_pool}"]
        parts.append((f" · scenes/{scene.id}.toml", MUTED))
        for countdown in scene.countdowns:
            parts += ["\nCountdown: ", countdown_line(countdown)]
        if scene.notes.strip():
            parts += ["\n", (reflow(scene.notes), "italic")]
        self.update(safe_content(Content.assemble(*parts)))


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
