"""The Minions stunt at the table (Spirit of the Century, spirit-of-the-century-srd.txt
L1199-1202): bringing the character's minions into the scene, two or three Average ones per
purchase of the stunt (L1200, L1202: taken twice, five or six), with every upgrade spent as they
come in (three per purchase: three more minions, or three of them a step better, none past
Good). Each quality becomes a mook group in the scene, rated at its quality in the skill the GM
names (L461); one step to undo.

The numbers are the rules core's: `stunt_effects.minion_upgrades`, `sotc_minions.upgrade_minions`.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character
from fate_tui.campaign.slugs import slugify
from fate_tui.campaign.state import CHARACTERS_DIR
from fate_tui.rules import quick_npcs
from fate_tui.rules import scene as rules_scene
from fate_tui.rules.character import Character
from fate_tui.rules.errors import RulesError
from fate_tui.rules.quick_npcs import QuickKind
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.sotc_minions import upgrade_minions
from fate_tui.rules.stunt_effects import minion_upgrades

UPGRADES_PER_PURCHASE = 3
"""L1201: "You may make three upgrades"."""


def upgrades(who: Character, rules: RuleSet) -> int:
    """The upgrades the character's Minions stunts give (0: no Minions stunt)."""
    return minion_upgrades(who, rules)


def starting_counts(who: Character, rules: RuleSet) -> tuple[int, ...]:
    """How many Average minions the character may start with: two or three for one purchase,
    five or six for two (L1200, L1202), three more for each purchase after the first."""
    purchases = upgrades(who, rules) // UPGRADES_PER_PURCHASE
    if purchases < 1:
        return ()
    more = UPGRADES_PER_PURCHASE * (purchases - 1)
    return (2 + more, 3 + more)


def bring_in(
    ctl: Controller, leader_id: str, start: int, more: int, better: int, skill: str
) -> list[str]:
    """Bring the leader's minions into the scene in play: `start` Average minions, `more`
    upgrades of three more, `better` upgrades of three a step better; every upgrade is spent
    (L1202). Returns the ids of the groups made."""
    leader = character(ctl, leader_id)
    state = ctl.state
    given = upgrades(leader, state.ruleset)
    if not given:
        raise RulesError(f"{leader.name} has no Minions stunt")
    if start not in starting_counts(leader, state.ruleset):
        low, high = starting_counts(leader, state.ruleset)
        raise RulesError(f"{leader.name}'s minions start {low} or {high} strong, not {start}")
    if more + better != given:
        raise RulesError(
            f"every upgrade is spent as the minions come in: {given}, not {more + better}"
        )
    if not skill.strip():
        raise RulesError("name the skill the minions act with (their quality is its rating)")
    scene = state.current_scene
    if scene is None:
        raise RulesError("minions come into a scene: start one first")
    upgraded = upgrade_minions(start, more, better)
    taken = set(state.characters) | {
        Path(p).stem for p in ctl.store.files if p.startswith(CHARACTERS_DIR + "/")
    }
    groups, words = [], []
    for quality, count in sorted(Counter(upgraded.qualities).items(), reverse=True):
        label = state.ruleset.ladder.label(quality).split(" ")[0]
        name = f"{leader.name}'s {label} minions"
        group_id = slugify(name, taken)
        taken.add(group_id)
        groups.append(
            quick_npcs.quick_npc(
                state.ruleset,
                QuickKind.MOOKS,
                group_id,
                name,
                skills=(skill.strip(),),
                group_size=count,
                quality=quality,
            )
        )
        words.append(f"{count} {label}")
    for group in groups:
        scene = rules_scene.add_to_scene(scene, group.id, scene.positions.get(leader_id))
    text = f"{leader.name} brings in minions: {', '.join(words)} ({skill.strip()})"
    ctl.apply(
        text,
        log=("change", text),
        data={"character": leader_id},
        characters=groups,
        scenes=[scene],
    )
    return [g.id for g in groups]
