"""Teamwork, full defense, multiple targets and SotC minion groups."""

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.outcomes import resolve
from fate_tui.rules.overrides import enable_options
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, SOTC
from fate_tui.rules.teamwork import (
    attached_bonus,
    check_split,
    combine_skills,
    declare_full_defense,
    earns_boost,
    even_split,
    group_bonus,
    own_group_bonus,
    record_defend,
    targets_apart,
    who_takes_the_hit,
    zone_attack,
)


def who(cid: str, **skills: int) -> Character:
    return Character(cid, cid.title(), skills=skills)


# --- Combining skills ------------------------------------------------------------------------


def test_core_teamwork_example_cynere_leads_landon_helps_zird_cannot():
    # fate-core-actions-and-conflicts.txt L761: Great (+4) Athletics, +1 from Landon's Good (+3),
    # nothing from Zird who has no Athletics: Superb (+5).
    team = combine_skills(
        [who("zird"), who("landon", Athletics=3), who("cynere", Athletics=4)], "Athletics", CORE
    )
    assert (team.leader, team.leader_rating, team.bonus, team.total) == ("cynere", 4, 1, 5)
    assert team.helpers == ("landon",)
    zird = next(v for v in team.verdicts if v.character_id == "zird")
    assert not zird.counted
    assert "Average (+1)" in zird.reason and "Mediocre (+0)" in zird.reason


def test_core_teamwork_example_six_average_guardians_roll_fantastic():
    # fate-core-actions-and-conflicts.txt L763: six Average (+1) guardians roll Fantastic (+6).
    guardians = [who(f"guardian{i}", Athletics=1) for i in range(6)]
    team = combine_skills(guardians, "Athletics", CORE)
    assert team.total == 6
    assert CORE.ladder.label(team.total) == "Fantastic (+6)"
    assert len(team.helpers) == 5


def test_core_teamwork_three_helpers_roll_skill_level_plus_three():
    # fate-core-actions-and-conflicts.txt L755
    team = combine_skills(
        [
            who("lead", Physique=2),
            who("h1", Physique=1),
            who("h2", Physique=2),
            who("h3", Physique=1),
        ],
        "Physique",
        CORE,
    )
    assert (team.leader_rating, team.bonus) == (2, 3)


def test_condensed_teamwork_bonus_is_capped_at_the_leaders_rating():
    # fate-condensed-srd.txt L764: the maximum total bonus is the highest person's skill level.
    guardians = [who(f"guardian{i}", Athletics=1) for i in range(6)]
    team = combine_skills(guardians, "Athletics", CONDENSED)
    assert (team.bonus, team.total) == (1, 2)
    assert [v.counted for v in team.verdicts] == [True, False, False, False, False]
    assert "cap" in team.verdicts[1].reason
    lone = combine_skills([who("a"), who("b", Fight=1)], "Fight", CONDENSED, leader="a")
    assert lone.bonus == 0


def test_accelerated_getting_help_any_ally_counts_and_the_gm_sets_the_limit():
    # fate-accelerated.txt L189-191: +1 per helping ally; usually one or two; the GM decides.
    team = [who("lead", Clever=3), who("a"), who("b"), who("c")]
    default = combine_skills(team, "Clever", ACCELERATED)
    assert default.bonus == 2
    assert "at most 2 helpers" in default.verdicts[2].reason
    generous = combine_skills(team, "Clever", ACCELERATED, max_helpers=3)
    assert generous.bonus == 3


def test_combine_skills_rejects_an_unknown_leader_and_no_characters():
    with pytest.raises(RulesError):
        combine_skills([], "Fight", CORE)
    with pytest.raises(RulesError, match="leader"):
        combine_skills([who("a")], "Fight", CORE, leader="b")


# --- Full defense ----------------------------------------------------------------------------


def test_core_full_defense_example_zird_gets_plus_two():
    # fate-core-actions-and-conflicts.txt L520, L524
    defense = declare_full_defense("zird", CORE)
    assert defense.bonus == 2
    assert not earns_boost(defense, CORE)


def test_core_full_defense_for_others_gives_up_the_bonus():
    # fate-core-actions-and-conflicts.txt L520: forgo the action and the bonus to defend others.
    assert declare_full_defense("zird", CORE, protecting=["cynere"]).bonus == 0


def test_core_L520_failing_a_defense_for_someone_lets_you_take_the_hit():
    # fate-core-actions-and-conflicts.txt L520: "Failing a defend action on someone else's
    # behalf gives you the option to take the hit yourself."
    guard = declare_full_defense("zird", CORE, protecting=["cynere"])
    assert who_takes_the_hit(guard, "cynere", CORE, take_it=True) == "zird"
    assert who_takes_the_hit(guard, "cynere", CORE, take_it=False) == "cynere"
    with pytest.raises(RulesError, match="not defending landon"):
        who_takes_the_hit(guard, "landon", CORE, take_it=True)
    rules = enable_options(CONDENSED, ["full_defense"])
    shield = declare_full_defense("ruth", rules, protecting=["charles"])
    with pytest.raises(RulesError, match="cannot take the hit"):
        who_takes_the_hit(shield, "charles", rules, take_it=True)


def test_condensed_full_defense_is_optional_and_unused_earns_a_boost():
    # fate-condensed-srd.txt L1180-1188
    with pytest.raises(RulesError, match="switch on 'full_defense'"):
        declare_full_defense("ruth", CONDENSED)
    rules = enable_options(CONDENSED, ["full_defense"])
    defense = declare_full_defense("ruth", rules, protecting=["cassandra"], focus="Cassandra")
    assert defense.bonus == 2
    assert defense.protecting == ("cassandra",)
    assert earns_boost(defense, rules)
    assert not earns_boost(record_defend(defense), rules)


def test_sotc_full_defense_plus_two_and_accelerated_has_none():
    # spirit-of-the-century-srd.txt L387, L545 (Athletics on full defense at +2);
    # fate-accelerated.txt has no full defense rule.
    assert declare_full_defense("jet", SOTC).bonus == 2
    with pytest.raises(RulesError, match="no full defense"):
        declare_full_defense("jet", ACCELERATED)


def test_core_movement_sidebar_forgoing_your_defense_faces_mediocre():
    # fate-core-actions-and-conflicts.txt L785-787 (the second "Movement" sidebar): give up
    # your defense to take a hit for a friend and the attacker rolls against Mediocre (+0).
    difficulty = CORE.defense.forgo_defense_difficulty
    assert difficulty == 0 and CORE.ladder.label(difficulty) == "Mediocre (+0)"
    assert resolve(3, difficulty, CORE).shifts == 3


# --- Multiple targets ------------------------------------------------------------------------


def test_condensed_multiple_targets_example_sophie_splits_epic_among_three_goons():
    # fate-condensed-srd.txt L1374: Epic (+7) split Good (+3), Fair (+2), Fair (+2).
    split = check_split(7, {"veteran": 3, "goon1": 2, "goon2": 2})
    assert split == {"veteran": 3, "goon1": 2, "goon2": 2}
    assert even_split(7, ["veteran", "goon1", "goon2"]) == {"veteran": 3, "goon1": 2, "goon2": 2}


def test_condensed_multiple_targets_split_needs_at_least_one_each_and_the_exact_total():
    # fate-condensed-srd.txt L1372
    with pytest.raises(RulesError, match="at least 1"):
        check_split(7, {"a": 7, "b": 0})
    with pytest.raises(RulesError, match="add up to 6"):
        check_split(7, {"a": 3, "b": 3})
    with pytest.raises(RulesError, match="positive"):
        even_split(0, ["a"])
    with pytest.raises(RulesError, match="at most 2 targets"):
        even_split(2, ["a", "b", "c"])


def test_condensed_zone_attack_every_target_defends_against_the_full_total():
    # fate-condensed-srd.txt L1376
    assert zone_attack(5, ["friend", "foe"]) == {"friend": 5, "foe": 5}
    with pytest.raises(RulesError):
        zone_attack(5, [])


def test_condensed_L1380_the_targets_of_one_attack_should_occupy_the_same_zone():
    # "With any of these methods, all of the targets should occupy the same zone": targets
    # standing apart are told zone by zone (the GM may allow the occasional exception).
    positions = {"sophie": "Street", "goon1": "Alley", "goon2": "Alley", "goon3": "Rooftop"}
    assert targets_apart(positions, ["goon1", "goon2"]) == {}
    assert targets_apart(positions, ["goon1", "goon3", "goon2"]) == {
        "Alley": ("goon1", "goon2"),
        "Rooftop": ("goon3",),
    }
    # Someone the GM has placed in no zone stands nowhere in particular: not apart.
    assert targets_apart(positions, ["goon1", "bystander"]) == {}
    assert targets_apart({}, ["goon1", "goon2"]) == {}


@given(
    total=st.integers(min_value=1, max_value=40),
    count=st.integers(min_value=1, max_value=40),
)
def test_split_effort_always_sums_to_the_total_with_at_least_one_each(total, count):
    targets = [f"t{i}" for i in range(count)]
    if count > total:
        with pytest.raises(RulesError):
            even_split(total, targets)
        return
    split = even_split(total, targets)
    assert sum(split.values()) == total
    assert min(split.values()) >= 1
    assert max(split.values()) - min(split.values()) <= 1
    assert check_split(total, split) == split


# --- Minion groups ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("size", "bonus"),
    [(1, 0), (2, 1), (3, 1), (4, 2), (6, 2), (7, 3), (9, 3), (10, 4), (25, 4)],
)
def test_sotc_minions_group_bonus_by_size(size, bonus):
    # spirit-of-the-century-srd.txt L463: 2-3 +1, 4-6 +2, 7-9 +3, 10+ +4.
    assert group_bonus(size, SOTC) == bonus


def test_sotc_minions_attached_leader_counts_in_the_group_size():
    # spirit-of-the-century-srd.txt L468 (size includes the leader), L470 (a companion: +1).
    assert attached_bonus(1, SOTC) == 1
    assert attached_bonus(3, SOTC) == 2
    assert attached_bonus(2, SOTC) == 1
    assert attached_bonus(0, SOTC) == 0


def test_a_minion_group_rolls_with_its_size_and_no_one_else_does():
    # spirit-of-the-century-srd.txt L463: a group of minions gets its bonus "to act and
    # react"; the count is of those still standing.
    goons = Character("goons", "Goons", CharacterKind.MOOK_GROUP, group_size=4)
    assert own_group_bonus(goons, SOTC) == 2
    assert own_group_bonus(replace(goons, group_size=3), SOTC) == 1
    assert own_group_bonus(replace(goons, group_size=0), SOTC) == 0
    assert own_group_bonus(goons, CONDENSED) == 0  # Condensed mooks have no such bonus
    assert own_group_bonus(Character("pc", "PC"), SOTC) == 0


def test_group_bonus_errors():
    with pytest.raises(RulesError, match="no group-size bonus"):
        group_bonus(3, CONDENSED)
    with pytest.raises(InvalidValue):
        group_bonus(0, SOTC)
    with pytest.raises(InvalidValue):
        attached_bonus(-1, SOTC)


def test_only_condensed_has_a_rule_for_one_roll_against_several_targets():
    # fate-condensed-srd.txt L1368-1382 ("Ways to Handle Multiple Targets"); Core's, Accelerated's
    # and Spirit of the Century's texts have no such rule.
    from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, SOTC

    assert CONDENSED.teamwork.multiple_targets
    assert not any(r.teamwork.multiple_targets for r in (CORE, ACCELERATED, SOTC))
