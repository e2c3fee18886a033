"""The four actions' outcome tables under each rule set, and the seeds' worked examples."""

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.actions import (
    Action,
    AspectTarget,
    Cost,
    Party,
    action_result,
    apply_advantage,
    boost_from,
    outcome_table,
    trade_shift_for_boost,
)
from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character, CharacterKind, Stunt
from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.outcomes import OUTCOME_ORDER, Outcome, effort_of, resolve
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, RULESETS, SOTC
from fate_tui.rules.skill_uses import (
    attack_skill,
    attack_stood_for,
    defence_skill,
    own_attack_skill,
)

OVERCOME, CAA, ATTACK, DEFEND = (
    Action.OVERCOME,
    Action.CREATE_ADVANTAGE,
    Action.ATTACK,
    Action.DEFEND,
)
NEW, KNOWN, UNKNOWN = AspectTarget.NEW, AspectTarget.KNOWN, AspectTarget.UNKNOWN
FAIL, TIE, SUCCESS, STYLE = OUTCOME_ORDER


# --- Fate Condensed: worked examples -------------------------------------------------------


def test_condensed_overcome_example_charles_finds_the_footprints():
    # fate-condensed-srd.txt L484: [0][0][+][+] plus Average (+1) Investigate vs Fair (+2).
    effort = effort_of((0, 0, 1, 1), 1)
    result = resolve(effort, 2, CONDENSED)
    assert (effort, result.outcome) == (3, Outcome.SUCCESS)
    effect = action_result(CONDENSED, OVERCOME, result)
    assert effect.achieved and effect.cost is None and effect.boost_to is Party.NOBODY


def test_condensed_create_an_advantage_example_molotov_on_fire():
    # fate-condensed-srd.txt L512-516: Average (+1) Crafts, [0][+][+][+], vs Good (+3).
    effort = effort_of((0, 1, 1, 1), 1)
    result = resolve(effort, 3, CONDENSED)
    assert (effort, result.outcome) == (4, Outcome.SUCCESS)
    effect = action_result(CONDENSED, CAA, result, NEW)
    made = apply_advantage(effect, "On Fire", actor="ethan", owner="shoggoth")
    assert made.aspect == Aspect("On Fire", AspectKind.SITUATION, ("ethan",), owner="shoggoth")
    assert made.boost is None


def test_condensed_attack_and_defend_example_ruth_punches_the_corpse():
    # fate-condensed-srd.txt L532 and L549-551: Great (+4) Fight with [-][-][0][0] against
    # Mediocre (+0) Athletics with [-][0][0][+]: the attack succeeds by two shifts.
    attack = effort_of((-1, -1, 0, 0), 4)
    defense = effort_of((-1, 0, 0, 1), 0)
    assert (attack, defense) == (2, 0)
    effect = action_result(CONDENSED, ATTACK, resolve(attack, defense, CONDENSED))
    assert effect.achieved and effect.hit == 2 and not effect.may_trade_shift_for_boost
    corpse = action_result(CONDENSED, DEFEND, resolve(defense, attack, CONDENSED))
    assert not corpse.achieved and corpse.hit == 2


def test_condensed_consequences_example_ghoul_deals_five_shifts():
    # fate-condensed-srd.txt L838: [0][0][+][+] + Fair (+2) Fight + an invoke (+2) = +6
    # against [-][-][0][0] + Good (+3) Athletics = +1: five shifts to absorb.
    attack = effort_of((0, 0, 1, 1), 2, 2)
    defense = effort_of((-1, -1, 0, 0), 3)
    assert (attack, defense) == (6, 1)
    effect = action_result(CONDENSED, ATTACK, resolve(attack, defense, CONDENSED))
    assert effect.hit == 5 and effect.may_trade_shift_for_boost


# --- Fate Condensed: the tables (L469-553) ---------------------------------------------------


def test_condensed_overcome_tie_is_minor_cost_or_failure_with_a_boost():
    # fate-condensed-srd.txt L480.
    tie = action_result(CONDENSED, OVERCOME, Outcome.TIE)
    assert tie.achieved and tie.cost is Cost.MINOR
    (other,) = tie.alternatives
    assert not other.achieved and other.boost_to is Party.ACTOR


def test_condensed_overcome_fail_may_become_success_at_a_major_cost():
    # fate-condensed-srd.txt L479.
    fail = action_result(CONDENSED, OVERCOME, Outcome.FAIL)
    assert not fail.achieved
    first = fail.alternatives[0]
    assert (first.achieved, first.cost) == (True, Cost.MAJOR)


def test_condensed_L414_L420_failure_may_be_taking_a_hit():
    # L400, L414-416: failure plays out as simple failure, success at a major cost, or taking a
    # hit absorbed with stress or consequences; L420: they may be mixed.
    fail = action_result(CONDENSED, OVERCOME, Outcome.FAIL)
    (_, hit) = fail.alternatives
    assert not hit.achieved and hit.cost is None
    assert "take a hit" in hit.description and "stress or consequences" in hit.description
    assert "mix" in hit.description
    # Core and Accelerated name no such third way (their failure is fail or serious cost).
    for rules in (CORE, ACCELERATED):
        costly = action_result(rules, OVERCOME, Outcome.FAIL).alternatives
        assert [a.cost for a in costly] == [Cost.MAJOR]


def test_condensed_create_an_advantage_new_aspect_table():
    # fate-condensed-srd.txt L500-503.
    table = outcome_table(CONDENSED, CAA, NEW)
    fail = table[FAIL]
    assert not fail.aspect_created
    (at_a_cost,) = fail.alternatives
    assert at_a_cost.aspect_created
    assert (at_a_cost.free_invokes, at_a_cost.free_invokes_to) == (1, Party.OPPONENT)
    assert not table[TIE].aspect_created and table[TIE].boost_to is Party.ACTOR
    assert (table[SUCCESS].free_invokes, table[SUCCESS].free_invokes_to) == (1, Party.ACTOR)
    assert table[STYLE].free_invokes == 2 and table[STYLE].style_pair


def test_condensed_create_an_advantage_existing_aspect_tables():
    # fate-condensed-srd.txt L507-510: known and unknown aspects.
    known = outcome_table(CONDENSED, CAA, KNOWN)
    assert (known[FAIL].free_invokes, known[FAIL].free_invokes_to) == (1, Party.OPPONENT)
    assert [known[o].free_invokes for o in (TIE, SUCCESS, STYLE)] == [1, 1, 2]
    unknown = outcome_table(CONDENSED, CAA, UNKNOWN)
    assert unknown[FAIL].free_invokes == 0
    (reveal,) = unknown[FAIL].alternatives
    assert reveal.aspect_revealed and reveal.free_invokes_to is Party.OPPONENT
    assert unknown[TIE].boost_to is Party.ACTOR and not unknown[TIE].aspect_revealed
    assert unknown[SUCCESS].aspect_revealed and unknown[SUCCESS].free_invokes == 1
    assert unknown[STYLE].aspect_revealed and unknown[STYLE].free_invokes == 2


def test_condensed_attack_with_style_may_trade_a_shift_for_a_boost():
    # fate-condensed-srd.txt L531.
    effect = action_result(CONDENSED, ATTACK, resolve(7, 3, CONDENSED))
    traded = trade_shift_for_boost(effect)
    assert (effect.hit, traded.hit, traded.boost_to) == (4, 3, Party.ACTOR)
    with pytest.raises(RulesError, match="with style"):
        trade_shift_for_boost(action_result(CONDENSED, ATTACK, resolve(5, 3, CONDENSED)))


def test_condensed_attack_tie_gives_the_attacker_a_boost():
    # fate-condensed-srd.txt L529.
    effect = action_result(CONDENSED, ATTACK, resolve(2, 2, CONDENSED))
    assert (effect.hit, effect.boost_to) == (0, Party.ACTOR)
    assert boost_from(effect, "Flinching", actor="ruth").free_invokes == ("ruth",)


def test_condensed_defend_tie_uses_the_opposed_actions_tie():
    # fate-condensed-srd.txt L546: a tied defense against an overcome lets the other side
    # get past at a minor cost (or fail with a boost).
    effect = action_result(CONDENSED, DEFEND, Outcome.TIE, against=OVERCOME)
    assert effect.uses_opposed_tie and not effect.achieved
    assert effect.opposed_result.cost is Cost.MINOR
    assert effect.opposed_result.alternatives[0].boost_to is Party.OPPONENT
    against_attack = action_result(CONDENSED, DEFEND, Outcome.TIE)
    assert against_attack.achieved and against_attack.opposed_result.boost_to is Party.OPPONENT


def test_condensed_defend_with_style_denies_and_gives_a_boost():
    # fate-condensed-srd.txt L548.
    effect = action_result(CONDENSED, DEFEND, resolve(5, 2, CONDENSED))
    assert effect.achieved and effect.boost_to is Party.ACTOR and effect.hit == 0
    # The same roll from the attacker's side: the defender's boost, not a second one.
    attack = action_result(CONDENSED, ATTACK, resolve(2, 5, CONDENSED))
    assert attack.boost_to is Party.OPPONENT


def test_condensed_successful_defense_against_a_known_aspect_gives_the_defender_its_invoke():
    # fate-condensed-srd.txt L507: a failed advantage on a known aspect hands the enemy a
    # free invoke; seen from the defense, that enemy is the defender.
    effect = action_result(CONDENSED, DEFEND, resolve(3, 2, CONDENSED), KNOWN, against=CAA)
    seen = effect.opposed_result
    assert (seen.free_invokes, seen.free_invokes_to) == (1, Party.ACTOR)


# --- Fate Core: worked examples (fate-core-actions-and-conflicts.txt) -------------------------


def test_core_actions_example_guards_resist_cynere_bribe():
    # L20-37: Average (+1) Resources rolls +1 (Fair); the guards' Mediocre (+0) Will rolls +3.
    result = resolve(1 + 1, 0 + 3, CORE)
    assert result.margin == -1
    effect = action_result(CORE, OVERCOME, result)
    assert not effect.achieved
    assert [a.cost for a in effect.alternatives] == [Cost.MAJOR]


def test_core_overcome_example_landon_sabotages_the_ballistas():
    # L98-102: Average (+1) Crafts rolls +2 for Good (+3) against Great (+4): not enough; a fate
    # point on Smashing is Always An Option makes it Superb (+5): success, not with style.
    assert action_result(CORE, OVERCOME, resolve(3, 4, CORE)).achieved is False
    result = resolve(3 + 2, 4, CORE)
    assert result.outcome is Outcome.SUCCESS
    effect = action_result(CORE, OVERCOME, result)
    assert effect.achieved and effect.cost is None and effect.boost_to is Party.NOBODY


def test_core_L85_L90_overcome_outcome_table():
    # fate-core-actions-and-conflicts.txt L87-90: fail, or succeed at a serious cost; a tie
    # attains the goal at a minor cost; success has no cost; style adds a boost.
    fail = action_result(CORE, OVERCOME, Outcome.FAIL)
    assert not fail.achieved
    assert [(a.achieved, a.cost) for a in fail.alternatives] == [(True, Cost.MAJOR)]
    tie = action_result(CORE, OVERCOME, Outcome.TIE)
    assert tie.achieved and tie.cost is Cost.MINOR
    success = action_result(CORE, OVERCOME, Outcome.SUCCESS)
    assert success.achieved and success.cost is None and success.boost_to is Party.NOBODY
    style = action_result(CORE, OVERCOME, Outcome.SUCCESS_WITH_STYLE)
    assert style.achieved and style.cost is None and style.boost_to is Party.ACTOR


def test_core_L169_L174_attack_outcome_table():
    # fate-core-actions-and-conflicts.txt L171-174: a failed attack does no harm, a tie gives
    # a boost, success is a hit of the shifts, style may trade one shift for a boost.
    assert not action_result(CORE, ATTACK, resolve(1, 3, CORE)).deals_hit
    tie = action_result(CORE, ATTACK, resolve(3, 3, CORE))
    assert not tie.deals_hit and tie.boost_to is Party.ACTOR
    hit = action_result(CORE, ATTACK, resolve(5, 3, CORE))
    assert hit.hit == 2 and not hit.may_trade_shift_for_boost
    style = action_result(CORE, ATTACK, resolve(6, 3, CORE))
    assert style.hit == 3 and style.may_trade_shift_for_boost


def test_accelerated_L122_L170_overcome_outcome_table():
    # fate-accelerated.txt L126 and L165: fail, or succeed at a serious cost; L167: a tie
    # attains the goal at a minor cost; L169-170: success, and style adds a boost.
    fail = action_result(ACCELERATED, OVERCOME, Outcome.FAIL)
    assert not fail.achieved
    assert [(a.achieved, a.cost) for a in fail.alternatives] == [(True, Cost.MAJOR)]
    tie = action_result(ACCELERATED, OVERCOME, Outcome.TIE)
    assert tie.achieved and tie.cost is Cost.MINOR
    success = action_result(ACCELERATED, OVERCOME, Outcome.SUCCESS)
    assert success.achieved and success.boost_to is Party.NOBODY
    style = action_result(ACCELERATED, OVERCOME, Outcome.SUCCESS_WITH_STYLE)
    assert style.achieved and style.boost_to is Party.ACTOR


def test_accelerated_L151_L156_attack_outcome_table():
    # fate-accelerated.txt L153-156 and L172-179: no effect; a tie gives a boost; a success
    # hits; with style the hit may be reduced by one for a boost.
    assert not action_result(ACCELERATED, ATTACK, resolve(1, 3, ACCELERATED)).deals_hit
    tie = action_result(ACCELERATED, ATTACK, resolve(3, 3, ACCELERATED))
    assert not tie.deals_hit and tie.boost_to is Party.ACTOR
    hit = action_result(ACCELERATED, ATTACK, resolve(5, 3, ACCELERATED))
    assert hit.hit == 2 and not hit.may_trade_shift_for_boost
    style = action_result(ACCELERATED, ATTACK, resolve(6, 3, ACCELERATED))
    assert style.hit == 3 and style.may_trade_shift_for_boost


def test_accelerated_L116_L120_advantage_on_a_known_aspect():
    # fate-accelerated.txt L118: a failure gives no benefit; L119: a tie or a success gives
    # one free invocation; L120: style gives two (L139-142 sum it up).
    table = outcome_table(ACCELERATED, CAA, KNOWN)
    assert table[FAIL].free_invokes == 0
    assert table[TIE].free_invokes == table[SUCCESS].free_invokes == 1
    assert table[STYLE].free_invokes == 2


def test_accelerated_L181_L187_defend_outcome_table():
    # fate-accelerated.txt L185: a failed defense suffers the opponent's success; L162:
    # success denies it; L187: with style, also a boost.
    fail = action_result(ACCELERATED, DEFEND, resolve(1, 3, ACCELERATED))
    assert not fail.achieved and fail.hit == 2
    held = action_result(ACCELERATED, DEFEND, resolve(3, 2, ACCELERATED))
    assert held.achieved and held.hit == 0 and held.boost_to is Party.NOBODY
    style = action_result(ACCELERATED, DEFEND, resolve(5, 2, ACCELERATED))
    assert style.achieved and style.boost_to is Party.ACTOR


def test_core_create_an_advantage_example_cluttered_floor():
    # L133: Great (+4) Athletics rolls +1 (Superb) against the golem's Fair (+2) defense.
    result = resolve(4 + 1, 2, CORE)
    assert result.outcome is Outcome.SUCCESS_WITH_STYLE
    made = apply_advantage(action_result(CORE, CAA, result, NEW), "Cluttered Floor", actor="cynere")
    assert made.aspect.free_invokes == ("cynere", "cynere")


def test_core_create_an_advantage_example_zird_reads_the_merchant():
    # L147-153: Good (+3) Rapport rolls +1 against Great (+4): a tie on a hidden aspect reveals
    # it, with a free invocation for Zird.
    result = resolve(3 + 1, 4, CORE)
    assert result.outcome is Outcome.TIE
    hidden = Aspect("Sucker for a Pretty Man", AspectKind.CHARACTER, hidden=True, owner="merchant")
    effect = action_result(CORE, CAA, result, UNKNOWN)
    made = apply_advantage(effect, hidden.name, actor="zird", existing=hidden)
    assert not made.aspect.hidden and made.aspect.free_invokes == ("zird",)


def test_core_attack_example_cynere_cuts_drisban():
    # L178-184: Good (+3) Fighting rolls +2 (Superb) against Great (+4) rolling -1 (Good): a
    # 2-shift hit; a fate point on Infamous Girl With Sword makes it Epic (+7): 4 shifts, with
    # style, a 4-stress hit or a 3-shift hit and a boost.
    assert action_result(CORE, ATTACK, resolve(3 + 2, 4 - 1, CORE)).hit == 2
    effect = action_result(CORE, ATTACK, resolve(3 + 2 + 2, 4 - 1, CORE))
    assert effect.hit == 4 and effect.may_trade_shift_for_boost
    traded = trade_shift_for_boost(effect)
    assert (traded.hit, traded.boost_to) == (3, Party.ACTOR)


def test_core_defend_example_zird_ties_savarus():
    # L203-205: Savarus's Good (+3) Intimidation rolls +1; Zird's Fair (+2) Will rolls +2:
    # a tie at Great (+4): no hit, and Savarus gets a boost.
    # L265-269: the defense and the attack name the same single boost, not two.
    defense = action_result(CORE, DEFEND, resolve(2 + 2, 3 + 1, CORE))
    assert defense.hit == 0 and defense.boost_to is Party.OPPONENT and defense.achieved
    attack = action_result(CORE, ATTACK, resolve(3 + 1, 2 + 2, CORE))
    assert attack.hit == 0 and attack.boost_to is Party.ACTOR


def test_core_resolving_attacks_three_shifts_land_a_three_shift_hit():
    # L532: "if you get three shifts on an attack, you land a 3-shift hit."
    effect = action_result(CORE, ATTACK, resolve(4, 1, CORE))
    assert effect.achieved and effect.hit == 3


def test_core_challenges_example_hasty_work_tie_is_a_minor_cost():
    # L312: Good (+3) Crafts rolls 0 against Good (+3): goal met at a minor cost.
    effect = action_result(CORE, OVERCOME, resolve(3 + 0, 3, CORE))
    assert effect.achieved and effect.cost is Cost.MINOR and not effect.alternatives


def test_core_challenges_example_calming_the_locals_success_at_a_major_cost():
    # L314: Good (+3) Rapport rolls -3 against Good (+3): fail, and Ryan takes the success
    # at a major cost.
    effect = action_result(CORE, OVERCOME, resolve(3 - 3, 3, CORE))
    (chosen,) = effect.alternatives
    assert chosen.achieved and chosen.cost is Cost.MAJOR


def test_core_contests_example_mud_in_the_eyes():
    # L392-398: Great (+4) create an advantage against a Good (+3) defense: one free invocation.
    effect = action_result(CORE, CAA, resolve(4, 3, CORE), NEW, opposed=True)
    made = apply_advantage(effect, "Mud in the Eyes", actor="cynere", owner="teran")
    assert made.aspect.free_invokes == ("cynere",) and made.aspect.owner == "teran"


def test_core_failed_advantage_on_a_new_aspect_gives_no_free_invoke_to_anyone():
    # L120 and the decision: created but with no benefit.
    fail = action_result(CORE, CAA, Outcome.FAIL, NEW)
    (created,) = fail.alternatives
    assert created.aspect_created and created.free_invokes == 0
    made = apply_advantage(created, "Rough Terrain", actor="landon")
    assert made.aspect.free_invokes == ()


def test_core_existing_aspect_tie_and_success_both_place_one_invocation():
    # L139-141 (L140: a tie or a success places one).
    table = outcome_table(CORE, CAA, KNOWN)
    assert [table[o].free_invokes for o in OUTCOME_ORDER] == [0, 1, 1, 2]
    assert table[FAIL].free_invokes_to is Party.NOBODY


# --- Fate Accelerated -----------------------------------------------------------------------


def test_accelerated_exchanges_example_two_shift_hit():
    # fate-accelerated.txt L292: +5 attack against a +3 defense: a two-shift hit.
    assert action_result(ACCELERATED, ATTACK, resolve(5, 3, ACCELERATED)).hit == 2


def test_accelerated_discovering_an_aspect_on_a_tie_counts_as_success():
    # fate-accelerated.txt L112 and L133.
    effect = action_result(ACCELERATED, CAA, Outcome.TIE, UNKNOWN)
    assert effect.achieved and effect.aspect_revealed and effect.free_invokes == 1
    assert action_result(ACCELERATED, CAA, Outcome.TIE, NEW).boost_to is Party.ACTOR


def test_accelerated_failed_advantage_may_give_an_opponent_the_free_invocation():
    # fate-accelerated.txt L108-110 and L132.
    (cost,) = action_result(ACCELERATED, CAA, Outcome.FAIL, NEW).alternatives
    made = apply_advantage(cost, "Rough Terrain", actor="pc", opponent="thug")
    assert made.aspect.free_invokes == ("thug",)
    with pytest.raises(RulesError, match="opponent="):
        apply_advantage(cost, "Rough Terrain", actor="pc")


def test_accelerated_success_with_style_makes_a_style_pair():
    # fate-accelerated.txt L114.
    effect = action_result(ACCELERATED, CAA, Outcome.SUCCESS_WITH_STYLE, NEW)
    assert apply_advantage(effect, "Pinned", actor="pc").aspect.style_pair


def test_accelerated_defend_tie_looks_at_the_opponents_action():
    # fate-accelerated.txt L161 and L186.
    effect = action_result(ACCELERATED, DEFEND, Outcome.TIE, NEW, against=CAA)
    assert effect.uses_opposed_tie and effect.opposed_result.boost_to is Party.OPPONENT


# --- Spirit of the Century ------------------------------------------------------------------


def test_sotc_resolving_attacks_stress_equals_shifts_and_a_tie_deals_none():
    # spirit-of-the-century-srd.txt L339 (meeting is a success with no shifts) and L413.
    assert action_result(SOTC, ATTACK, resolve(5, 2, SOTC)).hit == 3
    meet = action_result(SOTC, ATTACK, resolve(3, 3, SOTC))
    assert meet.achieved and meet.deals_hit and meet.hit == 0
    assert meet.boost_to is Party.NOBODY and not meet.may_trade_shift_for_boost


def test_sotc_maneuver_on_a_character_needs_a_shift():
    # spirit-of-the-century-srd.txt L451: opposed maneuvers need at least one shift; an
    # uncontested one is a simple action, where meeting the difficulty succeeds (L449).
    assert not action_result(SOTC, CAA, resolve(3, 3, SOTC), NEW, opposed=True).achieved
    scene = action_result(SOTC, CAA, resolve(3, 3, SOTC), NEW)
    assert scene.achieved and scene.free_invokes == 1
    on_target = action_result(SOTC, CAA, resolve(4, 3, SOTC), NEW, opposed=True)
    assert on_target.achieved and on_target.avoidable_with_fate_point


def test_sotc_getting_past_a_block_needs_a_shift():
    # spirit-of-the-century-srd.txt L392.
    assert not action_result(SOTC, OVERCOME, resolve(4, 4, SOTC), opposed=True).achieved
    assert action_result(SOTC, OVERCOME, resolve(5, 4, SOTC), opposed=True).achieved
    assert action_result(SOTC, OVERCOME, resolve(1, 1, SOTC)).achieved


def test_sotc_spin_when_the_defender_wins_by_three():
    # spirit-of-the-century-srd.txt L382 and L482-483.
    defense = action_result(SOTC, DEFEND, resolve(6, 3, SOTC))
    assert defense.achieved and defense.spin_to is Party.ACTOR and defense.boost_to is Party.NOBODY
    assert action_result(SOTC, DEFEND, resolve(5, 3, SOTC)).spin_to is Party.NOBODY
    assert action_result(SOTC, ATTACK, resolve(3, 6, SOTC)).spin_to is Party.OPPONENT


def test_sotc_a_free_tag_never_doubles():
    # spirit-of-the-century-srd.txt L226-228: the first tag is free, once.
    assert action_result(SOTC, CAA, resolve(9, 2, SOTC), NEW).free_invokes == 1
    assert action_result(SOTC, CAA, resolve(9, 2, SOTC), UNKNOWN).aspect_revealed


# --- Shared behaviour and errors -----------------------------------------------------------


def test_an_attacks_hit_needs_the_shifts():
    with pytest.raises(InvalidValue, match="margin="):
        action_result(CONDENSED, ATTACK, Outcome.SUCCESS)
    assert action_result(CONDENSED, ATTACK, Outcome.SUCCESS, margin=2).hit == 2


def test_an_outcome_that_disagrees_with_its_margin_is_refused():
    with pytest.raises(InvalidValue, match="tie"):
        action_result(CONDENSED, OVERCOME, Outcome.SUCCESS, margin=0)


def test_applying_an_existing_aspect_result_needs_the_aspect():
    effect = action_result(CONDENSED, CAA, Outcome.SUCCESS, KNOWN)
    with pytest.raises(RulesError, match="existing="):
        apply_advantage(effect, "High Ground", actor="pc")
    ground = Aspect("High Ground", free_invokes=("npc",))
    made = apply_advantage(effect, ground.name, actor="pc", existing=ground)
    assert made.aspect.free_invokes == ("npc", "pc")


@given(
    st.sampled_from(sorted(RULESETS)),
    st.sampled_from(list(AspectTarget)),
    st.integers(-8, 8),
)
def test_better_rolls_never_give_the_actor_fewer_free_invokes(name, target, margin):
    ruleset = RULESETS[name]

    def actor_invokes(m):
        effect = action_result(ruleset, CAA, resolve(m, 0, ruleset), target)
        return effect.free_invokes if effect.free_invokes_to is Party.ACTOR else 0

    assert actor_invokes(margin + 1) >= actor_invokes(margin)


@given(st.sampled_from(sorted(RULESETS)), st.integers(-8, 8), st.integers(-8, 8))
def test_attack_hit_is_the_shifts_and_the_defense_sees_the_same_hit(name, attack, defense):
    ruleset = RULESETS[name]
    hit = action_result(ruleset, ATTACK, resolve(attack, defense, ruleset)).hit
    assert hit == max(attack - defense, 0)
    assert action_result(ruleset, DEFEND, resolve(defense, attack, ruleset)).hit == hit


def test_core_defend_failure_against_an_advantage_sticks_it_to_you():
    # fate-core-actions-and-conflicts.txt L196: a failed defense leaves the advantage on you.
    effect = action_result(CORE, DEFEND, resolve(1, 4, CORE), NEW, against=CAA)
    seen = effect.opposed_result
    assert not effect.achieved and seen.aspect_created
    assert (seen.free_invokes, seen.free_invokes_to) == (2, Party.OPPONENT)


def test_condensed_L554_L564_which_skills_attack_and_defend():
    # L558-562: Fight and Shoot attack physically, Athletics defends against any physical
    # attack and Fight against melee; Provoke attacks mentally and Will defends.
    brawler = {"Fight": 3, "Shoot": 1, "Athletics": 2}
    assert attack_skill("condensed", brawler) == "Fight"
    assert attack_skill("condensed", {"Shoot": 4, "Fight": 1}) == "Shoot"
    assert defence_skill("condensed", "Fight", brawler) == "Fight"
    assert defence_skill("condensed", "Shoot", brawler) == "Athletics"  # Fight is melee only
    assert defence_skill("condensed", "Provoke", {"Will": 1, "Athletics": 4}) == "Will"
    # L564: any other skill attacks or defends only as the GM or a stunt allows.
    assert defence_skill("condensed", "Lore", brawler) is None
    assert attack_skill("accelerated", {"Forceful": 3}) is None


def test_condensed_a_sheets_own_attack_skill_comes_first():
    # fate-condensed-srd.txt L564: "some stunts may grant broader, guaranteed permission" to
    # attack with another skill; L1056: a minor NPC's own skill, "Great (+4) at Biting
    # People", describes what it is good at.
    biter = Character(
        "hound", "Hound", CharacterKind.MINOR_NPC, skills={"Biting People": 4, "Fight": 2}
    )
    assert own_attack_skill(biter, CONDENSED) == "Biting People"
    # An own skill no better than its Fight is not taken for its attack.
    assert (
        own_attack_skill(replace(biter, skills={"Biting People": 2, "Fight": 2}), CONDENSED) is None
    )
    # A stunt for attacks naming a skill declares it, whatever the ratings.
    lore = Stunt("Words of Unmaking", skill="lore", action="attack")
    mage = Character("mage", "Mage", skills={"Lore": 2, "Fight": 3}, stunts=(lore,))
    assert own_attack_skill(mage, CONDENSED) == "Lore"
    assert own_attack_skill(replace(mage, stunts=()), CONDENSED) is None
    # L558: what defends against an own skill is what defends against the attack skill it
    # stands in for; a skill of the rule set stands for itself.
    assert attack_stood_for(biter, "Biting People", CONDENSED) == "Fight"
    assert attack_stood_for(mage, "Lore", CONDENSED) == "Lore"


def test_condensed_L558_L562_an_own_attack_is_defended_as_an_attack_of_its_kind():
    # L558-562: Athletics (or Fight) defends against a physical attack, Will against a
    # mental one; an NPC's own attack made in a conflict is an attack of the conflict's kind.
    # (Regression: the Deacon's "Dragging the Living Under" stood for his Fight in a mental
    # conflict too, so it was defended with Athletics or Fight.)
    deacon = Character(
        "deacon",
        "Deacon",
        CharacterKind.MINOR_NPC,
        skills={"Dragging the Living Under": 4, "Fight": 2, "Will": 1},
    )
    drag = "Dragging the Living Under"
    assert attack_stood_for(deacon, drag, CONDENSED) == "Fight"  # no conflict: his best
    assert attack_stood_for(deacon, drag, CONDENSED, mental=False) == "Fight"
    # He rates no mental attack: his own stands for the rule set's, Provoke, and Will defends.
    assert attack_stood_for(deacon, drag, CONDENSED, mental=True) == "Provoke"
    maren = {"Will": 3, "Fight": 1}
    assert defence_skill("condensed", "Provoke", maren) == "Will"
    # One who rates an attack of the conflict's kind stands for it, the best of that kind.
    shooter = replace(deacon, skills={"Dragging the Living Under": 4, "Fight": 1, "Shoot": 2})
    assert attack_stood_for(shooter, drag, CONDENSED, mental=False) == "Shoot"
    # A skill of the rule set stands for itself whatever the conflict.
    assert attack_stood_for(deacon, "Fight", CONDENSED, mental=True) == "Fight"


def test_sotc_L416_the_usual_attack_skill_is_of_the_conflicts_kind():
    # spirit-of-the-century-srd.txt L416: "The type of stress that a character takes in a
    # conflict should be appropriate to the type of conflict"; L377-L379: Fists, Guns and
    # Weapons harm the body, Intimidation scares. Professor Strand, Great at Intimidation
    # and Fair with Guns, shoots in a physical conflict and scares in a social one.
    strand = {"Intimidation": 4, "Guns": 2}
    assert attack_skill("sotc", strand) == "Intimidation"  # no conflict: her best
    assert attack_skill("sotc", strand, mental=False) == "Guns"
    assert attack_skill("sotc", strand, mental=True) == "Intimidation"
    # Rating no attack of any kind, the rule set's first of the conflict's, at Mediocre.
    assert attack_skill("sotc", {"Science": 5}, mental=False) == "Fists"
    assert attack_skill("accelerated", {"Forceful": 3}, mental=False) is None


def test_condensed_L554_L561_the_usual_attack_skill_is_of_the_conflicts_kind():
    # Fight and Shoot attack the body, Provoke the mind: in a conflict of one kind the
    # character's attack of that kind comes first, whatever rates higher.
    assert attack_skill("condensed", {"Provoke": 4, "Shoot": 1}, mental=False) == "Shoot"
    assert attack_skill("condensed", {"Fight": 4, "Provoke": 1}, mental=True) == "Provoke"
    # Rating no attack of the kind, a character keeps the attack they have; rating none,
    # the rule set's first of the kind, at Mediocre.
    assert attack_skill("condensed", {"Provoke": 3}, mental=False) == "Provoke"
    assert attack_skill("condensed", {"Lore": 3}, mental=True) == "Provoke"
