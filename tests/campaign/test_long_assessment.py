"""Spirit of the Century's long assessment (spirit-of-the-century-srd.txt L495-497): the free
tag an assessment gives is used in its scene, or, when the assessment takes longer than a
scene, in the scene that follows. Marked on the roll, saved in the scene file, said when the
scene ends; other free invokes on the scene's aspects still go."""

from dataclasses import replace

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import rolls, scene_end
from fate_tui.campaign.roll.roll_session import RollSession
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.action_effects import Action
from fate_tui.rules.errors import RulesError
from fate_tui.rules.scene import lasting_free_tags

IMOGEN = "imogen-vance"
HATCH = "There Is a Hatch Under Its Jaw"  # hidden in the scene in play


@pytest.fixture
def brass(copy_campaign) -> Controller:
    return Controller(CampaignStore.load(copy_campaign("brass-leviathan")))


def _assess(ctl: Controller, on=(HATCH, None)) -> RollSession:
    session = RollSession.start(ctl.state, IMOGEN).setup(
        skill="Investigation", action=Action.CREATE_ADVANTAGE, difficulty=0, advantage_on=on
    )
    return session


def test_sotc_L497_a_long_assessment_keeps_its_free_tag_past_the_scene_s_end(brass):
    with pytest.raises(RulesError, match="hidden aspect of the scene"):
        _assess(brass, on=None).toggle_long_assessment()
    known = ("Brass Coils Wrapped Around the Hull", None)
    with pytest.raises(RulesError, match="hidden aspect of the scene"):
        _assess(brass, on=known).toggle_long_assessment()
    long = _assess(brass).toggle_long_assessment()
    rolls.apply_roll(brass, replace(long.roll, dice=(1, 1, 0, 0)))
    scene = brass.state.current_scene
    assert scene is not None and scene.long_assessments == (HATCH,)
    text = (brass.root / "scenes" / f"{scene.id}.toml").read_text()
    assert f'long_assessments = ["{HATCH}"]' in text
    entries, _ = brass.log_entries()
    assert "may be used in the scene that follows" in entries[-1].text
    (lasting,) = lasting_free_tags(scene)
    assert lasting.name == HATCH and lasting.free_invokes == (IMOGEN,)

    cleanup = scene_end.end(brass)
    assert any(f"'{HATCH}' was assessed at length" in line for line in cleanup.lines)
    # Steam Valves' free tag (an ordinary one) goes; the hatch's is not counted with it.
    assert "1 unused free invoke on the scene's aspects is gone" in cleanup.lines
    brass.undo()
    brass.undo()
    assert brass.state.current_scene.long_assessments == ()


def test_sotc_L497_an_assessment_within_the_scene_is_not_kept(brass):
    rolls.apply_roll(brass, replace(_assess(brass).roll, dice=(1, 1, 0, 0)))
    assert brass.state.current_scene.long_assessments == ()
    assert lasting_free_tags(brass.state.current_scene) == ()


def test_a_long_assessment_naming_no_aspect_of_the_scene_is_a_warning(brass):
    scene = brass.state.current_scene
    path = brass.root / "scenes" / f"{scene.id}.toml"
    top = 'long_assessments = ["A Hatch Nobody Wrote"]\n'  # before the [[zones]] tables
    path.write_text(path.read_text().replace("status = ", top + "status = ", 1))
    problems = CampaignStore.load(brass.root).problems
    assert any(
        p.key_path == "long_assessments" and "'A Hatch Nobody Wrote' is not an aspect" in p.message
        for p in problems
    )
