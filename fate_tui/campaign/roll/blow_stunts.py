"""Spirit of the Century's Fists stunts that change how a blow is taken, offered in the absorb
dialog of a roll's hit on the physical track when the attacker has the stunt and a fate point
(spirit-of-the-century-srd.txt):

- Lethal Weapon (L1064): the defender's mild or moderate consequence made one step worse, a
  mild one moderate and a moderate one severe; never when they take a severe one. Each way to
  take the hit with such a consequence is offered again, made worse, so the defender may
  "reconsider" among them (or concede instead, backing out to the conflict panel).
- Fist of Death (L1067): the defender's highest unchecked stress box filled, whatever the
  blow's stress; once per opponent a fight, counted in the scene file
  (`stunt.fist_of_death>their id`), again only as the GM allows (the option says so).

The attacker pays the fate point (a PC's own, an NPC's from the GM's pool) when the roll is
applied; the log names the stunt.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from fate_tui.campaign.roll import roll_limits
from fate_tui.campaign.roll.roll_changes import RollChanges
from fate_tui.campaign.roll.roll_model import holding, payer
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.derived import consequence_slots, stress_tracks
from fate_tui.rules.errors import RulesError
from fate_tui.rules.harm import mark_boxes
from fate_tui.rules.plans import AbsorbPlan, ConsequencePick
from fate_tui.rules.ruleset import Severity
from fate_tui.rules.sotc_stunt_rules import fist_of_death, lethal_weapon
from fate_tui.rules.stunt_catalogue import stunt_with_procedure
from fate_tui.rules.stunt_limits import Per, record_use, times_used

if TYPE_CHECKING:
    from fate_tui.campaign.intents.rolls import Hit

LETHAL = "lethal_weapon"
FIST = "fist_of_death"


@dataclass(frozen=True)
class Blow:
    """One way the attacker's stunt changes how the hit is taken."""

    procedure: str
    """`LETHAL` or `FIST`."""
    stunt: str
    """The attacker's stunt, as their sheet names it."""
    plan: AbsorbPlan | None = None
    """Lethal Weapon: the defender's way to take the hit, as the rules core lists it."""
    shown: AbsorbPlan | None = None
    """Lethal Weapon: that way with its consequence made worse (what the dialog shows and the
    GM names)."""
    step: tuple[str, str] = ("", "")
    """Lethal Weapon: the consequence slot the plan fills, and the one it fills instead."""
    box: int = -1
    """Fist of Death: the box filled (from 0)."""
    again: bool = False
    """Fist of Death used on this opponent in the scene already: the GM allows it again."""


def fisted(state: CampaignState, attacker: str, taker: str) -> bool:
    """Fist of Death was used by `attacker` on `taker` in the scene in play."""
    used = roll_limits.used(state, attacker, Per.SCENE)
    return bool(times_used(used, f"stunt.{FIST}>{taker}"))


def offered(state: CampaignState, hit: Hit, plans: tuple[AbsorbPlan, ...]) -> tuple[Blow, ...]:
    """The blows the attacker's stunts offer on `hit`, given the ways `plans` the defender may
    take it."""
    attacker = state.characters.get(hit.attacker or "")
    taker = state.characters.get(hit.taker)
    if attacker is None or taker is None or taker.kind is CharacterKind.MOOK_GROUP:
        return ()
    tracks = stress_tracks(taker, state.ruleset)
    # A blow: a hit on the physical track (the rule set's first).
    if not tracks or hit.track != tracks[0].name:
        return ()
    if holding(state, payer(state, attacker.id)) < 1:
        return ()
    found: list[Blow] = []
    fist = stunt_with_procedure(attacker, state.ruleset, FIST)
    if fist is not None and tracks[0].free:
        box = fist_of_death(taker, hit.track, state.ruleset)
        again = fisted(state, attacker.id, taker.id)
        found.append(Blow(FIST, fist, box=box, again=again))
    lethal = stunt_with_procedure(attacker, state.ruleset, LETHAL)
    if lethal is not None:
        for plan in plans:
            worse = _worse(taker, plan, state)
            if worse is not None:
                shown, step = worse
                found.append(Blow(LETHAL, lethal, plan=plan, shown=shown, step=step))
    return tuple(found)


def _worse(
    taker: Character, plan: AbsorbPlan, state: CampaignState
) -> tuple[AbsorbPlan, tuple[str, str]] | None:
    """`plan` with its one mild or moderate consequence made a step worse, in a free slot of
    that severity; None when it has none, takes a severe one, or no such slot is free."""
    if len(plan.consequences) != 1:
        return None
    pick = plan.consequences[0]
    if pick.severity not in (Severity.MILD, Severity.MODERATE):
        return None
    worse = lethal_weapon(pick.severity)
    slot = next(
        (
            s
            for s in consequence_slots(taker, state.ruleset)
            if s.severity is worse and s.filled is None and s.track in (None, plan.track)
        ),
        None,
    )
    if slot is None:
        return None
    moved = ConsequencePick(slot.name, worse, pick.absorbs, pick.for_track)
    return replace(plan, consequences=(moved,)), (pick.slot, slot.name)


def words(blow: Blow) -> str:
    """What the absorb dialog offers, after the way itself for Lethal Weapon."""
    if blow.procedure == FIST:
        again = "; used on them this fight: the GM allows it again" if blow.again else ""
        return (
            f"Fist of Death: box {blow.box + 1} filled, whatever the stress (a fate point{again})"
        )
    return f"made worse by {blow.stunt} (a fate point)"


def deliver(edit: RollChanges, state: CampaignState, hit: Hit, blow: Blow, said: str) -> str:
    """After the hit is taken (`said`: what that did), the attacker pays and the blow's stunt
    does its part. Lethal Weapon's consequence was taken in its usual slot and moves up here."""
    attacker = hit.attacker or ""
    edit.spend({attacker: 1})
    name = edit.character(attacker).name
    taker = edit.character(hit.taker)
    if blow.procedure == FIST:
        scene = edit.need_scene("Fist of Death (once per opponent a fight)")
        mark = [f"stunt.{FIST}>{hit.taker}"]
        edit.scene = replace(scene, stunts_used=record_use(scene.stunts_used, attacker, mark))
        edit.put(mark_boxes(taker, hit.track, [blow.box]))
        text = (
            f"{name}'s {blow.stunt} fills {taker.name}'s {hit.track} box {blow.box + 1}, "
            "whatever the stress, for a fate point"
        )
        return text + ("; used again (the GM allowed it past its limit)" if blow.again else "")
    before, after = blow.step
    taken = taker.consequence(before)
    if taken is None:
        raise RulesError(f"{taker.name} took no {before} consequence to make worse")
    worse = lethal_weapon(taken.severity)
    moved = replace(taken, slot=after, severity=worse)
    edit.put(
        replace(taker, consequences=tuple(moved if c is taken else c for c in taker.consequences))
    )
    return (
        f"{said}; {name}'s {blow.stunt} makes it {worse} for a fate point: '{taken.aspect}' is "
        f"a {worse} consequence"
    )
