"""Whole-sheet validation of PCs, major and minor NPCs and mook groups."""

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character, CharacterKind, Consequence, ExtraSlot, Stunt
from fate_tui.rules.overrides import enable_options
from fate_tui.rules.ruleset import Severity
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, RULESETS, SOTC
from fate_tui.rules.validation import Level, errors_only, validate_character

SKILLS = {
    "Shoot": 4,
    "Notice": 3,
    "Athletics": 3,
    "Stealth": 2,
    "Will": 2,
    "Physique": 2,
    "Fight": 1,
    "Lore": 1,
    "Empathy": 1,
    "Drive": 1,
}


def aspect(name, role=None):
    return Aspect(name, AspectKind.CHARACTER, role=role)


ASPECTS = (
    aspect("Precog Sniper", "high concept"),
    aspect("The Future Never Lies", "trouble"),
    aspect("Owes Ruth a Life", "relationship"),
    aspect("Cold Hands"),
    aspect("Ex-Military"),
)
STUNTS = (Stunt("In My Sights"), Stunt("Quick Draw"), Stunt("Sniper's Nest"))

PC = Character("cass", "Cassandra", aspects=ASPECTS, skills=SKILLS, stunts=STUNTS, fate_points=3)


def messages(findings, level=None):
    return [f.message for f in findings if level is None or f.severity is level]


def test_condensed_getting_started_complete_pc_has_no_findings():
    # fate-condensed-srd.txt L75, L80 (five aspects), L103-109 (pyramid), L258 (three free stunts).
    assert validate_character(PC, CONDENSED) == []


def test_pc_needs_high_concept_and_trouble():
    sheet = replace(PC, aspects=ASPECTS[2:])
    found = validate_character(sheet, CONDENSED)
    assert messages(found, Level.ERROR) == ["no high concept aspect", "no trouble aspect"]
    assert {f.part for f in found} == {"aspects"}


def test_too_many_aspects_for_a_pc():
    sheet = replace(PC, aspects=(*ASPECTS, aspect("One Too Many")))
    assert messages(validate_character(sheet, CONDENSED), Level.ERROR) == [
        "6 aspects but Fate Condensed gives 5"
    ]


def test_condensed_stunts_refresh_minimum():
    # fate-condensed-srd.txt L258: three free stunts, more cost 1 refresh each, to a minimum
    # of 1 refresh. Five stunts leave refresh 1; six would leave 0.
    five = replace(PC, stunts=(*STUNTS, Stunt("Four"), Stunt("Five")))
    assert validate_character(five, CONDENSED) == []
    six = replace(five, stunts=(*five.stunts, Stunt("Six")))
    assert messages(validate_character(six, CONDENSED), Level.ERROR) == [
        "6 stunts cost 3 refresh, leaving 0; refresh never goes below 1: drop a stunt"
    ]


def test_refresh_gained_pays_for_another_stunt():
    six = replace(PC, stunts=(*STUNTS, Stunt("Four"), Stunt("Five"), Stunt("Six")))
    assert errors_only(validate_character(replace(six, refresh_bonus=1), CONDENSED)) == []


def test_negative_fate_points():
    found = validate_character(replace(PC, fate_points=-1), CONDENSED)
    assert messages(found) == ["-1 fate points; it cannot go below 0"]


def test_condensed_major_npc_may_exceed_pc_limits():
    # fate-condensed-srd.txt L1046: a major NPC may have a higher peak skill and more stunts.
    boss = replace(
        PC,
        kind=CharacterKind.MAJOR_NPC,
        skills=dict(SKILLS, Shoot=6),
        stunts=tuple(Stunt(f"Trick {i}") for i in range(7)),
    )
    found = validate_character(boss, CONDENSED)
    assert errors_only(found) == []
    assert any("fine for a major NPC" in m for m in messages(found, Level.WARNING))


def test_condensed_minor_npc_stress_and_consequences():
    # fate-condensed-srd.txt L1050-1058: one aspect, one or two (possibly made-up) skills,
    # zero to three stress boxes, no consequence slots.
    dog = Character(
        "dog",
        "Guard Dog",
        kind=CharacterKind.MINOR_NPC,
        aspects=(aspect("Guard Dog"),),
        skills={"Biting People": 4},
        stress_boxes={"physical": (1, 1, 1)},
    )
    assert validate_character(dog, CONDENSED) == []
    tough = replace(dog, stress_boxes={"physical": (1, 1, 1, 1)})
    assert messages(validate_character(tough, CONDENSED)) == [
        "4 boxes on 'physical'; a minor NPC has 0 to 3 (make them a major NPC to go further)"
    ]
    hurt = replace(dog, consequences=(Consequence("mild", Severity.MILD, "Limping"),))
    assert len(errors_only(validate_character(hurt, CONDENSED))) == 1


def test_mook_group_size_and_boxes():
    mooks = Character(
        "thugs",
        "Thugs",
        kind=CharacterKind.MOOK_GROUP,
        aspects=(aspect("Hired Muscle"),),
        skills={"Fight": 1},
        stress_boxes={"physical": (1, 1)},
        group_size=4,
    )
    assert validate_character(mooks, CONDENSED) == []
    assert messages(validate_character(replace(mooks, group_size=0), CONDENSED)) == [
        "no mook of this group is standing; remove it"
    ]
    assert errors_only(validate_character(replace(mooks, group_size=-1), CONDENSED))
    big = replace(mooks, stress_boxes={"physical": (1, 1, 1, 1, 1)})
    assert "each mook has 0 to 3" in messages(validate_character(big, CONDENSED))[0]


def test_consequences_must_fill_existing_slots_with_matching_severity():
    ok = replace(PC, consequences=(Consequence("moderate", Severity.MODERATE, "Gaping Wound"),))
    assert validate_character(ok, CONDENSED) == []
    wrong = replace(PC, consequences=(Consequence("moderate", Severity.MILD, "Bruise"),))
    assert messages(validate_character(wrong, CONDENSED)) == [
        "'Bruise' is mild but fills the moderate slot 'moderate'"
    ]
    # The second mild slot comes only with Superb Physique (fate-condensed-srd.txt L308).
    extra = replace(PC, consequences=(Consequence("mild (physical)", Severity.MILD, "Cut"),))
    assert "does not have" in messages(validate_character(extra, CONDENSED))[0]
    strong = replace(extra, skills=dict(SKILLS, Physique=5, Shoot=2), stunts=())
    assert not [f for f in validate_character(strong, CONDENSED) if f.part == "consequences"]


def test_extreme_consequence_needs_the_option_in_condensed():
    scarred = replace(
        PC,
        consequences=(Consequence("extreme", Severity.EXTREME, "Hollow Eyes"),),
        extreme_used=True,
    )
    assert errors_only(validate_character(scarred, CONDENSED))
    with_option = enable_options(CONDENSED, ["extreme_consequences"])
    assert validate_character(scarred, with_option) == []
    # Core's extreme consequence belongs to every PC (fate-core-actions-and-conflicts.txt L616).
    core_pc = replace(scarred, skills={"Fight": 4}, aspects=ASPECTS[:2] + ASPECTS[3:])
    assert not [f for f in validate_character(core_pc, CORE) if f.part == "consequences"]


def test_stress_overrides_and_marks_are_sane():
    bad_box = replace(PC, stress_boxes={"physical": (1, 0, 1)})
    assert "track 'physical' has a box worth less than 1" in messages(
        validate_character(bad_box, CONDENSED)
    )
    marked = replace(PC, stress_marked={"physical": frozenset({5})})
    assert messages(validate_character(marked, CONDENSED)) == [
        "box 6 of 'physical' is marked but the track has 4 boxes"
    ]


def test_sotc_sample_character_diego():
    # spirit-of-the-century-srd.txt L166-168: ten aspects, the 1/2/3/4/5 pyramid (L113: the
    # skill "pyramid", its table lost from the text), five stunts (L114).
    names = (
        "Engineering Prodigy",
        "A dandy living rough",
        "Tinkerer in the societies of men",
        "Man of a thousand faces",
        "Catchin' out",
        "Hobo detective",
        "Clinging to life by a thread",
        "My trusty Hobo Harpoon",
        "I built this city, so I know it better than anyone.",
        "Protector of the citizens",
    )
    skills = {"Rapport": 5, "Endurance": 4, "Stealth": 4, "Investigation": 3}
    skills |= {"Engineering": 3, "Deceit": 3, "Athletics": 2, "Guns": 2, "Burglary": 2}
    skills |= {"Mysteries": 2, "Sleight of Hand": 1, "Survival": 1, "Pilot": 1, "Resolve": 1}
    skills |= {"Alertness": 1}
    stunts = ("Jury-Rig", "Mighty Leap", "Danger Sense", "Clever Disguise", "Personal Gadget")
    diego = Character(
        "diego",
        "Diego MacKinnon",
        aspects=tuple(aspect(n, "phase") for n in names),
        skills=skills,
        stunts=tuple(Stunt(s) for s in stunts),
        fate_points=10,
    )
    assert validate_character(diego, SOTC) == []
    sixth = replace(diego, stunts=(*diego.stunts, Stunt("Scholar")))
    assert messages(validate_character(sixth, SOTC)) == [
        # L706: Diego has no Academics, so an Academics stunt is warned of.
        "Scholar is tied to Academics, which is Mediocre (+0) here; a stunt's skill should be "
        "at least Average (+1)",
        "6 stunts; Spirit of the Century starts characters with 5",
    ]


def test_sotc_carries_at_most_three_consequences():
    # spirit-of-the-century-srd.txt L428: characters may only carry three consequences.
    pc = Character("d", "D", consequences=(Consequence("mild", Severity.MILD, "A"),) * 4)
    found = validate_character(pc, SOTC)
    assert "4 consequences; Spirit of the Century allows 3 at once" in messages(found)


def test_accelerated_character():
    approaches = {"Clever": 3, "Careful": 2, "Sneaky": 2, "Quick": 1, "Flashy": 1, "Forceful": 0}
    aspects = (*ASPECTS[:2], *ASPECTS[3:], aspect("Friend of Every Cat"))
    pc = Character("a", "A", aspects=aspects, skills=approaches, stunts=STUNTS[:1])
    assert validate_character(pc, ACCELERATED) == []


def test_conditions_names_and_boxes():
    # fate-condensed-srd.txt L1093-1095: one box each, worth 1 (Hurt/Scared), 2
    # (Injured/Shaken) or 3 (Wounded/Demoralized); L1103-1105: kept apart, each has two boxes
    # but a row takes at most two marks.
    rules = enable_options(CONDENSED, ["conditions"])
    ok = replace(PC, conditions_marked={"Hurt": 1, "Shaken": 1})
    assert validate_character(ok, rules) == []
    assert messages(validate_character(replace(PC, conditions_marked={"Hurt": 2}), rules)) == [
        "2 boxes of Hurt marked; it has 1"
    ]
    separated = enable_options(CONDENSED, ["conditions", "conditions_separated"])
    assert validate_character(replace(PC, conditions_marked={"Hurt": 2}), separated) == []
    over = replace(PC, conditions_marked={"Hurt": 2, "Scared": 1})
    assert messages(validate_character(over, separated)) == [
        "3 boxes marked on the mild row; at most 2 may be once conditions are kept apart"
    ]
    unknown = validate_character(replace(PC, conditions_marked={"Bleeding": 1}), rules)
    assert unknown[0].message.startswith("'Bleeding' is not a condition here")
    assert messages(validate_character(ok, CONDENSED)) == [
        "conditions are marked but the conditions rule is off"
    ]


def test_extreme_consequence_stands_in_for_the_aspect_it_replaced():
    # fate-condensed-srd.txt L1166: it replaces an aspect other than the high concept.
    rules = enable_options(CONDENSED, ["extreme_consequences"])
    extreme = Consequence("extreme", Severity.EXTREME, "Hollow Eyes", replaced_aspect=ASPECTS[1])
    pc = replace(PC, aspects=(ASPECTS[0], *ASPECTS[2:]), consequences=(extreme,), extreme_used=True)
    assert validate_character(pc, rules) == []


_names = st.sampled_from(["Fight", "fighting", "Shoot", "Will", "Physique", "Clever", "Zzz", ""])
_severities = st.sampled_from(list(Severity))
_characters = st.builds(
    Character,
    id=st.just("x"),
    name=st.just("X"),
    kind=st.sampled_from(list(CharacterKind)),
    aspects=st.lists(
        st.builds(
            Aspect,
            name=st.text(max_size=5),
            kind=st.just(AspectKind.CHARACTER),
            role=st.sampled_from([None, "high concept", "trouble", "relationship", "phase"]),
        ),
        max_size=12,
    ).map(tuple),
    skills=st.dictionaries(_names, st.integers(-3, 9), max_size=8),
    stunts=st.lists(
        st.builds(Stunt, name=st.text(max_size=4), refresh_cost=st.none() | st.integers(-1, 3)),
        max_size=8,
    ).map(tuple),
    fate_points=st.integers(-3, 12),
    refresh=st.none() | st.integers(-2, 5),
    stress_marked=st.dictionaries(
        st.sampled_from(["physical", "mental", "stress", "health", "nope"]),
        st.frozensets(st.integers(-1, 9), max_size=4),
        max_size=3,
    ),
    stress_boxes=st.none()
    | st.dictionaries(
        st.sampled_from(["physical", "odd"]),
        st.lists(st.integers(-1, 4), max_size=6).map(tuple),
        max_size=2,
    ),
    consequences=st.lists(
        st.builds(
            Consequence,
            slot=st.sampled_from(["mild", "moderate", "severe", "extreme", "odd"]),
            severity=_severities,
            aspect=st.text(max_size=4),
            replaced_aspect=st.none()
            | st.builds(Aspect, name=st.text(max_size=3), role=st.sampled_from([None, "trouble"])),
        ),
        max_size=5,
    ).map(tuple),
    extra_slots=st.lists(
        st.builds(ExtraSlot, name=st.text(max_size=3), severity=_severities, value=st.just(2)),
        max_size=2,
    ).map(tuple),
    conditions_marked=st.dictionaries(
        st.sampled_from(["Hurt", "Wounded", "Bleeding"]), st.integers(-1, 8), max_size=3
    ),
    group_size=st.integers(-2, 6),
    saved_skill_points=st.integers(-1, 3),
    refresh_bonus=st.integers(-1, 2),
    extreme_used=st.booleans(),
)


@settings(max_examples=150)
@given(_characters, st.sampled_from(sorted(RULESETS)), st.booleans())
def test_validation_never_raises(character, name, options):
    ruleset = RULESETS[name]
    if options and ruleset.optional_rules:
        ruleset = enable_options(ruleset, sorted(ruleset.optional_rules))
    findings = validate_character(character, ruleset)
    assert all(f.severity in (Level.ERROR, Level.WARNING) and f.message for f in findings)
