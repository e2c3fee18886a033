"""Spirit of the Century's trappings and catalogue stunts' own procedures on a roll
(`roll_use`): what each sets on the roll, what its result comes to, what applying it pays and
changes, and the limits the play log counts. Lines are in spirit-of-the-century-srd.txt."""

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import conflicts, minions, rolls, scenes
from fate_tui.campaign.roll import death_defiance, roll_use
from fate_tui.campaign.roll.roll_model import Roll, work_out
from fate_tui.campaign.roll.roll_session import RollSession
from fate_tui.campaign.roll.roll_stunt_procedures import STUNT_PROCEDURES
from fate_tui.campaign.roll.roll_text import roll_line
from fate_tui.campaign.roll.roll_use import Chosen
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.action_effects import Action
from fate_tui.rules.character import Stunt
from fate_tui.rules.derived import rating
from fate_tui.rules.errors import FateError, RulesError
from fate_tui.rules.sotc_stunt_catalogue import STUNTS as STUNT_CATALOGUE
from fate_tui.rules.sotc_stunt_rules import PROCEDURES as RULES_PROCEDURES
from fate_tui.rules.stunt_catalogue import EffectKind

BUNDLED = Path(__file__).resolve().parents[2] / "campaigns"
IMOGEN, LUCKY, OCTAVIA, BRICK = "imogen-vance", "lucky-donnelly", "octavia-strand", "brick-okonedo"
ZERO = (0, 0, 0, 0)
NO_UNFAMILIARITY = EffectKind.NO_UNFAMILIARITY

STUNTS = {
    LUCKY: (
        "Engineering stunt 7: The Spanner",  # a worksheet's detail after the colon
        "Endurance stunt 4",
        "Endurance stunt 11",
        "Fists stunt 12",
        "Guns stunt 7",
        "Guns stunt 10",
        "Gambling stunt 2",
        "Rapport stunt 5",
        "Resolve stunt 2",
        "Might stunt 7",
        "Crippling Blow",
    ),
    OCTAVIA: ("Subtle Menace", "Aura of Fear", "Mysteries stunt 7", "Intimidation stunt 8"),
    IMOGEN: (
        "Studied Recall",
        "Academics stunt 8",
        "Art stunt 6",
        "Burglary stunt 6",
        "Mimicry",
        "Deceit stunt 8",
    ),
}


@pytest.fixture
def folder(tmp_path) -> Path:
    target = tmp_path / "brass-leviathan"
    shutil.copytree(BUNDLED / "brass-leviathan", target)
    return target


@pytest.fixture(scope="module")
def _with_stunts(tmp_path_factory):
    """The campaign's values with the stunts above, loaded once for the module: most tests
    only read them (a test that writes gets its own `folder`)."""
    target = tmp_path_factory.mktemp("roll-uses") / "brass-leviathan"
    shutil.copytree(BUNDLED / "brass-leviathan", target)
    state = CampaignStore.load(target).state
    people = dict(state.characters)
    for cid, names in STUNTS.items():
        who = people[cid]
        people[cid] = replace(who, stunts=(*who.stunts, *(Stunt(n) for n in names)))
    return replace(state, characters=people)


@pytest.fixture
def state(_with_stunts):
    # The values are frozen; only their top-level tables are dicts, copied for each test.
    return replace(
        _with_stunts, characters=dict(_with_stunts.characters), scenes=dict(_with_stunts.scenes)
    )


def _session(state, actor, skill, key, answers=(), dice=ZERO, opponent=None, theirs=ZERO):
    session = RollSession.start(state, actor).setup(skill=skill)
    if opponent is not None:
        session = session.with_opponent(*opponent)
    chosen = Chosen(key, tuple(answers))
    session = session.setup(**roll_use.changes_for(state, session.roll, chosen))
    return session.rolled(dice, theirs if session.roll.opposed else None, typed=True)


# (line, actor, skill, key, answers, difficulty, bonus, against, fate points, words)
CASES = [
    ("L511", IMOGEN, "Academics", "trapping.library", (3, 4, 0), 4, 0, 0, 0, "cannot answer"),
    ("L512", IMOGEN, "Academics", "trapping.library", (3, 4, 1), 4, 0, 0, 0, "can answer it"),
    ("L522", IMOGEN, "Academics", "trapping.planted", (7,), 7, 0, 0, 0, "a step before"),
    ("L522", IMOGEN, "Academics", "trapping.planted", (8,), 8, 0, 0, 0, "truth may be"),
    ("L519", IMOGEN, "Academics", "trapping.languages", (), None, 0, 0, 0, "speaks 5 lang"),
    ("L663", OCTAVIA, "Resources", "trapping.purchase", (1,), 1, 0, 0, 0, "probably own"),
    ("L661", OCTAVIA, "Resources", "trapping.purchase", (2,), 2, 0, 0, 0, "without a roll"),
    ("L661", OCTAVIA, "Resources", "trapping.purchase", (4,), 4, 0, 0, 0, "roll against"),
    ("L665", OCTAVIA, "Resources", "trapping.workspace", (4, 0), 6, 0, 0, 0, "is Average (+1)"),
    ("L673", OCTAVIA, "Resources", "trapping.workspace", (4, 1), 5, 0, 0, 0, "is Fair (+2)"),
    ("L554", LUCKY, "Contacting", "trapping.unfamiliar", (4, 1), None, 0, 3, 0, "+3"),
    ("L596", LUCKY, "Gambling", "trapping.game", (2, 1), 2, 0, 0, 0, "pot is Great (+4)"),
    ("L607", OCTAVIA, "Intimidation", "trapping.intimidation", (2,), None, 2, 0, 0, "helpless"),
    ("L607", OCTAVIA, "Intimidation", "trapping.intimidation", (5,), None, 0, 3, 0, "secure"),
    ("L696", LUCKY, "Survival", "trapping.blind", (), 0, 0, 0, 0, "lasts 2 day"),
    ("L532", IMOGEN, "Art", "trapping.art", (), None, 0, 0, 0, "Fair (+2) this scene"),
    ("L635", IMOGEN, "Mysteries", "trapping.fortune", (3,), 3, 0, 0, 0, "a true fortune"),
    ("L725", IMOGEN, "Academics", "stunt.studied_recall", (), 0, 0, 0, 1, "5 target(s)"),
    ("L739", IMOGEN, "Academics", "stunt.flashes_of_insight", (), None, 0, 0, 0, "declare 2"),
    ("L784", IMOGEN, "Art", "stunt.halved_distraction", (3,), None, 0, 1, 0, "halved"),
    ("L837", IMOGEN, "Burglary", "stunt.casing_aspects", (), None, 0, 0, 0, "0 more aspect"),
    ("L896", IMOGEN, "Empathy", "stunt.mimicry_study", (2,), 2, 0, 0, 0, "Study someone"),
    ("L903", IMOGEN, "Investigation", "stunt.infiltration", (), 0, 0, 0, 0, "3 piece(s)"),
    ("L974", LUCKY, "Endurance", "stunt.sleep", (1,), 1, 0, 0, 0, "takes 3-4 hours"),
    ("L995", LUCKY, "Guns", "stunt.wound_motivation", (3,), None, 3, 0, 1, "Wound"),
    ("L1015", LUCKY, "Engineering", "stunt.thump", (2,), 2, 0, 0, 1, "works for 1 exch"),
    ("L1055", LUCKY, "Fists", "stunt.flying_kick", (2,), None, -1, 0, 0, "Flying kick"),
    ("L1076", LUCKY, "Gambling", "stunt.double_or_nothing", (2,), None, 0, 0, 0, "reroll"),
    ("L1025", LUCKY, "Fists", "stunt.crippling_blow", (), None, 0, 0, 1, "rather than a box"),
    (
        "L1153",
        OCTAVIA,
        "Intimidation",
        "stunt.psychological_consequence",
        (),
        None,
        0,
        0,
        1,
        "fitting",
    ),
    ("L1110", LUCKY, "Guns", "stunt.suppressive_fire", (3,), None, -1, 0, 0, "ignored"),
    ("L1119", LUCKY, "Guns", "stunt.preempt", (), None, 0, 0, 1, "out of turn"),
    ("L1135", OCTAVIA, "Intimidation", "stunt.subtle_menace", (3,), None, 0, 1, 0, "+1"),
    ("L1150", OCTAVIA, "Intimidation", "stunt.aura_of_fear", (1, 6), None, -2, 0, 1, "3 of 6"),
    ("L1241", LUCKY, "Might", "stunt.grapple", (), None, 0, 0, 0, "takes 1 stress"),
    ("L1268", OCTAVIA, "Mysteries", "stunt.enthrall", (0,), None, 0, 2, 0, "Resolve"),
    ("L1268", OCTAVIA, "Mysteries", "stunt.enthrall", (1,), None, 0, 0, 0, "Resolve"),
    ("L1342", LUCKY, "Rapport", "stunt.fast_talk", (3,), None, -2, 0, 0, "each defends"),
    ("L1357", LUCKY, "Resolve", "stunt.composure_recovery", (), 0, 0, 0, 0, "full action"),
]


@pytest.mark.parametrize(
    ("line", "actor", "skill", "key", "answers", "difficulty", "bonus", "against", "fp", "said"),
    CASES,
    ids=[f"{c[0]}-{c[3]}-{'-'.join(map(str, c[4]))}" for c in CASES],
)
def test_each_use_sets_what_its_rule_gives(
    state, line, actor, skill, key, answers, difficulty, bonus, against, fp, said
):
    session = _session(state, actor, skill, key, answers)
    used = session.worked.use
    assert used is not None and used.use.key == key
    assert line.split("-")[0] in used.use.line or line[1:] in used.use.line.replace("-", " ")
    if difficulty is not None:
        assert session.roll.difficulty == difficulty
        assert session.roll.opponent is None
    assert (used.setting.bonus, used.setting.against, used.setting.fate_points) == (
        bonus,
        against,
        fp,
    )
    assert said in used.words, used.words
    # The bonus and the raised opposition are on the roll itself.
    rating = session.worked.rating
    assert session.worked.resolution.effort == rating + session.worked.setup_bonus
    plain = RollSession.start(state, actor).setup(skill=skill, difficulty=session.roll.difficulty)
    assert session.worked.opposition == plain.worked.opposition + against


def test_every_catalogue_procedure_on_a_roll_is_in_the_table_or_said_why():
    """Each `EffectKind.RULE` detail has a row, or the table's module says why it is elsewhere
    (a procedure that is not a roll of the stunt's owner)."""
    rows = {use.key.removeprefix("stunt.") for use in STUNT_PROCEDURES}
    elsewhere = {
        "on_top_of_it",
        "shake_it_off",
        "death_defiance",
        "lethal_weapon",
        "fist_of_death",
        "reinforcements",
    }
    assert rows | elsewhere == set(RULES_PROCEDURES)
    assert not rows & elsewhere


def test_a_read_defended_by_closing_down_is_at_plus_2_and_says_what_it_learns(state):
    """L645: closing down is Rapport at +2; L575: one shift reveals an unknown aspect; L647:
    opening up still gives an aspect of the defender's choosing."""
    closed = _session(
        state, IMOGEN, "Empathy", "trapping.read", (1, 0), (1, 1, 1, 1), (OCTAVIA, "Rapport")
    )
    rapport = rating(state.characters[OCTAVIA], "Rapport", state.ruleset)
    assert closed.worked.opposition == rapport + 2
    assert "one aspect they did not know" in closed.worked.use.words  # 6 against 2
    line = roll_line(state, closed.roll, closed.worked)
    assert f"Rapport {state.ruleset.ladder.label(rapport)} + Read someone +2 + dice" in line
    opened = _session(
        state, IMOGEN, "Empathy", "trapping.read", (2, 0), (-1, -1, -1, -1), (OCTAVIA, "Rapport")
    )
    assert "defender's choosing" in opened.worked.use.words


def test_reads_stop_at_the_aspects_empathy_can_reveal(state):
    """L575: reads reveal as many aspects as the Empathy value (Imogen's Fair: two)."""
    with pytest.raises(RulesError, match="as many as an Empathy of 2"):
        _session(state, IMOGEN, "Empathy", "trapping.read", (0, 2), opponent=(OCTAVIA, "Rapport"))


def test_a_pocket_is_picked_against_the_target_at_plus_2_unless_distracted(state):
    """L683: the target's Alertness at +2 as on full defense; distracted, without it."""
    watched = _session(
        state,
        LUCKY,
        "Sleight of Hand",
        "trapping.pickpocket",
        (0,),
        (1, 1, 1, 0),
        (BRICK, "Alertness"),
    )
    assert watched.worked.use.setting.against == 2
    assert "the lift fails" in watched.worked.use.words  # 3 against Brick's Fair + 2
    distracted = _session(
        state,
        LUCKY,
        "Sleight of Hand",
        "trapping.pickpocket",
        (1,),
        (1, 1, 1, 0),
        (BRICK, "Alertness"),
    )
    assert "lifted" in distracted.worked.use.words


def test_an_ambush_that_beats_the_targets_alertness_surprises_them(state):
    """L689: a failed Alertness roll leaves the first defense at Mediocre."""
    session = _session(
        state, LUCKY, "Stealth", "trapping.ambush", (), (1, 1, 0, 0), (BRICK, "Alertness")
    )
    assert "is surprised: first defense at Mediocre" in session.worked.use.words


def test_the_unfamiliar_penalty_is_none_for_a_world_traveller(state):
    """L554 raises Contacting's difficulty somewhere unfamiliar; the world traveller's stunt
    (L859) takes it away (`stunt_effects.unfamiliar_penalty_for`)."""
    traveller = next(
        s.title for s in STUNT_CATALOGUE if any(e.kind is NO_UNFAMILIARITY for e in s.effects)
    )
    lucky = state.characters[LUCKY]
    people = {**state.characters, LUCKY: replace(lucky, stunts=(Stunt(traveller),))}
    travelled = replace(state, characters=people)
    session = _session(travelled, LUCKY, "Contacting", "trapping.unfamiliar", (4, 0))
    assert session.worked.use.setting.against == 0


def test_trappings_are_spirit_of_the_centurys_only(folder, ashen):
    """In Condensed the skills have no trappings with numbers: none is offered."""
    condensed = CampaignStore.load(ashen).state
    actor = next(iter(condensed.characters))
    skill = RollSession.start(condensed, actor).roll.skill
    session = RollSession.start(condensed, actor).setup(skill=skill)
    assert not [u for u in roll_use.offered(condensed, session.roll) if "trapping" in u.key]


def test_a_use_that_no_longer_fits_the_skill_sets_nothing(state):
    session = _session(state, LUCKY, "Fists", "stunt.flying_kick", (2,))
    other = session.setup(skill="Guns")
    assert other.worked.use is None
    assert other.worked.setup_bonus == 0


def test_a_procedure_is_offered_only_with_its_stunt(state, folder):
    plain = CampaignStore.load(folder).state
    roll = RollSession.start(plain, LUCKY).setup(skill="Engineering").roll
    assert "stunt.thump" not in {u.key for u in roll_use.offered(plain, roll)}
    with pytest.raises(RulesError, match="does not fit"):
        roll_use.changes_for(plain, roll, Chosen("stunt.thump", (0,)))


def test_answers_out_of_range_are_refused_with_what_is_allowed(state):
    with pytest.raises(FateError, match="0 to 2"):
        _session(state, LUCKY, "Fists", "stunt.flying_kick", (3,))
    with pytest.raises(FateError, match="at least one target"):
        _session(state, LUCKY, "Rapport", "stunt.fast_talk", (0,))


# Applying -------------------------------------------------------------------------------


def _applied(folder, state, *args, **kwargs):
    ctl = Controller(CampaignStore.load(folder))
    ctl_state = replace(ctl.state, characters=state.characters)
    session = _session(ctl_state, *args, **kwargs)
    # The stunts written on the sheet, as a GM would have.
    for cid in STUNTS:
        ctl.apply(f"stunts of {cid}", characters=[state.characters[cid]])
    rolls.apply_roll(ctl, session.roll)
    return ctl


def _last(ctl):
    return ctl.store.log_entries()[0][-1]


def test_a_thump_costs_a_fate_point_and_is_logged_and_undone(folder, state):
    """L1015: a fate point, Engineering against Mediocre plus one per earlier thump."""
    before = CampaignStore.load(folder).state.characters[LUCKY].fate_points
    ctl = _applied(folder, state, LUCKY, "Engineering", "stunt.thump", (1,), (1, 1, 0, 0))
    assert ctl.state.characters[LUCKY].fate_points == before - 1
    entry = _last(ctl)
    assert entry.data["use"] == "stunt.thump" and entry.data["use_answers"] == [1]
    assert "A good swift thump" in entry.text and "works for 4 exchange(s)" in entry.text
    assert "pays 1 fate point for A good swift thump" in entry.text
    ctl.undo()
    assert ctl.state.characters[LUCKY].fate_points == before


def test_recovering_composure_clears_the_first_box_on_a_success(folder, state):
    """L1357-1358: Resolve against Mediocre; a success clears the first composure box."""
    lucky = state.characters[LUCKY]
    marked = replace(lucky, stress_marked={**lucky.stress_marked, "composure": frozenset({0})})
    state = replace(state, characters={**state.characters, LUCKY: marked})
    ctl = _applied(folder, state, LUCKY, "Resolve", "stunt.composure_recovery", (), (1, 0, 0, 0))
    assert not ctl.state.characters[LUCKY].stress_marked.get("composure")
    assert "clears composure box 1" in _last(ctl).text


def test_a_fortune_is_told_once_a_session(folder, state):
    """L635: fortune-telling is a declaration made once per session, counted in the log."""
    ctl = _applied(folder, state, IMOGEN, "Mysteries", "trapping.fortune", (2,))
    session = _session(
        replace(ctl.state, characters=state.characters),
        IMOGEN,
        "Mysteries",
        "trapping.fortune",
        (2,),
    )
    with pytest.raises(RulesError, match="the limit is 1"):
        rolls.apply_roll(ctl, session.roll)


def test_only_one_resources_roll_a_scene(folder, state):
    """L661: characters can only make one Resources roll per scene."""
    ctl = _applied(folder, state, OCTAVIA, "Resources", "trapping.purchase", (4,))
    again = _session(
        replace(ctl.state, characters=state.characters),
        OCTAVIA,
        "Resources",
        "trapping.purchase",
        (5,),
    )
    with pytest.raises(RulesError, match="one Resources roll per scene"):
        rolls.apply_roll(ctl, again.roll)


def test_death_defiance_costs_half_the_fate_points_rounded_up_and_needs_one(folder, state):
    """L979: half the remaining fate points, rounded up; at least one is needed."""
    lucky = state.characters[LUCKY]
    defiant = replace(lucky, stunts=(Stunt("Endurance stunt 6"),), fate_points=5)
    state = replace(state, characters={**state.characters, LUCKY: defiant})
    assert death_defiance.cost(state, LUCKY) == 3
    broke = replace(defiant, fate_points=0)
    assert death_defiance.cost(replace(state, characters={LUCKY: broke}), LUCKY) is None
    assert death_defiance.cost(state, IMOGEN) is None  # no such stunt


def test_a_crippling_blow_is_taken_with_a_consequence_and_costs_a_fate_point(folder, state):
    """L1025: for a fate point, the target takes a consequence rather than checking a box;
    `sotc_stunt_rules.consequence_plans` lists only the ways with one."""
    ctl = Controller(CampaignStore.load(folder))
    before = ctl.state.characters[LUCKY].fate_points
    ctl.apply("Lucky's stunts", characters=[state.characters[LUCKY]])
    dice, theirs = (1, 0, 0, 0), (-1, -1, -1, -1)

    def attack(use: Chosen | None) -> RollSession:
        session = RollSession.start(ctl.state, LUCKY).with_action(2).setup(skill="Fists")
        session = session.with_target(IMOGEN)
        session = session.setup(**roll_use.changes_for(ctl.state, session.roll, use))
        return session.rolled(dice, theirs, typed=True)

    usual = rolls.needs(ctl.state, attack(None).roll).hit
    assert not usual.consequence_only and not usual.plan.consequences
    forced = attack(Chosen("stunt.crippling_blow"))
    hit = rolls.needs(ctl.state, forced.roll).hit
    assert hit.consequence_only and hit.plan.consequences
    imogen = ctl.state.characters[IMOGEN]
    assert all(p.consequences for p in hit.plans(imogen, ctl.state.ruleset))
    named = {p.slot: "Cracked Ribs" for p in hit.plan.consequences}
    rolls.apply_roll(ctl, forced.roll, rolls.Names(consequences=named))
    assert ctl.state.characters[LUCKY].fate_points == before - 1
    assert "Cracked Ribs" in [c.aspect for c in ctl.state.characters[IMOGEN].consequences]
    # A way without a consequence is refused.
    ctl.undo()
    boxes = next(p for p in usual_plans(ctl, hit) if not p.consequences)
    with pytest.raises(RulesError, match="cannot take the hit that way"):
        rolls.apply_roll(ctl, forced.roll, rolls.Names(plan=boxes))


def usual_plans(ctl, hit):
    imogen = ctl.state.characters[IMOGEN]
    return rolls.absorb_options(imogen, hit.shifts, hit.track, ctl.state.ruleset)


# Counted from the files rather than asked ------------------------------------------------


def _again(ctl, *args, **kwargs):
    """The next roll, on the campaign as the last one left it."""
    return _session(ctl.state, *args, **kwargs)


def test_acting_out_of_turn_costs_one_more_each_time_in_the_scene(folder, state):
    """L1119: "each time it's done in the same scene, the fate point cost increases by one";
    the scene file counts the earlier ones, and an undo takes one back."""
    lucky = replace(state.characters[LUCKY], fate_points=6)
    state = replace(state, characters={**state.characters, LUCKY: lucky})
    ctl = _applied(folder, state, LUCKY, "Guns", "stunt.preempt")
    assert ctl.state.current_scene.stunts_used[LUCKY] == ("stunt.preempt",)
    second = _again(ctl, LUCKY, "Guns", "stunt.preempt")
    assert second.worked.use.setting.fate_points == 2
    assert "1 time(s) before here" in second.worked.use.words
    rolls.apply_roll(ctl, second.roll)
    assert _again(ctl, LUCKY, "Guns", "stunt.preempt").worked.use.setting.fate_points == 3
    ctl.undo()
    assert _again(ctl, LUCKY, "Guns", "stunt.preempt").worked.use.setting.fate_points == 2


def test_earlier_thumps_in_the_scene_are_the_answer_offered(folder, state):
    """L1015: each thump after the first is a step harder; the scene file counts the
    character's thumps (not which device each hit, so the GM may still change the answer)."""
    ctl = _applied(folder, state, LUCKY, "Engineering", "stunt.thump", (0,), (1, 1, 0, 0))
    roll = RollSession.start(ctl.state, LUCKY).setup(skill="Engineering").roll
    assert roll_use.first_answers(ctl.state, roll, roll_use.find("stunt.thump")) == (1,)


def test_aspects_read_of_a_target_this_session_are_the_answer_offered(folder, state):
    """L575: a read that finds an aspect counts towards the Empathy value's limit; one that
    finds nothing does not. Counted by target in campaign.toml's `[current]`."""
    read = ("Empathy", "trapping.read", (0, 0))
    octavia = (OCTAVIA, "Rapport")
    ctl = _applied(folder, state, IMOGEN, *read, (1, 1, 1, 1), octavia)
    use = roll_use.find("trapping.read")
    roll = RollSession.start(ctl.state, IMOGEN).setup(skill="Empathy").with_opponent(*octavia)
    assert roll_use.first_answers(ctl.state, roll.roll, use) == (0, 1)
    other = RollSession.start(ctl.state, IMOGEN).setup(skill="Empathy")
    assert roll_use.first_answers(ctl.state, other.with_opponent(BRICK, "Rapport").roll, use) == (
        0,
        0,
    )
    rolls.apply_roll(ctl, _again(ctl, IMOGEN, *read, (-1, -1, -1, -1), octavia).roll)
    assert roll_use.first_answers(ctl.state, roll.roll, use) == (0, 1)  # nothing found


CRIPPLING = Chosen("stunt.crippling_blow")


def _crippling(ctl, target, use=CRIPPLING):
    session = RollSession.start(ctl.state, LUCKY).with_action(2).setup(skill="Fists")
    session = session.with_target(target)
    session = session.setup(**roll_use.changes_for(ctl.state, session.roll, use))
    return session.rolled((1, 0, 0, 0), (-1, -1, -1, -1), typed=True)


def _consequences(ctl, session):
    hit = rolls.needs(ctl.state, session.roll).hit
    return rolls.Names(consequences={p.slot: "Cracked Ribs" for p in hit.plan.consequences})


def test_a_crippling_blow_is_once_per_opponent_a_fight_unless_the_gm_allows_it(folder, state):
    """L1025: "This can only be done once per opponent in a given fight scene": counted by
    target in the scene file; another target may still be hit so; the GM may allow it again,
    and the log says so; an undo takes the count back."""
    lucky = replace(state.characters[LUCKY], fate_points=5)
    ctl = Controller(CampaignStore.load(folder))
    ctl.apply("Lucky's stunts", characters=[lucky])
    first = _crippling(ctl, IMOGEN)
    rolls.apply_roll(ctl, first.roll, _consequences(ctl, first))
    assert "stunt.crippling_blow>" + IMOGEN in ctl.state.current_scene.stunts_used[LUCKY]
    again = _crippling(ctl, IMOGEN)
    entries = ctl.log_entries()[0]
    assert "used on Dr Imogen Vance" in roll_use.refusal(ctl.state, again.roll, entries)
    with pytest.raises(RulesError, match=r"once per opponent a fight.*the GM may allow it"):
        rolls.apply_roll(ctl, again.roll, _consequences(ctl, again))
    assert roll_use.refusal(ctl.state, _crippling(ctl, BRICK).roll, entries) is None
    allowed = _crippling(ctl, IMOGEN, Chosen("stunt.crippling_blow", overridden=True))
    rolls.apply_roll(ctl, allowed.roll, _consequences(ctl, allowed))
    assert "allowed it past its limit" in _last(ctl).text
    assert _last(ctl).data["use_overridden"] is True
    ctl.undo()
    ctl.undo()
    assert roll_use.refusal(ctl.state, _crippling(ctl, IMOGEN).roll, entries) is None


def test_an_undone_fortune_may_be_told_again(folder, state):
    """L635: once a session; the count is campaign.toml's `[current] stunts_used`, which the
    undo takes back (a count read from the play log kept the undone roll)."""
    ctl = _applied(folder, state, IMOGEN, "Mysteries", "trapping.fortune", (2,))
    ctl.undo()
    again = _again(ctl, IMOGEN, "Mysteries", "trapping.fortune", (2,))
    rolls.apply_roll(ctl, again.roll)
    assert ctl.state.story.stunts_used[IMOGEN] == ("trapping.fortune",)


def test_double_or_nothing_is_a_scratch_or_twice_the_loss_once_a_scene(folder, state):
    """L1076: "Once per scene, after the gambler has lost a Gambling roll ... both sides
    reroll ... If the gambler wins the next roll, the initial exchange is treated as a scratch
    ... if he loses (by whatever amount) he takes a hit equal to double the value of the
    initial loss"."""
    double = ("Gambling", "stunt.double_or_nothing", (3,))
    won = _session(state, LUCKY, *double, (1, 1, 1, 1), (OCTAVIA, "Gambling"))
    assert "a scratch, no loss to anyone" in won.worked.use.words
    tie = _session(state, LUCKY, *double, ZERO, (OCTAVIA, "Gambling"), theirs=ZERO)
    margin = tie.worked.resolution.margin
    assert ("a hit of 6" in tie.worked.use.words) == (margin <= 0)
    lost = _session(state, LUCKY, *double, (-1, -1, -1, -1), (OCTAVIA, "Gambling"))
    assert "takes a hit of 6 (twice the first loss)" in lost.worked.use.words
    ctl = _applied(folder, state, LUCKY, *double, (-1, -1, -1, -1), (OCTAVIA, "Gambling"))
    again = _again(ctl, LUCKY, *double, (1, 1, 1, 1), (OCTAVIA, "Gambling"))
    with pytest.raises(RulesError, match="once a scene"):
        rolls.apply_roll(ctl, again.roll)


def test_double_or_nothing_offers_the_loss_of_the_gamblers_last_roll_from_the_log(folder, state):
    """L1076: "after the gambler has lost a Gambling roll": the loss is read from this
    session's play log, the gambler's last Gambling roll in the scene; a won one offers 0."""
    ctl = Controller(CampaignStore.load(folder))
    ctl.apply("Lucky's stunts", characters=[state.characters[LUCKY]])
    use = roll_use.find("stunt.double_or_nothing")

    def gamble(dice):
        session = RollSession.start(ctl.state, LUCKY).setup(skill="Gambling")
        session = session.with_opponent(OCTAVIA, "Gambling").rolled(dice, ZERO, typed=True)
        rolls.apply_roll(ctl, session.roll)
        return session.worked.resolution

    lost = gamble((-1, -1, -1, -1))
    assert lost.effort < lost.opposition
    roll = RollSession.start(ctl.state, LUCKY).setup(skill="Gambling").roll
    entries = ctl.log_entries()[0]
    assert roll_use.first_answers(ctl.state, roll, use, entries) == (lost.opposition - lost.effort,)
    won = gamble((1, 1, 1, 1))
    assert won.effort > won.opposition
    assert roll_use.first_answers(ctl.state, roll, use, ctl.log_entries()[0]) == (0,)


def test_sotc_L635_a_true_fortune_lasts_the_adventure_on_its_target(folder, state):
    """L635: "If the target of the fortune was a person, they receive the temporary aspect for
    the duration of the adventure. If it was a general prediction, it is considered to be a
    scene aspect on every scene for the duration of the adventure." A declaration: the
    teller's first tag is free (L497). Saved with the roll, cleared when the arc ends."""
    from fate_tui.campaign.roll.roll_fortune import GENERAL

    ctl = Controller(CampaignStore.load(folder))
    for cid in STUNTS:
        ctl.apply(f"stunts of {cid}", characters=[state.characters[cid]])
    told = _session(ctl.state, IMOGEN, "Mysteries", "trapping.fortune", (2,))
    assert rolls.needs(ctl.state, told.roll).fortune
    failed = _session(ctl.state, IMOGEN, "Mysteries", "trapping.fortune", (9,))
    assert not rolls.needs(ctl.state, failed.roll).fortune
    names = rolls.Names(fortune="Doomed to Betray His Friends", fortune_on=LUCKY)
    rolls.apply_roll(ctl, told.roll, names)
    (fortune,) = [a for a in ctl.state.characters[LUCKY].aspects if a.role == "fortune"]
    assert fortune.free_invokes == (IMOGEN,)
    text = (folder / "characters" / f"{LUCKY}.toml").read_text()
    assert "fortunes = [" in text and "Doomed to Betray His Friends" in text
    assert CampaignStore.load(folder).state.characters[LUCKY].aspects == (
        ctl.state.characters[LUCKY].aspects
    )
    assert "until the adventure ends" in _last(ctl).text
    problems = CampaignStore.load(folder).problems
    # A temporary aspect takes no aspect slot: the sheet's aspects stay as they were.
    assert not [p for p in problems if "lucky" in p.file and p.key_path.startswith("aspects")]
    ctl.undo()
    assert "fortunes" not in (folder / "characters" / f"{LUCKY}.toml").read_text()

    # The undo took the fortune back with its use (counted in the files): told again, it
    # counts, and another is past the limit of one a session.
    rolls.apply_roll(ctl, told.roll, names)
    with pytest.raises(RulesError, match="the limit is 1"):
        rolls.apply_roll(ctl, told.roll, replace(names, fortune_on=GENERAL))


def test_sotc_L635_L1274_a_general_prediction_is_on_the_arc_and_the_arc_s_end_clears_both(
    folder, state
):
    from fate_tui.campaign.intents import arcs, scene_end
    from fate_tui.campaign.roll.roll_fortune import GENERAL

    ctl = Controller(CampaignStore.load(folder))
    imogen = state.characters[IMOGEN]
    twice = replace(imogen, stunts=(*imogen.stunts, Stunt("Mysteries stunt 8")))  # L1274
    for cid in STUNTS:
        ctl.apply(
            f"stunts of {cid}", characters=[twice if cid == IMOGEN else state.characters[cid]]
        )
    told = _session(ctl.state, IMOGEN, "Mysteries", "trapping.fortune", (2,))
    dawn = "The Leviathan Will Surface at Dawn"
    rolls.apply_roll(ctl, told.roll, rolls.Names(fortune=dawn, fortune_on=GENERAL))
    arc = ctl.state.story.active_arc
    assert arc is not None and arc.aspects[-1].name == dawn
    assert arc.aspects[-1].free_invokes == (IMOGEN,)
    assert dawn in (folder / "campaign.toml").read_text()
    assert "is on every scene until 'The Leviathan Rises' ends" in _last(ctl).text
    rolls.apply_roll(ctl, told.roll, rolls.Names(fortune="Doomed", fortune_on=LUCKY))
    scene_end.end(ctl)
    cleanup = arcs.end_arc(ctl, arcs.ArcEnd(summary="done"))
    assert "Jack \"Lucky\" Donnelly's fortune 'Doomed' ends with the adventure" in cleanup.lines
    assert not [a for a in ctl.state.characters[LUCKY].aspects if a.role == "fortune"]
    assert "fortunes" not in (folder / "characters" / f"{LUCKY}.toml").read_text()
    # The prediction stays with the arc's record; no scene of the next arc has it.
    assert ctl.state.story.active_arc is None


def test_sotc_L618_a_leaders_orders_modify_the_minions_roll_and_take_his_action(copy_campaign):
    # L618: Leadership "as a modifying secondary skill on the minions' skill roll. In a
    # conflict, offering this assistance takes the character's action".
    ctl = Controller(CampaignStore.load(copy_campaign("brass-leviathan")))
    divers, strand = "leviathan-divers", "octavia-strand"
    shot = Roll(divers, "Guns", Action.OVERCOME, difficulty=2, dice=(0, 0, 0, 0))
    assert "orders.leadership" in {u.key for u in roll_use.offered(ctl.state, shot)}
    # Only a minion group takes orders.
    lone = Roll(strand, "Guns", Action.OVERCOME, difficulty=2)
    assert "orders.leadership" not in {u.key for u in roll_use.offered(ctl.state, lone)}
    ordered = replace(shot, use=roll_use.Chosen("orders.leadership", (3,)))
    assert work_out(ctl.state, ordered).setup_bonus == work_out(ctl.state, shot).setup_bonus + 1
    worse = replace(shot, use=roll_use.Chosen("orders.leadership", (1,)))
    assert work_out(ctl.state, worse).setup_bonus == work_out(ctl.state, shot).setup_bonus - 1

    scenes.move(ctl, strand, "Promenade Deck")
    conflicts.start(ctl, {"heroes": ["lucky-donnelly"], "foes": [strand, divers]})
    minions.attach(ctl, strand, divers)
    leader = roll_use.first_answers(ctl.state, shot, roll_use.find("orders.leadership"))
    assert leader == (2,)  # Strand's Fair Leadership, the leader they are attached to
    rolls.apply_roll(ctl, replace(shot, use=roll_use.Chosen("orders.leadership", leader)))
    assert strand in ctl.state.current_scene.turn.acted
    entries, _ = ctl.store.log_entries()
    assert "gives up their action to give the orders" in entries[-1].text


def test_sotc_L479_overflow_beyond_the_least_hit_that_forces_a_consequence(copy_campaign):
    # L479: against a named character, overflow is what is left "after the minimum number
    # are used to produce a taken out (or consequence-producing) result".
    from fate_tui.campaign.roll import roll_sotc_actions
    from fate_tui.rules.absorb import absorb_options

    ctl = Controller(CampaignStore.load(copy_campaign("brass-leviathan")))
    state = ctl.state
    strand = state.characters[OCTAVIA]

    def attack(mine, theirs=(-1, -1, -1, -1)):
        session = RollSession.start(state, LUCKY).with_action(2).setup(skill="Guns")
        return session.with_opponent(OCTAVIA, "Athletics").rolled(mine, theirs, typed=True)

    session = attack((1, 1, 1, 1))
    hit = session.worked.effect.hit
    boxes = max(
        n
        for n in range(hit + 1)
        if any(not p.consequences for p in absorb_options(strand, n, "health", state.ruleset))
    )
    assert hit > boxes + 1  # stress alone cannot take it: a consequence is forced
    over = roll_sotc_actions.attack_overflow(state, session.roll, session.worked, False)
    assert over == hit - (boxes + 1)
    # A hit stress alone takes leaves none.
    small = attack((0, 0, 0, 0), (0, 0, 1, 1))
    assert 0 < small.worked.effect.hit <= boxes
    assert roll_sotc_actions.attack_overflow(state, small.roll, small.worked, False) == 0


def test_sotc_L1049_fists_doubles_stress_to_a_thing_once_an_exchange(copy_campaign):
    # L1049: "Any stress you deal to a non-character target with Fists is doubled, once per
    # exchange." The play log counts the uses in the running conflict's exchange.
    folder = copy_campaign("brass-leviathan")
    path = folder / "characters" / f"{LUCKY}.toml"
    extra = '\n[[stunts]]\nname = "Martial Arts"\n\n[[stunts]]\nname = "fists-10"\n'
    path.write_text(path.read_text(encoding="utf-8") + extra, encoding="utf-8")
    ctl = Controller(CampaignStore.load(folder))
    conflicts.start(ctl, {"heroes": [LUCKY], "foes": [OCTAVIA]})
    smash = Roll(
        LUCKY,
        "Fists",
        Action.OVERCOME,
        difficulty=1,
        dice=(1, 1, 0, 0),
        use=roll_use.Chosen("stunt.double_stress"),
    )
    rolls.apply_roll(ctl, smash)
    entries, _ = ctl.store.log_entries()
    assert entries[-1].data["use_exchange"] == 1
    assert "6 stress to it (3 doubled)" in entries[-1].text
    with pytest.raises(RulesError, match="once an exchange"):
        rolls.apply_roll(ctl, smash)
    # The next exchange, again.
    current = ctl.state.current_scene
    ctl.apply("next", scenes=[replace(current, conflict=replace(current.conflict, exchange=2))])
    rolls.apply_roll(ctl, smash)
