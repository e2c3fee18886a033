"""The key scanner lives in keyscan and stays importable from problems; scan_keys in order."""

from __future__ import annotations

from fate_tui.tomltext import keyscan, problems


def test_the_scanner_names_are_importable_from_problems() -> None:
    for name in ("locate_key", "scan_keys", "parse_key_path", "KeyPath", "PathPart"):
        assert getattr(problems, name) is getattr(keyscan, name)


def test_scan_keys_lists_every_key_path_in_text_order() -> None:
    text = "a.b = 1\n[t]\nx = [1, { y = 2 }]\n[[s]]\nn = 1\n[[s]]\nn = 2\n"
    assert keyscan.scan_keys(text) == [
        (("a",), 1, 1),
        (("a", "b"), 1, 3),
        (("t",), 2, 2),
        (("t", "x"), 3, 1),
        (("t", "x", 0), 3, 6),
        (("t", "x", 1), 3, 9),
        (("t", "x", 1, "y"), 3, 11),
        (("s",), 4, 3),
        (("s", 0), 4, 3),
        (("s", 0, "n"), 5, 1),
        (("s",), 6, 3),
        (("s", 1), 6, 3),
        (("s", 1, "n"), 7, 1),
    ]


def test_scanning_stops_quietly_where_the_text_stops_being_toml() -> None:
    assert keyscan.scan_keys("a = 1\n= oops\nb = 2\n") == [(("a",), 1, 1)]


def test_a_key_path_with_an_index_that_is_no_number_is_not_found() -> None:
    # "²" is a digit to str.isdigit() but not to int(); 5000 digits exceed int()'s limit
    for key_path in ("[²]", "a[" + "9" * 5000 + "]", "a[-1]", "a[]"):
        assert keyscan.parse_key_path(key_path) is None
        assert keyscan.locate_key('"[²]" = 1\na = [1]\n', key_path) is None
    assert keyscan.parse_key_path("a[12]") == ("a", 12)
