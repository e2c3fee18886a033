"""Fate points: spending, refresh at session start, and the GM's pool per scene."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character, Stunt
from fate_tui.rules.derived import paid_stunts
from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.fate_points import (
    FatePointChange,
    apply_changes,
    award,
    gm_pool_at_scene_start,
    refresh_fate_points,
    session_start,
    spend,
)
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, RULESETS, SOTC


def pc(fate_points, refresh=None, aspects=(), stunts=()):
    return Character(
        "pc", "PC", fate_points=fate_points, refresh=refresh, aspects=aspects, stunts=stunts
    )


def test_condensed_refresh_example_charles_and_ethan():
    # fate-condensed-srd.txt L252: Charles ends with 5 at refresh 2 and starts with 5; Ethan
    # ends with 1 at refresh 3 and starts with 3.
    assert session_start(pc(5, refresh=2), CONDENSED) == 5
    assert session_start(pc(1, refresh=3), CONDENSED) == 3


def test_condensed_refresh_is_three_less_paid_stunts():
    # fate-condensed-srd.txt L248 and L258: refresh 3, extra stunts cost 1 refresh each.
    stunts = tuple(Stunt(f"Stunt {i}") for i in range(4))
    assert session_start(pc(0), CONDENSED) == 3
    assert session_start(pc(0, stunts=stunts), CONDENSED) == 2


def test_a_stunt_with_its_own_cost_fills_that_many_of_the_free_slots():
    # fate-condensed-srd.txt L258: three free stunt slots, more at 1 refresh each. A stunt
    # costing 2 fills two slots: with one ordinary stunt it still fits in the free three.
    heavy = Stunt("Iron Will", refresh_cost=2)
    assert paid_stunts(pc(0, stunts=(Stunt("Rite"), heavy)), CONDENSED) == 0
    assert paid_stunts(pc(0, stunts=(heavy, Stunt("A"), Stunt("B"))), CONDENSED) == 1
    assert paid_stunts(pc(0, stunts=(heavy, Stunt("Free", refresh_cost=0))), CONDENSED) == 0
    three = (heavy, Stunt("Heavier", refresh_cost=3))
    assert paid_stunts(pc(0, stunts=three), CONDENSED) == 2
    assert session_start(pc(0, stunts=three), CONDENSED) == 1


def test_accelerated_fate_points_example_five_and_one():
    # fate-accelerated.txt L360.
    assert session_start(pc(5, refresh=2), ACCELERATED) == 5
    assert session_start(pc(1, refresh=3), ACCELERATED) == 3


def test_sotc_refresh_rate_is_the_number_of_aspects():
    # spirit-of-the-century-srd.txt L55: raise to the refresh rate (the aspect count), never
    # lower; L54: the GM may rule that no refresh happened.
    ten = tuple(Aspect(f"Aspect {i}", AspectKind.CHARACTER) for i in range(10))
    assert refresh_fate_points(pc(3, aspects=ten), SOTC) == 10
    assert refresh_fate_points(pc(12, aspects=ten), SOTC) == 12
    assert session_start(pc(3, aspects=ten), SOTC, refreshed=False) == 3
    assert session_start(pc(3, aspects=ten[:8]), SOTC) == 8


def test_sotc_missed_compel_adds_a_point_next_session():
    # spirit-of-the-century-srd.txt L256: a compel played but not rewarded in time.
    ten = tuple(Aspect(f"Aspect {i}", AspectKind.CHARACTER) for i in range(10))
    assert session_start(pc(3, aspects=ten), SOTC, owed=1) == 11


def test_spending_and_awarding():
    assert spend(3, 2) == 1
    assert award(1, 2) == 3
    with pytest.raises(RulesError, match="has 1 fate point and cannot spend 2"):
        spend(1, 2)
    with pytest.raises(InvalidValue):
        award(1, -1)


def test_apply_changes_refuses_to_go_below_zero():
    with pytest.raises(RulesError, match="ruth has 0 fate points and cannot lose 1"):
        apply_changes({"ruth": 0}, [FatePointChange("ruth", -1, "refused")])


def test_condensed_your_fate_points_example_alice_brings_two():
    # fate-condensed-srd.txt L1068: four PCs, plus Alice's concession after a moderate
    # consequence (1 + 1 per consequence): six fate points.
    concession = CONDENSED.concession
    alice = concession.base_fate_points + concession.per_consequence * 1
    pool = gm_pool_at_scene_start(CONDENSED, 4, conceded=alice)
    assert (pool.current, pool.from_pcs, pool.carried_total) == (6, 4, 2)
    assert pool.carried == (("an NPC conceded an earlier conflict", 2),)


def test_condensed_your_fate_points_carried_hostile_invokes_and_compels():
    # fate-condensed-srd.txt L1066.
    pool = gm_pool_at_scene_start(CONDENSED, 3, hostile_invokes=2, scene_ending_compels=1)
    assert pool.current == 6 and pool.carried_total == 3


def test_accelerated_gm_pool_one_per_pc_and_empty_means_no_invokes():
    # fate-accelerated.txt L440-442.
    pool = gm_pool_at_scene_start(ACCELERATED, 2)
    pool = pool.spend().spend()
    assert pool.current == 0
    with pytest.raises(RulesError, match="pool is empty"):
        pool.spend()
    assert pool.add(1).current == 1


def test_gm_pool_counts_must_not_be_negative():
    with pytest.raises(InvalidValue, match="PCs in the scene"):
        gm_pool_at_scene_start(CONDENSED, -1)


@given(st.sampled_from(sorted(RULESETS)), st.integers(0, 8), st.lists(st.integers(0, 3)))
def test_gm_pool_never_goes_negative(name, pcs, spends):
    pool = gm_pool_at_scene_start(RULESETS[name], pcs)
    for amount in spends:
        try:
            pool = pool.spend(amount)
        except RulesError:
            assert amount > pool.current
    assert pool.current >= 0


@given(st.integers(0, 12), st.integers(1, 6))
def test_session_start_keeps_the_higher_of_current_and_refresh(current, refresh):
    started = session_start(pc(current, refresh=refresh), CONDENSED)
    assert started == max(current, refresh)
