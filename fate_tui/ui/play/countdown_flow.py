"""The GM's countdown commands on the Table: a new track (the scene's or the campaign's), and
for the highlighted one: mark, unmark, show or hide it from the players, edit, remove. The
outcome is announced when the last box fills. Every rule is the countdown intents'.

Each function is awaited from a `@work` action of the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import countdowns
from fate_tui.rules.countdown import Countdown
from fate_tui.rules.errors import FateError
from fate_tui.ui.dialogs import asking
from fate_tui.ui.shell.gm_app import gm_app

if TYPE_CHECKING:
    from fate_tui.ui.screens.base import CampaignScreen

TRIGGERS_HINT = "every exchange; or one per box: a;b;c"


def announce(screen: CampaignScreen, name: str) -> None:
    """Say the outcome when the countdown `name` has just filled."""
    for countdown in countdowns.all_countdowns(screen.controller.state):
        if countdown.name == name and countdown.complete:
            outcome = countdown.outcome or "its outcome happens"
            screen.notify(f"{name} is complete: {outcome}", title="Countdown", severity="warning")


def mark(screen: CampaignScreen, name: str, boxes: int) -> None:
    if screen.run_intent(countdowns.tick_countdown, name, boxes) and boxes > 0:
        announce(screen, name)


async def countdown_menu(screen: CampaignScreen, selected: str | None) -> None:
    """T: what to do with the highlighted countdown, or a new one."""
    if selected is None:
        await new(screen)
        return
    track, _campaign = countdowns.find(screen.controller, selected)
    options = []
    if not track.complete:
        options.append(("mark", "Mark a box"))
    if track.marked:
        options.append(("unmark", "Unmark a box"))
    if track.revealed:
        options.append(("hide", "Hide it from the players"))
        if not track.outcome_revealed and track.outcome:
            options.append(("tell", "Tell the players what it counts down to"))
    else:
        options.append(("show", "Show it to the players"))
        if track.outcome:
            options.append(("tell", "Show it, and what it counts down to"))
    options += [("edit", "Edit it"), ("remove", "Remove it"), ("new", "A new countdown")]
    triggers = " or ".join(track.next_triggers)
    title = f"{track.name} {track.marked}/{track.boxes}" + (
        f" (next: {triggers})" if triggers else ""
    )
    choice = await asking.choose(gm_app(screen), title, options)
    if choice == "mark":
        mark(screen, selected, 1)
    elif choice == "unmark":
        mark(screen, selected, -1)
    elif choice in ("show", "tell", "hide"):
        screen.run_intent(
            countdowns.set_revealed, selected, choice != "hide", outcome=choice == "tell"
        )
    elif choice == "edit":
        await _edit(screen, track)
    elif choice == "remove":
        if await asking.confirm(gm_app(screen), f"Remove the countdown '{track.name}'?", "Remove"):
            screen.run_intent(countdowns.remove, selected)
    elif choice == "new":
        await new(screen)


async def _ask(screen: CampaignScreen, old: Countdown | None) -> Countdown | None:
    """Name, boxes, triggers and outcome, starting from `old` when editing."""
    app = gm_app(screen)
    name = await asking.text(
        app, "Countdown name", value=old.name if old else "", placeholder="The Tide Comes In"
    )
    if not name:
        return None
    boxes = await asking.text(app, "How many boxes?", value=str(old.boxes) if old else "4")
    if not boxes:
        return None
    if not boxes.strip().isdigit():
        screen.notify(f"'{boxes}' is not a number of boxes", severity="error")
        return None
    written = "; ".join(old.box_triggers or old.triggers) if old else ""
    triggers = await asking.text(
        app,
        "What marks a box? (one trigger for all, or one per box with ;)",
        value=written,
        placeholder=TRIGGERS_HINT,
        allow_empty=True,
    )
    if triggers is None:
        return None
    outcome = await asking.text(
        app,
        "What happens when the last box fills?",
        value=old.outcome if old else "",
        placeholder="The chapel floods",
        allow_empty=True,
    )
    if outcome is None:
        return None
    parts = tuple(t.strip() for t in triggers.split(";") if t.strip())
    count = int(boxes)
    per_box = len(parts) == count and count > 1
    try:
        return Countdown(
            name.strip(),
            count,
            triggers=() if per_box else parts,
            box_triggers=parts if per_box else (),
            outcome=outcome,
        )
    except FateError as error:
        screen.notify(app.readable(error), severity="error")
        return None


async def new(screen: CampaignScreen) -> None:
    app = gm_app(screen)
    campaign = True
    if screen.controller.state.current_scene is not None:
        where = await asking.choose(
            app,
            "A new countdown for",
            [("scene", "This scene (it goes when the scene ends)"), ("campaign", "The campaign")],
        )
        if where is None:
            return
        campaign = where == "campaign"
    track = await _ask(screen, None)
    if track is not None:
        screen.run_intent(countdowns.add, track, campaign=campaign)


async def _edit(screen: CampaignScreen, old: Countdown) -> None:
    track = await _ask(screen, old)
    if track is not None:
        screen.run_intent(countdowns.edit, old.name, track)
