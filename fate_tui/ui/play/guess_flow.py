"""G on the Table, in Spirit of the Century: the highlighted character spent a fate point to tag
an aspect he only guesses is there (L238-243); the GM says how the guess went. The answers go
to `campaign.intents.guess_aspect`; every rule is its.

Awaited from a `@work` action of the Table, asking through `asking`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import guess_aspect
from fate_tui.rules.sotc_actions import Guess
from fate_tui.ui.dialogs import asking
from fate_tui.ui.shell.gm_app import gm_app

if TYPE_CHECKING:
    from fate_tui.ui.screens.base import CampaignScreen

KEEP, RETURN = "keep", "return"


async def guess(screen: CampaignScreen) -> None:
    app = gm_app(screen)
    state = screen.controller.state
    if state.ruleset.name != "sotc":
        screen.notify("Guessing at an aspect is a Spirit of the Century rule", severity="warning")
        return
    tagger = screen.current_character_id
    current = state.current_scene
    if tagger is None or current is None:
        screen.notify("Highlight who guesses at an aspect in the cast first", severity="warning")
        return
    name = app.name_of(tagger)
    how = await asking.choose(
        app,
        f"{name} tags a guessed aspect: how close is the guess?",
        [
            (Guess.CLOSE.value, "Close to a hidden aspect: reveal it, the tag stands"),
            (Guess.WRONG.value, "A plain miss: the fate point comes back"),
            (Guess.WRONG_REVEALING.value, "A miss that tells a secret: the point stays spent"),
            (Guess.DUPED.value, "Duped by a deceiver: the deceiver decides"),
        ],
    )
    if how is None:
        return
    if how == Guess.CLOSE.value:
        hidden = guess_aspect.hidden_aspects(current)
        if not hidden:
            screen.notify("No hidden aspect in the scene for the guess to hit", severity="warning")
            return
        revealed = await asking.choose(
            app, "Which hidden aspect does it hit?", [(a, a) for a in hidden]
        )
        if revealed is not None:
            screen.run_intent(guess_aspect.guess, tagger, how, revealed=revealed)
        return
    if how != Guess.DUPED.value:
        screen.run_intent(guess_aspect.guess, tagger, how)
        return
    choice = await asking.choose(
        app,
        "The deceiver's choice",
        [
            (KEEP, "Leaves the fate point spent"),
            (RETURN, f"Returns it, and places an aspect on {name} (first tag free)"),
        ],
    )
    if choice == KEEP:
        screen.run_intent(guess_aspect.guess, tagger, how)
    if choice != RETURN:
        return
    others = [c for c in current.cast if c != tagger]
    deceiver = await asking.choose(app, "Who duped them?", [(c, app.name_of(c)) for c in others])
    if deceiver is None:
        return
    placed = await asking.text(app, f"The aspect placed on {name}", placeholder="Played for a Fool")
    if placed is not None:
        screen.run_intent(guess_aspect.guess, tagger, how, deceiver=deceiver, placed=placed)
