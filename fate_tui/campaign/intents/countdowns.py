"""Countdown tracks, in the scene in play (they go with it) or the campaign's (they last):
creating, editing, removing, and showing them to the players or hiding them. Marking boxes is
`scene_play.tick_countdown`.
"""

from __future__ import annotations

from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import scene
from fate_tui.campaign.intents.scene_play import add_countdown, tick_countdown
from fate_tui.campaign.state import CampaignState
from fate_tui.rules import countdown as rules
from fate_tui.rules.countdown import Countdown
from fate_tui.rules.errors import RulesError, did_you_mean

__all__ = ["add", "all_countdowns", "edit", "find", "remove", "set_revealed", "tick_countdown"]


def all_countdowns(state: CampaignState) -> tuple[Countdown, ...]:
    """The scene in play's countdowns, then the campaign's (as the Table lists them)."""
    current = state.current_scene
    return (*(current.countdowns if current else ()), *state.story.countdowns)


def find(ctl: Controller, name: str) -> tuple[Countdown, bool]:
    """The countdown called `name` and whether it is the campaign's (not the scene's)."""
    current = ctl.state.current_scene
    for countdown in current.countdowns if current else ():
        if countdown.name == name:
            return countdown, False
    for countdown in ctl.state.story.countdowns:
        if countdown.name == name:
            return countdown, True
    names = [cd.name for cd in all_countdowns(ctl.state)]
    raise RulesError(f"no countdown called '{name}'{did_you_mean(name, names)}")


def _put(ctl: Controller, name: str, changed: Countdown | None, text: str) -> None:
    """Replace (or with None, remove) the countdown called `name` where it lives."""
    _old, campaign = find(ctl, name)
    if campaign:
        story = ctl.state.story
        kept = _swap(story.countdowns, name, changed)
        ctl.apply(text, log=("change", text), story=replace(story, countdowns=kept))
    else:
        current = scene(ctl)
        kept = _swap(current.countdowns, name, changed)
        ctl.apply(text, log=("scene", text), scenes=[replace(current, countdowns=kept)])


def _swap(
    countdowns: tuple[Countdown, ...], name: str, changed: Countdown | None
) -> tuple[Countdown, ...]:
    if changed is None:
        return tuple(cd for cd in countdowns if cd.name != name)
    return tuple(changed if cd.name == name else cd for cd in countdowns)


def add(ctl: Controller, countdown: Countdown, *, campaign: bool = False) -> None:
    """A new countdown in the scene in play, or the campaign's when `campaign`."""
    if not countdown.name.strip():
        raise RulesError("a countdown needs a name")
    if any(cd.name.lower() == countdown.name.lower() for cd in all_countdowns(ctl.state)):
        raise RulesError(f"there is already a countdown called '{countdown.name}'")
    if not campaign:
        add_countdown(ctl, countdown)
        return
    story = ctl.state.story
    text = f"New campaign countdown: {countdown.name} ({countdown.boxes} boxes)"
    ctl.apply(
        text, log=("change", text), story=replace(story, countdowns=(*story.countdowns, countdown))
    )


def edit(ctl: Controller, name: str, changed: Countdown) -> None:
    """Change a countdown's name, boxes, triggers or outcome; its marks stay (as many as
    still fit)."""
    old, _campaign = find(ctl, name)
    if changed.name.lower() != name.lower() and any(
        cd.name.lower() == changed.name.lower() for cd in all_countdowns(ctl.state)
    ):
        raise RulesError(f"there is already a countdown called '{changed.name}'")
    kept = replace(
        changed,
        marked=min(old.marked, changed.boxes),
        revealed=old.revealed,
        outcome_revealed=old.outcome_revealed,
    )
    _put(ctl, name, kept, f"Countdown '{kept.name}' changed: {kept.marked}/{kept.boxes}")


def remove(ctl: Controller, name: str) -> None:
    find(ctl, name)
    _put(ctl, name, None, f"Removed the countdown '{name}'")


def set_revealed(ctl: Controller, name: str, revealed: bool, *, outcome: bool = False) -> None:
    """Show the track to the players (with `outcome`, what it counts down to) or hide it."""
    old, _campaign = find(ctl, name)
    if revealed:
        changed = rules.reveal(old, outcome=outcome)
        what = " and what it counts down to" if changed.outcome_revealed else ""
        text = f"Countdown '{name}' shown to the players{what}"
    else:
        changed = rules.hide(old)
        text = f"Countdown '{name}' hidden from the players"
    _put(ctl, name, changed, text)
