"""When a consequence will clear, in the campaign's own terms: "after the next scene", "at the
end of session 9", "at the end of the arc". The counting is the rules core's
(`recovery.clears_in`); this module only places it on the campaign's calendar."""

from __future__ import annotations

from dataclasses import replace

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character, Consequence
from fate_tui.rules.errors import RulesError
from fate_tui.rules.recovery import clearing_clock, clears_in, treatment_difficulty
from fate_tui.rules.ruleset import Period, RuleSet, Severity
from fate_tui.rules.scene import SceneStatus


def clears_when(consequence: Consequence, state: CampaignState) -> str:
    """Where a consequence stands on its way to clearing, and when it will clear."""
    rules = state.ruleset
    if consequence.severity is Severity.EXTREME:
        return "no recovery: it stays until it is reset"
    if not consequence.recovering:
        difficulty = treatment_difficulty(consequence, rules)
        if difficulty is None:
            clock = clearing_clock(consequence.clears_as or consequence.severity, rules)
            if clock is not None and not rules.recovery.treatment_roll:
                # No treatment to wait for: it clears with rest as its period ends (SotC:
                # a mild consequence lasts "until the end of the current scene"), as the
                # scene's end does; it said its clock starts at the end of the next scene.
                period, full = clock
                return "recovers with rest: clears " + _when(period, full + 1, state)
            starts = clock[0].value if clock else "scene"
            return f"recovers with rest: its clock starts at the end of the next {starts}"
        penalty = rules.recovery.self_treatment_penalty
        return f"needs treatment: overcome at {rules.ladder.label(difficulty)}" + (
            f" (+{penalty} treating yourself)" if penalty else ""
        )
    remaining = clears_in(consequence, rules)
    if remaining is None:
        return "recovering"
    period, count = remaining
    return "recovering: clears " + _when(period, max(count, 1), state)


def _when(period: Period, count: int, state: CampaignState) -> str:
    story = state.story
    if period is Period.SCENE:
        playing = state.current_scene is not None and (
            state.current_scene.status is SceneStatus.ACTIVE
        )
        if count == 1:
            return "when this scene ends" if playing else "after the next scene"
        return f"after {count} more scenes"
    if period is Period.SESSION:
        return f"at the end of session {max(story.current_session, 1) + count - 1}"
    if period is Period.ARC:
        arc = story.active_arc
        if count == 1:
            return f"at the end of the arc '{arc.title}'" if arc else "at the end of the next arc"
        return f"at the end of the arc after {'next' if count == 2 else f'{count - 1} more'}"
    if count == 1:
        return "after the next downtime (several hours of rest)"
    return f"after {count} more downtimes"


def condition_as_consequence(who: Character, name: str, rules: RuleSet) -> Consequence:
    """A marked condition seen as the consequence of its row's severity (conditions recover
    on the same clocks: fate-condensed-srd.txt L1099), to reuse their wording."""
    for row in rules.consequences.conditions:
        if name in (row.physical, row.mental):
            recovering = name in who.conditions_recovering
            return replace(
                Consequence(name, row.severity, name),
                recovering=recovering,
                recovery_elapsed=who.conditions_recovering.get(name, 0),
            )
    raise RulesError(f"'{name}' is not one of {rules.title}'s conditions")
