"""How long a rolled task takes (the `time_shifts` option, fate-condensed-srd.txt L1302-1311):
the GM says how long a simple success takes, and the roll's shifts make it faster or slower."""

from __future__ import annotations

from fate_tui.campaign.roll.roll_model import Roll, Worked
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.action_effects import Action
from fate_tui.rules.time_shifts import parse_time, time_after_roll

# Tasks that take time; attacks and defenses happen within an exchange.
TIMED_ACTIONS = (Action.OVERCOME, Action.CREATE_ADVANTAGE)


def times_tasks(state: CampaignState, roll: Roll) -> bool:
    """Whether the roll may be given a time: the option is on and the action is a task."""
    return state.ruleset.uses("time_shifts") and roll.action in TIMED_ACTIONS


def checked_time(text: str) -> str:
    """The time as the GM wrote it, cleaned, or "" for none; InvalidValue if it is no time."""
    cleaned = " ".join(text.split())
    return str(parse_time(cleaned)) if cleaned else ""


def time_taken(state: CampaignState, roll: Roll, worked: Worked) -> str | None:
    """'about one hour': how long the task took, once the dice are in (None: not timed)."""
    if not roll.base_time or not times_tasks(state, roll) or worked.resolution is None:
        return None
    base = parse_time(roll.base_time)
    return str(time_after_roll(base, worked.resolution.margin, state.ruleset))
