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
    "written",
    [
        'consequences.mild = "Bruised Ribs"  # from the quay brawl\n',
        'consequences = { mild = "Bruised Ribs" }  # from the quay brawl\n',
        '\n[consequences]\n# taken this session\nmild = "Bruised Ribs"  # brawl\n',
    ],
)
def test_clearing_the_last_consequence_removes_the_emptied_table_with_its_comments(ashen, written):
    """Found after a session: `consequences = {}` and an empty `[consequences]` were left
    behind; an emptied table goes, with the comments that were its own."""
    cleared = ""
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


def test_stress_marked_then_cleared_leaves_the_file_byte_identical(ashen):
    """Found after a session: a `[stress]` table left empty in three character files."""
    from fate_tui.campaign.controller import Controller
    from fate_tui.campaign.intents import characters

    path = ashen / "characters" / "ansel.toml"
    before = path.read_bytes()
    characters.mark_stress(Controller(CampaignStore.load(ashen)), "ansel", "physical", 0)
    assert b"[stress]" in path.read_bytes()
    # Another run of the app clears it: the file is back to its bytes.
    characters.clear_stress(Controller(CampaignStore.load(ashen)), "ansel", "physical", 0)
    assert path.read_bytes() == before


def test_an_emptied_table_goes_with_its_own_comment_and_the_others_stay(ashen):
    """Tamsin's mild consequence, under four lines of comment, clears: the table and those
    lines go; the comments above her skills stay."""
    from fate_tui.campaign.controller import Controller
    from fate_tui.campaign.intents import characters

    path = ashen / "characters" / "tamsin.toml"
    before = path.read_text(encoding="utf-8")
    characters.clear_consequence(Controller(CampaignStore.load(ashen)), "tamsin", "mild")
    after = path.read_text(encoding="utf-8")
    assert "[consequences]" not in after and "Consequences by slot" not in after
    assert "# Ratings as signed numbers" in after
    kept = before[: before.index("\n\n# Consequences by slot")] + "\n"
    assert after == kept


NELL_ALIGNED = """#:schema ../.schemas/character.schema.json
# Nell runs the ash docks; the crew owes her for the boat.

name         = "Nell Farrow"                      # the smuggler queen
kind         = "major"                            # a major NPC
high_concept = "Smuggler Queen of the Ash Docks"
trouble      = "Owes the Wardens Everything"      # they own her boats
fate_points  = 2                                  # spent fast

[skills]
Deceive  = 3    # lies for a living
Notice   = 2    # sees the tide turn
Physique = 1    # soft hands
Will     = 1

# Stress marked this scene
[stress]
physical = [1]       # took a punch on the quay
mental   = [2]       # the Deacon's voice

[consequences]   # what she carries
mild = "Bruised Ribs"   # from the quay brawl
"""


def _again(ashen: Path):
    """A controller over a fresh load: the next change is made as after a restart."""
    from fate_tui.campaign.controller import Controller

    return Controller(CampaignStore.load(ashen))


@pytest.mark.parametrize(("track", "box"), [("physical", 1), ("physical", 2), ("mental", 0)])
def test_a_mark_then_clear_on_a_file_with_aligned_comments_is_byte_identical(ashen, track, box):
    """Found after a session: the inline comments beside marked stress shifted; a mark and
    its clearing, each saved by its own run of the app, give back the file's bytes."""
    from fate_tui.campaign.intents import characters

    path = write_character(ashen, NELL_ALIGNED)
    characters.mark_stress(_again(ashen), "nell", track, box)
    marked = path.read_text()
    assert "# took a punch on the quay\n" in marked and "# the Deacon's voice\n" in marked
    columns = {line.index("#") for line in marked.splitlines() if line.startswith(("phys", "ment"))}
    assert len(columns) == 1, marked  # the two comments still line up
    characters.clear_stress(_again(ashen), "nell", track, box)
    assert path.read_text() == NELL_ALIGNED


def test_fate_points_spent_then_regained_leave_the_aligned_file_byte_identical(ashen):
    path = write_character(ashen, NELL_ALIGNED)
    for change in (+9, -9):
        ctl = _again(ashen)
        nell = ctl.state.characters["nell"]
        ctl.apply("fate points", characters=[replace(nell, fate_points=nell.fate_points + change)])
    assert path.read_text() == NELL_ALIGNED


@pytest.mark.parametrize(
    "name",
    sorted(p.name for p in (DOCS.parent / "campaigns").iterdir() if (p / "campaign.toml").exists()),
)
def test_a_stress_box_of_every_bundled_character_marked_then_cleared_is_byte_identical(
    tmp_path, name
):
    """The first unmarked box of each track of every character of a bundled campaign, marked
    by one run of the app and cleared by the next: each character file is its bytes again.

    Each file has one track marked and cleared at a time; the characters' files are apart,
    so one run marks the same track of every character and the next clears them all (a run
    per track and character loaded the whole campaign again each time: most of the test)."""
    import shutil

    from fate_tui.campaign.intents import characters
    from fate_tui.rules.derived import stress_tracks

    folder = tmp_path / name
    shutil.copytree(DOCS.parent / "campaigns" / name, folder)
    state = CampaignStore.load(folder).state
    boxes = {
        cid: [
            (track.name, box)
            for track in stress_tracks(character, state.ruleset)
            for box in sorted(set(range(len(track.boxes))) - set(track.marked))[:1]
        ]
        for cid, character in state.characters.items()
    }
    changed = []
    for turn in range(max(map(len, boxes.values()), default=0)):
        marks = {cid: tracks[turn] for cid, tracks in boxes.items() if turn < len(tracks)}
        paths = {cid: folder / "characters" / f"{cid}.toml" for cid in marks}
        before = {cid: path.read_bytes() for cid, path in paths.items()}
        marking = _again(folder)
        for cid, (track, box) in marks.items():
            characters.mark_stress(marking, cid, track, box)
        assert all(paths[cid].read_bytes() != before[cid] for cid in marks), "a mark not saved"
        clearing = _again(folder)
        for cid, (track, box) in marks.items():
            characters.clear_stress(clearing, cid, track, box)
        for cid, (track, box) in marks.items():
            if paths[cid].read_bytes() != before[cid]:
                changed.append(f"{cid} {track} box {box + 1}")
                paths[cid].write_bytes(before[cid])
    assert changed == []


def test_a_scene_ended_keeps_its_status_comment_in_its_column(ashen):
    """Found after a session: the bundled scene's `status = "ended"` line had its comment a
    column left of where the file keeps its comments (column 32)."""
    from fate_tui.rules.scene import SceneStatus

    path = ashen / "scenes" / "drowned-chapel.toml"
    before = path.read_text()
    store = CampaignStore.load(ashen)
    scene = store.state.scenes["drowned-chapel"]
    store.commit("end", scenes=[replace(scene, status=SceneStatus.ENDED)])
    line = next(x for x in path.read_text().splitlines() if x.startswith("status"))
    assert line.index("#") == 32 and line.startswith('status = "ended" ')
    store = CampaignStore.load(ashen)
    store.commit(
        "again", scenes=[replace(store.state.scenes["drowned-chapel"], status=scene.status)]
    )
    assert path.read_text() == before


def test_an_npcs_fate_points_raised_then_lowered_leave_the_file_byte_identical(ashen):
    """Found at the table: an NPC's file without `fate_points` kept `fate_points = 0` after
    the GM gave the NPC a point and took it back. In one run, and after a restart with the
    undo history kept, the file is its bytes again."""
    from fate_tui.campaign.controller import Controller
    from fate_tui.campaign.undo_history import keep_history

    path = ashen / "characters" / "hesper-vane.toml"
    before = path.read_bytes()
    assert b"fate_points" not in before
    ctl = Controller(CampaignStore.load(ashen))
    for change in (+1, -1):
        hesper = ctl.state.characters["hesper-vane"]
        ctl.apply("fp", characters=[replace(hesper, fate_points=hesper.fate_points + change)])
        assert (b"fate_points" in path.read_bytes()) == (change > 0)
    assert path.read_bytes() == before
    # Raised in one run, lowered in the next: the undo history carries the file's bytes.
    state = ashen.parent / "state"
    for change in (+2, -2):
        store = CampaignStore.load(ashen)
        keep_history(store, state)
        hesper = store.state.characters["hesper-vane"]
        store.commit("fp", characters=[replace(hesper, fate_points=hesper.fate_points + change)])
    assert path.read_bytes() == before


@pytest.mark.parametrize("written", ["mental = []\n", "mental = 0  # a clear head\n"])
def test_an_empty_track_written_by_hand_stays_after_a_mark_then_clear(ashen, written):
    """Found at the table: `mental = []`, written by hand, went when a box on it was marked
    and cleared. The file is its bytes again; a track the app added still goes (above)."""
    from fate_tui.campaign.controller import Controller
    from fate_tui.campaign.intents import characters

    path = write_character(ashen, NELL + "\n[stress]\nphysical = [1]\n" + written)
    before = path.read_bytes()
    ctl = Controller(CampaignStore.load(ashen))
    characters.mark_stress(ctl, "nell", "mental", 1)
    assert "mental = [2]" in path.read_text()
    characters.clear_stress(ctl, "nell", "mental", 1)
    assert path.read_bytes() == before
    # The other track, marked and cleared too: still the file's bytes.
    characters.clear_stress(ctl, "nell", "physical", 0)
    characters.mark_stress(ctl, "nell", "physical", 0)
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    ("cid", "name"),
    [
        ("maren", "Maren"),
        # No fate_points key in the file: the point taken back wrote `fate_points = 0` into the
        # document, which then no longer held the file's bytes and was parsed again.
        ("drowned-deacon", "Drowned Deacon"),
    ],
)
def test_fate_points_up_and_down_in_the_app_parse_the_file_once(ashen, monkeypatch, cid, name):
    """+ and - on the Table, with the undo history kept: the change played back to the file's
    bytes keeps its parsed document, so the keys after it do not parse the file again (a
    parse is most of a save's cost); the bytes stay the file's own."""
    import tomlkit

    from fate_tui.campaign.controller import Controller

    parsed = []
    parse = tomlkit.parse
    monkeypatch.setattr(tomlkit, "parse", lambda text: parsed.append(text) or parse(text))
    path = ashen / "characters" / f"{cid}.toml"
    before = path.read_bytes()
    assert (b"fate_points" in before) is (cid == "maren")
    ctl = Controller(CampaignStore.load(ashen))
    for change in (+1, -1, +1, -1, +1, -1):
        who = ctl.state.characters[cid]
        ctl.apply("fp", characters=[replace(who, fate_points=who.fate_points + change)])
    assert path.read_bytes() == before
    assert len([text for text in parsed if name in text]) == 1
