"""Conflicts: sides, exchanges, taken out and conceded, the end and its payouts."""

from dataclasses import replace

import pytest

from fate_tui.rules import conflict as conflict_rules
from fate_tui.rules.absorb import recommend_plan
from fate_tui.rules.character import Character, CharacterKind, Consequence, Stunt
from fate_tui.rules.concession import FatePointAward
from fate_tui.rules.conflict import (
    action_resolved,
    become,
    concede,
    end_conflict,
    next_exchange,
    record_taken_out,
    start_conflict,
    take_hit,
)
from fate_tui.rules.errors import RulesError
from fate_tui.rules.overrides import enable_options
from fate_tui.rules.payouts import PendingPayout
from fate_tui.rules.recovery import end_scene
from fate_tui.rules.ruleset import HostilePayout, Period, Severity
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, SOTC


def warehouse():
    # fate-core-actions-and-conflicts.txt L436-492: Landon, Zird and Cynere against Og and
    # his thugs.
    people = {
        "landon": Character("landon", "Landon", skills={"Physique": 1}),
        "zird": Character("zird", "Zird", fate_points=1),
        "cynere": Character("cynere", "Cynere", skills={"Physique": 3}, fate_points=2),
        "og": Character("og", "Og", CharacterKind.MAJOR_NPC),
        "thug": Character(
            "thug", "Thug", CharacterKind.MINOR_NPC, stress_boxes={"physical": (1, 2)}
        ),
    }
    conflict = start_conflict({"PCs": ["landon", "zird", "cynere"], "Og's gang": ["og", "thug"]})
    return conflict, people


def hit(conflict, people, who, shifts, names, ruleset=CORE):
    character = people[who]
    plan = recommend_plan(character, shifts, "physical", ruleset)
    conflict, people[who] = take_hit(
        conflict, character, plan, ruleset, consequence_names=names, attacker="og"
    )
    return conflict


def test_core_ending_a_conflict_example_warehouse_payouts():
    # fate-core-actions-and-conflicts.txt L634-638 and L731-739 (L420: over once one side has
    # all conceded or been taken out): Landon took a mild and a
    # moderate consequence and conceded: three fate points. Og and his thug concede, ending
    # the conflict. Ryan (Zird) gets two for hostile invokes on Not the Face!; Lily
    # (Cynere) won and gets nothing for her consequence.
    conflict, people = warehouse()
    people["landon"] = replace(people["landon"], stress_marked={"physical": frozenset({0, 1, 2})})
    conflict = hit(conflict, people, "landon", 2, {"mild": "Bruised Ribs"})
    conflict = next_exchange(conflict)
    conflict = hit(conflict, people, "landon", 4, {"moderate": "Cracked Skull"})
    conflict = hit(conflict, people, "cynere", 6, {"mild": "Bloodied"})
    assert conflict.consequences_taken("landon") == 2
    conflict, people["landon"] = concede(conflict, people["landon"], CORE, terms="lose sword")
    assert conflict.concessions[0].fate_points == 3 and people["landon"].conceded
    assert not conflict.is_over
    conflict, people["og"] = concede(conflict, people["og"], CORE)
    conflict, people["thug"] = concede(conflict, people["thug"], CORE)
    assert conflict.is_over
    assert [side.name for side in conflict.sides_in_fight] == ["PCs"]
    hostile = [
        PendingPayout("zird", 1, HostilePayout.END_OF_CONFLICT, "Not the Face!"),
        PendingPayout("zird", 1, HostilePayout.END_OF_CONFLICT, "Not the Face!"),
    ]
    end = end_conflict(conflict, people, CORE, extra_awards=hostile)
    points = {cid: c.fate_points for cid, c in end.characters.items()}
    assert points["landon"] == 3
    assert points["zird"] == 1 + 2
    assert points["cynere"] == 2
    assert points["og"] == 1 and points["thug"] == 1  # NPCs carry theirs to the GM's pool
    assert end.conflict.ended and end.still_pending == ()
    assert all(
        not c.taken_this_conflict for person in end.characters.values() for c in person.consequences
    )
    assert end.characters["cynere"].consequence("mild").aspect == "Bloodied"
    # L729: "erase the check in all your stress boxes" once the conflict is over.
    assert end.stress_clears is Period.CONFLICT
    assert all(not person.stress_marked for person in end.characters.values())


def test_core_L729_stress_clears_with_the_conflict_condensed_keeps_it_to_the_scene():
    # Core L729 clears stress at the end of the conflict; Condensed clears it at the end of
    # the scene (its own test names its line), so its boxes stay marked after the conflict.
    for ruleset, kept in ((CORE, {}), (CONDENSED, {"physical": frozenset({0})})):
        conflict, people = warehouse()
        people["cynere"] = replace(people["cynere"], stress_marked={"physical": frozenset({0})})
        for npc in ("og", "thug"):
            conflict, people[npc] = concede(conflict, people[npc], ruleset)
        end = end_conflict(conflict, people, ruleset)
        assert end.characters["cynere"].stress_marked == kept
    # Core stress taken outside any conflict is gone by the scene's end as well.
    assert end_scene(people["cynere"], CORE).stress_marked == {}


def test_core_L741_L749_a_conflict_that_becomes_a_contest_holds_its_fate_points():
    # fate-core-actions-and-conflicts.txt L741-749: the temple guardians and the PCs can no
    # longer harm each other: a contest. End-of-conflict fate points wait for the chase.
    conflict, people = warehouse()
    people["landon"] = replace(people["landon"], stress_marked={"physical": frozenset({0, 1, 2})})
    conflict = hit(conflict, people, "landon", 2, {"mild": "Bruised Ribs"})
    conflict, people["landon"] = concede(conflict, people["landon"], CORE)
    chase = become(conflict, "contest")
    with pytest.raises(RulesError, match="wait until the contest is resolved"):
        end_conflict(chase, people, CORE)
    with pytest.raises(RulesError, match="became a contest"):
        hit(chase, people, "cynere", 2, {})
    with pytest.raises(RulesError, match="contest or a challenge"):
        become(conflict, "duel")
    # The chase is over: the payouts come now, although both sides still stand.
    end = end_conflict(chase, people, CORE, follow_up_resolved=True)
    assert end.characters["landon"].fate_points == 2


def test_condensed_ending_a_conflict_when_one_side_is_all_out():
    # fate-condensed-srd.txt L870: everyone on one side conceded or taken out; conceders
    # collect their points; hostile invokes due after the scene stay pending.
    conflict = start_conflict({"heroes": ["ruth", "charles"], "ghouls": ["ghoul"]})
    people = {
        "ruth": Character("ruth", "Ruth"),
        "charles": Character("charles", "Charles"),
        "ghoul": Character("ghoul", "Ghoul", CharacterKind.MAJOR_NPC),
    }
    conflict, people["charles"] = concede(conflict, people["charles"], CONDENSED)
    with pytest.raises(RulesError, match="not over"):
        end_conflict(conflict, people, CONDENSED)
    conflict, people["ghoul"] = record_taken_out(conflict, people["ghoul"])
    assert people["ghoul"].taken_out and conflict.is_over
    later = PendingPayout("ruth", 1, HostilePayout.AFTER_SCENE)
    end = end_conflict(conflict, people, CONDENSED, extra_awards=[later])
    assert end.awards == (FatePointAward("charles", 1, "conceded the conflict"),)
    assert end.characters["charles"].fate_points == 1
    assert end.still_pending == (later,)


def test_accelerated_conflict_is_over_when_only_one_side_has_characters_in_the_fight():
    # fate-accelerated.txt L290.
    conflict = start_conflict({"a": ["x"], "b": ["y"], "c": ["z"]})
    conflict, _ = record_taken_out(conflict, Character("y", "Y"))
    assert not conflict.is_over
    conflict, _ = concede(conflict, Character("z", "Z"), ACCELERATED)
    assert conflict.is_over


def test_concession_refused_once_the_dice_hit_the_table_until_the_action_is_done():
    # fate-core-actions-and-conflicts.txt L624: once dice hit the table, what happens
    # happens.
    # The app applies a roll as it is rolled, so the mark comes from a scene file the GM
    # wrote (`dice_on_table = true`) mid-action.
    conflict, people = warehouse()
    rolled = replace(conflict, dice_on_table=True)
    with pytest.raises(RulesError, match="already on the table"):
        concede(rolled, people["zird"], CORE)
    conflict, _ = concede(action_resolved(rolled), people["zird"], CORE)
    assert conflict.conceded == ("zird",)
    assert not next_exchange(rolled).dice_on_table


def test_sotc_concession_when_taking_a_consequence_after_the_roll():
    # spirit-of-the-century-srd.txt L433-434: offered when taking a consequence; no fate
    # points for it.
    conflict = start_conflict({"heroes": ["jet"], "villains": ["baron"]})
    jet = Character("jet", "Jet", fate_points=2)
    conflict = replace(conflict, dice_on_table=True)
    plan = recommend_plan(jet, 7, "health", SOTC)
    conflict, jet = take_hit(conflict, jet, plan, SOTC, consequence_names={"mild": "Winded"})
    conflict, jet = concede(conflict, jet, SOTC, taking_consequence=True)
    end = end_conflict(conflict, {"jet": jet}, SOTC)
    assert end.awards == () and end.characters["jet"].fate_points == 2


def test_mook_group_wiped_out_by_a_hit_is_taken_out_of_the_conflict():
    # spirit-of-the-century-srd.txt L461-466.
    gang = Character(
        "gang", "Gang", CharacterKind.MOOK_GROUP, stress_boxes={"health": (1,)}, group_size=2
    )
    conflict = start_conflict({"heroes": ["jet"], "minions": ["gang"]})
    plan = recommend_plan(gang, 2, "health", SOTC)
    conflict, gang = take_hit(conflict, gang, plan, SOTC)
    assert gang.group_size == 0 and conflict.taken_out == ("gang",) and conflict.is_over


def test_conditions_count_for_concession_like_consequences():
    rules = enable_options(CONDENSED, ["conditions"])
    hero = Character("hero", "Hero", stress_marked={"physical": frozenset({0, 1, 2})})
    conflict = start_conflict({"heroes": ["hero"], "foes": ["foe"]})
    plan = recommend_plan(hero, 2, "physical", rules)
    conflict, hero = take_hit(conflict, hero, plan, rules)
    assert conflict.harm[0].severity is Severity.MODERATE
    conflict, hero = concede(conflict, hero, rules)
    assert conflict.concessions[0].fate_points == 2


def test_sides_are_validated_and_out_characters_cannot_act_again():
    with pytest.raises(RulesError, match="two sides"):
        start_conflict({"alone": ["a"]})
    with pytest.raises(RulesError, match="two sides"):
        start_conflict({"a": ["x"], "b": ["x"]})
    with pytest.raises(RulesError, match="nobody"):
        start_conflict({"a": ["x"], "b": []})
    conflict = start_conflict({"a": ["x"], "b": ["y"]})
    conflict, x = concede(conflict, Character("x", "X"), CORE)
    with pytest.raises(RulesError, match="already conceded"):
        concede(conflict, x, CORE)
    with pytest.raises(RulesError, match="not in this conflict"):
        record_taken_out(conflict, Character("q", "Q"))
    end = end_conflict(conflict, {}, CORE)
    with pytest.raises(RulesError, match="already ended"):
        next_exchange(end.conflict)


def test_gm_may_force_the_end_and_extra_awards_pass_through():
    conflict = start_conflict({"a": ["x"], "b": ["y"]})
    cut = Consequence("mild", Severity.MILD, "Cut", taken_this_conflict=True)
    x = Character("x", "X", consequences=(cut,))
    end = end_conflict(
        conflict, {"x": x}, CONDENSED, extra_awards=[FatePointAward("x", 1, "compel")], force=True
    )
    assert end.characters["x"].fate_points == 1
    assert not end.characters["x"].consequences[0].taken_this_conflict


def test_condensed_full_defense_in_a_conflict_gives_two_and_a_boost_only_when_unused():
    # fate-condensed-srd.txt L1180-1188: +2 to defend until your next turn; unused, a boost.
    rules = enable_options(CONDENSED, ["full_defense"])
    conflict = conflict_rules.go_on_full_defense(
        start_conflict({"a": ["x"], "b": ["y"]}), "x", rules
    )
    assert conflict_rules.defense_bonus(conflict, "x") == 2
    assert conflict_rules.defense_bonus(conflict, "y") == 0
    with pytest.raises(RulesError, match="already on full defense"):
        conflict_rules.go_on_full_defense(conflict, "x", rules)
    ended, boost = conflict_rules.end_full_defense(conflict, "x", rules)
    assert boost and ended.full_defenses == ()
    used = conflict_rules.defended(conflict, "x")
    assert conflict_rules.end_full_defense(used, "x", rules)[1] is False
    with pytest.raises(RulesError, match="optional rule"):
        conflict_rules.go_on_full_defense(start_conflict({"a": ["x"], "b": ["y"]}), "x", CONDENSED)


# --- Full defense for others ------------------------------------------------------------------


def _guarded(ruleset, **protect):
    fight = start_conflict({"Us": ["hero", "ward"], "Them": ["foe"]})
    return conflict_rules.go_on_full_defense(fight, "hero", ruleset, **protect)


def test_condensed_L1184_full_defense_protecting_someone_puts_the_bonus_on_their_defence():
    # "you may wish to specify someone you're protecting ... +2 to all defend rolls relevant
    # to your declared focus".
    rules = enable_options(CONDENSED, ["full_defense"])
    hero = Character("hero", "Hero", skills={"Athletics": 2})
    fight = _guarded(rules, protecting=["ward"])
    assert conflict_rules.protector_of(fight, "ward") == "hero"
    assert conflict_rules.full_defense_for(fight, hero, "ward", "Athletics", rules) == 2
    assert conflict_rules.full_defense_for(fight, hero, "hero", "Athletics", rules) == 0
    alone = _guarded(rules)
    assert conflict_rules.full_defense_for(alone, hero, "hero", "Athletics", rules) == 2
    with pytest.raises(RulesError, match="not in the fight"):
        conflict_rules.go_on_full_defense(alone, "foe", rules, protecting=["nobody"])


def test_core_L520_protecting_others_gives_up_the_bonus():
    hero = Character("hero", "Hero", skills={"Athletics": 2})
    fight = _guarded(CORE, protecting=["ward"])
    assert conflict_rules.protector_of(fight, "ward") == "hero"
    assert conflict_rules.full_defense_for(fight, hero, "ward", "Athletics", CORE) == 0
    assert CORE.defense.protector_takes_hit and not CONDENSED.defense.protector_takes_hit


def test_core_L520_a_protector_who_concedes_no_longer_protects_or_defends():
    """Core L520: a full defense holds until the protector's next turn; one who concedes (or
    is taken out) has left the fight and defends nobody any more."""
    hero = Character("hero", "Hero", skills={"Athletics": 2})
    fight = _guarded(CORE, protecting=["ward"])
    fight, _ = conflict_rules.concede(fight, hero, CORE, terms="Runs")
    assert conflict_rules.protector_of(fight, "ward") is None
    assert conflict_rules.full_defense_of(fight, "hero") is None
    alone = _guarded(enable_options(CONDENSED, ["full_defense"]))
    alone, _ = conflict_rules.record_taken_out(alone, hero)
    assert conflict_rules.defense_bonus(alone, "hero") == 0


def test_sotc_L1056_flow_like_water_adds_one_to_a_full_defense_with_fists():
    stunts = tuple(Stunt(s) for s in ("Martial Arts", "Flow Like Water"))
    hero = Character("hero", "Hero", skills={"Fists": 3}, stunts=stunts)
    fight = _guarded(SOTC)
    assert conflict_rules.full_defense_for(fight, hero, "hero", "Fists", SOTC) == 3
    assert conflict_rules.full_defense_for(fight, hero, "hero", "Athletics", SOTC) == 2
