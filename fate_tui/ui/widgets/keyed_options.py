"""An option list redrawn from state without losing its place: the highlight follows the
same id, or stays at the same row when that item is gone."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import suppress

from textual.content import Content
from textual.widgets.option_list import Option, OptionDoesNotExist

from fate_tui.safe_text import has_unsafe_characters, safe_text
from fate_tui.ui.text import safe_content, same_options
from fate_tui.ui.widgets.steady_options import SteadyOptionList


class KeyedOptionList(SteadyOptionList):
    def show_options(self, options: Sequence[Option]) -> None:
        """Replace the options; prompts are updated in place when the ids stay the same, and
        nothing is redrawn when nothing changed."""
        options = [_shown(option) for option in options]
        if same_options(self.options, options):
            return
        keyed = [(option.id, option.prompt) for option in options if option.id is not None]
        same_ids = [option_id for option_id, _ in keyed] == [o.id for o in self.options]
        if len(keyed) == len(options) and same_ids:
            for option_id, prompt in keyed:
                self.replace_option_prompt(option_id, prompt)
            return
        key, index = self.selected, self.highlighted
        self.clear_options()
        self.add_options(options)
        with suppress(OptionDoesNotExist):
            if key is not None:
                self.highlighted = self.get_option_index(key)
                return
        enabled = [i for i, option in enumerate(options) if not option.disabled]
        if enabled:
            self.highlighted = min(enabled, key=lambda i: abs(i - (index or 0)))

    def select_key(self, key: str) -> None:
        with suppress(OptionDoesNotExist):
            self.highlighted = self.get_option_index(key)

    @property
    def selected(self) -> str | None:
        """The highlighted option's id."""
        option = self.highlighted_option
        return option.id if option is not None and not option.disabled else None


def _shown(option: Option) -> Option:
    """The option with its prompt's control characters shown as marks (its text names
    characters, aspects and scenes as the campaign's files wrote them)."""
    prompt = option.prompt
    if isinstance(prompt, Content):
        safe = safe_content(prompt)
    elif isinstance(prompt, str) and has_unsafe_characters(prompt):
        safe = Content(safe_text(prompt))
    else:
        return option
    if safe is prompt:
        return option
    return Option(safe, id=option.id, disabled=option.disabled)
