"""What a character's catalogue stunts change, read by the rules that use it: initiative,
languages, libraries, fortunes, compels, full defense, surprise and spin, time, movement,
ranges, gadgets and companions. Stress boxes and consequence slots are read by `derived.py`,
where hits land by `absorb.py`, what a stunt does to one roll by `stunt_uses.py`, and the
stunts with a procedure of their own are in `sotc_stunt_rules.py`. Lines are in
spirit-of-the-century-srd.txt.
"""

from __future__ import annotations

from dataclasses import dataclass

from fate_tui.rules.character import Character
from fate_tui.rules.derived import rating
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.sotc_actions import supplemental_penalty
from fate_tui.rules.sotc_trappings import (
    Ambush,
    ambush,
    attack_range,
    languages,
    unfamiliar_penalty,
)
from fate_tui.rules.stunt_catalogue import (
    EffectKind,
    effect_total,
    effects_of,
    find_stunt,
    has_effect,
    taken,
)


def initiative_bonus(character: Character, ruleset: RuleSet, *, social: bool = False) -> int:
    """+1 to initiative per purchase of the stunt that raises it (L746); +2 to Empathy's in a
    social conflict (L941)."""
    return effect_total(
        character, ruleset, EffectKind.INITIATIVE, detail="social" if social else ""
    )


def initiative_skills(character: Character, ruleset: RuleSet) -> tuple[tuple[str, str], ...]:
    """Skills the character's stunts let him use for initiative, each with when ('' for
    always): Guns (L1115), Burglary while the job goes to plan (L831), Mysteries against
    otherworldly forces (L1287)."""
    return tuple(
        (effect.skill or "", effect.detail)
        for _, effect in effects_of(character, ruleset, EffectKind.INITIATIVE_SKILL)
    )


def initiative_rating(
    character: Character, ruleset: RuleSet, skill: str, *, social: bool = False
) -> int:
    """The rating the character's initiative is rolled or ranked on: `skill`, or a skill a
    stunt always lets him use instead when that is higher, plus the stunts' bonus."""
    usable = [skill] + (
        [] if social else [s for s, when in initiative_skills(character, ruleset) if not when]
    )
    best = max(rating(character, name, ruleset) for name in usable)
    return best + initiative_bonus(character, ruleset, social=social)


def time_steps_saved(character: Character, ruleset: RuleSet, skill: str, task: str) -> int:
    """Steps less on the time table for `skill` work of kind `task` (e.g. Scholar's research
    in the specialisation, L729; Mister Fix-It's repairs, L1012; Bounce Back's recovery,
    L976); the stunts' steps add up (L720, L1220)."""
    return sum(
        effect.amount
        for _, effect in effects_of(character, ruleset, EffectKind.FASTER)
        if effect.skill == skill and effect.detail == task
    )


def supplemental_penalty_for(character: Character, ruleset: RuleSet, what: str) -> int:
    """The -1 of a supplemental action (L398), or none for one a stunt frees: moving a zone
    (L817), driving (L929), drawing a gun (L1112)."""
    if has_effect(character, ruleset, EffectKind.NO_SUPPLEMENTAL_PENALTY, what):
        return 0
    return supplemental_penalty()


def border_for(character: Character, ruleset: RuleSet, border: int, *, height: bool = False) -> int:
    """A border's value for the character: two lower with Unstoppable (any border or block to
    his movement, L1232), up to three lower when it is a height (L821); never below 0."""
    lower = effect_total(character, ruleset, EffectKind.BORDER_REDUCTION, detail="any")
    if height:
        lower += effect_total(character, ruleset, EffectKind.BORDER_REDUCTION, detail="height")
    return max(border - lower, 0)


def attack_range_for(character: Character, ruleset: RuleSet, skill: str, **kinds: bool) -> int:
    """Zones an attack reaches (L598, L700), one more with a range stunt (pistols three zones
    instead of two, rifles one more, L1094)."""
    return attack_range(skill, **kinds) + effect_total(
        character, ruleset, EffectKind.RANGE, skill=skill
    )


def full_defense_against(
    attacker: Character, ruleset: RuleSet, skill: str, defender_bonus: int
) -> int:
    """The bonus a full defense gives against `attacker`'s `skill` attack: none against an
    onslaught stunt (L1042), else the defender's."""
    if any(
        e.skill == skill for _, e in effects_of(attacker, ruleset, EffectKind.DENY_FULL_DEFENSE)
    ):
        return 0
    return defender_bonus


def numbers_bonus_against(target: Character, ruleset: RuleSet, bonus: int) -> int:
    """The bonus attackers get for outnumbering `target` (L461-466): none against a one-man
    army (L1036)."""
    return 0 if has_effect(target, ruleset, EffectKind.NO_NUMBERS_BONUS) else bonus


def saves_spin(character: Character, ruleset: RuleSet) -> bool:
    """Whether the character saves the spin he gains on a defense for his next attack, "no
    matter how many other actions happen in between" (Mix it Up, L1033)."""
    return has_effect(character, ruleset, EffectKind.SAVED_SPIN)


def spin_saved(character: Character, ruleset: RuleSet, spins: int) -> int:
    """The bonus on the character's next attack from spin gained on defenses since: each
    spin is saved up with Mix it Up (L1033), else only the last one counts, on the very next
    roll (L483)."""
    if spins <= 0:
        return 0
    return spins if saves_spin(character, ruleset) else 1


def unfamiliar_penalty_for(
    character: Character, ruleset: RuleSet, skill: str, unfamiliarity: int, weeks: int = 0
) -> int:
    """Contacting's penalty somewhere unfamiliar (L554), none for a world traveller (L859)."""
    if any(
        e.skill == skill for _, e in effects_of(character, ruleset, EffectKind.NO_UNFAMILIARITY)
    ):
        return 0
    return unfamiliar_penalty(unfamiliarity, weeks)


def explosive_force(character: Character, ruleset: RuleSet, force: int, *, prepared: bool) -> int:
    """An explosion's force: three more for charges set after studying the target (L1003);
    hasty charges get nothing (L1004)."""
    return force + (effect_total(character, ruleset, EffectKind.FORCE_BONUS) if prepared else 0)


def stress_to_things(character: Character, ruleset: RuleSet, stress: int, skill: str) -> int:
    """Stress the character deals to a target that is not a character: doubled with Fists
    (once an exchange, L1049) or to the surroundings with Drive (L935)."""
    doubles = [
        e for _, e in effects_of(character, ruleset, EffectKind.DOUBLE_STRESS) if e.skill == skill
    ]
    return stress * 2 if doubles else stress


def languages_known(character: Character, ruleset: RuleSet) -> int:
    """Extra languages: one per step of Academics (L519), five more per Linguist (L714)."""
    return languages(rating(character, "Academics", ruleset)) + effect_total(
        character, ruleset, EffectKind.LANGUAGES
    )


def languages_in_words(character: Character, ruleset: RuleSet) -> str:
    """The languages a character speaks beyond his own, as the sheet and the Roll dialog say
    them: a number of them (L519, L714), or, with the stunt that follows Linguist, every
    mainstream language and the slots for unusual ones (lost, fantastic, extraterrestrial:
    L717-718, "every normal language on the planet, plus six (1+5) very unusual ones")."""
    slots = languages_known(character, ruleset)
    plural = "s" * (slots != 1)
    if has_effect(character, ruleset, EffectKind.MAINSTREAM_LANGUAGES):
        unusual = f", and {slots} unusual one{plural} (lost, fantastic...)" if slots else ""
        return f"every mainstream language{unusual}"
    return f"{slots} language{plural} beyond their own" if slots else ""


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


def acts_when_ambushed(character: Character, ruleset: RuleSet) -> bool:
    """Whether the character acts freely, in initiative order, in an ambush's first exchange,
    where others may only defend (L761)."""
    return has_effect(character, ruleset, EffectKind.ACTS_WHEN_AMBUSHED)


def defender_gains_spin(attacker: Character, ruleset: RuleSet, defense_margin: int) -> bool:
    """Whether a defense against `attacker` gains spin: by three or more (L482), never
    against an attacker whose stunt denies it (L749)."""
    if has_effect(attacker, ruleset, EffectKind.DENY_SPIN):
        return False
    return defense_margin >= 3


@dataclass(frozen=True)
class Allowance:
    """A gadget or companion a character's stunt gives: the stunt, how many improvements or
    advances, and what it is."""

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
    for existing companions. The lieutenant's stunt taken a third time gives two advances and
    a promotion to Good quality, one advance more than the second time (L1198)."""
    kinds = (EffectKind.COMPANION, EffectKind.COMPANION_ADVANCES)
    given = [
        Allowance(stunt.title, effect.amount, effect.detail)
        for kind in kinds
        for stunt, effect in effects_of(character, ruleset, kind)
    ]
    if taken(character, ruleset)[_LIEUTENANT] >= 3:
        title = next(s.title for s in ruleset.characters.stunt_catalogue if s.key == _LIEUTENANT)
        given.append(Allowance(title, 1, "lieutenant promoted to Good quality"))
    return tuple(given)


_LIEUTENANT = "leadership-2"


def companion_sources(character: Character, ruleset: RuleSet) -> tuple[str, ...]:
    """The stunts that give the character a companion (not only advances), by title."""
    found = (s.title for s, _ in effects_of(character, ruleset, EffectKind.COMPANION))
    return tuple(dict.fromkeys(found))


def companion_cap(character: Character, ruleset: RuleSet, stunt: str) -> int | None:
    """The most advances one companion from the stunt `stunt` may have, as the character's
    stunts stand (None: a stunt the character does not hold, or none that gives one):

    - a contact: three (L843), and up to six more from the stunt after it, three a purchase
      (L846: "can't ever apply more than six additional advances (for a total of nine)");
    - a companion revealed when needed: two, two more when the stunt is taken again (L850-851);
    - the sucker: two (L885), one more for the loaded one (L890);
    - the gambling buddy: two besides Skilled (Gambling) (L1091);
    - the conspiracy's mover and shaker: two, a functionary one (L1193);
    - the lieutenant: four when the stunt is taken twice, seven three times (two more and the
      promotion to Good, L1198);
    - the psychic companion: three, three more when the stunt is taken again (L1290, L1293).
    """
    listed = find_stunt(ruleset, stunt)
    times = taken(character, ruleset)
    if listed is None or not times[listed.key]:
        return None
    bought = times[listed.key]
    caps = {
        "contacting-1": 3 + min(6, 3 * times["contacting-2"]),
        "contacting-3": 2 * bought,
        "deceit-3": 2 + times["deceit-4"],
        "gambling-8": 2,
        "leadership-1": 2,
        _LIEUTENANT: 7 if bought >= 3 else 4,
        "mysteries-13": 3 * bought,
    }
    if listed.key in caps:
        return caps[listed.key]
    amounts = [e.amount for e in listed.effects if e.kind is EffectKind.COMPANION]
    return max(amounts) if amounts else None


def minion_upgrades(character: Character, ruleset: RuleSet) -> int:
    """Upgrades for the character's minions: three per purchase of Minions (L1201-1202)."""
    return effect_total(character, ruleset, EffectKind.MINIONS)
