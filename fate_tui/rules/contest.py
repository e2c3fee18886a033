"""Contests: sides racing for a goal over exchanges, scoring victories until one side wins.

Each exchange every side makes one overcome roll (or forfeits it). The highest effort marks
a victory, two when it succeeds with style (and, where the rule set says so, nobody else
did); a tie for highest marks none and owes a twist the GM names as a situation aspect.
The part each member plays, a failed advantage's cost and threats are in `contest_exchange.py`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from fate_tui.rules.action_effects import Action
from fate_tui.rules.contest_exchange import (
    AdvantageFailure,
    ContestRole,
    ThreatHit,
    advantage_failure_options,
    check_roles,
    contest_advantage,
    threat_hits,
)
from fate_tui.rules.errors import RulesError, did_you_mean, one_of, parse_choice
from fate_tui.rules.outcomes import Outcome, Resolution
from fate_tui.rules.ruleset import ContestWinRule, RuleSet

__all__ = [
    "AdvantageFailure",
    "Contest",
    "ContestRole",
    "ExchangeRecord",
    "Side",
    "ThreatHit",
    "advantage_failure_options",
    "check_roles",
    "contest_advantage",
    "name_twist",
    "new_contest",
    "score_exchange",
    "threat_hits",
    "winner",
]


@dataclass(frozen=True)
class Side:
    """One side of a contest: its name, the characters on it (or one character called `name`),
    and the goal it races for."""

    name: str
    members: tuple[str, ...] = ()
    """Character ids; empty when the side is one character called `name`."""
    goal: str = ""
    """What the side wants: to win the race, to get away, to reach the vault first."""

    @property
    def people(self) -> tuple[str, ...]:
        return self.members or (self.name,)


@dataclass(frozen=True)
class ExchangeRecord:
    """One exchange of a contest as played: each side's effort, the victories marked, whether a
    tie owed a twist, and who forfeited or was given a free invoke."""

    number: int
    efforts: tuple[tuple[str, int | None], ...]
    """Per side: what was compared (the effort, or the margin over a passive difficulty);
    None for a side that did not roll."""
    awarded: tuple[tuple[str, int], ...] = ()
    """Victories marked this exchange."""
    twist: bool = False
    forfeited: tuple[str, ...] = ()
    free_invokes: tuple[str, ...] = ()
    """Sides given a free invoke by an opponent's costly advantage this exchange."""


@dataclass(frozen=True)
class Contest:
    """A contest: sides racing for their goals over exchanges of overcome rolls, marking
    victories until one side has enough to win."""

    sides: tuple[Side, ...]
    victories: tuple[int, ...]
    """Victories per side, in the order of `sides`."""
    exchanges: tuple[ExchangeRecord, ...] = ()
    victories_needed: int | None = None
    """For an extended contest; None means the rule set's number."""
    forfeited: tuple[str, ...] = ()
    """Sides that lost this exchange's overcome roll to a failed advantage."""
    free_invokes: tuple[str, ...] = ()
    """Sides owed a free invoke this exchange by an opponent's costly advantage."""
    twists_owed: int = 0
    twists: tuple[str, ...] = ()
    """Situation aspects the GM named as twists."""

    def side(self, name: str) -> Side:
        for side in self.sides:
            if side.name == name:
                return side
        names = [s.name for s in self.sides]
        raise RulesError(
            f"no side called '{name}'{did_you_mean(name, names)}; the sides are {one_of(names)}"
        )

    def victories_of(self, name: str) -> int:
        return self.victories[self.sides.index(self.side(name))]


def new_contest(sides: Sequence[Side | str], victories_needed: int | None = None) -> Contest:
    """A contest between `sides` (a Side, or a name for a one-character side)."""
    built = tuple(s if isinstance(s, Side) else Side(s) for s in sides)
    if len(built) < 2:
        raise RulesError("a contest needs at least two sides; with no opponent, run a challenge")
    names = [s.name for s in built]
    if len(set(names)) != len(names):
        raise RulesError("every side of a contest needs its own name")
    people = [p for s in built for p in s.people]
    if len(set(people)) != len(people):
        raise RulesError("a character can be on only one side of a contest")
    if victories_needed is not None and victories_needed < 1:
        raise RulesError(f"a contest needs at least 1 victory to win, not {victories_needed}")
    return Contest(built, (0,) * len(built), victories_needed=victories_needed)


def win_words(ruleset: RuleSet, needed: int | None) -> str:
    """How the contest is won: 'first to 3 victories' or 'a lead of 2 victories wins'
    (`needed`: the contest's own number, None for the rule set's)."""
    count = needed or ruleset.contests.victories
    if ruleset.contests.win_rule is ContestWinRule.LEAD_OF:
        return f"a lead of {count} victories wins"
    return f"first to {count} victories"


def winner(contest: Contest, ruleset: RuleSet) -> str | None:
    """The side that has won, or None while the contest goes on."""
    needed = contest.victories_needed or ruleset.contests.victories
    for index, side in enumerate(contest.sides):
        mine = contest.victories[index]
        if ruleset.contests.win_rule is ContestWinRule.FIRST_TO:
            if mine >= needed:
                return side.name
        else:
            best_other = max(v for i, v in enumerate(contest.victories) if i != index)
            if mine - best_other >= needed:
                return side.name
    return None


def score_exchange(
    contest: Contest,
    efforts: Mapping[str, int | Resolution | None],
    ruleset: RuleSet,
) -> Contest:
    """Score one exchange from each side's overcome roll.

    Give plain efforts when the sides roll against each other, or Resolutions when each
    faces a passive difficulty (then the biggest margin wins). A side missing or given None
    did not roll and cannot win the exchange.
    """
    done = winner(contest, ruleset)
    if done is not None:
        raise RulesError(f"the contest is over: {done} won")
    for name in efforts:
        contest.side(name)
    rolled = {s.name: value for s in contest.sides if (value := efforts.get(s.name)) is not None}
    cheats = [name for name in rolled if name in contest.forfeited]
    if cheats:
        raise RulesError(
            f"{one_of(cheats)} forfeited the overcome roll this exchange and cannot roll"
        )
    passive = {name for name, value in rolled.items() if isinstance(value, Resolution)}
    if passive and len(passive) != len(rolled):
        raise RulesError(
            "give every side either an effort (rolling against each other) or a resolution "
            "(rolling against a difficulty), not a mix"
        )
    compared = {
        name: value.margin if isinstance(value, Resolution) else value
        for name, value in rolled.items()
    }
    awarded: dict[str, int] = {}
    twist = False
    if compared:
        top = max(compared.values())
        leaders = [name for name, value in compared.items() if value == top]
        if len(leaders) > 1:
            twist = ruleset.contests.twist_on_tie
        else:
            awarded[leaders[0]] = _victories_for(leaders[0], rolled, compared, ruleset)
    victories = tuple(
        v + awarded.get(s.name, 0) for s, v in zip(contest.sides, contest.victories, strict=True)
    )
    record = ExchangeRecord(
        len(contest.exchanges) + 1,
        tuple((s.name, compared.get(s.name)) for s in contest.sides),
        tuple(awarded.items()),
        twist,
        contest.forfeited,
        contest.free_invokes,
    )
    return replace(
        contest,
        victories=victories,
        exchanges=(*contest.exchanges, record),
        forfeited=(),
        free_invokes=(),
        twists_owed=contest.twists_owed + (1 if twist else 0),
    )


def _victories_for(
    victor: str,
    rolled: Mapping[str, int | Resolution | None],
    compared: Mapping[str, int],
    ruleset: RuleSet,
) -> int:
    """One victory, or two for success with style (needing, where the rule set says so,
    that no other side succeeded with style)."""
    others = [name for name in compared if name != victor]
    value = rolled[victor]
    if isinstance(value, Resolution):
        style = value.outcome is Outcome.SUCCESS_WITH_STYLE
        other_values = [rolled[n] for n in others]
        other_style = any(
            isinstance(v, Resolution) and v.outcome is Outcome.SUCCESS_WITH_STYLE
            for v in other_values
        )
    else:
        # Rolling against each other: style means beating the next best by the threshold,
        # which only the victor can do. A lone roller beat nobody, so no style.
        best_other = max((compared[n] for n in others), default=None)
        style = best_other is not None and compared[victor] - best_other >= ruleset.style_threshold
        other_style = False
    if style and not (ruleset.contests.style_double_needs_sole_style and other_style):
        return 2
    return 1


def check_action(action: Action | str) -> None:
    """Refuse a participant's attack: it does direct harm, so the contest is over and a
    conflict begins (Core L404). Sides make overcome rolls and create advantages in every
    rule set; a threat's harm is its own rule (`threat_hits`)."""
    if parse_choice(Action, action, "an action") is Action.ATTACK:
        raise RulesError(
            "an attack is direct harm, so this stops being a contest: end it and set up a "
            "conflict instead"
        )


def name_twist(contest: Contest, aspect: str) -> Contest:
    """Record the situation aspect the GM names for an owed twist."""
    if contest.twists_owed < 1:
        raise RulesError("no twist is owed: twists come from a tie for the highest effort")
    if not aspect.strip():
        raise RulesError("name the twist: the situation aspect that shows what changed")
    return replace(
        contest, twists_owed=contest.twists_owed - 1, twists=(*contest.twists, aspect.strip())
    )
