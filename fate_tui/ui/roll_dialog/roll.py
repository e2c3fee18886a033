"""The Roll dialog: set a roll up with its odds in view, roll (or type the table's dice),
invoke, and apply the result with one key. The roll itself is a `RollSession`; the pickers
live in `roll_pickers.py`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Label

from fate_tui.campaign.intents import rolls, supernatural_advantage
from fate_tui.campaign.roll import roll_assessment, roll_scale, roll_spin
from fate_tui.campaign.roll.roll_model import Roll
from fate_tui.campaign.roll.roll_session import RollSession
from fate_tui.rules.action_effects import Action
from fate_tui.rules.errors import FateError
from fate_tui.rules.invokes import InvokeMode, Payment
from fate_tui.ui.dialogs import asking
from fate_tui.ui.roll_dialog import no_roll, roll_pickers, roll_uses, sotc_roll_flow, split_attack
from fate_tui.ui.roll_dialog.invoke_list import InvokeList
from fate_tui.ui.roll_dialog.odds_bars import OddsBars, report_notes
from fate_tui.ui.roll_dialog.roll_result import RollResult
from fate_tui.ui.roll_dialog.roll_setup import RollSetup
from fate_tui.ui.screens.styled_once import StyledOnce
from fate_tui.ui.shell.changes import follow
from fate_tui.ui.shell.known import known
from fate_tui.ui.text import safe_content
from fate_tui.ui.widgets.key_footer import KeyFooter

if TYPE_CHECKING:
    from textual import getters

    from fate_tui.ui.app import FateApp

SETUP = {"actor", "skill", "action", "opposition", "difficulty", "helpers", "stunt", "roll"}
SETUP |= {"type_dice", "set_action", "scale", "use"}
ROLLED = {"invoke", "remove_invoke", "alternative", "trade", "restart", "apply"}


class RollDialog(StyledOnce, ModalScreen[None]):
    if TYPE_CHECKING:
        # The GM's app, typed for the type checker only (the app's module imports this one):
        # Textual's own accessor, as `MessagePump` declares its `app`.
        app = getters.app(FateApp)

    # The layout lives here, next to the screen it shapes; app.tcss keeps what spans the app.
    DEFAULT_CSS = """
    RollDialog #roll-dialog {
        width: 112;
        max-width: 100%;
        height: 1fr;
        border: thick $accent;
        border-title-color: $text-accent;
        background: $surface;
        padding: 0 1;
    }

    RollDialog #roll-top {
        height: auto;
    }

    RollDialog #roll-setup, RollDialog #roll-odds, RollDialog #roll-result,
    RollDialog #roll-invokes {
        border: round $primary-muted;
        border-title-color: $text-accent;
    }

    RollDialog #roll-setup {
        width: 1fr;
        height: auto;
    }

    RollDialog #roll-odds {
        width: 1fr;
        height: auto;
        padding: 0 1;
    }

    RollDialog #roll-result {
        height: auto;
    }

    RollDialog #roll-invokes {
        height: 1fr;
        min-height: 4;
    }

    RollDialog #roll-invokes:focus {
        border: round $accent;
    }

    /* The whole width, so a long message (a refusal quoting an aspect) wraps, not cut at 80
       columns; the invokes list above gives up its rows for it. */
    RollDialog #roll-message {
        width: 100%;
        height: auto;
        color: $text-error;
        display: none;
    }
    """
    AUTO_FOCUS = "#roll-invokes"
    # The setup keys are not in the footer: the Setup panel shows each next to its line.
    BINDINGS = [
        Binding("c", "actor", "Who", id="roll.actor", show=False),
        Binding("k", "skill", "Skill", id="roll.skill", show=False),
        Binding("a", "action", "Action", id="roll.action", show=False),
        # The four actions, one key each, in the order the rules give them.
        Binding("1", "set_action(0)", "Overcome", id="roll.overcome", show=False),
        Binding("2", "set_action(1)", "Create an advantage", id="roll.advantage", show=False),
        Binding("3", "set_action(2)", "Attack", id="roll.attack", show=False),
        Binding("4", "set_action(3)", "Defend", id="roll.defend", show=False),
        Binding("o", "opposition", "Against", id="roll.opposition", show=False),
        Binding("d", "difficulty", "Difficulty", id="roll.difficulty", show=False),
        Binding("t", "target", "Target", id="roll.target", show=False),
        Binding("h", "helpers", "Helpers", id="roll.helpers", show=False),
        Binding("x", "stunt", "Stunt", id="roll.stunt", show=False),
        # A trapping of the skill (SotC) or a stunt's own procedure, with what its rule sets.
        Binding("j", "use", "Trapping or procedure", id="roll.use", show=False),
        Binding("e", "aspect", "Which aspect", id="roll.aspect", show=False),
        Binding("m", "track", "Harm track", id="roll.track", show=False),
        Binding("g", "gear", "Weapon and Armor", id="roll.gear", show=False),
        Binding("T", "time", "Time", id="roll.time", show=False),
        Binding("s", "scale", "Scale", id="roll.scale", show=False),
        Binding("S", "spin", "Spin +1 / -1", id="roll.spin", show=False),
        Binding("u", "no_roll", "No roll", id="roll.no_roll", show=False),
        Binding("r", "roll", "Roll", id="roll.roll"),
        Binding("p", "type_dice", "Type dice", id="roll.type_dice"),
        Binding("i", "invoke('bonus', 'fate_point')", "+2 (FP)", id="roll.invoke"),
        Binding("v", "invoke('bonus', 'free')", "+2 (free)", id="roll.free_invoke"),
        Binding("w", "invoke('reroll', 'fate_point')", "Reroll (FP)", id="roll.reroll"),
        Binding(
            "W", "invoke('reroll', 'free')", "Reroll (free)", id="roll.free_reroll", show=False
        ),
        Binding(
            "y", "invoke('raise_difficulty', 'fate_point')", "+2 them", id="roll.oppose", show=False
        ),
        Binding(
            "Y",
            "invoke('raise_difficulty', 'free')",
            "+2 them (free)",
            id="roll.free_oppose",
            show=False,
        ),
        # An ally of the roller invokes for +2 on the roll (Condensed L766), paying or free.
        Binding("l", "invoke_ally('fate_point')", "+2 from an ally", id="roll.ally", show=False),
        Binding(
            "L",
            "invoke_ally('free')",
            "+2 from an ally (free)",
            id="roll.free_ally",
            show=False,
        ),
        # Spirit of the Century: a fate point spent on no aspect for +1 (L43).
        Binding(
            "f", "plain_fate_point", "+1 (FP, no aspect)", id="roll.plain_fate_point", show=False
        ),
        # Spirit of the Century's action mechanics (sotc_roll_flow): L398, L486, L341-345.
        Binding(
            "X", "sotc('supplemental')", "Supplemental action", id="roll.supplemental", show=False
        ),
        Binding("O", "sotc('overflow')", "Overflow, not spin", id="roll.overflow", show=False),
        # An assessment longer than a scene keeps its free tag for the next scene (L497).
        Binding("E", "long_assessment", "Long assessment", id="roll.long_assessment", show=False),
        Binding("dollar_sign", "sotc('spend_shifts')", "Spend shifts", id="roll.spend", show=False),
        Binding("backspace", "remove_invoke", "Take back", id="roll.remove_invoke"),
        Binding("z", "alternative", "Other result", id="roll.alternative", show=False),
        Binding("A", "split", "Several targets", id="roll.split", show=False),
        Binding("b", "trade", "Shift for boost", id="roll.trade", show=False),
        Binding("n", "restart", "Start over", id="roll.restart"),
        Binding("enter", "apply", "Apply", id="roll.apply", priority=True),
        Binding("escape", "close", "Close", id="roll.close"),
        # A modal dialog shuts out the app's keys: Help and the palette's key (shown docked
        # on the right of the footer) are bound here too.
        Binding("question_mark", "app.help", "Help", id="roll.help"),
        Binding("ctrl+p", "app.command_palette", "palette", id="roll.palette", show=False),
    ]

    def __init__(self, character_id: str | None = None, roll: Roll | None = None) -> None:
        """`roll`: a roll already set up (a move past a block), else one for `character_id`."""
        super().__init__()
        self._character_id = character_id
        self._preset = roll
        self.session: RollSession | None = None
        """The roll on screen: None until the GM has chosen who rolls, and while it applies."""

    @property
    def rolling(self) -> RollSession:
        """The roll on screen, for the pickers and flows that act on it: they run from the
        dialog's keys, once who rolls is chosen."""
        return known(self.session, "the Roll dialog's roll")

    def compose(self) -> ComposeResult:
        with Vertical(id="roll-dialog"):
            with Horizontal(id="roll-top"):
                yield RollSetup(id="roll-setup")
                yield OddsBars(id="roll-odds")
            yield RollResult(id="roll-result")
            yield InvokeList(id="roll-invokes")
            yield Label("", id="roll-message")
        yield KeyFooter(wrap=True)

    def on_resize(self) -> None:
        # Only the setup's place depends on the terminal's size (the panes draw at their own
        # width as they are painted): the dialog's first resize, as it opens, would otherwise
        # work out and draw the whole roll a second time.
        self._place_setup()

    def _place_setup(self) -> None:
        """On a short terminal the setup gives way to the invokes once the dice are in."""
        session = self.session
        if session is not None:
            short = self.size.height < 32
            self.query_one("#roll-top").display = not (session.roll.rolled and short)

    # A dialog opened over this one (a picker, a prompt) shows its own keys, not these.
    def on_screen_suspend(self) -> None:
        self.query_one(KeyFooter).display = False

    def on_screen_resume(self) -> None:
        self.query_one(KeyFooter).display = True

    def on_mount(self) -> None:
        follow(self, self.app.campaign_changed, self.refresh_state)
        self.query_one("#roll-dialog").border_title = "Roll"
        state = self.app.loaded_controller.state
        if self._preset is not None:
            self.session = RollSession(state, self._preset)
            self.redraw()
        elif self._character_id is not None and self._character_id in state.characters:
            last = self.app.roll_memory.recall(state, self._character_id)
            self.session = RollSession.start(state, self._character_id, last)
            self.redraw()
        else:
            self.run_worker(roll_pickers.actor(self))

    # Drawing -------------------------------------------------------------------------

    def refresh_state(self) -> None:
        """The campaign changed (an edit on disk, another screen): recompute the roll."""
        session = self.session
        if session is None:
            return
        state = self.app.loaded_controller.state
        try:
            self.session = RollSession(state, session.roll, session.typed)
            self.session.worked  # noqa: B018
        except FateError as error:
            self.session = RollSession(state, session.roll, session.typed).restart()
            self.say(f"The campaign changed and the roll was reset: {self.app.readable(error)}")
        self.redraw()

    def redraw(self) -> None:
        """Show the roll as it stands now in every pane (the pickers call it after a step
        that does not go through `change`)."""
        session = self.session
        if session is None:
            return
        self.query_one(RollSetup).show(session)
        self.query_one(RollResult).show(session)
        self.query_one(InvokeList).show(session)
        self._place_setup()
        bars = self.query_one(OddsBars)
        bonus, model = session.state.ruleset.invokes.bonus, session.state.ruleset.outcome_model
        if session.roll.rolled:
            notes = ["The opposition's dice stay as they fell."] if session.roll.opposed else []
            bars.show(session.reroll_odds(), "If you reroll", notes, model)
        else:
            bars.show(session.odds(), "Odds", report_notes(session.report(), bonus), model)
        self.refresh_bindings()

    def say(self, message: str, error: bool = True) -> None:
        """Show a message on the dialog's message line; an error is also a toast. The message
        is plain text (it may quote an aspect)."""
        label = self.query_one("#roll-message", Label)
        label.update(safe_content(Content(message)))  # literal: a message may quote an aspect
        label.display = bool(message)
        if error:
            self.notify(message, severity="error", timeout=6, markup=False)

    def change(self, step: Callable[[RollSession], RollSession]) -> bool:
        """Move the roll on by one step; a refusal is shown, and the roll stays as it was."""
        if self.session is None:
            return False
        try:
            self.session = step(self.session)
        except FateError as error:
            self.say(self.app.readable(error))
            return False
        self.say("", error=False)
        self.redraw()
        return True

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        session = self.session
        if session is None:
            return action in ("close", "actor")
        roll = session.roll
        if action == "split":
            multiple = session.state.ruleset.teamwork.multiple_targets
            return multiple and roll.rolled and roll.action is Action.ATTACK
        if action == "plain_fate_point":
            plain = session.state.ruleset.invokes.plain_fate_point_bonus is not None
            return plain and roll.rolled
        if action == "spin":
            return roll_spin.held(session.state) is not None
        if action == "long_assessment":
            return roll.long_assessment or roll_assessment.offered(session.state, roll)
        if action == "sotc":
            return sotc_roll_flow.offered(str(parameters[0]), session)
        if action == "invoke_ally":
            return roll.rolled and bool(session.allies())
        if action in SETUP:
            return not roll.rolled
        if action in ROLLED:
            return roll.rolled
        if action == "aspect":
            return roll.action is Action.CREATE_ADVANTAGE
        if action == "track":
            return roll.hit_taker is not None
        if action == "no_roll":
            return supernatural_advantage.offered(session.state, roll)
        return True

    # Setup ---------------------------------------------------------------------------

    @asking.asks
    async def action_split(self) -> None:
        await split_attack.attack(self)

    @asking.asks
    async def action_actor(self) -> None:
        await roll_pickers.actor(self)

    @asking.asks
    async def action_skill(self) -> None:
        await roll_pickers.skill(self)

    @asking.asks
    async def action_action(self) -> None:
        await roll_pickers.action(self)

    @asking.asks
    async def action_set_action(self, index: int) -> None:
        """One key per action; an attack asks at once whom it is aimed at."""
        if self.change(lambda s: s.with_action(index)) and self.rolling.roll.action is (
            Action.ATTACK
        ):
            await roll_pickers.target(self)

    @asking.asks
    async def action_opposition(self) -> None:
        await roll_pickers.opposition(self)

    @asking.asks
    async def action_difficulty(self) -> None:
        await roll_pickers.difficulty(self)

    @asking.asks
    async def action_target(self) -> None:
        await roll_pickers.target(self)

    @asking.asks
    async def action_helpers(self) -> None:
        await roll_pickers.helpers(self)

    @asking.asks
    async def action_stunt(self) -> None:
        await roll_pickers.stunt(self)

    @asking.asks
    async def action_use(self) -> None:
        await roll_uses.pick(self)

    @asking.asks
    async def action_aspect(self) -> None:
        await roll_pickers.advantage_aspect(self)

    @asking.asks
    async def action_gear(self) -> None:
        await roll_pickers.gear(self)

    @asking.asks
    async def action_time(self) -> None:
        await roll_pickers.base_time(self)

    def action_scale(self) -> None:
        self.change(lambda s: s.setup(scale_benefit=roll_scale.next_benefit(s.state, s.roll)))

    @asking.asks
    async def action_sotc(self, what: str) -> None:
        """Spirit of the Century: X, O and $ (`sotc_roll_flow`)."""
        if what in sotc_roll_flow.ACTIONS:
            await getattr(sotc_roll_flow, what)(self)

    def action_long_assessment(self) -> None:
        self.change(lambda s: s.toggle_long_assessment())

    def action_spin(self) -> None:
        self.change(lambda s: s.next_spin())

    @asking.asks
    async def action_no_roll(self) -> None:
        await no_roll.gain_without_roll(self)

    def action_track(self) -> None:
        self.change(lambda s: s.next_track())

    # Dice ----------------------------------------------------------------------------

    def action_roll(self) -> None:
        self.change(lambda s: s.roll_with_dice(self.app.roll_dice))

    @asking.asks
    async def action_type_dice(self) -> None:
        await roll_pickers.type_dice(self)

    def action_restart(self) -> None:
        if self.session is not None and self.session.roll.rolled:
            self.app.run_intent(rolls.note_roll, self.session.roll, "rolled again from scratch")
        self.change(lambda s: s.restart())

    # Invokes -------------------------------------------------------------------------

    @asking.asks
    async def action_invoke(self, mode: str, payment: str) -> None:
        option = self.query_one(InvokeList).selected
        if option is None:
            self.say("Highlight an aspect to invoke first")
            return
        how, pay = InvokeMode(mode), Payment(payment)
        if pay is Payment.FREE and not self.rolling.free_for(option, how):
            # Nothing free here: go to the first aspect with a free invoke (a boost first);
            # the same key then invokes it (five arrows reached the boost before).
            if self._to_free_invoke(how):
                return
        if how is not InvokeMode.REROLL:
            self.change(lambda s: s.with_invoke(option, how, pay))
        elif not self.rolling.typed:
            self.change(lambda s: s.with_invoke(option, how, pay, self.app.roll_dice()))
        else:
            await roll_pickers.typed_reroll(self, option, how, pay)

    @asking.asks
    async def action_invoke_ally(self, payment: str) -> None:
        """Someone on the roller's side invokes the highlighted aspect for +2 on the roll."""
        option = self.query_one(InvokeList).selected
        if option is None:
            self.say("Highlight an aspect to invoke first")
            return
        await roll_pickers.ally_invoke(self, option, Payment(payment))

    def action_plain_fate_point(self) -> None:
        self.change(lambda s: s.with_plain_fate_point())

    def _to_free_invoke(self, how: InvokeMode) -> bool:
        """Highlight the first aspect the invoker has a free invoke on, boosts first; False
        when there is none."""
        invokes = self.query_one(InvokeList)
        session = self.rolling
        found = [o for o in session.invoke_options() if session.free_for(o, how)]
        found.sort(key=lambda o: o.where != "boost")
        if not found:
            return False
        invokes.highlighted = invokes.get_option_index(found[0].key)
        self.say(f"Highlighted {found[0].aspect.name}: its free invoke is one key away", False)
        return True

    def action_remove_invoke(self) -> None:
        self.change(lambda s: s.without_last_invoke())

    def action_alternative(self) -> None:
        self.change(lambda s: s.next_alternative())

    def action_trade(self) -> None:
        self.change(lambda s: s.setup(trade_shift=not s.roll.trade_shift))

    # Applying ------------------------------------------------------------------------

    @asking.asks
    async def action_apply(self) -> None:
        await roll_pickers.apply(self)

    def applied(self, names: rolls.Names) -> bool:
        """Apply the roll with the names the GM gave, then close; False if it was refused."""
        session, self.session = self.rolling, None  # nothing to redraw while it applies
        self.app.roll_memory.remember(session.state, session.roll)
        if self.app.run_intent(rolls.apply_roll, session.roll, names):
            self.dismiss(None)
            return True
        self.session = session
        self.refresh_state()
        return False

    def action_close(self) -> None:
        if self.session is not None:
            self.app.roll_memory.remember(self.session.state, self.session.roll)
        if self.session is not None and self.session.roll.rolled:
            self.app.run_intent(rolls.note_roll, self.session.roll)
        self.dismiss(None)
