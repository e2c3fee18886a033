"""A quick overcome roll made at the table for a contest or a challenge: who rolls which skill,
who helps, the dice and any bonus from invokes; and the effort it comes to under the rules,
scale included when the roll is against a character on another level."""

from __future__ import annotations

from dataclasses import dataclass

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character, name_of
from fate_tui.campaign.roll import roll_scale
from fate_tui.campaign.roll.roll_model import Roll
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.action_effects import Action
from fate_tui.rules.dice import Faces, dice_symbols
from fate_tui.rules.ladder import signed
from fate_tui.rules.outcomes import effort_of
from fate_tui.rules.scale import ScaleOnRoll
from fate_tui.rules.teamwork import combine_skills, own_group_bonus


@dataclass(frozen=True)
class TableRoll:
    """A quick overcome roll at the table for a contest or a challenge: who rolls which skill
    with which dice, who helps, the bonus from invokes, and who opposes the roll."""

    who: str
    skill: str
    dice: Faces
    helpers: tuple[str, ...] = ()
    bonus: int = 0
    """Invokes and anything else the GM adds."""
    against: str | None = None
    """The character opposing the roll, whose scale is compared with the roller's."""


def scale_on(state: CampaignState, roll: TableRoll) -> ScaleOnRoll | None:
    """Scale on a quick roll against `roll.against`: the higher side's +1 per level before the
    roll, the benefit the Roll dialog starts with too (fate-condensed-srd.txt L1279-1280)."""
    if roll.against is None:
        return None
    return roll_scale.scale_of(state, _as_roll(roll))


def scale_words(state: CampaignState, roll: TableRoll) -> str:
    """'the Drowned Deacon (Otherworldly) over Maren (Mundane): +2 before the roll'."""
    scale = scale_on(state, roll)
    return roll_scale.scale_words(state, _as_roll(roll), scale) if scale is not None else ""


def scale_opponents(state: CampaignState, who: str, among: list[str]) -> list[str]:
    """Those of `among` on another level of scale than `who`: whom scale would count against;
    empty when scale is not in play."""
    if not roll_scale.in_play(state):
        return []
    return [
        cid
        for cid in among
        if cid != who and roll_scale.edge_of(state, Roll(who, "", opponent=cid)) is not None
    ]


def help_refused(state: CampaignState, who: str, skill: str, helper: str) -> str:
    """Why `helper` cannot help `who` roll `skill` under the rule set (a rating too low to
    help); empty when they can."""
    team = combine_skills(
        [state.characters[who], state.characters[helper]], skill, state.ruleset, leader=who
    )
    verdict = team.verdicts[0]
    return "" if verdict.counted else verdict.reason


def effort(ctl: Controller, roll: TableRoll) -> tuple[int, str]:
    """The roll's effort (rating, teamwork bonus, a minion group's size bonus, dice, bonus,
    the roller's scale) and the roll in words, naming any helper who could not help. Scale
    the opposing side holds is theirs to add (`scale_on`)."""
    ruleset = ctl.state.ruleset
    team = combine_skills(
        [character(ctl, cid) for cid in (roll.who, *roll.helpers)],
        roll.skill,
        ruleset,
        leader=roll.who,
    )
    extra = team.bonus + roll.bonus
    group = own_group_bonus(character(ctl, roll.who), ruleset)
    scale = scale_on(ctl.state, roll)
    up = scale.actor_bonus if scale is not None else 0
    total = effort_of(roll.dice, team.leader_rating, extra + group + up)
    words = f"{name_of(ctl, roll.who)} {roll.skill} {dice_symbols(roll.dice)}"
    if extra:
        words += f" {signed(extra)}"
    if group:
        words += f" + group {signed(group)}"
    if up:
        words += f" + scale {signed(up)}"
    if team.helpers:
        words += f" (helped by {', '.join(name_of(ctl, h) for h in team.helpers)})"
    for verdict in team.verdicts:
        if not verdict.counted:
            words += f" ({name_of(ctl, verdict.character_id)} cannot help: {verdict.reason})"
    words += f" = {ruleset.ladder.label(total)}"
    if up:
        words += f" (scale: {scale_words(ctl.state, roll)})"
    return total, words


def _as_roll(roll: TableRoll) -> Roll:
    return Roll(roll.who, roll.skill, Action.OVERCOME, opponent=roll.against)
