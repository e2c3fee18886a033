"""Where the GM's keys lead, by name: each screen is made by a factory that imports it on
first use, so starting the app imports only the Table.

PLACES are the app's `SCREENS`: made once, then kept as the GM left them (the sheet on its
character, the log on its filters). FLOWS are made anew each time they open: Help lists the
keys of the screen below it, and ending a session walks through its steps from the start.
Each screen is given its name, which is how the app knows which one is shown.
"""

from __future__ import annotations

from collections.abc import Callable

from textual.screen import Screen


def _sheet() -> Screen:
    from fate_tui.ui.screens.sheet import SheetScreen

    return SheetScreen(name="sheet")


def _scenes() -> Screen:
    from fate_tui.ui.screens.scenes import ScenesScreen

    return ScenesScreen(name="scenes")


def _fate() -> Screen:
    from fate_tui.ui.screens.fate import FatePointsScreen

    return FatePointsScreen(name="fate")


def _log() -> Screen:
    from fate_tui.ui.screens.log import LogScreen

    return LogScreen(name="log")


def _players() -> Screen:
    from fate_tui.ui.players.players_preview import PlayersPreviewScreen

    return PlayersPreviewScreen(name="players")


def _campaign() -> Screen:
    from fate_tui.ui.screens.campaign_view import CampaignViewScreen

    return CampaignViewScreen(name="campaign")


def _help() -> Screen:
    from fate_tui.ui.screens.help import HelpScreen

    return HelpScreen(name="help")


def _end_session() -> Screen:
    from fate_tui.ui.screens.session_end import SessionEndScreen

    return SessionEndScreen(name="end_session")


PLACES: dict[str, Callable[[], Screen]] = {
    "sheet": _sheet,
    "scenes": _scenes,
    "fate": _fate,
    "log": _log,
    "players": _players,
    "campaign": _campaign,
}
FLOWS: dict[str, Callable[[], Screen]] = {"help": _help, "end_session": _end_session}
