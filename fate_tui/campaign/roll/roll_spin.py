"""Spirit of the Century's defensive spin at the table (spirit-of-the-century-srd.txt L482-484):
a defence that beats the attack by three or more gains spin, kept in the scene file
(`spin = "id"`); the very next roll in the scene may take +1 or -1 from it, and then it is
gone, used or not.

The numbers are the rules core's (`sotc_actions.gains_spin`, `stunt_effects.
defender_gains_spin`); this says who gains it from a roll and what the next roll may do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.action_effects import Action, Party
from fate_tui.rules.errors import RulesError
from fate_tui.rules.sotc_actions import Spin, gains_spin
from fate_tui.rules.stunt_effects import defender_gains_spin, saves_spin, spin_saved

if TYPE_CHECKING:
    from fate_tui.campaign.roll.roll_model import Roll, Worked

DIRECTIONS = (0, 1, -1)
"""The spin a roll takes, in the order `S` in the Roll dialog offers it: none, +1, -1."""


def held(state: CampaignState) -> str | None:
    """Who holds spin in the scene in play, if anyone."""
    scene = state.current_scene
    return scene.spin if scene is not None else None


def bonus(state: CampaignState, roll: Roll) -> int:
    """What the held spin adds to `roll` (+1, -1 or 0). Raises RulesError for spin nobody
    holds. Spin may go on either roll of the action (L483): -1 on the roller's is the margin
    +1 on the opposition's gives."""
    if roll.spin == 0:
        return 0
    holder = held(state)
    if holder is None:
        raise RulesError("nobody holds spin in this scene: a defence by 3 or more gains it")
    return Spin(holder).apply(0, roll.spin)


def saves(state: CampaignState, who: str) -> bool:
    """Whether `who` saves the spin he gains for his next attack (Mix it Up, L1033)."""
    character = state.characters.get(who)
    return character is not None and saves_spin(character, state.ruleset)


def saved(state: CampaignState, roll: Roll) -> int:
    """What the spin the actor saved up adds to `roll`: all of it, on his next attack
    (Mix it Up, L1033); 0 on any other roll."""
    scene = state.current_scene
    actor = state.characters.get(roll.actor)
    if scene is None or actor is None or roll.action is not Action.ATTACK:
        return 0
    return spin_saved(actor, state.ruleset, scene.saved_spin.get(roll.actor, 0))


def gained(state: CampaignState, roll: Roll, worked: Worked) -> str | None:
    """Who gains spin from this roll: its defender, when the defence beat the attack by three
    or more (L482), unless the attacker's stunt denies spin (L749). Spin from a maneuver or
    an assessment with style is colour, not held."""
    effect, resolution = worked.effect, worked.resolution
    if effect is None or resolution is None or state.ruleset.action_tables != "sotc":
        return None
    if roll.action is Action.DEFEND and effect.spin_to is Party.ACTOR:
        defender, attacker, margin = roll.actor, roll.opponent, resolution.margin
    elif roll.opponent and effect.spin_to is Party.OPPONENT:
        defender, attacker, margin = roll.opponent, roll.actor, -resolution.margin
    else:
        return None
    if not gains_spin(margin):
        return None
    against = state.characters.get(attacker or "")
    if against is not None and not defender_gains_spin(against, state.ruleset, margin):
        return None
    return defender
