"""Rolls: a roll's invokes, aspects, boosts and hits land in the files as one undo step with
one log entry; a roll left unapplied is only logged."""

import random
from dataclasses import replace

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import rolls
from fate_tui.campaign.roll.roll_model import Roll, work_out
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.action_effects import Action
from fate_tui.rules.dice import roll_dice
from fate_tui.rules.errors import RulesError
from fate_tui.rules.invokes import Invoke, InvokeMode, Payment
from fate_tui.rules.outcomes import Outcome
from fate_tui.rules.ruleset import HostilePayout
from tests.campaign.conftest import snapshot

HYMN = "Hymn Rising From Under the Altar"
KNIFE = "A Knife Inside My Hymnal"


@pytest.fixture
def ctl(ashen) -> Controller:
    return Controller(CampaignStore.load(ashen))


def _reloaded(ctl: Controller):
    return CampaignStore.load(ctl.store.root).state


def _seeded(seed: int, opposed: bool = True):
    rng = random.Random(seed)
    mine = roll_dice(rng)
    return mine, roll_dice(rng) if opposed else None


def _attack(**changes) -> Roll:
    """Maren (Fight +1) attacks the Drowned Deacon (Fight +3, three stress boxes)."""
    mine, theirs = _seeded(4)
    assert (mine, theirs) == ((-1, 0, -1, 1), (0, 0, -1, -1))  # Maren 0, the Deacon +1
    roll = Roll(
        "maren",
        "Fight",
        Action.ATTACK,
        opponent="drowned-deacon",
        opponent_skill="Fight",
        target="drowned-deacon",
        dice=mine,
        opponent_dice=theirs,
    )
    return replace(roll, **changes)


def _entries(ctl):
    return ctl.store.log_entries()[0]


def test_an_attack_with_a_free_and_a_paid_invoke_is_one_undo_step(ctl):
    before = snapshot(ctl.store.root)
    roll = _attack(
        invokes=(
            Invoke(HYMN, "maren", payment=Payment.FREE),
            Invoke(KNIFE, "maren", aspect_owner="maren"),
        )
    )
    worked = work_out(ctl.state, roll)
    assert worked.resolution.effort == 4 and worked.resolution.opposition == 1
    assert worked.resolution.outcome is Outcome.SUCCESS_WITH_STYLE and worked.effect.hit == 3

    rolls.apply_roll(ctl, roll)

    state = _reloaded(ctl)
    assert state.current_scene.aspect(HYMN).free_invokes == ("maren",)
    assert state.characters["maren"].fate_points == 2
    assert state.characters["drowned-deacon"].stress_marked == {"stress": frozenset({0, 1, 2})}
    entry = _entries(ctl)[-1]
    assert entry.kind == "roll"
    assert entry.text.startswith("Maren Holloway attacks The Drowned Deacon: Fight Average (+1)")
    assert "dice [-0-+] -1" in entry.text and "= Great (+4)" in entry.text
    assert "success with style, 3 shifts" in entry.text
    assert "The Drowned Deacon marks 3 stress boxes" in entry.text
    assert entry.data["dice"] == "-0-+" and len(entry.data["invokes"]) == 2

    ctl.undo()
    after_undo = snapshot(ctl.store.root)
    assert {k: v for k, v in after_undo.items() if not k.startswith("log/")} == before


def test_the_rules_refuse_the_same_aspect_paid_twice(ctl):
    paid = Invoke(KNIFE, "maren", aspect_owner="maren")
    with pytest.raises(RulesError, match="at most once per roll"):
        rolls.apply_roll(ctl, _attack(invokes=(paid, paid)))
    assert _entries(ctl) == []


def test_a_hostile_paid_invoke_is_owed_to_the_target_after_the_scene(ctl):
    hostile = Invoke(
        "Water Pours From His Mouth When He Sings",
        "maren",
        hostile=True,
        aspect_owner="drowned-deacon",
    )
    rolls.apply_roll(ctl, _attack(invokes=(hostile,)))
    scene = _reloaded(ctl).current_scene
    assert [(p.receiver, p.amount, p.timing) for p in scene.pending_payouts] == [
        ("drowned-deacon", 1, HostilePayout.AFTER_SCENE)
    ]
    assert "is owed 1 fate point" in _entries(ctl)[-1].text
    # documented as [[pending_payouts]]: tables even while the list is short
    scene_file = ctl.store.root / "scenes" / f"{scene.id}.toml"
    assert "\n[[pending_payouts]]\n" in scene_file.read_text(encoding="utf-8")


def test_a_hit_beyond_stress_takes_a_nameless_npc_out(ctl):
    roll = _attack(dice=(1, 1, 1, 1), opponent_dice=(-1, -1, -1, -1))  # 5 vs -1: 6 shifts
    needs = rolls.needs(ctl.state, roll)
    assert needs.hit is not None and needs.hit.plan is None
    rolls.apply_roll(ctl, roll)
    assert "The Drowned Deacon is taken out" in _entries(ctl)[-1].text


def test_a_consequence_needs_a_name_and_gives_the_attacker_a_free_invoke(ctl):
    # The Deacon attacks Maren (four physical boxes): 5 shifts need a consequence.
    roll = Roll(
        "drowned-deacon",
        "Fight",
        Action.ATTACK,
        difficulty=-2,
        target="maren",
        dice=(0, 0, 0, 0),
    )
    needs = rolls.needs(ctl.state, roll)
    assert needs.hit.shifts == 5 and needs.consequence_slots == (("mild", "mild"),)
    with pytest.raises(RulesError, match="name the mild consequence"):
        rolls.apply_roll(ctl, roll)
    rolls.apply_roll(ctl, roll, rolls.Names(consequences={"mild": "Bruised Ribs"}))
    maren = _reloaded(ctl).characters["maren"]
    assert [(c.slot, c.aspect, c.free_invokes) for c in maren.consequences] == [
        ("mild", "Bruised Ribs", ("drowned-deacon",))
    ]
    assert maren.stress_marked["physical"] == frozenset({0, 1, 2})


def test_create_an_advantage_with_style_makes_a_scene_aspect_with_two_free_invokes(ctl):
    mine, _ = _seeded(5, opposed=False)
    assert mine == (1, 0, 1, 0)  # Lore +4 + 2 = 6 against Fair: with style
    roll = Roll("maren", "Lore", Action.CREATE_ADVANTAGE, difficulty=2, dice=mine)
    needs = rolls.needs(ctl.state, roll)
    assert needs.aspect and not needs.boost
    with pytest.raises(RulesError, match="name the new aspect"):
        rolls.apply_roll(ctl, roll)
    rolls.apply_roll(ctl, roll, rolls.Names(aspect="The Hymn Has a Rhythm"))
    aspect = _reloaded(ctl).current_scene.aspect("The Hymn Has a Rhythm")
    assert aspect.free_invokes == ("maren", "maren") and aspect.owner is None
    assert "'The Hymn Has a Rhythm' is created with 2 free invokes for Maren" in (
        _entries(ctl)[-1].text
    )


def test_an_advantage_on_the_target_goes_on_them(ctl):
    roll = Roll(
        "maren", "Lore", Action.CREATE_ADVANTAGE, target="drowned-deacon", dice=(-1, 0, 0, 0)
    )  # 3 against Fair: a success
    rolls.apply_roll(ctl, roll, rolls.Names(aspect="Name Carved in the Wall"))
    aspect = _reloaded(ctl).current_scene.aspect("Name Carved in the Wall")
    assert aspect.owner == "drowned-deacon" and aspect.free_invokes == ("maren",)


def test_discovering_a_hidden_aspect_reveals_it_with_a_free_invoke(ctl):
    roll = Roll(
        "maren",
        "Investigate",
        Action.CREATE_ADVANTAGE,
        dice=(1, 0, 0, 0),
        advantage_on=("The Deacon Is the Chapel's Heart", None),
    )
    rolls.apply_roll(ctl, roll)
    aspect = _reloaded(ctl).current_scene.aspect("The Deacon Is the Chapel's Heart")
    assert not aspect.hidden and aspect.free_invokes == ("maren",)


def test_a_tied_attack_grants_a_named_boost(ctl):
    roll = _attack(dice=(0, 0, 0, 0), opponent_dice=(-1, -1, 0, 0))  # 1 vs 1
    assert rolls.needs(ctl.state, roll).boost
    rolls.apply_roll(ctl, roll, rolls.Names(boost="Deacon Stumbles"))
    boost = _reloaded(ctl).current_scene.aspect("Deacon Stumbles")
    assert boost.is_boost and boost.free_invokes == ("maren",)


def test_an_npc_pays_from_the_gm_pool_and_a_used_boost_is_gone(ctl):
    pool = ctl.state.current_scene.gm_pool
    roll = Roll(
        "drowned-faithful",
        "Fight",
        Action.OVERCOME,
        dice=(0, 0, 0, 0),
        invokes=(Invoke("Bloated, Silent and Tireless", "drowned-faithful"),),
    )
    rolls.apply_roll(ctl, roll)
    assert _reloaded(ctl).current_scene.gm_pool == pool - 1
    corvin = Roll(
        "corvin",
        "Fight",
        dice=(0, 0, 0, 0),
        invokes=(Invoke("Deacon Off Balance", "corvin", payment=Payment.FREE),),
    )
    assert work_out(ctl.state, corvin).resolution.outcome is Outcome.SUCCESS_WITH_STYLE
    rolls.apply_roll(ctl, corvin, rolls.Names(boost="Clear Run at the Altar"))
    aspects = {a.name: a for a in _reloaded(ctl).current_scene.aspects}
    assert "Deacon Off Balance" not in aspects
    assert aspects["Clear Run at the Altar"].free_invokes == ("corvin",)


def test_a_reroll_and_an_invoke_for_the_opposition(ctl):
    roll = _attack(
        dice=(1, 1, 1, 0),
        earlier_dice=((-1, -1, 0, 0),),
        invokes=(
            Invoke("I Read Ash Like Scripture", "maren", InvokeMode.REROLL, aspect_owner="maren"),
            Invoke(
                "Knee-Deep Grey Water",
                "drowned-deacon",
                InvokeMode.RAISE_DIFFICULTY,
                aspect_owner="Nave",
            ),
        ),
    )
    worked = work_out(ctl.state, roll)
    assert worked.invokes.rerolls == 1 and worked.invokes.difficulty_bonus == 2
    pool = ctl.state.current_scene.gm_pool
    rolls.apply_roll(ctl, roll)
    state = _reloaded(ctl)
    assert state.characters["maren"].fate_points == 2 and state.current_scene.gm_pool == pool - 1
    assert "[--00 rerolled to +++0]" in _entries(ctl)[-1].text


def test_a_failed_defense_against_an_attack_hurts_the_defender(ctl):
    roll = Roll(
        "maren",
        "Physique",
        Action.DEFEND,
        opponent="drowned-deacon",
        opponent_skill="Fight",
        dice=(0, 0, 0, 0),
        opponent_dice=(0, 0, 0, 0),
    )  # 1 against 3: a 2-shift hit
    rolls.apply_roll(ctl, roll)
    assert _reloaded(ctl).characters["maren"].stress_marked["physical"] == frozenset({0, 1})


def test_a_roll_closed_without_applying_is_only_logged(ctl):
    before = snapshot(ctl.store.root)
    rolls.note_roll(ctl, _attack())
    after = snapshot(ctl.store.root)
    assert {k: v for k, v in after.items() if not k.startswith("log/")} == before
    entry = _entries(ctl)[-1]
    assert entry.kind == "roll" and entry.text.endswith("(not applied)")
    assert ctl.store.undo_stack == []


def test_condensed_l1056_a_hit_beyond_a_mooks_stress_takes_out_that_mook_alone(ctl):
    # fate-condensed-srd.txt L1056: more shifts than its stress absorbs and a minor NPC is
    # taken out; nothing carries on to the next mook (three fell to this hit before).
    roll = Roll(
        "corvin", "Fight", Action.ATTACK, difficulty=0, target="drowned-faithful", dice=(0,) * 4
    )
    rolls.apply_roll(ctl, roll)  # 3 shifts against mooks with one box each
    assert _reloaded(ctl).characters["drowned-faithful"].group_size == 3
    assert _entries(ctl)[-1].text.endswith("1 of Drowned Faithful is taken out")


def test_a_sotc_pc_attacked_takes_the_hit_on_health_not_a_track_called_physical(
    copy_campaign,
):
    """Regression: the hit went to a track called "physical", which Spirit of the Century
    characters do not have (Health and Composure, sotc L413), and the app crashed."""
    sotc = Controller(CampaignStore.load(copy_campaign("brass-leviathan")))
    attack = Roll(
        "octavia-strand",
        "Guns",
        Action.ATTACK,
        opponent="brick-okonedo",
        opponent_skill="Alertness",
        target="brick-okonedo",
        dice=(1, 1, 1, 1),
        opponent_dice=(-1, -1, 0, 0),
    )  # Fair +2 +4 against Fair +2 -2: a 6-shift hit
    hit = rolls.needs(sotc.state, attack).hit
    assert (hit.track, hit.shifts) == ("health", 6)
    rolls.apply_roll(sotc, attack)
    assert _reloaded(sotc).characters["brick-okonedo"].stress_marked["health"] == {5}
    defend = Roll(
        "brick-okonedo",
        "Athletics",
        Action.DEFEND,
        opponent="octavia-strand",
        opponent_skill="Guns",
        dice=(0, 0, 0, 0),
        opponent_dice=(1, 1, 0, 0),
    )  # Good +3 against Fair +2 +2: a 1-shift hit on the defender
    assert rolls.needs(sotc.state, defend).hit.track == "health"


def test_a_sotc_minion_group_rolls_with_its_size_bonus_acting_and_defending(copy_campaign):
    """Regression: contest and challenge rolls gave a group of minions its size bonus, rolls
    through the Roll dialog did not. spirit-of-the-century-srd.txt L463: four to six minions
    get +2 "to act and react"."""
    from fate_tui.campaign.roll.roll_text import roll_line

    sotc = Controller(CampaignStore.load(copy_campaign("brass-leviathan")))
    attack = Roll(
        "leviathan-divers",
        "Guns",
        Action.ATTACK,
        opponent="brick-okonedo",
        opponent_skill="Athletics",
        target="brick-okonedo",
        dice=(0, 0, 0, 0),
        opponent_dice=(0, 0, 0, 0),
    )  # six Fair divers: Fair +2, group +2 = Great against Good +3: one shift
    worked = work_out(sotc.state, attack)
    assert (worked.resolution.effort, worked.resolution.shifts) == (4, 1)
    assert "Guns Fair (+2) + group +2 + dice" in roll_line(sotc.state, attack, worked)
    parried = Roll(
        "brick-okonedo",
        "Fists",
        Action.ATTACK,
        opponent="leviathan-divers",
        opponent_skill="Weapons",
        target="leviathan-divers",
        dice=(0, 0, 0, 0),
        opponent_dice=(0, 0, 0, 0),
    )  # Superb +5 against the divers' Fair +2, group +2: one shift, not three
    worked = work_out(sotc.state, parried)
    assert worked.resolution.shifts == 1
    assert "Weapons Fair (+2) + group +2 + dice" in roll_line(sotc.state, parried, worked)


def test_a_stunt_that_costs_a_fate_point_is_charged_logged_undone_and_refused_at_0(tmp_path):
    # fate-condensed-srd.txt L381 and spirit-of-the-century-srd.txt L795-796: "For a fate
    # point, you may use your Art skill instead of Rapport".
    import shutil

    from fate_tui.campaign.intents import characters, fate
    from fate_tui.campaign.roll.roll_session import RollSession
    from tests.campaign.conftest import CAMPAIGNS

    folder = tmp_path / "brass"
    shutil.copytree(CAMPAIGNS / "brass-leviathan", folder)
    ctl = Controller(CampaignStore.load(folder))
    characters.add_stunt(ctl, "imogen-vance", "Art stunt 10")
    use = "Art stunt 10: your reputation is known"
    session = RollSession.start(ctl.state, "imogen-vance").setup(skill="Rapport", difficulty=1)
    assert use in {s.name for s in session.stunts_for()}
    session = session.toggle_stunt(use)
    assert session.worked.rating == 2  # Art (+2) rolled in place of Rapport (+1)
    roll = replace(session.roll, dice=(0, 0, 0, 1))
    rolls.apply_roll(ctl, roll)
    assert _reloaded(ctl).characters["imogen-vance"].fate_points == 8
    assert "Dr Imogen Vance pays 1 fate point for Art stunt 10" in _entries(ctl)[-1].text
    assert "stunt +0 (Art stunt 10: your reputation is known)" in _entries(ctl)[-1].text
    assert _entries(ctl)[-1].data["stunt_fate_points"] == 1
    ctl.undo()
    assert _reloaded(ctl).characters["imogen-vance"].fate_points == 9
    fate.spend(ctl, "imogen-vance", 9)
    broke = RollSession.start(ctl.state, "imogen-vance").setup(skill="Rapport")
    with pytest.raises(RulesError, match="costs 1 fate point and Dr Imogen Vance has 0"):
        broke.toggle_stunt(use)


def test_a_fists_onslaught_denies_the_full_defense_bonus_in_the_roll(tmp_path):
    # spirit-of-the-century-srd.txt L1042: "Opponents who attempt to use an all-out defense
    # against your Fists attacks do not get a +2 bonus."
    import shutil

    from fate_tui.campaign.intents import characters, conflicts
    from fate_tui.campaign.roll.roll_model import opposition_rating
    from tests.campaign.conftest import CAMPAIGNS

    folder = tmp_path / "brass"
    shutil.copytree(CAMPAIGNS / "brass-leviathan", folder)
    ctl = Controller(CampaignStore.load(folder))
    conflicts.start(ctl, {"heroes": ["brick-okonedo"], "foes": ["lucky-donnelly"]})
    guard = ctl.state.current_scene.turn.active
    other = next(c for c in ("brick-okonedo", "lucky-donnelly") if c != guard)
    conflicts.full_defense(ctl)
    attack = Roll(other, "Fists", Action.ATTACK, opponent=guard, opponent_skill="Athletics")
    athletics = ctl.state.characters[guard].skills.get("Athletics", 0)
    assert opposition_rating(ctl.state, attack) == athletics + 2
    defend = Roll(guard, "Athletics", Action.DEFEND, opponent=other, opponent_skill="Fists")
    assert work_out(ctl.state, defend).full_defense == 2
    characters.add_stunt(ctl, other, "Fists stunt 8")
    assert opposition_rating(ctl.state, attack) == athletics
    assert work_out(ctl.state, defend).full_defense == 0
    assert opposition_rating(ctl.state, replace(attack, skill="Guns")) == athletics + 2


def test_a_roll_on_a_turn_in_a_conflict_starts_as_an_attack_on_the_other_side(ctl):
    # fate-condensed-srd.txt L750: in an exchange each character takes one overcome, create
    # an advantage or attack, and defends on the others' turns. In a fight that is mostly an
    # attack on the other side, so a roll on one's turn opens set for one,
    # with the attack skill and the first foe still fighting, instead of an overcome that
    # costs the GM a key on every attack. Out of a conflict a roll starts as an overcome.
    from fate_tui.campaign.intents import conflicts
    from fate_tui.campaign.roll.roll_session import RollSession

    assert RollSession.start(ctl.state, "corvin").roll.action is Action.OVERCOME
    # The Deacon stands at the Altar, a zone from Corvin in the Nave; the faithful are in
    # the Nave with him: Fight reaches only its own zone, so the faithful are the target.
    foes = ["drowned-deacon", "drowned-faithful"]
    conflicts.start(ctl, {"crew": ["corvin", "maren"], "drowned": foes}, first="corvin")
    roll = RollSession.start(ctl.state, "corvin").roll
    assert roll.action is Action.ATTACK and roll.skill == "Fight"
    assert roll.target == roll.opponent == "drowned-faithful"
    # Adjustable as any roll: the action keys still change it.
    assert RollSession.start(ctl.state, "corvin").with_action(0).roll.action is Action.OVERCOME
    # Not Maren's turn: her roll (a defence, an aside) is not assumed to be an attack.
    assert RollSession.start(ctl.state, "maren").roll.action is Action.OVERCOME


def test_a_remembered_attack_on_one_who_conceded_goes_to_the_next_foe(ctl):
    # Found at the table (Spirit of the Century): the next exchange's roll for Lucky came back
    # aimed at Strand, who had conceded; Enter would have hit someone out of the conflict
    # (fate-condensed-srd.txt L856: once you concede you are out of the conflict).
    from fate_tui.campaign.intents import conflicts
    from fate_tui.campaign.roll.roll_session import RollSession

    foes = ["drowned-faithful", "drowned-deacon"]
    conflicts.start(ctl, {"crew": ["corvin", "maren"], "drowned": foes}, first="corvin")
    first = RollSession.start(ctl.state, "corvin").roll
    assert first.target == "drowned-faithful"
    conflicts.concede(ctl, "drowned-faithful", "They sink back into the water")
    again = RollSession.start(ctl.state, "corvin", first).roll
    assert again.action is Action.ATTACK
    assert again.target == again.opponent == "drowned-deacon"
    # Set by hand at them anyway, the attack is refused with the reason, before any dice count.
    at_them = RollSession.start(ctl.state, "corvin").with_target("drowned-faithful")
    rolled = at_them.rolled((1, 1, 1, 1), (-1, -1, -1, -1), typed=True).roll
    with pytest.raises(RulesError, match="Drowned Faithful have conceded and are out of"):
        rolls.needs(ctl.state, rolled)


def test_a_maneuver_and_a_defence_against_one_are_logged_in_the_rule_sets_words(copy_campaign):
    # spirit-of-the-century-srd.txt L383: SotC's create an advantage is a maneuver; the log
    # said "Brick rolls to create an advantage on Strand" while the Roll dialog said maneuver.
    # A defence against one read "defends against an create an advantage".
    from fate_tui.campaign.roll.roll_text import heading

    sotc = CampaignStore.load(copy_campaign("brass-leviathan")).state
    maneuver = Roll("brick-okonedo", "Fists", Action.CREATE_ADVANTAGE, target="octavia-strand")
    assert heading(sotc, maneuver) == (
        'Bartholomew "Brick" Okonedo rolls a maneuver on Professor Octavia Strand'
    )
    defence = Roll("brick-okonedo", "Fists", Action.DEFEND, against=Action.CREATE_ADVANTAGE)
    assert heading(sotc, defence).endswith("defends against a maneuver")
    condensed = CampaignStore.load(copy_campaign("ashen-coast")).state
    advantage = Roll("maren", "Lore", Action.CREATE_ADVANTAGE)
    assert heading(condensed, advantage) == "Maren Holloway rolls to create an advantage"
    guarded = Roll("maren", "Will", Action.DEFEND, against=Action.CREATE_ADVANTAGE)
    assert heading(condensed, guarded) == "Maren Holloway defends against an advantage"
