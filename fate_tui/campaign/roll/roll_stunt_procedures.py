"""Spirit of the Century's catalogue stunts with a procedure of their own, as uses on a roll
(`roll_use`): the Roll dialog offers one when the actor has the stunt and the roll is one the
stunt is for. Each row asks what the procedure needs and sets what `sotc_stunt_rules` works
out (lines of spirit-of-the-century-srd.txt in each row and in each function).

Procedures that are not a roll of the stunt's owner are elsewhere: going first for a fate
point (`on_top_of_it`) and minions brought back (`reinforcements`) on the Table, a box shaken
off (`shake_it_off`) and the return from a death cheated on the Sheet
(`intents.stunt_procedures`), cheating death (`death_defiance`), a consequence made worse and
the highest box filled (`lethal_weapon`, `fist_of_death`: `blow_stunts`) in the absorb dialog.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from fate_tui.campaign.roll.roll_use import (
    ANY_SKILL,
    Ask,
    Asked,
    Counts,
    Question,
    Setting,
    Use,
)
from fate_tui.rules.errors import RulesError
from fate_tui.rules.ladder import signed
from fate_tui.rules.outcomes import Resolution
from fate_tui.rules.sotc_stunt_rules import (
    aura_of_fear,
    casing_extra_aspects,
    composure_recovery,
    declared_aspects,
    double_or_nothing,
    enthrall_defense,
    fast_talk_penalty,
    flying_kick_penalty,
    grapple_stress,
    halved_distraction,
    preempt_cost,
    shifts_against,
    sleep_difficulty,
    sleep_needed,
    study_difficulty,
    subtle_menace,
    suppressive_fire,
    thump_difficulty,
    wound_motivation,
)
from fate_tui.rules.sotc_trappings import MEDIOCRE
from fate_tui.rules.stunt_catalogue import EffectKind, effects_of

if TYPE_CHECKING:
    from fate_tui.campaign.playlog import LogEntry
    from fate_tui.campaign.roll.roll_changes import RollChanges

DOUBLE = "stunt.double_or_nothing"

AURA_PENALTY = -2
"""Aura of Fear's effort is made at -2 (L1150); the master's stunt takes it off (L1162), a
bonus ticked with `x` as its other stunt uses are."""


def _shifts(asked: Asked, resolution: Resolution) -> int:
    return shifts_against(resolution.effort, resolution.opposition)


def _once_a_scene(asked: Asked, counts: Counts) -> None:
    if counts.scene_uses:
        raise RulesError("once a scene, and it is used in this scene")


def _once_a_session(asked: Asked, counts: Counts) -> None:
    if counts.session_uses:
        raise RulesError("once a session, and it is used this session")


def _once_per_opponent(asked: Asked, counts: Counts) -> None:
    # "once per opponent in a given fight scene" (L1025): the scene file counts it by target.
    if counts.opponent_uses:
        other = asked.other
        name = other.name if other is not None else "this opponent"
        raise RulesError(f"once per opponent a fight, and it is used on {name} in this scene")


def _thumps_here(asked: Asked) -> int:
    # The text counts thumps on one device (L1015); the scene file counts the character's
    # thumps, not which device each hit, so the count is offered and the GM may change it.
    return asked.used("stunt.thump")


def _preempt(asked: Asked) -> Setting:
    # "each time it's done in the same scene, the fate point cost increases by one" (L1119):
    # the scene file counts the earlier ones.
    before = asked.used("stunt.preempt")
    return Setting(
        fate_points=preempt_cost(before), note=f"besides the turn; {before} time(s) before here"
    )


def _last_loss(asked: Asked, entries: Sequence[LogEntry]) -> int | None:
    # The gambler's last Gambling roll in this scene, from the play log, when it was lost
    # (L1076: "after the gambler has lost a Gambling roll"); the GM may still change it, as
    # the log also keeps rolls undone since.
    scene = asked.state.current_scene
    for entry in reversed(entries):
        data = entry.data
        if entry.kind != "roll" or data.get("actor") != asked.actor.id:
            continue
        if scene is None or entry.scene != scene.id:
            return None
        if str(data.get("skill", "")).lower() != "gambling" or data.get("use") == DOUBLE:
            continue
        effort, opposition = data.get("effort"), data.get("opposition")
        if isinstance(effort, int) and isinstance(opposition, int) and effort < opposition:
            return opposition - effort
        return None
    return None


def _double_or_nothing(asked: Asked, resolution: Resolution) -> str:
    # "If the gambler wins the next roll, the initial exchange is treated as a scratch ... if
    # he loses (by whatever amount) he takes a hit equal to double the value of the initial
    # loss" (L1076); a tie is no win.
    (loss,) = asked.answers
    hit = double_or_nothing(loss, won_reroll=resolution.margin > 0)
    if not hit:
        return "won: the first roll is a scratch, no loss to anyone"
    return f"lost again: {asked.actor.name} takes a hit of {hit} (twice the first loss)"


def _recall(asked: Asked, resolution: Resolution) -> str:
    return f"{_shifts(asked, resolution)} target(s) memorised, to assess later"


def _infiltration(asked: Asked, resolution: Resolution) -> str:
    return f"{_shifts(asked, resolution)} piece(s) of information or clue(s) left"


def _thump(asked: Asked, resolution: Resolution) -> str:
    working = _shifts(asked, resolution)
    if resolution.margin < 0:
        return "the thump does nothing"
    return f"it works for {working} exchange(s); repairs after are a step harder"


def _flashes(asked: Asked, resolution: Resolution) -> str:
    return f"declare {declared_aspects(resolution.shifts)} aspect(s)"


def _casing(asked: Asked, resolution: Resolution) -> str:
    return f"{casing_extra_aspects(resolution.shifts)} more aspect(s) revealed or declared"


def _sleep(asked: Asked) -> Setting:
    (skipped,) = asked.answers
    return Setting(difficulty=sleep_difficulty(skipped), note=f"{skipped} night(s) skipped")


def _slept(asked: Asked, resolution: Resolution) -> str:
    if resolution.margin < 0:
        return "a full, normal night's rest (6-8 hours) before trying again"
    return f"a full night's rest takes {sleep_needed(_shifts(asked, resolution))}"


def _aura(asked: Asked, resolution: Resolution) -> str:
    quality, count = asked.answers
    rules = asked.state.ruleset
    auras = [e for _, e in effects_of(asked.actor, rules, EffectKind.RULE)]
    master = sum(1 for e in auras if e.detail == "aura_of_fear") > 1
    affected = aura_of_fear(resolution.effort, quality, count, master=master)
    return f"{affected} of {count} minion(s) affected whatever they roll"


def _composure(asked: Asked, resolution: Resolution, edit: RollChanges) -> str:
    if resolution.margin < 0:
        return ""
    actor = edit.character(asked.actor.id)
    try:
        edit.put(composure_recovery(actor, resolution.shifts, asked.state.ruleset))
    except RulesError as error:
        return f"no composure box cleared: {error}"
    return f"{actor.name} clears composure box 1"


STUNT_PROCEDURES = (
    Use(
        "stunt.studied_recall",
        "Studied Recall",
        ("Academics",),
        "L725",
        (),
        lambda a: Setting(difficulty=MEDIOCRE, fate_points=1, note="a fate point"),
        _recall,
        limit=_once_a_scene,
    ),
    Use(
        "stunt.flashes_of_insight",
        "Flashes of insight",
        (),
        "L737-739",
        (),
        lambda a: Setting(note="once a session"),
        _flashes,
        limit=_once_a_session,
    ),
    Use(
        "stunt.halved_distraction",
        "A distraction halved",
        (),
        "L784",
        (Question("The distraction's extra difficulty", Ask.COUNT),),
        lambda a: Setting(against=halved_distraction(a.answers[0]), note="halved"),
    ),
    Use("stunt.casing_aspects", "Casing with spin", (), "L837", (), result=_casing),
    Use(
        "stunt.mimicry_study",
        "Study someone faster",
        ("Empathy", "Investigation", "Deceit"),
        "L896",
        (Question("Steps faster than half an hour", Ask.COUNT),),
        lambda a: Setting(difficulty=study_difficulty(a.answers[0])),
    ),
    Use(
        "stunt.infiltration",
        "Infiltration",
        ("Investigation",),
        "L903",
        (),
        lambda a: Setting(difficulty=MEDIOCRE, note="while disguised"),
        _infiltration,
    ),
    Use(
        "stunt.sleep",
        "Sleep short",
        (),
        "L973-974",
        (Question("Nights of sleep skipped", Ask.COUNT),),
        _sleep,
        _slept,
    ),
    Use(
        "stunt.wound_motivation",
        "Wound into motivation",
        (ANY_SKILL,),
        "L995",
        (Question("The wound's value (the hit, not the box)", Ask.COUNT),),
        lambda a: Setting(bonus=wound_motivation(a.answers[0]), fate_points=1),
        limit=_once_a_scene,
    ),
    Use(
        "stunt.thump",
        "A good swift thump",
        (),
        "L1015",
        (Question("Thumps on it before", Ask.COUNT, default=_thumps_here),),
        lambda a: Setting(difficulty=thump_difficulty(a.answers[0]), fate_points=1),
        _thump,
    ),
    Use(
        DOUBLE,
        "Double or Nothing!",
        (),
        "L1076",
        (
            Question(
                "By how many shifts the gambler lost the first roll",
                Ask.COUNT,
                from_log=_last_loss,
            ),
        ),
        lambda a: Setting(note="both sides reroll, no fate points; once a scene"),
        _double_or_nothing,
        limit=_once_a_scene,
    ),
    Use(
        "stunt.flying_kick",
        "Flying kick",
        (),
        "L1055",
        (Question("Zones moved (0 to 2)", Ask.COUNT, most=2),),
        lambda a: Setting(bonus=flying_kick_penalty(a.answers[0])),
    ),
    Use(
        "stunt.crippling_blow",
        "Crippling Blow",
        (),
        "L1025",
        (),
        lambda a: Setting(
            fate_points=1,
            forces_consequence=True,
            note="a consequence rather than a box, or they concede; once per opponent a fight",
        ),
        limit=_once_per_opponent,
        per_opponent=True,
    ),
    Use(
        "stunt.suppressive_fire",
        "Suppressive fire (a block)",
        (),
        "L1110",
        (Question("The block's complexity penalty", Ask.COUNT),),
        lambda a: Setting(
            bonus=-suppressive_fire(a.answers[0]), note="up to 2 points of it ignored"
        ),
    ),
    Use(
        "stunt.preempt",
        "Act out of turn",
        (),
        "L1119",
        (),
        _preempt,
    ),
    Use(
        "stunt.subtle_menace",
        "Subtle Menace",
        (),
        "L1135",
        (Question("The target's bonus for a superior position", Ask.COUNT),),
        lambda a: Setting(
            against=subtle_menace(a.answers[0]),
            note=f"their bonus {signed(subtle_menace(a.answers[0]))}",
        ),
    ),
    Use(
        "stunt.aura_of_fear",
        "Aura of Fear (all opponents)",
        (),
        "L1150, L1162-1163",
        (
            Question("The minions' quality"),
            Question("How many minions", Ask.COUNT),
        ),
        lambda a: Setting(bonus=AURA_PENALTY, fate_points=1, note="a full action"),
        _aura,
        limit=_once_a_scene,
    ),
    Use(
        "stunt.psychological_consequence",
        "A threat's psychological consequence",
        (),
        "L1153",
        (),
        lambda a: Setting(
            fate_points=1,
            forces_consequence=True,
            note="a hit on the mental track is taken as a consequence fitting the threat",
        ),
    ),
    Use(
        "stunt.grapple",
        "Grab hold (a block)",
        (),
        "L1241",
        (),
        lambda a: Setting(note=f"whoever fails to break it takes {grapple_stress(False)} stress"),
    ),
    Use(
        "stunt.enthrall",
        "Enthral",
        (),
        "L1268",
        (Question("Restrained or a captive audience?", Ask.CHOICE, ("no", "yes")),),
        lambda a: Setting(
            against=enthrall_defense(0, restrained=bool(a.answers[0])),
            note="they defend with Resolve; full defense does not help",
        ),
    ),
    Use(
        "stunt.fast_talk",
        "Fast talk several",
        (),
        "L1342",
        (Question("How many targets", Ask.COUNT, default=lambda a: 1),),
        lambda a: Setting(bonus=fast_talk_penalty(a.answers[0]), note="each defends"),
    ),
    Use(
        "stunt.composure_recovery",
        "Recover composure",
        (),
        "L1357-1358",
        (),
        lambda a: Setting(difficulty=MEDIOCRE, note="a full action"),
        changes=_composure,
    ),
)
"""Each catalogue stunt's procedure on a roll, by the `EffectKind.RULE` detail it names."""
