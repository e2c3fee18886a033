"""The countdowns in play: the scene's and the campaign's."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.countdown import Countdown
from fate_tui.ui.text import HARM, MUTED, muted, same_options


class CountdownList(OptionList):
    BORDER_TITLE = "Countdowns"

    def show(self, state: CampaignState) -> None:
        scene = state.current_scene
        countdowns = list(scene.countdowns if scene else ()) + list(state.story.countdowns)
        options = [Option(line(countdown), id=countdown.name) for countdown in countdowns]
        if not countdowns:
            options.append(Option(muted("No countdowns"), disabled=True))
        if same_options(self.options, options):
            return  # nothing to redraw
        highlighted = self.highlighted
        self.clear_options()
        self.add_options(options)
        if highlighted is not None and highlighted < len(options):
            self.highlighted = highlighted

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
