"""The footer on every screen, at 80 and 120 columns: the Help key and the command palette's
key are always in view, and at 120 columns nothing the footer shows is cut off."""

import pytest

from fate_tui.cli import make_app
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.screens.fate import FatePointsScreen
from fate_tui.ui.screens.help import HelpScreen
from fate_tui.ui.widgets.key_footer import KeyFooter
from tests.ui.conftest import bundled, loaded, screen_lines, type_dice

# The footer places its keys as it is drawn: clicks, hovers and what shows whole read that.
pytestmark = pytest.mark.draws_frames

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
    footer = app.screen.query_one(KeyFooter)
    last = footer.placed[-1].row
    whole, cut = [], []
    for entry, start, end, row in footer.placed:
        # The palette's key is docked on the right of the last line; other keys stop there.
        limit = footer.palette_at if footer.palette_at is not None and row == last else width
        if (footer.palette_at is not None and row == last and start > footer.palette_at) or (
            start >= limit
        ):
            continue  # the palette's key, or a key out of view
        (whole if end <= limit else cut).append(entry.label)
    in_view = footer.palette_at is not None and footer.placed[-1].end < width
    return whole, cut, in_view


async def _roll_typed_dice(pilot) -> None:
    """Open the Roll dialog on the Table and type the dice rolled at the table: its result and
    the keys under it show."""
    await pilot.press("r")
    await pilot.pause()
    await pilot.press("p")
    await type_dice(pilot, "+0-+")


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
            "r Roll",
            "u Undo",
            "a Aspect",
            "i Free invoke",
            "+ +FP",
            "- -FP",
            "c Compel",
            "m Move",
            "s Sheet",
            "n Scenes",
            "f Fate points",
        ]


async def test_the_keys_of_a_conflict_contest_or_challenge_come_first_at_80_columns(campaign):
    """Bug: at 80 columns the footer ended at "u", so the keys that move a conflict on (next
    turn, concede, full defense) showed only in Help; while one runs they come first."""
    from fate_tui.campaign.intents import challenges, conflicts

    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        sides = {"The crew": ["corvin", "maren"], "The drowned": ["drowned-deacon"]}
        conflicts.start(app.controller, sides, first="corvin")
        await pilot.pause()
        whole, _, in_view = _footer(app, 80)
        # No D: full defense is an option the bundled Condensed campaign leaves off.
        assert whole[:5] == ["? Help", "r Roll", "> Next turn", "K Concede", "C Conflict"]
        assert in_view
        conflicts.end(app.controller, force=True)
        await pilot.pause()
        whole, _, _ = _footer(app, 80)
        assert whole[:4] == ["? Help", "r Roll", "u Undo", "a Aspect"]
        assert "K Concede" not in whole
        challenges.start(app.controller, "Get out before the tide")
        await pilot.pause()
        whole, _, _ = _footer(app, 80)
        assert whole[:3] == ["? Help", "H Challenge", "r Roll"]


async def test_a_conflicts_footer_shows_full_defense_where_the_rule_set_has_it(tmp_path):
    from fate_tui.campaign.intents import conflicts
    from tests.ui.conftest import bundled

    app = make_app(bundled(tmp_path, "glasshouse-heist"), watch_interval=None)  # Fate Core
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        pcs = [c.id for c in app.controller.state.pcs]
        npcs = [cid for cid in app.controller.state.current_scene.cast if cid not in pcs]
        conflicts.start(app.controller, {"PCs": pcs[:1], "NPCs": npcs[:1]}, first=pcs[0])
        await pilot.pause()
        whole, _, _ = _footer(app, 80)
        assert "D Full defense" in whole


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


ROLLED_KEYS = [
    "? Help",
    "⏎ Apply",
    "i +2 (FP)",
    "v +2 (free)",
    "w Reroll (FP)",
    "⌫ Take back",
    "n Start over",
    "esc Close",
    "^p palette",
]


@pytest.mark.parametrize("name", ["ashen-coast", "glasshouse-heist", "brass-leviathan"])
async def test_the_roll_dialogs_keys_show_whole_at_80x24_once_the_dice_are_in(tmp_path, name):
    """Bug: at 80 columns the Roll dialog's footer under the result ended in "n S": Start
    over and Close were cut off. Its keys now go on a second line rather than being cut."""
    app = make_app(bundled(tmp_path, name), watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        await _roll_typed_dice(pilot)
        await pilot.pause()
        assert isinstance(app.screen, RollDialog) and app.screen.session.roll.rolled
        footer = app.screen.query_one(KeyFooter)
        assert footer.size.height == 2
        drawn = screen_lines(app)[-2:]
        for label in ROLLED_KEYS:
            assert any(label in line for line in drawn), (label, drawn)
        whole, cut, in_view = _footer(app, 80)
        assert [*whole, "^p palette"] == ROLLED_KEYS and cut == [] and in_view


async def test_the_roll_dialogs_keys_keep_one_line_where_they_fit(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await _roll_typed_dice(pilot)
        await pilot.pause()
        footer = app.screen.query_one(KeyFooter)
        assert footer.size.height == 1
        line = screen_lines(app)[-1]
        assert all(label in line for label in ROLLED_KEYS), line


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


async def test_the_footer_looks_at_the_keys_once_and_is_redrawn_only_when_they_change(
    campaign, monkeypatch
):
    """Textual tells the footer of every focus move, several times as a dialog opens, and each
    look at the keys asks every binding's `check_action`. The footer looks once for the
    tellings that come together, not while a repaint it asked for is still to come, nor while
    its screen is out of view (it is told again as the screen comes back), and repaints only
    when the keys it would show differ from those it shows."""
    looks: list[KeyFooter] = []
    keys_to_show = KeyFooter._keys_to_show

    def counted(self, active):
        looks.append(self)
        return keys_to_show(self, active)

    monkeypatch.setattr(KeyFooter, "_keys_to_show", counted)
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        table = app.screen
        footer = table.query_one(KeyFooter)
        assert footer._shown  # drawn with the Table's first frame
        redraws = []
        footer.refresh = lambda *args, **kwargs: redraws.append(True)
        looks.clear()
        for _ in range(3):
            footer.bindings_changed(table)
        await pilot.pause()
        assert looks == [footer] and redraws == []
        footer._shown = ()  # what it shows no longer matches the screen's keys
        footer.bindings_changed(table)
        await pilot.pause()
        assert redraws == [True] and footer._shown is None
        footer.bindings_changed(table)  # the repaint asked for is still to come
        await pilot.pause()
        assert len(looks) == 2 and redraws == [True]
        del footer.refresh
        footer.refresh()
        await pilot.pause()
        assert footer._shown  # drawn again
        await pilot.press("s")  # the Sheet: the Table is out of view
        await pilot.pause()
        looks.clear()
        footer.bindings_changed(table)
        await pilot.pause()
        assert footer not in looks
        await pilot.press("ctrl+t")  # back: the Table's keys are looked at as it comes back
        await pilot.pause()
        assert footer in looks and app.screen is table


async def test_a_click_on_a_footer_key_presses_it(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        footer = app.screen.query_one(KeyFooter)
        start = next(at for entry, at, _, _ in footer.placed if entry.description == "Fate points")
        await pilot.click(KeyFooter, offset=(start + 1, 0))
        await pilot.pause()
        assert isinstance(app.screen, FatePointsScreen)


async def test_a_click_on_a_key_on_the_footers_second_line_presses_it(campaign):
    from fate_tui.ui.screens.table import TableScreen

    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        await _roll_typed_dice(pilot)
        footer = app.screen.query_one(KeyFooter)
        close = next(p for p in footer.placed if p.entry.description == "Close")
        assert close.row == 1
        await pilot.click(KeyFooter, offset=(close.start + 1, close.row))
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)


async def test_a_remapped_key_shows_in_the_footer(campaign, tmp_path):
    (tmp_path / "config").mkdir(exist_ok=True)
    (tmp_path / "config" / "keys.toml").write_text('[keys]\n"app.fate" = "F"\n', encoding="utf-8")
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        whole, _, _ = _footer(app, 120)
        assert "F Fate points" in whole and "f Fate points" not in whole


async def test_the_key_under_the_mouse_is_highlighted(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        footer = app.screen.query_one(KeyFooter)
        entry, start, end, _ = footer.placed[1]
        plain = footer.render()
        await pilot.hover(KeyFooter, offset=(start + 1, 0))
        await pilot.pause()
        lit = footer.render()
        assert footer.placed[footer._hover][0] == entry
        width = footer.size.width
        changed = {
            x for x in range(width) if plain.get_style_at_offset(x) != lit.get_style_at_offset(x)
        }
        assert changed == set(range(start, end))  # that key, whole, and nothing else
