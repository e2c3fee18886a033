"""Asking the GM something and waiting for the answer: the one way every screen and dialog
opens a question.

Each function pushes a dialog and waits for it with Textual's `push_screen_wait`, so it must be
awaited inside a worker: an action decorated with `@asks` (below). A whole exchange then reads
top to bottom:

    @asks
    async def action_rename(self) -> None:
        name = await asking.text(self.app, "Rename", value=character.name)
        if name:
            self.run_intent(characters.rename, name)

Every function gives None (or False) when the GM cancels with Escape. Each dialog's module is
imported when it is first asked for: the Table imports this module before its first frame.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Sequence
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

from textual import work

if TYPE_CHECKING:
    from textual.app import App
    from textual.screen import ModalScreen
    from textual.worker import Worker

    from fate_tui.rules.dice import Faces
    from fate_tui.ui.dialogs.choose import Choice

T = TypeVar("T")
P = ParamSpec("P")


def asks(action: Callable[P, Coroutine[Any, Any, None]]) -> Callable[P, Worker[None]]:
    """An action that asks the GM something: a worker, as `push_screen_wait` needs, in its
    screen's "ask" group and exclusive there. Started twice before its first dialog shows (a
    key repeated while the app is busy, a key and a click), the first run is cancelled before
    it asks, so one dialog opens, not two stacked."""
    return work(exclusive=True, group="ask")(action)


async def answer(app: App, dialog: ModalScreen[T]) -> T:
    """Show any dialog and wait for what it is dismissed with."""
    return await app.push_screen_wait(dialog)


async def text(
    app: App, title: str, value: str = "", placeholder: str = "", *, allow_empty: bool = False
) -> str | None:
    """One line of text, stripped; None when cancelled. Left empty, Enter asks again (unless
    `allow_empty`: then empty gives "")."""
    from fate_tui.ui.dialogs.prompt import TextPrompt

    return await answer(app, TextPrompt(title, value, placeholder, allow_empty=allow_empty))


async def long_text(app: App, title: str, value: str = "") -> str | None:
    """Text over several lines, stripped (possibly empty); None when cancelled."""
    from fate_tui.ui.dialogs.long_text import LongTextPrompt

    return await answer(app, LongTextPrompt(title, value))


async def choose(
    app: App,
    title: str,
    options: Sequence[tuple[str, str] | Choice],
    *,
    highlight: str | None = None,
) -> str | None:
    """The id of the option picked from (id, label) pairs or Choices, typed to filter, with
    `highlight` highlighted at first; None when cancelled."""
    from fate_tui.ui.dialogs.choose import Choose

    return await answer(app, Choose(title, options, highlight=highlight))


async def dice(app: App, mine: str, theirs: str | None = None) -> tuple[Faces, Faces | None] | None:
    """The dice rolled at the table, typed in: `mine` names whose dice come first, `theirs`
    the opposition's (None: unopposed). The opposition's come back None when not typed."""
    from fate_tui.ui.dialogs.dice_prompt import DicePrompt

    return await answer(app, DicePrompt(mine, theirs))


async def confirm(app: App, question: str, yes: str = "Yes", no: str = "No") -> bool:
    """True only when the GM says yes."""
    from fate_tui.ui.dialogs.confirm import Confirm

    said: bool | None = await answer(app, Confirm(question, yes, no))
    return bool(said)
