"""Fixtures and Pilot helpers shared by the UI and snapshot tests.

Every test gets its own copy of a campaign and its own settings folders under `tmp_path`, so
tests can run in parallel (pytest-xdist) without sharing a file.
"""

import shutil
import tomllib
from pathlib import Path

import pytest
from textual.widgets import Input, OptionList

from fate_tui.campaign.state import CampaignState
from fate_tui.campaign.store import CampaignStore

CAMPAIGNS = Path(__file__).resolve().parents[2] / "campaigns"


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path, monkeypatch):
    """No test reads the developer's own settings, campaigns or undo histories."""
    monkeypatch.setenv("FATE_TUI_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("FATE_TUI_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("FATE_TUI_STATE_DIR", str(tmp_path / "state"))
    monkeypatch.setenv("EDITOR", "true")


@pytest.fixture
def campaign(tmp_path) -> Path:
    """A private copy of the bundled Condensed campaign."""
    target = tmp_path / "ashen-coast"
    shutil.copytree(CAMPAIGNS / "ashen-coast", target)
    return target


def bundled(tmp_path: Path, name: str) -> Path:
    """A private copy of the bundled campaign in the folder `name` (glasshouse-heist: Core,
    windward-post: Accelerated, brass-leviathan: Spirit of the Century)."""
    target = tmp_path / name
    shutil.copytree(CAMPAIGNS / name, target)
    return target


def dialog_title(app) -> str:
    """The title of the dialog on top."""
    return str(app.screen.query_one(".dialog-title").render())


def option_prompts(app) -> dict[str, str]:
    """The options of the list on top, id to words."""
    options = app.screen.query_one(OptionList)
    return {o.id: str(o.prompt) for o in options.options}


def saved(folder: Path) -> CampaignState:
    """The campaign as its files on disk hold it now."""
    return CampaignStore.load(folder).state


async def loaded(app, pilot) -> None:
    """Wait until the campaign has loaded in the background and the Table is up.

    The loading worker starts only once the loading screen is drawn, so on a busy machine
    waiting for the workers alone could return before it even existed: the loading screen
    must be off the top first (a dialog over it, such as the offer to open read-only, ends the
    wait as well; a campaign that never loads fails its test after a bounded wait)."""
    from fate_tui.ui.screens.loading import LoadingScreen

    for _ in range(3000):
        if not isinstance(app.screen, LoadingScreen):
            break
        await pilot.pause(0.01)
    await pilot.pause()
    if not app.screen.is_modal:  # a dialog's worker waits for the GM: never for it
        await app.workers.wait_for_complete()
    await pilot.pause()
    await pilot.pause()


async def press(pilot, *keys: str) -> None:
    """Press the keys, then let the app handle them."""
    await pilot.press(*keys)
    await pilot.pause()


async def choose(pilot, option_id: str) -> None:
    """Pick the option with this id in the list of the dialog on top (Choose, a picker)."""
    await pilot.pause()
    options = pilot.app.screen.query_one(OptionList)
    options.highlighted = options.get_option_index(option_id)
    await press(pilot, "enter")


async def answer(pilot, text: str) -> None:
    """Answer the text prompt on top (set the value rather than typing it)."""
    await pilot.pause()
    pilot.app.screen.query_one(Input).value = text
    await press(pilot, "enter")


async def pick_sides(pilot, sides: dict[str, str]) -> list[str]:
    """Answer each "Name: on which side?" of a conflict or a contest: `sides` maps character
    ids to "pcs" or "them", anyone else stays out. Returns the ids in the order asked."""
    app = pilot.app
    by_name = {c.name: cid for cid, c in app.controller.state.characters.items()}
    asked = []
    await pilot.pause()
    while app.screen.query(".dialog-title") and dialog_title(app).endswith(": on which side?"):
        cid = by_name[dialog_title(app).removesuffix(": on which side?")]
        asked.append(cid)
        await choose(pilot, sides.get(cid, "out"))
    return asked


async def type_dice(pilot, mine: str, theirs: str = "") -> None:
    """Answer the dice dialog on top: the actor's dice and (opposed) the opposition's."""
    await pilot.pause()
    pilot.app.screen.query_one("#dice", Input).value = f"{mine} {theirs}".strip()
    await press(pilot, "enter")


def notifications(app, severity: str | None = None) -> list[str]:
    """The messages the app has shown so far, oldest first, of one severity if given."""
    return [n.message for n in app._notifications if severity in (None, n.severity)]


def ashen_coast_with(tmp_path: Path, options: list[str]) -> Path:
    """A private copy of the bundled Condensed campaign with these optional rules on."""
    target = tmp_path / "ashen-coast"
    shutil.copytree(CAMPAIGNS / "ashen-coast", target)
    path = target / "campaign.toml"
    written = "options = [" + ", ".join(f'"{o}"' for o in options) + "]"
    path.write_text(path.read_text().replace('options = ["extreme_consequences"]', written))
    return target


def scene_file(folder: Path, scene_id: str) -> dict:
    """A scene file as it is on disk now."""
    return tomllib.loads((folder / "scenes" / f"{scene_id}.toml").read_text(encoding="utf-8"))


def screen_lines(app) -> list[str]:
    """The terminal's lines as they are drawn now: what the GM sees, cut where the screen cuts."""
    return [strip.text for strip in app.screen._compositor.render_strips()]
