"""Spirit of the Century's skill trappings with numbers or procedures
(spirit-of-the-century-srd.txt), and the skill catalogue they belong to."""

import pytest

from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.rulesets import CONDENSED, SOTC
from fate_tui.rules.skill_catalogue import trappings_of
from fate_tui.rules.sotc_trappings import (
    ORGANISATION_RESOURCES,
    WORKSPACES,
    FalseInformation,
    Purchase,
    ReadDefense,
    ReadResult,
    Workspace,
    ambush,
    attack_range,
    blind_days,
    check_fortune,
    check_resources_roll,
    empathy_read,
    find_game_difficulty,
    home_workspace,
    improvised_art_quality,
    intimidation_modifiers,
    languages,
    library_answers,
    max_read_aspects,
    pickpocket,
    pot,
    probably_owns,
    purchase,
    read_defense,
    research_against_planted,
    unfamiliar_penalty,
    workspace_cost,
)

MEDIOCRE, AVERAGE, FAIR, GOOD, GREAT, SUPERB = range(6)


def test_sotc_L490_every_skill_has_its_trappings_and_each_rule_exists():
    import importlib

    catalogue = SOTC.characters.catalogue
    assert [e.name for e in catalogue] == list(SOTC.characters.skills)
    for entry in catalogue:
        assert entry.trappings, entry.name
        for trapping in entry.trappings:
            if trapping.rule:
                module, _, name = trapping.rule.partition(".")
                target = importlib.import_module(f"fate_tui.rules.{module}")
                for part in name.split("."):
                    target = getattr(target, part)
    assert next(t.name for t in trappings_of(catalogue, "guns")) == "Range"
    assert trappings_of(CONDENSED.characters.catalogue, "Fight") == ()
    assert trappings_of(catalogue, "Gunz") == ()


def test_sotc_L376_L381_attack_and_defense_skills():
    # L376-381: the table of skills that attack and defend (harm, deceive, scare, charm).
    catalogue = SOTC.characters.catalogue
    attackers = {e.name for e in catalogue if e.attacks}
    defenders = {e.name for e in catalogue if e.defends}
    assert {"Fists", "Guns", "Weapons", "Deceit", "Intimidation", "Rapport", "Might"} <= attackers
    assert {"Fists", "Weapons", "Athletics", "Resolve", "Empathy", "Might"} <= defenders
    # L600: Guns trades its defense for range.
    assert "Guns" not in defenders


def test_sotc_L519_languages_one_per_step_above_mediocre():
    assert [languages(r) for r in (MEDIOCRE, AVERAGE, FAIR, SUPERB)] == [0, 1, 2, 5]


def test_sotc_L511_L512_library_quality_and_specialty():
    # L511: a Good question needs a Good library or better; L512: Georgetown's Great library
    # counts as Superb for law.
    assert library_answers(GOOD, GOOD) and not library_answers(FAIR, GOOD)
    assert library_answers(GREAT, SUPERB, specialty=True)
    assert not library_answers(GREAT, SUPERB)


def test_sotc_L522_research_against_planted_information():
    assert research_against_planted(GOOD, GOOD) is FalseInformation.RECOGNISED
    assert research_against_planted(FAIR, GOOD) is FalseInformation.FOUND_FIRST
    assert research_against_planted(MEDIOCRE, GOOD) is FalseInformation.TRUTH_UNAVAILABLE


def test_sotc_L659_L663_resources_purchases_and_possessions():
    assert purchase(GOOD, FAIR) is Purchase.FREE
    assert purchase(GOOD, GOOD) is Purchase.ROLL and purchase(GOOD, GREAT) is Purchase.ROLL
    assert probably_owns(GOOD, AVERAGE) and not probably_owns(GOOD, FAIR)
    assert ORGANISATION_RESOURCES == FAIR
    check_resources_roll(rolled_this_scene=False)
    with pytest.raises(RulesError, match="one Resources roll per scene"):
        check_resources_roll(rolled_this_scene=True)


def test_sotc_L665_L673_workspaces():
    assert home_workspace(GREAT) == FAIR and home_workspace(GREAT, specialised=True) == GOOD
    assert workspace_cost(GOOD) == SUPERB and workspace_cost(GOOD, specialised=True) == GREAT
    assert WORKSPACES[Workspace.ARCANE_WORKSHOP] == ("Mysteries", "Artificing")
    assert len(WORKSPACES) == 5


def test_sotc_L554_unfamiliar_places_wear_off_a_step_a_week():
    assert unfamiliar_penalty(4) == 4
    assert unfamiliar_penalty(4, weeks=3) == 1 and unfamiliar_penalty(4, weeks=6) == 0
    with pytest.raises(InvalidValue):
        unfamiliar_penalty(5)


def test_sotc_L575_empathy_read_one_shift_reveals_up_to_the_empathy_value():
    assert empathy_read(GOOD, FAIR, empathy=FAIR) is ReadResult.REVEALS
    assert empathy_read(FAIR, FAIR, empathy=FAIR) is ReadResult.NOTHING  # a tie: no shift
    assert max_read_aspects(MEDIOCRE) == 1 and max_read_aspects(FAIR) == 2
    with pytest.raises(RulesError, match="as many as an Empathy of 2"):
        empathy_read(SUPERB, MEDIOCRE, revealed_so_far=2, empathy=FAIR)


def test_sotc_L645_L648_closing_down_and_opening_up():
    assert read_defense(ReadDefense.CLOSING_DOWN, FAIR) == GREAT
    assert read_defense("rapport", FAIR) == FAIR
    assert empathy_read(AVERAGE, FAIR, "opening_up") is ReadResult.DEFENDERS_CHOICE


def test_sotc_L564_L565_deceit_defends_a_read_and_feeds_a_false_aspect():
    assert empathy_read(AVERAGE, GOOD, ReadDefense.DECEIT) is ReadResult.FALSE_ASPECT
    assert empathy_read(GOOD, AVERAGE, ReadDefense.DECEIT) is ReadResult.REVEALS


def test_sotc_L607_intimidation_from_a_position_of_power():
    assert intimidation_modifiers("defenceless").attack == 1
    assert intimidation_modifiers("helpless").attack == 2
    assert intimidation_modifiers("armed").defense == 1
    assert intimidation_modifiers("secure", security=3).defense == 3
    with pytest.raises(InvalidValue, match="did you mean 'armed'"):
        intimidation_modifiers("armd")


def test_sotc_L683_pickpocketing_target_at_plus_two_observers_without():
    lift = pickpocket(GREAT, FAIR, observers={"cop": GREAT, "maid": AVERAGE})
    assert not lift.succeeded and lift.spotted_by == ("cop",)  # 4 against 2 + 2
    assert pickpocket(GREAT, FAIR, distracted=True).succeeded


def test_sotc_L696_blinds_last_a_day_plus_one_per_shift():
    assert blind_days(MEDIOCRE) == 1 and blind_days(FAIR) == 3 and blind_days(-1) == 0


def test_sotc_L532_improvised_art_fades_a_step_a_scene():
    assert [improvised_art_quality(GREAT, n) for n in range(3)] == [GREAT, GOOD, FAIR]


def test_sotc_L595_L596_finding_a_game_and_high_stakes():
    assert find_game_difficulty(GOOD) == GOOD
    assert pot(GOOD) == GOOD and pot(GOOD, high_stakes=True) == SUPERB


def test_sotc_L635_fortune_telling_once_per_session():
    check_fortune(0)
    with pytest.raises(RulesError, match="limit is 1"):
        check_fortune(1)
    check_fortune(1, per_session=2)


def test_sotc_L598_L700_ranges():
    # L362: the same zone touches, one zone apart throws, two (sometimes three) shoot.
    assert attack_range("Guns") == 2 and attack_range("Guns", rifle=True) == 3
    assert attack_range("Weapons", thrown_or_reach=True) == 1 and attack_range("Fists") == 0


def test_sotc_L526_L689_L756_L759_ambush_and_surprise():
    assert ambush(FAIR, GOOD).first_defense == MEDIOCRE
    assert not ambush(GOOD, GOOD).surprised
    assert ambush(FAIR, GOOD, full_defense_when_surprised=True).first_defense == FAIR
    assert not ambush(MEDIOCRE, SUPERB, never_surprised=True).surprised


def test_sotc_L635_a_true_fortune_s_aspect_on_a_person_or_every_scene_for_the_adventure():
    from fate_tui.rules.aspects import AspectKind
    from fate_tui.rules.character import Character
    from fate_tui.rules.sotc_trappings import FORTUNE, fortune_aspect, fortunes_end
    from fate_tui.rules.validation import validate_character

    # "If the target of the fortune was a person, they receive the temporary aspect for the
    # duration of the adventure": a character aspect of the role FORTUNE, the teller's first
    # tag free (a declaration, L497).
    doomed = fortune_aspect(" Doomed ", "imogen", "lucky")
    assert (doomed.name, doomed.kind, doomed.owner, doomed.role) == (
        "Doomed",
        AspectKind.CHARACTER,
        "lucky",
        FORTUNE,
    )
    assert doomed.free_invokes == ("imogen",)
    # "If it was a general prediction, it is considered to be a scene aspect on every scene
    # for the duration of the adventure": the arc's scenario aspect.
    assert fortune_aspect("Storm", "imogen", None).kind is AspectKind.SCENARIO
    with pytest.raises(InvalidValue, match="needs its aspect's name"):
        fortune_aspect(" ", "imogen", None)
    lucky = Character("lucky", "Lucky", aspects=(doomed,))
    assert fortunes_end(lucky) == (Character("lucky", "Lucky"), ("Doomed",))
    # A temporary aspect takes none of the character's ten aspect slots (L42).
    from fate_tui.rules.aspects import Aspect

    ten = tuple(Aspect(f"Aspect {n}", AspectKind.CHARACTER, role="phase") for n in range(10))
    full = Character("lucky", "Lucky", aspects=(*ten, doomed))
    assert not [f for f in validate_character(full, SOTC) if "aspects but" in f.message]
    eleven = Character("lucky", "Lucky", aspects=(*ten, Aspect("More", AspectKind.CHARACTER)))
    assert [f for f in validate_character(eleven, SOTC) if "11 aspects but" in f.message]
