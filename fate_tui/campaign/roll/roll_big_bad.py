"""A big bad's ways to break the rules in a roll (the `big_bad` option, fate-condensed-srd.txt
L1313-1366): its solo bonus to its rolls and against the group's hits, its amplified invokes,
the suppressed invokes of those acting against it, and its immunity refusing attacks.

The options live on the NPC's sheet (`intents.big_bad`); the numbers come from
`rules.big_bad`. This module only finds where the big bad stands in a roll and what applies.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from fate_tui.campaign.state import CampaignState
from fate_tui.rules import big_bad
from fate_tui.rules.action_effects import Action
from fate_tui.rules.big_bad import BigBadOptions
from fate_tui.rules.character import Character
from fate_tui.rules.derived import rating
from fate_tui.rules.errors import RulesError
from fate_tui.rules.invokes import InvokeMode
from fate_tui.rules.ladder import signed
from fate_tui.rules.wording import possessive

if TYPE_CHECKING:
    from fate_tui.campaign.roll.roll_model import Roll

_ON_ITS_ROLL = (InvokeMode.BONUS, InvokeMode.ALLY_BONUS)
"""Invokes that add to the roller's effort; RAISE_DIFFICULTY adds to the other side's."""


@dataclass(frozen=True)
class BigBadOnRoll:
    """What a big bad's options do to one roll. Bonuses are already in the roll's numbers;
    `lines` say why, for the Roll dialog and the log."""

    solo: int = 0
    """Its solo bonus to the roller's effort (the big bad rolls)."""
    solo_against: int = 0
    """Its solo bonus to the opposition (the big bad rolls against the roller)."""
    invokes: int = 0
    """What amplified or suppressed invokes change in the roller's invoke bonus."""
    invokes_against: int = 0
    """What they change in the bonus the invokes raise the opposition by."""
    hit_reduced: int = 0
    """The stress its solo bonus takes off a hit it suffers (after the dice)."""
    lines: tuple[str, ...] = ()


def of(state: CampaignState, who: str | None) -> BigBadOptions | None:
    """The options `who` uses as a big bad; None when the option is off or it uses none."""
    if who is None or not state.ruleset.uses("big_bad"):
        return None
    found = state.characters.get(who)
    if found is None or not found.kind.is_npc or found.big_bad is None:
        return None
    return found.big_bad if found.big_bad.any else None


def pcs_facing(state: CampaignState) -> int:
    """The PCs the big bad faces: those in the current scene, else every PC."""
    scene = state.current_scene
    pcs = [c.id for c in state.pcs]
    here = [cid for cid in pcs if scene is not None and cid in scene.cast]
    return len(here or pcs)


def refused(state: CampaignState, roll: Roll) -> str | None:
    """Why an attack can't land on an immune big bad, and how to end the immunity; None
    when nothing stops it (L1321-1325: it can't be affected directly until the group wins)."""
    if roll.action is not Action.ATTACK:
        return None
    taker = roll.hit_taker
    options = of(state, taker)
    if taker is None or options is None or options.immunity is None:  # of(None) is None
        return None
    try:
        big_bad.require_vulnerable(options.immunity, state.ruleset)
    except RulesError as error:
        name = state.characters[taker].name
        kind = options.immunity.kind.value
        if options.immunity.state is big_bad.ImmunityState.ESCAPED:
            return f"{name}: {error}"
        return (
            f"{name}: {error}; once it does, settle the immunity on {possessive(name)} sheet "
            f"(B, then 'the group won the {kind}')"
        )
    return None


def check(state: CampaignState, roll: Roll) -> None:
    """Raise RulesError when the roll is an attack its target's immunity refuses."""
    why = refused(state, roll)
    if why is not None:
        raise RulesError(why)


def on_roll(state: CampaignState, roll: Roll) -> BigBadOnRoll | None:
    """The options of the big bad rolling or rolled against, before the dice. Raises
    RulesError for an invoke its suppression forbids."""
    rules = state.ruleset
    actor, other = of(state, roll.actor), of(state, roll.opponent or roll.target)
    if actor is None and other is None:
        return None
    pcs = pcs_facing(state)
    lines: list[str] = []
    solo = solo_against = change = change_against = 0
    if actor is not None and actor.solo and pcs:
        skill = rating(state.characters[roll.actor], roll.skill, rules)
        solo = big_bad.solo_skill_bonus(pcs, skill, rules)
        lines.append(f"{_name(state, roll.actor)} solo against {pcs} PCs: {signed(solo)}")
    if other is not None and other.solo and pcs and roll.opponent and roll.opponent_skill:
        skill = rating(state.characters[roll.opponent], roll.opponent_skill, rules)
        solo_against = big_bad.solo_skill_bonus(pcs, skill, rules)
        who = _name(state, roll.opponent)
        lines.append(f"{who} solo against {pcs} PCs: {signed(solo_against)} to its roll")
    big_id = roll.actor if actor is not None else (roll.opponent or roll.target)
    options = actor or other
    if options is None:  # one of them is a big bad (checked above)
        return None
    usual = rules.invokes.bonus
    free_against = 0
    for invoke in roll.invokes:
        if invoke.mode not in (*_ON_ITS_ROLL, InvokeMode.RAISE_DIFFICULTY):
            continue
        for_roller = invoke.mode in _ON_ITS_ROLL
        against_it = for_roller != (big_id == roll.actor)
        if invoke.invoker == big_id:
            if not (options.amplified_invokes and pcs and invoke.paid and invoke.aspect):
                continue
            extra = big_bad.amplified_invoke_bonus(pcs, True, rules) - usual
            what = f"amplified invoke of '{invoke.aspect}': +{usual + extra}"
        elif against_it and options.suppress_invokes is not None and pcs:
            effects = big_bad.invokes_against_big_bad(
                pcs, options.suppress_invokes, rules, no_free_stacking=options.no_free_stacking
            )
            name = _name(state, big_id)
            free_against += not invoke.paid
            if free_against > 1 and not effects.free_stacking:
                raise RulesError(
                    f"free invokes against {name} don't stack (it suppresses invokes): "
                    "use one free invoke on this roll and pay a fate point for the others"
                )
            if effects.bonus == usual:
                continue
            if not effects.bonus:
                raise RulesError(
                    f"invokes against {name} give only a reroll (it suppresses invokes): "
                    "invoke for a reroll instead"
                )
            extra = effects.bonus - usual
            what = f"invokes against {name} give only +{effects.bonus}"
        else:
            continue
        if for_roller:
            change += extra
        else:
            change_against += extra
        if what not in lines:
            lines.append(what)
    if not lines and not _reduces_hits(actor, other):
        return None
    return BigBadOnRoll(solo, solo_against, change, change_against, 0, tuple(lines))


def _reduces_hits(actor: BigBadOptions | None, other: BigBadOptions | None) -> bool:
    return any(o is not None and o.solo for o in (actor, other))


def reduced_hit(
    state: CampaignState, roll: Roll, on: BigBadOnRoll | None, hit: int
) -> tuple[int, BigBadOnRoll | None]:
    """A successful attack's hit on a solo big bad, less half the PCs it faces (L1354); never
    below 1 when it uses that sub-rule."""
    options = of(state, roll.hit_taker)
    if on is None or options is None or not options.solo or hit <= 0:
        return hit, on
    if roll.hit_taker == roll.actor:  # a failed defence or a block: not an attack on it
        return hit, on
    pcs = pcs_facing(state)
    after = big_bad.solo_reduced_hit(hit, pcs, state.ruleset, at_least_one=options.hit_at_least_one)
    if after == hit:
        return hit, on
    line = f"{_name(state, roll.hit_taker)} solo: the hit drops from {hit} to {after}"
    return after, replace(on, hit_reduced=hit - after, lines=(*on.lines, line))


def words(on: BigBadOnRoll | None) -> str:
    return "; ".join(on.lines) if on is not None else ""


def shown(state: CampaignState, roll: Roll, on: BigBadOnRoll | None) -> str:
    """The Roll dialog's big-bad line: what its options do here, and an immunity refusing
    the attack."""
    return "; ".join(w for w in (words(on), refused(state, roll)) if w)


def _name(state: CampaignState, who: str | None) -> str:
    found: Character | None = state.characters.get(who or "")
    return found.name if found is not None else str(who)
