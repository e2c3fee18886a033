"""Making a PC step by step from the Sheet's New character key, one per rule set, by keys
alone: the file written passes `check` and saves back byte for byte; a draft left with Escape
is taken up again at its step."""

from __future__ import annotations

import pytest
from textual.widgets import Input

from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import main, make_app
from fate_tui.rules.creation import StepKey
from fate_tui.ui.characters.creation import CreationScreen
from fate_tui.ui.screens.sheet import SheetScreen
from tests.ui.conftest import bundled, choose, loaded, press


async def _new_guided_pc(pilot, name: str) -> CreationScreen:
    app = pilot.app
    await loaded(app, pilot)
    app.push_screen(SheetScreen())
    await pilot.pause()
    await press(pilot, "N")
    app.screen.query_one(Input).value = name
    await press(pilot, "enter")
    await choose(pilot, "pc")
    await choose(pilot, "guided")
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, CreationScreen)
    return screen


async def _fill(pilot, values: dict[str, str]) -> None:
    """Type each field's value (set on the Input, as typing long text would), then PgDn."""
    for input_id, value in values.items():
        pilot.app.screen.query_one(f"#{input_id}", Input).value = value
    await pilot.pause()
    await press(pilot, "pagedown")
    await pilot.pause()


def _checks(app) -> str:
    return str(app.screen.query_one("#creation-checks").render())


def _assert_clean_and_stable(folder, capsys, character_id: str) -> None:
    path = folder / "characters" / f"{character_id}.toml"
    text = path.read_text()
    assert "[draft]" not in text
    assert main(["check", str(folder)]) == 0
    lines = capsys.readouterr().out.splitlines()
    # Blanks left for play (an open aspect slot) are warnings; nothing is an error.
    assert not [line for line in lines if character_id in line and ": error:" in line]
    before = path.read_bytes()
    store = CampaignStore.load(folder)
    assert store.commit("nothing", characters=[store.state.characters[character_id]]) is None
    assert path.read_bytes() == before


CASES = {
    "ashen-coast": (
        "Ruth Kincaid",
        {
            "aspect-0": "Disgraced Harbour Pilot",
            "aspect-1": "Owes the Wardens",
            "aspect-2": "",  # the relationship may wait (fate-condensed-srd.txt L91)
            "aspect-3": "Knows Every Tide",
        },
        {
            "skill-4": "Notice",
            "skill-3": "Drive, Athletics",
            "skill-2": "Fight, Will, Physique",
            "skill-1": "Rapport, Lore, Contacts, Stealth",
        },
    ),
    "glasshouse-heist": (
        "Iris Vane",
        {
            "aspect-0": "Gentleman Thief of the Glass City",
            "aspect-1": "Cannot Resist a Locked Door",
            "aspect-2": "Trained by the Old Guild",
            "aspect-3": "",
            "aspect-4": "",
        },
        {
            "skill-4": "Burglary",
            "skill-3": "Stealth, Deceive",
            "skill-2": "Athletics, Notice, Contacts",
            "skill-1": "Rapport, Will, Physique, Fight",
        },
    ),
    "windward-post": (
        "Pip Harrow",
        {"aspect-0": "Fox Courier of the Windward Post", "aspect-1": "Always Late"},
        {
            "skill-3": "Quick",
            "skill-2": "Clever, Sneaky",
            "skill-1": "Careful, Flashy",
            "skill-0": "Forceful",
        },
    ),
}


@pytest.mark.parametrize("campaign_name", list(CASES))
async def test_a_pc_made_step_by_step_passes_check_and_round_trips(tmp_path, capsys, campaign_name):
    folder = bundled(tmp_path, campaign_name)
    name, aspects, skills = CASES[campaign_name]
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _new_guided_pc(pilot, name)
        assert screen.step is StepKey.ASPECTS
        character_id = next(
            c.id for c in app.controller.state.characters.values() if c.name == name
        )
        draft_file = folder / "characters" / f"{character_id}.toml"
        assert '[draft]\nstep = "aspects"' in draft_file.read_text()
        await _fill(pilot, aspects)
        assert screen.step is StepKey.SKILLS
        # The live check counts the shape as the rows fill.
        top = next(iter(skills))
        app.screen.query_one(f"#{top}", Input).value = skills[top]
        await pilot.pause()
        assert "✗" not in _checks(app)
        await _fill(pilot, skills)
        assert screen.step is StepKey.STUNTS
        await _fill(pilot, {"stunt-0": "Tide Reader: +2 to Notice when the sea is involved"})
        assert screen.step is StepKey.FINISH
        assert "finishes" in _checks(app)
        await _fill(pilot, {"detail-player": "Sam", "detail-description": "Salt-grey coat."})
        await pilot.pause()
        assert not isinstance(app.screen, CreationScreen)
        made = app.controller.state.characters[character_id]
        assert made.draft_step is None
        assert made.player == "Sam"
        assert made.fate_points == 3 - 0  # refresh 3, one free stunt used
    _assert_clean_and_stable(folder, capsys, character_id)


async def test_a_pyramid_broken_shows_live_and_blocks_finishing(tmp_path):
    folder = bundled(tmp_path, "glasshouse-heist")
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _new_guided_pc(pilot, "Two Greats")
        await _fill(pilot, {"aspect-0": "Brawler", "aspect-1": "Hot Head"})
        app.screen.query_one("#skill-4", Input).value = "Fight, Shoot"
        await pilot.pause()
        assert "✗ 2 skills at Great (+4) but the pyramid allows 1" in _checks(app)
        for _ in range(3):
            await press(pilot, "pagedown")
        assert screen.step is StepKey.FINISH
        assert "to fix before finishing" in _checks(app)
        await press(pilot, "pagedown")
        assert app.screen is screen  # not finished
        draft = next(c for c in app.controller.state.characters.values() if c.draft_step)
        assert draft.draft_step == "finish"


async def test_a_draft_left_with_escape_is_taken_up_at_its_step(tmp_path, capsys):
    folder = bundled(tmp_path, "windward-post")
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await _new_guided_pc(pilot, "Half Done")
        await _fill(pilot, {"aspect-0": "Otter Ferrywoman"})
        await press(pilot, "escape")
        assert not isinstance(app.screen, CreationScreen)
        # The sheet shows the draft, marked as one, with what is still open.
        assert app.screen.current_character_id == "half-done"
        assert "DRAFT (skills)" in str(app.screen.query_one("#sheet-header").render())
    text = (folder / "characters" / "half-done.toml").read_text()
    assert '[draft]\nstep = "skills"' in text
    # A draft loads with what is still open as warnings, never as errors.
    assert main(["check", str(folder)]) == 0
    assert "still open" in capsys.readouterr().out
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        from fate_tui.ui.characters.creation import start_from_palette

        start_from_palette(app, "half-done")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, CreationScreen)
        assert app.screen.step is StepKey.SKILLS


async def _to_the_table(app, pilot) -> None:
    from fate_tui.ui.screens.table import TableScreen

    while not isinstance(app.screen, TableScreen):
        await press(pilot, "escape")


async def test_a_blank_pc_a_draft_from_the_palette_and_a_draft_undone(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        # A blank PC is still one choice away.
        app.push_screen(SheetScreen())
        await pilot.pause()
        await press(pilot, "N")
        app.screen.query_one(Input).value = "Blank Slate"
        await press(pilot, "enter")
        await choose(pilot, "pc")
        await choose(pilot, "blank")
        await pilot.pause()
        made = app.controller.state.characters["blank-slate"]
        assert made.draft_step is None
        assert app.screen.current_character_id == "blank-slate"
        await _to_the_table(app, pilot)

        # The palette starts and continues a draft.
        await press(pilot, "ctrl+p")
        await pilot.press(*"Make a PC step")
        await pilot.pause()
        await press(pilot, "enter")
        await pilot.pause()
        app.screen.query_one(Input).value = "Palette Pete"
        await press(pilot, "enter")
        await pilot.pause()
        assert isinstance(app.screen, CreationScreen)
        await _fill(pilot, {"aspect-0": "Quayside Fixer"})
        await press(pilot, "escape")
        await press(pilot, "ctrl+p")
        await pilot.press(*"Continue making")
        await pilot.pause()
        await press(pilot, "enter")
        await pilot.pause()
        assert isinstance(app.screen, CreationScreen)
        assert app.screen.step is StepKey.SKILLS
        assert "Palette Pete" in str(app.screen.query_one("#creation-title").render())
        await _to_the_table(app, pilot)

        # A draft undone while open closes the screen.
        screen = await _new_guided_pc(pilot, "Gone Soon")
        app.run_intent(lambda ctl: ctl.undo())
        await pilot.pause()
        assert "gone-soon" not in app.controller.state.characters
        await press(pilot, "pagedown")
        assert app.screen is not screen
        assert "gone-soon" not in app.controller.state.characters
        assert not (campaign / "characters" / "gone-soon.toml").exists()
