"""Spirit of the Century's Death Defiance (spirit-of-the-century-srd.txt L978-980, and the
crash landing's L1318): taken out away from anyone's view with death certain, the character
spends half their fate points, rounded up, and survives; they come back in a later scene with
their physical stress cleared and a single consequence. The absorb dialog of a roll offers it
when the one taken out has the stunt; `rolls.deliver_hit` takes them out and pays."""

from __future__ import annotations

from fate_tui.campaign.roll.roll_model import holding, payer
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.sotc_stunt_rules import death_defiance_cost
from fate_tui.rules.stunt_catalogue import EffectKind, effects_of
from fate_tui.rules.wording import counted

PROCEDURE = "death_defiance"
"""The catalogue's procedure name of the stunts that give it (Death Defiance, the crash
landing)."""


def cost(state: CampaignState, taker_id: str) -> int | None:
    """The fate points cheating death costs `taker_id` now; None without such a stunt or
    without a fate point to spend (the rule needs at least one, L979)."""
    taker = state.characters.get(taker_id)
    if taker is None:
        return None
    stunts = effects_of(taker, state.ruleset, EffectKind.RULE)
    if not any(effect.detail == PROCEDURE for _, effect in stunts):
        return None
    points = holding(state, payer(state, taker_id))
    return death_defiance_cost(points) if points >= 1 else None


def survival_words(name: str, points: int) -> str:
    """What the log says of a death cheated."""
    return (
        f"{name} cheats death off camera for {counted(points, 'fate point')}: back in "
        "a later scene with physical stress cleared and a single consequence (D on the Sheet "
        "brings them back)"
    )
