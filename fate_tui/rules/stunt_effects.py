"""What a character's catalogue stunts change, read by the rules that use it: initiative,
languages, libraries, fortunes, compels, full defense, surprise and spin, gadgets and
companions. Stress boxes and consequence slots are read by `derived.py`, where hits land by
`absorb.py`. Lines are in spirit-of-the-century-srd.txt.
"""

from __future__ import annotations

from dataclasses import dataclass

from fate_tui.rules.character import Character
from fate_tui.rules.derived import rating
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.sotc_trappings import Ambush, ambush, languages
from fate_tui.rules.stunt_catalogue import EffectKind, effect_total, effects_of, has_effect


@dataclass(frozen=True)
class StuntBonus:
    stunt: str
    amount: int
    when: str


def roll_bonuses(character: Character, ruleset: RuleSet, skill: str) -> tuple[StuntBonus, ...]:
    """The bonuses the character's stunts offer on `skill` rolls, with when they apply (the
    GM judges the circumstance)."""
    return tuple(
        StuntBonus(stunt.title, effect.amount, effect.detail)
        for stunt, effect in effects_of(character, ruleset, EffectKind.SKILL_BONUS)
        if (effect.skill or "").lower() == skill.lower()
    )


def initiative_bonus(character: Character, ruleset: RuleSet) -> int:
    """+1 to initiative per purchase of the stunt that raises it (L746)."""
    return effect_total(character, ruleset, EffectKind.INITIATIVE)


def languages_known(character: Character, ruleset: RuleSet) -> int:
    """Extra languages: one per step of Academics (L519), five more per Linguist (L714)."""
    return languages(rating(character, "Academics", ruleset)) + effect_total(
        character, ruleset, EffectKind.LANGUAGES
    )


def own_library(character: Character, ruleset: RuleSet, skill: str) -> int | None:
    """The quality of the library a character always has at hand (Walking Library: equal to
    Academics, L719), or None."""
    for _, effect in effects_of(character, ruleset, EffectKind.LIBRARY):
        if effect.skill == skill:
            return rating(character, skill, ruleset)
    return None


def fortunes_per_session(character: Character, ruleset: RuleSet) -> int:
    """Predictions a session: one (L635), two with the stunt (L1274)."""
    return max([1] + [e.amount for _, e in effects_of(character, ruleset, EffectKind.FORTUNES)])


def compel_start(character: Character, ruleset: RuleSet, topic: str) -> int:
    """Fate points a compel on the character's `topic` aspects starts at: 1, or escalated
    from the outset (Gambling Man: 2, L1072)."""
    return max(
        [1]
        + [
            e.amount
            for _, e in effects_of(character, ruleset, EffectKind.COMPEL_ESCALATION)
            if e.detail == topic
        ]
    )


def full_defense_bonus(character: Character, ruleset: RuleSet, skill: str) -> int:
    """Full defense's bonus with `skill`: +2 (L387), +1 more with Flow Like Water (L1058)."""
    extra = effect_total(character, ruleset, EffectKind.FULL_DEFENSE_BONUS, skill=skill)
    return ruleset.defense.full_defense_bonus + extra


def outnumbered_defense(character: Character, ruleset: RuleSet, skill: str) -> int:
    """Extra on `skill` defense when outnumbered (Brawler, L1019)."""
    return effect_total(character, ruleset, EffectKind.OUTNUMBERED_DEFENSE, skill=skill)


def minion_stress(character: Character, ruleset: RuleSet) -> int:
    """Extra stress on a successful hit against two or more minions (Brawler, L1019)."""
    return effect_total(character, ruleset, EffectKind.MINION_STRESS)


def ambushed(character: Character, ruleset: RuleSet, alertness: int, stealth: int) -> Ambush:
    """An ambush on the character, with Danger Sense (L756) and Saw It Coming (L759)."""
    return ambush(
        alertness,
        stealth,
        full_defense_when_surprised=has_effect(
            character, ruleset, EffectKind.SURPRISE_FULL_DEFENSE
        ),
        never_surprised=has_effect(character, ruleset, EffectKind.NEVER_SURPRISED),
        full_defense_bonus=ruleset.defense.full_defense_bonus,
    )


def defender_gains_spin(attacker: Character, ruleset: RuleSet, defense_margin: int) -> bool:
    """Whether a defense against `attacker` gains spin: by three or more (L482), never
    against an attacker whose stunt denies it (L749)."""
    if has_effect(attacker, ruleset, EffectKind.DENY_SPIN):
        return False
    return defense_margin >= 3


@dataclass(frozen=True)
class Allowance:
    stunt: str
    amount: int
    what: str


def gadget_allowances(character: Character, ruleset: RuleSet) -> tuple[Allowance, ...]:
    """Each gadget or artifact the character's stunts give, with its improvements."""
    return tuple(
        Allowance(stunt.title, effect.amount, effect.detail)
        for stunt, effect in effects_of(character, ruleset, EffectKind.GADGET)
    )


def companion_allowances(character: Character, ruleset: RuleSet) -> tuple[Allowance, ...]:
    """Each companion the character's stunts give with its advances, then any extra advances
    for existing companions."""
    kinds = (EffectKind.COMPANION, EffectKind.COMPANION_ADVANCES)
    return tuple(
        Allowance(stunt.title, effect.amount, effect.detail)
        for kind in kinds
        for stunt, effect in effects_of(character, ruleset, kind)
    )


def minion_upgrades(character: Character, ruleset: RuleSet) -> int:
    """Upgrades for the character's minions: three per purchase of Minions (L1201-1202)."""
    return effect_total(character, ruleset, EffectKind.MINIONS)
