"""Lookups every intent needs, with errors a GM can act on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign import names
from fate_tui.campaign.controller import Controller
from fate_tui.rules.character import Character
from fate_tui.rules.errors import RulesError, did_you_mean
from fate_tui.rules.scene import Scene

if TYPE_CHECKING:
    from fate_tui.rules.conflict import Conflict


def character(ctl: Controller, character_id: str) -> Character:
    found = ctl.state.characters.get(character_id)
    if found is None:
        hint = did_you_mean(character_id, ctl.state.characters)
        raise RulesError(f"no character '{character_id}'{hint}")
    return found


def scene(ctl: Controller, scene_id: str | None = None) -> Scene:
    """The named scene, or the scene in play."""
    wanted = scene_id or ctl.state.story.current_scene
    if wanted is None:
        raise RulesError("no scene is in play: start one first")
    found = ctl.state.scenes.get(wanted)
    if found is None:
        raise RulesError(f"no scene '{wanted}'{did_you_mean(wanted, ctl.state.scenes)}")
    return found


def name_of(ctl: Controller, character_id: str) -> str:
    return names.name_of(ctl.state, character_id)


def running(current: Scene | None) -> Conflict | None:
    """The scene's conflict while it runs (None when there is none or it has ended)."""
    if current is None or current.conflict is None or current.conflict.ended:
        return None
    return current.conflict
