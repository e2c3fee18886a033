"""Contests: victories, style, twists, threats, advantages and the win rule."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.contest import (
    AdvantageFailure,
    ContestRole,
    Side,
    advantage_failure_options,
    check_roles,
    contest_advantage,
    name_twist,
    new_contest,
    score_exchange,
    threat_hits,
    win_words,
    winner,
)
from fate_tui.rules.errors import RulesError
from fate_tui.rules.outcomes import Outcome, resolve
from fate_tui.rules.overrides import apply_overrides, enable_options
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE


def test_core_contests_example_cynere_catches_teran_four_victories_to_one():
    # fate-core-actions-and-conflicts.txt L374-384.
    contest = new_contest(["cynere", "teran"])
    # Exchange 1: Average (+1) against Good (+3): Teran takes a victory.
    contest = score_exchange(contest, {"cynere": 1, "teran": 3}, CORE)
    assert (contest.victories_of("cynere"), contest.victories_of("teran")) == (0, 1)
    # Exchange 2: Superb (+5) against Fair (+2): success with style, two victories.
    contest = score_exchange(contest, {"cynere": 5, "teran": 2}, CORE)
    assert (contest.victories_of("cynere"), contest.victories_of("teran")) == (2, 1)
    assert winner(contest, CORE) is None
    # Exchange 3: a tie at Good (+3): no victory, a twist (Magical Distortions).
    contest = score_exchange(contest, {"cynere": 3, "teran": 3}, CORE)
    assert contest.twists_owed == 1
    assert contest.exchanges[-1].twist and contest.exchanges[-1].awarded == ()
    contest = name_twist(contest, "Magical Distortions")
    assert (contest.twists_owed, contest.twists) == (0, ("Magical Distortions",))
    # Exchange 4: tied at Great (+4), then two invokes make Legendary (+8): style again.
    contest = score_exchange(contest, {"cynere": 4 + 2 + 2, "teran": 4}, CORE)
    assert (contest.victories_of("cynere"), contest.victories_of("teran")) == (4, 1)
    assert winner(contest, CORE) == "cynere"
    with pytest.raises(RulesError, match="over: cynere won"):
        score_exchange(contest, {"cynere": 1, "teran": 1}, CORE)


def test_core_contests_example_also_ends_under_a_three_victory_lead():
    # fate-core-actions-and-conflicts.txt L372 ("a three-victory lead") read as `lead_of`.
    lead = apply_overrides(CORE, {"contests": {"win_rule": "lead_of"}})
    contest = new_contest(["cynere", "teran"])
    for efforts in ({"cynere": 1, "teran": 3}, {"cynere": 5, "teran": 2}):
        contest = score_exchange(contest, efforts, lead)
    contest = score_exchange(contest, {"cynere": 6, "teran": 2}, lead)
    assert contest.victories == (4, 1)
    assert winner(contest, lead) == "cynere"
    three_one = new_contest(["a", "b"])
    for efforts in ({"a": 1, "b": 3}, {"a": 5, "b": 2}, {"a": 4, "b": 3}):
        three_one = score_exchange(three_one, efforts, lead)
    assert three_one.victories == (3, 1)
    assert winner(three_one, lead) is None
    assert winner(three_one, CORE) == "a"
    # The words the log, the panel and the start of a contest use (the log once said "3
    # victories win" under a lead rule).
    assert win_words(lead, None) == "a lead of 3 victories wins"
    assert win_words(CORE, 5) == "first to 5 victories"


def test_core_contests_example_mud_in_the_eyes_advantage_lets_cynere_roll():
    # fate-core-actions-and-conflicts.txt L394-400: Great (+4) against Good (+3) succeeds.
    contest = new_contest(["cynere", "teran"])
    after = contest_advantage(contest, "cynere", resolve(4, 3, CORE), CORE)
    assert after == contest
    scored = score_exchange(after, {"cynere": 3, "teran": 2}, CORE)
    assert scored.victories == (1, 0)


def test_core_contests_failed_advantage_forfeits_the_contest_roll():
    # fate-core-actions-and-conflicts.txt L390-392
    assert advantage_failure_options(CORE) == (AdvantageFailure.FORFEIT,)
    contest = new_contest(["cynere", "teran"])
    contest = contest_advantage(contest, "cynere", resolve(2, 3, CORE), CORE)
    assert contest.forfeited == ("cynere",)
    with pytest.raises(RulesError, match="forfeited"):
        score_exchange(contest, {"cynere": 5, "teran": 2}, CORE)
    contest = score_exchange(contest, {"cynere": None, "teran": 2}, CORE)
    assert contest.victories == (0, 1)
    assert contest.exchanges[-1].forfeited == ("cynere",)
    assert contest.forfeited == ()


def test_condensed_contests_failed_advantage_forfeit_or_free_invoke():
    # fate-condensed-srd.txt L796
    contest = new_contest([Side("pcs", ("cassandra", "ruth")), Side("cult", ("acolyte",))])
    failed = resolve(1, 3, CONDENSED)
    with pytest.raises(RulesError, match="choose 'forfeit' or 'free_invoke'"):
        contest_advantage(contest, "pcs", failed, CONDENSED)
    costly = contest_advantage(
        contest, "pcs", failed, CONDENSED, choice=AdvantageFailure.FREE_INVOKE
    )
    assert costly.free_invokes == ("cult",) and costly.forfeited == ()
    forfeited = contest_advantage(
        contest, "pcs", failed, CONDENSED, choice=AdvantageFailure.FORFEIT
    )
    assert forfeited.forfeited == ("pcs",)
    with pytest.raises(RulesError, match="only a failed advantage"):
        contest_advantage(
            contest, "pcs", resolve(3, 3, CONDENSED), CONDENSED, choice=AdvantageFailure.FORFEIT
        )


def test_accelerated_contests_failed_advantage_has_no_contest_cost():
    assert advantage_failure_options(ACCELERATED) == ()
    contest = new_contest(["a", "b"])
    assert contest_advantage(contest, "a", Outcome.FAIL, ACCELERATED) == contest


def test_condensed_contests_style_counts_double_only_when_no_one_else_succeeded_with_style():
    # fate-condensed-srd.txt L788 against passive difficulties: both sides succeed with style.
    contest = new_contest(["a", "b"])
    efforts = {"a": resolve(6, 2, CONDENSED), "b": resolve(5, 2, CONDENSED)}
    assert score_exchange(contest, efforts, CONDENSED).victories == (1, 0)
    alone = {"a": resolve(6, 2, CONDENSED), "b": resolve(4, 2, CONDENSED)}
    assert score_exchange(contest, alone, CONDENSED).victories == (2, 0)


def test_accelerated_contests_style_counts_double_regardless():
    # fate-accelerated.txt L240: "If you succeed with style, you mark two victories."
    contest = new_contest(["a", "b"])
    efforts = {"a": resolve(6, 2, ACCELERATED), "b": resolve(5, 2, ACCELERATED)}
    assert score_exchange(contest, efforts, ACCELERATED).victories == (2, 0)
    # fate-accelerated.txt L244: first to three victories.
    contest = score_exchange(contest, {"a": 5, "b": 1}, ACCELERATED)
    contest = score_exchange(contest, {"a": 2, "b": 1}, ACCELERATED)
    assert winner(contest, ACCELERATED) == "a"


def test_condensed_contests_direct_style_needs_three_over_the_next_best():
    contest = new_contest(["a", "b", "c"])
    assert score_exchange(contest, {"a": 5, "b": 3, "c": 0}, CONDENSED).victories == (1, 0, 0)
    assert score_exchange(contest, {"a": 6, "b": 3, "c": 0}, CONDENSED).victories == (2, 0, 0)
    # A lone roller (the others forfeited) marks one victory: there was no one to beat.
    assert score_exchange(contest, {"a": 6}, CONDENSED).victories == (1, 0, 0)


def test_condensed_contests_tie_for_highest_gives_no_victory_and_a_twist():
    # fate-condensed-srd.txt L790
    contest = new_contest(["a", "b", "c"])
    contest = score_exchange(contest, {"a": 4, "b": 4, "c": 1}, CONDENSED)
    assert contest.victories == (0, 0, 0)
    assert contest.twists_owed == 1
    with pytest.raises(RulesError, match="name the twist"):
        name_twist(contest, " ")
    with pytest.raises(RulesError, match="no twist is owed"):
        name_twist(name_twist(contest, "Rockslide"), "Another")


def test_condensed_contests_threat_hits_everyone_whose_roll_is_lower():
    # fate-condensed-srd.txt L792: hits equal the shifts of failure.
    contest = new_contest(
        [Side("pcs", ("cassandra", "ruth")), Side("cult", ("acolyte",)), "volcano"]
    )
    hits = threat_hits(contest, 4, {"pcs": 2, "cult": 4})
    assert [(h.character_id, h.side, h.shifts) for h in hits] == [
        ("cassandra", "pcs", 2),
        ("ruth", "pcs", 2),
    ]
    single = threat_hits(contest, 3, {"ruth": 1, "acolyte": 5})
    assert [(h.character_id, h.shifts) for h in single] == [("ruth", 2)]
    with pytest.raises(RulesError, match="neither a side"):
        threat_hits(contest, 3, {"nobody": 1})


def test_condensed_faster_contests_each_participant_does_one_thing():
    # fate-condensed-srd.txt L1172-1178
    contest = new_contest([Side("pcs", ("cassandra", "ruth", "mara")), "cult"])
    both = {
        "cassandra": ContestRole.OVERCOME,
        "ruth": {ContestRole.ADVANTAGE, ContestRole.TEAMWORK},
    }
    check_roles(contest, "pcs", both, CONDENSED)  # normal contests allow it
    faster = enable_options(CONDENSED, ["faster_contests"])
    with pytest.raises(RulesError, match="only one of"):
        check_roles(contest, "pcs", both, faster)
    check_roles(
        contest,
        "pcs",
        {
            "cassandra": ContestRole.OVERCOME,
            "ruth": ContestRole.ADVANTAGE,
            "mara": ContestRole.TEAMWORK,
        },
        faster,
    )


def test_contest_roles_one_overcome_roll_per_side():
    # fate-condensed-srd.txt L786: only one character on each side takes the overcome action.
    contest = new_contest([Side("pcs", ("a", "b")), "cult"])
    with pytest.raises(RulesError, match="only one character per side"):
        check_roles(contest, "pcs", {"a": ContestRole.OVERCOME, "b": ContestRole.OVERCOME}, CORE)
    with pytest.raises(RulesError, match="both make"):
        check_roles(contest, "pcs", {"a": [ContestRole.OVERCOME, ContestRole.TEAMWORK]}, CORE)
    with pytest.raises(RulesError, match="not on the side"):
        check_roles(contest, "pcs", {"cult": ContestRole.OVERCOME}, CORE)
    forfeited = contest_advantage(contest, "pcs", Outcome.FAIL, CORE)
    with pytest.raises(RulesError, match="forfeited"):
        check_roles(forfeited, "pcs", {"a": ContestRole.OVERCOME}, CORE)


def test_contest_setup_and_input_errors():
    with pytest.raises(RulesError, match="two sides"):
        new_contest(["alone"])
    with pytest.raises(RulesError, match="own name"):
        new_contest(["a", "a"])
    with pytest.raises(RulesError, match="only one side"):
        new_contest([Side("x", ("a",)), Side("y", ("a",))])
    contest = new_contest(["a", "b"])
    with pytest.raises(RulesError, match="did you mean 'b'"):
        contest.side("B ")
    with pytest.raises(RulesError, match="not a mix"):
        score_exchange(contest, {"a": 3, "b": resolve(3, 2, CORE)}, CORE)
    assert score_exchange(contest, {}, CORE).victories == (0, 0)


def test_condensed_extended_contest_needs_more_victories():
    # fate-condensed-srd.txt L788: an extended contest, no more than five recommended.
    contest = new_contest(["a", "b"], victories_needed=5)
    for _ in range(2):
        contest = score_exchange(contest, {"a": 6, "b": 1}, CONDENSED)
    assert contest.victories == (4, 0) and winner(contest, CONDENSED) is None
    contest = score_exchange(contest, {"a": 2, "b": 1}, CONDENSED)
    assert winner(contest, CONDENSED) == "a"


@given(
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    sides=st.integers(min_value=2, max_value=4),
    needed=st.integers(min_value=1, max_value=6),
    lead=st.booleans(),
)
def test_contest_totals_never_decrease(seed, sides, needed, lead):
    rng = random.Random(seed)
    rules = apply_overrides(
        CONDENSED, {"contests": {"win_rule": "lead_of" if lead else "first_to"}}
    )
    contest = new_contest([f"s{i}" for i in range(sides)], victories_needed=needed)
    for _ in range(30):
        if winner(contest, rules) is not None:
            break
        if rng.random() < 0.2:
            side = rng.choice(contest.sides).name
            contest = contest_advantage(
                contest, side, Outcome.FAIL, rules, choice=AdvantageFailure.FORFEIT
            )
        efforts = {
            s.name: (None if s.name in contest.forfeited else rng.randint(-4, 8))
            for s in contest.sides
        }
        if rng.random() < 0.3:
            efforts = {n: (None if e is None else resolve(e, 2, rules)) for n, e in efforts.items()}
        before = contest.victories
        contest = score_exchange(contest, efforts, rules)
        assert all(new >= old for new, old in zip(contest.victories, before, strict=True))
        assert sum(contest.victories) - sum(before) in (0, 1, 2)
