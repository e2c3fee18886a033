"""Running a contest in the scene in play: its sides and what each wants, one exchange of
overcome rolls at a time (with teamwork), the twist a tie owes, a failed advantage's cost, a
threat's attack, and its end with the winner.

Every exchange is written into the scene file as it is scored, so a contest reopened goes on
from the same tally.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character, name_of, scene
from fate_tui.campaign.intents.rolls import Hit, Names, deliver_hit
from fate_tui.campaign.intents.table_roll import TableRoll, effort, scale_on, scale_words
from fate_tui.campaign.roll.roll_changes import RollChanges
from fate_tui.campaign.roll.roll_model import Roll, harm_track
from fate_tui.campaign.roll.roll_scale import LADDER, level_of
from fate_tui.campaign.state import CampaignState
from fate_tui.rules import contest as rules
from fate_tui.rules.absorb import recommend_plan
from fate_tui.rules.action_effects import Action
from fate_tui.rules.aspects import Aspect
from fate_tui.rules.contest import AdvantageFailure, Contest, Side, ThreatHit
from fate_tui.rules.errors import RulesError
from fate_tui.rules.fate_points import GM
from fate_tui.rules.outcomes import Outcome
from fate_tui.rules.scene import Scene, add_aspect, add_to_scene
from fate_tui.rules.wording import mid_sentence, reads_plural, verb

__all__ = [
    "absorbing",
    "advantage_cost",
    "against_each_other",
    "does",
    "end",
    "ending_words",
    "exchange",
    "name_twist",
    "running",
    "scale_in_exchange",
    "start",
    "threat",
    "threat_hits",
    "winner",
]


def running(current: Scene | None) -> Contest | None:
    """The scene's contest, won or not, until the GM ends it."""
    return current.contest if current is not None else None


def winner(ctl: Controller) -> str | None:
    contest = running(scene(ctl))
    return rules.winner(contest, ctl.state.ruleset) if contest is not None else None


def _running(ctl: Controller) -> tuple[Scene, Contest]:
    current = scene(ctl)
    contest = running(current)
    if contest is None:
        raise RulesError(f"no contest is running in '{current.title}': start one first")
    return current, contest


def start(
    ctl: Controller,
    sides: Sequence[Side],
    victories_needed: int | None = None,
) -> None:
    """Start a contest in the scene in play; anyone on a side not in the scene is brought in.
    `victories_needed` is the contest's own number of victories, more or fewer than the rule
    set's (None: the rule set's number)."""
    current = scene(ctl)
    if current.contest is not None:
        raise RulesError(f"a contest is already running in '{current.title}': end it first")
    contest = rules.new_contest(sides, victories_needed)
    updated = current
    for side in contest.sides:
        for cid in side.members:
            character(ctl, cid)
            updated = add_to_scene(updated, cid)
    text = "A contest starts: " + " against ".join(_side_words(ctl, s) for s in contest.sides)
    text += f"; {rules.win_words(ctl.state.ruleset, victories_needed)}"
    ctl.apply(text, log=("contest", text), scenes=[replace(updated, contest=contest)])


def exchange(ctl: Controller, rolls: Mapping[str, TableRoll | None], *, scale: bool = True) -> None:
    """Score one exchange from each side's roll (None: the side did not roll). `scale`: the
    sides' scale counts (the GM may rule it plays no part here, L1285)."""
    current, contest = _running(ctl)
    ruleset = ctl.state.ruleset
    if scale:
        rolls = against_each_other(ctl.state, rolls)
    efforts: dict[str, int | None] = {}
    said = []
    for side in contest.sides:
        roll = rolls.get(side.name)
        if roll is None:
            efforts[side.name] = None
            said.append(f"{side.name} {does(ctl, side)} not roll")
            continue
        if roll.who not in side.people or any(h not in side.people for h in roll.helpers):
            raise RulesError(f"only members of {mid_sentence(side.name)} roll or help for it")
        efforts[side.name], words = effort(ctl, roll)
        # A side named for its roller is not named twice ("Tamsin Reed: Tamsin Reed ...").
        named = words.startswith(f"{side.name} ")
        said.append(words if named else f"{side.name}: {words}")
    scored = rules.score_exchange(contest, efforts, ruleset)
    record = scored.exchanges[-1]
    text = f"Contest exchange {record.number}: " + "; ".join(said)
    if record.awarded:
        text += ". " + ", ".join(
            f"{side}: +{n} victor{'ies' if n != 1 else 'y'}" for side, n in record.awarded
        )
    elif record.twist:
        text += ". A tie: nobody marks a victory and the GM names a twist"
    else:
        text += ". Nobody marks a victory"
    won = rules.winner(scored, ruleset)
    if won:
        text += f". {won} win the contest"
    ctl.apply(text, log=("contest", text), scenes=[replace(current, contest=scored)])


def against_each_other(
    state: CampaignState, rolls: Mapping[str, TableRoll | None]
) -> dict[str, TableRoll | None]:
    """Each side's roll set against the other sides' rollers for scale: the one on the
    highest level, so a side gains scale only over every side it outranks (L1279)."""
    out: dict[str, TableRoll | None] = {}
    for name, roll in rolls.items():
        others = [r.who for n, r in rolls.items() if r is not None and n != name]
        others = [cid for cid in others if cid in state.characters]
        if roll is None or not others or roll.who not in state.characters:
            out[name] = roll
            continue
        strongest = max(others, key=lambda cid: LADDER.index(level_of(state, cid)))
        out[name] = replace(roll, against=strongest)
    return out


def scale_in_exchange(state: CampaignState, rolls: Mapping[str, TableRoll | None]) -> list[str]:
    """What scale would do in this exchange, one line per side that gains it; empty when it
    plays no part."""
    said = []
    for roll in against_each_other(state, rolls).values():
        scale = scale_on(state, roll) if roll is not None else None
        if roll is not None and scale is not None and scale.actor_bonus:
            said.append(scale_words(state, roll))
    return said


def name_twist(ctl: Controller, aspect: str) -> None:
    """Name the twist a tie owes: a new situation aspect in the scene."""
    current, contest = _running(ctl)
    named = rules.name_twist(contest, aspect)
    updated = replace(current, contest=named)
    if not any(a.name.lower() == aspect.strip().lower() for a in updated.aspects):
        updated = add_aspect(updated, Aspect(aspect.strip()))
    text = f"The contest twists: '{aspect.strip()}' is now a situation aspect"
    ctl.apply(text, log=("contest", text), scenes=[updated])


def advantage_cost(
    ctl: Controller, side: str, choice: AdvantageFailure, beneficiary: str | None = None
) -> None:
    """A side's create-an-advantage failed in the contest: it pays `choice`."""
    current, contest = _running(ctl)
    paid = rules.contest_advantage(
        contest,
        side,
        Outcome.FAIL,
        ctl.state.ruleset,
        choice=choice,
        beneficiary=beneficiary,
    )
    if choice is AdvantageFailure.FORFEIT:
        text = f"{side} forfeit their overcome roll this exchange (a failed advantage)"
    else:
        gainer = paid.free_invokes[-1]
        text = (
            f"{side} keep their roll, but {mid_sentence(gainer)} gain a free invoke "
            "(a failed advantage)"
        )
    ctl.apply(text, log=("contest", text), scenes=[replace(current, contest=paid)])


def threat_hits(
    ctl: Controller, attack: int, rolls: Mapping[str, TableRoll]
) -> tuple[ThreatHit, ...]:
    """Who a threat's attack hits, and by how much: everyone on a side whose defending roll
    is lower takes a hit of the difference."""
    _current, contest = _running(ctl)
    return rules.threat_hits(
        contest, attack, {side: effort(ctl, r)[0] for side, r in rolls.items()}
    )


def absorbing(state: CampaignState, hit: ThreatHit) -> Hit:
    """A threat's hit on one character, as the absorb dialog takes it (the recommended way
    to absorb it worked out; the GM plays the threat, so a consequence's free invoke is
    theirs)."""
    who = state.characters[hit.character_id]
    track = harm_track(state, Roll(who.id, "", Action.DEFEND))
    plan = recommend_plan(who, hit.shifts, track, state.ruleset)
    return Hit(who.id, GM, hit.shifts, track, plan)


def threat(
    ctl: Controller,
    attack: int,
    rolls: Mapping[str, TableRoll],
    taken: Mapping[str, Names] | None = None,
) -> tuple[ThreatHit, ...]:
    """A threat attacks the contest's sides, each defending with one roll: everyone whose
    roll is lower takes a hit of the difference, absorbed as `taken` says for them (the
    recommended way otherwise), all in one undo step. Returns the hits."""
    hits = threat_hits(ctl, attack, rolls)
    state = ctl.state
    label = state.ruleset.ladder.label(attack)
    if not hits:
        text = f"A threat attacks the contest at {label}: every side holds it off"
        ctl.note("contest", text, {"attack": attack, "hits": []})
        return hits
    edit = RollChanges(state)
    said = []
    for hit in hits:
        names = (taken or {}).get(hit.character_id, Names())
        said.append(deliver_hit(edit, state, absorbing(state, hit), names))
    words = ", ".join(
        f"{name_of(ctl, h.character_id)} {verb(state.characters.get(h.character_id), 'takes')} "
        f"{h.shifts}"
        for h in hits
    )
    text = f"A threat attacks the contest at {label}: {words}; " + "; ".join(said)
    ctl.apply(
        text,
        log=("contest", text),
        data={"attack": attack, "hits": [h.character_id for h in hits]},
        characters=edit.characters.values(),
        scenes=edit.scenes,
    )
    return hits


def end(ctl: Controller) -> None:
    """End the contest: the scene file keeps no running contest; the log keeps the tally."""
    current, contest = _running(ctl)
    text = ending_words(ctl.state, contest)
    ctl.apply(text, log=("contest", text), scenes=[replace(current, contest=None)])


def ending_words(state: CampaignState, contest: Contest) -> str:
    """'The contest ends: the Cormorant won (the Cormorant 3, the Revenue cutter 1)'."""
    won = rules.winner(contest, state.ruleset)
    tally = ", ".join(
        f"{mid_sentence(side.name)} {wins}"
        for side, wins in zip(contest.sides, contest.victories, strict=True)
    )
    if won:
        return f"The contest ends: {mid_sentence(won)} won ({tally})"
    return f"The contest ends ({tally})"


def does(ctl: Controller, side: Side) -> str:
    """'does' for a side of one who reads as one, 'do' for several or a group of mooks."""
    if len(side.people) != 1:
        return "do"
    return "do" if reads_plural(ctl.state.characters.get(side.people[0])) else "does"


def _side_words(ctl: Controller, side: Side) -> str:
    names = [name_of(ctl, m) for m in side.members]
    # A side named for its only member is not named twice ("Tamsin Reed (Tamsin Reed)").
    who = f" ({', '.join(names)})" if names and names != [side.name] else ""
    goal = ""
    if side.goal:
        # "wanting to reach the lifeboats"; a goal typed without its "to" ("reach the
        # lifeboats") read "wanting reach the lifeboats".
        wanting = side.goal.lower().startswith("to ")
        goal = f", wanting {side.goal}" if wanting else f", their goal: {side.goal}"
    return f"{mid_sentence(side.name)}{who}{goal}"
