"""Creating an advantage by supernatural means against no opposition (the `scale` option,
fate-condensed-srd.txt L1293): rather than rolling, the character simply gains the aspect with
one free invoke, and the aspect grants scale. The Roll dialog offers it for a create an
advantage by a character above the lowest level, with no one opposing or targeted."""

from __future__ import annotations

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.roll import roll_scale
from fate_tui.campaign.roll.roll_changes import RollChanges
from fate_tui.campaign.roll.roll_model import Roll
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.action_effects import Action
from fate_tui.rules.aspects import Aspect
from fate_tui.rules.errors import RulesError
from fate_tui.rules.scale import SupernaturalAdvantage, supernatural_advantage
from fate_tui.rules.wording import counted


def offered(state: CampaignState, roll: Roll) -> bool:
    """Whether `roll` may be settled without dice: a new advantage, not yet rolled, by a
    character acting above the lowest level, with no character opposing or targeted."""
    if not roll_scale.in_play(state) or roll.rolled:
        return False
    if roll.action is not Action.CREATE_ADVANTAGE or roll.advantage_on is not None:
        return False
    if roll.opponent is not None or roll.target not in (None, roll.actor):
        return False
    if roll.actor not in state.characters:
        return False
    level = roll_scale.LADDER.index(roll_scale.level_of(state, roll.actor))
    return level > 0


def gain_without_roll(ctl: Controller, roll: Roll, name: str) -> None:
    """The actor gains the aspect `name` in the scene with the rule's free invoke, no dice."""
    state = ctl.state
    if not offered(state, roll):
        raise RulesError(
            "only a create an advantage by supernatural means (a character above "
            f"{roll_scale.LADDER.levels[0]}) against no opposition goes without a roll"
        )
    cleaned = " ".join(name.split())
    if not cleaned:
        raise RulesError("the new aspect needs a name, e.g. 'Veiled in Shadow'")
    rule = supernatural_advantage(SupernaturalAdvantage.UNOPPOSED, state.ruleset)
    invokes = rule.free_invokes_without_roll
    edit = RollChanges(state)
    edit.add_scene_aspect(Aspect(cleaned, free_invokes=(roll.actor,) * invokes))
    who = state.characters[roll.actor].name
    level = roll_scale.level_of(state, roll.actor)
    text = (
        f"{who} ({level}) creates '{cleaned}' by supernatural means against no opposition: "
        f"no roll, {counted(invokes, 'free invoke')} for {who}; "
        "invoked, it grants scale"
    )
    ctl.apply(
        f"Roll: {text}",
        log=("roll", text),
        data={"character": roll.actor, "aspect": cleaned},
        story=edit.changed_story,
        characters=edit.characters.values(),
        scenes=edit.scenes,
    )
