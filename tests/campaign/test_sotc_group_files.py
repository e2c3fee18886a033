"""Spirit of the Century's group in its drafts on disk (spirit-of-the-century-srd.txt
L96-111): the `[draft]` keys of the five phases read and written back byte for byte, a mistake
named with its key path, `check` saying what the group leaves open, and the intents keeping
every PC in the group's phase and handing the novels out as one step."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from fate_tui.campaign.codec.character_reader import read_character
from fate_tui.campaign.codec.fields import Fields
from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import sotc_phases as intents
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import main
from fate_tui.rules import sotc_phases
from fate_tui.rules.errors import RulesError
from fate_tui.rules.rulesets import SOTC
from fate_tui.rules.sotc_phases import Phase

CAMPAIGNS = Path(__file__).resolve().parents[2] / "campaigns"

MAGGIE = """# Session zero, Maggie's sheet.
name = "Maggie Honor"
aspects = [
  "Chicago Alderman's Daughter", "Reads Every Paper",  # phase one
  "Nurse at the Marne",
  "The Ballot Box Is in the River", "Owes Big Tony a Favour",
]

[draft]
step = "guest-star-1"
seat = 2  # next to Jack
phase_aspects = [2, 1, 2]
novel = "Maggie Honor in... The Redemption Game"
story = "A rigged election and a very patient gunman."
guest_in = ["jack-stone"]
"""


@pytest.fixture
def brass(tmp_path) -> Path:
    target = tmp_path / "brass-leviathan"
    shutil.copytree(CAMPAIGNS / "brass-leviathan", target)
    return target


def test_a_group_draft_reads_and_writes_back_byte_for_byte(brass):
    path = brass / "characters" / "maggie-honor.toml"
    path.write_text(MAGGIE)
    store = CampaignStore.load(brass)
    maggie = store.state.characters["maggie-honor"]
    held = sotc_phases.record(maggie)
    assert maggie.draft_step == "guest-star-1"
    assert (held.seat, held.phase_aspects, held.guest_in) == (2, (2, 1, 2), ("jack-stone",))
    assert sotc_phases.phase_aspects(maggie, Phase.WAR) == ["Nurse at the Marne"]
    assert store.commit("nothing", characters=[maggie]) is None
    assert path.read_text() == MAGGIE
    role = sotc_phases.with_guest_role(maggie, Phase.GUEST_STAR_1, "Gets Jack into the ball.")
    store.commit("role", characters=[role])
    assert path.read_text() == MAGGIE + 'guest_roles = ["Gets Jack into the ball."]\n'


def test_a_mistake_in_the_group_keys_is_named_with_its_key_path():
    data = {
        "name": "Maggie Honor",
        "draft": {"step": "guest-star-9", "seat": 2, "phase_aspects": [2, 3], "guest_in": [4]},
    }
    fields = Fields("characters/maggie-honor.toml")
    read_character(data, "maggie-honor", SOTC, fields)
    said = {p.key_path: p.message for p in fields.problems}
    assert "guest-star-1" in said["draft.step"] and "background" in said["draft.step"]
    assert "at most 2" in said["draft.phase_aspects[1]"]
    assert "expected text" in said["draft.guest_in[0]"]


def test_check_reports_who_the_group_waits_on_and_a_card_that_breaks_the_rule(brass, capsys):
    ctl = Controller(CampaignStore.load(brass))
    ids = intents.start_group(ctl, ["Drake Devlin", "Maggie Honor", "Jack Stone"])
    (brass / "characters" / "maggie-honor.toml").write_text(
        MAGGIE.replace('guest_in = ["jack-stone"]', 'guest_in = ["maggie-honor"]')
    )
    assert main(["check", str(brass)]) == 0
    out = capsys.readouterr().out
    lines = [line for line in out.splitlines() if any(i in line for i in ids)]
    assert lines and all(": warning:" in line for line in lines)
    assert any("drake-devlin.toml" in line and "phase 1 (Background)" in line for line in lines)
    assert any("draft.guest_in[0]" in line and "its own novel" in line for line in lines)


def _through(ctl, phase: Phase, rng: random.Random) -> None:
    for member in intents.group(ctl):
        member = sotc_phases.with_phase_aspects(member, phase, [f"{member.id} {phase}"])
        if phase is Phase.NOVEL:
            member = sotc_phases.with_novel(member, f"{member.name} and the Thing!", "Pulp.")
        intents.save_phase(ctl, member, done=True, rng=rng)


def test_no_pc_runs_ahead_of_the_group_and_the_cards_come_as_one_step(brass):
    ctl = Controller(CampaignStore.load(brass))
    drake, maggie, jack = intents.start_group(ctl, ["Drake Devlin", "Maggie Honor", "Jack Stone"])
    rng = random.Random(2)
    first = ctl.state.characters[drake]
    intents.save_phase(ctl, first, done=True, rng=rng)
    # Drake is through the background; the war waits for the others (L97).
    with pytest.raises(RulesError, match="every PC goes through a phase"):
        intents.save_phase(ctl, ctl.state.characters[drake], done=True, rng=rng)
    intents.go_back(ctl, drake)
    assert ctl.state.characters[drake].draft_step == "background"
    _through(ctl, Phase.BACKGROUND, rng)
    _through(ctl, Phase.WAR, rng)
    with pytest.raises(RulesError, match="needs a title"):
        intents.save_phase(ctl, ctl.state.characters[maggie], done=True, rng=rng)
    _through(ctl, Phase.NOVEL, rng)
    cards = {c.id: sotc_phases.novel_held(c, Phase.GUEST_STAR_1) for c in intents.group(ctl)}
    assert sorted(cards.values()) == sorted([drake, maggie, jack])
    assert all(guest != owner for guest, owner in cards.items())
    # Undoing the last PC's novel takes the hand-out back with it.
    ctl.undo()
    assert all(not sotc_phases.record(c).guest_in for c in intents.group(ctl))
    assert ctl.state.characters[jack].draft_step == "novel"


def test_after_phase_five_the_novels_go_into_the_descriptions(brass):
    ctl = Controller(CampaignStore.load(brass))
    ids = intents.start_group(ctl, ["Drake Devlin", "Maggie Honor", "Jack Stone"])
    rng = random.Random(3)
    for phase in sotc_phases.PHASE_ORDER:
        _through(ctl, phase, rng)
    assert sotc_phases.group_phase(intents.group(ctl)) is None
    for member_id in ids:
        made = ctl.state.characters[member_id]
        assert made.draft_step == "skills"
        assert made.description.startswith(f"{made.name} and the Thing!")
        assert made.description.count("Guest star in") == 2


def test_a_group_needs_three_and_a_sotc_campaign(brass, tmp_path):
    with pytest.raises(RulesError, match="at least 3"):
        intents.start_group(Controller(CampaignStore.load(brass)), ["Drake Devlin", "Maggie"])
    ashen = tmp_path / "ashen-coast"
    shutil.copytree(CAMPAIGNS / "ashen-coast", ashen)
    with pytest.raises(RulesError, match="no five phases"):
        intents.start_group(Controller(CampaignStore.load(ashen)), ["A", "B", "C"])
