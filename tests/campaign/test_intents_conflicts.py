"""Conflicts through the intents: sides, turn order per rule set, exchanges, concessions,
taken out and the end with its payouts, all written into the scene file."""

import tomllib
from dataclasses import replace

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import conflicts, rolls, scenes
from fate_tui.campaign.roll.roll_model import Roll
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.absorb import absorb_options
from fate_tui.rules.action_effects import Action
from fate_tui.rules.errors import RulesError
from fate_tui.rules.payouts import PendingPayout
from fate_tui.rules.ruleset import HostilePayout


def _open(copy_campaign, name: str) -> Controller:
    return Controller(CampaignStore.load(copy_campaign(name)))


def _reopened(ctl: Controller):
    return CampaignStore.load(ctl.store.root).state


def _scene_file(ctl: Controller) -> dict:
    current = ctl.state.story.current_scene
    return tomllib.loads((ctl.store.root / "scenes" / f"{current}.toml").read_text())


def test_condensed_elective_order_picks_and_new_exchange(copy_campaign):
    """Condensed L748-758: the one who acted picks who is next among those who have not; once
    everyone has acted, the last to act picks who starts the next exchange, even themselves."""
    ctl = _open(copy_campaign, "ashen-coast")
    sides = {"The crew": ["maren", "corvin"], "The drowned": ["drowned-deacon"]}
    conflicts.start(ctl, sides, first="maren")
    written = _scene_file(ctl)["conflict"]
    assert written["active"] == "maren" and written["exchange"] == 1
    assert [s["name"] for s in written["sides"]] == ["The crew", "The drowned"]
    with pytest.raises(RulesError, match="say who goes next"):
        conflicts.next_turn(ctl)
    current = ctl.state.current_scene
    assert conflicts.next_candidates(current, ctl.state.ruleset) == ("corvin", "drowned-deacon")
    conflicts.next_turn(ctl, "drowned-deacon")
    with pytest.raises(RulesError, match="already acted"):
        conflicts.next_turn(ctl, "maren")
    conflicts.next_turn(ctl, "corvin")
    # Corvin is last: anyone may start exchange 2, Corvin himself included.
    assert set(conflicts.next_candidates(ctl.state.current_scene, ctl.state.ruleset)) == {
        "maren",
        "corvin",
        "drowned-deacon",
    }
    conflicts.next_turn(ctl, "corvin")
    state = _reopened(ctl)
    assert state.current_scene.conflict.exchange == 2
    assert state.current_scene.turn.active == "corvin" and state.current_scene.turn.acted == ()
    entries, _ = ctl.store.log_entries()
    assert entries[-1].kind == "conflict" and "Exchange 2 begins" in entries[-1].text


def test_quit_mid_exchange_and_reopen_continues_with_the_same_next_actor(copy_campaign):
    ctl = _open(copy_campaign, "ashen-coast")
    sides = {"The crew": ["maren", "corvin", "ansel"], "The drowned": ["drowned-deacon"]}
    conflicts.start(ctl, sides, first="maren")
    conflicts.next_turn(ctl, "drowned-deacon")
    reopened = Controller(CampaignStore.load(ctl.store.root))
    scene = reopened.state.current_scene
    assert scene.conflict.exchange == 1
    assert scene.turn.active == "drowned-deacon" and scene.turn.acted == ("maren",)
    assert conflicts.next_candidates(scene, reopened.state.ruleset) == ("corvin", "ansel")


def test_core_skill_order_notice_then_tie_breakers_and_npcs_in_one_slot(copy_campaign):
    """Core L494-516: Notice, ties by Athletics then Physique; the GM's NPCs act in the slot
    of the best-placed NPC."""
    ctl = _open(copy_campaign, "glasshouse-heist")
    sides = {
        "Crew": ["aurelio-sand", "greta-voss", "vesna-kade"],
        "Bank": ["ilario-quist", "orrery-guards"],
    }
    conflicts.start(ctl, sides)
    scene = ctl.state.current_scene
    # Quist (Notice Great) first with the guards in his slot; Vesna (Fair) next; Greta
    # (Physique Good) before Aurelio on the Physique tie-break (both Notice Average).
    order = ("ilario-quist", "orrery-guards", "vesna-kade", "greta-voss", "aurelio-sand")
    assert scene.conflict.order == order
    assert scene.turn.active == "ilario-quist"
    conflicts.next_turn(ctl, "aurelio-sand")  # skill order: the choice is ignored
    assert ctl.state.current_scene.turn.active == "orrery-guards"
    assert _scene_file(ctl)["conflict"]["order"] == list(order)
    for _ in range(4):
        conflicts.next_turn(ctl)
    state = _reopened(ctl)
    assert state.current_scene.conflict.exchange == 2
    assert state.current_scene.turn.active == "ilario-quist"


def test_accelerated_orders_by_quick_and_a_mental_conflict_by_careful(copy_campaign):
    """Accelerated L282-290: Quick in a physical conflict, Careful in a mental one."""
    ctl = _open(copy_campaign, "windward-post")
    sides = {"Couriers": ["juno-brightwater", "tobiah-quill"], "Raiders": ["ottoline-graves"]}
    conflicts.start(ctl, sides, mental=True)
    scene = ctl.state.current_scene
    assert scene.conflict.mental and scene.turn.active == "tobiah-quill"  # Careful Fair
    assert _scene_file(ctl)["conflict"]["kind"] == "mental"


def test_concession_pays_one_plus_one_per_consequence_when_the_conflict_ends(copy_campaign):
    """Condensed L856: one fate point plus one per consequence taken in this conflict,
    collected at the end of the conflict (L870)."""
    ctl = _open(copy_campaign, "ashen-coast")
    sides = {"The crew": ["maren"], "The drowned": ["drowned-deacon"]}
    conflicts.start(ctl, sides, first="drowned-deacon")
    attack = Roll(
        "drowned-deacon",
        "Fight",
        Action.ATTACK,
        opponent="maren",
        opponent_skill="Athletics",
        target="maren",
        dice=(1, 1, 0, 0),
        opponent_dice=(0, 0, 0, 0),
    )  # Good +3 +2 against Mediocre: a 5-shift hit
    needs = rolls.needs(ctl.state, attack)
    maren = ctl.state.characters["maren"]
    options = absorb_options(maren, needs.hit.shifts, needs.hit.track, ctl.state.ruleset)
    with_mild = next(p for p in options if [c.slot for c in p.consequences] == ["mild"])
    before = maren.fate_points
    rolls.apply_roll(
        ctl, attack, rolls.Names(consequences={"mild": "Cracked Ribs"}, plan=with_mild)
    )
    assert ctl.state.current_scene.conflict.consequences_taken("maren") == 1
    conflicts.next_turn(ctl, "maren")
    conflicts.concede(ctl, "maren", "Maren flees into the tide with the book")
    assert ctl.state.current_scene.conflict.is_over
    assert ctl.state.current_scene.turn.participants == ("drowned-deacon",)
    conflicts.end(ctl)
    state = _reopened(ctl)
    assert state.characters["maren"].fate_points == before + 2
    assert state.current_scene.conflict.ended
    written = _scene_file(ctl)["conflict"]
    assert written["concessions"][0]["fate_points"] == 2 and written["ended"] is True


def test_the_log_credits_an_npc_concession_to_the_gm_pool_it_went_to(copy_campaign):
    """An NPC's concession point goes to the GM for the next scene (the NPC's file does not
    change), and the end of the conflict says so instead of crediting the NPC."""
    ctl = _open(copy_campaign, "ashen-coast")
    conflicts.start(ctl, {"The crew": ["maren"], "The church": ["sister-ilse"]})
    ilse = _character_file(ctl, "sister-ilse")
    carried = ctl.state.story.gm_carried
    conflicts.concede(ctl, "maren")
    conflicts.concede(ctl, "sister-ilse")
    conflicts.end(ctl, force=True)
    assert ctl.state.story.gm_carried == carried + 1
    assert _character_file(ctl, "sister-ilse") == ilse
    text = ctl.store.log_entries()[0][-1].text
    assert "Maren Holloway +1 (conceded the conflict)" in text
    assert "the GM +1 for Sister Ilse's concession (carried to the next scene)" in text
    assert "Sister Ilse +1" not in text


def _character_file(ctl: Controller, cid: str) -> dict:
    return tomllib.loads((ctl.store.root / "characters" / f"{cid}.toml").read_text())


def test_a_concession_ends_with_its_conflict_in_one_undo_step(copy_campaign):
    """Conceding exits the conflict (Core L624): once it ends the character file no longer
    says conceded, ending it is one undo step that brings the concession back, and the next
    conflict starts with nobody conceded."""
    ctl = _open(copy_campaign, "glasshouse-heist")
    conflicts.start(ctl, {"Crew": ["aurelio-sand"], "Bank": ["ilario-quist"]})
    conflicts.concede(ctl, "aurelio-sand", "Aurelio slips out through the kitchens")
    assert _character_file(ctl, "aurelio-sand")["conceded"] is True
    conflicts.end(ctl)
    assert "conceded" not in _character_file(ctl, "aurelio-sand")
    assert not _reopened(ctl).characters["aurelio-sand"].conceded
    ctl.undo()
    assert _character_file(ctl, "aurelio-sand")["conceded"] is True
    assert conflicts.running(ctl.state.current_scene) is not None
    ctl.redo()
    assert "conceded" not in _character_file(ctl, "aurelio-sand")
    conflicts.start(ctl, {"Crew": ["aurelio-sand"], "Bank": ["ilario-quist"]})
    assert conflicts.in_fight(ctl.state.current_scene, "aurelio-sand")
    assert not ctl.state.characters["aurelio-sand"].conceded


def test_core_L729_stress_boxes_clear_when_the_conflict_ends(copy_campaign):
    """Core erases the checks in every stress box once the conflict is over: the character
    file loses them with the end (one undo step brings them back)."""
    ctl = _open(copy_campaign, "glasshouse-heist")
    assert _character_file(ctl, "aurelio-sand")["stress"] == {"mental": [2]}
    conflicts.start(ctl, {"Crew": ["aurelio-sand"], "Bank": ["ilario-quist"]})
    conflicts.concede(ctl, "aurelio-sand")
    conflicts.end(ctl)
    assert _character_file(ctl, "aurelio-sand").get("stress", {}).get("mental", []) == []
    assert "stress clears for Aurelio Sand" in ctl.store.log_entries()[0][-1].text
    ctl.undo()
    assert _character_file(ctl, "aurelio-sand")["stress"] == {"mental": [2]}


def test_a_new_conflict_clears_a_concession_a_file_still_carries(copy_campaign):
    """A character file saved with an earlier conflict's concession still in it: starting a
    conflict clears it, in the same undo step as the start."""
    root = copy_campaign("glasshouse-heist")
    sheet = root / "characters" / "aurelio-sand.toml"
    sheet.write_text(
        sheet.read_text().replace("fate_points = 3", "fate_points = 3\nconceded = true")
    )
    ctl = Controller(CampaignStore.load(root))
    assert ctl.state.characters["aurelio-sand"].conceded
    conflicts.start(ctl, {"Crew": ["aurelio-sand"], "Bank": ["ilario-quist"]})
    assert "conceded" not in _character_file(ctl, "aurelio-sand")
    ctl.undo()
    assert _character_file(ctl, "aurelio-sand")["conceded"] is True
    assert conflicts.running(ctl.state.current_scene) is None


def test_a_conflict_cannot_end_while_two_sides_fight_unless_forced(copy_campaign):
    ctl = _open(copy_campaign, "ashen-coast")
    conflicts.start(ctl, {"A": ["maren"], "B": ["drowned-deacon"]})
    with pytest.raises(RulesError, match="not over"):
        conflicts.end(ctl)
    conflicts.end(ctl, force=True)
    assert conflicts.running(ctl.state.current_scene) is None
    conflicts.start(ctl, {"A": ["maren"], "B": ["corvin"]})  # a new one may start


def test_core_pays_hostile_invokes_when_the_conflict_ends(copy_campaign):
    """Core: the fate point for a hostile invoke goes to its target at the end of the
    conflict; Condensed's wait until after the scene."""
    ctl = _open(copy_campaign, "glasshouse-heist")
    conflicts.start(ctl, {"Crew": ["greta-voss"], "Bank": ["orrery-guards"]})
    scene = ctl.state.current_scene
    owed = PendingPayout("greta-voss", 1, HostilePayout.END_OF_CONFLICT, "hostile invoke")
    later = PendingPayout("vesna-kade", 1, HostilePayout.AFTER_SCENE, "hostile invoke")
    ctl.apply("owe", scenes=[replace(scene, pending_payouts=(owed, later))])
    before = ctl.state.characters["greta-voss"].fate_points
    conflicts.take_out(ctl, "orrery-guards")
    conflicts.end(ctl)
    state = _reopened(ctl)
    assert state.characters["greta-voss"].fate_points == before + 1
    assert state.current_scene.pending_payouts == (later,)


def test_sotc_hostile_invokes_are_paid_at_the_end_of_the_exchange(copy_campaign):
    """Spirit of the Century pays a tagged character at the end of the exchange."""
    ctl = _open(copy_campaign, "brass-leviathan")
    conflicts.start(ctl, {"Heroes": ["brick-okonedo"], "Strand": ["octavia-strand"]})
    scene = ctl.state.current_scene
    owed = PendingPayout("brick-okonedo", 1, HostilePayout.END_OF_EXCHANGE, "tagged")
    ctl.apply("owe", scenes=[replace(scene, pending_payouts=(owed,))])
    before = ctl.state.characters["brick-okonedo"].fate_points
    conflicts.next_turn(ctl)
    assert ctl.state.characters["brick-okonedo"].fate_points == before
    conflicts.next_turn(ctl)  # everyone has acted: exchange 2
    state = _reopened(ctl)
    assert state.current_scene.conflict.exchange == 2
    assert state.characters["brick-okonedo"].fate_points == before + 1
    assert state.current_scene.pending_payouts == ()


def test_sotc_an_npcs_hostile_invoke_point_goes_to_the_gms_pool_at_the_exchanges_end(
    copy_campaign,
):
    """An NPC's fate points go to the GM, who carries them into a later scene's pool, at the
    end of an exchange as at the end of a conflict or a scene: the NPC's file is untouched and
    the log says where the point went (it credited the NPC)."""
    ctl = _open(copy_campaign, "brass-leviathan")
    conflicts.start(ctl, {"Heroes": ["brick-okonedo"], "Strand": ["octavia-strand"]})
    scene = ctl.state.current_scene
    owed = PendingPayout("octavia-strand", 1, HostilePayout.END_OF_EXCHANGE, "tagged")
    ctl.apply("owe", scenes=[replace(scene, pending_payouts=(owed,))])
    before = ctl.state.characters["octavia-strand"].fate_points
    carried = ctl.state.story.gm_carried
    conflicts.next_turn(ctl)
    conflicts.next_turn(ctl)  # everyone has acted: exchange 2
    state = _reopened(ctl)
    assert state.characters["octavia-strand"].fate_points == before
    assert state.story.gm_carried == carried + 1
    assert state.current_scene.pending_payouts == ()
    entries, _ = ctl.log_entries()
    assert entries[-1].text.endswith(
        "fate points paid: the GM +1 for a hostile invoke on Professor Octavia Strand "
        "(carried to the next scene)"
    )
    ctl.undo()
    assert _reopened(ctl).story.gm_carried == carried


def test_mooks_drop_members_and_a_hit_nothing_absorbs_takes_out(copy_campaign):
    ctl = _open(copy_campaign, "glasshouse-heist")
    conflicts.start(ctl, {"Crew": ["greta-voss"], "Bank": ["orrery-guards", "inspector-fey"]})
    attack = Roll(
        "greta-voss",
        "Physique",
        Action.ATTACK,
        difficulty=0,
        target="orrery-guards",
        dice=(1, 0, 0, 0),
    )  # Good +3 +1 against Mediocre: a 4-shift hit takes out one one-box guard (CON L1056)
    for standing in (3, 2, 1):
        rolls.apply_roll(ctl, attack)
        assert ctl.state.characters["orrery-guards"].group_size == standing
        assert ctl.state.current_scene.conflict.in_fight("orrery-guards")
    rolls.apply_roll(ctl, attack)  # the last guard: nothing absorbs it
    state = _reopened(ctl)
    assert "orrery-guards" in state.current_scene.conflict.taken_out
    two = Roll("greta-voss", "Physique", Action.ATTACK, difficulty=2, target="inspector-fey")
    rolls.apply_roll(ctl, replace(two, dice=(1, 0, 0, 0)))  # 2 shifts
    assert ctl.state.characters["inspector-fey"].stress_marked
    assert ctl.state.current_scene.conflict.in_fight("inspector-fey")


def test_mooks_lose_members_one_by_one(copy_campaign):
    ctl = _open(copy_campaign, "glasshouse-heist")
    conflicts.start(ctl, {"Crew": ["greta-voss"], "Bank": ["orrery-guards"]})
    attack = Roll("greta-voss", "Physique", Action.ATTACK, difficulty=2, target="orrery-guards")
    rolls.apply_roll(ctl, replace(attack, dice=(1, 0, 0, 0)))  # 2 shifts: one guard falls
    state = _reopened(ctl)
    assert state.characters["orrery-guards"].group_size == 3
    assert state.current_scene.conflict.in_fight("orrery-guards")


def test_core_L520_a_protector_defends_for_their_ward_and_may_take_the_hit(copy_campaign):
    """Core: forgo the action and the bonus to defend someone else; failing, the protector
    may take the hit themselves (the Roll dialog asks; here the GM's answer is the target)."""
    from fate_tui.campaign.roll.roll_session import RollSession

    ctl = _open(copy_campaign, "glasshouse-heist")
    conflicts.start(ctl, {"Crew": ["vesna-kade", "greta-voss"], "Bank": ["ilario-quist"]})
    conflicts.next_turn(ctl)  # Quist has acted; Vesna's turn
    assert ctl.state.current_scene.turn.active == "vesna-kade"
    conflicts.full_defense(ctl, ["greta-voss"])
    written = _scene_file(ctl)["conflict"]["full_defense"]
    assert written == [
        {"who": "vesna-kade", "bonus": 0, "defended": False, "protecting": ["greta-voss"]}
    ]
    aimed = RollSession.start(ctl.state, "ilario-quist").with_action(2).with_target("greta-voss")
    assert (aimed.roll.opponent, aimed.roll.target) == ("vesna-kade", "greta-voss")
    vesna = ctl.state.characters["vesna-kade"]
    assert aimed.worked.opposition == vesna.skills[aimed.roll.opponent_skill]  # no bonus
    # She fails and takes the hit in Greta's place.
    hit = aimed.setup(target="vesna-kade").rolled((1, 1, 1, 1), (-1, -1, -1, -1), typed=True)
    named = {"mild": "Winded", "moderate": "Cracked Rib", "severe": "Broken Arm"}
    rolls.apply_roll(ctl, hit.roll, rolls.Names(consequences=named))
    state = _reopened(ctl)
    assert state.characters["vesna-kade"].consequences
    assert not state.characters["greta-voss"].stress_marked


def test_sotc_L433_a_reasonable_concession_refused_moves_a_fate_point(copy_campaign):
    """SotC: "If the GM declares that the concession was a reasonable offer, then the
    character who offered it gains one fate point, and the character who refused it loses
    one." The GM's NPCs pay into and out of the scene's pool."""
    ctl = _open(copy_campaign, "brass-leviathan")
    conflicts.start(ctl, {"Crew": ["lucky-donnelly"], "Divers": ["leviathan-divers"]})
    lucky = ctl.state.characters["lucky-donnelly"].fate_points
    pool = ctl.state.current_scene.gm_pool
    conflicts.refuse_concession(ctl, "lucky-donnelly", "leviathan-divers", reasonable=True)
    state = _reopened(ctl)
    assert state.characters["lucky-donnelly"].fate_points == lucky + 1
    assert state.current_scene.gm_pool == pool - 1
    assert state.current_scene.conflict.in_fight("lucky-donnelly")  # the fight goes on
    with pytest.raises(RulesError, match="other side"):
        conflicts.refuse_concession(ctl, "lucky-donnelly", "lucky-donnelly", reasonable=True)


def test_sotc_L468_attached_minions_take_hits_first_and_add_their_bonus(copy_campaign):
    """SotC: attached, "he receives a bonus based on the group size (including him), and
    damage is applied to minions before it's applied to him"."""
    from fate_tui.campaign.intents import minions
    from fate_tui.campaign.roll.roll_model import work_out
    from fate_tui.campaign.roll.roll_text import roll_line

    ctl = _open(copy_campaign, "brass-leviathan")
    sides = {"Crew": ["lucky-donnelly"], "Strand": ["octavia-strand", "leviathan-divers"]}
    conflicts.start(ctl, sides)
    scenes.move(ctl, "octavia-strand", "Promenade Deck")  # where her divers are
    minions.attach(ctl, "octavia-strand", "leviathan-divers")
    assert _scene_file(ctl)["conflict"]["attached"] == [
        {"leader": "octavia-strand", "minions": "leviathan-divers"}
    ]
    # Six divers and Strand: a group of 7, +3 (L463).
    shot = Roll("octavia-strand", "Guns", Action.ATTACK, difficulty=0, target="lucky-donnelly")
    assert work_out(ctl.state, shot).minions == 3
    # Regression: the roll's words left the bonus out, adding up to more than they said.
    rolled = replace(shot, dice=(0, 0, 0, 0))
    assert "+ attached minions +3 + dice" in roll_line(
        ctl.state, rolled, work_out(ctl.state, rolled)
    )
    # Lucky's 5-shift hit on Strand: the divers (2 boxes each) take it all.
    attack = Roll(
        "lucky-donnelly",
        "Guns",
        Action.ATTACK,
        difficulty=0,
        target="octavia-strand",
        dice=(1, 0, 0, 0),
    )
    hit = rolls.needs(ctl.state, attack).hit
    assert (hit.taker, hit.shifts) == ("leviathan-divers", 5) and hit.first is None
    rolls.apply_roll(ctl, attack)
    state = _reopened(ctl)
    assert state.characters["leviathan-divers"].group_size < 6
    assert not state.characters["octavia-strand"].stress_marked


def test_accelerated_L191_a_helper_gives_up_their_action_for_the_exchange(copy_campaign):
    """Accelerated: "When an ally helps you, they give up their action for the exchange":
    applying the helped roll spends the helper's turn in the conflict's turn order."""
    ctl = _open(copy_campaign, "windward-post")
    conflicts.start(
        ctl, {"Riders": ["juno-brightwater", "wren-okafor"], "Raiders": ["graves-raiders"]}
    )
    turn = ctl.state.current_scene.turn
    leader = turn.active
    helper = next(p for p in turn.participants if p not in (leader, "graves-raiders"))
    skill = max(ctl.state.characters[leader].skills, key=ctl.state.characters[leader].skills.get)
    helped = Roll(leader, skill, Action.OVERCOME, helpers=(helper,), dice=(0, 0, 0, 0))
    rolls.apply_roll(ctl, helped)
    assert helper in _scene_file(ctl)["conflict"]["acted"]
    assert helper not in conflicts.next_candidates(ctl.state.current_scene, ctl.state.ruleset)
    with pytest.raises(RulesError, match="no action left"):
        rolls.apply_roll(ctl, helped)


def test_condensed_L752_one_free_move_per_exchange(copy_campaign):
    """Condensed: each character takes one action "and one move" an exchange; a second move
    in the same exchange takes the action (the Table's m offers it as a roll)."""
    from fate_tui.campaign.intents import moves, scenes

    ctl = _open(copy_campaign, "ashen-coast")
    conflicts.start(ctl, {"The crew": ["maren"], "The drowned": ["drowned-deacon"]}, first="maren")
    assert not moves.plan(ctl.state, "maren", "Undercroft").takes_action
    scenes.move(ctl, "maren", "Undercroft")
    assert _scene_file(ctl)["conflict"]["moved"] == ["maren"]
    again = moves.plan(ctl.state, "maren", "Altar")
    assert again.takes_action and "already made the free move" in again.reasons[0]
    conflicts.next_turn(ctl, "drowned-deacon")
    conflicts.next_turn(ctl, "maren")  # exchange 2: a new free move
    assert not moves.plan(ctl.state, "maren", "Altar").takes_action


def test_sotc_L468_attached_minions_skip_their_turns_and_act_again_once_detached(copy_campaign):
    """SotC L468: attached minions "give up their ability to act independently": skill order
    passes them by (also after a reopen), and once detached they take their turns again. A
    group of several reads plural ("act next"); SotC L466: a 3-shift hit on Fair divers drops
    one and the leftover shift marks the next."""
    from fate_tui.campaign.intents import minions

    ctl = _open(copy_campaign, "brass-leviathan")
    sides = {"Crew": ["lucky-donnelly"], "Strand": ["octavia-strand", "leviathan-divers"]}
    conflicts.start(ctl, sides)
    with pytest.raises(RulesError, match="same zone"):
        minions.attach(ctl, "octavia-strand", "leviathan-divers")
    scenes.move(ctl, "octavia-strand", "Promenade Deck")
    minions.attach(ctl, "octavia-strand", "leviathan-divers")
    order = _reopened(ctl).current_scene.turn.participants
    assert "leviathan-divers" not in order
    actors = []
    for _ in range(4):
        conflicts.next_turn(ctl)
        actors.append(ctl.state.current_scene.turn.active)
    assert "leviathan-divers" not in actors
    minions.detach(ctl, "octavia-strand")
    actors = []
    for _ in range(3):
        conflicts.next_turn(ctl)
        actors.append(ctl.state.current_scene.turn.active)
    assert "leviathan-divers" in actors
    entries, _ = ctl.store.log_entries()
    assert any("Brass-Helmed Divers act" in e.text for e in entries)
    shot = Roll(
        "lucky-donnelly",
        "Guns",
        Action.ATTACK,
        difficulty=0,
        target="leviathan-divers",
        dice=(-1, 0, 0, 0),
    )
    hit = rolls.needs(ctl.state, shot).hit
    assert hit.shifts == 3
    rolls.apply_roll(ctl, shot)
    divers = _reopened(ctl).characters["leviathan-divers"]
    assert divers.group_size == 5 and divers.stress_marked == {"stress": frozenset({0})}
    entries, _ = ctl.store.log_entries()
    assert any("taken out and the next one marks 1 stress box" in e.text for e in entries)


def test_sotc_L468_moving_away_or_the_leader_falling_frees_attached_minions(copy_campaign):
    """SotC L468: "a character may detach from a group automatically by moving away from
    it"; minions whose leader is out of the fight act on their own again."""
    from fate_tui.campaign.intents import minions

    ctl = _open(copy_campaign, "brass-leviathan")
    sides = {"Crew": ["lucky-donnelly"], "Strand": ["octavia-strand", "leviathan-divers"]}
    conflicts.start(ctl, sides)
    scenes.move(ctl, "octavia-strand", "Promenade Deck")
    minions.attach(ctl, "octavia-strand", "leviathan-divers")
    scenes.move(ctl, "octavia-strand", "The Leviathan's Back")
    current = _reopened(ctl).current_scene
    assert current.conflict.attached == ()
    assert "leviathan-divers" in current.turn.participants
    entries, _ = ctl.store.log_entries()
    assert "no longer attached to Professor Octavia Strand" in entries[-1].text
    scenes.move(ctl, "octavia-strand", "Promenade Deck")
    minions.attach(ctl, "octavia-strand", "leviathan-divers")
    conflicts.take_out(ctl, "octavia-strand")
    assert "leviathan-divers" in _reopened(ctl).current_scene.turn.participants
    assert "leviathan-divers" in ctl.state.current_scene.turn.participants


def test_a_character_who_conceded_cannot_roll_in_the_conflict(copy_campaign):
    """Conceding or being taken out leaves the conflict: an attack by them is refused."""
    ctl = _open(copy_campaign, "ashen-coast")
    conflicts.start(ctl, {"The crew": ["maren", "corvin"], "The drowned": ["drowned-deacon"]})
    conflicts.concede(ctl, "maren")
    attack = Roll(
        "maren",
        "Fight",
        Action.ATTACK,
        opponent="drowned-deacon",
        opponent_skill="Athletics",
        target="drowned-deacon",
        dice=(1, 1, 0, 0),
        opponent_dice=(0, 0, 0, 0),
    )
    for check in (rolls.needs, lambda state, roll: rolls.apply_roll(ctl, roll)):
        with pytest.raises(RulesError, match="Maren Holloway has conceded and is out of the"):
            check(ctl.state, attack)
    conflicts.take_out(ctl, "corvin")
    with pytest.raises(RulesError, match="has been taken out"):
        rolls.apply_roll(ctl, replace(attack, actor="corvin"))
