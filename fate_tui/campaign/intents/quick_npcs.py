"""NPCs in seconds: a nameless NPC, a mook group, a supporting or a main NPC made by the rule
set's quick rules (`fate_tui.rules.quick_npcs`) and brought into the scene in play at once, as
one undoable step; its name and what it is may be rolled on a table."""

from __future__ import annotations

import random

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.problems import Problem
from fate_tui.campaign.roll_tables import all_tables
from fate_tui.campaign.slugs import slugify
from fate_tui.rules import quick_npcs
from fate_tui.rules import scene as rules_scene
from fate_tui.rules.errors import RulesError
from fate_tui.rules.npc_tables import RollTable, first_giving
from fate_tui.rules.quick_npcs import QuickKind, QuickShape

KIND_WORDS = {
    QuickKind.NAMELESS: "Nameless NPC",
    QuickKind.MOOKS: "Mook group",
    QuickKind.SUPPORTING: "Supporting NPC",
    QuickKind.MAIN: "Main NPC",
}


def shape(ctl: Controller, kind: QuickKind | str) -> QuickShape:
    """What the campaign's rule set makes of a quick NPC of `kind`."""
    return quick_npcs.shape(ctl.state.ruleset, kind)


def tables(ctl: Controller) -> tuple[list[RollTable], list[Problem]]:
    """The tables to roll on: the GM's own (the campaign's `tables/` folder), then fate-tui's
    for the rule set; and the problems of the GM's tables that could not be read."""
    return all_tables(ctl.root, ctl.state.ruleset.name)


def roll(ctl: Controller, gives: str, rng: random.Random) -> str | None:
    """An entry of the first table giving `gives` ("names" or "aspects"), or None."""
    found, _ = tables(ctl)
    table = first_giving(found, gives)
    return table.roll(rng) if table else None


def make(
    ctl: Controller,
    kind: QuickKind | str,
    name: str,
    *,
    aspects: tuple[str, ...] = (),
    skills: tuple[str, ...] = (),
    stress: int | None = None,
    group_size: int | None = None,
    quality: int | None = None,
    zone: str | None = None,
) -> str:
    """Make the NPC, and bring it into the scene in play (into `zone` if given): one step to
    undo. Returns its id."""
    kind = quick_npcs.quick_kind(kind)
    name = " ".join(name.split())
    if not name:
        raise RulesError("a quick NPC needs a name (roll one on a table)")
    state = ctl.state
    taken = ctl.taken_ids()
    npc = quick_npcs.quick_npc(
        state.ruleset,
        kind,
        slugify(name, taken),
        name,
        aspects=aspects,
        skills=skills,
        stress=stress,
        group_size=group_size,
        quality=quality,
    )
    scene = state.current_scene
    what = f" ({npc.aspects[0].name})" if npc.aspects else ""
    size = f" ×{npc.group_size}" if kind is QuickKind.MOOKS else ""
    text = f"{KIND_WORDS[kind]}: {name}{size}{what}"
    scenes = []
    if scene is not None:
        scenes.append(rules_scene.add_to_scene(scene, npc.id, zone))
        text += f", enters '{scene.title}'" + (f" in {zone}" if zone else "")
    ctl.apply(
        text, log=("change", text), data={"character": npc.id}, characters=[npc], scenes=scenes
    )
    return npc.id
