"""Asking for a quick overcome roll at the table (a contest's exchange, a challenge's task):
who rolls, which skill, who helps, and the dice rolled at the table or by the app, with any
bonus from invokes typed after them ("+0-+ +2").

Awaited from `@work` actions, like every question (`dialogs.asking`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from fate_tui.rules.dice import Faces, parse_dice
from fate_tui.rules.errors import FateError
from fate_tui.rules.wording import possessive, verb
from fate_tui.ui.character_order import ordered
from fate_tui.ui.dialogs import asking
from fate_tui.ui.shell.gm_app import gm_app

if TYPE_CHECKING:
    from fate_tui.ui.screens.base import CampaignScreen

if TYPE_CHECKING:  # imported on the first roll: the Table imports this module to draw
    from fate_tui.campaign.intents.table_roll import TableRoll

ROLL = "roll"
SKIP = "skip"
NO_ONE = "no-one"
OTHERS = "others"
_BONUS = re.compile(r"^(?P<dice>.*\S)\s+(?P<bonus>[+-]\d+)$")


def dice_and_bonus(text: str, roll: Callable[[], Faces]) -> tuple[Faces, int]:
    """The dice and bonus in what the GM typed: empty means the app rolls the dice (`roll`)."""
    cleaned = text.strip()
    bonus = 0
    found = _BONUS.match(cleaned)
    if found:
        cleaned, bonus = found["dice"], int(found["bonus"])
    if not cleaned or cleaned.lower() == "roll":
        return roll(), bonus
    return parse_dice(cleaned), bonus


async def ask_roll(
    screen,
    people: Sequence[str],
    title: str,
    *,
    skill: str | None = None,
    skip: str | None = None,
    helpers_from: Sequence[str] | None = None,
    opposed_among: Sequence[str] = (),
    remember_as: str | None = None,
    others: Sequence[str] = (),
) -> TableRoll | str | None:
    """Ask for one roll by one of `people`; the others of `helpers_from` (default: `people`)
    may help. With scale in play and someone of `opposed_among` on another level than the
    roller, who opposes the roll is asked before the dice, so that scale counts. Returns the
    roll, SKIP when the GM picks the `skip` option (if given), or None when cancelled.

    With `remember_as` (a contest's side, a challenge's task), the roller and the skill of
    the last roll under that name come highlighted: Enter takes them again.

    `others` (a challenge's NPCs) are offered only when asked for, behind one last entry:
    the list the GM reads first holds who usually rolls."""
    from fate_tui.campaign.intents.table_roll import TableRoll
    from fate_tui.ui.roll_dialog.roll_pickers import skill_options

    app = gm_app(screen)
    state = screen.controller.state
    last = app.roll_memory.recall_quick(state, remember_as) if remember_as else None
    last_who, last_skill = last or (None, None)
    if last_who is not None and last_who in others:  # asked for last time: offered at once
        people, others = [*people, last_who], [c for c in others if c != last_who]
    options = [(c.id, c.name) for c in ordered(state, people)]
    if others:
        options.append((OTHERS, someone_else(state, others)))
    # One roller: no "who rolls?" question; not rolling is offered with the skills instead
    # (a one-against-one contest asked it of each side every exchange: two keys lost).
    asks_skill = skill is None or skill not in state.ruleset.characters.skills
    skip_with_skills = skip if len(options) == 1 and asks_skill else None
    if skip and not skip_with_skills:
        options.append((SKIP, skip))
    who: str | None = options[0][0]
    if len(options) > 1:
        who = await asking.choose(app, title, options, highlight=last_who)
    if who == OTHERS:
        who = await asking.choose(app, title, [(c.id, c.name) for c in ordered(state, others)])
    if who in (None, SKIP):
        return who
    if asks_skill:
        word = state.ruleset.characters.skill_word
        choices = [*skill_options(state, who)]
        if skip_with_skills:
            choices.append((SKIP, skip_with_skills))
        skill = await asking.choose(
            app,
            f"{app.name_of(who)} {verb(state.characters.get(who), 'rolls')} which {word}?",
            choices,
            highlight=last_skill if who == last_who else None,
        )
        if skill == SKIP:
            return SKIP
    if skill is None:
        return None
    if remember_as:
        app.roll_memory.remember_quick(state, remember_as, who, skill)
    helpers = await _ask_helpers(
        screen, who, skill, people if helpers_from is None else helpers_from
    )
    if helpers is None:
        return None
    against = await _ask_against(screen, who, opposed_among)
    if against is None:
        return None
    while True:
        text = await asking.text(
            app,
            f"{possessive(app.name_of(who))} dice, then any bonus (empty: the app rolls)",
            placeholder="+0-+ +2, 3516 or empty",
            allow_empty=True,
        )
        if text is None:
            return None
        try:
            dice, bonus = dice_and_bonus(text, app.roll_dice)
        except FateError as error:
            screen.notify(app.readable(error), severity="error")
            continue
        return TableRoll(who, skill, dice, tuple(helpers), bonus, against or None)


def someone_else(state, others: Sequence[str]) -> str:
    """The entry that opens the list of `others`: how many, and the first names."""
    names = [c.name for c in ordered(state, others)]
    shown = ", ".join(names[:2]) + (", …" if len(names) > 2 else "")
    return f"Someone else ({shown})"


async def _ask_helpers(
    screen: CampaignScreen, who: str, skill: str, among: Sequence[str]
) -> list[str] | None:
    """Who of `among` helps `who` roll `skill`: each picked in turn, until "Roll now". One who
    cannot help (too low a rating, under the rule set) says why and is not added. None when
    cancelled."""
    from fate_tui.campaign.intents.table_roll import help_refused

    app = gm_app(screen)
    state = screen.controller.state
    others = [c.id for c in ordered(state, among, leave_out=[who])]
    refused = {cid: help_refused(state, who, skill, cid) for cid in others}
    helpers: list[str] = []
    while others:
        marks = []
        for cid in others:
            if refused[cid]:
                marks.append((cid, f"✗ {app.name_of(cid)} cannot help: {refused[cid]}"))
            else:
                helps = verb(state.characters.get(cid), "helps")  # "Graves's Raiders help"
                marks.append((cid, f"{'✓' if cid in helpers else ' '} {app.name_of(cid)} {helps}"))
        picked = await asking.choose(
            app, "Who helps? (pick to add or remove)", [(ROLL, "Roll now"), *marks]
        )
        if picked is None:
            return None
        if picked == ROLL:
            return helpers
        if refused[picked]:
            screen.notify(
                f"{app.name_of(picked)} cannot help: {refused[picked]}", severity="warning"
            )
            continue
        helpers = [h for h in helpers if h != picked] if picked in helpers else [*helpers, picked]
    return helpers


async def _ask_against(screen: CampaignScreen, who: str, among: Sequence[str]) -> str | None:
    """Who opposes `who`'s roll for scale: a character id, "" for no one (also when nobody of
    `among` stands on another level, and then nothing is asked), None when cancelled."""
    from fate_tui.campaign.intents.table_roll import scale_opponents

    app = gm_app(screen)
    opponents = scale_opponents(screen.controller.state, who, list(among))
    if not opponents:
        return ""
    options = [(NO_ONE, "No one: scale plays no part"), *((c, app.name_of(c)) for c in opponents)]
    picked = await asking.choose(app, f"Who opposes {app.name_of(who)}? (scale)", options)
    if picked is None:
        return None
    return "" if picked == NO_ONE else picked
