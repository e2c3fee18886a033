"""The aspects that could be invoked on a roll: where each is, its free invokes, and what +2
would make of the roll as it stands."""

from __future__ import annotations

from contextlib import suppress

from textual.binding import Binding
from textual.content import Content
from textual.widgets import OptionList
from textual.widgets.option_list import Option, OptionDoesNotExist

from fate_tui.campaign.names import name_of
from fate_tui.campaign.roll.invoke_options import InvokeOption
from fate_tui.campaign.roll.roll_session import RollSession
from fate_tui.ui.text import FREE, HARM, MUTED, shown

_WHERE = {
    "own": "own",
    "placed": "placed",
    "boost": "boost",
    "scene": "scene",
    "zone": "zone",
    "target": "hostile",
    "consequence": "consequence",
    "scenario": "scenario",
    "setting": "setting",
}


class InvokeList(OptionList):
    """One option per aspect, grouped by where it is (own, boosts, the other side's, the
    scene's...); the invoke keys act on the highlighted one. `]` and `[` jump to the next or
    previous group: reaching a boost or the scene's aspects took an arrow per aspect (the
    Roll dialog's letters are its own keys, so typing cannot filter the list)."""

    BORDER_TITLE = "Invokes"
    BORDER_SUBTITLE = "[ ] jump by kind"
    BINDINGS = [
        Binding(
            "right_square_bracket",
            "kind(1)",
            "Next kind of aspect",
            id="invokes.next_kind",
            show=False,
        ),
        Binding(
            "left_square_bracket",
            "kind(-1)",
            "Previous kind of aspect",
            id="invokes.previous_kind",
            show=False,
        ),
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._by_key: dict[str, InvokeOption] = {}

    def show(self, session: RollSession) -> None:
        highlighted = self.highlighted_option.id if self.highlighted_option else None
        options = session.invoke_options()
        self._by_key = {o.key: o for o in options}
        self.clear_options()
        # Added together: one by one, the list counted its lines again after each.
        self.add_options([Option(row(session, option), id=option.key) for option in options])
        if highlighted is not None:
            with suppress(OptionDoesNotExist):
                self.highlighted = self.get_option_index(highlighted)
        elif options:
            self.highlighted = 0

    def action_kind(self, step: int) -> None:
        """Highlight the first aspect of the next (`step` 1) or previous (-1) kind, wrapping
        round: one key per kind rather than one arrow per aspect."""
        kinds = [self._kind_of(i) for i in range(self.option_count)]
        if not kinds:
            return
        current = self.highlighted if self.highlighted is not None else 0
        starts = [i for i, kind in enumerate(kinds) if i == 0 or kinds[i - 1] != kind]
        group = max(n for n, start in enumerate(starts) if start <= current)
        self.highlighted = starts[(group + step) % len(starts)]

    def _kind_of(self, index: int) -> str:
        option = self._by_key.get(self.get_option_at_index(index).id or "")
        return option.where if option is not None else ""

    @property
    def selected(self) -> InvokeOption | None:
        option = self.highlighted_option
        return self._by_key.get(option.id) if option is not None and option.id else None


def row(session: RollSession, option: InvokeOption) -> Content:
    aspect = option.aspect
    state = session.state
    free = session.free_for(option)
    where = _WHERE[option.where]
    if aspect.kind.value == "zone":
        where = f"zone {aspect.owner}"
    elif aspect.owner and option.where in ("placed", "target", "consequence", "scene"):
        where += f" on {name_of(state, aspect.owner)}"
    return Content.assemble(
        (f"{'◆' * free:<3}", FREE),
        (shown(aspect.name), "italic" if aspect.is_boost else "bold"),
        (f"  {where}", HARM if option.where == "target" else MUTED),
        (f" · {free} free", FREE) if free else "",
        (_allies_free(session, option), FREE),
    )


def _allies_free(session: RollSession, option: InvokeOption) -> str:
    """The free invokes the roller's allies hold on the aspect (`l`/`L` spend them for +2)."""
    held = session.allies_holding(option)
    return "".join(f" · {name_of(session.state, ally)}: {count} free" for ally, count in held)
