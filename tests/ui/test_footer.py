"""The footer on every screen, at 80 and 120 columns: the Help key and the command palette's
key are always in view, and at 120 columns nothing the footer shows is cut off."""

import pytest

from fate_tui.cli import make_app
from fate_tui.ui.dialogs.roll import RollDialog
from fate_tui.ui.screens.fate import FatePointsScreen
from fate_tui.ui.screens.help import HelpScreen
from fate_tui.ui.widgets.key_footer import KeyFooter
from tests.ui.conftest import loaded

SCREENS = {
    "table": (),
    "sheet": ("s",),
    "scenes": ("n",),
    "fate": ("f",),
    "log": ("l",),
    "help": ("question_mark",),
    "roll": ("r",),
}


def _footer(app, width: int) -> tuple[list[str], list[str], bool]:
    """(labels of the keys shown whole, labels of those cut off, the palette key in view)."""
    keys = list(app.screen.query("FooterKey"))
    palette = [key for key in keys if key.has_class("-command-palette")]
    limit = palette[0].region.x if palette else width
    whole, cut = [], []
    for key in keys:
        if key in palette or not key.region.width:
            continue
        label = f"{key.key_display} {key.description}"
        (whole if key.region.right <= limit else cut).append(label)
    in_view = bool(palette) and palette[0].region.right <= width and palette[0].region.width > 0
    return whole, cut, in_view


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@pytest.mark.parametrize("screen", list(SCREENS))
async def test_help_and_the_palette_are_always_in_the_footer(campaign, screen, size):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=size) as pilot:
        await loaded(app, pilot)
        await pilot.press(*SCREENS[screen])
        await pilot.pause()
        await pilot.pause()
        whole, cut, palette = _footer(app, size[0])
        assert palette, screen
        help_key = "esc Close help" if screen == "help" else "? Help"
        assert whole[0] == help_key, whole
        if size[0] >= 120:
            assert cut == [], f"{screen}: {cut} cut off at {size[0]} columns"


async def test_the_table_footer_at_120_columns(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        whole, _, _ = _footer(app, 120)
        assert whole == [
            "? Help",
            "a Aspect",
            "i Free invoke",
            "+ +FP",
            "- -FP",
            "c Compel",
            "m Move",
            "r Roll",
            "u Undo",
            "s Sheet",
            "n Scenes",
            "f Fate points",
        ]


async def test_help_opens_from_the_roll_dialog_with_its_keys(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, RollDialog)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        ids = {binding_id for _, _, binding_id in app.screen.rows}
        assert {"roll.roll", "roll.apply", "roll.actor"} <= ids
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, RollDialog)


async def test_a_screens_own_key_does_not_open_it_again(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await pilot.press("f")
        await pilot.pause()
        assert isinstance(app.screen, FatePointsScreen)
        depth = len(app.screen_stack)
        await pilot.press("f")
        await pilot.pause()
        assert len(app.screen_stack) == depth
        whole, _, _ = _footer(app, 120)
        assert "f Fate points" not in whole


async def test_the_footer_is_rebuilt_only_when_its_keys_change(campaign):
    """Textual tells the footer of every focus move; the footer rebuilds (restyling every key)
    only when the keys it would show differ from those it shows."""
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        footer = app.screen.query_one(KeyFooter)
        while footer._shown is None:  # composed once the screen's bindings are known
            await pilot.pause()
        rebuilds = []
        footer.call_after_refresh = lambda callback, *args, **kwargs: rebuilds.append(callback)
        footer.bindings_changed(app.screen)
        assert rebuilds == []
        footer._shown = ()  # what it shows no longer matches the screen's keys
        footer.bindings_changed(app.screen)
        assert rebuilds == [footer._rebuild]
        # A change before the rebuild runs (a new screen's first focus right after its first
        # bindings) needs no second one: the rebuild shows the keys as they are then.
        footer.bindings_changed(app.screen)
        assert rebuilds == [footer._rebuild]
