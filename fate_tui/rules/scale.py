"""Scale (Fate Condensed, optional): beings who act on a level beyond most characters.

Convention of the optional-rule modules (scale, time_shifts, obstacles, big_bad): every function
that applies the rule takes the rule set as its last argument and raises RulesError when the
rule is switched off. Value types, parsing and rendering need no rule set.

Scale is also open to a campaign that only uses the big-bad options: "Scale Things Up" lets a
big bad use scale "even if scale isn't normally in play" (fate-condensed-srd.txt L1343-1345).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from fate_tui.rules.action_effects import Action, ActionEffect, Party
from fate_tui.rules.errors import InvalidValue, RulesError, did_you_mean, one_of, parse_choice
from fate_tui.rules.outcomes import Outcome, Resolution, resolve
from fate_tui.rules.ruleset import RuleSet

# The text's example list, lowest first (L1271); a campaign may use its own.
DEFAULT_SCALE_LEVELS = ("Mundane", "Supernatural", "Otherworldly", "Legendary", "Godlike")

BONUS_BEFORE_ROLL_PER_LEVEL = 1
BONUS_AFTER_SUCCESS_PER_LEVEL = 2
FREE_INVOKES_PER_LEVEL = 1


@dataclass(frozen=True)
class ScaleLadder:
    """The levels of scale in play, lowest first."""

    levels: tuple[str, ...] = DEFAULT_SCALE_LEVELS

    def __post_init__(self) -> None:
        names = [level.strip() for level in self.levels]
        if not names:
            raise InvalidValue("a scale needs at least one level, e.g. 'Mundane'")
        if any(not name for name in names):
            raise InvalidValue("a scale level needs a name")
        lowered = [name.lower() for name in names]
        doubles = sorted({name for name in names if lowered.count(name.lower()) > 1})
        if doubles:
            raise InvalidValue(f"scale level {one_of(doubles)} is listed twice; names must differ")
        object.__setattr__(self, "levels", tuple(names))

    def index(self, level: str | int) -> int:
        """The position of `level` (a name, any case, or a position) from 0 = lowest."""
        if isinstance(level, bool):
            raise InvalidValue(f"{level!r} is not a scale level; use {one_of(self.levels)}")
        if isinstance(level, int):
            if 0 <= level < len(self.levels):
                return level
            raise InvalidValue(
                f"scale position {level} is out of range; use 0 to {len(self.levels) - 1}"
            )
        wanted = level.strip().lower()
        for position, name in enumerate(self.levels):
            if name.lower() == wanted:
                return position
        hint = did_you_mean(level, self.levels)
        raise InvalidValue(f"'{level}' is not a scale level{hint}; use {one_of(self.levels)}")

    def name(self, level: str | int) -> str:
        return self.levels[self.index(level)]


class ScaleBenefit(StrEnum):
    """The three benefits of scale; the higher side gets one of them per roll (L1279-1283)."""

    BEFORE_ROLL = "before_roll"
    """+1 per level of difference to the action, chosen before the roll."""
    AFTER_SUCCESS = "after_success"
    """+2 per level of difference to the result, if the roll succeeds."""
    FREE_INVOKES = "free_invokes"
    """+1 free invoke per level on a successful create an advantage."""


def level_difference(ladder: ScaleLadder, actor: str | int, opponent: str | int) -> int:
    """Levels `actor` stands above `opponent`; negative when it stands below."""
    return ladder.index(actor) - ladder.index(opponent)


@dataclass(frozen=True)
class ScaledRoll:
    """A roll with one benefit of scale applied."""

    resolution: Resolution
    bonus: int
    """What scale added to the effort."""
    extra_free_invokes: int
    """Free invokes scale added to a created advantage."""


def apply_scale(
    benefit: ScaleBenefit | str,
    levels: int,
    effort: int,
    opposition: int,
    ruleset: RuleSet,
) -> ScaledRoll:
    """The roll of the higher side, `levels` above its opponent, with one benefit of scale.

    `effort` is the effort without scale (dice + rating + invokes). BEFORE_ROLL must be chosen
    before the dice are seen; it simply adds to the effort. FREE_INVOKES is meant for a
    create-an-advantage roll: the caller adds the free invokes to the aspect it created.
    """
    _require_scale(ruleset, "a benefit of scale")
    chosen = parse_choice(ScaleBenefit, benefit, "a benefit of scale")
    if isinstance(levels, bool) or not isinstance(levels, int) or levels < 0:
        raise InvalidValue(
            f"levels of scale must be 0 or more, got {levels!r}; only the higher side benefits"
        )
    bonus = levels * BONUS_BEFORE_ROLL_PER_LEVEL if chosen is ScaleBenefit.BEFORE_ROLL else 0
    unscaled = resolve(effort + bonus, opposition, ruleset)
    if not _succeeded(unscaled):
        return ScaledRoll(unscaled, bonus, 0)
    if chosen is ScaleBenefit.AFTER_SUCCESS:
        bonus = levels * BONUS_AFTER_SUCCESS_PER_LEVEL
        # The +2s can lift a success into a success with style, so resolve again.
        return ScaledRoll(resolve(effort + bonus, opposition, ruleset), bonus, 0)
    if chosen is ScaleBenefit.FREE_INVOKES:
        return ScaledRoll(unscaled, 0, levels * FREE_INVOKES_PER_LEVEL)
    return ScaledRoll(unscaled, bonus, 0)


class ScaleSide(StrEnum):
    """Which side of a roll stands higher: the one rolling, or the one opposing it."""

    ACTOR = "actor"
    OPPOSITION = "opposition"


@dataclass(frozen=True)
class ScaleEdge:
    """The higher side of a roll and by how many levels it stands above the other (L1279)."""

    side: ScaleSide
    levels: int


def scale_edge(
    ladder: ScaleLadder, actor: str | int, opposition: str | int, ruleset: RuleSet
) -> ScaleEdge | None:
    """Who is higher between the actor and the opposing side, and by how much; None when
    both act on the same scale."""
    _require_scale(ruleset, "comparing scale")
    difference = level_difference(ladder, actor, opposition)
    if difference == 0:
        return None
    side = ScaleSide.ACTOR if difference > 0 else ScaleSide.OPPOSITION
    return ScaleEdge(side, abs(difference))


def scale_benefits(edge: ScaleEdge, action: Action) -> tuple[ScaleBenefit, ...]:
    """The benefits the higher side may choose from on this roll (L1279-1283): the free
    invokes only come with the actor's own create an advantage; the opposition defends."""
    if edge.side is ScaleSide.ACTOR and action is Action.CREATE_ADVANTAGE:
        return tuple(ScaleBenefit)
    return (ScaleBenefit.BEFORE_ROLL, ScaleBenefit.AFTER_SUCCESS)


@dataclass(frozen=True)
class ScaleOnRoll:
    """One benefit of scale on a roll between two sides: before the dice, what it adds at
    once; after them, the actor's result with it applied."""

    edge: ScaleEdge
    benefit: ScaleBenefit
    bonus: int = 0
    """What scale adds to the higher side's effort."""
    extra_free_invokes: int = 0
    resolution: Resolution | None = None
    """The actor's result with scale, once the dice are in."""

    @property
    def actor_bonus(self) -> int:
        return self.bonus if self.edge.side is ScaleSide.ACTOR else 0

    @property
    def opposition_bonus(self) -> int:
        return self.bonus if self.edge.side is ScaleSide.OPPOSITION else 0

    @property
    def actor_after_success(self) -> int:
        """What the actor's result gains if the roll succeeds (+2 per level, L1282): the odds
        before the dice count it only on the rolls that succeed."""
        if self.benefit is not ScaleBenefit.AFTER_SUCCESS or self.edge.side is not ScaleSide.ACTOR:
            return 0
        return self.edge.levels * BONUS_AFTER_SUCCESS_PER_LEVEL


def scale_before_roll(
    edge: ScaleEdge, benefit: ScaleBenefit | str, action: Action, ruleset: RuleSet
) -> ScaleOnRoll:
    """The benefit the higher side chose, before the dice: +1 per level adds at once."""
    _require_scale(ruleset, "a benefit of scale")
    chosen = parse_choice(ScaleBenefit, benefit, "a benefit of scale")
    if chosen not in scale_benefits(edge, action):
        raise RulesError(
            "free invokes from scale come only with a successful create an advantage "
            "by the higher side"
        )
    bonus = edge.levels * BONUS_BEFORE_ROLL_PER_LEVEL if chosen is ScaleBenefit.BEFORE_ROLL else 0
    return ScaleOnRoll(edge, chosen, bonus)


def scale_after_roll(
    scale: ScaleOnRoll, effort: int, opposition: int, ruleset: RuleSet
) -> ScaleOnRoll:
    """The actor's result once the dice are in; `effort` and `opposition` are each side's
    total without scale. When the opposition is higher, its own roll against the actor is
    the one scale improves: +2 per level if the opposition's roll succeeds."""
    edge = scale.edge
    if edge.side is ScaleSide.ACTOR:
        scaled = apply_scale(scale.benefit, edge.levels, effort, opposition, ruleset)
        return replace(
            scale,
            bonus=scaled.bonus,
            extra_free_invokes=scaled.extra_free_invokes,
            resolution=scaled.resolution,
        )
    theirs = apply_scale(scale.benefit, edge.levels, opposition, effort, ruleset)
    resolution = resolve(effort, opposition + theirs.bonus, ruleset)
    return replace(scale, bonus=theirs.bonus, resolution=resolution)


def with_scale_invokes(effect: ActionEffect, scale: ScaleOnRoll) -> ActionEffect:
    """A created advantage with scale's free invokes added to the actor's (L1283)."""
    extra = scale.extra_free_invokes
    if not extra or not effect.gives_aspect or effect.free_invokes_to is not Party.ACTOR:
        return effect
    return replace(effect, free_invokes=effect.free_invokes + extra)


def scaled_with_more(
    scale: ScaleOnRoll | None, now: Resolution, bonus: int, difficulty: int, ruleset: RuleSet
) -> Resolution:
    """What a resolved roll comes to with `bonus` more effort or `difficulty` more
    opposition (one more invoke, say). Scale's +2 per level after a success counts only if
    the new totals still succeed, so it is taken off and worked out again (L1282)."""
    if scale is not None and scale.benefit is ScaleBenefit.AFTER_SUCCESS:
        effort = now.effort - scale.actor_bonus + bonus
        against = now.opposition - scale.opposition_bonus + difficulty
        after = scale_after_roll(scale, effort, against, ruleset).resolution
        assert after is not None  # scale_after_roll always resolves the roll
        return after
    return resolve(now.effort + bonus, now.opposition + difficulty, ruleset)


class SupernaturalAdvantage(StrEnum):
    """The four cases of creating an advantage by supernatural means (L1291-1299)."""

    UNOPPOSED = "unopposed"
    AGAINST_TARGET = "against_target"
    """Placed on someone to their detriment (Entangled by Animated Vines on a foe)."""
    IMPEDED = "impeded"
    """An opposing party can directly interfere, physically or supernaturally."""
    OTHERWISE = "otherwise"


@dataclass(frozen=True)
class SupernaturalAdvantageRule:
    """Whether scale applies when creating an advantage by supernatural means, in one of the
    text's four cases: whether to roll, whether scale counts on the roll, the free invokes
    without a roll, and whether the aspect grants scale later."""

    rolls: bool
    scale_on_roll: bool
    """Whether scale may apply to the roll (the effort, or against the defend roll)."""
    free_invokes_without_roll: int
    aspect_grants_scale: bool
    """Later use of the created aspect grants scale."""


_SUPERNATURAL_ADVANTAGE = {
    SupernaturalAdvantage.UNOPPOSED: SupernaturalAdvantageRule(False, False, 1, True),
    SupernaturalAdvantage.AGAINST_TARGET: SupernaturalAdvantageRule(True, True, 0, True),
    SupernaturalAdvantage.IMPEDED: SupernaturalAdvantageRule(True, True, 0, True),
    SupernaturalAdvantage.OTHERWISE: SupernaturalAdvantageRule(True, False, 0, True),
}


def supernatural_advantage(
    case: SupernaturalAdvantage | str, ruleset: RuleSet
) -> SupernaturalAdvantageRule:
    """Whether a supernatural create-an-advantage rolls, and where scale applies."""
    _require_scale(ruleset, "a supernatural create an advantage")
    try:
        return _SUPERNATURAL_ADVANTAGE[SupernaturalAdvantage(case)]
    except ValueError:
        allowed = [c.value for c in SupernaturalAdvantage]
        raise InvalidValue(
            f"'{case}' is not a case of supernatural advantage; use {one_of(allowed)}"
        ) from None


def _succeeded(resolution: Resolution) -> bool:
    return resolution.outcome in (Outcome.SUCCESS, Outcome.SUCCESS_WITH_STYLE)


def _require_scale(ruleset: RuleSet, doing: str) -> None:
    if ruleset.uses("big_bad"):
        return
    ruleset.require("scale", doing)
