"""Every scene of the campaign: the one in play first, then prepared ones, then played ones."""

from __future__ import annotations

from textual.content import Content
from textual.widgets.option_list import Option

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.scene import Scene, SceneStatus
from fate_tui.ui.text import FREE, MUTED, STRONG, muted
from fate_tui.ui.widgets.keyed_options import KeyedOptionList

GROUPS = (
    (SceneStatus.ACTIVE, "In play"),
    (SceneStatus.PREPARED, "Prepared"),
    (SceneStatus.ENDED, "Played"),
)


class SceneList(KeyedOptionList):
    """One option per scene, id = the scene's id; headers are disabled options."""

    BORDER_TITLE = "Scenes"

    def show(self, state: CampaignState) -> None:
        options = []
        for status, heading in GROUPS:
            group = [s for s in state.scenes.values() if s.status is status]
            if not group:
                continue
            options.append(
                Option(
                    Content.styled(heading, f"bold {MUTED}"), id=f"#{status.value}", disabled=True
                )
            )
            options.extend(Option(line(s, state), id=s.id) for s in group)
        if not options:
            options.append(
                Option(muted("No scenes yet: press n to create one"), id="#none", disabled=True)
            )
        self.show_options(options)


def line(scene: Scene, state: CampaignState) -> Content:
    in_play = scene.id == state.story.current_scene
    style = STRONG if in_play else (MUTED if scene.status is SceneStatus.ENDED else "")
    return Content.assemble((" ▶ " if in_play else "   ", f"bold {FREE}"), (scene.title, style))
