"""Values derived from a character: stress boxes by rating, consequence slots, starting fate
points. Each test cites the seed text (../shared/seeds/) and lines it checks."""

from __future__ import annotations

import pytest

from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character
from fate_tui.rules.derived import (
    consequence_slots,
    rating,
    starting_fate_points,
    stress_track,
    stress_tracks,
)
from fate_tui.rules.fate_points import award
from fate_tui.rules.overrides import apply_overrides
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, SOTC


def pc(**skills) -> Character:
    return Character("pc", "PC", skills=skills)


def boxes(character: Character, track: str, ruleset) -> tuple[int, ...]:
    found = stress_track(character, track, ruleset)
    assert found is not None
    return found.boxes


# --- Fate Condensed -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rating", "expected"),
    [(0, 3), (1, 4), (2, 4), (3, 6), (4, 6), (5, 6), (6, 6)],
)
def test_condensed_stress_and_consequences_boxes_by_physique_and_will(rating, expected):
    # fate-condensed-srd.txt L288-310: at least three 1-point boxes per track; Average or
    # Fair: [1][1][1] [1]; Good or Great: six boxes; Superb and higher: six boxes and a second
    # mild consequence slot for that kind of hit. Physique sets physical, Will sets mental.
    body = pc(Physique=rating)
    assert boxes(body, "physical", CONDENSED) == (1,) * expected
    assert boxes(body, "mental", CONDENSED) == (1, 1, 1)
    mind = pc(Will=rating)
    assert boxes(mind, "mental", CONDENSED) == (1,) * expected
    extra = [s.name for s in consequence_slots(body, CONDENSED) if s.track == "physical"]
    assert extra == (["mild (physical)"] if rating >= 5 else [])
    # One slot each for mild, moderate and severe, worth 2, 4 and 6 (L288, L832).
    shared = [(s.name, s.value) for s in consequence_slots(pc(), CONDENSED)]
    assert shared == [("mild", 2), ("moderate", 4), ("severe", 6)]


def test_condensed_hang_on_unified_track_uses_the_higher_of_physique_or_will():
    # fate-condensed-srd.txt L321: for a single unified track "add three more boxes to make
    # up for it, and use the higher of Physique or Will to lengthen it as indicated" (the
    # L292-310 table: Good or Great adds three). Physique Mediocre, Will Good: 3 + 3 + 3 = 9.
    unified = apply_overrides(CONDENSED, {"enabled_options": ["unified_stress"]})
    assert boxes(pc(Physique=0, Will=3), "stress", unified) == (1,) * 9
    assert boxes(pc(Physique=1, Will=0), "stress", unified) == (1,) * 7
    assert boxes(pc(), "stress", unified) == (1,) * 6


def test_a_unified_track_takes_physical_and_mental_hits():
    from fate_tui.rules.absorb import recommend_plan

    unified = apply_overrides(CONDENSED, {"enabled_options": ["unified_stress"]})
    for kind in ("physical", "mental"):
        plan = recommend_plan(pc(Physique=0, Will=3), 2, kind, unified)
        assert plan is not None and plan.track == "stress"


# --- Fate Core and Fate Accelerated -------------------------------------------------------


def test_core_stress_boxes_start_at_a_one_and_a_two_point_box():
    # fate-core-actions-and-conflicts.txt L546 and L550: every character gets a 1-point and a
    # 2-point box on each track; higher boxes come from skills. The examples show [1][2][3]
    # (Landon's 2- and 3-point boxes left, L556) and [1][2][3][4] (Cynere, L578); the mapping
    # by Physique/Will is the published game's.
    assert [t.boxes for t in stress_tracks(pc(), CORE)] == [(1, 2), (1, 2)]
    assert boxes(pc(Physique=1), "physical", CORE) == (1, 2, 3)
    assert boxes(pc(Physique=3), "physical", CORE) == (1, 2, 3, 4)
    assert boxes(pc(Will=4), "mental", CORE) == (1, 2, 3, 4)


def test_accelerated_what_is_stress_one_track_of_three_boxes():
    # fate-accelerated.txt L305 and L317: one row of three boxes absorbing 1, 2 and 3 shifts;
    # L311 and L321: consequence slots labelled 2, 4 and 6.
    assert [(t.name, t.boxes) for t in stress_tracks(pc(Forceful=3), ACCELERATED)] == [
        ("stress", (1, 2, 3))
    ]
    assert [s.value for s in consequence_slots(pc(), ACCELERATED)] == [2, 4, 6]


# --- Spirit of the Century ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("rating", "extra"),
    [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)],
)
def test_sotc_endurance_and_resolve_lengthen_health_and_composure(rating, extra):
    # spirit-of-the-century-srd.txt L417: each track defaults to 5 boxes; L580-585 (Endurance
    # for Health) and L652-656 (Resolve for Composure): Average-Fair +1, Good-Great +2,
    # Superb-Fantastic +3. Box n absorbs an n-point hit (L418).
    total = 5 + extra
    assert boxes(pc(Endurance=rating), "health", SOTC) == tuple(range(1, total + 1))
    assert boxes(pc(Resolve=rating), "composure", SOTC) == tuple(range(1, total + 1))


def test_sotc_L33_a_skill_not_on_the_sheet_defaults_to_mediocre():
    # L33: a skill the character did not take, or one that does not exist, is Mediocre.
    diego = pc(Engineering=5, Athletics=2)
    assert rating(diego, "Engineering", SOTC) == 5
    assert rating(diego, "Stealth", SOTC) == 0
    assert rating(diego, "Basket Weaving", SOTC) == 0


def test_sotc_sample_character_diego_stress_tracks():
    # spirit-of-the-century-srd.txt L167 and L171: Great Endurance and Average Resolve give
    # "Health: OOOOO OO" (seven boxes) and "Composure: OOOOO O" (six).
    diego = pc(Rapport=5, Endurance=4, Stealth=4, Resolve=1, Alertness=1)
    assert [(t.name, len(t.boxes)) for t in stress_tracks(diego, SOTC)] == [
        ("health", 7),
        ("composure", 6),
    ]


def test_sotc_fate_points_start_equal_to_the_number_of_aspects():
    # spirit-of-the-century-srd.txt L42: a number of fate points equal to how many aspects he
    # has, usually ten; L138 (quick character creation): take a fate point every time you
    # write down an aspect, so the 10th aspect brings the total to ten.
    points = 0
    aspects: tuple[Aspect, ...] = ()
    for n in range(1, 11):
        aspects = (*aspects, Aspect(f"Aspect {n}", AspectKind.CHARACTER))
        points = award(points)
        assert starting_fate_points(Character("pc", "PC", aspects=aspects), SOTC) == points == n
    assert points == 10
