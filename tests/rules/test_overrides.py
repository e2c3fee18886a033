"""Campaign overrides of a rule set: applied field by field, errors naming the key path."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.errors import InvalidOverride, InvalidValue
from fate_tui.rules.ladder import Ladder
from fate_tui.rules.overrides import apply_overrides, enable_options
from fate_tui.rules.ruleset import (
    CONDENSED_OPTIONS,
    ConsequenceSlotRule,
    HostilePayout,
    Severity,
    StressMode,
    StressTrackRule,
)
from fate_tui.rules.rulesets import CONDENSED, CORE, SOTC


def test_a_nested_number_is_replaced_and_the_rest_kept():
    changed = apply_overrides(CONDENSED, {"fate_points": {"refresh": 2}})
    assert changed.fate_points.refresh == 2
    assert changed.fate_points.free_stunts == CONDENSED.fate_points.free_stunts
    assert changed.stress == CONDENSED.stress
    assert CONDENSED.fate_points.refresh == 3  # the original is untouched


def test_empty_overrides_change_nothing():
    assert apply_overrides(CORE, {}) == CORE


def test_enums_lists_and_optional_values():
    changed = apply_overrides(
        CONDENSED,
        {
            "stress": {"mode": "one_valued_box", "extra_boxes": 1},
            "invokes": {"hostile_payout": "end_of_conflict", "max_free_per_roll": 1},
            "characters": {
                "skills": ["Fight", "Sail"],
                "skill_aliases": [["Fighting", "Fight"]],
                "shape": {"counts": [[3, 1], [2, 2]], "cap": 3},
            },
            "compels": {"escalation": [1, 2]},
        },
    )
    assert changed.stress.mode is StressMode.ONE_VALUED_BOX
    assert changed.stress.extra_boxes == 1
    assert changed.invokes.hostile_payout is HostilePayout.END_OF_CONFLICT
    assert changed.invokes.max_free_per_roll == 1
    assert changed.characters.skills == ("Fight", "Sail")
    assert changed.skill_name("fighting") == "Fight"
    assert changed.characters.shape.counts == ((3, 1), (2, 2))
    assert changed.characters.shape.kind == CONDENSED.characters.shape.kind
    assert changed.compels.escalation == (1, 2)
    back = apply_overrides(changed, {"invokes": {"max_free_per_roll": None}})
    assert back.invokes.max_free_per_roll is None


def test_lists_of_records_are_built_from_tables():
    changed = apply_overrides(
        CONDENSED,
        {
            "stress": {
                "tracks": [
                    {
                        "name": "grit",
                        "skill": None,
                        "base": [1, 1],
                        "steps": [{"at_least": 2, "boxes": [1, 1, 1]}],
                    }
                ]
            },
            "consequences": {"slots": [{"name": "scratch", "severity": "mild", "value": 1}]},
        },
    )
    (track,) = changed.stress.tracks
    assert isinstance(track, StressTrackRule)
    assert (track.name, track.skill, track.base) == ("grit", None, (1, 1))
    assert track.steps[0].boxes == (1, 1, 1)
    assert changed.consequences.slots == (ConsequenceSlotRule("scratch", Severity.MILD, 1),)


def test_a_ladder_override_changes_what_parses():
    narrow = apply_overrides(CONDENSED, {"ladder": {"lowest": -2}})
    assert narrow.ladder == Ladder(-2, 8)
    with pytest.raises(InvalidValue):
        narrow.ladder.parse("Horrifying")


def test_enable_options_switches_optional_rules_on():
    changed = enable_options(CONDENSED, ["conditions", "scale"])
    assert changed.uses("conditions")
    assert changed.uses("scale")
    assert not changed.uses("obstacles")
    assert not CONDENSED.uses("conditions")


@pytest.mark.parametrize(
    ("overrides", "path", "message"),
    [
        (
            {"fate_points": {"refrsh": 2}},
            "fate_points.refrsh",
            r"unknown setting \(did you mean 'refresh'\?\); allowed: 'refresh', ",
        ),
        ({"fate_pionts": {}}, "fate_pionts", r"did you mean 'fate_points'"),
        ({"fate_points": {"refresh": "2"}}, "fate_points.refresh", r"expected a whole number"),
        ({"fate_points": {"refresh": True}}, "fate_points.refresh", r"got true/false"),
        ({"fate_points": {"refresh": 2.5}}, "fate_points.refresh", r"got the number 2.5"),
        ({"fate_points": 3}, "fate_points", r"expected a table, got the number 3"),
        (
            {"stress": {"mode": "one_point_box"}},
            "stress.mode",
            r"did you mean 'one_point_boxes'.*use 'one_point_boxes', 'one_valued_box' or 'roll_up'",
        ),
        ({"characters": {"skills": ["A", 3]}}, "characters.skills[1]", r"expected text"),
        ({"characters": {"skills": "Athletics"}}, "characters.skills", r"expected a list"),
        (
            {"characters": {"skill_aliases": [["a"]]}},
            "characters.skill_aliases[0]",
            r"expected a list of 2 values",
        ),
        (
            {"characters": {"shape": {"counts": [[4, 1], [3, "two"]]}}},
            "characters.shape.counts[1][1]",
            r"expected a whole number from -20 to 20, got the text 'two'",
        ),
        (
            {"stress": {"extra_boxes": 100_000_000}},
            "stress.extra_boxes",
            r"100000000 is out of range; use a whole number from 0 to 20",
        ),
        (
            {"stress": {"extra_boxes": 10_000_000_000}},
            "stress.extra_boxes",
            r"out of range; use a whole number from 0 to 20",
        ),
        (
            {"ladder": {"highest": 100_000_000}},
            "ladder.highest",
            r"out of range; use a whole number from 0 to 20",
        ),
        (
            {"stress": {"tracks": [{"name": "x", "skill": None, "base": [1, 10**9]}]}},
            "stress.tracks[0].base[1]",
            r"out of range; use a whole number from 0 to 20",
        ),
        ({"dice": {"d6_substitute": "yes"}}, "dice.d6_substitute", r"expected true or false"),
        ({"stress": {"tracks": [{"name": "x"}]}}, "stress.tracks[0]", r"missing 'skill', 'base'"),
        (
            {"stress": {"tracks": [{"name": "x", "skill": None, "base": [1], "colour": 1}]}},
            "stress.tracks[0].colour",
            r"unknown setting; allowed: 'name', 'skill', 'base'",
        ),
        ({"stress": {"tracks": ["x"]}}, "stress.tracks[0]", r"expected a table, got the text"),
        ({"name": "mine"}, "name", r"cannot be changed"),
        ({"action_tables": "core"}, "action_tables", r"cannot be changed"),
        (
            {"enabled_options": ["conditons"]},
            "enabled_options",
            r"'conditons' is not an optional rule of Fate Condensed \(did you mean 'conditions'",
        ),
    ],
)
def test_errors_name_the_key_path_and_what_is_allowed(overrides, path, message):
    with pytest.raises(InvalidOverride, match=message) as caught:
        apply_overrides(CONDENSED, overrides)
    assert caught.value.path == path
    assert str(caught.value).startswith(f"{path}: ")


def test_overrides_must_be_a_table():
    with pytest.raises(InvalidOverride, match="expected a table of settings, got a list"):
        apply_overrides(CONDENSED, [1, 2])  # type: ignore[arg-type]


def test_options_a_rule_set_does_not_offer_are_refused():
    with pytest.raises(InvalidOverride, match="not an optional rule of Fate Core; allowed: "):
        enable_options(CORE, ["conditions"])
    # Spirit of the Century offers only the d6 in place of Fate dice (its seed, L28).
    with pytest.raises(InvalidOverride, match="allowed: 'd6_dice'"):
        enable_options(SOTC, ["scale"])


def test_invalid_override_is_an_invalid_value():
    # Callers that catch InvalidValue (the CLI, the campaign loader) also catch overrides.
    with pytest.raises(InvalidValue):
        apply_overrides(CONDENSED, {"nope": 1})


@given(st.frozensets(st.sampled_from(sorted(CONDENSED_OPTIONS))))
def test_any_offered_options_can_be_enabled(options):
    changed = enable_options(CONDENSED, sorted(options))
    assert changed.enabled_options == options
    assert all(changed.uses(option) for option in options)


@given(st.integers(0, 10), st.integers(1, 4))
def test_numbers_round_trip(refresh, bonus):
    changed = apply_overrides(
        CORE, {"fate_points": {"refresh": refresh}, "invokes": {"bonus": bonus}}
    )
    assert (changed.fate_points.refresh, changed.invokes.bonus) == (refresh, bonus)
    assert changed.name == "core"


def test_every_whole_number_setting_has_a_range_of_its_own():
    """A new whole-number setting must say its range (the fallback is only a safety net)."""
    import dataclasses
    import typing

    from fate_tui.rules import overrides
    from fate_tui.rules.ruleset import RuleSet

    names, seen = set(), set()

    def walk(cls):
        if cls in seen:
            return
        seen.add(cls)
        hints = typing.get_type_hints(cls)
        for field in dataclasses.fields(cls):
            stack = [hints[field.name]]
            while stack:
                hint = stack.pop()
                if hint is int:
                    names.add(field.name)
                elif dataclasses.is_dataclass(hint):
                    walk(hint)
                stack.extend(typing.get_args(hint))

    walk(RuleSet)
    assert names and names <= set(overrides._RANGES), names - set(overrides._RANGES)


def test_condensed_L1115_L1126_a_campaign_replaces_the_skill_list():
    # fate-condensed-srd.txt L1115-1117: the default 19 skills may give way to another list,
    # such as "Actions: Endure, Fight, Know, Move, Notice, Pilot, Sneak, Speak, Tinker";
    # L1126: or the default list with skills added, combined and removed.
    actions = ["Endure", "Fight", "Know", "Move", "Notice", "Pilot", "Sneak", "Speak", "Tinker"]
    changed = apply_overrides(CONDENSED, {"characters": {"skills": actions}})
    assert changed.characters.skills == tuple(actions)
    assert changed.skill_name("tinker") == "Tinker"
    assert changed.skill_name("Burglary") is None
    trimmed = [s for s in CONDENSED.characters.skills if s != "Drive"] + ["Sail"]
    assert (
        "Sail" in apply_overrides(CONDENSED, {"characters": {"skills": trimmed}}).characters.skills
    )
