"""The Roll dialog's last choices, remembered for each character within a scene."""

from dataclasses import replace

from fate_tui.campaign.roll.roll_session import RollSession
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.action_effects import Action
from fate_tui.ui.roll_dialog.roll_memory import RollMemory


def _attack(state):
    session = RollSession.start(state, "corvin").with_action(2)
    return session.with_target("drowned-deacon").roll


def test_a_characters_next_roll_in_the_scene_starts_with_the_same_choices(campaign):
    state = CampaignStore.load(campaign).state
    memory = RollMemory()
    memory.remember(state, _attack(state))
    last = memory.recall(state, "corvin")
    again = RollSession.start(state, "corvin", last).roll
    assert again.action is Action.ATTACK and again.skill == last.skill
    assert again.opponent == again.target == "drowned-deacon" and not again.rolled
    assert memory.recall(state, "maren") is None  # each character their own
    assert RollSession.start(state, "maren", last).roll.action is Action.OVERCOME


def test_a_new_scene_forgets_and_a_target_taken_out_is_dropped(campaign):
    state = CampaignStore.load(campaign).state
    memory = RollMemory()
    memory.remember(state, _attack(state))
    deacon = replace(state.characters["drowned-deacon"], taken_out=True)
    out = replace(state, characters={**state.characters, "drowned-deacon": deacon})
    again = RollSession.start(out, "corvin", memory.recall(out, "corvin")).roll
    assert again.action is Action.ATTACK and again.opponent is None and again.target is None
    elsewhere = replace(state, story=replace(state.story, current_scene="ash-market"))
    assert memory.recall(elsewhere, "corvin") is None
    assert memory.recall(state, "corvin") is None  # forgotten, not put aside


def test_a_conflicts_start_or_end_forgets(campaign):
    """Bug: after a physical conflict, the Deacon's attack in a mental one in the same scene
    came back with Maren defending with Fight, as remembered; a conflict's start or end now
    forgets the choices, so the defence is worked out again for the conflict's kind."""
    from fate_tui.rules.conflict import Conflict, Side

    state = CampaignStore.load(campaign).state
    scene = state.current_scene
    sides = (Side("PCs", ("corvin", "maren")), Side("Chapel", ("drowned-deacon",)))

    def with_conflict(conflict):
        scenes = {**state.scenes, scene.id: replace(scene, conflict=conflict)}
        return replace(state, scenes=scenes)

    physical = with_conflict(Conflict(sides=sides))
    mental = with_conflict(Conflict(sides=sides, mental=True))
    memory = RollMemory()
    memory.remember(physical, _attack(physical))
    assert memory.recall(physical, "corvin") is not None
    assert memory.recall(mental, "corvin") is None
    memory.remember(mental, _attack(mental))
    ended = with_conflict(Conflict(sides=sides, mental=True, ended=True))
    assert memory.recall(ended, "corvin") is None
