"""The rules core: Fate's mechanics as data and pure functions.

Standard library only; no I/O, no Textual, no tomlkit. Screens, the campaign layer and the
command line all go through these functions instead of re-implementing a rule.
"""

from fate_tui.rules.aspects import Aspect, AspectKind, boost
from fate_tui.rules.character import Character, CharacterKind, Consequence, ExtraSlot, Stunt
from fate_tui.rules.dice import DeckOfFate, d6_to_fate, dice_symbols, parse_dice, roll_dice
from fate_tui.rules.errors import FateError, InvalidOverride, InvalidValue, RulesError
from fate_tui.rules.ladder import Ladder, signed
from fate_tui.rules.outcomes import Outcome, Resolution, effort_of, resolve
from fate_tui.rules.overrides import apply_overrides, enable_options
from fate_tui.rules.ruleset import RuleSet, Severity
from fate_tui.rules.rulesets import RULESETS, get_ruleset

__all__ = [
    "RULESETS",
    "Aspect",
    "AspectKind",
    "Character",
    "CharacterKind",
    "Consequence",
    "DeckOfFate",
    "ExtraSlot",
    "FateError",
    "InvalidOverride",
    "InvalidValue",
    "Ladder",
    "Outcome",
    "Resolution",
    "RuleSet",
    "RulesError",
    "Severity",
    "Stunt",
    "apply_overrides",
    "boost",
    "d6_to_fate",
    "dice_symbols",
    "effort_of",
    "enable_options",
    "get_ruleset",
    "parse_dice",
    "resolve",
    "roll_dice",
    "signed",
]
