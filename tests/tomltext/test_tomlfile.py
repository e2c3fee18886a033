"""Reading files: every broken input becomes one clear problem, never a traceback."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fate_tui.tomltext import tomlfile
from fate_tui.tomltext.atomic import fingerprint_of
from fate_tui.tomltext.problems import (
    Problem,
    TomlFileError,
    line_text,
    locate_key,
    parse_key_path,
)
from fate_tui.tomltext.tomlfile import MAX_FILE_BYTES, read_toml

NAME = "characters/ruth.toml"


def write(tmp_path: Path, content: str | bytes) -> Path:
    path = tmp_path / "ruth.toml"
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    return path


def problem_of(path: Path, **kwargs: int) -> Problem:
    with pytest.raises(TomlFileError) as caught:
        read_toml(path, NAME, **kwargs)
    assert len(caught.value.problems) == 1
    problem = caught.value.problems[0]
    assert problem.severity == "error" and problem.file == NAME
    return problem


# --- good files ---------------------------------------------------------------------


def test_a_file_is_read_with_its_text_fingerprint_and_newline(tmp_path: Path) -> None:
    path = write(tmp_path, 'name = "Ruth"\n[skills]\nFight = 3\n')
    loaded = read_toml(path, NAME)
    assert loaded.data == {"name": "Ruth", "skills": {"Fight": 3}}
    assert loaded.text == path.read_text()
    assert loaded.newline == "\n"
    assert loaded.fingerprint == fingerprint_of(path)


def test_crlf_files_are_recognised(tmp_path: Path) -> None:
    path = write(tmp_path, 'name = "Ruth"\r\nnotes = """a\r\nb"""\r\n')
    loaded = read_toml(path, NAME)
    assert loaded.newline == "\r\n"
    assert loaded.data["notes"] == "a\nb"
    assert loaded.text.encode() == path.read_bytes()


def test_a_bom_is_accepted_and_kept_in_the_text(tmp_path: Path) -> None:
    path = write(tmp_path, "\ufeffname = 'Ruth'\n".encode())
    loaded = read_toml(path, NAME)
    assert loaded.data == {"name": "Ruth"}
    assert loaded.text.encode() == path.read_bytes()


@pytest.mark.parametrize("content", ["", "\n\n", "# just a comment\n", "\ufeff"])
def test_empty_files_are_valid(tmp_path: Path, content: str) -> None:
    assert read_toml(write(tmp_path, content), NAME).data == {}


def test_wrong_types_are_not_this_layers_business(tmp_path: Path) -> None:
    assert read_toml(write(tmp_path, "name = 3\nskills = 'many'\n"), NAME).data["name"] == 3


# --- syntax errors --------------------------------------------------------------------


def test_a_syntax_error_points_at_line_and_column_and_says_what_was_expected(
    tmp_path: Path,
) -> None:
    path = write(tmp_path, 'name = "Ruth"\n[skills]\nFight = Great\n')
    problem = problem_of(path)
    assert (problem.line, problem.column) == (3, 9)
    assert problem.source_line == "Fight = Great"
    assert 'text must be in quotes: "Great"' in problem.message
    assert problem.format().splitlines() == [
        f"{NAME}:3:9: error: {problem.message}",
        "    Fight = Great",
        "            ^",
    ]


@pytest.mark.parametrize(
    ("content", "line", "words"),
    [
        ('name = "Ruth\n', 1, "no closing quote"),
        ("a = 1 2\n", 1, "end of the line"),
        ("High Concept = 'x'\n", 1, "must be quoted"),
        ("[skills\nFight = 1\n", 1, "']' to close"),
        ("[[stunts]\n", 1, "']]' to close"),
        ("a = [1, 2\n", 1, "not closed"),
        ("a = { b = 1\n", 1, "not closed"),
        ("a = 2024-02-30\n", 1, "not a valid date"),
        ('a = "\\q"\n', 1, "escape"),
        ("= 1\n", 1, "key = value"),
        ('a = "bell\x07"\n', 1, "U+0007"),
    ],
)
def test_syntax_errors_in_plain_words(tmp_path: Path, content: str, line: int, words: str) -> None:
    problem = problem_of(write(tmp_path, content))
    assert problem.line == line
    assert words in problem.message
    assert problem.source_line is not None


def test_an_error_at_the_end_of_the_document_points_at_the_last_line(tmp_path: Path) -> None:
    problem = problem_of(write(tmp_path, "a = 1\nb = [\n  1,\n  2,\n"))
    assert (problem.line, problem.column) == (4, 5)
    assert "not closed" in problem.message
    problem = problem_of(write(tmp_path, "a = 1\nb = [1,\n"))
    assert "ends" in problem.message and "not closed" in problem.message


@pytest.mark.parametrize(
    ("content", "line", "column", "first"),
    [
        ("a = 1\nb = 2\na = 3\n", 3, 1, 1),
        ("[skills]\nFight = 1\n\n[skills]\nNotice = 2\n", 4, 2, 1),
        ("[skills]\nFight = 1\nNotice = 2\nFight = 3\n", 4, 1, 2),
        ("a = 1\na.b = 2\n", 2, 1, 1),
    ],
)
def test_duplicate_keys_name_the_key_and_where_it_was_first_set(
    tmp_path: Path, content: str, line: int, column: int, first: int
) -> None:
    problem = problem_of(write(tmp_path, content))
    assert (problem.line, problem.column) == (line, column)
    assert f"already set on line {first}" in problem.message


def test_a_duplicate_key_in_an_inline_table(tmp_path: Path) -> None:
    problem = problem_of(write(tmp_path, "a = { x = 1, x = 2 }\n"))
    assert "'x' appears twice" in problem.message


# --- files that are not TOML text -------------------------------------------------------


def test_invalid_utf8_points_at_the_bad_byte(tmp_path: Path) -> None:
    problem = problem_of(write(tmp_path, b'name = "Ruth"\nnote = "caf\xe9"\n'))
    assert (problem.line, problem.column) == (2, 12)
    assert "UTF-8" in problem.message and "0xE9" in problem.message
    assert problem.source_line == 'note = "caf\ufffd"'


def test_binary_content(tmp_path: Path) -> None:
    problem = problem_of(write(tmp_path, b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"))
    assert "binary" in problem.message


def test_utf16(tmp_path: Path) -> None:
    problem = problem_of(write(tmp_path, "name = 'Ruth'\n".encode("utf-16")))
    assert "UTF-16" in problem.message


def test_a_huge_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.toml"
    with open(path, "wb") as file:
        file.truncate(MAX_FILE_BYTES + 1)  # sparse: costs no disk space or time
    problem = problem_of(path)
    assert "too large" in problem.message and "KiB" in problem.message
    small = write(tmp_path, "a = 1\n" * 100)
    assert "too large" in problem_of(small, max_bytes=100).message


@pytest.mark.parametrize("depth", [100, 100_000])
def test_deeply_nested_data(tmp_path: Path, depth: int) -> None:
    problem = problem_of(write(tmp_path, "x = " + "[" * depth + "]" * depth + "\n"))
    assert "nested too deeply" in problem.message


def test_an_integer_with_too_many_digits(tmp_path: Path) -> None:
    digits = "1" * (sys.get_int_max_str_digits() + 10)
    problem = problem_of(write(tmp_path, f"a = 1\nb = {digits}\n"))
    assert problem.line == 2 and problem.column == 5


def test_a_folder_where_a_file_should_be(tmp_path: Path) -> None:
    (tmp_path / "ruth.toml").mkdir()
    assert "is a folder" in problem_of(tmp_path / "ruth.toml").message


def test_a_missing_file(tmp_path: Path) -> None:
    assert "not found" in problem_of(tmp_path / "nobody.toml").message


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_not_opened(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.toml")
    assert "not a regular file" in problem_of(tmp_path / "pipe.toml").message


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root reads any file")
def test_permission_denied(tmp_path: Path) -> None:
    path = write(tmp_path, "a = 1\n")
    path.chmod(0)
    try:
        assert "permission denied" in problem_of(path).message
    finally:
        path.chmod(0o644)


@pytest.fixture(scope="module")
def fuzzed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The one file the examples below write in turn: a folder made for each example was
    most of their time."""
    return tmp_path_factory.mktemp("fuzz") / "f.toml"


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300) | st.text(max_size=300).map(str.encode))
def test_any_bytes_load_or_give_one_problem(fuzzed: Path, raw: bytes) -> None:
    path = fuzzed
    path.write_bytes(raw)
    try:
        read_toml(path, NAME)
    except TomlFileError as error:
        assert len(error.problems) == 1
        error.problems[0].format()


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(['a = 1\n', '[t]\n', '[[t]]\n', 'a.b = "x"\n', 'x = [\n',
                                 ']\n', '{', '}', '"""', "'", ' = ', '\n', '# c\n', 'é',
                                 'a = { b = 1 }\n', '\r\n', '\\', '0x1', '1979-05-27']),
                max_size=25))  # fmt: skip
def test_toml_shaped_junk_loads_or_gives_one_problem(fuzzed: Path, parts: list[str]) -> None:
    path = fuzzed
    path.write_text("".join(parts), encoding="utf-8", newline="")
    try:
        read_toml(path, NAME)
    except TomlFileError as error:
        assert len(error.problems) == 1
        assert error.problems[0].format().startswith(NAME)


# --- problems and locating keys ------------------------------------------------------------


def test_problem_format_without_position_or_source() -> None:
    problem = Problem("warning", NAME, None, None, "skills.Fihgt", "unknown skill", None)
    assert problem.format() == f"{NAME}: warning: skills.Fihgt: unknown skill"
    problem = Problem("error", NAME, 12, 5, "skills.Fihgt", "unknown skill (did you mean 'Fight'?)")
    assert problem.format() == (
        f"{NAME}:12:5: error: skills.Fihgt: unknown skill (did you mean 'Fight'?)"
    )


def test_the_caret_follows_tabs_and_wide_characters() -> None:
    problem = Problem("error", NAME, 1, 6, None, "bad", "\t漢 = x")
    assert problem.format().splitlines()[1:] == ["    \t漢 = x", "    \t     ^"]


def test_a_very_long_line_is_shown_around_the_column() -> None:
    line = "a = [" + "1, " * 500 + "x]"
    problem = Problem("error", NAME, 1, len(line) - 1, None, "bad", line)
    shown, caret = problem.format().splitlines()[1:]
    assert len(shown) < 140 and shown.strip().startswith("…")
    assert shown[caret.index("^")] == "x"


def test_campaign_file_error_carries_every_problem() -> None:
    problems = [
        Problem("error", NAME, 1, 1, None, "one"),
        Problem("error", NAME, 2, 1, None, "two"),
    ]
    error = TomlFileError(problems)
    assert error.problems == problems
    assert "one" in str(error) and "two" in str(error)


LOCATE = """\
name = "Ruth"
skills.Fight = 3   # dotted
"odd.key" = 1
notes = \"\"\"
[not a header]
stunts = "not a key"
\"\"\"

[skills]
Notice = 2

[[stunts]]
name = "A"

[[stunts]]
name = "B"
tags = ["x", { kind = "y" }]

[[stunts.uses]]
when = 1979-05-27 07:32:00

[[zones]]
connects = [
  "altar",  # comment ]
  "tower",
]
aspects = [{ name = "Flooded", free = 1 }]
"""


@pytest.mark.parametrize(
    ("key_path", "where"),
    [
        ("name", (1, 1)),
        ("skills", (2, 1)),
        ("skills.Fight", (2, 8)),
        ('"odd.key"', (3, 1)),
        ("notes", (4, 1)),
        ("skills.Notice", (10, 1)),
        ("stunts", (12, 3)),
        ("stunts[0]", (12, 3)),
        ("stunts[1].name", (16, 1)),
        ("stunts[1].tags[1].kind", (17, 16)),
        ("stunts[1].uses[0].when", (20, 1)),
        ("zones[0].connects", (23, 1)),
        ("zones[0].connects[1]", (25, 3)),
        ("zones[0].aspects[0].free", (27, 32)),
        ("skills.Fihgt", None),
        ("stunts[2].name", None),
        ("stunts[x]", None),
    ],
)
def test_locate_key(key_path: str, where: tuple[int, int] | None) -> None:
    assert locate_key(LOCATE, key_path) == where


def test_locate_key_in_broken_text_is_best_effort() -> None:
    assert locate_key("a = 1\nb = [\n", "a") == (1, 1)
    assert locate_key("a = 1\nb = [\n", "c") is None
    assert locate_key("", "a") is None


def test_parse_key_path() -> None:
    assert parse_key_path('stunts[1]."a.b".c') == ("stunts", 1, "a.b", "c")
    assert parse_key_path("") is None


def test_line_text_counts_lines_as_toml_does() -> None:
    text = '\ufeffa = "x\u2028y\x0cz"\r\nb = 2\r\n'
    assert line_text(text, 1) == 'a = "x\u2028y\x0cz"'
    assert line_text(text, 2) == "b = 2"
    assert line_text(text, 4) is None and line_text(text, None) is None
    assert locate_key(text, "b") == (2, 1)
    assert locate_key("\ufeffa = 1\n", "a") == (1, 1)  # a BOM is no column


def test_control_characters_from_a_file_are_never_printed() -> None:
    problem = Problem("error", NAME, 1, 7, "a\x1b[2J", "bad \x07", 'a = "\x1b[31mred"')
    shown = problem.format()
    assert "\x1b" not in shown and "\x07" not in shown
    assert shown.splitlines()[1:] == ['    a = "␛[31mred"', "          ^"]


def test_a_file_of_millions_of_arrays_is_refused_unread(tmp_path, monkeypatch):
    # 30,000 values nested 60 deep took tomllib 3 s and 240 MB; a campaign file has a few
    # hundred arrays and inline tables. [table] and [[array]] headers do not count.
    monkeypatch.setattr(tomlfile, "MAX_CONTAINERS", 10)
    path = tmp_path / "x.toml"
    keys = "".join(f"k{n} = [{{}}]\n" for n in range(5))
    path.write_text(keys + "[[a]]\n[[a]]\n[b]\n")
    assert tomlfile.read_toml(path, "x.toml").data["k4"] == [{}]  # 10 of them: read
    path.write_text("k5 = []\n" + path.read_text())
    with pytest.raises(TomlFileError) as raised:
        tomlfile.read_toml(path, "x.toml")
    assert raised.value.problems[0].message == (
        "the file opens 11 arrays and inline tables; fate-tui reads at most 10 in one file "
        "(is it the right file?)"
    )
