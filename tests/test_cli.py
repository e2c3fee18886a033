"""The headless command line: `fate-tui roll` and `fate-tui odds`."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from fate_tui.cli import main
from fate_tui.rules.odds import odds
from fate_tui.rules.rulesets import CONDENSED, SOTC


def run(capsys, *argv):
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def run_json(capsys, *argv):
    status, out, err = run(capsys, *argv, "--json")
    assert (status, err) == (0, "")
    return json.loads(out)


# --- roll -----------------------------------------------------------------------------------


def test_roll_with_physical_dice_prints_effort_shifts_and_outcome(capsys):
    status, out, err = run(
        capsys, "roll", "--skill", "Good", "--bonus", "1", "--vs", "Fair", "--dice", "+0-+"
    )
    assert (status, err) == (0, "")
    assert "+ 0 - +" in out
    assert "Superb (+5)" in out
    assert "Fair (+2)" in out
    assert "+3" in out
    assert "success with style" in out


def test_roll_json_has_the_documented_keys(capsys):
    data = run_json(capsys, "roll", "--skill", "+4", "--vs", "Great (+4)", "--dice", "3516")
    assert data["dice"] == [0, 1, -1, 1]
    assert data["total"] == 1
    assert data["effort"] == 5
    assert data["effort_label"] == "Superb (+5)"
    assert data["opposition"] == 4
    assert data["shifts"] == 1
    assert data["outcome"] == "success"


def test_roll_json_shifts_are_signed(capsys):
    data = run_json(capsys, "roll", "--skill", "1", "--vs", "4", "--dice", "--00")
    assert (data["effort"], data["shifts"], data["outcome"]) == (-1, -5, "fail")


def test_roll_without_vs_has_no_opposition(capsys):
    data = run_json(capsys, "roll", "--seed", "3")
    assert set(data) >= {"dice", "total", "effort", "effort_label"}
    assert "outcome" not in data and "shifts" not in data
    assert data["effort"] == data["total"]  # Mediocre (+0) skill by default
    assert all(face in (-1, 0, 1) for face in data["dice"]) and len(data["dice"]) == 4


def test_seeded_rolls_are_deterministic(capsys):
    first = run_json(capsys, "roll", "--seed", "99", "--skill", "3", "--vs", "2")
    second = run_json(capsys, "roll", "--seed", "99", "--skill", "3", "--vs", "2")
    assert first == second
    others = [run_json(capsys, "roll", "--seed", str(seed))["dice"] for seed in range(10)]
    assert len({tuple(dice) for dice in others}) > 1  # the seed matters


def test_dice_starting_with_a_minus_need_no_equals_sign(capsys):
    assert run_json(capsys, "roll", "--dice", "-0++")["dice"] == [-1, 0, 1, 1]
    assert run_json(capsys, "roll", "--dice=-0++")["dice"] == [-1, 0, 1, 1]


def test_roll_ties_under_condensed_but_succeeds_under_sotc(capsys):
    args = ("roll", "--skill", "3", "--vs", "3", "--dice", "0000")
    assert run_json(capsys, *args)["outcome"] == "tie"
    assert run_json(capsys, *args, "--rules", "sotc")["outcome"] == "success"
    status, out, _ = run(
        capsys, "roll", "--skill", "3", "--vs", "0", "--dice", "0000", "--rules", "sotc"
    )
    assert status == 0 and "significant success" in out


def test_beyond_the_ladder_is_a_number(capsys):
    data = run_json(capsys, "roll", "--skill", "Legendary", "--dice", "++++")
    assert data["effort_label"] == "+12"


# --- odds -----------------------------------------------------------------------------------


def test_odds_json_is_exact_and_sums_to_one(capsys):
    data = run_json(capsys, "odds", "--skill", "Good", "--vs", "Fair")
    assert set(data) == {"fail", "tie", "success", "success_with_style"}
    assert sum(data.values()) == pytest.approx(1.0)
    assert data == odds(3, 2, CONDENSED).as_floats()
    assert data["fail"] == pytest.approx(15 / 81)


def test_odds_opposed_replaces_vs(capsys):
    data = run_json(capsys, "odds", "--skill", "3", "--opposed", "3", "--bonus", "1")
    assert data == odds(3, 3, CONDENSED, bonus=1, opposed=True).as_floats()


def test_odds_text_shows_percentages_invokes_and_reroll(capsys):
    status, out, err = run(capsys, "odds", "--skill", "Good", "--vs", "Fair")
    assert (status, err) == (0, "")
    assert "Good (+3) vs difficulty Fair (+2)" in out
    assert "fail:" in out and "18.5%" in out  # 15/81
    assert "Success or better: 61.7%" in out  # 50/81
    assert "with 1 more invoke (+2):" in out and "93.8%" in out  # 76/81
    assert "with 2 more invokes (+4):" in out
    assert "reroll" in out and "85.4%" in out


def test_odds_under_sotc_shows_no_tie_row(capsys):
    status, out, _ = run(capsys, "odds", "--skill", "3", "--vs", "3", "--rules", "sotc")
    assert status == 0
    assert "tie:" not in out
    assert "significant success" in out
    data = run_json(capsys, "odds", "--skill", "3", "--vs", "3", "--rules", "sotc")
    assert data == odds(3, 3, SOTC).as_floats()
    assert data["tie"] == 0


# --- errors ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["roll", "--skill", "Grate"], "--skill: 'Grate' is not a rating (did you mean 'Great'?)"),
        (["roll", "--vs", "Great (+3)"], "--vs: 'Great (+3)' disagrees with itself"),
        (["roll", "--dice", "++"], "--dice: '++' is not four dice"),
        (["roll", "--dice", "7777"], "is not four dice"),
        (["roll", "--rules", "gurps"], "--rules: unknown rule set 'gurps'"),
        (["roll", "--bonus", "lots"], "--bonus: 'lots' is not a bonus: use a whole number"),
        (["roll", "--bonus", "100000000000"], "from -100 to +100"),  # the range of --skill
        (["odds", "--skill", "3", "--vs", "1", "--bonus", "101"], "from -100 to +100"),
        (["roll", "--seed", "1", "--dice", "++++"], "not allowed with argument"),
        (["odds", "--skill", "3"], "one of the arguments --vs --opposed is required"),
        (["odds", "--vs", "3"], "the following arguments are required: --skill"),
        (["odds", "--skill", "3", "--vs", "1", "--opposed", "1"], "not allowed with"),
        (["odds", "--skill", "3", "--opposed", "Mighty"], "--opposed: 'Mighty' is not a rating"),
        (["no-such-campaign"], "no-such-campaign does not exist"),
        (["roll", "--nope"], "unrecognized arguments: --nope"),
    ],
)
def test_bad_arguments_print_one_line_and_exit_2(capsys, argv, fragment):
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert out == ""
    assert err.startswith("fate-tui: ")
    assert err.count("\n") == 1
    assert fragment in err
    assert "Traceback" not in err


def test_help_exits_0(capsys):
    status, out, _ = run(capsys, "roll", "--help")
    assert status == 0
    assert "--dice FACES" in out


def test_a_fate_error_that_is_not_about_arguments_exits_1(capsys, monkeypatch):
    from fate_tui.rules.errors import RulesError

    def refuse(*_args, **_kwargs):
        raise RulesError("that is not allowed here")

    from fate_tui.commands import dice_run

    monkeypatch.setattr(dice_run, "odds_report", refuse)
    status, out, err = run(capsys, "odds", "--skill", "1", "--vs", "1")
    assert (status, out, err) == (1, "", "fate-tui: that is not allowed here\n")


# --- as a program ---------------------------------------------------------------------------


def test_python_dash_m_fate_tui_roll_json(capsys):
    result = subprocess.run(
        [sys.executable, "-m", "fate_tui", "roll", "--seed", "1", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert {"dice", "total", "effort", "effort_label"} <= set(data)
    assert data["total"] == sum(data["dice"])
    # The same seed rolls the same in another process: this one.
    assert run_json(capsys, "roll", "--seed", "1") == data


def test_python_dash_m_bad_rating_exits_2_without_traceback():
    result = subprocess.run(
        [sys.executable, "-m", "fate_tui", "odds", "--skill", "Huge", "--vs", "2"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr.startswith("fate-tui: --skill: 'Huge' is not a rating")
    assert "Traceback" not in result.stderr


def test_the_cli_module_does_not_import_textual_or_tomlkit():
    code = (
        "import sys, fate_tui.cli\n"
        "print(','.join(m for m in ('textual', 'tomlkit') if m in sys.modules))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert result.stdout.strip() == ""


def test_the_command_line_parser_names_every_rule_set_without_importing_them():
    import subprocess
    import sys

    from fate_tui.commands.common import DEFAULT_RULESET, RULESET_NAMES
    from fate_tui.rules.rulesets import DEFAULT_RULESET as RULES_DEFAULT
    from fate_tui.rules.rulesets import RULESETS

    assert tuple(RULESETS) == RULESET_NAMES and DEFAULT_RULESET == RULES_DEFAULT
    code = (
        "import sys; from fate_tui.cli import build_parser; build_parser()\n"
        "assert 'fate_tui.rules.ruleset' not in sys.modules, 'the app would start slower'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# --- small faults end in the right message ---------------------------------------------------

CAMPAIGNS = Path(__file__).resolve().parents[1] / "campaigns"


@pytest.fixture
def ashen(tmp_path) -> Path:
    target = tmp_path / "c"
    shutil.copytree(CAMPAIGNS / "ashen-coast", target)
    return target


def _denied(monkeypatch, folder: Path) -> None:
    """The folder and all in it cannot be read, as chmod 000 makes it for anyone but root
    (who the tests may run as)."""
    top = os.path.abspath(folder)

    def guard(call, itself: bool):
        """Listing or opening the folder is denied; looking at it from its parent is not."""

        def guarded(name, *args, **kwargs):
            path = os.path.abspath(name)
            if (itself and path == top) or path.startswith(top + os.sep):
                raise PermissionError(13, "Permission denied", str(name))
            return call(name, *args, **kwargs)

        return guarded

    for name, itself in (("open", True), ("scandir", True), ("lstat", False), ("stat", False)):
        monkeypatch.setattr(os, name, guard(getattr(os, name), itself))


def test_check_says_a_folder_it_may_not_read_cannot_be_read(ashen, capsys, monkeypatch):
    """Reported: chmod 000 on the campaign folder made `check` say "no campaign.toml in c:
    is this a campaign folder?"."""
    _denied(monkeypatch, ashen)
    status, out, err = run(capsys, "check", str(ashen))
    assert status == 1
    assert "the campaign folder c cannot be read (permission denied)" in out
    assert "no campaign.toml" not in out + err


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0, reason="chmod 000 does not stop root"
)
def test_check_on_a_real_chmod_000_folder(ashen, capsys):
    ashen.chmod(0)
    try:
        status, out, _ = run(capsys, "check", str(ashen))
    finally:
        ashen.chmod(0o755)
    assert status == 1 and "cannot be read (permission denied)" in out


@pytest.mark.parametrize(
    "output, said",
    [
        ("missing/folder/x.html", "the folder {tmp}/missing/folder does not exist"),
        ("", "{tmp} is a folder: name a file in it"),
        ("file.txt/x.html", "the folder {tmp}/file.txt is not a folder"),
    ],
)
def test_export_to_where_no_file_can_be_written_is_a_clear_error(
    ashen, tmp_path, capsys, output, said
):
    """Reported: "internal error: FileNotFoundError/IsADirectoryError ... .x.html....tmp"."""
    (tmp_path / "file.txt").write_text("a file")
    target = str(tmp_path / output) if output else str(tmp_path)
    sheet = ashen / "characters" / "ansel.toml"
    status, out, err = run(capsys, "export", str(sheet), "--format", "html", "-o", target)
    assert status == 1 and out == ""
    assert err.startswith("fate-tui: --output ") and said.format(tmp=tmp_path) in err
    assert "internal error" not in err and len(err.splitlines()) == 1


def test_export_that_fails_to_write_says_so(ashen, tmp_path, capsys, monkeypatch):
    from fate_tui.tomltext import atomic

    def full(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic, "atomic_write", full)
    target = tmp_path / "ansel.md"
    sheet = str(ashen / "characters" / "ansel.toml")
    status, _, err = run(capsys, "export", sheet, "-o", str(target))
    assert status == 1 and not target.exists()
    assert err == (
        f"fate-tui: --output {target} cannot be written (No space left on device); "
        "nothing was written\n"
    )


def test_the_apps_last_line_is_printed_whole_after_it_stops(tmp_path, capsys, monkeypatch):
    """A campaign another fate-tui holds, declined: the way to open it read-only is one line
    whose path can be copied (the terminal's width never breaks it)."""
    from fate_tui import cli
    from fate_tui.commands import campaigns

    class Stopped:
        return_code = 1
        farewell = "x is open in another fate-tui (...); not opened (... --read-only)"

        def __init__(self, path, read_only):
            assert read_only is False

        def run(self):
            pass

    monkeypatch.setattr(cli, "make_app", Stopped)
    assert campaigns._run_app(tmp_path) == 1
    assert capsys.readouterr().err == f"fate-tui: {Stopped.farewell}\n"
