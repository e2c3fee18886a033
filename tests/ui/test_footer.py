"""The footer on every screen, at 80 and 120 columns: the Help key and the command palette's
key are always in view, and at 120 columns nothing the footer shows is cut off."""

import pytest

from fate_tui.cli import make_app
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.screens.fate import FatePointsScreen
from fate_tui.ui.screens.help import HelpScreen
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.widgets.key_footer import KeyFooter
from tests.ui.conftest import bundled, loaded, screen_lines, type_dice

SCREENS = {
    "table": (),
    "sheet": ("s",),
    "scenes": ("n",),
    "fate": ("f",),
    "log": ("l",),
    "help": ("question_mark",),
    "roll": ("r",),
}


def _drawn_footer(app) -> KeyFooter:
    """The footer on top, as the screen draws it now. The footer places its keys as it is
    drawn, and clicks, hovers and what shows whole read that; under Pilot a frame is drawn
    only when a test reads the screen, so read it first (cheaper than drawing every frame).
    The journeys also read the screen before each change whose keys they check (the Table's
    first frame, a dialog as it opens): a footer that failed to redraw after the change would
    still show the keys drawn before it."""
    screen_lines(app)
    return app.screen.query_one(KeyFooter)


def _footer(app, width: int) -> tuple[list[str], list[str], bool]:
    """(labels of the keys shown whole, labels of those cut off, the palette key in view)."""
    footer = _drawn_footer(app)
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
    app = pilot.app
    await pilot.press("r")
    await pilot.pause()
    screen_lines(app)  # the dialog as it opens: its footer is drawn before the dice are in
    await pilot.press("p")
    await type_dice(pilot, "+0-+")


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


async def _back_to_the_table(pilot) -> None:
    """Close Help or the Roll dialog, or leave a screen for the Table."""
    app = pilot.app
    closes = app.screen.is_modal or isinstance(app.screen, HelpScreen)
    await pilot.press("escape" if closes else "ctrl+t")
    await pilot.pause()
    assert isinstance(app.screen, TableScreen)


async def _help_and_the_palette_are_always_in_the_footer(pilot, width: int) -> None:
    """On every screen the Help key comes first and the palette's key is in view; at 120
    columns nothing the footer shows is cut off."""
    app = pilot.app
    for screen, keys in SCREENS.items():
        await pilot.press(*keys)
        await pilot.pause()
        await pilot.pause()
        whole, cut, palette = _footer(app, width)
        assert palette, screen
        help_key = "esc Close help" if screen == "help" else "? Help"
        assert whole[0] == help_key, whole
        if width >= 120:
            assert cut == [], f"{screen}: {cut} cut off at {width} columns"
        if keys:
            await _back_to_the_table(pilot)


async def _the_roll_dialogs_keys_show_whole_at_80x24_once_the_dice_are_in(pilot) -> None:
    """Bug: at 80 columns the Roll dialog's footer under the result ended in "n S": Start
    over and Close were cut off. Its keys now go on a second line rather than being cut."""
    app = pilot.app
    await _roll_typed_dice(pilot)
    await pilot.pause()
    assert isinstance(app.screen, RollDialog) and app.screen.session.roll.rolled
    footer = _drawn_footer(app)
    assert footer.size.height == 2
    drawn = screen_lines(app)[-2:]
    for label in ROLLED_KEYS:
        assert any(label in line for line in drawn), (label, drawn)
    whole, cut, in_view = _footer(app, 80)
    assert [*whole, "^p palette"] == ROLLED_KEYS and cut == [] and in_view


async def test_the_footer_at_120_columns_on_every_screen_with_clicks_and_the_mouse(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # The Table's footer at 120 columns.
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
        # Help and the palette are always in the footer, nothing cut off at 120 columns.
        await _help_and_the_palette_are_always_in_the_footer(pilot, 120)

        # A screen's own key does not open it again.
        await pilot.press("f")
        await pilot.pause()
        assert isinstance(app.screen, FatePointsScreen)
        depth = len(app.screen_stack)
        await pilot.press("f")
        await pilot.pause()
        assert len(app.screen_stack) == depth
        whole, _, _ = _footer(app, 120)
        assert "f Fate points" not in whole
        await _back_to_the_table(pilot)

        # Help opens from the Roll dialog with its keys.
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
        await _back_to_the_table(pilot)

        # The Roll dialog's keys keep one line where they fit.
        await _roll_typed_dice(pilot)
        await pilot.pause()
        footer = _drawn_footer(app)
        assert footer.size.height == 1
        line = screen_lines(app)[-1]
        assert all(label in line for label in ROLLED_KEYS), line
        await _back_to_the_table(pilot)

        # The key under the mouse is highlighted: that key, whole, and nothing else.
        footer = _drawn_footer(app)
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
        assert changed == set(range(start, end))

        # A click on a footer key presses it.
        start = next(at for entry, at, _, _ in footer.placed if entry.description == "Fate points")
        await pilot.click(KeyFooter, offset=(start + 1, 0))
        await pilot.pause()
        assert isinstance(app.screen, FatePointsScreen)


async def test_the_footer_at_80_columns_on_every_screen_in_the_roll_dialog_and_a_conflict(
    campaign,
):
    from fate_tui.campaign.intents import challenges, conflicts

    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        # Help and the palette are always in the footer at 80 columns.
        await _help_and_the_palette_are_always_in_the_footer(pilot, 80)

        # The Roll dialog's keys show whole at 80x24 once the dice are in.
        await _the_roll_dialogs_keys_show_whole_at_80x24_once_the_dice_are_in(pilot)
        # A click on a key on the footer's second line presses it.
        footer = _drawn_footer(app)
        close = next(p for p in footer.placed if p.entry.description == "Close")
        assert close.row == 1
        await pilot.click(KeyFooter, offset=(close.start + 1, close.row))
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        screen_lines(app)  # the Table's footer is drawn before the conflict

        # Bug: at 80 columns the footer ended at "u", so the keys that move a conflict on
        # (next turn, concede, full defense) showed only in Help; while one runs (or a contest
        # or a challenge) they come first.
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


async def test_fate_cores_footer_at_80x24_in_the_roll_dialog_and_a_conflict(tmp_path):
    from fate_tui.campaign.intents import conflicts

    app = make_app(bundled(tmp_path, "glasshouse-heist"), watch_interval=None)  # Fate Core
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        screen_lines(app)  # the Table's first frame: its footer is drawn before the conflict
        # The Roll dialog's keys show whole at 80x24 once the dice are in.
        await _the_roll_dialogs_keys_show_whole_at_80x24_once_the_dice_are_in(pilot)
        await _back_to_the_table(pilot)
        # A conflict's footer shows full defense where the rule set has it.
        pcs = [c.id for c in app.controller.state.pcs]
        npcs = [cid for cid in app.controller.state.current_scene.cast if cid not in pcs]
        conflicts.start(app.controller, {"PCs": pcs[:1], "NPCs": npcs[:1]}, first=pcs[0])
        await pilot.pause()
        whole, _, _ = _footer(app, 80)
        assert "D Full defense" in whole


async def test_the_roll_dialogs_keys_show_whole_at_80x24_in_spirit_of_the_century(tmp_path):
    """Fate Condensed and Fate Core are checked in the journeys above."""
    app = make_app(bundled(tmp_path, "brass-leviathan"), watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        await _the_roll_dialogs_keys_show_whole_at_80x24_once_the_dice_are_in(pilot)


# The footer's looks are counted from the app's start, so this check has an app of its own; it
# follows the footer's paints frame by frame.
@pytest.mark.draws_frames
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


async def test_a_remapped_key_shows_in_the_footer(campaign, tmp_path):
    (tmp_path / "config").mkdir(exist_ok=True)
    (tmp_path / "config" / "keys.toml").write_text('[keys]\n"app.fate" = "F"\n', encoding="utf-8")
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        whole, _, _ = _footer(app, 120)
        assert "F Fate points" in whole and "f Fate points" not in whole
