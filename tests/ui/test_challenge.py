"""A challenge played from the Table by keys: tasks with their skill, difficulty and who takes
them, a success with style earning a boost, a failure's cost, and the end with its summary;
asserting on the scene file afterwards."""

import tomllib

from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.ui.widgets.challenge_board import ChallengeBoard
from tests.ui.conftest import answer, choose, loaded, press

SCENE = "drowned-chapel"


def _challenge(folder) -> dict | None:
    return tomllib.loads((folder / "scenes" / f"{SCENE}.toml").read_text()).get("challenge")


def _deacon_on_a_higher_scale(folder) -> None:
    """The scale option on, and the Drowned Deacon one level above the Mundane PCs."""
    story = folder / "campaign.toml"
    text = story.read_text()
    story.write_text(text.replace('options = ["extreme_consequences"]', 'options = ["scale"]'))
    deacon = folder / "characters" / "drowned-deacon.toml"
    text = deacon.read_text()
    deacon.write_text(text.replace("\nname = ", '\nscale = "Supernatural"\nname = ', 1))


async def test_a_challenge_by_keys_with_a_boost_a_cost_and_its_summary(campaign):
    _deacon_on_a_higher_scale(campaign)
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "H")
        await answer(pilot, "Get the reliquary out before the tide")
        # The first task is asked for straight away.
        await answer(pilot, "Cross the flooded nave")
        await choose(pilot, "Athletics")
        await answer(pilot, "Average")
        await choose(pilot, "maren")
        board = app.screen.query_one(ChallengeBoard)
        assert board.display and "Cross the flooded nave" in str(board.content)
        task = _challenge(campaign)["tasks"][0]
        assert task == {
            "description": "Cross the flooded nave",
            "skill": "Athletics",
            "difficulty": 1,
            "attempted_by": "maren",
        }

        # Maren (Mediocre Athletics) takes it on with four plusses and an invoke: success with
        # style and a boost.
        await press(pilot, "H")
        await choose(pilot, "attempt")
        await choose(pilot, "no-one")  # scale: the Deacon does not oppose this one
        await answer(pilot, "++++ +2")
        await answer(pilot, "Sure Footing")
        challenge = _challenge(campaign)
        assert challenge["tasks"][0]["result"]["outcome"] == "success_with_style"
        saved = CampaignStore.load(campaign).state.scenes[SCENE]
        assert any(a.name == "Sure Footing" and a.is_boost for a in saved.aspects)

        # A second task with no fixed difficulty: Corvin rolls badly against Good.
        await press(pilot, "H")
        await choose(pilot, "add")
        await answer(pilot, "Pry the reliquary loose")
        await choose(pilot, "-")
        await answer(pilot, "")
        await choose(pilot, "-")
        await press(pilot, "H")
        await choose(pilot, "attempt")
        await answer(pilot, "Good")  # asked before the dice: an empty answer loses no roll
        await choose(pilot, "corvin")
        await choose(pilot, "Physique")
        await choose(pilot, "roll")  # nobody helps
        await choose(pilot, "drowned-deacon")  # he holds the reliquary: his scale counts
        await answer(pilot, "----")
        await answer(pilot, "The bell starts to toll")
        task = _challenge(campaign)["tasks"][1]
        assert task["result"]["outcome"] == "fail" and task["note"] == "The bell starts to toll"
        assert task["result"]["opposition"] == 4  # Good, and +1 for his level of scale
        assert "1 succeeded (1 with style), 0 ties, 1 failed" in str(board.content)

        await press(pilot, "H")
        await choose(pilot, "end")
        await answer(pilot, "They have the reliquary, but the whole quay heard")
        assert _challenge(campaign) is None and not board.display
        entries, _ = CampaignStore.load(campaign).log_entries()
        assert entries[-1].text == (
            "The challenge 'Get the reliquary out before the tide' ends: 1 succeeded "
            "(1 with style), 0 ties, 1 failed. They have the reliquary, but the whole quay heard"
        )
