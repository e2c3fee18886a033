"""The countdowns in play: the scene's and the campaign's. The highlighted track's next
trigger and where it lives show under the list."""

from __future__ import annotations

from textual.binding import Binding
from textual.content import Content
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.countdown import Countdown
from fate_tui.ui.text import HARM, MUTED, muted, same_options, set_border
from fate_tui.ui.widgets.steady_options import SteadyOptionList


class CountdownList(SteadyOptionList):
    BORDER_TITLE = "Countdowns"
    # With the list focused, + and - act on the highlighted track (not on the cast's
    # fate points), and the footer says so.
    BINDINGS = [
        Binding("plus,equals_sign", "screen.mark_countdown(1)", "Mark box", id="countdowns.mark"),
        Binding("minus", "screen.mark_countdown(-1)", "Clear box", id="countdowns.clear"),
    ]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._tracks: dict[str, tuple[Countdown, bool]] = {}

    def show(self, state: CampaignState) -> None:
        scene = state.current_scene
        tracks = [(cd, False) for cd in (scene.countdowns if scene else ())]
        tracks += [(cd, True) for cd in state.story.countdowns]
        self._tracks = {cd.name: (cd, campaign) for cd, campaign in tracks}
        # An empty list gives its room to a running conflict, contest or challenge (TableScreen's
        # CSS hides it).
        self.set_class(not tracks, "-empty")
        options = [Option(line(countdown), id=countdown.name) for countdown, _ in tracks]
        if not tracks:
            options.append(Option(muted("No countdowns · T adds one"), disabled=True))
        if same_options(self.options, options):
            self._caption()  # the list itself is unchanged: nothing to redraw
            return
        # Keep the highlight on the same track across the redraw (after a tick, say).
        kept = self.selected
        self.clear_options()
        self.add_options(options)
        if kept in self._tracks:
            self.highlighted = self.get_option_index(kept)
        elif self._tracks:
            # A track is always highlighted, so t ticks one the moment it is made (it said
            # "Highlight a countdown first" with the only countdown in the list).
            self.highlighted = 0
        self._caption()

    def on_focus(self) -> None:
        # Tab onto the list lands on a track, so t, + and - act at once.
        if self.highlighted is None and self._tracks:
            self.highlighted = 0

    @property
    def selected(self) -> str | None:
        option = self.highlighted_option
        return option.id if option else None

    def on_option_list_option_highlighted(self, _event: OptionList.OptionHighlighted) -> None:
        self._caption()

    def _caption(self) -> None:
        found = self._tracks.get(self.selected or "")
        if found is None:
            set_border(self, subtitle="")
            return
        countdown, campaign = found
        where = "campaign" if campaign else "scene"
        triggers = " or ".join(countdown.next_triggers)
        set_border(self, subtitle=f"{where} · next: {triggers}" if triggers else where)


def line(countdown: Countdown) -> Content:
    return Content.assemble(
        f"{countdown.name} ",
        ("■" * countdown.marked, f"bold {HARM}"),
        "□" * countdown.remaining,
        (" (shown)" if countdown.revealed else " (hidden)", MUTED),
        (" COMPLETE", f"bold {HARM}") if countdown.complete else "",
    )
