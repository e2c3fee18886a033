"""Scene-preparation intents: titles, aspects' free invokes and secrecy, scene countdowns."""

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import scenes
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.countdown import Countdown
from fate_tui.rules.errors import RulesError
from tests.campaign.conftest import snapshot

MARKET = "ash-market"  # a prepared scene, not the one in play


@pytest.fixture
def ctl(ashen) -> Controller:
    return Controller(CampaignStore.load(ashen))


def _reloaded(ctl: Controller):
    return CampaignStore.load(ctl.store.root).state


def _last_log(ctl: Controller) -> str:
    entries, _ = ctl.store.log_entries()
    return entries[-1].text


def test_a_scene_is_renamed_and_keeps_its_file(ctl):
    scenes.rename_scene(ctl, "  Dusk at the Ash Market ", MARKET)
    state = _reloaded(ctl)
    assert state.scenes[MARKET].title == "Dusk at the Ash Market"
    assert "Dusk at the Ash Market" in _last_log(ctl)
    with pytest.raises(RulesError, match="needs a title"):
        scenes.rename_scene(ctl, "  ", MARKET)


def test_an_aspect_gets_free_invokes_up_for_grabs_then_held(ctl):
    scenes.edit_aspect(ctl, "Wardens Watching the Quay", free_invokes=2, scene_id=MARKET)
    aspect = _reloaded(ctl).scenes[MARKET].aspect("Wardens Watching the Quay")
    assert aspect.free_invokes == (None, None)
    assert "2 free invokes up for grabs" in _last_log(ctl)
    scenes.edit_aspect(
        ctl, "wardens watching the quay", free_invokes=1, holder="tamsin", scene_id=MARKET
    )
    aspect = _reloaded(ctl).scenes[MARKET].aspect("Wardens Watching the Quay")
    assert aspect.free_invokes == ("tamsin",)
    assert "held by Tamsin Reed" in _last_log(ctl)


def test_renaming_an_aspect_keeps_its_free_invokes_and_secrecy(ctl):
    chapel = ctl.state.current_scene.id
    scenes.edit_aspect(ctl, "Hymn Rising From Under the Altar", new_name="The Hymn Grows Louder")
    aspect = _reloaded(ctl).scenes[chapel].aspect("The Hymn Grows Louder")
    assert aspect.free_invokes == ("maren", "maren")
    with pytest.raises(RulesError, match="already has the aspect"):
        scenes.edit_aspect(
            ctl, "The Hymn Grows Louder", new_name="Tide Rising Through the Floor Stones"
        )
    with pytest.raises(RulesError, match="no aspect"):
        scenes.edit_aspect(ctl, "Nothing Like It", free_invokes=1)


def test_hiding_and_revealing_situation_and_zone_aspects(ctl):
    scenes.set_hidden(ctl, "Everyone Is Talking About the Fleet", True, MARKET)
    scenes.set_hidden(ctl, "Choking Smoke", True, MARKET)
    market = _reloaded(ctl).scenes[MARKET]
    assert market.aspect("Everyone Is Talking About the Fleet").hidden
    assert market.zone("Smokehouse Row").aspects[0].hidden
    scenes.set_hidden(ctl, "Brannock Is Selling the Crew to Hesper", False, MARKET)
    assert not _reloaded(ctl).scenes[MARKET].aspect("Brannock Is Selling the Crew to Hesper").hidden
    assert "revealed to the players" in _last_log(ctl)
    with pytest.raises(RulesError, match="no aspect"):
        scenes.set_hidden(ctl, "Nothing Like It", True, MARKET)


def test_a_scene_countdown_is_added_and_removed(ctl):
    scenes.add_countdown(ctl, Countdown("Wardens Close In", 4), MARKET)
    market = _reloaded(ctl).scenes[MARKET]
    assert [(cd.name, cd.boxes, cd.marked) for cd in market.countdowns] == [
        ("Wardens Close In", 4, 0)
    ]
    with pytest.raises(RulesError, match="already has a countdown"):
        scenes.add_countdown(ctl, Countdown("wardens close in", 2), MARKET)
    scenes.remove_countdown(ctl, "Wardens Close In", MARKET)
    assert _reloaded(ctl).scenes[MARKET].countdowns == ()
    with pytest.raises(RulesError, match="no countdown"):
        scenes.remove_countdown(ctl, "Wardens Close In", MARKET)


def test_preparing_a_new_scene_end_to_end(ctl):
    scene_id = scenes.new_scene(ctl, "The Sunken Vault")
    scenes.add_zone(ctl, "Stairs", scene_id=scene_id)
    scenes.add_zone(ctl, "Vault", scene_id=scene_id)
    scenes.connect(ctl, "Stairs", "Vault", scene_id)
    scenes.bring_in(ctl, "maren", "Stairs", scene_id)
    scenes.move(ctl, "maren", "Vault", scene_id)
    state = _reloaded(ctl)
    vault = state.scenes[scene_id]
    assert vault.zone("Stairs").connects == ("Vault",)
    assert vault.positions == {"maren": "Vault"}
    assert state.story.current_scene == "drowned-chapel"  # preparing it does not start it


def test_the_new_intents_undo_to_the_byte(ctl):
    before = snapshot(ctl.store.root)
    scenes.rename_scene(ctl, "Another Title", MARKET)
    scenes.edit_aspect(ctl, "Wardens Watching the Quay", free_invokes=2, scene_id=MARKET)
    scenes.set_hidden(ctl, "Choking Smoke", True, MARKET)
    scenes.add_countdown(ctl, Countdown("Wardens Close In", 4), MARKET)
    for _ in range(4):
        ctl.undo()
    after = snapshot(ctl.store.root)
    assert {k: v for k, v in after.items() if not k.startswith("log/")} == {
        k: v for k, v in before.items() if not k.startswith("log/")
    }


def _empty_scene_in_play(ctl) -> str:
    """The scene in play ended, a new one started with nobody in it."""
    scenes.end(ctl)
    scene_id = scenes.new_scene(ctl, "The Sunken Vault")
    scenes.start(ctl, scene_id)
    return scene_id


def test_condensed_l1066_pcs_brought_in_before_the_first_roll_fill_the_gm_pool(ctl):
    # fate-condensed-srd.txt L1066: "At the start of each scene, begin with a pool of fate
    # points equal to the number of PCs." Bug: a scene started with `p` and then given four
    # PCs with `b` held 0.
    scene_id = _empty_scene_in_play(ctl)
    start = _reloaded(ctl).scenes[scene_id].gm_pool or 0
    pcs = [c.id for c in ctl.state.pcs]
    for cid in pcs:
        assert not scenes.pc_joins_late(ctl, cid, scene_id)
        scenes.bring_in(ctl, cid, scene_id=scene_id)
    assert _reloaded(ctl).scenes[scene_id].gm_pool == start + len(pcs) == start + 4
    assert f"the GM's pool holds {start + 4}" in _last_log(ctl)
    scenes.bring_in(ctl, "sister-ilse", scene_id=scene_id)  # an NPC adds nothing
    assert _reloaded(ctl).scenes[scene_id].gm_pool == start + 4


def test_a_pc_joining_after_the_first_roll_adds_a_point_only_when_the_gm_says_so(ctl):
    # fate-condensed-srd.txt L1066 counts the PCs "at the start of each scene": after the
    # scene's first roll it is the GM's call.
    scene_id = _empty_scene_in_play(ctl)
    scenes.bring_in(ctl, "maren", scene_id=scene_id)
    pool = _reloaded(ctl).scenes[scene_id].gm_pool
    ctl.note("roll", "Maren rolls Notice")
    assert scenes.rolled_in(ctl, scene_id)
    assert scenes.pc_joins_late(ctl, "corvin", scene_id)
    assert not scenes.pc_joins_late(ctl, "sister-ilse", scene_id)
    scenes.bring_in(ctl, "corvin", scene_id=scene_id)
    assert _reloaded(ctl).scenes[scene_id].gm_pool == pool
    scenes.bring_in(ctl, "ansel", scene_id=scene_id, to_pool=True)
    assert _reloaded(ctl).scenes[scene_id].gm_pool == pool + 1
