"""Recovery: treatment difficulty, renaming, and the clocks of each rule set."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.character import Character, Consequence
from fate_tui.rules.errors import RulesError
from fate_tui.rules.overrides import enable_options
from fate_tui.rules.recovery import (
    begin_condition_recovery,
    begin_recovery,
    clears_in,
    end_arc,
    end_scene,
    end_session,
    take_downtime,
    treatment_difficulty,
)
from fate_tui.rules.ruleset import Period, Severity
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, RULESETS, SOTC

MILD, MODERATE, SEVERE = Severity.MILD, Severity.MODERATE, Severity.SEVERE


def hurt(*consequences: tuple[str, Severity, str], **fields) -> Character:
    return Character(
        "pc",
        "Charles",
        consequences=tuple(Consequence(slot, sev, name) for slot, sev, name in consequences),
        **fields,
    )


def slots(character: Character) -> list[str]:
    return [c.slot for c in character.consequences]


def scenes(character, ruleset, count, **kwargs):
    for _ in range(count):
        character = end_scene(character, ruleset, **kwargs)
    return character


def test_condensed_recovering_from_conflicts_difficulties():
    # fate-condensed-srd.txt L876: Fair (+2) mild, Great (+4) moderate, Fantastic (+6)
    # severe; two more when treating yourself.
    assert [treatment_difficulty(s, CONDENSED) for s in (MILD, MODERATE, SEVERE)] == [2, 4, 6]
    assert [
        treatment_difficulty(s, CONDENSED, self_treatment=True) for s in (MILD, MODERATE, SEVERE)
    ] == [4, 6, 8]


def test_core_recovering_from_a_consequence_difficulties():
    # fate-core-actions-and-conflicts.txt L594-598: recovery is an overcome against the
    # consequence, L598: Fair / Great / Fantastic; two steps harder on
    # yourself.
    assert treatment_difficulty(MODERATE, CORE) == 4
    assert treatment_difficulty(Consequence("severe", SEVERE, "x"), CORE, self_treatment=True) == 8


def test_no_treatment_roll_in_accelerated_and_sotc():
    # fate-accelerated.txt L346 and spirit-of-the-century-srd.txt L437-443: time, no roll.
    assert treatment_difficulty(MILD, ACCELERATED) is None
    assert treatment_difficulty(SEVERE, SOTC) is None


def test_extreme_consequences_cannot_be_treated():
    with pytest.raises(RulesError, match="cannot be treated"):
        treatment_difficulty(Severity.EXTREME, CORE)
    scarred = hurt(("extreme", Severity.EXTREME, "Hollow Eyes"))
    with pytest.raises(RulesError, match="no recovery"):
        begin_recovery(scarred, "extreme", "Haunted")


def test_condensed_recovering_broken_arm_renamed_arm_in_a_cast():
    # fate-condensed-srd.txt L878.
    treated = begin_recovery(
        hurt(("moderate", MODERATE, "Broken Arm")), "moderate", "Arm in a Cast"
    )
    (consequence,) = treated.consequences
    assert (consequence.aspect, consequence.recovering, consequence.recovery_elapsed) == (
        "Arm in a Cast",
        True,
        0,
    )
    with pytest.raises(RulesError, match="already recovering"):
        begin_recovery(treated, "moderate")
    with pytest.raises(RulesError, match="no consequence in the 'mild' slot"):
        begin_recovery(treated, "mild")


def test_condensed_mild_clears_one_full_scene_after_treatment():
    # fate-condensed-srd.txt L882: treated during a scene, it lasts through the next one.
    pc = begin_recovery(hurt(("mild", MILD, "Nasty Bite")), "mild")
    after_treatment_scene = end_scene(pc, CONDENSED)
    assert slots(after_treatment_scene) == ["mild"]
    assert clears_in(after_treatment_scene.consequences[0], CONDENSED) == (Period.SCENE, 1)
    assert slots(end_scene(after_treatment_scene, CONDENSED)) == []


def test_condensed_untreated_consequence_never_clears_by_time():
    pc = hurt(("mild", MILD, "Nasty Bite"))
    pc = end_arc(end_session(scenes(pc, CONDENSED, 5), CONDENSED), CONDENSED)
    assert slots(pc) == ["mild"]
    assert clears_in(pc.consequences[0], CONDENSED) is None


def test_condensed_moderate_clears_a_full_session_after_treatment():
    # fate-condensed-srd.txt L883.
    pc = begin_recovery(hurt(("moderate", MODERATE, "Gaping Chest Wound")), "moderate")
    pc = scenes(pc, CONDENSED, 4)
    assert slots(pc) == ["moderate"]  # scenes do not count for a moderate consequence
    pc = end_session(pc, CONDENSED)
    assert slots(pc) == ["moderate"]
    assert slots(end_session(pc, CONDENSED)) == []


def test_condensed_severe_clears_at_the_breakthrough_after_treatment():
    # fate-condensed-srd.txt L884.
    pc = begin_recovery(hurt(("severe", SEVERE, "Crippled Leg")), "severe")
    for _ in range(6):
        pc = end_session(pc, CONDENSED)
    assert slots(pc) == ["severe"]
    assert slots(end_arc(pc, CONDENSED)) == []


def test_condensed_sessions_and_arcs_severe_after_four_sessions():
    # fate-condensed-srd.txt L1000: with long arcs, severe consequences clear after four
    # sessions pass instead of at the end of the arc.
    rules = enable_options(CONDENSED, ["severe_after_sessions"])
    pc = begin_recovery(hurt(("severe", SEVERE, "Crippled Leg")), "severe")
    pc = end_session(pc, rules)  # the session of the treatment
    for _ in range(3):
        pc = end_session(pc, rules)
    assert slots(pc) == ["severe"]
    assert clears_in(pc.consequences[0], rules) == (Period.SESSION, 1)
    assert slots(end_session(pc, rules)) == []


def test_condensed_stress_clears_at_the_end_of_each_scene():
    # fate-condensed-srd.txt L822, L874.
    pc = Character("pc", "Charles", stress_marked={"physical": frozenset({0, 1})})
    assert end_scene(pc, CONDENSED).stress_marked == {}
    assert end_session(pc, CONDENSED).stress_marked == {"physical": frozenset({0, 1})}


def test_core_recovery_example_cynere_bloodied_bandaged():
    # fate-core-actions-and-conflicts.txt L608-612: Zird's Lore roll against Fair (+2)
    # succeeds at the inn; Bloodied becomes Bandaged and clears after the next whole scene.
    cynere = hurt(("mild", MILD, "Bloodied"))
    assert treatment_difficulty(cynere.consequences[0], CORE) == 2
    cynere = begin_recovery(cynere, "mild", "Bandaged")
    assert cynere.consequences[0].aspect == "Bandaged"
    cynere = end_scene(cynere, CORE)  # the scene at the inn
    assert slots(cynere) == ["mild"]
    assert slots(end_scene(cynere, CORE)) == []  # the next whole scene


def test_core_moderate_one_whole_session_severe_one_whole_scenario():
    # fate-core-actions-and-conflicts.txt L606. Simplified: mid-session treatment clears at the
    # end of the next session rather than in its middle.
    pc = begin_recovery(hurt(("moderate", MODERATE, "Deep Cut")), "moderate", "Stitched")
    pc = begin_recovery(
        Character("pc", "X", consequences=(*pc.consequences, Consequence("severe", SEVERE, "B"))),
        "severe",
    )
    pc = end_session(pc, CORE)
    assert slots(pc) == ["moderate", "severe"]
    pc = end_session(pc, CORE)
    assert slots(pc) == ["severe"]
    pc = end_arc(pc, CORE)  # the scenario of the treatment
    assert slots(pc) == ["severe"]
    assert slots(end_arc(pc, CORE)) == []


def test_accelerated_getting_better():
    # fate-accelerated.txt L346-350: mild at the end of the scene given rest; moderate at the
    # end of the next session; severe at the end of the scenario.
    pc = hurt(
        ("mild", MILD, "Sprained Ankle"), ("moderate", MODERATE, "M"), ("severe", SEVERE, "S")
    )
    assert slots(end_scene(pc, ACCELERATED, rest=False)) == ["mild", "moderate", "severe"]
    pc = end_scene(pc, ACCELERATED)
    assert slots(pc) == ["moderate", "severe"]
    pc = end_session(pc, ACCELERATED)
    assert slots(pc) == ["moderate", "severe"]
    pc = end_session(pc, ACCELERATED)
    assert slots(pc) == ["severe"]
    assert slots(end_arc(pc, ACCELERATED)) == []


def test_accelerated_renaming_moderate_and_severe_consequences():
    # fate-accelerated.txt L354: Painful Broken Leg may become Hobbling on Crutches.
    pc = begin_recovery(
        hurt(("severe", SEVERE, "Painful Broken Leg")), "severe", "Hobbling on Crutches"
    )
    assert pc.consequences[0].aspect == "Hobbling on Crutches"
    assert slots(end_arc(pc, ACCELERATED)) == []


def test_sotc_removing_consequences():
    # spirit-of-the-century-srd.txt L439-443: mild at a breather (stays if there is no break
    # between scenes), moderate after at least 6 hours of downtime, severe before the next
    # adventure.
    pc = hurt(
        ("mild", MILD, "Winded"), ("moderate", MODERATE, "Bad Ankle"), ("severe", SEVERE, "S")
    )
    assert slots(end_scene(pc, SOTC, rest=False)) == ["mild", "moderate", "severe"]
    pc = end_scene(pc, SOTC)
    assert slots(pc) == ["moderate", "severe"]
    pc = end_session(scenes(pc, SOTC, 3), SOTC)
    assert slots(pc) == ["moderate", "severe"]
    pc = take_downtime(pc, SOTC)
    assert slots(pc) == ["severe"]
    assert slots(end_arc(pc, SOTC)) == []


def test_sotc_back_to_back_sessions_step_consequences_down():
    # spirit-of-the-century-srd.txt L445: with no in-game time between sessions, consequences
    # carried in recover as one level lower.
    pc = hurt(("moderate", MODERATE, "Bad Ankle"), ("severe", SEVERE, "Broken Ribs"))
    pc = end_session(pc, SOTC, back_to_back=True)
    assert [c.clears_as for c in pc.consequences] == [MILD, MODERATE]
    pc = end_scene(pc, SOTC)  # the moderate now goes at a breather
    assert slots(pc) == ["severe"]
    assert slots(take_downtime(pc, SOTC)) == []
    # Stepping happens once, and only where the rule set has it.
    again = end_session(end_session(hurt(("severe", SEVERE, "S")), SOTC, back_to_back=True), SOTC)
    assert again.consequences[0].clears_as is MODERATE
    core = end_session(hurt(("severe", SEVERE, "S")), CORE, back_to_back=True)
    assert core.consequences[0].clears_as is None


def test_sotc_stress_clears_at_the_end_of_a_scene():
    # spirit-of-the-century-srd.txt L420.
    pc = Character("pc", "Diego", stress_marked={"health": frozenset({2})})
    assert end_scene(pc, SOTC).stress_marked == {}


def test_condensed_conditions_recover_like_consequences():
    # fate-condensed-srd.txt L1099: conditions recover as consequences of their severity.
    rules = enable_options(CONDENSED, ["conditions"])
    pc = Character("pc", "Ruth", conditions_marked={"Hurt": 1, "Wounded": 2})
    assert end_scene(end_scene(pc, rules), rules).conditions_marked == pc.conditions_marked
    pc = begin_condition_recovery(begin_condition_recovery(pc, "Hurt"), "Wounded")
    pc = end_scene(pc, rules)
    assert pc.conditions_marked == {"Hurt": 1, "Wounded": 2}
    pc = end_scene(pc, rules)
    assert pc.conditions_marked == {"Wounded": 2}
    assert pc.conditions_recovering == {"Wounded": 0}
    pc = end_arc(pc, rules)
    assert pc.conditions_marked == {} and pc.conditions_recovering == {}
    with pytest.raises(RulesError, match="no 'Scared' condition marked"):
        begin_condition_recovery(pc, "Scared")


_consequences = st.lists(
    st.builds(
        Consequence,
        slot=st.sampled_from(["mild", "moderate", "severe"]),
        severity=st.sampled_from([MILD, MODERATE, SEVERE]),
        aspect=st.just("Hurt"),
        recovering=st.booleans(),
        recovery_elapsed=st.integers(0, 3),
    ),
    max_size=3,
).map(tuple)


@given(
    st.dictionaries(
        st.sampled_from(["physical", "mental"]), st.frozensets(st.integers(0, 5)), max_size=2
    ),
    _consequences,
    st.sampled_from(sorted(RULESETS)),
    st.booleans(),
)
def test_end_scene_is_idempotent_for_stress_and_never_adds_harm(marked, consequences, name, rest):
    ruleset = RULESETS[name]
    pc = Character("pc", "P", stress_marked=marked, consequences=consequences)
    once = end_scene(pc, ruleset, rest=rest)
    assert once.stress_marked == {}
    assert end_scene(once, ruleset, rest=rest).stress_marked == {}
    for after in (once, end_session(pc, ruleset), end_arc(pc, ruleset), take_downtime(pc, ruleset)):
        assert len(after.consequences) <= len(pc.consequences)
        assert {c.slot for c in after.consequences} <= {c.slot for c in pc.consequences}


@given(st.sampled_from(sorted(RULESETS)), st.sampled_from([MILD, MODERATE, SEVERE]))
def test_a_treated_consequence_clears_after_exactly_its_clock(name, severity):
    ruleset = RULESETS[name]
    pc = begin_recovery(hurt((str(severity), severity, "Hurt")), str(severity))
    period, left = clears_in(pc.consequences[0], ruleset)
    ends = {
        Period.SCENE: end_scene,
        Period.SESSION: end_session,
        Period.ARC: end_arc,
        Period.DOWNTIME: lambda c, r: take_downtime(c, r),
    }[period]
    for _ in range(left - 1):
        pc = ends(pc, ruleset)
        assert slots(pc) == [str(severity)]
    assert slots(ends(pc, ruleset)) == []
