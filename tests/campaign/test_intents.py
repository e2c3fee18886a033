"""Intents: each change goes through the controller, lands in the files, the log and undo."""

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import fate, scenes
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.aspects import Aspect, boost
from fate_tui.rules.errors import RulesError
from tests.campaign.conftest import snapshot


@pytest.fixture
def ctl(ashen) -> Controller:
    return Controller(CampaignStore.load(ashen))


def _reloaded(ctl: Controller):
    return CampaignStore.load(ctl.store.root).state


def test_award_and_spend_reach_the_file_and_the_log(ctl):
    before = ctl.state.characters["maren"].fate_points
    updates = []
    ctl.subscribe(updates.append)
    fate.award(ctl, "maren", 2, "a great line")
    assert _reloaded(ctl).characters["maren"].fate_points == before + 2
    assert updates[-1].files == ("characters/maren.toml",)
    entries, _ = ctl.store.log_entries()
    assert entries[-1].kind == "fate_point" and "a great line" in entries[-1].text
    with pytest.raises(RulesError, match="cannot lose"):
        fate.spend(ctl, "maren", before + 3)


def test_a_gm_compel_accepted_gains_the_target_a_point(ctl):
    before = ctl.state.characters["corvin"].fate_points
    compel = fate.offer(ctl, "corvin", "Owes the Church Forty Years")
    fate.resolve_compel(ctl, compel, accepted=True)
    assert _reloaded(ctl).characters["corvin"].fate_points == before + 1


def test_refusing_a_compel_costs_a_point_and_is_impossible_at_zero(ctl):
    maren = ctl.state.characters["maren"]
    compel = fate.offer(ctl, "maren", "anything")
    fate.spend(ctl, "maren", maren.fate_points)
    with pytest.raises(RulesError, match="cannot refuse"):
        fate.resolve_compel(ctl, compel, accepted=False)
    fate.award(ctl, "maren", 1)
    fate.resolve_compel(ctl, compel, accepted=False)
    assert _reloaded(ctl).characters["maren"].fate_points == 0


def test_a_player_proposed_compel_costs_the_proposer(ctl):
    proposer = ctl.state.characters["tamsin"].fate_points
    target = ctl.state.characters["corvin"].fate_points
    compel = fate.offer(ctl, "corvin", "anything", proposer="tamsin")
    fate.resolve_compel(ctl, compel, accepted=True)
    state = _reloaded(ctl)
    assert state.characters["tamsin"].fate_points == proposer - 1
    assert state.characters["corvin"].fate_points == target + 1


def test_the_gm_pool_is_spent_from_the_scene_in_play(ctl):
    pool = ctl.state.current_scene.gm_pool
    fate.gm_pool(ctl, -1, "invoked the Deacon's aspect")
    assert _reloaded(ctl).current_scene.gm_pool == pool - 1


def test_scene_aspect_added_and_its_free_invoke_used_up(ctl):
    scenes.add_aspect(ctl, Aspect("Smoke Everywhere", free_invokes=(None,)))
    scenes.use_free_invoke(ctl, "Smoke Everywhere", "maren")
    aspect = _reloaded(ctl).current_scene.aspect("Smoke Everywhere")
    assert aspect.free_invokes == ()
    with pytest.raises(RulesError, match="no free invoke"):
        scenes.use_free_invoke(ctl, "Smoke Everywhere", "maren")


def test_a_used_boost_is_gone(ctl):
    scenes.add_aspect(ctl, boost("Off Balance", "corvin"))
    scenes.use_free_invoke(ctl, "Off Balance", "corvin")
    assert "Off Balance" not in [a.name for a in _reloaded(ctl).current_scene.aspects]


def test_characters_move_between_zones(ctl):
    scenes.move(ctl, "maren", "Nave")
    assert _reloaded(ctl).current_scene.positions["maren"] == "Nave"


def test_a_move_to_the_zone_they_stand_in_is_refused_and_not_logged(ctl):
    scenes.move(ctl, "maren", "Nave")
    logged = len(ctl.store.log_entries()[0])
    with pytest.raises(RulesError, match="already in Nave"):
        scenes.move(ctl, "maren", "nave")
    assert len(ctl.store.log_entries()[0]) == logged
    assert ctl.undo().startswith("Maren Holloway moves to Nave")


def test_ending_a_scene_clears_stress_and_boosts_and_starting_sets_the_pool(ctl):
    corvin = ctl.state.characters["corvin"]
    assert any(corvin.stress_marked.values())
    scenes.add_aspect(ctl, boost("Off Balance", "corvin"))
    chapel = ctl.state.current_scene.id
    scenes.end(ctl)
    state = _reloaded(ctl)
    assert not any(state.characters["corvin"].stress_marked.values())
    assert all(not a.is_boost for a in state.scenes[chapel].aspects)
    assert state.story.current_scene is None
    market = "ash-market"
    pcs_in_market = [c for c in state.scenes[market].cast if not state.characters[c].kind.is_npc]
    scenes.start(ctl, market)
    assert _reloaded(ctl).scenes[market].gm_pool == len(pcs_in_market)


def test_every_intent_is_undoable_to_the_byte(ctl):
    before = snapshot(ctl.store.root)
    fate.award(ctl, "maren", 1)
    scenes.add_zone(ctl, "Crypt", ("Altar",))
    scenes.move(ctl, "maren", "Crypt")
    for _ in range(3):
        ctl.undo()
    after = snapshot(ctl.store.root)
    assert {k: v for k, v in after.items() if not k.startswith("log/")} == {
        k: v for k, v in before.items() if not k.startswith("log/")
    }


def test_taken_out_is_kept_in_the_file_until_the_scene_ends(ctl):
    from fate_tui.rules.harm import take_out

    deacon = ctl.state.characters["drowned-deacon"]
    ctl.apply("out", characters=[take_out(deacon)])
    assert _reloaded(ctl).characters["drowned-deacon"].taken_out
    scenes.end(ctl)
    assert not _reloaded(ctl).characters["drowned-deacon"].taken_out


def test_fate_points_owed_to_an_npc_go_to_the_gms_next_pool(ctl):
    from dataclasses import replace

    from fate_tui.rules.payouts import PendingPayout
    from fate_tui.rules.ruleset import HostilePayout

    scene = ctl.state.current_scene
    owed = PendingPayout("drowned-deacon", 2, HostilePayout.AFTER_SCENE, "hostile invokes")
    ctl.apply("owed", scenes=[replace(scene, pending_payouts=(owed,))])
    carried = ctl.state.story.gm_carried
    scenes.end(ctl)
    state = _reloaded(ctl)
    assert state.story.gm_carried == carried + 2
    assert state.characters["drowned-deacon"].fate_points == 0
