"""Spirit of the Century: tagging an aspect one only guesses is there (spirit-of-the-century-
srd.txt L238-243). A close guess reveals the real aspect and the tag stands; a plain miss gives
the fate point back; a miss that tells something secret keeps it spent; a duped tagger loses
it, or gets it back with a temporary aspect the deceiver places on him (first tag free).

What the guess comes to is the rules core's (`sotc_actions.guess_aspect`); this puts it into
the scene and character files as one change, logged.
"""

from __future__ import annotations

from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character, name_of, scene
from fate_tui.rules import scene as rules_scene
from fate_tui.rules.aspects import Aspect
from fate_tui.rules.character import Character
from fate_tui.rules.errors import RulesError
from fate_tui.rules.scene import Scene
from fate_tui.rules.sotc_actions import Guess, guess_aspect


def hidden_aspects(current: Scene) -> list[str]:
    """The names of the scene's hidden aspects (situation and zone), which a close guess may
    reveal."""
    found = [a.name for a in current.aspects if a.hidden]
    found += [a.name for zone in current.zones for a in zone.aspects if a.hidden]
    return found


def guess(
    ctl: Controller,
    tagger: str,
    how: Guess | str,
    *,
    revealed: str | None = None,
    deceiver: str | None = None,
    placed: str = "",
) -> None:
    """`tagger` spent a fate point to tag a guessed aspect and the GM judged the guess `how`.
    `revealed`: the hidden aspect a close guess hits. A duped tagger whose deceiver gives the
    point back (`deceiver` and the aspect `placed` on him) carries that aspect, the
    deceiver holding its free invoke."""
    if ctl.state.ruleset.name != "sotc":
        raise RulesError("guessing at an aspect to tag is a Spirit of the Century rule")
    current = scene(ctl)
    who = character(ctl, tagger)
    returned = bool(deceiver and placed.strip())
    result = guess_aspect(how, deceiver_returns_point=returned)
    updated: Scene = current
    changed: list[Character] = []
    name = who.name
    if result.tag_stands:
        if revealed is None or revealed not in hidden_aspects(current):
            raise RulesError("a close guess reveals the hidden aspect it hits: choose it")
        updated = _reveal(current, revealed)
        text = f"{name}'s guess is close: '{revealed}' is revealed and the tag stands (i tags it)"
    elif result.fate_point_back:
        text = f"{name}'s guess misses: no such aspect, and the fate point comes back"
    else:
        updated, changed = _spend(ctl, current, who)
        why = "was duped" if Guess(how) is Guess.DUPED else "learned something from the miss"
        text = f"{name}'s guess misses and {why}: the fate point stays spent"
    if result.temporary_aspect_on_tagger:
        assert deceiver is not None
        aspect = Aspect(placed.strip(), owner=tagger, free_invokes=(deceiver,))
        updated = rules_scene.add_aspect(updated, aspect)
        text = (
            f"{name} was duped by {name_of(ctl, deceiver)}: the fate point comes back, and "
            f"'{aspect.name}' is placed on {name} with a free invoke for {name_of(ctl, deceiver)}"
        )
    scenes = [updated] if updated != current else []
    ctl.apply(text, log=("scene", text), scenes=scenes, characters=changed)


def _reveal(current: Scene, name: str) -> Scene:
    if any(a.name == name for a in current.aspects):
        return rules_scene.replace_aspect(current, name, current.aspect(name).revealed())
    zones = tuple(
        replace(z, aspects=tuple(a.revealed() if a.name == name else a for a in z.aspects))
        for z in current.zones
    )
    return replace(current, zones=zones)


def _spend(ctl: Controller, current: Scene, who: Character) -> tuple[Scene, list[Character]]:
    """The tagger's fate point spent: a PC's own, an NPC's from the GM's pool."""
    if who.kind.is_npc:
        if not current.gm_pool:
            raise RulesError("the GM's pool has no fate point for the guess")
        return replace(current, gm_pool=current.gm_pool - 1), []
    if who.fate_points < 1:
        raise RulesError(f"{who.name} has no fate point to spend on a guess")
    return current, [replace(who, fate_points=who.fate_points - 1)]
