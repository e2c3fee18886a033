"""Spirit of the Century's long assessment (spirit-of-the-century-srd.txt L495-497): an
assessment discovers an aspect already there, and its free tag "must be taken within the same
scene as the assessment or, if the assessment takes longer than a scene to perform, in the
scene which immediately follows".

At the table: `E` in the Roll dialog marks an assessment (create an advantage on a hidden
aspect of the scene or one of its zones) as taking longer than a scene. Applied, the aspect
it discovers is named in the scene file's `long_assessments`; when the scene ends, the
summary says its free tag lasts, and keeping the aspect in the next scene keeps the tag with
it (`ui.play.scene_ending`). A character's aspect keeps its free invokes with the character,
so only the scene's are marked.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.action_effects import Action, AspectTarget
from fate_tui.rules.errors import RulesError

if TYPE_CHECKING:
    from fate_tui.campaign.roll.roll_changes import RollChanges
    from fate_tui.campaign.roll.roll_model import Roll, Worked


def offered(state: CampaignState, roll: Roll) -> bool:
    """Whether the roll is an assessment that may be a long one: Spirit of the Century, an
    advantage on a hidden aspect of the scene (not of a character)."""
    from fate_tui.campaign.roll.roll_model import advantage_target

    if state.ruleset.name != "sotc" or roll.action is not Action.CREATE_ADVANTAGE:
        return False
    if roll.advantage_on is None or roll.advantage_on[1] in state.characters:
        return False
    return advantage_target(state, roll) is AspectTarget.UNKNOWN


def check(state: CampaignState, roll: Roll) -> None:
    if roll.long_assessment and not offered(state, roll):
        raise RulesError(
            "only an assessment lasts longer than a scene: create an advantage on a hidden "
            "aspect of the scene (Spirit of the Century)"
        )


def record(edit: RollChanges, state: CampaignState, roll: Roll, worked: Worked) -> list[str]:
    """The discovered aspect named in the scene's `long_assessments` when the assessment
    revealed it with a free tag; what happened, in words."""
    effect = worked.effect
    if not roll.long_assessment or roll.advantage_on is None or effect is None:
        return []
    if not (effect.aspect_revealed and effect.free_invokes > 0):
        return []
    scene = edit.need_scene("a long assessment")
    name = roll.advantage_on[0]
    if name.lower() not in {n.lower() for n in scene.long_assessments}:
        edit.scene = replace(scene, long_assessments=(*scene.long_assessments, name))
    return [f"a long assessment: the free tag on '{name}' may be used in the scene that follows"]
