"""Spirit of the Century's stunt procedures the Sheet runs (the rules and the saving are the
intent's, `fate_tui.campaign.intents.stunt_procedures`): shaking off a check mark for a fate
point (`Z`, L970) and bringing back a character who cheated death (`D`, L980)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import stunt_procedures
from fate_tui.rules.character import Character
from fate_tui.rules.derived import consequence_slots, stress_tracks
from fate_tui.ui.dialogs import asking
from fate_tui.ui.shell.gm_app import gm_app

if TYPE_CHECKING:
    from fate_tui.ui.screens.base import CampaignScreen


async def shake_off(screen: CampaignScreen, character: Character) -> None:
    state = screen.controller.state
    if stunt_procedures.stunt_with(character, state, "shake_it_off") is None:
        screen.notify(f"{character.name} has no stunt to shake off a check mark", markup=False)
        return
    tracks = stress_tracks(character, state.ruleset)
    if not tracks or not tracks[0].marked:
        screen.notify(f"{character.name} has no checked {tracks[0].name if tracks else ''} box")
        return
    track = tracks[0]
    options = [(str(i), f"{track.name} box {i + 1}") for i in sorted(track.marked)]
    box = await asking.choose(
        gm_app(screen), "Shake off which check mark? (a fate point, once a scene)", options
    )
    if box is None:
        return
    override = stunt_procedures.shake_off_used(state, character)
    if override:
        question = "Shaking off a check mark is once a scene, and was used in this scene. Allow it?"
        if not await asking.confirm(gm_app(screen), question, "Allow it (GM override)", "No"):
            return
    screen.run_intent(stunt_procedures.shake_off, character.id, int(box), override=override)


async def come_back(screen: CampaignScreen, character: Character) -> None:
    if not character.cheated_death:
        screen.notify(f"{character.name} has not cheated death", markup=False)
        return
    rules = screen.controller.state.ruleset
    free = [s for s in consequence_slots(character, rules) if s.filled is None]
    if not free:
        screen.notify(f"{character.name} has no free consequence slot", markup=False)
        return
    options = [(s.name, f"{s.name.title()} consequence") for s in free]
    slot = await asking.choose(
        gm_app(screen), "Back with which single consequence? (physical stress cleared)", options
    )
    if slot is None:
        return
    aspect = await asking.text(
        gm_app(screen), f"{slot.capitalize()} consequence", placeholder="Singed to the Bone"
    )
    if aspect:
        screen.run_intent(stunt_procedures.come_back, character.id, slot, aspect)
