"""`fate-tui new`, `check`, `export`, `list` and opening a campaign, as a GM runs them."""

import shutil
import subprocess
import sys

import pytest

from fate_tui.cli import main
from tests.campaign.conftest import CAMPAIGNS


@pytest.mark.parametrize("rules", ["condensed", "core", "accelerated", "sotc"])
def test_new_makes_a_campaign_that_check_accepts(tmp_path, capsys, rules):
    target = tmp_path / "my-game"
    assert main(["new", str(target), "--rules", rules, "--name", "My Game"]) == 0
    assert (target / ".schemas" / "character.schema.json").is_file()
    capsys.readouterr()
    assert main(["check", str(target)]) == 0
    out = capsys.readouterr().out
    assert "My Game" in out and "0 errors, 0 warnings" in out


def test_new_refuses_a_folder_that_is_not_empty(tmp_path, capsys):
    (tmp_path / "taken").mkdir()
    (tmp_path / "taken" / "notes.txt").write_text("mine")
    assert main(["new", str(tmp_path / "taken")]) == 2
    assert "already exists" in capsys.readouterr().err
    assert (tmp_path / "taken" / "notes.txt").read_text() == "mine"


@pytest.mark.parametrize("name", sorted(p.name for p in CAMPAIGNS.iterdir() if p.is_dir()))
def test_every_bundled_campaign_passes_check(capsys, name):
    assert main(["check", str(CAMPAIGNS / name)]) == 0
    assert "0 errors" in capsys.readouterr().out


def test_check_prints_every_problem_with_file_line_and_column(ashen, capsys):
    path = ashen / "characters" / "ansel.toml"
    path.write_text(path.read_text().replace("Empathy =", "Empahty ="))
    (ashen / "scenes" / "ash-market.toml").write_text("title = [unclosed\n")
    assert main(["check", str(ashen)]) == 1
    captured = capsys.readouterr()
    assert "characters/ansel.toml:" in captured.out
    assert "did you mean 'Empathy'" in captured.out
    assert "scenes/ash-market.toml:1:" in captured.out
    assert "2 errors" in captured.err


def test_check_of_a_missing_folder_is_a_bad_argument(tmp_path, capsys):
    assert main(["check", str(tmp_path / "nowhere")]) == 2
    assert "does not exist" in capsys.readouterr().err


def test_check_of_a_folder_without_campaign_toml_fails(tmp_path, capsys):
    assert main(["check", str(tmp_path)]) == 1
    assert "no campaign.toml" in capsys.readouterr().out


def test_export_writes_a_markdown_sheet(capsys):
    assert main(["export", str(CAMPAIGNS / "ashen-coast" / "characters" / "tamsin.toml")]) == 0
    sheet = capsys.readouterr().out
    assert sheet.startswith("# Tamsin Reed")
    assert "**Great (+4):** Burglary" in sheet
    assert "## Consequences" in sheet


def test_export_to_a_file(tmp_path, capsys):
    out = tmp_path / "sheet.md"
    source = CAMPAIGNS / "ashen-coast" / "characters" / "maren.toml"
    assert main(["export", str(source), "--output", str(out)]) == 0
    assert out.read_text().startswith("# ")


def test_export_refuses_a_file_that_is_not_a_character(capsys):
    assert main(["export", str(CAMPAIGNS / "ashen-coast" / "campaign.toml")]) == 2
    assert "not a character file" in capsys.readouterr().err


def test_no_argument_lists_the_users_and_the_bundled_campaigns(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("FATE_TUI_DATA_DIR", str(tmp_path))
    assert main(["new", str(tmp_path / "mine"), "--name", "Mine"]) == 0
    capsys.readouterr()
    assert main([]) == 0
    out = capsys.readouterr().out
    assert "Mine  [condensed]" in out
    assert "Bundled examples (opening one plays a copy in your folder):" in out
    assert "ashen-coast" in out


def test_data_dir_option_overrides_the_environment(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("FATE_TUI_DATA_DIR", str(tmp_path / "elsewhere"))
    assert main(["list", "--data-dir", str(tmp_path)]) == 0
    assert str(tmp_path) in capsys.readouterr().out


def test_opening_a_campaign_by_path(capsys):
    assert main([str(CAMPAIGNS / "ashen-coast")]) == 0
    assert "The Ashen Coast" in capsys.readouterr().out


def test_headless_commands_never_import_textual(tmp_path):
    code = (
        "import sys; from fate_tui.cli import main\n"
        f"main(['check', {str(CAMPAIGNS / 'ashen-coast')!r}])\n"
        "assert 'textual' not in sys.modules, 'textual imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)


def test_check_refuses_a_weapon_rating_above_4_with_its_file_and_key(ashen, capsys):
    # fate-condensed-srd.txt L1392: Weapon ratings run "0 to 4 at most".
    scene = ashen / "scenes" / "ash-market.toml"
    scene.write_text(
        scene.read_text() + '\n[[obstacles]]\nkind = "hazard"\nname = "Cannon"\nrating = 4\n'
        "weapon = 6\n"
    )
    assert main(["check", str(ashen)]) == 1
    out = capsys.readouterr().out
    assert "scenes/ash-market.toml" in out and "obstacles[0].weapon" in out
    assert "a Weapon rating is a whole number from 0 to 4, got 6" in out


def test_check_names_a_held_action_or_a_block_of_someone_on_no_side(tmp_path, capsys):
    # Spirit of the Century's held actions (L388) and blocks protecting someone (L390).
    folder = tmp_path / "brass-leviathan"
    shutil.copytree(CAMPAIGNS / "brass-leviathan", folder)
    scene = folder / "scenes" / "cassiopeia-attacked.toml"
    scene.write_text(
        scene.read_text()
        + '\n[conflict]\nexchange = 1\nheld = ["nobody-here"]\n'
        + '[[conflict.sides]]\nname = "PCs"\nmembers = ["lucky-donnelly"]\n'
        + '[[conflict.sides]]\nname = "Them"\nmembers = ["octavia-strand"]\n'
        + '[[conflict.blocks]]\nby = "lucky-donnelly"\nprotecting = "ghost"\nstrength = 2\n'
    )
    assert main(["check", str(folder)]) == 1
    out = capsys.readouterr().out
    assert "conflict.held" in out and "'nobody-here' is on no side of this conflict" in out
    assert "conflict.blocks" in out and "'ghost' is on no side of this conflict" in out
