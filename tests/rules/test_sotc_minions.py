"""Spirit of the Century's minions and companions (spirit-of-the-century-srd.txt L459-476)."""

from dataclasses import replace

import pytest

from fate_tui.rules.absorb import capacity, recommend_plan
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.conflict import Conflict, Side, apart, attach
from fate_tui.rules.derived import consequence_slots
from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.harm import apply_plan
from fate_tui.rules.rulesets import SOTC
from fate_tui.rules.sotc_minions import (
    Advance,
    AdvanceKind,
    AttachedHit,
    attached_hit,
    companion,
    companion_bonus,
    companion_slot,
    directed_roll,
    minion_boxes,
    minion_group,
    upgrade_minions,
)
from fate_tui.rules.teamwork import attached_bonus, group_bonus
from fate_tui.rules.turn_order import ElectiveOrder, rejoin, set_aside


def test_sotc_L461_minion_quality_sets_boxes():
    assert [minion_boxes(q) for q in (1, 2, 3)] == [1, 2, 3]
    with pytest.raises(InvalidValue, match="Average, Fair or Good"):
        minion_boxes(4)


def test_sotc_L463_L466_a_group_acts_with_its_bonus_and_fills_minion_by_minion():
    thugs = minion_group("thugs", "Dock Thugs", quality=2, size=5)
    assert group_bonus(thugs.group_size, SOTC) == 2
    # Five Fair minions, two boxes each: a 5-shift hit drops two and marks one box of the third.
    plan = recommend_plan(thugs, 5, "health", SOTC)
    hurt = apply_plan(thugs, plan, SOTC)
    assert hurt.group_size == 3 and hurt.stress_marked == {"health": frozenset({0})}
    assert group_bonus(hurt.group_size, SOTC) == 1


def test_sotc_L468_attached_minions_take_the_hit_before_their_leader():
    # The leader gets the bonus counting himself: three minions and a leader, +2.
    assert attached_bonus(3, SOTC) == 2
    guards = minion_group("guards", "Guards", quality=1, size=3)
    assert attached_hit(2, guards, "health", SOTC) == AttachedHit(2, 0)
    assert attached_hit(5, guards, "health", SOTC) == AttachedHit(3, 2)


def test_sotc_L618_leadership_modifies_the_minions_roll():
    assert directed_roll(2, leadership=4) == 3
    assert directed_roll(2, leadership=1) == 1


def test_sotc_L1200_L1202_minions_stunt_upgrades():
    upgraded = upgrade_minions(3, more=1, better=2)
    assert upgraded.count == 6 and upgraded.qualities == (2, 2, 2, 2, 2, 2)
    assert upgrade_minions(2, more=0, better=0).qualities == (1, 1)
    with pytest.raises(RulesError, match="more than Good"):
        upgrade_minions(3, more=0, better=3)


def test_sotc_L470_L473_companions_bonus_and_extra_consequence():
    sidekick = companion("Kid Cooper", "sidekick")
    assert sidekick.quality == 1 and companion_bonus(sidekick, "physical") == 1
    assert companion_bonus(sidekick, "social") == 0
    wider = companion(
        "Kid Cooper",
        "sidekick",
        [Advance(AdvanceKind.SCOPE, "social"), Advance(AdvanceKind.QUALITY)],
    )
    assert companion_bonus(wider, "social") == 1 and wider.quality == 2
    hero = Character("hero", "Hero", extra_slots=(companion_slot(sidekick),))
    names = [s.name for s in consequence_slots(hero, SOTC)]
    assert "Kid Cooper taken out" in names


def test_sotc_L843_L890_companion_advances_limits():
    # L843: a contact companion with three advances; L890: quality up to Great.
    with pytest.raises(RulesError, match="the stunts give 3"):
        companion("Mo", "aide", [Advance(AdvanceKind.SKILLED, "Resources")] * 4, allowed=3)
    with pytest.raises(RulesError, match="up to Great"):
        companion("Mo", "aide", [Advance(AdvanceKind.QUALITY)] * 4)
    skilled = companion("Mo", "aide", [Advance(AdvanceKind.SKILLED, "Resources")], base_quality=2)
    assert skilled.has(AdvanceKind.SKILLED, "Resources") and skilled.quality == 2


def test_sotc_L466_leftover_shifts_carry_to_the_next_minion_whatever_the_box_values():
    # A Fair group written `stress_boxes = 2` reads as roll-up boxes (1, 2); each minion's
    # boxes still fill one shift each, and a 3-shift hit drops one and marks the next.
    divers = Character(
        "divers", "Divers", CharacterKind.MOOK_GROUP, stress_boxes={"stress": (1, 2)}, group_size=6
    )
    plan = recommend_plan(divers, 3, "health", SOTC)
    assert (plan.mooks_taken_out, plan.boxes, plan.wasted) == (1, (0,), 0)
    hurt = apply_plan(divers, plan, SOTC)
    assert (hurt.group_size, hurt.stress_marked) == (5, {"stress": frozenset({0})})
    assert capacity(hurt, "health", SOTC) == 9


def test_sotc_L468_attached_minions_give_up_their_turns_until_detached():
    # Attached minions give up acting on their own: out of the turn order until detached.
    conflict = Conflict((Side("Strand", ("strand", "divers")), Side("Crew", ("lucky",))))
    attached = replace(conflict, attached=(("strand", "divers"),))
    assert not attached.takes_turns("divers") and attached.takes_turns("strand")
    # Their leader out of the fight, the minions act on their own again.
    assert replace(attached, taken_out=("strand",)).takes_turns("divers")
    order = ElectiveOrder(("strand", "divers", "lucky"), active="strand")
    aside = set_aside(order, "divers")
    assert aside.participants == ("strand", "lucky")
    back = rejoin(aside, "divers", ("strand", "divers", "lucky"))
    assert back.participants == ("strand", "divers", "lucky") and back.acted == ()


def test_sotc_L468_minions_attach_only_to_a_leader_in_their_zone():
    # Moving away detaches, so minions attach only to a leader in their own zone.
    strand = Character("strand", "Octavia Strand", CharacterKind.MAJOR_NPC)
    divers = minion_group("divers", "Divers", quality=2, size=6)
    conflict = Conflict((Side("Strand", ("strand", "divers")), Side("Crew", ("lucky",))))
    apart_positions = {"strand": "The Leviathan's Back", "divers": "Promenade Deck"}
    with pytest.raises(RulesError, match="same zone"):
        attach(conflict, strand, divers, SOTC, apart_positions)
    together = {"strand": "Promenade Deck", "divers": "Promenade Deck"}
    attached = attach(conflict, strand, divers, SOTC, together)
    assert attached.attached == (("strand", "divers"),)
    # Moving away detaches ("by moving away from it"): the pair now apart.
    assert apart(attached, together) == ()
    assert apart(attached, apart_positions) == (("strand", "divers"),)
