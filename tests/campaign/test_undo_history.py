"""Undo reaches back into earlier runs: each campaign's history is kept in the GM's state
folder, never in the campaign, and a history that cannot be read is reported, not raised."""

import base64
import json

import pytest

from fate_tui.campaign import undo_history
from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import fate
from fate_tui.campaign.store import CampaignStore, Change, FileChange, SaveRefused
from fate_tui.campaign.undo_history import history_file, keep_history
from fate_tui.rules.errors import RulesError
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
    ],
)
def test_a_broken_or_foreign_history_is_reported_and_started_afresh(ashen, state, journal, said):
    ctl, _ = _run(ashen, state)
    fate.award(ctl, "ansel", 1)
    path = history_file(ashen.resolve(), state)
    lines = path.read_text().splitlines()
    if journal is None:
        header = json.loads(lines[0]) | {"campaign": "/elsewhere/campaign"}
        journal = "\n".join([json.dumps(header), *lines[1:]])
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


# The journal is data from outside: a step names only a campaign file ----------------------


def _journal(campaign, state) -> tuple:
    path = history_file(campaign.resolve(), state)
    return path, [json.loads(line) for line in path.read_text().splitlines()]


def _write_journal(path, steps) -> None:
    path.write_text("".join(json.dumps(step) + "\n" for step in steps))


def _tampered(step: dict, relpath: str, after: bytes | None = b"[core]\n") -> dict:
    """A copy of a journal step that names `relpath` instead of its own file."""
    files = [dict(step["do"]["files"][0], path=relpath)]
    if after is not None:
        files[0]["after"] = base64.b64encode(after).decode()
    return {"do": {"label": "+1 fate point for Ansel", "files": files}}


@pytest.mark.parametrize(
    "relpath, why",
    [
        (".git/config", "not a campaign file"),
        ("map.png", "not a campaign file"),
        (".git/hooks/post-checkout", "not a campaign file"),
        ("characters/ansel\0.toml", "NUL"),
        ("/etc/fate-tui-test.toml", "not a campaign file"),
        ("../outside.toml", "not a campaign file"),
        ("characters/../campaign.toml", "not a campaign file"),
        ("", "the path is empty"),
        ("characters/Ansel Wick.toml", "not a valid file name"),
        ("log/notes.toml", "not a play log"),
        ("deck.toml", "never an undo step"),
    ],
)
def test_a_step_naming_anything_but_a_campaign_file_is_dropped_and_the_good_ones_kept(
    ashen, state, relpath, why
):
    """A tampered journal once rewrote .git/config, deleted map.png and created a git hook;
    a NUL byte crashed `u` (ValueError: embedded null byte); an empty path said
    "' was created since…'". Each such line is dropped, naming its line and why."""
    (ashen / ".git" / "hooks").mkdir(parents=True)
    (ashen / ".git" / "config").write_bytes(b"[core]\n\tbare = false\n")
    (ashen / "map.png").write_bytes(b"\x89PNG map")
    ctl, _ = _run(ashen, state)
    fate.award(ctl, "ansel", 1)
    fate.award(ctl, "maren", 1)
    path, steps = _journal(ashen, state)
    bad = _tampered(steps[1], relpath, after=b"[core]\n\tbare = false\n")
    if relpath == "map.png":
        bad = _tampered(steps[1], relpath, after=None)  # "undo" would have deleted it
        bad["do"]["files"][0]["before"] = None
        bad["do"]["files"][0]["after"] = base64.b64encode(b"\x89PNG map").decode()
    # The bad step stands between the two good ones, then is "undone" and "redone".
    _write_journal(path, [steps[0], steps[1], bad, {"undo": True}, {"redo": True}, steps[2]])
    files = snapshot(ashen)
    ctl, problem = _run(ashen, state)
    assert "line 3 ('+1 fate point for Ansel')" in problem and why in problem
    assert "Kept 2 steps" in problem and str(path) in problem
    assert [c.label for c in ctl.store.undo_stack] == [s["do"]["label"] for s in steps[1:]]
    assert snapshot(ashen) == files  # opening touched nothing
    points = _points(ashen), _points(ashen, "maren")
    ctl.undo()
    ctl.undo()
    assert (_points(ashen), _points(ashen, "maren")) == (points[0] - 1, points[1] - 1)
    with pytest.raises(RulesError, match="nothing to undo"):
        ctl.undo()
    # Only the two characters and the play log changed (undoing is logged).
    changed = {k for k, v in snapshot(ashen).items() if files.get(k) != v}
    assert changed == {"characters/ansel.toml", "characters/maren.toml", "log/session-07.toml"}
    assert not (ashen / ".git" / "hooks" / "post-checkout").exists()
    # The journal was written anew without the bad line: the next run reads it cleanly.
    assert _run(ashen, state)[1] is None


def test_a_step_the_store_did_not_write_is_refused_at_undo_too(ashen, state):
    """Defence in depth: whatever reaches the undo stack, undo writes only campaign files."""
    (ashen / ".git").mkdir()
    config = ashen / ".git" / "config"
    config.write_bytes(b"[core]\n")
    ctl, _ = _run(ashen, state)
    for relpath in (".git/config", "characters/ansel\0.toml", ""):
        ctl.store.undo_stack.append(
            Change("+1 fate point", (FileChange(relpath, b"[core]\n", b"[core]\n"),))
        )
        with pytest.raises(SaveRefused, match="not a file fate-tui writes"):
            ctl.undo()
        ctl.store.undo_stack.pop()
    assert config.read_bytes() == b"[core]\n"


def test_a_torn_last_line_keeps_every_whole_line_before_it(ashen, state):
    """A journal cut by a full disk, a file-size limit or a kill lost every step ("could not
    be read ... undo starts afresh"); now only the cut line is dropped."""
    ctl, _ = _run(ashen, state)
    before = _points(ashen)
    for _ in range(3):
        fate.award(ctl, "ansel", 1)
    ctl.undo()
    path = history_file(ashen.resolve(), state)
    text = path.read_text()
    path.write_text(text + text.splitlines()[1][:40])  # a fourth change, cut short
    ctl, problem = _run(ashen, state)
    assert "line 6 was cut short" in problem and "Kept 3 steps (1 to redo)" in problem
    assert len(ctl.store.undo_stack) == 2 and len(ctl.store.redo_stack) == 1
    ctl.undo()
    ctl.undo()
    assert _points(ashen) == before
    # The cut line is gone from the journal: the next step does not glue onto it.
    fate.award(ctl, "ansel", 1)
    ctl, problem = _run(ashen, state)
    assert problem is None and len(ctl.store.undo_stack) == 1


def test_a_line_that_is_no_step_is_dropped_in_the_middle_too(ashen, state):
    ctl, _ = _run(ashen, state)
    fate.award(ctl, "ansel", 1)
    path, steps = _journal(ashen, state)
    _write_journal(path, [steps[0], "a note", {"label": "x"}, steps[1]])
    path.write_text(path.read_text().replace('"a note"', "{not json"))
    ctl, problem = _run(ashen, state)
    assert "line 2: not JSON" in problem and "line 3: not an undo step" in problem
    assert "Kept 1 step;" in problem and len(ctl.store.undo_stack) == 1


def test_a_step_with_an_empty_path_is_named_by_its_label(ashen, state):
    ctl, _ = _run(ashen, state)
    fate.award(ctl, "ansel", 1)
    path, steps = _journal(ashen, state)
    bad = _tampered(steps[1], "")
    bad["do"]["label"] = "Compel on Maren\u202e"
    _write_journal(path, [*steps, bad])
    _, problem = _run(ashen, state)
    assert "line 3 ('Compel on Maren?'): '' is not a file of the campaign: the path is empty" in (
        problem
    )
    assert "' was created since" not in problem
