"""`fate-tui import` as a GM runs it: dry runs, ids, replacing, and files that are not what
they claim."""

from __future__ import annotations

import json
import os

import pytest

from fate_tui.cli import main
from tests.campaign.conftest import snapshot
from tests.interchange import templates as t
from tests.interchange.builders import (
    FariSection,
    Sheet,
    fari_scene_v2,
    fco_actor,
    index_card,
    nedb,
    skill,
    text,
)
from tests.interchange.conftest import load


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def ines(name="Inés Calderón"):
    sheet = t.filled(
        t.EN_CONDENSED,
        name,
        aspects=("Smuggler of Stolen Charts", "I Owe the Ortega Family"),
        ratings={"Investigate": "4"},
    )
    sheet.sections[7].blocks.append(skill("Pilot", "2"))
    return sheet.version(6)


def test_import_writes_characters_and_scenes_that_load(make_campaign, write_json, capsys):
    camp = make_campaign()
    sheet = write_json("ines.fari.json", ines())
    scene = write_json(
        "chapel.fari.json",
        fari_scene_v2("Drowned Chapel", [index_card("Flooded Nave")], [index_card("Cursed Bell")]),
    )
    status, out, err = run(capsys, "import", str(sheet), str(scene), "--into", str(camp))
    assert status == 0
    assert "characters/ines-calderon.toml  Inés Calderón" in out
    assert "scenes/drowned-chapel.toml  Drowned Chapel" in out
    # The warning names the file and the source field.
    assert (
        "warning: ines.fari.json: SKILLS / PILOT: 'PILOT' is not a skill of Fate Condensed" in err
    )
    store = load(camp)
    assert store.errors == []
    character = store.state.characters["ines-calderon"]
    assert character.skills == {"Investigate": 4}
    assert "SKILLS / PILOT: PILOT Fair (+2)" in character.notes
    scene = store.state.scenes["drowned-chapel"]
    assert [(a.name, a.hidden) for a in scene.aspects] == [
        ("Flooded Nave", False),
        ("Cursed Bell", True),
    ]
    text_ = (camp / "characters" / "ines-calderon.toml").read_text()
    assert text_.startswith("#:schema ../.schemas/character.schema.json\n")


def test_a_dry_run_prints_the_files_and_writes_nothing(make_campaign, write_json, capsys):
    camp = make_campaign()
    before = snapshot(camp)
    sheet = write_json("ines.fari.json", ines())
    status, out, _ = run(capsys, "import", str(sheet), "--into", str(camp), "--dry-run")
    assert status == 0
    assert "--- characters/ines-calderon.toml (new, from ines.fari.json) ---" in out
    assert 'high_concept = "Smuggler of Stolen Charts"' in out
    assert snapshot(camp) == before


def test_an_existing_id_gets_a_suffix_and_replace_is_asked_for(make_campaign, write_json, capsys):
    camp = make_campaign()
    sheet = write_json("ines.fari.json", ines())
    assert run(capsys, "import", str(sheet), "--into", str(camp))[0] == 0
    first = (camp / "characters" / "ines-calderon.toml").read_bytes()
    status, out, _ = run(capsys, "import", str(sheet), "--into", str(camp))
    assert status == 0 and "characters/ines-calderon-2.toml" in out
    assert (camp / "characters" / "ines-calderon.toml").read_bytes() == first
    other = write_json("ines2.fari.json", ines())
    other_data = json.loads(other.read_text())
    other_data["pages"][0]["rows"][0]["columns"][0]["sections"][0]["blocks"][0]["value"] = (
        "Retired Smuggler"
    )
    other.write_text(json.dumps(other_data))
    status, out, _ = run(capsys, "import", str(other), "--into", str(camp), "--replace")
    assert status == 0 and "characters/ines-calderon.toml  Inés Calderón (replaced)" in out
    assert load(camp).state.characters["ines-calderon"].high_concept.name == "Retired Smuggler"


def test_two_characters_of_one_name_in_one_import_get_two_ids(make_campaign, write_json, capsys):
    camp = make_campaign()
    a = write_json("a.fari.json", ines())
    b = write_json("b.fari.json", ines())
    assert run(capsys, "import", str(a), str(b), "--into", str(camp), "--replace")[0] == 0
    assert {"ines-calderon", "ines-calderon-2"} <= set(load(camp).state.characters)


def test_a_whole_compendium_of_actors(make_campaign, tmp_path, capsys):
    camp = make_campaign("core")
    pack = tmp_path / "npcs.db"
    pack.write_text(
        nedb(
            {**fco_actor("Brother Ash", skills={"Fight": 2}), "_id": "a"},
            {**fco_actor("Sister Rook", skills={"Lore": 3}), "_id": "b"},
            {"_id": "c", "name": "Crate", "type": "Thing", "system": {}},
        )
    )
    status, _, err = run(capsys, "import", str(pack), "--into", str(camp), "--kind", "major")
    assert status == 0
    assert "warning: npcs.db: 'Crate': a Thing (an object, not a character); not imported" in err
    characters = load(camp).state.characters
    assert characters["sister-rook"].skills == {"Lore": 3}
    assert characters["brother-ash"].kind.value == "major"


# Bad input: one line each, exit 1, nothing written -----------------------------------------


def another_games_sheet():
    return Sheet(
        "Thorin",
        [
            FariSection("Abilities", "left", [skill("Strength", "3")]),
            FariSection("Gear", "right", [text("Axe", "d8")]),
        ],
    ).version(6)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"name": "Inés", "pages": [{"id": "x", "rows": [{"columns"', "not valid JSON"),
        ({"type": "module", "version": "1.0", "dependencies": {}}, "another app's JSON"),
        ([{"name": "Ash", "type": "character", "system": {"hp": 3}}], "another app's JSON"),
        (another_games_sheet(), "a Fari sheet of another game"),
        ({"fariType": "full", "characters": []}, "a Fari 'full' export"),
        ("", "the file is empty"),
    ],
    ids=["truncated", "package-json", "other-foundry-system", "other-game", "fari-full", "empty"],
)
def test_a_file_that_is_not_what_it_claims(make_campaign, write_json, capsys, content, message):
    camp = make_campaign()
    before = snapshot(camp)
    good = write_json("good.fari.json", ines())
    bad = write_json("bad.json", content)
    status, out, err = run(capsys, "import", str(good), str(bad), "--into", str(camp))
    assert status == 1
    lines = err.strip().splitlines()
    assert len(lines) == 2 and message in lines[0] and "bad.json" in lines[0]
    assert lines[1] == "fate-tui: nothing was imported"
    assert "Traceback" not in err and out == ""
    assert snapshot(camp) == before  # the good file was not imported either


def test_a_huge_file_is_refused_without_reading_it(make_campaign, tmp_path, capsys):
    camp = make_campaign()
    huge = tmp_path / "huge.fari.json"
    with huge.open("wb") as f:
        f.truncate(64 * 1024 * 1024)  # sparse: costs no disk and no time
    status, _, err = run(capsys, "import", str(huge), "--into", str(camp))
    assert status == 1
    assert "far larger than any Fari or Foundry export" in err


def test_a_binary_file_and_a_missing_file(make_campaign, tmp_path, capsys):
    camp = make_campaign()
    binary = tmp_path / "portrait.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    status, _, err = run(
        capsys, "import", str(binary), str(tmp_path / "nope.json"), "--into", str(camp)
    )
    assert status == 1
    assert "portrait.png: a binary file" in err
    assert "nope.json: no such file" in err


def test_deeply_nested_json_is_refused(make_campaign, write_json, capsys):
    camp = make_campaign()
    deep = write_json("deep.json", "[" * 100000 + "]" * 100000)
    status, _, err = run(capsys, "import", str(deep), "--into", str(camp))
    assert status == 1 and "Traceback" not in err


def test_a_campaign_that_does_not_load_is_not_imported_into(make_campaign, write_json, capsys):
    camp = make_campaign()
    (camp / "campaign.toml").write_text('name = "x"\nrules = "gurps"\n')
    sheet = write_json("ines.fari.json", ines())
    status, _, err = run(capsys, "import", str(sheet), "--into", str(camp))
    assert status == 1
    assert "does not load" in err
    assert not (camp / "characters" / "ines-calderon.toml").exists()


def test_writes_land_in_the_campaigns_real_folder(make_campaign, write_json, tmp_path, capsys):
    camp = make_campaign()
    link = tmp_path / "link-to-camp"
    os.symlink(camp, link)
    sheet = write_json("ines.fari.json", ines())
    assert run(capsys, "import", str(sheet), "--into", str(link))[0] == 0
    assert (camp / "characters" / "ines-calderon.toml").is_file()


def test_an_exported_character_imports_into_another_campaign(make_campaign, tmp_path, capsys):
    source = make_campaign(name="source")
    target = make_campaign(name="target")
    (source / "characters" / "ruth.toml").write_text(
        'name = "Ruth"\nhigh_concept = "Inquisitor"\nfate_points = 2\n'
        "[skills]\nInvestigate = 4\nPhysique = 3\n[stress]\nphysical = [2]\n"
    )
    exported = tmp_path / "ruth.fari.json"
    status, _, _ = run(
        capsys,
        "export",
        str(source / "characters" / "ruth.toml"),
        "--format",
        "fari",
        "-o",
        str(exported),
    )
    assert status == 0
    assert run(capsys, "import", str(exported), "--into", str(target))[0] == 0
    assert load(target).state.characters["ruth"] == load(source).state.characters["ruth"]


@pytest.mark.long_running
def test_an_import_that_would_write_a_file_too_large_to_load_writes_nothing(
    make_campaign, write_json, capsys
):
    """Reported: a 4.6 MB Fari sheet passed the 32 MiB import limit and was written as a
    4.59 MB TOML file that `check` then refused. It is refused before anything is written,
    naming the field that is too large."""
    camp = make_campaign()
    small = write_json("ines.fari.json", ines())
    big = t.filled(t.EN_CONDENSED, "Tomas Vey", notes="Ledger line. " * 360_000).version(6)
    large = write_json("tomas.fari.json", big)
    files = snapshot(camp)
    status, out, err = run(capsys, "import", str(small), str(large), "--into", str(camp))
    assert status == 1 and out == ""
    assert (
        "tomas.fari.json: Tomas Vey would be written as characters/tomas-vey.toml of 4.5 MiB, "
        "more than the 4.0 MiB a campaign file may hold; its field notes alone holds 4.5 MiB"
    ) in err
    assert "nothing was imported" in err
    assert snapshot(camp) == files  # not even the small sheet


def test_an_import_into_a_campaign_the_gms_app_holds_tidies_none_of_its_saves(
    make_campaign, write_json, capsys
):
    """The app's temp file may be a save in progress: an import never removes it then."""
    from fate_tui.campaign.writer_lock import take

    camp = make_campaign()
    sheet = write_json("ines.fari.json", ines())
    temp = camp / "characters" / ".ansel.toml.6i5g1rkv.tmp"
    temp.write_text("half of the app's save")
    with take(camp):
        status, out, err = run(capsys, "import", str(sheet), "--into", str(camp))
    assert status == 0 and "characters/ines-calderon.toml" in out
    assert "note: camp is open in another fate-tui (the GM's app, pid " in err
    assert "; it picks up what is imported" in err
    assert temp.exists()
    # With nobody holding it, the import holds the lock while it writes, then frees it.
    status, *_ = run(capsys, "import", str(sheet), "--into", str(camp))
    assert status == 0 and not temp.exists()
    take(camp).release()


def _export_maren(camp, tmp_path, capsys):
    (camp / "characters" / "maren.toml").write_text(
        'name = "Maren Holloway"\n'
        "# Her brother's ship, lost off the Teeth.\n"
        'high_concept = "Salvage Diver of the Drowned Coast"\n'
        "fate_points = 2\n"
        "[skills]\nAthletics = 3\nNotice = 2\n"
    )
    exported = tmp_path / "maren.fari.json"
    status, _, _ = run(
        capsys,
        "export",
        str(camp / "characters" / "maren.toml"),
        "--format",
        "fari",
        "-o",
        str(exported),
    )
    assert status == 0
    return exported


def test_a_reimport_replaces_the_character_it_came_from(make_campaign, tmp_path, capsys):
    camp = make_campaign()
    exported = _export_maren(camp, tmp_path, capsys)
    data = json.loads(exported.read_text())
    data["name"] = "Maren Holloway-Vance"  # renamed in Fari: the id still says who she is
    counter = data["pages"][0]["rows"][0]["columns"][0]["sections"][2]["blocks"][0]
    counter["value"] = "1"
    exported.write_text(json.dumps(data))
    status, out, _ = run(capsys, "import", str(exported), "--into", str(camp), "--replace")
    assert status == 0
    assert "characters/maren.toml  Maren Holloway-Vance (replaced)" in out
    assert sorted(p.name for p in (camp / "characters").iterdir()) == ["maren.toml"]
    text_ = (camp / "characters" / "maren.toml").read_text()
    assert "# Her brother's ship, lost off the Teeth.\n" in text_
    maren = load(camp).state.characters["maren"]
    assert (maren.name, maren.fate_points) == ("Maren Holloway-Vance", 1)
    assert run(capsys, "check", str(camp))[0] == 0


def test_a_reimport_without_replace_says_the_character_is_there(make_campaign, tmp_path, capsys):
    camp = make_campaign()
    exported = _export_maren(camp, tmp_path, capsys)
    status, _, err = run(capsys, "import", str(exported), "--into", str(camp))
    assert status == 0
    assert (
        "'Maren Holloway' is already in the campaign as characters/maren.toml; imported as "
        "characters/maren-holloway.toml (--replace replaces the one there)" in err
    )


def test_a_sheet_from_elsewhere_replaces_the_character_of_its_name(
    make_campaign, write_json, capsys
):
    camp = make_campaign()
    (camp / "characters" / "ines.toml").write_text('name = "Inés Calderón"\nfate_points = 3\n')
    sheet = write_json("ines.fari.json", ines())
    status, out, _ = run(capsys, "import", str(sheet), "--into", str(camp), "--replace")
    assert status == 0 and "characters/ines.toml  Inés Calderón (replaced)" in out
    assert not (camp / "characters" / "ines-calderon.toml").exists()


def test_control_and_bidi_characters_are_removed_from_names(make_campaign, write_json, capsys):
    camp = make_campaign()
    sheet = write_json("ines.fari.json", ines("In\u0000és \u202eCalderón"))
    status, out, err = run(capsys, "import", str(sheet), "--into", str(camp))
    assert status == 0
    assert "characters/ines-calderon.toml  Inés Calderón" in out
    assert "name: 2 control or text-direction characters removed ('Inés Calderón')" in err
    assert load(camp).state.characters["ines-calderon"].name == "Inés Calderón"


def test_a_cyrillic_name_gets_a_transliterated_id(make_campaign, write_json, capsys):
    camp = make_campaign()
    sheet = write_json("ivan.fari.json", ines("Иван Петров"))
    status, out, _ = run(capsys, "import", str(sheet), "--into", str(camp))
    assert status == 0 and "characters/ivan-petrov.toml  Иван Петров" in out


def test_check_says_when_two_files_hold_one_name(make_campaign, tmp_path, capsys):
    camp = make_campaign()
    exported = _export_maren(camp, tmp_path, capsys)
    assert run(capsys, "import", str(exported), "--into", str(camp))[0] == 0
    status, out, _ = run(capsys, "check", str(camp))
    assert status == 0
    assert (
        "characters/maren-holloway.toml" in out
        and "'Maren Holloway' is also the name of characters/maren.toml" in out
    )
