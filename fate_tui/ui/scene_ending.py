"""Ending the scene in play from any screen: ask with everything the cleanup will do, end it,
show what it did, then offer the campaign countdowns whose trigger may have come."""

from __future__ import annotations

from textual.screen import Screen

from fate_tui.campaign.intents import scene_end, scenes
from fate_tui.rules.errors import FateError
from fate_tui.rules.scene import SceneStatus
from fate_tui.ui.dialogs import asking
from fate_tui.ui.dialogs.summary import Summary

NO_TICK = "-"


async def end_scene(screen: Screen) -> bool:
    """The whole flow; run it from a `@work` action. True when the scene ended."""
    app = screen.app
    controller = app.controller
    current = controller.state.current_scene
    if current is None:
        screen.notify("No scene is in play", severity="warning")
        return False
    try:
        preview = scene_end.preview(controller)
    except FateError as error:
        screen.notify(app.readable(error), severity="error", markup=False)
        return False
    asked = Summary(f"End the scene '{current.title}'?", preview.lines, confirm="End it")
    if not await asking.answer(app, asked):
        return False
    done: list = []
    if not app.run_intent(lambda ctl: done.append(scenes.end(ctl))):
        return False
    await asking.answer(app, Summary(done[0].headline, done[0].lines))
    await offer_countdowns(screen, "the scene")
    return True


async def offer_countdowns(screen: Screen, moment: str) -> None:
    """Ask, one at a time, whether a countdown's trigger came with `moment`'s end (the scene
    in play's tracks while it runs, and the campaign's)."""
    app = screen.app
    while True:
        state = app.controller.state
        scene = state.current_scene
        playing = scene.countdowns if scene and scene.status is SceneStatus.ACTIVE else ()
        open_ones = [cd for cd in (*playing, *state.story.countdowns) if not cd.complete]
        if not open_ones:
            return
        options = [(NO_TICK, "No: nothing to mark")]
        for countdown in open_ones:
            triggers = " or ".join(countdown.next_triggers)
            trigger = f"; it marks {triggers}" if triggers else ""
            label = f"{countdown.name} {countdown.marked}/{countdown.boxes}{trigger}"
            options.append((countdown.name, label))
        title = f"With the end of {moment}, does a countdown mark a box?"
        chosen = await asking.choose(app, title, options)
        if chosen in (None, NO_TICK):
            return
        app.run_intent(scenes.tick_countdown, chosen, 1)
