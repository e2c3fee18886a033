"""The line across the top: campaign, rule set, arc, session, scene and the GM's pool.

On a narrow terminal what the GM needs during play stays whole (the scene and the GM's pool);
the rule set, the arc and then the campaign's name give way first."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from fate_tui.campaign.state import CampaignState
from fate_tui.ui.text import MUTED, POINTS, STRONG, pips, show_content


class StatusLine(Static):
    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._state: CampaignState | None = None

    def show(self, state: CampaignState) -> None:
        self._state = state
        width = self.size.width or self.app.size.width
        show_content(self, status(state, width), layout=False)  # one line, always

    def on_resize(self) -> None:
        if self._state is not None:
            self.show(self._state)


def status(state: CampaignState, width: int) -> Content:
    """The status line, fitted to `width` cells."""
    story = state.story
    scene = state.current_scene
    needed: list[str | tuple[str, str]] = [
        f" · Scene: {scene.title}" if scene else " · No scene in play"
    ]
    if scene is not None and scene.gm_pool is not None:
        needed += ["   GM pool ", (pips(scene.gm_pool), f"bold {POINTS}"), f" {scene.gm_pool}"]
    arc = story.active_arc
    optional: list[str | tuple[str, str]] = [
        (f" ({state.ruleset.title})", MUTED),
        f" · Arc: {arc.title}" if arc is not None else "",
        f" · Session {story.current_session}" if story.current_session else "",
    ]
    ending = Content.assemble(*needed)
    # What gives way first: the rule set, then the arc, then the session number.
    for dropped in range(len(optional) + 1):
        middle = Content.assemble(*optional[dropped:])
        name_room = width - middle.cell_length - ending.cell_length - 1
        if name_room >= min(len(story.name), 12):
            break
    name = Content.styled(story.name, STRONG)
    if name.cell_length > name_room:
        name = name.truncate(max(name_room, 1), ellipsis=True)
    line = Content.assemble(" ", name, middle, ending)
    return line.truncate(width, ellipsis=True) if width and line.cell_length > width else line
