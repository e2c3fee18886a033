"""The Table's cast: cells that grow widen their column, and a refresh touches only the cells
whose value changed."""

from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.ui.widgets.cast_table import CastTable
from tests.ui.conftest import loaded


async def _cast(app, pilot) -> CastTable:
    await loaded(app, pilot)
    cast = app.screen.query_one(CastTable)
    cast.focus()
    cast.move_cursor(row=cast.get_row_index("ansel"))
    await pilot.pause()
    return cast


def _row_text(cast: CastTable, character_id: str) -> str:
    # Line 0 is the header.
    return cast.render_line(cast.get_row_index(character_id) + 1).text


async def test_the_cast_redraws_only_what_changed_widens_for_five_pips_and_takes_a_theme(
    campaign, monkeypatch
):
    from fate_tui.ui.widgets import cast_table

    drawn: list[str] = []
    real_cells = cast_table.cells

    def counted(character, state, **options):
        drawn.append(character.id)
        return real_cells(character, state, **options)

    monkeypatch.setattr(cast_table, "cells", counted)
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        cast = await _cast(app, pilot)
        # A refresh updates only the cells that changed.
        updated = []
        original = cast.update_cell

        def spy(row_key, column_key, value, *, update_width=False):
            updated.append((str(row_key), str(column_key), update_width))
            return original(row_key, column_key, value, update_width=update_width)

        monkeypatch.setattr(cast, "update_cell", spy)
        cast.show(app.controller.state)
        assert updated == []  # nothing changed: nothing redrawn
        await pilot.press("plus")
        await pilot.pause()
        # Four pips fit the column (the header is as wide): it is not measured again.
        assert updated == [("ansel", "fate", False)]
        await pilot.press("plus")
        await pilot.pause()
        assert updated[-1] == ("ansel", "fate", True)  # five do not: the column widens
        await pilot.press("u", "u")  # back to Ansel's three fate points
        await pilot.pause()

        # A change to one character draws only that row.
        drawn.clear()
        await pilot.press("plus")
        await pilot.pause()
        assert drawn == ["ansel"]
        assert "●●●●" in _row_text(cast, "ansel")
        await pilot.press("u")
        await pilot.pause()

        # Five fate points show as five pips.
        assert CampaignStore.load(campaign).state.characters["ansel"].fate_points == 3
        await pilot.press("plus", "plus")
        await pilot.pause()
        assert CampaignStore.load(campaign).state.characters["ansel"].fate_points == 5
        assert str(cast.get_cell("ansel", "fate")) == "●●●●●"
        # Shown whole: the column grew with the cell.
        assert "●●●●●" in _row_text(cast, "ansel")

        # The theme changes the colours of the cells, and a new theme draws every row in its
        # colours.
        dark = cast.get_cell("maren", "fate")
        drawn.clear()
        app.theme = "textual-light"
        await pilot.pause()
        await pilot.pause()
        light = cast.get_cell("maren", "fate")
        assert light.plain == dark.plain == "●●●"
        assert light.spans[0].style.color != dark.spans[0].style.color
        assert sorted(drawn) == sorted(str(row.value) for row in cast.rows)


async def test_a_narrow_cast_writes_many_fate_points_and_valued_boxes_short(tmp_path):
    """At 80 columns a Spirit of the Century PC's ten fate points and numbered boxes pushed
    the zone and the consequences off the cast; written short they leave room."""
    import shutil

    from tests.ui.conftest import CAMPAIGNS

    folder = tmp_path / "brass-leviathan"
    shutil.copytree(CAMPAIGNS / "brass-leviathan", folder)
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        cast = app.screen.query_one(CastTable)
        brick = [str(cell) for cell in cast.get_row("brick-okonedo")]
        assert brick[2] == "●×10"
        assert not any(ch.isdigit() for ch in brick[3])
        assert brick[4].startswith("Promenade")  # cut with the names to fit the consequences
