"""The players' log ("Lately" and the served view) shows only lines it can vouch for: no NPC's
fate points, nothing about an NPC the table has never met, nothing hidden. The entries are
written by the controller's own intents, so the structured data is what the GM's app logs."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import characters, fate
from fate_tui.campaign.players_log import known_to_table, met_npcs, table_log
from fate_tui.campaign.playlog import LogEntry
from fate_tui.campaign.store import CampaignStore

CAMPAIGNS = Path(__file__).resolve().parents[2] / "campaigns"


@pytest.fixture
def ctl(tmp_path) -> Controller:
    folder = tmp_path / "ashen-coast"
    shutil.copytree(CAMPAIGNS / "ashen-coast", folder)
    return Controller(CampaignStore.load(folder))


def lately(ctl: Controller) -> tuple[str, ...]:
    entries, _ = ctl.log_entries()
    return table_log(ctl.state, entries, lines=50)


def test_an_npcs_fate_points_never_reach_the_players_log(ctl):
    fate.award(ctl, "drowned-deacon", 2, "a compel he took")
    fate.award(ctl, "maren", 1, "a good idea")
    assert lately(ctl) == ("Maren Holloway gains 1 fate point: a good idea",)


def test_a_compel_on_an_npc_is_left_out_and_one_on_a_pc_shown(ctl):
    offered = fate.offer(ctl, "drowned-deacon", "Voice of the Sleeper")
    fate.resolve_compel(ctl, offered, accepted=True)
    offered = fate.offer(ctl, "maren", ctl.state.characters["maren"].aspects[0].name)
    fate.resolve_compel(ctl, offered, accepted=True)
    (line,) = lately(ctl)
    assert line.startswith("Maren Holloway accepts a compel")


def test_nothing_about_an_npc_the_table_has_never_met(ctl):
    secret = characters.create_character(ctl, "Lady Grimsalt", "major")
    assert secret not in known_to_table(ctl.state) and secret not in met_npcs(ctl.state)
    characters.mark_stress(ctl, secret, "physical", 0)
    characters.mark_stress(ctl, "drowned-deacon", "stress", 0)
    entries, _ = ctl.log_entries()
    # A line with no data that names her is left out too.
    entries.append(LogEntry("roll", "Lady Grimsalt attacks Maren: success, 2 shifts"))
    assert table_log(ctl.state, entries) == ("The Drowned Deacon marks stress stress box 1",)


def test_a_name_inside_a_longer_word_is_not_taken_for_the_name(ctl):
    characters.create_character(ctl, "Ash", "minor")
    entries = [LogEntry("roll", "Maren overcomes the Ashen Gate: success")]
    assert table_log(ctl.state, entries) == ("Maren overcomes the Ashen Gate: success",)
    entries = [LogEntry("roll", "Ash overcomes the gate: success")]
    assert table_log(ctl.state, entries) == ()


def test_the_gms_pool_is_in_the_log_only_where_the_players_see_it(ctl):
    fate.set_gm_pool(ctl, 3)
    fate.gm_pool(ctl, -1, "an invoke")
    assert lately(ctl) == ()
    story = ctl.state.story
    ctl.store.state = replace(ctl.state, story=replace(story, players_see_gm_pool=True))
    assert len(lately(ctl)) == 2


def test_a_fate_point_line_without_data_is_not_vouched_for(ctl):
    entries = [
        LogEntry("fate_point", "Maren gains 1 fate point"),
        LogEntry("roll", "Maren attacks: success; The Drowned Deacon is owed 1 fate point"),
        LogEntry("roll", "Maren attacks: success; Maren is owed 1 fate point (after the scene)"),
    ]
    assert table_log(ctl.state, entries) == (
        "Maren attacks: success; Maren is owed 1 fate point (after the scene)",
    )
