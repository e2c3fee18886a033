"""What the players may see: every public item of each bundled campaign's scene in play is in
the view, and nothing the GM keeps hidden is."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from fate_tui.campaign.players_log import hidden_words, table_log
from fate_tui.campaign.players_view import player_sheet, players_view
from fate_tui.campaign.playlog import LogEntry
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.challenge import Challenge, add_task, record_result
from fate_tui.rules.conflict import concede, start_conflict
from fate_tui.rules.contest import Side, name_twist, new_contest, score_exchange
from fate_tui.rules.countdown import Countdown
from fate_tui.rules.outcomes import resolve
from fate_tui.rules.overrides import apply_overrides
from fate_tui.rules.scene import SceneStatus
from fate_tui.rules.turn_order import pick_next, start_elective

CAMPAIGNS = Path(__file__).resolve().parents[2] / "campaigns"
BUNDLED = sorted(p.name for p in CAMPAIGNS.iterdir() if (p / "campaign.toml").exists())


def load(name: str):
    return CampaignStore.load(CAMPAIGNS / name).state


def public_items(state) -> list[str]:
    """Everything of the scene in play the table may see, straight from the files."""
    story, scene = state.story, state.current_scene
    items = [story.name, scene.title]
    items += [a.name for a in story.setting_aspects if not a.hidden]
    items += [a.name for a in story.active_arc.aspects if not a.hidden]
    items += [a.name for a in scene.all_aspects if not a.hidden]
    items += [z.name for z in scene.zones]
    items += [state.characters[c].name for c in scene.cast]
    for pc in state.pcs:
        items += [pc.name, *(a.name for a in pc.aspects if not a.hidden)]
        items += [c.aspect for c in pc.consequences]
        items += [f"fate_points={pc.fate_points}"]
    for character_id in scene.cast:
        npc = state.characters[character_id]
        items += [a.name for a in npc.aspects if not a.hidden]
        items += [c.aspect for c in npc.consequences]
    countdowns = (*story.countdowns, *scene.countdowns)
    items += [c.name for c in countdowns if c.revealed]
    items += [c.outcome for c in countdowns if c.revealed and c.outcome_revealed]
    return items


def hidden_items(state) -> list[str]:
    """Everything the GM keeps to themselves, straight from the files."""
    story, scene = state.story, state.current_scene
    items = [a.name for a in scene.all_aspects if a.hidden]
    countdowns = (*story.countdowns, *scene.countdowns)
    items += [c.name for c in countdowns if not c.revealed]
    items += [c.outcome for c in countdowns if c.outcome and not c.outcome_revealed]
    notes = [story.notes, scene.notes, *(z.notes for z in scene.zones)]
    notes += [a.notes for a in story.arcs]
    notes += [c.notes for c in state.characters.values()]
    items += [line.strip() for text in notes for line in text.splitlines() if len(line) > 12]
    for character in state.characters.values():
        items += [a.name for a in character.aspects if a.hidden]
        if character.kind.is_npc:
            items += [s.name for s in character.stunts]
            items += [s for s in character.skills if len(s) > 12]  # their own skill names
            items += [character.description] if character.description else []
    # NPCs the scene does not mention are no business of the players' view.
    items += [
        c.name for c in state.characters.values() if c.kind.is_npc and c.id not in repr(scene)
    ]
    return [i for i in items if i]


@pytest.mark.parametrize("name", BUNDLED)
def test_every_public_item_is_shown(name):
    state = load(name)
    view = players_view(state)
    text = repr(view)
    for pc in state.pcs:
        shown = next(p for p in view.pcs if p.id == pc.id)
        assert shown.fate_points == pc.fate_points
    for item in public_items(state):
        if item.startswith("fate_points="):
            continue
        assert item in text, f"{name}: '{item}' should be shown"


@pytest.mark.parametrize("name", BUNDLED)
def test_nothing_hidden_is_shown(name):
    state = load(name)
    text = repr(players_view(state))
    hidden = hidden_items(state)
    assert any(a.hidden for a in state.current_scene.all_aspects)
    assert {a.name for a in state.current_scene.all_aspects if a.hidden} <= set(hidden)
    for item in hidden:
        assert item not in text, f"{name}: '{item}' must stay hidden"


@pytest.mark.parametrize("name", BUNDLED)
def test_the_gm_pool_shows_only_when_the_campaign_says_so(name):
    state = load(name)
    assert state.current_scene.gm_pool is not None
    assert players_view(state).heading.gm_pool is None
    shown = replace(state, story=replace(state.story, players_see_gm_pool=True))
    assert players_view(shown).heading.gm_pool == state.current_scene.gm_pool


def test_the_show_gm_pool_option_is_read_from_campaign_toml(tmp_path):
    import shutil

    target = tmp_path / "ashen"
    shutil.copytree(CAMPAIGNS / "ashen-coast", target)
    text = (target / "campaign.toml").read_text()
    (target / "campaign.toml").write_text(text + "\n[players]\nshow_gm_pool = true\n")
    store = CampaignStore.load(target)
    assert not store.problems
    assert players_view(store.state).heading.gm_pool == 3


def _with_scene(state, **changes):
    scene = replace(state.current_scene, **changes)
    return replace(state, scenes={**state.scenes, scene.id: scene})


def test_a_running_conflict_shows_its_exchange_and_turns():
    state = load("ashen-coast")
    ruleset = state.ruleset
    conflict = start_conflict(
        {"The crew": ["maren", "corvin"], "The drowned": ["drowned-deacon", "drowned-faithful"]}
    )
    conflict, _ = concede(conflict, state.characters["drowned-deacon"], ruleset)
    turn = pick_next(start_elective(conflict.members, "maren"), "maren", "corvin")
    view = players_view(_with_scene(state, conflict=conflict, turn=turn)).conflict
    assert view.exchange == 1
    assert view.active == "Corvin Ashgrave"
    assert view.acted == ("Maren Holloway",)
    assert "Drowned Faithful" in view.waiting
    assert view.out == ("The Drowned Deacon (conceded)",)
    assert ("The crew", ("Maren Holloway", "Corvin Ashgrave")) in view.sides


def test_a_contest_shows_its_tally_twists_and_exchanges():
    state = load("ashen-coast")
    ruleset = state.ruleset
    contest = new_contest([Side("The crew", ("tamsin",)), Side("The wardens", ("salt-wardens",))])
    contest = score_exchange(contest, {"The crew": 4, "The wardens": 1}, ruleset)
    contest = score_exchange(contest, {"The crew": 2, "The wardens": 2}, ruleset)
    contest = name_twist(contest, "Carts Overturned in the Market")
    view = players_view(_with_scene(state, contest=contest)).contest
    assert view.sides == (("The crew", 2), ("The wardens", 0))
    assert view.needed == ruleset.contests.victories
    assert view.twists == ("Carts Overturned in the Market",)
    assert view.exchanges[0] == "Exchange 1: The crew +4, The wardens +1: The crew +2 victories"
    assert view.exchanges[1].endswith("a tie: a twist")


@pytest.mark.parametrize(
    ("win_rule", "needed", "words"),
    [
        ("first_to", None, "first to 3 victories"),
        ("lead_of", None, "a lead of 3 victories wins"),
        ("lead_of", 2, "a lead of 2 victories wins"),
    ],
)
def test_a_contest_says_how_it_is_won_under_the_rule_sets_win_rule(win_rule, needed, words):
    # Regression: the players read "first to 3 victories" under a lead-of win rule too.
    state = load("ashen-coast")
    rules = apply_overrides(state.ruleset, {"contests": {"win_rule": win_rule, "victories": 3}})
    state = replace(state, story=replace(state.story, ruleset=rules))
    sides = [Side("The crew", ("tamsin",)), Side("The wardens", ("salt-wardens",))]
    view = players_view(_with_scene(state, contest=new_contest(sides, needed))).contest
    assert view.win == words


def test_a_challenge_shows_tasks_and_results_but_not_the_gms_difficulties_or_notes():
    state = load("ashen-coast")
    ruleset = state.ruleset
    challenge = Challenge("Escape the Flooding Crypt")
    challenge = add_task(challenge, "Find the way out", "Investigate", 3, "ansel")
    challenge = add_task(challenge, "Hold the door", "Physique", 5)
    challenge = record_result(
        challenge, 0, resolve(4, 3, ruleset), "ansel", note="GM: the water rises anyway"
    )
    view = players_view(_with_scene(state, challenge=challenge)).challenge
    found, hold = view.tasks
    assert (found.description, found.skill, found.who) == (
        "Find the way out",
        "Investigate",
        "Ansel Wick",
    )
    assert found.result == "Great (+4) vs Good (+3): success"
    assert hold.result is None
    text = repr(view)
    assert "Superb" not in text and "5" not in text  # the untried task's difficulty
    assert "the water rises anyway" not in text


def test_an_npc_shows_stress_and_consequences_only_once_inflicted():
    state = load("ashen-coast")
    deacon = state.characters["drowned-deacon"]
    view = players_view(state)
    shown = next(p for p in view.npcs if p.id == "drowned-deacon")
    assert shown.stress == () and shown.fate_points is None
    hurt = replace(deacon, stress_marked={"stress": frozenset({0})})
    if deacon.stress_boxes:
        (track,) = deacon.stress_boxes
        hurt = replace(deacon, stress_marked={track: frozenset({0})})
    state = replace(state, characters={**state.characters, deacon.id: hurt})
    shown = next(p for p in players_view(state).npcs if p.id == "drowned-deacon")
    assert [sorted(t.marked) for t in shown.stress] == [[0]]


def test_hidden_countdowns_and_unrevealed_outcomes_stay_hidden():
    state = load("ashen-coast")
    track = Countdown("The Bell", 4, 1, ("an exchange passes",), outcome="It rings", revealed=True)
    state = _with_scene(state, countdowns=(track,))
    (shown,) = [c for c in players_view(state).countdowns if c.name == "The Bell"]
    assert shown.outcome is None and shown.triggers == ("an exchange passes",)
    revealed = replace(track, outcome_revealed=True)
    state = _with_scene(state, countdowns=(revealed,))
    (shown,) = [c for c in players_view(state).countdowns if c.name == "The Bell"]
    assert shown.outcome == "It rings"
    hidden = replace(track, revealed=False)
    state = _with_scene(state, countdowns=(hidden,))
    assert "The Bell" not in repr(players_view(state))


def test_a_prepared_scene_shows_only_its_title():
    state = load("ashen-coast")
    state = _with_scene(state, status=SceneStatus.PREPARED)
    view = players_view(state)
    assert view.heading.scene == "The Drowned Chapel"
    assert view.scene_aspects == () and view.zones == () and view.npcs == ()


def test_the_log_keeps_table_lines_and_drops_any_naming_a_secret():
    state = load("ashen-coast")
    entries = [
        LogEntry("roll", "Maren overcomes: Lore Great (+4): success"),
        LogEntry("change", "Renamed a zone"),
        LogEntry("invoke", "The GM invokes The Deacon Is the Chapel's Heart"),
        LogEntry(
            "compel",
            "Ansel's trouble is compelled; he takes a fate point",
            data={"changes": [{"who": "ansel", "points": 1}]},
        ),
        LogEntry("fate_point", "The Sleeper Turns Over: a box is marked"),
    ]
    assert table_log(state, entries) == (
        "Maren overcomes: Lore Great (+4): success",
        "Ansel's trouble is compelled; he takes a fate point",
    )
    assert "the deacon is the chapel's heart" in hidden_words(state)
    many = [LogEntry("roll", f"roll {n}") for n in range(20)]
    assert table_log(state, many, lines=3) == ("roll 17", "roll 18", "roll 19")


def test_a_players_sheet_has_no_hidden_aspect_nor_gm_notes():
    state = load("ashen-coast")
    maren = state.characters["maren"]
    secret = replace(maren.aspects[0], name="Chosen by the Sleeper", hidden=True)
    maren = replace(maren, aspects=(*maren.aspects, secret), notes="GM: she is the singer")
    state = replace(state, characters={**state.characters, "maren": maren})
    sheet = player_sheet(state, "maren")
    assert "Chosen by the Sleeper" not in [a.name for a in sheet.aspects]
    assert sheet.notes == ""
    assert sheet.skills == maren.skills and sheet.stunts == maren.stunts
    assert player_sheet(state, "drowned-deacon") is None
    assert player_sheet(state, "nobody") is None


def _with_draft(state, draft, in_scene: bool):
    """`state` with `draft` among its characters, and in the cast of the scene in play."""
    scene = state.current_scene
    scenes = dict(state.scenes)
    if in_scene:
        scenes[scene.id] = replace(scene, cast=(*scene.cast, draft.id))
    return replace(state, characters={**state.characters, draft.id: draft}, scenes=scenes)


def test_a_pc_still_being_made_stays_off_the_players_view_until_finished():
    from fate_tui.rules import sotc_phases

    state = load("brass-leviathan")
    draft = sotc_phases.new_member("drake-devlin", "Drake Devlin", 1)
    drafting = _with_draft(state, draft, in_scene=True)
    roll = LogEntry("roll", "Drake Devlin rolls Pilot: Great", data={"actor": "drake-devlin"})
    view = players_view(drafting, [roll])
    assert "drake-devlin" not in {p.id for p in view.pcs}
    named = [n for z in view.zones for n in z.here] + list(view.elsewhere)
    assert "Drake Devlin" not in named
    assert player_sheet(drafting, "drake-devlin") is None
    assert not any("Drake Devlin" in line for line in view.log)
    finished = _with_draft(state, replace(draft, draft_step=None, draft_phases=None), True)
    view = players_view(finished, [roll])
    assert "drake-devlin" in {p.id for p in view.pcs}
    assert player_sheet(finished, "drake-devlin") is not None


def test_a_condensed_draft_is_shown_only_while_played_in_a_scene():
    # fate-condensed-srd.txt L1140: Character Creation As You Play: the draft is at the table.
    from fate_tui.rules import creation

    state = load("ashen-coast")
    draft = creation.new_draft("ruth", "Ruth Kincaid")
    aside = players_view(_with_draft(state, draft, in_scene=False))
    assert "ruth" not in {p.id for p in aside.pcs}
    playing = players_view(_with_draft(state, draft, in_scene=True))
    assert "ruth" in {p.id for p in playing.pcs}


def _between_scenes(state):
    return replace(state, story=replace(state.story, current_scene=None))


def _with_a_draft(state):
    draft = replace(
        state.characters["maren"], id="nell-draft", name="Nell Tarrow", draft_step="skills"
    )
    return replace(state, characters={**state.characters, draft.id: draft})


@pytest.mark.parametrize("name", BUNDLED)
def test_between_scenes_the_party_is_shown_in_full(name):
    state = _between_scenes(load(name))
    view = players_view(state)
    assert [p.name for p in view.pcs] == [pc.name for pc in state.pcs]
    assert view.pcs, "every bundled campaign has PCs"
    assert all(p.in_scene and p.fate_points is not None for p in view.pcs)
    assert view.npcs == ()


@pytest.mark.parametrize("between", [False, True], ids=["in a scene", "between scenes"])
def test_a_draft_pc_is_never_shown_to_the_players(between):
    state = _with_a_draft(load("ashen-coast"))
    if between:
        state = _between_scenes(state)
    view = players_view(state, [LogEntry("roll", "Nell Tarrow overcomes: success")])
    assert "Nell Tarrow" not in repr(view)
    assert player_sheet(state, "nell-draft") is None
