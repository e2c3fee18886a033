"""Designing a character's gadgets and artifacts on the Sheet (`g`): the next device the
character's stunts give, its name and its improvements up to what that stunt gives
(spirit-of-the-century-srd.txt L170, L997-1001, L1245-1253). The rules and the saving are the
intents' (`fate_tui.campaign.intents.gadgets`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import gadgets
from fate_tui.rules.character import Character
from fate_tui.rules.sotc_gadgets import GadgetKind, Improvement, ImprovementPick
from fate_tui.ui.dialogs import asking
from fate_tui.ui.shell.gm_app import gm_app

if TYPE_CHECKING:
    from fate_tui.ui.screens.base import CampaignScreen

_WORDS = {
    Improvement.CRAFTSMANSHIP: "Craftsmanship: +1 on the gadget's rolls",
    Improvement.UPGRADE: "Upgrade: +2 in one narrow use",
    Improvement.ADDITIONAL_CAPABILITY: "Additional capability: it does one thing more",
    Improvement.ALTERNATE_USAGE: "Alternate usage: a skill used in another's place",
    Improvement.MINIATURIZATION: "Miniaturization: small enough to hide",
    Improvement.FUTURIZATION: "Futurization: beyond the science of the day",
}
_ASKS = {
    Improvement.CRAFTSMANSHIP: "On which rolls? (like '+1 to Weapons rolls')",
    Improvement.UPGRADE: "In which narrow use? (like 'grappling')",
    Improvement.ADDITIONAL_CAPABILITY: "What more does it do?",
    Improvement.ALTERNATE_USAGE: "Which skill, in place of which?",
}
DONE = "done"


async def design_gadget(screen: CampaignScreen, character: Character) -> None:
    left = gadgets.open_allowances(character, screen.controller.state.ruleset)
    if not left:
        screen.notify(
            f"No stunt of {character.name} gives a gadget not designed yet (Personal Gadget, "
            "Universal Gadget, a Personal or Rare Artifact, Custom Ride...)",
            markup=False,
        )
        return
    allowance = left[0]
    title = f"{character.name}'s {allowance.what} ({allowance.stunt}): its name"
    name = await asking.text(gm_app(screen), title)
    if not name:
        return
    picks: list[ImprovementPick] = []
    while len(picks) < allowance.amount:
        pick = await _ask_improvement(screen, name, allowance.amount - len(picks))
        if pick is None:
            break
        picks.append(pick)
    dark_past = None
    if gadgets.kind_of(allowance) is GadgetKind.RARE_ARTIFACT:
        dark_past = await asking.text(
            gm_app(screen),
            f"{name}'s dark past, a temporary aspect (empty: bought off with a fate point)",
            allow_empty=True,
        )
    screen.run_intent(gadgets.add, character.id, name, tuple(picks), dark_past or None)


async def _ask_improvement(screen: CampaignScreen, name: str, left: int) -> ImprovementPick | None:
    options = [(DONE, "No more improvements"), *((k.value, w) for k, w in _WORDS.items())]
    title = f"An improvement for {name}? ({left} left)"
    picked = await asking.choose(gm_app(screen), title, options)
    if picked is None or picked == DONE:
        return None
    kind = Improvement(picked)
    detail = ""
    if kind in _ASKS:
        detail = await asking.text(gm_app(screen), _ASKS[kind], allow_empty=True) or ""
    return ImprovementPick(kind, detail)
