"""Spirit of the Century's borders at the table (spirit-of-the-century-srd.txt L400-401,
L543): written on the scene's zones, added to a move's penalty, taken off a sprint's shifts,
and two lower for a character with Unstoppable (L1232)."""

import shutil
from dataclasses import replace

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import moves, scenes
from fate_tui.campaign.roll import roll_obstacles
from fate_tui.campaign.roll.roll_model import Roll
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.action_effects import Action
from fate_tui.rules.character import Stunt
from fate_tui.rules.errors import RulesError
from fate_tui.rules.outcomes import Outcome, Resolution
from tests.ui.conftest import CAMPAIGNS

LUCKY, OFFICE = "lucky-donnelly", "Purser's Office"


def _ship(tmp_path) -> Controller:
    folder = tmp_path / "brass-leviathan"
    shutil.copytree(CAMPAIGNS / "brass-leviathan", folder)
    return Controller(CampaignStore.load(folder))


def _unstoppable(ctl: Controller) -> None:
    lucky = ctl.state.characters[LUCKY]
    unstoppable = replace(lucky, stunts=(*lucky.stunts, Stunt("might-4")))
    ctl.apply("Unstoppable", characters=[unstoppable])


def _sprint(ctl: Controller, shifts: int) -> tuple[int, int] | None:
    roll = Roll(LUCKY, "Athletics", Action.OVERCOME, move_to=OFFICE)
    return roll_obstacles.sprint(ctl.state, roll, Resolution(shifts, 0, Outcome.SUCCESS))


def test_sotc_L401_a_border_adds_to_a_moves_penalty_and_is_logged(tmp_path):
    ctl = _ship(tmp_path)
    scenes.set_border(ctl, "Promenade Deck", "Grand Saloon", 2)
    assert moves.plan(ctl.state, LUCKY, "Grand Saloon").penalty == -3
    assert moves.plan(ctl.state, LUCKY, "Bridge").penalty == -1
    scenes.move(ctl, LUCKY, "Grand Saloon")
    entries, _ = ctl.store.log_entries()
    assert "across a border: -3 on this turn's roll" in entries[-1].text
    # L1232: Unstoppable makes every border to his movement two lower.
    scenes.move(ctl, LUCKY, "Promenade Deck")
    _unstoppable(ctl)
    assert moves.plan(ctl.state, LUCKY, "Grand Saloon").penalty == -1


def test_sotc_L543_a_sprint_pays_each_border_on_the_way(tmp_path):
    ctl = _ship(tmp_path)
    assert _sprint(ctl, 2) == (2, 2)
    scenes.set_border(ctl, "Grand Saloon", OFFICE, 1)
    assert _sprint(ctl, 2) == (1, 2)
    assert _sprint(ctl, 3) == (2, 2)
    _unstoppable(ctl)
    assert _sprint(ctl, 2) == (2, 2)


def test_sotc_L821_mighty_leap_lowers_a_height_by_up_to_three(tmp_path):
    ctl = _ship(tmp_path)
    scenes.set_border(ctl, "Grand Saloon", OFFICE, 3, height=True)
    assert _sprint(ctl, 4) == (1, 2)
    lucky = ctl.state.characters[LUCKY]
    ctl.apply(
        "Mighty Leap", characters=[replace(lucky, stunts=(*lucky.stunts, Stunt("athletics-9")))]
    )
    assert _sprint(ctl, 2) == (2, 2)
    # Not a height: Mighty Leap does nothing for it.
    scenes.set_border(ctl, "Grand Saloon", OFFICE, 3)
    assert _sprint(ctl, 4) == (1, 2)


def test_borders_are_spirit_of_the_centurys(tmp_path):
    folder = tmp_path / "ashen-coast"
    shutil.copytree(CAMPAIGNS / "ashen-coast", folder)
    ctl = Controller(CampaignStore.load(folder))
    with pytest.raises(RulesError, match="has no borders"):
        scenes.set_border(ctl, "Nave", "Altar", 1)


def test_borders_read_in_either_form_and_a_wrong_one_is_explained():
    import tomllib

    from fate_tui.campaign.codec.fields import Fields
    from fate_tui.campaign.codec.scene_codec import read_scene

    text = """
[[zones]]
name = "Deck"
connects = ["Saloon"]
borders = { "Saloon" = 2, "Bridge" = 1 }
heights = ["Saloon", "Bridge"]

[[zones]]
name = "Saloon"

[[zones]]
name = "Bridge"

[zones.borders]
"Saloon" = -1
"""
    fields = Fields("scenes/deck.toml")
    scene = read_scene(tomllib.loads(text), "deck", fields)
    assert scene.zone("Deck").borders == (("Saloon", 2), ("Bridge", 1))
    assert scene.zone("Deck").heights == ("Saloon", "Bridge")
    said = [f"{p.key_path}: {p.message}" for p in fields.problems]
    assert any("zones[2].borders.Saloon: must be at least 0" in s for s in said), said
    assert any("a border toward 'Bridge', which Deck does not connect to" in s for s in said)
    assert any("zones[0].heights: a height toward 'Bridge'" in s for s in said), said
