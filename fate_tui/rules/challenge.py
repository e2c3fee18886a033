"""Challenges: a series of overcome rolls, one per task, read together at the end.

How the results add up ("mostly succeeded", "a partial victory") is the GM's call; the
summary gives the counts and the list to make it with.

A challenge is always against passive opposition, so nobody attacks in one (Core L338): an
attack means setting up a conflict. Inside a conflict, a challenge for "other actions" has one
more task, defending yourself (Core L711-713): in an exchange where you are attacked, or an
advantage is stuck on you, you roll for a challenge goal only if you defended successfully.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from fate_tui.rules.action_effects import Action
from fate_tui.rules.aspects import Aspect, boost
from fate_tui.rules.errors import RulesError, one_of, parse_choice
from fate_tui.rules.outcomes import OUTCOME_ORDER, Outcome, Resolution, resolve
from fate_tui.rules.ruleset import RuleSet


@dataclass(frozen=True)
class Task:
    """One part of the challenge, tackled with one overcome roll."""

    description: str
    skill: str | None = None
    difficulty: int | None = None
    """Passive opposition; None when someone rolls against it (e.g. 'defend yourself')."""
    attempted_by: str | None = None
    result: Resolution | None = None
    note: str = ""
    """What the GM decided: a cost paid, how the task went."""
    rolled_skill: str | None = None
    """The skill (or approach) the roll used when it is not the task's own: a task open to
    any skill says what it was tackled with."""
    at_cost: bool = False
    """A failed roll taken as success at a serious cost (Core L87, L314; Condensed's major
    cost) instead of a failure: it counts as a success, and `note` says what it cost."""

    @property
    def attempted(self) -> bool:
        return self.result is not None


@dataclass(frozen=True)
class Challenge:
    """A challenge: a complicated or dynamic situation played as a series of overcome rolls, one
    per task, read together at the end."""

    name: str
    tasks: tuple[Task, ...] = ()
    boosts: tuple[Aspect, ...] = ()
    """Boosts earned on the challenge's rolls; Core lets the unused ones be kept for the
    scene (or a directly connected one)."""
    exchange: int | None = None
    """The conflict's exchange, for a challenge run inside a conflict; None otherwise."""
    defended: tuple[tuple[str, bool], ...] = ()
    """Inside a conflict: (character, defended successfully) for everyone attacked (or who
    had an advantage stuck on them) this exchange; a failure keeps their latest result."""

    @property
    def complete(self) -> bool:
        """Whether every task has a result."""
        return bool(self.tasks) and all(task.attempted for task in self.tasks)


def add_task(
    challenge: Challenge,
    description: str,
    skill: str | None = None,
    difficulty: int | None = None,
    who: str | None = None,
) -> Challenge:
    """The challenge with one more task; `who` is who is expected to attempt it, if known."""
    if not description.strip():
        raise RulesError("a task needs a description (what has to be done)")
    if _find(challenge, description, missing_ok=True) is not None:
        raise RulesError(f"the challenge already has a task '{description}'")
    task = Task(description.strip(), skill, difficulty, who)
    return replace(challenge, tasks=(*challenge.tasks, task))


def attempt(
    challenge: Challenge,
    task: int | str,
    who: str,
    effort: int,
    ruleset: RuleSet,
    *,
    opposition: int | None = None,
    skill: str | None = None,
) -> Challenge:
    """Resolve `who`'s overcome roll of `effort` on a task against its difficulty.

    `opposition` replaces the difficulty for this roll (raised by an invoke, or an
    opposing roll for a task that has no fixed difficulty); `skill` is the skill rolled.
    """
    index = _index(challenge, task)
    check_may_roll(challenge, who)
    against = opposition if opposition is not None else challenge.tasks[index].difficulty
    if against is None:
        name = challenge.tasks[index].description
        raise RulesError(f"'{name}' has no fixed difficulty; give the opposing roll")
    result = resolve(effort, against, ruleset)
    return record_result(challenge, index, result, who, skill=skill)


def record_result(
    challenge: Challenge,
    task: int | str,
    result: Resolution,
    who: str | None = None,
    *,
    note: str = "",
    replace_result: bool = False,
    skill: str | None = None,
) -> Challenge:
    """Record a task's result, rolled with `skill` if known. A task already attempted needs
    `replace_result=True` (a GM correcting a mistake)."""
    index = _index(challenge, task)
    current = challenge.tasks[index]
    if current.attempted and not replace_result:
        raise RulesError(
            f"'{current.description}' has already been attempted; each task is one roll"
        )
    updated = replace(
        current,
        result=result,
        attempted_by=who if who is not None else current.attempted_by,
        note=note or current.note,
        rolled_skill=skill if skill not in (None, current.skill) else None,
        at_cost=False,  # a new result is a new roll: its cost is chosen again
    )
    tasks = (*challenge.tasks[:index], updated, *challenge.tasks[index + 1 :])
    return replace(challenge, tasks=tasks)


def succeed_at_cost(challenge: Challenge, task: int | str, cost: str) -> Challenge:
    """A failed task taken as success at a serious cost: `cost` is what it costs. Whether the
    rule set offers that choice is the outcome table's (`actions.action_result`)."""
    index = _index(challenge, task)
    current = challenge.tasks[index]
    if current.result is None or current.result.outcome is not Outcome.FAIL:
        raise RulesError(
            f"'{current.description}' did not fail: only a failure may be "
            "turned into success at a cost"
        )
    if not cost.strip():
        raise RulesError("say what the success costs")
    updated = replace(current, at_cost=True, note=cost.strip())
    tasks = (*challenge.tasks[:index], updated, *challenge.tasks[index + 1 :])
    return replace(challenge, tasks=tasks)


def check_action(action: Action | str) -> None:
    """Refuse an attack: a challenge is against passive opposition only (Core L338; Condensed
    L768 and Accelerated L224 build challenges from overcome and create-an-advantage rolls)."""
    if parse_choice(Action, action, "an action") is Action.ATTACK:
        raise RulesError(
            "nobody attacks in a challenge: if an attack seems reasonable, set up a conflict"
        )


def in_conflict(challenge: Challenge, exchange: int = 1) -> Challenge:
    """The challenge run inside a conflict ("other actions in a conflict"), from `exchange`."""
    return replace(challenge, exchange=exchange, defended=())


def record_defense(challenge: Challenge, who: str, succeeded: bool) -> Challenge:
    """`who` rolled to defend this exchange (against an attack or an advantage); a failed
    defense stops their challenge roll until the next exchange."""
    if challenge.exchange is None:
        raise RulesError("defending yourself is a task only in a challenge inside a conflict")
    earlier = dict(challenge.defended)
    ok = earlier.get(who, True) and succeeded
    kept = tuple((name, done) for name, done in challenge.defended if name != who)
    return replace(challenge, defended=(*kept, (who, ok)))


def next_exchange(challenge: Challenge) -> Challenge:
    """A new exchange of the conflict the challenge runs in: everyone may try again."""
    if challenge.exchange is None:
        raise RulesError("this challenge is not inside a conflict, so it has no exchanges")
    return replace(challenge, exchange=challenge.exchange + 1, defended=())


def check_may_roll(challenge: Challenge, who: str) -> None:
    """Refuse a challenge roll by someone who failed to defend themselves this exchange."""
    if dict(challenge.defended).get(who, True):
        return
    raise RulesError(
        f"{who} did not defend successfully this exchange, so cannot roll for a challenge "
        "goal until the next one"
    )


def record_boost(challenge: Challenge, name: str, holder: str | None) -> Challenge:
    """Note a boost earned on one of the challenge's rolls, held by `holder`."""
    return replace(challenge, boosts=(*challenge.boosts, boost(name, holder)))


@dataclass(frozen=True)
class ChallengeSummary:
    """A challenge read as a whole, for the GM to judge how it went: how many tasks came to each
    outcome, the tasks attempted and not, and the boosts earned."""

    counts: dict[Outcome, int]
    """Attempted tasks per outcome, every outcome present."""
    at_cost: int
    attempted: tuple[Task, ...]
    unattempted: tuple[Task, ...]
    boosts: tuple[Aspect, ...]

    @property
    def succeeded(self) -> int:
        """Successes, with style or not, and failures taken as success at a cost."""
        return self.counts[Outcome.SUCCESS] + self.counts[Outcome.SUCCESS_WITH_STYLE] + self.at_cost

    @property
    def failures(self) -> int:
        """Failures left as failures."""
        return self.counts[Outcome.FAIL] - self.at_cost

    @property
    def ties(self) -> int:
        return self.counts[Outcome.TIE]

    @property
    def styles(self) -> int:
        return self.counts[Outcome.SUCCESS_WITH_STYLE]


def summary(challenge: Challenge) -> ChallengeSummary:
    """Counts of each outcome and the tasks, for the GM to read the challenge as a whole."""
    done = tuple(t for t in challenge.tasks if t.result is not None)
    counts = {outcome: 0 for outcome in OUTCOME_ORDER}
    for task in done:
        assert task.result is not None
        counts[task.result.outcome] += 1
    pending = tuple(t for t in challenge.tasks if t.result is None)
    at_cost = sum(1 for t in done if t.at_cost)
    return ChallengeSummary(counts, at_cost, done, pending, challenge.boosts)


def _index(challenge: Challenge, task: int | str) -> int:
    found = _find(challenge, task)
    assert found is not None
    return found


def _find(challenge: Challenge, task: int | str, *, missing_ok: bool = False) -> int | None:
    """A task's position, by index or by description (case-insensitive)."""
    if isinstance(task, int):
        if 0 <= task < len(challenge.tasks):
            return task
        if missing_ok:
            return None
        raise RulesError(f"there is no task {task}; the challenge has {len(challenge.tasks)}")
    wanted = task.strip().lower()
    for index, existing in enumerate(challenge.tasks):
        if existing.description.lower() == wanted:
            return index
    if missing_ok:
        return None
    names = [t.description for t in challenge.tasks]
    raise RulesError(f"no task called '{task}'; the tasks are {one_of(names) or 'none yet'}")
