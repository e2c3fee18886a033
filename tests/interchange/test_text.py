"""What an import keeps of a field's characters (`interchange.text.without_controls`)."""

import unicodedata

from fate_tui.interchange.text import without_controls

BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"


def test_every_control_and_bidi_control_goes_and_nothing_else():
    """Unicode's control characters (category Cc) and the bidi controls are removed, and
    counted; tabs and line breaks stay where the field has lines; every other character of
    the Basic Multilingual Plane stays."""
    every = "".join(chr(point) for point in range(0x10000) if not 0xD800 <= point <= 0xDFFF)
    gone = {c for c in every if unicodedata.category(c) == "Cc" or c in BIDI}
    kept, removed = without_controls(every)
    assert kept == "".join(c for c in every if c not in gone) and removed == len(gone)
    kept, removed = without_controls(every, lines=True)
    assert kept == "".join(c for c in every if c not in gone or c in "\t\n")
    assert removed == len(gone) - 2


def test_a_megabyte_field_is_cleaned_in_one_pass():
    kept, removed = without_controls("a\x1b[2J" * 250_000)
    assert kept == "a[2J" * 250_000 and removed == 250_000
