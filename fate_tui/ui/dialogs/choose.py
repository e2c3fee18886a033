"""Pick one item from a list (a character, a zone, an aspect...): type to filter it with
Textual's fuzzy matcher, move with the arrows, Enter to choose. The highlighted choice's
details show under the list."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.fuzzy import Matcher
from textual.screen import ModalScreen
from textual.widgets import Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from fate_tui.ui.screens.styled_once import StyledOnce
from fate_tui.ui.text import matched, plain, safe_content
from fate_tui.ui.widgets.key_footer import KeyFooter


class Choice(NamedTuple):
    """One option: `id` is what choosing it returns; `details` show while it is highlighted;
    a `disabled` choice is shown (with its details saying why) but cannot be chosen."""

    id: str
    label: str
    details: str = ""
    disabled: bool = False


class Choose(StyledOnce, ModalScreen[str | None]):
    """Returns the chosen option's id, or None when cancelled."""

    # The layout lives here, next to the screen it shapes; app.tcss keeps what spans the app.
    DEFAULT_CSS = """
    /* A filter, the list, the highlighted choice's details. */
    Choose #choose-options {
        height: auto;
        max-height: 14;
    }

    Choose #choose-details {
        height: auto;
        max-height: 5;
        margin-top: 1;
        color: $text-muted;
    }

    Choose.-short #choose-options {
        max-height: 8;
    }

    Choose.-short #choose-details {
        max-height: 2;
        margin-top: 0;
    }

    /* Details longer than 2 lines (an attack's warnings) show whole: the list gives 3 rows. */
    Choose.-short.-long-details #choose-options {
        max-height: 5;
    }

    Choose.-short.-long-details #choose-details {
        max-height: 5;
    }
    """

    AUTO_FOCUS = "#choose-filter"
    BINDINGS = [
        Binding("escape", "cancel", "Cancel", id="dialog.cancel"),
        # The filter has the focus; the arrows still move through the list.
        Binding("down", "move('cursor_down')", "Down", id="choose.down", show=False),
        Binding("up", "move('cursor_up')", "Up", id="choose.up", show=False),
        Binding("pagedown", "move('page_down')", "Page down", id="choose.page_down", show=False),
        Binding("pageup", "move('page_up')", "Page up", id="choose.page_up", show=False),
    ]

    def __init__(
        self,
        title: str,
        options: Sequence[tuple[str, str] | Choice],
        *,
        highlight: str | None = None,
    ) -> None:
        """`options`: (id, label) pairs or Choices, in the order to show them; `highlight`:
        the id highlighted at first (else the first that can be chosen)."""
        super().__init__()
        self._title = title
        self._choices = [Choice(*option) for option in options]
        self._highlight = highlight

    # On a short terminal (80x24) the list gives up rows so the details and the hint still show.
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall")]
    SHORT_DETAILS = 2
    """Lines of details a short terminal shows; longer ones (the warnings under an attack on
    several targets) take rows from the list instead of being cut (`-long-details`)."""
    DETAILS_WIDTH = 64
    """The details' width in a dialog 70 wide, before the first layout says."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog choose"):
            yield Label(plain(self._title), classes="dialog-title")  # literal, not markup
            yield Input(placeholder="type to filter", id="choose-filter")
            yield OptionList(markup=False, id="choose-options")
            yield Static("", id="choose-details")
            yield Label(
                "Type to filter · ↑↓ · Enter chooses · Escape cancels", classes="dialog-hint"
            )
        yield KeyFooter()  # the dialog's keys, where the Table's were

    def on_mount(self) -> None:
        self._show(self._choices)
        if self._highlight is not None:
            self._select(self._highlight)
            # Before the first layout the list cannot scroll: bring the highlight into view
            # once it is drawn (at 80x24 the countdown asked about was below the edge).
            options = self.query_one(OptionList)
            self.call_after_refresh(options.scroll_to_highlight)

    def _show(self, choices: Sequence[Choice], matcher: Matcher | None = None) -> None:
        options = self.query_one(OptionList)
        options.clear_options()
        self._shown = list(choices)
        # Added together: one by one, the list counted its lines again after each.
        options.add_options(
            [
                Option(
                    matched(matcher, choice.label) if matcher else plain(choice.label),
                    id=choice.id,
                    disabled=choice.disabled,
                )
                for choice in choices
            ]
        )
        if not choices:
            text = self.query_one(Input).value
            options.add_option(Option(Content(f"Nothing matches “{text}”"), disabled=True))
        enabled = [i for i, choice in enumerate(choices) if not choice.disabled]
        options.highlighted = enabled[0] if enabled else None
        self._show_details()

    def _select(self, choice_id: str) -> None:
        for index, choice in enumerate(self._shown):
            if choice.id == choice_id and not choice.disabled:
                self.query_one(OptionList).highlighted = index

    def _show_details(self) -> None:
        options = self.query_one(OptionList)
        index = options.highlighted
        details = ""
        if index is not None and index < len(self._shown):
            details = self._shown[index].details
        panel = self.query_one("#choose-details", Static)
        panel.update(safe_content(Content(details)))
        panel.display = bool(details)
        width = panel.content_size.width or self.DETAILS_WIDTH
        long = bool(details) and len(Content(details).wrap(width)) > self.SHORT_DETAILS
        self.set_class(long, "-long-details")

    def on_input_changed(self, event: Input.Changed) -> None:
        query = event.value.strip()
        if not query:
            self._show(self._choices)
            return
        matcher = Matcher(query)
        scored = [
            (matcher.match(choice.label), index) for index, choice in enumerate(self._choices)
        ]
        # Best match first; equal scores keep the list's own order.
        ranked = sorted(((s, i) for s, i in scored if s > 0), key=lambda pair: (-pair[0], pair[1]))
        self._show([self._choices[i] for _, i in ranked], matcher)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._show_details()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        option = self.query_one(OptionList).highlighted_option
        if option is not None and not option.disabled and option.id is not None:
            self.dismiss(option.id)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_move(self, how: str) -> None:
        getattr(self.query_one(OptionList), f"action_{how}")()

    def action_cancel(self) -> None:
        self.dismiss(None)
