"""The trappings of Spirit of the Century's skills that carry a number or a procedure, as
functions. `sotc_skills.py` lists every trapping and points here for these.

Ratings and qualities are ladder values (Mediocre 0, Average 1, ... Superb 5). Lines are in
spirit-of-the-century-srd.txt.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum

from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character
from fate_tui.rules.errors import InvalidValue, RulesError, parse_choice

MEDIOCRE = 0
FAIR = 2

# --- Academics (L511-522) --------------------------------------------------------------------


def languages(academics: int) -> int:
    """Extra languages a character speaks: one per step of Academics above Mediocre (L519)."""
    return max(academics, 0)


def library_answers(library: int, difficulty: int, *, specialty: bool = False) -> bool:
    """Whether a library (or lab, or people to ask) of quality `library` can answer a
    question of `difficulty`: the quality sets the hardest question it answers (L511); in
    its specialty a library counts one step higher (L512)."""
    return library + (1 if specialty else 0) >= difficulty


class FalseInformation(StrEnum):
    FOUND_FIRST = "found_first"
    """The researcher finds the false information one step before the truth could turn up."""
    TRUTH_UNAVAILABLE = "truth_unavailable"
    """Missed by three or more: the true information may simply be unavailable."""
    RECOGNISED = "recognised"
    """Met or beat: the false information is found and recognised for what it is."""


def research_against_planted(research: int, planted: int) -> FalseInformation:
    """A researcher's Academics roll against planted false information, whose difficulty is
    the planter's Academics roll modified by Deceit (L521-522)."""
    if research >= planted:
        return FalseInformation.RECOGNISED
    if planted - research >= 3:
        return FalseInformation.TRUTH_UNAVAILABLE
    return FalseInformation.FOUND_FIRST


# --- Resources (L659-673) ---------------------------------------------------------------------

ORGANISATION_RESOURCES = FAIR
"""Access to a fair-sized organisation's resources acts as Fair Resources (L659)."""


class Purchase(StrEnum):
    FREE = "free"
    """Worth less than the character's Resources: bought without worrying about it."""
    ROLL = "roll"
    """Worth as much or more: roll Resources against the cost."""


def purchase(resources: int, cost: int) -> Purchase:
    """Buying something of value `cost` (L661)."""
    return Purchase.FREE if cost < resources else Purchase.ROLL


def check_resources_roll(rolled_this_scene: bool) -> None:
    """Characters can only make one Resources roll per scene (L661)."""
    if rolled_this_scene:
        raise RulesError("only one Resources roll per scene; this scene's roll is made")


def probably_owns(resources: int, cost: int) -> bool:
    """Something costing two steps less than Resources, he probably has already (L663)."""
    return cost <= resources - 2


class Workspace(StrEnum):
    LIBRARY = "Library"
    LAB = "Lab"
    WORKSHOP = "Workshop"
    ARCANE_LIBRARY = "Arcane Library"
    ARCANE_WORKSHOP = "Arcane Workshop"


WORKSPACES: Mapping[Workspace, tuple[str, str]] = {
    Workspace.LIBRARY: ("Academics", "Academic Research"),
    Workspace.LAB: ("Science", "Lab Work"),
    Workspace.WORKSHOP: ("Engineering", "Gadgeteering"),
    Workspace.ARCANE_LIBRARY: ("Mysteries", "Arcane Research"),
    Workspace.ARCANE_WORKSHOP: ("Mysteries", "Artificing"),
}
"""Which skill and work each workspace serves (the table at L667-672)."""


def home_workspace(resources: int, *, specialised: bool = False) -> int:
    """Quality of the one free workspace at home: Resources - 2, or Resources - 1 for a
    specialised one such as a guns-only workshop (L665, L673)."""
    return resources - (1 if specialised else 2)


def workspace_cost(quality: int, *, specialised: bool = False) -> int:
    """The Resources difficulty to build a better workspace: its quality + 2, or + 1 when
    specialised; it is not ready at once (L673)."""
    return quality + (1 if specialised else 2)


# --- Contacting (L554) --------------------------------------------------------------------------

UNFAMILIAR_MAX = 4


def unfamiliar_penalty(unfamiliarity: int, weeks: int = 0) -> int:
    """Extra difficulty in an unfamiliar place: as much as +4, less one per week spent
    there (L554)."""
    if not 0 <= unfamiliarity <= UNFAMILIAR_MAX:
        raise InvalidValue(f"unfamiliarity raises difficulties by 0 to +4, not {unfamiliarity}")
    if weeks < 0:
        raise InvalidValue("weeks spent in a place are 0 or more")
    return max(unfamiliarity - weeks, 0)


# --- Empathy, Rapport and Deceit: reading someone (L564-565, L575, L645-648) -------------------

READ_MINUTES = 30
"""A read takes at least a half hour of intense, personal interaction (L575)."""

CLOSING_DOWN_BONUS = 2
"""Closing down openly: +2 on the Rapport defense (L645)."""


class ReadDefense(StrEnum):
    RAPPORT = "rapport"
    CLOSING_DOWN = "closing_down"
    """Reveal nothing, openly: Rapport at +2; needs knowing you are being read."""
    OPENING_UP = "opening_up"
    """Rapport as usual; a failed read still learns an aspect of the defender's choosing."""
    DECEIT = "deceit"
    """Deceit (modified by Rapport) instead of Rapport: winning feeds a false aspect."""


def max_read_aspects(empathy: int) -> int:
    """Aspects reads can reveal in all: the Empathy value, at least one (L575)."""
    return max(empathy, 1)


def read_defense(defense: ReadDefense | str, effort: int) -> int:
    """The defender's effort against a read: closing down adds +2 (L645)."""
    defense = parse_choice(ReadDefense, defense, "a defense against a read")
    return effort + (CLOSING_DOWN_BONUS if defense is ReadDefense.CLOSING_DOWN else 0)


class ReadResult(StrEnum):
    REVEALS = "reveals"
    """One aspect the reader did not know, in general terms."""
    DEFENDERS_CHOICE = "defenders_choice"
    """An aspect the defender picks, possibly one the reader already knows."""
    FALSE_ASPECT = "false_aspect"
    """The deceiver gives the reader a false aspect."""
    NOTHING = "nothing"


def empathy_read(
    reader: int,
    defender: int,
    defense: ReadDefense | str = ReadDefense.RAPPORT,
    *,
    revealed_so_far: int = 0,
    empathy: int = 1,
) -> ReadResult:
    """One read: the reader's Empathy effort against the defender's effort (already with any
    +2 from `read_defense`). One shift or more reveals an unknown aspect (L575); a failed
    read of someone opening up still gives one of their choosing (L647); a deceiver who wins
    feeds a false aspect (L565). Reads stop once `max_read_aspects` are revealed."""
    defense = parse_choice(ReadDefense, defense, "a defense against a read")
    if revealed_so_far >= max_read_aspects(empathy):
        raise RulesError(
            f"reads have revealed {revealed_so_far} aspect(s), as many as an Empathy of "
            f"{empathy} can"
        )
    if reader - defender >= 1:
        return ReadResult.REVEALS
    if defense is ReadDefense.OPENING_UP:
        return ReadResult.DEFENDERS_CHOICE
    if defense is ReadDefense.DECEIT and defender > reader:
        return ReadResult.FALSE_ASPECT
    return ReadResult.NOTHING


# --- Intimidation (L607) ------------------------------------------------------------------------


class IntimidationTarget(StrEnum):
    ORDINARY = "ordinary"
    DEFENCELESS = "defenceless"
    """Can't do anything about being harmed (unarmed against a weapon): +1 to intimidate."""
    HELPLESS = "helpless"
    """Completely helpless: +2 to intimidate."""
    ARMED = "armed"
    """The target is the armed one: +1 on their defense."""
    SECURE = "secure"
    """Very secure (behind something solid, lots of backup): +2 or more on their defense."""


@dataclass(frozen=True)
class IntimidationModifiers:
    """What the circumstances of an Intimidation give: a bonus to the intimidator's attack and
    to the target's defense."""

    attack: int
    defense: int


def intimidation_modifiers(
    target: IntimidationTarget | str, *, security: int = 2
) -> IntimidationModifiers:
    """The bonuses Intimidation's circumstances give (L607); `security` is the GM's bonus
    for a very secure target (2 or more)."""
    target = parse_choice(IntimidationTarget, target, "an intimidation target")
    if security < 2:
        raise InvalidValue("a very secure target defends at +2 or more")
    return {
        IntimidationTarget.ORDINARY: IntimidationModifiers(0, 0),
        IntimidationTarget.DEFENCELESS: IntimidationModifiers(1, 0),
        IntimidationTarget.HELPLESS: IntimidationModifiers(2, 0),
        IntimidationTarget.ARMED: IntimidationModifiers(0, 1),
        IntimidationTarget.SECURE: IntimidationModifiers(0, security),
    }[target]


# --- Sleight of Hand (L683-684) -------------------------------------------------------------------

PICKPOCKET_TARGET_BONUS = 2


@dataclass(frozen=True)
class Pickpocket:
    """A picked pocket: whether the lift beat the target, and which observers spotted it."""

    succeeded: bool
    """The lift beat the target (one shift or more)."""
    spotted_by: tuple[str, ...]
    """Observers whose Alertness met or beat the lift."""


def pickpocket(
    lift: int,
    target: int,
    *,
    distracted: bool = False,
    observers: Mapping[str, int] | None = None,
) -> Pickpocket:
    """Picking a pocket: a quick contest of Sleight of Hand against the target's Alertness,
    the target at +2 as if on full defense unless distracted; observers roll Alertness too,
    without the +2 (L683). Efforts are rolls already made."""
    defense = target + (0 if distracted else PICKPOCKET_TARGET_BONUS)
    spotted = tuple(name for name, roll in (observers or {}).items() if roll >= lift)
    return Pickpocket(lift > defense, spotted)


# --- Survival (L696) -----------------------------------------------------------------------------

BLIND_DIFFICULTY = MEDIOCRE


def blind_days(effort: int) -> int:
    """Days a blind lasts: built on a Mediocre roll, it lasts a day plus one per shift
    (L696). 0 when the roll fails."""
    if effort < BLIND_DIFFICULTY:
        return 0
    return 1 + (effort - BLIND_DIFFICULTY)


# --- Art (L531-532) -----------------------------------------------------------------------------


def improvised_art_quality(roll: int, scenes_later: int = 0) -> int:
    """An improvised piece's quality: the roll for the scene it is shown in, one step less in
    each later scene (L532)."""
    if scenes_later < 0:
        raise InvalidValue("scenes after the piece is shown are 0 or more")
    return roll - scenes_later


# --- Gambling (L595-596) ------------------------------------------------------------------------

HIGH_STAKES_STEPS = 2


def find_game_difficulty(game_quality: int) -> int:
    """Finding a game: Contacting complemented by Gambling, against the game's quality
    (L595)."""
    return game_quality


def pot(game_quality: int, *, high_stakes: bool = False) -> int:
    """The pot's base value: the game's quality, two steps higher at high stakes (L596)."""
    return game_quality + (HIGH_STAKES_STEPS if high_stakes else 0)


# --- Mysteries (L635) ---------------------------------------------------------------------------


def check_fortune(told_this_session: int, per_session: int = 1) -> None:
    """Fortune-telling is a declaration made once per session (L635); a stunt raises
    `per_session`."""
    if told_this_session >= per_session:
        raise RulesError(
            f"fortunes told this session: {told_this_session}; the limit is {per_session}"
        )


FORTUNE = "fortune"
"""The role of a true fortune's aspect on a person: temporary, for the adventure (L635)."""


def fortune_aspect(name: str, teller: str, target: str | None) -> Aspect:
    """A true fortune's aspect (L635): on the person it was about, "for the duration of the
    adventure" (a character aspect in the role FORTUNE), or for a general prediction "a scene
    aspect on every scene for the duration of the adventure" (the arc's scenario aspect). It
    is a declaration, so the teller's first tag of it is free (L497)."""
    if not name.strip():
        raise InvalidValue("a true fortune needs its aspect's name")
    if target is None:
        return Aspect(name.strip(), AspectKind.SCENARIO, free_invokes=(teller,))
    return Aspect(
        name.strip(), AspectKind.CHARACTER, free_invokes=(teller,), owner=target, role=FORTUNE
    )


def fortunes_end(character: Character) -> tuple[Character, tuple[str, ...]]:
    """The character once the adventure is over: its fortunes' aspects gone (L635), with their
    names."""
    gone = tuple(a.name for a in character.aspects if a.role == FORTUNE)
    if not gone:
        return character, ()
    kept = tuple(a for a in character.aspects if a.role != FORTUNE)
    return replace(character, aspects=kept), gone


# --- Guns and Weapons: ranges (L362, L598, L700) --------------------------------------------------


def attack_range(skill: str, *, rifle: bool = False, thrown_or_reach: bool = False) -> int:
    """Zones away an attack reaches: Fists 0; Weapons 0, or 1 thrown or with long reach;
    Guns 2, rifles 3 (L598, L700)."""
    if skill == "Guns":
        return 3 if rifle else 2
    if skill == "Weapons":
        return 1 if thrown_or_reach else 0
    if skill == "Fists":
        return 0
    raise InvalidValue(f"'{skill}' is not an attack skill with a range (Fists, Weapons, Guns)")


# --- Stealth and Alertness: ambush (L526, L689, L756-759) -----------------------------------------


@dataclass(frozen=True)
class Ambush:
    """An ambush as its target meets it: whether they are surprised, and the skill value their
    first defense roll uses."""

    surprised: bool
    first_defense: int | None
    """The skill value the first defense roll of the exchange uses (Mediocre when surprised,
    plus full defense's +2 where a stunt allows it); None: the usual defense skill."""


def ambush(
    alertness: int,
    stealth: int,
    *,
    full_defense_when_surprised: bool = False,
    never_surprised: bool = False,
    full_defense_bonus: int = 2,
) -> Ambush:
    """An ambush: the target's last Alertness roll against the attacker's Stealth; if it
    fails, the target's first defense is at Mediocre for the first exchange (L526, L689).
    Alertness stunts let the target take full defense anyway (Mediocre + 2 = Fair) or never
    be surprised (L756-759)."""
    if never_surprised or alertness >= stealth:
        return Ambush(False, None)
    bonus = full_defense_bonus if full_defense_when_surprised else 0
    return Ambush(True, MEDIOCRE + bonus)
