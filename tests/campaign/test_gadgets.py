"""Gadgets and artifacts (spirit-of-the-century-srd.txt L170, L997-1001, L1245-1253): designed
where the character's stunts give one, with no more improvements than that stunt gives, saved
in the character file and checked; at the roll, craftsmanship's +1 and an upgrade's +2 in its
narrow use are offered with the stunts."""

from dataclasses import replace

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import characters, gadgets, rolls, scene_end, sessions
from fate_tui.campaign.roll.roll_model import work_out
from fate_tui.campaign.roll.roll_session import RollSession
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.errors import RulesError
from fate_tui.rules.sotc_gadgets import Improvement, ImprovementPick

IMOGEN = "imogen-vance"
HARPOON = (  # L170: the Hobo Harpoon's three improvements
    ImprovementPick(Improvement.CRAFTSMANSHIP, "+1 to Weapons rolls"),
    ImprovementPick(Improvement.UPGRADE, "grappling"),
    ImprovementPick(Improvement.ADDITIONAL_CAPABILITY, "Grappling Hook"),
)


@pytest.fixture
def brass(copy_campaign) -> Controller:
    return Controller(CampaignStore.load(copy_campaign("brass-leviathan")))


def test_sotc_L170_L998_a_personal_gadget_is_designed_with_three_improvements_and_saved(brass):
    with pytest.raises(RulesError, match="gives a gadget"):
        gadgets.add(brass, IMOGEN, "The Hobo Harpoon", HARPOON)
    characters.add_stunt(brass, IMOGEN, "Personal Gadget")
    with pytest.raises(RulesError, match="gives 3 improvements, not 4"):
        gadgets.add(brass, IMOGEN, "Too Much", (*HARPOON, HARPOON[0]))
    gadgets.add(brass, IMOGEN, "The Hobo Harpoon", HARPOON)
    text = (brass.root / "characters" / f"{IMOGEN}.toml").read_text()
    assert '[[gadgets]]\nname = "The Hobo Harpoon"\nkind = "personal gadget"' in text
    assert '"upgrade: grappling"' in text
    saved = CampaignStore.load(brass.root).state.characters[IMOGEN].gadgets
    assert saved == brass.state.characters[IMOGEN].gadgets
    with pytest.raises(RulesError, match="not designed yet"):
        gadgets.add(brass, IMOGEN, "Another", ())
    brass.undo()
    assert brass.state.characters[IMOGEN].gadgets == ()


def test_sotc_L170_the_gadget_s_bonuses_are_offered_at_the_roll(brass):
    characters.add_stunt(brass, IMOGEN, "Personal Gadget")
    gadgets.add(brass, IMOGEN, "The Hobo Harpoon", HARPOON)
    session = RollSession.start(brass.state, IMOGEN).setup(skill="Weapons", difficulty=1)
    offered = {s.name: s.bonus for s in session.stunts_for()}
    assert offered["The Hobo Harpoon (craftsmanship)"] == 1
    assert offered["The Hobo Harpoon: grappling"] == 2
    both = session.toggle_stunt("The Hobo Harpoon (craftsmanship)").toggle_stunt(
        "The Hobo Harpoon: grappling"
    )
    assert work_out(brass.state, both.roll).stunt_bonus == 3
    rolls.apply_roll(brass, replace(both.roll, dice=(0, 0, 0, 0)))
    entries, _ = brass.log_entries()
    assert "The Hobo Harpoon (craftsmanship); The Hobo Harpoon: grappling" in entries[-1].text


def test_sotc_L1000_a_universal_gadget_gives_two_improvements(brass):
    characters.add_stunt(brass, IMOGEN, "Universal Gadget")
    with pytest.raises(RulesError, match="gives 2 improvements, not 3"):
        gadgets.add(brass, IMOGEN, "Gizmo", HARPOON)
    gadgets.add(brass, IMOGEN, "Gizmo", HARPOON[:2])
    assert brass.state.characters[IMOGEN].gadgets[0].kind.value == "universal gadget"


def test_a_gadget_written_by_hand_is_checked(copy_campaign):
    folder = copy_campaign("brass-leviathan")
    path = folder / "characters" / f"{IMOGEN}.toml"
    path.write_text(
        path.read_text()
        + '\n[[gadgets]]\nname = "Ray"\nkind = "personal gadget"\nimprovements = ["lasers"]\n'
    )
    problems = [p for p in CampaignStore.load(folder).problems if p.severity == "error"]
    assert problems[0].key_path == "gadgets[0].improvements[0]"
    assert "'lasers' is not a gadget improvement" in problems[0].message


def test_sotc_L1000_a_universal_gadget_is_locked_in_until_the_session_ends(brass):
    # L1000: designed on the fly, two improvements, "locked in for the remainder of the
    # session". The session it is shaped in is saved with it; reshaping it (removing it to
    # design again) is refused until then unless the GM overrides it; the session's end
    # clears the shape, in the same step as the rest of the session's end.
    characters.add_stunt(brass, IMOGEN, "Universal Gadget")
    number = max(brass.state.story.current_session, 1)
    gadgets.add(brass, IMOGEN, "Just the Thing", HARPOON[:2])
    path = brass.root / "characters" / f"{IMOGEN}.toml"
    assert 'kind = "universal gadget"\nimprovements' in path.read_text()
    assert f"session = {number}" in path.read_text()
    entries, _ = brass.log_entries()
    assert entries[-1].text.endswith(f"locked in for the rest of session {number}")
    (shaped,) = CampaignStore.load(brass.root).state.characters[IMOGEN].gadgets
    assert shaped.session == number and gadgets.locked(brass, shaped)
    with pytest.raises(RulesError, match="locked in for the rest of the session"):
        gadgets.remove(brass, IMOGEN, "Just the Thing")
    gadgets.remove(brass, IMOGEN, "Just the Thing", override=True)
    entries, _ = brass.log_entries()
    assert "the GM allowed reshaping it" in entries[-1].text
    brass.undo()
    assert brass.state.characters[IMOGEN].gadgets == (shaped,)

    scene_end.end(brass)
    sessions.end_session(brass, sessions.SessionEnd(advances={}))
    assert brass.state.characters[IMOGEN].gadgets == ()
    assert "[[gadgets]]" not in path.read_text()
    entries, _ = brass.log_entries(number)
    assert any("Just the Thing loses its shape with the session" in e.text for e in entries)
    brass.undo()  # the session's end, with the shape it cleared
    assert brass.state.characters[IMOGEN].gadgets == (shaped,)


def test_a_gadget_s_session_in_the_file_is_checked(brass):
    path = brass.root / "characters" / f"{IMOGEN}.toml"
    wrong = '\n[[gadgets]]\nname = "Harpoon"\nkind = "personal gadget"\nsession = 2\n'
    path.write_text(path.read_text() + wrong)
    problems = [str(p) for p in CampaignStore.load(brass.root).problems]
    assert any("gadgets[0]" in p and "only a universal gadget" in p for p in problems)
