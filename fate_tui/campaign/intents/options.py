"""Switching the campaign's optional rules on and off (saved to campaign.toml's `options`)."""

from __future__ import annotations

from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.state import CAMPAIGN_FILE
from fate_tui.rules.errors import RulesError, did_you_mean, one_of
from fate_tui.rules.overrides import enable_options

# What each optional rule does, in the words shown beside its switch.
OPTION_TEXT = {
    "conditions": "Conditions in place of consequences (Hurt, Injured, Wounded...)",
    "conditions_separated": "Conditions moved further apart (two boxes each)",
    "scale": "Scale: Mundane to Godlike, bonuses per level of difference",
    "time_shifts": "Time shifts: spend shifts to do it faster",
    "weapon_armor": "Weapon and Armor ratings add to and take from hits",
    "obstacles": "Obstacles: hazards, blocks and distractions",
    "extreme_consequences": "Extreme consequences (8 shifts, replace an aspect)",
    "big_bad": "Ways to break the rules for big bads",
    "faster_contests": "Faster contests",
    "full_defense": "Full defense: +2 to every defense until your next turn",
    "severe_after_sessions": "Severe consequences clear after four sessions (long arcs)",
    "unified_stress": "One stress track for every kind of harm",
    "deck_of_fate": "The Deck of Fate as the app's dice (81 cards, no repeats until reshuffled)",
    "d6_dice": "Four six-sided dice in place of Fate dice (1-2 -, 3-4 0, 5-6 +)",
}


def options(ctl: Controller) -> list[tuple[str, bool]]:
    """Every optional rule the campaign's rule set has, and whether it is switched on."""
    rules = ctl.state.ruleset
    return [(name, rules.uses(name)) for name in sorted(rules.optional_rules)]


def set_option(ctl: Controller, name: str, on: bool) -> None:
    rules = ctl.state.ruleset
    if name not in rules.optional_rules:
        allowed = one_of(sorted(rules.optional_rules)) or "none"
        hint = did_you_mean(name, rules.optional_rules)
        raise RulesError(f"'{name}' is not an optional rule of {rules.title}{hint}; {allowed}")
    if rules.uses(name) == on:
        return
    enabled = set(rules.enabled_options)
    if on:
        enabled.add(name)
    else:
        enabled.discard(name)
    story = replace(ctl.state.story, ruleset=enable_options(rules, sorted(enabled)))
    text = f"Optional rule '{name}' switched {'on' if on else 'off'}"
    # Characters and scenes read differently under some options (conditions, one stress
    # track): they are read again under the new rules before any screen redraws.
    ctl.apply(text, log=("change", text), story=story, reread=[CAMPAIGN_FILE])
