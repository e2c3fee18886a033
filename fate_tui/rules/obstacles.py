"""Obstacles (Fate Condensed, optional): hazards, blocks and distractions.

Obstacles can't be attacked or taken out; they must be circumvented, endured or rendered
irrelevant (fate-condensed-srd.txt L1190-1265). As in the other optional-rule modules, functions
that apply the rule take the rule set last and raise RulesError when "obstacles" is off.

Harm from an obstacle is returned as a hit in shifts; the defender's Armor, stress and
consequences are the harm modules' business.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum

from fate_tui.rules.errors import InvalidValue, RulesError, parse_choice
from fate_tui.rules.ladder import signed
from fate_tui.rules.outcomes import Resolution, resolve
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.weapons import rating_problem

HAZARD_WEAPON_RANGE = (1, 4)
BLOCK_MAX_STEPS_ABOVE_PCS = 1
REMOVE_BLOCK_EXTRA = 2


class ObstacleAction(StrEnum):
    OVERCOME = "overcome"
    CREATE_ADVANTAGE = "create_advantage"
    ATTACK = "attack"
    REMOVE = "remove"
    """Removing a block outright."""


@dataclass(frozen=True)
class Hazard:
    """Attacks the PCs. Its name is both its skill and an aspect."""

    name: str
    rating: int
    weapon: int

    def __post_init__(self) -> None:
        _check(self.name, self.rating, self.weapon)


@dataclass(frozen=True)
class Block:
    """Stops the PCs doing what they want. Its name is both its skill and an aspect."""

    name: str
    rating: int
    weapon: int = 0
    harmful: bool | None = None
    """Whether failing to get past it hurts; None: it does when it has a Weapon rating."""
    zone: str | None = None
    """The zone it stands in the way of: entering it means getting past the block ("The
    Animate Statue only prevents entry into a specific room", L1218)."""
    protects: str | None = None
    """The character it shields: acting on them means getting past the block first."""

    def __post_init__(self) -> None:
        _check(self.name, self.rating, self.weapon)

    @property
    def causes_harm(self) -> bool:
        return self.weapon > 0 if self.harmful is None else self.harmful


@dataclass(frozen=True)
class Repercussion:
    """A distraction's repercussion: what happens to the PCs if they don't deal with it, or what
    dealing with it one way costs them."""

    when: str
    """'leave them', 'save them', or '' for the one repercussion of ignoring it."""
    what: str


@dataclass(frozen=True)
class Distraction:
    """Forces the PCs to choose their priorities."""

    name: str
    choice: str
    """The question the distraction asks the PCs."""
    repercussions: tuple[Repercussion, ...] = ()
    opposition: int | None = None
    """Passive opposition against PCs dealing with it; not every distraction has one."""

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise InvalidValue("a distraction needs a name")


Obstacle = Hazard | Block | Distraction

HAZARD_TURN_PREFIX = "hazard:"
"""Turn orders hold ids; a hazard's is this prefix and its name, which no character id has."""


def hazard_turn_id(hazard: Hazard) -> str:
    return HAZARD_TURN_PREFIX + hazard.name


def hazard_name(turn_id: str) -> str | None:
    """The hazard's name when `turn_id` is a hazard's turn-order id, else None."""
    if turn_id.startswith(HAZARD_TURN_PREFIX):
        return turn_id.removeprefix(HAZARD_TURN_PREFIX)
    return None


def describe(obstacle: Obstacle, names: Mapping[str, str] | None = None) -> str:
    """One line for the table: what it is and the numbers the GM rolls against; `names`
    gives the characters' names by id."""
    names = names or {}
    if isinstance(obstacle, Hazard):
        weapon = f", Weapon:{obstacle.weapon}" if obstacle.weapon else ""
        return f"Hazard {obstacle.name} {signed(obstacle.rating)}{weapon}"
    if isinstance(obstacle, Block):
        weapon = f", Weapon:{obstacle.weapon}" if obstacle.weapon else ""
        removal = signed(obstacle.rating + REMOVE_BLOCK_EXTRA)
        where = f" before {obstacle.zone}" if obstacle.zone else ""
        if obstacle.protects:
            where += f" shielding {names.get(obstacle.protects, obstacle.protects)}"
        return (
            f"Block {obstacle.name} {signed(obstacle.rating)}{where} (remove at {removal}{weapon})"
        )
    opposition = f" {signed(obstacle.opposition)}" if obstacle.opposition is not None else ""
    outcomes = "; ".join(
        f"{r.when}: {r.what}" if r.when else r.what for r in obstacle.repercussions
    )
    outcomes = f" ({outcomes})" if outcomes else ""
    return f"Distraction {obstacle.name}{opposition}: {obstacle.choice}{outcomes}"


@dataclass(frozen=True)
class ObstacleRoll:
    """What a roll against (or by) an obstacle came to: the outcome, the shifts of harm it
    inflicts, and whether the character was kept from doing what they wanted."""

    resolution: Resolution
    hit: int
    """Shifts of harm it inflicts (0 for none)."""
    prevented: bool = False
    """The character could not do what they wanted (they failed to get past a block)."""


def opposition_against(obstacle: Obstacle, action: ObstacleAction | str, ruleset: RuleSet) -> int:
    """The passive opposition a character faces acting on `obstacle`.

    Hazards: overcome or create an advantage against their rating. Blocks: their rating when
    they interfere, their rating + 2 to remove them. Distractions: their opposition, if any.
    Nobody can attack an obstacle.
    """
    ruleset.require("obstacles", "acting against an obstacle")
    chosen = parse_choice(ObstacleAction, action, "an action here")
    if chosen is ObstacleAction.ATTACK:
        raise RulesError(
            f"'{obstacle.name}' is an obstacle and can't be attacked; overcome it, create an "
            "advantage against it, or find a way around it"
        )
    if isinstance(obstacle, Hazard):
        if chosen is ObstacleAction.REMOVE:
            raise RulesError(
                f"'{obstacle.name}' is a hazard; overcome it or create an advantage against it"
            )
        return obstacle.rating
    if isinstance(obstacle, Block):
        if chosen is ObstacleAction.REMOVE:
            return obstacle.rating + REMOVE_BLOCK_EXTRA
        return obstacle.rating
    if obstacle.opposition is None:
        raise RulesError(
            f"'{obstacle.name}' has no opposition: no roll is needed, only the choice "
            f"'{obstacle.choice}'"
        )
    return obstacle.opposition


def hazard_acts(
    hazard: Hazard, action: ObstacleAction | str, effort: int, opposition: int, ruleset: RuleSet
) -> ObstacleRoll:
    """A hazard's turn: it attacks or creates an advantage, rolling with its rating.

    `effort` is its dice plus its rating (plus invokes). An attack that ties or better adds
    its Weapon rating to its shifts (L1208).
    """
    ruleset.require("obstacles", "a hazard's action")
    chosen = parse_choice(ObstacleAction, action, "an action here")
    if chosen not in (ObstacleAction.ATTACK, ObstacleAction.CREATE_ADVANTAGE):
        raise RulesError(
            f"'{hazard.name}' is a hazard: it can attack or create an advantage, not "
            f"{chosen.value.replace('_', ' ')}"
        )
    resolution = resolve(effort, opposition, ruleset)
    if chosen is ObstacleAction.ATTACK and resolution.margin >= 0:
        return ObstacleRoll(resolution, resolution.margin + hazard.weapon)
    return ObstacleRoll(resolution, 0)


def get_past_block(block: Block, effort: int, ruleset: RuleSet) -> ObstacleRoll:
    """A character's roll against a block that interferes with their action.

    Failing means they can't do what they wanted; a harmful block also hits them for the
    amount they missed by (L1220).
    """
    ruleset.require("obstacles", "getting past a block")
    resolution = resolve(effort, block.rating, ruleset)
    if resolution.margin >= 0:
        return ObstacleRoll(resolution, 0)
    hit = -resolution.margin if block.causes_harm else 0
    return ObstacleRoll(resolution, hit, prevented=True)


def blocking_entry(obstacles: Iterable[Obstacle], zone: str) -> Block | None:
    """The block standing in the way of anyone entering `zone` (the first, if several)."""
    wanted = zone.lower()
    return next(
        (o for o in obstacles if isinstance(o, Block) and (o.zone or "").lower() == wanted),
        None,
    )


def shielding(obstacles: Iterable[Obstacle], character_id: str) -> Block | None:
    """The block shielding `character_id`: an action aimed at them must get past it first."""
    return next((o for o in obstacles if isinstance(o, Block) and o.protects == character_id), None)


def through_shield(block: Block, effort: int, ruleset: RuleSet) -> ObstacleRoll:
    """An action aimed at the character `block` shields, measured against the block first: the
    block interferes with it, so the roll goes against the block's rating as a set difficulty
    (L1220). Failing, the action doesn't happen (`prevented`) and a harmful block hits the
    roller for the amount they missed by; succeeding, the action goes on against its own
    opposition (the target's defence) with the same roll."""
    ruleset.require("obstacles", "acting on someone a block shields")
    return get_past_block(block, effort, ruleset)


def forced_into_block_weapon(block: Block, ruleset: RuleSet) -> int:
    """Weapon rating of an attack that forces someone into `block`: half its Weapon, min 1."""
    ruleset.require("obstacles", "forcing someone into a block")
    return max(block.weapon // 2, 1)


def cover_armor(block: Block, negates: bool, ruleset: RuleSet) -> int | None:
    """Armor a block gives a defender using it as cover: half its rating, minimum 1.

    None when the GM rules that the cover negates the attack: it simply isn't possible.
    """
    ruleset.require("obstacles", "using a block as cover")
    if negates:
        return None
    return max(block.rating // 2, 1)


def check_obstacle(obstacle: Obstacle, pcs_best: int, ruleset: RuleSet) -> tuple[str, ...]:
    """Advice on an obstacle against the text's recommendations; empty when it follows them.

    `pcs_best` is the PCs' highest skill rating. These are findings for the GM, not errors.
    """
    ruleset.require("obstacles", "checking an obstacle")
    findings: list[str] = []
    if isinstance(obstacle, Hazard):
        low, high = HAZARD_WEAPON_RANGE
        if not low <= obstacle.weapon <= high:
            findings.append(
                f"'{obstacle.name}' has Weapon:{obstacle.weapon}; a hazard's Weapon rating is "
                f"{low} to {high}"
            )
        if obstacle.rating < pcs_best:
            findings.append(
                f"'{obstacle.name}' is rated {signed(obstacle.rating)}, below the PCs' best "
                f"{signed(pcs_best)}; a hazard should be at least as good, if not a little better"
            )
    elif isinstance(obstacle, Block):
        ceiling = pcs_best + BLOCK_MAX_STEPS_ABOVE_PCS
        if obstacle.rating > ceiling:
            findings.append(
                f"'{obstacle.name}' is rated {signed(obstacle.rating)}; a block shouldn't be "
                f"much higher than one step above the PCs' best ({signed(ceiling)}), or it "
                "gets frustrating"
            )
    else:
        if not obstacle.choice.strip():
            findings.append(f"'{obstacle.name}' needs a choice: the question it puts to the PCs")
        if not obstacle.repercussions:
            findings.append(
                f"'{obstacle.name}' has no repercussion; dealing with a distraction should "
                "have a clear benefit, or ignoring it a clear consequence"
            )
    return tuple(findings)


def _check(name: str, rating: int, weapon: int) -> None:
    if not name.strip():
        raise InvalidValue("an obstacle needs a name; it is both its skill and an aspect")
    for label, value in (("rating", rating), ("Weapon rating", weapon)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidValue(f"'{name}': its {label} must be a whole number, got {value!r}")
    if problem := rating_problem("Weapon", weapon):  # fate-condensed-srd.txt L1392
        raise InvalidValue(f"'{name}': {problem}")
