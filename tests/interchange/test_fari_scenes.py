"""Fari scenes of both versions: index cards become situation aspects."""

from __future__ import annotations

import pytest

from fate_tui.interchange.fari_scene import read_fari_scene
from fate_tui.interchange.sources import NotWhatItClaims
from fate_tui.rules.aspects import AspectKind
from tests.interchange.builders import fari_scene_v1, fari_scene_v2, index_card, track


def test_version_2_cards_public_private_and_sub_cards():
    scene = fari_scene_v2(
        "The Drowned Chapel",
        public=[
            index_card("Flooded Nave", "Knee-deep, cold."),
            index_card(
                "Candles <i>Everywhere</i>",
                subCards=[index_card("Dripping Wax", sub=True)],
            ),
        ],
        private=[
            index_card(
                "The Bell Is Cursed",
                blocks=[track("Ritual", ("1", True), ("2", False), ("3", False))],
            )
        ],
    )
    draft = read_fari_scene(scene, "chapel.fari.json")
    assert draft.title == "The Drowned Chapel"
    assert [(a.name, a.hidden) for a in draft.aspects] == [
        ("Flooded Nave", False),
        ("Candles Everywhere", False),
        ("Dripping Wax", False),
        ("The Bell Is Cursed", True),
    ]
    assert "Flooded Nave:\nKnee-deep, cold." in draft.notes
    assert "The Bell Is Cursed:\nRitual: 1 of 3 boxes marked" in draft.notes


def test_version_1_aspects_with_boosts_and_private_cards():
    scene = fari_scene_v1(
        "Harbour Market",
        {
            "a": {"title": "Crowded Stalls", "type": 0},
            "b": {"title": "Distracted Guard", "type": 1},
            "c": {
                "title": "Pickpocket Ring",
                "type": 4,
                "isPrivate": True,
                "consequences": [{"name": "Mild", "value": "Bruised"}],
            },
        },
    )
    draft = read_fari_scene(scene, "market.fari.json")
    kinds = {a.name: (a.kind, a.hidden, len(a.free_invokes)) for a in draft.aspects}
    assert kinds == {
        "Crowded Stalls": (AspectKind.SITUATION, False, 0),
        "Distracted Guard": (AspectKind.BOOST, False, 1),
        "Pickpocket Ring": (AspectKind.SITUATION, True, 0),
    }
    assert "Pickpocket Ring:\nMild: Bruised" in draft.notes


def test_a_card_without_a_title_keeps_its_text_in_the_notes():
    scene = fari_scene_v2("Docks", public=[index_card("", "The tide turns at nine.")])
    draft = read_fari_scene(scene, "docks.fari.json")
    assert draft.aspects == []
    assert draft.notes == ["The tide turns at nine."]
    assert draft.warnings


def test_a_scene_whose_cards_are_not_a_list_is_refused():
    scene = fari_scene_v2("Docks", public=[])
    scene["indexCards"]["public"] = {"oops": 1}
    with pytest.raises(NotWhatItClaims, match=r"indexCards\.public: expected a list"):
        read_fari_scene(scene, "docks.fari.json")
