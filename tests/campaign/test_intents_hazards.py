"""A hazard's attack through the intents (Condensed's obstacles, fate-condensed-srd.txt
L1208): its rating and dice against the target's defence, its Weapon on a tie or better, the
target's full defense, the hit put on the target in the running conflict."""

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import conflicts, hazards, obstacles
from fate_tui.campaign.intents.rolls import Names
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.obstacles import Hazard
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
