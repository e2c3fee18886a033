"""Advancement: Condensed milestones and breakthroughs, Core's minor/significant/major."""

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.advancement import (
    Advance,
    AdvanceKind,
    BuyStunt,
    ClearConsequence,
    RaiseSkill,
    RenameExtreme,
    ReplaceSkill,
    RewriteAspect,
    RewriteHighConcept,
    RewriteStunt,
    StartRecovery,
    SwapSkills,
    advance_kinds,
    apply_advance,
)
from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character, Consequence, Stunt
from fate_tui.rules.derived import refresh
from fate_tui.rules.errors import RulesError
from fate_tui.rules.overrides import enable_options
from fate_tui.rules.ruleset import Severity
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, SOTC
from fate_tui.rules.skill_shape import is_column

MILESTONE, BREAKTHROUGH = AdvanceKind.MILESTONE, AdvanceKind.BREAKTHROUGH
MINOR, SIGNIFICANT, MAJOR = AdvanceKind.MINOR, AdvanceKind.SIGNIFICANT, AdvanceKind.MAJOR

# Ruth: one Great, two Good, three Fair, four Average; Lore Average, Empathy Mediocre.
RUTH_SKILLS = {
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
RUTH = Character(
    "ruth",
    "Ruth",
    aspects=(
        Aspect("Occult Librarian", AspectKind.CHARACTER, role="high concept"),
        Aspect("Curiosity Killed the Cat", AspectKind.CHARACTER, role="trouble"),
        Aspect("Charles Owes Me", AspectKind.CHARACTER, role="relationship"),
        Aspect("Dusty Tomes", AspectKind.CHARACTER),
        Aspect("Night Owl", AspectKind.CHARACTER),
    ),
    skills=RUTH_SKILLS,
    stunts=(Stunt("Speed Reader"), Stunt("Archivist")),
    fate_points=3,
)


def advance(character, ruleset, kind, *changes, **flags):
    return apply_advance(character, ruleset, Advance(kind, tuple(changes), **flags))


def test_advance_kinds_per_model():
    assert advance_kinds(CONDENSED) == (MILESTONE, BREAKTHROUGH)
    assert advance_kinds(CORE) == (MINOR, SIGNIFICANT, MAJOR)
    with pytest.raises(RulesError, match="Fate Condensed advances with 'milestone' or"):
        advance(RUTH, CONDENSED, MAJOR)


def test_condensed_milestones_swap_two_skills():
    # fate-condensed-srd.txt L896.
    after = advance(RUTH, CONDENSED, MILESTONE, SwapSkills("Academics", "Lore"))
    assert (after.skills["Academics"], after.skills["Lore"]) == (1, 4)
    moved = advance(RUTH, CONDENSED, MILESTONE, SwapSkills("Academics", "Stealth"))
    assert moved.skills["Stealth"] == 4 and "Academics" not in moved.skills
    with pytest.raises(RulesError, match="both Good"):
        advance(RUTH, CONDENSED, MILESTONE, SwapSkills("Investigate", "Rapport"))
    with pytest.raises(RulesError, match="did you mean 'Stealth'"):
        advance(RUTH, CONDENSED, MILESTONE, SwapSkills("Academics", "Stelth"))


def test_condensed_milestones_replace_an_average_skill():
    # fate-condensed-srd.txt L896.
    after = advance(RUTH, CONDENSED, MILESTONE, ReplaceSkill("Lore", "Empathy"))
    assert after.skills["Empathy"] == 1 and "Lore" not in after.skills
    with pytest.raises(RulesError, match="only an Average \\(\\+1\\) skill can be replaced"):
        advance(RUTH, CONDENSED, MILESTONE, ReplaceSkill("Notice", "Empathy"))
    with pytest.raises(RulesError, match="already on the sheet"):
        advance(RUTH, CONDENSED, MILESTONE, ReplaceSkill("Lore", "Notice"))


def test_condensed_milestones_rewrite_a_stunt_and_an_aspect():
    # fate-condensed-srd.txt L897 and L899.
    after = advance(RUTH, CONDENSED, MILESTONE, RewriteStunt("archivist", Stunt("Polyglot")))
    assert [s.name for s in after.stunts] == ["Speed Reader", "Polyglot"]
    after = advance(RUTH, CONDENSED, MILESTONE, RewriteAspect("Night Owl", "Early Bird"))
    assert after.aspect("Early Bird") is not None and after.aspect("Night Owl") is None
    with pytest.raises(RulesError, match="high concept; it changes only at a 'breakthrough'"):
        advance(RUTH, CONDENSED, MILESTONE, RewriteAspect("Occult Librarian", "Witch"))


def test_condensed_milestones_buy_a_stunt_never_below_one_refresh():
    # fate-condensed-srd.txt L898: a stunt costs 1 refresh; refresh never goes below 1.
    pc = replace(RUTH, stunts=(*RUTH.stunts, Stunt("Third")))
    pc = advance(pc, CONDENSED, MILESTONE, BuyStunt(Stunt("Fourth")))
    pc = advance(pc, CONDENSED, MILESTONE, BuyStunt(Stunt("Fifth")))
    assert refresh(pc, CONDENSED) == 1
    with pytest.raises(RulesError, match="would leave refresh at 0; it never goes below 1"):
        advance(pc, CONDENSED, MILESTONE, BuyStunt(Stunt("Sixth")))


def test_condensed_milestone_allows_only_one_change():
    # fate-condensed-srd.txt L894: "one of the following".
    with pytest.raises(RulesError, match="allows one change from the milestone list"):
        advance(
            RUTH,
            CONDENSED,
            MILESTONE,
            SwapSkills("Academics", "Lore"),
            RewriteAspect("Night Owl", "Early Bird"),
        )
    with pytest.raises(RulesError, match="cannot be rewritten at a milestone"):
        advance(RUTH, CONDENSED, MILESTONE, RewriteHighConcept("Witch"))
    assert advance(RUTH, CONDENSED, MILESTONE) == RUTH  # a milestone may go unused


def test_condensed_breakthroughs_grow_the_character():
    # fate-condensed-srd.txt L903-907: one milestone option, rewrite the high concept, and one
    # skill up by a step, even from Mediocre to Average.
    after = advance(
        RUTH,
        CONDENSED,
        BREAKTHROUGH,
        RewriteAspect("Night Owl", "Early Bird"),
        RewriteHighConcept("Occult Archivist"),
        RaiseSkill("Empathy"),
    )
    assert after.high_concept.name == "Occult Archivist"
    assert after.skills["Empathy"] == 1
    assert after.saved_skill_points == 0
    saved = advance(RUTH, CONDENSED, BREAKTHROUGH)
    assert saved.saved_skill_points == 1
    with pytest.raises(RulesError, match="2 skill steps asked for but only 1 skill point"):
        advance(RUTH, CONDENSED, BREAKTHROUGH, RaiseSkill("Empathy"), RaiseSkill("Stealth"))


def test_condensed_breakthrough_consequences():
    # fate-condensed-srd.txt L906: moderate or severe consequences not yet in recovery may
    # begin it and be renamed; those already in recovery may be cleared.
    pc = replace(
        RUTH,
        consequences=(
            Consequence("moderate", Severity.MODERATE, "Gaping Chest Wound"),
            Consequence("severe", Severity.SEVERE, "Crushed Hand", recovering=True),
        ),
    )
    after = advance(
        pc,
        CONDENSED,
        BREAKTHROUGH,
        StartRecovery("moderate", "Stitched Up"),
        ClearConsequence("severe"),
    )
    (moderate,) = after.consequences
    assert (moderate.aspect, moderate.recovering) == ("Stitched Up", True)
    with pytest.raises(RulesError, match="was not recovering before this breakthrough"):
        advance(
            pc, CONDENSED, BREAKTHROUGH, StartRecovery("moderate"), ClearConsequence("moderate")
        )
    with pytest.raises(RulesError, match="a milestone cannot start the recovery"):
        advance(pc, CONDENSED, MILESTONE, StartRecovery("moderate"))


def test_condensed_breakthrough_power_ups():
    # fate-condensed-srd.txt L909-912: the GM may offer a point of refresh (which can buy a
    # stunt at once) and a step for a second skill.
    pc = replace(RUTH, stunts=(*RUTH.stunts, Stunt("Third"), Stunt("Fourth"), Stunt("Fifth")))
    assert refresh(pc, CONDENSED) == 1
    after = advance(
        pc,
        CONDENSED,
        BREAKTHROUGH,
        BuyStunt(Stunt("Sixth")),
        RewriteAspect("Night Owl", "Early Bird"),
        RaiseSkill("Empathy"),
        RaiseSkill("Stealth"),
        power_up_refresh=True,
        power_up_skill=True,
    )
    assert (after.refresh_bonus, refresh(after, CONDENSED), len(after.stunts)) == (1, 1, 6)
    assert after.skills["Empathy"] == after.skills["Stealth"] == 1
    with pytest.raises(RulesError, match="power-ups come with a breakthrough"):
        advance(RUTH, CONDENSED, MILESTONE, power_up_refresh=True)


def test_condensed_improving_skill_ratings_ruth_example():
    # fate-condensed-srd.txt L918: Lore to Fair alone breaks the column; with a saved point
    # Empathy goes to Average too, giving 1 Great, 2 Good, 4 Fair and 4 Average.
    ruth = replace(RUTH, saved_skill_points=1)
    with pytest.raises(RulesError, match="column rule"):
        advance(ruth, CONDENSED, BREAKTHROUGH, RaiseSkill("Lore"))
    after = advance(ruth, CONDENSED, BREAKTHROUGH, RaiseSkill("Lore"), RaiseSkill("Empathy"))
    counts = [sum(1 for v in after.skills.values() if v == r) for r in (4, 3, 2, 1)]
    assert counts == [1, 2, 4, 4]
    assert after.saved_skill_points == 0


def test_condensed_extreme_consequences_rename_at_breakthrough():
    # fate-condensed-srd.txt L1166-1170: the extreme consequence replaced an aspect (not the
    # high concept); at the next breakthrough it may be renamed, but not back to the original,
    # and the option may be used again.
    rules = enable_options(CONDENSED, ["extreme_consequences"])
    trouble = RUTH.aspects[1]
    pc = replace(
        RUTH,
        aspects=tuple(a for a in RUTH.aspects if a is not trouble),
        consequences=(
            Consequence("extreme", Severity.EXTREME, "Hollow Eyes", replaced_aspect=trouble),
        ),
        extreme_used=True,
    )
    with pytest.raises(RulesError, match="renamed at a breakthrough, not a milestone"):
        advance(pc, rules, MILESTONE, RenameExtreme("Seen the Abyss"))
    with pytest.raises(RulesError, match="cannot go back to the aspect it replaced"):
        advance(pc, rules, BREAKTHROUGH, RenameExtreme("curiosity killed the cat"))
    after = advance(pc, rules, BREAKTHROUGH, RenameExtreme("Seen the Abyss"))
    assert after.consequences == () and after.extreme_used is False
    assert after.trouble.name == "Seen the Abyss"
    assert len(after.aspects) == 5
    kept = advance(pc, rules, BREAKTHROUGH)  # not renamed: it stays as it is, as an aspect
    assert kept.trouble.name == "Hollow Eyes" and kept.consequences == ()


def test_core_minor_milestone_published():
    # Published Fate Core: one lateral change, plus moderate consequences may start recovery.
    pc = replace(RUTH, consequences=(Consequence("moderate", Severity.MODERATE, "Deep Cut"),))
    after = advance(pc, CORE, MINOR, SwapSkills("Notice", "Lore"), StartRecovery("moderate"))
    assert after.consequences[0].recovering and after.skills["Lore"] == 2
    severe = replace(RUTH, consequences=(Consequence("severe", Severity.SEVERE, "Burned"),))
    with pytest.raises(RulesError, match="minor milestone cannot start the recovery of a severe"):
        advance(severe, CORE, MINOR, StartRecovery("severe"))
    assert advance(severe, CORE, SIGNIFICANT, StartRecovery("severe")).consequences[0].recovering


def test_core_significant_milestone_skill_point_keeps_column_and_cap():
    # Published Fate Core: one skill point; no rank may hold more skills than the one below;
    # nothing above the skill cap of Great (+4) before a major milestone.
    after = advance(RUTH, CORE, SIGNIFICANT, RaiseSkill("Empathy"))
    assert after.skills["Empathy"] == 1
    with pytest.raises(RulesError, match="column rule"):
        advance(RUTH, CORE, SIGNIFICANT, RaiseSkill("Notice"))
    top = {"Fight": 4, "Shoot": 4, "Notice": 4, "Will": 4}
    with pytest.raises(RulesError, match="past the skill cap of Great \\(\\+4\\)"):
        advance(replace(RUTH, skills=top), CORE, SIGNIFICANT, RaiseSkill("Fight"))
    with pytest.raises(RulesError, match="cannot be rewritten at a significant milestone"):
        advance(RUTH, CORE, SIGNIFICANT, RewriteHighConcept("Witch"))


def test_core_major_milestone_published():
    # Published Fate Core: a significant milestone plus +1 refresh, a new high concept, one
    # step beyond the skill cap, and the extreme consequence renamed
    # (fate-core-actions-and-conflicts.txt L616-620).
    pc = replace(
        RUTH,
        skills={"Fight": 4, "Shoot": 4, "Notice": 4, "Will": 4},
        aspects=(*RUTH.aspects[:4], Aspect("Scarred Soul", AspectKind.CHARACTER)),
        consequences=(Consequence("extreme", Severity.EXTREME, "Scarred Soul"),),
        extreme_used=True,
    )
    with pytest.raises(RulesError, match="renamed at a major milestone, not a significant"):
        advance(pc, CORE, SIGNIFICANT, RenameExtreme("Healing Soul"))
    after = advance(
        pc,
        CORE,
        MAJOR,
        RewriteHighConcept("Occult Archivist"),
        RaiseSkill("Fight"),
        RenameExtreme("Healing Soul"),
    )
    assert after.skills["Fight"] == 5
    assert after.refresh_bonus == 1 and refresh(after, CORE) == 4
    assert after.high_concept.name == "Occult Archivist"
    assert after.extreme_used is False and after.consequences == ()
    assert after.aspect("Healing Soul") is not None


def test_accelerated_approaches_advance_published():
    # Published Fate Accelerated: swap two approaches; approaches cannot be replaced; no
    # approach above Superb (+5). No column rule for approaches.
    pc = Character(
        "a",
        "A",
        skills={"Clever": 3, "Careful": 2, "Sneaky": 2, "Quick": 1, "Flashy": 1, "Forceful": 0},
    )
    swapped = advance(pc, ACCELERATED, MINOR, SwapSkills("Forceful", "Clever"))
    assert swapped.skills["Forceful"] == 3 and swapped.skills["Clever"] == 0
    with pytest.raises(RulesError, match="approaches cannot be replaced"):
        advance(pc, ACCELERATED, MINOR, ReplaceSkill("Quick", "Cunning"))
    high = replace(pc, skills=dict(pc.skills, Clever=5), saved_skill_points=1)
    with pytest.raises(RulesError, match="skill cap of Superb \\(\\+5\\)"):
        advance(high, ACCELERATED, SIGNIFICANT, RaiseSkill("Clever"))
    assert advance(pc, ACCELERATED, SIGNIFICANT, RaiseSkill("Quick")).skills["Quick"] == 2


def test_sotc_stand_in_uses_the_milestone_model():
    # SotC's advancement chapter is missing from the seed; Core's milestones stand in.
    pc = Character("d", "Diego", skills={"Rapport": 5})
    assert advance(pc, SOTC, SIGNIFICANT, RaiseSkill("Rapport")).skills["Rapport"] == 6


_skills = st.sampled_from(["Academics", "Lore", "Empathy", "Stealth", "Notice", "Will"])


@given(st.lists(_skills, max_size=3), st.integers(0, 2))
def test_breakthrough_raises_either_keep_the_column_or_are_refused(raises, saved):
    ruth = replace(RUTH, saved_skill_points=saved)
    try:
        after = advance(
            ruth, CONDENSED, BREAKTHROUGH, *(RaiseSkill(s) for s in raises), power_up_skill=True
        )
    except RulesError:
        return
    assert is_column(after.skills.values())
    assert after.saved_skill_points == 1 + 1 + saved - len(raises)
    assert sum(after.skills.values()) == sum(RUTH.skills.values()) + len(raises)


_names = st.sampled_from(["Lore", "Empathy", "Fight", "Clever", "Nope", "Occult Librarian"])
_changes = st.one_of(
    st.builds(SwapSkills, _names, _names),
    st.builds(ReplaceSkill, _names, _names),
    st.builds(RewriteStunt, st.sampled_from(["Archivist", "x"]), st.builds(Stunt, _names)),
    st.builds(BuyStunt, st.builds(Stunt, st.text(max_size=3))),
    st.builds(RewriteAspect, _names, st.text(max_size=3)),
    st.builds(RewriteHighConcept, st.text(max_size=3)),
    st.builds(StartRecovery, st.sampled_from(["mild", "severe"])),
    st.builds(ClearConsequence, st.sampled_from(["mild", "severe"])),
    st.builds(RaiseSkill, _names),
    st.builds(RenameExtreme, st.text(max_size=3)),
)


@given(
    st.sampled_from([CONDENSED, CORE, ACCELERATED, SOTC]),
    st.sampled_from(list(AdvanceKind)),
    st.lists(_changes, max_size=4),
    st.booleans(),
)
def test_apply_advance_refuses_only_with_rules_errors(ruleset, kind, changes, power_up):
    pc = replace(
        RUTH, consequences=(Consequence("severe", Severity.SEVERE, "Burned", recovering=True),)
    )
    try:
        after = advance(pc, ruleset, kind, *changes, power_up_refresh=power_up)
    except RulesError as refused:
        assert str(refused)
        return
    assert after.saved_skill_points >= 0
    assert refresh(after, ruleset) >= ruleset.fate_points.min_refresh
