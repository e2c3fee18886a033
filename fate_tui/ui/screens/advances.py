"""What the end-of-session and end-of-arc screens share: each PC's advance, built change by
change and checked by the rules core as it is built, with the column rule explained."""

from __future__ import annotations

from dataclasses import replace

from textual.binding import Binding
from textual.content import Content
from textual.keys import REPLACED_KEYS, key_to_character
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from fate_tui.campaign.advance_text import advance_text
from fate_tui.campaign.intents import sessions
from fate_tui.rules.advancement import Advance
from fate_tui.rules.campaign_life import advances_at
from fate_tui.rules.character import Character
from fate_tui.rules.ruleset import Period
from fate_tui.rules.skill_shape import step_counts
from fate_tui.rules.wording import possessive
from fate_tui.ui.characters.advance_picks import (
    POWER_REFRESH,
    POWER_SKILL,
    ask_change,
    change_options,
)
from fate_tui.ui.dialogs import asking
from fate_tui.ui.screens.base import CampaignScreen
from fate_tui.ui.text import FREE, HARM, MUTED
from fate_tui.ui.widgets.status_line import StatusLine


class AdvanceScreen(CampaignScreen):
    """A screen whose PCs each take an advance at the end of `PERIOD`."""

    PERIOD = Period.SESSION
    DEFAULT_CSS = """
    AdvanceScreen > VerticalScroll {
        padding: 0 1;
    }
    AdvanceScreen TextArea {
        height: 4;
    }
    AdvanceScreen Checkbox {
        border: none;
        padding: 0 1;
    }
    AdvanceScreen Checkbox:focus {
        background: $boost;
    }
    AdvanceScreen .end-fields {
        height: auto;
    }
    AdvanceScreen .end-fields Input {
        width: 1fr;
    }
    AdvanceScreen #advance-list {
        height: auto;
        max-height: 10;
    }
    AdvanceScreen #advance-check {
        height: auto;
    }
    """
    BINDINGS = [
        Binding("backspace", "take_back", "Take back", id="advances.take_back"),
        Binding("ctrl+k", "kind", "Kind of advance", id="advances.kind"),
        Binding("escape", "close", "Back", id="advances.close"),
    ]

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name=name)
        self.advances: dict[str, Advance] = {}
        self.ended = False
        """The advances were applied: the list behind the closing dialogs shows them as they
        were taken, not worked out again on the sheets they changed ("2 saved" for one)."""

    def on_mount(self) -> None:
        self.advances = sessions.default_advances(self.controller, self.PERIOD)
        super().on_mount()
        # The GM's first keys are the title or the summary: they go into the first field.
        self.query(".first-field").first().focus()

    def check_consume_key(self, key: str, character: str | None) -> bool:
        """A form: a letter, digit or punctuation key typed with the focus on the milestones
        or a checkbox runs none of the app's keys (`e` opened the editor, `r` a roll)."""
        # Textual gives no character for the keys it renames ("slash", "plus", "at"...).
        character = character or key_to_character(REPLACED_KEYS.get(key, key))
        return character is not None and character.isprintable()

    # Drawing ---------------------------------------------------------------------------

    def refresh_state(self) -> None:
        self.query_one(StatusLine).show(self.controller.state)
        if not self.ended:
            self.advance_rows()

    def advance_rows(self) -> None:
        """Redraw the PCs' advances and the explanation of the highlighted one."""
        listing = self.query_one("#advance-list", OptionList)
        highlighted = listing.highlighted
        options = []
        for cid, advance in self.advances.items():
            who = self.controller.state.characters[cid]
            after, reason = sessions.check_advance(self.controller, cid, advance, self.PERIOD)
            mark = Content.styled("✗ " + reason, HARM) if reason else Content.styled("✓", FREE)
            saved = (who.saved_skill_points, (after or who).saved_skill_points)
            text = Content(advance_text(who.name, advance, saved) + "  ") + mark
            options.append(Option(text, id=cid))
        listing.clear_options()
        listing.add_options(options)
        if options:
            listing.highlighted = min(highlighted or 0, len(options) - 1)
        self._explain()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._explain()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id == "advance-list":
            self.action_add_change()

    def _explain(self) -> None:
        cid = self.selected
        panel = self.query_one("#advance-check", Static)
        if cid is None:
            panel.update("")
            return
        advance = self.advances[cid]
        before = self.controller.state.characters[cid]
        after, reason = sessions.check_advance(self.controller, cid, advance, self.PERIOD)
        panel.update(_explanation(before, after, reason, advance, self.controller.state.ruleset))

    @property
    def selected(self) -> str | None:
        listing = self.query_one("#advance-list", OptionList)
        if listing.highlighted is None or not self.advances:
            return None
        return listing.get_option_at_index(listing.highlighted).id

    def plan_lines(self) -> list[str]:
        """One line per PC for the question before the advances are applied."""
        names = self.controller.state.characters
        lines = []
        for cid, advance in self.advances.items():
            who = names[cid]
            after, _ = sessions.check_advance(self.controller, cid, advance, self.PERIOD)
            saved = (who.saved_skill_points, (after or who).saved_skill_points)
            lines.append(advance_text(who.name, advance, saved))
        return lines

    def refused(self) -> list[str]:
        """The reasons, one per PC, that the advances cannot be applied as they stand."""
        reasons = []
        for cid, advance in self.advances.items():
            _, reason = sessions.check_advance(self.controller, cid, advance, self.PERIOD)
            if reason:
                reasons.append(f"{self.app.name_of(cid)}: {reason}")
        return reasons

    # Building an advance ---------------------------------------------------------------

    @asking.asks
    async def action_add_change(self) -> None:
        cid = self.selected
        if cid is None:
            return
        who = self.controller.state.characters[cid]
        rules = self.controller.state.ruleset
        advance = self.advances[cid]
        options = change_options(advance, who, rules)
        kind = await asking.choose(
            self.app, f"{possessive(who.name)} {advance.kind}: which change?", options
        )
        if kind is None:
            return
        if kind == POWER_REFRESH:
            updated = replace(advance, power_up_refresh=not advance.power_up_refresh)
        elif kind == POWER_SKILL:
            updated = replace(advance, power_up_skill=not advance.power_up_skill)
        else:
            change = await ask_change(self.app, kind, who, rules)
            if change is None:
                return
            updated = replace(advance, changes=(*advance.changes, change))
        self.advances[cid] = updated
        _, reason = sessions.check_advance(self.controller, cid, updated, self.PERIOD)
        if reason:
            self.notify(f"{who.name}: {reason}", severity="warning", markup=False)
        self.advance_rows()

    def action_take_back(self) -> None:
        cid = self.selected
        if cid is not None and self.advances[cid].changes:
            advance = self.advances[cid]
            self.advances[cid] = replace(advance, changes=advance.changes[:-1])
            self.advance_rows()

    @asking.asks
    async def action_kind(self) -> None:
        cid = self.selected
        kinds = advances_at(self.controller.state.ruleset, self.PERIOD)
        if cid is None or len(kinds) < 2:
            self.notify("The rules give one kind of advance here", severity="warning")
            return
        choices = [(k.value, k.value.capitalize()) for k in kinds]
        chosen = await asking.choose(self.app, "Which advance?", choices)
        if chosen is not None:
            kind = next(k for k in kinds if k.value == chosen)
            self.advances[cid] = replace(self.advances[cid], kind=kind)
            self.advance_rows()

    def action_close(self) -> None:
        self.app.pop_screen()


def _explanation(
    before: Character, after: Character | None, reason: str | None, advance: Advance, rules
) -> Content:
    lines = [Content.styled(f"{before.name}: {advance.kind}", "bold")]
    if reason:
        lines.append(Content.styled(f"Refused: {reason}", HARM))
    shown = after or before
    counts = step_counts(v for v in shown.skills.values() if v > 0)
    steps = "  ".join(
        f"{rules.ladder.label(step)}: {counts[step]}" for step in sorted(counts, reverse=True)
    )
    if rules.advancement.column_rule:
        lines.append(
            Content.styled(
                "Column rule: no step may hold more skills than the step below it.", MUTED
            )
        )
    lines.append(Content("Skills after this advance: " + (steps or "none")))
    if after is not None and after.saved_skill_points:
        lines.append(Content(f"Skill points saved for later: {after.saved_skill_points}"))
    lines.append(
        Content.styled(
            "Enter: add a change · Backspace: take the last back · Ctrl+K: kind of advance",
            MUTED,
        )
    )
    return Content("\n").join(lines)
