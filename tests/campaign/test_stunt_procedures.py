"""Spirit of the Century's stunt procedures that are not a roll of their owner
(`intents.stunt_procedures`): each a logged, undoable step that pays its fate point and keeps
its count in the files. Lines are in spirit-of-the-century-srd.txt."""

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import rolls, stunt_procedures
from fate_tui.campaign.roll import blow_stunts
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.character import Stunt
from fate_tui.rules.errors import RulesError

BUNDLED = Path(__file__).resolve().parents[2] / "campaigns"
LUCKY, IMOGEN, BRICK = "lucky-donnelly", "imogen-vance", "brick-okonedo"
OCTAVIA, DIVERS = "octavia-strand", "leviathan-divers"


@pytest.fixture
def ctl(tmp_path) -> Controller:
    target = tmp_path / "brass-leviathan"
    shutil.copytree(BUNDLED / "brass-leviathan", target)
    return Controller(CampaignStore.load(target))


def _with(ctl, cid, *stunts, **changes):
    who = ctl.state.characters[cid]
    more = replace(who, stunts=(*who.stunts, *(Stunt(s) for s in stunts)), **changes)
    ctl.apply(f"{cid} as the test needs", characters=[more])


def _last(ctl):
    return ctl.store.log_entries()[0][-1]


def test_a_check_mark_is_shaken_off_once_a_scene_for_a_fate_point(ctl):
    """L970: "Once per scene, he character may spend a fate point, and remove any single check
    mark from the injury track"; counted in the scene file, a second refused unless the GM
    allows it; undone with the fate point and the count."""
    with pytest.raises(RulesError, match="no stunt to shake off"):
        stunt_procedures.shake_off(ctl, LUCKY, 1)
    _with(ctl, LUCKY, "Endurance stunt 3", stress_marked={"health": frozenset({0, 1})})
    points = ctl.state.characters[LUCKY].fate_points
    stunt_procedures.shake_off(ctl, LUCKY, 1)
    lucky = ctl.state.characters[LUCKY]
    assert lucky.stress_marked["health"] == {0} and lucky.fate_points == points - 1
    assert ctl.state.current_scene.stunts_used[LUCKY] == ("Endurance stunt 3",)
    assert _last(ctl).kind == "recovery" and "shakes off health box 2" in _last(ctl).text
    assert stunt_procedures.shake_off_used(ctl.state, lucky)
    with pytest.raises(RulesError, match=r"once per scene.*override"):
        stunt_procedures.shake_off(ctl, LUCKY, 0)
    stunt_procedures.shake_off(ctl, LUCKY, 0, override=True)
    assert "the GM allowed it past its limit" in _last(ctl).text
    ctl.undo()
    ctl.undo()
    lucky = ctl.state.characters[LUCKY]
    assert lucky.stress_marked["health"] == {0, 1} and lucky.fate_points == points
    assert not stunt_procedures.shake_off_used(ctl.state, lucky)


def test_shaking_off_needs_a_fate_point_and_a_checked_box(ctl):
    _with(ctl, LUCKY, "Endurance stunt 3", fate_points=0, stress_marked={"health": frozenset({0})})
    with pytest.raises(RulesError, match="fate point"):
        stunt_procedures.shake_off(ctl, LUCKY, 0)
    _with(ctl, LUCKY, fate_points=2)
    with pytest.raises(RulesError, match="not checked"):
        stunt_procedures.shake_off(ctl, LUCKY, 3)


def test_a_character_who_cheated_death_comes_back_with_one_consequence(ctl):
    """L980: back "in any subsequent scene ... with all of his physical stress cleared and a
    single consequence"; kept in the character file (`cheated_death`) until then."""
    with pytest.raises(RulesError, match="has not cheated death"):
        stunt_procedures.come_back(ctl, LUCKY, "mild", "Singed")
    _with(ctl, LUCKY, cheated_death=True, taken_out=True)
    assert CampaignStore.load(ctl.root).state.characters[LUCKY].cheated_death
    stunt_procedures.come_back(ctl, LUCKY, "mild", "Singed")
    lucky = CampaignStore.load(ctl.root).state.characters[LUCKY]
    assert not lucky.cheated_death and not lucky.taken_out
    assert not lucky.stress_marked.get("health")
    assert lucky.consequence("mild").aspect == "Singed"
    assert "is back, having cheated death" in _last(ctl).text
    ctl.undo()
    assert ctl.state.characters[LUCKY].cheated_death


def _attack(ctl, target=IMOGEN, dice=(1, 0, 0, 0)):
    from fate_tui.campaign.roll.roll_session import RollSession

    session = RollSession.start(ctl.state, LUCKY).with_action(2).setup(skill="Fists")
    return session.with_target(target).rolled(dice, (-1, -1, -1, -1), typed=True)


def _blows(ctl, session):
    hit = rolls.needs(ctl.state, session.roll).hit
    taker = ctl.state.characters[hit.taker]
    return hit, blow_stunts.offered(ctl.state, hit, hit.plans(taker, ctl.state.ruleset))


def test_lethal_weapon_makes_a_consequence_a_step_worse_for_a_fate_point(ctl):
    """L1064: "Any time your opponent opts to take a mild or moderate consequence from a blow
    you have dealt, you may spend a fate point to increase the severity ... by one step ...
    You may not do this to an opponent who is already taking a severe consequence"."""
    assert _blows(ctl, _attack(ctl))[1] == ()  # without the stunt
    _with(ctl, LUCKY, "Lethal Weapon")
    points = ctl.state.characters[LUCKY].fate_points
    session = _attack(ctl)
    _, blows = _blows(ctl, session)
    # Imogen carries a mild consequence: her next is moderate, made severe.
    lethal = [b for b in blows if b.procedure == blow_stunts.LETHAL]
    assert lethal and all(b.step == ("moderate", "severe") for b in lethal)
    blow = lethal[0]
    names = rolls.Names(consequences={"severe": "Cracked Jaw"}, plan=blow.shown, blow=blow)
    rolls.apply_roll(ctl, session.roll, names)
    imogen = ctl.state.characters[IMOGEN]
    assert [(c.slot, c.severity.value) for c in imogen.consequences][-1] == ("severe", "severe")
    assert imogen.consequence("severe").aspect == "Cracked Jaw"
    assert imogen.consequence("moderate") is None
    # Her severe slot taken now, the next (moderate) one has no worse slot to go to.
    assert not [b for b in _blows(ctl, _attack(ctl))[1] if b.procedure == blow_stunts.LETHAL]
    assert ctl.state.characters[LUCKY].fate_points == points - 1
    assert "makes it severe for a fate point" in _last(ctl).text
    ctl.undo()
    assert len(ctl.state.characters[IMOGEN].consequences) == 1


def test_fist_of_death_fills_the_highest_box_once_per_opponent_a_fight(ctl):
    """L1067: "Once per opponent per fight, you may spend a fate point after landing a
    successful blow to fill your opponent's highest unchecked stress box, regardless of how
    much stress you would normally inflict"; a second time is the GM's to allow."""
    _with(ctl, LUCKY, "Fist of Death")
    points = ctl.state.characters[LUCKY].fate_points
    session = _attack(ctl, dice=(-1, 0, 0, 0))
    hit, blows = _blows(ctl, session)
    (fist,) = [b for b in blows if b.procedure == blow_stunts.FIST]
    highest = len(next(t for t in _tracks(ctl, IMOGEN) if t.name == hit.track).boxes) - 1
    assert fist.box == highest and not fist.again
    rolls.apply_roll(ctl, session.roll, rolls.Names(blow=fist))
    assert ctl.state.characters[IMOGEN].stress_marked[hit.track] == {highest}
    assert ctl.state.characters[LUCKY].fate_points == points - 1
    assert f"fills Dr Imogen Vance's {hit.track} box {highest + 1}" in _last(ctl).text
    (again,) = [b for b in _blows(ctl, _attack(ctl))[1] if b.procedure == blow_stunts.FIST]
    assert again.again and again.box == highest - 1
    assert "the GM allows it again" in blow_stunts.words(again)
    ctl.undo()
    assert not ctl.state.characters[IMOGEN].stress_marked.get(hit.track)


def _tracks(ctl, cid):
    from fate_tui.rules.derived import stress_tracks

    return stress_tracks(ctl.state.characters[cid], ctl.state.ruleset)


def _fight(ctl):
    from fate_tui.campaign.intents import conflicts

    sides = {"PCs": [LUCKY, IMOGEN, BRICK], "NPCs": [OCTAVIA, DIVERS]}
    conflicts.start(ctl, sides)
    return conflicts


def test_going_first_for_a_fate_point_takes_the_next_turn(ctl):
    """L742: "spend a fate point to go first in an exchange, regardless of your initiative
    ... If the exchange has already started, and you have not yet acted, you may instead spend
    a fate point to act next"; several who pay "go in turn of their normal initiative"."""
    _with(ctl, BRICK, "I’m On Top Of It")
    conflicts = _fight(ctl)
    turn = ctl.state.current_scene.turn
    waiting = [p for p in turn.participants if p in turn.waiting]
    assert waiting[:2] == [IMOGEN, BRICK]  # by initiative, after Lucky who acts now
    points = ctl.state.characters[BRICK].fate_points
    assert stunt_procedures.may_go_first(ctl.state) == (BRICK,)
    stunt_procedures.go_first(ctl, BRICK)
    assert ctl.state.characters[BRICK].fate_points == points - 1
    assert ctl.state.current_scene.conflict.going_first == (BRICK,)
    assert conflicts.next_candidates(ctl.state.current_scene, ctl.state.ruleset) == (BRICK,)
    assert "pays a fate point to take the next turn" in _last(ctl).text
    with pytest.raises(RulesError, match="paid to go first already"):
        stunt_procedures.go_first(ctl, BRICK)
    with pytest.raises(RulesError, match="no stunt to go first"):
        stunt_procedures.go_first(ctl, IMOGEN)
    conflicts.next_turn(ctl)
    scene = ctl.state.current_scene
    assert scene.turn.active == BRICK and scene.conflict.going_first == ()
    assert "(paid to go first)" in _last(ctl).text
    with pytest.raises(RulesError, match="has acted in this exchange"):
        stunt_procedures.go_first(ctl, BRICK)
    conflicts.next_turn(ctl)
    assert ctl.state.current_scene.turn.active == IMOGEN  # the usual order again
    ctl.undo()
    ctl.undo()
    ctl.undo()
    assert ctl.state.characters[BRICK].fate_points == points
    assert ctl.state.current_scene.conflict.going_first == ()


def test_reinforcements_replace_half_the_lost_minions_at_the_next_exchange(ctl):
    """L1205: "spend a fate point to call in reinforcements. The reinforcements show up at the
    beginning of the next exchange. You may replace up to half your lost minions"."""
    _with(ctl, OCTAVIA, "Minions", "Leadership stunt 4")
    conflicts = _fight(ctl)
    assert stunt_procedures.reinforcing(ctl.state, OCTAVIA) == (DIVERS,)
    # A hit that takes minions out counts them in the conflict (what the GM is offered).
    from fate_tui.campaign.roll.roll_session import RollSession

    attack = RollSession.start(ctl.state, LUCKY).with_action(2).setup(skill="Fists")
    attack = attack.with_target(DIVERS).rolled((1, 1, 1, 1), (-1, -1, -1, -1), typed=True)
    rolls.apply_roll(ctl, attack.roll)
    standing = ctl.state.characters[DIVERS].group_size
    assert standing < 6 and ctl.state.current_scene.conflict.lost(DIVERS) == 6 - standing
    assert CampaignStore.load(ctl.root).state.current_scene.conflict.lost(DIVERS) == 6 - standing
    ctl.undo()
    assert ctl.state.current_scene.conflict.lost(DIVERS) == 0
    pool = ctl.state.current_scene.gm_pool
    with pytest.raises(RulesError, match="1 lost brings none"):
        stunt_procedures.call_reinforcements(ctl, OCTAVIA, DIVERS, 1)
    stunt_procedures.call_reinforcements(ctl, OCTAVIA, DIVERS, 5)
    assert ctl.state.current_scene.gm_pool == pool - 1  # an NPC pays from the GM's pool
    assert ctl.state.current_scene.conflict.reinforcements == ((DIVERS, 2),)
    assert ctl.state.characters[DIVERS].group_size == 6  # not before the next exchange
    saved = CampaignStore.load(ctl.root).state.current_scene.conflict
    assert saved.reinforcements == ((DIVERS, 2),)
    for _ in ctl.state.current_scene.turn.participants:
        conflicts.next_turn(ctl)
    assert ctl.state.characters[DIVERS].group_size == 8
    assert ctl.state.current_scene.conflict.reinforcements == ()
    assert "2 reinforcements join" in _last(ctl).text
    ctl.undo()
    assert ctl.state.characters[DIVERS].group_size == 6


def test_reinforcements_bring_back_a_group_whose_every_minion_fell(ctl):
    """L1205: "You may replace up to half your lost minions": a group taken out to the last
    minion stands again at the next exchange and takes its turns."""
    _with(ctl, OCTAVIA, "Minions", "Leadership stunt 4")
    conflicts = _fight(ctl)
    conflicts.take_out(ctl, DIVERS)
    assert DIVERS not in ctl.state.current_scene.turn.participants
    assert ctl.state.current_scene.conflict.lost(DIVERS) == 6  # counted as they fell
    assert stunt_procedures.reinforcing(ctl.state, OCTAVIA) == (DIVERS,)
    stunt_procedures.call_reinforcements(ctl, OCTAVIA, DIVERS, 6)
    for _ in ctl.state.current_scene.turn.participants:
        conflicts.next_turn(ctl)
    divers = ctl.state.characters[DIVERS]
    scene = ctl.state.current_scene
    assert divers.group_size == 3 and not divers.out_of_scene
    assert DIVERS not in scene.conflict.taken_out and DIVERS in scene.turn.participants
    saved = CampaignStore.load(ctl.root).state
    assert saved.characters[DIVERS].group_size == 3
    assert DIVERS in saved.current_scene.turn.participants
