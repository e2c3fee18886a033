"""Making a PC step by step: the steps of each text, what a draft may leave open, the live
checks of each step, and finishing into an ordinary character."""

from dataclasses import replace

import pytest

from fate_tui.rules import creation
from fate_tui.rules.creation import StepKey
from fate_tui.rules.errors import RulesError
from fate_tui.rules.overrides import apply_overrides
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, SOTC

PYRAMID_ROWS = {
    4: "Notice",
    3: "Drive, Athletics",
    2: "Fight, Will, Physique",
    1: "Rapport, Lore, Contacts, Stealth",
}


def draft(ruleset=CONDENSED, aspects=("Disgraced Harbour Pilot", "Owes the Wardens")):
    made = creation.new_draft("ruth", "Ruth Kincaid")
    return creation.with_aspects(made, ruleset, list(aspects))


def messages(findings, errors=None):
    return [f.message for f in findings if errors is None or f.is_error is errors]


def test_condensed_steps_follow_the_text_in_order():
    # fate-condensed-srd.txt L75: five aspects, high concept first; L103: the skill pyramid;
    # L248, L258: refresh 3 and three free stunt slots; L324: finishing touches.
    steps = creation.creation_steps(CONDENSED)
    assert [s.key for s in steps] == list(StepKey)
    assert "high concept" in steps[0].allows and "(L75)" in steps[0].allows
    assert "relationship" in steps[0].allows and "(L91)" in steps[0].allows
    assert "1 at Great (+4), 2 at Good (+3), 3 at Fair (+2), 4 at Average (+1)" in steps[1].allows
    assert "Refresh 3 with 3 free stunts" in steps[2].allows
    assert "L1140" in steps[3].allows  # Character Creation As You Play


def test_condensed_aspect_slots_are_the_texts_five():
    # fate-condensed-srd.txt L75: a high concept, a trouble, a relationship, two free aspects.
    assert creation.aspect_slots(CONDENSED) == (
        "high concept",
        "trouble",
        "relationship",
        "free",
        "free",
    )
    made = creation.with_aspects(
        creation.new_draft("ruth", "Ruth"), CONDENSED, ["A", "B", "C", "D", ""]
    )
    assert [(a.name, a.role) for a in made.aspects] == [
        ("A", "high concept"),
        ("B", "trouble"),
        ("C", "relationship"),
        ("D", None),
    ]
    assert creation.written_aspects(made, CONDENSED) == ["A", "B", "C", "D", ""]


def test_condensed_skill_rows_are_the_pyramid_and_its_checks_run_live():
    # fate-condensed-srd.txt L103-109: one Great, two Good, three Fair, four Average.
    assert creation.rating_rows(CONDENSED) == ((4, 1), (3, 2), (2, 3), (1, 4))
    made = creation.with_skill_rows(draft(), CONDENSED, PYRAMID_ROWS)
    assert creation.step_findings(made, CONDENSED, StepKey.SKILLS) == []
    assert creation.written_rows(made, CONDENSED) == PYRAMID_ROWS
    two_greats = creation.with_skill_rows(draft(), CONDENSED, {4: "Notice, fight"})
    found = creation.step_findings(two_greats, CONDENSED, StepKey.SKILLS)
    assert messages(found, errors=True) == [
        "2 skills at Great (+4) but the pyramid allows 1 (Fight, Notice)"
    ]
    assert two_greats.skills == {"Notice": 4, "Fight": 4}  # written the list's way


def test_condensed_draft_is_played_with_its_blanks_open():
    # fate-condensed-srd.txt L1144: characters start with only a name, high concept aspect,
    # and highest skill; aspects and stunts are filled in during play. L258: stunt slots
    # need not be defined right away.
    made = creation.with_skill_rows(draft(aspects=("Harbour Pilot",)), CONDENSED, {4: "Notice"})
    assert creation.played_as_drafts(CONDENSED)
    assert not creation.played_as_drafts(CORE)
    # The draft loads with no error; the sheet lists what is still open.
    found = creation.sheet_findings(made, CONDENSED)
    assert messages(found, errors=True) == []
    assert "still open: no trouble aspect" in messages(found)
    assert "1 of 5 aspects written" in messages(found)
    # Finishing waits for the trouble; open stunt slots and unrated skills may stay open.
    assert messages(creation.blocking(made, CONDENSED)) == ["no trouble aspect"]
    trouble = creation.with_aspects(made, CONDENSED, ["Harbour Pilot", "Owes the Wardens"])
    done = creation.finished(trouble, CONDENSED)
    assert done.draft_step is None
    assert done.fate_points == 3  # L248: refresh 3, the fate points a session starts with
    assert messages(creation.sheet_findings(done, CONDENSED), errors=True) == []


def test_a_draft_without_a_high_concept_cannot_finish():
    # fate-condensed-srd.txt L1144: even as you play, a character starts with a high concept.
    made = creation.new_draft("ruth", "Ruth")
    with pytest.raises(RulesError, match="no high concept aspect"):
        creation.finished(made, CONDENSED)
    found = creation.step_findings(made, CONDENSED, StepKey.ASPECTS)
    assert "still open: no high concept aspect" in messages(found, errors=False)


def test_a_drafts_shape_errors_are_open_warnings_until_finished():
    made = creation.with_skill_rows(draft(), CONDENSED, {4: "Notice, Fight"})
    assert messages(creation.draft_findings(made, CONDENSED), errors=True) == []
    assert any(
        m.startswith("still open: 2 skills at Great")
        for m in messages(creation.draft_findings(made, CONDENSED))
    )
    with pytest.raises(RulesError, match="2 skills at Great"):
        creation.finished(made, CONDENSED)


def test_condensed_stunts_beyond_the_free_three_cost_refresh_down_to_one():
    # fate-condensed-srd.txt L258: three free stunt slots, more at 1 refresh each, to a
    # minimum of 1 refresh.
    assert creation.stunt_lines(CONDENSED) == 5
    lines = [f"Stunt {n}: does thing {n}" for n in range(1, 6)]
    made = creation.with_stunts(draft(), lines)
    assert made.stunts[0].text == "does thing 1"
    assert creation.refresh_line(made, CONDENSED) == (
        "3 of 3 free stunts used; 2 refresh paid; refresh 1"
    )
    assert creation.step_findings(made, CONDENSED, StepKey.STUNTS) == []
    six = creation.with_stunts(draft(), [*lines, "Stunt 6"])
    found = creation.step_findings(six, CONDENSED, StepKey.STUNTS)
    assert any("refresh never goes below 1" in m for m in messages(found, errors=True))


def test_core_uses_its_own_skill_list_and_five_free_aspects():
    # Published Fate Core (docs/rules-coverage.md): high concept, trouble, three more; the
    # 1/2/3/4 pyramid of Core's list (Drive is not a Core skill; Lore is).
    assert creation.aspect_slots(CORE)[:2] == ("high concept", "trouble")
    assert "relationship" not in creation.aspect_slots(CORE)
    made = creation.with_skill_rows(draft(CORE), CORE, {4: "Sail"})
    found = creation.step_findings(made, CORE, StepKey.SKILLS)
    assert "'Sail' is not a skill of Fate Core" in messages(found, errors=True)[0]


def test_columns_for_core_where_the_campaign_asks_for_them():
    # fate-condensed-srd.txt L914-918: no step holds more skills than the step below it.
    columns = apply_overrides(CORE, {"characters": {"shape": {"kind": "column"}}})
    assert creation.rating_rows(columns) == ((4, None), (3, None), (2, None), (1, None))
    assert "Columns" in creation.creation_steps(columns)[1].allows
    rows = {4: "Fight", 3: "Shoot, Notice", 2: "Will", 1: "Athletics"}
    made = creation.with_skill_rows(draft(CORE), columns, rows)
    found = creation.step_findings(made, columns, StepKey.SKILLS)
    assert messages(found, errors=True) == [
        "2 skills at Good (+3) but only 1 at Fair (+2): no step may hold more skills than "
        "the step below it"
    ]


def test_accelerated_rates_every_approach_in_the_published_spread():
    # fate-accelerated.txt L195, L206: six approaches, each +0 to +3; the spread one Good,
    # two Fair, two Average, one Mediocre is the published game's.
    assert creation.rating_rows(ACCELERATED) == ((3, 1), (2, 2), (1, 2), (0, 1))
    assert creation.creation_steps(ACCELERATED)[1].title == "Approaches"
    half = creation.with_skill_rows(draft(ACCELERATED), ACCELERATED, {3: "quick"})
    found = creation.step_findings(half, ACCELERATED, StepKey.SKILLS)
    assert messages(found, errors=True) == []  # the rest are only not rated yet
    assert "still open: Careful has no rating; every approach needs one" in messages(found)
    with pytest.raises(RulesError, match="has no rating"):
        creation.finished(half, ACCELERATED)
    rows = {3: "Quick", 2: "Clever, Sneaky", 1: "Careful, Flashy", 0: "Forceful"}
    made = creation.with_skill_rows(draft(ACCELERATED), ACCELERATED, rows)
    assert creation.step_findings(made, ACCELERATED, StepKey.SKILLS) == []
    assert creation.finished(made, ACCELERATED).skills["Forceful"] == 0


def test_spirit_of_the_century_is_not_made_by_these_steps():
    # spirit-of-the-century-srd.txt L96-116: five phases, made as a group (sotc_phases.py);
    # only skills (L113), stunts (L114) and the finishing touches follow them one by one.
    assert not creation.supports(SOTC)
    assert creation.steps_of(SOTC) == (StepKey.SKILLS, StepKey.STUNTS, StepKey.FINISH)


def test_a_finished_character_is_not_a_draft_any_more():
    made = creation.with_skill_rows(draft(), CONDENSED, PYRAMID_ROWS)
    done = creation.finished(made, CONDENSED)
    assert done == replace(made, draft_step=None, fate_points=3)
    assert creation.sheet_findings(done, CONDENSED) == creation.draft_findings(done, CONDENSED)


def test_what_the_file_gave_a_draft_stays_when_its_step_is_saved():
    # Nothing the GM wrote is lost: a skill rated where no row is offered, a stunt's bonus,
    # an aspect's free invoke.
    made = creation.with_skill_rows(draft(), CONDENSED, PYRAMID_ROWS)
    made = replace(made, skills={**made.skills, "Academics": 5, "Crafts": 0})
    again = creation.with_skill_rows(made, CONDENSED, creation.written_rows(made, CONDENSED))
    assert again.skills == made.skills
    moved = creation.with_skill_rows(made, CONDENSED, {4: "Academics"})
    assert moved.skills == {"Academics": 4, "Crafts": 0}
    stunt = replace(creation.with_stunts(made, ["Eye: sees"]).stunts[0], bonus=2, skill="Notice")
    with_bonus = replace(made, stunts=(stunt,))
    kept = creation.with_stunts(with_bonus, ["eye: sees far"]).stunts[0]
    assert (kept.name, kept.text, kept.bonus, kept.skill) == ("eye", "sees far", 2, "Notice")
    invoked = replace(made.aspects[0], free_invokes=("ruth",))
    marked = replace(made, aspects=(invoked, *made.aspects[1:]))
    written = creation.written_aspects(marked, CONDENSED)
    assert creation.with_aspects(marked, CONDENSED, written).aspects[0].free_invokes == ("ruth",)
