"""Making a PC step by step: one screen walking the rule set's creation steps (aspects,
skills or approaches, stunts and refresh, finishing touches), each saying what the text
allows and showing the sheet's checks as the GM types.

The character is a draft file from the first step on: each step is saved as it is left, Escape
leaves with the draft kept, and the palette's "Continue making" brings it back at its step.
The steps, their checks and the finishing rule are the rules core's (rules/creation.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Input, Label

from fate_tui.campaign.intents import creation as intents
from fate_tui.rules import creation
from fate_tui.rules.character import Character
from fate_tui.rules.creation import StepKey
from fate_tui.ui.screens.styled_once import StyledOnce
from fate_tui.ui.shell.known import known
from fate_tui.ui.widgets.key_footer import KeyFooter

if TYPE_CHECKING:
    from textual import getters

    from fate_tui.ui.app import FateApp

_SLOT_LABELS = {"free": "Aspect", "phase": "Aspect"}
_HINTS = {
    StepKey.ASPECTS: "One aspect a line; a blank line stays open. Enter: next line",
    StepKey.SKILLS: "The names at each rating, separated by commas. Enter: next row",
    StepKey.STUNTS: "One stunt a line, 'Name: what it does'. Enter: next line",
    StepKey.FINISH: "Enter: next line; PgDn on any line finishes",
}
_MAX_CHECKS = 5
"""Check lines shown at once; the rest are counted, so the fields keep their rows at 80x24."""


class CreationScreen(StyledOnce, ModalScreen[None]):
    """Walks one draft PC through its rule set's steps, starting at the step it was left at."""

    if TYPE_CHECKING:
        # The GM's app, typed for the type checker only (the app's module imports this one):
        # Textual's own accessor, as `MessagePump` declares its `app`.
        app = getters.app(FateApp)

    DEFAULT_CSS = """
    CreationScreen { align: center top; }
    CreationScreen #creation { width: 100%; height: 1fr; background: $surface; padding: 0 1; }
    CreationScreen #creation-title { text-style: bold; width: 100%; }
    CreationScreen #creation-allows { color: $text-muted; width: 100%; margin-bottom: 1; }
    CreationScreen #creation-fields { height: 1fr; }
    CreationScreen .creation-row { height: 1; }
    CreationScreen .creation-label { width: 20; padding: 0 1 0 0; }
    CreationScreen .creation-row Input {
        width: 1fr; height: 1; border: none; padding: 0 1; background: $boost;
    }
    CreationScreen #creation-hint { color: $text-muted; width: 100%; }
    CreationScreen #creation-unrated { color: $text-muted; width: 100%; }
    CreationScreen #creation-checks { height: auto; width: 100%; border-top: solid $accent; }
    """
    # Priority: the fields' scrolling container binds the same keys to scroll a page.
    BINDINGS = [
        Binding("pagedown", "next_step", "Next step", id="creation.next", priority=True),
        Binding("pageup", "previous_step", "Back a step", id="creation.previous", priority=True),
        Binding("escape", "leave", "Leave (draft kept)", id="creation.leave"),
    ]

    def __init__(self, character_id: str) -> None:
        super().__init__()
        self._character_id = character_id
        self._draft: Character | None = None
        self._step = StepKey.ASPECTS

    @property
    def _ctl(self):
        return self.app.controller

    @property
    def _rules(self):
        return self._ctl.state.ruleset

    @property
    def footer_first(self) -> dict[str, str]:
        last = self._step is StepKey.FINISH
        return {"next_step": "Finish" if last else "Next step", "previous_step": "Back"}

    @property
    def step(self) -> StepKey:
        return self._step

    def compose(self) -> ComposeResult:
        with Vertical(id="creation"):
            yield Label(id="creation-title")
            yield Label(id="creation-allows")
            yield Label(id="creation-hint")
            yield VerticalScroll(id="creation-fields")
            yield Label(id="creation-unrated")
            yield Label(id="creation-checks")
        yield KeyFooter(wrap=True)

    @property
    def draft(self) -> Character:
        """The draft as last read: read on mount, before any step is shown."""
        return known(self._draft, "the draft being made")

    async def on_mount(self) -> None:
        self._draft = self._ctl.state.characters.get(self._character_id)
        if self._draft is None or self._draft.draft_step is None:
            self.notify("That character is no longer a draft", severity="warning")
            self.dismiss(None)
            return
        self._step = StepKey(self._draft.draft_step or StepKey.ASPECTS)
        await self._show_step()

    # The fields of a step -------------------------------------------------------------

    def _rows(self) -> list[tuple[str, str, str]]:
        """(input id, label, value) for each field of the step shown."""
        draft, rules = self.draft, self._rules
        if self._step is StepKey.ASPECTS:
            written = creation.written_aspects(draft, rules)
            slots = creation.aspect_slots(rules)
            return [
                (f"aspect-{i}", _SLOT_LABELS.get(slot, slot.capitalize()), written[i])
                for i, slot in enumerate(slots)
            ]
        if self._step is StepKey.SKILLS:
            rated = creation.written_rows(draft, rules)
            rows = []
            for rating, count in creation.rating_rows(rules):
                wanted = f" ×{count}" if count is not None else ""
                rows.append(
                    (
                        f"skill-{rating}",
                        rules.ladder.label(rating) + wanted,
                        rated.get(rating, ""),
                    )
                )
            return rows
        if self._step is StepKey.STUNTS:
            free = rules.fate_points.free_stunts
            return [
                (f"stunt-{i}", f"Stunt {i + 1}" + (" (free)" if i < free else ""), line)
                for i, line in enumerate(creation.written_stunts(draft, rules))
            ]
        return [
            ("detail-name", "Name", draft.name),
            ("detail-player", "Player", draft.player or ""),
            ("detail-description", "Description", draft.description),
        ]

    async def _show_step(self) -> None:
        steps = creation.creation_steps(self._rules)
        index = [s.key for s in steps].index(self._step)
        step = steps[index]
        title = (
            f"Making {self.draft.name} · {self._rules.title} · step {index + 1} of "
            f"{len(steps)}: {step.title}"
        )
        self.query_one("#creation-title", Label).update(Content(title))
        self.query_one("#creation-allows", Label).update(Content(step.allows))
        fields = self.query_one("#creation-fields", VerticalScroll)
        await fields.remove_children()
        rows = [
            Horizontal(
                Label(Content(label), classes="creation-label"),
                Input(value=value, id=input_id, select_on_focus=False),
                classes="creation-row",
            )
            for input_id, label, value in self._rows()
        ]
        await fields.mount_all(rows)
        self.query_one("#creation-hint", Label).update(Content(_HINTS[self._step]))
        self.query(Input).first().focus()
        self._show_checks()
        self.refresh_bindings()

    def _read_step(self) -> Character:
        """The draft with the fields of the step shown as typed, over the draft as the files
        hold it now (an edit made meanwhile in an editor stays)."""
        values = [i.value for i in self.query(Input)]
        rules = self._rules
        draft = self._ctl.state.characters.get(self._character_id, self._draft)
        if self._step is StepKey.ASPECTS:
            return creation.with_aspects(draft, rules, values)
        if self._step is StepKey.SKILLS:
            ratings = [rating for rating, _ in creation.rating_rows(rules)]
            return creation.with_skill_rows(draft, rules, dict(zip(ratings, values, strict=True)))
        if self._step is StepKey.STUNTS:
            return creation.with_stunts(draft, values)
        name, player, description = (" ".join(v.split()) for v in values)
        return replace(
            draft, name=name or draft.name, player=player or None, description=description
        )

    def _show_checks(self) -> None:
        draft = self._read_step()
        rules = self._rules
        unrated = self.query_one("#creation-unrated", Label)
        unrated.display = self._step is StepKey.SKILLS
        if unrated.display:
            left = creation.unrated(draft, rules)
            word = rules.characters.skill_word
            unrated.update(
                Content(f"Not rated yet: {', '.join(left)}" if left else f"Every {word} rated")
            )
        lines: list[Content] = []
        if self._step is StepKey.STUNTS:
            lines.append(Content(creation.refresh_line(draft, rules)))
        findings = creation.step_findings(draft, rules, self._step)
        for finding in findings[:_MAX_CHECKS]:
            # The message may quote what the GM typed: plain text beside a styled mark.
            mark = ("✗ ", "bold $text-error") if finding.is_error else ("· ", "$text-muted")
            lines.append(Content.assemble(mark, finding.message))
        if len(findings) > _MAX_CHECKS:
            lines.append(Content(f"  and {len(findings) - _MAX_CHECKS} more"))
        if not findings:
            lines.append(
                Content.assemble(("✓ ", "bold $text-success"), "This step follows the rules")
            )
        if self._step is StepKey.FINISH:
            stops = creation.blocking(draft, rules)
            lines.append(
                Content(
                    f"PgDn finishes {draft.name}: what is still open can be filled in later"
                    if not stops
                    else f"{len(stops)} to fix before finishing (✗); Esc keeps the draft"
                    + (", playable as it is" if creation.played_as_drafts(rules) else "")
                )
            )
        self.query_one("#creation-checks", Label).update(Content("\n").join(lines))

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        if self._draft is not None:
            self._show_checks()

    async def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter goes to the next field, and from the last one to the next step."""
        event.stop()
        inputs = list(self.query(Input))
        if event.input is inputs[-1]:
            await self.run_action("next_step")
        else:
            inputs[inputs.index(event.input) + 1].focus()

    # Moving between steps --------------------------------------------------------------

    def _gone(self) -> bool:
        """The draft was undone, finished or deleted meanwhile: say so and close."""
        current = self._ctl.state.characters.get(self._character_id)
        if current is not None and current.draft_step is not None:
            return False
        what = "deleted" if current is None else "finished"
        self.notify(f"{self.draft.name} was {what} meanwhile", severity="warning", markup=False)
        self.dismiss(None)
        return True

    def _save(self, step: StepKey) -> bool:
        """Save the draft as typed, at `step`; False (and the refusal shown) if not saved."""
        if self._gone():
            return False
        draft = replace(self._read_step(), draft_step=step.value)
        if not self.app.run_intent(intents.save_draft, draft):
            return False
        self._draft = self._ctl.state.characters[self._character_id]
        return True

    async def action_next_step(self) -> None:
        if self._step is StepKey.FINISH:
            if self._gone():
                return
            draft = self._read_step()
            if self.app.run_intent(intents.finish_draft, draft):
                self.notify(
                    f"{draft.name} is ready: characters/{self._character_id}.toml", markup=False
                )
                self.dismiss(None)
            return
        following = creation.next_step(self._step)
        if self._save(following):
            self._step = following
            await self._show_step()

    async def action_previous_step(self) -> None:
        if self._step is creation.steps_of(self._rules)[0]:
            return
        before = creation.previous_step(self._step)
        if self._save(before):
            self._step = before
            await self._show_step()

    def action_leave(self) -> None:
        if self._save(self._step):
            self.notify(
                f"Draft of {self.draft.name} kept: 'Continue making' in the palette "
                "takes it up again",
                markup=False,
            )
            self.dismiss(None)


async def make_guided(app: FateApp, name: str | None = None) -> str | None:
    """Ask a name (unless given), start a draft PC and walk it through the steps; the new
    character's id, or None if cancelled. Awaited in a worker (it waits for screens)."""
    from fate_tui.ui.dialogs import asking

    if name is None:
        name = await asking.text(app, "New PC's name", placeholder="Sister Agathe")
        if not name:
            return None
    ok, character_id = app.attempt(intents.start_draft, name)
    if not ok or character_id is None:  # ok: the new draft's id
        return None
    await app.push_screen_wait(CreationScreen(character_id))
    return character_id


async def continue_making(app: FateApp, character_id: str) -> None:
    """Take up a draft at the step it was left at."""
    await app.push_screen_wait(CreationScreen(character_id))


def start_from_palette(app: FateApp, character_id: str | None = None) -> None:
    """The palette's commands: a new PC made step by step, or a draft taken up again (in a
    worker, as the screens are waited for)."""
    if character_id is None:
        app.run_worker(make_guided(app), group="creation")
    else:
        app.run_worker(continue_making(app, character_id), group="creation")
