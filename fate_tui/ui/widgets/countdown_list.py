"""The countdowns in play: the scene's and the campaign's."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.countdown import Countdown


class CountdownList(OptionList):
    BORDER_TITLE = "Countdowns"

    def show(self, state: CampaignState) -> None:
        self.clear_options()
        scene = state.current_scene
        countdowns = list(scene.countdowns if scene else ()) + list(state.story.countdowns)
        if not countdowns:
            self.add_option(Option(Text("No countdowns", "dim"), disabled=True))
        for countdown in countdowns:
            self.add_option(Option(line(countdown), id=countdown.name))

    @property
    def selected(self) -> str | None:
        option = self.highlighted_option
        return option.id if option else None


def line(countdown: Countdown) -> Text:
    text = Text(f"{countdown.name} ")
    text.append("■" * countdown.marked, style="bold red")
    text.append("□" * countdown.remaining)
    text.append(" (shown)" if countdown.revealed else " (hidden)", style="dim")
    if countdown.complete:
        text.append(" COMPLETE", style="bold red")
    return text
