"""Draft characters on disk: the `[draft]` marker read and written back byte for byte, `check`
reporting what is still open as warnings, and finishing leaving an ordinary file."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from fate_tui.campaign.codec.character_reader import read_character
from fate_tui.campaign.codec.character_writer import write_character
from fate_tui.campaign.codec.fields import Fields
from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import creation as intents
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import main
from fate_tui.rules.errors import RulesError
from fate_tui.rules.rulesets import CONDENSED

CAMPAIGNS = Path(__file__).resolve().parents[2] / "campaigns"

DRAFT = """# Half made at session zero.
name = "Ruth Kincaid"
high_concept = "Disgraced Harbour Pilot"
skills = { Notice = "Great", Fight = "Great" }  # two Greats: still to sort out

[draft]
step = "skills"  # back to this next week
"""


@pytest.fixture
def ashen(tmp_path) -> Path:
    target = tmp_path / "ashen-coast"
    shutil.copytree(CAMPAIGNS / "ashen-coast", target)
    return target


def test_a_draft_reads_and_writes_back_byte_for_byte(ashen):
    path = ashen / "characters" / "ruth.toml"
    path.write_text(DRAFT)
    store = CampaignStore.load(ashen)
    ruth = store.state.characters["ruth"]
    assert ruth.draft_step == "skills"
    assert store.commit("nothing", characters=[ruth]) is None
    assert path.read_text() == DRAFT
    store.commit("on", characters=[replace(ruth, draft_step="stunts")])
    assert path.read_text() == DRAFT.replace('"skills"  #', '"stunts"  #')


def test_check_accepts_a_draft_and_lists_what_is_still_open(ashen, capsys):
    (ashen / "characters" / "ruth.toml").write_text(DRAFT)
    assert main(["check", str(ashen)]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if "ruth.toml" in line]
    assert lines and all(": warning:" in line for line in lines)
    assert not [line for line in lines if "against the rules" in line]
    assert any("still open: no trouble aspect" in line for line in lines)
    assert any("still open: 2 skills at Great (+4)" in line for line in lines)


def test_the_same_sheet_without_the_marker_breaks_the_rules(ashen, capsys):
    (ashen / "characters" / "ruth.toml").write_text(DRAFT.split("\n[draft]")[0] + "\n")
    main(["check", str(ashen)])
    out = capsys.readouterr().out
    assert "aspects: against the rules: no trouble aspect" in out
    assert "still open" not in out


def test_an_unknown_step_is_named_with_the_steps_allowed():
    fields = Fields("characters/ruth.toml")
    data = {"name": "Ruth", "draft": {"step": "skils", "by": "Sam"}}
    ruth = read_character(data, "ruth", CONDENSED, fields)
    assert ruth.draft_step == "aspects"
    messages = {p.key_path: p.message for p in fields.problems}
    assert "did you mean 'skills'" in messages["draft.step"]
    assert "'aspects', 'skills', 'stunts' or 'finish'" in messages["draft.step"]
    assert "unknown key" in messages["draft.by"]
    # The unknown key is kept when the draft is written back; finishing drops the table.
    assert write_character(replace(ruth, draft_step="skills"), CONDENSED, data)["draft"] == {
        "by": "Sam",
        "step": "skills",
    }
    assert "draft" not in write_character(replace(ruth, draft_step=None), CONDENSED, data)


def test_finishing_a_draft_leaves_an_ordinary_file(ashen):
    ctl = Controller(CampaignStore.load(ashen))
    ruth = intents.start_draft(ctl, "Ruth Kincaid")
    path = ashen / "characters" / f"{ruth}.toml"
    assert path.read_text().endswith('name = "Ruth Kincaid"\n\n[draft]\nstep = "aspects"\n')
    with pytest.raises(RulesError, match="no high concept"):
        intents.finish_draft(ctl, ctl.state.characters[ruth])
    from fate_tui.rules import creation

    draft = creation.with_aspects(
        ctl.state.characters[ruth], CONDENSED, ["Disgraced Harbour Pilot", "Owes the Wardens"]
    )
    intents.save_draft(ctl, draft)
    intents.finish_draft(ctl, ctl.state.characters[ruth])
    text = path.read_text()
    assert "[draft]" not in text
    assert 'high_concept = "Disgraced Harbour Pilot"' in text
    assert "fate_points = 3" in text
    assert [c.name for c in intents.drafts(ctl)] == []
    with pytest.raises(RulesError, match="already finished"):
        intents.save_draft(ctl, ctl.state.characters[ruth])
