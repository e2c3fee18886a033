"""Turn order: elective (popcorn) order and skill-based order with each rule set's ties."""

from dataclasses import replace

import pytest

from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.conflict import next_exchange, start_conflict
from fate_tui.rules.errors import RulesError
from fate_tui.rules.obstacles import Hazard
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, SOTC
from fate_tui.rules.turn_order import (
    join,
    join_in_order,
    legal_picks,
    order_with_hazard,
    pick_next,
    remove,
    skill_order,
    start_elective,
)


def pc(cid: str, **skills: int) -> Character:
    return Character(cid, cid.title(), skills=skills)


def npc(cid: str, **skills: int) -> Character:
    return Character(cid, cid.title(), kind=CharacterKind.MAJOR_NPC, skills=skills)


# --- Elective order --------------------------------------------------------------------------


def test_condensed_turn_order_example_cassandra_ruth_and_the_cultists():
    # fate-condensed-srd.txt L752-756: the PCs go first; Cassandra picks Ruth; with every PC
    # done Ruth must pick an NPC (the masked acolyte); the cultists act to the end of the
    # exchange and then choose the acolyte again to start the next one.
    state = start_elective(["cassandra", "ruth", "acolyte", "cultist1", "cultist2"], "cassandra")
    assert state.active == "cassandra" and state.exchange == 1
    state = pick_next(state, "cassandra", "ruth")
    assert legal_picks(state) == ("acolyte", "cultist1", "cultist2")
    with pytest.raises(RulesError, match="already acted"):
        pick_next(state, "ruth", "cassandra")
    state = pick_next(state, "ruth", "acolyte")
    state = pick_next(state, "acolyte", "cultist1")
    with pytest.raises(RulesError, match="already acted"):
        pick_next(state, "cultist1", "acolyte")
    state = pick_next(state, "cultist1", "cultist2")
    assert state.exchange_over
    state = pick_next(state, "cultist2", "acolyte")
    assert state.exchange == 2
    assert state.active == "acolyte"
    assert state.acted == ()


def test_elective_last_actor_may_pick_themselves_to_start_the_next_exchange():
    state = start_elective(["a", "b"], "a")
    state = pick_next(state, "a", "b")
    state = pick_next(state, "b", "b")
    assert (state.exchange, state.active) == (2, "b")
    assert state.waiting == ("a",)


def test_elective_only_the_active_character_picks():
    state = start_elective(["a", "b", "c"], "a")
    with pytest.raises(RulesError, match="a's turn"):
        pick_next(state, "b", "c")
    with pytest.raises(RulesError, match="not in this conflict"):
        pick_next(state, "a", "zed")


def test_elective_taken_out_characters_cannot_be_picked():
    state = start_elective(["a", "b", "c"], "a")
    state = remove(state, "b")
    with pytest.raises(RulesError, match="not in this conflict"):
        pick_next(state, "a", "b")
    state = pick_next(state, "a", "c")
    assert state.participants == ("a", "c")
    with pytest.raises(RulesError):
        remove(state, "b")


def test_elective_when_the_active_character_leaves_the_table_picks():
    state = start_elective(["a", "b", "c"], "a")
    state = pick_next(state, "a", "b")
    state = remove(state, "b")
    assert state.active is None
    with pytest.raises(RulesError, match="nobody is taking a turn"):
        pick_next(state, "b", "c")
    state = pick_next(state, None, "c")
    assert (state.active, state.acted, state.exchange) == ("c", ("a",), 1)


def test_elective_joining_mid_exchange_and_start_without_a_first_pick():
    state = start_elective(["a"])
    assert state.active is None
    state = pick_next(state, None, "a")
    state = join(state, "b")
    assert legal_picks(state) == ("b",)
    with pytest.raises(RulesError):
        join(state, "b")
    with pytest.raises(RulesError):
        start_elective([])


# --- Skill-based order -----------------------------------------------------------------------


def test_core_turn_order_example_warehouse_fight():
    # fate-core-actions-and-conflicts.txt L498-506: Notice decides; Landon and Og lack Notice,
    # so Athletics breaks the tie (Good beats Fair).
    cynere = pc("cynere", Notice=3, Athletics=4)
    zird = pc("zird", Notice=1)
    landon = pc("landon", Athletics=3)
    og = npc("og", Athletics=2)
    result = skill_order([og, landon, zird, cynere], CORE)
    assert result.order == ("cynere", "zird", "landon", "og")
    assert result.unresolved_ties == ()
    assert result.npc_slot == "og"


def test_core_turn_order_npcs_act_in_the_best_npcs_slot():
    # fate-core-actions-and-conflicts.txt L500: the GM uses the most advantageous NPC's slot.
    hero = pc("hero", Notice=2)
    boss = npc("boss", Notice=3)
    thug = Character("thug", "Thug", kind=CharacterKind.MINOR_NPC)
    sidekick = pc("sidekick", Notice=1)
    assert skill_order([hero, thug, sidekick, boss], CORE).order == (
        "boss",
        "thug",
        "hero",
        "sidekick",
    )
    individual = skill_order([hero, thug, sidekick, boss], CORE, group_npcs=False)
    assert individual.order == ("boss", "hero", "sidekick", "thug")


def test_core_turn_order_mental_conflict_uses_empathy_then_rapport_then_will():
    # fate-core-actions-and-conflicts.txt L496-498
    a = pc("a", Empathy=2, Rapport=1, Will=4)
    b = pc("b", Empathy=2, Rapport=1, Will=3)
    c = pc("c", Empathy=2, Rapport=2)
    assert skill_order([a, b, c], CORE, mental=True).order == ("c", "a", "b")


def test_sotc_initiative_alertness_then_resolve_then_seat_nearest_the_gms_right():
    # spirit-of-the-century-srd.txt L366-367
    ace = pc("ace", Alertness=5)
    bea = pc("bea", Alertness=3, Resolve=4)
    cal = pc("cal", Alertness=3, Resolve=2)
    dot = pc("dot", Alertness=3, Resolve=2)
    unseated = skill_order([ace, bea, cal, dot], SOTC)
    assert unseated.order == ("ace", "bea", "cal", "dot")
    assert unseated.unresolved_ties == (("cal", "dot"),)
    seated = skill_order([ace, bea, cal, dot], SOTC, seating=["dot", "ace", "cal", "bea"])
    assert seated.order == ("ace", "bea", "dot", "cal")
    assert seated.unresolved_ties == ()


def test_sotc_L369_the_initiative_order_holds_for_every_exchange():
    # L369: the order set at the start is kept for the whole conflict; each new exchange
    # begins again with the first character.
    ranked = skill_order([pc("ace", Alertness=5), pc("bea", Alertness=2)], SOTC).order
    conflict = replace(start_conflict({"heroes": ["ace"], "villains": ["bea"]}), order=ranked)
    later = next_exchange(next_exchange(conflict))
    assert later.exchange == conflict.exchange + 2
    assert later.order == ranked == ("ace", "bea")


def test_sotc_initiative_social_conflict_uses_empathy_and_npcs_are_not_grouped():
    # spirit-of-the-century-srd.txt L366, L368: minion groups keep their own initiative.
    hero = pc("hero", Empathy=2)
    minions = Character("minions", "Minions", kind=CharacterKind.MOOK_GROUP, skills={"Empathy": 1})
    villain = npc("villain", Empathy=4)
    assert skill_order([hero, minions, villain], SOTC, mental=True).order == (
        "villain",
        "hero",
        "minions",
    )


def test_accelerated_turn_order_quick_then_careful_and_the_gm_breaks_ties():
    # fate-accelerated.txt L284: Quick (physical) or Careful (mental); the GM has the last word.
    a = pc("a", Quick=3, Careful=1)
    b = pc("b", Quick=3, Careful=2)
    c = pc("c", Quick=1, Careful=3)
    physical = skill_order([a, b, c], ACCELERATED)
    assert physical.order == ("a", "b", "c")
    assert physical.unresolved_ties == (("a", "b"),)
    decided = skill_order([a, b, c], ACCELERATED, tie_order=["b"])
    assert decided.order == ("b", "a", "c")
    assert skill_order([a, b, c], ACCELERATED, mental=True).order == ("c", "b", "a")


def test_accelerated_L286_the_gms_npcs_go_in_the_best_npcs_place():
    # fate-accelerated.txt L286: the GM's most advantageous NPC sets all NPCs' place.
    hero = pc("hero", Quick=2)
    brute, sneak = npc("brute", Quick=1), npc("sneak", Quick=3)
    result = skill_order([hero, brute, sneak], ACCELERATED)
    assert result.npc_slot == "sneak"


def test_condensed_has_no_skill_based_order():
    with pytest.raises(RulesError, match="elective"):
        skill_order([pc("a")], CONDENSED)


# --- Hazards in skill order -------------------------------------------------------------------


def test_a_hazard_rolls_initiative_with_its_rating():
    # fate-condensed-srd.txt L1208: "If your rules require everyone to roll for initiative,
    # hazards will roll with their rating." Its rating stands for the turn-order skill; with
    # no tie-breaker skill it acts after everyone at its rating.
    fast, slow = pc("fast", Notice=4), pc("slow", Notice=1)
    even = pc("even", Notice=3)
    turret = Hazard("Machine-Gun Turret", 3, 3)
    sniper = Hazard("Distant Sniper", 5, 4)
    order = skill_order([slow, even, fast], CORE, hazards=[turret, sniper]).order
    assert order == ("hazard:Distant Sniper", "fast", "even", "hazard:Machine-Gun Turret", "slow")


def test_a_hazard_never_splits_the_npcs_who_act_in_one_slot():
    # Core lets all the NPCs go at the time of the best of them (fate-core L500); a hazard
    # rated between two NPCs goes after the whole group.
    hero, boss, thug = pc("hero", Notice=1), npc("boss", Notice=4), npc("thug", Notice=0)
    fire = Hazard("Spreading Fire", 2, 1)
    order = skill_order([hero, boss, thug], CORE, hazards=[fire]).order
    assert order == ("boss", "thug", "hazard:Spreading Fire", "hero")


def test_a_hazard_joining_mid_exchange_takes_its_place_or_waits_for_the_next_exchange():
    fast, slow = pc("fast", Notice=4), pc("slow", Notice=1)
    people = {"fast": fast, "slow": slow}
    state = start_elective(["fast", "slow"], "fast")
    state = pick_next(state, "fast", "slow")
    # Rated 2: its place (between fast and slow) has passed; it acts from exchange 2.
    flood = Hazard("The Flood", 2, 1)
    order = order_with_hazard(("fast", "slow"), people, [], flood, CORE)
    assert order == ("fast", "hazard:The Flood", "slow")
    joined = join_in_order(state, order, "hazard:The Flood")
    assert joined.participants == order
    assert "hazard:The Flood" in joined.acted and joined.exchange_over
    # Rated 0: still to come in this exchange, after slow.
    trickle = Hazard("Trickle", 0, 1)
    order = order_with_hazard(("fast", "slow"), people, [], trickle, CORE)
    joined = join_in_order(state, order, "hazard:Trickle")
    assert joined.waiting == ("hazard:Trickle",)
