"""The command palette (Ctrl+P): every key's action where the GM is, with the key it has now,
each character's sheet and each scene, found by typing a few letters."""

import os
from pathlib import Path

from textual.command import CommandPalette

from fate_tui.cli import make_app
from fate_tui.ui.app import FateApp
from fate_tui.ui.screens.arc_end import ArcEndScreen
from fate_tui.ui.screens.scenes import ScenesScreen
from fate_tui.ui.screens.sheet import SheetScreen
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.shell.palette import (
    CharacterCommands,
    ElsewhereCommands,
    KeyCommands,
    SceneCommands,
)
from tests.ui.conftest import loaded, press


def _commands(provider_class, screen) -> dict[str, tuple[str, object]]:
    """help line's id (or the text) -> (help line, command)."""
    found = {}
    for text, help_text, command in provider_class(screen).commands():
        found[help_text.rsplit(" · ", 1)[-1] if provider_class is KeyCommands else text] = (
            help_text,
            command,
        )
    return found


async def _search(provider_class, screen, query: str) -> list[str]:
    provider = provider_class(screen)
    return [hit.text async for hit in provider.search(query)]


async def test_the_palette_shows_a_key_remapped_in_keys_toml(campaign):
    folder = Path(os.environ["FATE_TUI_CONFIG_DIR"])
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "keys.toml").write_text('[keys]\n"table.move" = "v"\n', encoding="utf-8")
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        assert _commands(KeyCommands, app.screen)["table.move"][0] == "v · table.move"


async def _found(app, query: str) -> list[str]:
    """Every provider's hits for `query` on the screen shown, best first."""
    from fate_tui.ui.shell.palette import PROVIDERS

    hits = []
    for provider_class in PROVIDERS:
        provider = provider_class(app.screen)
        hits += [hit async for hit in provider.search(query)]
    return [hit.text for hit in sorted(hits, key=lambda hit: -hit.score)]


async def _back_to_the_table(app, pilot) -> None:
    await press(pilot, "escape")
    if not isinstance(app.screen, TableScreen):
        await press(pilot, "ctrl+t")
    assert isinstance(app.screen, TableScreen)


async def test_the_palette_from_the_table_lists_finds_and_runs_every_screens_commands(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # Every key of the Table and the app is in the palette.
        listed = _commands(KeyCommands, app.screen)
        for binding in [*TableScreen.BINDINGS, *FateApp.BINDINGS]:
            if binding.action == "table":  # the way back to the Table: not on the Table
                assert binding.id not in listed
                continue
            assert binding.id in listed, binding.id
        assert listed["table.fate_plus"][0] == "+ = · table.fate_plus"

        # The palette finds every screen's commands from the Table. Found at the table: from
        # the Table, Ctrl+P found nothing for these, and "end arc" offered only "Obstacles and
        # hazards' attacks".
        wanted = {
            "end arc": "End arc",
            "milestone": "milestones",
            "advance": "advance",
            "downtime": "Downtime",
            "campaign view": "Campaign view",
            "advantage": "Create an advantage",
            "absorb": "absorb a hit",
            "take a consequence": "Take a consequence",
            "reveal": "Reveal",
            "hidden": "hidden",
        }
        for query, words in wanted.items():
            found = await _found(app, query)
            assert found and words.lower() in found[0].lower(), (query, found[:3])

        # A palette command runs its action on its screen.
        _, command = _commands(KeyCommands, app.screen)["table.add_aspect"]
        app.call_later(command)
        await pilot.pause()
        await pilot.pause()
        assert type(app.screen).__name__ == "TextPrompt"
        await _back_to_the_table(app, pilot)

        # A scene from the palette opens on the Scenes screen.
        hits = await _search(SceneCommands, app.screen, "boarding")
        assert hits == ["Scene: Boarding the Penitent"]
        help_text, command = _commands(SceneCommands, app.screen)[hits[0]]
        assert help_text.endswith("scenes/boarding-the-penitent.toml")
        command()
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, ScenesScreen)
        assert app.screen.scene_id == "boarding-the-penitent"
        await _back_to_the_table(app, pilot)

        # Typing a few letters finds a sheet, and Enter opens it.
        assert (await _search(CharacterCommands, app.screen, "shtams"))[0] == "Sheet: Tamsin Reed"
        await press(pilot, "ctrl+p")
        assert isinstance(app.screen, CommandPalette)
        await pilot.press(*"sheet tamsin")
        await app.workers.wait_for_complete()
        await pilot.pause(0.2)
        await press(pilot, "enter")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        assert app.screen.current_character_id == "tamsin" == app.character
        await _back_to_the_table(app, pilot)

        # A command of another screen goes there and runs.
        listed = {}
        for _text, help_text, command in ElsewhereCommands(app.screen).commands():
            listed.setdefault(help_text.rsplit(" · ", 1)[-1], (help_text, command))
        help_text, command = listed["campaign.end_arc"]
        assert help_text == "E on the Campaign · campaign.end_arc"
        command()
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, ArcEndScreen)


async def test_sotc_finds_the_maneuver_in_the_palette(tmp_path):
    from tests.ui.conftest import bundled

    app = make_app(bundled(tmp_path, "brass-leviathan"), watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        found = await _found(app, "maneuver")
        assert found and found[0].startswith("Maneuver"), found[:3]
