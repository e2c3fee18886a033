"""Making Spirit of the Century's PCs together in five phases: one screen walking the group
through a phase PC by PC (seat order), then the next phase, the novels' cards handed out as
the guest-star phases start; then each PC's skills, stunts and finishing touches on the
step-by-step screen (creation.py).

Every member's phase is saved as it is left, so Escape leaves the group where it stands and
the palette's "Continue making the group" takes it up again. The phases and their rules are
the rules core's (rules/sotc_phases.py).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, Label

from fate_tui.campaign.intents import sotc_phases as intents
from fate_tui.rules import sotc_phases
from fate_tui.rules.character import Character
from fate_tui.rules.sotc_phases import GUEST_PHASES, Phase
from fate_tui.ui.screens.styled_once import StyledOnce
from fate_tui.ui.shell.gm_app import gm_app
from fate_tui.ui.widgets.key_footer import KeyFooter

if TYPE_CHECKING:
    from fate_tui.campaign.controller import Controller
    from fate_tui.ui.app import FateApp

_HINT = "Enter: next line · PgDn: through, the next PC · PgUp: back to the PC before"


class PhaseScreen(StyledOnce, ModalScreen[bool]):
    """Walks the group's PCs through the phase the group is in, one after the other, and on
    through the phases; dismissed with True once every PC is past the fifth."""

    DEFAULT_CSS = """
    PhaseScreen { align: center top; }
    PhaseScreen #phases { width: 100%; height: 1fr; background: $surface; padding: 0 1; }
    PhaseScreen #phase-title { text-style: bold; width: 100%; }
    PhaseScreen #phase-allows { color: $text-muted; width: 100%; }
    PhaseScreen #phase-group { width: 100%; margin-bottom: 1; }
    PhaseScreen #phase-card { width: 100%; }
    PhaseScreen #phase-fields { height: 1fr; }
    PhaseScreen .phase-row { height: 1; }
    PhaseScreen .phase-label { width: 14; padding: 0 1 0 0; }
    PhaseScreen .phase-row Input {
        width: 1fr; height: 1; border: none; padding: 0 1; background: $boost;
    }
    PhaseScreen #phase-novels { width: 100%; color: $text-muted; }
    PhaseScreen #phase-hint { color: $text-muted; width: 100%; }
    PhaseScreen #phase-checks { height: auto; width: 100%; border-top: solid $accent; }
    """
    # Priority: the fields' scrolling container binds the same keys to scroll a page.
    BINDINGS = [
        Binding("pagedown", "next_member", "Through", id="phases.next", priority=True),
        Binding("pageup", "previous_member", "Back", id="phases.previous", priority=True),
        Binding("escape", "leave", "Leave (kept)", id="phases.leave"),
    ]

    def __init__(self, rng: random.Random | None = None) -> None:
        super().__init__()
        # The cards' shuffle (L110): injected so a test can fix it.
        self._rng = rng or random.Random()
        self._member_id: str | None = None
        self._phase = Phase.BACKGROUND

    @property
    def _fate(self) -> FateApp:
        return gm_app(self)

    @property
    def _ctl(self) -> Controller:
        controller = self._fate.controller
        assert controller is not None
        return controller

    @property
    def member_id(self) -> str | None:
        return self._member_id

    @property
    def phase(self) -> Phase:
        return self._phase

    def compose(self) -> ComposeResult:
        with Vertical(id="phases"):
            yield Label(id="phase-title")
            yield Label(id="phase-allows")
            yield Label(id="phase-group")
            yield Label(id="phase-card")
            yield VerticalScroll(id="phase-fields")
            yield Label(id="phase-novels")
            yield Label(_HINT, id="phase-hint")
            yield Label(id="phase-checks")
        yield KeyFooter(wrap=True)

    async def on_mount(self) -> None:
        await self._show_next()

    def _group(self) -> list[Character]:
        return intents.group(self._ctl)

    def _member(self) -> Character:
        assert self._member_id is not None
        return self._ctl.state.characters[self._member_id]

    async def _show_next(self, member_id: str | None = None) -> None:
        """Show the group's phase for `member_id`, or for the first PC still in it; close
        once the group is past the phases."""
        group = self._group()
        phase = sotc_phases.group_phase(group)
        if phase is None:
            self.dismiss(bool(group))
            return
        self._phase = phase
        waiting = sotc_phases.waiting_on(group, phase)
        self._member_id = member_id or waiting[0].id
        await self._show_member(group)

    # The fields of a phase -----------------------------------------------------------------

    def _rows(self, member: Character) -> list[tuple[str, str, str]]:
        """(input id, label, value) for each field of the phase shown."""
        phase = self._phase
        rows = []
        held = sotc_phases.record(member)
        if phase is Phase.NOVEL:
            rows.append(("phase-novel", "Title", held.novel))
            rows.append(("phase-story", "Blurb", held.story))
        if phase in GUEST_PHASES:
            rows.append(("phase-role", "Their part", sotc_phases.guest_role(member, phase)))
        aspects = sotc_phases.phase_aspects(member, phase)
        aspects += [""] * (sotc_phases.ASPECTS_PER_PHASE - len(aspects))
        for i, aspect in enumerate(aspects):
            rows.append((f"phase-aspect-{i}", f"Aspect {i + 1}", aspect))
        return rows

    async def _show_member(self, group: list[Character]) -> None:
        member = self._member()
        info = sotc_phases.phase_info(self._phase)
        title = (
            f"Making the group · Spirit of the Century · phase {info.number} of "
            f"{len(sotc_phases.PHASES)}: {info.title}"
        )
        self.query_one("#phase-title", Label).update(Content(title))
        self.query_one("#phase-allows", Label).update(Content(info.allows))
        through = [c for c in group if c.draft_step != self._phase.value]
        status = Content.assemble(
            (member.name, "bold"),
            f" (seat {sotc_phases.record(member).seat} of {len(group)})",
            " · through: ",
            ", ".join(c.name for c in through) or "no one yet",
        )
        self.query_one("#phase-group", Label).update(status)
        card = self.query_one("#phase-card", Label)
        card.display = self._phase in GUEST_PHASES
        if card.display:
            card.update(Content(self._card_text(member)))
        novels = self.query_one("#phase-novels", Label)
        novels.display = self._phase in GUEST_PHASES
        if novels.display:
            novels.update(Content("\n").join(Content(line) for line in _novel_lines(group)))
        fields = self.query_one("#phase-fields", VerticalScroll)
        await fields.remove_children()
        await fields.mount_all(
            Horizontal(
                Label(Content(label), classes="phase-label"),
                Input(value=value, id=input_id, select_on_focus=False),
                classes="phase-row",
            )
            for input_id, label, value in self._rows(member)
        )
        self.query(Input).first().focus()
        self._show_checks()

    def _card_text(self, member: Character) -> str:
        owner_id = sotc_phases.novel_held(member, self._phase)
        if owner_id is None:
            return "No card yet: the titles are handed out when every PC is in this phase"
        star = self._ctl.state.characters.get(owner_id)
        if star is None:
            return f"The card names '{owner_id}', who is no longer in the campaign"
        held = sotc_phases.record(star)
        blurb = f": {held.story}" if held.story else ""
        return f"The card in hand: {held.novel} ({star.name}'s novel){blurb}"

    def _read(self) -> Character:
        """The member with the fields as typed, over the member as the files hold it now."""
        member = self._member()
        values = {i.id: i.value for i in self.query(Input)}
        aspects = [v for k, v in values.items() if k and k.startswith("phase-aspect-")]
        member = sotc_phases.with_phase_aspects(member, self._phase, aspects)
        if self._phase is Phase.NOVEL:
            member = sotc_phases.with_novel(
                member, values.get("phase-novel", ""), values.get("phase-story", "")
            )
        if self._phase in GUEST_PHASES:
            member = sotc_phases.with_guest_role(member, self._phase, values.get("phase-role", ""))
        return member

    def _show_checks(self) -> None:
        member = self._read()
        lines: list[Content] = []
        stop = sotc_phases.blocking_phase(member, self._phase)
        if stop:
            lines.append(Content.assemble(("✗ ", "bold $text-error"), stop))
        for text in sotc_phases.phase_open(member, self._phase):
            lines.append(Content.assemble(("· ", "$text-muted"), text))
        if not lines:
            lines.append(
                Content.assemble(("✓ ", "bold $text-success"), "This phase follows the text")
            )
        self.query_one("#phase-checks", Label).update(Content("\n").join(lines))

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        if self._member_id is not None and self._member_id in self._ctl.state.characters:
            self._show_checks()

    async def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter goes to the next field, and from the last one on to the next PC."""
        event.stop()
        inputs = list(self.query(Input))
        if event.input is inputs[-1]:
            await self.run_action("next_member")
        else:
            inputs[inputs.index(event.input) + 1].focus()

    # Moving on -------------------------------------------------------------------------------

    def _gone(self) -> bool:
        """The member was finished, deleted or undone out of the phase meanwhile: say so and
        show the group as it now stands."""
        current = self._ctl.state.characters.get(self._member_id or "")
        return current is None or current.draft_step != self._phase.value

    async def action_next_member(self) -> None:
        if self._gone():
            await self._show_next()
            return
        member = self._read()
        if self._fate.run_intent(intents.save_phase, member, done=True, rng=self._rng):
            await self._show_next()

    async def action_previous_member(self) -> None:
        """Back to the PC before this one in the phase, to change what it wrote (only while
        the group is still in this phase)."""
        group = self._group()
        seats = [c.id for c in group]
        here = seats.index(self._member_id) if self._member_id in seats else len(seats)
        through = [c for c in group[:here] if c.draft_step == sotc_phases.next_step(self._phase)]
        if not through:
            self.notify("No PC before this one in this phase", severity="warning")
            return
        if not self._gone() and not self._fate.run_intent(
            intents.save_phase, self._read(), done=False, rng=self._rng
        ):
            return
        back = through[-1]
        if self._fate.run_intent(intents.go_back, back.id):
            await self._show_next(back.id)

    def action_leave(self) -> None:
        if self._gone() or self._fate.run_intent(
            intents.save_phase, self._read(), done=False, rng=self._rng
        ):
            self.notify(
                "The group is kept where it stands: 'Continue making the group' in the "
                "palette takes it up again"
            )
            self.dismiss(False)


def _novel_lines(group: list[Character]) -> list[str]:
    """The group's novels, each with its star and the guest stars dealt into it so far."""
    lines = ["The novels:"]
    for star in group:
        title = sotc_phases.record(star).novel
        guests = [
            c.name for c in group if star.id in sotc_phases.record(c).guest_in and c is not star
        ]
        with_guests = f"; guest stars: {', '.join(guests)}" if guests else ""
        lines.append(f"  {title or '(no title)'} ({star.name}{with_guests})")
    return lines


async def run_group(app: FateApp, rng: random.Random | None = None) -> None:
    """Walk the group through what is left of its phases, then each PC through skills,
    stunts and finishing touches; Escape on any screen stops there, all of it kept."""
    from fate_tui.ui.characters.creation import CreationScreen

    ctl = app.controller
    if ctl is None:
        return
    if sotc_phases.group_phase(intents.group(ctl)) is not None:
        if not await app.push_screen_wait(PhaseScreen(rng)):
            return
    for member in intents.group(ctl):
        await app.push_screen_wait(CreationScreen(member.id))
        still = ctl.state.characters.get(member.id)
        if still is not None and still.draft_step is not None:
            return


async def start_group(app: FateApp, rng: random.Random | None = None) -> None:
    """Ask the players' characters' names in seat order, start their drafts and run them."""
    from fate_tui.ui.dialogs import asking

    names = await asking.text(
        app,
        "The PCs' names, in seat order, separated by commas (at least three)",
        placeholder="Drake Devlin, Maggie Honor, Jack Stone",
    )
    if not names:
        return
    ok, _ids = app.attempt(intents.start_group, names.split(","))
    if ok:
        await run_group(app, rng)


def start_from_palette(app: FateApp, start: bool) -> None:
    """The palette's commands: a new group made in the five phases, or the group (or a PC of
    it past the phases) taken up again; in a worker, as the screens are waited for."""
    app.run_worker(start_group(app) if start else run_group(app), group="creation")
