"""A hazard's attack run from the Table: whom it attacks, the skill the target defends with,
the dice (the app's or the table's), then the hit through the absorb dialog. The numbers and
the rules are the hazard intents'.

Awaited from a `@work` action of the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import conflicts, hazards
from fate_tui.campaign.intents.rolls import Names
from fate_tui.rules.derived import rating
from fate_tui.rules.dice import dice_symbols
from fate_tui.rules.errors import FateError
from fate_tui.rules.ladder import signed
from fate_tui.rules.obstacles import Hazard
from fate_tui.rules.wording import possessive
from fate_tui.ui.character_order import ordered
from fate_tui.ui.dialogs import asking
from fate_tui.ui.play import harm_names
from fate_tui.ui.roll_dialog.roll_pickers import skill_options
from fate_tui.ui.shell.gm_app import gm_app
from fate_tui.ui.shell.known import known

if TYPE_CHECKING:
    from fate_tui.ui.screens.base import CampaignScreen

ROLL, TYPE, SKILL = "roll", "type", "skill"


def targets(screen: CampaignScreen) -> list[str]:
    """Who a hazard can attack: those still fighting in the conflict, else the scene's cast."""
    state = screen.controller.state
    scene = known(state.current_scene, "the scene in play")  # the hazard stands in it
    conflict = conflicts.running(scene)
    cast = conflict.members if conflict is not None else scene.cast
    among = [c for c in cast if c in state.characters and conflicts.in_fight(scene, c)]
    if conflict is None:
        among = [c for c in cast if c in state.characters]
    return [c.id for c in ordered(state, among=among)]


async def attack(screen: CampaignScreen, hazard: Hazard) -> None:
    """The hazard attacks a character; the GM rolls (or types) both sides' dice."""
    app = gm_app(screen)
    state = screen.controller.state
    people = targets(screen)
    if not people:
        screen.notify(f"Nobody in the scene for {hazard.name} to attack", severity="warning")
        return
    highlighted = screen.current_character_id
    likely = (
        highlighted
        if highlighted in people
        else next((c for c in people if not state.characters[c].kind.is_npc), people[0])
    )
    options = [(c, app.name_of(c)) for c in people]
    target = await asking.choose(app, f"{hazard.name} attacks whom?", options, highlight=likely)
    if target is None:
        return
    skill = hazards.defence_skill(state, target)
    while True:
        level = signed(rating(state.characters[target], skill, state.ruleset))
        title = (
            f"{hazard.name} {signed(hazard.rating)}"
            + (f", Weapon:{hazard.weapon}" if hazard.weapon else "")
            + f" against {possessive(app.name_of(target))} {skill} {level}"
        )
        how = await asking.choose(
            app,
            title,
            [
                (ROLL, "Roll the dice"),
                (TYPE, "Type the dice rolled at the table"),
                (SKILL, f"{app.name_of(target)} defends with another skill"),
            ],
        )
        if how != SKILL:
            break
        chosen = await asking.choose(
            app, f"{app.name_of(target)} defends with", skill_options(state, target)
        )
        skill = chosen or skill
    if how is None:
        return
    dice = await _dice(screen, hazard, target, typed=how == TYPE)
    if dice is None:
        return
    armor = 0
    if state.ruleset.uses("weapon_armor"):
        typed = await asking.text(
            app, f"{possessive(app.name_of(target))} Armor rating", value="0", allow_empty=True
        )
        if typed is None:
            return
        armor = int(typed) if typed.isdigit() else 0
    move = hazards.HazardAttack(hazard.name, target, skill, dice[0], dice[1], armor)
    try:
        hit = hazards.hit_of(state, move)
        result = hazards.outcome(state, move)
    except FateError as error:
        screen.notify(app.readable(error), severity="error")
        return
    screen.notify(
        f"{hazard.name} {dice_symbols(move.dice)} {signed(result.resolution.effort)} against "
        f"{app.name_of(target)} {dice_symbols(move.target_dice)} "
        f"{signed(result.resolution.opposition)}: "
        + (f"a {hit.shifts}-shift hit" if hit else "no harm"),
        title=f"{hazard.name} attacks",
    )
    names: Names | None = Names()
    if hit is not None:
        names = await harm_names.absorb(app, state, hit, f"the GM (for {hazard.name})")
    if names is None:
        screen.notify(f"{possessive(hazard.name)} attack was not applied", severity="warning")
        return
    screen.run_intent(hazards.attack, move, names)


async def _dice(screen: CampaignScreen, hazard: Hazard, target: str, *, typed: bool):
    """(the hazard's dice, the target's dice): the app's, or typed (the target's left out are
    rolled by the app)."""
    app = gm_app(screen)
    if not typed:
        return app.roll_dice(), app.roll_dice()
    answer = await asking.dice(
        app, possessive(hazard.name) + " dice", possessive(app.name_of(target)) + " dice"
    )
    if answer is None:
        return None
    mine, theirs = answer
    return mine, theirs or app.roll_dice()
