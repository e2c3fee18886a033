"""The campaign as a whole: arcs and sessions with their summaries, who advanced how and
when, consequences in recovery and when they clear, open countdowns, the setting's aspects;
and the campaign's optional rules, switched on and off here."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from fate_tui.campaign.intents import arcs, options, sessions
from fate_tui.campaign.recovery_clock import clears_when
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.campaign_life import has_downtime
from fate_tui.rules.story import ArcStatus
from fate_tui.ui.dialogs import asking
from fate_tui.ui.dialogs.summary import Summary
from fate_tui.ui.screens.base import CampaignScreen
from fate_tui.ui.text import FREE, MUTED, STRONG
from fate_tui.ui.widgets.key_footer import KeyFooter
from fate_tui.ui.widgets.status_line import StatusLine


class CampaignViewScreen(CampaignScreen):
    DEFAULT_CSS = """
    CampaignViewScreen #campaign-story {
        width: 3fr;
        border: round $primary;
        padding: 0 1;
    }
    CampaignViewScreen #campaign-side {
        width: 2fr;
    }
    CampaignViewScreen #campaign-options {
        height: 1fr;
        border: round $primary;
    }
    CampaignViewScreen #campaign-now {
        height: 1fr;
        border: round $primary;
        padding: 0 1;
    }
    """
    BINDINGS = [
        Binding("E", "end_arc", "End arc", id="campaign.end_arc"),
        Binding("B", "begin_arc", "Begin arc", id="campaign.begin_arc"),
        Binding("d", "downtime", "Downtime", id="campaign.downtime"),
        Binding("I", "import_files", "Import files", id="campaign.import", show=False),
        Binding("X", "export_campaign", "Export campaign", id="campaign.export", show=False),
        Binding("escape", "close", "Back", id="campaign.close"),
    ]

    def compose(self) -> ComposeResult:
        yield StatusLine(id="status")
        with Horizontal():
            with VerticalScroll(id="campaign-story"):
                yield Static(id="campaign-story-text")
            with Vertical(id="campaign-side"):
                with VerticalScroll(id="campaign-now"):
                    yield Static(id="campaign-now-text")
                yield OptionList(markup=False, id="campaign-options")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one("#campaign-story").border_title = "Arcs and sessions"
        self.query_one("#campaign-now").border_title = "Now"
        options = self.query_one("#campaign-options")
        options.border_title = "Optional rules"
        options.border_subtitle = "Enter: on or off"  # on the panel: never cut at 80x24
        super().on_mount()
        self.query_one("#campaign-options", OptionList).focus()

    def refresh_state(self) -> None:
        state = self.controller.state
        self.query_one(StatusLine).show(state)
        self.query_one("#campaign-story-text", Static).update(_story(state))
        self.query_one("#campaign-now-text", Static).update(_now(state))
        listing = self.query_one("#campaign-options", OptionList)
        highlighted = listing.highlighted
        listing.clear_options()
        rows = options.options(self.controller)
        for name, on in rows:
            text = options.OPTION_TEXT.get(name, "")
            label = Content.assemble(
                ("[x] " if on else "[ ] ", FREE if on else MUTED),
                (name, STRONG),
                ("\n    " + text if text else "", MUTED),
            )
            listing.add_option(Option(label, id=name))
        if not rows:
            none = f"{state.ruleset.title} has no optional rules"
            listing.add_option(Option(none, disabled=True))
        elif highlighted is not None:
            listing.highlighted = min(highlighted, len(rows) - 1)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "downtime":
            return has_downtime(self.controller.state.ruleset)
        return True

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        name = event.option.id
        if name is not None:
            on = self.controller.state.ruleset.uses(name)
            self.run_intent(options.set_option, name, not on)

    @asking.asks
    async def action_downtime(self) -> None:
        asked = Summary(
            "Take downtime? Several hours of rest fitting the consequences.",
            ["Recovery waiting for downtime moves on for every character"],
            confirm="Rest",
        )
        if not await asking.answer(self.app, asked):
            return
        done: list = []
        if self.app.run_intent(lambda ctl: done.append(sessions.take_downtime(ctl))):
            await asking.answer(self.app, Summary(done[0].headline, done[0].lines))

    @asking.asks
    async def action_begin_arc(self) -> None:
        arc = self.controller.state.story.active_arc
        if arc is not None:
            self.notify(f"The arc '{arc.title}' is being played: end it first (E)")
            return
        arcs_so_far = self.controller.state.story.arcs
        planned = [a.title for a in arcs_so_far if a.status is ArcStatus.PLANNED]
        hint = f" (planned: {', '.join(planned)})" if planned else ""
        title = await asking.text(self.app, f"The new arc's title{hint}")
        if not title:
            return
        aspects = await asking.text(
            self.app,
            "Its aspects, separated by ';' (Enter: none)",
            placeholder="The Sea Is Rising; Bells Ring",
            allow_empty=True,
        )
        if aspects is not None:
            self.run_intent(arcs.start_arc, title, aspects.split(";"))

    def action_end_arc(self) -> None:
        from fate_tui.ui.screens.arc_end import ArcEndScreen

        if self.controller.state.story.active_arc is None:
            self.notify("No arc is being played", severity="warning")
            return
        self.app.push_screen(ArcEndScreen())

    @asking.asks
    async def action_import_files(self) -> None:
        from fate_tui.ui.characters.interchange_flow import import_files

        await import_files(self.app)

    @asking.asks
    async def action_export_campaign(self) -> None:
        from fate_tui.ui.characters.interchange_flow import export_to_file

        await export_to_file(self.app)

    def action_close(self) -> None:
        self.app.pop_screen()


def _story(state: CampaignState) -> Content:
    story = state.story
    lines: list[Content] = []
    by_arc: dict[str | None, list] = {}
    for record in story.sessions:
        by_arc.setdefault(record.arc, []).append(record)
    for arc in story.arcs:
        lines.append(Content.styled(f"{arc.title}  [{arc.status.value}]", STRONG))
        if arc.aspects:
            lines.append(Content.styled("  " + " · ".join(a.name for a in arc.aspects), MUTED))
        if arc.summary:
            lines.append(Content("  " + " ".join(arc.summary.split())))
        lines.extend(_sessions(by_arc.pop(arc.id, [])))
        lines.append(Content(""))
    for records in by_arc.values():
        lines.extend(_sessions(records))
    if not lines:
        lines.append(Content.styled("No arcs or sessions yet: press B to begin an arc", MUTED))
    return Content("\n").join(lines)


def _sessions(records) -> list[Content]:
    lines = []
    for record in records:
        head = f"  Session {record.number}" + (f" · {record.date}" if record.date else "")
        head += f" · {record.title}" if record.title else ""
        lines.append(Content.styled(head, "bold"))
        if record.summary:
            lines.append(Content("    " + " ".join(record.summary.split())))
        for advance in record.advances:
            lines.append(Content.styled(f"    ↑ {advance}", FREE))
        for healed in record.recovered:
            lines.append(Content.styled(f"    ✚ {healed}", MUTED))
    return lines


def _now(state: CampaignState) -> Content:
    lines: list[Content] = [Content.styled("Consequences", STRONG)]
    carried = [
        (who, consequence) for who in state.characters.values() for consequence in who.consequences
    ]
    for who, consequence in carried:
        lines.append(Content(f"  {who.name}: {consequence.aspect} ({consequence.slot})"))
        lines.append(Content.styled(f"    {clears_when(consequence, state)}", MUTED))
    if not carried:
        lines.append(Content.styled("  none", MUTED))
    lines.append(Content.styled("Open countdowns", STRONG))
    scene = state.current_scene
    countdowns = list(state.story.countdowns) + (list(scene.countdowns) if scene else [])
    open_ones = [cd for cd in countdowns if not cd.complete]
    for countdown in open_ones:
        lines.append(Content(f"  {countdown.name} {countdown.marked}/{countdown.boxes}"))
    if not open_ones:
        lines.append(Content.styled("  none", MUTED))
    lines.append(Content.styled("Setting", STRONG))
    for aspect in state.story.setting_aspects:
        lines.append(Content(f"  {aspect.name}"))
    arc = state.story.active_arc
    if arc is not None:
        for aspect in arc.aspects:
            lines.append(Content(f"  {aspect.name} (arc)"))
    return Content("\n").join(lines)
