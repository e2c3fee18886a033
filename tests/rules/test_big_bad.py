import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.big_bad import (
    BigBadOptions,
    Immunity,
    ImmunityKind,
    ImmunityState,
    SuppressMode,
    ThreatMap,
    ThreatZone,
    add_threat_zone,
    amplified_invoke_bonus,
    big_bad_summary,
    carry_consequences,
    exposed,
    invokes_against_big_bad,
    push_minion_into_hit,
    require_vulnerable,
    reveal_true_form,
    settle_immunity,
    solo_reduced_hit,
    solo_skill_bonus,
    take_out_zone,
    threat_lines,
)
from fate_tui.rules.character import Character, CharacterKind, Consequence
from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.overrides import apply_overrides, enable_options
from fate_tui.rules.ruleset import Severity
from fate_tui.rules.rulesets import CONDENSED

RULES = enable_options(CONDENSED, ["big_bad"])


def test_condensed_big_bads_challenge_immunity():
    # fate-condensed-srd.txt L1321: no direct effect until the group beats a challenge.
    immunity = Immunity(ImmunityKind.CHALLENGE)
    with pytest.raises(RulesError, match="until the group wins the challenge"):
        require_vulnerable(immunity, RULES)
    assert settle_immunity(immunity, group_won=False, ruleset=RULES) == immunity
    beaten = settle_immunity(immunity, group_won=True, ruleset=RULES)
    assert beaten.state is ImmunityState.VULNERABLE
    require_vulnerable(beaten, RULES)


def test_condensed_big_bads_contest_immunity():
    # L1323: the group must win a contest; if the big bad wins, it gets away unscathed.
    escaped = settle_immunity(Immunity(ImmunityKind.CONTEST), group_won=False, ruleset=RULES)
    assert escaped.state is ImmunityState.ESCAPED
    with pytest.raises(RulesError, match="got away"):
        require_vulnerable(escaped, RULES)
    with pytest.raises(RulesError, match="already settled"):
        settle_immunity(escaped, group_won=True, ruleset=RULES)


def test_condensed_big_bads_expendable_minion_armor():
    # L1331: the big bad succeeds at a cost on defense; a minion takes the hit unrolled.
    shield = push_minion_into_hit(("Goon 1", "Goon 2"), 4, RULES)
    assert (shield.minion, shield.hit, shield.remaining) == ("Goon 1", 4, ("Goon 2",))
    chosen = push_minion_into_hit(("Goon 1", "Shield Generator"), 2, RULES, "Shield Generator")
    assert chosen.remaining == ("Goon 1",)
    with pytest.raises(RulesError, match="no minion is left"):
        push_minion_into_hit((), 3, RULES)
    with pytest.raises(RulesError, match="defense held"):
        push_minion_into_hit(("Goon 1",), 0, RULES)


def _consequence(slot: str, severity: Severity, aspect: str) -> Consequence:
    return Consequence(slot, severity, aspect, free_invokes=("hero",))


def test_condensed_big_bads_reveal_true_form_carries_consequences_one_step_milder():
    # L1341: dismiss the mild ones, downgrade the moderate and severe ones by one step each.
    taken = (
        _consequence("mild", Severity.MILD, "Bruised Ego"),
        _consequence("moderate", Severity.MODERATE, "Cracked Shell"),
        _consequence("severe", Severity.SEVERE, "Torn Wing"),
    )
    carried = carry_consequences(taken, RULES)
    assert [(c.slot, c.severity, c.aspect) for c in carried] == [
        ("mild", Severity.MILD, "Cracked Shell"),
        ("moderate", Severity.MODERATE, "Torn Wing"),
    ]
    assert carried[0].free_invokes == ("hero",)

    husk = Character("husk", "The Husk", CharacterKind.MAJOR_NPC, consequences=taken)
    true_form = Character("wyrm", "The Wyrm Within", CharacterKind.MAJOR_NPC)
    revealed = reveal_true_form(husk, true_form, RULES)
    assert {c.slot: c.aspect for c in revealed.consequences} == {
        "mild": "Cracked Shell",
        "moderate": "Torn Wing",
    }


def test_revealing_a_true_form_twice_carries_its_consequences_once():
    # L1341: the consequences carry over once; a second reveal (the GM pressing it again)
    # must not place them a second time in the new form's free slots.
    taken = (_consequence("severe", Severity.SEVERE, "Torn Wing"),)
    husk = Character("husk", "The Husk", CharacterKind.MAJOR_NPC, consequences=taken)
    true_form = Character("wyrm", "The Wyrm Within", CharacterKind.MAJOR_NPC)
    once = reveal_true_form(husk, true_form, RULES)
    assert [(c.slot, c.aspect) for c in once.consequences] == [("moderate", "Torn Wing")]
    assert reveal_true_form(husk, once, RULES) == once


def test_reveal_true_form_needs_a_free_slot():
    husk = Character(
        "husk",
        "The Husk",
        CharacterKind.MAJOR_NPC,
        consequences=(_consequence("moderate", Severity.MODERATE, "Cracked Shell"),),
    )
    full = Character(
        "wyrm",
        "The Wyrm Within",
        CharacterKind.MAJOR_NPC,
        consequences=(_consequence("mild", Severity.MILD, "Singed"),),
    )
    with pytest.raises(RulesError, match="no free mild slot"):
        reveal_true_form(husk, full, RULES)


def test_condensed_big_bads_solo_bonus_skill():
    # L1353: the number of PCs acting against it minus one, "so a +2 vs a group of 3", but
    # never more than double its skill.
    assert solo_skill_bonus(3, skill=4, ruleset=RULES) == 2
    assert solo_skill_bonus(1, skill=4, ruleset=RULES) == 0
    assert solo_skill_bonus(6, skill=3, ruleset=RULES) == 3
    assert solo_skill_bonus(6, skill=3, ruleset=RULES, uncapped=True) == 5
    assert solo_skill_bonus(4, skill=0, ruleset=RULES) == 0


def test_condensed_big_bads_solo_bonus_reduced_stress():
    # L1354: reduce the stress of successful attacks by the number of PCs / 2, rounded up;
    # optionally never below 1.
    assert solo_reduced_hit(4, pcs=3, ruleset=RULES) == 2
    assert solo_reduced_hit(4, pcs=4, ruleset=RULES) == 2
    assert solo_reduced_hit(2, pcs=5, ruleset=RULES) == 0
    assert solo_reduced_hit(2, pcs=5, ruleset=RULES, at_least_one=True) == 1
    assert solo_reduced_hit(0, pcs=5, ruleset=RULES, at_least_one=True) == 0


def test_condensed_big_bads_amplified_invokes():
    # L1355: a paid invoke's bonus equals the number of PCs; free invokes are normal (+2).
    assert amplified_invoke_bonus(4, paid=True, ruleset=RULES) == 4
    assert amplified_invoke_bonus(4, paid=False, ruleset=RULES) == 2


def test_condensed_big_bads_suppressed_invokes():
    # L1356: vs two or more foes, invokes directly against it give only +1, or rerolls only;
    # optionally no stacking of free invokes.
    plus_one = invokes_against_big_bad(3, SuppressMode.PLUS_ONE, RULES)
    assert (plus_one.bonus, plus_one.reroll, plus_one.free_stacking) == (1, False, True)
    reroll = invokes_against_big_bad(2, "reroll_only", RULES, no_free_stacking=True)
    assert (reroll.bonus, reroll.reroll, reroll.free_stacking) == (0, True, False)
    alone = invokes_against_big_bad(1, SuppressMode.PLUS_ONE, RULES)
    assert (alone.bonus, alone.reroll) == (2, True)
    elsewhere = invokes_against_big_bad(3, "plus_one", RULES, directly_against=False)
    assert elsewhere.bonus == 2


def test_condensed_big_bads_threat_is_a_map():
    # L1358-1366: zones act separately, taken-out zones are bypassed, the heart must fall.
    threat = ThreatMap(
        (
            ThreatZone("Maw"),
            ThreatZone("Left Claw"),
            ThreatZone("Gullet", guarded_by=("Maw",)),
            ThreatZone("Heart", heart=True, guarded_by=("Gullet",)),
        )
    )
    assert not exposed(threat, "Heart", RULES)
    with pytest.raises(RulesError, match="still guarded by 'Gullet'"):
        take_out_zone(threat, "heart", RULES)
    threat = take_out_zone(threat, "Maw", RULES)
    threat = take_out_zone(threat, "Gullet", RULES)
    assert [z.name for z in threat.acting] == ["Left Claw", "Heart"]
    assert not threat.defeated
    threat = take_out_zone(threat, "Heart", RULES)
    assert threat.defeated
    with pytest.raises(InvalidValue, match="needs a heart"):
        ThreatMap((ThreatZone("Maw"),))


def test_big_bad_rules_refused_when_switched_off_and_bad_counts():
    with pytest.raises(RulesError, match="big_bad"):
        solo_skill_bonus(3, 4, CONDENSED)
    with pytest.raises(InvalidValue, match="1 or more"):
        solo_reduced_hit(3, 0, RULES)


def test_solo_skill_bonus_follows_the_teamwork_rules():
    # "just as with PCs": a campaign without the teamwork cap has no cap here either.
    uncapped = apply_overrides(RULES, {"teamwork": {"cap": "none"}})
    assert solo_skill_bonus(6, skill=2, ruleset=uncapped) == 5


@given(pcs=st.integers(1, 12), skill=st.integers(-2, 8), hit=st.integers(1, 20))
def test_solo_bonuses_stay_in_their_bounds(pcs, skill, hit):
    bonus = solo_skill_bonus(pcs, skill, RULES)
    assert 0 <= bonus <= max(skill, 0) and bonus <= pcs - 1
    assert solo_skill_bonus(pcs + 1, skill, RULES) >= bonus
    assert 0 <= solo_reduced_hit(hit, pcs, RULES) <= hit
    assert 1 <= solo_reduced_hit(hit, pcs, RULES, at_least_one=True) <= hit


def test_condensed_big_bads_summary_of_the_options_one_big_bad_uses():
    # L1353-1354: against 3 PCs a Good (+3) big bad gets +2 and takes 2 less stress per hit;
    # L1355: a paid invoke gives +3; L1356: invokes against it give only +1.
    options = BigBadOptions(
        immunity=Immunity(ImmunityKind.CHALLENGE),
        minions=("Goon",),
        solo=True,
        amplified_invokes=True,
        suppress_invokes=SuppressMode.PLUS_ONE,
    )
    assert big_bad_summary(options, 3, 3, RULES) == [
        "Immune until the group wins a challenge",
        "Minions as armor: Goon",
        "Solo against 3 PCs: +2 to its rolls, 2 less stress from each hit",
        "Amplified invokes: a paid invoke gives +3",
        "Invokes against it give +1 only (when it faces two or more)",
    ]
    assert BigBadOptions().any is False and options.any
    with pytest.raises(RulesError, match="big_bad"):
        big_bad_summary(options, 3, 3, CONDENSED)


def test_condensed_big_bads_solo_hit_floor_is_kept_and_named():
    # fate-condensed-srd.txt L1354: "hits reduced this way can't be reduced below 1", kept on
    # the big bad's options and said in its summary.
    options = BigBadOptions(solo=True, hit_at_least_one=True)
    assert options.any and BigBadOptions(hit_at_least_one=False) == BigBadOptions()
    assert big_bad_summary(options, 4, 3, RULES) == [
        "Solo against 4 PCs: +3 to its rolls, 2 less stress from each hit (never below 1)"
    ]
    hit = solo_reduced_hit(2, 4, RULES, at_least_one=options.hit_at_least_one)
    assert hit == 1


def test_condensed_big_bads_no_free_stacking_is_kept_and_named():
    # fate-condensed-srd.txt L1356: "the big bad might also remove the PCs' ability to stack
    # free invokes", kept on the big bad's options and said in its summary.
    options = BigBadOptions(suppress_invokes=SuppressMode.REROLL_ONLY, no_free_stacking=True)
    assert big_bad_summary(options, 3, 3, RULES) == [
        "Invokes against it give a reroll only, one free invoke a roll (when it faces two or more)"
    ]
    effects = invokes_against_big_bad(
        3, options.suppress_invokes, RULES, no_free_stacking=options.no_free_stacking
    )
    assert effects.free_stacking is False


def test_condensed_big_bads_threat_map_is_built_part_by_part():
    # fate-condensed-srd.txt L1362: the big bad "isn't defeated until the heroes can reach its
    # heart": the first part is the heart. L1364: "some parts of the big bad must be defeated
    # before the players can hit where it is truly vulnerable": a part guards another.
    threat = add_threat_zone(None, "  Boiler  Heart ", RULES, character="leviathan-heart")
    assert threat.zones == (ThreatZone("Boiler Heart", "leviathan-heart", heart=True),)
    threat = add_threat_zone(threat, "Pressure Hull", RULES, guards="boiler heart")
    threat = add_threat_zone(threat, "Ram", RULES)
    assert threat.zone("Boiler Heart").guarded_by == ("Pressure Hull",)
    assert not exposed(threat, "Boiler Heart", RULES)
    with pytest.raises(RulesError, match="already has a part called 'Ram'"):
        add_threat_zone(threat, "ram", RULES)
    with pytest.raises(RulesError, match="no zone called 'Hul'"):
        add_threat_zone(threat, "Keel", RULES, guards="Hul")
    with pytest.raises(RulesError, match="heart: it guards nothing"):
        add_threat_zone(None, "Ram", RULES, guards="Hull")
    with pytest.raises(InvalidValue, match="needs a name"):
        add_threat_zone(threat, "  ", RULES)
    with pytest.raises(RulesError, match="big_bad"):
        add_threat_zone(None, "Heart", CONDENSED)


def test_condensed_big_bads_summary_names_true_form_and_threat_map():
    # L1339-1341: the true form, and the gentler reveal carrying consequences forward;
    # L1362: parts taken out no longer act, the heart must fall.
    threat = add_threat_zone(None, "Heart", RULES)
    threat = add_threat_zone(threat, "Maw", RULES, guards="Heart", character="maw")
    options = BigBadOptions(true_form="risen", carry_consequences=True, threat=threat)
    names = {"risen": "The Risen Deacon", "maw": "The Maw"}
    assert big_bad_summary(options, 3, 3, RULES, names) == [
        "Taken out, it reveals its true form: The Risen Deacon, carrying its consequences "
        "one step milder",
        "Threat map: 2 of 2 parts act; it falls only with its heart ('Heart')",
        "  Heart (heart): guarded by 'Maw'",
        "  Maw: open to attack, as The Maw",
    ]
    taken = take_out_zone(take_out_zone(threat, "Maw", RULES), "Heart", RULES)
    assert threat_lines(taken)[0] == "Threat map: its heart ('Heart') has fallen, it is defeated"
