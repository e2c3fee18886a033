"""Ways to break the rules for big bads (Fate Condensed, optional): counter a group's advantage
of numbers against a single foe (fate-condensed-srd.txt L1313-1366).

As in the other optional-rule modules, functions that apply these rules take the rule set last
and raise RulesError when "big_bad" is off. "Scale things up" lives in scale.py, which accepts
a campaign with "big_bad" on even when "scale" is off.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum

from fate_tui.rules.character import Character, Consequence
from fate_tui.rules.derived import consequence_slots
from fate_tui.rules.errors import InvalidValue, RulesError, did_you_mean, one_of, parse_choice
from fate_tui.rules.ruleset import RuleSet, Severity, TeamworkCap

# --- Challenge or contest immunity ---------------------------------------------------------


class ImmunityKind(StrEnum):
    CHALLENGE = "challenge"
    """Can't be affected directly until the group beats a challenge."""
    CONTEST = "contest"
    """Can't be attacked directly until the group wins a contest; if it wins, it gets away."""


class ImmunityState(StrEnum):
    IMMUNE = "immune"
    VULNERABLE = "vulnerable"
    ESCAPED = "escaped"
    """It won the contest: its scheme succeeds and it gets away unscathed."""


@dataclass(frozen=True)
class Immunity:
    """A big bad's challenge or contest immunity: it can't be affected directly until the group
    beats the challenge or wins the contest, and where that stands."""

    kind: ImmunityKind
    state: ImmunityState = ImmunityState.IMMUNE


def settle_immunity(immunity: Immunity, group_won: bool, ruleset: RuleSet) -> Immunity:
    """The immunity once its challenge or contest is over.

    The group's win makes the big bad vulnerable. A lost contest lets it escape; a challenge
    not beaten simply leaves it immune.
    """
    ruleset.require("big_bad", "settling a big bad's immunity")
    if immunity.state is not ImmunityState.IMMUNE:
        raise RulesError(f"the big bad's {immunity.kind.value} immunity is already settled")
    if group_won:
        return replace(immunity, state=ImmunityState.VULNERABLE)
    if immunity.kind is ImmunityKind.CONTEST:
        return replace(immunity, state=ImmunityState.ESCAPED)
    return immunity


def require_vulnerable(immunity: Immunity, ruleset: RuleSet) -> None:
    """Raise RulesError unless the big bad may now be affected directly."""
    ruleset.require("big_bad", "a big bad's immunity")
    if immunity.state is ImmunityState.VULNERABLE:
        return
    if immunity.state is ImmunityState.ESCAPED:
        raise RulesError("the big bad won the contest and got away; it can't be attacked")
    raise RulesError(
        f"the big bad can't be affected directly until the group wins the {immunity.kind.value}"
    )


# --- Expendable minion armor -----------------------------------------------------------------


@dataclass(frozen=True)
class MinionShield:
    """A minion pushed into a hit meant for the big bad, whose defense succeeds at a cost."""

    minion: str
    hit: int
    """The hit the minion takes, without rolling to defend."""
    remaining: tuple[str, ...]
    """Minions still available as armor."""


def push_minion_into_hit(
    minions: tuple[str, ...], hit: int, ruleset: RuleSet, minion: str | None = None
) -> MinionShield:
    """The big bad succeeds at a cost on its defense: `minion` (or the first) takes `hit`.

    `hit` is the harm that would have landed on the big bad.
    """
    ruleset.require("big_bad", "expendable minion armor")
    if hit <= 0:
        raise RulesError("the defense held; no minion needs to take the hit")
    if not minions:
        raise RulesError("no minion is left to push into the hit; the big bad defends normally")
    chosen = minions[0] if minion is None else minion
    if chosen not in minions:
        hint = did_you_mean(chosen, minions)
        raise RulesError(f"'{chosen}' is not among the minions{hint}; use {one_of(minions)}")
    left = list(minions)
    left.remove(chosen)
    return MinionShield(chosen, hit, tuple(left))


# --- Reveal true form -----------------------------------------------------------------------

_ONE_STEP_MILDER = {Severity.MODERATE: Severity.MILD, Severity.SEVERE: Severity.MODERATE}


def carry_consequences(
    consequences: tuple[Consequence, ...], ruleset: RuleSet
) -> tuple[Consequence, ...]:
    """The consequences the true form inherits: mild ones dismissed, moderate and severe ones
    one step milder, each moved to the rule set's slot of its new severity.

    Extreme consequences are carried unchanged: the text downgrades only moderate and severe.
    """
    ruleset.require("big_bad", "revealing a true form")
    carried: list[Consequence] = []
    for consequence in consequences:
        if consequence.severity is Severity.MILD:
            continue
        severity = _ONE_STEP_MILDER.get(consequence.severity, consequence.severity)
        slot = next((s.name for s in ruleset.consequences.slots if s.severity is severity), None)
        carried.append(replace(consequence, severity=severity, slot=slot or consequence.slot))
    return tuple(carried)


def reveal_true_form(old_form: Character, new_form: Character, ruleset: RuleSet) -> Character:
    """`new_form` carrying `old_form`'s consequences, each placed in a free slot of its new
    severity (L1341). A consequence the new form already carries is not placed again, so
    revealing the same form twice changes nothing."""
    free = [slot for slot in consequence_slots(new_form, ruleset) if slot.is_free]
    placed = list(new_form.consequences)
    already = {c.aspect.strip().lower() for c in placed}
    for consequence in carry_consequences(old_form.consequences, ruleset):
        if consequence.aspect.strip().lower() in already:
            continue
        slot = next((s for s in free if s.severity is consequence.severity), None)
        if slot is None:
            raise RulesError(
                f"{new_form.name} has no free {consequence.severity.value} slot for "
                f"'{consequence.aspect}'; give the new form another slot or drop it"
            )
        free.remove(slot)
        placed.append(replace(consequence, slot=slot.name))
    return replace(new_form, consequences=tuple(placed))


# --- Solo bonus -----------------------------------------------------------------------------


def solo_skill_bonus(pcs: int, skill: int, ruleset: RuleSet, *, uncapped: bool = False) -> int:
    """The group's maximum potential teamwork bonus, as a bonus to the big bad's skill rolls:
    one per PC acting against it beyond the first, capped as the PCs' teamwork is (never more
    than doubling the skill) unless the GM breaks that rule too."""
    ruleset.require("big_bad", "a solo bonus")
    helpers = _count(pcs, "PCs acting against the big bad") - 1
    teamwork = ruleset.teamwork
    if teamwork.max_helpers is not None:
        helpers = min(helpers, teamwork.max_helpers)
    bonus = max(helpers, 0) * teamwork.per_helper
    if not uncapped and teamwork.cap is TeamworkCap.LEADER_RATING:
        bonus = min(bonus, max(skill, 0))
    return bonus


def solo_reduced_hit(hit: int, pcs: int, ruleset: RuleSet, *, at_least_one: bool = False) -> int:
    """A successful attack's stress on the big bad, less the number of PCs halved (rounded up).

    With `at_least_one`, a hit reduced this way stays at 1 or more, so fights end sooner.
    """
    ruleset.require("big_bad", "a solo bonus")
    if hit <= 0:
        return hit
    reduced = hit - math.ceil(_count(pcs, "opposing PCs") / 2)
    return max(reduced, 1 if at_least_one else 0)


def amplified_invoke_bonus(pcs: int, paid: bool, ruleset: RuleSet) -> int:
    """The big bad's invoke bonus: a paid invoke gives one per PC it faces, free ones the usual."""
    ruleset.require("big_bad", "amplified invokes")
    count = _count(pcs, "PCs the big bad faces")
    return count if paid else ruleset.invokes.bonus


class SuppressMode(StrEnum):
    PLUS_ONE = "plus_one"
    """Invokes against the big bad give only +1."""
    REROLL_ONLY = "reroll_only"
    """Invokes against the big bad give only a reroll."""


@dataclass(frozen=True)
class InvokeEffects:
    """What the opposition's invokes do against a big bad: their bonus, whether they allow a
    reroll, and whether free invokes may stack."""

    bonus: int
    """What an invoke adds (0: no bonus allowed)."""
    reroll: bool
    free_stacking: bool
    """Whether several free invokes may go on one roll."""


def invokes_against_big_bad(
    foes: int,
    mode: SuppressMode | str,
    ruleset: RuleSet,
    *,
    directly_against: bool = True,
    no_free_stacking: bool = False,
) -> InvokeEffects:
    """What the opposition's invokes do against a big bad who suppresses invokes.

    Suppression holds only when it faces two or more foes and the invoke is used directly
    against it; otherwise invokes work as usual.
    """
    ruleset.require("big_bad", "suppressed invokes")
    chosen = parse_choice(SuppressMode, mode, "a way to suppress invokes")
    usual = InvokeEffects(ruleset.invokes.bonus, ruleset.invokes.reroll, True)
    if _count(foes, "foes the big bad faces") < 2 or not directly_against:
        return usual
    if chosen is SuppressMode.PLUS_ONE:
        return InvokeEffects(1, False, not no_free_stacking)
    return InvokeEffects(0, True, not no_free_stacking)


# --- What one big bad uses ------------------------------------------------------------------


@dataclass(frozen=True)
class BigBadOptions:
    """The ways to break the rules one big bad uses, kept on its character."""

    immunity: Immunity | None = None
    minions: tuple[str, ...] = ()
    """Minions it may push into a hit (expendable minion armor)."""
    solo: bool = False
    """It fights alone against the group: the solo bonus applies."""
    amplified_invokes: bool = False
    hit_at_least_one: bool = False
    """With the solo bonus, hits it reduces stay at 1 or more, so the fight ends sooner (L1354)."""
    suppress_invokes: SuppressMode | None = None
    no_free_stacking: bool = False
    """With suppressed invokes, the opposition can't stack free invokes against it (L1356)."""
    true_form: str | None = None
    """The character it becomes when taken out (reveal true form, L1339)."""
    carry_consequences: bool = False
    """The gentler reveal: its consequences carry over to the true form, milder (L1341)."""
    threat: ThreatMap | None = None
    """Its parts, when the threat is a map or a hive of characters (L1360-1366)."""

    @property
    def any(self) -> bool:
        return self != BigBadOptions()


def big_bad_summary(
    options: BigBadOptions,
    pcs: int,
    skill: int,
    ruleset: RuleSet,
    names: Mapping[str, str] | None = None,
) -> list[str]:
    """What each option the big bad uses does against `pcs` PCs, its best skill at `skill`;
    `names` gives the names of the characters it refers to by id (its true form, its parts)."""
    ruleset.require("big_bad", "a big bad's options")
    names = names or {}
    lines: list[str] = []
    if options.immunity is not None:
        kind = options.immunity.kind.value
        lines.append(
            {
                ImmunityState.IMMUNE: f"Immune until the group wins a {kind}",
                ImmunityState.VULNERABLE: f"The group won the {kind}: it can be affected",
                ImmunityState.ESCAPED: "It won the contest and got away",
            }[options.immunity.state]
        )
    if options.minions:
        lines.append(f"Minions as armor: {', '.join(options.minions)}")
    if options.solo and pcs:
        bonus = solo_skill_bonus(pcs, skill, ruleset)
        floor = " (never below 1)" * options.hit_at_least_one
        lines.append(
            f"Solo against {pcs} PCs: +{bonus} to its rolls, "
            f"{math.ceil(pcs / 2)} less stress from each hit{floor}"
        )
    if options.amplified_invokes and pcs:
        paid = amplified_invoke_bonus(pcs, True, ruleset)
        lines.append(f"Amplified invokes: a paid invoke gives +{paid}")
    if options.suppress_invokes is not None:
        effects = invokes_against_big_bad(2, options.suppress_invokes, ruleset)
        what = f"+{effects.bonus} only" if effects.bonus else "a reroll only"
        stacking = ", one free invoke a roll" * options.no_free_stacking
        lines.append(f"Invokes against it give {what}{stacking} (when it faces two or more)")
    if options.true_form is not None:
        form = names.get(options.true_form, options.true_form)
        carried = ", carrying its consequences one step milder" * options.carry_consequences
        lines.append(f"Taken out, it reveals its true form: {form}{carried}")
    if options.threat is not None:
        lines += threat_lines(options.threat, names)
    return lines


def threat_lines(threat: ThreatMap, names: Mapping[str, str] | None = None) -> list[str]:
    """The threat map in words: which parts still act, which can be hit, and its heart."""
    names = names or {}
    hearts = [zone.name for zone in threat.zones if zone.heart]
    if threat.defeated:
        head = f"Threat map: its heart ({one_of(hearts)}) has fallen, it is defeated"
    else:
        acting = len(threat.acting)
        head = (
            f"Threat map: {acting} of {len(threat.zones)} parts act; "
            f"it falls only with its heart ({one_of(hearts)})"
        )
    lines = [head]
    for zone in threat.zones:
        guards = [g for g in zone.guarded_by if not threat.zone(g).taken_out]
        if zone.taken_out:
            status = "taken out"
        elif guards:
            status = f"guarded by {one_of(guards)}"
        else:
            status = "open to attack"
        who = f", as {names.get(zone.character, zone.character)}" if zone.character else ""
        heart = " (heart)" if zone.heart else ""
        lines.append(f"  {zone.name}{heart}: {status}{who}")
    return lines


# --- The threat is a map (or a hive of characters) ------------------------------------------


@dataclass(frozen=True)
class ThreatZone:
    """One part of a big bad. Its skills, aspects and stress live on a Character (anything can
    be a character) called `character`."""

    name: str
    character: str | None = None
    heart: bool = False
    guarded_by: tuple[str, ...] = ()
    """Zones that must be taken out before this one can be hit."""
    taken_out: bool = False


@dataclass(frozen=True)
class ThreatMap:
    """A big bad as a map (or a hive of characters): its zones, each acting as a separate
    character, and the heart that must fall before it is defeated."""

    zones: tuple[ThreatZone, ...]

    def __post_init__(self) -> None:
        names = [zone.name for zone in self.zones]
        if not any(zone.heart for zone in self.zones):
            raise InvalidValue("a threat map needs a heart: the zone that must fall to win")
        for zone in self.zones:
            for guard in zone.guarded_by:
                if guard not in names:
                    hint = did_you_mean(guard, names)
                    raise InvalidValue(f"'{zone.name}' is guarded by unknown zone '{guard}'{hint}")

    def zone(self, name: str) -> ThreatZone:
        for zone in self.zones:
            if zone.name.lower() == name.strip().lower():
                return zone
        hint = did_you_mean(name, [z.name for z in self.zones])
        raise RulesError(f"the threat has no zone called '{name}'{hint}")

    @property
    def acting(self) -> tuple[ThreatZone, ...]:
        """Zones still standing: each acts as a separate character."""
        return tuple(zone for zone in self.zones if not zone.taken_out)

    @property
    def defeated(self) -> bool:
        """Defeated only when its heart has fallen."""
        return all(zone.taken_out for zone in self.zones if zone.heart)


def add_threat_zone(
    threat: ThreatMap | None,
    name: str,
    ruleset: RuleSet,
    *,
    guards: str | None = None,
    character: str | None = None,
) -> ThreatMap:
    """The threat map with one more part. The first part is its heart, which must fall to
    win (L1362); a part that `guards` another must be taken out before that one can be hit
    (L1364). `character` holds the part's skills, aspects and stress."""
    ruleset.require("big_bad", "a threat map")
    cleaned = " ".join(name.split())
    if not cleaned:
        raise InvalidValue("a part of the threat needs a name, e.g. 'Maw'")
    if threat is None:
        if guards is not None:
            raise RulesError("the first part of a threat map is its heart: it guards nothing")
        return ThreatMap((ThreatZone(cleaned, character, heart=True),))
    same = next((zone for zone in threat.zones if zone.name.lower() == cleaned.lower()), None)
    if same is not None:
        raise RulesError(f"the threat already has a part called '{same.name}'")
    zones = list(threat.zones)
    if guards is not None:
        guarded = threat.zone(guards)
        index = zones.index(guarded)
        zones[index] = replace(guarded, guarded_by=(*guarded.guarded_by, cleaned))
    return ThreatMap((*zones, ThreatZone(cleaned, character)))


def exposed(threat: ThreatMap, name: str, ruleset: RuleSet) -> bool:
    """Whether zone `name` can be hit now: every zone guarding it has been taken out."""
    ruleset.require("big_bad", "a threat map")
    zone = threat.zone(name)
    return all(threat.zone(guard).taken_out for guard in zone.guarded_by)


def take_out_zone(threat: ThreatMap, name: str, ruleset: RuleSet) -> ThreatMap:
    """The threat once zone `name` is taken out: bypassed, and no longer acting."""
    if not exposed(threat, name, ruleset):
        zone = threat.zone(name)
        guards = [g for g in zone.guarded_by if not threat.zone(g).taken_out]
        raise RulesError(f"'{zone.name}' is still guarded by {one_of(guards)}")
    target = threat.zone(name)
    zones = tuple(replace(z, taken_out=True) if z is target else z for z in threat.zones)
    return replace(threat, zones=zones)


def _count(value: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InvalidValue(f"the number of {what} must be 1 or more, got {value!r}")
    return value
