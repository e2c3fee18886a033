"""Numbers catalogue stunts give to rules at the table (spirit-of-the-century-srd.txt, each
test naming its line)."""

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import characters, fate
from fate_tui.campaign.roll.roll_model import Roll, work_out
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.action_effects import Action

BRICK, DIVERS, LUCKY = "brick-okonedo", "leviathan-divers", "lucky-donnelly"


@pytest.fixture
def brass(copy_campaign) -> Controller:
    return Controller(CampaignStore.load(copy_campaign("brass-leviathan")))


def test_sotc_L1036_a_one_man_army_denies_the_attackers_their_numbers(brass):
    # "opponents simply do not get a bonus to their attacks due to an advantage of numbers"
    attack = Roll(DIVERS, "Fists", Action.ATTACK, opponent=BRICK, opponent_skill="Athletics")
    assert work_out(brass.state, attack).group > 0
    characters.add_stunt(brass, BRICK, "Fists stunt 6")
    assert work_out(brass.state, attack).group == 0
    # Their numbers still count on rolls that are not attacks on him.
    overcome = Roll(DIVERS, "Fists", Action.OVERCOME, difficulty=2)
    assert work_out(brass.state, overcome).group > 0


def test_sotc_L1072_gambling_man_starts_compels_on_the_gambling_escalated(brass):
    assert fate.escalated_start(brass, LUCKY) == 0
    characters.add_stunt(brass, LUCKY, "Gambling Man")
    step = fate.escalated_start(brass, LUCKY)
    assert brass.state.ruleset.compels.escalation[step] == 2
    compel = fate.offer(brass, LUCKY, "Never Met a Bet He Didn't Like", step=step)
    before = brass.state.characters[LUCKY].fate_points
    fate.resolve_compel(brass, compel, accepted=True)
    assert brass.state.characters[LUCKY].fate_points == before + 2
