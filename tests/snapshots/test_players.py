"""The players' view of the Ashen Coast at a fixed size, as `fate-tui players` draws it.

Regenerate after an intended change with `pytest tests/snapshots --snapshot-update` and
look at the SVG before committing it.
"""

from fate_tui.campaign.players_feed import PlayersFeed
from fate_tui.ui.players.players_app import PlayersApp

SIZE = (120, 40)


def test_players_view(snap_compare, campaign):
    app = PlayersApp(PlayersFeed.open(campaign), watch_interval=None)
    assert snap_compare(app, terminal_size=SIZE)
