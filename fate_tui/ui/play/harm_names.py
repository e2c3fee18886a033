"""Naming what a hit does: each consequence the defender takes, and the aspect an extreme
consequence replaces. Asked after the absorb dialog by every flow that delivers a hit (the
Roll dialog, a hazard's attack, a threat in a contest)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from fate_tui.campaign.intents.rolls import Hit, Names
from fate_tui.campaign.roll.roll_model import character
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.plans import AbsorbPlan
from fate_tui.rules.ruleset import Severity
from fate_tui.rules.wording import possessive
from fate_tui.ui.dialogs import asking
from fate_tui.ui.play.absorb import AbsorbDialog

if TYPE_CHECKING:
    from fate_tui.ui.app import FateApp


@dataclass(frozen=True)
class HarmNames:
    """The names the GM gave what a hit does: each consequence's aspect by slot, and the aspect
    an extreme consequence replaces."""

    consequences: dict[str, str] = field(default_factory=dict)
    """Consequence slot -> the aspect the GM named for it."""
    extreme_replaces: str | None = None


async def consequence_names(
    app, state: CampaignState, taker: str, plan: AbsorbPlan | None
) -> HarmNames | None:
    """Ask a name for each consequence in `plan` (and which aspect an extreme one replaces);
    None when the GM cancels one of the questions."""
    if plan is None:
        return HarmNames()
    who = app.name_of(taker)
    named: dict[str, str] = {}
    for pick in plan.consequences:
        text = await asking.text(app, f"Name the {pick.severity} consequence {who} takes")
        if text is None:
            return None
        named[pick.slot] = text
    replaces = None
    if any(p.severity is Severity.EXTREME for p in plan.consequences):
        aspects = character(state, taker).aspects
        options = [(a.name, a.name) for a in aspects if a.role != "high concept"]
        title = f"The extreme consequence replaces which of {possessive(who)} aspects?"
        replaces = await asking.choose(app, title, options)
        if replaces is None:
            return None
    return HarmNames(named, replaces)


async def absorb(app: FateApp, state: CampaignState, hit: Hit, attacker: str) -> Names | None:
    """The absorb dialog for `hit` (dealt by `attacker`, in words), then the names its
    consequences need: how the taker takes it, or None when the GM backs out."""
    absorbed = await asking.answer(app, AbsorbDialog(state, hit, app.name_of(hit.taker), attacker))
    if absorbed is None:
        return None
    named = await consequence_names(app, state, hit.taker, absorbed.plan)
    if named is None:
        return None
    return Names(
        consequences=named.consequences,
        plan=absorbed.plan,
        taken_out=absorbed.plan is None,
        extreme_replaces=named.extreme_replaces,
    )
