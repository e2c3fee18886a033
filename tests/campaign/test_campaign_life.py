"""The campaign's life through the intents: ending scenes, sessions and arcs, advancement at
each, recovery clocks, session and arc records, downtime and GM overrides.

Seeds: fate-condensed-srd.txt L872-918 (recovery, milestones, breakthroughs), L246-252
(refresh), L1064-1072 (the GM's pool); fate-core-actions-and-conflicts.txt L592-612
(recovery); fate-accelerated.txt L344-356; spirit-of-the-century-srd.txt L439-446.
"""

import shutil
import tomllib
from pathlib import Path

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import (
    advancement,
    arcs,
    characters,
    conflicts,
    contests,
    options,
    scene_end,
    scenes,
    sessions,
)
from fate_tui.campaign.recovery_clock import clears_when
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.advancement import (
    Advance,
    BuyStunt,
    RaiseSkill,
    RewriteAspect,
    SwapSkills,
)
from fate_tui.rules.character import Stunt
from fate_tui.rules.contest import Side
from fate_tui.rules.errors import RulesError
from fate_tui.rules.ruleset import AdvanceKind, Period
from tests.campaign.conftest import CAMPAIGNS, snapshot


def _ctl(tmp_path: Path, name: str) -> Controller:
    target = tmp_path / name
    shutil.copytree(CAMPAIGNS / name, target)
    return Controller(CampaignStore.load(target))


@pytest.fixture
def ctl(tmp_path) -> Controller:
    return _ctl(tmp_path, "ashen-coast")


def _log(ctl: Controller, session: int | None = None) -> list[str]:
    return [e.text for e in ctl.store.log_entries(session)[0]]


def _toml(ctl: Controller) -> dict:
    return tomllib.loads((ctl.store.root / "campaign.toml").read_text())


def _files(ctl: Controller) -> dict[str, bytes]:
    return {k: v for k, v in snapshot(ctl.store.root).items() if not k.startswith("log/")}


# End of a scene ---------------------------------------------------------------------------


def test_ending_a_scene_says_and_logs_everything_it_did(ctl):
    preview = scene_end.preview(ctl)
    cleanup = scenes.end(ctl)
    assert cleanup.lines == preview.lines
    lines = "\n".join(cleanup.lines)
    # Corvin's two stress boxes clear; Tamsin's mild consequence, treated a scene ago, clears
    # one full scene after treatment (L878).
    assert "Corvin Ashgrave: stress cleared (2 boxes, physical)" in lines
    assert "the mild consequence 'Strapped-Up Ankle' clears" in lines
    # Counted in words: it read "N unused free invoke(s)".
    assert "unused free invokes on the scene's aspects are gone" in lines
    assert "invoke(s)" not in lines
    assert "The next scene's GM pool" in lines
    log = _log(ctl)
    start = log.index(cleanup.headline)
    assert log[start + 1 : start + 1 + len(cleanup.lines)] == list(cleanup.lines)
    assert ctl.state.story.current_scene is None


def test_ending_a_scene_ends_its_conflict_and_contest_and_says_so(ctl):
    # fate-condensed-srd.txt L870: at the end of a conflict conceders collect their fate
    # points. A conflict still running when its scene ends, ends with it and pays the same.
    conflicts.start(ctl, {"Heroes": ["maren", "corvin"], "Drowned": ["drowned-deacon"]})
    conflicts.concede(ctl, "maren", "She flees up the bell tower")
    contests.start(ctl, [Side("The crew", ("corvin",)), Side("The tide", ())])
    points = ctl.state.characters["maren"].fate_points
    preview = scene_end.preview(ctl)
    assert preview.lines[0].startswith("The conflict ends; fate points: Maren Holloway +1")
    assert preview.lines[1] == "The contest ends (the crew 0, the tide 0)"
    cleanup = scenes.end(ctl)
    assert cleanup.lines == preview.lines
    written = tomllib.loads((ctl.store.root / "scenes" / "drowned-chapel.toml").read_text())
    assert written["conflict"]["ended"] is True and "contest" not in written
    assert CampaignStore.load(ctl.store.root).state.characters["maren"].fate_points == points + 1
    assert "The contest ends (the crew 0, the tide 0)" in _log(ctl)


# End of a session ------------------------------------------------------------------------


def test_a_session_cannot_end_while_a_scene_is_played(ctl):
    with pytest.raises(RulesError, match="end the scene before the session ends"):
        sessions.end_session(ctl, sessions.SessionEnd())


def test_a_milestone_allows_one_change_and_says_why_not_two(ctl):
    scenes.end(ctl)
    two = Advance(
        AdvanceKind.MILESTONE,
        (SwapSkills("Lore", "Investigate"), RewriteAspect("Hears the Drowned Hymn", "Sings It")),
    )
    with pytest.raises(RulesError, match=r"Maren.*milestone allows one change"):
        sessions.end_session(ctl, sessions.SessionEnd(advances={"maren": two}))
    breakthrough = Advance(AdvanceKind.BREAKTHROUGH, (RaiseSkill("Will"),))
    with pytest.raises(RulesError, match="the end of a session gives 'milestone'"):
        sessions.end_session(ctl, sessions.SessionEnd(advances={"maren": breakthrough}))
    assert ctl.state.story.current_session == 7  # nothing was saved


def test_ending_a_session_records_it_and_refreshes_fate_points(ctl):
    scenes.end(ctl)
    maren_before = ctl.state.characters["maren"]
    milestone = Advance(AdvanceKind.MILESTONE, (SwapSkills("Lore", "Investigate"),))
    plan = sessions.SessionEnd(
        summary="The chapel flooded.",
        title="Low Water",
        date="2026-11-27",
        advances={"maren": milestone},
    )
    cleanup = sessions.end_session(ctl, plan)
    state = CampaignStore.load(ctl.store.root).state
    assert state.story.current_session == 8
    maren = state.characters["maren"]
    assert (maren.skills["Lore"], maren.skills["Investigate"]) == (
        maren_before.skills["Investigate"],
        maren_before.skills["Lore"],
    )
    # Fate points: at least refresh (Tamsin had 1, refresh 3; L246-252).
    assert state.characters["tamsin"].fate_points == 3
    written = _toml(ctl)["sessions"][-1]
    assert written["number"] == 7
    assert str(written["date"]) == "2026-11-27"
    assert not isinstance(written["date"], str)  # a TOML date, like the GM's own
    assert written["title"] == "Low Water"
    assert written["summary"] == "The chapel flooded."
    assert written["scenes"] == ["drowned-chapel"]
    assert written["advances"] == ["Maren Holloway, milestone: swaps Lore and Investigate"]
    assert written["log"] == "log/session-07.toml"
    assert written["arc"] == "salt-and-smoke"
    # The older records keep their unquoted dates.
    assert "date = 2026-09-04" in (ctl.store.root / "campaign.toml").read_text()
    log7 = _log(ctl, 7)
    assert "Session 7 ends" in log7
    assert "Maren Holloway, milestone: swaps Lore and Investigate" in log7
    assert cleanup.lines[0] == "Maren Holloway, milestone: swaps Lore and Investigate"


def test_undoing_a_session_end_restores_every_file_byte_for_byte(ctl):
    scenes.end(ctl)
    before = _files(ctl)
    plan = sessions.SessionEnd(
        summary="x",
        advances={"maren": Advance(AdvanceKind.MILESTONE, (SwapSkills("Lore", "Investigate"),))},
    )
    sessions.end_session(ctl, plan)
    assert _files(ctl) != before
    ctl.undo()
    assert _files(ctl) == before
    assert ctl.state.story.current_session == 7


def test_a_moderate_consequence_clears_a_full_session_after_treatment(ctl):
    """L880: moderate clears a full session after treatment; treated mid-session 7, it is
    still there after session 7 and gone at the end of session 8."""
    characters.begin_recovery(ctl, "edda-marrow", "moderate", "Bandaged Shoulder")
    edda = ctl.state.characters["edda-marrow"].consequence("moderate")
    assert clears_when(edda, ctl.state) == "recovering: clears at the end of session 8"
    scenes.end(ctl)
    sessions.end_session(ctl, sessions.SessionEnd())
    assert ctl.state.characters["edda-marrow"].consequence("moderate") is not None
    sessions.end_session(ctl, sessions.SessionEnd())
    assert ctl.state.characters["edda-marrow"].consequence("moderate") is None
    assert _toml(ctl)["sessions"][-1]["recovered"] == [
        "Captain Edda Marrow: moderate 'Bandaged Shoulder' cleared"
    ]


# End of an arc --------------------------------------------------------------------------


def test_an_arc_ends_with_breakthroughs_and_the_next_one_starts(ctl):
    scenes.end(ctl)
    sessions.end_session(ctl, sessions.SessionEnd())
    # The column rule, checked: Ansel's Academics is his only Superb-or-better skill.
    too_high = Advance(AdvanceKind.BREAKTHROUGH, (RaiseSkill("Investigate"),))
    with pytest.raises(RulesError, match=r"Ansel.*column rule"):
        arcs.end_arc(ctl, arcs.ArcEnd(advances={"ansel": too_high}))
    fine = Advance(AdvanceKind.BREAKTHROUGH, (RaiseSkill("Athletics"),), power_up_refresh=True)
    ansel = ctl.state.characters["ansel"]
    arcs.end_arc(
        ctl,
        arcs.ArcEnd(
            summary="The bells rang again.",
            advances={"ansel": fine},
            next_title="The Sleeper Wakes",
            next_aspects=["The Sea Is Rising"],
        ),
    )
    state = CampaignStore.load(ctl.store.root).state
    assert (
        state.characters["ansel"].skills.get("Athletics", 0) == ansel.skills.get("Athletics", 0) + 1
    )
    done = state.story.arc("salt-and-smoke")
    assert done.status.value == "done"
    assert done.summary == "The bells rang again."
    assert done.sessions == (4, 5, 6, 7)
    assert state.story.active_arc.title == "The Sleeper Wakes"
    assert [a.name for a in state.story.active_arc.aspects] == ["The Sea Is Rising"]


def test_no_arc_to_end_and_starting_one(ctl):
    scenes.end(ctl)
    arcs.end_arc(ctl, arcs.ArcEnd(summary="done"))
    with pytest.raises(RulesError, match="no arc is being played"):
        arcs.end_arc(ctl, arcs.ArcEnd())
    arc_id = arcs.start_arc(ctl, "Interlude", ["Quiet Days"])
    assert ctl.state.story.current_arc == arc_id == "interlude"
    with pytest.raises(RulesError, match="end it first"):
        arcs.start_arc(ctl, "Another")


# Each rule set ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("campaign", "session_kind", "arc_kind"),
    [
        ("glasshouse-heist", AdvanceKind.MINOR, AdvanceKind.MAJOR),
        ("windward-post", AdvanceKind.MINOR, AdvanceKind.SIGNIFICANT),
        ("brass-leviathan", AdvanceKind.MINOR, AdvanceKind.MAJOR),
    ],
)
def test_two_sessions_and_an_arc_in_every_rule_set(tmp_path, campaign, session_kind, arc_kind):
    ctl = _ctl(tmp_path, campaign)
    pc = ctl.state.pcs[0]
    scenes.end(ctl)
    other = Advance(session_kind, (BuyStunt(Stunt("A New Trick", "+2 when it matters")),))
    sessions.end_session(ctl, sessions.SessionEnd(summary="one", advances={pc.id: other}))
    assert any(s.name == "A New Trick" for s in ctl.state.characters[pc.id].stunts)
    with pytest.raises(RulesError, match="not a breakthrough"):
        sessions.end_session(
            ctl,
            sessions.SessionEnd(advances={pc.id: Advance(AdvanceKind.BREAKTHROUGH)}),
        )
    sessions.end_session(ctl, sessions.SessionEnd(summary="two"))
    arcs.end_arc(ctl, arcs.ArcEnd(summary="arc", advances={pc.id: Advance(arc_kind)}))
    data = _toml(ctl)
    assert [s["summary"] for s in data["sessions"][-2:]] == ["one", "two"]
    assert data["current"]["session"] == data["sessions"][-1]["number"] + 1
    assert data["arcs"][-1]["status"] == "done"
    for who in ctl.state.pcs:
        assert who.fate_points >= 1


def test_downtime_only_where_the_rule_set_has_it(tmp_path, ctl):
    with pytest.raises(RulesError, match="has no downtime"):
        sessions.take_downtime(ctl)
    sotc = _ctl(tmp_path, "brass-leviathan")
    # Imogen already carries a mild one: her second is moderate (L421-429).
    characters.set_consequence(sotc, "imogen-vance", "moderate", "Cracked Ribs")
    scenes.end(sotc)  # rest: recovery begins (no treatment roll in SotC, L439-446)
    assert sotc.state.characters["imogen-vance"].consequence("moderate") is not None
    cleanup = sessions.take_downtime(sotc)
    assert sotc.state.characters["imogen-vance"].consequence("moderate") is None
    assert "the moderate consequence 'Cracked Ribs' clears" in "\n".join(cleanup.lines)


# GM overrides and optional rules ----------------------------------------------------------


def test_advancement_edits_outside_a_milestone_are_flagged(ctl):
    advancement.override(ctl, "maren", RaiseSkill("Investigate"))
    entry = ctl.store.log_entries()[0][-1]
    assert entry.kind == "advancement"
    assert entry.text.startswith("GM override: Maren")
    assert entry.data["gm_override"] is True
    advancement.override(ctl, "maren", advancement.RefreshStep(1))
    assert "refresh 3 -> 4" in _log(ctl)[-1]


def test_optional_rules_are_switched_and_saved_with_the_comments(ctl):
    text = (ctl.store.root / "campaign.toml").read_text()
    options.set_option(ctl, "scale", True)
    after = (ctl.store.root / "campaign.toml").read_text()
    assert 'options = ["extreme_consequences", "scale"]' in after
    assert after.replace('"extreme_consequences", "scale"', '"extreme_consequences"') == text
    assert ctl.state.ruleset.uses("scale")
    options.set_option(ctl, "scale", False)
    assert (ctl.store.root / "campaign.toml").read_text() == text
    with pytest.raises(RulesError, match="not an optional rule"):
        options.set_option(ctl, "flying", True)


def test_sotc_a_mild_consequence_is_said_to_clear_when_the_scene_ends_and_does(copy_campaign):
    """spirit-of-the-century-srd.txt L439: mild consequences "will last until the end of the
    current scene". The words said "its clock starts at the end of the next scene" while
    ending the scene cleared it."""
    ctl = Controller(CampaignStore.load(copy_campaign("brass-leviathan")))
    pc = next(c.id for c in ctl.state.pcs if c.id in ctl.state.current_scene.cast)
    characters.set_consequence(ctl, pc, "mild", "Winded")
    mild = ctl.state.characters[pc].consequence("mild")
    assert clears_when(mild, ctl.state) == "recovers with rest: clears when this scene ends"
    scenes.end(ctl)
    assert ctl.state.characters[pc].consequence("mild") is None


@pytest.mark.parametrize("name", ["ashen-coast", "glasshouse-heist", "brass-leviathan"])
def test_a_sessions_usual_milestone_gives_no_skill_point_and_writes_none(tmp_path, name):
    """Found at the table: ending a session added `saved_skill_points = 1` to PCs who took
    no change. The milestone of a session gives no skill point: Condensed's is a lateral
    change only (fate-condensed-srd.txt L892-L899, "adjusting your character laterally");
    Core, Accelerated and SotC, whose seeds have no advancement chapter, follow the
    published Fate Core, whose minor milestone has none either. Only an advance that gives
    one (a significant milestone, a breakthrough) and leaves it unspent saves it, and then
    its line says so, in the log and the session's record."""
    ctl = _ctl(tmp_path, name)
    scenes.end(ctl)
    sessions.end_session(
        ctl, sessions.SessionEnd(advances=sessions.default_advances(ctl, Period.SESSION))
    )
    for pc in ctl.state.pcs:
        text = (ctl.store.root / "characters" / f"{pc.id}.toml").read_text()
        assert "saved_skill_points" not in text, pc.id
    if name != "glasshouse-heist":
        return
    pc = ctl.state.pcs[0]
    significant = {pc.id: Advance(AdvanceKind.SIGNIFICANT)}
    number = ctl.state.story.current_session
    cleanup = sessions.end_session(ctl, sessions.SessionEnd(advances=significant))
    said = f"{pc.name}, significant milestone: saves a skill point for later (1 saved)"
    assert cleanup.lines[0] == said and said in _log(ctl, number)
    assert _toml(ctl)["sessions"][-1]["advances"] == [said]
    text = (ctl.store.root / "characters" / f"{pc.id}.toml").read_text()
    assert "saved_skill_points = 1" in text
