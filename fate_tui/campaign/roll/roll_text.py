"""A roll in words, for the play log and the Roll dialog:

Maren attacks the Drowned Deacon: Fight Average (+1) + dice [+0-+] +1 = Fair (+2)
vs Mediocre (+0): success, 2 shifts
"""

from __future__ import annotations

from collections.abc import Mapping

from fate_tui.campaign.intents import sotc_conflict
from fate_tui.campaign.names import name_of
from fate_tui.campaign.roll import roll_big_bad
from fate_tui.campaign.roll.roll_model import Roll, Worked, character, conflict_kind
from fate_tui.campaign.roll.roll_scale import scale_words
from fate_tui.campaign.roll.roll_time import time_taken
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.action_effects import Action
from fate_tui.rules.character import CharacterKind
from fate_tui.rules.dice import Faces, dice_symbols
from fate_tui.rules.invokes import Invoke, InvokeMode
from fate_tui.rules.ladder import signed
from fate_tui.rules.outcomes import Outcome, OutcomeModel, Resolution, outcome_words
from fate_tui.rules.plans import AbsorbPlan, box_words
from fate_tui.rules.wording import ACTION_WORDS, counted, possessive, verb


def dice_text(faces: Faces) -> str:
    """[+0-+] +1"""
    return f"[{dice_symbols(faces)}] {signed(sum(faces))}"


def heading(state: CampaignState, roll: Roll) -> str:
    """'Maren attacks the Drowned Deacon'."""
    actor = character(state, roll.actor)
    who = actor.name
    aimed = roll.target or roll.opponent
    if roll.action is Action.ATTACK:
        attacks = f"{who} {verb(actor, 'attacks')}"
        return f"{attacks} {name_of(state, aimed)}" if aimed else attacks
    # Spirit of the Century's maneuver is its create an advantage (L383): the log says so.
    advantage = state.ruleset.wording.advantage
    if roll.action is Action.DEFEND:
        action = (
            advantage if roll.against is Action.CREATE_ADVANTAGE else ACTION_WORDS[roll.against]
        )
        against = possessive(name_of(state, roll.opponent)) if roll.opponent else _article(action)
        return f"{who} {verb(actor, 'defends')} against {against} {action}"
    if roll.action is Action.CREATE_ADVANTAGE and advantage != "advantage":
        text = f"{who} {verb(actor, 'rolls')} {_article(advantage)} {advantage}"
    else:
        text = f"{who} {verb(actor, 'rolls')} to {ACTION_WORDS[roll.action]}"
    return f"{text} on {name_of(state, roll.target)}" if roll.target else text


def _article(noun: str) -> str:
    return "an" if noun[:1] in "aeiou" else "a"


def invoke_text(state: CampaignState, invoke: Invoke, bonus: int) -> str:
    if invoke.aspect is None:  # SotC's fate point on no aspect (L43)
        plain = state.ruleset.invokes.plain_fate_point_bonus or 0
        return f"a fate point on no aspect {signed(plain)}"
    paid = "fate point" if invoke.paid else "free"
    what = {
        InvokeMode.REROLL: "reroll",
        InvokeMode.RAISE_DIFFICULTY: f"{signed(bonus)} to the opposition",
        InvokeMode.ALLY_BONUS: f"{signed(bonus)} to an ally",
    }.get(invoke.mode, signed(bonus))
    hostile = ", hostile" if invoke.hostile else ""
    by = (
        ""
        if invoke.mode in (InvokeMode.BONUS, InvokeMode.REROLL)
        else f" by {name_of(state, invoke.invoker)}"
    )
    return f"'{invoke.aspect}' {what} ({paid}{hostile}){by}"


def outcome_text(resolution: Resolution, model: OutcomeModel) -> str:
    words = outcome_words(resolution.outcome, model)
    if resolution.outcome is Outcome.FAIL:
        return f"{words} by {-resolution.margin}"
    if resolution.outcome is Outcome.TIE:
        return words
    shifts = resolution.shifts
    return f"{words}, {counted(shifts, 'shift')}"


def roll_line(state: CampaignState, roll: Roll, worked: Worked) -> str:
    """The whole roll in one line: setup, dice, invokes, effort, opposition and outcome."""
    ladder = state.ruleset.ladder
    instead = f" (rolling {worked.stunts.skill})" if worked.stunts.skill else ""
    parts = [f"{roll.skill}{instead} {ladder.label(worked.rating)}"]
    if worked.stunts.names:
        extra = f", {signed(worked.stunts.hit)} stress on a hit" if worked.stunts.hit else ""
        bonus = signed(worked.stunt_bonus) if worked.stunt_bonus else "+0"
        parts.append(f"stunt {bonus} ({'; '.join(worked.stunts.names)}{extra})")
    if worked.teamwork and worked.teamwork.bonus:
        helpers = ", ".join(name_of(state, h) for h in worked.teamwork.helpers)
        parts.append(f"help from {helpers} {signed(worked.teamwork.bonus)}")
    if worked.group:
        parts.append(f"group {signed(worked.group)}")
    if worked.minions:
        parts.append(f"attached minions {signed(worked.minions)}")
    if worked.full_defense:
        parts.append(f"full defense {signed(worked.full_defense)}")
    if worked.solo_bonus:
        parts.append(f"solo {signed(worked.solo_bonus)}")
    if worked.use is not None and worked.use.setting.bonus:
        parts.append(f"{worked.use.use.name} {signed(worked.use.setting.bonus)}")
    if worked.companion:
        from fate_tui.campaign.intents import companions

        name = companions.bonus(state, character(state, roll.actor), conflict_kind(state))[1]
        parts.append(f"companion {signed(worked.companion)} ({name})")
    if worked.spin:
        holder = state.current_scene.spin if state.current_scene is not None else None
        parts.append(f"spin {signed(worked.spin)} ({possessive(name_of(state, holder))})")
    if worked.saved_spin:
        parts.append(f"saved spin {signed(worked.saved_spin)}")
    if roll.supplemental:
        parts.append(f"supplemental action {signed(worked.supplemental)} ({roll.supplemental})")
    block = sotc_conflict.block_on_roll(state, roll)
    if block is not None:
        whose = possessive(name_of(state, block.blocker))
        parts.append(f"{whose} block {signed(block.strength)} protects the defence")
    if roll.dice is not None:
        rerolled = " rerolled to ".join(dice_symbols(d) for d in (*roll.earlier_dice, roll.dice))
        dice = (
            f"[{rerolled}] {signed(sum(roll.dice))}" if roll.earlier_dice else dice_text(roll.dice)
        )
        parts.append(f"dice {dice}")
    if worked.scale_bonus:
        parts.append(f"scale {signed(worked.scale_bonus)}")
    invoked = [invoke_text(state, i, state.ruleset.invokes.bonus) for i in roll.invokes]
    text = f"{heading(state, roll)}: " + " + ".join(parts)
    if invoked:
        text += "; invoked " + ", ".join(invoked)
    resolution = worked.resolution
    if resolution is None:
        text = f"{text} vs {opposition_text(state, roll, worked)}"
    else:
        text = (
            f"{text} = {ladder.label(resolution.effort)} vs "
            f"{opposition_text(state, roll, worked)}: "
            f"{outcome_text(resolution, state.ruleset.outcome_model)}"
        )
    scale = scale_words(state, roll, worked.scale)
    if scale:
        text += f"; scale: {scale}"
    if worked.big_bad is not None and worked.big_bad.lines:
        text += f"; big bad: {roll_big_bad.words(worked.big_bad)}"
    if worked.use is not None:
        text += f"; {worked.use.words}"
    taken = time_taken(state, roll, worked)
    return f"{text}; it takes {taken}" if taken else text


def opposition_text(state: CampaignState, roll: Roll, worked: Worked, *, faces: bool = True) -> str:
    """What the roll is against. `faces`: the opposition's dice as the log writes them
    ("dice [-0+0] +0"); without, only their sum, as beside the Roll dialog's own line of
    faces."""
    ladder = state.ruleset.ladder
    raised = worked.invokes.difficulty_bonus
    if roll.opponent is None:
        text = ladder.label(worked.opposition)
        return (
            f"{text} {signed(raised)} = {ladder.label(worked.opposition + raised)}"
            if raised
            else text
        )
    who = possessive(name_of(state, roll.opponent))
    # A trapping's or a stunt's raise of the defence (closing down's +2) is said apart.
    used = worked.use.setting.against if worked.use is not None else 0
    rated = ladder.label(worked.opposition - worked.opposition_group - used)
    text = f"{who} {roll.opponent_skill} {rated}"
    if worked.opposition_group:
        text += f" + group {signed(worked.opposition_group)}"
    if used and worked.use is not None:
        text += f" + {worked.use.use.name} {signed(used)}"
    if roll.opponent_dice is not None:
        dice = dice_text(roll.opponent_dice) if faces else signed(sum(roll.opponent_dice))
        text += f" + dice {dice}"
    if raised:
        text += f" + invoked {signed(raised)}"
    if worked.scale_against:
        text += f" + scale {signed(worked.scale_against)}"
    if roll.opponent_dice is not None:
        total = worked.opposition + sum(roll.opponent_dice) + raised + worked.scale_against
        text += f" = {ladder.label(total)}"
    return text


def harm_text(
    state: CampaignState, who: str, plan: AbsorbPlan | None, names: Mapping[str, str] | None = None
) -> str:
    """'the Drowned Deacon takes 2 stress boxes and a mild consequence ...'."""
    name, taker = name_of(state, who), state.characters.get(who)
    if plan is None:
        return f"{name} {verb(taker, 'is')} taken out"
    names = names or {}
    mooks = taker is not None and taker.kind is CharacterKind.MOOK_GROUP
    # The boxes in the absorb dialog's words ("mental box 3": Core's hit checks one box of
    # at least its size, not "1 box").
    boxes = box_words(plan, state.ruleset, mooks=mooks) if plan.boxes else ""
    if plan.mooks_taken_out:
        # What is left over carries on to the next mook (SotC L466).
        count = plan.mooks_taken_out
        gone = f"{count} of {name} {'is' if count == 1 else 'are'} taken out"
        return f"{gone} and the next one marks {boxes}" if boxes else gone
    taken = []
    for pick in plan.consequences:
        called = names.get(pick.slot)
        taken.append(f"a {pick.severity} consequence" + (f" '{called}'" if called else ""))
    for condition in plan.conditions:
        many = f" ×{condition.boxes}" if condition.boxes > 1 else ""
        taken.append(f"{condition.condition}{many}")
    said = [f"{verb(taker, 'marks')} {boxes}"] if boxes else []
    if taken:
        said.append(f"{verb(taker, 'takes')} " + " and ".join(taken))
    if not said:
        return f"{name} {verb(taker, 'takes')} no harm"
    return f"{name} " + " and ".join(said)
