"""The Roll dialog's last choices for each character, remembered within a scene: the next roll
for the same character starts with the same action, skill and opposition. A new scene
forgets them all (what was opposed there is not here)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fate_tui.campaign.intents.roll_model import Roll
    from fate_tui.campaign.state import CampaignState


class RollMemory:
    def __init__(self) -> None:
        self._scene: str | None = None
        self._last: dict[str, Roll] = {}

    def remember(self, state: CampaignState, roll: Roll) -> None:
        self._follow(state)
        self._last[roll.actor] = roll

    def recall(self, state: CampaignState, actor: str) -> Roll | None:
        """The last roll set up for `actor` in the scene in play, if any."""
        self._follow(state)
        return self._last.get(actor)

    def _follow(self, state: CampaignState) -> None:
        scene = state.story.current_scene
        if scene != self._scene:
            self._scene, self._last = scene, {}
