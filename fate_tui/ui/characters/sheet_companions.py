"""Building a character's companions on the Sheet (`C`): a new companion, or one more advance
for the highlighted one, within what the character's stunts give (spirit-of-the-century-srd.txt
L470-475). The rules and the saving are the intents' (`fate_tui.campaign.intents.companions`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import companions
from fate_tui.rules.character import Character
from fate_tui.rules.sotc_minions import CONFLICTS, Advance, AdvanceKind, CompanionType
from fate_tui.rules.stunt_effects import companion_cap
from fate_tui.ui.dialogs import asking
from fate_tui.ui.shell.gm_app import gm_app

if TYPE_CHECKING:
    from fate_tui.ui.screens.base import CampaignScreen

_ADVANCE_WORDS = {
    AdvanceKind.QUALITY: "Quality: one step better, up to Great",
    AdvanceKind.SCOPE: "Scope: helps in one more kind of conflict",
    AdvanceKind.SKILLED: "Skilled: good at one skill",
    AdvanceKind.INDEPENDENT: "Independent: acts on its own",
    AdvanceKind.COMMUNICATION: "Communication: keeps in touch at a distance",
}
DONE = "done"


async def edit_companions(
    screen: CampaignScreen, character: Character, highlighted: str | None
) -> None:
    """`highlighted`: the index of the companion line the GM is on, if any."""
    rules = screen.controller.state.ruleset
    given = companions.allowances(character, rules)
    if not given:
        screen.notify(
            f"No stunt of {character.name} gives a companion (Contact, Sucker, Psychic, a "
            "Leadership or Gambling stunt...)",
            markup=False,
        )
        return
    if highlighted is not None:
        await _more_advances(screen, character, character.companions[int(highlighted)])
        return
    name = await asking.text(gm_app(screen), f"{character.name}'s new companion: its name")
    if not name:
        return
    types = [
        (t.value, f"{t.value.capitalize()}: +1 in {CONFLICTS[t]} conflicts") for t in CompanionType
    ]
    kind = await asking.choose(gm_app(screen), f"What is {name}?", types)
    if kind is None:
        return
    stunts = companions.sources(character, rules)
    if not stunts:  # advances for companions, but no stunt giving one (a sheet written so)
        screen.notify(f"No stunt of {character.name} gives a new companion", markup=False)
        return
    stunt = stunts[0]
    if len(stunts) > 1:
        options = [
            (s, f"{s}: at most {companion_cap(character, rules, s)} advances") for s in stunts
        ]
        picked_stunt = await asking.choose(gm_app(screen), f"Which stunt gives {name}?", options)
        if picked_stunt is None:
            return
        stunt = picked_stunt
    picked: list[Advance] = []
    left = companions.advances_left(character, rules)
    cap = companion_cap(character, rules, stunt)
    left = min(left, cap) if cap is not None else left
    while len(picked) < left:
        advance = await _ask_advance(screen, name, left - len(picked))
        if advance is None:
            break
        picked.append(advance)
    screen.run_intent(companions.add, character.id, name, kind, tuple(picked), stunt)


async def _more_advances(screen: CampaignScreen, character: Character, companion) -> None:
    rules = screen.controller.state.ruleset
    left = companions.advances_left(character, rules)
    if left < 1:
        screen.notify(f"{character.name}'s stunts give no advance left", markup=False)
        return
    cap = companions.cap_of(character, rules, companion)
    if cap is not None and len(companion.advances) >= cap:
        stunt = companions.source_of(character, rules, companion)
        screen.notify(
            f"{companion.name} has the {cap} advances {stunt} gives one companion", markup=False
        )
        return
    left = min(left, cap - len(companion.advances)) if cap is not None else left
    advance = await _ask_advance(screen, companion.name, left)
    if advance is not None:
        screen.run_intent(companions.advance, character.id, companion.name, advance)


async def _ask_advance(screen: CampaignScreen, name: str, left: int) -> Advance | None:
    options = [(DONE, "No more advances"), *((k.value, w) for k, w in _ADVANCE_WORDS.items())]
    title = f"An advance for {name}? ({left} left from the stunts)"
    picked = await asking.choose(gm_app(screen), title, options)
    if picked is None or picked == DONE:
        return None
    kind = AdvanceKind(picked)
    detail = ""
    if kind is AdvanceKind.SKILLED:
        detail = await asking.text(gm_app(screen), f"Which skill is {name} good at?") or ""
    elif kind is AdvanceKind.SCOPE:
        kinds = [(k, k) for k in ("physical", "social", "mental")]
        detail = await asking.choose(gm_app(screen), "Which kind of conflict more?", kinds) or ""
    if kind in (AdvanceKind.SKILLED, AdvanceKind.SCOPE) and not detail:
        return None
    return Advance(kind, detail)
