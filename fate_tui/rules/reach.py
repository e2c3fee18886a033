"""How far an attack reaches across the scene's zones, and whether its target stands beyond.

What each rules text says:

- Condensed: "Who you can attack ... depend[s] on the zone you're in" (L716). Anyone in your
  zone can be hit or stabbed; "anything outside your zone is usually beyond your reach",
  unless "something that can extend your reach there (telekinesis, a gun, etc)" (L718).
  "Ranged attacks can target enemies in adjacent zones or maybe further, if the zones are
  clear enough" (L724): Shoot, the ranged skill (L227), reaches one zone away.
- Core (the seed's actions-and-conflicts chapters): a zone is "close enough to where you can
  interact directly with someone (in other words, walk up to and punch in the face)" (L460):
  Fight reaches its own zone. The chapters set no range for Shoot (L682's archer shoots
  across two zones), so a Core Shoot attack is not judged.
- Accelerated: "you can interact with other characters in the same zone—or in nearby zones
  if you can justify acting at a distance (for example, if you have a ranged weapon or magic
  spell)" (L265). No approach reaches further than another, and "nearby" has no number: any
  approach reaches its own zone, and another zone only with that justification, which the
  GM judges; nothing more is checked.
- Spirit of the Century: people in the same zone "touch", one zone apart they throw things,
  two (and sometimes three) apart they shoot (L362). Fists touch; Weapons reach one zone
  thrown or with long reach (L700); Guns two zones, three with a rifle (L598), one more with
  the range stunt (L1094); Might's holds and wrestling (L622) touch.

Attacks on the mind (Provoke, Intimidation, Deceit, Rapport) are not judged: the texts tie
reach to physically engaging someone (CON L718), and a mental conflict may have no zones at
all (Core L775-L777). A character's own attack skill made in a mental conflict is an attack
on the mind (SOC L416: the stress a conflict deals is of its kind), so it is not judged either.

Every text leaves reach to the GM's judgement in the end (clear zones, a rifle, a thrown
knife, a spell, "sometimes three" zones, "a few more" for guns: SOC L362), so an attack out of
reach is told, never refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from fate_tui.rules.character import Character
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.scene import Scene, zone_distance
from fate_tui.rules.skill_uses import attack_stood_for, attacks_mind


class Further(StrEnum):
    """What the text says may carry an attack beyond its reach."""

    EXTENDED = "extended"
    """Condensed L718: something that extends your reach (telekinesis, a gun)."""
    CLEAR_ZONES = "clear_zones"
    """Condensed L724: maybe further, if the zones are clear enough."""
    NOTHING_SAID = "nothing_said"
    """Core L460: the text names nothing that reaches another zone."""
    AT_A_DISTANCE = "at_a_distance"
    """Accelerated L265: nearby zones, when you can justify acting at a distance."""
    THROWN_OR_LONG = "thrown_or_long"
    """Spirit of the Century L700: one zone thrown, or with a long weapon such as a whip."""
    RIFLE = "rifle"
    """Spirit of the Century L598: one zone more with a rifle."""
    TOUCH = "touch"
    """Spirit of the Century L362: the same zone is where people touch."""


@dataclass(frozen=True)
class Reach:
    """How far an attack with `skill` reaches, as the text allows it."""

    skill: str
    zones: int
    """Zones away the attack reaches (0: its own zone only)."""
    further: Further
    source: str
    """The rules text and line that say so."""


@dataclass(frozen=True)
class OutOfReach:
    """An attack whose target stands beyond its reach."""

    reach: Reach
    attacker_zone: str
    target_zone: str
    distance: int | None
    """Zones between them on the shortest path; None when no path of zones connects them."""


_CONDENSED = "fate-condensed-srd.txt"
_CORE = "fate-core-actions-and-conflicts.txt"
_ACCELERATED = "fate-accelerated.txt"
_SOTC = "spirit-of-the-century-srd.txt"


def attack_reach(
    ruleset: RuleSet, attacker: Character, skill: str, *, mental: bool | None = None
) -> Reach | None:
    """How far `attacker`'s attack with `skill` reaches; None when the text does not say
    (an attack on the mind, Core's Shoot, a skill the rule set does not know). `mental`: the
    running conflict's kind (None outside one), which an own skill's attack takes."""
    if ruleset.name == "accelerated":
        # L265: the same for every approach; "nearby" zones are not counted.
        return Reach(skill, 0, Further.AT_A_DISTANCE, f"{_ACCELERATED} L265")
    # A character's own skill stands in for an attack skill of the rule set (the Deacon's
    # "Dragging the Living Under" is his Fight, or his Provoke in a mental conflict), and
    # reaches as that skill does.
    attack = attack_stood_for(attacker, skill, ruleset, mental=mental)
    if attacks_mind(ruleset.name, attack) is not False:
        return None
    if ruleset.name == "condensed":
        if attack == "Shoot":
            return Reach(skill, 1, Further.CLEAR_ZONES, f"{_CONDENSED} L724")
        return Reach(skill, 0, Further.EXTENDED, f"{_CONDENSED} L718")
    if ruleset.name == "core":
        if attack == "Shoot":
            return None  # no range in the text: L682's archer shoots two zones away
        return Reach(skill, 0, Further.NOTHING_SAID, f"{_CORE} L460")
    if ruleset.name == "sotc":
        return _sotc_reach(ruleset, attacker, skill, attack)
    return None


def _sotc_reach(ruleset: RuleSet, attacker: Character, skill: str, attack: str) -> Reach:
    from fate_tui.rules.stunt_effects import attack_range_for

    if attack == "Guns":
        # Pistols two zones, rifles three (L598); the range stunt adds one (L1094).
        return Reach(skill, attack_range_for(attacker, ruleset, "Guns"), Further.RIFLE, _sotc(598))
    if attack == "Weapons":
        return Reach(skill, 0, Further.THROWN_OR_LONG, _sotc(700))
    return Reach(skill, 0, Further.TOUCH, _sotc(362))  # Fists, and Might's holds (L622)


def _sotc(line: int) -> str:
    return f"{_SOTC} L{line}"


def out_of_reach(
    scene: Scene,
    ruleset: RuleSet,
    attacker_id: str,
    attacker: Character,
    skill: str,
    target: str,
    *,
    mental: bool | None = None,
) -> OutOfReach | None:
    """Whether `target` stands beyond the reach of `attacker`'s attack with `skill` in
    `scene`: None when it is within reach, when the text does not say how far the attack
    reaches, or when either of them stands in no zone (the GM has not placed them).
    `mental`: the running conflict's kind (`attack_reach`)."""
    start, goal = scene.positions.get(attacker_id), scene.positions.get(target)
    if start is None or goal is None:
        return None
    reach = attack_reach(ruleset, attacker, skill, mental=mental)
    if reach is None:
        return None
    distance = zone_distance(scene, start, goal)
    if distance is not None and distance <= reach.zones:
        return None
    return OutOfReach(reach, start, goal, distance)
