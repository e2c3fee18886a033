"""NPCs in seconds through the controller: the NPC's file and its entrance into the scene in
play land as one step (one undo puts both back), `check` passes on what was written, and the
GM's own tables in `tables/` are read with a clear problem for each mistake."""

import os
import random

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import quick_npcs
from fate_tui.campaign.roll_tables import gm_tables
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.errors import RulesError
from tests.campaign.conftest import snapshot


@pytest.fixture
def ctl(ashen) -> Controller:
    return Controller(CampaignStore.load(ashen))


def test_a_mook_group_enters_the_scene_in_play_in_one_undoable_step(ctl, ashen):
    before = snapshot(ashen)
    made = quick_npcs.make(
        ctl,
        "mooks",
        "Salt Thugs",
        aspects=("Hired Muscle, Paid Weekly",),
        skills=("Fight", "Notice"),
        group_size=5,
        zone="Nave",
    )
    assert made == "salt-thugs"
    text = (ashen / "characters" / "salt-thugs.toml").read_text(encoding="utf-8")
    # Written as a GM writes a mook group (stress_boxes = 1, not a table of tracks).
    assert 'kind = "mooks"' in text and "stress_boxes = 1\n" in text and "group_size = 5" in text
    state = CampaignStore.load(ashen).state
    scene = state.current_scene
    assert "salt-thugs" in scene.cast and scene.positions["salt-thugs"] == "Nave"
    assert state.characters["salt-thugs"].skills == {"Fight": 1, "Notice": 1}
    store = CampaignStore.load(ashen)
    assert not store.errors
    entries, _ = ctl.store.log_entries()
    assert entries[-1].text.startswith("Mook group: Salt Thugs ×5 (Hired Muscle, Paid Weekly)")
    ctl.undo()
    after_undo = snapshot(ashen)
    assert {k: v for k, v in after_undo.items() if not k.startswith("log/")} == {
        k: v for k, v in before.items() if not k.startswith("log/")
    }


def test_a_quick_npc_file_round_trips_byte_identically(ctl, ashen):
    quick_npcs.make(ctl, "nameless", "Widow Sarn", aspects=("Gossip",), skills=("Rapport",))
    path = ashen / "characters" / "widow-sarn.toml"
    written = path.read_bytes()
    store = CampaignStore.load(ashen)
    sarn = store.state.characters["widow-sarn"]
    store.commit("same", characters=[sarn])
    assert path.read_bytes() == written


def test_a_quick_npc_needs_a_name_and_takes_a_free_id(ctl):
    with pytest.raises(RulesError, match="needs a name"):
        quick_npcs.make(ctl, "nameless", "   ")
    first = quick_npcs.make(ctl, "nameless", "Maren")  # a PC's id is taken
    assert first != "maren" and first.startswith("maren")


def test_names_and_what_they_are_roll_on_the_gms_tables_first(ctl, ashen):
    folder = ashen / "tables"
    folder.mkdir()
    (folder / "dockside.toml").write_text(
        'title = "Dockside names"\ngives = "names"\nentries = ["Old Brannock", "Widow Sarn"]\n',
        encoding="utf-8",
    )
    rng = random.Random(3)
    assert quick_npcs.roll(ctl, "names", rng) in ("Old Brannock", "Widow Sarn")
    # No table of the GM's gives aspects: the rule set's own is rolled on.
    assert quick_npcs.roll(ctl, "aspects", rng)
    found, problems = quick_npcs.tables(ctl)
    assert found[0].title == "Dockside names" and not problems


def test_each_mistake_in_a_gms_table_is_reported_with_its_key_and_line(ashen):
    folder = ashen / "tables"
    folder.mkdir()
    (folder / "bad.toml").write_text(
        'title = "Bad"\ngives = "weather"\nentries = ["Rain", 3]\n', encoding="utf-8"
    )
    (folder / "broken.toml").write_text('entries = ["unclosed"\n', encoding="utf-8")
    (folder / "empty.toml").write_text('gives = "names"\nentries = []\n', encoding="utf-8")
    found, problems = gm_tables(ashen)
    assert found == []
    said = {(p.file, p.key_path, p.line) for p in problems}
    assert ("tables/bad.toml", "gives", 2) in said
    assert ("tables/bad.toml", "entries[1]", 3) in said
    assert ("tables/empty.toml", "entries", 2) in said
    assert any(p.file == "tables/broken.toml" and p.line for p in problems)
    assert all("names" in p.message for p in problems if p.key_path == "gives")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_or_a_link_out_of_the_campaign_in_tables_is_refused_unread(ashen, tmp_path):
    folder = ashen / "tables"
    folder.mkdir()
    os.mkfifo(folder / "pipe.toml")
    outside = tmp_path / "elsewhere.toml"
    outside.write_text('gives = "names"\nentries = ["Secret"]\n', encoding="utf-8")
    (folder / "link.toml").symlink_to(outside)
    found, problems = gm_tables(ashen)
    assert found == []
    assert {p.file for p in problems} == {"tables/pipe.toml", "tables/link.toml"}


def test_check_lists_a_broken_table_as_a_warning_and_the_campaign_still_loads(ashen, capsys):
    from fate_tui.cli import main

    folder = ashen / "tables"
    folder.mkdir()
    (folder / "names.toml").write_text('gives = "names"\nentries = "Pell"\n', encoding="utf-8")
    assert main(["check", str(ashen)]) == 0
    out = capsys.readouterr().out
    assert "tables/names.toml:2:1: warning: entries: expected a list of entries" in out
