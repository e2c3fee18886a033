"""Undo reaches back into earlier runs: each campaign's history is kept in the GM's state
folder, never in the campaign, and a history that cannot be read is reported, not raised."""

import json

import pytest

from fate_tui.campaign import undo_history
from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import fate
from fate_tui.campaign.store import CampaignStore
from fate_tui.campaign.undo_history import history_file, keep_history
from tests.campaign.conftest import snapshot


@pytest.fixture
def state(tmp_path):
    return tmp_path / "state"


def _run(campaign, state) -> tuple[Controller, str | None]:
    """One run of the app on the campaign: its store, given the history of earlier runs."""
    store = CampaignStore.load(campaign)
    problem = keep_history(store, state)
    return Controller(store), problem


def _points(campaign, who="ansel") -> int:
    return CampaignStore.load(campaign).state.characters[who].fate_points


def test_undo_and_redo_reach_changes_made_in_an_earlier_run(ashen, state):
    before, maren = _points(ashen), _points(ashen, "maren")
    ctl, problem = _run(ashen, state)
    assert problem is None
    fate.award(ctl, "ansel", 1)
    fate.award(ctl, "maren", 1)
    ctl.undo()  # Maren's point undone in this run: redo is kept too
    untouched = snapshot(ashen)
    ctl, problem = _run(ashen, state)
    assert problem is None and snapshot(ashen) == untouched  # starting changes nothing
    assert _points(ashen, "maren") == maren
    ctl.redo()
    assert _points(ashen, "maren") == maren + 1
    ctl.undo()
    ctl.undo()
    assert _points(ashen) == before
    assert not list(ashen.rglob("*.jsonl"))  # nothing in the campaign folder


def test_an_edit_made_between_runs_is_never_undone_over(ashen, state):
    ctl, _ = _run(ashen, state)
    fate.award(ctl, "ansel", 1)
    path = ashen / "characters" / "ansel.toml"
    path.write_text(path.read_text() + "\n# edited by hand\n")
    ctl, _ = _run(ashen, state)
    with pytest.raises(Exception, match="changed since"):
        ctl.undo()
    assert path.read_text().endswith("# edited by hand\n")


@pytest.mark.parametrize(
    "journal, said",
    [
        ("{not json\n", "line 1"),
        ('{"format": "something else"}\n', "not a fate-tui undo history"),
        ("", "empty"),
        (None, "of '/elsewhere/campaign'"),  # another campaign's history
        (None, "not a file of the campaign"),  # a step reaching outside the campaign
    ],
)
def test_a_broken_or_foreign_history_is_reported_and_started_afresh(ashen, state, journal, said):
    ctl, _ = _run(ashen, state)
    fate.award(ctl, "ansel", 1)
    path = history_file(ashen.resolve(), state)
    lines = path.read_text().splitlines()
    if journal is None and "elsewhere" in said:
        header = json.loads(lines[0]) | {"campaign": "/elsewhere/campaign"}
        journal = "\n".join([json.dumps(header), *lines[1:]])
    elif journal is None:
        step = json.loads(lines[-1])
        step["do"]["files"][0]["path"] = "../outside.toml"
        journal = "\n".join([*lines[:-1], json.dumps(step)])
    path.write_text(journal)
    files = snapshot(ashen)
    ctl, problem = _run(ashen, state)
    assert said in problem and "undo starts afresh" in problem and str(path) in problem
    assert ctl.store.undo_stack == [] and snapshot(ashen) == files
    fate.award(ctl, "ansel", 1)  # the new history works
    assert _run(ashen, state)[1] is None


def test_the_history_keeps_the_last_steps_and_stays_short(ashen, state, monkeypatch):
    keep = 4
    monkeypatch.setattr(undo_history, "KEEP", keep)
    ctl, _ = _run(ashen, state)
    for _ in range(2 * keep + 3):
        fate.gm_pool(ctl, 1)
    path = history_file(ashen.resolve(), state)
    assert len(path.read_text().splitlines()) <= 2 * keep + 1
    ctl, problem = _run(ashen, state)
    assert problem is None and keep <= len(ctl.store.undo_stack) <= 2 * keep
    for _ in range(keep):
        ctl.undo()
