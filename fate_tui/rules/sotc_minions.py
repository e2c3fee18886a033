"""Spirit of the Century's minions and companions (spirit-of-the-century-srd.txt L459-476).

Minions are Average, Fair or Good; their quality is their skill in one kind of conflict and
how many stress boxes each has (1, 2, 3, L461). A group acts as one character with a bonus by
size (`teamwork.group_bonus`, L463); stress fills minion by minion (`absorb`, L466). A named
character attacking with a group is attached: the leader gets the group's bonus, counting
himself, and harm goes to the minions first (L468).

Companions attach the same way for +1 in their kind of conflict and, instead of stress boxes,
give their character one more consequence: the companion taken out (L470). The list of
advances (L474) is missing from the text; the advances named in the stunts stand in for it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from fate_tui.rules.absorb import capacity
from fate_tui.rules.character import Character, CharacterKind, ExtraSlot
from fate_tui.rules.errors import InvalidValue, RulesError, parse_choice
from fate_tui.rules.ruleset import RuleSet, Severity
from fate_tui.rules.sotc_actions import combine

AVERAGE, FAIR, GOOD, GREAT = 1, 2, 3, 4
MINION_QUALITIES = (AVERAGE, FAIR, GOOD)


def minion_boxes(quality: int) -> int:
    """Stress boxes of one minion: its quality, Average 1, Fair 2, Good 3 (L461)."""
    if quality not in MINION_QUALITIES:
        raise InvalidValue(f"minions are Average, Fair or Good (1 to 3), not {quality}")
    return quality


def minion_group(
    group_id: str, name: str, quality: int, size: int, track: str = "health"
) -> Character:
    """A group of minions as one character: its quality as its skill in its conflict, each
    minion's boxes on `track` (L461-462)."""
    if size < 1:
        raise InvalidValue(f"a group needs at least one minion, not {size}")
    return Character(
        group_id,
        name,
        CharacterKind.MOOK_GROUP,
        stress_boxes={track: (1,) * minion_boxes(quality)},
        group_size=size,
        has_consequences=False,
    )


@dataclass(frozen=True)
class AttachedHit:
    """A hit on a leader with minions attached, split: the shifts the minions take first and
    what is left for the leader."""

    to_minions: int
    to_leader: int


def attached_hit(hit: int, minions: Character, kind: str, ruleset: RuleSet) -> AttachedHit:
    """A hit on a leader with minions attached: the minions take it first, the leader only
    what is left once they are all down (L468)."""
    if hit < 0:
        raise InvalidValue("a hit cannot have negative shifts")
    room = capacity(minions, kind, ruleset) or 0
    taken = min(hit, room)
    return AttachedHit(taken, hit - taken)


def directed_roll(minion_rating: int, leadership: int) -> int:
    """A leader's orders: Leadership modifies the minions' roll (+1 if higher, -1 if lower,
    L618). Giving orders takes the leader's action."""
    return combine(minion_rating, modify=(leadership,)).total


@dataclass(frozen=True)
class MinionUpgrades:
    """The Minions stunt (L1200-1202): two or three Average minions, then each upgrade adds
    three more or raises three of them one step (none above Good)."""

    count: int
    qualities: tuple[int, ...]


def upgrade_minions(start: int, more: int, better: int) -> MinionUpgrades:
    """`start` Average minions, `more` upgrades of +3 minions, `better` upgrades of +1 step
    for three of them (lowest first, none past Good)."""
    if start < 1 or more < 0 or better < 0:
        raise InvalidValue("minions start at one or more, and upgrades are 0 or more")
    qualities = [AVERAGE] * (start + 3 * more)
    for _ in range(better):
        raised = 0
        for index in sorted(range(len(qualities)), key=lambda i: qualities[i]):
            if raised == 3:
                break
            if qualities[index] < GOOD:
                qualities[index] += 1
                raised += 1
        if raised < 3:
            raise RulesError("no minion can be more than Good quality")
    return MinionUpgrades(len(qualities), tuple(sorted(qualities, reverse=True)))


# --- Companions (L470-475) -------------------------------------------------------------------


class CompanionType(StrEnum):
    SIDEKICK = "sidekick"
    AIDE = "aide"
    ASSISTANT = "assistant"


CONFLICTS = {
    CompanionType.SIDEKICK: "physical",
    CompanionType.AIDE: "social",
    CompanionType.ASSISTANT: "mental",
}
"""The kind of conflict each type of companion helps in (the table at L471)."""


class AdvanceKind(StrEnum):
    QUALITY = "quality"
    """One step of quality, up to Great (L890: "a maximum quality of Great")."""
    SCOPE = "scope"
    """Helps in one more kind of conflict (published SotC; the list at L474 is missing)."""
    SKILLED = "skilled"
    """Good at one skill (named in the stunts: "Skilled (Gambling)", L1091)."""
    INDEPENDENT = "independent"
    """Acts on its own (named in the stunts, L1193)."""
    COMMUNICATION = "communication"
    """Keeps in touch at a distance (published SotC; the list at L474 is missing)."""


@dataclass(frozen=True)
class Advance:
    """One of a companion's advances (quality, scope, skilled...), with the skill or kind of
    conflict it names."""

    kind: AdvanceKind
    detail: str = ""
    """The skill of a Skilled advance, the conflict of a Scope advance."""


@dataclass(frozen=True)
class Companion:
    """A companion: a sidekick, aide or assistant attached to a named character, with its
    quality and its advances."""

    name: str
    type: CompanionType
    advances: tuple[Advance, ...] = ()
    base_quality: int = AVERAGE
    stunt: str = ""
    """The stunt that gives the companion ("Contact", "Psychic"...), which caps its advances;
    empty when not written (the character's one such stunt is meant)."""

    @property
    def quality(self) -> int:
        raised = sum(1 for a in self.advances if a.kind is AdvanceKind.QUALITY)
        return self.base_quality + raised

    @property
    def conflicts(self) -> tuple[str, ...]:
        extra = tuple(a.detail for a in self.advances if a.kind is AdvanceKind.SCOPE)
        return (CONFLICTS[self.type], *extra)

    def has(self, kind: AdvanceKind, detail: str = "") -> bool:
        return any(a.kind is kind and (not detail or a.detail == detail) for a in self.advances)


def companion(
    name: str,
    type: CompanionType | str,
    advances: Sequence[Advance] = (),
    *,
    base_quality: int = AVERAGE,
    allowed: int | None = None,
    stunt: str = "",
) -> Companion:
    """A companion, Average by default (L472); `allowed` is how many advances its stunts
    give, when known; `stunt` the stunt that gives it."""
    built = Companion(
        name.strip(),
        parse_choice(CompanionType, type, "a kind of companion"),
        tuple(advances),
        base_quality,
        stunt.strip(),
    )
    if not built.name:
        raise InvalidValue("a companion needs a name")
    if allowed is not None and len(built.advances) > allowed:
        raise RulesError(
            f"{built.name} has {len(built.advances)} advances; the stunts give {allowed}"
        )
    if built.quality > GREAT:
        raise RulesError(f"a companion's quality goes up to Great, not {built.quality}")
    return built


def add_advance(companion_: Companion, advance: Advance) -> Companion:
    updated = replace(companion_, advances=(*companion_.advances, advance))
    if updated.quality > GREAT:
        raise RulesError(f"{companion_.name} is already Great, the most a companion can be")
    return updated


def companion_bonus(companion_: Companion, conflict: str) -> int:
    """+1 in a conflict of the companion's kind (L470), 0 otherwise."""
    return 1 if conflict in companion_.conflicts else 0


def companion_slot(companion_: Companion) -> ExtraSlot:
    """The extra consequence a companion gives: the companion taken out, kidnapped or
    otherwise removed (L470). It absorbs a whole hit like any SotC consequence."""
    return ExtraSlot(f"{companion_.name} taken out", Severity.MILD, 0)
