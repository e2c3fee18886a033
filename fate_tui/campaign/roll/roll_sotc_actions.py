"""Spirit of the Century's action mechanics on a roll (spirit-of-the-century-srd.txt): a
supplemental action's -1 on the main roll (L398-399, none for one a stunt frees), shifts spent
on time, quality and subtlety (L341-345), a defence's shifts taken as overflow instead of spin
(L486), and the overflow an attack leaves over a target it takes out (L477-479).

The numbers are the rules core's (`rules.sotc_actions`, `stunt_effects.
supplemental_penalty_for`); this says when they apply to a roll and what the log says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.absorb import absorb_options
from fate_tui.rules.action_effects import Action
from fate_tui.rules.character import CharacterKind
from fate_tui.rules.errors import RulesError
from fate_tui.rules.sotc_actions import (
    ShiftSpend,
    check_overflow_use,
    overflow_against_minions,
    overflow_against_named,
    spend_shifts,
    spin_or_overflow,
    supplemental_penalty,
)
from fate_tui.rules.stunt_effects import supplemental_penalty_for

if TYPE_CHECKING:
    from fate_tui.campaign.roll.roll_model import Roll, Worked

COMPLICATED = "something complicated"
"""A supplemental action the GM finds particularly complicated: one more step (L399)."""
SUPPLEMENTAL = ("moving one zone", "drawing a gun", "driving", "something simple", COMPLICATED)
"""What a supplemental action may be, as the GM picks it: the first three are the ones a
stunt may free of the penalty (L817, L1112, L929)."""


def applies(state: CampaignState) -> bool:
    return state.ruleset.name == "sotc"


def supplemental(state: CampaignState, roll: Roll) -> int:
    """The penalty on `roll` for the supplemental action taken with it: -1 (L398), -2 for a
    complicated one (L399), 0 for none or for one a stunt frees."""
    if not roll.supplemental:
        return 0
    if not applies(state):
        raise RulesError("a supplemental action's -1 is a Spirit of the Century rule")
    if roll.supplemental not in SUPPLEMENTAL:
        raise RulesError(f"'{roll.supplemental}' is not a supplemental action fate-tui knows")
    if roll.supplemental == COMPLICATED:
        return supplemental_penalty(1)
    actor = state.characters.get(roll.actor)
    if actor is None:
        return supplemental_penalty()
    return supplemental_penalty_for(actor, state.ruleset, roll.supplemental)


def spendable(state: CampaignState, roll: Roll, worked: Worked) -> int:
    """The shifts a simple action (an overcome, or an advantage) may spend on time, quality
    and subtlety (L341-345); 0 when there are none to spend."""
    if not applies(state) or worked.resolution is None:
        return 0
    if roll.action not in (Action.OVERCOME, Action.CREATE_ADVANTAGE):
        return 0
    return max(worked.resolution.shifts, 0)


def spent(state: CampaignState, roll: Roll, worked: Worked) -> ShiftSpend | None:
    """How the roll's shifts are spent, checked against the shifts it has; None: not spent."""
    if not any(roll.spent):
        return None
    time, quality, subtlety = roll.spent
    return spend_shifts(
        spendable(state, roll, worked), time=time, quality=quality, subtlety=subtlety
    )


def spent_words(spend: ShiftSpend) -> str:
    """'shifts spent: 1 on time, 1 on subtlety; 1 left for the action itself'."""
    parts = [
        f"{n} on {what}"
        for n, what in (
            (spend.time, "time"),
            (spend.quality, "quality"),
            (spend.subtlety, "subtlety"),
        )
        if n
    ]
    return f"shifts spent: {', '.join(parts)}; {spend.kept} left for the action itself"


def overflow_instead(
    state: CampaignState, roll: Roll, worked: Worked, *, offensive: bool = False
) -> int:
    """The defence's shifts taken as overflow instead of spin (L486), for a supplemental
    action that is not an attack or an offensive maneuver (L477). Raises RulesError when the
    defence gains no spin or the overflow would pay for an attack."""
    check_overflow_use(offensive)
    resolution = worked.resolution
    if not applies(state) or resolution is None:
        raise RulesError("overflow instead of spin is a Spirit of the Century rule")
    if roll.action is Action.DEFEND:
        margin = resolution.margin
    elif roll.opponent and roll.action is Action.ATTACK:
        margin = -resolution.margin
    else:
        raise RulesError("only a defence gains spin, or its shifts as overflow")
    return spin_or_overflow(margin, use_as_overflow=True)


def attack_overflow(state: CampaignState, roll: Roll, worked: Worked, taken_out: bool) -> int:
    """The shifts an attack leaves over: over a minion group it takes out, what the group
    could not absorb (L477); over a named character, what is left beyond the least hit that
    takes him out or, when stress alone cannot take the hit, beyond the least hit that
    forces a consequence (L479: "the minimum number [...] used to produce a taken out (or
    consequence-producing) result"). 0 otherwise."""
    if not applies(state) or roll.action is not Action.ATTACK:
        return 0
    effect = worked.effect
    taker = state.characters.get(roll.hit_taker or "")
    if effect is None or taker is None or effect.hit <= 0:
        return 0
    from fate_tui.campaign.roll.roll_model import harm_track

    track = harm_track(state, roll)
    if taken_out:
        absorbable = 0
        while absorbable < effect.hit and absorb_options(
            taker, absorbable + 1, track, state.ruleset
        ):
            absorbable += 1
        if taker.kind is CharacterKind.MOOK_GROUP:
            return overflow_against_minions(effect.hit, absorbable)
        return overflow_against_named(effect.hit, absorbable + 1)
    if taker.kind is CharacterKind.MOOK_GROUP:
        return 0  # the group took every shift
    boxes = 0
    while boxes < effect.hit and any(
        not (plan.consequences or plan.conditions)
        for plan in absorb_options(taker, boxes + 1, track, state.ruleset)
    ):
        boxes += 1
    if boxes >= effect.hit:
        return 0  # stress alone takes it: no consequence-producing result
    return overflow_against_named(effect.hit, boxes + 1)


def shown(state: CampaignState, roll: Roll, worked: Worked) -> list[tuple[str, str, str]]:
    """The Roll dialog's lines for these (key, label, words), in Spirit of the Century only."""
    if not applies(state):
        return []
    lines = []
    if roll.supplemental:
        penalty = f"{worked.supplemental:+d}"
        # "Extra" fits the Setup panel's label column, where "Supplemental" ran into its value.
        lines.append(("X", "Extra", f"supplemental: {roll.supplemental} {penalty}"))
    elif not roll.rolled:
        lines.append(("X", "Extra", "no supplemental action (one is -1 on this roll)"))
    spend = spent(state, roll, worked) if worked.resolution is not None else None
    if spend is not None:
        lines.append(("$", "Shifts", spent_words(spend)))
    if roll.overflow:
        lines.append(("O", "Overflow", "the defence's shifts instead of spin"))
    return lines
