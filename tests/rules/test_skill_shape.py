"""Skill shapes: pyramid, column, diamond, custom counts and approaches."""

import itertools
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.overrides import apply_overrides
from fate_tui.rules.ruleset import SkillShape, SkillShapeKind
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, SOTC
from fate_tui.rules.skill_shape import (
    Level,
    check_skill_shape,
    column_excess,
    column_rule_kept,
    is_column,
    keeps_column,
    resolve_skill_names,
)

# A starting Condensed pyramid: one Great, two Good, three Fair, four Average.
PYRAMID = {
    "Academics": 4,
    "Investigate": 3,
    "Rapport": 3,
    "Notice": 2,
    "Will": 2,
    "Contacts": 2,
    "Lore": 1,
    "Athletics": 1,
    "Resources": 1,
    "Physique": 1,
}


def messages(findings, level=None):
    return [f.message for f in findings if level is None or f.severity is level]


def column(*counts):
    """Ratings for a column drawn top down: column(1, 2, 3, 4) is the pyramid."""
    top = len(counts)
    return [top - i for i, count in enumerate(counts) for _ in range(count)]


def test_condensed_skills_pyramid_is_valid():
    # fate-condensed-srd.txt L103-109: one Great, two Good, three Fair, four Average.
    assert check_skill_shape(PYRAMID, CONDENSED) == []


def test_condensed_skills_cap_at_great():
    # fate-condensed-srd.txt L103: the highest-rated skill is at Great (+4).
    skills = dict(PYRAMID, Academics=5)
    found = check_skill_shape(skills, CONDENSED, advanced=False)
    assert "Academics is Superb (+5) but Fate Condensed caps starting skills at Great (+4)" in (
        messages(found, Level.ERROR)
    )
    assert next(f for f in found if f.subject == "Academics").part == "skills"


def test_condensed_skills_too_many_at_one_step():
    skills = dict(PYRAMID, Investigate=4)
    found = check_skill_shape(skills, CONDENSED, advanced=False)
    assert messages(found, Level.ERROR) == [
        "2 skills at Great (+4) but the pyramid allows 1 (Academics, Investigate)"
    ]
    assert messages(found, Level.WARNING) == ["1 skill at Good (+3) but the pyramid calls for 2"]


def test_unknown_skill_gets_a_did_you_mean_hint():
    skills = dict(PYRAMID)
    skills["Notise"] = skills.pop("Notice")
    found = check_skill_shape(skills, CONDENSED)
    assert "'Notise' is not a skill of Fate Condensed (did you mean 'Notice'?)" in messages(found)


def test_aliases_are_accepted_and_duplicates_caught():
    # Core's seed chapters use the draft names Fighting, Intimidation, Deceit.
    resolved, found = resolve_skill_names({"fighting": 3, "Deceit": 2}, CORE)
    assert resolved == {"Fight": 3, "Deceive": 2}
    assert found == []
    _, found = resolve_skill_names({"Fight": 3, "Fighting": 2}, CORE)
    assert messages(found) == [
        "Fight is on the sheet twice ('Fight' and 'Fighting'); keep one rating"
    ]


def test_condensed_alternative_skill_lists_fred_diamond():
    # fate-condensed-srd.txt L242 (and L1132): a 9-skill list rated 1 Great, 2 Good, 3 Fair,
    # 2 Average and 1 Mediocre.
    fred = replace(
        CONDENSED,
        characters=replace(
            CONDENSED.characters,
            skills=("Fight", "Know", "Move", "Notice", "Pilot", "Sneak", "Speak", "Tinker", "Will"),
            shape=SkillShape(SkillShapeKind.DIAMOND, ((4, 1), (3, 2), (2, 3), (1, 2), (0, 1))),
        ),
    )
    sheet = {"Pilot": 4, "Move": 3, "Notice": 3, "Fight": 2, "Tinker": 2, "Speak": 2}
    sheet |= {"Sneak": 1, "Will": 1}
    assert check_skill_shape(sheet, fred) == []
    # Rating the ninth skill too leaves no Mediocre skill and three at Average.
    found = check_skill_shape(dict(sheet, Know=1), fred, advanced=False)
    assert messages(found, Level.ERROR) == [
        "3 skills at Average (+1) but the diamond allows 2 (Know, Sneak, Will)"
    ]
    assert messages(found, Level.WARNING) == [
        "0 skills at Mediocre (+0) but the diamond calls for 1"
    ]


def test_condensed_improving_skill_ratings_column_pictures():
    # fate-condensed-srd.txt L920-990: the pyramid is a column; 1/2/4/3 is not valid;
    # 1/2/4/4 is valid; 1/3/3/3 is also valid.
    assert is_column(column(1, 2, 3, 4))
    assert not is_column(column(1, 2, 4, 3))
    assert column_excess(column(1, 2, 4, 3)) == {2: 1}
    assert is_column(column(1, 2, 4, 4))
    assert is_column(column(1, 3, 3, 3))


def test_condensed_improving_skill_ratings_ruth_example():
    # fate-condensed-srd.txt L918: Lore from Average to Fair alone gives four Fair and three
    # Average; raising Empathy from Mediocre to Average too keeps the column.
    lore_only = dict(PYRAMID, Lore=2)
    assert not keeps_column(PYRAMID, lore_only)
    both = dict(lore_only, Empathy=1)
    assert keeps_column(PYRAMID, both)
    counts = [sum(1 for v in both.values() if v == r) for r in (4, 3, 2, 1)]
    assert counts == [1, 2, 4, 4]


def test_advanced_sheet_is_checked_with_the_column_rule():
    ruth_after = dict(PYRAMID, Lore=2, Empathy=1)
    found = check_skill_shape(ruth_after, CONDENSED)
    assert messages(found, Level.ERROR) == []
    assert "checked as an advanced character" in messages(found, Level.WARNING)[0]
    broken = dict(PYRAMID, Lore=2, Athletics=2, Empathy=1)
    found = check_skill_shape(broken, CONDENSED)
    assert messages(found, Level.ERROR) == [
        "5 skills at Fair (+2) but only 3 at Average (+1): no step may hold more skills than "
        "the step below it"
    ]


def test_keeps_column_tolerates_a_shape_that_already_broke_it():
    diamond = {"A": 4, "B": 3, "C": 3, "D": 2, "E": 2, "F": 2, "G": 1, "H": 1}
    assert not is_column(diamond.values())
    assert keeps_column(diamond, dict(diamond, I=1))  # a new Average skill helps
    assert not keeps_column(diamond, dict(diamond, G=2))  # another Fair makes it worse


def test_column_shape_with_a_budget():
    # Published Fate Core: "if you want to use the columns, go ahead—you get 20 skill points".
    columns = apply_overrides(
        CORE,
        {"characters": {"shape": {"kind": "column", "counts": [[4, 2], [3, 2], [2, 2], [1, 2]]}}},
    )
    good = {"Fight": 4, "Shoot": 4, "Notice": 3, "Will": 3, "Lore": 2, "Crafts": 2}
    good |= {"Drive": 1, "Empathy": 1}
    assert check_skill_shape(good, columns) == []
    over = dict(good, Fight=4, Stealth=2)
    found = check_skill_shape(over, columns, advanced=False)
    assert messages(found, Level.ERROR) == [
        "3 skills at Fair (+2) but only 2 at Average (+1): no step may hold more skills than "
        "the step below it",
        "the skills add up to 22 steps but the column allows 20",
    ]


def test_accelerated_approaches_spread():
    # Published Fate Accelerated: one Good, two Fair, two Average, one Mediocre.
    approaches = {"Clever": 3, "Careful": 2, "Sneaky": 2, "Quick": 1, "Flashy": 1, "Forceful": 0}
    assert check_skill_shape(approaches, ACCELERATED) == []
    missing = dict(approaches)
    del missing["Forceful"]
    assert "Forceful has no rating; every approach needs one" in messages(
        check_skill_shape(missing, ACCELERATED)
    )
    found = check_skill_shape(dict(approaches, Clever=4), ACCELERATED, advanced=False)
    assert "Clever is Great (+4) but Fate Accelerated caps starting approaches at Good (+3)" in (
        messages(found, Level.ERROR)
    )


def test_sotc_sample_character_diego_skills():
    # spirit-of-the-century-srd.txt L167: Superb Rapport; Great Endurance, Stealth; Good
    # Investigation, Engineering, Deceit; Fair Athletics, Guns, Burglary, Mysteries; Average
    # Sleight of Hand, Survival, Pilot, Resolve, Alertness.
    diego = {"Rapport": 5, "Endurance": 4, "Stealth": 4}
    diego |= {"Investigation": 3, "Engineering": 3, "Deceit": 3}
    diego |= {"Athletics": 2, "Guns": 2, "Burglary": 2, "Mysteries": 2}
    diego |= {"Sleight of Hand": 1, "Survival": 1, "Pilot": 1, "Resolve": 1, "Alertness": 1}
    assert check_skill_shape(diego, SOTC) == []


def test_negative_starting_skill_is_an_error():
    found = check_skill_shape(dict(PYRAMID, Stealth=-1), CONDENSED, advanced=False)
    assert "Stealth is Poor (-1); skills go no lower than Mediocre (+0)" in messages(found)


def _brute_force_column(ratings: list[int]) -> bool:
    """Every skill at Fair or above rests on its own skill one step below (tried by brute
    force over every way of choosing supports)."""
    upper = [i for i, r in enumerate(ratings) if r >= 2]
    for supports in itertools.permutations(range(len(ratings)), len(upper)):
        if all(ratings[s] == ratings[u] - 1 for u, s in zip(upper, supports, strict=True)):
            return True
    return not upper


@given(st.lists(st.integers(0, 4), max_size=6))
def test_column_rule_agrees_with_brute_force(ratings):
    assert is_column(ratings) == _brute_force_column(ratings)


@given(
    st.dictionaries(st.sampled_from("ABCDEFGH"), st.integers(0, 5), max_size=8),
    st.dictionaries(st.sampled_from("ABCDEFGH"), st.integers(0, 5), max_size=8),
)
def test_keeps_column_from_a_column_means_the_result_is_a_column(before, after):
    if is_column(before.values()):
        assert keeps_column(before, after) == is_column(after.values())
    assert keeps_column(before, before)


def test_condensed_L916_the_column_rule_kept_or_broken_where_it_applies():
    # fate-condensed-srd.txt L916: improving skills must keep a column; Mediocre skills do
    # not count. Accelerated rates approaches, where the rule has no place.
    assert column_rule_kept({"Fight": 2, "Notice": 1, "Lore": 0}, CONDENSED) is True
    assert column_rule_kept({"Fight": 2, "Notice": 2, "Lore": 1}, CONDENSED) is False
    assert column_rule_kept({"Careful": 3}, ACCELERATED) is None
