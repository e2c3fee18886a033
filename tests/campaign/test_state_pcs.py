"""The PCs of a campaign are found once per state and handed on to the next state when a
change cannot have changed who they are (a fate point on the large campaign walked its 550
characters at every key)."""

from __future__ import annotations

from dataclasses import replace

from fate_tui.campaign.state import CampaignState
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.character import CharacterKind


def _walks(state: CampaignState) -> bool:
    """Whether asking the state for its PCs walks the characters (not handed on)."""
    return "pcs" not in state.__dict__


def test_a_fate_point_hands_the_pcs_on_with_the_new_value(ashen):
    state = CampaignStore.load(ashen).state
    pcs = state.pcs
    ansel = replace(state.characters["ansel"], fate_points=5)
    new = state.with_characters(state.story, {"ansel": ansel}, state.scenes)
    assert not _walks(new)
    assert new.pcs == tuple(ansel if c.id == "ansel" else c for c in pcs)
    assert [c.id for c in new.pcs] == [c.id for c in replace(new).pcs]  # as a fresh walk


def test_a_character_new_or_changing_sides_makes_the_next_state_walk_again(ashen):
    state = CampaignStore.load(ashen).state
    assert state.pcs  # found once here
    ansel = state.characters["ansel"]
    npc = replace(ansel, kind=CharacterKind.MAJOR_NPC)
    turned = state.with_characters(state.story, {"ansel": npc}, state.scenes)
    assert _walks(turned) and "ansel" not in [c.id for c in turned.pcs]
    newcomer = replace(ansel, id="ansel-twin")
    grown = state.with_characters(state.story, {"ansel-twin": newcomer}, state.scenes)
    assert _walks(grown) and "ansel-twin" in [c.id for c in grown.pcs]
    # A state never asked for its PCs hands nothing on.
    fresh = CampaignStore.load(ashen).state
    assert _walks(fresh.with_characters(fresh.story, {"ansel": ansel}, fresh.scenes))
