"""The end of a session, guided: the session's title, date and summary, every PC's milestone
checked as it is built, then the rule set's cleanup, the session's record and (if the GM
says so) the end of the arc."""

from __future__ import annotations

from datetime import date

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Checkbox, Input, Label, OptionList, Static, TextArea

from fate_tui.campaign.intents import sessions
from fate_tui.rules.campaign_life import advances_at
from fate_tui.rules.ruleset import Period
from fate_tui.ui.dialogs import asking
from fate_tui.ui.dialogs.summary import Summary
from fate_tui.ui.play.scene_ending import end_scene, offer_countdowns
from fate_tui.ui.screens.advances import AdvanceScreen
from fate_tui.ui.widgets.key_footer import KeyFooter
from fate_tui.ui.widgets.status_line import StatusLine


class SessionEndScreen(AdvanceScreen):
    PERIOD = Period.SESSION
    BINDINGS = [
        *AdvanceScreen.BINDINGS,
        Binding("ctrl+o", "finish", "End the session", id="session_end.finish"),
    ]

    def compose(self) -> ComposeResult:
        number = max(self.controller.state.story.current_session, 1)
        yield StatusLine(id="status")
        with VerticalScroll(id="session-end"):
            yield Label(f"End of session {number}", classes="dialog-title")
            with Horizontal(classes="end-fields"):
                yield Input(
                    placeholder="Title (optional)", id="session-title", classes="first-field"
                )
                yield Input(value=date.today().isoformat(), id="session-date")
            yield TextArea(id="session-summary")
            with Horizontal(classes="end-fields"):
                yield Checkbox("Fate points refresh", value=True, id="session-refresh")
                if self.controller.state.ruleset.recovery.back_to_back_step_down:
                    yield Checkbox(
                        "The next session follows straight on (consequences recover faster)",
                        id="session-back-to-back",
                    )
            yield Label("Milestones: Enter on a PC to add a change", classes="dialog-hint")
            yield OptionList(markup=False, id="advance-list")
            yield Static(id="advance-check")
        yield KeyFooter()

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#session-summary", TextArea).border_title = "What happened (summary)"

    @asking.asks
    async def action_finish(self) -> None:
        app = self.app
        if self.controller.state.current_scene is not None:
            if not await end_scene(self):
                return
        refused = self.refused()
        if refused:
            await asking.answer(app, Summary("These advances are not allowed yet", refused))
            return
        day = self.query_one("#session-date", Input).value.strip()
        try:
            date.fromisoformat(day or date.today().isoformat())
        except ValueError:
            self.notify(
                f"'{day}' is not a date: write it as {date.today().isoformat()}",
                severity="error",
                markup=False,
            )
            return
        straight_on = self.query("#session-back-to-back").results(Checkbox)
        back_to_back = any(box.value for box in straight_on)
        plan = sessions.SessionEnd(
            summary=self.query_one("#session-summary", TextArea).text,
            title=self.query_one("#session-title", Input).value,
            date=day,
            advances=self.advances,
            back_to_back=back_to_back,
            refresh=self.query_one("#session-refresh", Checkbox).value,
        )
        number = max(self.controller.state.story.current_session, 1)
        lines = self._plan_lines(plan)
        if not await asking.answer(
            app, Summary(f"End session {number}?", lines, confirm="End the session")
        ):
            return
        done: list = []
        if not app.run_intent(lambda ctl: done.append(sessions.end_session(ctl, plan))):
            return
        self.ended = True  # the milestones behind the dialogs stay as they were taken
        await asking.answer(app, Summary(done[0].headline, done[0].lines))
        await offer_countdowns(self, "the session")
        arc = self.controller.state.story.active_arc
        # The arc's advance in the rule set's words: a breakthrough is Condensed's; Core,
        # Accelerated and SotC give a significant or a major milestone (`campaign_life`).
        kinds = " or ".join(advances_at(self.controller.state.ruleset, Period.ARC))
        if arc is not None and await asking.answer(
            app,
            Summary(
                f"Does the arc '{arc.title}' end too?",
                [f"Next: each PC's {kinds}, the arc's record and the next arc"],
                confirm="End the arc",
            ),
        ):
            from fate_tui.ui.screens.arc_end import ArcEndScreen

            app.switch_screen(ArcEndScreen())
            return
        app.pop_screen()

    def _plan_lines(self, plan: sessions.SessionEnd) -> list[str]:
        lines = self.plan_lines()
        if plan.refresh:
            lines.append("Every PC's fate points go up to at least their refresh")
        else:
            lines.append("No refresh: every PC keeps the fate points they have")
        lines.append("Recovery clocks counting sessions move on")
        if plan.back_to_back:
            lines.append("The consequences carried on recover one step faster")
        lines.append("The session's record is written to campaign.toml")
        return lines
