"""The players' log ("Lately" and the served view) shows only lines it can vouch for: no NPC's
fate points, nothing about an NPC the table has never met, nothing hidden. The entries are
written by the controller's own intents, so the structured data is what the GM's app logs."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import characters, conflicts, fate, rolls
from fate_tui.campaign.players_log import known_to_table, met_npcs, table_log
from fate_tui.campaign.playlog import LogEntry
from fate_tui.campaign.roll.roll_model import Roll
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.action_effects import Action

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


def test_a_roll_an_npc_makes_or_opposes_is_told_without_their_skill(ctl):
    # The Deacon's Fight is Good (+3) (campaigns/ashen-coast/characters/drowned-deacon.toml).
    attack = Roll(
        "maren",
        "Fight",
        Action.ATTACK,
        opponent="drowned-deacon",
        opponent_skill="Fight",
        target="drowned-deacon",
        dice=(1, 1, 1, 1),
        opponent_dice=(-1, -1, 0, 0),
    )
    rolls.apply_roll(ctl, attack)
    his = Roll("drowned-deacon", "Fight", Action.OVERCOME, difficulty=2, dice=(0, 0, 0, 0))
    rolls.note_roll(ctl, his)
    gm_lines = [e.text for e in ctl.log_entries()[0] if e.kind == "roll"]
    assert all("Fight Good" in line for line in gm_lines)  # the GM's log has it all
    first, second = lately(ctl)
    assert first == (
        "Maren Holloway attacks The Drowned Deacon: Superb (+5) vs Average (+1): "
        "success with style; The Drowned Deacon is taken out"
    )
    assert (
        second
        == "The Drowned Deacon rolls to overcome: Good (+3) vs Fair (+2): success (not applied)"
    )
    for line in (first, second):
        assert "Fight" not in line and "dice" not in line


def test_a_pcs_roll_against_a_difficulty_is_the_gms_own_line(ctl):
    roll = Roll("maren", "Lore", Action.OVERCOME, difficulty=2, dice=(0, 0, 0, 0))
    rolls.apply_roll(ctl, roll)
    (line,) = lately(ctl)
    assert line == next(e.text for e in ctl.log_entries()[0] if e.kind == "roll")
    assert "Lore" in line


def _fight(ctl: Controller) -> None:
    sides = {"The crew": ["maren", "corvin"], "The drowned": ["drowned-deacon", "drowned-faithful"]}
    conflicts.start(ctl, sides, first="maren")


def test_a_pcs_concession_and_the_payout_at_the_conflicts_end_are_in_the_log(ctl):
    _fight(ctl)
    conflicts.concede(ctl, "corvin", "he slips away into the crowd")
    conflicts.concede(ctl, "maren")
    conflicts.end(ctl, force=True)
    assert lately(ctl) == (
        "Corvin Ashgrave concedes: he slips away into the crowd"
        " (owed 1 fate point when the conflict ends)",
        "Maren Holloway concedes (owed 1 fate point when the conflict ends)."
        " Only The drowned still stand: the conflict can end",
        "The conflict ends: The drowned carry the day; fate points:"
        " Corvin Ashgrave +1 (conceded the conflict), Maren Holloway +1 (conceded the conflict)",
    )


def test_an_npcs_concession_shows_without_the_fate_points_it_earns(ctl):
    _fight(ctl)
    conflicts.concede(ctl, "drowned-deacon", "he sinks back beneath the nave")
    conflicts.take_out(ctl, "drowned-faithful")
    conflicts.end(ctl)
    shown = lately(ctl)
    assert shown == (
        "The Drowned Deacon concedes: he sinks back beneath the nave",
        "Drowned Faithful is taken out. Only The crew still stand: the conflict can end",
        "The conflict ends: The crew carry the day",
    )
    entries, _ = ctl.log_entries()
    assert "the GM +1" in entries[-1].text  # the GM's own line tells it


def test_the_gms_pool_in_a_conflicts_payout_shows_only_where_the_players_see_it(ctl):
    ctl.apply(
        "Show the pool",
        story=replace(ctl.state.story, players_see_gm_pool=True),
    )
    _fight(ctl)
    conflicts.concede(ctl, "drowned-deacon")
    conflicts.end(ctl, force=True)
    assert lately(ctl)[-1].startswith("The conflict ends; fate points: the GM +1 for ")


def test_a_conflict_line_edited_so_the_payments_cannot_be_told_apart_is_left_out(ctl):
    _fight(ctl)
    conflicts.concede(ctl, "drowned-deacon")
    conflicts.end(ctl, force=True)
    entries, _ = ctl.log_entries()
    edited = replace(entries[-1], text=entries[-1].text.replace("the GM +1", "The GM gains 1"))
    assert edited.text != entries[-1].text
    assert table_log(ctl.state, [*entries[:-1], edited])[-1] == "The Drowned Deacon concedes"
    assert lately(ctl)[-1] == "The conflict ends"
    # Turns and other conflict lines are on the conflict's panel, not in the log.
    assert not any("acts next" in line or "begins" in line for line in lately(ctl))
