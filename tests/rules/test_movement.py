"""Moving between zones (free, supplemental or taking the action; sprints and borders) and
what an exchange allows each character: one action and one move."""

import pytest

from fate_tui.rules.aspects import Aspect
from fate_tui.rules.character import Character
from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.exchange_budget import (
    ExchangeBudget,
    next_exchange,
    spend_action,
    spend_move,
)
from fate_tui.rules.movement import plan_move, sprint_zones
from fate_tui.rules.obstacles import Block
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, SOTC
from fate_tui.rules.scene import (
    Scene,
    add_aspect,
    add_to_scene,
    add_zone,
    add_zone_aspect,
    border_between,
    crossings,
    disconnect_zones,
    is_height,
    rename_zone,
    set_border,
    zone_path,
)
from fate_tui.rules.teamwork import combine_skills
from fate_tui.rules.turn_order import ElectiveOrder, give_up_turns


def farmhouse() -> Scene:
    # fate-condensed-srd.txt L714: first floor, second floor, front yard, back woods.
    scene = Scene("farm", "A Remote Farmhouse")
    scene = add_zone(scene, "First Floor")
    scene = add_zone(scene, "Second Floor", connects=("First Floor",))
    scene = add_zone(scene, "Front Yard", connects=("First Floor",))
    scene = add_zone(scene, "Back Woods", connects=("Front Yard",))
    return add_to_scene(scene, "ruth", "First Floor")


def test_condensed_L720_an_adjacent_zone_comes_with_the_action():
    move = plan_move(farmhouse(), "ruth", "Front Yard", CONDENSED)
    assert (move.takes_action, move.zones, move.penalty, move.reasons) == (False, 1, 0, ())


def test_condensed_L720_an_impeded_move_takes_the_action():
    # L720: "If your movement is impeded, it takes your action": a situation aspect the GM
    # rules in the way, a block (L1222: its rating is the overcome's difficulty), or far.
    scene = add_zone_aspect(farmhouse(), "Second Floor", Aspect("Collapsed Stairs"))
    move = plan_move(scene, "ruth", "Second Floor", CONDENSED, impeded_by=["collapsed stairs"])
    assert move.takes_action and move.reasons == ("'Collapsed Stairs' makes moving hard",)
    fence = Block("Chain Link Fence", 2)
    fenced = plan_move(farmhouse(), "ruth", "Front Yard", CONDENSED, block=fence)
    assert fenced.takes_action and fenced.difficulty == 2
    far = plan_move(farmhouse(), "ruth", "Back Woods", CONDENSED)
    assert far.takes_action and far.zones == 2
    with pytest.raises(RulesError, match="no aspect called 'Fog'"):
        plan_move(farmhouse(), "ruth", "Front Yard", CONDENSED, impeded_by=["Fog"])


def test_core_L676_L678_aspect_opponent_or_distance_need_an_athletics_overcome():
    # fate-core-actions-and-conflicts.txt L678: more than one zone, a scene aspect, or
    # another character in the way: an overcome that counts as your action. L686: the thug
    # tries to keep Cynere from getting away.
    scene = add_aspect(farmhouse(), Aspect("Slick Floors"))
    assert not plan_move(scene, "ruth", "Front Yard", CORE).takes_action
    slick = plan_move(scene, "ruth", "Front Yard", CORE, impeded_by=["Slick Floors"])
    thug = plan_move(scene, "ruth", "Front Yard", CORE, opposed_by="thug")
    assert slick.takes_action and thug.takes_action and thug.opposed_by == "thug"


def test_accelerated_L267_L278_someone_stopping_you_or_two_zones_take_an_action():
    assert not plan_move(farmhouse(), "ruth", "Second Floor", ACCELERATED).takes_action
    assert plan_move(
        farmhouse(), "ruth", "Second Floor", ACCELERATED, opposed_by="thug"
    ).takes_action
    assert plan_move(farmhouse(), "ruth", "Back Woods", ACCELERATED).takes_action


def test_sotc_L400_L401_a_move_is_supplemental_and_a_border_adds_to_its_penalty():
    # spirit-of-the-century-srd.txt L400: one zone as a supplemental action (-1, L398);
    # L401: a border's value increases the penalty of a move.
    assert plan_move(farmhouse(), "ruth", "Front Yard", SOTC).penalty == -1
    fence = plan_move(farmhouse(), "ruth", "Front Yard", SOTC, border=2)
    assert (fence.takes_action, fence.penalty) == (False, -3)
    with pytest.raises(RulesError, match="no borders"):
        plan_move(farmhouse(), "ruth", "Front Yard", CONDENSED, border=1)


def test_sotc_L543_sprint_crosses_zones_and_borders_up_to_its_shifts():
    # L543: Athletics against Mediocre; zones and borders together at most the shifts; with
    # no borders always at least one zone.
    assert sprint_zones(3) == 3
    assert sprint_zones(0) == 1
    assert sprint_zones(4, borders=(2,)) == 2  # 1 + 2 for the bordered zone, 1 more
    assert sprint_zones(2, borders=(2,)) == 0
    assert sprint_zones(3, borders=(0, 1)) == 2
    with pytest.raises(InvalidValue):
        sprint_zones(3, borders=(-1,))


def test_sotc_L401_borders_lie_between_connected_zones_and_the_cheapest_way_is_taken():
    # spirit-of-the-century-srd.txt L401: "some sort of barrier (like a fence or some debris)"
    # between one zone and the next; its value subtracts shifts from a sprint (L543).
    scene = add_zone(farmhouse(), "Porch", connects=("First Floor", "Back Woods"))
    scene = set_border(scene, "Front Yard", "First Floor", 2)
    assert border_between(scene, "First Floor", "Front Yard") == 2
    # Through the yard: 1 + 2, then 1; round by the porch: 1, then 1.
    path = zone_path(scene, "First Floor", "Back Woods")
    assert path == ("First Floor", "Porch", "Back Woods")
    way = ("First Floor", "Front Yard", "Back Woods")
    assert crossings(scene, way) == ((2, False), (0, False))
    # Set again from the other side, it is one border, not two.
    scene = set_border(scene, "First Floor", "Front Yard", 1)
    assert (
        scene.zone("Front Yard").borders == ()
        and border_between(scene, "Front Yard", "First Floor") == 1
    )
    assert rename_zone(scene, "Front Yard", "Yard").zone("First Floor").borders == (("Yard", 1),)
    assert disconnect_zones(scene, "First Floor", "Front Yard").zone("First Floor").borders == ()
    assert set_border(scene, "First Floor", "Front Yard", 0).zone("First Floor").borders == ()
    # L821: a border may be a height (a climb or a drop), kept with the border.
    roof = set_border(scene, "Front Yard", "First Floor", 3, height=True)
    assert is_height(roof, "First Floor", "Front Yard")
    assert crossings(roof, ("Back Woods", "Front Yard", "First Floor")) == ((0, False), (3, True))
    assert not is_height(
        set_border(roof, "First Floor", "Front Yard", 3), "Front Yard", "First Floor"
    )
    assert rename_zone(roof, "First Floor", "Ground").zone("Front Yard").heights == ("Ground",)
    with pytest.raises(RulesError, match="not connected"):
        set_border(scene, "Second Floor", "Back Woods", 1)
    with pytest.raises(RulesError, match="0 or more"):
        set_border(scene, "First Floor", "Front Yard", -1)


def test_movement_refuses_unplaced_unreachable_and_staying_put():
    scene = add_zone(farmhouse(), "Cellar")
    with pytest.raises(RulesError, match="not placed"):
        plan_move(scene, "og", "Cellar", CONDENSED)
    with pytest.raises(RulesError, match="no path"):
        plan_move(scene, "ruth", "Cellar", CONDENSED)
    with pytest.raises(RulesError, match="already in"):
        plan_move(scene, "ruth", "First Floor", CONDENSED)


# --- The exchange's budget ---------------------------------------------------------------------


def test_condensed_L752_one_action_and_one_move_per_exchange():
    # fate-condensed-srd.txt L752: one overcome, create an advantage or attack, and one move.
    scene = farmhouse()
    budget = spend_move(ExchangeBudget(), plan_move(scene, "ruth", "Front Yard", CONDENSED))
    budget = spend_action(budget, "ruth", "attack the cultist")
    with pytest.raises(RulesError, match="already used their action"):
        spend_action(budget, "ruth", "create an advantage")
    with pytest.raises(RulesError, match="moving again takes the action"):
        spend_move(budget, plan_move(scene, "ruth", "Second Floor", CONDENSED))
    # A move that takes the action spends it.
    far = plan_move(scene, "ruth", "Back Woods", CONDENSED)
    assert spend_move(ExchangeBudget(), far).action_of("ruth") == "move to Back Woods"
    with pytest.raises(RulesError, match="already used their action"):
        spend_move(budget, far)
    fresh = next_exchange(budget)
    assert fresh.exchange == 2 and not fresh.has_acted("ruth")


def _one_action_per_exchange() -> None:
    # Defending is never spent from the budget: only actions and moves are.
    budget = spend_action(ExchangeBudget(), "cynere", "attack Og")
    with pytest.raises(RulesError, match="already used their action"):
        spend_action(budget, "cynere", "create an advantage")
    assert not next_exchange(budget).has_acted("cynere")


def test_core_L516_one_skill_roll_a_turn_defending_as_often_as_needed():
    # fate-core-actions-and-conflicts.txt L516.
    _one_action_per_exchange()


def test_sotc_L385_defending_is_a_free_action():
    # spirit-of-the-century-srd.txt L385: a defense roll does not count as the action.
    _one_action_per_exchange()


def test_accelerated_L191_a_helper_gives_up_their_action():
    # fate-accelerated.txt L191: helpers give up their action for the exchange; +1 each.
    team = [Character(c, c, skills={"Quick": 2}) for c in ("ann", "bo", "cy")]
    help_roll = combine_skills(team, "Quick", ACCELERATED, leader="ann")
    assert help_roll.bonus == 2 and help_roll.actions_given_up == ("bo", "cy")
    # The turn order passes the helpers by for the exchange (turn_order.give_up_turns).
    turns = ElectiveOrder(("ann", "bo", "cy"), active="ann")
    turns = give_up_turns(turns, help_roll.actions_given_up)
    assert turns.acted == ("bo", "cy")
    with pytest.raises(RulesError, match="already acted this exchange"):
        give_up_turns(turns, ["bo"])


def test_condensed_L764_providing_support_uses_your_action():
    team = [Character("a", "A", skills={"Fight": 3}), Character("b", "B", skills={"Fight": 1})]
    assert combine_skills(team, "Fight", CONDENSED).actions_given_up == ("b",)
