"""The Roll dialog's g with the obstacles option on and a block in the scene: the Weapon of
forcing someone into it, or the Armor of cover behind it (`campaign.intents.block_gear`),
before the ratings typed by hand. Awaited from the gear picker of the Roll dialog."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.roll import block_gear
from fate_tui.rules.errors import FateError
from fate_tui.ui.dialogs import asking
from fate_tui.ui.shell.gm_app import gm_app

if TYPE_CHECKING:
    from fate_tui.ui.roll_dialog.roll import RollDialog

TYPED, COVER, FORCED = "typed", "cover", "forced"
MITIGATES, NEGATES = "mitigates", "negates"


async def from_block(dialog: RollDialog) -> bool:
    """Offer the scene's blocks as cover or as a weapon; True when the GM chose one of them
    (the roll is changed, or the refusal shown), False to type the ratings by hand."""
    session = dialog.rolling
    found = block_gear.blocks(session.state)
    if not found:
        return False
    options = [(TYPED, "Type the Weapon and Armor ratings")]
    for block in found:
        options.append(
            (f"{COVER}|{block.name}", f"Armor: the target takes cover behind {block.name}")
        )
        if block.weapon:
            options.append(
                (
                    f"{FORCED}|{block.name}",
                    f"Weapon: the attack forces the target into {block.name}",
                )
            )
    chosen = await asking.choose(gm_app(dialog), "Weapon and Armor", options)
    if chosen is None:
        return True
    if chosen == TYPED:
        return False
    how, name = chosen.split("|", 1)
    state = session.state
    try:
        if how == FORCED:
            weapon = block_gear.forced(state, name)
            dialog.change(lambda s: s.setup(weapon=weapon))
            return True
        cover = await asking.choose(
            gm_app(dialog),
            f"Does {name} mitigate the attack, or negate it altogether?",
            [
                (MITIGATES, "Mitigates it: Armor of half its rating"),
                (NEGATES, "Negates it: the attack isn't possible"),
            ],
        )
        if cover is None:
            return True
        armor = block_gear.cover(state, name, negates=cover == NEGATES)
    except FateError as error:
        dialog.say(gm_app(dialog).readable(error))
        return True
    dialog.change(lambda s: s.setup(armor=armor))
    return True
