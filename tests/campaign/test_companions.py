"""Companions (spirit-of-the-century-srd.txt L470-475): built where the character's stunts
give them and within their advances, saved in the character file and checked, +1 on the
character's rolls in a conflict of the companion's kind, and one more consequence (the
companion taken out) offered when a hit is absorbed."""

from dataclasses import replace

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import characters, companions, conflicts
from fate_tui.campaign.roll.roll_model import Roll, work_out
from fate_tui.campaign.roll.roll_text import roll_line
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.absorb import absorb_options
from fate_tui.rules.action_effects import Action
from fate_tui.rules.character import Stunt
from fate_tui.rules.errors import RulesError
from fate_tui.rules.sotc_minions import Advance, AdvanceKind

LUCKY, BRICK = "lucky-donnelly", "brick-okonedo"
BUDDY = "Gambling stunt 8"  # L1091: a companion with Skilled (Gambling) and two advances more


@pytest.fixture
def brass(copy_campaign) -> Controller:
    return Controller(CampaignStore.load(copy_campaign("brass-leviathan")))


def _sparky(ctl: Controller) -> None:
    characters.add_stunt(ctl, LUCKY, BUDDY)
    advances = (Advance(AdvanceKind.QUALITY), Advance(AdvanceKind.SKILLED, "Fists"))
    companions.add(ctl, LUCKY, "Sparky", "sidekick", advances)


def test_sotc_L1091_a_companion_is_built_within_the_stunt_s_advances_and_saved(brass):
    with pytest.raises(RulesError, match="gives a companion"):
        companions.add(brass, LUCKY, "Sparky", "sidekick")
    _sparky(brass)
    text = (brass.root / "characters" / f"{LUCKY}.toml").read_text()
    assert '[[companions]]\nname = "Sparky"\ntype = "sidekick"' in text
    assert 'advances = ["quality", "skilled: Fists"]' in text
    saved = CampaignStore.load(brass.root).state.characters[LUCKY].companions
    assert saved == brass.state.characters[LUCKY].companions
    assert saved[0].quality == 2  # Average, one step better (L472, L890)
    with pytest.raises(RulesError, match="no advance left"):
        companions.advance(brass, LUCKY, "Sparky", Advance(AdvanceKind.INDEPENDENT))
    with pytest.raises(RulesError, match="already has a companion called 'Sparky'"):
        companions.add(brass, LUCKY, "sparky", "aide")
    brass.undo()
    assert brass.state.characters[LUCKY].companions == ()


def test_sotc_L470_a_companion_is_plus_1_in_a_conflict_of_its_kind(brass):
    _sparky(brass)
    attack = Roll(LUCKY, "Fists", Action.ATTACK, opponent=BRICK, opponent_skill="Athletics")
    assert work_out(brass.state, attack).companion == 0  # no conflict running
    conflicts.start(brass, {"heroes": [LUCKY], "foes": [BRICK]})
    worked = work_out(brass.state, attack)
    assert worked.companion == 1
    assert "companion +1 (Sparky)" in roll_line(brass.state, attack, worked)


def test_sotc_L470_an_aide_does_not_help_in_a_physical_conflict(brass):
    characters.add_stunt(brass, LUCKY, BUDDY)
    companions.add(brass, LUCKY, "Mouthpiece", "aide")
    conflicts.start(brass, {"heroes": [LUCKY], "foes": [BRICK]})
    attack = Roll(LUCKY, "Fists", Action.ATTACK, opponent=BRICK, opponent_skill="Athletics")
    assert work_out(brass.state, attack).companion == 0


def test_sotc_L470_the_companion_taken_out_is_one_more_consequence(brass):
    _sparky(brass)
    # SotC takes consequences in order; the companion's mild one comes after the first mild.
    characters.set_consequence(brass, LUCKY, "mild", "Bruised")
    lucky = brass.state.characters[LUCKY]
    plans = absorb_options(lucky, 4, "health", brass.state.ruleset)
    slots = {pick.slot for plan in plans for pick in plan.consequences}
    assert "Sparky taken out" in slots
    # Taken out, the companion helps no more.
    characters.set_consequence(brass, LUCKY, "Sparky taken out", "Sparky Is Kidnapped")
    conflicts.start(brass, {"heroes": [LUCKY], "foes": [BRICK]})
    attack = Roll(LUCKY, "Fists", Action.ATTACK, opponent=BRICK, opponent_skill="Athletics")
    assert work_out(brass.state, attack).companion == 0
    reloaded = CampaignStore.load(brass.root)
    assert reloaded.state.characters[LUCKY].consequence("Sparky taken out") is not None
    parts = ("consequences", "companions")
    assert not [p for p in reloaded.problems if (p.key_path or "").startswith(parts)]


def test_a_companion_written_by_hand_is_checked(copy_campaign):
    folder = copy_campaign("brass-leviathan")
    path = folder / "characters" / f"{LUCKY}.toml"
    path.write_text(
        path.read_text()
        + '\n[[companions]]\nname = "Sparky"\ntype = "sidekick"\nadvances = ["quality"]\n'
    )
    problems = [p for p in CampaignStore.load(folder).problems if p.key_path == "companions"]
    assert [p.message for p in problems] == ["no stunt of this character gives a companion"]
    path.write_text(path.read_text().replace('advances = ["quality"]', 'advances = ["wings"]'))
    problems = [p for p in CampaignStore.load(folder).problems if p.severity == "error"]
    assert problems[0].key_path == "companions[0].advances[0]"
    assert "'wings' is not a companion's advance" in problems[0].message


def test_sotc_L843_L846_a_contact_advances_up_to_its_cap_from_the_sheet(brass):
    # L843: a contact has three advances; L846: three more a purchase of the next stunt, at
    # most nine to one contact. With two stunts giving companions the GM names the one.
    more = "Contacting stunt 2"
    characters.add_stunt(brass, LUCKY, "Contact")
    characters.add_stunt(brass, LUCKY, BUDDY)
    lucky = brass.state.characters[LUCKY]
    extra = replace(lucky, stunts=(*lucky.stunts, *(Stunt(more) for _ in range(3))))
    brass.apply("three purchases", characters=[extra])
    independent = Advance(AdvanceKind.INDEPENDENT)
    with pytest.raises(RulesError, match="which stunt gives this companion: Contact or"):
        companions.add(brass, LUCKY, "Mags", "aide")
    with pytest.raises(RulesError, match="gives one companion at most 2 advances"):
        companions.add(brass, LUCKY, "Sparky", "sidekick", (independent,) * 3, stunt=BUDDY)
    companions.add(brass, LUCKY, "Mags", "aide", (independent,) * 3, stunt="Contact")
    text = (brass.root / "characters" / f"{LUCKY}.toml").read_text()
    assert 'stunt = "Contact"' in text
    for _ in range(6):
        companions.advance(brass, LUCKY, "Mags", Advance(AdvanceKind.COMMUNICATION))
    # Advances are left (the gambling buddy's), but Mags has the nine L846 allows.
    assert companions.advances_left(brass.state.characters[LUCKY], brass.state.ruleset) > 0
    with pytest.raises(RulesError, match="Contact gives one companion at most 9 advances"):
        companions.advance(brass, LUCKY, "Mags", Advance(AdvanceKind.COMMUNICATION))
