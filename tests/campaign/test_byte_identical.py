"""Saves are byte-identical unless something changed: empty stress tracks stay written, a
CRLF play log stays CRLF, a consequence table emptied keeps its place and comment, and the
docs' minor NPC loads without a warning."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from fate_tui.campaign.playlog import LogEntry, append_entry, read_log
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.character import ExtraSlot
from fate_tui.rules.countdown import Countdown
from fate_tui.rules.obstacles import Block
from fate_tui.rules.ruleset import Severity

DOCS = Path(__file__).resolve().parents[2] / "docs"


def write_character(ashen: Path, text: str) -> Path:
    path = ashen / "characters" / "nell.toml"
    path.write_text(text)
    return path


NELL = """name = "Nell Farrow"
kind = "major"
high_concept = "Smuggler Queen of the Ash Docks"
trouble = "Owes the Wardens Everything"
skills = { Deceive = 3, Notice = 2, Will = 1, Physique = 1 }
fate_points = 2
"""


@pytest.mark.parametrize(
    "tracks",
    ["physical = 0\nmental = []\n", "physical = []\nmental = 0\n", "physical = 2\nmental = []\n"],
)
def test_empty_and_counted_stress_tracks_survive_saves(ashen, tracks):
    path = write_character(ashen, NELL + "\n[stress]\n" + tracks)
    before = path.read_bytes()
    store = CampaignStore.load(ashen)
    assert [p for p in store.problems if p.file == "characters/nell.toml"] == []
    nell = store.state.characters["nell"]
    assert store.commit("nothing", characters=[nell]) is None  # no change writes nothing
    assert path.read_bytes() == before
    store.commit("fp", characters=[replace(nell, fate_points=3)])
    assert path.read_text() == before.decode().replace("fate_points = 2", "fate_points = 3")


def test_marking_one_track_keeps_the_other_tracks_lines(ashen):
    path = write_character(ashen, NELL + "\n[stress]\nphysical = 0  # fresh\nmental = []\n")
    store = CampaignStore.load(ashen)
    nell = store.state.characters["nell"]
    marked = dict(nell.stress_marked, mental=frozenset({0}))
    store.commit("mark", characters=[replace(nell, stress_marked=marked)])
    assert path.read_text().endswith("[stress]\nphysical = 0  # fresh\nmental = [1]\n")


@pytest.mark.parametrize(
    ("written", "cleared"),
    [
        (
            'consequences.mild = "Bruised Ribs"  # from the quay brawl\n',
            "consequences = {}  # from the quay brawl\n",
        ),
        (
            'consequences = { mild = "Bruised Ribs" }  # from the quay brawl\n',
            "consequences = {}  # from the quay brawl\n",
        ),
        (
            '\n[consequences]\n# taken this session\nmild = "Bruised Ribs"  # brawl\n',
            "\n[consequences]\n# taken this session\n",
        ),
    ],
)
def test_clearing_the_last_consequence_keeps_the_table_form_and_comment(ashen, written, cleared):
    path = write_character(ashen, NELL + written)
    store = CampaignStore.load(ashen)
    nell = store.state.characters["nell"]
    assert [c.aspect for c in nell.consequences] == ["Bruised Ribs"]
    store.commit("recover", characters=[replace(nell, consequences=())])
    assert path.read_text() == NELL + cleared
    assert CampaignStore.load(ashen).state.characters["nell"].consequences == ()


def test_a_crlf_play_log_stays_crlf(ashen):
    log = ashen / "log" / "session-07.toml"
    log.parent.mkdir()
    log.write_bytes(b"# kept in a Windows editor\r\nsession = 7\r\n")
    written = append_entry(ashen, 7, LogEntry("change", "first"))
    append_entry(ashen, 7, LogEntry("change", "second"), written)  # from what it remembers
    append_entry(ashen, 7, LogEntry("change", "third"))  # read back from disk
    raw = log.read_bytes()
    assert raw.startswith(b"# kept in a Windows editor\r\nsession = 7\r\n\r\n[[entries]]\r\n")
    assert re.search(rb"(?<!\r)\n", raw) is None
    entries, problems = read_log(ashen, 7)
    assert [e.text for e in entries] == ["first", "second", "third"] and problems == []


def test_the_docs_minor_npc_loads_without_warnings(ashen):
    text = (DOCS / "campaign-format.md").read_text(encoding="utf-8")
    examples = [b for b in re.findall(r"```toml\n(.*?)```", text, re.DOTALL) if "minor" in b]
    example = next(b for b in examples if re.search(r'^kind = "minor"', b, re.MULTILINE))
    (ashen / "characters" / "dock-thug.toml").write_text(example)
    store = CampaignStore.load(ashen)
    assert "dock-thug" in store.state.characters
    assert [p.format() for p in store.problems if p.file == "characters/dock-thug.toml"] == []


def test_a_new_extra_slot_is_written_as_a_table_as_documented(ashen):
    # docs/campaign-format.md shows [[extra_slots]]; a short one used to go on one inline line
    path = write_character(ashen, NELL)
    store = CampaignStore.load(ashen)
    nell = store.state.characters["nell"]
    slot = ExtraSlot("Hard to Kill", Severity.MILD, 2, "physical")
    store.commit("slot", characters=[replace(nell, extra_slots=(slot,))])
    assert path.read_text().endswith(
        '\n[[extra_slots]]\nname = "Hard to Kill"\nseverity = "mild"\nvalue = 2\n'
        'track = "physical"\n'
    )


def test_a_scenes_new_lists_are_written_as_tables_as_documented(ashen):
    # [[countdowns]] and [[obstacles]] from their first, short entry, as the docs show them
    path = ashen / "scenes" / "undercroft.toml"
    path.write_text('title = "The Undercroft"\nstatus = "prepared"\n')
    store = CampaignStore.load(ashen)
    scene = store.state.scenes["undercroft"]
    tide = Countdown("Tide", 3)
    store.commit("prep", scenes=[replace(scene, countdowns=(tide,), obstacles=(Block("Gate", 2),))])
    text = path.read_text()
    assert '\n[[countdowns]]\nname = "Tide"\n' in text
    assert "\n[[obstacles]]\n" in text and "= [{" not in text
