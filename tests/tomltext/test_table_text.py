"""A new `[[name]]` table written without tomlkit is byte for byte what tomlkit writes, for
any plain values (the play log appends one per change); values outside the fast path still
come out as tomlkit writes them."""

import tomllib
from datetime import datetime

import tomlkit
from hypothesis import given, settings
from hypothesis import strategies as st

from fate_tui.tomltext import table_text
from fate_tui.tomltext.table_text import array_table_text
from tests.effort import tries

keys = st.one_of(
    st.sampled_from(["at", "kind", "text", "scene", "character", "amount", "gm_pool"]),
    st.text(min_size=0, max_size=8),
)
naive = st.datetimes(min_value=datetime(1900, 1, 1), max_value=datetime(2200, 1, 1))
scalars = st.one_of(
    st.text(max_size=30),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.booleans(),
    naive,
    naive.map(lambda d: d.replace(microsecond=0)),
)
values = st.one_of(scalars, st.lists(scalars, max_size=4))
odd = st.one_of(
    st.floats(allow_nan=False),
    st.lists(st.lists(st.integers(), max_size=2), max_size=2),
    st.dictionaries(st.sampled_from(["x", "y"]), st.dictionaries(st.just("z"), st.integers())),
)
flat = st.dictionaries(keys, values, max_size=4)
nested = st.recursive(
    flat,
    lambda inner: st.dictionaries(
        keys, st.one_of(values, inner, st.lists(inner, max_size=3)), max_size=4
    ),
    max_leaves=12,
)
tables = st.dictionaries(
    keys,
    st.one_of(values, flat, nested, st.lists(flat, max_size=3), odd),
    max_size=6,
)


@settings(max_examples=tries(120), deadline=None, derandomize=True, database=None)
@given(tables)
def test_the_text_is_tomlkits(table):
    assert array_table_text("entries", table) == tomlkit.dumps({"entries": [table]})


@settings(max_examples=tries(80), deadline=None, derandomize=True, database=None)
@given(st.dictionaries(keys, st.one_of(values, flat, st.lists(flat, min_size=1, max_size=3))))
def test_plain_values_read_back(table):
    text = table_text._fast("entries", table)
    if text is not None:  # else handed to tomlkit, which the test above compares
        assert tomllib.loads(text) == {"entries": [table]}


def test_a_fate_point_entry_takes_the_fast_path():
    entry = {
        "at": datetime(2026, 11, 28, 21, 9),
        "kind": "fate_point",
        "text": "Ada gains 1 fate point",
        "data": {"changes": [{"who": "ada", "points": 1}, {"who": "gm", "points": -1}]},
    }
    assert table_text._fast("entries", entry) == tomlkit.dumps({"entries": [entry]})


def test_a_play_log_entry():
    entry = {
        "at": datetime(2026, 11, 28, 21, 9),
        "kind": "fate",
        "text": 'Ada "Quarry" gains 1 fate point\\ \x1b',
        "scene": "ash-market",
        "data": {"character": "ada-quarry", "amount": 1, "tags": ["a", 2, True]},
    }
    assert array_table_text("entries", entry) == (
        "[[entries]]\n"
        "at = 2026-11-28T21:09:00\n"
        'kind = "fate"\n'
        'text = "Ada \\"Quarry\\" gains 1 fate point\\\\ \\u001b"\n'
        'scene = "ash-market"\n'
        "\n"
        "[entries.data]\n"
        'character = "ada-quarry"\n'
        "amount = 1\n"
        'tags = ["a", 2, true]\n'
    )
