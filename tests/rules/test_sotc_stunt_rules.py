"""Spirit of the Century's catalogue stunts read by other rules (initiative, time, movement,
ranges, defense, spin, force) and the stunts with a procedure of their own
(spirit-of-the-century-srd.txt L712-1361). Each row's id names the stunt's line."""

from dataclasses import replace

import pytest

from fate_tui.rules import sotc_stunt_rules as rules
from fate_tui.rules import stunt_effects as fx
from fate_tui.rules.character import Character, Stunt
from fate_tui.rules.errors import RulesError
from fate_tui.rules.ruleset import Severity
from fate_tui.rules.rulesets import SOTC
from fate_tui.rules.stunt_catalogue import EffectKind


def hero(*stunts, **skills) -> Character:
    return Character("hero", "Hero", skills=skills, stunts=tuple(Stunt(s) for s in stunts))


def _param(stunts, call, with_stunt, without, id):
    return pytest.param(stunts, call, with_stunt, without, id=id)


READ_BY_RULES = [
    _param(
        ("Empathy stunt 2",),
        lambda c: fx.initiative_rating(c, SOTC, "Empathy", social=True),
        4,
        2,
        "L941 Empathy stunt 2: Empathy two higher for social initiative",
    ),
    _param(
        ("Lightning Hands",),
        lambda c: fx.initiative_rating(c, SOTC, "Alertness"),
        3,
        1,
        "L1115 Lightning Hands: Guns instead of Alertness for initiative",
    ),
    _param(
        ("Burglary stunt 3",),
        lambda c: fx.initiative_skills(c, SOTC),
        (("Burglary", "while a burglary goes to plan"),),
        (),
        "L831 Burglary stunt 3: Burglary for initiative while the job goes to plan",
    ),
    _param(
        ("Photographic Memory", "Walking Library"),
        lambda c: fx.time_steps_saved(c, SOTC, "Academics", "research in what you have read"),
        2,
        0,
        "L720 Photographic Memory: research two more units less time",
    ),
    _param(
        ("Bounce Back",),
        lambda c: fx.time_steps_saved(
            c, SOTC, "Endurance", "recovering from a physical consequence"
        ),
        2,
        0,
        "L976 Bounce Back: recovery two steps shorter on the time chart",
    ),
    _param(
        ("Center of the Web", "Leadership stunt 10"),
        lambda c: fx.time_steps_saved(c, SOTC, "Leadership", "news of your organisation"),
        2,
        0,
        "L1217 L1220 Center of the Web and its follow-up: two time increments in all",
    ),
    _param(
        ("Guns stunt 12",),
        lambda c: fx.time_steps_saved(c, SOTC, "Engineering", "repairing your special gun"),
        4,
        0,
        "L1125 Guns stunt 12: repairing the special gun four steps faster",
    ),
    _param(
        ("Athletics stunt 7",),
        lambda c: fx.supplemental_penalty_for(c, SOTC, "moving one zone"),
        0,
        -1,
        "L817 Athletics stunt 7: no penalty for moving one zone as a supplemental action",
    ),
    _param(
        ("Defensive Driving",),
        lambda c: fx.supplemental_penalty_for(c, SOTC, "driving"),
        0,
        -1,
        "L929 Defensive Driving: no -1 for driving while doing something else",
    ),
    _param(
        ("Quick Draw",),
        lambda c: fx.supplemental_penalty_for(c, SOTC, "drawing a gun"),
        0,
        -1,
        "L1112 Quick Draw: no penalty for drawing a gun as a supplemental action",
    ),
    _param(
        ("Athletics stunt 9",),
        lambda c: fx.border_for(c, SOTC, 4, height=True),
        1,
        4,
        "L821 Athletics stunt 9: height borders up to three lower",
    ),
    _param(
        ("Might stunt 4",),
        lambda c: fx.border_for(c, SOTC, 3),
        1,
        3,
        "L1232 Might stunt 4: blocks and borders to his movement two lower",
    ),
    _param(
        ("Guns stunt 1",),
        lambda c: fx.attack_range_for(c, SOTC, "Guns"),
        3,
        2,
        "L1094 Guns stunt 1: pistols three zones away instead of two",
    ),
    _param(
        ("Fists stunt 8",),
        lambda c: fx.full_defense_against(c, SOTC, "Fists", 2),
        0,
        2,
        "L1042 Fists stunt 8: no +2 for a full defense against the Fists attacks",
    ),
    _param(
        ("Fists stunt 6",),
        lambda c: fx.numbers_bonus_against(c, SOTC, 2),
        0,
        2,
        "L1036 Fists stunt 6: attackers get no bonus for numbers",
    ),
    _param(
        ("Mix it Up",),
        lambda c: fx.spin_saved(c, SOTC, 3),
        3,
        1,
        "L1033 Mix it Up: spin saved up from several defenses for the next attack",
    ),
    _param(
        ("Contacting stunt 6",),
        lambda c: fx.unfamiliar_penalty_for(c, SOTC, "Contacting", 4, weeks=1),
        0,
        3,
        "L859 Contacting stunt 6: no extra difficulty somewhere unfamiliar",
    ),
    _param(
        ("Engineering stunt 3",),
        lambda c: fx.explosive_force(c, SOTC, 2, prepared=True),
        5,
        2,
        "L1003 Engineering stunt 3: prepared charges three more force",
    ),
    _param(
        ("Fists stunt 10",),
        lambda c: fx.stress_to_things(c, SOTC, 3, "Fists"),
        6,
        3,
        "L1049 Fists stunt 10: stress to a non-character target doubled",
    ),
    _param(
        ("Drive stunt 7",),
        lambda c: fx.stress_to_things(c, SOTC, 2, "Drive"),
        4,
        2,
        "L935 Drive stunt 7: damage to the surroundings when driving doubled",
    ),
    _param(
        ("Alertness stunt 7",),
        lambda c: (fx.ambushed(c, SOTC, 0, 3).surprised, fx.acts_when_ambushed(c, SOTC)),
        (False, True),
        (True, False),
        "L761 Alertness stunt 7: never surprised, and acts freely when ambushed",
    ),
    _param(
        ("Leadership stunt 1",),
        lambda c: [a.amount for a in fx.companion_allowances(c, SOTC)],
        [1, 2],
        [],
        "L1193 Leadership stunt 1: a functionary with one advance, a mover with two",
    ),
]


@pytest.mark.parametrize(("stunts", "call", "with_stunt", "without"), READ_BY_RULES)
def test_sotc_stunt_read_by_the_rules(stunts, call, with_stunt, without):
    # Each rule reads the stunt's number; without the stunt it gives the text's usual one.
    skills = {"Empathy": 2, "Alertness": 1, "Guns": 3, "Leadership": 3}
    assert call(hero(*stunts, **skills)) == with_stunt
    assert call(hero(**skills)) == without


def _marked(track, *boxes, **skills):
    return replace(hero(**skills), stress_marked={track: frozenset(boxes)})


PROCEDURES = [
    pytest.param(lambda: rules.shifts_against(3), 3, id="L725 Studied Recall: a target a shift"),
    pytest.param(lambda: rules.shifts_against(-1), 0, id="L903 Deceit stunt 8: none on a miss"),
    pytest.param(
        lambda: [rules.declared_aspects(s) for s in (0, 1, 3, 5)],
        [0, 1, 2, 3],
        id="L737 Academics stunt 8: one aspect at 1 shift, two at 3, three at 5",
    ),
    pytest.param(
        lambda: [rules.casing_extra_aspects(s) for s in (2, 3, 5, 7, 9)],
        [0, 1, 2, 3, 3],
        id="L837 Burglary stunt 6: with spin one more aspect at 3, two at 5, three at 7",
    ),
    pytest.param(
        lambda: rules.on_top_of_it(("a", "b", "c", "d"), ("d", "b")),
        ("b", "d", "a", "c"),
        id="L741 I’m On Top Of It: payers first, in initiative order",
    ),
    pytest.param(
        lambda: rules.halved_distraction(3), 1, id="L784 Art stunt 6: distractions halved"
    ),
    pytest.param(
        lambda: rules.study_difficulty(2), 2, id="L896 Mimicry: Mediocre, +1 a step faster"
    ),
    pytest.param(
        lambda: [rules.sleep_needed(s) for s in (0, 1, 2, 3, 4)],
        ["6-8 hours", "3-4 hours", "an hour", "half an hour", "a few minutes"],
        id="L973 Endurance stunt 4: each shift a step off a night's rest",
    ),
    pytest.param(
        lambda: rules.sleep_difficulty(2),
        2,
        id="L974 Endurance stunt 4: one step harder each night skipped",
    ),
    pytest.param(
        lambda: [rules.death_defiance_cost(n) for n in (1, 2, 5)],
        [1, 1, 3],
        id="L979 Endurance stunt 6: half the fate points, rounded up",
    ),
    pytest.param(
        lambda: rules.wound_motivation(4), 4, id="L995 Endurance stunt 11: the wound's value"
    ),
    pytest.param(
        lambda: [rules.thump_difficulty(n) for n in (0, 1, 2)],
        [0, 1, 2],
        id="L1015 Engineering stunt 7: Mediocre, one more each thump",
    ),
    pytest.param(
        lambda: [
            rules.lethal_weapon(Severity.MILD),
            rules.lethal_weapon(Severity.MODERATE),
        ],
        [Severity.MODERATE, Severity.SEVERE],
        id="L1064 Lethal Weapon: mild to moderate, moderate to severe",
    ),
    pytest.param(
        lambda: rules.fist_of_death(_marked("health", 5, Endurance=2), "health", SOTC),
        4,  # Fair Endurance: six boxes, the sixth checked
        id="L1067 Fist of Death: the highest unchecked box",
    ),
    pytest.param(
        lambda: [rules.double_or_nothing(2, won_reroll=w) for w in (True, False)],
        [0, 4],
        id="L1076 Gambling stunt 2: a scratch, or twice the first loss",
    ),
    pytest.param(
        lambda: [rules.preempt_cost(n) for n in (0, 1, 2)],
        [1, 2, 3],
        id="L1119 Guns stunt 10: one fate point more each time in a scene",
    ),
    pytest.param(
        lambda: [rules.suppressive_fire(p) for p in (1, 3)],
        [0, 1],
        id="L1110 Guns stunt 7: up to two points of a block's penalties ignored",
    ),
    pytest.param(
        lambda: [rules.subtle_menace(b) for b in (1, 3)],
        [0, 1],
        id="L1135 Subtle Menace: the target's position bonus two less, at least 0",
    ),
    pytest.param(
        lambda: [
            rules.aura_of_fear(3, 2, 5),
            rules.aura_of_fear(2, 2, 5),
            rules.aura_of_fear(3, 2, 5, master=True),
        ],
        [3, 0, 5],
        id="L1150 L1163 Aura of Fear: at least half the minions beaten, all for the master",
    ),
    pytest.param(
        lambda: rules.reinforcements(5), 2, id="L1205 Leadership stunt 4: up to half the lost"
    ),
    pytest.param(
        lambda: [rules.grapple_stress(b) for b in (True, False)],
        [0, 1],
        id="L1241 Might stunt 7: one stress on a failed break",
    ),
    pytest.param(
        lambda: [
            rules.enthrall_defense(2, restrained=False, full_defense=2),
            rules.enthrall_defense(2, restrained=True),
        ],
        [4, 2],
        id="L1268 Mysteries stunt 7: Resolve +2 unless restrained, full defense no help",
    ),
    pytest.param(
        lambda: [rules.flying_kick_penalty(z) for z in (1, 2)],
        [0, -1],
        id="L1055 Fists stunt 12: no penalty for one zone, -1 for two",
    ),
    pytest.param(
        lambda: rules.fast_talk_penalty(3), -2, id="L1342 Rapport stunt 5: -1 a target past one"
    ),
]


@pytest.mark.parametrize(("call", "expected"), PROCEDURES)
def test_sotc_stunt_procedure(call, expected):
    # The procedure gives the number the stunt's text fixes.
    assert call() == expected


def test_sotc_L970_L1358_L1025_stunts_that_change_the_tracks():
    # L970: remove any single check mark from the physical track.
    hurt = _marked("health", 0, 2, Endurance=2)
    assert rules.shake_it_off(hurt, "health", 2, SOTC).stress_marked["health"] == {0}
    with pytest.raises(RulesError, match="not checked"):
        rules.shake_it_off(hurt, "health", 1, SOTC)
    # L1358: a success clears the first composure box; for a fate point, a box worth no more
    # than the shifts.
    shaken = _marked("composure", 0, 2)
    assert rules.composure_recovery(shaken, 0, SOTC).stress_marked["composure"] == {2}
    assert rules.composure_recovery(shaken, 3, SOTC, box=2).stress_marked["composure"] == {0}
    with pytest.raises(RulesError, match="needs 3 shifts"):
        rules.composure_recovery(shaken, 2, SOTC, box=2)
    with pytest.raises(RulesError, match="missed"):
        rules.composure_recovery(shaken, -1, SOTC)
    # L1025 and L1153: a forced consequence leaves only plans with a consequence.
    plans = rules.consequence_plans(hero(), 2, "health", SOTC)
    assert plans and all(p.consequences and not p.boxes for p in plans)
    with pytest.raises(RulesError):
        rules.death_defiance_cost(0)
    with pytest.raises(RulesError):
        rules.lethal_weapon(Severity.SEVERE)


def test_sotc_every_rule_stunt_names_a_procedure():
    named = {
        e.detail
        for s in SOTC.characters.stunt_catalogue
        for e in s.effects
        if e.kind is EffectKind.RULE
    }
    assert named == set(rules.PROCEDURES)


def test_sotc_L980_back_from_death_clears_physical_stress_and_takes_one_consequence():
    """spirit-of-the-century-srd.txt L980: "re-enter play ... with all of his physical stress
    cleared and a single consequence to reflect the dangers survived"."""
    gone = replace(_marked("health", 0, 2, Endurance=2), taken_out=True, cheated_death=True)
    gone = replace(gone, stress_marked={**gone.stress_marked, "composure": frozenset({1})})
    back = rules.back_from_death(gone, "mild", "Singed", SOTC)
    assert not back.stress_marked.get("health") and back.stress_marked["composure"] == {1}
    assert [(c.slot, c.aspect) for c in back.consequences] == [("mild", "Singed")]
    assert not back.taken_out and not back.cheated_death
    with pytest.raises(RulesError, match="has not cheated death"):
        rules.back_from_death(back, "moderate", "Scarred", SOTC)
    with pytest.raises(RulesError, match="is taken"):
        rules.back_from_death(replace(back, cheated_death=True), "mild", "Scarred", SOTC)
