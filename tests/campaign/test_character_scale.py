"""A character's scale (fate-condensed-srd.txt L1269-1271) kept in its file: read in any case,
written back, a bad level reported at its key."""

from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.store import CampaignStore

DEACON = "characters/drowned-deacon.toml"


def test_a_characters_scale_is_read_and_written_back(ashen):
    path = ashen / DEACON
    path.write_text(path.read_text(encoding="utf-8") + 'scale = "supernatural"\n', "utf-8")
    ctl = Controller(CampaignStore.load(ashen))
    deacon = ctl.state.characters["drowned-deacon"]
    assert deacon.scale == "Supernatural"
    assert ctl.state.characters["maren"].scale is None
    ctl.apply("scale", characters=[replace(deacon, scale="Legendary")])
    assert 'scale = "Legendary"\n' in path.read_text(encoding="utf-8")
    assert CampaignStore.load(ashen).state.characters["drowned-deacon"].scale == "Legendary"
    ctl.apply("no scale", characters=[replace(deacon, scale=None)])
    assert "scale =" not in path.read_text(encoding="utf-8")


def test_a_bad_scale_level_is_reported_with_the_levels_allowed(ashen):
    path = ashen / DEACON
    path.write_text(path.read_text(encoding="utf-8") + 'scale = "Supernaturel"\n', "utf-8")
    store = CampaignStore.load(ashen)
    found = {p.key_path: p.message for p in store.problems if p.file == DEACON}
    assert "did you mean 'Supernatural'" in found["scale"]
    assert "Mundane" in found["scale"] and "Godlike" in found["scale"]
