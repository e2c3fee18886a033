"""The four actions: what each outcome gives under a rule set, and turning a create-an-advantage
result into aspects and boosts."""

from __future__ import annotations

from dataclasses import dataclass, replace

from fate_tui.rules.action_effects import (
    Action,
    ActionEffect,
    AspectTarget,
    Cost,
    OutcomeTables,
    Party,
)
from fate_tui.rules.action_tables import TABLES
from fate_tui.rules.aspects import Aspect, AspectKind, boost
from fate_tui.rules.errors import InvalidValue, RulesError, did_you_mean, one_of
from fate_tui.rules.outcomes import (
    OUTCOME_ORDER,
    Outcome,
    OutcomeModel,
    Resolution,
    outcome_of,
)
from fate_tui.rules.ruleset import RuleSet

__all__ = [
    "Action",
    "ActionEffect",
    "AdvantageResult",
    "AspectTarget",
    "Cost",
    "Party",
    "action_result",
    "apply_advantage",
    "boost_from",
    "outcome_table",
    "outcome_tables",
    "trade_shift_for_boost",
]


def outcome_tables(ruleset: RuleSet) -> OutcomeTables:
    """The outcome tables `ruleset` names."""
    name = ruleset.action_tables
    if name not in TABLES:
        hint = did_you_mean(name, TABLES)
        raise InvalidValue(f"unknown action tables '{name}'{hint}; use {one_of(TABLES)}")
    return TABLES[name]


def _row(ruleset: RuleSet, action: Action, target: AspectTarget) -> tuple[ActionEffect, ...]:
    key = (action, target if action is Action.CREATE_ADVANTAGE else None)
    return outcome_tables(ruleset).rows[key]


def outcome_table(
    ruleset: RuleSet, action: Action, target: AspectTarget = AspectTarget.NEW
) -> dict[Outcome, ActionEffect]:
    """The four results of `action` as the rule set's table states them (hits not yet sized).

    For Spirit of the Century the TIE entry is what exactly meeting the opposition gives.
    """
    return dict(zip(OUTCOME_ORDER, _row(ruleset, action, target), strict=True))


def action_result(
    ruleset: RuleSet,
    action: Action,
    resolution_or_outcome: Resolution | Outcome,
    target: AspectTarget = AspectTarget.NEW,
    *,
    margin: int | None = None,
    opposed: bool = False,
    against: Action = Action.ATTACK,
) -> ActionEffect:
    """What `action` gives the character who rolled it.

    Pass the Resolution (or an Outcome plus `margin`) so hits are sized and success with
    style on a defense can be spotted; an Outcome alone is enough for the other results. For
    Spirit of the Century, Outcome.TIE means the roll exactly met its opposition.
    `opposed`: the opposition was another character's roll (attacks always are). `against`:
    for a defense, the action it opposes, with `target` the aspect that action works on.
    """
    band, margin = _band(ruleset, resolution_or_outcome, margin)
    if action is Action.DEFEND:
        return _defend(ruleset, band, margin, against, target)
    return _result(ruleset, action, band, margin, target, opposed or action is Action.ATTACK)


def _band(
    ruleset: RuleSet, roll: Resolution | Outcome, margin: int | None
) -> tuple[Outcome, int | None]:
    """Fail, tie (SotC: exactly met), success or style, from the roll and its margin."""
    if isinstance(roll, Resolution):
        margin = roll.margin
    elif not isinstance(roll, Outcome):
        raise InvalidValue(f"{roll!r} is not a roll result; pass a Resolution or an Outcome")
    if margin is None:
        return roll if isinstance(roll, Outcome) else roll.outcome, None
    if isinstance(roll, Outcome):
        expected = outcome_of(margin, ruleset.outcome_model, ruleset.style_threshold)
        if expected is not roll:
            raise InvalidValue(f"a margin of {margin:+d} is a {expected.words}, not a {roll.words}")
    return outcome_of(margin, OutcomeModel.FOUR_OUTCOMES, ruleset.style_threshold), margin


def _result(
    ruleset: RuleSet,
    action: Action,
    band: Outcome,
    margin: int | None,
    target: AspectTarget,
    opposed: bool,
    *,
    defender_style: bool = True,
) -> ActionEffect:
    tables = outcome_tables(ruleset)
    row = _row(ruleset, action, target)
    effect = row[OUTCOME_ORDER.index(band)]
    if band is Outcome.TIE and opposed and action in tables.needs_shift_when_opposed:
        effect = replace(
            row[0],
            description=f"Against a character, a tie needs a shift more: {row[0].description}",
        )
    if not opposed:
        effect = replace(effect, avoidable_with_fate_point=False)
    if effect.deals_hit:
        if margin is None:
            raise InvalidValue(
                f"the hit of {action.words} depends on the shifts: pass the Resolution or margin="
            )
        effect = replace(effect, hit=max(margin, 0))
    if defender_style and opposed and margin is not None and margin <= -ruleset.style_threshold:
        effect = _defender_style(ruleset, effect)
    return effect


def _defender_style(ruleset: RuleSet, effect: ActionEffect) -> ActionEffect:
    """The defender beat this roll with style: add what their defend table gives them."""
    style = _row(ruleset, Action.DEFEND, AspectTarget.NEW)[-1]
    words = effect.description
    if style.boost_to is Party.ACTOR and effect.boost_to is Party.NOBODY:
        effect = replace(effect, boost_to=Party.OPPONENT)
        words += " The defender succeeded with style and gains a boost."
    if style.spin_to is Party.ACTOR:
        effect = replace(effect, spin_to=Party.OPPONENT)
        words += " The defender won by 3 or more and gains spin."
    return replace(effect, description=words)


def _defend(
    ruleset: RuleSet, band: Outcome, margin: int | None, against: Action, target: AspectTarget
) -> ActionEffect:
    """A defense, with what the opposed action achieves seen from the defender's side."""
    if against is Action.DEFEND:
        raise InvalidValue("a defense opposes an overcome, a create an advantage or an attack")
    effect = _row(ruleset, Action.DEFEND, target)[OUTCOME_ORDER.index(band)]
    denied = band in (Outcome.SUCCESS, Outcome.SUCCESS_WITH_STYLE)
    if band is Outcome.TIE:
        margin = 0
    if margin is None and not denied:
        if against is Action.ATTACK:
            raise InvalidValue("a failed defense takes a hit: pass the Resolution or margin=")
        return effect  # success or success with style for the other side: unknown which
    if margin is None:
        # The opposed action failed; a failure carries no hit, so its size does not matter.
        seen = _result(ruleset, against, Outcome.FAIL, None, target, True, defender_style=False)
    else:
        opposed = outcome_of(-margin, OutcomeModel.FOUR_OUTCOMES, ruleset.style_threshold)
        seen = _result(ruleset, against, opposed, -margin, target, True, defender_style=False)
    mirrored = seen.mirrored()
    return replace(
        effect,
        achieved=effect.achieved if denied else mirrored.achieved,
        hit=seen.hit if seen.deals_hit else 0,
        opposed_result=mirrored,
    )


def trade_shift_for_boost(effect: ActionEffect) -> ActionEffect:
    """An attack with style that gives up one shift of its hit for a boost."""
    if not effect.may_trade_shift_for_boost:
        raise RulesError("only an attack that succeeded with style may trade a shift for a boost")
    if effect.hit < 1:
        raise RulesError("the hit has no shift left to trade for a boost")
    return replace(
        effect,
        hit=effect.hit - 1,
        boost_to=Party.ACTOR,
        may_trade_shift_for_boost=False,
        description="A hit one shift smaller, and a boost.",
    )


@dataclass(frozen=True)
class AdvantageResult:
    """The aspects a result puts in play: the created or updated aspect, and any boost."""

    aspect: Aspect | None
    boost: Aspect | None = None


def _holder(party: Party, actor: str, opponent: str | None) -> str:
    if party is Party.ACTOR:
        return actor
    if opponent is None:
        raise RulesError("this result gives something to the opposition: say who (opponent=)")
    return opponent


def boost_from(
    effect: ActionEffect, name: str, *, actor: str, opponent: str | None = None
) -> Aspect | None:
    """The boost an effect hands out, named `name`, or None when it gives none."""
    if effect.boost_to is Party.NOBODY:
        return None
    return boost(name, _holder(effect.boost_to, actor, opponent))


def apply_advantage(
    effect: ActionEffect,
    name: str,
    *,
    actor: str,
    opponent: str | None = None,
    existing: Aspect | None = None,
    owner: str | None = None,
    kind: AspectKind = AspectKind.SITUATION,
    boost_name: str | None = None,
) -> AdvantageResult:
    """The aspect a create-an-advantage result makes (or the `existing` one it updates), with
    its free invokes held by the right character, and the boost it gives if any.

    Pass the alternative the table chose instead of `effect` when the players took one.
    """
    if effect.aspect_created and existing is not None:
        raise RulesError(f"this result creates a new aspect; '{existing.name}' already exists")
    touches_existing = (effect.aspect_revealed or effect.free_invokes) and not effect.aspect_created
    if touches_existing and existing is None:
        raise RulesError("this result works on an aspect already in play: pass it as existing=")
    aspect = existing
    if effect.aspect_created:
        holder = _holder(effect.free_invokes_to, actor, opponent) if effect.free_invokes else None
        aspect = Aspect(
            name,
            kind,
            free_invokes=(holder,) * effect.free_invokes,
            owner=owner,
            style_pair=effect.style_pair,
        )
    elif aspect is not None:
        if effect.aspect_revealed:
            aspect = aspect.revealed()
        if effect.free_invokes:
            holder = _holder(effect.free_invokes_to, actor, opponent)
            aspect = aspect.with_free_invokes(effect.free_invokes, holder)
        if effect.style_pair:
            aspect = replace(aspect, style_pair=True)
    gained = boost_from(effect, boost_name or name, actor=actor, opponent=opponent)
    return AdvantageResult(aspect, gained)
