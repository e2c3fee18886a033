"""The GM's contest commands on the Table: start one (sides, what each wants, how many
victories win), roll an exchange side by side, name the twist a tie owes, pay a failed
advantage's cost, let a threat attack, end it. Every rule is the contest intents'.

Each function is awaited from a `@work` action of the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import contests
from fate_tui.rules.contest import Side, advantage_failure_options, win_words
from fate_tui.rules.contest_exchange import AdvantageFailure
from fate_tui.rules.errors import FateError
from fate_tui.rules.ruleset import ContestWinRule
from fate_tui.rules.wording import mid_sentence
from fate_tui.ui.dialogs import asking
from fate_tui.ui.play import conflict_flow, harm_names, quick_roll
from fate_tui.ui.shell.gm_app import gm_app
from fate_tui.ui.shell.known import known

if TYPE_CHECKING:
    from fate_tui.campaign.intents.table_roll import TableRoll
    from fate_tui.campaign.state import CampaignState
    from fate_tui.rules.contest import Contest
    from fate_tui.ui.screens.base import CampaignScreen

FAILURE_WORDS = {
    AdvantageFailure.FORFEIT: "Forfeit the side's overcome roll this exchange",
    AdvantageFailure.FREE_INVOKE: "Keep the roll; an opposing side gets a free invoke",
}


async def contest(screen: CampaignScreen) -> None:
    """O: start a contest in the scene in play, or choose what happens next in the one
    running."""
    state = screen.controller.state
    scene = state.current_scene
    if scene is None:
        screen.notify("Start a scene first (n: Scenes)", severity="warning")
        return
    running = contests.running(scene)
    if running is None:
        await _start(screen)
        return
    won = contests.winner(screen.controller)
    options = []
    if running.twists_owed:
        options.append(("twist", "Name the twist the tie owes"))
    if won is None:
        options.append(("exchange", f"Roll exchange {len(running.exchanges) + 1}"))
        if advantage_failure_options(state.ruleset):
            options.append(("advantage", "A side's advantage failed: pay its cost"))
        options.append(("threat", "A threat attacks the sides"))
    options.append(("end", f"End the contest{f' ({won} won)' if won else ''}"))
    # Highlighted: what the contest panel's headline says O then Enter does.
    first = "end" if won else None
    choice = await asking.choose(gm_app(screen), "The contest", options, highlight=first)
    if choice == "exchange":
        await exchange(screen)
    elif choice == "twist":
        await _twist(screen)
    elif choice == "advantage":
        await _advantage(screen)
    elif choice == "threat":
        await _threat(screen)
    elif choice == "end":
        screen.run_intent(contests.end)


async def _start(screen: CampaignScreen) -> None:
    app = gm_app(screen)
    ruleset = screen.controller.state.ruleset
    chosen = await conflict_flow.choose_sides(screen, "contest")
    if chosen is None:
        return
    sides = []
    for name, members in chosen.items():
        if not members:
            continue
        goal = await asking.text(
            app,
            f"{name}: what do they want?",
            placeholder="to reach the quay first",
            allow_empty=True,
        )
        if goal is None:
            return
        sides.append(Side(name, tuple(members), goal))
    rule = win_words(ruleset, None)
    how = await asking.choose(
        app,
        "How long a contest?",
        [
            ("rules", f"The usual: {rule}"),
            ("extended", "Another number of victories, more or fewer"),
        ],
    )
    if how is None:
        return
    needed = None
    if how == "extended":
        needed = await _victories_needed(screen)
        if needed is None:
            return
    screen.run_intent(contests.start, sides, needed)


async def _victories_needed(screen: CampaignScreen) -> int | None:
    """The contest's own win condition: any whole number of victories from 1 (the rule set's
    count, or the lead it asks for, otherwise); asked again after anything else. None when
    cancelled."""
    ruleset = screen.controller.state.ruleset
    usual = ruleset.contests.victories
    lead = ruleset.contests.win_rule is ContestWinRule.LEAD_OF
    asked = "A lead of how many victories wins" if lead else "How many victories win"
    title = f"{asked}? (usually {usual})"
    while True:
        text = await asking.text(gm_app(screen), title, placeholder=str(usual + 2))
        if not text:
            return None
        if text.isdigit() and int(text) >= 1:
            return int(text)
        screen.notify(
            f"'{text}' is not a number of victories: type a whole number, 1 or more",
            severity="error",
        )


async def exchange(screen: CampaignScreen) -> None:
    """Each side's overcome roll, then the exchange is scored; a tie asks for its twist."""
    contest = _contest(screen.controller.state)
    rolls: dict[str, TableRoll | None] = {}
    for side in contest.sides:
        if side.name in contest.forfeited:
            rolls[side.name] = None
            continue
        roll = await quick_roll.ask_roll(
            screen,
            side.people,
            f"Who rolls for {mid_sentence(side.name)}?",
            skip=f"{side.name} {contests.does(screen.controller, side)} not roll this exchange",
            remember_as=f"contest: {side.name}",
        )
        if roll is None:
            return
        rolls[side.name] = None if isinstance(roll, str) else roll  # a str: SKIP
    scale = True
    words = contests.scale_in_exchange(screen.controller.state, rolls)
    if words:
        picked = await asking.choose(
            gm_app(screen),
            "Scale in this exchange?",
            [("apply", f"Applies: {'; '.join(words)}"), ("not", "Not here: it plays no part")],
        )
        if picked is None:
            return
        scale = picked == "apply"
    if not screen.run_intent(contests.exchange, rolls, scale=scale):
        return
    contest = _contest(screen.controller.state)
    if contest.twists_owed:
        await _twist(screen)
    won = contests.winner(screen.controller)
    if won:
        # The keys the contest panel gives: O opens the contest's menu, Enter ends it.
        screen.notify(f"{won} win the contest! O then Enter ends it", title="Contest")


async def _twist(screen: CampaignScreen) -> None:
    name = await asking.text(
        gm_app(screen),
        "A tie: name the twist (a new situation aspect)",
        placeholder="The Fog Rolls In",
    )
    if name:
        screen.run_intent(contests.name_twist, name)


async def _advantage(screen: CampaignScreen) -> None:
    app = gm_app(screen)
    state = screen.controller.state
    contest = _contest(state)
    side = await asking.choose(
        app, "Whose advantage failed?", [(s.name, s.name) for s in contest.sides]
    )
    if side is None:
        return
    options = advantage_failure_options(state.ruleset)
    if len(options) == 1:
        # One cost only (Core: the side forfeits its roll, L392): nothing to choose.
        cost = options[0]
    else:
        choice = await asking.choose(
            app, f"{side} pay which cost?", [(o.value, FAILURE_WORDS[o]) for o in options]
        )
        if choice is None:
            return
        cost = AdvantageFailure(choice)
    beneficiary = None
    others = [s.name for s in contest.sides if s.name != side]
    if cost is AdvantageFailure.FREE_INVOKE and len(others) > 1:
        beneficiary = await asking.choose(
            app, "Which side gets the free invoke?", [(o, o) for o in others]
        )
        if beneficiary is None:
            return
    screen.run_intent(contests.advantage_cost, side, cost, beneficiary)


async def _threat(screen: CampaignScreen) -> None:
    """A threat attacks: its rating, then each side's defending roll; everyone it hits takes
    the hit through the absorb dialog."""
    app = gm_app(screen)
    state = screen.controller.state
    contest = _contest(state)
    text = await asking.text(app, "The threat attacks at", placeholder="Good (+3)")
    if not text:
        return
    try:
        attack = state.ruleset.ladder.parse(text)
    except FateError as error:
        screen.notify(app.readable(error), severity="error")
        return
    rolls: dict[str, TableRoll] = {}
    for side in contest.sides:
        roll = await quick_roll.ask_roll(
            screen, side.people, f"Who defends {mid_sentence(side.name)}?"
        )
        if roll is None or isinstance(roll, str):  # cancelled (no skip is offered here)
            return
        rolls[side.name] = roll
    try:
        hits = contests.threat_hits(screen.controller, attack, rolls)
    except FateError as error:
        screen.notify(app.readable(error), severity="error")
        return
    taken = {}
    for hit in hits:
        absorbing = contests.absorbing(state, hit)
        names = await harm_names.absorb(app, state, absorbing, "the GM (for the threat)")
        if names is None:
            screen.notify("The threat's attack was not applied", severity="warning")
            return
        taken[hit.character_id] = names
    screen.run_intent(contests.threat, attack, rolls, taken)


def _contest(state: CampaignState) -> Contest:
    """The running contest: each step runs from the contest's menu, which checked it runs."""
    return known(contests.running(state.current_scene), "the running contest")
