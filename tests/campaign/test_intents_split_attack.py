"""One attack on several targets (fate-condensed-srd.txt L1368-1382): split effort, at least 1
each, each target defending against their share (L1372), evenly by default or as the GM
types it; a zone attack, everyone in the zone, friend and foe alike, each defending against the
whole total (L1376). Each hit absorbed, all in one undo step with one log entry."""

import math
from dataclasses import replace

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import big_bad, conflicts, obstacles, split_attack
from fate_tui.campaign.intents.rolls import Names
from fate_tui.campaign.roll import roll_big_bad
from fate_tui.campaign.roll.roll_model import Roll
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.action_effects import Action
from fate_tui.rules.errors import RulesError
from fate_tui.rules.obstacles import Block
from tests.ui.conftest import ashen_coast_with

# Corvin's Fight +3 and ++++: Epic (+7), Sophie's total in L1374.
EPIC = Roll("corvin", "Fight", Action.ATTACK, dice=(1, 1, 1, 1))


def _fight(tmp_path) -> Controller:
    ctl = Controller(CampaignStore.load(ashen_coast_with(tmp_path, [])))
    sides = {"The crew": ["corvin", "maren"], "The drowned": ["drowned-deacon"]}
    conflicts.start(ctl, sides, first="corvin")
    return ctl


def test_split_effort_shares_the_total_and_each_target_defends_against_their_share(tmp_path):
    ctl = _fight(tmp_path)
    total = split_attack.effort(ctl.state, EPIC)
    assert total == 7
    people = ["drowned-deacon", "maren"]
    assert split_attack.apart(ctl.state, people) == {}  # both at the Altar (L1380)
    assert split_attack.shares(total, people) == {"drowned-deacon": 4, "maren": 3}
    # L1372: split however you like, at least one point each, adding up to the total.
    assert split_attack.shares(total, people, typed=[5, 2]) == {"drowned-deacon": 5, "maren": 2}
    with pytest.raises(RulesError, match="at least 1"):
        split_attack.shares(total, people, typed=[7, 0])
    with pytest.raises(RulesError, match="add up to 6"):
        split_attack.shares(total, people, typed=[4, 2])
    attack = split_attack.SplitAttack(EPIC, {"drowned-deacon": 5, "maren": 2})
    defences = [
        split_attack.Defence("drowned-deacon", "Athletics", (0, 0, 0, 0)),  # +0 against 5
        split_attack.Defence("maren", "Athletics", (1, 1, 0, 0)),  # +2 against 2: a tie
    ]
    struck = split_attack.outcomes(ctl.state, attack, defences)
    assert [(s.target, s.hit.shifts if s.hit else 0) for s in struck] == [
        ("drowned-deacon", 5),
        ("maren", 0),
    ]
    # Maren's tie gives Corvin a boost (L529: a tied attack gives the attacker a boost).
    assert struck[1].boost_to == "corvin"
    with pytest.raises(RulesError, match="name the boost Corvin Ashgrave gains"):
        split_attack.apply(ctl, attack, defences, {"drowned-deacon": Names(taken_out=True)})
    taken_out = {"drowned-deacon": Names(taken_out=True)}
    split_attack.apply(ctl, attack, defences, taken_out, {"maren": "Caught Off Guard"})
    assert ctl.state.characters["drowned-deacon"].taken_out
    boost = next(a for a in ctl.state.current_scene.aspects if a.name == "Caught Off Guard")
    assert boost.free_invokes == ("corvin",)
    entries, _ = ctl.store.log_entries()
    assert "Corvin Ashgrave attacks 2 targets (split effort)" in entries[-1].text
    assert entries[-1].data["hits"] == {"drowned-deacon": 5, "maren": 0}
    ctl.undo()
    assert not ctl.state.characters["drowned-deacon"].taken_out


def test_targets_apart_or_beyond_reach_are_told_zone_by_zone_and_the_attack_still_goes(
    tmp_path,
):
    """L1380: the targets should share a zone, the GM allowing the occasional exception; and
    Fight reaches only its own zone (L718), Shoot the adjacent ones (L724), as for one target."""
    ctl = _fight(tmp_path)
    maren = Roll("maren", "Fight", Action.ATTACK, dice=(1, 1, 1, 1))  # at the Altar
    apart = split_attack.apart(ctl.state, ["drowned-deacon", "corvin", "maren"])
    assert apart == {"Altar": ("drowned-deacon", "maren"), "Nave": ("corvin",)}
    far = split_attack.beyond_reach(ctl.state, maren, ["drowned-deacon", "corvin"])
    assert list(far) == ["corvin"]
    assert (far["corvin"].attacker_zone, far["corvin"].target_zone) == ("Altar", "Nave")
    assert far["corvin"].reach.source == "fate-condensed-srd.txt L718"
    shoot = replace(maren, skill="Shoot")
    assert split_attack.beyond_reach(ctl.state, shoot, ["drowned-deacon", "corvin"]) == {}
    # Told, never refused: the shares and outcomes go on as for targets side by side.
    attack = split_attack.SplitAttack(maren, {"drowned-deacon": 3, "corvin": 2})
    defences = [
        split_attack.Defence("drowned-deacon", "Athletics", (0, 0, 0, 0)),
        split_attack.Defence("corvin", "Athletics", (0, 0, 0, 0)),
    ]
    assert len(split_attack.outcomes(ctl.state, attack, defences)) == 2


def test_a_zone_attack_hits_everyone_in_the_zone_with_the_whole_total(tmp_path):
    ctl = _fight(tmp_path)
    # L1376: everyone in the zone, friend and foe alike, defends against the total.
    people = split_attack.targets_in_zone(ctl.state, "Altar", "corvin")
    assert people == ["maren", "drowned-deacon"]
    assert split_attack.shares(7, people, zone=True) == {"maren": 7, "drowned-deacon": 7}
    conflicts.end(ctl, force=True)
    with pytest.raises(RulesError, match="needs a running conflict"):
        split_attack.effort(ctl.state, EPIC)


def test_a_share_aimed_at_someone_a_block_shields_must_get_past_it_and_gear_counts(tmp_path):
    """L1220: a share aimed at the Deacon behind a harmful Vat of Acid (Good +3, Weapon:4)
    rolls against the vat first; +2 misses by 1, he is untouched and the vat hits Corvin for
    1. L1388-1390: Maren's 5-point share with Corvin's Weapon:1 against her Armor:2 and
    +0 defence is a 4-shift hit."""
    ctl = Controller(CampaignStore.load(ashen_coast_with(tmp_path, ["obstacles", "weapon_armor"])))
    sides = {"The crew": ["corvin", "maren"], "The drowned": ["drowned-deacon"]}
    conflicts.start(ctl, sides, first="corvin")
    obstacles.add(ctl, Block("Vat of Acid", 3, 4, protects="drowned-deacon"))
    attack = split_attack.SplitAttack(replace(EPIC, weapon=1), {"drowned-deacon": 2, "maren": 5})
    defences = [
        split_attack.Defence("drowned-deacon", "Athletics", (-1, -1, -1, -1)),
        split_attack.Defence("maren", "Athletics", (0, 0, 0, 0), armor=2),
    ]
    deacon, maren = split_attack.outcomes(ctl.state, attack, defences)
    assert deacon.stopped_by == "Vat of Acid"
    assert (deacon.hit.taker, deacon.hit.attacker, deacon.hit.shifts) == ("corvin", None, 1)
    assert (maren.hit.taker, maren.hit.shifts) == ("maren", 4)
    split_attack.apply(ctl, attack, defences)
    text = ctl.store.log_entries()[0][-1].text
    assert "Vat of Acid shields them and stops it" in text
    assert not ctl.state.characters["drowned-deacon"].stress_marked
    assert ctl.state.characters["maren"].stress_marked


def test_a_solo_big_bad_among_the_targets_defends_and_takes_hits_as_a_big_bad(tmp_path):
    """L1353-1354: a solo big bad adds the PCs facing it less one (at most its skill) to its
    defence, and a hit on it drops by half the PCs, rounded up; both hold for its share."""
    ctl = Controller(CampaignStore.load(ashen_coast_with(tmp_path, ["big_bad"])))
    sides = {"The crew": ["corvin", "maren"], "The drowned": ["drowned-deacon"]}
    conflicts.start(ctl, sides, first="corvin")
    big_bad.set_solo(ctl, "drowned-deacon", True)
    pcs = roll_big_bad.pcs_facing(ctl.state)
    attack = split_attack.SplitAttack(EPIC, {"drowned-deacon": 6, "maren": 1})
    defences = [
        split_attack.Defence("drowned-deacon", "Fight", (-1, -1, -1, -1)),
        split_attack.Defence("maren", "Athletics", (-1, -1, -1, -1)),
    ]
    deacon, maren = split_attack.outcomes(ctl.state, attack, defences)
    solo = min(pcs - 1, 3)  # his Fight is Good (+3)
    assert deacon.resolution.opposition == 3 + solo - 4
    margin = 6 - deacon.resolution.opposition
    assert deacon.hit.shifts == margin - math.ceil(pcs / 2)
    assert maren.hit.shifts == 5  # nobody's big bad: 1 against -4


@pytest.mark.parametrize(("mental", "defence"), [(False, "Fight"), (True, "Will")])
def test_an_own_attack_on_several_targets_is_defended_as_an_attack_of_the_conflicts_kind(
    tmp_path, mental, defence
):
    # Regression: each target's default defence went by the attack skill's name, so the
    # Deacon's "Dragging the Living Under" (a skill no table lists) was met with Maren's
    # best skill, Lore. It is an attack of the conflict's kind: Athletics or Fight defend
    # against a physical one, Will against a mental one (fate-condensed-srd.txt L558-L562).
    ctl = Controller(CampaignStore.load(ashen_coast_with(tmp_path, [])))
    sides = {"The crew": ["corvin", "maren"], "The drowned": ["drowned-deacon"]}
    conflicts.start(ctl, sides, mental=mental)
    roll = Roll("drowned-deacon", "Dragging the Living Under", Action.ATTACK, dice=(0, 0, 0, 0))
    assert split_attack.default_defence(ctl.state, roll, "maren") == defence
