"""Bringing a character into a scene (the Scenes screen's `b`, a move on the Table of someone
not in the scene). A PC joining the scene in play before anyone has rolled adds their point
to the GM's pool at once; after the first roll the GM says whether it does (the intent's
rule: `scenes.bring_in`).

Awaited from a `@work` action of the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import scenes
from fate_tui.ui.dialogs import asking
from fate_tui.ui.shell.gm_app import gm_app

if TYPE_CHECKING:
    from fate_tui.ui.screens.base import CampaignScreen


async def bring_in(
    screen: CampaignScreen, who: str, zone: str | None, scene_id: str | None = None
) -> None:
    app = gm_app(screen)
    to_pool = None
    if scenes.pc_joins_late(screen.controller, who, scene_id):
        to_pool = await asking.confirm(
            app,
            f"{app.name_of(who)} joins after the scene's first roll: "
            "does the GM's pool gain a fate point for them?",
            yes="Add a point",
            no="No point",
        )
    screen.run_intent(scenes.bring_in, who, zone, scene_id, to_pool=to_pool)
