"""Values computed from a character under a rule set: ratings, stress boxes, consequence
slots, refresh. Nothing here is stored in a campaign file unless the GM overrides it."""

from __future__ import annotations

from dataclasses import dataclass

from fate_tui.rules.character import Character, CharacterKind, Consequence, ExtraSlot, Stunt
from fate_tui.rules.ruleset import (
    ConsequenceMode,
    RuleSet,
    Severity,
    StartingFatePoints,
    StressTrackRule,
)
from fate_tui.rules.stunt_catalogue import EffectKind, effect_total, effects_of


def rating(character: Character, skill: str, ruleset: RuleSet) -> int:
    """The character's rating in `skill` (aliases allowed), or the rule set's default."""
    canonical = ruleset.skill_name(skill) or skill
    for name, value in character.skills.items():
        if name.lower() == canonical.lower() or (ruleset.skill_name(name) or name) == canonical:
            return value
    return ruleset.characters.default_rating


@dataclass(frozen=True)
class TrackState:
    """A stress track as it stands: box values and which boxes are marked."""

    name: str
    boxes: tuple[int, ...]
    marked: frozenset[int] = frozenset()

    @property
    def free(self) -> tuple[int, ...]:
        """Indices of the empty boxes."""
        return tuple(i for i in range(len(self.boxes)) if i not in self.marked)

    def is_marked(self, index: int) -> bool:
        return index in self.marked


def track_boxes(rule: StressTrackRule, skill_rating: int, extra: int = 0) -> tuple[int, ...]:
    """Box values of a track whose skill is rated `skill_rating`."""
    boxes = rule.base
    for step in rule.steps:
        if skill_rating >= step.at_least:
            boxes = step.boxes
    if extra > 0:
        # Extra boxes continue the track's pattern: one-point tracks add 1s, valued tracks
        # add the next values.
        if all(value == 1 for value in boxes):
            boxes = boxes + (1,) * extra
        else:
            top = max(boxes, default=0)
            boxes = boxes + tuple(range(top + 1, top + 1 + extra))
    return boxes


def stress_tracks(character: Character, ruleset: RuleSet) -> tuple[TrackState, ...]:
    """The character's stress tracks: overridden boxes if the GM set them, else derived."""
    if character.stress_boxes is not None:
        return tuple(
            TrackState(name, tuple(boxes), frozenset(character.stress_marked.get(name, ())))
            for name, boxes in character.stress_boxes.items()
        )
    if character.kind.is_nameless:
        # Nameless NPCs get no stress unless the GM writes boxes for them.
        return ()
    tracks = []
    for rule in track_rules(ruleset):
        skill_rating = track_rating(character, rule, ruleset)
        extra = ruleset.stress.extra_boxes + stunt_boxes(character, ruleset, rule.name)
        boxes = track_boxes(rule, skill_rating, extra)
        marked = frozenset(i for i in character.stress_marked.get(rule.name, ()) if i < len(boxes))
        tracks.append(TrackState(rule.name, boxes, marked))
    return tuple(tracks)


def track_rules(ruleset: RuleSet) -> tuple[StressTrackRule, ...]:
    """The stress tracks characters have: one unified track with that option, else the rule
    set's tracks."""
    unified = ruleset.stress.unified_track
    if unified is not None and ruleset.uses("unified_stress"):
        return (unified,)
    return ruleset.stress.tracks


def track_rating(character: Character, rule: StressTrackRule, ruleset: RuleSet) -> int:
    """The rating a track grows with: the highest of its skills (0 for a track no skill
    changes)."""
    skills = ([rule.skill] if rule.skill else []) + list(rule.also_skills)
    return max((rating(character, skill, ruleset) for skill in skills), default=0)


def stress_track(character: Character, name: str, ruleset: RuleSet) -> TrackState | None:
    return next((t for t in stress_tracks(character, ruleset) if t.name == name), None)


@dataclass(frozen=True)
class SlotState:
    """A consequence slot and what fills it."""

    name: str
    severity: Severity
    value: int
    track: str | None = None
    """Only for hits on this track (the extra mild from Superb Physique), or None for any."""
    filled: Consequence | None = None

    @property
    def is_free(self) -> bool:
        return self.filled is None


def consequence_slots(
    character: Character, ruleset: RuleSet, *, include_extreme: bool | None = None
) -> tuple[SlotState, ...]:
    """The character's consequence slots, in order from mildest, with what fills them.

    The extreme slot is listed where the rule set has one (and, for an optional extreme, the
    campaign switched it on) and the character has not used it since it last reset.
    """
    if not character.has_consequences or character.kind.is_nameless:
        return ()
    rules = ruleset.consequences
    filled = {c.slot: c for c in character.consequences}
    slots: list[SlotState] = []
    if rules.mode is ConsequenceMode.SEQUENTIAL:
        for slot in rules.slots:
            slots.append(SlotState(slot.name, slot.severity, 0, None, filled.get(slot.name)))
        for extra in (*character.extra_slots, *stunt_slots(character, ruleset)):
            slots.append(
                SlotState(extra.name, extra.severity, 0, extra.track, filled.get(extra.name))
            )
        return tuple(slots)
    for slot in rules.slots:
        slots.append(SlotState(slot.name, slot.severity, slot.value, None, filled.get(slot.name)))
    for rule in track_rules(ruleset):
        if rule.extra_mild_at is not None and rule.skill is not None:
            if track_rating(character, rule, ruleset) >= rule.extra_mild_at:
                name = f"mild ({rule.name})"
                slots.append(
                    SlotState(
                        name, Severity.MILD, rules.extra_mild_value, rule.name, filled.get(name)
                    )
                )
    for extra in (*character.extra_slots, *stunt_slots(character, ruleset)):
        slots.append(
            SlotState(extra.name, extra.severity, extra.value, extra.track, filled.get(extra.name))
        )
    wants_extreme = (
        include_extreme
        if include_extreme is not None
        else (not rules.extreme_is_optional or ruleset.uses("extreme_consequences"))
    )
    if rules.extreme_value is not None and wants_extreme and character.kind is CharacterKind.PC:
        if not character.extreme_used or "extreme" in filled:
            slots.append(
                SlotState(
                    "extreme", Severity.EXTREME, rules.extreme_value, None, filled.get("extreme")
                )
            )
    order = [Severity.MILD, Severity.MODERATE, Severity.SEVERE, Severity.EXTREME]
    return tuple(sorted(slots, key=lambda s: order.index(s.severity)))


def stunt_slots_of(stunt: Stunt) -> int:
    """How many stunt slots a stunt fills: one, or its own cost when it has one (a stunt
    costing 2 is worth two ordinary stunts, as Fate Core Official counts it too)."""
    return 1 if stunt.refresh_cost is None else stunt.refresh_cost


def paid_stunts(character: Character, ruleset: RuleSet) -> int:
    """Refresh spent on stunts beyond the free stunt slots (fate-condensed-srd.txt L258: three
    free slots, more at 1 refresh each). A stunt with a cost of its own fills that many slots;
    the free slots go to those first, as each slot they need beyond them costs 1 refresh, and
    an ordinary stunt beyond them costs the rule set's price."""
    rules = ruleset.fate_points
    free_left = rules.free_stunts
    cost = 0
    costed = [s for s in character.stunts if s.refresh_cost is not None]
    ordinary = [s for s in character.stunts if s.refresh_cost is None]
    for stunt in (*costed, *ordinary):
        slots = stunt_slots_of(stunt)
        covered = min(slots, free_left)
        free_left -= covered
        price = 1 if stunt.refresh_cost is not None else rules.stunt_refresh_cost
        cost += (slots - covered) * price
    return cost


def refresh_before_minimum(character: Character, ruleset: RuleSet) -> int:
    """Refresh after paying for stunts, before the rule set's minimum props it up (the GM's
    override as written). Validation and advancement check this against the minimum."""
    if character.refresh is not None:
        return character.refresh
    rules = ruleset.fate_points
    base = len(character.aspects) if rules.refresh_equals_aspects else rules.refresh
    return base + character.refresh_bonus - paid_stunts(character, ruleset)


def refresh(character: Character, ruleset: RuleSet) -> int:
    """The character's refresh: the GM's override, or derived from the rule set and stunts.

    A derived refresh never goes below the rule set's minimum; the GM's override is kept as
    written.
    """
    if character.refresh is not None:
        return character.refresh
    return max(refresh_before_minimum(character, ruleset), ruleset.fate_points.min_refresh)


def starting_fate_points(character: Character, ruleset: RuleSet) -> int:
    """Fate points a new character starts play with."""
    if ruleset.fate_points.starting is StartingFatePoints.ASPECT_COUNT:
        return len(character.aspects)
    return refresh(character, ruleset)


def stunt_boxes(character: Character, ruleset: RuleSet, track: str) -> int:
    """Stress boxes the character's catalogue stunts add to `track` (SotC: +1 Health box,
    L989)."""
    return effect_total(character, ruleset, EffectKind.STRESS_BOXES, detail=track)


def stunt_slots(character: Character, ruleset: RuleSet) -> tuple[ExtraSlot, ...]:
    """Consequence slots the character's catalogue stunts add (SotC: one more moderate
    physical or social/mental consequence, L967, L1354), unless the sheet already lists one
    of that name; and the slot of each companion the stunts give (L470)."""
    written = {slot.name for slot in character.extra_slots}
    slots = []
    for _stunt, effect in effects_of(character, ruleset, EffectKind.EXTRA_CONSEQUENCE):
        name = f"{effect.detail} ({effect.skill})"
        if name in written:
            continue
        value = next((s.value for s in ruleset.consequences.slots if s.name == effect.detail), 0)
        slots.append(ExtraSlot(name, Severity(effect.detail), value, effect.skill))
        written.add(name)
    if character.companions:  # each companion is one more consequence: it taken out (L470)
        from fate_tui.rules.sotc_minions import companion_slot

        companions = [companion_slot(c) for c in character.companions]
        slots += [slot for slot in companions if slot.name not in written]
    return tuple(slots)
