"""Nothing in a campaign's text is ever interpreted: not as Rich markup, not as an action, not
as a terminal command.

How output is captured: under Pilot the headless driver writes nothing, so each screen is
read where the driver would get it from, the compositor's full frame, through the public
`App.export_screenshot()` (its SVG holds every character of every cell the terminal would
receive, line filters applied), and every widget's drawn lines through the public
`Widget.render_lines`, whose segments carry the styles (an `@click` action or a link would be
in a segment's style there). Actions that a live span could run are replaced by recorders."""

from __future__ import annotations

import re

from textual.geometry import Region

from fate_tui.campaign.players_feed import PlayersFeed
from fate_tui.cli import make_app
from fate_tui.ui.players.players_app import PlayersApp
from fate_tui.ui.text import MAX_LINE
from tests.hostile import HUGE_ASPECT, hostile_campaign
from tests.ui.conftest import loaded, press

UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _spy_on_actions(app) -> list[str]:
    """Record, instead of running, what a live `@click` span in campaign text could run."""
    ran: list[str] = []
    app.action_quit = lambda *a: ran.append("quit")
    app.action_screenshot = lambda *a: ran.append("screenshot")
    app.action_bell = lambda *a: ran.append("bell")
    app.bell = lambda *a: ran.append("bell")
    return ran


async def _on_the_table(app, pilot) -> None:
    """Wait until the campaign is loaded whole and the Table is up."""
    await loaded(app, pilot)
    while type(app.screen).__name__ != "TableScreen":
        await pilot.pause(0.05)
    await app.workers.wait_for_complete()
    await pilot.pause()


def _drawn(app) -> list[str]:
    """What is wrong with the screen as drawn now: control characters in the frame, live
    actions or links in any widget's segments, a line of a megabyte handed to a widget.

    The frame is read from the compositor's full update (the screens below a dialog included,
    as `App.export_screenshot` draws it) rather than from an SVG of it: the same segments the
    terminal would be sent, without making the SVG (about a fourteenth of the hostile walk's
    time)."""
    found = []
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    frame = "".join(segment.text for line in update.strips for strip in line for segment in strip)
    found += [f"control character {c!r} in the frame" for c in set(UNSAFE.findall(frame))]
    for widget in app.screen.walk_children(with_self=True):
        if not widget.display or not widget.size.area:
            continue
        width, height = widget.size
        for strip in widget.render_lines(Region(0, 0, width, height)):
            for segment in strip:
                style = segment.style
                if style is None:
                    continue
                if "@click" in (style.meta or {}) or style.link:
                    found.append(f"live span in {widget!r}: {segment.text!r}")
                if UNSAFE.search(segment.text):
                    found.append(f"control character in {widget!r}: {segment.text!r}")
        content = getattr(widget, "content", None)
        plain = getattr(content, "plain", content)
        if isinstance(plain, str) and len(plain) > len(HUGE_ASPECT) // 10:
            found.append(f"{widget!r} was given {len(plain):,} characters")
    return found


async def test_the_players_app_shows_a_hostile_campaign_as_text(tmp_path):
    folder = hostile_campaign(tmp_path)
    app = PlayersApp(PlayersFeed.open(folder), watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        ran = _spy_on_actions(app)
        await pilot.pause()
        assert _drawn(app) == []
        frame = app.export_screenshot()
        assert "␛]52;c;" in frame  # the escape shows as a mark the players can read
        assert ran == []


async def test_the_gm_app_shows_a_hostile_campaign_as_written_everywhere(tmp_path):
    from fate_tui.ui.screens.arc_end import ArcEndScreen
    from fate_tui.ui.shell.palette import CharacterCommands

    folder = hostile_campaign(tmp_path)
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        ran = _spy_on_actions(app)
        await _on_the_table(app, pilot)
        # The aspect cards cut a megabyte line.
        cards = app.screen.query_one("AspectCards")
        prompts = [option.prompt.plain for option in cards.options]
        huge = [p for p in prompts if "Storm Storm" in p]
        assert huge and all(len(p) < MAX_LINE + 200 for p in huge)
        assert f"… ({len(HUGE_ASPECT.strip()):,} characters)" in huge[0], huge[0][-80:]
        # The file keeps every character.
        assert app.controller.state.current_scene.aspects[-1].name == HUGE_ASPECT.strip()

        # The palette lists a hostile name as plain text. A '[link=https://x]' name crashed
        # Ctrl+P (WorkerFailed MarkupError); '@click' spans showed live in the list.
        hits = [hit async for hit in CharacterCommands(app.screen).search("Sheet")]
        assert hits
        for hit in hits:
            display = hit.match_display
            assert "[@click=app.quit]Q[/]" in display.plain
            assert "␛" in display.plain and "\x1b" not in display.plain
            assert not any("@click" in str(span.style) for span in display.spans)
        discovered = [hit async for hit in CharacterCommands(app.screen).discover()]
        assert all("[link=file:///etc/passwd]" in hit.display.plain for hit in discovered)

        # Undo toasts show a name as written. "Undid: ..." toasts read the name as markup:
        # '[link=file:///etc/passwd]' crashed the app with MarkupError, '[@click=app.quit]'
        # made a live quit, "Vera [REDACTED]" lost a part.
        await press(pilot, "plus")
        await press(pilot, "u")
        await pilot.pause()
        assert app.is_running
        undid = [n for n in app._notifications if n.message.startswith("Undid:")]
        assert undid and not undid[-1].markup
        shown = undid[-1].message
        assert "[link=file:///etc/passwd]L[/link]" in shown and "[REDACTED]" in shown
        assert "␛]52;" in shown and "\x1b" not in shown
        assert ran == []

        # Every toast is plain text whatever its caller asks. The countdown-complete toast
        # ("{name} is complete: {outcome}") and any other: a screen's notify passes
        # markup=True by default, which the app turns down.
        app.screen.notify(
            "Vera [REDACTED] [link=file:///etc/passwd]x[/link]\x1b[2J", title="\x1b]0;t"
        )
        await pilot.pause()
        notes = [n for n in app._notifications if n.message.startswith("Vera")]
        assert notes
        assert notes[-1].message == "Vera [REDACTED] [link=file:///etc/passwd]x[/link]␛[2J"
        assert notes[-1].title == "␛]0;t" and not notes[-1].markup
        assert app.is_running

        # The end-of-arc screen shows the arc title as written. Its title was a Label reading
        # the arc's title as markup.
        assert app.controller.state.story.active_arc is not None
        await app.push_screen(ArcEndScreen())
        await pilot.pause()
        title = app.screen.query_one(".dialog-title").render()
        assert "[@click=app.quit]Q[/]" in str(title) and "[REDACTED]" in str(title)
        assert _drawn(app) == []
        assert ran == []


async def test_the_walk_sees_a_live_span_and_a_control_byte_where_there_is_one():
    # The walk's eyes, tried on a bare Textual app that reads markup and keeps ESC.
    from textual.app import App
    from textual.content import Content
    from textual.widgets import Static

    class Bare(App):
        def compose(self):
            yield Static("[@click=app.quit]Quit[/] [link='https://evil.example']here[/link]")
            yield Static(Content("a \x1b]0;pwned\x07 title"))

    app = Bare()
    async with app.run_test(size=(60, 6)) as pilot:
        await pilot.pause()
        found = _drawn(app)
    assert any(f.startswith("live span") and "Quit" in f for f in found)
    assert any(f.startswith("live span") and "here" in f for f in found)
    assert any("'\\x1b'" in f for f in found)


async def test_the_five_phases_show_the_groups_words_as_written(tmp_path):
    """Names, novels, blurbs and guest stars' parts carrying markup and escapes, on the phase
    screen of a guest-star phase (the card, the novels' list) and in check's warnings."""
    import random

    from fate_tui.campaign.intents import sotc_phases as intents
    from fate_tui.rules import sotc_phases
    from fate_tui.rules.sotc_phases import Phase
    from fate_tui.ui.characters.sotc_phases import PhaseScreen
    from tests.hostile import PAYLOAD

    folder = hostile_campaign(tmp_path, "brass-leviathan")
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        ran = _spy_on_actions(app)
        await _on_the_table(app, pilot)
        ctl = app.controller
        rng = random.Random(1)
        ids = intents.start_group(ctl, [f"Drake{PAYLOAD}", f"Maggie{PAYLOAD}", f"Jack{PAYLOAD}"])
        for phase in (Phase.BACKGROUND, Phase.WAR, Phase.NOVEL):
            for member_id in ids:
                member = ctl.state.characters[member_id]
                member = sotc_phases.with_phase_aspects(member, phase, [f"Aspect{PAYLOAD}"])
                if phase is Phase.NOVEL:
                    member = sotc_phases.with_novel(member, f"Novel{PAYLOAD}", f"Blurb{PAYLOAD}")
                intents.save_phase(ctl, member, done=True, rng=rng)
        app.push_screen(PhaseScreen(rng))
        await pilot.pause()
        app.screen.query_one("#phase-role").value = f"Role{PAYLOAD}"
        await pilot.pause()
        assert isinstance(app.screen, PhaseScreen)
        assert _drawn(app) == []
        assert ran == []
