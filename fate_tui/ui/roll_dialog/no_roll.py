"""The Roll dialog's way to settle a supernatural create an advantage against no opposition
without dice (`u`): name the aspect, gain it with its free invoke, close the dialog."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import supernatural_advantage
from fate_tui.ui.dialogs import asking
from fate_tui.ui.shell.gm_app import gm_app

if TYPE_CHECKING:
    from fate_tui.ui.roll_dialog.roll import RollDialog


async def gain_without_roll(dialog: RollDialog) -> None:
    session = dialog.rolling
    if session is None:
        return
    name = await asking.text(
        gm_app(dialog),
        "No roll (supernatural, unopposed): name the aspect",
        placeholder="Veiled in Shadow",
    )
    if not name:
        return
    if gm_app(dialog).run_intent(supernatural_advantage.gain_without_roll, session.roll, name):
        gm_app(dialog).roll_memory.remember(session.state, session.roll)
        dialog.dismiss(None)
