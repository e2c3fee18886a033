"""Outcomes and the four actions, in the words of the campaign's outcome model."""

from __future__ import annotations

from fate_tui.rules.actions import Action, outcome_table
from fate_tui.rules.outcomes import Outcome, OutcomeModel
from fate_tui.rules.ruleset import RuleSet
from fate_tui.ui.help_text.sections import Row


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


def outcome_lines(rules: RuleSet) -> tuple[str, ...]:
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
            "A defense's spin is kept in the scene until the next roll: S in the Roll dialog "
            "uses it (+1, then -1); used or not, it is gone after that roll. With Mix it Up "
            "each spin is saved up instead and all of it goes on that character's next "
            "attack.",
        ]
    else:
        lines += [
            "Fail: below the opposition. Tie: exactly equal. Success: above it. "
            f"Success with style: {style} or more shifts above it.",
        ]
    return tuple(lines)


def action_lines(rules: RuleSet) -> tuple[str | Row, ...]:
    labels = _outcome_labels(rules)
    lines: list[str | Row] = []
    for action in Action:
        lines.append(f"{action.words.capitalize()}:")
        for outcome, effect in outcome_table(rules, action).items():
            lines.append((labels[outcome], effect.description))
            for alternative in effect.alternatives:
                lines.append(("", f"or: {alternative.description}"))
    if rules.name == "sotc":
        lines.append(
            "An assessment (a maneuver on a hidden aspect) gives a free tag to use in its scene; "
            "one that takes longer than a scene (E in the Roll dialog) keeps it for the scene "
            "that follows: keep the aspect there when the scene ends. A true fortune (j, Tell a "
            "fortune) puts its aspect on the person it is about, or on every scene, until the "
            "arc ends."
        )
    return tuple(lines)
