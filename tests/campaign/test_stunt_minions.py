"""The Minions stunt's base count and upgrades at the table (spirit-of-the-century-srd.txt
L1200-1202)."""

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import characters, stunt_minions
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.errors import RulesError

OCTAVIA = "octavia-strand"


@pytest.fixture
def brass(copy_campaign) -> Controller:
    return Controller(CampaignStore.load(copy_campaign("brass-leviathan")))


def test_sotc_L1200_L1202_two_or_three_to_start_five_or_six_taken_twice(brass):
    rules = brass.state.ruleset
    characters.add_stunt(brass, OCTAVIA, "Minions")
    octavia = brass.state.characters[OCTAVIA]
    assert stunt_minions.starting_counts(octavia, rules) == (2, 3)
    assert stunt_minions.upgrades(octavia, rules) == 3
    twice = octavia.stunts + octavia.stunts[-1:]
    from dataclasses import replace

    doubled = replace(octavia, stunts=twice)
    assert stunt_minions.starting_counts(doubled, rules) == (5, 6)
    assert stunt_minions.upgrades(doubled, rules) == 6


def test_sotc_L1202_every_upgrade_is_spent_as_the_minions_come_in(brass):
    characters.add_stunt(brass, OCTAVIA, "Minions")
    with pytest.raises(RulesError, match="every upgrade is spent"):
        stunt_minions.bring_in(brass, OCTAVIA, 3, 1, 1, "Fists")
    with pytest.raises(RulesError, match="start 2 or 3 strong, not 4"):
        stunt_minions.bring_in(brass, OCTAVIA, 4, 3, 0, "Fists")
    ids = stunt_minions.bring_in(brass, OCTAVIA, 2, 3, 0, "Guns")
    (group,) = (brass.state.characters[i] for i in ids)
    assert group.group_size == 11 and group.skills == {"Guns": 1}
