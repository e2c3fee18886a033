"""The GM's challenge commands on the Table: start one, add its tasks, roll for a task (with
the boost or the cost its result brings), note what the GM decided, mark a failed defence
inside a conflict, end it with the summary. Every rule is the challenge intents'.

Each function is awaited from a `@work` action of the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import challenges
from fate_tui.rules.errors import FateError
from fate_tui.rules.outcomes import Outcome
from fate_tui.ui.character_order import ordered
from fate_tui.ui.dialogs import asking
from fate_tui.ui.play import quick_roll
from fate_tui.ui.shell.gm_app import gm_app
from fate_tui.ui.shell.known import known

if TYPE_CHECKING:
    from fate_tui.campaign.state import CampaignState
    from fate_tui.rules.challenge import Challenge
    from fate_tui.rules.scene import Scene
    from fate_tui.ui.screens.base import CampaignScreen

ANY = "-"
USUAL_DIFFICULTY = 2
"""Fair: the difficulty a task left blank takes (the one shown in grey)."""


async def challenge(screen: CampaignScreen) -> None:
    """H: start a challenge in the scene in play, or choose what happens next in it."""
    state = screen.controller.state
    scene = state.current_scene
    if scene is None:
        screen.notify("Start a scene first (n: Scenes)", severity="warning")
        return
    running = challenges.running(scene)
    if running is None:
        name = await asking.text(
            gm_app(screen),
            "A challenge: what are the PCs trying to get done?",
            placeholder="Get into the vault unseen",
        )
        if name and screen.run_intent(challenges.start, name):
            await _add_task(screen)
        return
    options = []
    if any(not t.attempted for t in running.tasks):
        options.append(("attempt", "Roll for a task"))
    options.append(("add", "Add a task"))
    if running.tasks:
        options.append(("note", "Note a cost or what happened on a task"))
    if running.exchange is not None:
        options.append(("defense", "Someone failed to defend this exchange"))
    end = ("end", "End the challenge and read the results")
    # Once every task has its result, ending it is what comes next: first, on Enter.
    options = [end, *options] if running.complete else [*options, end]
    choice = await asking.choose(gm_app(screen), f"The challenge: {running.name}", options)
    if choice == "attempt":
        await _attempt(screen)
    elif choice == "add":
        await _add_task(screen)
    elif choice == "note":
        await _note(screen)
    elif choice == "defense":
        await _defense(screen)
    elif choice == "end":
        await _end(screen)


async def _add_task(screen: CampaignScreen) -> None:
    app = gm_app(screen)
    state = screen.controller.state
    description = await asking.text(app, "A task of the challenge", placeholder="Cross the dome")
    if not description:
        return
    word = state.ruleset.characters.skill_word
    skills = [(ANY, f"Any {word} the player can justify")]
    skills += [(s, s) for s in state.ruleset.characters.skills]
    skill = await asking.choose(app, f"'{description}': which {word}?", skills)
    if skill is None:
        return
    usual = state.ruleset.ladder.label(USUAL_DIFFICULTY)
    text = await asking.text(
        app, f"Difficulty (empty: {usual})", placeholder=usual, allow_empty=True
    )
    if text is None:
        return
    # Left empty, the grey default is taken: stored as none, it was asked again at the roll.
    difficulty = USUAL_DIFFICULTY
    if text:
        try:
            difficulty = state.ruleset.ladder.parse(text)
        except FateError as error:
            screen.notify(app.readable(error), severity="error")
            return
    pcs, npcs = rollers(state)
    people = [(ANY, "Whoever takes it on"), *((c, app.name_of(c)) for c in pcs)]
    if npcs:
        people.append((quick_roll.OTHERS, quick_roll.someone_else(state, npcs)))
    who = await asking.choose(app, "Who takes it on?", people)
    if who == quick_roll.OTHERS:
        who = await asking.choose(app, "Who takes it on?", [(c, app.name_of(c)) for c in npcs])
    if who is None:
        return
    screen.run_intent(
        challenges.add_task,
        description,
        None if skill == ANY else skill,
        difficulty,
        None if who == ANY else who,
    )


def rollers(state: CampaignState) -> tuple[list[str], list[str]]:
    """Who may take on a task: the PCs in the scene, whom a challenge is for (Condensed L776:
    "give each character in the scene an opportunity to contribute"; it lets "the entire
    group work together", L772), then the scene's NPCs, offered only when asked for. With no
    PC in the scene, the NPCs straight away."""
    cast = [c for c in ordered(state, _scene(state).cast) if not c.out_of_scene]
    pcs = [c.id for c in cast if not c.kind.is_npc]
    npcs = [c.id for c in cast if c.kind.is_npc]
    return (pcs, npcs) if pcs else (npcs, [])


async def _pick_task(screen: CampaignScreen, title: str, *, untried: bool) -> int | None:
    challenge = _challenge(screen.controller.state)
    options = [
        (str(i), task.description)
        for i, task in enumerate(challenge.tasks)
        if not (untried and task.attempted)
    ]
    if len(options) == 1:
        return int(options[0][0])
    picked = await asking.choose(gm_app(screen), title, options)
    return None if picked is None else int(picked)


async def _attempt(screen: CampaignScreen) -> None:
    app = gm_app(screen)
    state = screen.controller.state
    index = await _pick_task(screen, "Roll for which task?", untried=True)
    if index is None:
        return
    task = _challenge(state).tasks[index]
    scene = _scene(state)
    # The taken out were removed from the scene (Condensed L812): they neither roll nor help.
    cast = [c.id for c in ordered(state, scene.cast) if not c.out_of_scene]
    pcs, npcs = rollers(state)
    people, others = ([task.attempted_by], []) if task.attempted_by else (pcs, npcs)
    # A task without a difficulty asks for it before the dice, so leaving it empty loses no roll.
    opposition = None
    if task.difficulty is None:
        text = await asking.text(app, f"'{task.description}': against what?", placeholder="Fair")
        if not text:
            return
        try:
            opposition = state.ruleset.ladder.parse(text)
        except FateError as error:
            screen.notify(app.readable(error), severity="error")
            return
    roll = await quick_roll.ask_roll(
        screen,
        people,
        f"Who rolls for '{task.description}'?",
        skill=task.skill,
        helpers_from=cast,
        opposed_among=scene.cast,
        remember_as=f"challenge: {task.description}",
        others=others,
    )
    if roll is None or isinstance(roll, str):  # cancelled (no skip is offered here)
        return
    if not screen.run_intent(challenges.attempt, index, roll, opposition=opposition):
        return
    challenge = _challenge(screen.controller.state)
    result = known(challenge.tasks[index].result, "the task's result")  # just rolled
    if challenges.gives_boost(screen.controller.state, challenge, index):
        name = await asking.text(app, f"{app.name_of(roll.who)} earns a boost: name it")
        if name:
            screen.run_intent(challenges.earn_boost, index, name)
    elif result.outcome in (Outcome.FAIL, Outcome.TIE):
        await _fail_or_cost(screen, index)


async def _fail_or_cost(screen: CampaignScreen, index: int) -> None:
    """After a failure or a tie: a failure may be taken as success at a serious cost where
    the rule set offers it (Core L87: "you can simply fail ... or you can succeed at a
    serious cost"), a tie's success comes at a minor cost; otherwise what came of it."""
    app = gm_app(screen)
    state = screen.controller.state
    challenge = _challenge(state)
    task = challenge.tasks[index]
    choices = challenges.fail_or_cost(state, challenge, index)
    if choices is not None:
        fail, at_cost = choices
        picked = await asking.choose(
            app,
            f"'{task.description}' fails: fail, or succeed at a cost?",
            [("fail", fail), ("cost", at_cost)],
        )
        if picked is None:
            return
        if picked == "cost":
            cost = await asking.text(
                app, "What does the success cost?", placeholder="Someone notices them"
            )
            if cost:
                screen.run_intent(challenges.succeed_at_cost, index, cost)
            return
    if challenges.offers_cost(state, challenge, index):
        question = "What minor cost does it come at? (empty: decide later)"
    else:
        question = "What comes of it? (empty: nothing to note)"
    text = await asking.text(app, question, placeholder="Someone notices them", allow_empty=True)
    if text:
        screen.run_intent(challenges.note, index, text)


async def _note(screen: CampaignScreen) -> None:
    index = await _pick_task(screen, "Note on which task?", untried=False)
    if index is None:
        return
    task = _challenge(screen.controller.state).tasks[index]
    text = await asking.text(
        gm_app(screen), f"'{task.description}': what happened?", value=task.note
    )
    if text:
        screen.run_intent(challenges.note, index, text)


async def _defense(screen: CampaignScreen) -> None:
    options = [(cid, gm_app(screen).name_of(cid)) for cid in _scene(screen.controller.state).cast]
    who = await asking.choose(gm_app(screen), "Who failed to defend?", options)
    if who is not None:
        screen.run_intent(challenges.failed_defense, who)


async def _end(screen: CampaignScreen) -> None:
    challenge = _challenge(screen.controller.state)
    words = challenges.ending_words(challenge, screen.controller.state.ruleset)
    outcome = await asking.text(
        gm_app(screen),
        f"{words}. What comes of it?",
        # The challenge's own goal, not an example from another campaign.
        placeholder=f"{challenge.name}: done, and at what price",
        allow_empty=True,
    )
    if outcome is not None:
        screen.run_intent(challenges.end, outcome)


# Every step after the H menu runs in the scene in play, with the challenge it checked runs.
def _scene(state: CampaignState) -> Scene:
    return known(state.current_scene, "the scene in play")


def _challenge(state: CampaignState) -> Challenge:
    return known(challenges.running(state.current_scene), "the running challenge")
