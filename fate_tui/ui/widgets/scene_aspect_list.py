"""A scene's situation aspects and boosts: free invokes up for grabs or held, hidden ones
marked for the GM."""

from __future__ import annotations

from textual.widgets.option_list import Option

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.scene import Scene
from fate_tui.ui.text import muted
from fate_tui.ui.widgets.aspect_cards import card
from fate_tui.ui.widgets.keyed_options import KeyedOptionList


class SceneAspectList(KeyedOptionList):
    """One option per situation aspect, id = the aspect's name."""

    BORDER_TITLE = "Situation aspects"

    def show(self, state: CampaignState, scene: Scene | None) -> None:
        options: list[Option] = []
        if scene is not None:
            options = [Option(card(a, state, scene.cast), id=a.name) for a in scene.aspects]
        if not options:
            options = [Option(muted("No aspects yet: press a to add one"), disabled=True)]
        self.show_options(options)
