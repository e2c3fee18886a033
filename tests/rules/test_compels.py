"""Compels: offering, accepting, refusing, escalating, and where the fate points go."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.compels import (
    accept_compel,
    can_escalate,
    compel_stake,
    escalate_compel,
    offer_compel,
    refuse_compel,
)
from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.fate_points import GM, FatePointChange, apply_changes
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, RULESETS, SOTC

# --- Fate Condensed (fate-condensed-srd.txt L638-646) -------------------------------------------


def test_condensed_compels_accepting_earns_a_fate_point_from_the_gm_for_free():
    # L638 and L642: the GM offers a point, and loses nothing doing so.
    compel = offer_compel(CONDENSED, "ethan", "Curious to a Fault")
    assert accept_compel(CONDENSED, compel) == (
        FatePointChange("ethan", 1, "accepted 'Curious to a Fault'"),
    )


def test_condensed_compels_refusing_costs_a_fate_point():
    # L638.
    compel = offer_compel(CONDENSED, "ethan", "Curious to a Fault")
    changes = refuse_compel(CONDENSED, compel, payer_fate_points=2)
    assert apply_changes({"ethan": 2}, changes) == {"ethan": 1}


def test_condensed_compels_no_fate_points_means_no_refusal():
    # L638: "if you don't have any fate points, you can't refuse a compel".
    compel = offer_compel(CONDENSED, "ethan", "Curious to a Fault")
    with pytest.raises(RulesError, match="no fate points, so cannot refuse"):
        refuse_compel(CONDENSED, compel, payer_fate_points=0)


def test_condensed_compels_a_player_proposer_pays_their_own_point():
    # L642: the proposing player spends one of their own fate points.
    with pytest.raises(RulesError, match="no fate point to put up"):
        offer_compel(CONDENSED, "ethan", "Curious to a Fault", proposer="ruth")
    compel = offer_compel(
        CONDENSED, "ethan", "Curious to a Fault", proposer="ruth", proposer_fate_points=1
    )
    after = apply_changes({"ruth": 1, "ethan": 0}, accept_compel(CONDENSED, compel))
    assert after == {"ruth": 0, "ethan": 1}
    refused = apply_changes({"ruth": 1, "ethan": 1}, refuse_compel(CONDENSED, compel, 1))
    assert refused == {"ruth": 0, "ethan": 0}


def test_condensed_compels_a_retroactive_self_compel_costs_the_player_nothing():
    # L644: the GM slides the player a fate point.
    compel = offer_compel(CONDENSED, "ethan", "Curious to a Fault", proposer="ethan")
    assert apply_changes({"ethan": 0}, accept_compel(CONDENSED, compel)) == {"ethan": 1}


def test_condensed_your_fate_points_npc_compels_go_through_the_pool():
    # L1066 and L1070: the GM refuses a player's compel of an NPC from the pool.
    compel = offer_compel(
        CONDENSED, "acolyte", "Zealot", proposer="ruth", proposer_fate_points=1, target_is_npc=True
    )
    assert apply_changes({"ruth": 1, GM: 2}, refuse_compel(CONDENSED, compel, 2)) == {
        "ruth": 0,
        GM: 1,
    }
    assert apply_changes({"ruth": 1, GM: 0}, accept_compel(CONDENSED, compel)) == {
        "ruth": 0,
        GM: 1,
    }


def test_condensed_has_no_compel_escalation():
    compel = offer_compel(CONDENSED, "ethan", "Curious to a Fault")
    assert not can_escalate(CONDENSED, compel)
    with pytest.raises(RulesError, match="no compel escalation"):
        escalate_compel(CONDENSED, compel)


# --- Fate Accelerated (fate-accelerated.txt) -----------------------------------------------------


def test_accelerated_compelling_aspects_accept_or_pay():
    # L430.
    compel = offer_compel(ACCELERATED, "pc", "Defiant Streak a Mile Wide")
    assert apply_changes({"pc": 1}, accept_compel(ACCELERATED, compel)) == {"pc": 2}
    assert apply_changes({"pc": 1}, refuse_compel(ACCELERATED, compel, 1)) == {"pc": 0}


def test_accelerated_gm_fate_points_player_compel_of_an_npc_feeds_the_pool():
    # L442: the point goes into the GM's pool; L444: compel awards never come out of it.
    compel = offer_compel(
        ACCELERATED, "zombie", "Sluggish", proposer="pc", proposer_fate_points=2, target_is_npc=True
    )
    assert apply_changes({"pc": 2, GM: 3}, accept_compel(ACCELERATED, compel)) == {
        "pc": 1,
        GM: 4,
    }
    gm_compel = offer_compel(ACCELERATED, "pc", "Owe Don Valdeon a Favor")
    assert all(c.holder != GM for c in accept_compel(ACCELERATED, gm_compel))


# --- Spirit of the Century (spirit-of-the-century-srd.txt) ----------------------------------------


def test_sotc_compels_refusing_pays_one_fate_point():
    # L57 and L251.
    compel = offer_compel(SOTC, "pc", "Stubborn")
    assert compel_stake(SOTC, compel) == (1, 1)
    assert apply_changes({"pc": 4}, refuse_compel(SOTC, compel, 4)) == {"pc": 3}


def test_sotc_compel_escalation_two_then_three():
    # L260-262: after a buy-out the GM may raise to two, and in the rarest cases to three.
    compel = offer_compel(SOTC, "pc", "Stubborn")
    second = escalate_compel(SOTC, compel)
    assert compel_stake(SOTC, second) == (2, 2)
    assert apply_changes({"pc": 1}, accept_compel(SOTC, second)) == {"pc": 3}
    with pytest.raises(RulesError, match="costs 2 fate points and pc has 1"):
        refuse_compel(SOTC, second, 1)
    final = escalate_compel(SOTC, second)
    assert compel_stake(SOTC, final) == (3, 3)
    assert apply_changes({"pc": 5}, refuse_compel(SOTC, final, 5)) == {"pc": 2}
    with pytest.raises(RulesError, match="last escalation"):
        escalate_compel(SOTC, final)


def test_sotc_gambling_man_compels_start_escalated():
    # L1072: accept for two fate points or spend two to avoid, from the outset.
    compel = offer_compel(SOTC, "pc", "Gambling Man", start_step=1)
    assert compel_stake(SOTC, compel) == (2, 2)
    with pytest.raises(InvalidValue, match="0 to 0"):
        offer_compel(CONDENSED, "pc", "Gambling Man", start_step=1)


def test_sotc_offscreen_compels_cannot_be_bought_out():
    # L250: the GM gives the fate point with no buy-out.
    compel = offer_compel(SOTC, "pc", "Nemesis: Doctor Methuselah", offscreen=True)
    assert accept_compel(SOTC, compel)[0].amount == 1
    with pytest.raises(RulesError, match="offscreen"):
        refuse_compel(SOTC, compel, 5)
    assert not can_escalate(SOTC, compel)


def test_sotc_L250_only_the_gm_compels_offscreen_and_only_in_spirit_of_the_century():
    assert offer_compel(SOTC, "pc", "Nemesis: Doctor Methuselah", offscreen=True).offscreen
    with pytest.raises(RulesError, match="only the GM"):
        offer_compel(SOTC, "pc", "Nemesis", proposer="pc2", offscreen=True)
    with pytest.raises(RulesError, match="no offscreen compels"):
        offer_compel(CONDENSED, "pc", "Nemesis", offscreen=True)


def test_sotc_players_triggering_compels_pay_nothing_to_propose():
    # L57: a player may point out a compel; SotC has no proposer cost.
    compel = offer_compel(SOTC, "pc2", "Greedy", proposer="pc1")
    assert [c.holder for c in accept_compel(SOTC, compel)] == ["pc2"]


def test_sotc_compels_two_aspects_in_conflict_zero_sum_or_two_fate_points():
    # spirit-of-the-century-srd.txt L258: two aspects in conflict are both compelled; accept
    # one and buy off the other and it is a "zero sum"; act on both and he has "just gotten
    # himself two fate points".
    duty = offer_compel(SOTC, "pc", "Sworn to the Queen")
    greed = offer_compel(SOTC, "pc", "Greedy")
    zero_sum = apply_changes({"pc": 2}, accept_compel(SOTC, duty))
    zero_sum = apply_changes(zero_sum, refuse_compel(SOTC, greed, zero_sum["pc"]))
    assert zero_sum == {"pc": 2}
    both = apply_changes({"pc": 2}, accept_compel(SOTC, duty))
    both = apply_changes(both, accept_compel(SOTC, greed))
    assert both == {"pc": 4}


def test_core_compels_default_to_the_published_costs():
    compel = offer_compel(CORE, "zird", "Rivals in the Collegia Arcana")
    assert compel_stake(CORE, compel) == (1, 1)


# --- Properties ---------------------------------------------------------------------------


@given(
    st.sampled_from(sorted(RULESETS)),
    st.integers(0, 5),
    st.integers(0, 2),
    st.booleans(),
)
def test_refusing_never_leaves_anyone_negative(name, points, steps, by_player):
    ruleset = RULESETS[name]
    proposer = "pc1" if by_player else GM
    compel = offer_compel(ruleset, "pc2", "Trouble", proposer=proposer, proposer_fate_points=1)
    for _ in range(steps):
        if can_escalate(ruleset, compel):
            compel = escalate_compel(ruleset, compel)
    holdings = {"pc1": 1, "pc2": points}
    try:
        changes = refuse_compel(ruleset, compel, points)
    except RulesError:
        assert points < compel_stake(ruleset, compel)[1]
        return
    after = apply_changes(holdings, changes)
    assert min(after.values()) >= 0 and after["pc2"] == points - compel_stake(ruleset, compel)[1]


@given(st.sampled_from(sorted(RULESETS)), st.booleans(), st.booleans())
def test_accepting_always_pays_the_target_and_never_the_gm_pool_out(name, by_player, npc):
    ruleset = RULESETS[name]
    proposer = "pc1" if by_player else GM
    compel = offer_compel(
        ruleset, "target", "Trouble", proposer=proposer, proposer_fate_points=1, target_is_npc=npc
    )
    changes = accept_compel(ruleset, compel)
    assert sum(c.amount for c in changes if c.holder in ("target", GM)) >= 1
    assert all(c.amount >= 0 for c in changes if c.holder == GM)
