"""Which skill an action usually takes, and which skills defend against an attack: the
defaults a GM expects when setting up a roll in a hurry.

Condensed [CON L554-L564]: Fight and Shoot attack physically, Athletics defends against any
physical attack and Fight against melee; Provoke attacks mentally and Will defends. Fate Core
uses the same skills (its seed chapters call two of them Fighting and Intimidation). Spirit of
the Century's table [SOC L376-L381]: Fists, Guns and Weapons harm (Fists, Weapons or Athletics
defend; Guns cannot defend [SOC L600]); Deceit, Intimidation and Rapport attack socially
(Resolve, Empathy or Deceit defend); Might forces movement (Might resists). Accelerated has no
skills: any approach may do anything, so the actor's best approach is the one that fits.
"""

from __future__ import annotations

from collections.abc import Mapping

from fate_tui.rules.character import Character
from fate_tui.rules.ruleset import RuleSet

# Attack skills, the usual first; and, for each, the skills that defend against it.
_ATTACKS: dict[str, dict[str, tuple[str, ...]]] = {
    "condensed": {
        "Fight": ("Athletics", "Fight"),
        "Shoot": ("Athletics",),
        "Provoke": ("Will",),
    },
    "core": {
        "Fight": ("Athletics", "Fight", "Fighting"),
        "Fighting": ("Athletics", "Fighting", "Fight"),
        "Shoot": ("Athletics",),
        "Provoke": ("Will",),
        "Intimidation": ("Will",),
    },
    "sotc": {
        "Fists": ("Athletics", "Fists", "Weapons"),
        "Weapons": ("Athletics", "Fists", "Weapons"),
        "Guns": ("Athletics", "Fists", "Weapons"),
        "Intimidation": ("Resolve",),
        "Deceit": ("Resolve", "Empathy"),
        "Rapport": ("Resolve", "Deceit"),
        "Might": ("Might",),
    },
}


# Attack skills that harm the mind, not the body: Condensed's Provoke (L561); Core's Provoke,
# which its seed chapter calls Intimidation (L203: an attack in a debate); Spirit of the
# Century's Deceit, Intimidation and Rapport (to deceive, scare, charm: L376-L381), which the
# Composure track takes (L416). The rule sets' other attack skills harm the body.
_MIND_ATTACKS: dict[str, frozenset[str]] = {
    "condensed": frozenset({"Provoke"}),
    "core": frozenset({"Provoke", "Intimidation"}),
    "sotc": frozenset({"Deceit", "Intimidation", "Rapport"}),
}


def attacks_mind(ruleset_name: str, attack: str) -> bool | None:
    """Whether an attack with `attack` harms the mind (True) or the body (False); None when
    the rule set does not say (Accelerated's approaches, a skill it does not list)."""
    if attack in _MIND_ATTACKS.get(ruleset_name, ()):
        return True
    if attack in _ATTACKS.get(ruleset_name, {}):
        return False
    return None


def _best(candidates: tuple[str, ...], ratings: Mapping[str, int]) -> str | None:
    """The highest-rated of `candidates` the character has; ties go to the earlier one."""
    rated = [name for name in candidates if name in ratings]
    if not rated:
        return None
    return max(rated, key=lambda name: (ratings[name], -candidates.index(name)))


def attack_skill(
    ruleset_name: str, ratings: Mapping[str, int], *, mental: bool | None = None
) -> str | None:
    """The skill a character usually attacks with: their best attack skill, else the rule
    set's first; None where any approach attacks (Accelerated).

    In a conflict of one kind (`mental`: True for a mental or social one, False for a
    physical one) the attacks of that kind come first: "the type of stress that a character
    takes in a conflict should be appropriate to the type of conflict" [SOC L416], and a
    scientist with Great Intimidation and Fair Guns shoots in a gunfight. A character who
    rates no attack of that kind keeps their best attack of the other kind, the one thing
    they can hurt with (the GM changes it if it does not fit); one who rates none at all
    takes the rule set's first attack of the kind, at Mediocre."""
    attacks = _ATTACKS.get(ruleset_name)
    if attacks is None:
        return None
    every = tuple(attacks)
    if mental is None:
        return _best(every, ratings) or every[0]
    mind = _MIND_ATTACKS.get(ruleset_name, frozenset())
    fitting = tuple(name for name in every if (name in mind) == mental) or every
    return _best(fitting, ratings) or _best(every, ratings) or fitting[0]


def own_attack_skill(character: Character, ruleset: RuleSet) -> str | None:
    """The attack skill a sheet declares for itself, or None: a stunt for attacks naming a
    skill the character rates; else the character's own skill, one the rule set does not list
    (a minor NPC "Great (+4) at Biting People", fate-condensed-srd.txt L1056), when it rates
    above every attack skill of the rule set the character has, and it has one."""
    ratings = character.skills
    by_name = {name.lower(): name for name in ratings}
    declared = [
        by_name[s.skill.lower()]
        for s in character.stunts
        if s.skill and s.skill.lower() in by_name and (s.action or "").lower() == "attack"
    ]
    if declared:
        return max(declared, key=lambda name: ratings[name])
    own = [name for name in ratings if ruleset.skill_name(name) is None]
    if not own:
        return None
    best = max(own, key=lambda name: ratings[name])
    # Only beside an attack skill it rates: an own skill of a character who cannot fight
    # ("Knowing Who Docked When") is no attack.
    usual = [ratings[name] for name in _ATTACKS.get(ruleset.name, {}) if name in ratings]
    return best if usual and ratings[best] > max(usual) else None


def attack_stood_for(
    character: Character, skill: str, ruleset: RuleSet, *, mental: bool | None = None
) -> str:
    """The attack skill of the rule set that `skill` stands in for, to find what defends
    against it: a character's own skill stands in for its best attack skill (the Deacon's
    "Dragging the Living Under" is his Fight); any other skill is itself.

    An own attack made in a conflict of one kind (`mental`: True for a mental or social one,
    False for a physical one) is an attack of that kind [SOC L416], defended as such: Will
    against a mental attack, Athletics (or Fight) against a physical one [CON L558-L562]. It
    stands in for the character's best attack skill of that kind, else the rule set's first
    of that kind (the Deacon dragging a mind under stands in for Provoke, which Will defends
    against, though he rates only Fight)."""
    if ruleset.skill_name(skill) is not None:
        return skill
    attacks = tuple(_ATTACKS.get(ruleset.name, {}))
    if mental is not None:
        mind = _MIND_ATTACKS.get(ruleset.name, frozenset())
        fitting = tuple(name for name in attacks if (name in mind) == mental)
        if fitting:
            return _best(fitting, character.skills) or fitting[0]
    return _best(attacks, character.skills) or skill


def defence_skill(ruleset_name: str, attack: str, ratings: Mapping[str, int]) -> str | None:
    """The skill a defender rolls against `attack`: their best of the skills that defend
    against it (the first of them when they have none rated); None when the rule set does
    not say (Accelerated: the caller takes the defender's best approach)."""
    defences = _ATTACKS.get(ruleset_name, {}).get(attack)
    if not defences:
        return None
    return _best(defences, ratings) or defences[0]


# What a hazard's attack is like, for its defence: Condensed's hazards are a sniper, a turret,
# fire jets (L1200): harm from afar, which Athletics defends against [CON L554]; in a mental
# conflict, the attack on the mind that Will defends against.
_HAZARD_ATTACKS = {
    "condensed": ("Shoot", "Provoke"),
    "core": ("Shoot", "Provoke"),
    "sotc": ("Guns", "Intimidation"),
}


def hazard_defence(ruleset_name: str, ratings: Mapping[str, int], *, mental: bool) -> str | None:
    """The skill a character usually defends with against a hazard's attack; None when the
    rule set does not say (the caller takes the defender's best)."""
    attacks = _HAZARD_ATTACKS.get(ruleset_name)
    if attacks is None:
        return None
    return defence_skill(ruleset_name, attacks[1 if mental else 0], ratings)
