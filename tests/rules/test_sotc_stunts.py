"""Spirit of the Century's stunt catalogue: data, prerequisites, and the numbers the rules core
applies for stunts (spirit-of-the-century-srd.txt L704-1361), with gadgets and artifacts."""

from dataclasses import replace

import pytest

from fate_tui.rules.absorb import absorb_options, capacity
from fate_tui.rules.action_effects import Action
from fate_tui.rules.character import Character, Stunt
from fate_tui.rules.derived import consequence_slots, stress_tracks
from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.rulesets import CONDENSED, SOTC
from fate_tui.rules.sotc_gadgets import (
    GadgetKind,
    Improvement,
    check_reshape,
    design,
    locked_in,
    shapes_lapsing,
)
from fate_tui.rules.sotc_minions import Advance, AdvanceKind, companion
from fate_tui.rules.stunt_catalogue import (
    RequirementKind,
    blocking,
    find_stunt,
    get_stunt,
    offered_stunts,
    unmet_requirements,
)
from fate_tui.rules.stunt_effects import (
    ambushed,
    companion_allowances,
    companion_cap,
    companion_sources,
    compel_start,
    defender_gains_spin,
    fortunes_per_session,
    full_defense_bonus,
    gadget_allowances,
    initiative_bonus,
    languages_in_words,
    languages_known,
    minion_stress,
    outnumbered_defense,
    own_library,
)
from fate_tui.rules.stunt_uses import roll_uses
from fate_tui.rules.validation import Level, validate_character

CATALOGUE = SOTC.characters.stunt_catalogue


def hero(*stunts, **skills) -> Character:
    return Character("hero", "Hero", skills=skills, stunts=tuple(Stunt(s) for s in stunts))


def stunt_findings(character):
    return [f.message for f in validate_character(character, SOTC) if f.part == "stunts"]


def test_sotc_L709_L1361_catalogue_by_skill_with_names_the_text_gives():
    # L709: stunts by skill, entry-level ones without prerequisites; the text ends inside
    # the Resolve stunts (L1361), so 22 of the 28 skills have stunts.
    assert len({s.key for s in CATALOGUE}) == len(CATALOGUE) == 204
    skills = {s.skill for s in CATALOGUE}
    assert len(skills) == 22 and "Weapons" not in skills and "Resolve" in skills
    assert get_stunt(SOTC, "linguist").line == 713
    assert get_stunt(SOTC, "Scholar").skill == "Academics"
    assert find_stunt(SOTC, "Academics stunt 2").requirements[0].names == ("Linguist",)
    titles = {s.title for s in CATALOGUE}
    for stunt in CATALOGUE:
        for need in stunt.requirements:
            if need.kind is RequirementKind.STUNT:
                assert all(name in titles for name in need.names), stunt.key
    assert find_stunt(CONDENSED, "Linguist") is None
    with pytest.raises(InvalidValue, match="did you mean 'Linguist'"):
        get_stunt(SOTC, "Lingist")


def test_sotc_L716_L724_stunt_chains_need_their_prerequisites():
    # L721: Photographic Memory requires Walking Library; L724: the next requires it.
    memory = get_stunt(SOTC, "Photographic Memory")
    assert unmet_requirements(hero(), memory, SOTC) == ("needs Walking Library",)
    assert unmet_requirements(hero("Walking Library"), memory, SOTC) == ()
    offered = offered_stunts(hero("Walking Library"), SOTC, "Academics")
    allowed = [s.title for s, problems in offered if not blocking(problems)]
    assert "Photographic Memory" in allowed and "Studied Recall" not in allowed
    assert "Walking Library" not in allowed  # already taken, not repeatable


def test_sotc_L764_L905_L913_counts_ratings_and_either_or():
    # L764: "Requires two other Alertness stunts."
    top = next(s for s in CATALOGUE if s.line == 763)
    assert unmet_requirements(hero("Danger Sense"), top, SOTC) == (
        "needs 2 other Alertness stunts (has 1)",
    )
    assert unmet_requirements(hero("Danger Sense", "Saw It Coming"), top, SOTC) == ()
    # L905: Master of Disguise and a Deceit skill of Great or better.
    great = next(s for s in CATALOGUE if s.line == 904)
    disguised = hero("Clever Disguise", "Mimicry", "Master of Disguise", Deceit=3)
    assert unmet_requirements(disguised, great, SOTC) == ("needs Deceit of Great (+4) or better",)
    assert unmet_requirements(replace(disguised, skills={"Deceit": 4}), great, SOTC) == ()
    # L913: either The Honest Lie or Takes One to Know One.
    either = next(s for s in CATALOGUE if s.line == 912)
    assert unmet_requirements(hero("Takes One to Know One"), either, SOTC) == ()


def test_sotc_L1071_L1196_L1293_aspects_must_take_twice_and_maximum():
    gambler = get_stunt(SOTC, "Gambling Man")
    assert unmet_requirements(hero(), gambler, SOTC)[0].startswith("the GM checks: one or more")
    lieutenant = next(s for s in CATALOGUE if s.line == 1195)
    once = hero(lieutenant.title, Leadership=3)
    assert "must be taken at least 2 times" in stunt_findings(once)[0]
    assert not [
        f
        for f in validate_character(hero(lieutenant.title, lieutenant.title, Leadership=3), SOTC)
        if "must be taken" in f.message
    ]
    psychic = get_stunt(SOTC, "Psychic")
    assert unmet_requirements(hero("Psychic", "Psychic"), psychic, SOTC) == (
        "taken 2 times, the most allowed",
    )


def test_sotc_L706_sheet_validation_names_missing_prerequisites():
    findings = stunt_findings(hero("Photographic Memory", Academics=3))
    assert findings == ["Photographic Memory: needs Walking Library"]
    # L718: Linguist may be taken several times.
    assert stunt_findings(hero("Linguist", "Linguist", Academics=2)) == []


def test_sotc_L989_thick_skinned_superb_endurance_holds_nine():
    # L989: one more Health box than Endurance gives: Superb Endurance holds nine.
    tough = hero("One Hit To The Body", "Thick Skinned", Endurance=5)
    assert len(stress_tracks(tough, SOTC)[0].boxes) == 9
    assert len(stress_tracks(hero(Endurance=5), SOTC)[0].boxes) == 8


def test_sotc_L967_L1354_extra_moderate_consequences():
    # L967: one extra moderate physical consequence, four in all in a physical conflict.
    burn = hero("Feel the Burn")
    slots = [(s.name, s.severity, s.track) for s in consequence_slots(burn, SOTC)]
    assert ("moderate (health)", "moderate", "health") in slots and len(slots) == 4
    calm = hero("Smooth Recovery")
    assert [s.track for s in consequence_slots(calm, SOTC)].count("composure") == 1


def test_sotc_L986_one_hit_to_the_body_fills_lower_boxes():
    # L986: a 4-point hit with the 4th box filled: roll up to the 5th, or check the 1st and
    # the 3rd.
    plain = replace(hero(), stress_marked={"health": frozenset({3})})
    assert [p.boxes for p in absorb_options(plain, 4, "health", SOTC) if p.boxes] == [(4,)]
    stunt = replace(plain, stunts=(Stunt("One Hit To The Body"),))
    boxes = [p.boxes for p in absorb_options(stunt, 4, "health", SOTC) if p.boxes]
    assert (4,) in boxes and (0, 2) in boxes


def test_sotc_L992_L1361_stress_rolls_down():
    # L992: a hit on a filled box checks the next lower empty box; none lower: rolls up.
    down = replace(
        hero("One Hit To The Body", "Thick Skinned", "Health stunt"),
        stunts=tuple(
            Stunt(n) for n in ("One Hit To The Body", "Thick Skinned", "Endurance stunt 10")
        ),
        stress_marked={"health": frozenset({2})},
    )
    assert next(p.boxes for p in absorb_options(down, 3, "health", SOTC) if p.boxes) == (1,)
    full_below = replace(down, stress_marked={"health": frozenset({0, 1, 2})})
    assert (3,) in [p.boxes for p in absorb_options(full_below, 3, "health", SOTC)]
    # L1361: composure rolls down the same way.
    calm = replace(
        hero("Smooth Recovery", "Resolve stunt 3"), stress_marked={"composure": frozenset({1})}
    )
    assert next(p.boxes for p in absorb_options(calm, 2, "composure", SOTC) if p.boxes) == (0,)
    assert capacity(calm, "composure", SOTC) is None  # a consequence takes any hit


def test_sotc_L718_L746_L1058_L1072_L1274_numbers_from_stunts():
    # L718: Average Academics with Linguist speaks six extra languages (1 + 5).
    assert languages_known(hero("Linguist", Academics=1), SOTC) == 6
    assert languages_known(hero(Academics=2), SOTC) == 2
    # L746: initiative one higher.
    assert initiative_bonus(hero("I’m On Top Of It", "Alertness stunt 2"), SOTC) == 1
    # L1058: full defense with Fists totals +3.
    assert full_defense_bonus(hero("Martial Arts", "Flow Like Water"), SOTC, "Fists") == 3
    assert full_defense_bonus(hero(), SOTC, "Fists") == 2
    # L1072: compels on gambling aspects start at two fate points.
    assert compel_start(hero("Gambling Man"), SOTC, "gambling") == 2
    assert compel_start(hero(), SOTC, "gambling") == 1
    # L1274: two predictions per session instead of one.
    assert fortunes_per_session(hero("Mysteries stunt 8"), SOTC) == 2
    assert fortunes_per_session(hero(), SOTC) == 1
    # L719: a library of quality equal to Academics, always at hand.
    assert own_library(hero("Walking Library", Academics=4), SOTC, "Academics") == 4
    assert own_library(hero(Academics=4), SOTC, "Academics") is None
    # L1019: Brawler.
    brawler = hero("Brawler")
    assert outnumbered_defense(brawler, SOTC, "Fists") == 1 and minion_stress(brawler, SOTC) == 1
    # L729: Scholar's +1 in the field and +1 more in the specialisation, offered on
    # Academics rolls.
    offered = roll_uses(hero("Scholar"), SOTC, "Academics", Action.OVERCOME)
    assert [u.bonus for u in offered] == [1, 1]


def test_sotc_L749_L756_L759_spin_and_surprise_stunts():
    assert defender_gains_spin(hero(), SOTC, 3)
    denier = hero("I’m On Top Of It", "Ready for Anything")
    assert not defender_gains_spin(denier, SOTC, 5)
    assert ambushed(hero(), SOTC, 1, 3).first_defense == 0
    assert ambushed(hero("Danger Sense"), SOTC, 1, 3).first_defense == 2
    assert not ambushed(hero("Danger Sense", "Saw It Coming"), SOTC, 1, 3).surprised


def test_sotc_L170_L998_L1000_gadgets_and_their_improvements():
    # L170: Diego's Hobo Harpoon, a personal gadget: Additional Capability (Grappling Hook),
    # Upgrade (+2 grappling with Athletics), Craftsmanship (+1 to Weapons rolls).
    harpoon = design(
        "The Hobo Harpoon",
        "personal gadget",
        [
            ("additional capability", "Grappling Hook"),
            ("upgrade", "+2 grappling onto something with Athletics"),
            ("craftsmanship", "+1 to Weapons rolls"),
        ],
    )
    assert harpoon.bonus() == 1 and harpoon.bonus(narrow_use=True) == 3
    assert [g.amount for g in gadget_allowances(hero("Personal Gadget"), SOTC)] == [3]
    with pytest.raises(RulesError, match="its stunts give 2"):
        design("Satchel", GadgetKind.UNIVERSAL_GADGET, ["upgrade"] * 3)
    # L998: taken twice for more improvements on one gadget.
    assert len(design("Pack", "personal gadget", ["upgrade"] * 6, purchases=2).improvements) == 6
    # L1247: artifacts cannot be combined; L1250-1252: rare artifacts can, with a dark past.
    with pytest.raises(RulesError, match="cannot be combined"):
        design("Idol", "personal artifact", [Improvement.UPGRADE], purchases=2)
    relic = design("Relic", "rare artifact", ["futurization"] * 6, purchases=2, dark_past="Cursed")
    assert relic.dark_past == "Cursed"
    with pytest.raises(InvalidValue, match="not a gadget improvement"):
        design("Box", "personal gadget", ["teleportation"])


def test_sotc_L843_L846_L1291_companions_from_stunts():
    contact = hero("Contact", "Contacting stunt 2")
    assert [a.amount for a in companion_allowances(contact, SOTC)] == [3, 3]
    assert [a.amount for a in companion_allowances(hero("Psychic"), SOTC)] == [3]


def test_sotc_L917_L1091_L1125_gadget_and_companion_stunts():
    # L917: Custom Ride's car has the craftsmanship improvement (+1 driving it); L1125: the
    # special gun has craftsmanship and two more improvements; L1091: the gambling buddy
    # comes with Skilled (Gambling) and two other advances.
    assert [g.amount for g in gadget_allowances(hero("Custom Ride"), SOTC)] == [1]
    assert [g.amount for g in gadget_allowances(hero("Guns stunt 12"), SOTC)] == [3]
    assert [a.amount for a in companion_allowances(hero("Gambling stunt 8"), SOTC)] == [2]


def test_sotc_L746_initiative_stunt_counts_one_higher_and_breaks_ties():
    # L746: Alertness one higher for initiative ("Superb Alertness to have Fantastic
    # initiative"), and the stunt breaks ties against the same initiative.
    from fate_tui.rules.turn_order import skill_order

    quick = replace(hero("I’m On Top Of It", "Alertness stunt 2", Alertness=5), id="quick")
    fantastic = replace(hero(Alertness=6), id="fantastic")
    assert skill_order([fantastic, quick], SOTC).order[0] == "quick"  # Superb + 1 ties, wins
    epic = replace(hero(Alertness=7), id="epic")
    assert skill_order([quick, epic], SOTC).order[0] == "epic"


def test_sotc_L706_stunts_that_cost_a_fate_point_are_marked():
    # L706: "Particularly potent stunts may also require the use of a fate point"; L796
    # "For a fate point, you may use your Art skill instead of Rapport..." and the others.
    # Every stunt whose text has its user spend a fate point, and no other: L1304's pilot
    # "never need[s] to spend a fate point" where others pay one, so it costs none.
    costly = {s.line for s in CATALOGUE if s.fate_point_cost}
    assert costly == {
        *(723, 741, 750, 795, 818, 866, 869, 897, 904, 916, 937, 963, 968, 977, 993),
        *(1013, 1023, 1062, 1065, 1103, 1116, 1143, 1148, 1151, 1167, 1203, 1218, 1248),
        *(1290, 1332, 1338, 1355),
    }
    for stunt in CATALOGUE:
        if any(e.point_cost for e in stunt.effects):
            assert stunt.fate_point_cost, stunt.title


def test_the_catalogue_is_built_when_first_read_and_equals_its_module():
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from fate_tui.rules.rulesets import SOTC\n"
        "assert 'fate_tui.rules.sotc_stunt_catalogue' not in sys.modules\n"
        "from fate_tui.rules.sotc_stunt_catalogue import STUNTS\n"
        "assert SOTC.characters.stunt_catalogue == STUNTS\n"
        "assert tuple(SOTC.characters.stunt_catalogue) == STUNTS\n"
        "assert SOTC.characters.stunt_catalogue[0] is STUNTS[0]\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_sotc_L168_worksheet_names_with_a_colon_find_the_catalogue_stunt():
    # L168: Diego's worksheet writes stunts as ":Skill: Stunt" and the gadget's own name after
    # the stunt's (":Personal Gadget: The Hobo Harpoon"); either side of the colon names it.
    assert find_stunt(SOTC, "Personal Gadget: The Hobo Harpoon") is get_stunt(
        SOTC, "Personal Gadget"
    )
    assert find_stunt(SOTC, "Alertness: Danger Sense") is get_stunt(SOTC, "Danger Sense")
    assert find_stunt(SOTC, "Deceit: Clever Disguise") is get_stunt(SOTC, "Clever Disguise")
    # The detail counts once the stunt is on the sheet: the prerequisite chain sees it.
    diego = hero("Deceit: Clever Disguise")
    assert find_stunt(SOTC, "My Own Invention: Nothing Known") is None
    assert find_stunt(SOTC, ":") is None
    assert stunt_findings(diego) == stunt_findings(hero("Clever Disguise"))


def test_sotc_L741_a_name_typed_with_a_straight_apostrophe_finds_the_catalogue_stunt():
    # L741-742: the text names the stunt "I’m On Top Of It" with a typographic apostrophe; a
    # GM types "I'm On Top Of It".
    assert find_stunt(SOTC, "I'm On Top Of It") is get_stunt(SOTC, "I\u2019m On Top Of It")
    assert find_stunt(SOTC, "i'm on top of it") is not None


def test_sotc_L706_a_stunt_tied_to_a_skill_below_average_is_warned():
    # L706: "In general, a character should not take a stunt tied to a skill he does not have
    # at least at Average." A warning (the text says "should"), naming the skill's rating.
    low = hero("Linguist", Academics=0, Fists=3)
    found = [f for f in validate_character(low, SOTC) if "at least Average" in f.message]
    assert [(f.severity, f.subject) for f in found] == [(Level.WARNING, "Linguist")]
    assert "tied to Academics, which is Mediocre (+0)" in found[0].message
    assert not [m for m in stunt_findings(hero("Linguist", Academics=1)) if "Average" in m]
    # A sheet with no skills yet is a quick start (L135-137): nothing to warn about.
    assert not [m for m in stunt_findings(hero("Linguist")) if "Average" in m]


def test_sotc_L715_L717_L718_every_mainstream_language_and_the_slots_for_unusual_ones():
    # L717: "There is no 'mainstream' earthly language you cannot read or speak"; the slots go
    # to unusual languages. L718: "someone with Average Academics and these two stunts can
    # speak every normal language on the planet, plus six (1+5) very unusual ones."
    both = hero("Linguist", "Academics stunt 2", Academics=1)
    assert languages_known(both, SOTC) == 6
    assert languages_in_words(both, SOTC) == (
        "every mainstream language, and 6 unusual ones (lost, fantastic...)"
    )
    assert languages_in_words(hero("Linguist", Academics=1), SOTC) == (
        "6 languages beyond their own"
    )
    assert languages_in_words(hero(Academics=1), SOTC) == "1 language beyond their own"
    assert languages_in_words(hero(), SOTC) == ""


def test_sotc_L1000_a_universal_gadget_is_locked_in_for_the_session_it_is_shaped_in():
    # L1000: "Once defined, the gadget is locked in for the remainder of the session."
    gadget = design("Just the Thing", "universal gadget", [("upgrade", "lockpicking")], session=3)
    assert locked_in(gadget, 3) and not locked_in(gadget, 4)
    with pytest.raises(RulesError, match="locked in for the rest of the session"):
        check_reshape(gadget, 3)
    check_reshape(gadget, 3, override=True)  # the GM's override
    check_reshape(gadget, 4)
    harpoon = design("The Hobo Harpoon", "personal gadget", ["craftsmanship"])
    assert not locked_in(harpoon, 3)
    assert shapes_lapsing([harpoon, gadget], 3) == (gadget,)
    assert shapes_lapsing([harpoon, gadget], 2) == ()
    # Written by hand with no session, a universal gadget is not held to one.
    assert not locked_in(design("Kit", "universal gadget", []), 3)
    with pytest.raises(RulesError, match="only a universal gadget"):
        design("The Hobo Harpoon", "personal gadget", [], session=3)


def test_sotc_L843_L846_L850_L890_L1198_L1293_each_companion_s_advance_cap():
    lieutenant = next(s for s in CATALOGUE if s.line == 1195).title
    network = next(s for s in CATALOGUE if s.line == 847).title
    more = next(s for s in CATALOGUE if s.line == 844).title
    # L843: a contact has three advances; L846: the next stunt adds three a purchase, "can't
    # ever apply more than six additional advances (for a total of nine) to any one contact".
    assert companion_cap(hero("Contact"), SOTC, "Contact") == 3
    assert companion_cap(hero("Contact", more), SOTC, "Contact") == 6
    assert companion_cap(hero("Contact", more, more, more), SOTC, "Contact") == 9
    # L850-851: a companion revealed when needed, two advances; two more taken again.
    assert companion_cap(hero("Contact", network), SOTC, network) == 2
    assert companion_cap(hero("Contact", network, network), SOTC, network) == 4
    # L885, L890: the sucker, two advances, one more for the loaded one.
    assert companion_cap(hero("Sucker"), SOTC, "Sucker") == 2
    assert companion_cap(hero("Sucker", "Deceit stunt 4"), SOTC, "Sucker") == 3
    # L1198: the lieutenant, four advances taken twice; two more and Good quality three times.
    twice, thrice = hero(lieutenant, lieutenant), hero(lieutenant, lieutenant, lieutenant)
    assert companion_cap(twice, SOTC, lieutenant) == 4
    assert companion_cap(thrice, SOTC, lieutenant) == 7
    assert sum(a.amount for a in companion_allowances(thrice, SOTC)) == 7
    # L1290, L1293: the psychic companion, three advances, three more taken again.
    assert companion_cap(hero("Psychic", "Psychic"), SOTC, "Psychic") == 6
    # L1091: the gambling buddy, two; a stunt the character does not hold caps nothing.
    assert companion_cap(hero("Gambling stunt 8"), SOTC, "Gambling stunt 8") == 2
    assert companion_cap(hero(), SOTC, "Contact") is None
    assert companion_sources(hero("Contact", more, "Psychic"), SOTC) == ("Contact", "Psychic")


def test_sotc_L843_check_warns_of_a_companion_past_its_stunt_s_cap():
    advances = tuple(Advance(AdvanceKind.INDEPENDENT) for _ in range(4))
    pal = companion("Pal", "sidekick", advances, stunt="Contact")
    both = replace(hero("Contact", "Psychic"), companions=(pal,))
    found = [f.message for f in validate_character(both, SOTC) if f.part == "companions"]
    assert found == ["Pal has 4 advances; Contact gives one companion at most 3"]
    stray = replace(both, companions=(replace(pal, advances=(), stunt="Sucker"),))
    found = [f.message for f in validate_character(stray, SOTC) if f.part == "companions"]
    assert found == ["Pal comes from Sucker, which gives this character none"]
