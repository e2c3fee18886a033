"""Playing scenes: starting and ending them, and their countdowns."""

from __future__ import annotations

from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import scene
from fate_tui.rules import scene as rules_scene
from fate_tui.rules.countdown import Countdown, mark, unmark
from fate_tui.rules.errors import RulesError
from fate_tui.rules.fate_points import gm_pool_at_scene_start
from fate_tui.rules.scene import SceneStatus


def start(ctl: Controller, scene_id: str) -> None:
    """Put a prepared scene in play: the GM's pool is one point per PC present plus what was
    carried in from earlier scenes."""
    target = scene(ctl, scene_id)
    previous = ctl.state.current_scene
    if previous is not None and previous.id != scene_id and previous.status is SceneStatus.ACTIVE:
        raise RulesError(f"'{previous.title}' is still being played: end it first")
    rules = ctl.state.ruleset
    story = ctl.state.story
    pcs = [
        cid
        for cid in target.cast
        if cid in ctl.state.characters and not ctl.state.characters[cid].kind.is_npc
    ]
    pool = gm_pool_at_scene_start(rules, len(pcs), conceded=story.gm_carried)
    started = replace(rules_scene.start_scene(target), gm_pool=pool.current)
    scenes = [started]
    text = f"The scene '{target.title}' starts; the GM's pool holds {pool.current}"
    ctl.apply(
        text,
        log=("scene", text),
        story=replace(story, current_scene=scene_id, gm_carried=0),
        scenes=scenes,
    )


def tick_countdown(ctl: Controller, name: str, boxes: int = 1) -> None:
    """Mark (or with a negative number, unmark) boxes of a countdown, in the scene in play or
    the campaign."""
    story = ctl.state.story
    current = ctl.state.current_scene

    def step(countdown: Countdown) -> Countdown:
        return mark(countdown, boxes) if boxes >= 0 else unmark(countdown, -boxes)

    if current is not None and any(cd.name == name for cd in current.countdowns):
        countdowns = tuple(step(cd) if cd.name == name else cd for cd in current.countdowns)
        target = next(cd for cd in countdowns if cd.name == name)
        text = _countdown_text(target, boxes)
        ctl.apply(text, log=("change", text), scenes=[replace(current, countdowns=countdowns)])
        return
    if not any(cd.name == name for cd in story.countdowns):
        raise RulesError(f"no countdown called '{name}'")
    countdowns = tuple(step(cd) if cd.name == name else cd for cd in story.countdowns)
    target = next(cd for cd in countdowns if cd.name == name)
    text = _countdown_text(target, boxes)
    ctl.apply(text, log=("change", text), story=replace(story, countdowns=countdowns))


def _countdown_text(countdown: Countdown, boxes: int) -> str:
    verb = "marked" if boxes >= 0 else "unmarked"
    text = f"Countdown '{countdown.name}' {verb}: {countdown.marked}/{countdown.boxes}"
    if countdown.complete:
        text += f". It is complete: {countdown.outcome or 'its outcome happens'}"
    return text


# A scene's own countdowns (they end with it, unlike the campaign's) ---------------------


def add_countdown(ctl: Controller, countdown: Countdown, scene_id: str | None = None) -> None:
    """Add a countdown to a scene (it goes when the scene ends, unlike the campaign's)."""
    current = scene(ctl, scene_id)
    if any(cd.name.lower() == countdown.name.lower() for cd in current.countdowns):
        raise RulesError(f"'{current.title}' already has a countdown called '{countdown.name}'")
    text = f"New countdown in '{current.title}': {countdown.name} ({countdown.boxes} boxes)"
    ctl.apply(
        text,
        log=("scene", text),
        scenes=[replace(current, countdowns=(*current.countdowns, countdown))],
    )


def remove_countdown(ctl: Controller, name: str, scene_id: str | None = None) -> None:
    current = scene(ctl, scene_id)
    kept = tuple(cd for cd in current.countdowns if cd.name.lower() != name.lower())
    if len(kept) == len(current.countdowns):
        raise RulesError(f"'{current.title}' has no countdown called '{name}'")
    text = f"Removed the countdown '{name}' from '{current.title}'"
    ctl.apply(text, log=("scene", text), scenes=[replace(current, countdowns=kept)])


# Ending a scene (its cleanup and summary) has its own module; it is part of this API.
from fate_tui.campaign.intents.scene_end import end  # noqa: E402

__all__ = ["add_countdown", "end", "remove_countdown", "start", "tick_countdown"]
