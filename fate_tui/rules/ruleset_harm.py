"""The rule-set settings for harm: stress, consequences and conditions, conceding, and
recovering. Part of `RuleSet` (ruleset.py)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from fate_tui.rules.ruleset_characters import AdvanceKind


class Severity(StrEnum):
    MILD = "mild"
    MODERATE = "moderate"
    SEVERE = "severe"
    EXTREME = "extreme"


class Period(StrEnum):
    """Spans of play after which something clears. Core's and Accelerated's 'scenario' is an
    arc here: a story of a few sessions."""

    CONFLICT = "conflict"
    """Core: stress clears once the conflict is over (L729), or at the scene's end."""
    SCENE = "scene"
    SESSION = "session"
    ARC = "arc"
    DOWNTIME = "downtime"
    """Spirit of the Century: several hours of in-game rest, marked by the GM."""


class StressMode(StrEnum):
    ONE_POINT_BOXES = "one_point_boxes"
    """Condensed: mark any number of boxes, each absorbs one shift."""
    ONE_VALUED_BOX = "one_valued_box"
    """Core and Accelerated: mark one box per hit; a box absorbs its value."""
    ROLL_UP = "roll_up"
    """Spirit of the Century: mark the box at the hit's position, rolling up when it is full."""


class ConsequenceMode(StrEnum):
    SHIFT_VALUED = "shift_valued"
    """Each slot absorbs a number of shifts (2/4/6)."""
    SEQUENTIAL = "sequential"
    """Spirit of the Century: the 1st consequence is mild, the 2nd moderate, later ones severe;
    each one absorbs a whole hit."""


@dataclass(frozen=True)
class BoxStep:
    """From `at_least` on the track's skill, the track has these boxes."""

    at_least: int
    boxes: tuple[int, ...]


@dataclass(frozen=True)
class StressTrackRule:
    """One stress track every character has (physical, mental...): its boxes, and the boxes and
    extra mild consequence a good rating in its skill adds."""

    name: str
    skill: str | None
    base: tuple[int, ...]
    """Box values with the skill at Mediocre (or for a track no skill changes)."""
    steps: tuple[BoxStep, ...] = ()
    extra_mild_at: int | None = None
    """From this rating on, the character gets a second mild consequence for this kind of harm."""
    also_skills: tuple[str, ...] = ()
    """The track grows with the highest of `skill` and these (Condensed's unified track)."""


@dataclass(frozen=True)
class StressRules:
    """How stress works: how a hit marks the boxes, the tracks a character has, and when the
    marked boxes clear."""

    mode: StressMode = StressMode.ONE_POINT_BOXES
    tracks: tuple[StressTrackRule, ...] = ()
    extra_boxes: int = 0
    """Boxes added to every track (the 'characters feel fragile' dial)."""
    unified_track: StressTrackRule | None = None
    """The single track used instead of `tracks` when the `unified_stress` option is on."""
    clears: Period = Period.SCENE
    mook_overflow: bool = False
    """Shifts beyond one mook's stress go on to the next mook (SotC L466: "Damage that
    overflows one minion is applied to the next minion"). Without it a mook absorbs the hit
    as a minor NPC does or is taken out alone, the rest of the hit lost (Condensed L1056)."""


@dataclass(frozen=True)
class ConsequenceSlotRule:
    """One of the consequence slots every character has: its name, its severity, and the shifts
    it absorbs (mild 2, moderate 4, severe 6; 0 where each consequence absorbs a whole hit)."""

    name: str
    severity: Severity
    value: int


@dataclass(frozen=True)
class ConditionRow:
    """Condensed's conditions: one row per consequence severity, two conditions of half value."""

    physical: str
    mental: str
    boxes: int
    severity: Severity


@dataclass(frozen=True)
class ConsequenceRules:
    """How consequences work: the slots a character has and what each absorbs, the extreme
    consequence, the conditions that may replace them, and whether the attacker gets a free
    invoke on a consequence they inflict."""

    mode: ConsequenceMode = ConsequenceMode.SHIFT_VALUED
    slots: tuple[ConsequenceSlotRule, ...] = (
        ConsequenceSlotRule("mild", Severity.MILD, 2),
        ConsequenceSlotRule("moderate", Severity.MODERATE, 4),
        ConsequenceSlotRule("severe", Severity.SEVERE, 6),
    )
    extra_mild_value: int = 2
    extreme_value: int | None = 8
    """None where the rule set has no extreme consequence."""
    extreme_is_optional: bool = True
    """Condensed's extreme consequence is an optional rule; Core's belongs to every PC."""
    extreme_resets_at: AdvanceKind = AdvanceKind.BREAKTHROUGH
    """The advance that takes the extreme consequence off the sheet and frees its slot."""
    max_carried: int | None = None
    """SotC: at most this many consequences at once (stunts add more)."""
    conditions: tuple[ConditionRow, ...] = ()
    attacker_free_invoke: bool = True
    """Whoever inflicts a new consequence gets a free invoke on it (Condensed L836, Core L570,
    Accelerated L313); Spirit of the Century gives none."""


@dataclass(frozen=True)
class ConcessionRules:
    """What conceding a conflict earns (a fate point, plus one per consequence taken in the
    conflict), when a character may concede, and Spirit of the Century's extra rules for it."""

    base_fate_points: int = 1
    per_consequence: int = 1
    timing: str = "before the roll"
    refused_offer_payout: bool = False
    """SotC: a refused reasonable concession gives the offerer +1 and costs the refuser 1."""
    taken_out_override: bool = False
    """SotC: a player may spend all fate points (at least 1) to change how they are taken out."""


@dataclass(frozen=True)
class RecoveryRules:
    """How consequences recover: the roll that begins recovery and its difficulty by severity,
    and how long each severity takes to clear once recovery has begun."""

    treatment_roll: bool = True
    mild_difficulty: int = 2
    moderate_difficulty: int = 4
    severe_difficulty: int = 6
    self_treatment_penalty: int = 2
    mild_clears: Period = Period.SCENE
    moderate_clears: Period = Period.SESSION
    severe_clears: Period = Period.ARC
    severe_after_sessions: int | None = None
    """Optional: a severe consequence clears after this many sessions instead (long arcs)."""
    mild_full_periods: int = 1
    """Whole clearing periods that must pass after the one in which recovery began (1: 'one
    full scene after treatment'; 0: clears at the end of the period it began in)."""
    moderate_full_periods: int = 1
    severe_full_periods: int = 0
    back_to_back_step_down: bool = False
    """SotC: with no in-game time between sessions, consequences count one step milder."""
