"""The hostile campaign (tests/hostile.py) walked through every screen and dialog the GM can
reach: each flow is started with its key and followed dialog after dialog as a GM would (Enter
on the first choice, hostile words typed into every prompt), and every screen on the way is
looked at as the terminal would get it (`_drawn`: control characters in the frame, live
`@click` or link spans in any widget's segments, a widget handed more than a tenth of the
megabyte aspect, the deterministic stand-in for a screen that would stall). Actions a live
span could run are recorded, not run.

The flows are walked as three journeys, each in one run of the app on a fresh copy of the
campaign (the Table and the Roll dialog; the Sheet and the other places; a conflict, the
ends of a scene, a session and an arc, and the palette), so that they run side by side rather
than one after the other. Each journey ends by checking it reached what it meant to: the
screen and dialog classes and each flow's own dialog by its title named for it below, so a
renamed key cannot quietly shorten it; together the journeys name every screen and question
(`test_the_journeys_together_reach_every_screen_and_question`)."""

from __future__ import annotations

import pytest
from textual.app import App
from textual.command import CommandPalette
from textual.content import Content
from textual.widgets import Input, OptionList, Static

from fate_tui.cli import make_app
from fate_tui.ui.text import MAX_LINE
from tests.hostile import HUGE_ASPECT, MARKUP, OSC52, OSC_TITLE, WIPE, hostile_campaign
from tests.ui.conftest import press
from tests.ui.test_hostile_text import _drawn, _on_the_table, _spy_on_actions

# What a GM (or a paste) types into a prompt: markup, an action, escapes. Typed text is as
# untrusted as the files.
TYPED = f"Typed {MARKUP} {OSC52}{OSC_TITLE}{WIPE}"

# A terminal of the size a laptop's half screen gives: every screen and dialog fits, and the
# walk draws fewer cells than at 120x40 (it stays quick).
SIZE = (100, 30)

# Dialogs a flow is followed through by answering them: the first choice, yes, hostile text,
# dice that hit.
ANSWERED = {"Choose", "Confirm", "Summary", "TextPrompt", "LongTextPrompt", "DicePrompt"}
GO_ON = "…"  # in a flow's steps: answer the dialog on top as a GM going on would

# (where the flow starts, its steps: keys, and GO_ON for each dialog answered on the way).
# The Table's own flows, the Roll dialog and its pickers. (Steps are split on spaces.)
TABLE_FLOWS: list[tuple[str, str]] = [
    ("ctrl+t", "a … …"),  # a situation aspect, typed
    ("ctrl+t", "b … …"),  # a boost
    ("ctrl+t", "i … … …"),  # a free invoke
    ("ctrl+t", "c … … … …"),  # compel
    ("ctrl+t", "m … … …"),  # move
    ("ctrl+t", "T … … …"),  # a countdown
    ("ctrl+t", "Y … … …"),  # roll on a table
    ("ctrl+t", "M … … … …"),  # quick NPC or mooks
    ("ctrl+t", "O … … … … …"),  # contest
    ("ctrl+t", "H … … … … …"),  # challenge
    ("ctrl+t", "delete"),
    ("ctrl+t", "P"),  # the players' preview
    ("ctrl+t", "question_mark"),  # Help
    ("ctrl+t", "plus u"),  # a fate point and its undo: two toasts naming the character
    ("ctrl+t", "r c …"),
    ("ctrl+t", "r k …"),
    ("ctrl+t", "r a …"),
    ("ctrl+t", "r o …"),
    ("ctrl+t", "r d …"),
    ("ctrl+t", "r h …"),
    ("ctrl+t", "r x …"),
    ("ctrl+t", "r e …"),
    ("ctrl+t", "r g …"),
    ("ctrl+t", "r T …"),
    ("ctrl+t", "r s …"),
    ("ctrl+t", "r i … …"),
    ("ctrl+t", "r l … …"),
    ("ctrl+t", "r r"),
]
# The Sheet's; scenes; fate points, the log, the campaign view.
PLACES_FLOWS: list[tuple[str, str]] = [
    ("s", "a … …"),
    ("s", "h … …"),  # an aspect's role
    ("s", "k … …"),
    ("s", "t … …"),
    ("s", "x … …"),
    ("s", "c … … …"),
    ("s", "v … …"),
    ("s", "o …"),
    ("s", "enter … …"),
    ("s", "N … … …"),  # a new character
    ("s", "I"),  # import
    ("s", "X … …"),  # export
    ("n", "a …"),
    ("n", "z …"),
    ("n", "k … … …"),  # a countdown
    ("n", "b … …"),  # bring in
    ("n", "n … …"),
    ("f", "o …"),
    ("l", "k …"),
    ("l", "v …"),
    ("A", "B … …"),
    ("A", "d … …"),
    ("A", "I"),
    ("A", "X … …"),
]
# A conflict: started, an attack that hits (the absorb dialog), a concession. Then the ends:
# the scene's, the session's (advances), the arc's. The palette follows them.
ENDS_FLOWS: list[tuple[str, str]] = [
    ("ctrl+t", "C … … … …"),
    ("ctrl+t", "r 3 t … p … enter"),  # left at the absorb dialog: nobody is hurt
    ("ctrl+t", "K … … …"),
    ("ctrl+t", "D … …"),
    ("ctrl+t", "x …"),
    ("ctrl+t", "N"),
    ("A", "E"),
]

# What each journey must have reached: its screens and dialogs, and each flow's own question.
REACHED: dict[str, tuple[set[str], tuple[str, ...]]] = {
    "table": (
        {
            "TableScreen", "PlayersPreviewScreen", "HelpScreen", "RollDialog", "Choose",
            "Confirm", "TextPrompt",
        },
        (
            "Compel", "A quick NPC", "How long a contest?", "A challenge", "Who helps?",
            "Against what?", "Roll on which table?", "Move",
        ),
    ),
    "places": (
        {
            "SheetScreen", "ScenesScreen", "CampaignViewScreen", "LogScreen", "FatePointsScreen",
            "LongTextPrompt", "PathPrompt",
        },
        ("Import", "Export", "Bring into the scene", "Which aspect?", "countdown"),
    ),
    "ends": (
        {
            "AbsorbDialog", "DicePrompt", "Summary", "SessionEndScreen", "ArcEndScreen",
            "CreationScreen", "CommandPalette",
        },
        ("concedes", "Start a conflict"),
    ),
}  # fmt: skip
JOURNEYS = {"table": TABLE_FLOWS, "places": PLACES_FLOWS, "ends": ENDS_FLOWS}

# What the walk must have reached, all journeys together: each screen and dialog, and each
# flow's own question.
SCREENS = {
    "TableScreen", "SheetScreen", "ScenesScreen", "CampaignViewScreen", "LogScreen",
    "FatePointsScreen", "PlayersPreviewScreen", "HelpScreen", "RollDialog", "AbsorbDialog",
    "DicePrompt", "Choose", "Confirm", "Summary", "TextPrompt", "LongTextPrompt", "PathPrompt",
    "SessionEndScreen", "ArcEndScreen", "CreationScreen", "CommandPalette",
}  # fmt: skip
QUESTIONS = (
    "Compel", "A quick NPC", "How long a contest?", "A challenge", "countdown", "concedes",
    "Start a conflict", "Who helps?", "Which aspect?", "Against what?", "Import", "Export",
    "Roll on which table?", "Move", "Bring into the scene",
)  # fmt: skip


class Walk:
    def __init__(self, app, pilot) -> None:
        self.app, self.pilot = app, pilot
        self.problems: dict[str, list[str]] = {}
        self.seen: dict[str, set[str]] = {}

    async def settle(self) -> None:
        """Let the key's work land: until the stack of screens holds still (bounded)."""
        last = None
        for _ in range(30):
            await self.pilot.pause()
            now = [id(screen) for screen in self.app.screen_stack]
            if now == last:
                return
            last = now

    def look(self, where: str, again: bool = False) -> None:
        """Look at the screen on top, once for each screen and title (each dialog as each
        flow asks it: the walk stays quick), or `again` (toasts over a screen seen)."""
        screen = self.app.screen
        name = type(screen).__name__
        title = ""
        for label in screen.query(".dialog-title"):
            title = str(label.render())[:400]  # a name and its payload, and the question
            break
        if title in self.seen.setdefault(name, set()) and not again:
            return
        self.seen[name].add(title)
        found = _drawn(self.app)
        if found:
            self.problems[f"{where} -> {name} {title!r}"] = found

    async def go(self, place: str) -> None:
        """Out of any dialog, and to the place (a place's key from the Table)."""
        for _ in range(8):
            if not self.app.screen.is_modal:
                break
            await self.pilot.press("escape")
            await self.settle()
        wanted = {"ctrl+t": "TableScreen", "s": "SheetScreen", "n": "ScenesScreen"}
        wanted |= {"f": "FatePointsScreen", "l": "LogScreen", "A": "CampaignViewScreen"}
        if type(self.app.screen).__name__ == wanted[place]:
            return
        await self.pilot.press("ctrl+t")
        await self.settle()
        if place != "ctrl+t":
            await self.pilot.press(place)
            await self.settle()
        self.look(place)

    async def answer(self) -> None:
        """Answer the dialog on top as a GM going on would (none that is not a question)."""
        screen = self.app.screen
        name = type(screen).__name__
        if name not in ANSWERED:
            return
        if name == "DicePrompt":
            screen.query_one(Input).value = "++++ ----"  # the attack hits
        elif name in ("TextPrompt", "LongTextPrompt"):
            for field in screen.query(Input):
                field.value = TYPED
            if name == "LongTextPrompt":
                await self.pilot.press("ctrl+o")
                return
        elif name == "Confirm":
            await self.pilot.press("y")
            return
        await self.pilot.press("enter")

    async def flow(self, place: str, steps: str) -> None:
        where = f"{place}: {steps}"
        await self.go(place)
        for step in steps.split():
            if step == GO_ON:
                await self.answer()
            else:
                await self.pilot.press(step)
            await self.settle()
            self.look(where, again=step == "u")
            assert self.app.is_running, where


async def _palette(app, pilot, walk: Walk) -> None:
    """The palette, searched for the hostile words themselves; then making a PC from it."""
    for query in ("Sheet", "Scene", "click", "link", "REDACTED", "Make a PC"):
        await walk.go("ctrl+t")
        await press(pilot, "ctrl+p")
        assert isinstance(app.screen, CommandPalette)
        app.screen.query_one(Input).value = query
        await walk.settle()
        await app.workers.wait_for_complete()
        await walk.settle()
        walk.look(f"palette {query}", again=True)
    await press(pilot, "enter")  # Make a PC step by step
    await walk.settle()
    walk.look("palette: Make a PC")
    for _ in range(3):  # its first steps, each field typed in
        for field in app.screen.query(Input):
            field.value = TYPED
        await press(pilot, "enter")
        await walk.settle()
        walk.look("creation", again=True)


@pytest.mark.long_running
@pytest.mark.parametrize("journey", list(JOURNEYS))
async def test_every_screen_and_dialog_shows_a_hostile_campaign_as_text(tmp_path, journey):
    app = make_app(hostile_campaign(tmp_path), watch_interval=None)
    async with app.run_test(size=SIZE) as pilot:
        ran = _spy_on_actions(app)
        await _on_the_table(app, pilot)
        walk = Walk(app, pilot)
        for place, steps in JOURNEYS[journey]:
            await walk.flow(place, steps)
        if journey == "ends":
            await _palette(app, pilot, walk)
        assert app.is_running
        assert ran == []
    assert walk.problems == {}
    screens, questions = REACHED[journey]
    assert screens - set(walk.seen) == set()
    titles = " ".join(t for found in walk.seen.values() for t in found)
    assert [q for q in questions if q not in titles] == []


def test_the_journeys_together_reach_every_screen_and_question():
    # Split into journeys, the walk still names every screen and question it must reach.
    assert set().union(*(screens for screens, _ in REACHED.values())) == SCREENS
    named = [q for _, questions in REACHED.values() for q in questions]
    assert sorted(named) == sorted(QUESTIONS)


# The roads the walk found, each on its own -------------------------------------------------


class _Bare(App):
    """No campaign: the dialog alone, over a blank screen."""


async def test_typing_in_a_picker_of_hostile_names_keeps_them_as_text():
    # The picker's filter highlighted the matched letters with `Matcher.highlight`, which reads
    # its text as markup: at the first letter, '[link=file:///etc/passwd]' raised MarkupError
    # and stopped the app, and '[@click=app.quit]' became a live span.
    from fate_tui.ui.dialogs.choose import Choose

    names = [("vera", f"Vera {MARKUP}"), ("ruth", f"Ruth {OSC_TITLE}")]
    app = _Bare()
    async with app.run_test(size=(100, 30)) as pilot:
        ran = _spy_on_actions(app)
        app.push_screen(Choose("Who?", names))
        await pilot.pause()
        app.screen.query_one(Input).value = "ve"
        await pilot.pause()
        await pilot.pause()
        assert app.is_running
        prompts = [option.prompt for option in app.screen.query_one(OptionList).options]
        assert [p.plain for p in prompts] == [f"Vera {MARKUP}"]
        assert [s.style for s in prompts[0].spans]  # the matched letters, highlighted
        assert _drawn(app) == []
        app.screen.query_one(Input).value = "ruth"
        await pilot.pause()
        await pilot.pause()
        shown = app.screen.query_one(OptionList).options[0].prompt.plain
        assert shown == "Ruth ␛]0;pwned␇"
        assert _drawn(app) == [] and ran == []


async def test_a_border_title_made_of_names_is_plain_text():
    # The treatment roll's border title ("Treatment of X's 'Y'") was a str, which a border
    # reads as markup: MarkupError for a link, a live span for '@click'.
    from fate_tui.ui.text import set_border

    app = _Bare()
    async with app.run_test(size=(100, 10)) as pilot:
        box = Static("x")
        box.styles.border = ("round", "white")
        await app.mount(box)
        set_border(box, title=f"Treatment of {MARKUP}", subtitle=f"{OSC52}x")
        await pilot.pause()
        # The border keeps a title as markup that shows it as written (Textual's escaping
        # leaves "[REDACTED]" as it is, which reads back as a tag: not the border's drawing).
        written = f"Treatment of {MARKUP}".removesuffix(" [REDACTED]")
        assert Content.from_markup(box.border_title).plain.strip() == written
        assert Content.from_markup(box.border_subtitle).plain.startswith("␛]52;c;")
        assert _drawn(app) == []


async def test_what_ending_a_scene_does_cuts_a_megabyte_line():
    # The scene end's summary handed its lines whole to the widgets: an aspect of a
    # megabyte made a line of a megabyte, which the screen laid out at every draw.
    from fate_tui.ui.dialogs.summary import Summary

    app = _Bare()
    async with app.run_test(size=(100, 30)) as pilot:
        app.push_screen(Summary(f"End {OSC52}", [f"Remove {HUGE_ASPECT}", MARKUP], "End"))
        await pilot.pause()
        lines = [str(line.content) for line in app.screen.query(".summary-line")]
        assert len(lines[0]) < MAX_LINE + 100 and "characters)" in lines[0]
        assert lines[1] == f"• {MARKUP}"
        assert _drawn(app) == []
