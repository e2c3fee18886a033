"""Regressions found at the table: wording, the log's scene, `check` burying its root error,
bundled examples changed in place, minor NPCs' kind, passing free invokes."""

import tomllib
from pathlib import Path

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import scenes
from fate_tui.campaign.library import BUNDLED
from fate_tui.campaign.names import with_names
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import main
from fate_tui.rules.aspects import Aspect
from fate_tui.rules.errors import RulesError
from fate_tui.rules.fate_points import GM, FatePointChange, apply_changes
from tests.campaign.conftest import CAMPAIGNS, snapshot

ROOT = Path(__file__).resolve().parents[2]
MARKET = "ash-market"  # a prepared scene, not the one in play


@pytest.fixture
def ctl(ashen) -> Controller:
    return Controller(CampaignStore.load(ashen))


def test_preparing_another_scene_is_logged_under_that_scene(ctl):
    """Bug: preparing a scene was logged under the scene in play."""
    scenes.rename_scene(ctl, "Dusk at the Ash Market", MARKET)
    entries, _ = ctl.store.log_entries()
    assert entries[-1].scene == MARKET
    scenes.add_aspect(ctl, Aspect("Smoke Everywhere"))
    entries, _ = ctl.store.log_entries()
    assert entries[-1].scene == ctl.state.story.current_scene != MARKET


def test_a_free_invoke_is_passed_to_an_ally(ctl):
    """Bug: Help says free invokes can be passed to an ally; nothing could pass them."""
    hymn = "Hymn Rising From Under the Altar"  # two free invokes held by Maren
    with pytest.raises(RulesError, match="no free invoke for corvin"):
        scenes.use_free_invoke(ctl, hymn, "corvin")
    scenes.pass_free_invoke(ctl, hymn, "maren", "corvin")
    aspect = CampaignStore.load(ctl.store.root).state.current_scene.aspect(hymn)
    assert sorted(aspect.free_invokes) == ["corvin", "maren"]
    scenes.use_free_invoke(ctl, hymn, "corvin")
    with pytest.raises(RulesError, match="holds no free invoke"):
        scenes.pass_free_invoke(ctl, hymn, "ansel", "corvin")


def test_check_folds_the_consequences_of_one_broken_character(ashen, capsys):
    """Bug: one broken character file gave a warning per scene naming it, burying the error."""
    path = ashen / "characters" / "tamsin.toml"
    path.write_text(path.read_text() + "\nskills = [\n")
    assert main(["check", str(ashen)]) == 1
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith("characters/tamsin.toml:") and ": error:" in lines[0]
    assert "cast: no character 'tamsin'" not in out
    folded = [line for line in lines if "cannot find 'tamsin'" in line]
    assert len(folded) == 1 and "drowned-chapel" in folded[0]


def test_npc_as_a_kind_says_which_kinds_of_npc_there_are(ashen, capsys):
    """Bug: kind = "npc" was refused with "did you mean 'pc'?"."""
    path = ashen / "characters" / "salt-wardens.toml"
    text = path.read_text()
    kind = next(line for line in text.splitlines() if line.startswith("kind"))
    path.write_text(text.replace(kind, 'kind = "npc"'))
    assert main(["check", str(ashen)]) == 1
    out = capsys.readouterr().out
    assert "did you mean 'pc'" not in out
    assert '"major" (named, takes consequences), "minor" (nameless) or "mooks"' in out


def test_summary_counts_read_as_english(tmp_path, capsys):
    """Bug: "1 scenes"."""
    assert main(["new", str(tmp_path / "one"), "--name", "One"]) == 0
    capsys.readouterr()
    assert main(["open", str(tmp_path / "one"), "--summary"]) == 0
    out = capsys.readouterr().out
    assert "1 scene" in out and "1 scenes" not in out and "0 NPCs" in out


def test_opening_a_bundled_example_plays_a_copy(tmp_path, capsys, monkeypatch):
    """Bug: `fate-tui list` offered the examples by their installed path, and opening one
    changed the installed files. Opening one now copies it into the data folder first."""
    from fate_tui.commands import campaigns

    monkeypatch.setenv("FATE_TUI_DATA_DIR", str(tmp_path / "data"))
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    assert str(BUNDLED) not in out and "ashen-coast" in out
    before = snapshot(CAMPAIGNS / "ashen-coast")
    opened = []
    monkeypatch.setattr("fate_tui.cli.make_app", lambda path, **_: _Recorder(opened, path))
    assert campaigns._run_app(CAMPAIGNS / "ashen-coast") == 0
    assert campaigns._run_app("windward-post") == 0  # an example by its name
    assert opened == [tmp_path / "data" / "ashen-coast", tmp_path / "data" / "windward-post"]
    assert "is a bundled example: playing a copy in" in capsys.readouterr().err
    assert snapshot(opened[0]) == before
    assert snapshot(CAMPAIGNS / "ashen-coast") == before


class _Recorder:
    return_code = None  # as a Textual app that exited normally
    farewell = None  # nothing to say once the terminal is given back

    def __init__(self, opened: list, path) -> None:
        opened.append(path)

    def run(self) -> None:
        pass


def test_the_app_crashing_is_not_a_success(ashen, monkeypatch):
    """Bug: the app crashed with a traceback and `fate-tui PATH` (and `make run`) exited 0."""
    from fate_tui.commands import campaigns

    crashed = type("Crashed", (_Recorder,), {"return_code": 1})
    monkeypatch.setattr("fate_tui.cli.make_app", lambda path, **_: crashed([], path))
    assert campaigns._run_app(ashen) == 1


def test_the_gm_is_named_the_gm_in_refusals(ctl):
    """Bug: "gm has 0 fate points": the GM's pool's holder id reached the GM as it is."""
    with pytest.raises(RulesError) as refused:
        apply_changes({GM: 0}, [FatePointChange(GM, -1, "a compel refused")])
    shown = with_names(str(refused.value), ctl.state.characters)
    assert shown.startswith("The GM has 0 fate points") and "gm " not in shown


def test_the_licence_is_an_spdx_expression():
    """Bug: pip warned that `project.license` as a table is deprecated."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT"
    assert (ROOT / "LICENSE").is_file()
