"""The Table's aspect cards are built again only when something they show can change: a fate
point or a stress box leaves the scene and the names on the cards as they were."""

from dataclasses import replace

from fate_tui.campaign.store import CampaignStore
from fate_tui.ui.widgets.aspect_cards import cards_source
from tests.ui.conftest import CAMPAIGNS


def test_the_cards_are_built_again_only_when_the_scene_or_a_name_on_them_changes():
    state = CampaignStore.load(CAMPAIGNS / "ashen-coast").state
    scene = state.current_scene
    assert scene is not None and scene.aspects
    shown = cards_source(state)
    cast = {cid: state.characters[cid] for cid in scene.cast}
    maren = state.characters["maren"]
    assert "maren" in cast

    def changed(character):
        return state.with_characters(state.story, {character.id: character}, state.scenes)

    points = changed(replace(maren, fate_points=maren.fate_points + 1))
    assert cards_source(points) == shown
    # A name in the cast: short names are unique among the cast, so any card may change.
    renamed = changed(replace(maren, name="Maren the Second"))
    assert cards_source(renamed) != shown
    aspect = scene.aspects[0]
    boosted = replace(scene, aspects=(replace(aspect, free_invokes=("maren",)), *scene.aspects[1:]))
    placed = state.with_characters(state.story, {}, {**state.scenes, scene.id: boosted})
    assert cards_source(placed) != shown
