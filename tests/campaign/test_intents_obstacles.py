"""Obstacles in play through the intents (Condensed's optional rule): a hazard's attack
(fate-condensed-srd.txt L1208: its rating and dice against the target's defence, its Weapon
on a tie or better, the target's full defense, the hit put on the target in the running
conflict) and blocks standing before a zone (L1218-1235: a move into it must get past the
block; failing a harmful one hits; removing it at its rating + 2) or shielding a character
(L1220: an action on them rolls against the block first)."""

from dataclasses import replace

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import conflicts, hazards, moves, obstacles, rolls, scenes
from fate_tui.campaign.intents.rolls import Names, apply_roll
from fate_tui.campaign.roll.roll_model import Roll, work_out
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.action_effects import Action
from fate_tui.rules.errors import RulesError
from fate_tui.rules.obstacles import Block, Hazard
from tests.ui.conftest import ashen_coast_with

FLOOD = Hazard("The Flood Rises", 3, 2)


def _fight(tmp_path) -> Controller:
    ctl = Controller(CampaignStore.load(ashen_coast_with(tmp_path, ["obstacles", "full_defense"])))
    sides = {"The crew": ["maren", "corvin"], "The drowned": ["drowned-deacon"]}
    conflicts.start(ctl, sides, first="maren")
    obstacles.add(ctl, FLOOD)
    return ctl


def test_a_hazard_on_its_turn_attacks_with_its_rating_and_weapon(tmp_path):
    ctl = _fight(tmp_path)
    conflicts.next_turn(ctl, "hazard:The Flood Rises")
    assert hazards.whose_turn(ctl.state) == FLOOD
    # Maren's Athletics is Mediocre (+0): the usual defence against a hazard's attack.
    assert hazards.defence_skill(ctl.state, "maren") == "Athletics"
    # A tie (+3 against +3) with Weapon:2 is a 2-shift hit.
    tie = hazards.HazardAttack(FLOOD.name, "maren", "Athletics", (0, 0, 0, 0), (1, 1, 1, 0))
    assert hazards.outcome(ctl.state, tie).hit == 2
    hazards.attack(ctl, tie, Names())
    maren = CampaignStore.load(ctl.store.root).state.characters["maren"]
    assert sum(len(boxes) for boxes in maren.stress_marked.values()) >= 1
    entries, _ = ctl.store.log_entries()
    assert entries[-1].data["shifts"] == 2 and entries[-1].data["hazard"] == FLOOD.name


def test_a_full_defense_counts_against_a_hazard_and_is_used_up(tmp_path):
    ctl = _fight(tmp_path)
    conflicts.full_defense(ctl)  # Maren's turn: she goes on full defense (+2)
    miss = hazards.HazardAttack(FLOOD.name, "maren", "Athletics", (0, 0, 0, 0), (0, 0, 1, 0))
    # +3 against 1 + 2 (full defense) = +3: a tie, the Weapon makes it 2 shifts; without the
    # full defense it would have been 2 + 2.
    assert hazards.outcome(ctl.state, miss).hit == 2
    hazards.attack(ctl, miss, Names())
    defence = ctl.state.current_scene.conflict.full_defenses[0]
    assert defence.character_id == "maren" and defence.defended


ACID = Block("Vat of Acid", 3, 4, zone="Undercroft")  # L1262: Good (+3), Weapon:4


def test_a_block_before_a_zone_stops_a_move_into_it(tmp_path):
    ctl = _fight(tmp_path)
    obstacles.add(ctl, ACID)
    planned = moves.plan(ctl.state, "maren", "Undercroft")
    assert planned.takes_action and planned.difficulty == 3
    with pytest.raises(RulesError, match="Vat of Acid stands in the way of Undercroft"):
        scenes.move(ctl, "maren", "Undercroft")
    scenes.move(ctl, "maren", "Undercroft", past_block=True)
    assert ctl.state.current_scene.positions["maren"] == "Undercroft"


def test_a_roll_to_get_past_a_block_moves_on_success_and_hurts_on_failure(tmp_path):
    ctl = _fight(tmp_path)
    obstacles.add(ctl, ACID)
    past = Roll("maren", "Athletics", Action.OVERCOME, obstacle=ACID.name, move_to="Undercroft")
    # +0 and ---- is -4 against +3: she misses by 7 and the harmful block hits her for 7.
    failed = work_out(ctl.state, replace(past, dice=(-1, -1, -1, -1)))
    assert failed.opposition == 3 and failed.effect.hit == 7
    # +0 and ++++ is +4 against +3: she gets past and is in the Undercroft.
    apply_roll(ctl, replace(past, dice=(1, 1, 1, 1)))
    assert ctl.state.current_scene.positions["maren"] == "Undercroft"
    entries, _ = ctl.store.log_entries()
    assert "Maren Holloway gets past Vat of Acid" in entries[-1].text
    # Removing it outright is an overcome against +5 (L1235): Corvin's Athletics +2 and
    # ++++ is +6, a success that takes it away.
    remove = Roll("corvin", "Athletics", Action.OVERCOME, obstacle=ACID.name, removing=True)
    assert work_out(ctl.state, remove).opposition == 5
    apply_roll(ctl, replace(remove, dice=(1, 1, 1, 1)))
    assert ACID not in ctl.state.current_scene.obstacles


def test_an_attack_on_someone_a_block_shields_must_get_past_the_block_first(tmp_path):
    """L1220: the block interferes with the attack, so the attack roll goes against its rating
    as a set difficulty; failing, the attack doesn't happen and the harmful Vat of Acid hits
    the attacker by the margin; getting past, the attack goes on against the defence."""
    ctl = _fight(tmp_path)
    obstacles.add(ctl, Block("Vat of Acid", 3, 4, protects="drowned-deacon"))
    attack = Roll(
        "corvin",
        "Fight",
        Action.ATTACK,
        opponent="drowned-deacon",
        opponent_skill="Athletics",
        target="drowned-deacon",
        opponent_dice=(0, 0, 0, 0),
    )
    # Fight +3 and --00 is +1: two short of the vat's Good (+3), though it beats the
    # deacon's Mediocre defence. The attack is stopped and the vat hits Corvin for 2.
    stopped = replace(attack, dice=(-1, -1, 0, 0))
    assert not work_out(ctl.state, stopped).effect.achieved
    hit = rolls.needs(ctl.state, stopped).hit
    assert (hit.taker, hit.attacker, hit.shifts) == ("corvin", None, 2)
    apply_roll(ctl, stopped)
    assert ctl.state.characters["corvin"].stress_marked
    assert not ctl.state.characters["drowned-deacon"].stress_marked
    entries, _ = ctl.store.log_entries()
    assert "can't get past Vat of Acid to reach" in entries[-1].text
    # Fight +3 and +000 is +4: past the vat, then a 4-shift hit on the deacon.
    through = replace(attack, dice=(1, 0, 0, 0))
    hit = rolls.needs(ctl.state, through).hit
    assert (hit.taker, hit.attacker, hit.shifts) == ("drowned-deacon", "corvin", 4)
    apply_roll(ctl, through, Names(taken_out=True))
    assert "Corvin" in ctl.store.log_entries()[0][-1].text
    assert "gets past Vat of Acid to reach" in ctl.store.log_entries()[0][-1].text


def test_a_block_shielding_no_character_or_standing_before_no_zone_is_reported(tmp_path):
    folder = ashen_coast_with(tmp_path, ["obstacles"])
    path = folder / "scenes" / "drowned-chapel.toml"
    scene = "scenes/drowned-chapel.toml"

    def problems_with(extra: str) -> dict[str, str]:
        path.write_text(text + extra, encoding="utf-8")
        found = CampaignStore.load(folder).problems
        return {p.key_path: p.message for p in found if p.file == scene}

    text = path.read_text(encoding="utf-8")
    wall = '\n[[obstacles]]\nkind = "block"\nname = "Wall"\nrating = 2\nprotects = "nobody"\n'
    found = problems_with(wall)
    assert found["obstacles[0].protects"].startswith("no character 'nobody'")
    gate = '\n[[obstacles]]\nkind = "block"\nname = "Gate"\nrating = 2\nzone = "Crypt"\n'
    found = problems_with(gate)
    assert found["obstacles[0].zone"].startswith("'Crypt' is not a zone of this scene (zones: Nave")
