"""Write-back keeps the GM's layout: golden round-trips, focused edits, property tests."""

from __future__ import annotations

import copy
import difflib
import tomllib
from datetime import UTC, date, datetime, time, timedelta, timezone
from typing import Any

import pytest
import tomlkit
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from fate_tui.tomltext.writeback import TomlDocument, same
from fate_tui.tomltext.writeback_match import align
from tests.effort import tries

RUTH = """\
#:schema ../schemas/character.json
# Ruth Kincaid, the party's scout.
name = "Ruth Kincaid"   # full name
kind = 'pc'
refresh = 3
high_concept = "Salt-Stained Smuggler Captain"

aspects = [
  "Knows Every Back Alley",
  { name = "Sworn to the Tide", free = 1 },
]

[skills]
Fight = "+3"        # Good
Notice = 2
"Lore (Sea)" = 'Fair'

# ---- Stunts ----
[[stunts]]
name = "Backstab"
description = \"\"\"
+2 to attack from hiding.\"\"\"

[[stunts]]
name = "Sea Legs"   # from session 3
description = "Ignore the first point of physical stress at sea."

# Stress and consequences
[stress]
physical = [true, false, false]
mental = [false, false]

[consequences.mild]
aspect = "Nasty Bite"
recovering = true
"""

ODD = """\
\t# tabs and odd quoting
'literal key' = "basic \\u00e9 \\t"
"quoted.dot" = '''raw \\n stays'''
dotted.key = 0x1F   # hex stays hex
dotted.other = 1_000
inline = {a=1,b = [ 1,2 ,3 ],   c = { d = "e" } }
when = 1979-05-27T07:32:00-08:00
day = 1979-05-27
[ spaced . header ]
  indented = true
[[ aot ]]
x = +inf
"""


def edited(text: str, change: Any) -> tuple[str, TomlDocument]:
    """Load `text`, let `change` mutate a copy of its values, save; return the text."""
    old = tomllib.loads(text.removeprefix("\ufeff"))
    new = copy.deepcopy(old)
    change(new)
    document = TomlDocument(text)
    document.apply(old, new)
    out = document.text()
    assert same(tomllib.loads(out.removeprefix("\ufeff")), new)
    assert document.layout_kept
    return out, document


def line_changes(before: str, after: str) -> tuple[list[str], list[str]]:
    """The (removed, added) lines of a unified diff between two texts."""
    removed: list[str] = []
    added: list[str] = []
    diff = difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=0)
    for line in diff:
        if line.startswith(("---", "+++", "@@")):
            continue
        (removed if line.startswith("-") else added).append(line[1:])
    return removed, added


# --- unchanged saves are byte-identical ---------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        RUTH,
        RUTH.replace("\n", "\r\n"),
        "\ufeff" + RUTH,
        ODD,
        "a = 1",  # no newline at the end
        "",
        "# only a comment\n\n\n",
    ],
    ids=["ruth", "crlf", "bom", "odd", "no-final-newline", "empty", "comment"],
)
def test_a_save_without_change_is_byte_identical(text: str) -> None:
    values = tomllib.loads(text.removeprefix("\ufeff"))
    document = TomlDocument(text)
    document.apply(values, copy.deepcopy(values))
    assert document.text() == text


@pytest.mark.parametrize("text", [RUTH, ODD, RUTH.replace("\n", "\r\n")])
def test_an_undone_edit_restores_the_exact_bytes(text: str) -> None:
    loaded = tomllib.loads(text)
    changed = copy.deepcopy(loaded)
    changed["extra"] = {"a": [1, 2]}
    document = TomlDocument(text)
    document.apply(loaded, changed)
    assert document.text() != text
    document.apply(changed, copy.deepcopy(loaded))
    assert document.text() == text


@pytest.mark.parametrize("text", [RUTH, ODD, RUTH.replace("\n", "\r\n")])
def test_tomlkit_renders_the_golden_files_exactly(text: str) -> None:
    # The first edit parses with tomlkit: its rendering must start from the exact text.
    assert tomlkit.parse(text).as_string() == text


def test_tomlkit_is_only_used_once_something_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(_: str) -> None:
        raise AssertionError("parsed although nothing changed")

    monkeypatch.setattr(tomlkit, "parse", refuse)
    values = tomllib.loads(RUTH)
    document = TomlDocument(RUTH)
    document.apply(values, copy.deepcopy(values))
    assert document.text() == RUTH


def test_a_value_changed_and_back_again_and_again_is_parsed_once(monkeypatch) -> None:
    """+ and - on the Table: the document edited back to the loaded bytes is kept, so the
    next change does not parse the file again (a parse is most of a save's cost)."""
    parsed = []
    parse = tomlkit.parse
    monkeypatch.setattr(tomlkit, "parse", lambda text: parsed.append(text) or parse(text))
    loaded = tomllib.loads(ALIGNED)
    document = TomlDocument(ALIGNED)
    values = loaded
    for points in (3, 2, 3, 2, 3):  # the loaded file has 2
        changed = {**copy.deepcopy(loaded), "fate_points": points}
        document.apply(values, changed)
        values = changed
        assert ("fate_points = 3" in document.text()) == (points == 3)
        assert tomllib.loads(document.text()) == changed
    assert document.text() != ALIGNED
    document.apply(values, copy.deepcopy(loaded))
    assert document.text() == ALIGNED
    assert len(parsed) == 1


# --- an edit touches only its own lines ---------------------------------------------


def test_changing_a_value_keeps_its_comment_and_quoting() -> None:
    out, _ = edited(RUTH, lambda v: v["skills"].update({"Fight": "+4", "Lore (Sea)": "Good"}))
    assert line_changes(RUTH, out) == (
        ['Fight = "+3"        # Good', "\"Lore (Sea)\" = 'Fair'"],
        ['Fight = "+4"        # Good', "\"Lore (Sea)\" = 'Good'"],
    )


def test_changing_a_top_level_value_keeps_its_comment() -> None:
    out, _ = edited(RUTH, lambda v: v.update(name="Ruth K."))
    assert line_changes(RUTH, out) == (
        ['name = "Ruth Kincaid"   # full name'],
        ['name = "Ruth K."   # full name'],
    )


ALIGNED = """name        = "Nell Farrow"        # the smuggler queen
fate_points = 2                    # spent fast

[stress]
physical = [1]     # took a punch
mental   = [2]     # the Deacon's voice
"""


def test_aligned_comments_stay_in_their_column_as_values_grow_and_shrink() -> None:
    """Found after a session: the inline comments of a table shifted right as stress was
    marked, out of the column the GM had lined them up in."""
    grown, _ = edited(ALIGNED, lambda v: v["stress"].update(physical=[1, 2, 3]))
    assert line_changes(ALIGNED, grown) == (
        ["physical = [1]     # took a punch"],
        ["physical = [1, 2, 3] # took a punch"],
    )
    renamed, _ = edited(ALIGNED, lambda v: v.update(name="Nell"))
    assert line_changes(ALIGNED, renamed)[1] == [
        'name        = "Nell"               # the smuggler queen'
    ]


def test_a_value_changed_then_changed_back_is_its_bytes_again() -> None:
    """Each change saved on its own (as after a restart): the padding given up by the grown
    value comes back when it shrinks."""
    marked, _ = edited(ALIGNED, lambda v: v["stress"].update(mental=[1, 2]))
    assert "mental   = [1, 2]  # the Deacon's voice" in marked
    cleared, _ = edited(marked, lambda v: v["stress"].update(mental=[2]))
    assert cleared == ALIGNED
    points, _ = edited(ALIGNED, lambda v: v.update(fate_points=12))
    assert "fate_points = 12                   # spent fast" in points
    assert edited(points, lambda v: v.update(fate_points=2))[0] == ALIGNED


def test_a_comment_put_at_a_column_on_its_own_line_stays_there() -> None:
    """Found after a session: `status = "ended"               # prepared, active or ended`,
    its comment one column left of where the bundled scene files keep them all."""
    text = 'title = "The Chapel"\nstatus = "active"               # prepared, active or ended\n'
    ended, _ = edited(text, lambda v: v.update(status="ended"))
    assert ended.splitlines()[1] == 'status = "ended"                # prepared, active or ended'
    assert edited(ended, lambda v: v.update(status="active"))[0] == text


def test_a_comment_on_its_own_keeps_its_padding() -> None:
    out, _ = edited("a = 1\nname = 'x'   # note\nb = 2\n", lambda v: v.update(name="longer"))
    assert out == "a = 1\nname = 'longer'   # note\nb = 2\n"


def test_a_new_key_goes_after_the_last_key_of_its_table() -> None:
    out, _ = edited(RUTH, lambda v: v["skills"].update(Shoot=1))
    assert line_changes(RUTH, out) == ([], ["Shoot = 1"])
    assert "\"Lore (Sea)\" = 'Fair'\nShoot = 1\n\n# ---- Stunts ----" in out


def test_a_new_top_level_key_goes_before_the_first_table() -> None:
    out, _ = edited(RUTH, lambda v: v.update(trouble="Owes the Harbourmaster"))
    assert line_changes(RUTH, out) == ([], ['trouble = "Owes the Harbourmaster"'])
    assert '  { name = "Sworn to the Tide", free = 1 },\n]\ntrouble = ' in out


def test_removing_a_key_removes_only_its_line() -> None:
    out, _ = edited(RUTH, lambda v: v["skills"].pop("Notice"))
    assert line_changes(RUTH, out) == (["Notice = 2"], [])


def test_a_changed_array_keeps_its_shape() -> None:
    out, _ = edited(RUTH, lambda v: v["stress"]["physical"].__setitem__(0, False))
    assert line_changes(RUTH, out) == (
        ["physical = [true, false, false]"],
        ["physical = [false, false, false]"],
    )
    out, _ = edited(RUTH, lambda v: v["aspects"].append("Never Again"))
    assert line_changes(RUTH, out) == ([], ['  "Never Again",'])


def test_editing_one_element_of_an_array_of_tables() -> None:
    out, _ = edited(RUTH, lambda v: v["stunts"][1].update(name="Sea Dog"))
    assert line_changes(RUTH, out) == (
        ['name = "Sea Legs"   # from session 3'],
        ['name = "Sea Dog"   # from session 3'],
    )


def test_an_inline_table_is_rewritten_on_its_line_in_its_padding() -> None:
    out, _ = edited(ODD, lambda v: v["inline"]["c"].update(d="f"))
    assert line_changes(ODD, out) == (
        ['inline = {a=1,b = [ 1,2 ,3 ],   c = { d = "e" } }'],
        ['inline = {a = 1, b = [1, 2, 3], c = { d = "f" }}'],
    )
    out, _ = edited(RUTH, lambda v: v["aspects"][1].update(free=2))
    assert line_changes(RUTH, out) == (
        ['  { name = "Sworn to the Tide", free = 1 },'],
        ['  { name = "Sworn to the Tide", free = 2 },'],
    )


def test_dotted_keys_and_odd_quoting_survive_an_edit() -> None:
    out, _ = edited(ODD, lambda v: v["dotted"].update(key=32, new=1))
    removed, added = line_changes(ODD, out)
    assert removed == ["dotted.key = 0x1F   # hex stays hex"]
    assert added == ["dotted.key = 32   # hex stays hex", "dotted.new = 1"]


# --- appends and deletes keep comments where a person would want them ------------------

NEW_STUNT = {"name": "Dodge", "description": "+2 to defend with Athletics."}
DODGE = '[[stunts]]\nname = "Dodge"\ndescription = "+2 to defend with Athletics."\n'


def test_an_appended_table_lands_before_the_next_sections_comment() -> None:
    out, _ = edited(RUTH, lambda v: v["stunts"].append(NEW_STUNT))
    assert out == RUTH.replace('at sea."\n\n# Stress', f'at sea."\n\n{DODGE}\n# Stress')


def test_an_element_inserted_in_the_middle_shifts_no_other_element() -> None:
    out, _ = edited(RUTH, lambda v: v["stunts"].insert(1, NEW_STUNT))
    assert out == RUTH.replace('hiding."""\n\n', f'hiding."""\n\n{DODGE}\n')
    out, _ = edited(RUTH, lambda v: v["stunts"].insert(0, NEW_STUNT))
    assert out == RUTH.replace("# ---- Stunts ----\n", f"# ---- Stunts ----\n{DODGE}\n")


def test_deleting_an_element_keeps_the_other_comments() -> None:
    out, _ = edited(RUTH, lambda v: v["stunts"].pop(0))
    removed, added = line_changes(RUTH, out)
    assert added == []
    assert "[[stunts]]" in removed and 'name = "Backstab"' in removed
    for comment in ("# ---- Stunts ----", "# from session 3", "# Stress and consequences"):
        assert comment in out

    out, _ = edited(RUTH, lambda v: v["stunts"].pop(1))
    assert line_changes(RUTH, out)[1] == []
    assert "# Stress and consequences\n[stress]" in out
    assert '+2 to attack from hiding."""\n\n# Stress and consequences' in out


def test_deleting_a_table_keeps_the_comment_heading_the_next_one() -> None:
    text = "a = 1\n\n[t]\nx = 1\n\n# about u\n[u]\ny = 1\n"
    out, _ = edited(text, lambda v: v.pop("t"))
    assert out == "a = 1\n\n# about u\n[u]\ny = 1\n"


def test_emptying_an_array_of_tables_writes_an_empty_array() -> None:
    out, _ = edited(RUTH, lambda v: v.update(stunts=[]))
    assert "stunts = []" in out
    assert "# Stress and consequences\n[stress]" in out


def test_a_new_table_is_appended_at_the_end_of_its_parent() -> None:
    out, _ = edited(RUTH, lambda v: v["consequences"].update(moderate={"aspect": "Cracked Rib"}))
    assert out == RUTH + '\n[consequences.moderate]\naspect = "Cracked Rib"\n'


def test_new_keys_in_an_empty_file_and_after_a_schema_line() -> None:
    out, _ = edited("#:schema ./c.json\n", lambda v: v.update(name="X", skills={"Fight": 1}))
    assert out == '#:schema ./c.json\nname = "X"\n\n[skills]\nFight = 1\n'


def test_a_file_without_final_newline_gets_one_when_it_grows() -> None:
    out, _ = edited("a = 1", lambda v: v.update(b=2))
    assert out == "a = 1\nb = 2\n"


def test_compact_files_stay_compact() -> None:
    text = "[[s]]\nn = 1\n[[s]]\nn = 2\n# heading\n[t]\nq = 1\n"
    out, _ = edited(text, lambda v: v["s"].append({"n": 3}))
    assert out == "[[s]]\nn = 1\n[[s]]\nn = 2\n[[s]]\nn = 3\n# heading\n[t]\nq = 1\n"


# --- newline style, BOM, strings --------------------------------------------------------


def test_crlf_files_stay_crlf() -> None:
    text = RUTH.replace("\n", "\r\n")
    out, document = edited(
        text, lambda v: (v["stunts"].append(NEW_STUNT), v.update(notes="line one\nline two"))
    )
    assert document.newline == "\r\n"
    assert "\n" not in out.replace("\r\n", "")
    assert 'notes = """line one\r\nline two"""\r\n' in out


def test_a_bom_is_kept() -> None:
    out, _ = edited("\ufeffa = 1\n", lambda v: v.update(a=2))
    assert out == "\ufeffa = 2\n"


def test_strings_with_line_breaks_become_multiline_strings() -> None:
    out, _ = edited("a = 1\n", lambda v: v.update(notes="first\nsecond"))
    assert out == 'a = 1\nnotes = """first\nsecond"""\n'
    out, _ = edited("a = 1\n", lambda v: v.update(raw="first\r\nsecond"))
    assert out == 'a = 1\nraw = "first\\r\\nsecond"\n'  # a CR would not survive a multi-line


def test_literal_strings_stay_literal_when_they_can() -> None:
    out, _ = edited("p = 'C:\\dir'\n", lambda v: v.update(p="D:\\other"))
    assert out == "p = 'D:\\other'\n"
    out, _ = edited("p = 'x'\n", lambda v: v.update(p="it's"))
    assert out == 'p = "it\'s"\n'


# --- lists of dicts: [[array of tables]] or inline ----------------------------------------


def test_a_short_new_list_of_flat_dicts_is_inline() -> None:
    out, _ = edited("a = 1\n", lambda v: v.update(aspects=[{"name": "Hidden", "free": 1}]))
    assert out == 'a = 1\naspects = [{ name = "Hidden", free = 1 }]\n'


def test_a_new_list_of_nested_or_long_dicts_is_an_array_of_tables() -> None:
    out, _ = edited("a = 1\n", lambda v: v.update(zones=[{"name": "Nave", "x": {"y": 1}}]))
    assert out == 'a = 1\n\n[[zones]]\nname = "Nave"\n\n[zones.x]\ny = 1\n'
    long = [{"name": "Backstab", "description": "+2 to attack from hiding. " * 3}]
    out, _ = edited("a = 1\n", lambda v: v.update(stunts=long))
    assert "\n[[stunts]]\n" in out


def test_a_list_keeps_the_form_the_file_uses() -> None:
    text = 'items = [{ name = "a" }]\n'
    out, _ = edited(text, lambda v: v["items"].append({"name": "b"}))
    assert out == 'items = [{ name = "a" }, { name = "b" }]\n'
    spread = 'items = [\n  { name = "a" },  # first\n]\n'
    long = "a very long description that would never fit on one single line of text " * 2
    out, _ = edited(spread, lambda v: v["items"].append({"name": "b", "text": long}))
    assert out.startswith('items = [\n  { name = "a" },  # first\n  { name = "b", text')
    out, _ = edited("[[items]]\nname = 'a'\n", lambda v: v["items"].append({"name": "b"}))
    assert out == "[[items]]\nname = 'a'\n\n[[items]]\nname = \"b\"\n"


def test_a_one_line_list_growing_past_the_line_becomes_tables_with_its_comments() -> None:
    text = (
        "[big_bad]\n"
        "solo = true\n"
        "# the parts of the threat\n"
        'threat = [{ name = "Boiler Heart", heart = true }]  # the heart falls last\n'
        'true_form = "unbound"\n'
        "\n"
        "# what it leaves behind\n"
        "[loot]\n"
        "gold = 1\n"
    )

    def grow(values: dict) -> None:
        values["big_bad"]["threat"][0]["guarded_by"] = ["Pressure Hull"]
        values["big_bad"]["threat"].append({"name": "Pressure Hull", "character": "hull"})

    out, _ = edited(text, grow)
    assert out == (
        "[big_bad]\n"
        "solo = true\n"
        'true_form = "unbound"\n'
        "\n"
        "# the parts of the threat\n"
        "[[big_bad.threat]]  # the heart falls last\n"
        'name = "Boiler Heart"\n'
        "heart = true\n"
        'guarded_by = ["Pressure Hull"]\n'
        "\n"
        "[[big_bad.threat]]\n"
        'name = "Pressure Hull"\n'
        'character = "hull"\n'
        "\n"
        "# what it leaves behind\n"
        "[loot]\n"
        "gold = 1\n"
    )


def test_a_value_can_become_a_table_and_back() -> None:
    out, _ = edited("c = 1\n[t]\nx = 1\n", lambda v: v.update(c={"deep": 1}))
    assert out == "[t]\nx = 1\n\n[c]\ndeep = 1\n"
    out, _ = edited("a = 1\n\n[t]\nx = 1\n", lambda v: v.update(t=5))
    assert out == "a = 1\nt = 5\n"  # the table's blank line went with it


def test_values_toml_cannot_hold_are_refused_and_change_nothing() -> None:
    document = TomlDocument(RUTH)
    values = tomllib.loads(RUTH)
    broken = copy.deepcopy(values)
    broken["skills"]["Fight"] = None
    with pytest.raises((TypeError, ValueError)):
        document.apply(values, broken)
    assert document.text() == RUTH
    fixed = copy.deepcopy(values)
    fixed["skills"]["Fight"] = 4
    document.apply(values, fixed)
    assert tomllib.loads(document.text())["skills"]["Fight"] == 4


def test_several_edits_in_a_row() -> None:
    document = TomlDocument(RUTH)
    values = tomllib.loads(RUTH)
    for fight in range(5):
        new = copy.deepcopy(values)
        new["skills"]["Fight"] = fight
        new["stunts"].append({"name": f"Stunt {fight}"})
        document.apply(values, new)
        values = new
    assert same(tomllib.loads(document.text()), values)
    assert document.text().count("# Stress and consequences\n[stress]") == 1


# --- inline arrays, element by element -----------------------------------------------------

SCENE = """\
title = "The Drowned Chapel"

# Situation aspects.
aspects = [
  "Tide Rising Through the Floor Stones",
  # Maren read the altar with Lore and succeeded with style: two free invokes, hers.
  { name = "Hymn Rising From Under the Altar", free_invokes = 2, holder = "maren" },
  # A boost: one free invoke, gone when used or when the scene ends.
  { name = "Deacon Off Balance", boost = true, holder = "corvin" },
]  # in the order they were created
"""
BELL = {"name": "Bell Tower Creaking", "hidden": True}


def test_an_appended_element_goes_on_its_own_line_after_the_last() -> None:
    out, _ = edited(SCENE, lambda v: v["aspects"].append(BELL))
    assert line_changes(SCENE, out) == ([], ['  { name = "Bell Tower Creaking", hidden = true },'])
    assert 'corvin" },\n  { name = "Bell Tower Creaking", hidden = true },\n]  # in' in out


def test_a_deleted_element_takes_the_comment_above_it() -> None:
    out, _ = edited(SCENE, lambda v: v["aspects"].pop(2))
    assert line_changes(SCENE, out) == (
        [
            "  # A boost: one free invoke, gone when used or when the scene ends.",
            '  { name = "Deacon Off Balance", boost = true, holder = "corvin" },',
        ],
        [],
    )


def test_a_changed_element_is_rewritten_in_place() -> None:
    out, _ = edited(SCENE, lambda v: v["aspects"][1].update(free_invokes=1))
    assert line_changes(SCENE, out) == (
        ['  { name = "Hymn Rising From Under the Altar", free_invokes = 2, holder = "maren" },'],
        ['  { name = "Hymn Rising From Under the Altar", free_invokes = 1, holder = "maren" },'],
    )


def test_an_element_inserted_in_the_middle_goes_after_its_predecessor() -> None:
    out, _ = edited(SCENE, lambda v: v["aspects"].insert(1, "Water to the Knees"))
    assert line_changes(SCENE, out) == ([], ['  "Water to the Knees",'])
    assert 'Stones",\n  "Water to the Knees",\n  # Maren read' in out


def test_a_changed_dict_keeps_its_comment_when_its_neighbour_goes() -> None:
    # The hymn and the deacon share nothing but their style: the deacon is matched by name.
    out, _ = edited(SCENE, lambda v: (v["aspects"].pop(1), v["aspects"][1].update(boost=False)))
    removed, added = line_changes(SCENE, out)
    assert removed[0].startswith("  # Maren read") and removed[1].startswith('  { name = "Hymn')
    assert added == ['  { name = "Deacon Off Balance", boost = false, holder = "corvin" },']
    assert "# A boost: one free invoke" in out


def test_the_trailing_comma_habit_is_kept() -> None:
    text = "a = [\n    'x',\n    'y'  # why\n]\n"
    out, _ = edited(text, lambda v: v["a"].append("z"))
    assert out == "a = [\n    'x',\n    'y',  # why\n    'z'\n]\n"
    out, _ = edited(out, lambda v: v["a"].pop())
    assert out == text


def test_blank_lines_between_groups_stay_single() -> None:
    text = "a = [\n  1,\n\n  # two\n  2,\n\n  3,\n]\n"
    out, _ = edited(text, lambda v: v["a"].pop(1))
    assert out == "a = [\n  1,\n\n  3,\n]\n"
    out, _ = edited(text, lambda v: v["a"].pop())
    assert out == "a = [\n  1,\n\n  # two\n  2,\n]\n"
    out, _ = edited(text, lambda v: v["a"].pop(0))
    assert out == "a = [\n  # two\n  2,\n\n  3,\n]\n"


def test_comments_not_touching_an_element_stay() -> None:
    text = "a = [  # the list\n  # about the list\n\n  1,\n  2,\n  # 3 comes later\n]\n"
    out, _ = edited(text, lambda v: v.update(a=[2, 4]))
    assert out == "a = [  # the list\n  # about the list\n\n  2,\n  4,\n  # 3 comes later\n]\n"
    out, _ = edited(text, lambda v: v.update(a=[]))
    assert out == "a = [  # the list\n  # about the list\n\n  # 3 comes later\n]\n"


def test_an_emptied_array_without_comments_is_written_empty() -> None:
    out, _ = edited("a = [\n  1,\n  2,\n]\n", lambda v: v.update(a=[]))
    assert out == "a = []\n"


def test_an_empty_multiline_array_gets_elements_indented_like_its_comment() -> None:
    out, _ = edited("a = [\n    # none yet\n]\n", lambda v: v.update(a=["x", "y"]))
    assert out == 'a = [\n    # none yet\n    "x",\n    "y",\n]\n'


def test_a_one_line_array_keeps_its_spacing() -> None:
    out, _ = edited("a = [ 1,2 ,3 ]\n", lambda v: v["a"].append(4))
    assert out == "a = [ 1,2 ,3,4 ]\n"
    out, _ = edited("a = [ 1,2 ,3 ]\n", lambda v: v["a"].pop())
    assert out == "a = [ 1,2 ]\n"
    out, _ = edited("a = [{x=1}, {x=2}]\n", lambda v: v["a"].insert(1, {"x": 5}))
    assert out == "a = [{x=1}, {x = 5}, {x=2}]\n"


def test_new_elements_follow_their_neighbours_quoting() -> None:
    out, _ = edited("a = [\n  'C:\\x',\n]\n", lambda v: v["a"].append("D:\\y"))
    assert out == "a = [\n  'C:\\x',\n  'D:\\y',\n]\n"


def test_a_nested_array_is_edited_element_by_element() -> None:
    text = "a = [\n  [\n    1,  # one\n    2,\n  ],\n  3,\n]\n"
    out, _ = edited(text, lambda v: v["a"][0].append(9))
    assert out == "a = [\n  [\n    1,  # one\n    2,\n    9,\n  ],\n  3,\n]\n"


def test_arrays_in_tables_and_crlf_files() -> None:
    text = "[[s]]\r\nb.c = [\r\n  1, # x\r\n  2,\r\n]\r\n"
    out, _ = edited(text, lambda v: v["s"][0]["b"]["c"].insert(0, 0))
    assert out == "[[s]]\r\nb.c = [\r\n  0,\r\n  1, # x\r\n  2,\r\n]\r\n"


def test_other_layouts_get_changed_elements_replaced_in_place() -> None:
    text = "a = [ 'x',  # first\n  'y' ]\n"
    out, _ = edited(text, lambda v: v["a"].__setitem__(1, "q"))
    assert out == "a = [ 'x',  # first\n  'q' ]\n"
    out, _ = edited(text, lambda v: v["a"].append("q"))  # replaced whole
    assert tomllib.loads(out)["a"] == ["x", "y", "q"]


def test_elements_are_matched_by_a_longest_common_subsequence() -> None:
    # difflib would match the first "a" and lose "b": a longest common subsequence keeps both.
    assert align(["a", "b", "c", "a"], ["b", "a"]) == [(0, None), (1, 0), (2, None), (3, 1)]
    text = 'a = [\n  "a",  # first\n  "b",  # b\n  "c",  # c\n  "a",  # second\n]\n'
    out, _ = edited(text, lambda v: v.update(a=["b", "a"]))
    assert out == 'a = [\n  "b",  # b\n  "a",  # second\n]\n'


# --- property tests ---------------------------------------------------------------------

keys = st.text(alphabet="abzXY _-.é'\"", min_size=0, max_size=5)
offsets = st.integers(-23 * 60, 23 * 60).map(lambda m: timezone(timedelta(minutes=m)))
scalars = st.one_of(
    st.booleans(),
    st.integers(-(2**63), 2**63 - 1),
    st.floats(allow_nan=False),
    st.text(st.characters(exclude_categories=("Cs",)), max_size=12),
    st.sampled_from(["", "multi\nline", "tab\there", "quote ' \" '''", "back\\slash", "\r\n"]),
    st.dates(),
    st.datetimes(),
    st.datetimes(timezones=st.just(UTC) | offsets),
    st.times(),
)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(keys, inner, max_size=3),
    max_leaves=12,
)
documents = st.dictionaries(keys, values, max_size=5)
dict_lists = st.lists(st.dictionaries(keys, values, max_size=3), min_size=1, max_size=3)


def _mutate(draw: st.DrawFn, value: Any, depth: int = 0) -> Any:
    """A copy of `value` with random edits: changes, additions, deletions, insertions."""
    if isinstance(value, dict) and depth < 4:
        out = {}
        for key, item in value.items():
            action = draw(st.sampled_from(["keep", "keep", "edit", "drop", "replace"]))
            if action == "keep":
                out[key] = item
            elif action == "edit":
                out[key] = _mutate(draw, item, depth + 1)
            elif action == "replace":
                out[key] = draw(values | dict_lists)
        for key in draw(st.lists(keys, max_size=2)):
            out.setdefault(key, draw(values | dict_lists))
        return out
    if isinstance(value, list) and depth < 4:
        out_list = [
            _mutate(draw, item, depth + 1) if draw(st.booleans()) else item for item in value
        ]
        if out_list and draw(st.booleans()):
            del out_list[draw(st.integers(0, len(out_list) - 1))]
        if draw(st.booleans()):
            element = (
                draw(st.dictionaries(keys, values, max_size=3))
                if out_list and all(isinstance(x, dict) for x in out_list)
                else draw(values)
            )
            out_list.insert(draw(st.integers(0, len(out_list))), element)
        return out_list
    return draw(values)


def _all_tables(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)


def _styled(draw: st.DrawFn, data: dict[str, Any], inline: bool = False) -> Any:
    """`data` as tomlkit items, each table drawn as a [table], an inline table or
    a dotted-key group, and each list of tables as [[tables]] or an inline array."""
    table: Any = tomlkit.inline_table() if inline else tomlkit.table()
    for key, value in data.items():
        style = "inline" if inline else draw(st.sampled_from(["table", "inline", "dotted"]))
        if isinstance(value, dict) and style == "dotted" and value:
            for sub_key, sub_value in value.items():
                item = _styled(draw, sub_value, True) if isinstance(sub_value, dict) else sub_value
                table.add(tomlkit.key([key, sub_key]), item)
        elif isinstance(value, dict):
            table.add(key, _styled(draw, value, style == "inline"))
        elif style == "table" and _all_tables(value):
            array_of_tables = tomlkit.aot()
            for element in value:
                array_of_tables.append(_styled(draw, element))
            table.add(key, array_of_tables)
        elif isinstance(value, list):
            array = tomlkit.array()
            array.extend(_styled(draw, v, True) if isinstance(v, dict) else v for v in value)
            table.add(key, array)
        else:
            table.add(key, value)
    return table


@st.composite
def texts_with_comments(draw: st.DrawFn, data: dict[str, Any]) -> str:
    """`data` written in a drawn style, with comments and blank lines sprinkled in."""
    document = tomlkit.document()
    for key, item in _styled(draw, data).value.body:
        document.add(key, item)
    text = document.as_string()
    lines = text.splitlines(keepends=True)
    for index in sorted(draw(st.lists(st.integers(0, len(lines)), max_size=6)), reverse=True):
        extra = draw(st.sampled_from(["# note\n", "\n", "\n# heading\n", "  # indented\n"]))
        candidate = "".join([*lines[:index], extra, *lines[index:]])
        try:
            if same(tomllib.loads(candidate), data):
                lines = candidate.splitlines(keepends=True)
        except tomllib.TOMLDecodeError:
            pass  # the line was inside a multi-line string or array
    return "".join(lines)


def _original(draw: st.DrawFn) -> tuple[dict[str, Any], str]:
    data = draw(documents)
    try:
        text = draw(texts_with_comments(data))
        assume(same(tomllib.loads(text), data))
    except (tomlkit.exceptions.TOMLKitError, tomllib.TOMLDecodeError, ValueError):
        assume(False)
    if draw(st.booleans()):
        text = text.replace("\n", "\r\n")
    return data, text


# 60 documents by default (120 took 5 s of CPU): each run draws new ones (the test is not
# derandomised) and Hypothesis keeps a failing one in its database (.hypothesis/) to try first
# next time; each document is changed three times over (a change, a second change of the
# edited document, and back to the original bytes). FATE_FUZZ_SCALE=10 tries ten times as many.
@pytest.mark.long_running
@settings(max_examples=tries(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_change_reads_back_as_the_new_values(data: st.DataObject) -> None:
    old, text = _original(data.draw)
    new = _mutate(data.draw, old)
    document = TomlDocument(text)
    document.apply(old, new)
    out = document.text()
    assert same(tomllib.loads(out), new)
    assert document.layout_kept, out
    if "\r\n" in text:
        assert "\n" not in out.replace("\r\n", "")
    # a second change edits the already edited document
    newer = _mutate(data.draw, new)
    document.apply(new, newer)
    assert same(tomllib.loads(document.text()), newer)
    assert document.layout_kept, document.text()
    # and back again: undoing the changes through the same document restores the bytes
    document.apply(newer, old)
    assert document.text() == text


@settings(max_examples=tries(50), deadline=None)
@given(st.data())
def test_no_change_keeps_every_byte(data: st.DataObject) -> None:
    old, text = _original(data.draw)
    document = TomlDocument(text)
    document.apply(old, copy.deepcopy(old))
    assert document.text() == text


def test_same_tells_toml_types_apart() -> None:
    assert not same(1, True)
    assert not same(1, 1.0)
    assert same(float("nan"), float("nan"))
    assert not same(date(2024, 1, 1), datetime(2024, 1, 1))
    assert same({"a": [1, {"b": time(1, 2)}]}, {"a": [1, {"b": time(1, 2)}]})
    assert same({"a": 1, "b": 2}, {"b": 2, "a": 1})


def test_a_stale_old_value_cannot_corrupt_the_file() -> None:
    # A caller that renders but does not save keeps passing the loaded values.
    document = TomlDocument(RUTH)
    loaded = tomllib.loads(RUTH)
    first = copy.deepcopy(loaded)
    first["stunts"].append(NEW_STUNT)
    document.apply(loaded, first)
    second = copy.deepcopy(loaded)
    second["skills"]["Fight"] = 5
    document.apply(loaded, second)
    assert same(tomllib.loads(document.text()), second)
    assert document.layout_kept


# --- property tests: multi-line arrays with comments ----------------------------------------


def _element(draw: st.DrawFn, tag: str) -> tuple[Any, str]:
    """A value named `tag` (unique) and the text it is written as."""
    shapes = ["basic", "literal", "multiline", "int", "table", "compact", "list"]
    shape = draw(st.sampled_from(shapes))
    number = draw(st.integers(0, 3))
    if shape == "multiline":  # lines that look like comments and brackets, inside a string
        return f"{tag}\n# not a comment ],\n", f'"""{tag}\n# not a comment ],\n"""'
    if shape == "basic":
        value: Any = tag + draw(st.text(alphabet="ab \"'\\é#,]", max_size=4))
        return value, tomlkit.string(value).as_string()
    if shape == "literal":
        return tag, f"'{tag}'"
    if shape == "int":  # unique across tags too: "e2" and "n2" must not both be 20
        value = {"e": 0, "c": 1000, "n": 2000}[tag[0]] + int(tag[1:]) * 10 + number
        return value, str(value)
    if shape == "list":
        return [tag, number], f'["{tag}", {number}]'
    value = {"name": tag, "free_invokes": number}
    if shape == "compact":
        return value, f'{{name="{tag}",free_invokes={number}}}'
    return value, f'{{ name = "{tag}", free_invokes = {number} }}'


@st.composite
def commented_arrays(draw: st.DrawFn) -> tuple[str, list[Any], list[tuple[str, str]]]:
    """A file holding a multi-line array with comments: (text, values, [(comments, line)])."""
    indent = draw(st.sampled_from(["  ", "    ", "\t", ""]))
    count = draw(st.integers(0, 6))
    trailing = draw(st.booleans())
    values, written = [], []
    lines = ["aspects = [" + draw(st.sampled_from(["", "  # the list"])) + "\n"]
    for index in range(count):
        value, text = _element(draw, f"e{index}")
        lines.append(draw(st.sampled_from(["", "\n", f"{indent}# group {index}\n\n"])))
        comments = "".join(
            f"{indent}# about e{index}, {line}\n" for line in range(draw(st.integers(0, 2)))
        )
        comma = "," if index < count - 1 or trailing else ""
        line = f"{indent}{text}{comma}" + draw(st.sampled_from(["", f"  # e{index} ends"]))
        lines += [comments, line + "\n"]
        values.append(value)
        written.append((comments, f"{indent}{text}"))
    lines.append(draw(st.sampled_from(["", f"{indent}# the end\n"])))
    lines.append("]" + draw(st.sampled_from(["", "  # after"])) + "\n")
    return 'title = "x"\n' + "".join(lines) + "[t]\nother = 1\n", values, written


@settings(max_examples=tries(100), deadline=None)
@given(commented_arrays(), st.data())
def test_array_edits_keep_unchanged_elements_and_their_comments(
    original: tuple[str, list[Any], list[tuple[str, str]]], data: st.DataObject
) -> None:
    text, values, written = original
    crlf = data.draw(st.booleans())
    if crlf:
        text = text.replace("\n", "\r\n")
        values = tomllib.loads(text)["aspects"]  # line breaks in strings are "\r\n" now
    assert tomllib.loads(text)["aspects"] == values
    actions = [data.draw(st.sampled_from(["keep", "keep", "change", "drop"])) for _ in values]
    new: list[Any] = []
    kept: list[int] = []
    for index, action in enumerate(actions):
        if action == "keep":
            kept.append(index)
            new.append(values[index])
        elif action == "change":
            new.append(_element(data.draw, f"c{index}")[0])
    for number in range(data.draw(st.integers(0, 3))):
        new.insert(data.draw(st.integers(0, len(new))), _element(data.draw, f"n{number}")[0])
    document = TomlDocument(text)
    document.apply(tomllib.loads(text), {"title": "x", "aspects": new, "t": {"other": 1}})
    out = document.text()
    assert same(tomllib.loads(out)["aspects"], new)
    assert document.layout_kept, out
    out = out.replace("\r\n", "\n")
    if crlf:
        assert "\n" not in document.text().replace("\r\n", "")
    for index in kept:  # its comment lines directly above it, its line as written
        comments, line = written[index]
        assert f"\n{comments}{line}" in out, (index, out)
    for comment in ("# the list", "# group", "# the end", "# after"):
        assert out.count(comment) == text.count(comment)
    assert out.startswith('title = "x"\naspects = [') and out.endswith("[t]\nother = 1\n")
    for spacing in ("\n\n\n", "\n\n]", "[\n\n"):  # no blank line where there was none
        assert out.count(spacing) <= text.replace("\r\n", "\n").count(spacing), out
    # an element deleted with no new element in its place takes its comments along
    for index, action in enumerate(actions):
        before = [k for k in kept if k < index]
        after = [k for k in kept if k > index]
        start = new.index(values[before[-1]]) + 1 if before else 0
        end = new.index(values[after[0]]) if after else len(new)
        if action == "drop" and start == end:
            assert f"about e{index}," not in out and f"# e{index} ends" not in out
