"""`fate-tui export CHAR.toml --players` in each format: a PC without their hidden aspects and
the GM's notes on them; an NPC the table has met as the players' view shows them; an NPC the
table has not met refused in one line; a Fari file refused for an NPC."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from fate_tui.cli import main

CAMPAIGNS = Path(__file__).resolve().parents[2] / "campaigns"
FORMATS = ("markdown", "html", "fari")
SECRET_ASPECT = "Sold the Lighthouse Keys to the Deacon"
SECRET_NOTE = "GM: she is the one who opened the sluice"


@pytest.fixture
def folder(tmp_path) -> Path:
    folder = tmp_path / "ashen-coast"
    shutil.copytree(CAMPAIGNS / "ashen-coast", folder)
    maren = folder / "characters" / "maren.toml"
    text = maren.read_text()
    text = text.replace('player = "Jess"\n', f'player = "Jess"\nnotes = "{SECRET_NOTE}"\n')
    text = text.replace(
        '"A Knife Inside My Hymnal"]',
        f'"A Knife Inside My Hymnal", {{ name = "{SECRET_ASPECT}", hidden = true }}]',
    )
    maren.write_text(text)
    (folder / "characters" / "lady-grimsalt.toml").write_text(
        'name = "Lady Grimsalt"\nkind = "major"\n'
        'aspects = ["Owner of Every Debt in Gullhaven"]\n'
        'skills = { Deceive = "Great", Resources = "Superb" }\n'
        'fate_points = 5\nnotes = "She bought the Deacon."\n'
    )
    return folder


def export(capsys, *args: str) -> tuple[int, str, str]:
    status = main(["export", *args])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.mark.parametrize("format", FORMATS)
def test_a_pcs_hidden_aspects_and_gm_notes_stay_out_of_the_players_copy(folder, capsys, format):
    maren = str(folder / "characters" / "maren.toml")
    status, gm, _ = export(capsys, maren, "--format", format)
    assert status == 0 and SECRET_ASPECT in gm and SECRET_NOTE in gm
    status, players, err = export(capsys, maren, "--format", format, "--players")
    assert status == 0, err
    assert "Maren Holloway" in players
    assert SECRET_ASPECT not in players and SECRET_NOTE not in players
    assert "Lapsed Salt-Sister Who Hears the Drowned Hymns" in players  # her own, not hidden


@pytest.mark.parametrize("format", ["markdown", "html"])
def test_an_npc_the_table_has_met_exports_as_the_players_view_shows_them(folder, capsys, format):
    deacon = folder / "characters" / "drowned-deacon.toml"
    status, players, err = export(capsys, str(deacon), "--format", format, "--players")
    assert status == 0, err
    assert "The Drowned Deacon" in players
    assert "Drowned Priest Who Would Not Stay Dead" in players  # an aspect the players see
    for secret in ("Fight", "Will", "Dragging the Living Under", "Cold Grip", "Refresh"):
        assert secret not in players  # no skill, stunt or fate point
    assert "Good" not in players and "Great" not in players  # no skill rating either


@pytest.mark.parametrize("format", FORMATS)
def test_an_npc_the_table_has_not_met_is_refused(folder, capsys, format):
    grimsalt = str(folder / "characters" / "lady-grimsalt.toml")
    status, out, err = export(capsys, grimsalt, "--format", format, "--players")
    assert status == 1 and out == ""
    assert err == (
        "fate-tui: --players: the table has not met Lady Grimsalt (in no scene that has "
        "begun), so nothing of this NPC may be shown to the players\n"
    )


def test_a_fari_file_of_an_npc_is_refused_for_the_players(folder, capsys):
    deacon = str(folder / "characters" / "drowned-deacon.toml")
    status, out, err = export(capsys, deacon, "--format", "fari", "--players")
    assert status == 2 and out == ""
    assert "a Fari file is a whole sheet to play" in err and err.count("\n") == 1
