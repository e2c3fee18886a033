"""Spirit of the Century's conflict procedures on the Table: W holds the action of the
character whose turn it is, or lets a holder take his turn once the one under way is over
(L388); B declares a block protecting an ally (L390); J pays to go first (L742); R calls in
reinforcements (L1205). The answers go to the intents of
`campaign.intents.sotc_conflict`; every rule is theirs.

Each function is awaited from a `@work` action of the Table, and asks through `asking`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import sotc_conflict, stunt_procedures
from fate_tui.campaign.intents.conflicts import running
from fate_tui.rules.errors import FateError
from fate_tui.rules.wording import possessive
from fate_tui.ui.dialogs import asking
from fate_tui.ui.shell.gm_app import gm_app

if TYPE_CHECKING:
    from fate_tui.rules.conflict import Conflict
    from fate_tui.rules.turn_order import ElectiveOrder
    from fate_tui.ui.screens.base import CampaignScreen

HOLD = "-"  # an option id no character id can be


def _conflict(screen: CampaignScreen, what: str) -> tuple[Conflict, ElectiveOrder] | None:
    """The running conflict and its turn order, or None after saying why not."""
    state = screen.controller.state
    if not sotc_conflict.applies(state.ruleset):
        screen.notify(f"{what} is a Spirit of the Century rule", severity="warning")
        return None
    scene = state.current_scene
    conflict = running(scene)
    if conflict is None or scene is None or scene.turn is None:
        screen.notify("No conflict is running: C starts one", severity="warning")
        return None
    return conflict, scene.turn


async def hold_or_take(screen: CampaignScreen) -> None:
    """W: the character whose turn it is holds the action; with someone holding one, the
    GM picks between that and a holder taking his turn now."""
    found = _conflict(screen, "Holding an action")
    if found is None:
        return
    conflict, turn = found
    app = gm_app(screen)
    holders = [h for h in conflict.held if h in turn.waiting]
    if not holders:
        screen.run_intent(sotc_conflict.hold)
        return
    after = turn.active or (turn.acted[-1] if turn.acted else None)
    options = []
    if turn.active is not None and turn.active not in conflict.held:
        options.append((HOLD, f"{app.name_of(turn.active)} holds the action too"))
    when = f" (after {possessive(app.name_of(after))} turn)" if after else ""
    options += [(h, f"{app.name_of(h)} takes the held turn now{when}") for h in holders]
    chosen = await asking.choose(app, "A held action", options)
    if chosen == HOLD:
        screen.run_intent(sotc_conflict.hold)
    elif chosen is not None:
        screen.run_intent(sotc_conflict.take_held, chosen)


def _last_effort(screen: CampaignScreen, blocker: str) -> str:
    """The effort of the blocker's roll when it is the last thing logged ('+3'): the GM rolls
    the block with r, then declares it with B. Empty otherwise."""
    log = gm_app(screen).recent_log
    last = log[-1] if log else None
    if last is None or last.kind != "roll" or last.data.get("actor") != blocker:
        return ""
    effort = last.data.get("effort")
    return f"{effort:+d}" if isinstance(effort, int) and not isinstance(effort, bool) else ""


async def protect(screen: CampaignScreen) -> None:
    """B: the character whose turn it is blocks to protect an ally still in the fight, at the
    block strength rolled (the effort of the block's roll)."""
    found = _conflict(screen, "Protecting with a block")
    if found is None:
        return
    conflict, turn = found
    app = gm_app(screen)
    blocker = turn.active
    if blocker is None or blocker not in conflict.members:
        screen.notify("A block is declared on the blocker's turn: > starts it", severity="warning")
        return
    side = conflict.side_of(blocker)
    allies = [m for m in side.members if m != blocker and conflict.in_fight(m)]
    if not allies:
        screen.notify(f"{app.name_of(blocker)} has no ally left to protect", severity="warning")
        return
    protected: str | None = allies[0]
    if len(allies) > 1:
        protected = await asking.choose(
            app,
            f"{app.name_of(blocker)} blocks to protect whom?",
            [(a, app.name_of(a)) for a in allies],
        )
        if protected is None:
            return
    ladder = screen.controller.state.ruleset.ladder
    text = await asking.text(
        app,
        f"Block strength protecting {app.name_of(protected)} (the block roll's effort)",
        value=_last_effort(screen, blocker),
        placeholder=ladder.label(2),
    )
    if text is None:
        return
    try:
        strength = ladder.parse(text)
    except FateError as error:
        screen.notify(app.readable(error), severity="error")
        return
    screen.run_intent(sotc_conflict.protect, protected, strength)


async def go_first(screen: CampaignScreen) -> None:
    """J: someone with I'm On Top Of It pays a fate point to take the next turn (L742)."""
    found = _conflict(screen, "Going first")
    if found is None:
        return
    state = screen.controller.state
    able = stunt_procedures.may_go_first(state)
    if not able:
        screen.notify(
            "Nobody who has not acted this exchange has a stunt to go first", severity="warning"
        )
        return
    app = gm_app(screen)
    options = [(cid, f"{app.name_of(cid)} pays a fate point to go next") for cid in able]
    chosen = await asking.choose(app, "Who goes first? (after the turn under way)", options)
    if chosen is not None:
        screen.run_intent(stunt_procedures.go_first, chosen)


async def reinforcements(screen: CampaignScreen) -> None:
    """R: a leader with Reinforcements pays a fate point; half the minions lost come back to
    a group of their side when the next exchange begins (L1205)."""
    found = _conflict(screen, "Calling in reinforcements")
    if found is None:
        return
    conflict, _ = found
    state = screen.controller.state
    app = gm_app(screen)
    leaders = [
        cid
        for cid in conflict.members
        if cid in state.characters
        and stunt_procedures.stunt_with(state.characters[cid], state, "reinforcements")
        and stunt_procedures.reinforcing(state, cid)
    ]
    if not leaders:
        screen.notify("Nobody in the fight has a stunt to call in reinforcements, or minions")
        return
    leader: str | None = leaders[0]
    if len(leaders) > 1:
        options = [(cid, app.name_of(cid)) for cid in leaders]
        leader = await asking.choose(app, "Who calls in reinforcements?", options)
    if leader is None:
        return
    groups = stunt_procedures.reinforcing(state, leader)
    group: str | None = groups[0]
    if len(groups) > 1:
        options = [(g, app.name_of(g)) for g in groups]
        group = await asking.choose(app, "Which minions are reinforced?", options)
    if group is None:
        return
    # Counted in the conflict as they fell; the GM may change it (minions lost before the
    # conflict began, or written off by hand).
    text = await asking.text(
        app,
        f"How many of {app.name_of(group)} were lost in this fight?",
        value=str(conflict.lost(group)),
    )
    if text is None:
        return
    if not text.strip().isdigit():
        screen.notify(f"'{text}' is not a number: write one from 2, like 4", severity="error")
        return
    screen.run_intent(stunt_procedures.call_reinforcements, leader, group, int(text.strip()))
