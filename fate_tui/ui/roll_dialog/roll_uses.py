"""The Roll dialog's `j`: make the roll under one of its skill's trappings or a stunt's own
procedure (`roll_use`), answering the few questions its rule asks."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from fate_tui.campaign.roll import roll_use
from fate_tui.campaign.roll.roll_use import Ask, Chosen, Question, Use
from fate_tui.rules.errors import FateError
from fate_tui.rules.ladder import signed
from fate_tui.ui.dialogs import asking
from fate_tui.ui.dialogs.choose import Choice
from fate_tui.ui.shell.gm_app import gm_app

if TYPE_CHECKING:
    from fate_tui.ui.roll_dialog.roll import RollDialog

NONE = "-"


async def pick(dialog: RollDialog) -> None:
    session = dialog.rolling
    uses = roll_use.offered(session.state, session.roll)
    if not uses:
        word = session.state.ruleset.characters.skill_word
        dialog.say(f"No trapping or stunt procedure of this {word} to use here")
        return
    current = session.roll.use.key if session.roll.use is not None else None
    options = [Choice(NONE, "None: a plain roll")]
    options += [
        Choice(u.key, f"{'✓ ' if u.key == current else '  '}{u.name}  ({u.line})") for u in uses
    ]
    key = await asking.choose(gm_app(dialog), "Use which?", options, highlight=current)
    if key is None:
        return
    if key == NONE:
        dialog.change(lambda s: s.setup(use=None))
        return
    use = next(u for u in uses if u.key == key)
    answers = await _answers(dialog, use)
    if answers is None:
        return
    chosen = Chosen(use.key, answers)
    if not dialog.change(lambda s: s.setup(**roll_use.changes_for(s.state, s.roll, chosen))):
        return
    app = gm_app(dialog)
    entries, _ = app.loaded_controller.log_entries()
    refused = roll_use.refusal(dialog.rolling.state, dialog.rolling.roll, entries)
    if refused is None:
        return
    # Past its limit (once a scene, once per opponent...): the GM may allow it on this roll,
    # and the log says so; otherwise the roll is made without it.
    question = f"{use.name}: {refused}. Allow it again on this roll?"
    if await asking.confirm(app, question, "Allow it (GM override)", "No"):
        allowed = replace(chosen, overridden=True)
        dialog.change(lambda s: s.setup(**roll_use.changes_for(s.state, s.roll, allowed)))
    else:
        dialog.change(lambda s: s.setup(use=None))


async def _answers(dialog: RollDialog, use: Use) -> tuple[int, ...] | None:
    """Ask each of the use's questions in turn; None when the GM backs out."""
    session = dialog.rolling
    entries, _ = gm_app(dialog).loaded_controller.log_entries()
    firsts = roll_use.first_answers(session.state, session.roll, use, entries)
    answers: list[int] = []
    for question, first in zip(use.questions, firsts, strict=True):
        answer = await _ask(dialog, question, first)
        if answer is None:
            return None
        answers.append(answer)
    return tuple(answers)


async def _ask(dialog: RollDialog, question: Question, first: int) -> int | None:
    app = gm_app(dialog)
    if question.kind == Ask.CHOICE:
        options = [Choice(str(i), words) for i, words in enumerate(question.choices)]
        chosen = await asking.choose(app, question.prompt, options, highlight=str(first))
        return None if chosen is None else int(chosen)
    ladder = dialog.rolling.state.ruleset.ladder
    while True:
        if question.kind == Ask.LADDER:
            title, value = f"{question.prompt} (2, +2 or Fair)", signed(first)
        else:
            title, value = question.prompt, str(first)
        text = await asking.text(app, title, value=value)
        if text is None:
            return None
        try:
            if question.kind == Ask.LADDER:
                return ladder.parse(text)
            if text.strip().isdigit():
                return int(text.strip())
            dialog.say(f"'{text}' is not a number: write one from 0, like 2")
        except FateError as error:
            dialog.say(app.readable(error))
