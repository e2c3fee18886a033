"""The end of an arc: every PC's breakthrough (or Core's bigger milestone) checked as it is
built, the arc's summary, and the next arc with its aspects."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Input, Label, OptionList, Static, TextArea

from fate_tui.campaign.intents import arcs
from fate_tui.rules.ruleset import Period
from fate_tui.ui.dialogs import asking
from fate_tui.ui.dialogs.summary import Summary
from fate_tui.ui.play.scene_ending import end_scene
from fate_tui.ui.screens.advances import AdvanceScreen
from fate_tui.ui.text import plain
from fate_tui.ui.widgets.key_footer import KeyFooter
from fate_tui.ui.widgets.status_line import StatusLine


class ArcEndScreen(AdvanceScreen):
    PERIOD = Period.ARC
    BINDINGS = [
        *AdvanceScreen.BINDINGS,
        Binding("ctrl+o", "finish", "End the arc", id="arc_end.finish"),
    ]

    def compose(self) -> ComposeResult:
        arc = self.controller.state.story.active_arc
        title = f"End of the arc '{arc.title}'" if arc else "No arc is being played"
        yield StatusLine(id="status")
        with VerticalScroll(id="arc-end"):
            yield Label(plain(title), classes="dialog-title")
            yield TextArea(id="arc-summary", classes="first-field")
            yield Input(placeholder="The next arc's title (empty: none yet)", id="next-title")
            yield Input(
                placeholder="Its aspects, separated by ';' (The Sea Is Rising; Bells Ring)",
                id="next-aspects",
            )
            yield Label("Advances: Enter on a PC to add a change", classes="dialog-hint")
            yield OptionList(markup=False, id="advance-list")
            yield Static(id="advance-check")
        yield KeyFooter()

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#arc-summary", TextArea).border_title = "What happened in the arc"

    @asking.asks
    async def action_finish(self) -> None:
        app = self.app
        arc = self.controller.state.story.active_arc
        if arc is None:
            self.notify("No arc is being played", severity="warning")
            return
        if self.controller.state.current_scene is not None and not await end_scene(self):
            return
        refused = self.refused()
        if refused:
            await asking.answer(app, Summary("These advances are not allowed yet", refused))
            return
        aspects = self.query_one("#next-aspects", Input).value.split(";")
        plan = arcs.ArcEnd(
            summary=self.query_one("#arc-summary", TextArea).text,
            advances=self.advances,
            next_title=self.query_one("#next-title", Input).value,
            next_aspects=[a.strip() for a in aspects if a.strip()],
        )
        lines = self.plan_lines()
        lines.append("Recovery clocks counting arcs move on")
        lines.append(f"The arc '{arc.title}' is recorded as done")
        if plan.next_title.strip():
            lines.append(f"The arc '{plan.next_title.strip()}' begins")
        if not await asking.answer(
            app, Summary(f"End the arc '{arc.title}'?", lines, confirm="End the arc")
        ):
            return
        done: list = []
        if not app.run_intent(lambda ctl: done.append(arcs.end_arc(ctl, plan))):
            return
        self.ended = True
        await asking.answer(app, Summary(done[0].headline, done[0].lines))
        app.pop_screen()
