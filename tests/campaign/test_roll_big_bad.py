"""A big bad's ways to break the rules reaching the roll (fate-condensed-srd.txt L1313-1366):
the solo bonus (L1351-1356), amplified and suppressed invokes (L1355-1356) and challenge or
contest immunity (L1321-1325), worked out in the roll and named in its log line."""

from dataclasses import replace

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import big_bad, conflicts, rolls, split_attack
from fate_tui.campaign.roll import roll_big_bad
from fate_tui.campaign.roll.roll_model import Roll, work_out
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.action_effects import Action
from fate_tui.rules.big_bad import ImmunityKind, SuppressMode
from fate_tui.rules.errors import RulesError
from fate_tui.rules.invokes import Invoke, InvokeMode, Payment

DEACON = "drowned-deacon"
ZERO = (0, 0, 0, 0)


@pytest.fixture
def ctl(ashen) -> Controller:
    path = ashen / "campaign.toml"
    text = path.read_text(encoding="utf-8")
    on = 'options = ["extreme_consequences", "big_bad"]'
    path.write_text(text.replace('options = ["extreme_consequences"]', on), encoding="utf-8")
    return Controller(CampaignStore.load(ashen))


def _last_log(ctl: Controller) -> str:
    entries, _ = ctl.store.log_entries()
    return entries[-1].text


def test_a_solo_big_bad_adds_the_groups_teamwork_to_its_rolls_and_its_defence(ctl):
    # L1353: a bonus equal to the number of PCs acting against it minus one, at most its skill.
    attack = Roll(DEACON, "Fight", Action.ATTACK, target="maren", difficulty=0, dice=ZERO)
    assert work_out(ctl.state, attack).resolution.effort == 3  # Fight Good (+3)
    big_bad.set_solo(ctl, DEACON, True)
    pcs = roll_big_bad.pcs_facing(ctl.state)
    assert pcs >= 3
    worked = work_out(ctl.state, attack)
    assert worked.solo_bonus == min(pcs - 1, 3)
    assert worked.resolution.effort == 3 + worked.solo_bonus
    assert f"solo against {pcs} PCs" in roll_big_bad.words(worked.big_bad)
    # Rolling against it: its defence gets the bonus too.
    against = Roll("maren", "Fight", Action.ATTACK, opponent=DEACON, opponent_skill="Fight")
    assert work_out(ctl.state, against).opposition == 3 + min(pcs - 1, 3)
    rolls.apply_roll(ctl, attack, rolls.Names(taken_out=True))
    assert "solo +3" in _last_log(ctl) and "big bad: The Drowned Deacon solo" in _last_log(ctl)


def test_a_hit_on_a_solo_big_bad_drops_by_half_the_pcs_rounded_up(ctl):
    # L1354: Maren's Fight +1 and +4 on the dice against Mediocre: a 5-shift hit.
    big_bad.set_solo(ctl, DEACON, True)
    attack = Roll("maren", "Fight", Action.ATTACK, target=DEACON, difficulty=0, dice=(1,) * 4)
    pcs = roll_big_bad.pcs_facing(ctl.state)
    hit = rolls.needs(ctl.state, attack).hit
    assert hit.reduced_by == -(-pcs // 2)
    assert hit.shifts == 5 - hit.reduced_by
    # Without the solo bonus the hit lands whole.
    big_bad.set_solo(ctl, DEACON, False)
    assert rolls.needs(ctl.state, attack).hit.shifts == 5


def test_a_solo_big_bads_reduced_hit_stays_at_one_with_that_sub_rule(ctl):
    # L1354: "hits reduced this way can't be reduced below 1". Maren's Fight +1 and +1 on
    # the dice against Mediocre: a 2-shift hit, which half of four PCs takes to 0.
    big_bad.set_solo(ctl, DEACON, True)
    attack = Roll("maren", "Fight", Action.ATTACK, target=DEACON, difficulty=0, dice=(1, 0, 0, 0))
    half = -(-roll_big_bad.pcs_facing(ctl.state) // 2)
    assert half >= 2
    assert rolls.needs(ctl.state, attack).hit is None  # reduced to nothing
    big_bad.set_hit_at_least_one(ctl, DEACON, True)
    hit = rolls.needs(ctl.state, attack).hit
    assert (hit.shifts, hit.reduced_by) == (1, 1)
    # A bigger hit is reduced as usual: the floor only stops it at 1.
    strong = replace(attack, dice=(1,) * 4)
    assert rolls.needs(ctl.state, strong).hit.shifts == 5 - half


def test_free_invokes_against_a_big_bad_dont_stack_with_that_sub_rule(ctl):
    # L1356: "the big bad might also remove the PCs' ability to stack free invokes".
    big_bad.set_suppress_invokes(ctl, DEACON, SuppressMode.PLUS_ONE)
    hymn = Invoke("Hymn Rising From Under the Altar", "maren", payment=Payment.FREE)
    strike = Roll("maren", "Lore", Action.ATTACK, target=DEACON, dice=ZERO, invokes=(hymn, hymn))
    assert work_out(ctl.state, strike).invokes.bonus == 2  # two free invokes, +1 each
    big_bad.set_no_free_stacking(ctl, DEACON, True)
    with pytest.raises(RulesError, match="free invokes against The Drowned Deacon don't stack"):
        work_out(ctl.state, strike)
    assert work_out(ctl.state, replace(strike, invokes=(hymn,))).invokes.bonus == 1


def test_amplified_invokes_give_one_per_pc_and_suppressed_ones_give_less(ctl):
    # L1355: a paid invoke by the big bad gives +1 per PC it faces; free ones the usual +2.
    big_bad.set_amplified_invokes(ctl, DEACON, True)
    own = Invoke("Drowned Priest Who Would Not Stay Dead", DEACON, aspect_owner=DEACON)
    attack = Roll(DEACON, "Fight", Action.ATTACK, target="maren", dice=ZERO, invokes=(own,))
    pcs = roll_big_bad.pcs_facing(ctl.state)
    worked = work_out(ctl.state, attack)
    assert worked.invokes.bonus == pcs
    assert f"amplified invoke of 'Drowned Priest Who Would Not Stay Dead': +{pcs}" in (
        roll_big_bad.words(worked.big_bad)
    )
    # L1356: facing two or more, the opposition's invokes against it give +1 only...
    big_bad.set_suppress_invokes(ctl, DEACON, SuppressMode.PLUS_ONE)
    hymn = Invoke("Hymn Rising From Under the Altar", "maren", payment=Payment.FREE)
    strike = Roll("maren", "Lore", Action.ATTACK, target=DEACON, dice=ZERO, invokes=(hymn,))
    worked = work_out(ctl.state, strike)
    assert worked.invokes.bonus == 1
    assert "invokes against The Drowned Deacon give only +1" in worked.big_bad.lines
    # ...or a reroll only.
    big_bad.set_suppress_invokes(ctl, DEACON, SuppressMode.REROLL_ONLY)
    with pytest.raises(RulesError, match="give only a reroll"):
        work_out(ctl.state, strike)
    reroll = Invoke("Hymn Rising From Under the Altar", "maren", InvokeMode.REROLL, Payment.FREE)
    assert work_out(ctl.state, replace(strike, invokes=(reroll,))).invokes.rerolls == 1


def test_an_immune_big_bad_refuses_attacks_until_its_immunity_is_settled(ctl):
    # L1321-1323: it can't be affected directly until the group wins the contest.
    big_bad.set_immunity(ctl, DEACON, ImmunityKind.CONTEST)
    attack = Roll("maren", "Fight", Action.ATTACK, target=DEACON, difficulty=0, dice=(1,) * 4)
    with pytest.raises(RulesError, match=r"until the group wins the contest.*settle"):
        rolls.needs(ctl.state, attack)
    with pytest.raises(RulesError, match="until the group wins the contest"):
        rolls.apply_roll(ctl, attack, rolls.Names(taken_out=True))
    big_bad.settle_immunity(ctl, DEACON, group_won=True)
    assert rolls.needs(ctl.state, attack).hit.shifts == 5


def test_an_attack_on_several_targets_is_refused_while_a_target_is_immune(ctl):
    # L1321: it can't be affected directly until the group beats the challenge, not even by
    # its share of a split attack (L1372); its solo bonus there: test_intents_split_attack.
    conflicts.start(ctl, {"The crew": ["corvin", "maren"], "The drowned": [DEACON]})
    epic = Roll("corvin", "Fight", Action.ATTACK, dice=(1, 1, 1, 1))  # Epic (+7)
    attack = split_attack.SplitAttack(epic, {DEACON: 5, "maren": 2})
    defences = [
        split_attack.Defence(DEACON, "Fight", (-1, -1, -1, -1)),  # Good +3 -4 against 5
        split_attack.Defence("maren", "Athletics", (1, 1, 0, 0)),
    ]
    assert split_attack.outcomes(ctl.state, attack, defences)[0].hit.shifts == 6
    big_bad.set_immunity(ctl, DEACON, ImmunityKind.CHALLENGE)
    with pytest.raises(RulesError, match="until the group wins the challenge"):
        split_attack.outcomes(ctl.state, attack, defences)
