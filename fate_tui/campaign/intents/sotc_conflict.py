"""Spirit of the Century's conflict procedures at the table (spirit-of-the-century-srd.txt):
holding an action to take it later in the exchange (L388), a block protecting another
character (L390), an NPC's grit offering a concession (L437) and Bounce Back's faster
recovery from physical consequences (L976).

The rules are the rules core's (`rules.sotc_conflict`); this says when they apply, what they
change in the scene and character files, and what the log says.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character, name_of, running, scene
from fate_tui.campaign.state import CampaignState
from fate_tui.rules import sotc_conflict as rules
from fate_tui.rules.action_effects import Action
from fate_tui.rules.character import Character
from fate_tui.rules.concession import demand_different_fate as demand_different_fate_rule
from fate_tui.rules.conflict import Conflict, ProtectingBlock, end_full_defense
from fate_tui.rules.derived import stress_tracks
from fate_tui.rules.errors import RulesError
from fate_tui.rules.framing import landing_track
from fate_tui.rules.plans import AbsorbPlan
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.scene import Scene
from fate_tui.rules.turn_order import ElectiveOrder
from fate_tui.rules.wording import counted, possessive, verb

if TYPE_CHECKING:
    from fate_tui.campaign.roll.roll_model import Roll


def applies(ruleset: RuleSet) -> bool:
    """Whether the rule set is Spirit of the Century, whose conflict chapter has these."""
    return ruleset.name == "sotc"


def _require(ctl: Controller, what: str) -> tuple[Scene, Conflict, ElectiveOrder]:
    if not applies(ctl.state.ruleset):
        raise RulesError(f"{what} is a Spirit of the Century rule; this campaign plays another")
    current = scene(ctl)
    conflict = running(current)
    if conflict is None or current.turn is None:
        raise RulesError(f"no conflict is running in '{current.title}': C starts one")
    return current, conflict, current.turn


# --- Holding an action (L388) -------------------------------------------------------------


def waiting_unheld(conflict: Conflict, turn: ElectiveOrder) -> tuple[str, ...]:
    """Who still waits for their turn this exchange in order, those holding theirs left out:
    a held turn is taken only when its holder says so (L388)."""
    return tuple(p for p in turn.waiting if p not in conflict.held)


def lapsed(conflict: Conflict, turn: ElectiveOrder) -> tuple[str, ...]:
    """Who still holds an action once everyone else has acted: the exchange ends and the held
    turns are gone ("any time later in the exchange", L388)."""
    done = replace(turn, acted=(*turn.acted, turn.active), active=None) if turn.active else turn
    if waiting_unheld(conflict, done):
        return ()
    return tuple(h for h in conflict.held if h in done.waiting)


def hold(ctl: Controller) -> None:
    """The character whose turn it is lets it pass, to take it later in the exchange; the
    next in line acts now."""
    current, conflict, turn = _require(ctl, "Holding an action")
    holder = turn.active
    if holder is None:
        raise RulesError("nobody is taking a turn: > starts the next one")
    conflict = rules.hold_action(conflict, holder, turn.acted)
    rest = waiting_unheld(conflict, turn)
    if not rest:
        raise RulesError(
            f"everyone else has acted this exchange: {name_of(ctl, holder)} acts now or not at all"
        )
    after = rest[0]
    conflict, _ = end_full_defense(conflict, after, ctl.state.ruleset)
    held_by = name_of(ctl, holder)
    text = (
        f"{held_by} {verb(ctl.state.characters.get(holder), 'holds')} the action "
        f"(W takes it after a later turn this exchange); {name_of(ctl, after)} "
        f"{verb(ctl.state.characters.get(after), 'acts')} next"
    )
    updated = replace(current, conflict=conflict, turn=replace(turn, active=after))
    ctl.apply(text, log=("conflict", text), scenes=[updated])


def take_held(ctl: Controller, holder: str) -> None:
    """The turn under way is over and `holder` takes the turn he held, before the next one
    begins (never interrupting someone, L388)."""
    current, conflict, turn = _require(ctl, "Taking a held action")
    after = turn.active or (turn.acted[-1] if turn.acted else None)
    if after is None:
        raise RulesError("a held turn is taken after someone has finished theirs")
    acted = (*turn.acted, turn.active) if turn.active else turn.acted
    rules.take_held_turn(turn.participants, acted, holder, after)
    conflict = rules.release_held(conflict, holder)
    conflict, _ = end_full_defense(conflict, holder, ctl.state.ruleset)
    text = (
        f"{name_of(ctl, holder)} {verb(ctl.state.characters.get(holder), 'takes')} the held "
        f"turn after {possessive(name_of(ctl, after))}"
    )
    updated = replace(current, conflict=conflict, turn=replace(turn, acted=acted, active=holder))
    ctl.apply(text, log=("conflict", text), scenes=[updated])


# --- A block protecting someone (L390) ----------------------------------------------------


def protect(ctl: Controller, protected: str, strength: int) -> None:
    """The character whose turn it is blocks to protect `protected` at the block strength he
    rolled: until the end of the exchange, an attack on `protected` meets the better of his
    own defence and the block strength."""
    current, conflict, turn = _require(ctl, "Protecting with a block")
    blocker = turn.active
    if blocker is None or blocker not in conflict.members:
        raise RulesError("a block is declared by the character whose turn it is")
    if conflict.side_of(protected) is not conflict.side_of(blocker):
        raise RulesError(f"{name_of(ctl, protected)} is on the other side")
    conflict = rules.protect(conflict, blocker, protected, strength)
    text = (
        f"{name_of(ctl, blocker)} {verb(ctl.state.characters.get(blocker), 'blocks')} to "
        f"protect {name_of(ctl, protected)} at {strength:+d}: until the exchange ends, "
        f"{possessive(name_of(ctl, protected))} defence is at least {strength:+d}"
    )
    ctl.apply(text, log=("conflict", text), scenes=[replace(current, conflict=conflict)])


def block_on_roll(state: CampaignState, roll: Roll) -> ProtectingBlock | None:
    """The block protecting the defender of `roll` this exchange: an attack on him, or his
    defence against an attack (SotC only)."""
    if not applies(state.ruleset):
        return None
    if roll.action is Action.ATTACK:
        defender = roll.opponent or roll.target
    elif roll.action is Action.DEFEND and roll.against is Action.ATTACK:
        defender = roll.actor
    else:
        return None
    return rules.block_protecting(running(state.current_scene), defender)


def with_block(state: CampaignState, roll: Roll, effort: int, against: int) -> tuple[int, int]:
    """The roll's effort and opposition once the block protecting its defender counts: his
    defence is his own roll if higher than the block strength, else the block strength (L390);
    the attacker's roll is unchanged."""
    block = block_on_roll(state, roll)
    if block is None:
        return effort, against
    if roll.action is Action.ATTACK:
        return effort, rules.protected_defense(against, block.strength)
    return rules.protected_defense(effort, block.strength), against


# --- Grit (L437) and Bounce Back (L976) after a hit ---------------------------------------


def set_grit(ctl: Controller, character_id: str, grit: int | None) -> None:
    """An NPC's grit, written to his file (`grit = 2`): the consequences he takes before he
    offers a concession (L437); None takes it off."""
    if not applies(ctl.state.ruleset):
        raise RulesError(f"grit is Spirit of the Century's; {ctl.state.ruleset.title} has none")
    before = character(ctl, character_id)
    rules.check_grit(before, grit)
    if grit == before.grit:
        return
    whose = possessive(before.name)
    if grit is None:
        text = f"{whose} grit taken off: {verb(before, 'fights')} on until taken out"
    else:
        count = f"{grit} consequence{'s' * (grit != 1)}"
        text = f"{whose} grit set to {grit}: {verb(before, 'offers')} a concession after {count}"
    after = replace(before, grit=grit)
    ctl.apply(text, log=("change", text), data={"character": after.id}, characters=[after])


def grit_words(ruleset: RuleSet, current: Scene | None, taker: Character) -> str:
    """'Grit 1 reached: the Masked Acolyte offers a concession' once an NPC listed with grit
    has taken that many consequences in the running conflict; empty otherwise."""
    conflict = running(current)
    if not applies(ruleset) or taker.grit is None or conflict is None:
        return ""
    if taker.id not in conflict.members or not conflict.in_fight(taker.id):
        return ""
    if not conflict.consequences_taken(taker.id):
        return ""
    if not rules.grit_offers_concession(conflict, taker.id, taker.grit):
        return ""
    return f"grit {taker.grit} reached: {taker.name} {verb(taker, 'offers')} a concession (K)"


def offers_concession(state: CampaignState, who: str) -> bool:
    """Whether `who`, an NPC with grit, now offers a concession (for the conflict panel)."""
    taker = state.characters.get(who)
    return taker is not None and bool(grit_words(state.ruleset, state.current_scene, taker))


def bounce_back(
    ruleset: RuleSet, taker: Character, plan: AbsorbPlan, track: str
) -> tuple[Character, str]:
    """The taker after a hit with Bounce Back applied to the consequences it took, when the
    hit was physical (it landed on the physical track): each recovers two steps faster on the
    time chart. Returns the character and what happened in words (empty: nothing)."""
    if not applies(ruleset) or not plan.consequences or not rules.speeds_recovery(taker, ruleset):
        return taker, ""
    names = [t.name for t in stress_tracks(taker, ruleset)]
    if track != landing_track(names, mental=False):
        return taker, ""
    faster = []
    for pick in plan.consequences:
        taken = next((c for c in taker.consequences if c.slot == pick.slot), None)
        if taken is None or taken.severity.value == "extreme":
            continue
        taker = rules.bounce_back(taker, pick.slot, ruleset)
        faster.append(f"'{taken.aspect}'")
    if not faster:
        return taker, ""
    recover = "recovers" if len(faster) == 1 else "recover"
    return taker, f"Bounce Back: {', '.join(faster)} {recover} two steps faster"


# --- A different fate for a taken-out player (L432) ---------------------------------------


def may_demand_different_fate(state: CampaignState, who: str | None) -> bool:
    """Whether `who`, a PC taken out, may spend all his fate points to demand a different
    way of losing (where the rule set has it)."""
    taker = state.characters.get(who or "")
    return (
        taker is not None
        and state.ruleset.concession.taken_out_override
        and not taker.kind.is_npc
        and taker.taken_out
    )


def demand_different_fate(ctl: Controller, who: str, wish: str = "") -> None:
    """`who`, taken out, spends all his fate points (at least one) and demands to lose in a
    fashion more to his liking (L432): the GM or the winner then makes every effort to allow
    it. `wish`: the way the player asks for, for the log."""
    taker = character(ctl, who)
    if taker.kind.is_npc:
        raise RulesError("the fate-point override of a taken-out result is the players'")
    spent = taker.fate_points
    after = demand_different_fate_rule(taker, ctl.state.ruleset)
    text = (
        f"{taker.name} {verb(taker, 'spends')} all {counted(spent, 'fate point')} "
        "to demand a different way of losing"
    )
    text += f": {wish.strip()}" if wish.strip() else ""
    ctl.apply(text, log=("conflict", text), characters=[after])
