"""A roll once the dice are in: the faces, the effort on the ladder against the opposition, the
outcome in words for the action, the invokes so far, and what applying it will do."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from fate_tui.campaign.intents import rolls
from fate_tui.campaign.names import name_of
from fate_tui.campaign.roll import roll_big_bad
from fate_tui.campaign.roll.roll_scale import scale_words
from fate_tui.campaign.roll.roll_text import (
    harm_text,
    invoke_text,
    opposition_text,
    outcome_text,
)
from fate_tui.campaign.roll.roll_time import time_taken
from fate_tui.rules.action_effects import Action, Party
from fate_tui.rules.dice import Faces
from fate_tui.rules.errors import FateError
from fate_tui.rules.ladder import signed
from fate_tui.rules.outcomes import Outcome, outcome_words
from fate_tui.ui.roll_dialog.odds_bars import percent
from fate_tui.ui.text import FREE, HARM, MUTED, POINTS, STRONG, safe_content

_FACE = {1: "+", 0: " ", -1: "-"}
_OUTCOME_STYLE = {
    Outcome.FAIL: f"bold {HARM}",
    Outcome.TIE: f"bold {POINTS}",
    Outcome.SUCCESS: f"bold {FREE}",
    Outcome.SUCCESS_WITH_STYLE: "bold $text-primary",
}
Parts = list[str | tuple[str, str]]


def faces(dice: Faces) -> Parts:
    parts: Parts = []
    for face in dice:
        parts += [(f"[{_FACE[face]}]", "reverse" if face else ""), " "]
    return [*parts, (signed(sum(dice)), STRONG)]


class RollResult(Static):
    BORDER_TITLE = "Result"

    def show(self, session) -> None:
        roll, worked, state = session.roll, session.worked, session.state
        ladder = state.ruleset.ladder
        resolution = worked.resolution
        if resolution is None:
            self.update(
                Content.assemble(
                    ("r ", STRONG),
                    "roll the app's dice    ",
                    ("p ", STRONG),
                    "type the dice rolled at the table (+0-+ or four d6 like 3516;"
                    " an opposition's four after)",
                )
            )
            return
        parts: Parts = [(f"{'Dice':<9}", MUTED), *faces(roll.dice)]
        if roll.earlier_dice:
            parts.append((f"   (rerolled; first {signed(sum(roll.earlier_dice[0]))})", MUTED))
        if roll.opposed and roll.opponent_dice is not None:
            parts.append((f"   {name_of(state, roll.opponent)}: ", MUTED))
            parts += faces(roll.opponent_dice)
        parts += [(f"\n{'Effort':<9}", MUTED), f"{roll.skill} {signed(worked.rating)}"]
        parts.append(f" + dice {signed(sum(roll.dice))}")
        helped = worked.setup_bonus - worked.solo_bonus - worked.group - worked.minions
        if helped:
            parts.append(f" + help/stunts {signed(helped)}")
        if worked.group:
            parts.append(f" + group {signed(worked.group)}")
        if worked.minions:
            parts.append(f" + minions {signed(worked.minions)}")
        if worked.solo_bonus:
            parts.append(f" + solo {signed(worked.solo_bonus)}")
        if worked.invokes.bonus:
            parts.append(f" + invokes {signed(worked.invokes.bonus)}")
        if worked.scale_bonus:
            parts.append(f" + scale {signed(worked.scale_bonus)}")
        parts += [" = ", (ladder.label(resolution.effort), STRONG)]
        # The faces are on the Dice line: here only the sums, the actor's and the opposition's.
        parts.append(f"  vs {opposition_text(state, roll, worked, faces=False)}")
        parts += [
            (f"\n{'Outcome':<9}", MUTED),
            (
                outcome_text(resolution, state.ruleset.outcome_model).upper(),
                _OUTCOME_STYLE[resolution.outcome],
            ),
            f"  {worked.effect.description}",
        ]
        if worked.scale is not None:
            parts += [(f"\n{'Scale':<9}", MUTED), scale_words(state, roll, worked.scale)]
        big_bad = roll_big_bad.shown(state, roll, worked.big_bad)
        if big_bad:
            parts += [(f"\n{'Big bad':<9}", MUTED), big_bad]
        if worked.use is not None:
            parts += [(f"\n{'Use':<9}", MUTED), worked.use.words]
        taken = time_taken(state, roll, worked)
        if taken:
            parts += [(f"\n{'Time':<9}", MUTED), f"it takes {taken}"]
        bonus = state.ruleset.invokes.bonus
        if roll.invokes:
            parts.append((f"\n{'Invoked':<9}", MUTED))
            parts.append(" · ".join(invoke_text(state, i, bonus) for i in roll.invokes))
        parts += [(f"\n{'Next':<9}", MUTED), _next(session, bonus)]
        parts += [(f"\n{'Enter':<9}", STRONG), _applying(session)]
        self.update(safe_content(Content.assemble(*parts)))


def _next(session, bonus: int) -> str:
    """What one more invoke would make of the roll."""
    ladder, model = session.state.ruleset.ladder, session.state.ruleset.outcome_model
    more = session.with_bonus(bonus=bonus)
    parts = [f"+{bonus} → {ladder.label(more.effort)} {outcome_words(more.outcome, model)}"]
    reroll = session.reroll_odds()
    if reroll is not None:
        parts.append(f"reroll → {percent(reroll.at_least('success')).strip()} success or better")
    if session.state.ruleset.invokes.raise_difficulty:
        them = session.with_bonus(difficulty=bonus)
        parts.append(f"+{bonus} to them → {outcome_words(them.outcome, model)}")
    return " · ".join(parts)


def _applying(session) -> str:
    """What applying the roll will do, in words."""
    state, roll = session.state, session.roll
    try:
        needs = rolls.needs(state, roll)
    except FateError as error:
        return str(error)
    effect = needs.effect
    said = []
    if needs.hit is not None:
        said.append(harm_text(state, needs.hit.taker, needs.hit.plan))
    if roll.action is Action.CREATE_ADVANTAGE and effect.gives_aspect:
        count = effect.free_invokes
        what = (
            "a new aspect (you name it)" if effect.aspect_created else f"'{roll.advantage_on[0]}'"
        )
        where = (
            f" on {name_of(state, roll.target)}" if effect.aspect_created and roll.target else ""
        )
        holder = roll.actor if effect.free_invokes_to is Party.ACTOR else roll.other_side
        held = f" for {name_of(state, holder)}" if count else ""
        said.append(f"{what}{where} with {count} free invoke{'s' * (count != 1)}{held}")
    if effect.boost_to is not Party.NOBODY:
        holder = roll.actor if effect.boost_to is Party.ACTOR else roll.other_side
        said.append(f"{name_of(state, holder)} gains a boost (you name it)")
    if worked_alternatives := session.worked.alternatives:
        said.append(f"z: {worked_alternatives} other result(s) the table allows")
    if effect.may_trade_shift_for_boost:
        said.append("b: a shift for a boost")
    return "; ".join(said) or "log the roll"
