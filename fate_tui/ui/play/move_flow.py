"""Moving a character between zones from the Table (m). A move the rules say takes the action
(too far, or a block standing before the zone) is offered as a roll: the Roll dialog opens
set up as an overcome (against the block when there is one) that moves them on success; or
the GM moves them anyway. Every rule is the move intents'.

Awaited from a `@work` action of the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import moves, scenes
from fate_tui.campaign.roll.roll_model import Roll
from fate_tui.campaign.roll.roll_session import best_skill
from fate_tui.rules.action_effects import Action
from fate_tui.rules.obstacles import blocking_entry
from fate_tui.rules.wording import possessive
from fate_tui.ui.dialogs import asking
from fate_tui.ui.play.bring_in_flow import bring_in
from fate_tui.ui.shell.gm_app import gm_app
from fate_tui.ui.shell.known import known

if TYPE_CHECKING:
    from fate_tui.ui.screens.base import CampaignScreen

ROLL, ANYWAY = "roll", "anyway"


async def move(screen: CampaignScreen, who: str) -> None:
    app = gm_app(screen)
    state = screen.controller.state
    scene = known(state.current_scene, "the scene in play")  # the Table's m checked it
    options = [(zone.name, zone.name) for zone in scene.zones]
    zone = await asking.choose(app, f"Move {app.name_of(who)} to", options)
    if not zone:
        return
    if who not in scene.cast:
        await bring_in(screen, who, zone)
        return
    if scenes.already_in(scene, who, zone):
        # Nothing to do: a notice rather than a logged move (or a refusal) that moves nobody.
        app.notify(f"{app.name_of(who)} is already in {zone}", markup=False)
        return
    planned = moves.plan(state, who, zone)
    if planned is None or not planned.takes_action:
        screen.run_intent(scenes.move, who, zone)
        return
    why = "; ".join(planned.reasons)
    answer = await asking.choose(
        app,
        f"Moving takes {possessive(app.name_of(who))} action: {why}",
        [
            (ROLL, "Roll for it: an overcome that moves them when it succeeds"),
            (ANYWAY, "Move them anyway (the GM's call)"),
        ],
    )
    if answer == ANYWAY:
        screen.run_intent(scenes.move, who, zone, past_block=True)
    elif answer == ROLL:
        from fate_tui.ui.roll_dialog.roll import RollDialog  # as the app's r key: loaded on use

        block = blocking_entry(scene.obstacles, zone)
        skill = "Athletics" if "Athletics" in state.ruleset.characters.skills else None
        roll = Roll(
            who,
            skill or best_skill(state, who),
            Action.OVERCOME,
            obstacle=block.name if block is not None else None,
            move_to=zone,
        )
        app.push_screen(RollDialog(roll=roll))
