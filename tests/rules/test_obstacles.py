import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.ladder import FULL_LADDER
from fate_tui.rules.obstacles import (
    Block,
    Distraction,
    Hazard,
    ObstacleAction,
    Repercussion,
    check_obstacle,
    cover_armor,
    forced_into_block_weapon,
    get_past_block,
    hazard_acts,
    opposition_against,
    through_shield,
)
from fate_tui.rules.outcomes import Outcome
from fate_tui.rules.overrides import enable_options
from fate_tui.rules.rulesets import CONDENSED

RULES = enable_options(CONDENSED, ["obstacles"])

# fate-condensed-srd.txt L1245-1265: the listed examples of obstacles.
TURRET = Hazard("Machine-Gun Turret", FULL_LADDER.parse("Great"), weapon=3)
SNIPER = Hazard("Distant Sniper", FULL_LADDER.parse("Superb (+5)"), weapon=4)
FENCE = Block("Chain Link Fence", FULL_LADDER.parse("Fair"))
ACID = Block("Vat of Acid", FULL_LADDER.parse("Good"), weapon=4)
BUS = Distraction(
    "Bus Full of Civilians",
    "Will the bus plunge off the bridge?",
    (
        Repercussion("leave them", "All of the civilians on the bus die."),
        Repercussion("save them", "The villain gets away!"),
    ),
    opposition=FULL_LADDER.parse("Good (+3)"),
)
GEM = Distraction(
    "The Glittering Gem",
    "Can you take the gem from the pedestal?",
    (
        Repercussion("leave the gem", "You don't get the (priceless) gem."),
        Repercussion("take the gem", "You activate the traps in the temple."),
    ),
)


def test_condensed_examples_of_obstacles_hazards():
    # L1249-1250: Great (+4) Machine-Gun Turret, Weapon:3; Superb (+5) Distant Sniper, Weapon:4.
    # L1210: PCs overcome or create an advantage against the hazard's rating.
    assert opposition_against(TURRET, ObstacleAction.OVERCOME, RULES) == 4
    assert opposition_against(SNIPER, "create_advantage", RULES) == 5
    # L1208: an attack that ties or better adds its Weapon rating to its shifts.
    tie = hazard_acts(TURRET, ObstacleAction.ATTACK, effort=4, opposition=4, ruleset=RULES)
    assert tie.resolution.outcome is Outcome.TIE and tie.hit == 3
    hit = hazard_acts(SNIPER, ObstacleAction.ATTACK, effort=7, opposition=5, ruleset=RULES)
    assert hit.hit == 2 + 4
    miss = hazard_acts(SNIPER, ObstacleAction.ATTACK, effort=4, opposition=5, ruleset=RULES)
    assert miss.hit == 0


def test_condensed_examples_of_obstacles_blocks_removal():
    # L1254-1255, L1230: Fair (+2) Chain Link Fence removed at Great (+4); Good (+3) Vat of
    # Acid, Weapon:4, removed at Superb (+5) (the block's rating plus two).
    assert opposition_against(FENCE, ObstacleAction.REMOVE, RULES) == FULL_LADDER.parse("Great")
    assert opposition_against(ACID, "remove", RULES) == FULL_LADDER.parse("Superb")
    assert opposition_against(ACID, "overcome", RULES) == 3


def test_condensed_blocks_failing_a_harmful_block_hits_by_the_margin():
    # L1220: a harmful block hits a PC who fails for the amount they missed by.
    fell_in = get_past_block(ACID, effort=1, ruleset=RULES)
    assert fell_in.prevented and fell_in.hit == 2
    # A harmless block just prevents the action.
    stopped = get_past_block(FENCE, effort=0, ruleset=RULES)
    assert stopped.prevented and stopped.hit == 0
    crossed = get_past_block(ACID, effort=3, ruleset=RULES)
    assert not crossed.prevented and crossed.hit == 0


def test_condensed_blocks_an_action_on_someone_a_block_shields_rolls_against_it():
    # L1220: whenever a block would interfere with someone's action they roll against its
    # rating as a set difficulty; failing a harmless one prevents the action, failing a
    # harmful one also hits them for the amount they missed by.
    assert through_shield(FENCE, effort=1, ruleset=RULES).prevented
    assert through_shield(FENCE, effort=1, ruleset=RULES).hit == 0
    assert through_shield(ACID, effort=-1, ruleset=RULES).hit == 4
    assert not through_shield(ACID, effort=3, ruleset=RULES).prevented
    with pytest.raises(RulesError, match="obstacles"):
        through_shield(FENCE, effort=0, ruleset=CONDENSED)


def test_condensed_blocks_forcing_someone_in_and_cover():
    # L1222: forcing someone into a block adds half its Weapon rating, rounded down, min 1.
    assert forced_into_block_weapon(ACID, RULES) == 2
    assert forced_into_block_weapon(Block("Thorn Hedge", 2, weapon=1), RULES) == 1
    assert forced_into_block_weapon(FENCE, RULES) == 1
    # L1226: as cover it negates the attack or adds Armor of half its rating, min 1.
    assert cover_armor(FENCE, negates=False, ruleset=RULES) == 1
    assert cover_armor(Block("Stone Wall", 5), negates=False, ruleset=RULES) == 2
    assert cover_armor(FENCE, negates=True, ruleset=RULES) is None


def test_condensed_examples_of_obstacles_distractions():
    # L1259-1265: the bus has Good (+3) opposition; the gem has none.
    assert opposition_against(BUS, ObstacleAction.OVERCOME, RULES) == 3
    assert [r.when for r in BUS.repercussions] == ["leave them", "save them"]
    with pytest.raises(RulesError, match="no roll is needed"):
        opposition_against(GEM, ObstacleAction.OVERCOME, RULES)
    assert check_obstacle(BUS, 4, RULES) == ()
    assert check_obstacle(GEM, 4, RULES) == ()


def test_obstacles_cannot_be_attacked_and_hazards_do_not_overcome():
    # L1192, L1208.
    for obstacle in (TURRET, ACID, BUS):
        with pytest.raises(RulesError, match="can't be attacked"):
            opposition_against(obstacle, ObstacleAction.ATTACK, RULES)
    with pytest.raises(RulesError, match="attack or create an advantage"):
        hazard_acts(TURRET, ObstacleAction.OVERCOME, 5, 2, RULES)
    advantage = hazard_acts(TURRET, ObstacleAction.CREATE_ADVANTAGE, 6, 2, RULES)
    assert advantage.hit == 0 and advantage.resolution.outcome is Outcome.SUCCESS_WITH_STYLE


def test_condensed_obstacle_recommendations_are_findings_not_errors():
    # L1202, L1206, L1216: hazard Weapon 1-4 and rating >= the PCs' best; block rating at
    # most one step above the PCs' best and Weapon at most 4.
    assert check_obstacle(TURRET, 4, RULES) == ()
    assert check_obstacle(ACID, 2, RULES) == ()
    (weak,) = check_obstacle(TURRET, 5, RULES)
    assert "below the PCs' best +5" in weak
    assert len(check_obstacle(Hazard("Drizzle", 4, weapon=0), 4, RULES)) == 1
    (tall,) = check_obstacle(Block("Great Wall", 5), 3, RULES)
    assert "one step above" in tall and "+4" in tall
    with pytest.raises(InvalidValue, match="from 0 to 4"):  # L1392
        Block("Lava", 3, weapon=5)
    assert len(check_obstacle(Distraction("Noise", ""), 3, RULES)) == 2


def test_obstacles_refused_when_switched_off_and_bad_values():
    with pytest.raises(RulesError, match="obstacles"):
        opposition_against(TURRET, "overcome", CONDENSED)
    with pytest.raises(InvalidValue, match="from 0 to 4"):
        Block("Pit", 2, weapon=-1)
    with pytest.raises(InvalidValue, match="needs a name"):
        Hazard(" ", 3, 2)
    with pytest.raises(InvalidValue, match="did you mean 'overcome'"):
        opposition_against(FENCE, "overcom", RULES)


@given(rating=st.integers(-4, 12), weapon=st.integers(0, 4), effort=st.integers(-8, 16))
def test_block_hit_is_the_margin_of_failure(rating, weapon, effort):
    block = Block("Block", rating, weapon)
    roll = get_past_block(block, effort, RULES)
    assert roll.hit == (max(rating - effort, 0) if weapon > 0 else 0)
    assert roll.prevented == (effort < rating)
    assert forced_into_block_weapon(block, RULES) >= 1
    assert cover_armor(block, False, RULES) >= 1
