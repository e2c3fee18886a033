"""A conflict's framing, physical or mental, and the stress track a hit lands on.

The framing orders the turns where the rule set ranks them by another skill in a mental
conflict (Core L496: Notice or Empathy; Accelerated L284: Quick or Careful; Spirit of the
Century L366: Alertness or Empathy), and it is where a hit lands when the attack itself does
not say (a hazard, a threat, a character's own skill standing for none of the rule set's).
The attack says first: a mental hit checks a mental box (Core L550), so a Provoke attack in a
physical conflict still lands on the mental track (`skill_uses.attacks_mind`). A rule set with
one stress track and turns that do not depend on the framing (Condensed's unified stress) has
nothing to frame: nobody needs to be asked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fate_tui.rules.derived import track_rules
from fate_tui.rules.ruleset import RuleSet, TurnOrderMode
from fate_tui.rules.skill_uses import attacks_mind


@dataclass(frozen=True)
class Framing:
    """One framing and what it changes under the rule set."""

    mental: bool
    turn_order_skill: str | None
    """The skill (or approach) that orders the turns; None where the framing leaves it."""
    track: str | None
    """The stress track a hit lands on unless the attack says; None with a single track."""

    @property
    def name(self) -> str:
        return "mental" if self.mental else "physical"


def framings(ruleset: RuleSet) -> tuple[Framing, ...]:
    """Physical, then mental, each with what it changes; empty when the framing changes
    nothing under the rule set."""
    tracks = [rule.name for rule in track_rules(ruleset)]
    order = ruleset.turn_order
    skills: tuple[str | None, str | None] = (None, None)
    if order.mode is TurnOrderMode.SKILL and order.physical_skill != order.mental_skill:
        skills = (order.physical_skill, order.mental_skill)
    landing: tuple[str | None, str | None] = (None, None)
    if len(tracks) > 1:
        landing = (tracks[0], tracks[1])
    if skills == (None, None) and landing == (None, None):
        return ()
    return (
        Framing(False, skills[0], landing[0]),
        Framing(True, skills[1], landing[1]),
    )


def hit_is_mental(ruleset: RuleSet, attack: str | None, *, mental_conflict: bool) -> bool:
    """Whether a hit from an attack with `attack` lands on the mental track: the attack's own
    kind where the rule set says it, else the conflict's framing."""
    kind = attacks_mind(ruleset.name, attack) if attack else None
    return mental_conflict if kind is None else kind


def landing_track(track_names: Sequence[str], *, mental: bool) -> str | None:
    """Of a character's tracks (the rule set's order: physical first), the one a physical or
    mental hit lands on; the only one when there is one; None when there is none."""
    if not track_names:
        return None
    return track_names[1] if mental and len(track_names) > 1 else track_names[0]
