"""A true fortune put into play (spirit-of-the-century-srd.txt L635): when a Tell a fortune roll
(`j` in the Roll dialog) succeeds, its aspect goes on the person it was about, for the
adventure (the character file's `fortunes`), or, for a general prediction, on every scene of
the adventure (a scenario aspect of the arc being played). The arc's end clears them
(`intents.arcs`). Saved with the roll, so undoing the roll takes the fortune back.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.errors import RulesError
from fate_tui.rules.sotc_trappings import fortune_aspect

if TYPE_CHECKING:
    from fate_tui.campaign.roll.roll_changes import RollChanges
    from fate_tui.campaign.roll.roll_model import Worked

FORTUNE_USE = "trapping.fortune"
GENERAL = "*"
"""The target of a general prediction: every scene of the adventure, no one person (no
character id is "*")."""


def told(worked: Worked) -> bool:
    """Whether the roll tells a true fortune: Tell a fortune, the difficulty met."""
    used, resolution = worked.use, worked.resolution
    if used is None or used.use.key != FORTUNE_USE or resolution is None:
        return False
    return resolution.margin >= 0


def place(
    edit: RollChanges, state: CampaignState, teller: str, name: str, target: str
) -> list[str]:
    """The fortune's aspect on `target` (a character id) or on the arc (`GENERAL`), with the
    teller's free tag; returns what happened, in words."""
    if target == GENERAL:
        arc = edit.story.active_arc
        if arc is None:
            raise RulesError(
                "a general prediction is an aspect on every scene of the adventure: start an "
                "arc first, or tell the fortune about a person"
            )
        aspect = fortune_aspect(name, teller, None)
        if any(a.name.lower() == aspect.name.lower() for a in arc.aspects):
            raise RulesError(f"the arc '{arc.title}' already has the aspect '{aspect.name}'")
        arcs = tuple(
            replace(a, aspects=(*a.aspects, aspect)) if a.id == arc.id else a
            for a in edit.story.arcs
        )
        edit.story = replace(edit.story, arcs=arcs)
        return [f"a true fortune: '{aspect.name}' is on every scene until '{arc.title}' ends"]
    if target not in state.characters:
        raise RulesError(f"no character '{target}' to tell the fortune about")
    who = edit.character(target)
    aspect = fortune_aspect(name, teller, target)
    if any(a.name.lower() == aspect.name.lower() for a in who.aspects):
        raise RulesError(f"{who.name} already has the aspect '{aspect.name}'")
    edit.put(replace(who, aspects=(*who.aspects, aspect)))
    return [f"a true fortune: {who.name} has '{aspect.name}' until the adventure ends"]
