"""Harm: stress, consequences, conceding and being taken out, and recovery."""

from __future__ import annotations

from fate_tui.rules.recovery import clearing_clock, treatment_difficulty
from fate_tui.rules.ruleset import (
    ConsequenceMode,
    Period,
    RuleSet,
    Severity,
    StressMode,
    StressTrackRule,
)
from fate_tui.rules.wording import counted
from fate_tui.ui.help_text.sections import Row

_STRESS_MODE = {
    StressMode.ONE_POINT_BOXES: "Every stress box absorbs one shift; mark as many as you like "
    "against one hit.",
    StressMode.ONE_VALUED_BOX: "Mark at most one box per hit; it absorbs shifts up to its "
    "value (1, 2, 3...).",
    StressMode.ROLL_UP: "A hit marks the box numbered like its shifts; if that box is taken, "
    "the hit rolls up to the next empty box. Past the last box, take a consequence or be taken "
    "out.",
}


def stress_lines(rules: RuleSet) -> tuple[str, ...]:
    stress = rules.stress
    lines = [_STRESS_MODE[stress.mode]]
    tracks = (
        (stress.unified_track,)
        if rules.uses("unified_stress") and stress.unified_track is not None
        else stress.tracks
    )
    for track in tracks:
        lines.append(_track_line(rules, track))
    if stress.extra_boxes:
        lines.append(f"Every track has {stress.extra_boxes} extra box(es) in this campaign.")
    if stress.clears is Period.CONFLICT:
        lines.append("All stress clears once the conflict is over (or at the end of the scene).")
    else:
        lines.append(f"All stress clears at the end of the {stress.clears.value}.")
    return tuple(lines)


def _track_line(rules: RuleSet, track: StressTrackRule) -> str:
    one_point = rules.stress.mode is StressMode.ONE_POINT_BOXES

    def shown(boxes: tuple[int, ...]) -> str:
        extra = rules.stress.extra_boxes
        if one_point:
            return f"{len(boxes) + extra} boxes"
        values = list(boxes) + [1] * extra
        return "".join(f"[{v}]" for v in values)

    skills = (track.skill, *track.also_skills) if track.skill else ()
    grows = f" (grows with {' or '.join(skills)})" if skills else ""
    parts = [shown(track.base)]
    parts += [
        f"{shown(step.boxes)} from {rules.ladder.label(step.at_least)}" for step in track.steps
    ]
    line = f"{track.name.capitalize()}{grows}: " + "; ".join(parts) + "."
    if track.extra_mild_at is not None and skills:
        line += f" From {rules.ladder.label(track.extra_mild_at)}: an extra mild consequence."
    return line


def consequence_lines(rules: RuleSet) -> tuple[str | Row, ...]:
    rules_c = rules.consequences
    lines: list[str | Row] = []
    if rules_c.mode is ConsequenceMode.SEQUENTIAL:
        names = [slot.name for slot in rules_c.slots]
        order = ", then ".join(names)
        lines.append(
            f"Each consequence soaks up a whole hit. They come in order: {order} for any "
            "further ones."
        )
    elif rules.uses("conditions") and rules_c.conditions:
        lines.append("Conditions replace the usual slots: mark boxes to absorb shifts.")
        for row in rules_c.conditions:
            lines.append(
                (
                    f"{row.physical} / {row.mental}",
                    f"{row.boxes} box(es) each, lasting like a {row.severity.value} consequence",
                )
            )
    else:
        slots = ", ".join(f"{slot.name} ({slot.value})" for slot in rules_c.slots)
        lines.append(
            f"Slots and the shifts each absorbs: {slots}. Combine stress and free slots to "
            "soak up a hit; what cannot be absorbed takes you out."
        )
    if rules_c.max_carried is not None:
        lines.append(f"No one carries more than {rules_c.max_carried} consequences at once.")
    if _has_extreme(rules):
        lines.append(
            f"Extreme ({rules_c.extreme_value}): once between {_advance(rules)}s, replace one of "
            "your aspects with it for good."
        )
    lines.append(
        "A consequence is an aspect: anyone can invoke or compel it while it lasts."
        + (
            f" Whoever inflicted it gets a {rules.wording.free_invoke} on it."
            if rules_c.attacker_free_invoke
            else ""
        )
    )
    return tuple(lines)


def _has_extreme(rules: RuleSet) -> bool:
    rules_c = rules.consequences
    optional_off = rules_c.extreme_is_optional and not rules.uses("extreme_consequences")
    return rules_c.extreme_value is not None and not optional_off


def _advance(rules: RuleSet) -> str:
    return rules.consequences.extreme_resets_at.value


def concession_lines(rules: RuleSet) -> tuple[str, ...]:
    concession = rules.concession
    when = concession.timing
    lines = [f"Concede {when}: you lose the conflict, but you say how you leave it."]
    base, per = concession.base_fate_points, concession.per_consequence
    if base or per:
        gain = counted(base, "fate point") if base else "nothing"
        extra = f", plus {per} per consequence taken in this conflict" if per else ""
        lines.append(f"Conceding earns {gain}{extra}.")
    if concession.refused_offer_payout:
        lines.append(
            "Turning down a fair offer to concede costs the one who refuses a fate point and "
            "gives one to the one who offered."
        )
    lines.append(
        "Taken out: a hit you cannot absorb means the other side decides what happens to you."
    )
    if concession.taken_out_override:
        lines.append(
            "A player taken out may spend all their fate points (at least one) to change how."
        )
    return tuple(lines)


def recovery_lines(rules: RuleSet) -> tuple[str | Row, ...]:
    recovery = rules.recovery
    lines: list[str | Row] = []
    if recovery.treatment_roll:
        lines.append(
            "Recovery starts with an overcome roll to treat the consequence; treating yourself "
            f"is {recovery.self_treatment_penalty} harder."
        )
    else:
        lines.append("No roll: recovery starts as soon as the character gets to rest.")
    for severity in (Severity.MILD, Severity.MODERATE, Severity.SEVERE):
        if not any(slot.severity is severity for slot in rules.consequences.slots):
            continue
        lines.append((severity.value.capitalize(), _clears(rules, severity)))
    if _has_extreme(rules):
        lines.append(("Extreme", f"never heals by time; it goes at the next {_advance(rules)}."))
    if recovery.back_to_back_step_down:
        lines.append(
            "When one session follows another with no time passing in the story, "
            "consequences count as one step milder."
        )
    return tuple(lines)


def _clears(rules: RuleSet, severity: Severity) -> str:
    difficulty = treatment_difficulty(severity, rules)
    treat = f"treat against {rules.ladder.label(difficulty)}, then " if difficulty else ""
    clock = clearing_clock(severity, rules)
    if clock is None:
        return treat + "it stays until it is reset"
    period, full = clock
    name = period.value
    if full == 0:
        when = f"it clears at the end of the {name} in which recovery starts"
    elif full == 1:
        when = f"it clears once one more whole {name} has passed"
    else:
        when = f"it clears once {full} more whole {name}s have passed"
    return treat + when + "."
