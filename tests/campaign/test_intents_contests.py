"""Contests and challenges through the intents: an extended contest, a failed advantage's
cost, a threat's hits, and a challenge inside a conflict whose failed defence lasts until
the conflict's next exchange; all written into the scene file."""

import tomllib
from dataclasses import replace

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import challenges, conflicts, contests, rolls
from fate_tui.campaign.intents.table_roll import TableRoll
from fate_tui.campaign.players_view import players_view
from fate_tui.campaign.roll.roll_model import Roll
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


def _log(ctl: Controller) -> list[str]:
    entries, _ = ctl.store.log_entries()
    return [entry.text for entry in entries]


def test_spirit_of_the_century_calls_three_shifts_significant_and_has_no_ties(copy_campaign):
    """spirit-of-the-century-srd.txt L339 (meeting the difficulty succeeds: no ties) and L481
    (three shifts or more is a significant success); its failure carries no cost to pay."""
    ctl = Controller(CampaignStore.load(copy_campaign("brass-leviathan")))
    challenges.start(ctl, "Keep the Cassiopeia afloat")
    challenges.add_task(ctl, "Seal the flooding hold", "Engineering", 2)
    challenges.add_task(ctl, "Signal the escort", "Pilot", 2)
    challenges.attempt(ctl, 0, TableRoll("lucky-donnelly", "Engineering", (1, 1, 0, 0)))
    assert "succeeds significantly" in _log(ctl)[-1]
    challenges.attempt(ctl, 1, TableRoll("lucky-donnelly", "Pilot", (-1, -1, -1, -1)))
    challenge = challenges.running(ctl.state.current_scene)
    assert not challenges.offers_cost(ctl.state, challenge, 1)
    summary = challenges.summary_words(challenge, ctl.state.ruleset)
    assert summary == "1 succeeded (1 significantly), 1 failed"
    shown = players_view(ctl.state).challenge.tasks[0].result
    assert shown == "Superb (+5) vs Fair (+2): significant success"


def test_a_core_challenge_offers_costs_and_ends_with_its_boosts(copy_campaign):
    """fate-core-actions-and-conflicts.txt L87-88 (a tie: a minor cost; a failure: fail or
    succeed at a serious cost) and L330 (unused boosts may be kept for the scene)."""
    ctl = Controller(CampaignStore.load(copy_campaign("glasshouse-heist")))
    challenges.start(ctl, "Slip out of the ball")
    challenges.add_task(ctl, "Lift the codes", "Burglary", 3, "vesna-kade")
    challenges.add_task(ctl, "Keep the guards busy", "Deceive", 2, "aurelio-sand")
    challenges.attempt(ctl, 0, TableRoll("vesna-kade", "Burglary", (1, 1, 0, 0)))
    challenges.earn_boost(ctl, 0, "Codes Up My Sleeve")
    assert _log(ctl)[-1] == "Vesna Kade gains the boost 'Codes Up My Sleeve'"
    challenges.attempt(ctl, 1, TableRoll("aurelio-sand", "Deceive", (-1, -1, 0, 0)))
    challenge = challenges.running(ctl.state.current_scene)
    assert challenge.tasks[1].result.outcome.value == "tie"
    assert challenges.offers_cost(ctl.state, challenge, 1)
    challenges.end(ctl, "They get out with the codes")
    assert _log(ctl)[-1] == (
        "The challenge 'Slip out of the ball' ends: 1 succeeded (1 with style), 1 tie, "
        "0 failed; boost earned: 'Codes Up My Sleeve'. They get out with the codes"
    )


def test_a_helper_too_weak_to_help_is_named_and_a_minion_group_rolls_with_its_size(
    copy_campaign,
):
    """fate-core-actions-and-conflicts.txt L755: only a helper with at least Average (+1) in
    the skill adds +1; spirit-of-the-century-srd.txt L463: four to six minions acting as a
    group get +2."""
    ctl = Controller(CampaignStore.load(copy_campaign("glasshouse-heist")))
    sides = [Side("The crew", ("vesna-kade", "greta-voss")), Side("Fey", ("inspector-fey",))]
    contests.start(ctl, sides)
    contests.exchange(
        ctl,
        {
            "The crew": TableRoll("vesna-kade", "Athletics", (0, 0, 0, 0), ("greta-voss",)),
            "Fey": TableRoll("inspector-fey", "Investigate", (0, 0, 0, 0)),
        },
    )
    assert (
        "(Greta Voss cannot help: needs at least Average (+1) in Athletics, has Mediocre (+0))"
        in _log(ctl)[-1]
    )

    ctl = Controller(CampaignStore.load(copy_campaign("brass-leviathan")))
    sides = [Side("The PCs", ("lucky-donnelly",)), Side("The divers", ("leviathan-divers",))]
    contests.start(ctl, sides)
    contests.exchange(
        ctl,
        {
            "The PCs": TableRoll("lucky-donnelly", "Athletics", (0, 0, 0, 0)),
            "The divers": TableRoll("leviathan-divers", "Athletics", (0, 0, 0, 0)),
        },
    )
    efforts = _scene_file(ctl)["contest"]["exchanges"][-1]["efforts"]
    assert efforts == {"The PCs": 4, "The divers": 2}  # six divers: Mediocre +2
    assert "+ group +2" in _log(ctl)[-1]


def test_a_failure_taken_at_a_cost_counts_as_a_success_and_is_kept_in_the_scene_file(
    copy_campaign,
):
    """fate-core-actions-and-conflicts.txt L87: a failed overcome may be taken as success at a
    serious cost; reopened, the task still reads so. Spirit of the Century has no such choice
    (spirit-of-the-century-srd.txt L339)."""
    ctl = Controller(CampaignStore.load(copy_campaign("glasshouse-heist")))
    challenges.start(ctl, "Slip out of the ball")
    challenges.add_task(ctl, "Keep the guards busy", "Deceive", 6, "aurelio-sand")
    challenges.attempt(ctl, 0, TableRoll("aurelio-sand", "Deceive", (-1, -1, 0, 0)))
    challenges.succeed_at_cost(ctl, 0, "Fey recognises him")
    reopened = Controller(CampaignStore.load(ctl.store.root))
    challenge = challenges.running(reopened.state.current_scene)
    assert challenge.tasks[0].at_cost and challenge.tasks[0].note == "Fey recognises him"
    summary = challenges.summary_words(challenge, reopened.state.ruleset)
    assert summary == "1 succeeded (1 at a cost), 0 ties, 0 failed"

    sotc = Controller(CampaignStore.load(copy_campaign("brass-leviathan")))
    challenges.start(sotc, "Keep the Cassiopeia afloat")
    challenges.add_task(sotc, "Signal the escort", "Pilot", 6)
    challenges.attempt(sotc, 0, TableRoll("lucky-donnelly", "Pilot", (-1, -1, -1, -1)))
    with pytest.raises(RulesError, match="no success at a cost"):
        challenges.succeed_at_cost(sotc, 0, "The escort turns back")


def test_a_goal_typed_without_its_to_reads_as_english_in_the_log(copy_campaign):
    """Found at the table: "wanting reach the lifeboats"."""
    ctl = _open(copy_campaign)
    contests.start(
        ctl,
        [
            Side("The crew", ("corvin",), "reach the lifeboats"),
            Side("The drowned", ("drowned-deacon",), "to drag them under"),
        ],
    )
    started = _log(ctl)[-1]
    assert "wanting reach" not in started
    assert "their goal: reach the lifeboats" in started
    assert "wanting to drag them under" in started


def test_a_side_named_for_its_only_member_is_named_once_in_the_log(copy_campaign):
    """Found at the table: "A contest starts: Tamsin Reed (Tamsin Reed), ..." and "Contest
    exchange 1: Tamsin Reed: Tamsin Reed Athletics ...", and a side that sat an exchange out
    "do not roll" whoever it was."""
    ctl = _open(copy_campaign)
    sides = [Side("Tamsin Reed", ("tamsin",)), Side("Sister Ilse", ("sister-ilse",))]
    contests.start(ctl, sides)
    started = _log(ctl)[-1]
    assert "Tamsin Reed (Tamsin Reed)" not in started
    assert started.startswith("A contest starts: Tamsin Reed against Sister Ilse;")
    contests.exchange(ctl, {"Tamsin Reed": TableRoll("tamsin", "Athletics", (0, 0, 0, 0))})
    line = _log(ctl)[-1]
    assert line.startswith("Contest exchange 1: Tamsin Reed Athletics ")
    assert "; Sister Ilse does not roll" in line
    crew = [Side("The crew", ("corvin", "maren")), Side("Drowned Faithful", ("drowned-faithful",))]
    contests.end(ctl)
    contests.start(ctl, crew)
    assert "the crew (Corvin Ashgrave, Maren Holloway)" in _log(ctl)[-1]
    contests.exchange(ctl, {"The crew": TableRoll("corvin", "Drive", (0, 0, 0, 0))})
    assert "; Drowned Faithful do not roll" in _log(ctl)[-1]
