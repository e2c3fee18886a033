"""How far an attack reaches across the zones, and when its target stands beyond it."""

import pytest

from fate_tui.rules.character import Character, Stunt
from fate_tui.rules.reach import Further, attack_reach, out_of_reach
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, SOTC
from fate_tui.rules.scene import Scene, add_to_scene, add_zone, zone_distance


def farmhouse(**placed: str) -> Scene:
    """fate-condensed-srd.txt L714's farmhouse, the zones in a line from the woods to the
    upstairs, with a cellar nobody can reach; `placed`: character id -> zone."""
    scene = Scene("farm", "A Remote Farmhouse")
    scene = add_zone(scene, "Back Woods")
    scene = add_zone(scene, "Front Yard", connects=("Back Woods",))
    scene = add_zone(scene, "First Floor", connects=("Front Yard",))
    scene = add_zone(scene, "Second Floor", connects=("First Floor",))
    scene = add_zone(scene, "Sealed Cellar")
    for cid, zone in placed.items():
        scene = add_to_scene(scene, cid, zone)
    return scene


FIGHTER = Character("ruth", "Ruth", skills={"Fight": 3, "Shoot": 2, "Provoke": 2})


def reached(scene: Scene, ruleset, skill: str, attacker: Character = FIGHTER):
    return out_of_reach(scene, ruleset, "ruth", attacker, skill, "ghoul")


def test_zone_distance_is_the_shortest_path_both_ways():
    scene = farmhouse()
    assert zone_distance(scene, "Back Woods", "Second Floor") == 3
    assert zone_distance(scene, "Second Floor", "Back Woods") == 3
    assert zone_distance(scene, "First Floor", "First Floor") == 0
    assert zone_distance(scene, "Back Woods", "Sealed Cellar") is None


def test_condensed_L718_fight_reaches_only_its_own_zone():
    # "Anything outside your zone is usually beyond your reach": you hit and stab in your zone.
    assert reached(farmhouse(ruth="First Floor", ghoul="First Floor"), CONDENSED, "Fight") is None
    far = reached(farmhouse(ruth="First Floor", ghoul="Second Floor"), CONDENSED, "Fight")
    assert far is not None
    assert (far.attacker_zone, far.target_zone, far.distance) == ("First Floor", "Second Floor", 1)
    assert (far.reach.zones, far.reach.further) == (0, Further.EXTENDED)
    assert far.reach.source == "fate-condensed-srd.txt L718"


def test_condensed_L724_shoot_reaches_adjacent_zones_further_if_clear():
    # "Ranged attacks can target enemies in adjacent zones or maybe further, if the zones are
    # clear enough."
    assert reached(farmhouse(ruth="Front Yard", ghoul="First Floor"), CONDENSED, "Shoot") is None
    far = reached(farmhouse(ruth="Front Yard", ghoul="Second Floor"), CONDENSED, "Shoot")
    assert far is not None and far.distance == 2
    assert (far.reach.zones, far.reach.further) == (1, Further.CLEAR_ZONES)


def test_condensed_L718_an_npcs_own_skill_reaches_as_the_attack_it_stands_for():
    # L1056: a minor NPC "Great (+4) at Biting People" bites as it would Fight.
    biter = Character("ruth", "Ghoul", skills={"Biting People": 4, "Fight": 1})
    far = reached(
        farmhouse(ruth="Front Yard", ghoul="First Floor"), CONDENSED, "Biting People", biter
    )
    assert far is not None and far.reach.skill == "Biting People" and far.reach.zones == 0


def test_an_npcs_own_skill_in_a_mental_conflict_is_not_held_to_zones():
    # Regression: the Deacon's "Dragging the Living Under" made in a mental conflict is an
    # attack on the mind, defended with Will (its kind, sotc L416), yet it was warned of as
    # his Fight, reaching only its own zone (L718).
    biter = Character("ruth", "Ghoul", skills={"Biting People": 4, "Fight": 1})
    scene = farmhouse(ruth="Front Yard", ghoul="First Floor")
    assert (
        out_of_reach(scene, CONDENSED, "ruth", biter, "Biting People", "ghoul", mental=True) is None
    )
    physical = out_of_reach(scene, CONDENSED, "ruth", biter, "Biting People", "ghoul", mental=False)
    assert physical is not None and physical.reach.zones == 0


def test_condensed_L561_L718_a_mental_attack_is_not_held_to_zones():
    # Provoke attacks the mind (L561); the reach of L718 is physically engaging someone.
    assert reached(farmhouse(ruth="Back Woods", ghoul="Second Floor"), CONDENSED, "Provoke") is None


def test_condensed_L724_no_path_of_zones_is_beyond_any_reach():
    # "you can't shoot it from the bottom of the stairs": zones no path connects are out of reach.
    far = reached(farmhouse(ruth="Front Yard", ghoul="Sealed Cellar"), CONDENSED, "Shoot")
    assert far is not None and far.distance is None


def test_an_unplaced_attacker_or_target_is_not_judged():
    scene = add_to_scene(farmhouse(ruth="Front Yard"), "ghoul")  # in the scene, in no zone
    assert reached(scene, CONDENSED, "Fight") is None


def test_core_L460_fight_reaches_its_own_zone():
    # A zone is "close enough to where you can interact directly with someone": Fight stays in it.
    far = reached(farmhouse(ruth="Front Yard", ghoul="First Floor"), CORE, "Fight")
    assert far is not None and far.reach.further is Further.NOTHING_SAID
    assert far.reach.source == "fate-core-actions-and-conflicts.txt L460"


def test_core_L682_shoot_has_no_range_in_the_text():
    # The chapter's archer shoots down from two zones away; no range is given.
    assert reached(farmhouse(ruth="Back Woods", ghoul="Second Floor"), CORE, "Shoot") is None
    assert attack_reach(CORE, FIGHTER, "Provoke") is None


@pytest.mark.parametrize("approach", ["Forceful", "Quick", "Clever"])
def test_accelerated_L265_another_zone_needs_a_reason_to_act_at_a_distance(approach):
    # "you can interact with other characters in the same zone—or in nearby zones if you can
    # justify acting at a distance": the same for every approach.
    hero = Character("ruth", "Ruth", skills={approach: 2})
    near = farmhouse(ruth="Front Yard", ghoul="Front Yard")
    assert reached(near, ACCELERATED, approach, hero) is None
    far = reached(farmhouse(ruth="Front Yard", ghoul="First Floor"), ACCELERATED, approach, hero)
    assert far is not None and far.reach.further is Further.AT_A_DISTANCE
    assert far.reach.source == "fate-accelerated.txt L265"


def test_sotc_L362_fists_touch_in_the_same_zone():
    # "people in the same zone can 'touch' each other": a punch stays in its zone.
    brawler = Character("ruth", "Brawler", skills={"Fists": 3})
    far = reached(farmhouse(ruth="Front Yard", ghoul="First Floor"), SOTC, "Fists", brawler)
    assert far is not None and (far.reach.zones, far.reach.further) == (0, Further.TOUCH)


def test_sotc_L700_weapons_reach_a_zone_only_thrown_or_long():
    # Weapons reach one zone only thrown or with "unusually long reach" (a whip): told, not known.
    fencer = Character("ruth", "Fencer", skills={"Weapons": 3})
    far = reached(farmhouse(ruth="Front Yard", ghoul="First Floor"), SOTC, "Weapons", fencer)
    assert far is not None and (far.reach.zones, far.reach.further) == (0, Further.THROWN_OR_LONG)


def test_sotc_L598_guns_shoot_two_zones_away():
    # "With a gun, characters can shoot up to two zones away – three if it's a rifle".
    shooter = Character("ruth", "Shooter", skills={"Guns": 3})
    two = farmhouse(ruth="Back Woods", ghoul="First Floor")
    assert reached(two, SOTC, "Guns", shooter) is None
    far = reached(farmhouse(ruth="Back Woods", ghoul="Second Floor"), SOTC, "Guns", shooter)
    assert far is not None and far.distance == 3
    assert (far.reach.zones, far.reach.further) == (2, Further.RIFLE)


def test_sotc_L1094_the_range_stunt_shoots_a_zone_further():
    # "You can use pistols up to three zones away (instead of two)".
    sharpshooter = Character("ruth", "Shooter", skills={"Guns": 3}, stunts=(Stunt("Guns stunt 1"),))
    three = farmhouse(ruth="Back Woods", ghoul="Second Floor")
    assert reached(three, SOTC, "Guns", sharpshooter) is None


def test_sotc_L379_a_social_attack_is_not_held_to_zones():
    # Intimidation is "to scare" (L379), not to physically harm: no zone stands in its way.
    bully = Character("ruth", "Bully", skills={"Intimidation": 3})
    assert (
        reached(farmhouse(ruth="Back Woods", ghoul="Second Floor"), SOTC, "Intimidation", bully)
        is None
    )
