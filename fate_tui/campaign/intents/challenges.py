"""Running a challenge in the scene in play: its tasks (what, skill, difficulty, who takes
it), each overcome roll with the rule set's words for its result, the boosts earned, the
costs the GM notes, Core's failed defence inside a conflict, and its end with the summary.

Every change is written into the scene file, so a challenge reopened goes on where it was.
"""

from __future__ import annotations

from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import name_of, scene
from fate_tui.campaign.intents.table_roll import TableRoll, effort, scale_on, scale_words
from fate_tui.campaign.state import CampaignState
from fate_tui.rules import challenge as rules
from fate_tui.rules.action_effects import Action, Party
from fate_tui.rules.actions import action_result
from fate_tui.rules.challenge import Challenge, summary
from fate_tui.rules.errors import RulesError
from fate_tui.rules.outcomes import Outcome, OutcomeModel
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.scene import Scene, add_aspect
from fate_tui.rules.wording import counted

__all__ = [
    "add_task",
    "attempt",
    "defended",
    "earn_boost",
    "end",
    "ending_words",
    "fail_or_cost",
    "failed_defense",
    "gives_boost",
    "next_exchange",
    "note",
    "offers_cost",
    "outcome_words",
    "running",
    "start",
    "succeed_at_cost",
    "summary_words",
]

OUTCOME_WORDS = {
    Outcome.FAIL: "fails",
    Outcome.TIE: "ties",
    Outcome.SUCCESS: "succeeds",
    Outcome.SUCCESS_WITH_STYLE: "succeeds with style",
}
STYLE_WORDS = {OutcomeModel.FOUR_OUTCOMES: "with style", OutcomeModel.MEET_OR_BEAT: "significantly"}
"""A success by the style threshold, as each outcome model names it: Spirit of the Century
calls it a significant success (spirit-of-the-century-srd.txt L481)."""


def outcome_words(ruleset: RuleSet, outcome: Outcome) -> str:
    """'fails', 'ties', 'succeeds', 'succeeds with style' ('succeeds significantly' in SotC)."""
    if outcome is Outcome.SUCCESS_WITH_STYLE:
        return f"succeeds {STYLE_WORDS[ruleset.outcome_model]}"
    return OUTCOME_WORDS[outcome]


def running(current: Scene | None) -> Challenge | None:
    return current.challenge if current is not None else None


def _running(ctl: Controller) -> tuple[Scene, Challenge]:
    current = scene(ctl)
    challenge = running(current)
    if challenge is None:
        raise RulesError(f"no challenge is running in '{current.title}': start one first")
    return current, challenge


def _save(ctl: Controller, current: Scene, challenge: Challenge | None, text: str) -> None:
    ctl.apply(text, log=("challenge", text), scenes=[replace(current, challenge=challenge)])


def start(ctl: Controller, name: str) -> None:
    """Start a challenge in the scene in play. Inside a running conflict it follows the
    conflict's exchanges (Core: a failed defence stops that character's challenge roll)."""
    current = scene(ctl)
    if current.challenge is not None:
        raise RulesError(f"a challenge is already running in '{current.title}': end it first")
    if not name.strip():
        raise RulesError("name the challenge: what the PCs are trying to get done")
    challenge = Challenge(name.strip())
    conflict = current.conflict
    inside = conflict is not None and not conflict.ended
    if inside and conflict is not None:
        challenge = rules.in_conflict(challenge, conflict.exchange)
    where = " inside the conflict" if inside else ""
    _save(ctl, current, challenge, f"A challenge starts{where}: {challenge.name}")


def add_task(
    ctl: Controller,
    description: str,
    skill: str | None = None,
    difficulty: int | None = None,
    who: str | None = None,
) -> None:
    current, challenge = _running(ctl)
    added = rules.add_task(challenge, description, skill, difficulty, who)
    task = added.tasks[-1]
    text = f"Challenge task: {task.description}"
    if skill:
        text += f" ({skill}"
        if difficulty is not None:
            text += f" against {ctl.state.ruleset.ladder.label(difficulty)}"
        text += ")"
    if who:
        text += f", for {name_of(ctl, who)}"
    _save(ctl, current, added, text)


def gives_boost(state: CampaignState, challenge: Challenge, task: int) -> bool:
    """Whether the task's result earns its roller a boost under the rule set."""
    result = challenge.tasks[task].result
    if result is None:
        return False
    return action_result(state.ruleset, Action.OVERCOME, result).boost_to is Party.ACTOR


def offers_cost(state: CampaignState, challenge: Challenge, task: int) -> bool:
    """Whether the task's result itself comes at a cost (a tie's minor one in Core and
    Condensed); a failure's success at a serious cost is a choice (`fail_or_cost`)."""
    result = challenge.tasks[task].result
    if result is None:
        return False
    return action_result(state.ruleset, Action.OVERCOME, result).cost is not None


def attempt(ctl: Controller, task: int, roll: TableRoll, *, opposition: int | None = None) -> None:
    """`roll` tackles task number `task` (against its difficulty, or `opposition`)."""
    current, challenge = _running(ctl)
    ruleset = ctl.state.ruleset
    total, words = effort(ctl, roll)
    scale = scale_on(ctl.state, roll)
    if scale is not None and scale.opposition_bonus and 0 <= task < len(challenge.tasks):
        # The character opposing the task stands higher: its scale adds to the opposition.
        base = opposition if opposition is not None else challenge.tasks[task].difficulty
        if base is not None:
            opposition = base + scale.opposition_bonus
            words += f" (scale: {scale_words(ctl.state, roll)})"
    attempted = rules.attempt(
        challenge, task, roll.who, total, ruleset, opposition=opposition, skill=roll.skill
    )
    done = attempted.tasks[task]
    result = done.result
    assert result is not None  # the task was just attempted
    effect = action_result(ruleset, Action.OVERCOME, result)
    # The table's other choices too: Core's failure "or" success at a serious cost (L87).
    told = " ".join(
        [
            effect.description,
            *(f"Or {e.description[0].lower()}{e.description[1:]}" for e in effect.alternatives),
        ]
    )
    text = (
        f"Challenge '{challenge.name}', {done.description}: {words} against "
        f"{ruleset.ladder.label(result.opposition)}, {outcome_words(ruleset, result.outcome)}: "
        f"{told}"
    )
    _save(ctl, current, attempted, text)


def fail_or_cost(state: CampaignState, challenge: Challenge, task: int) -> tuple[str, str] | None:
    """For a failed task, the outcome table's words for its two choices: failing ("You don't
    get past it.") and success at a cost ("You get past it, but at a serious cost."); None
    when the rule set offers no such choice (Spirit of the Century's failure, L339) or the
    task did not fail."""
    result = challenge.tasks[task].result
    if result is None or result.outcome is not Outcome.FAIL:
        return None
    effect = action_result(state.ruleset, Action.OVERCOME, result)
    costly = [e for e in effect.alternatives if e.cost is not None and e.achieved]
    return (effect.description, costly[0].description) if costly else None


def succeed_at_cost(ctl: Controller, task: int, cost: str) -> None:
    """Take a failed task as success at a serious cost (Core L87; Condensed's major cost),
    `cost` being what it costs: it counts as a success in the summary."""
    current, challenge = _running(ctl)
    if not 0 <= task < len(challenge.tasks):
        raise RulesError(f"there is no task {task + 1}")
    if fail_or_cost(ctl.state, challenge, task) is None:
        raise RulesError(f"{ctl.state.ruleset.title} offers no success at a cost for this result")
    updated = rules.succeed_at_cost(challenge, task, cost)
    said = f"Challenge task '{updated.tasks[task].description}' succeeds at a cost: {cost.strip()}"
    _save(ctl, current, updated, said)


def earn_boost(ctl: Controller, task: int, name: str) -> None:
    """Name the boost a task's result earned: kept on the challenge for its summary and put
    in the scene to be invoked."""
    current, challenge = _running(ctl)
    if not gives_boost(ctl.state, challenge, task):
        raise RulesError("that result earns no boost")
    who = challenge.tasks[task].attempted_by
    earned = rules.record_boost(challenge, name.strip(), who)
    updated = replace(add_aspect(current, earned.boosts[-1]), challenge=earned)
    text = f"{name_of(ctl, who) + ' gains' if who else 'The PCs gain'} the boost '{name.strip()}'"
    ctl.apply(text, log=("challenge", text), scenes=[updated])


def note(ctl: Controller, task: int, text: str) -> None:
    """What the GM decided about a task: the cost paid, how it went."""
    current, challenge = _running(ctl)
    if not 0 <= task < len(challenge.tasks):
        raise RulesError(f"there is no task {task + 1}")
    updated = replace(challenge.tasks[task], note=text.strip())
    tasks = (*challenge.tasks[:task], updated, *challenge.tasks[task + 1 :])
    said = f"Challenge task '{updated.description}': {text.strip()}"
    _save(ctl, current, replace(challenge, tasks=tasks), said)


def failed_defense(ctl: Controller, who: str) -> None:
    """Inside a conflict: `who` failed to defend this exchange, so rolls for no challenge
    goal until the next exchange (Core L711-713)."""
    current, challenge = _running(ctl)
    updated = rules.record_defense(challenge, who, succeeded=False)
    text = f"{name_of(ctl, who)} failed to defend: no challenge roll until the next exchange"
    _save(ctl, current, updated, text)


def defended(current: Scene, who: str, *, failed: bool) -> Scene:
    """The scene with `who`'s defence roll noted in the challenge its conflict runs (a roll
    applied in the Roll dialog); a failed one stops their challenge roll this exchange."""
    challenge = running(current)
    if challenge is None or challenge.exchange is None:
        return current
    return replace(current, challenge=rules.record_defense(challenge, who, succeeded=not failed))


def next_exchange(current: Scene) -> Scene:
    """The conflict a challenge runs inside starts a new exchange: everyone may roll again."""
    challenge = running(current)
    if challenge is None or challenge.exchange is None:
        return current
    return replace(current, challenge=rules.next_exchange(challenge))


def summary_words(challenge: Challenge, ruleset: RuleSet) -> str:
    """'2 succeeded (1 with style), 1 tie, 0 failed; 1 task left' (no ties where the rule set's
    outcomes have none: in Spirit of the Century meeting the difficulty succeeds, L339)."""
    told = summary(challenge)
    text = f"{told.succeeded} succeeded"
    if told.styles:
        text += f" ({told.styles} {STYLE_WORDS[ruleset.outcome_model]})"
    if told.at_cost:
        text += f" ({told.at_cost} at a cost)"
    if ruleset.outcome_model is not OutcomeModel.MEET_OR_BEAT:
        text += f", {counted(told.ties, 'tie')}"
    text += f", {told.failures} failed"
    if told.unattempted:
        text += f"; {counted(len(told.unattempted), 'task')} left"
    return text


def ending_words(challenge: Challenge, ruleset: RuleSet) -> str:
    """The summary the challenge ends with, and the boosts it earned, which may be kept for
    the rest of the scene (fate-core-actions-and-conflicts.txt L330)."""
    text = summary_words(challenge, ruleset)
    if challenge.boosts:
        names = ", ".join(f"'{b.name}'" for b in challenge.boosts)
        text += f"; {'boost' if len(challenge.boosts) == 1 else 'boosts'} earned: {names}"
    return text


def end(ctl: Controller, outcome: str = "") -> None:
    """End the challenge with the GM's reading of the results (logged with the summary)."""
    current, challenge = _running(ctl)
    text = f"The challenge '{challenge.name}' ends: {ending_words(challenge, ctl.state.ruleset)}"
    if outcome.strip():
        text += f". {outcome.strip()}"
    _save(ctl, current, None, text)
