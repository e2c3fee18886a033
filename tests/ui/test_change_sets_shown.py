"""What the GM is told about change sets: a save that failed part-way says nothing was saved
and the Table keeps what the disk holds; a change a kill cut short is put back at the open,
and the app says which."""

from __future__ import annotations

import errno
import os

from fate_tui.cli import make_app
from fate_tui.ui.widgets.cast_table import CastTable
from tests.campaign.test_change_set_recovery import MAREN, _interrupted
from tests.ui.conftest import loaded, notifications, press, saved


async def test_a_save_failing_on_its_log_entry_saves_nothing_and_says_so(campaign, monkeypatch):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        cast = app.screen.query_one(CastTable)
        cast.focus()
        cast.move_cursor(row=cast.get_row_index("ansel"))
        await pilot.pause()
        who = "ansel"
        points = app.controller.state.characters[who].fate_points
        real_replace, real_link = os.replace, os.link

        def refuse_the_log(write):
            def run(src, dst, **kwargs):
                if os.fspath(dst).endswith("session-07.toml"):
                    raise OSError(errno.EDQUOT, os.strerror(errno.EDQUOT))
                return write(src, dst, **kwargs)

            return run

        monkeypatch.setattr(os, "replace", refuse_the_log(real_replace))
        monkeypatch.setattr(os, "link", refuse_the_log(real_link))
        await press(pilot, "plus")
        monkeypatch.undo()
        [message] = notifications(app, "error")
        assert "log/session-07.toml cannot be written" in message
        assert "nothing was saved" in message
        # The character's file was written first, and put back: screen and disk agree.
        assert app.controller.state.characters[who].fate_points == points
        assert saved(campaign).characters[who].fate_points == points
        assert app.controller.store.undo_stack == []


async def test_a_change_cut_short_is_put_back_at_the_open_and_the_gm_told(campaign, monkeypatch):
    before, points = _interrupted(campaign, monkeypatch)
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        [message] = [m for m in notifications(app, "warning") if "interrupted" in m]
        assert message.startswith("The change 'The Drowned Deacon accepts a compel")
        assert f"{MAREN} was put back as it was before it" in message
        assert app.controller.state.characters["maren"].fate_points == points
    assert (campaign / MAREN).read_bytes() == before[MAREN]
