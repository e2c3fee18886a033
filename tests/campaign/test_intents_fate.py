"""The fate point intents the Fate points screen adds: escalating a compel, setting the GM's
pool at a scene's start."""

import shutil
from dataclasses import replace

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import fate
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.errors import FateError, RulesError
from tests.campaign.conftest import CAMPAIGNS


@pytest.fixture
def ctl(ashen) -> Controller:
    return Controller(CampaignStore.load(ashen))


@pytest.fixture
def sotc(tmp_path) -> Controller:
    target = tmp_path / "brass-leviathan"
    shutil.copytree(CAMPAIGNS / "brass-leviathan", target)
    return Controller(CampaignStore.load(target))


def _reloaded(ctl: Controller):
    return CampaignStore.load(ctl.store.root).state


def test_escalating_a_sotc_compel_raises_the_stake_and_logs_it(sotc):
    before = sotc.state.characters["brick-okonedo"].fate_points
    compel = fate.offer(sotc, "brick-okonedo", "Hands Like Anvils")
    raised = fate.escalate(sotc, compel)
    assert raised.step == 1
    entries, _ = sotc.store.log_entries()
    assert entries[-1].kind == "compel" and "escalates to 2" in entries[-1].text
    fate.resolve_compel(sotc, raised, accepted=False)
    assert _reloaded(sotc).characters["brick-okonedo"].fate_points == before - 2
    top = fate.escalate(sotc, raised)
    with pytest.raises(RulesError, match="last escalation"):
        fate.escalate(sotc, top)


def test_a_rule_set_without_escalation_refuses_it(ctl):
    compel = fate.offer(ctl, "maren", "anything")
    with pytest.raises(RulesError, match="no compel escalation"):
        fate.escalate(ctl, compel)


def test_the_scene_start_pool_counts_the_pcs_in_the_scene_and_what_is_carried(ctl):
    pcs = [c for c in ctl.state.current_scene.cast if not ctl.state.characters[c].kind.is_npc]
    assert fate.scene_start_pool(ctl).current == len(pcs)
    ctl.apply("carry two", story=replace(ctl.state.story, gm_carried=2))
    assert fate.scene_start_pool(ctl).current == len(pcs) + 2


def test_setting_the_gm_pool_to_the_rules_value_uses_up_what_was_carried(ctl):
    ctl.apply("carry one", story=replace(ctl.state.story, gm_carried=1))
    pcs = [c for c in ctl.state.current_scene.cast if not ctl.state.characters[c].kind.is_npc]
    fate.set_gm_pool(ctl)
    state = _reloaded(ctl)
    assert state.current_scene.gm_pool == len(pcs) + 1
    assert state.story.gm_carried == 0
    entries, _ = ctl.store.log_entries()
    assert "set to 5 (1 carried in" in entries[-1].text


def test_setting_the_gm_pool_to_a_number_and_undoing_it(ctl):
    before = ctl.state.current_scene.gm_pool
    fate.set_gm_pool(ctl, 7)
    assert _reloaded(ctl).current_scene.gm_pool == 7
    ctl.undo()
    assert _reloaded(ctl).current_scene.gm_pool == before
    with pytest.raises(FateError, match="negative"):
        fate.set_gm_pool(ctl, -1)


def test_the_gm_pool_needs_a_scene_in_play(ctl):
    ctl.apply("no scene", story=replace(ctl.state.story, current_scene=None))
    with pytest.raises(RulesError, match="no scene is in play"):
        fate.set_gm_pool(ctl, 3)


def test_compel_aspects_cover_the_character_the_scene_and_the_setting(ctl):
    found = dict(fate.compel_aspects(ctl, "maren"))
    assert found["The Church Wants Its Heretic Back"] == "trouble"
    assert found["Tide Rising Through the Floor Stones"] == "situation"
    assert found["Deacon Off Balance"] == "boost"
    assert found["The Deacon Is the Chapel's Heart"] == "situation, hidden"
    assert found["Knee-Deep Grey Water"] == "Nave"
    assert found["Ash Falls Like Winter Snow"] == "setting"
    with pytest.raises(RulesError, match="no character"):
        fate.compel_aspects(ctl, "nobody")
