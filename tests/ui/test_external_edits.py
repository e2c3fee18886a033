"""Edits made outside fate-tui while it runs: picked up by the poll, shown, and never written
over while a file does not load; and the edit key that runs $EDITOR then reloads.

The poll is driven by hand (`app._poll_disk()`, then waiting for its worker): no sleeps.
"""

import stat
import sys
from contextlib import nullcontext

from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.ui.widgets.cast_table import CastTable
from tests.ui.conftest import loaded

ANSEL = "characters/ansel.toml"


def _record_notifications(app) -> list[dict]:
    notes: list[dict] = []
    original = app.notify

    def notify(message, *, title="", severity="information", **options):
        notes.append({"message": str(message), "title": title, "severity": severity})
        return original(message, title=title, severity=severity, **options)

    app.notify = notify
    return notes


async def _poll(app, pilot) -> None:
    app._poll_disk()
    await app.workers.wait_for_complete()
    await pilot.pause()


def _cast_text(app) -> str:
    table = app.screen.query_one(CastTable)
    return " ".join(str(cell) for row in range(table.row_count) for cell in table.get_row_at(row))


def _edit(path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


async def test_edits_on_disk_are_reloaded_and_saved_on_top_and_the_edit_key_reports(
    campaign, monkeypatch
):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # An edit on disk is reloaded, shown and named.
        notes = _record_notifications(app)
        assert "Ansel Wick" in _cast_text(app)
        _edit(campaign / ANSEL, 'name = "Ansel Wick"', 'name = "Ansel Wicke"')
        await _poll(app, pilot)
        assert app.controller.state.characters["ansel"].name == "Ansel Wicke"
        assert "Ansel Wicke" in _cast_text(app)
        assert [n["message"] for n in notes] == [f"Reloaded {ANSEL}"]
        assert notes[0]["title"] == "Edited outside fate-tui"
        # Nothing changed since: the next poll is quiet.
        await _poll(app, pilot)
        assert len(notes) == 1

        # A new file and a removed file are picked up.
        (campaign / "characters" / "newcomer.toml").write_text(
            'name = "The Newcomer"\nkind = "minor"\n', encoding="utf-8"
        )
        await _poll(app, pilot)
        assert app.controller.state.characters["newcomer"].name == "The Newcomer"
        (campaign / "characters" / "newcomer.toml").unlink()
        await _poll(app, pilot)
        assert "newcomer" not in app.controller.state.characters

        # The app saves on top of an external edit once reloaded.
        _edit(campaign / ANSEL, "fate_points = 3", "fate_points = 1  # spent at the last session")
        await _poll(app, pilot)
        app.screen.query_one(CastTable).focus()
        await pilot.press("plus")
        await pilot.pause()
        text = (campaign / ANSEL).read_text(encoding="utf-8")
        assert "fate_points = 2  # spent at the last session" in text
        assert CampaignStore.load(campaign).state.characters["ansel"].fate_points == 2

        # The edit key without a real terminal says so and changes nothing.
        before = (campaign / ANSEL).read_bytes()
        notes = _record_notifications(app)
        app.screen.query_one(CastTable).focus()
        await pilot.press("e")
        await pilot.pause()
        assert "cannot hand over to an editor" in notes[0]["message"]
        assert ANSEL in notes[0]["message"]
        assert notes[-1]["message"] == f"No changes in {ANSEL}"
        assert (campaign / ANSEL).read_bytes() == before

        # A missing editor is reported.
        monkeypatch.delenv("VISUAL", raising=False)
        monkeypatch.setenv("EDITOR", "/nonexistent/editor --wait")
        notes = _record_notifications(app)
        app.run_editor(ANSEL)
        assert notes[0]["severity"] == "error"
        assert "/nonexistent/editor --wait" in notes[0]["message"]


async def test_a_file_broken_before_the_app_starts_is_not_reported_at_every_poll(campaign):
    (campaign / ANSEL).write_text("name = \n", encoding="utf-8")
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        notes = _record_notifications(app)
        await _poll(app, pilot)
        await _poll(app, pilot)
        assert notes == []
        (campaign / ANSEL).write_text('name = "Ansel"\nkind = "pc"\n', encoding="utf-8")
        await _poll(app, pilot)
        assert [n["message"] for n in notes] == [f"Reloaded {ANSEL}"]
        assert app.controller.state.characters["ansel"].name == "Ansel"


# $EDITOR -------------------------------------------------------------------------------


def _editor_script(tmp_path, body: str) -> str:
    """A small 'editor': a Python script that changes the file it is given."""
    script = tmp_path / "editor.py"
    script.write_text(
        f"import sys, pathlib\npath = pathlib.Path(sys.argv[1])\n{body}\n", encoding="utf-8"
    )
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return f"{sys.executable} {script}"


async def test_the_editor_then_a_broken_edit_then_the_scene_file_in_the_editor(
    campaign, tmp_path, monkeypatch
):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # The editor runs on the current character's file, then the app reloads it.
        monkeypatch.delenv("VISUAL", raising=False)
        monkeypatch.setenv(
            "EDITOR",
            _editor_script(
                tmp_path,
                "text = path.read_text()\n"
                "text = text.replace('fate_points = 3', 'fate_points = 5')\n"
                "path.write_text(text + '# edited by the GM\\n')",
            ),
        )
        notes = _record_notifications(app)
        # Headless tests cannot suspend; stand in for a terminal that can.
        monkeypatch.setattr(app, "suspend", nullcontext)
        app.screen.query_one(CastTable).focus()
        assert app.screen.current_file == ANSEL
        await pilot.press("e")
        await pilot.pause()
        assert app.controller.state.characters["ansel"].fate_points == 5
        assert [n["message"] for n in notes] == [f"Reloaded {ANSEL}"]
        await pilot.press("plus")  # the app writes on top of the edit, keeping the comment
        await pilot.pause()
        text = (campaign / ANSEL).read_text(encoding="utf-8")
        assert "fate_points = 6" in text and text.endswith("# edited by the GM\n")

        # A broken edit is reported, keeps the last good state and is never written.
        before = CampaignStore.load(campaign).state.characters["ansel"].fate_points
        notes = _record_notifications(app)
        _edit(campaign / ANSEL, 'name = "Ansel Wick"', 'name = "Ansel Wicke')  # no closing quote
        broken = (campaign / ANSEL).read_bytes()
        await _poll(app, pilot)

        errors = [n for n in notes if n["severity"] == "error"]
        assert len(errors) == 1
        assert errors[0]["message"].startswith(f"{ANSEL}:2:")  # file and line
        assert "error" in errors[0]["message"] and "Ansel Wicke" in errors[0]["message"]
        assert "last good" in errors[0]["title"]
        assert not any(n["message"].startswith("Reloaded") for n in notes)
        # The last good values stay on screen.
        assert app.controller.state.characters["ansel"].name == "Ansel Wick"
        assert "Ansel Wick" in _cast_text(app)

        # A broken file is reported once, not at every poll.
        await _poll(app, pilot)
        assert len(notes) == 1

        # An action on that character is refused and the file is left as the GM wrote it.
        notes.clear()
        app.screen.query_one(CastTable).focus()
        await pilot.press("plus")
        await pilot.pause()
        assert (campaign / ANSEL).read_bytes() == broken
        assert len(notes) == 1 and notes[0]["severity"] == "error"
        assert "characters/ansel.toml did not load" in notes[0]["message"]
        assert "will not write it" in notes[0]["message"]

        # Fixed in the editor: it loads again and can be written again.
        notes.clear()
        _edit(campaign / ANSEL, 'name = "Ansel Wicke', 'name = "Ansel Wicke"')
        await _poll(app, pilot)
        assert [n["message"] for n in notes] == [f"Reloaded {ANSEL}"]
        assert app.controller.state.characters["ansel"].name == "Ansel Wicke"
        await pilot.press("plus")
        await pilot.pause()
        assert CampaignStore.load(campaign).state.characters["ansel"].fate_points == before + 1

        # The edit key on the Table without a character opens the scene's file (last: the
        # Table is made to have no current character).
        seen = tmp_path / "seen.txt"
        monkeypatch.setenv(
            "VISUAL", _editor_script(tmp_path, f"open({str(seen)!r}, 'w').write(str(path))")
        )
        screen = app.screen
        monkeypatch.setattr(type(screen), "current_character_id", property(lambda self: None))
        app.run_editor(screen.current_file)
        app.after_edit(screen.current_file)
    assert seen.read_text() == str(campaign / "scenes" / "drowned-chapel.toml")
