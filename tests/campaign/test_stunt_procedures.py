"""Spirit of the Century's stunt procedures that are not a roll of their owner
(`intents.stunt_procedures`): each a logged, undoable step that pays its fate point and keeps
its count in the files. Lines are in spirit-of-the-century-srd.txt."""

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import stunt_procedures
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.character import Stunt
from fate_tui.rules.errors import RulesError

BUNDLED = Path(__file__).resolve().parents[2] / "campaigns"
LUCKY, IMOGEN = "lucky-donnelly", "imogen-vance"


@pytest.fixture
def ctl(tmp_path) -> Controller:
    target = tmp_path / "brass-leviathan"
    shutil.copytree(BUNDLED / "brass-leviathan", target)
    return Controller(CampaignStore.load(target))


def _with(ctl, cid, *stunts, **changes):
    who = ctl.state.characters[cid]
    more = replace(who, stunts=(*who.stunts, *(Stunt(s) for s in stunts)), **changes)
    ctl.apply(f"{cid} as the test needs", characters=[more])


def _last(ctl):
    return ctl.store.log_entries()[0][-1]


def test_a_check_mark_is_shaken_off_once_a_scene_for_a_fate_point(ctl):
    """L970: "Once per scene, he character may spend a fate point, and remove any single check
    mark from the injury track"; counted in the scene file, a second refused unless the GM
    allows it; undone with the fate point and the count."""
    with pytest.raises(RulesError, match="no stunt to shake off"):
        stunt_procedures.shake_off(ctl, LUCKY, 1)
    _with(ctl, LUCKY, "Endurance stunt 3", stress_marked={"health": frozenset({0, 1})})
    points = ctl.state.characters[LUCKY].fate_points
    assert stunt_procedures.shakes_off(ctl.state, ctl.state.characters[LUCKY]) == (
        "Endurance stunt 3",
        0,
    )
    stunt_procedures.shake_off(ctl, LUCKY, 1)
    lucky = ctl.state.characters[LUCKY]
    assert lucky.stress_marked["health"] == {0} and lucky.fate_points == points - 1
    assert ctl.state.current_scene.stunts_used[LUCKY] == ("Endurance stunt 3",)
    assert _last(ctl).kind == "recovery" and "shakes off health box 2" in _last(ctl).text
    assert stunt_procedures.shake_off_used(ctl.state, lucky)
    with pytest.raises(RulesError, match=r"once per scene.*override"):
        stunt_procedures.shake_off(ctl, LUCKY, 0)
    stunt_procedures.shake_off(ctl, LUCKY, 0, override=True)
    assert "the GM allowed it past its limit" in _last(ctl).text
    ctl.undo()
    ctl.undo()
    lucky = ctl.state.characters[LUCKY]
    assert lucky.stress_marked["health"] == {0, 1} and lucky.fate_points == points
    assert not stunt_procedures.shake_off_used(ctl.state, lucky)


def test_shaking_off_needs_a_fate_point_and_a_checked_box(ctl):
    _with(ctl, LUCKY, "Endurance stunt 3", fate_points=0, stress_marked={"health": frozenset({0})})
    with pytest.raises(RulesError, match="fate point"):
        stunt_procedures.shake_off(ctl, LUCKY, 0)
    _with(ctl, LUCKY, fate_points=2)
    with pytest.raises(RulesError, match="not checked"):
        stunt_procedures.shake_off(ctl, LUCKY, 3)


def test_a_character_who_cheated_death_comes_back_with_one_consequence(ctl):
    """L980: back "in any subsequent scene ... with all of his physical stress cleared and a
    single consequence"; kept in the character file (`cheated_death`) until then."""
    with pytest.raises(RulesError, match="has not cheated death"):
        stunt_procedures.come_back(ctl, LUCKY, "mild", "Singed")
    _with(ctl, LUCKY, cheated_death=True, taken_out=True)
    assert CampaignStore.load(ctl.root).state.characters[LUCKY].cheated_death
    stunt_procedures.come_back(ctl, LUCKY, "mild", "Singed")
    lucky = CampaignStore.load(ctl.root).state.characters[LUCKY]
    assert not lucky.cheated_death and not lucky.taken_out
    assert not lucky.stress_marked.get("health")
    assert lucky.consequence("mild").aspect == "Singed"
    assert "is back, having cheated death" in _last(ctl).text
    ctl.undo()
    assert ctl.state.characters[LUCKY].cheated_death
