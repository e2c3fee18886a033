"""Zones and reach: how far an attack reaches in the rule set's text, and what the Roll dialog
says when a target stands beyond (`rules.reach`) or, in an attack on several targets, when they
stand in more than one zone (`rules.teamwork.targets_apart`)."""

from __future__ import annotations

from fate_tui.rules.ruleset import RuleSet
from fate_tui.ui.help_text.sections import Row

# An NPC's own skill attacks as the conflict's kind (rules.skill_uses.attack_stood_for).
_MIND = (
    "Attacks on the mind ({}) are not held to zones, nor is an NPC's own attack skill in a "
    "mental conflict."
)

_REACH: dict[str, tuple[str | Row, ...]] = {
    "condensed": (
        ("Fight", "your own zone, unless something extends your reach (a gun, telekinesis)"),
        ("Shoot", "adjacent zones, further if the zones are clear enough"),
        _MIND.format("Provoke"),
    ),
    "core": (
        ("Fight", "your own zone: a zone is where you can walk up and punch someone"),
        ("Shoot", "the rules give no range: the GM judges"),
        _MIND.format("Provoke"),
    ),
    # Accelerated ties reach to no approach: only to a reason to act at a distance.
    "accelerated": (
        "Any approach acts in your own zone, and in nearby zones only with a reason to act at a "
        "distance (a ranged weapon, a spell).",
    ),
    "sotc": (
        ("Fists", "your own zone, where people touch"),
        ("Weapons", "your own zone; one zone away thrown or with a long weapon (a whip)"),
        ("Guns", "two zones away, three with a rifle; one more with the range stunt"),
        # L381, L622: Might forces movement and holds, an attack the Reach line judges as
        # Fists; Help listed it nowhere.
        ("Might", "your own zone: a hold or a shove touches"),
        _MIND.format("Deceit, Intimidation, Rapport"),
    ),
}


def reach_lines(rules: RuleSet) -> tuple[str | Row, ...]:
    """How far attacks reach under `rules`, then what the Roll dialog does about it."""
    lines = _REACH.get(rules.name, ())
    if not lines:
        return ()
    several: tuple[str, ...] = ()
    if rules.teamwork.multiple_targets:
        # Condensed L1380: the targets of a split or zone attack should share a zone.
        several = (
            "An attack on several targets (A in the Roll dialog) should have them all in one "
            "zone: when they stand in more than one, or any stands beyond its reach, it says "
            "who stands where; the GM may allow the exception.",
        )
    return (
        "Anyone in a zone can reach everyone in it; an attack reaches further only as follows.",
        *lines,
        "The Roll dialog shows a Reach line when an attack's target stands beyond its reach, "
        "saying how far off the target stands: a warning, since the GM may still allow it.",
        *several,
    )
