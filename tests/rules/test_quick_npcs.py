"""NPCs in seconds: the shape each rule set's text gives an NPC made on the spot
(fate-condensed-srd.txt L1040-1062; spirit-of-the-century-srd.txt L461-462; Core and
Accelerated by their published games, their excerpts lacking the NPC chapters)."""

import random

import pytest

from fate_tui.rules.character import CharacterKind
from fate_tui.rules.derived import stress_tracks
from fate_tui.rules.errors import InvalidValue
from fate_tui.rules.npc_tables import ASPECTS, NAMES, RollTable, first_giving, tables
from fate_tui.rules.quick_npcs import QuickKind, quick_npc, shape
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, SOTC
from fate_tui.rules.validation import validate_character


def test_condensed_L1052_L1058_a_minor_npc_is_what_it_is_a_skill_or_two_and_0_to_3_boxes():
    # L1052: a single aspect, just what they are; L1056: one or two skills, listed or made
    # up ("Fair (+2) at Getting into Bar Fights"); L1058: 0-3 boxes, no consequence slots.
    guard = quick_npc(
        CONDENSED,
        "nameless",
        "guard",
        "Guard",
        aspects=["Obstructive Bureaucrat"],
        skills=["Getting into Bar Fights", "Notice"],
    )
    assert guard.kind is CharacterKind.MINOR_NPC and not guard.has_consequences
    assert [a.name for a in guard.aspects] == ["Obstructive Bureaucrat"]
    assert guard.skills == {"Getting into Bar Fights": 2, "Notice": 2}
    assert [len(t.boxes) for t in stress_tracks(guard, CONDENSED)] == [1]
    assert quick_npc(CONDENSED, "nameless", "a", "A", stress=3).stress_boxes == {
        "stress": (1, 1, 1)
    }
    assert quick_npc(CONDENSED, "nameless", "a", "A", stress=0).stress_boxes == {"stress": ()}
    with pytest.raises(InvalidValue, match="0 to 3 stress boxes"):
        quick_npc(CONDENSED, "nameless", "a", "A", stress=4)
    assert not [f for f in validate_character(guard, CONDENSED) if f.severity == "error"]


def test_condensed_L1062_mooks_act_as_one_each_with_the_boxes_of_a_minor_npc():
    # L1062: a squad of minions written up as one character; each mook's boxes fill in turn.
    thugs = quick_npc(CONDENSED, QuickKind.MOOKS, "thugs", "Thugs", skills=["Fight"], group_size=5)
    assert thugs.kind is CharacterKind.MOOK_GROUP and thugs.group_size == 5
    assert thugs.stress_boxes == {"stress": (1,)} and thugs.skills == {"Fight": 1}
    with pytest.raises(InvalidValue, match="at least one"):
        quick_npc(CONDENSED, "mooks", "t", "T", group_size=0)


def test_condensed_L1042_L1044_a_main_npc_is_made_as_a_pc_is():
    # L1042: stat them out just like a PC: the sheet's slots and tracks, filled on the sheet.
    boss = quick_npc(CONDENSED, "main", "boss", "Boss", aspects=["Queen of the Docks"])
    assert boss.kind is CharacterKind.MAJOR_NPC and boss.has_consequences
    assert boss.aspects[0].role == "high concept" and boss.skills == {}
    assert boss.stress_boxes is None  # the tracks a PC has


def test_sotc_L461_minions_quality_is_their_skill_and_each_ones_boxes():
    # L461: Average, Fair or Good: their skill in one kind of conflict, 1, 2 or 3 boxes each.
    divers = quick_npc(SOTC, "mooks", "divers", "Divers", skills=["Guns", "Weapons"], quality=3)
    assert divers.skills == {"Guns": 3, "Weapons": 3} and divers.group_size == 4
    assert divers.stress_boxes == {"stress": (1, 2, 3)}
    with pytest.raises(InvalidValue, match="Average, Fair or Good"):
        quick_npc(SOTC, "mooks", "d", "D", quality=4)
    with pytest.raises(InvalidValue, match="Spirit of the Century"):
        quick_npc(CONDENSED, "mooks", "d", "D", quality=2)


@pytest.mark.parametrize("rules", [CONDENSED, CORE, ACCELERATED, SOTC], ids=lambda r: r.name)
def test_every_rule_set_has_each_kind_and_its_quick_npcs_pass_the_rules_checks(rules):
    for kind in QuickKind:
        form = shape(rules, kind)
        assert form.advice and form.source
        npc = quick_npc(rules, kind, "npc", "Npc", aspects=["What They Are"], skills=["A", "B"])
        assert npc.kind is form.kind
        errors = [f.message for f in validate_character(npc, rules) if f.severity == "error"]
        assert not errors, (kind, errors)
    # Accelerated's mooks: good at one thing, bad at another (published).
    assert quick_npc(ACCELERATED, "mooks", "m", "M", skills=["Sneak", "Think"]).skills == {
        "Sneak": 2,
        "Think": -2,
    }


def test_each_rule_set_ships_a_name_table_and_a_what_they_are_table():
    rng = random.Random(7)
    for rules in (CONDENSED, CORE, ACCELERATED, SOTC):
        found = tables(rules.name)
        names, what = first_giving(found, NAMES), first_giving(found, ASPECTS)
        assert names and what and len(names.entries) >= 24 and len(what.entries) >= 24
        assert len(set(names.entries)) == len(names.entries)
        assert names.roll(rng) in names.entries
    with pytest.raises(InvalidValue, match="no entries"):
        RollTable("Empty", NAMES, ()).roll(rng)
