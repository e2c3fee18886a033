"""Bringing a character's minions into the scene from the Sheet (`m`), as the Minions stunt
says (spirit-of-the-century-srd.txt L1199-1202): how many start, how the upgrades are spent
(all of them, as the minions come in) and the skill they act with. The rules and the saving
are the intent's (`fate_tui.campaign.intents.stunt_minions`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import stunt_minions
from fate_tui.rules.character import Character
from fate_tui.ui.dialogs import asking
from fate_tui.ui.shell.gm_app import gm_app

if TYPE_CHECKING:
    from fate_tui.ui.screens.base import CampaignScreen


async def bring_in_minions(screen: CampaignScreen, character: Character) -> None:
    rules = screen.controller.state.ruleset
    given = stunt_minions.upgrades(character, rules)
    if not given:
        screen.notify(f"{character.name} has no Minions stunt", markup=False)
        return
    counts = stunt_minions.starting_counts(character, rules)
    start = await asking.choose(
        gm_app(screen),
        f"How many Average minions does {character.name} start with?",
        [(str(n), f"{n} Average minions") for n in counts],
    )
    if start is None:
        return
    spends = [
        (str(more), f"{more} × three more, {given - more} × three a step better")
        for more in range(given, -1, -1)
    ]
    more = await asking.choose(gm_app(screen), f"How are the {given} upgrades spent?", spends)
    if more is None:
        return
    skill = await asking.text(
        gm_app(screen), "Which skill do they act with (rated at their quality)?"
    )
    if not skill:
        return
    screen.run_intent(
        stunt_minions.bring_in, character.id, int(start), int(more), given - int(more), skill
    )
