"""Scale in a roll (fate-condensed-srd.txt L1279-1283, and a big bad's "scale things up",
L1343-1345): the characters' `scale` keys decide which side of the roll benefits."""

from dataclasses import replace
from fractions import Fraction

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import (
    challenges,
    contests,
    rolls,
    supernatural_advantage,
    table_roll,
)
from fate_tui.campaign.intents.table_roll import TableRoll
from fate_tui.campaign.roll import roll_scale
from fate_tui.campaign.roll.roll_model import Roll, work_out
from fate_tui.campaign.roll.roll_session import RollSession
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.action_effects import Action
from fate_tui.rules.contest import Side
from fate_tui.rules.errors import RulesError
from fate_tui.rules.scale import ScaleBenefit


def _campaign(ashen, options: str, maren: str) -> Controller:
    path = ashen / "campaign.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('options = ["extreme_consequences"]', f"options = {options}"))
    sheet = ashen / "characters" / "maren.toml"
    text = sheet.read_text(encoding="utf-8")
    sheet.write_text(text.replace("\n[skills]", f'\nscale = "{maren}"\n[skills]', 1), "utf-8")
    return Controller(CampaignStore.load(ashen))


def _advantage(**changes) -> Roll:
    """Maren (Lore +4) creates an advantage on the Deacon against Fair (+2): dice +0, a
    success by two."""
    setup = {"target": "drowned-deacon", "dice": (0, 0, 0, 0), "scale_benefit": "free_invokes"}
    return Roll("maren", "Lore", Action.CREATE_ADVANTAGE, **(setup | changes))


def test_a_higher_actor_gains_a_free_invoke_per_level_on_an_advantage(ashen):
    # L1283: one more free invoke per level of difference on a successful create an advantage.
    ctl = _campaign(ashen, '["scale"]', "Supernatural")
    roll = _advantage()
    worked = work_out(ctl.state, roll)
    assert worked.effect.free_invokes == 2  # one for the success, one for a level of scale
    rolls.apply_roll(ctl, roll, rolls.Names(aspect="Salt in His Lungs"))
    deacon = CampaignStore.load(ashen).state.characters["drowned-deacon"]
    scene = CampaignStore.load(ashen).state.current_scene
    made = [a for a in (*deacon.aspects, *scene.all_aspects) if a.name == "Salt in His Lungs"]
    assert made and made[0].free_invokes == ("maren", "maren")
    entries, _ = ctl.store.log_entries()
    assert "scale: Maren Holloway (Supernatural) over The Drowned Deacon (Mundane)" in (
        entries[-1].text
    )
    # On an attack the free invokes do not fit: the benefit falls back to +1 before the roll.
    attack = Roll("maren", "Fight", Action.ATTACK, target="drowned-deacon", opponent=None)
    scaled = work_out(ctl.state, attack).scale
    assert scaled.benefit is ScaleBenefit.BEFORE_ROLL and scaled.actor_bonus == 1


def test_a_higher_target_that_does_not_roll_gives_no_scale(ashen):
    # L1279: the benefit is "on any rolled action against their lesser"; a target who only
    # sits there takes no action against the actor.
    ctl = _campaign(ashen, '["scale"]', "Mundane")
    deacon = ctl.state.characters["drowned-deacon"]
    ctl.apply("Deacon scaled", characters=[replace(deacon, scale="Legendary")])
    roll = _advantage(scale_benefit=ScaleBenefit.BEFORE_ROLL)
    assert work_out(ctl.state, roll).scale is None
    with pytest.raises(RulesError, match="does not roll against this"):
        roll_scale.next_benefit(ctl.state, roll)
    rolled_against = Roll(
        "maren", "Fight", Action.ATTACK, opponent="drowned-deacon", opponent_skill="Fight"
    )
    assert work_out(ctl.state, rolled_against).scale_against == 3


def test_scale_counts_with_big_bads_and_not_without_either_option(ashen):
    # L1345: a big bad may scale up "even if scale isn't normally in play".
    ctl = _campaign(ashen, '["big_bad"]', "Otherworldly")
    assert work_out(ctl.state, _advantage()).effect.free_invokes == 3
    path = ashen / "campaign.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('["big_bad"]', "[]"), "utf-8")
    plain = Controller(CampaignStore.load(ashen))
    assert work_out(plain.state, _advantage()).scale is None
    with pytest.raises(RulesError, match="switch scale on"):
        roll_scale.next_benefit(plain.state, _advantage())


def test_what_one_more_invoke_would_do_counts_scale_after_a_success(ashen):
    # L1282: +2 per level once the roll succeeds; a failed roll one invoke short of success
    # is shown what it would come to with the invoke and the scale it would earn.
    ctl = _campaign(ashen, '["scale"]', "Supernatural")
    roll = _advantage(difficulty=5, scale_benefit="after_success")  # Lore +4 against +5
    session = RollSession(ctl.state, roll)
    assert session.worked.resolution.margin == -1 and session.worked.scale_bonus == 0
    assert session.with_bonus(bonus=2).effort == 4 + 2 + 2  # success, then +2 for scale


def test_scale_reaches_a_contest_exchange_and_is_logged(ashen):
    # L1279-1280: the higher side gets +1 per level before the roll on any rolled action
    # against its lesser; a contest's overcome rolls are such actions.
    ctl = _campaign(ashen, '["scale"]', "Otherworldly")
    sides = [Side("Maren", ("maren",)), Side("The Deacon", ("drowned-deacon",))]
    contests.start(ctl, sides)
    dice = (0, 0, 0, 0)
    rolls = {
        "Maren": TableRoll("maren", "Will", dice),  # Good +3, +2 for two levels
        "The Deacon": TableRoll("drowned-deacon", "Will", dice),  # Fair +2
    }
    assert contests.scale_in_exchange(ctl.state, rolls) == [
        "Maren Holloway (Otherworldly) over The Drowned Deacon (Mundane): +2 before the roll"
    ]
    # L1285: the GM may rule that scale plays no part (a venue where it does not apply).
    contests.exchange(ctl, rolls, scale=False)
    contest = CampaignStore.load(ashen).state.current_scene.contest
    assert dict(contest.exchanges[-1].efforts) == {"Maren": 3, "The Deacon": 2}
    contests.exchange(ctl, rolls)
    contest = CampaignStore.load(ashen).state.current_scene.contest
    assert dict(contest.exchanges[-1].efforts) == {"Maren": 5, "The Deacon": 2}
    entries, _ = ctl.store.log_entries()
    assert "+ scale +2 = Superb" in entries[-1].text
    assert "scale: Maren Holloway (Otherworldly) over The Drowned Deacon (Mundane)" in (
        entries[-1].text
    )


def test_scale_reaches_a_challenge_task_on_the_higher_side(ashen):
    # A task opposed by a character on a higher level: its scale adds to the opposition.
    ctl = _campaign(ashen, '["scale"]', "Mundane")
    deacon = ctl.state.characters["drowned-deacon"]
    ctl.store.commit("up", characters=[replace(deacon, scale="Supernatural")])
    ctl = Controller(CampaignStore.load(ashen))
    assert table_roll.scale_opponents(ctl.state, "maren", ["maren", "drowned-deacon"]) == [
        "drowned-deacon"
    ]
    challenges.start(ctl, "Break the Deacon's hold")
    challenges.add_task(ctl, "Resist his song", "Will", 3, "maren")
    roll = TableRoll("maren", "Will", (0, 0, 0, 0), against="drowned-deacon")
    challenges.attempt(ctl, 0, roll)  # Good +3 against Good +3 and one level: a fail
    task = CampaignStore.load(ashen).state.current_scene.challenge.tasks[0]
    assert (task.result.effort, task.result.opposition) == (3, 4)
    entries, _ = ctl.store.log_entries()
    assert "against Great" in entries[-1].text and "+1 before the roll" in entries[-1].text


def test_no_scale_on_a_quick_roll_without_the_option(ashen):
    ctl = _campaign(ashen, '["extreme_consequences"]', "Godlike")
    assert table_roll.scale_opponents(ctl.state, "maren", ["drowned-deacon"]) == []
    roll = TableRoll("maren", "Will", (0, 0, 0, 0), against="drowned-deacon")
    assert table_roll.effort(ctl, roll)[0] == 3


def test_a_supernatural_advantage_against_no_opposition_needs_no_roll(ashen):
    # L1293: "If you are creating an advantage and there is no opposition, rather than rolling
    # you simply gain the aspect with one free invoke."
    ctl = _campaign(ashen, '["scale"]', "Supernatural")
    veil = Roll("maren", "Lore", Action.CREATE_ADVANTAGE)
    assert supernatural_advantage.offered(ctl.state, veil)
    # On a foe it rolls (L1295); a Mundane actor has no supernatural means.
    assert not supernatural_advantage.offered(ctl.state, replace(veil, target="drowned-deacon"))
    assert not supernatural_advantage.offered(ctl.state, replace(veil, actor="corvin"))
    supernatural_advantage.gain_without_roll(ctl, veil, "  Veiled in  Salt ")
    scene = CampaignStore.load(ashen).state.current_scene
    made = next(a for a in scene.aspects if a.name == "Veiled in Salt")
    assert made.free_invokes == ("maren",)
    entries, _ = ctl.store.log_entries()
    assert "no roll, 1 free invoke for Maren Holloway" in entries[-1].text
    with pytest.raises(RulesError, match="goes without a roll"):
        supernatural_advantage.gain_without_roll(ctl, replace(veil, actor="corvin"), "Veil")


def test_no_roll_advantage_is_not_offered_without_scale(ashen):
    ctl = _campaign(ashen, '["extreme_consequences"]', "Godlike")
    veil = Roll("maren", "Lore", Action.CREATE_ADVANTAGE)
    assert not supernatural_advantage.offered(ctl.state, veil)


def test_the_odds_before_the_roll_count_scale_after_a_success(ashen):
    # L1282: with +2 per level after a success chosen, the Roll dialog's odds count it on the
    # rolls that succeed: Lore +4 against Fair (+2) one level up succeeds on dice of -1 or
    # better, and every such success comes to style.
    ctl = _campaign(ashen, '["scale"]', "Supernatural")
    roll = _advantage(dice=None, scale_benefit="after_success")
    before = RollSession(ctl.state, roll).odds()
    assert before.success == 0
    assert before.success_with_style == before.at_least("success") > Fraction(1, 2)
    assert RollSession(ctl.state, replace(roll, scale_benefit=None)).odds().success > 0
