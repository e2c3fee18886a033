"""Spirit of the Century's trappings that carry a number, as uses on a roll (`roll_use`): the
Roll dialog offers those of the skill rolled. Each row asks what its rule needs and sets what
the rule gives; the numbers are `sotc_trappings`' (lines of spirit-of-the-century-srd.txt in
each row and in each function)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from fate_tui.campaign.roll.roll_use import (
    Ask,
    Asked,
    Counts,
    Question,
    Setting,
    Use,
    against,
)
from fate_tui.rules.ladder import signed
from fate_tui.rules.outcomes import Resolution
from fate_tui.rules.sotc_trappings import (
    BLIND_DIFFICULTY,
    PICKPOCKET_TARGET_BONUS,
    UNFAMILIAR_MAX,
    FalseInformation,
    IntimidationTarget,
    Purchase,
    ReadDefense,
    ReadResult,
    ambush,
    blind_days,
    check_fortune,
    check_resources_roll,
    empathy_read,
    find_game_difficulty,
    home_workspace,
    improvised_art_quality,
    intimidation_modifiers,
    library_answers,
    max_read_aspects,
    pickpocket,
    pot,
    probably_owns,
    purchase,
    read_defense,
    research_against_planted,
    workspace_cost,
)
from fate_tui.rules.stunt_effects import (
    ambushed,
    fortunes_per_session,
    languages_in_words,
    own_library,
    unfamiliar_penalty_for,
)
from fate_tui.rules.stunt_limits import Per, record_use

if TYPE_CHECKING:
    from fate_tui.campaign.roll.roll_changes import RollChanges

YES_NO = ("no", "yes")


def _library_default(asked: Asked) -> int:
    """The library at hand: the actor's own (Walking Library, L719), else their home one
    (Resources - 2, L665)."""
    own = own_library(asked.actor, asked.state.ruleset, "Academics")
    return own if own is not None else home_workspace(asked.rating("Resources"))


def _library(asked: Asked) -> Setting:
    library, question, specialty = asked.answers
    answers = library_answers(library, question, specialty=bool(specialty))
    where = f"a {asked.label(library)} library{' in its specialty' if specialty else ''}"
    said = "can answer it" if answers else "cannot answer it: a better library is needed"
    return Setting(difficulty=question, note=f"{where} {said}")


_PLANTED = {
    FalseInformation.RECOGNISED: "the false information is found and seen for what it is",
    FalseInformation.FOUND_FIRST: "the false information turns up a step before the truth",
    FalseInformation.TRUTH_UNAVAILABLE: "missed by 3 or more: the truth may be unavailable",
}


def _planted(asked: Asked, resolution: Resolution) -> str:
    return _PLANTED[research_against_planted(resolution.effort, resolution.opposition)]


def _languages(asked: Asked) -> Setting:
    words = languages_in_words(asked.actor, asked.state.ruleset)
    return Setting(note=f"speaks {words or 'no language besides their own'}")


def _purchase(asked: Asked) -> Setting:
    (cost,) = asked.answers
    resources = asked.rating("Resources")
    if probably_owns(resources, cost):
        note = "two steps under Resources: they probably own one already"
    elif purchase(resources, cost) is Purchase.FREE:
        note = "worth less than Resources: bought without a roll"
    else:
        note = "worth Resources or more: roll against its cost (one Resources roll a scene)"
    return Setting(difficulty=cost, note=note)


def _workspace(asked: Asked) -> Setting:
    quality, specialised = asked.answers
    resources, special = asked.rating("Resources"), bool(specialised)
    home = home_workspace(resources, specialised=special)
    kind = "specialised workspace" if special else "workspace"
    return Setting(
        difficulty=workspace_cost(quality, specialised=special),
        note=f"a {asked.label(quality)} {kind}, not ready at once; the free one at home is "
        f"{asked.label(home)}",
    )


def _unfamiliar(asked: Asked) -> Setting:
    unfamiliarity, weeks = asked.answers
    rules, skill = asked.state.ruleset, asked.roll.skill
    raised = unfamiliar_penalty_for(asked.actor, rules, skill, unfamiliarity, weeks)
    return Setting(against=raised, note=f"unfamiliar place, difficulty {signed(raised)}")


def _game(asked: Asked) -> Setting:
    quality, high = asked.answers
    stakes = "high stakes, " if high else ""
    return Setting(
        difficulty=find_game_difficulty(quality),
        note=f"{stakes}the pot is {asked.label(pot(quality, high_stakes=bool(high)))}",
    )


READ_DEFENSES = (
    ReadDefense.RAPPORT,
    ReadDefense.CLOSING_DOWN,
    ReadDefense.OPENING_UP,
    ReadDefense.DECEIT,
)
_READ_WORDS = ("Rapport as usual", "closing down (+2)", "opening up", "Deceit instead")


def _read(asked: Asked) -> Setting:
    defense, revealed = asked.answers
    empathy = asked.rating("Empathy")
    limit = max_read_aspects(empathy)
    # The rules core refuses a read past the aspects Empathy can reveal: asked here, before
    # the dice, rather than once they are in.
    empathy_read(0, 0, revealed_so_far=revealed, empathy=empathy)
    raised = read_defense(READ_DEFENSES[defense], 0)
    note = f"{_READ_WORDS[defense]}; {revealed} of {limit} aspects read so far"
    return Setting(against=raised, note=note)


_READS = {
    ReadResult.REVEALS: "one aspect they did not know, in general terms",
    ReadResult.DEFENDERS_CHOICE: "an aspect of the defender's choosing",
    ReadResult.FALSE_ASPECT: "the deceiver gives them a false aspect",
    ReadResult.NOTHING: "nothing learned",
}


def _read_found(asked: Asked, resolution: Resolution) -> ReadResult:
    defense, revealed = asked.answers
    return empathy_read(
        resolution.effort,
        resolution.opposition,
        READ_DEFENSES[defense],
        revealed_so_far=revealed,
        empathy=asked.rating("Empathy"),
    )


def _read_result(asked: Asked, resolution: Resolution) -> str:
    return _READS[_read_found(asked, resolution)]


def _read_before(asked: Asked) -> int:
    # Reads that found a true aspect of this target this session, as campaign.toml's
    # `[current] stunts_used` records them (`_read_recorded`); reads in earlier sessions are
    # not kept, so the count is offered and the GM may raise it.
    other = asked.other
    return asked.used(against("trapping.read", other.id), Per.SESSION) if other else 0


def _read_recorded(asked: Asked, resolution: Resolution, edit: RollChanges) -> str:
    other = asked.other
    # A true aspect found counts towards the Empathy value's limit (L575); a false one or
    # nothing does not.
    found = _read_found(asked, resolution) in (ReadResult.REVEALS, ReadResult.DEFENDERS_CHOICE)
    if other is not None and found:
        story = edit.story
        mark = [against("trapping.read", other.id)]
        edit.story = replace(story, stunts_used=record_use(story.stunts_used, asked.actor.id, mark))
    return ""


INTIMIDATION = (
    (IntimidationTarget.ORDINARY, 2),
    (IntimidationTarget.DEFENCELESS, 2),
    (IntimidationTarget.HELPLESS, 2),
    (IntimidationTarget.ARMED, 2),
    (IntimidationTarget.SECURE, 2),
    (IntimidationTarget.SECURE, 3),
    (IntimidationTarget.SECURE, 4),
)
_INTIMIDATION_WORDS = (
    "nothing special",
    "can't do anything about it (+1)",
    "completely helpless (+2)",
    "the target is the armed one (+1 them)",
    "very secure (+2 them)",
    "very secure (+3 them)",
    "very secure (+4 them)",
)


def _intimidation(asked: Asked) -> Setting:
    target, security = INTIMIDATION[asked.answers[0]]
    bonus = intimidation_modifiers(target, security=security)
    return Setting(
        bonus=bonus.attack, against=bonus.defense, note=_INTIMIDATION_WORDS[asked.answers[0]]
    )


def _pickpocket(asked: Asked) -> Setting:
    (distracted,) = asked.answers
    if distracted:
        return Setting(note="the target is distracted: no +2")
    return Setting(against=PICKPOCKET_TARGET_BONUS, note="the target +2, as on full defense")


def _lifted(asked: Asked, resolution: Resolution) -> str:
    (distracted,) = asked.answers
    bonus = 0 if distracted else PICKPOCKET_TARGET_BONUS
    # The opposition on the roll carries the +2 already; the rule adds it to the target's own.
    target = resolution.opposition - bonus
    lifted = pickpocket(resolution.effort, target, distracted=bool(distracted))
    done = "lifted" if lifted.succeeded else "the lift fails"
    return (
        f"{done}; anyone watching spots it with Alertness {asked.label(resolution.effort)} "
        "or better (no +2)"
    )


def _blind(asked: Asked) -> Setting:
    return Setting(difficulty=BLIND_DIFFICULTY, note="a few hours' work")


def _blind_result(asked: Asked, resolution: Resolution) -> str:
    days = blind_days(resolution.effort)
    if not days:
        return "no blind"
    return f"the blind lasts {days} day(s); Survival modifies Stealth there"


def _ambush_result(asked: Asked, resolution: Resolution) -> str:
    target = asked.other
    if target is None:
        met = ambush(resolution.opposition, resolution.effort)
        who = "the target"
    else:
        met = ambushed(target, asked.state.ruleset, resolution.opposition, resolution.effort)
        who = target.name
    if not met.surprised:
        return f"{who} notices at the last moment and defends as usual"
    return f"{who} is surprised: first defense at {asked.label(met.first_defense or 0)}"


def _art_result(asked: Asked, resolution: Resolution) -> str:
    now = improvised_art_quality(resolution.effort)
    later = improvised_art_quality(resolution.effort, 1)
    return f"the piece is {asked.label(now)} this scene, {asked.label(later)} in the next"


def _fortune(asked: Asked) -> Setting:
    limit = fortunes_per_session(asked.actor, asked.state.ruleset)
    return Setting(note=f"a declaration; {limit} a session")


def _fortune_result(asked: Asked, resolution: Resolution) -> str:
    if resolution.margin < 0:
        return "no true fortune"
    return "a true fortune: an aspect on its target (or every scene) for the adventure"


def _fortunes_told(asked: Asked, counts: Counts) -> None:
    check_fortune(counts.session_uses, fortunes_per_session(asked.actor, asked.state.ruleset))


def _one_resources_roll(asked: Asked, counts: Counts) -> None:
    check_resources_roll(counts.scene_rolls > 0)


TRAPPINGS = (
    Use(
        "trapping.library",
        "Research in a library",
        ("Academics",),
        "L511-512",
        (
            Question("The library's quality", default=_library_default),
            Question("The question's difficulty"),
            Question("In the library's specialty?", Ask.CHOICE, YES_NO),
        ),
        _library,
    ),
    Use(
        "trapping.planted",
        "Research against planted information",
        ("Academics",),
        "L521-522",
        (Question("The planter's roll (the difficulty to spot it)"),),
        lambda a: Setting(difficulty=a.answers[0], note="false information was planted"),
        _planted,
    ),
    Use("trapping.languages", "Languages", ("Academics",), "L519", (), _languages),
    Use(
        "trapping.purchase",
        "Buy something",
        ("Resources",),
        "L661-663",
        (Question("What it costs"),),
        _purchase,
        limit=_one_resources_roll,
    ),
    Use(
        "trapping.workspace",
        "Build a better workspace",
        ("Resources",),
        "L665-673",
        (
            Question("The workspace's quality"),
            Question("Specialised (guns only, say)?", Ask.CHOICE, YES_NO),
        ),
        _workspace,
        limit=_one_resources_roll,
    ),
    Use(
        "trapping.unfamiliar",
        "In an unfamiliar place",
        ("Contacting",),
        "L554",
        (
            Question(f"How unfamiliar (0 to {UNFAMILIAR_MAX})", Ask.COUNT, most=UNFAMILIAR_MAX),
            Question("Weeks spent there", Ask.COUNT),
        ),
        _unfamiliar,
    ),
    Use(
        "trapping.game",
        "Find a game",
        ("Contacting", "Gambling"),
        "L595-596",
        (
            Question("The game's quality"),
            Question("High stakes?", Ask.CHOICE, YES_NO),
        ),
        _game,
    ),
    Use(
        "trapping.read",
        "Read someone",
        ("Empathy",),
        "L575, L645-648",
        (
            Question("How do they defend?", Ask.CHOICE, _READ_WORDS),
            Question("Aspects of theirs read so far", Ask.COUNT, default=_read_before),
        ),
        _read,
        _read_result,
        changes=_read_recorded,
    ),
    Use(
        "trapping.intimidation",
        "Intimidation's circumstances",
        ("Intimidation",),
        "L607",
        (Question("The target", Ask.CHOICE, _INTIMIDATION_WORDS),),
        _intimidation,
    ),
    Use(
        "trapping.pickpocket",
        "Pick a pocket",
        ("Sleight of Hand",),
        "L683",
        (Question("Is the target distracted?", Ask.CHOICE, YES_NO),),
        _pickpocket,
        _lifted,
    ),
    Use(
        "trapping.blind",
        "Build a blind",
        ("Survival",),
        "L696",
        (),
        _blind,
        _blind_result,
    ),
    Use(
        "trapping.ambush",
        "Ambush (against their Alertness)",
        ("Stealth",),
        "L689, L756-759",
        (),
        lambda a: Setting(note="the target's Alertness against the Stealth"),
        _ambush_result,
    ),
    Use(
        "trapping.art",
        "Improvise a piece",
        ("Art",),
        "L532",
        (),
        lambda a: Setting(note="a few minutes' work"),
        _art_result,
    ),
    Use(
        "trapping.fortune",
        "Tell a fortune",
        ("Mysteries",),
        "L635",
        (Question("The difficulty"),),
        lambda a: Setting(difficulty=a.answers[0], note=_fortune(a).note),
        _fortune_result,
        limit=_fortunes_told,
    ),
)
"""Each trapping: its questions, what the answers set, what the result comes to."""
