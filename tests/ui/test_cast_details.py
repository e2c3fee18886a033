"""A cast row in full (Enter on the Table): the words of its stress lines."""

from fate_tui.campaign.store import CampaignStore
from fate_tui.ui.play.cast_details import details
from tests.ui.conftest import bundled


def test_a_track_named_stress_is_named_once_and_a_named_track_says_stress(tmp_path):
    state = CampaignStore.load(bundled(tmp_path, "ashen-coast")).state
    deacon = details(state.characters["drowned-deacon"], state)
    assert "Stress □□□ (0 marked)" in deacon
    assert not any("Stress stress" in line for line in deacon)
    maren = details(state.characters["maren"], state)
    assert any(line.startswith("Physical stress □") for line in maren)
