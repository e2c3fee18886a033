"""A quick overcome roll made at the table for a contest or a challenge: who rolls which skill,
who helps, the dice and any bonus from invokes; and the effort it comes to under the rules."""

from __future__ import annotations

from dataclasses import dataclass

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character, name_of
from fate_tui.rules.dice import Faces, dice_symbols
from fate_tui.rules.ladder import signed
from fate_tui.rules.outcomes import effort_of
from fate_tui.rules.teamwork import combine_skills


@dataclass(frozen=True)
class TableRoll:
    who: str
    skill: str
    dice: Faces
    helpers: tuple[str, ...] = ()
    bonus: int = 0
    """Invokes and anything else the GM adds."""


def effort(ctl: Controller, roll: TableRoll) -> tuple[int, str]:
    """The roll's effort (rating, teamwork bonus, dice, bonus) and the roll in words."""
    ruleset = ctl.state.ruleset
    team = combine_skills(
        [character(ctl, cid) for cid in (roll.who, *roll.helpers)],
        roll.skill,
        ruleset,
        leader=roll.who,
    )
    extra = team.bonus + roll.bonus
    total = effort_of(roll.dice, team.leader_rating, extra)
    words = f"{name_of(ctl, roll.who)} {roll.skill} {dice_symbols(roll.dice)}"
    if extra:
        words += f" {signed(extra)}"
    if team.helpers:
        words += f" (helped by {', '.join(name_of(ctl, h) for h in team.helpers)})"
    return total, f"{words} = {ruleset.ladder.label(total)}"
