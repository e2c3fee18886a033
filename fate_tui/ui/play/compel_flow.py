"""A compel, offered and settled: which aspect, who proposes it, then accept, refuse or (Spirit
of the Century) escalate. From the Table (`c` on the highlighted cast row) or the Fate points
screen, in as few keys as the table needs: each question highlights the usual answer (the
character's own first aspect, the GM as proposer, accepting), so Enter, Enter, Enter offers
and settles it; in Spirit of the Century the GM may compel offscreen, which gives the fate
point at once. The rules are the fate intents'; this module only asks.

Each function is awaited from a `@work` action of the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from fate_tui.campaign.intents import fate
from fate_tui.rules.compels import Compel, can_escalate, compel_holder, compel_stake
from fate_tui.rules.fate_points import GM
from fate_tui.ui.dialogs import asking
from fate_tui.ui.dialogs.choose import Choice
from fate_tui.ui.shell.gm_app import gm_app

if TYPE_CHECKING:
    from fate_tui.ui.screens.base import CampaignScreen

OTHER_ASPECT = "\x00other"
OFFSCREEN = "\x00offscreen"  # an option id no character id can be

Attempt = Callable[..., tuple[bool, Any]]
"""Runs an intent on the controller: (True, its result), or (False, None) once the refusal is
shown to the GM."""


async def compel(
    screen: CampaignScreen, target: str, attempt: Attempt, say: Callable[[str], None]
) -> None:
    """Offer a compel on `target` and settle it."""
    app, controller = gm_app(screen), screen.controller
    name = app.name_of(target)
    options = [
        (aspect, f"{aspect}  ({where})")
        for aspect, where in fate.compel_aspects(controller, target)
    ]
    options.append((OTHER_ASPECT, "Another aspect (type it)"))
    aspect = await asking.choose(app, f"Compel {name}: which aspect?", options)
    if aspect == OTHER_ASPECT:
        aspect = await asking.text(app, "The aspect compelled")
    if not aspect:
        return
    proposers = [(GM, "The GM")]
    if controller.state.ruleset.compels.offscreen:
        proposers.append(
            (OFFSCREEN, "The GM, offscreen: a complication behind the scenes (no buy-out)")
        )
    for pc in controller.state.pcs:
        note = " (a self-compel)" if pc.id == target else " (a player)"
        proposers.append((pc.id, pc.name + note))
    title = f"Who proposes the compel?\n'{aspect}' on {name}"
    proposer = await asking.choose(app, title, proposers)
    if not proposer:
        return
    if proposer == OFFSCREEN:  # SotC L250: the fate point is given at once
        attempt(fate.offscreen_compel, target, aspect)
        return
    step = fate.escalated_start(controller, target)
    if step:  # Gambling Man (SotC L1072): a compel on the gambling starts escalated
        stake = controller.state.ruleset.compels.escalation[step]
        question = f"Is '{aspect}' compelled about {name}'s gambling? It then starts at {stake}."
        if not await asking.confirm(app, question, "Yes: it starts escalated", "No"):
            step = 0
    ok, offered = attempt(fate.offer, target, aspect, proposer, step)
    while ok:
        offered, ok = await _settle(screen, offered, attempt, say)


async def _settle(
    screen, offered: Compel, attempt: Attempt, say: Callable[[str], None]
) -> tuple[Compel, bool]:
    """Offer the target the compel: accept, refuse, or (SotC) the GM escalates. Gives the
    compel as it stands and whether it is still open (a refusal the rules turned down, or an
    escalation)."""
    app, state = gm_app(screen), screen.controller.state
    rules = state.ruleset
    gain, cost = compel_stake(rules, offered)
    name = app.name_of(offered.target)
    payer = compel_holder(rules, offered)
    payer_name = "the GM's pool" if payer == GM else name
    pool = state.current_scene.gm_pool if state.current_scene else 0
    holding = (pool or 0) if payer == GM else state.characters[payer].fate_points
    options = [Choice("accept", f"Accept: {name} gains {gain}")]
    if holding >= cost:
        options.append(Choice("refuse", f"Refuse: {payer_name} pays {cost} (holds {holding})"))
    else:  # shown, so the GM sees why the compel must be accepted
        why = f"refusing costs {cost} and {payer_name} holds {holding}"
        options.append(Choice("refuse", f"Refuse: not possible, {why}", disabled=True))
    if can_escalate(rules, offered):
        raised = rules.compels.escalation[offered.step + 1]
        options.append(Choice("escalate", f"Escalate: the GM raises the stakes to {raised}"))
    answer = await asking.choose(app, f"Compel on {name}:\n'{offered.aspect}'", options)
    if answer is None:
        say("Compel withdrawn: no fate points moved")
        return offered, False
    if answer == "accept":
        attempt(fate.resolve_compel, offered, True)
        return offered, False
    if answer == "refuse":
        ok, _ = attempt(fate.resolve_compel, offered, False)
        return offered, not ok  # refused in vain: the compel stands and can be accepted
    ok, raised_compel = attempt(fate.escalate, offered)
    return (raised_compel if ok else offered), True
