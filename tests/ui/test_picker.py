"""`fate-tui` with no argument: the campaign picker lists, opens, copies and creates campaigns."""

import os
import shutil
from pathlib import Path

from textual.widgets import OptionList

from fate_tui.campaign.library import BUNDLED
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.ui.screens.picker import PickerScreen
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.widgets.cast_table import CastTable
from tests.ui.conftest import loaded


def _data() -> Path:
    return Path(os.environ["FATE_TUI_DATA_DIR"])


def _with_my_campaign() -> Path:
    target = _data() / "my-coast"
    shutil.copytree(BUNDLED / "ashen-coast", target)
    return target


def _labels(app) -> list[str]:
    return [str(option.prompt) for option in app.screen.query_one(OptionList).options]


async def _pick(app, pilot, folder_name: str) -> None:
    """Highlight the campaign whose folder is `folder_name`, and press Enter."""
    listing = app.screen.query_one(OptionList)
    for index, option in enumerate(listing.options):
        if option.id is not None and app.screen._entries[int(option.id)].path.name == folder_name:
            listing.highlighted = index
            break
    else:
        raise AssertionError(f"{folder_name} is not listed")
    await pilot.press("enter")
    await pilot.pause()


async def test_the_picker_lists_my_campaigns_and_enter_opens_mine_on_the_table():
    mine = _with_my_campaign()
    before = CampaignStore.load(mine).state.characters["ansel"].fate_points
    app = make_app(None, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        # The picker lists my campaigns, then the bundled examples.
        assert isinstance(app.screen, PickerScreen)
        labels = _labels(app)
        assert labels[0].startswith("Your campaigns, in ")
        assert "my-coast" in labels[1] and "Fate Condensed" in labels[1]
        assert labels[2].startswith("Bundled examples")
        bundled = sorted(p.name for p in BUNDLED.iterdir() if (p / "campaign.toml").is_file())
        assert [label.split()[-1] for label in labels[3:]] == bundled
        # The first campaign is highlighted, not a heading.
        assert app.screen.highlighted.path.name == "my-coast"

        # Enter opens my campaign on the Table.
        await _pick(app, pilot, "my-coast")
        await loaded(app, pilot)
        assert isinstance(app.screen, TableScreen)
        assert app.controller.store.root == mine
        assert [type(s) for s in app.screen_stack][1:] == [TableScreen]
        app.screen.query_one(CastTable).focus()
        await pilot.press("plus")
        assert CampaignStore.load(mine).state.characters["ansel"].fate_points == before + 1


async def test_with_no_campaigns_the_picker_guides_declines_cancels_then_copies_an_example():
    bundled_file = BUNDLED / "ashen-coast" / "characters" / "ansel.toml"
    bundled_bytes = bundled_file.read_bytes()
    app = make_app(None, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        # With no campaigns the picker says how to create one.
        assert "none yet: press n to create one" in _labels(app)[1]
        assert app.screen.highlighted.bundled

        # Campaign keys do nothing before a campaign is open.
        for key in ("r", "s", "f", "l", "e", "u", "question_mark"):
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, PickerScreen)
        assert app.check_action("sheet", ()) is False
        assert app.check_action("quit", ()) is True

        # Cancelling the new campaign prompt creates nothing.
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, PickerScreen)
        assert not _data().exists() or not any(_data().iterdir())

        # Declining the copy of an example opens nothing.
        await _pick(app, pilot, "ashen-coast")
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, PickerScreen)
        assert app.controller is None
        assert not (_data() / "ashen-coast").exists()

        # A bundled example is copied into my folder before it opens.
        await _pick(app, pilot, "ashen-coast")
        assert type(app.screen).__name__ == "Confirm"
        await pilot.press("y")
        await loaded(app, pilot)
        copy = _data() / "ashen-coast"
        assert isinstance(app.screen, TableScreen)
        assert app.controller.store.root == copy
        assert (copy / "characters" / "ansel.toml").read_bytes() == bundled_bytes
        app.screen.query_one(CastTable).focus()
        await pilot.press("plus")
        await pilot.pause()
    assert (copy / "characters" / "ansel.toml").read_bytes() != bundled_bytes
    assert bundled_file.read_bytes() == bundled_bytes


async def test_a_second_copy_of_an_example_gets_its_own_folder():
    (_data() / "ashen-coast").mkdir(parents=True)
    app = make_app(None, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await _pick(app, pilot, "ashen-coast")
        await pilot.press("y")
        await loaded(app, pilot)
        assert app.controller.store.root == _data() / "ashen-coast-2"


async def _create(app, pilot, name: str, rules_index: int) -> None:
    await pilot.press("n")
    await pilot.pause()
    app.screen.query_one("#prompt-input").value = name
    await pilot.press("enter")
    await pilot.pause()
    assert type(app.screen).__name__ == "Choose"
    await pilot.press(*["down"] * rules_index, "enter")
    await loaded(app, pilot)


async def test_creating_a_campaign_names_its_folder_and_opens_it():
    app = make_app(None, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await _create(app, pilot, "Salt & Smoke: Ébène", 1)  # condensed, core, ...
        folder = _data() / "salt-smoke-ebene"
        assert isinstance(app.screen, TableScreen)
        assert app.controller.store.root == folder
    state = CampaignStore.load(folder).state
    assert state.story.name == "Salt & Smoke: Ébène"
    assert state.ruleset.name == "core"
    assert not CampaignStore.load(folder).errors


async def test_a_new_campaign_never_overwrites_a_folder_of_the_same_name():
    existing = _with_my_campaign()
    app = make_app(None, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await _create(app, pilot, "My Coast", 0)
        assert app.controller.store.root == _data() / "my-coast-2"
    assert CampaignStore.load(existing).state.story.name == "The Ashen Coast"
