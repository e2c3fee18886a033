"""A scene's blocks in an attack's Weapon and Armor (fate-condensed-srd.txt, the obstacles
option): forcing someone into a block adds half its Weapon rating (L1222), and a defender
using a block as cover either cannot be attacked or adds half its rating as Armor (L1224-1226).

The numbers are the rules core's (`obstacles.forced_into_block_weapon`, `cover_armor`).
"""

from __future__ import annotations

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.errors import RulesError
from fate_tui.rules.obstacles import Block, cover_armor, forced_into_block_weapon


def blocks(state: CampaignState) -> list[Block]:
    """The scene's blocks, where the obstacles and the Weapon and Armor options are on."""
    scene = state.current_scene
    rules = state.ruleset
    if scene is None or not rules.uses("obstacles") or not rules.uses("weapon_armor"):
        return []
    return [o for o in scene.obstacles if isinstance(o, Block)]


def _block(state: CampaignState, name: str) -> Block:
    found = next((b for b in blocks(state) if b.name == name), None)
    if found is None:
        raise RulesError(f"the scene has no block called '{name}'")
    return found


def cover(state: CampaignState, name: str, *, negates: bool) -> int:
    """The Armor the block gives a defender behind it. Raises RulesError when the GM rules
    that it negates the attack: it simply isn't possible (L1226)."""
    block = _block(state, name)
    armor = cover_armor(block, negates, state.ruleset)
    if armor is None:
        raise RulesError(f"behind {block.name} the attack simply isn't possible: it is negated")
    return armor


def forced(state: CampaignState, name: str) -> int:
    """The Weapon rating of an attack that forces someone into the block (L1222)."""
    return forced_into_block_weapon(_block(state, name), state.ruleset)
