"""Challenges: tasks, results, boosts earned and the summary."""

import pytest

from fate_tui.rules.action_effects import Action
from fate_tui.rules.aspects import AspectKind
from fate_tui.rules.challenge import (
    Challenge,
    add_task,
    attempt,
    check_action,
    in_conflict,
    next_exchange,
    record_boost,
    record_defense,
    record_result,
    summary,
)
from fate_tui.rules.contest import check_action as contest_check_action
from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.outcomes import Outcome, resolve
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, SOTC


def ritual() -> Challenge:
    # fate-core-actions-and-conflicts.txt L302-304: Lore, Crafts and Rapport, each at Good (+3).
    challenge = Challenge("Consecrate the inn")
    challenge = add_task(challenge, "Finish the ritual", "Lore", 3, "zird")
    challenge = add_task(challenge, "Board up the inn", "Crafts", 3, "zird")
    return add_task(challenge, "Calm the inhabitants", "Rapport", 3, "zird")


def test_a_task_open_to_any_approach_keeps_the_one_it_was_rolled_with():
    # fate-accelerated.txt L195: the player rolls whichever approach they can justify; the
    # result says which (a task's own skill is not repeated).
    challenge = add_task(Challenge("Get the mail through"), "Find the path", None, 2)
    challenge = add_task(challenge, "Hold the rope", "Forceful", 2)
    challenge = attempt(challenge, 0, "juno", 3, ACCELERATED, skill="Quick")
    challenge = attempt(challenge, 1, "wren", 2, ACCELERATED, skill="Forceful")
    assert [t.rolled_skill for t in challenge.tasks] == ["Quick", None]


def test_core_challenges_example_zird_consecrates_the_inn():
    # fate-core-actions-and-conflicts.txt L312-324.
    challenge = ritual()
    assert not challenge.complete
    # Good (+3) Crafts, 0 on the dice: a tie; the GM takes a boost, Hasty Work.
    challenge = attempt(challenge, "Board up the inn", "zird", 3 + 0, CORE)
    challenge = record_boost(challenge, "Hasty Work", "gm")
    # Good (+3) Rapport, -3 on the dice: a failure (Ryan takes success at a major cost).
    challenge = attempt(challenge, "calm the inhabitants", "zird", 3 - 3, CORE)
    challenge = record_result(
        challenge,
        "Calm the inhabitants",
        challenge.tasks[2].result,
        note="success at a major cost: villagers think the zombies are harmless",
        replace_result=True,
    )
    # Great (+4) Lore, +2 on the dice: Fantastic (+6) against a difficulty raised to Superb (+5).
    challenge = attempt(challenge, 0, "zird", 4 + 2, CORE, opposition=5)
    assert challenge.complete
    ritual_task = challenge.tasks[0]
    assert ritual_task.result is not None
    assert (ritual_task.result.effort, ritual_task.result.opposition) == (6, 5)
    assert ritual_task.result.outcome is Outcome.SUCCESS
    assert challenge.tasks[1].result.outcome is Outcome.TIE
    assert challenge.tasks[2].result.margin == -3
    assert "major cost" in challenge.tasks[2].note
    result = summary(challenge)
    assert (result.succeeded, result.ties, result.failures, result.styles) == (1, 1, 1, 0)
    assert result.unattempted == ()
    assert [b.name for b in result.boosts] == ["Hasty Work"]
    assert result.boosts[0].kind is AspectKind.BOOST
    assert result.boosts[0].free_invokes == ("gm",)


def test_core_other_actions_in_a_conflict_defend_yourself_has_no_fixed_difficulty():
    # fate-core-actions-and-conflicts.txt L713-723: Fair (+2) Crafts, Fair (+2) Physique, and
    # defending yourself against whoever attacks.
    challenge = Challenge("Open the vault door")
    challenge = add_task(challenge, "Pick the lock", "Crafts", 2, "cynere")
    challenge = add_task(challenge, "Push the door open", "Physique", 2, "cynere")
    challenge = add_task(challenge, "Defend yourself", None, None, "cynere")
    with pytest.raises(RulesError, match="no fixed difficulty"):
        attempt(challenge, "Defend yourself", "cynere", 3, CORE)
    challenge = attempt(challenge, "Defend yourself", "cynere", 3, CORE, opposition=2)
    challenge = attempt(challenge, "Pick the lock", "cynere", 1, CORE)
    challenge = attempt(challenge, "Push the door open", "cynere", 5, CORE)
    challenge = record_boost(challenge, "Head Start", "cynere")
    result = summary(challenge)
    assert result.counts == {
        Outcome.FAIL: 1,
        Outcome.TIE: 0,
        Outcome.SUCCESS: 1,
        Outcome.SUCCESS_WITH_STYLE: 1,
    }


def test_accelerated_challenge_storm_partial_summary_lists_unattempted_tasks():
    # fate-accelerated.txt L224-232: calm passengers, repair the rigging, keep the heading.
    challenge = Challenge("Ride out the storm")
    for task in ("Calm the passengers", "Repair the rigging", "Keep the heading"):
        challenge = add_task(challenge, task, None, 2)
    challenge = attempt(challenge, 1, "mara", 2, ACCELERATED)
    result = summary(challenge)
    assert result.ties == 1
    assert [t.description for t in result.unattempted] == [
        "Calm the passengers",
        "Keep the heading",
    ]
    assert not challenge.complete


def test_sotc_meeting_the_difficulty_counts_as_a_success():
    challenge = add_task(Challenge("Escape"), "Climb the wall", "Athletics", 2)
    challenge = attempt(challenge, 0, "jet", 2, SOTC)
    assert summary(challenge).succeeded == 1


def test_challenge_errors_name_the_problem():
    challenge = ritual()
    with pytest.raises(RulesError, match="already has a task"):
        add_task(challenge, "finish the ritual", "Lore", 3)
    with pytest.raises(RulesError, match="needs a description"):
        add_task(challenge, "  ")
    with pytest.raises(RulesError, match="no task called 'Dance'"):
        attempt(challenge, "Dance", "zird", 3, CORE)
    with pytest.raises(RulesError, match="no task 7"):
        attempt(challenge, 7, "zird", 3, CORE)
    done = attempt(challenge, 0, "zird", 5, CORE)
    with pytest.raises(RulesError, match="already been attempted"):
        attempt(done, 0, "zird", 5, CORE)
    fixed = record_result(done, 0, resolve(1, 3, CONDENSED), replace_result=True)
    assert fixed.tasks[0].result.outcome is Outcome.FAIL
    assert fixed.tasks[0].attempted_by == "zird"
    assert not Challenge("empty").complete


def test_core_L338_nobody_attacks_in_a_challenge_or_a_contest():
    # fate-core-actions-and-conflicts.txt L338: "you'll never use the attack action" in a
    # challenge; L404: an attack in a contest is direct harm, it ceases to be a contest.
    for check in (check_action, contest_check_action):
        with pytest.raises(RulesError, match="conflict"):
            check(Action.ATTACK)
        for action in ("overcome", "create_advantage", "defend"):
            check(action)
    with pytest.raises(InvalidValue, match="not an action"):
        check_action("shove")


def test_core_L715_L723_other_actions_in_a_conflict_vault_door():
    # fate-core-actions-and-conflicts.txt L715-723: Cynere opens the vault door inside the
    # fight: a Fair (+2) Crafts task and a Fair (+2) Physique task; defending is the third.
    door = Challenge("Open the vault door")
    door = add_task(door, "Pick the lock", "Crafts", 2, "cynere")
    door = add_task(door, "Push the door open", "Physique", 2, "cynere")
    door = in_conflict(door)
    # Exchange 1: she defends successfully, so she may roll for the lock (and fails).
    door = record_defense(door, "cynere", succeeded=True)
    door = attempt(door, "Pick the lock", "cynere", 1, CORE)
    # Exchange 2: she does not defend against the attack, so no challenge roll.
    door = next_exchange(door)
    door = record_defense(door, "cynere", succeeded=False)
    with pytest.raises(RulesError, match="did not defend successfully"):
        attempt(door, "Push the door open", "cynere", 9, CORE)
    # A later good defense in the same exchange does not undo the failed one.
    assert dict(record_defense(door, "cynere", succeeded=True).defended) == {"cynere": False}
    # Exchange 3: she defends, then succeeds with style on the Physique roll.
    door = record_defense(next_exchange(door), "cynere", succeeded=True)
    door = attempt(door, "Push the door open", "cynere", 5, CORE)
    assert door.tasks[1].result.outcome is Outcome.SUCCESS_WITH_STYLE
    assert door.exchange == 3
    with pytest.raises(RulesError, match="only in a challenge inside a conflict"):
        record_defense(ritual(), "zird", succeeded=False)
