"""Spirit of the Century's hold action, protecting with a block, grit and Bounce Back
(spirit-of-the-century-srd.txt L388-390, L437, L447, L976)."""

from dataclasses import replace

import pytest

from fate_tui.rules.character import Character, CharacterKind, Consequence, Stunt
from fate_tui.rules.conflict import next_exchange, record_harm, start_conflict
from fate_tui.rules.errors import RulesError
from fate_tui.rules.plans import AbsorbPlan, ConsequencePick
from fate_tui.rules.recovery import end_scene, take_downtime
from fate_tui.rules.ruleset import Severity
from fate_tui.rules.rulesets import SOTC
from fate_tui.rules.sotc_conflict import (
    block_protecting,
    bounce_back,
    check_grit,
    grit_offers_concession,
    hold_action,
    protect,
    protected_defense,
    release_held,
    speeds_recovery,
    take_held_turn,
)


def test_sotc_L388_a_held_turn_comes_later_between_two_turns():
    # L388: any time later in the exchange, after someone has finished his turn.
    order = ("ann", "bob", "cat", "dan")
    assert take_held_turn(order, ("ann", "cat"), "bob", "cat") == ("bob", "dan")
    with pytest.raises(RulesError, match="has not acted yet"):
        take_held_turn(order, ("ann",), "bob", "cat")  # no interrupting Cat's turn
    with pytest.raises(RulesError, match="cannot go back"):
        take_held_turn(order, ("ann", "bob"), "cat", "ann")
    with pytest.raises(RulesError, match="already taken"):
        take_held_turn(order, ("ann", "bob"), "bob", "ann")


def test_sotc_L390_a_protected_character_uses_the_better_of_defense_and_block():
    # L390: "If that defense roll is higher than the block strength, he uses the defense
    # result; otherwise he uses the block strength."
    assert protected_defense(4, 3) == 4
    assert protected_defense(2, 3) == 3
    assert protected_defense(3, 3) == 3
    assert protected_defense(1, None) == 1


def test_sotc_L437_grit_is_the_consequences_taken_before_conceding():
    # L437: grit 1 or 2, higher when the matter is important to the NPC, lower when trivial.
    conflict = start_conflict({"heroes": ["pc"], "villains": ["thug"]})
    hurt = record_harm(
        conflict,
        "thug",
        AbsorbPlan(2, "health", consequences=(ConsequencePick("mild", "mild", 2),)),
    )
    assert not grit_offers_concession(conflict, "thug", 1)
    assert grit_offers_concession(hurt, "thug", 1)
    assert not grit_offers_concession(hurt, "thug", 1, importance=1)
    assert grit_offers_concession(conflict, "thug", 1, importance=-1)


def test_sotc_L437_grit_is_listed_for_npcs_and_counts_consequences():
    # L437: "Some NPCs may be listed as having a certain amount of grit".
    thug = Character("thug", "Thug", kind=CharacterKind.MINOR_NPC)
    check_grit(thug, 2)
    check_grit(thug, None)
    with pytest.raises(RulesError, match="NPCs only"):
        check_grit(Character("jet", "Jet"), 1)
    with pytest.raises(RulesError, match="0 or more"):
        check_grit(thug, -1)


def _bruised(*stunts):
    return Character(
        "pc",
        "PC",
        skills={"Endurance": 2},
        stunts=tuple(Stunt(s) for s in stunts),
        consequences=(
            Consequence("mild", Severity.MILD, "Bruised"),
            Consequence("moderate", Severity.MODERATE, "Cracked Rib"),
            Consequence("severe", Severity.SEVERE, "Broken Leg"),
        ),
    )


def test_sotc_L447_L976_bounce_back_recovers_two_steps_faster():
    # L976: mild physical consequences are removed between scenes even with no break,
    # moderate ones take about an hour of rest instead of six, severe ones weeks to days.
    tough = _bruised("Bounce Back")
    assert [c.slot for c in end_scene(tough, SOTC, rest=False).consequences] == [
        "mild",
        "moderate",
        "severe",
    ]
    quick = bounce_back(tough, "mild", SOTC)
    assert "mild" not in [c.slot for c in end_scene(quick, SOTC, rest=False).consequences]
    rib = bounce_back(tough, "moderate", SOTC)
    assert "moderate" not in [c.slot for c in end_scene(rib, SOTC).consequences]
    leg = bounce_back(tough, "severe", SOTC)
    assert "severe" not in [c.slot for c in take_downtime(leg, SOTC).consequences]
    assert "severe" in [c.slot for c in take_downtime(tough, SOTC).consequences]
    with pytest.raises(RulesError, match="no stunt"):
        bounce_back(_bruised(), "mild", SOTC)


def test_sotc_L388_a_held_action_is_kept_for_the_exchange_and_released_when_taken():
    # L388: "A character can opt not to act when his turn comes around ... he has the option
    # of taking his turn any time later in the exchange."
    conflict = start_conflict({"heroes": ["ann", "bob"], "villains": ["cat"]})
    held = hold_action(conflict, "ann", acted=())
    assert held.held == ("ann",)
    with pytest.raises(RulesError, match="already holds"):
        hold_action(held, "ann", acted=())
    with pytest.raises(RulesError, match="already taken a turn"):
        hold_action(conflict, "bob", acted=("bob",))
    assert release_held(held, "ann").held == ()
    with pytest.raises(RulesError, match="holds no action"):
        release_held(conflict, "ann")
    # "any time later in the exchange": the next exchange starts with nobody holding.
    assert next_exchange(held).held == ()


def test_sotc_L390_a_block_protects_another_for_the_rest_of_the_exchange():
    # L390: "A blocking character can declare that he is protecting another character ...
    # When, later that exchange, any enemy tries to attack the protected character".
    conflict = start_conflict({"heroes": ["ann", "bob"], "villains": ["cat"]})
    guarded = protect(conflict, "ann", "bob", 3)
    block = block_protecting(guarded, "bob")
    assert (block.blocker, block.protected, block.strength) == ("ann", "bob", 3)
    assert block_protecting(guarded, "ann") is None
    assert protect(guarded, "cat", "bob", 5).blocks[-1].strength == 5  # one block each
    assert len(protect(guarded, "cat", "bob", 5).blocks) == 1
    with pytest.raises(RulesError, match="another character"):
        protect(conflict, "ann", "ann", 3)
    assert block_protecting(next_exchange(guarded), "bob") is None
    # A blocker taken out protects nobody any more.
    out = replace(guarded, taken_out=("ann",))
    assert block_protecting(out, "bob") is None


def test_sotc_L976_only_a_stunt_that_speeds_physical_recovery_counts():
    assert speeds_recovery(_bruised("Bounce Back"), SOTC)
    assert not speeds_recovery(_bruised(), SOTC)
