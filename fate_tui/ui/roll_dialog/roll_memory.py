"""The Roll dialog's last choices for each character, remembered within a scene: the next roll
for the same character starts with the same action, skill and opposition. A new scene
forgets them all (what was opposed there is not here), and so does a conflict's start or end
(a mental conflict's attacks and defences are not a physical one's: the Deacon's attack in a
mental conflict is met with Will, not with the Fight remembered from the fight before)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents.common import running

if TYPE_CHECKING:
    from fate_tui.campaign.roll.roll_model import Roll
    from fate_tui.campaign.state import CampaignState


class RollMemory:
    def __init__(self) -> None:
        self._scene: tuple[str | None, bool | None] = (None, None)
        self._last: dict[str, Roll] = {}
        self._quick: dict[str, tuple[str, str]] = {}

    def remember_quick(self, state: CampaignState, key: str, who: str, skill: str) -> None:
        """Who rolled which skill for `key` (a contest's side, a challenge's task): the next
        exchange or the task tried again starts with them (`fate_tui.ui.play.quick_roll`)."""
        self._follow(state)
        self._quick[key] = (who, skill)

    def recall_quick(self, state: CampaignState, key: str) -> tuple[str, str] | None:
        self._follow(state)
        return self._quick.get(key)

    def remember(self, state: CampaignState, roll: Roll) -> None:
        self._follow(state)
        self._last[roll.actor] = roll

    def recall(self, state: CampaignState, actor: str) -> Roll | None:
        """The last roll set up for `actor` in the scene in play, if any."""
        self._follow(state)
        return self._last.get(actor)

    def _follow(self, state: CampaignState) -> None:
        # The scene in play, and whether a conflict runs in it and of which kind.
        conflict = running(state.current_scene)
        scene = (state.story.current_scene, None if conflict is None else conflict.mental)
        if scene != self._scene:
            self._scene, self._last, self._quick = scene, {}, {}
