"""What the app imports once the Table is drawn.

The Table imports only what it draws; the flows, dialogs and screens its keys open are
imported when first used. Importing them in a thread right after the Table's first frame
means neither that frame nor the GM's first key waits for them.
"""

from __future__ import annotations


def import_the_rest() -> None:
    """Import what the Table's keys and the app's screens open (run in a worker thread)."""
    from fate_tui.campaign.intents import conflicts  # noqa: F401
    from fate_tui.ui.dialogs import choose, confirm, prompt  # noqa: F401
    from fate_tui.ui.play import (  # noqa: F401
        challenge_flow,
        compel_flow,
        conflict_flow,
        contest_flow,
        countdown_flow,
        move_flow,
        obstacle_flow,
        scene_ending,
    )
    from fate_tui.ui.roll_dialog import roll  # noqa: F401
    from fate_tui.ui.screens import fate, log, scenes, sheet  # noqa: F401
