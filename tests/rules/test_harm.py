"""Absorbing hits with stress, consequences and conditions, and applying the chosen plan.

Worked examples come from the seed texts in ../shared/seeds/ (file and lines in each test).
"""

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fate_tui.rules.absorb import (
    absorb_options,
    capacity,
    is_taken_out_by,
    recommend_plan,
)
from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character, CharacterKind, Consequence, ExtraSlot
from fate_tui.rules.conditions import condition_rows
from fate_tui.rules.derived import consequence_slots, stress_tracks
from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.harm import (
    apply_plan,
    clear_boxes,
    mark_boxes,
    replace_aspect_with_extreme,
    take_out,
    write_consequence,
)
from fate_tui.rules.outcomes import effort_of, resolve
from fate_tui.rules.overrides import enable_options
from fate_tui.rules.plans import AbsorbPlan
from fate_tui.rules.ruleset import Severity, StressMode
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, SOTC
from tests.effort import tries


def pc(name="Hero", **skills) -> Character:
    return Character(name.lower(), name, skills=skills)


def slots_of(plan) -> list[str]:
    return [pick.slot for pick in plan.consequences]


def shape(plan) -> tuple:
    """A plan as (boxes, slots, conditions) for compact assertions."""
    conditions = tuple((p.condition, p.boxes) for p in plan.conditions)
    return plan.boxes, tuple(slots_of(plan)), conditions


def hit_with(character, shifts, kind, ruleset, names=None, attacker="foe"):
    plan = recommend_plan(character, shifts, kind, ruleset)
    assert plan is not None
    return apply_plan(character, plan, ruleset, consequence_names=names, attacker=attacker)


# --- Fate Condensed -----------------------------------------------------------------------


def charles() -> Character:
    # Charles: Good (+3) Athletics, Mediocre Physique, so three 1-point physical boxes.
    return pc("Charles", Athletics=3)


def test_condensed_taking_harm_example_two_shifts_mark_the_first_two_boxes():
    # fate-condensed-srd.txt L814: ghoul Fair (+2) Fight rolls [0][0][+][+] = Great (+4);
    # Charles Good (+3) Athletics rolls [0][0][0][-] = Fair (+2): two shifts, and he marks
    # the first two of his three physical stress boxes.
    attack = effort_of((0, 0, 1, 1), 2)
    defense = effort_of((0, 0, 0, -1), 3)
    shifts = resolve(attack, defense, CONDENSED).shifts
    assert (attack, defense, shifts) == (4, 2, 2)
    plan = recommend_plan(charles(), shifts, "physical", CONDENSED)
    assert shape(plan) == ((0, 1), (), ())
    hurt = apply_plan(charles(), plan, CONDENSED)
    assert hurt.stress_marked == {"physical": frozenset({0, 1})}


def test_condensed_consequences_example_moderate_plus_last_box_for_five_shifts():
    # fate-condensed-srd.txt L838: +2 Fight, [0][0][+][+] and a +2 invoke = Fantastic (+6)
    # against Charles's [-][-][0][0] + Good (+3) = Average (+1): five shifts. A moderate
    # consequence (4) and his last stress box (1) absorb it; the ghoul gets a free invoke.
    attack = effort_of((0, 0, 1, 1), 2, bonus=2)
    defense = effort_of((-1, -1, 0, 0), 3)
    shifts = resolve(attack, defense, CONDENSED).shifts
    assert (attack, defense, shifts) == (6, 1, 5)
    before = replace(charles(), stress_marked={"physical": frozenset({0, 1})})
    plan = recommend_plan(before, shifts, "physical", CONDENSED)
    assert shape(plan) == ((2,), ("moderate",), ())
    assert plan.wasted == 0
    after = apply_plan(
        before,
        plan,
        CONDENSED,
        consequence_names={"moderate": "Gaping Chest Wound"},
        attacker="ghoul",
    )
    assert after.stress_marked["physical"] == frozenset({0, 1, 2})
    wound = after.consequence("moderate")
    assert (wound.aspect, wound.severity, wound.free_invokes) == (
        "Gaping Chest Wound",
        Severity.MODERATE,
        ("ghoul",),
    )
    assert wound.taken_this_conflict


def test_condensed_consequences_five_shift_hit_one_box_and_a_moderate_is_an_option():
    # fate-condensed-srd.txt L834: a five-shift hit can be absorbed with a single stress box
    # and a moderate consequence, "more efficient than spending five of your stress boxes".
    # Good Physique gives six boxes; the recommended plan keeps to stress (documented order).
    tough = pc("Tough", Physique=3)
    plans = [shape(p) for p in absorb_options(tough, 5, "physical", CONDENSED)]
    assert ((0,), ("moderate",), ()) in plans
    assert ((0, 1, 2, 3, 4), (), ()) in plans
    assert plans[0] == ((0, 1, 2, 3, 4), (), ())


def test_condensed_getting_taken_out_example_nine_shifts_beat_mild_plus_severe():
    # fate-condensed-srd.txt L850: Legendary (+8) attack against Poor (-1) defense; all
    # stress boxes full and the moderate slot taken: mild + severe absorb 8 < 9.
    shifts = resolve(8, -1, CONDENSED).shifts
    assert shifts == 9
    beaten = replace(
        charles(),
        stress_marked={"physical": frozenset({0, 1, 2})},
        consequences=(Consequence("moderate", Severity.MODERATE, "Gaping Chest Wound"),),
    )
    assert capacity(beaten, "physical", CONDENSED) == 8
    assert absorb_options(beaten, shifts, "physical", CONDENSED) == ()
    assert is_taken_out_by(beaten, shifts, "physical", CONDENSED)
    assert recommend_plan(beaten, shifts, "physical", CONDENSED) is None
    assert take_out(beaten).taken_out
    assert not is_taken_out_by(beaten, 8, "physical", CONDENSED)


def test_condensed_stress_boxes_are_one_point_and_several_may_be_marked():
    # fate-condensed-srd.txt L820: each box absorbs one shift; mark several if needed.
    plans = absorb_options(pc("Avg", Physique=1), 3, "physical", CONDENSED)
    assert shape(plans[0]) == ((0, 1, 2), (), ())
    assert all(p.absorbed >= 3 for p in plans)


def test_condensed_L320_L820_spare_boxes_absorb_nothing_so_plans_mark_only_what_counts():
    # fate-condensed-srd.txt L320: with 1-point boxes "you may mark as many of them as you
    # want"; L820: "Each stress box you mark absorbs one shift. You can mark multiple stress
    # boxes if you need to." A box beyond the hit absorbs nothing, so the planner lists only
    # plans in which every box counts (the decision in docs/rules-coverage.md), while the
    # sheet still lets the GM tick any empty box by hand.
    avg = pc("Avg", Physique=1)
    plans = absorb_options(avg, 2, "physical", CONDENSED)
    assert all(len(p.boxes) <= 2 for p in plans)
    ticked = mark_boxes(avg, "physical", [0, 1, 2, 3])
    assert ticked.stress_marked == {"physical": frozenset({0, 1, 2, 3})}
    spare = AbsorbPlan(2, "physical", (0, 1, 2), 3)
    with pytest.raises(RulesError, match="marks more than the hit needs"):
        apply_plan(avg, spare, CONDENSED)


def test_condensed_superb_physique_adds_a_mild_slot_only_for_physical_hits():
    # fate-condensed-srd.txt L308-310: Superb gives a second mild slot for physical hits.
    brute = replace(pc("Brute", Physique=5), stress_marked={"physical": frozenset(range(6))})
    physical = [tuple(slots_of(p)) for p in absorb_options(brute, 2, "physical", CONDENSED)]
    assert ("mild (physical)",) in physical and ("mild",) in physical
    assert physical[0] == ("mild (physical)",)  # the specific slot goes first
    brute = replace(brute, stress_marked={"mental": frozenset(range(3)), "physical": frozenset()})
    mental = [tuple(slots_of(p)) for p in absorb_options(brute, 2, "mental", CONDENSED)]
    assert all("mild (physical)" not in s for s in mental)


def test_condensed_minor_npcs_have_up_to_three_boxes_and_no_consequences():
    # fate-condensed-srd.txt L1058: zero to three boxes, no consequence slots; a hit beyond
    # their stress takes them out.
    thug = Character("thug", "Thug", CharacterKind.MINOR_NPC, stress_boxes={"physical": (1, 1)})
    assert shape(recommend_plan(thug, 2, "physical", CONDENSED)) == ((0, 1), (), ())
    assert is_taken_out_by(thug, 3, "physical", CONDENSED)
    nobody = Character("dog", "Guard Dog", CharacterKind.MINOR_NPC)
    assert is_taken_out_by(nobody, 1, "physical", CONDENSED)
    assert capacity(nobody, "physical", CONDENSED) == 0


def test_condensed_veterans_box_older_style_track_absorbs_three_to_six():
    # fate-condensed-srd.txt L322: with escalating boxes (one per hit) a [1][2][3] track
    # absorbs 3 to 6 stress, [1][2] 2 to 3, [1][2][3][4] 4 to 10.
    for boxes, low, high in (((1, 2), 2, 3), ((1, 2, 3), 3, 6), ((1, 2, 3, 4), 4, 10)):
        npc = Character("n", "N", CharacterKind.MINOR_NPC, stress_boxes={"stress": boxes})
        small, total = npc, 0
        while not is_taken_out_by(small, 1, "stress", CORE):
            small, total = hit_with(small, 1, "stress", CORE), total + 1
        assert total == low
        big, total = npc, 0
        for shifts in boxes:
            big, total = hit_with(big, shifts, "stress", CORE), total + shifts
        assert total == high and is_taken_out_by(big, 1, "stress", CORE)


def test_condensed_hit_of_zero_marks_nothing_and_negative_hits_are_refused():
    assert shape(recommend_plan(charles(), 0, "physical", CONDENSED)) == ((), (), ())
    with pytest.raises(InvalidValue):
        absorb_options(charles(), -1, "physical", CONDENSED)


def test_unknown_track_names_the_tracks_allowed():
    with pytest.raises(InvalidValue, match="'physical' or 'mental'"):
        absorb_options(charles(), 2, "phsyical", CONDENSED)


# --- Condensed optional rules: extreme consequences and conditions --------------------------


def test_condensed_extreme_consequence_absorbs_eight_and_replaces_an_aspect():
    # fate-condensed-srd.txt L1162-1170: absorbs 8; replaces an aspect other than the high
    # concept; once between breakthroughs.
    rules = enable_options(CONDENSED, ["extreme_consequences"])
    hero = replace(
        pc("Hero"),
        aspects=(
            Aspect("Ghoul Hunter", AspectKind.CHARACTER, role="high concept"),
            Aspect("Nosy", AspectKind.CHARACTER, role="trouble"),
        ),
        stress_marked={"physical": frozenset({0, 1, 2})},
        consequences=(Consequence("mild", Severity.MILD, "Bruised"),),
    )
    assert capacity(hero, "physical", rules) == 4 + 6 + 8
    plans = absorb_options(hero, 8, "physical", rules)
    assert [shape(p) for p in plans] == [((), ("moderate", "severe"), ()), ((), ("extreme",), ())]
    extreme = plans[1]
    with pytest.raises(RulesError, match="high concept"):
        apply_plan(
            hero,
            extreme,
            rules,
            consequence_names={"extreme": "Missing Eye"},
            extreme_replaces="Ghoul Hunter",
        )
    changed = apply_plan(
        hero, extreme, rules, consequence_names={"extreme": "Missing Eye"}, attacker="ghoul"
    )
    assert changed.extreme_used
    changed = replace_aspect_with_extreme(changed, "nosy")
    assert [a.name for a in changed.aspects] == ["Ghoul Hunter"]
    assert changed.consequence("extreme").replaced_aspect.name == "Nosy"
    healed = replace(changed, consequences=(), stress_marked={})
    assert all(
        s.slot != "extreme"
        for p in absorb_options(healed, 8, "physical", rules)
        for s in p.consequences
    )


def test_condensed_extreme_consequence_is_not_offered_without_the_option():
    plans = absorb_options(pc("Hero"), 12, "physical", CONDENSED)
    assert all(not p.uses_extreme for p in plans)


def conditions_rules(separated=False):
    options = ["conditions", "conditions_separated"] if separated else ["conditions"]
    return enable_options(CONDENSED, options)


def test_condensed_conditions_replace_consequences_with_rows_of_one_two_three():
    # fate-condensed-srd.txt L1091-1097: Hurt/Scared [1], Injured/Shaken [2],
    # Wounded/Demoralized [3]; either condition of a row fits any hit.
    rules = conditions_rules()
    hero = replace(pc("Hero"), stress_marked={"physical": frozenset({0, 1, 2})})
    assert capacity(hero, "physical", rules) == 12
    plans = absorb_options(hero, 2, "physical", rules)
    assert all(not p.consequences for p in plans)
    assert shape(plans[0]) == ((), (), (("Injured", 1),))
    assert ((), (), (("Hurt", 1), ("Scared", 1))) in [shape(p) for p in plans]
    marked = apply_plan(hero, plans[0], rules)
    assert marked.conditions_marked == {"Injured": 1}
    assert not is_taken_out_by(marked, 10, "physical", rules)
    assert is_taken_out_by(marked, 11, "physical", rules)


def test_condensed_conditions_extra_mild_gives_two_more_boxes_on_hurt():
    # fate-condensed-srd.txt L1101: an additional mild consequence becomes two more boxes on
    # Hurt or Scared, as appropriate.
    rules = conditions_rules()
    brute = replace(pc("Brute", Physique=5), stress_marked={"physical": frozenset(range(6))})
    assert capacity(brute, "physical", rules) == 14
    plan = recommend_plan(brute, 3, "physical", rules)
    assert shape(plan) == ((), (), (("Wounded", 1),))
    plans = [shape(p) for p in absorb_options(brute, 3, "physical", rules)]
    assert ((), (), (("Hurt", 3),)) in plans


def test_condensed_conditions_further_apart_cutoff_example():
    # fate-condensed-srd.txt L1105: boxes doubled; with one of two Hurt boxes marked, marking
    # the second Hurt box or the first Scared box closes the mild row.
    rules = conditions_rules(separated=True)
    hero = replace(
        pc("Hero"),
        stress_marked={"physical": frozenset({0, 1, 2})},
        conditions_marked={"Hurt": 1},
    )
    one = [shape(p) for p in absorb_options(hero, 1, "physical", rules)]
    assert ((), (), (("Hurt", 1),)) in one
    # Kept separate, a mental hit takes the first Scared box, which closes the row as well.
    mental = replace(hero, stress_marked={"mental": frozenset({0, 1, 2})})
    scared = apply_plan(mental, recommend_plan(mental, 1, "mental", rules), rules)
    assert scared.conditions_marked == {"Hurt": 1, "Scared": 1}
    assert all(
        p.condition not in ("Hurt", "Scared")
        for plan in absorb_options(scared, 1, "mental", rules)
        for p in plan.conditions
    )
    closed = apply_plan(hero, recommend_plan(hero, 1, "physical", rules), rules)
    assert closed.conditions_marked == {"Hurt": 2}
    for plan in absorb_options(closed, 1, "physical", rules):
        assert all(p.condition not in ("Hurt", "Scared") for p in plan.conditions)
    # The other rows still take two boxes each: 2 * 2 + 2 * 3.
    assert capacity(closed, "physical", rules) == 10


def test_condensed_L1105_conditions_kept_separate_a_hit_marks_only_its_own_kind():
    # fate-condensed-srd.txt L1097: plain conditions let a physical hit mark a mental
    # condition "so long as it makes sense"; L1105 "keep physical and mental conditions
    # separate": a physical hit marks only Hurt, Injured and Wounded.
    hero = replace(pc("Hero"), stress_marked={"physical": frozenset({0, 1, 2})})
    mixed = {
        c.condition
        for p in absorb_options(hero, 2, "physical", conditions_rules())
        for c in p.conditions
    }
    assert "Scared" in mixed and "Shaken" in mixed
    rules = conditions_rules(separated=True)
    apart = {c.condition for p in absorb_options(hero, 2, "physical", rules) for c in p.conditions}
    assert apart == {"Hurt", "Injured", "Wounded"}
    assert not any(
        p.off_track for plan in absorb_options(hero, 5, "physical", rules) for p in plan.conditions
    )
    # Two boxes of each physical condition: 2 * 1 + 2 * 2 + 2 * 3.
    assert capacity(hero, "physical", rules) == 12


def test_condensed_conditions_further_apart_extra_mild_raises_the_cutoff():
    # fate-condensed-srd.txt L1107: the added boxes raise the row's cutoff one for one.
    rules = conditions_rules(separated=True)
    brute = replace(pc("Brute", Physique=5), stress_marked={"physical": frozenset(range(6))})
    assert capacity(brute, "physical", rules) == 4 + 4 + 6
    plans = [shape(p) for p in absorb_options(brute, 4, "physical", rules)]
    assert ((), (), (("Hurt", 4),)) in plans


# --- Fate Core --------------------------------------------------------------------------------


def test_core_stress_example_landon_checks_his_three_point_box():
    # fate-core-actions-and-conflicts.txt L554-560: a 3-shift hit; Landon has only a 2-point
    # and a 3-point box left, checks the 3-point one, and has the 2-point box left.
    landon = replace(pc("Landon", Physique=1), stress_marked={"physical": frozenset({0})})
    plan = recommend_plan(landon, 3, "physical", CORE)
    assert shape(plan) == ((2,), (), ())
    after = apply_plan(landon, plan, CORE)
    assert after.stress_marked["physical"] == frozenset({0, 2})
    assert shape(recommend_plan(after, 2, "physical", CORE)) == ((1,), (), ())


def test_core_consequences_example_cynere_takes_her_four_box_and_a_mild():
    # fate-core-actions-and-conflicts.txt L576-580: a 6-shift hit on Cynere (boxes 1-4, all
    # consequences free); she checks her 4-point box and takes the mild Bloodied. The text's
    # other options (1+2+3, 4+2) mark several boxes, which the decision forbids.
    cynere = pc("Cynere", Physique=3)
    plans = absorb_options(cynere, 6, "physical", CORE)
    assert all(len(p.boxes) <= 1 for p in plans)
    best = plans[0]
    assert shape(best) == ((3,), ("mild",), ())
    after = apply_plan(cynere, best, CORE, consequence_names={"mild": "Bloodied"}, attacker="thug")
    assert after.consequence("mild").aspect == "Bloodied"
    assert after.consequence("mild").free_invokes == ("thug",)


def test_core_one_box_per_hit_may_be_smaller_than_the_hit_with_consequences():
    # Issue decision; fate-core-actions-and-conflicts.txt L548 and L568.
    plans = [shape(p) for p in absorb_options(pc("Avg", Physique=1), 5, "physical", CORE)]
    assert ((2,), ("mild",), ()) in plans  # 3-point box + mild
    assert ((0,), ("moderate",), ()) in plans  # 1-point box + moderate
    assert ((1,), ("moderate",), ()) in plans  # 2-point box + moderate, one shift wasted


def test_core_consequences_one_shared_set_mental_hit_needs_a_bigger_slot():
    # fate-core-actions-and-conflicts.txt L572: a mild slot filled by a physical consequence
    # forces a moderate or severe for a mental hit.
    hero = replace(
        pc("Hero"),
        stress_marked={"mental": frozenset({0, 1})},
        consequences=(Consequence("mild", Severity.MILD, "Black Eye"),),
    )
    plans = [shape(p) for p in absorb_options(hero, 2, "mental", CORE)]
    assert plans[:2] == [((), ("moderate",), ()), ((), ("severe",), ())]


def test_core_extreme_consequence_belongs_to_every_pc_and_absorbs_eight():
    # fate-core-actions-and-conflicts.txt L614-620.
    hero = replace(pc("Hero"), stress_marked={"physical": frozenset({0, 1})})
    assert capacity(hero, "physical", CORE) == 2 + 4 + 6 + 8
    plan = absorb_options(hero, 20, "physical", CORE)
    assert [shape(p) for p in plan] == [((), ("mild", "moderate", "severe", "extreme"), ())]
    npc = replace(hero, kind=CharacterKind.MAJOR_NPC)
    assert capacity(npc, "physical", CORE) == 12


def test_core_taken_out_only_when_stress_and_consequences_cannot_absorb():
    # Issue decision on fate-core-actions-and-conflicts.txt L548 ("no next available box").
    hero = replace(pc("Hero"), stress_marked={"physical": frozenset({0, 1})})
    assert not is_taken_out_by(hero, 3, "physical", CORE)


# --- Fate Accelerated ---------------------------------------------------------------------


def test_accelerated_stress_example_box_two_and_a_mild_for_four_shifts():
    # fate-accelerated.txt L326: a 4-shift hit; check Box 2 and take Sprained Ankle (2).
    hero = pc("Hero")
    plan = recommend_plan(hero, 4, "stress", ACCELERATED)
    assert shape(plan) == ((1,), ("mild",), ())
    after = apply_plan(
        hero, plan, ACCELERATED, consequence_names={"mild": "Sprained Ankle"}, attacker="ogre"
    )
    assert after.stress_marked == {"stress": frozenset({1})}
    assert after.consequence("mild").free_invokes == ("ogre",)


def test_accelerated_two_shift_hit_example_and_one_box_per_hit():
    # fate-accelerated.txt L292 (+5 vs +3 = 2 shifts) and L305-307: Box n absorbs n, one box
    # per hit, never a checked box.
    shifts = resolve(5, 3, ACCELERATED).shifts
    assert shifts == 2
    plans = absorb_options(pc("Hero"), shifts, "stress", ACCELERATED)
    assert [shape(p) for p in plans][:2] == [((1,), (), ()), ((2,), (), ())]
    used = replace(pc("Hero"), stress_marked={"stress": frozenset({1, 2})})
    assert shape(recommend_plan(used, 2, "stress", ACCELERATED)) == ((), ("mild",), ())


def test_accelerated_consequences_as_many_blank_slots_as_you_like():
    # fate-accelerated.txt L311: mark as many blank consequence slots as you like.
    hero = replace(pc("Hero"), stress_marked={"stress": frozenset({0, 1, 2})})
    assert shape(recommend_plan(hero, 12, "stress", ACCELERATED)) == (
        (),
        ("mild", "moderate", "severe"),
        (),
    )
    assert is_taken_out_by(hero, 13, "stress", ACCELERATED)


# --- Spirit of the Century ------------------------------------------------------------------


def test_sotc_stress_three_point_hit_marks_the_third_box():
    # spirit-of-the-century-srd.txt L418: a three-point physical hit marks the third box.
    plan = recommend_plan(pc("Hero"), 3, "health", SOTC)
    assert shape(plan) == ((2,), (), ())


def test_sotc_stress_rolls_up_to_the_next_empty_box():
    # spirit-of-the-century-srd.txt L986: a 4-point hit with the 4th box filled rolls up to
    # the 5th box (the stunt adds a second option; by default the hit rolls up).
    hero = replace(pc("Hero"), stress_marked={"health": frozenset({3})})
    plans = absorb_options(hero, 4, "health", SOTC)
    assert shape(plans[0]) == ((4,), (), ())
    assert [shape(p) for p in plans] == [((4,), (), ()), ((), ("mild",), ())]


def test_sotc_hit_beyond_the_track_or_rolling_past_it_needs_a_consequence():
    # spirit-of-the-century-srd.txt L422: a hit bigger than the track, or rolling up past
    # the last box, must take a consequence.
    assert [shape(p) for p in absorb_options(pc("Hero"), 6, "health", SOTC)] == [
        ((), ("mild",), ())
    ]
    full_top = replace(pc("Hero"), stress_marked={"health": frozenset({4})})
    assert [shape(p) for p in absorb_options(full_top, 5, "health", SOTC)] == [((), ("mild",), ())]


def test_sotc_consequences_are_sequential_and_three_at_most():
    # spirit-of-the-century-srd.txt L423-427: first mild, second moderate, further severe;
    # three at a time; past a severe the character is taken out. Each absorbs a whole hit.
    hero = pc("Hero")
    taken = []
    for expected in ("mild", "moderate", "severe"):
        plan = recommend_plan(hero, 9, "health", SOTC)
        assert slots_of(plan) == [expected] and plan.wasted == 0
        hero = apply_plan(hero, plan, SOTC, consequence_names={expected: expected.title()})
        taken.append(expected)
    assert is_taken_out_by(hero, 9, "health", SOTC)
    assert recommend_plan(hero, 1, "health", SOTC).boxes == (0,)  # boxes still work
    assert capacity(hero, "health", SOTC) == 5


def test_sotc_tie_is_a_zero_shift_hit_that_marks_nothing():
    # Issue decision; spirit-of-the-century-srd.txt L413 (stress equals the shifts).
    assert resolve(3, 3, SOTC).shifts == 0
    assert shape(recommend_plan(pc("Hero"), 0, "health", SOTC)) == ((), (), ())


def test_sotc_stunt_extra_moderate_allows_four_physical_consequences():
    # spirit-of-the-century-srd.txt L967: one extra moderate physical consequence before a
    # severe one, a total of four in a physical conflict.
    hero = replace(
        pc("Hero"), extra_slots=(ExtraSlot("moderate (stunt)", Severity.MODERATE, 0, "health"),)
    )
    order = []
    for _ in range(4):
        plan = recommend_plan(hero, 7, "health", SOTC)
        order.append(slots_of(plan)[0])
        hero = apply_plan(hero, plan, SOTC, consequence_names={order[-1]: "Hurt"})
    assert order == ["mild", "moderate", "moderate (stunt)", "severe"]
    assert is_taken_out_by(hero, 7, "health", SOTC)


def test_sotc_minions_fill_boxes_in_turn_and_overflow_to_the_next():
    # spirit-of-the-century-srd.txt L461 and L466: Fair minions take two boxes each; stress
    # fills all boxes and overflows to the next minion.
    gang = Character(
        "gang",
        "Cultists",
        CharacterKind.MOOK_GROUP,
        stress_boxes={"health": (1, 1)},
        group_size=4,
    )
    plan = recommend_plan(gang, 5, "health", SOTC)
    assert (plan.mooks_taken_out, plan.boxes, plan.wasted) == (2, (0,), 0)
    after = apply_plan(gang, plan, SOTC)
    assert (after.group_size, after.stress_marked) == (2, {"health": frozenset({0})})
    assert capacity(after, "health", SOTC) == 3
    wiped = apply_plan(after, recommend_plan(after, 3, "health", SOTC), SOTC)
    assert (wiped.group_size, wiped.taken_out) == (0, True)
    assert is_taken_out_by(after, 4, "health", SOTC)


def _drowned(ruleset, boxes=(1,), size=4):
    """The Drowned Faithful of the bundled Condensed campaign: four mooks, one box each."""
    track = stress_tracks(
        Character("x", "X", CharacterKind.MINOR_NPC, stress_boxes={"stress": boxes}), ruleset
    )
    name = track[0].name if track else "stress"
    return Character(
        "faithful",
        "Drowned Faithful",
        CharacterKind.MOOK_GROUP,
        stress_boxes={name: boxes},
        group_size=size,
    ), name


def test_condensed_l1056_a_hit_beyond_one_mooks_stress_takes_out_only_that_mook():
    # fate-condensed-srd.txt L1056: a minor NPC that takes "a hit with more shifts than they
    # can absorb with stress" is simply taken out; no text carries the rest to the next
    # mook. Bug: a 2-shift hit on four one-box mooks took two of them out (x4 -> x2).
    mooks, track = _drowned(CONDENSED)
    plan = recommend_plan(mooks, 2, track, CONDENSED)
    assert (plan.mooks_taken_out, plan.boxes) == (1, ())
    after = apply_plan(mooks, plan, CONDENSED)
    assert (after.group_size, after.taken_out) == (3, False)
    assert is_taken_out_by(replace(mooks, group_size=1), 2, track, CONDENSED)


def test_condensed_l1056_a_mook_that_absorbs_the_hit_with_stress_stands():
    # fate-condensed-srd.txt L1056: taken out only by more shifts than the stress absorbs.
    mooks, track = _drowned(CONDENSED)
    plan = recommend_plan(mooks, 1, track, CONDENSED)
    assert (plan.mooks_taken_out, plan.boxes) == (0, (0,))
    marked = apply_plan(mooks, plan, CONDENSED)
    assert (marked.group_size, marked.stress_marked) == (4, {track: frozenset({0})})
    # Its box is full: the next shift takes it out, and the next mook starts unmarked.
    again = apply_plan(marked, recommend_plan(marked, 1, track, CONDENSED), CONDENSED)
    assert (again.group_size, again.stress_marked.get(track, frozenset())) == (3, frozenset())


@pytest.mark.parametrize("ruleset", [CORE, ACCELERATED], ids=["core", "accelerated"])
def test_core_and_accelerated_carry_no_shifts_to_the_next_mook(ruleset):
    # fate-core-actions-and-conflicts.txt L779-781 and fate-accelerated.txt: mobs without a
    # rule of their own; a mook is a nameless NPC taken out alone (as Condensed L1056 says).
    mooks, track = _drowned(ruleset, boxes=(1, 2))
    plan = recommend_plan(mooks, 2, track, ruleset)
    assert (plan.mooks_taken_out, plan.boxes) == (0, (1,))  # the 2-box takes the hit
    plan = recommend_plan(mooks, 5, track, ruleset)
    assert plan.mooks_taken_out == 1
    assert apply_plan(mooks, plan, ruleset).group_size == 3


def test_sotc_average_minions_one_box_each():
    # spirit-of-the-century-srd.txt L461: Average minions take one box of stress.
    mob = Character(
        "mob", "Mob", CharacterKind.MOOK_GROUP, stress_boxes={"health": (1,)}, group_size=6
    )
    plan = recommend_plan(mob, 3, "health", SOTC)
    assert (plan.mooks_taken_out, plan.boxes) == (3, ())


# --- applying plans -------------------------------------------------------------------------


def test_apply_plan_refuses_a_stale_plan_and_unnamed_consequences():
    hero = pc("Hero")
    plan = recommend_plan(hero, 2, "physical", CONDENSED)
    marked = apply_plan(hero, plan, CONDENSED)
    with pytest.raises(RulesError, match="list the options again"):
        apply_plan(marked, recommend_plan(hero, 3, "physical", CONDENSED), CONDENSED)
    big = recommend_plan(marked, 3, "physical", CONDENSED)
    with pytest.raises(RulesError, match="name the mild consequence"):
        apply_plan(marked, big, CONDENSED)


def test_sotc_l226_l426_a_new_consequence_gives_the_attacker_no_free_tag():
    # spirit-of-the-century-srd.txt L226-227: a free tag comes with an aspect introduced by a
    # maneuver, a declaration or an assessment; L426: a consequence is tagged "like any other
    # aspect", for a fate point. Bug: the absorb dialog gave the attacker a free tag on it.
    assert SOTC.consequences.attacker_free_invoke is False
    after = hit_with(pc("Hero"), 6, "health", SOTC, names={"mild": "Winded"})
    assert after.consequence("mild").free_invokes == ()
    # The other texts give one (docs/rules-coverage.md cites their lines).
    assert all(r.consequences.attacker_free_invoke for r in (CONDENSED, CORE, ACCELERATED))


def test_no_free_invoke_when_the_rule_set_gives_none():
    rules = replace(
        CONDENSED, consequences=replace(CONDENSED.consequences, attacker_free_invoke=False)
    )
    hero = replace(pc("Hero"), stress_marked={"physical": frozenset({0, 1, 2})})
    after = hit_with(hero, 2, "physical", rules, names={"mild": "Winded"})
    assert after.consequence("mild").free_invokes == ()


# --- properties ---------------------------------------------------------------------------

RULESETS = (
    CONDENSED,
    CORE,
    ACCELERATED,
    SOTC,
    enable_options(CONDENSED, ["extreme_consequences"]),
    conditions_rules(),
    conditions_rules(separated=True),
)


@st.composite
def harmed_characters(draw):
    """A character of any kind under any rule set, with some boxes and slots already used."""
    rules = draw(st.sampled_from(RULESETS))
    kind = draw(st.sampled_from(list(CharacterKind)))
    skills = {rule.skill: draw(st.integers(0, 6)) for rule in rules.stress.tracks if rule.skill}
    hero = Character("x", "X", kind, skills=skills)
    if kind in (CharacterKind.MINOR_NPC, CharacterKind.MOOK_GROUP):
        names = [rule.name for rule in rules.stress.tracks]
        boxes = draw(st.lists(st.sampled_from([1, 1, 2]), max_size=3))
        hero = replace(
            hero,
            stress_boxes={name: tuple(boxes) for name in names},
            group_size=draw(st.integers(1, 5)) if kind is CharacterKind.MOOK_GROUP else 1,
        )
    marked = {}
    for track in stress_tracks(hero, rules):
        chosen = draw(st.sets(st.integers(0, max(len(track.boxes) - 1, 0))))
        chosen = {i for i in chosen if i < len(track.boxes)}
        if kind is CharacterKind.MOOK_GROUP and len(chosen) == len(track.boxes):
            chosen = set()  # a mook whose boxes are all full is already gone
        if chosen:
            marked[track.name] = frozenset(chosen)
    taken = tuple(
        Consequence(slot.name, slot.severity, "Hurt")
        for slot in consequence_slots(hero, rules)
        if draw(st.booleans())
    )
    conditions = {}
    for row in condition_rows(hero, rules):
        for condition in row.conditions:
            count = draw(st.integers(0, condition.boxes))
            if row.cutoff is not None:
                count = min(
                    count, row.cutoff - sum(conditions.get(c.name, 0) for c in row.conditions)
                )
            if count:
                conditions[condition.name] = count
    hero = replace(hero, stress_marked=marked, consequences=taken, conditions_marked=conditions)
    track = draw(st.sampled_from([rule.name for rule in rules.stress.tracks]))
    return hero, rules, track


# The properties below try 100 and 60 characters by default (300 and 200 took 4 s of CPU):
# they are not derandomised, so every run draws new ones, and Hypothesis keeps a failing one in
# its database (.hypothesis/) to try first next time; at these counts a run still draws each
# rule set and each kind of character a dozen times or more. FATE_FUZZ_SCALE=10
# (tests/effort.py) tries ten times as many.
@settings(max_examples=tries(100), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(harmed_characters(), st.integers(0, 24))
def test_property_plans_never_exceed_capacity_and_always_cover_the_hit(case, hit):
    hero, rules, kind = case
    plans = absorb_options(hero, hit, kind, rules)
    limit = capacity(hero, kind, rules)
    assert bool(plans) == (limit is None or hit <= limit)
    track = next((t for t in stress_tracks(hero, rules) if t.name == kind), None)
    free_boxes = set(track.free) if track else set()
    free_slots = {s.name for s in consequence_slots(hero, rules) if s.is_free}
    rows = {c.name: (c, row) for row in condition_rows(hero, rules) for c in row.conditions}
    for plan in plans:
        assert plan.absorbed >= hit and plan.wasted >= 0
        if limit is not None and hero.kind is not CharacterKind.MOOK_GROUP:
            assert plan.absorbed <= limit
        if plan.mooks_taken_out == 0:
            assert set(plan.boxes) <= free_boxes
        assert len(set(plan.boxes)) == len(plan.boxes)
        if rules.stress.mode is not StressMode.ONE_POINT_BOXES:
            assert len(plan.boxes) <= 1 or hero.kind is CharacterKind.MOOK_GROUP
        assert {p.slot for p in plan.consequences} <= free_slots
        assert len({p.slot for p in plan.consequences}) == len(plan.consequences)
        for pick in plan.conditions:
            condition, row = rows[pick.condition]
            assert 0 < pick.boxes <= condition.free
        for row in condition_rows(hero, rules):
            if row.room is not None:
                names = {c.name for c in row.conditions}
                assert sum(p.boxes for p in plan.conditions if p.condition in names) <= row.room


@settings(max_examples=tries(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(harmed_characters(), st.integers(0, 24))
def test_property_recommend_plan_is_one_of_the_listed_plans(case, hit):
    hero, rules, kind = case
    plans = absorb_options(hero, hit, kind, rules)
    best = recommend_plan(hero, hit, kind, rules)
    assert (best is None) == (not plans)
    if best is not None:
        assert best in plans
        names = {p.slot: "Harm" for p in best.consequences}
        after = apply_plan(hero, best, rules, consequence_names=names, attacker="foe")
        assert len(after.consequences) == len(hero.consequences) + len(best.consequences)


@settings(max_examples=tries(60), deadline=None)
@given(harmed_characters(), st.data())
def test_property_marking_then_clearing_stress_are_inverses(case, data):
    hero, rules, kind = case
    track = next((t for t in stress_tracks(hero, rules) if t.name == kind), None)
    free = list(track.free) if track else []
    chosen = data.draw(st.sets(st.sampled_from(free)) if free else st.just(set()))
    assert clear_boxes(mark_boxes(hero, kind, chosen), kind, chosen) == hero
    if hero.kind is CharacterKind.MOOK_GROUP:
        return
    plan = recommend_plan(hero, data.draw(st.integers(1, 6)), kind, rules)
    if plan is not None and not plan.consequences and not plan.conditions:
        assert clear_boxes(apply_plan(hero, plan, rules), kind, plan.boxes) == hero


def test_sotc_L423_L425_consequences_written_by_hand_keep_their_order():
    # spirit-of-the-century-srd.txt L423: first mild, second moderate, more severe; L425:
    # after a severe one the only option left is being taken out.
    diego = pc("Diego")
    with pytest.raises(RulesError, match="next one goes in 'mild'"):
        write_consequence(diego, "moderate", "Winded", SOTC)
    diego = write_consequence(diego, "mild", "Winded", SOTC)
    diego = write_consequence(diego, "moderate", "Cracked Rib", SOTC)
    diego = write_consequence(diego, "severe", "Broken Arm", SOTC)
    # Renaming a filled slot is always allowed.
    assert write_consequence(diego, "mild", "Still Winded", SOTC).consequence("mild").aspect == (
        "Still Winded"
    )


def test_condensed_L1164_extreme_written_by_hand_replaces_an_aspect():
    rules = enable_options(CONDENSED, ["extreme_consequences"])
    hero = replace(
        pc("Hero"),
        aspects=(
            Aspect("Last of the Wardens", AspectKind.CHARACTER, role="high concept"),
            Aspect("Sworn to the Old King", AspectKind.CHARACTER),
        ),
    )
    with pytest.raises(RulesError, match="say which"):
        write_consequence(hero, "extreme", "Hollowed Out", rules)
    with pytest.raises(RulesError, match="only an extreme consequence"):
        write_consequence(hero, "mild", "Bruised", rules, replaces="Sworn to the Old King")
    changed = write_consequence(
        hero, "extreme", "Hollowed Out", rules, replaces="Sworn to the Old King"
    )
    assert changed.aspect("Sworn to the Old King") is None and changed.extreme_used
    with pytest.raises(RulesError, match="renamed back"):
        write_consequence(changed, "extreme", "sworn to the old king", rules)


def _attacker_holds_the_free_invoke(ruleset, kind: str = "physical") -> None:
    hero = pc("Hero")
    full = {t.name: frozenset(range(len(t.boxes))) for t in stress_tracks(hero, ruleset)}
    after = hit_with(replace(hero, stress_marked=full), 2, kind, ruleset, names={"mild": "Cut"})
    assert after.consequence("mild").free_invokes == ("foe",)


def test_condensed_L836_the_attacker_gets_a_free_invoke_on_a_new_consequence():
    # fate-condensed-srd.txt L836: the opponent who forced the consequence invokes it free.
    _attacker_holds_the_free_invoke(CONDENSED)


def test_core_L570_the_attacker_gets_a_free_invocation_on_a_new_consequence():
    # fate-core-actions-and-conflicts.txt L570.
    _attacker_holds_the_free_invoke(CORE)


def test_accelerated_L313_a_consequence_is_an_aspect_the_attacker_invokes_free():
    # fate-accelerated.txt L313: each consequence is a new aspect opponents can invoke.
    _attacker_holds_the_free_invoke(ACCELERATED)


def test_core_L652_L654_no_stress_or_consequences_left_to_buy_off_the_hit_is_taken_out():
    # fate-core-actions-and-conflicts.txt L654.
    landon = pc("Landon")
    most = capacity(landon, "physical", CORE)
    assert most is not None
    assert not is_taken_out_by(landon, most, "physical", CORE)
    assert is_taken_out_by(landon, most + 1, "physical", CORE)
