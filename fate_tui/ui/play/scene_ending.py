"""Ending the scene in play from any screen: ask with everything the cleanup will do, end it,
show what it did, then offer the campaign countdowns whose trigger may have come."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import scene_end, scenes
from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.countdown import marks_at_end_of
from fate_tui.rules.errors import FateError
from fate_tui.rules.scene import Scene, SceneStatus, lasting_free_tags
from fate_tui.ui.dialogs import asking
from fate_tui.ui.dialogs.summary import Summary
from fate_tui.ui.play import countdown_flow
from fate_tui.ui.shell.gm_app import gm_app

if TYPE_CHECKING:
    from fate_tui.ui.app import FateApp
    from fate_tui.ui.screens.base import CampaignScreen

NO_TICK = "-"
NEW_SCENE = "+"  # Choose ids that no scene id can be (ids are slugs)


async def end_scene(screen: CampaignScreen) -> bool:
    """The whole flow; run it from a `@work` action. True when the scene ended."""
    app = gm_app(screen)
    controller = app.loaded_controller
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
    # While the scene still runs, its own tracks can be marked as well as the campaign's.
    await offer_countdowns(screen, "the scene")
    done: list = []
    if not app.run_intent(lambda ctl: done.append(scenes.end(ctl))):
        return False
    await asking.answer(app, Summary(done[0].headline, done[0].lines))
    await offer_kept_aspects(screen, current)
    return True


async def offer_kept_aspects(screen: CampaignScreen, ended: Scene) -> None:
    """Situation aspects end with their scene unless the situation lasts: ask, one at a time,
    which to keep, and into which scene (a prepared one, or a new one)."""
    app = gm_app(screen)
    # SotC L497: an aspect a long assessment discovered keeps its free tag in the next scene.
    lasting = lasting_free_tags(ended)
    left = [a for a in ended.aspects if a.kind is AspectKind.SITUATION and a not in lasting]
    left = [*lasting, *left]
    while left:
        options = [(NO_TICK, "No: they all end with the scene")]
        options += [
            (a.name, f"{a.name} (its free tag goes with it)" if a in lasting else a.name)
            for a in left
        ]
        name = await asking.choose(app, "Does a situation aspect last into another scene?", options)
        if name in (None, NO_TICK):
            return
        scenes_now = app.loaded_controller.state.scenes.values()
        prepared = [s for s in scenes_now if s.status is SceneStatus.PREPARED]
        targets = [(s.id, s.title) for s in prepared] + [(NEW_SCENE, "A new scene...")]
        target = await asking.choose(app, f"Keep '{name}' in which scene?", targets)
        if target == NEW_SCENE:
            target = await _new_scene(app)
        if target is None:
            continue
        aspect = next(a for a in left if a.name == name)
        tags = aspect.free_invokes if aspect in lasting else ()
        kept = Aspect(aspect.name, AspectKind.SITUATION, tags, hidden=aspect.hidden)
        if app.run_intent(scenes.add_aspect, kept, target):
            left.remove(aspect)


async def offer_countdowns(screen: CampaignScreen, moment: str) -> None:
    """Ask whether a countdown's trigger came with `moment`'s end (the scene in play's tracks
    while it runs, and the campaign's). A box marked here is marked as `t` marks it, so a
    track it fills announces its outcome. Asked once per track: one marked here is not
    offered again (a second Enter marked it twice); the question comes back for the others,
    at "No" unless another is due at this moment."""
    app = gm_app(screen)
    passing = moment.removeprefix("the ")
    marked: set[str] = set()
    while True:
        state = app.loaded_controller.state
        scene = state.current_scene
        playing = scene.countdowns if scene and scene.status is SceneStatus.ACTIVE else ()
        open_ones = [
            cd
            for cd in (*playing, *state.story.countdowns)
            if not cd.complete and cd.name not in marked
        ]
        due_ones = [cd.name for cd in open_ones if marks_at_end_of(cd, passing)]
        if not open_ones:
            return
        options = [(NO_TICK, "No: nothing to mark")]
        for countdown in open_ones:
            triggers = " or ".join(countdown.next_triggers)
            trigger = f"; it marks {triggers}" if triggers else ""
            label = f"{countdown.name} {countdown.marked}/{countdown.boxes}{trigger}"
            options.append((countdown.name, label))
        title = f"With the end of {moment}, does a countdown mark a box?"
        # A track marked by the moment itself ("each exchange") is the likely answer.
        due = due_ones[0] if due_ones else NO_TICK
        chosen = await asking.choose(app, title, options, highlight=due)
        if chosen in (None, NO_TICK):
            return
        marked.add(chosen)
        countdown_flow.mark(screen, chosen, 1)


async def _new_scene(app: FateApp) -> str | None:
    title = await asking.text(app, "The new scene's title")
    made: list[str] = []
    if title and app.run_intent(lambda ctl: made.append(scenes.new_scene(ctl, title))):
        return made[0]
    return None
