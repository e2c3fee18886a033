"""The GM's obstacle commands on the Table (Condensed's optional rule): a new hazard, block or
distraction in the scene in play, or taking one away once it is overcome. The rules text's
advice on ratings is shown, never enforced. Every rule is the obstacle intents'.

Each function is awaited from a `@work` action of the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import conflicts, hazards, obstacles
from fate_tui.rules.errors import FateError
from fate_tui.rules.obstacles import Block, Distraction, Hazard, Obstacle, Repercussion, describe
from fate_tui.ui.dialogs import asking
from fate_tui.ui.play import hazard_flow
from fate_tui.ui.shell.gm_app import gm_app
from fate_tui.ui.shell.known import known

if TYPE_CHECKING:
    from fate_tui.ui.app import FateApp
    from fate_tui.ui.screens.base import CampaignScreen

ATTACK = "attack:"  # option ids of a hazard's attack; an obstacle's own id is its name
NOWHERE = "-"  # an option id no zone or character id can be
KINDS = [
    ("hazard", "Hazard: acts in the turn order and attacks with its rating"),
    ("block", "Block: opposes actions; removed at its rating + 2"),
    ("distraction", "Distraction: a choice, with repercussions"),
]


async def obstacle_menu(screen: CampaignScreen) -> None:
    """Z: a hazard's attack (on its turn in a conflict), a new obstacle, or take one of the
    scene's away."""
    state = screen.controller.state
    current = state.current_scene
    if current is None:
        screen.notify("Start a scene first (n: Scenes)", severity="warning")
        return
    try:
        state.ruleset.require("obstacles", "adding an obstacle")
    except FateError as error:
        screen.notify(str(error), severity="warning")
        return
    acting = hazards.whose_turn(state)
    in_conflict = conflicts.running(current) is not None
    options = []
    for hazard in (o for o in current.obstacles if isinstance(o, Hazard)):
        # In a conflict a hazard attacks on its turn; outside one, whenever the GM says.
        if hazard == acting or not in_conflict:
            turn = " (its turn)" if hazard == acting else ""
            options.append((ATTACK + hazard.name, f"{hazard.name} attacks{turn}"))
    options.append(("new", "A new obstacle"))
    names = {cid: c.name for cid, c in state.characters.items()}
    options += [(o.name, f"Remove: {describe(o, names)}") for o in current.obstacles]
    choice = await asking.choose(gm_app(screen), "Obstacles", options)
    if choice == "new":
        await new(screen)
    elif choice is not None and choice.startswith(ATTACK):
        await hazard_flow.attack(screen, hazards.find(state, choice.removeprefix(ATTACK)))
    elif choice is not None:
        screen.run_intent(obstacles.remove, choice)


async def new(screen: CampaignScreen) -> None:
    app = gm_app(screen)
    kind = await asking.choose(app, "A new obstacle: what kind?", KINDS)
    if kind is None:
        return
    name = await asking.text(app, f"The {kind}'s name (also its aspect)", placeholder="On Fire")
    if not name:
        return
    try:
        obstacle = await _details(screen, kind, name)
    except FateError as error:
        screen.notify(str(error), severity="error")
        return
    if obstacle is None:
        return
    for finding in obstacles.advice(screen.controller.state, obstacle):
        screen.notify(finding, title="Obstacle", severity="warning")
    screen.run_intent(obstacles.add, obstacle)


async def _details(screen: CampaignScreen, kind: str, name: str) -> Obstacle | None:
    app = gm_app(screen)
    if kind == "distraction":
        choice = await asking.text(app, "The choice it puts to the PCs", placeholder="Save them?")
        if choice is None:
            return None
        repercussions = await _repercussions(app)
        if repercussions is None:
            return None
        opposition = await _number(screen, "Opposition to deal with it (empty: no roll)", None)
        return Distraction(name, choice, repercussions, opposition)
    rating = await _number(screen, "Rating", 2)
    if rating is None:
        return None
    weapon = await _number(screen, "Weapon rating (0: none)", 0)
    if weapon is None:
        return None
    if kind == "hazard":
        return Hazard(name, rating, weapon)
    zone, protects = await _block_ties(screen)
    if zone is None or protects is None:
        return None
    return Block(name, rating, weapon, zone=zone or None, protects=protects or None)


async def _repercussions(app: FateApp) -> tuple[Repercussion, ...] | None:
    """Every repercussion, one at a time until an empty answer (L1238: "some distractions
    might have multiple repercussions, including repercussions for successfully dealing
    with the distraction"); 'leave them: they fall' names when it happens."""
    found: list[Repercussion] = []
    while True:
        count = f" {len(found) + 1}" if found else ""
        title = f"Repercussion{count} ('when: what'; empty: no more)"
        typed = await asking.text(app, title, placeholder="leave them: they fall", allow_empty=True)
        if typed is None:
            return None
        if not typed:
            return tuple(found)
        when, _, what = typed.partition(":") if ":" in typed else ("", "", typed)
        found.append(Repercussion(when.strip(), what.strip() or when.strip()))


async def _block_ties(screen: CampaignScreen) -> tuple[str | None, str | None]:
    """Where a block comes into play (L1218): the zone it stands in the way of, the character
    it shields; "" for neither, None when cancelled."""
    app = gm_app(screen)
    state = screen.controller.state
    scene = known(state.current_scene, "the scene in play")  # the Z menu checked it
    zone: str | None = ""
    if scene.zones:
        options = [(NOWHERE, "No zone: it stands in the way of what the GM says")]
        options += [(z.name, f"Entering {z.name}") for z in scene.zones]
        zone = await asking.choose(app, "The block stands in the way of", options)
        if zone is None:
            return None, None
    options = [(NOWHERE, "Nobody")]
    options += [(c, app.name_of(c)) for c in scene.cast if c in state.characters]
    title = "It shields whom? (acting on them means getting past it)"
    protects = await asking.choose(app, title, options)
    if protects is None:
        return None, None
    return ("" if zone == NOWHERE else zone), ("" if protects == NOWHERE else protects)


async def _number(screen: CampaignScreen, title: str, default: int | None) -> int | None:
    """A whole number typed by the GM; the default when left empty, None when cancelled or
    not a number (said so)."""
    typed = await asking.text(
        gm_app(screen), title, value="" if default is None else str(default), allow_empty=True
    )
    if typed is None or typed == "":
        return default if typed == "" else None
    try:
        return int(typed.replace("+", ""))
    except ValueError:
        screen.notify(f"'{typed}' is not a whole number, like 2 or -1", severity="error")
        return None
