"""The help screen's text: a short rules reference for a campaign's rule set, and how to remap
keys. Pure text building from `RuleSet` values (no Textual), so every rule set and every
campaign override reads right; the wording is fate-tui's own.
"""

from __future__ import annotations

from dataclasses import dataclass

from fate_tui.rules.actions import Action, outcome_table
from fate_tui.rules.outcomes import Outcome, OutcomeModel
from fate_tui.rules.recovery import clearing_clock, treatment_difficulty
from fate_tui.rules.ruleset import (
    ConsequenceMode,
    FreeInvokeStacking,
    HostilePayout,
    Period,
    RuleSet,
    Severity,
    StartingFatePoints,
    StressMode,
    StressTrackRule,
)

Row = tuple[str, str]
"""A labelled line of a table, such as ("Tie", "what a tie gives")."""


@dataclass(frozen=True)
class Section:
    title: str
    lines: tuple[str | Row, ...]
    """Paragraphs, and (label, text) rows that belong together in a table."""


def rules_reference(rules: RuleSet) -> tuple[Section, ...]:
    """The reference, section by section, for `rules` as the campaign has it."""
    return (
        Section("Outcomes", _outcomes(rules)),
        Section("The four actions", _actions(rules)),
        Section("Invokes", _invokes(rules)),
        Section("Compels and fate points", _compels(rules)),
        Section("Stress", _stress(rules)),
        Section("Consequences", _consequences(rules)),
        Section("Conceding and taken out", _concession(rules)),
        Section("Recovery", _recovery(rules)),
    )


def reference_text(rules: RuleSet) -> str:
    """The whole reference as plain text, headed by the rule set's name."""
    parts = [f"Rules reference: {rules.title}"]
    for section in rules_reference(rules):
        parts.append("")
        parts.append(section.title.upper())
        width = max((len(line[0]) for line in section.lines if isinstance(line, tuple)), default=0)
        for line in section.lines:
            if isinstance(line, tuple):
                label = f"{line[0]}:" if line[0] else ""
                line = f"  {label.ljust(width + 1)} {line[1]}"
            parts.append(line)
    return "\n".join(parts)


def keymap_help(config_file: str, example_id: str, example_key: str) -> tuple[str, ...]:
    """How to give a binding another key in keys.toml, with an example."""
    return (
        f"Remap keys by their id in {config_file}:",
        "    [keys]",
        f'    "{example_id}" = "{example_key}"',
        '    "app.undo" = "u,backspace"',
        "Several keys: separate them with commas. Read when fate-tui starts; a mistake is "
        "reported and the default keys kept. Avoid keys terminals swallow: ctrl+s, ctrl+q, "
        "ctrl+z, ctrl+c.",
    )


# Outcomes and actions ---------------------------------------------------------------------


def _meet_or_beat(rules: RuleSet) -> bool:
    return rules.outcome_model is OutcomeModel.MEET_OR_BEAT


def _outcome_labels(rules: RuleSet) -> dict[Outcome, str]:
    style = rules.style_threshold
    if _meet_or_beat(rules):
        return {
            Outcome.FAIL: "Short",
            Outcome.TIE: "Met",
            Outcome.SUCCESS: "Beaten",
            Outcome.SUCCESS_WITH_STYLE: f"By {style}+",
        }
    return {
        Outcome.FAIL: "Fail",
        Outcome.TIE: "Tie",
        Outcome.SUCCESS: "Success",
        Outcome.SUCCESS_WITH_STYLE: "Style",
    }


def _outcomes(rules: RuleSet) -> tuple[str, ...]:
    style = rules.style_threshold
    lines = [
        "Roll four Fate dice (each -1, 0 or +1) and add the rating: that is the effort. "
        "Compare it with the opposition, a difficulty on the ladder or someone else's effort; "
        "every step above it is a shift.",
    ]
    if _meet_or_beat(rules):
        lines += [
            "Meeting the opposition is enough: you succeed, with no shifts to spend. Falling "
            "short fails, and a failure never counts negative shifts.",
            f"Beating it by {style} or more is a significant success. On a defense (and on a "
            "well-placed maneuver) it gives spin: +1 or -1 on any one roll of the very next "
            "action.",
        ]
    else:
        lines += [
            "Fail: below the opposition. Tie: exactly equal. Success: above it. "
            f"Success with style: {style} or more shifts above it.",
        ]
    return tuple(lines)


def _actions(rules: RuleSet) -> tuple[str | Row, ...]:
    labels = _outcome_labels(rules)
    lines: list[str | Row] = []
    for action in Action:
        lines.append(f"{action.words.capitalize()}:")
        for outcome, effect in outcome_table(rules, action).items():
            lines.append((labels[outcome], effect.description))
            for alternative in effect.alternatives:
                lines.append(("", f"or: {alternative.description}"))
    return tuple(lines)


# Invokes, compels, fate points ---------------------------------------------------------------

_PAYOUT = {
    HostilePayout.AFTER_SCENE: "reaches that character once the scene is over",
    HostilePayout.END_OF_CONFLICT: "reaches that character at the end of the conflict "
    "(or of the scene, without one)",
    HostilePayout.TO_GM: "goes to the GM; only a player invoked by another player gets it, "
    "after the scene",
    HostilePayout.END_OF_EXCHANGE: "reaches that character at the end of the exchange",
}

_STACKING = {
    FreeInvokeStacking.UNLIMITED: "Free invokes stack: spend as many of one aspect's free "
    "invokes on a roll as you hold, alongside invokes of other aspects.",
    FreeInvokeStacking.STYLE_PAIR: "Each aspect helps a roll only once, free or paid; the "
    "exception is the pair of free invokes from a success with style, which may go together.",
    FreeInvokeStacking.ONCE: "Each aspect helps a roll only once, free or paid.",
}


def _invokes(rules: RuleSet) -> tuple[str, ...]:
    invokes = rules.invokes
    uses = [f"+{invokes.bonus} to your roll"]
    if invokes.reroll:
        uses.append("a reroll of all four dice")
    if invokes.raise_difficulty:
        uses.append(f"+{invokes.bonus} to the opposition someone else faces")
    if invokes.ally_bonus:
        uses.append(f"+{invokes.bonus} to an ally's roll")
    lines = [
        "Invoke an aspect that fits the moment for " + _either(uses) + ".",
        "Pay for it with a fate point, or use a free invoke: created or discovered advantages "
        "come with free invokes for whoever made them, and they can be passed to an ally.",
    ]
    if not invokes.boosts_paid:
        lines.append("A boost gives one free invoke and vanishes once used; it cannot be paid for.")
    lines.append(_STACKING[invokes.free_stacking])
    lines.append("An aspect is paid for with a fate point at most once per roll.")
    if invokes.max_free_per_roll is not None:
        count = invokes.max_free_per_roll
        lines.append(f"At most {count} free invoke{'s' * (count != 1)} on any one roll.")
    if invokes.plain_fate_point_bonus is not None:
        lines.append(
            f"A fate point spent on no aspect at all still gives +{invokes.plain_fate_point_bonus}."
        )
    lines.append(
        "Invoking an aspect on an opponent (a hostile invoke) pays them: the fate point "
        + _PAYOUT[invokes.hostile_payout]
        + "."
    )
    return tuple(lines)


def _compels(rules: RuleSet) -> tuple[str, ...]:
    compels, points = rules.compels, rules.fate_points
    lines = [
        "A compel: an aspect makes trouble for its character. Accept it and gain "
        f"{_points(compels.accept_gain)}; refuse it by paying {_points(compels.refuse_cost)}. "
        "With no fate points you cannot refuse: the compel stands.",
    ]
    if len(compels.escalation) > 1:
        stakes = ", then ".join(str(n) for n in compels.escalation[1:])
        lines.append(
            f"Instead of taking a refusal, the GM may raise the stakes to {stakes} fate points; "
            "the player then accepts for that many or pays that many to refuse."
        )
    if compels.player_proposer_pays:
        lines.append(
            "The GM's compels cost the GM nothing. A player who compels someone else's "
            "character puts up one of their own fate points; compelling your own is free."
        )
    else:
        lines.append("Anyone at the table may propose a compel without paying for it.")
    if compels.player_compel_of_npc_feeds_gm_pool:
        lines.append("A compel on an NPC is settled through the GM's pool.")
    refresh = f"Refresh: {points.refresh}"
    if points.refresh_equals_aspects:
        refresh = "Refresh: one per aspect"
    if points.stunt_refresh_cost:
        refresh += (
            f", minus {points.stunt_refresh_cost} per stunt beyond {points.free_stunts} "
            f"(never below {points.min_refresh})"
        )
    start = (
        "A PC starts play with their refresh"
        if points.starting is StartingFatePoints.REFRESH
        else "A PC starts play with one fate point per aspect"
    )
    lines.append(
        f"{refresh}. {start}; each new session tops them up to it (never down). The GM's pool "
        f"holds {points.gm_pool_per_pc} per PC in the scene, renewed every scene."
    )
    return tuple(lines)


# Harm ----------------------------------------------------------------------------------------

_STRESS_MODE = {
    StressMode.ONE_POINT_BOXES: "Every stress box absorbs one shift; mark as many as you like "
    "against one hit.",
    StressMode.ONE_VALUED_BOX: "Mark at most one box per hit; it absorbs shifts up to its "
    "value (1, 2, 3...).",
    StressMode.ROLL_UP: "A hit marks the box numbered like its shifts; if that box is taken, "
    "the hit rolls up to the next empty box. Past the last box, take a consequence or be taken "
    "out.",
}


def _stress(rules: RuleSet) -> tuple[str, ...]:
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
    lines.append(f"All stress clears at the end of the {_period(stress.clears)}.")
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


def _consequences(rules: RuleSet) -> tuple[str | Row, ...]:
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
            " Whoever inflicted it gets a free invoke on it."
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


def _concession(rules: RuleSet) -> tuple[str, ...]:
    concession = rules.concession
    when = concession.timing
    lines = [f"Concede {when}: you lose the conflict, but you say how you leave it."]
    base, per = concession.base_fate_points, concession.per_consequence
    if base or per:
        gain = _points(base) if base else "nothing"
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


def _recovery(rules: RuleSet) -> tuple[str | Row, ...]:
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
    name = _period(period)
    if full == 0:
        when = f"it clears at the end of the {name} in which recovery starts"
    elif full == 1:
        when = f"it clears once one more whole {name} has passed"
    else:
        when = f"it clears once {full} more whole {name}s have passed"
    return treat + when + "."


# Words -----------------------------------------------------------------------------------

_PERIODS = {
    Period.SCENE: "scene",
    Period.SESSION: "session",
    Period.ARC: "arc",
    Period.DOWNTIME: "downtime",
}


def _period(period: Period) -> str:
    return _PERIODS[period]


def _points(count: int) -> str:
    return f"{count} fate point" + ("" if count == 1 else "s")


def _either(options: list[str]) -> str:
    if len(options) == 1:
        return options[0]
    return ", ".join(options[:-1]) + " or " + options[-1]
