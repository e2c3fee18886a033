"""The Table's layout at 80x24 and 160x50, and terminals too small to draw in."""

from dataclasses import replace

from fate_tui.campaign.intents import characters
from fate_tui.cli import make_app
from fate_tui.ui.dialogs.summary import Summary
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.shell.too_small import TooSmallNotice
from fate_tui.ui.widgets.cast_table import CastTable
from fate_tui.ui.widgets.status_line import StatusLine
from tests.ui.conftest import bundled, loaded, press


async def test_resizing_to_10x3_and_back_then_every_cast_column_at_160x50_and_80x24(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        table = app.screen
        # Resizing down to 10x3 and back says too small and never crashes. Bugs: at about 10
        # columns a list raised `range() arg 3 must not be zero`; at 80x24 the header cut the
        # scene and the GM pool, and the zones past the seventh line were out of reach.
        header = table.query_one(StatusLine).render_line(0).text
        assert "Scene: The Drowned Chapel" in header and "GM pool ●●● 3" in header
        assert header.startswith(" The Ashen Coast")  # the rule set and the arc gave way
        await press(pilot, "tab", "down", "down", "down")  # the zones past their last line
        zones = table.query_one("#zones")
        assert table.focused is zones and zones.scroll_y == 3
        for width, height in [(60, 20), (40, 12), (39, 12), (20, 6), (10, 3), (11, 4)]:
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            notices = list(table.query(TooSmallNotice))
            if width >= 40 and height >= 12:
                assert not notices
            else:
                assert len(notices) == 1 and f"{width}x{height}" in str(notices[0].render())
                await press(pilot, "plus", "r")  # no key acts on what cannot be seen
                assert app.screen is table
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not table.query(TooSmallNotice) and table.query_one("#cast").region.height > 4
        await press(pilot, "r")  # a dialog over the Table shrinks and grows as well
        dialog = app.screen
        assert isinstance(dialog, RollDialog)
        await pilot.resize_terminal(10, 3)
        await pilot.pause()
        assert dialog.query(TooSmallNotice)
        await pilot.resize_terminal(160, 50)
        await pilot.pause()
        assert not dialog.query(TooSmallNotice) and dialog.focused is not None
        await press(pilot, "escape")
        assert isinstance(app.screen, TableScreen)

        # Every cast column shows at 160x50 (the size the step above ends at) and 80x24, with
        # the full row on Enter. Bug: at 160x50 TAKEN OUT and the Zone column fell off the
        # right edge, and ten rows stayed empty under the aspects.
        ctl = app.controller
        long = "Ribs Cracked on the Altar Rail When the Whole Rotten Dais Gave Way Beneath Him"
        characters.set_consequence(ctl, "corvin", "mild", long)
        out = replace(ctl.state.characters["drowned-deacon"], taken_out=True)
        ctl.apply("The Drowned Deacon is taken out", characters=[out])
        await pilot.pause()
        table = app.screen
        top, cast = table.query_one("#table-top"), table.query_one(CastTable)
        for panel in ("#aspects", "#zones"):  # the top panels reach down to the cast
            assert table.query_one(panel).region.bottom == top.region.bottom == cast.region.y
        for size in ((160, 50), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            assert cast.virtual_size.width <= cast.scrollable_content_region.width
            rows = {
                str(cid.value): cast.render_line(index + 1).text
                for index, cid in enumerate(cast.rows)
            }
            assert "TAKEN OUT" in rows["drowned-deacon"] and "Altar" in rows["drowned-deacon"]
            assert "Mild: Ribs" in rows["corvin"]
            assert (long in rows["corvin"]) == (size == (160, 50))  # cut at 80 columns
        cast.focus()
        cast.move_cursor(row=cast.get_row_index("corvin"))
        await press(pilot, "enter")
        assert isinstance(app.screen, Summary)
        lines = [str(line.render()) for line in app.screen.query(".summary-line")]
        assert f"• Mild consequence: {long}" in lines


async def test_a_campaign_opened_in_a_tiny_terminal_shows_the_notice(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(10, 3)) as pilot:
        await loaded(app, pilot)
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.screen.query(TooSmallNotice)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not app.screen.query(TooSmallNotice)


async def test_long_names_and_zones_give_way_so_the_consequences_show_at_80x24(tmp_path):
    """Bug: on the Spirit of the Century campaign at 80 columns, the long names, zones and
    roll-up stress tracks pushed the Consequences column off the right edge; Dr Imogen
    Vance's mild consequence showed only after scrolling the cast sideways."""
    app = make_app(bundled(tmp_path, "brass-leviathan"), watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        cast = app.screen.query_one(CastTable)
        assert cast.virtual_size.width <= cast.scrollable_content_region.width
        header = cast.render_line(0).text
        assert "Consequences" in header and "Zone" in header
        rows = {
            str(cid.value): cast.render_line(index + 1).text for index, cid in enumerate(cast.rows)
        }
        assert "Mild: Ears" in rows["imogen-vance"]
        assert 'Bartholomew "Br…' in rows["brick-okonedo"]  # a long name is cut, not dropped
        await pilot.resize_terminal(160, 50)
        await pilot.pause()
        rows = {
            str(cid.value): cast.render_line(index + 1).text for index, cid in enumerate(cast.rows)
        }
        assert 'Bartholomew "Brick" Okonedo' in rows["brick-okonedo"]  # room: nothing cut


async def test_a_short_consequence_shows_whole_at_80x24_while_long_names_give_way(tmp_path):
    """Bug: on the Accelerated campaign at 80 columns "Mild: Harpoon Graze" was cut to
    "Mild: Harpoon …" while the Name column had room to spare for its shorter names."""
    app = make_app(bundled(tmp_path, "windward-post"), watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        ctl = app.controller
        characters.set_consequence(ctl, "juno-brightwater", "mild", "Harpoon Graze")
        await pilot.pause()
        cast = app.screen.query_one(CastTable)
        rows = {
            str(cid.value): cast.render_line(index + 1).text for index, cid in enumerate(cast.rows)
        }
        assert "Mild: Harpoon Graze" in rows["juno-brightwater"]
        assert "Juno Brightwater" in rows["juno-brightwater"]  # a short name is not cut
        assert "Captain Ottolin…" in rows["ottoline-graves"]  # the longest gives way


async def test_the_campaign_picker_in_a_tiny_terminal_shows_the_notice():
    app = make_app(None, watch_interval=None)
    async with app.run_test(size=(20, 5)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert app.screen.query(TooSmallNotice)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not app.screen.query(TooSmallNotice) and app.screen.focused is not None
