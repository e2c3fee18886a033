"""The structured modes of play on the Table, one snapshot each at 120x40 on the bundled
Condensed campaign: the conflict panel, the absorb dialog, the contest tally, the challenge
board. State is set through the intents (the flows have their own Pilot tests).

Regenerate after an intended change with `pytest tests/snapshots/test_structured_play.py
--snapshot-update` and look at the SVGs before committing them.
"""

from datetime import datetime

import pytest

from fate_tui.campaign import playlog
from fate_tui.campaign.intents import challenges, conflicts, contests, obstacles
from fate_tui.campaign.intents.table_roll import TableRoll
from fate_tui.cli import make_app
from fate_tui.rules.contest import Side
from fate_tui.rules.obstacles import Block, Distraction, Hazard, Repercussion
from fate_tui.ui.roll_dialog.roll import RollDialog
from tests.ui.conftest import ashen_coast_with, loaded

SIZE = (120, 40)
SIDES = {"The PCs": ["maren", "corvin"], "The drowned": ["drowned-deacon", "drowned-faithful"]}


class _Evening(datetime):
    """The play log's clock, stopped, so the log lines in the snapshots stay the same."""

    @classmethod
    def now(cls, tz=None):
        return cls(2026, 3, 14, 21, 14)


@pytest.fixture(autouse=True)
def _stopped_clock(monkeypatch):
    monkeypatch.setattr(playlog, "datetime", _Evening)


def _snap(snap_compare, campaign, setup) -> bool:
    async def ready(pilot):
        await loaded(pilot.app, pilot)
        await setup(pilot.app, pilot)
        await pilot.pause()

    return snap_compare(
        make_app(campaign, watch_interval=None), terminal_size=SIZE, run_before=ready
    )


def test_conflict_panel(snap_compare, campaign):
    async def setup(app, pilot):
        ctl = app.controller
        conflicts.start(ctl, SIDES, first="maren")
        conflicts.next_turn(ctl, "drowned-deacon")

    assert _snap(snap_compare, campaign, setup)


def test_conflict_panel_with_obstacles(snap_compare, tmp_path):
    """The panel with a hazard taking its turn (and the key for its attack), a block before a
    zone and a distraction with its repercussions (Condensed's optional obstacles)."""
    folder = ashen_coast_with(tmp_path, ["extreme_consequences", "obstacles"])

    async def setup(app, pilot):
        ctl = app.controller
        conflicts.start(ctl, SIDES, first="maren")
        obstacles.add(ctl, Hazard("The Flood Rises", 3, 2))
        obstacles.add(ctl, Block("Rusted Portcullis", 2, zone="Undercroft"))
        leave, save = Repercussion("leave them", "they fall"), Repercussion("save them", "he flees")
        obstacles.add(ctl, Distraction("Orphans on the Ledge", "Save them?", (leave, save), 3))
        conflicts.next_turn(ctl, "hazard:The Flood Rises")

    assert _snap(snap_compare, folder, setup)


def test_absorb_dialog(snap_compare, campaign):
    async def setup(app, pilot):
        conflicts.start(app.controller, SIDES, first="drowned-deacon")
        app.push_screen(RollDialog(character_id="drowned-deacon"))
        await pilot.pause()
        app.screen.change(
            lambda s: (
                s.with_action(2)
                .with_opponent("maren", "Fight")
                .rolled((1, 1, 0, 0), (0, 0, 0, 0), typed=True)
            )
        )
        await pilot.press("enter")

    assert _snap(snap_compare, campaign, setup)


def test_contest_panel(snap_compare, campaign):
    async def setup(app, pilot):
        ctl = app.controller
        contests.start(
            ctl,
            [
                Side("The Cormorant", ("corvin",), "to reach the Shingle Bar first"),
                Side("The Wardens", ("salt-wardens",), "to run them aground"),
            ],
        )
        contests.exchange(
            ctl,
            {
                "The Cormorant": TableRoll("corvin", "Drive", (1, 1, 0, 0)),
                "The Wardens": TableRoll("salt-wardens", "Drive", (0, 0, 0, 0)),
            },
        )

    assert _snap(snap_compare, campaign, setup)


def test_challenge_board(snap_compare, campaign):
    async def setup(app, pilot):
        ctl = app.controller
        challenges.start(ctl, "Get the reliquary out before the tide")
        challenges.add_task(ctl, "Cross the flooded nave", "Athletics", 2, "maren")
        challenges.add_task(ctl, "Pry the reliquary loose", "Physique", 3)
        challenges.add_task(ctl, "Keep the faithful back", "Will", 2, "corvin")
        challenges.attempt(ctl, 0, TableRoll("maren", "Athletics", (1, 1, 1, 0)))
        challenges.attempt(ctl, 1, TableRoll("corvin", "Physique", (-1, 0, 0, 0)))
        challenges.note(ctl, 1, "It comes free, but the altar cracks")

    assert _snap(snap_compare, campaign, setup)
