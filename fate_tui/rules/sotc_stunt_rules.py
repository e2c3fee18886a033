"""Spirit of the Century stunts with a procedure of their own: each catalogue stunt whose
effect is `EffectKind.RULE` names one of these. Lines are in spirit-of-the-century-srd.txt.

Fate points these stunts cost are the GM's to take (a fate point spent on the Table);
the functions give the numbers the text fixes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from fate_tui.rules.absorb import absorb_options
from fate_tui.rules.character import Character
from fate_tui.rules.derived import TrackState, stress_tracks
from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.harm import clear_boxes, write_consequence
from fate_tui.rules.plans import AbsorbPlan
from fate_tui.rules.ruleset import RuleSet, Severity
from fate_tui.rules.sotc_trappings import MEDIOCRE


def shifts_against(effort: int, difficulty: int = MEDIOCRE) -> int:
    """Shifts of a roll against a difficulty (Mediocre unless said), none on a miss: one
    target memorised per shift (Studied Recall, L725), one piece of information or clue per
    shift (L903), one exchange of working per shift (L1015)."""
    return max(effort - difficulty, 0)


def declared_aspects(shifts: int) -> int:
    """Aspects declared from a roll: one at one shift, one more for every two shifts beyond
    the first (two at 3, three at 5, L737)."""
    return 0 if shifts < 1 else 1 + (shifts - 1) // 2


def casing_extra_aspects(shifts: int) -> int:
    """Extra aspects revealed when casing with spin: one at 3 shifts, two at 5, three at 7
    or more (L837); none without spin (under 3)."""
    if shifts < 3:
        return 0
    return min(1 + (shifts - 3) // 2, 3)


def on_top_of_it(order: Sequence[str], paying: Sequence[str]) -> tuple[str, ...]:
    """The exchange's order once characters spend a fate point to go first (L741-742): those
    paying go first, in their usual initiative order, then everyone else."""
    first = [c for c in order if c in paying]
    return (*first, *(c for c in order if c not in paying))


def halved_distraction(bonus: int) -> int:
    """A distraction's extra difficulty against an artist whose works cannot be ignored:
    halved, rounded down (L784)."""
    return max(bonus, 0) // 2


def study_difficulty(steps_faster: int) -> int:
    """Studying someone to imitate faster than half an hour: Mediocre, one more for each
    step faster on the time chart (L896)."""
    if steps_faster < 0:
        raise InvalidValue("steps faster are 0 or more")
    return MEDIOCRE + steps_faster


SLEEP = ("6-8 hours", "3-4 hours", "an hour", "half an hour", "a few minutes")
"""A night's rest, and each step one shift of Endurance takes off it (L973)."""


def sleep_needed(shifts: int) -> str:
    """How long a full night's rest takes with `shifts` spent on it (L973)."""
    return SLEEP[min(max(shifts, 0), len(SLEEP) - 1)]


def sleep_difficulty(nights_skipped: int) -> int:
    """The Endurance roll to sleep short: Mediocre, one step more for each night of sleep
    skipped (L974)."""
    return MEDIOCRE + max(nights_skipped, 0)


def shake_it_off(character: Character, track: str, box: int, ruleset: RuleSet) -> Character:
    """Once a scene, for a fate point, remove any single check mark from the physical track
    (L970)."""
    marked = _track(character, track, ruleset).marked
    if box not in marked:
        raise RulesError(f"box {box + 1} of {track} is not checked")
    return clear_boxes(character, track, [box])


def death_defiance_cost(fate_points: int) -> int:
    """What surviving a certain death off camera costs: half the fate points, rounded up;
    it needs at least one (L979, and crash landings L1318)."""
    if fate_points < 1:
        raise RulesError("cheating death needs at least one fate point")
    return (fate_points + 1) // 2


def back_from_death(character: Character, slot: str, aspect: str, ruleset: RuleSet) -> Character:
    """A character who cheated death re-enters play "with all of his physical stress cleared
    and a single consequence to reflect the dangers survived" (L980): the physical track (the
    rule set's first) emptied and the consequence written into the free `slot`."""
    if not character.cheated_death:
        raise RulesError(f"{character.name} has not cheated death")
    tracks = stress_tracks(character, ruleset)
    back = clear_boxes(character, tracks[0].name, tracks[0].marked) if tracks else character
    if back.consequence(slot) is not None:
        raise RulesError(
            f"the {slot} consequence slot of {character.name} is taken: pick a free one"
        )
    back = write_consequence(back, slot, aspect, ruleset)
    return replace(back, cheated_death=False, taken_out=False)


def wound_motivation(wound: int) -> int:
    """The bonus on an action against whoever inflicted the stress: the hit's own value, not
    the box it rolled to (L995)."""
    return max(wound, 0)


def thump_difficulty(thumps_before: int) -> int:
    """The Engineering roll for a good swift thump: Mediocre, one more for each earlier
    thump (L1015)."""
    return MEDIOCRE + max(thumps_before, 0)


def consequence_plans(
    character: Character, hit: int, track: str, ruleset: RuleSet
) -> tuple[AbsorbPlan, ...]:
    """The ways to take a hit when the attacker forces a consequence rather than a box
    (Crippling Blow L1025, a threat's psychological consequence L1153): only plans with a
    consequence. None left: the target concedes or is taken out."""
    return tuple(p for p in absorb_options(character, hit, track, ruleset) if p.consequences)


_STEP_UP = {Severity.MILD: Severity.MODERATE, Severity.MODERATE: Severity.SEVERE}


def lethal_weapon(severity: Severity) -> Severity:
    """For a fate point, a mild consequence becomes moderate and a moderate one severe;
    never a severe one (L1064)."""
    if severity not in _STEP_UP:
        raise RulesError(f"a {severity} consequence cannot be made worse by Lethal Weapon")
    return _STEP_UP[severity]


def fist_of_death(character: Character, track: str, ruleset: RuleSet) -> int:
    """The box a Fist of Death fills: the opponent's highest unchecked stress box, whatever
    the blow's stress (L1067). Raises when every box is checked."""
    state = _track(character, track, ruleset)
    if not state.free:
        raise RulesError(f"every {track} box of {character.name} is checked")
    return state.free[-1]


def double_or_nothing(loss: int, *, won_reroll: bool) -> int:
    """The hit after 'Double or Nothing!': none if the gambler wins the reroll, else twice
    the first loss (L1076)."""
    return 0 if won_reroll else 2 * max(loss, 0)


def preempt_cost(times_before: int) -> int:
    """Fate points to act out of turn with Guns: one, one more each earlier time in the scene
    (L1119)."""
    return 1 + max(times_before, 0)


def suppressive_fire(penalty: int) -> int:
    """A Guns block's complexity penalty after ignoring up to two points of it (L1110)."""
    return max(penalty - 2, 0)


def subtle_menace(position_bonus: int) -> int:
    """A target's bonus for acting from a superior position against this character, two
    less, at least +0 (L1135; the bonuses of L607)."""
    return max(position_bonus - 2, 0)


def aura_of_fear(effort: int, minion_quality: int, minions: int, *, master: bool = False) -> int:
    """Minions affected at once by a crowd intimidation that beats their quality: at least
    half (L1150), every one with the master stunt (L1163); none when it does not beat it."""
    if effort <= minion_quality:
        return 0
    return minions if master else (minions + 1) // 2


def reinforcements(lost: int) -> int:
    """Minions a fate point brings back at the next exchange: up to half those lost (L1205)."""
    return max(lost, 0) // 2


def grapple_stress(broke_free: bool) -> int:
    """Stress dealt to someone who fails to break a grabbing block (L1241)."""
    return 0 if broke_free else 1


def enthrall_defense(resolve: int, *, restrained: bool, full_defense: int = 0) -> int:
    """An enthralment's target defends with Resolve, +2 unless restrained or a captive
    audience; full defense does not help (L1268)."""
    del full_defense  # "a full defense action does not help them further"
    return resolve + (0 if restrained else 2)


def flying_kick_penalty(zones: int) -> int:
    """A flying kick's penalty: none after moving one zone, -1 after two (L1055)."""
    if zones not in (0, 1, 2):
        raise RulesError("a flying kick moves at most two zones")
    return -1 if zones == 2 else 0


def fast_talk_penalty(targets: int) -> int:
    """Fast talk against several targets: -1 for each past the first (L1342)."""
    if targets < 1:
        raise InvalidValue("fast talk needs at least one target")
    return -(targets - 1)


def composure_recovery(
    character: Character, shifts: int, ruleset: RuleSet, *, box: int | None = None
) -> Character:
    """A full action's Resolve roll against Mediocre (L1357-1358): on a success the first
    composure box is cleared; or, for a fate point, any box worth no more than the shifts
    (`box`)."""
    track = _track(character, "composure", ruleset)
    if shifts < 0:
        raise RulesError("the Resolve roll missed Mediocre: no box clears")
    if box is None:
        box = 0
    elif track.boxes[box] > shifts:
        raise RulesError(f"a {track.boxes[box]}-point box needs {track.boxes[box]} shifts")
    if box not in track.marked:
        raise RulesError(f"box {box + 1} of composure is not checked")
    return clear_boxes(character, "composure", [box])


def _track(character: Character, name: str, ruleset: RuleSet) -> TrackState:
    for state in stress_tracks(character, ruleset):
        if state.name == name:
            return state
    raise RulesError(f"{character.name} has no {name} track")


PROCEDURES = {
    "studied_recall": shifts_against,
    "infiltration": shifts_against,
    "thump": thump_difficulty,
    "flashes_of_insight": declared_aspects,
    "casing_aspects": casing_extra_aspects,
    "on_top_of_it": on_top_of_it,
    "halved_distraction": halved_distraction,
    "mimicry_study": study_difficulty,
    "sleep": sleep_needed,
    "shake_it_off": shake_it_off,
    "death_defiance": death_defiance_cost,
    "wound_motivation": wound_motivation,
    "crippling_blow": consequence_plans,
    "psychological_consequence": consequence_plans,
    "lethal_weapon": lethal_weapon,
    "fist_of_death": fist_of_death,
    "double_or_nothing": double_or_nothing,
    "preempt": preempt_cost,
    "suppressive_fire": suppressive_fire,
    "subtle_menace": subtle_menace,
    "aura_of_fear": aura_of_fear,
    "reinforcements": reinforcements,
    "grapple": grapple_stress,
    "enthrall": enthrall_defense,
    "flying_kick": flying_kick_penalty,
    "fast_talk": fast_talk_penalty,
    "composure_recovery": composure_recovery,
}
"""The procedure each catalogue stunt's `EffectKind.RULE` effect names."""
