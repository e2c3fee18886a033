import pytest

from fate_tui.rules.aspects import Aspect, AspectKind, boost
from fate_tui.rules.errors import RulesError
from fate_tui.rules.obstacles import Block, Hazard
from fate_tui.rules.rulesets import ACCELERATED, CORE
from fate_tui.rules.scene import (
    Scene,
    SceneStatus,
    add_aspect,
    add_obstacle,
    add_to_scene,
    add_zone,
    add_zone_aspect,
    close_scene,
    connect_zones,
    disconnect_zones,
    hazard_turns,
    is_free_move,
    place,
    remove_aspect,
    remove_obstacle,
    remove_zone,
    rename_zone,
    start_scene,
    zone_distance,
)
from fate_tui.rules.turn_order import start_elective


@pytest.fixture
def chapel() -> Scene:
    scene = Scene("chapel", "The Drowned Chapel")
    scene = add_zone(scene, "Nave")
    scene = add_zone(scene, "Altar", connects=("Nave",))
    scene = add_zone(scene, "Bell Tower", connects=("Altar",))
    return scene


def test_zones_connect_both_ways(chapel):
    assert chapel.zone("Nave").connects == ("Altar",)
    assert set(chapel.zone("Altar").connects) == {"Nave", "Bell Tower"}


def test_zone_distance_counts_moves_and_none_when_unreachable(chapel):
    assert zone_distance(chapel, "Nave", "Bell Tower") == 2
    assert zone_distance(chapel, "Nave", "nave") == 0
    cut = disconnect_zones(chapel, "Altar", "Bell Tower")
    assert zone_distance(cut, "Nave", "Bell Tower") is None


def test_rename_zone_keeps_connections_and_positions(chapel):
    scene = add_to_scene(chapel, "ruth", "Altar")
    renamed = rename_zone(scene, "Altar", "Collapsed Altar")
    assert renamed.positions["ruth"] == "Collapsed Altar"
    assert "Collapsed Altar" in renamed.zone("Nave").connects
    assert renamed.in_zone("Collapsed Altar") == ("ruth",)


def test_duplicate_and_unknown_zones_are_refused_with_a_hint(chapel):
    with pytest.raises(RulesError, match="already has a zone"):
        add_zone(chapel, "nave")
    with pytest.raises(RulesError, match="did you mean 'Altar'"):
        chapel.zone("Altra")
    with pytest.raises(RulesError, match="itself"):
        connect_zones(chapel, "Nave", "Nave")


def test_remove_zone_unplaces_its_occupants(chapel):
    scene = add_to_scene(chapel, "ruth", "Bell Tower")
    scene = remove_zone(scene, "Bell Tower")
    assert "ruth" not in scene.positions
    assert "ruth" in scene.cast
    assert scene.zone("Altar").connects == ("Nave",)


def test_moving_needs_the_character_in_the_scene(chapel):
    with pytest.raises(RulesError, match="not in the scene"):
        place(chapel, "ethan", "Nave")
    scene = add_to_scene(chapel, "ethan", "Nave")
    assert is_free_move(scene, "ethan", "Altar")
    assert not is_free_move(scene, "ethan", "Bell Tower")
    assert place(scene, "ethan", "Bell Tower").positions["ethan"] == "Bell Tower"


def test_zone_aspects_are_zone_kind_and_owned_by_the_zone(chapel):
    scene = add_zone_aspect(chapel, "Altar", Aspect("Collapsing Dais", free_invokes=(None,)))
    aspect = scene.zone("Altar").aspects[0]
    assert aspect.kind is AspectKind.ZONE and aspect.owner == "Altar"
    assert aspect in scene.all_aspects


def test_closing_a_scene_drops_boosts_and_free_invokes(chapel):
    scene = add_aspect(chapel, Aspect("Flooded Nave", free_invokes=("ruth", None)))
    scene = add_aspect(scene, boost("Distracted", "cassandra"))
    scene = add_zone_aspect(scene, "Altar", Aspect("Collapsing Dais", free_invokes=(None,)))
    scene = start_scene(scene)
    assert scene.status is SceneStatus.ACTIVE
    ended = close_scene(scene)
    assert ended.status is SceneStatus.ENDED
    assert [a.name for a in ended.aspects] == ["Flooded Nave"]
    assert all(not a.free_invokes for a in ended.all_aspects)


def test_aspects_are_unique_and_removable(chapel):
    scene = add_aspect(chapel, Aspect("Candles Everywhere"))
    with pytest.raises(RulesError, match="already has the aspect"):
        add_aspect(scene, Aspect("candles everywhere"))
    assert remove_aspect(scene, "Candles Everywhere").aspects == ()


def test_accelerated_setting_the_scene_house_zones_example():
    # fate-accelerated.txt L267 and L278: one zone of movement is free; two or more take an
    # action. L280: from the living room, moving into the kitchen is free, but getting to the
    # front porch or the yard takes an action. The text gives no map; here the kitchen opens
    # on the yard and the yard on the porch.
    house = Scene("house", "Thugs in the House")
    house = add_zone(house, "Living Room")
    house = add_zone(house, "Kitchen", connects=("Living Room",))
    house = add_zone(house, "Yard", connects=("Kitchen",))
    house = add_zone(house, "Front Porch", connects=("Yard",))
    house = add_to_scene(house, "hero", "Living Room")
    free = ACCELERATED.movement.free_zones
    assert free == 1
    assert is_free_move(house, "hero", "Kitchen", free)
    assert zone_distance(house, "Living Room", "Yard") == 2
    assert not is_free_move(house, "hero", "Yard", free)
    assert not is_free_move(house, "hero", "Front Porch", free)


def test_core_movement_example_cynere_two_zones_from_the_archer():
    # fate-core-actions-and-conflicts.txt L470-474: two zones of main floor and a second floor
    # reached by ladder; L678: more than one zone takes an Athletics overcome action; L682:
    # crossing the floor and climbing the ladder puts the archer two zones away.
    warehouse = Scene("warehouse", "Dockside Warehouse")
    warehouse = add_zone(warehouse, "Main Floor (doors)")
    warehouse = add_zone(warehouse, "Main Floor (ladder)", connects=("Main Floor (doors)",))
    warehouse = add_zone(warehouse, "Second Floor", connects=("Main Floor (ladder)",))
    warehouse = add_to_scene(warehouse, "cynere", "Main Floor (doors)")
    assert zone_distance(warehouse, "Main Floor (doors)", "Second Floor") == 2
    assert not is_free_move(warehouse, "cynere", "Second Floor", CORE.movement.free_zones)
    assert is_free_move(warehouse, "cynere", "Main Floor (ladder)", CORE.movement.free_zones)


def test_a_hazard_added_mid_conflict_joins_the_turn_order_and_leaves_it_when_removed():
    # fate-condensed-srd.txt L1200-1205: a hazard acts in the turn order like a character.
    scene = Scene("s", "The Chapel", turn=start_elective(["maren", "deacon"], "maren"))
    scene = add_obstacle(scene, Hazard("The Flood Rises", 3, 2))
    scene = add_obstacle(scene, Block("Portcullis", 2))
    assert hazard_turns(scene) == ("hazard:The Flood Rises",)
    assert scene.turn.participants == ("maren", "deacon", "hazard:The Flood Rises")
    with pytest.raises(RulesError, match="already has an obstacle"):
        add_obstacle(scene, Block("portcullis", 1))
    scene = remove_obstacle(scene, "The Flood Rises")
    assert scene.turn.participants == ("maren", "deacon")
    assert [o.name for o in scene.obstacles] == ["Portcullis"]
    with pytest.raises(RulesError, match="no obstacle called"):
        remove_obstacle(scene, "Flood")


def test_sotc_L497_only_a_long_assessment_s_unused_free_tag_outlives_its_scene():
    # spirit-of-the-century-srd.txt L497: the free tag is taken "within the same scene as the
    # assessment or, if the assessment takes longer than a scene to perform, in the scene
    # which immediately follows".
    from fate_tui.rules.scene import Scene, Zone, lasting_free_tags

    hatch = Aspect("A Hatch Under Its Jaw", free_invokes=("imogen",))
    valves = Aspect("Steam Valves", free_invokes=("imogen",))
    used = Aspect("Loose Plate")
    safe = Aspect("The Safe Is Ajar", AspectKind.ZONE, ("imogen",), owner="Office")
    scene = Scene(
        "s",
        "S",
        aspects=(hatch, valves, used),
        zones=(Zone("Office", aspects=(safe,)),),
        long_assessments=("a hatch under its jaw", "Loose Plate", "The Safe Is Ajar"),
    )
    assert lasting_free_tags(scene) == (hatch, safe)  # the used one's tag is gone already
    assert lasting_free_tags(Scene("t", "T", aspects=(hatch,))) == ()
