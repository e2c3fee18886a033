"""Contests and challenges through the intents: an extended contest, a failed advantage's
cost, a threat's hits, and a challenge inside a conflict whose failed defence lasts until
the conflict's next exchange; all written into the scene file."""

import tomllib
from dataclasses import replace

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import challenges, conflicts, contests, rolls
from fate_tui.campaign.intents.roll_model import Roll
from fate_tui.campaign.intents.table_roll import TableRoll
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.action_effects import Action
from fate_tui.rules.contest import AdvantageFailure, Side
from fate_tui.rules.derived import rating
from fate_tui.rules.errors import RulesError

SIDES = [Side("The crew", ("corvin",)), Side("The wardens", ("salt-wardens",))]


def _open(copy_campaign) -> Controller:
    return Controller(CampaignStore.load(copy_campaign("ashen-coast")))


def _scene_file(ctl: Controller) -> dict:
    current = ctl.state.story.current_scene
    return tomllib.loads((ctl.store.root / "scenes" / f"{current}.toml").read_text())


def test_an_extended_contest_with_a_forfeit_and_a_threat(copy_campaign):
    """Condensed L780-796: a failed advantage forfeits the side's roll (or gives a free
    invoke); a threat hits everyone whose roll is lower than its attack."""
    ctl = _open(copy_campaign)
    contests.start(ctl, SIDES, victories_needed=5)
    assert _scene_file(ctl)["contest"]["victories_needed"] == 5
    contests.advantage_cost(ctl, "The wardens", AdvantageFailure.FORFEIT)
    assert _scene_file(ctl)["contest"]["forfeited"] == ["The wardens"]
    with pytest.raises(RulesError, match="forfeited"):
        contests.exchange(
            ctl,
            {
                "The crew": TableRoll("corvin", "Drive", (0, 0, 0, 0)),
                "The wardens": TableRoll("salt-wardens", "Drive", (0, 0, 0, 0)),
            },
        )
    contests.exchange(
        ctl, {"The crew": TableRoll("corvin", "Drive", (0, 0, 0, 0)), "The wardens": None}
    )
    written = _scene_file(ctl)["contest"]
    assert [s["victories"] for s in written["sides"]] == [1, 0] and written["forfeited"] == []
    hits = contests.threat(
        ctl,
        5,
        {
            "The crew": TableRoll("corvin", "Drive", (1, 0, 0, 0)),  # Drive +4 +1: holds
            "The wardens": TableRoll("salt-wardens", "Drive", (0, 0, 0, 0)),
        },
    )
    assert [h.character_id for h in hits] == ["salt-wardens"]
    assert contests.winner(ctl) is None
    # The hit is absorbed (the recommended way when the GM names none), not only logged.
    wardens = CampaignStore.load(ctl.store.root).state.characters["salt-wardens"]
    assert wardens.group_size < 5


def test_a_challenge_inside_a_conflict_refuses_a_roll_after_a_failed_defense(copy_campaign):
    """Core L709-723 (the rule the other rule sets share here): attacked and failing to
    defend, a character rolls for no challenge goal until the conflict's next exchange."""
    ctl = _open(copy_campaign)
    conflicts.start(ctl, {"The crew": ["maren"], "The drowned": ["drowned-deacon"]}, first="maren")
    challenges.start(ctl, "Shut the sluice gates")
    challenges.add_task(ctl, "Turn the wheel", "Physique", 2, "maren")
    challenges.failed_defense(ctl, "maren")
    written = _scene_file(ctl)["challenge"]
    assert written["exchange"] == 1 and written["failed_defense"] == ["maren"]
    reopened = Controller(CampaignStore.load(ctl.store.root))
    maren = reopened.state.characters["maren"]
    maren_physique = rating(maren, "Physique", reopened.state.ruleset)
    roll = TableRoll("maren", "Physique", (1, 1, 0, 0))
    with pytest.raises(RulesError, match="did not defend"):
        challenges.attempt(reopened, 0, roll)
    conflicts.next_turn(reopened, "drowned-deacon")
    conflicts.next_turn(reopened, "maren")  # a new exchange
    assert _scene_file(reopened)["challenge"]["failed_defense"] == []
    challenges.attempt(reopened, 0, roll)
    task = _scene_file(reopened)["challenge"]["tasks"][0]
    assert task["attempted_by"] == "maren" and task["result"]["effort"] == 2 + maren_physique


def test_a_failed_defence_rolled_in_the_roll_dialog_records_the_challenge_block(copy_campaign):
    """Core L711-713 by itself: an attack applied through the Roll dialog that Maren fails to
    defend against stops her challenge roll this exchange; one she holds off does not."""
    ctl = _open(copy_campaign)
    conflicts.start(ctl, {"The crew": ["maren"], "The drowned": ["drowned-deacon"]}, first="maren")
    challenges.start(ctl, "Shut the sluice gates")
    attack = Roll(
        "drowned-deacon",
        "Fight",
        Action.ATTACK,
        opponent="maren",
        opponent_skill="Fight",
        target="maren",
    )
    held = replace(attack, dice=(-1, -1, -1, -1), opponent_dice=(1, 1, 1, 1))
    rolls.apply_roll(ctl, held, rolls.Names(boost="Sidestepped"))
    assert _scene_file(ctl)["challenge"].get("failed_defense", []) == []
    hit = replace(attack, dice=(1, 1, 1, 1), opponent_dice=(-1, -1, -1, -1))
    named = {"mild": "Bruised", "moderate": "Gashed", "severe": "Half-Drowned"}
    rolls.apply_roll(ctl, hit, rolls.Names(consequences=named))
    assert _scene_file(ctl)["challenge"]["failed_defense"] == ["maren"]
