"""The Table: what is on the GM's laptop during play."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widgets import DataTable

from fate_tui.campaign.intents import fate, scenes
from fate_tui.campaign.intents.common import running
from fate_tui.rules.aspects import Aspect, boost
from fate_tui.ui.character_order import ordered
from fate_tui.ui.dialogs import asking
from fate_tui.ui.play.aspect_entry import ASPECT_PLACEHOLDER, parse_counted, removal_confirmed
from fate_tui.ui.screens.base import CampaignScreen
from fate_tui.ui.widgets.aspect_cards import AspectCards
from fate_tui.ui.widgets.cast_table import CastTable
from fate_tui.ui.widgets.challenge_board import ChallengeBoard
from fate_tui.ui.widgets.conflict_panel import ConflictPanel
from fate_tui.ui.widgets.contest_panel import ContestPanel
from fate_tui.ui.widgets.countdown_list import CountdownList
from fate_tui.ui.widgets.key_footer import KeyFooter
from fate_tui.ui.widgets.log_tail import LogTail
from fate_tui.ui.widgets.status_line import StatusLine
from fate_tui.ui.widgets.zone_map import ZoneMap

UP_FOR_GRABS_ID = "*"  # a Choose id no character id can be
# The flows of conflicts, contests, challenges, obstacles, countdowns and compels are imported
# by the actions that run them, so drawing the Table never waits for them.


PLAY_KEYS: tuple[dict[str, str], ...] = (
    {
        "roll": "Roll",
        "next_turn": "Next turn",
        "concede": "Concede",
        "full_defense": "Full defense",
        "conflict": "Conflict",
        "undo": "Undo",
    },
    {"contest": "Contest", "roll": "Roll", "undo": "Undo"},
    {"challenge": "Challenge", "roll": "Roll", "undo": "Undo"},
)
"""The footer's first keys while a conflict, a contest or a challenge runs (in the order of
the Table's panels), with labels short enough to fit 80 columns."""
CALM_KEYS = {"roll": "Roll", "undo": "Undo"}
"""The footer's first keys otherwise: at 80 columns the footer is cut, and Undo came last."""


class TableScreen(CampaignScreen):
    # The layout lives here, next to the screen it shapes; app.tcss keeps what spans the app.
    DEFAULT_CSS = """
    /* The Table shares the height out: the cast takes the rows it has (at most 45%, so at
       80x24 the aspects and zones keep four lines), the aspects and zones take two thirds of
       the rest and the countdowns and log the last third (up to 10 lines: more goes to the
       aspects and zones). */
    TableScreen #table-top {
        height: 2fr;
        min-height: 5;
    }

    TableScreen #aspects, TableScreen #zones, TableScreen #cast, TableScreen #countdowns,
    TableScreen #conflict, TableScreen #contest, TableScreen #challenge, TableScreen #log-tail {
        border: round $primary-muted;
        border-title-color: $text-accent;
    }

    TableScreen #aspects:focus-within, TableScreen #zones:focus, TableScreen #cast:focus,
    TableScreen #countdowns:focus-within, TableScreen #log-tail:focus,
    TableScreen #conflict:focus, TableScreen #contest:focus, TableScreen #challenge:focus {
        border: round $accent;
    }

    TableScreen #aspects, TableScreen #zones {
        width: 1fr;
        height: 100%;
    }

    TableScreen #cast {
        height: auto;
        max-height: 45%;
        min-height: 5;
        scrollbar-size-vertical: 1;
    }

    TableScreen #table-bottom {
        height: 1fr;
        min-height: 4;
        max-height: 10;
    }

    TableScreen #countdowns {
        width: 2fr;
        height: 100%;
    }

    TableScreen #log-tail {
        width: 3fr;
        height: 100%;
    }

    /* While a conflict, a contest or a challenge runs its panel takes the log's place beside
       the countdowns (on a narrow screen). */
    TableScreen #conflict, TableScreen #contest, TableScreen #challenge {
        width: 3fr;
        height: 100%;
        overflow-y: auto;
    }

    /* One line per side or task, cut with an ellipsis, so a small screen shows every one. */
    TableScreen #contest > .scrolling-text, TableScreen #challenge > .scrolling-text {
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }

    TableScreen #table-bottom.-play #log-tail,
    TableScreen #table-bottom.-play #countdowns.-empty {
        display: none;
    }

    /* On a narrow screen a running conflict, contest or challenge gets four lines (the
       aspects and zones give up one): whose turn it is, the turn order, the obstacles. */
    TableScreen #table-bottom.-play {
        min-height: 6;
    }
    """
    BINDINGS = [
        Binding("a", "add_aspect", "Aspect", id="table.add_aspect"),
        Binding("b", "add_boost", "Boost", id="table.add_boost", show=False),
        Binding("i", "free_invoke", "Free invoke", id="table.free_invoke"),
        Binding("I", "pass_invoke", "Pass free invoke", id="table.pass_invoke", show=False),
        Binding("delete", "remove_aspect", "Remove aspect", id="table.remove_aspect", show=False),
        Binding("plus,equals_sign", "fate_point(1)", "+FP", id="table.fate_plus"),
        Binding("minus", "fate_point(-1)", "-FP", id="table.fate_minus"),
        Binding("c", "compel", "Compel", id="table.compel"),
        Binding("g", "gm_spend", "GM spends", id="table.gm_spend", show=False),
        Binding("m", "move", "Move", id="table.move"),
        Binding("t", "tick", "Tick countdown", id="table.tick", show=False),
        Binding(
            "T", "countdowns", "Countdown: new, mark, show, edit", id="table.countdowns", show=False
        ),
        Binding("x", "end_scene", "End scene", id="table.end_scene", show=False),
        Binding("C", "conflict", "Conflict: start or end", id="table.conflict", show=False),
        Binding("greater_than_sign", "next_turn", "Next turn", id="table.next_turn", show=False),
        Binding("K", "concede", "Concede", id="table.concede", show=False),
        Binding("D", "full_defense", "Full defense", id="table.full_defense", show=False),
        Binding("W", "hold", "Hold or take a held action", id="table.hold", show=False),
        Binding("B", "protect", "Block to protect an ally", id="table.protect", show=False),
        Binding("J", "go_first", "Go first for a fate point", id="table.go_first", show=False),
        Binding(
            "R", "reinforcements", "Call in reinforcements", id="table.reinforcements", show=False
        ),
        Binding("G", "guess", "Guess at an aspect to tag", id="table.guess", show=False),
        Binding("O", "contest", "Contest: start or run", id="table.contest", show=False),
        Binding("H", "challenge", "Challenge: start or run", id="table.challenge", show=False),
        Binding("M", "quick_npc", "Quick NPC or mooks", id="table.quick_npc", show=False),
        Binding("Y", "roll_table", "Roll on a table", id="table.roll_table", show=False),
        Binding(
            "Z",
            "obstacles",
            # Short enough for Help's list at 80 columns.
            "Obstacles and hazards' attacks",
            id="table.obstacles",
            show=False,
        ),
    ]

    def compose(self) -> ComposeResult:
        yield StatusLine(id="status")
        with Horizontal(id="table-top"):
            yield AspectCards(id="aspects")
            yield ZoneMap(id="zones")
        yield CastTable(id="cast")
        with Horizontal(id="table-bottom"):
            yield CountdownList(id="countdowns")
            yield ConflictPanel(id="conflict")
            yield ContestPanel(id="contest")
            yield ChallengeBoard(id="challenge")
            yield LogTail(id="log-tail")
        yield KeyFooter()

    def refresh_state(self) -> None:
        state = self.controller.state
        self.query_one(StatusLine).show(state)
        self.query_one(AspectCards).show(state)
        self.query_one(ZoneMap).show(state)
        self.query_one(CastTable).show(state)
        self.query_one(CountdownList).show(state)
        panels = (
            self.query_one(ConflictPanel),
            self.query_one(ContestPanel),
            self.query_one(ChallengeBoard),
        )
        for panel in panels:
            panel.show(state)
        self._follow_turn(state)
        playing = any(panel.display for panel in panels)
        self.query_one("#table-bottom").set_class(bool(playing) and self.size.width < 120, "-play")
        self.query_one(LogTail).show(self.app.recent_log)
        first = next(
            (keys for panel, keys in zip(panels, PLAY_KEYS, strict=True) if panel.display),
            CALM_KEYS,
        )
        if "full_defense" in first:
            # Imported already: the conflict panel shows.
            from fate_tui.campaign.intents.conflicts import may_go_on_full_defense

            if not may_go_on_full_defense(state.ruleset):  # an option in Condensed
                first = {
                    action: label for action, label in first.items() if action != "full_defense"
                }
        if first != self.footer_first:
            self.footer_first = first
            self.refresh_bindings()

    footer_first: dict[str, str] = {}
    """The keys the footer shows first (`KeyFooter`): those of the conflict, contest or
    challenge under way, so they are in view at 80 columns."""

    _turn_shown: str | None = None
    _left_shown: str | None = None

    def _follow_turn(self, state) -> None:
        """When a conflict's turn passes, the cast's highlight moves to whose turn it is, so r,
        D and K act for them at once; the GM may still move it elsewhere. It moves too off
        someone who just left the fight (conceded, taken out): they no longer act in it."""
        scene = state.current_scene
        turn = scene.turn if running(scene) is not None else None
        active = turn.active if turn is not None else None
        if turn is not None:
            # Imported here: the conflict rules load once a conflict runs, not at start-up.
            from fate_tui.campaign.intents.conflicts import out_of_fight
        cast = self.query_one(CastTable)
        selected = cast.selected
        left = turn is not None and selected is not None and bool(out_of_fight(scene, selected))
        if active == self._turn_shown and not (left and selected != self._left_shown):
            return
        self._turn_shown = active
        # Moved off once: the GM may still highlight them again (to look at their row).
        self._left_shown = selected if left else None
        if active is not None and active in cast.rows and active != selected:
            cast.move_cursor(row=cast.get_row_index(active))

    @property
    def current_character_id(self) -> str | None:
        return self.query_one(CastTable).selected

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if isinstance(event.data_table, CastTable):
            self.app.character = str(event.row_key.value)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if isinstance(event.data_table, CastTable):
            self._show_in_full(str(event.row_key.value))

    @asking.asks
    async def _show_in_full(self, character_id: str) -> None:
        """Enter on a cast row: the row in full (the Table cuts long consequences)."""
        from fate_tui.ui.dialogs.summary import Summary
        from fate_tui.ui.play.cast_details import details

        state = self.controller.state
        character = state.characters[character_id]
        await asking.answer(self.app, Summary(character.name, details(character, state)))

    def on_screen_resume(self) -> None:
        # The cast's cursor follows the character picked on another screen.
        cast = self.query_one(CastTable)
        wanted = self.app.character
        if wanted is not None and wanted != cast.selected and wanted in cast.rows:
            cast.move_cursor(row=cast.get_row_index(wanted))

    @property
    def current_aspect(self) -> str | None:
        return self.query_one(AspectCards).selected

    # Aspects --------------------------------------------------------------------------

    @asking.asks
    async def action_add_aspect(self) -> None:
        """'Name' or 'Name, free invokes' (as on the Scenes screen), then who holds them."""
        title = "New situation aspect: name, free invokes"
        text = await asking.text(self.app, title, placeholder=ASPECT_PLACEHOLDER)
        if not text:
            return
        name, count = parse_counted(text)
        if not count:
            self.run_intent(scenes.add_aspect, Aspect(name))
            return
        state = self.controller.state
        cast = state.current_scene.cast if state.current_scene else ()
        among = dict.fromkeys([*cast, *(pc.id for pc in state.pcs)])
        options = [(UP_FOR_GRABS_ID, "Up for grabs")]
        options += [(c.id, c.name) for c in ordered(state, among=among)]
        title = f"Who holds the {count} free invoke{'s' * (count > 1)} on '{name}'?"
        who = await asking.choose(self.app, title, options, highlight=self.current_character_id)
        if who is not None:
            holder = None if who == UP_FOR_GRABS_ID else who
            self.run_intent(scenes.add_aspect, Aspect(name).with_free_invokes(count, holder))

    @asking.asks
    async def action_add_boost(self) -> None:
        holder = self.current_character_id
        who = self.app.name_of(holder) if holder else "nobody"
        name = await asking.text(self.app, f"New boost held by {who}")
        if name:
            self.run_intent(scenes.add_aspect, boost(name, holder))

    def action_free_invoke(self) -> None:
        aspect = self.current_aspect
        if aspect is None:
            self.notify("Highlight an aspect first (Tab to the aspect list)", severity="warning")
            return
        self.run_intent(scenes.use_free_invoke, aspect, self.current_character_id)

    @asking.asks
    async def action_pass_invoke(self) -> None:
        """Pass a free invoke on the highlighted aspect to the character highlighted in the
        cast, from whoever holds one (asked when several do)."""
        aspect = self._highlighted_aspect()
        receiver = self.current_character_id
        if aspect is None or receiver is None:
            self.notify(
                "Highlight an aspect and, in the cast, who receives the free invoke",
                severity="warning",
            )
            return
        givers = list(dict.fromkeys(h for h in aspect.free_invokes if h and h != receiver))
        if not givers:
            self.notify(
                f"Nobody but {self.app.name_of(receiver)} holds a free invoke on '{aspect.name}'",
                severity="warning",
            )
            return
        giver: str | None = givers[0]
        if len(givers) > 1:
            options = [(g, self.app.name_of(g)) for g in givers]
            title = f"Who passes a free invoke to {self.app.name_of(receiver)}?"
            giver = await asking.choose(self.app, title, options)
        if giver:
            self.run_intent(scenes.pass_free_invoke, aspect.name, giver, receiver)

    def _highlighted_aspect(self) -> Aspect | None:
        name, scene = self.current_aspect, self.controller.state.current_scene
        if name is None or scene is None:
            return None
        everything = [*scene.aspects, *(a for z in scene.zones for a in z.aspects)]
        return next((a for a in everything if a.name == name), None)

    @asking.asks
    async def action_remove_aspect(self) -> None:
        aspect = self.current_aspect
        if aspect is not None and await removal_confirmed(self.app, aspect):
            self.run_intent(scenes.remove_aspect, aspect)

    @asking.asks
    async def action_compel(self) -> None:
        """Compel the character highlighted in the cast."""
        from fate_tui.ui.play import compel_flow

        who = self.current_character_id
        if who is None:
            self.notify("Highlight a character in the cast first", severity="warning")
            return
        await compel_flow.compel(self, who, self.app.attempt, self.notify)

    # Fate points ----------------------------------------------------------------------

    def action_fate_point(self, amount: int) -> None:
        """+ and -: a fate point for the character highlighted in the cast."""
        who = self.current_character_id
        if who is None:
            self.notify("Pick a character in the cast first", severity="warning")
            return
        self.run_intent(fate.award, who, amount)

    def action_mark_countdown(self, amount: int) -> None:
        """+ and - with the countdowns focused: a box of the highlighted track."""
        from fate_tui.ui.play import countdown_flow

        selected = self.query_one(CountdownList).selected
        if selected is None:
            self.notify("No countdown to mark: T adds one", severity="warning")
        else:
            countdown_flow.mark(self, selected, amount)

    def action_gm_spend(self) -> None:
        self.run_intent(fate.gm_pool, -1, "spent by the GM")

    # Quick NPCs -------------------------------------------------------------------------

    @asking.asks
    async def action_quick_npc(self) -> None:
        from fate_tui.ui.characters import quick_npc_flow

        await quick_npc_flow.make(self)

    @asking.asks
    async def action_roll_table(self) -> None:
        from fate_tui.ui.characters import quick_npc_flow

        await quick_npc_flow.roll_table(self)

    # Zones and countdowns -------------------------------------------------------------

    @asking.asks
    async def action_move(self) -> None:
        from fate_tui.ui.play import move_flow

        who = self.current_character_id
        scene = self.controller.state.current_scene
        if who is None or scene is None or not scene.zones:
            self.notify("Pick a character, in a scene with zones", severity="warning")
            return
        await move_flow.move(self, who)

    def action_tick(self) -> None:
        from fate_tui.ui.play import countdown_flow

        name = self.query_one(CountdownList).selected
        if name is None:
            self.notify("Highlight a countdown first", severity="warning")
            return
        countdown_flow.mark(self, name, 1)

    @asking.asks
    async def action_countdowns(self) -> None:
        from fate_tui.ui.play import countdown_flow

        await countdown_flow.countdown_menu(self, self.query_one(CountdownList).selected)

    @asking.asks
    async def action_end_scene(self) -> None:
        from fate_tui.ui.play.scene_ending import end_scene

        await end_scene(self)

    # Conflicts (conflict_flow asks the questions) --------------------------------------

    @asking.asks
    async def action_conflict(self) -> None:
        from fate_tui.ui.play import conflict_flow

        await conflict_flow.start_or_end(self)

    @asking.asks
    async def action_next_turn(self) -> None:
        from fate_tui.ui.play import conflict_flow

        await conflict_flow.next_turn(self)

    @asking.asks
    async def action_concede(self) -> None:
        from fate_tui.ui.play import conflict_flow

        await conflict_flow.concede(self)

    @asking.asks
    async def action_full_defense(self) -> None:
        """The character whose turn it is goes on full defense until their next turn."""
        from fate_tui.ui.play import conflict_flow

        await conflict_flow.full_defense(self)

    @asking.asks
    async def action_hold(self) -> None:
        """Spirit of the Century: hold the action, or take a held one (L388)."""
        from fate_tui.ui.play import sotc_conflict_flow

        await sotc_conflict_flow.hold_or_take(self)

    @asking.asks
    async def action_protect(self) -> None:
        """Spirit of the Century: a block protecting an ally this exchange (L390)."""
        from fate_tui.ui.play import sotc_conflict_flow

        await sotc_conflict_flow.protect(self)

    @asking.asks
    async def action_go_first(self) -> None:
        """Spirit of the Century: a fate point to take the next turn (L742)."""
        from fate_tui.ui.play import sotc_conflict_flow

        await sotc_conflict_flow.go_first(self)

    @asking.asks
    async def action_reinforcements(self) -> None:
        """Spirit of the Century: a fate point to call in reinforcements (L1205)."""
        from fate_tui.ui.play import sotc_conflict_flow

        await sotc_conflict_flow.reinforcements(self)

    @asking.asks
    async def action_guess(self) -> None:
        """Spirit of the Century: a fate point spent on a guessed aspect (L238-243)."""
        from fate_tui.ui.play import guess_flow

        await guess_flow.guess(self)

    @asking.asks
    async def action_contest(self) -> None:
        from fate_tui.ui.play import contest_flow

        await contest_flow.contest(self)

    @asking.asks
    async def action_challenge(self) -> None:
        from fate_tui.ui.play import challenge_flow

        await challenge_flow.challenge(self)

    @asking.asks
    async def action_obstacles(self) -> None:
        from fate_tui.ui.play import obstacle_flow

        await obstacle_flow.obstacle_menu(self)
