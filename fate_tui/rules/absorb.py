"""Absorbing a hit: every legal way to soak its shifts with stress, consequences or conditions,
and the cheapest of them.

A plan is legal when it uses only empty boxes and slots, follows the rule set's stress mode,
covers the whole hit, and is minimal: dropping any single box, consequence or condition box
would leave part of the hit unabsorbed. So shifts are wasted only where the rules force it (a
valued box, consequence or condition bigger than what was left). Boxes of equal value are
interchangeable, so plans use the leftmost empty ones. No plan means the character is taken
out (the issue's decision: only when stress plus consequences cannot absorb the hit).

Condensed's one-point boxes may be marked "as many of them as you want" (L320), but each one
absorbs a single shift and is marked "if you need to" (L820): a box beyond the hit absorbs
nothing, so plans leave spare boxes out. The sheet still lets the GM tick any box by hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import replace
from itertools import chain, combinations, product

from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.conditions import ConditionRowState, condition_rows, track_column
from fate_tui.rules.derived import SlotState, TrackState, consequence_slots, stress_tracks
from fate_tui.rules.errors import InvalidValue, did_you_mean, one_of
from fate_tui.rules.plans import (
    SEVERITY_RANK,
    AbsorbPlan,
    ConditionPick,
    ConsequencePick,
    plan_cost,
)
from fate_tui.rules.ruleset import ConsequenceMode, RuleSet, Severity, StressMode
from fate_tui.rules.stunt_catalogue import EffectKind, has_effect


def absorb_options(
    character: Character, hit: int, kind: str, ruleset: RuleSet
) -> tuple[AbsorbPlan, ...]:
    """Every legal way for `character` to absorb a hit of `hit` shifts of harm `kind` (a
    stress track name), cheapest first. Empty: the character is taken out."""
    if hit < 0:
        raise InvalidValue(f"a hit cannot have negative shifts (got {hit}); a miss is 0")
    track = hit_track(character, kind, ruleset)
    if hit == 0:
        # A tie in Spirit of the Century hits for 0 shifts: nothing is marked.
        return (AbsorbPlan(0, track.name),)
    if character.kind is CharacterKind.MOOK_GROUP and not ruleset.stress.mook_overflow:
        return _one_mook_plans(character, track, hit, ruleset)
    if character.kind is CharacterKind.MOOK_GROUP:
        plan = _mook_plan(character, _minion_track(track, ruleset), hit)
        return () if plan is None else (plan,)
    plans: set[AbsorbPlan] = set()
    for harm in _harm_choices(character, track.name, hit, ruleset):
        consequences = tuple(p for p in harm if isinstance(p, ConsequencePick))
        conditions = tuple(p for p in harm if isinstance(p, ConditionPick))
        harm_total = sum(p.absorbs for p in harm)
        if harm and harm_total - min(_units(harm)) >= hit:
            continue  # already more than minimal without any stress
        stress = _stress_choices(
            track, hit - harm_total, ruleset.stress.mode, _box_stunts(character, track, ruleset)
        )
        for boxes, box_shifts in stress:
            plan = AbsorbPlan(hit, track.name, boxes, box_shifts, consequences, conditions)
            if _is_minimal(plan, track, ruleset.stress.mode):
                plans.add(plan)
    return tuple(sorted(plans, key=plan_cost))


def recommend_plan(
    character: Character, hit: int, kind: str, ruleset: RuleSet
) -> AbsorbPlan | None:
    """The cheapest plan (see `plan_cost`), or None when the hit takes the character out."""
    plans = absorb_options(character, hit, kind, ruleset)
    return plans[0] if plans else None


def is_taken_out_by(character: Character, hit: int, kind: str, ruleset: RuleSet) -> bool:
    """Whether no plan absorbs the hit, so the character is taken out."""
    return not absorb_options(character, hit, kind, ruleset)


def capacity(character: Character, kind: str, ruleset: RuleSet) -> int | None:
    """The biggest hit the character can still absorb on track `kind`; None when any hit can
    be absorbed (a Spirit of the Century consequence takes a whole hit)."""
    track = hit_track(character, kind, ruleset)
    if character.kind is CharacterKind.MOOK_GROUP and not ruleset.stress.mook_overflow:
        if character.group_size > 1:
            return None  # whatever the hit, one mook falls and the group stands
        character = replace(character, kind=CharacterKind.MINOR_NPC)
    elif character.kind is CharacterKind.MOOK_GROUP:
        track = _minion_track(track, ruleset)
        per_mook = sum(track.boxes) or 1
        current = per_mook - sum(track.boxes[i] for i in track.marked)
        return max(character.group_size - 1, 0) * per_mook + current if character.group_size else 0
    if _sequential(ruleset) and next_sequential_slot(character, track.name, ruleset):
        return None
    free = [track.boxes[i] for i in track.free]
    mode = ruleset.stress.mode
    if mode is StressMode.ONE_POINT_BOXES:
        stress = sum(free)
    elif mode is StressMode.ONE_VALUED_BOX:
        stress = max(free, default=0)
    else:
        stress = max((i + 1 for i in track.free), default=0)
    rows = condition_rows(character, ruleset)
    slots = _free_slots(character, track.name, ruleset)
    harm = sum(s.value for s in slots if not rows or s.severity is Severity.EXTREME)
    separated = ruleset.uses("conditions_separated")
    column = track_column(track.name, ruleset)
    for row in rows:
        free_boxes = sum(c.free for c in row.conditions if not separated or c.column == column)
        room = free_boxes if row.room is None else min(free_boxes, row.room)
        harm += room * row.conditions[0].value
    return stress + harm


def hit_track(character: Character, kind: str, ruleset: RuleSet) -> TrackState:
    """The stress track a hit of harm `kind` lands on."""
    tracks = stress_tracks(character, ruleset)
    for track in tracks:
        if track.name.lower() == kind.strip().lower():
            return track
    if not tracks:
        return TrackState(kind, ())  # no stress boxes at all (many minor NPCs)
    if len(tracks) == 1:
        # One track takes every kind of hit: a minor NPC's boxes, a unified track.
        return tracks[0]
    names = [t.name for t in tracks]
    raise InvalidValue(
        f"{character.name} has no '{kind}' stress track{did_you_mean(kind, names)}; "
        f"use {one_of(names)}"
    )


def _units(parts: Iterable[ConsequencePick | ConditionPick]) -> Iterator[int]:
    """Shifts of each smallest droppable piece of harm (one condition box, one slot)."""
    for part in parts:
        yield part.absorbs // part.boxes if isinstance(part, ConditionPick) else part.absorbs


def _is_minimal(plan: AbsorbPlan, track: TrackState, mode: StressMode) -> bool:
    if plan.absorbed < plan.hit:
        return False
    units = list(_units(plan.consequences)) + list(_units(plan.conditions))
    if mode is StressMode.ROLL_UP:
        units += [plan.box_shifts] if plan.boxes else []
    else:
        units += [track.boxes[i] for i in plan.boxes]
    return not units or plan.absorbed - min(units) < plan.hit


def _box_stunts(character: Character, track: TrackState, ruleset: RuleSet) -> frozenset[str]:
    """Stunts that change where a Spirit of the Century hit lands: 'roll_down' (L992, L1361)
    and 'fill_lower' (L986)."""
    kinds = {"roll_down": EffectKind.ROLL_DOWN, "fill_lower": EffectKind.FILL_LOWER}
    return frozenset(
        word for word, kind in kinds.items() if has_effect(character, ruleset, kind, track.name)
    )


def _stress_choices(
    track: TrackState, remaining: int, mode: StressMode, stunts: frozenset[str] = frozenset()
) -> Iterator[tuple[tuple[int, ...], int]]:
    """(box indices, shifts absorbed) choices of boxes for what is left of the hit."""
    yield (), 0
    if remaining <= 0:
        return
    by_value: dict[int, list[int]] = {}
    for index in track.free:
        by_value.setdefault(track.boxes[index], []).append(index)
    if mode is StressMode.ONE_POINT_BOXES:
        values = sorted(by_value)
        for counts in product(*(range(len(by_value[v]) + 1) for v in values)):
            taken = list(zip(values, counts, strict=True))
            chosen = sorted(chain.from_iterable(by_value[v][:n] for v, n in taken))
            if chosen:
                yield tuple(chosen), sum(v * n for v, n in taken)
    elif mode is StressMode.ONE_VALUED_BOX:
        for value, indices in sorted(by_value.items()):
            yield (indices[0],), value
    else:
        box = roll_up_box(track, remaining)
        if "roll_down" in stunts and remaining - 1 in track.marked:
            lower = [i for i in track.free if i < remaining - 1]
            if lower:
                # The lower box takes the whole hit, as a box marked by position does.
                yield (max(lower),), remaining
                box = None
        if box is not None:
            yield (box,), box + 1
        if "fill_lower" in stunts and remaining - 1 in track.marked:
            # Instead of rolling up: lower boxes whose values add up to the hit.
            lower = [i for i in track.free if i < remaining - 1]
            for size in range(2, len(lower) + 1):
                for picked in combinations(lower, size):
                    if sum(i + 1 for i in picked) == remaining:
                        yield picked, remaining


def roll_up_box(track: TrackState, shifts: int) -> int | None:
    """Spirit of the Century: the index of the box a hit of `shifts` marks: the shifts-th box,
    or the next empty one after it; None past the last box."""
    return next((i for i in track.free if i >= shifts - 1), None)


def _sequential(ruleset: RuleSet) -> bool:
    return ruleset.consequences.mode is ConsequenceMode.SEQUENTIAL


def _harm_choices(
    character: Character, track: str, hit: int, ruleset: RuleSet
) -> Iterator[tuple[ConsequencePick | ConditionPick, ...]]:
    """Tuples of consequence and condition picks a plan may combine with stress."""
    if _sequential(ruleset):
        # Each consequence absorbs a whole hit, so one is ever needed.
        yield ()
        slot = next_sequential_slot(character, track, ruleset)
        if slot is not None:
            yield (ConsequencePick(slot.name, slot.severity, hit, slot.track),)
        return
    rows = condition_rows(character, ruleset)
    slots = [
        ConsequencePick(s.name, s.severity, s.value, s.track)
        for s in _free_slots(character, track, ruleset)
        if not rows or s.severity is Severity.EXTREME  # conditions replace the others
    ]
    slot_sets = chain.from_iterable(combinations(slots, n) for n in range(len(slots) + 1))
    if not rows:
        yield from slot_sets
        return
    column = track_column(track, ruleset)
    separated = ruleset.uses("conditions_separated")
    marks = _condition_choices(rows, column, separated)
    for chosen, picked in product(list(slot_sets), marks):
        yield chosen + picked


def _condition_choices(
    rows: tuple[ConditionRowState, ...], column: int, separated: bool
) -> Iterator[tuple[ConditionPick, ...]]:
    """Condition boxes a plan may mark. Either column fits any hit "so long as it makes
    sense" (L1097); kept separate (L1105), a hit marks only its own kind's column."""
    per_row = []
    for row in rows:
        options = []
        free = [c.free if not separated or c.column == column else 0 for c in row.conditions]
        for counts in product(*(range(n + 1) for n in free)):
            if row.room is not None and sum(counts) > row.room:
                continue
            options.append(
                tuple(
                    ConditionPick(c.name, c.severity, n, n * c.value, c.column != column)
                    for c, n in zip(row.conditions, counts, strict=True)
                    if n
                )
            )
        per_row.append(options)
    for combo in product(*per_row):
        yield tuple(chain.from_iterable(combo))


def _free_slots(character: Character, track: str, ruleset: RuleSet) -> list[SlotState]:
    return [
        slot
        for slot in consequence_slots(character, ruleset)
        if slot.is_free and slot.track in (None, track)
    ]


def next_sequential_slot(character: Character, track: str, ruleset: RuleSet) -> SlotState | None:
    """Spirit of the Century: the slot the next consequence fills (the mildest empty one),
    or None when a severe one is already taken or the character carries the most allowed."""
    slots = [s for s in consequence_slots(character, ruleset) if s.track in (None, track)]
    slots.sort(key=lambda s: SEVERITY_RANK[s.severity])
    if any(s.severity is Severity.SEVERE and not s.is_free for s in slots):
        return None
    limit = ruleset.consequences.max_carried
    if limit is not None:
        base = {rule.name for rule in ruleset.consequences.slots}
        # Stunts that add a slot raise the limit too ("a total of four", SotC L967).
        limit += sum(1 for s in slots if s.name not in base)
        if len(character.consequences) >= limit:
            return None
    return next((s for s in slots if s.is_free), None)


def _minion_track(track: TrackState, ruleset: RuleSet) -> TrackState:
    """A mook's boxes as they soak a hit. Spirit of the Century fills a minion's boxes one
    shift each, "filling all boxes instead of just a single one" (L466): a Fair minion's two
    boxes take two shifts, whatever values a roll-up track would give them."""
    if ruleset.stress.mode is StressMode.ROLL_UP:
        return TrackState(track.name, (1,) * len(track.boxes), track.marked)
    return track


def _one_mook_plans(
    character: Character, track: TrackState, hit: int, ruleset: RuleSet
) -> tuple[AbsorbPlan, ...]:
    """Outside Spirit of the Century a hit lands on one mook, a minor NPC: its stress absorbs
    the hit as a minor NPC's would, or "if they take a hit with more shifts than they can
    absorb with stress, they are simply taken out" (Condensed L1056). No text carries the
    rest of the hit to the next mook: one mook falls, the next stands with empty boxes."""
    mode = ruleset.stress.mode
    plans = {
        plan
        for boxes, shifts in _stress_choices(track, hit, mode)
        if _is_minimal(plan := AbsorbPlan(hit, track.name, boxes, shifts), track, mode)
    }
    if plans:
        return tuple(sorted(plans, key=plan_cost))
    if character.group_size <= 1:
        return ()  # the last mook falls: the group is taken out
    return (AbsorbPlan(hit, track.name, (), hit, mooks_taken_out=1),)


def _mook_plan(character: Character, track: TrackState, hit: int) -> AbsorbPlan | None:
    """A mook group soaks a hit mook by mook: the standing mook's boxes fill in order, the
    overflow goes to the next; a mook whose boxes all fill is taken out (SotC L466). A mook
    without boxes is taken out by each shift."""
    marked = set(track.marked)
    new_marks: list[int] = []
    remaining, absorbed, taken = hit, 0, 0
    while remaining > 0:
        if taken >= character.group_size:
            return None
        if not track.boxes:
            taken, remaining, absorbed = taken + 1, remaining - 1, absorbed + 1
            continue
        for index in range(len(track.boxes)):
            if remaining <= 0:
                break
            if index not in marked:
                marked.add(index)
                new_marks.append(index)
                remaining -= track.boxes[index]
                absorbed += track.boxes[index]
        if len(marked) == len(track.boxes):
            taken += 1
            marked, new_marks = set(), []
    return AbsorbPlan(hit, track.name, tuple(sorted(new_marks)), absorbed, mooks_taken_out=taken)
