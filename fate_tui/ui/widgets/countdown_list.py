"""The countdowns in play: the scene's and the campaign's."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.countdown import Countdown
from fate_tui.ui.text import HARM, MUTED, muted


class CountdownList(OptionList):
    BORDER_TITLE = "Countdowns"

    def show(self, state: CampaignState) -> None:
        self.clear_options()
        scene = state.current_scene
        countdowns = list(scene.countdowns if scene else ()) + list(state.story.countdowns)
        if not countdowns:
            self.add_option(Option(muted("No countdowns"), disabled=True))
        for countdown in countdowns:
            self.add_option(Option(line(countdown), id=countdown.name))

    @property
    def selected(self) -> str | None:
        option = self.highlighted_option
        return option.id if option else None


def line(countdown: Countdown) -> Content:
    return Content.assemble(
        f"{countdown.name} ",
        ("■" * countdown.marked, f"bold {HARM}"),
        "□" * countdown.remaining,
        (" (shown)" if countdown.revealed else " (hidden)", MUTED),
        (" COMPLETE", f"bold {HARM}") if countdown.complete else "",
    )
