"""Scale in a roll (fate-condensed-srd.txt L1279-1283, and a big bad's "scale things up",
L1343-1345): the characters' `scale` keys decide which side of the roll benefits."""

from dataclasses import replace

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import roll_scale, rolls
from fate_tui.campaign.intents.roll_model import Roll, work_out
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.action_effects import Action
from fate_tui.rules.errors import RulesError
from fate_tui.rules.scale import ScaleBenefit
from fate_tui.ui.roll_session import RollSession


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
