"""Spirit of the Century's conflict procedures beyond the exchange itself: holding an action,
protecting someone with a block, an NPC's grit, and Bounce Back's faster recovery. Lines are
in spirit-of-the-century-srd.txt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from fate_tui.rules.character import Character
from fate_tui.rules.conflict import Conflict, ProtectingBlock
from fate_tui.rules.errors import RulesError
from fate_tui.rules.ruleset import RuleSet, Severity
from fate_tui.rules.stunt_effects import time_steps_saved

# --- Holding an action (L388) ---------------------------------------------------------------


def take_held_turn(
    order: Sequence[str], acted: Sequence[str], holder: str, after: str
) -> tuple[str, ...]:
    """The rest of the exchange's order once `holder`, who let his turn pass, takes it right
    after `after` has finished (L388): any time later in the exchange, between two turns,
    never by interrupting someone. `acted`: who has finished a turn this exchange."""
    if holder not in order or after not in order:
        raise RulesError("both characters must be in this exchange's order")
    if holder in acted:
        raise RulesError(f"{holder} has already taken a turn this exchange")
    if after not in acted:
        raise RulesError(
            f"a held turn comes after someone has finished theirs: {after} has not acted yet"
        )
    if order.index(after) < order.index(holder):
        raise RulesError(f"{holder} held his turn after {after}'s; it cannot go back before it")
    waiting = [c for c in order if c not in acted and c != holder]
    return (holder, *waiting)


def hold_action(conflict: Conflict, holder: str, acted: Sequence[str]) -> Conflict:
    """`holder` opts not to act when his turn comes around (L388): he may take it any time
    later in the exchange. `acted`: who has finished a turn this exchange."""
    if holder not in conflict.members or not conflict.in_fight(holder):
        raise RulesError(f"{holder} is not in the fight")
    if holder in acted:
        raise RulesError(f"{holder} has already taken a turn this exchange")
    if holder in conflict.held:
        raise RulesError(f"{holder} already holds his action this exchange")
    return replace(conflict, held=(*conflict.held, holder))


def release_held(conflict: Conflict, holder: str) -> Conflict:
    """The conflict once `holder` takes the turn he held (L388)."""
    if holder not in conflict.held:
        raise RulesError(f"{holder} holds no action this exchange")
    return replace(conflict, held=tuple(h for h in conflict.held if h != holder))


# --- Full defense declared before one's turn (L387) ----------------------------------------


def check_early_full_defense(who: str, acted: Sequence[str], active: str | None) -> None:
    """Full defense may be declared at the beginning of the exchange, or when first attacked
    before having acted, rather than on one's turn (L387): refused once `who` has acted this
    exchange. Declaring it gives up his action for the exchange."""
    if who in acted:
        raise RulesError(
            f"{who} has already acted this exchange: full defense is declared before acting"
        )
    if who == active:
        raise RulesError(f"it is {who}'s turn: full defense on his turn is the usual one")


# --- Protecting another with a block (L389-390) ---------------------------------------------


def protect(conflict: Conflict, blocker: str, protected: str, strength: int) -> Conflict:
    """`blocker` declares on his turn a block protecting `protected`, at the block strength
    he rolled (L390); it holds for the rest of the exchange. A second block on the same
    character replaces the first."""
    for who in (blocker, protected):
        if who not in conflict.members or not conflict.in_fight(who):
            raise RulesError(f"{who} is not in the fight")
    if blocker == protected:
        raise RulesError("a block protects another character; to protect himself he defends")
    kept = tuple(b for b in conflict.blocks if b.protected != protected)
    return replace(conflict, blocks=(*kept, ProtectingBlock(blocker, protected, strength)))


def block_protecting(conflict: Conflict | None, who: str | None) -> ProtectingBlock | None:
    """The block protecting `who` this exchange, while its blocker is still in the fight."""
    if conflict is None or who is None:
        return None
    return next(
        (b for b in conflict.blocks if b.protected == who and conflict.in_fight(b.blocker)),
        None,
    )


def protected_defense(defense: int, block_strength: int | None) -> int:
    """The defense a protected character uses against an attack later in the exchange: his
    own roll if it is higher than the blocker's block strength, else the block strength
    (L390). None: nobody protects him."""
    if block_strength is None or defense > block_strength:
        return defense
    return block_strength


# --- Grit (L437) ------------------------------------------------------------------------------


def check_grit(character: Character, grit: int | None) -> None:
    """Grit belongs to NPCs ("some NPCs may be listed as having a certain amount of grit",
    L437) and counts consequences, so it is 0 or more; None: no grit, he fights until taken
    out or he chooses to concede."""
    if grit is None:
        return
    if not character.kind.is_npc:
        raise RulesError(f"{character.name} is a PC: grit is listed for NPCs only (L437)")
    if isinstance(grit, bool) or not isinstance(grit, int) or grit < 0:
        raise RulesError(
            f"grit is a number of consequences, 0 or more (usually 1 or 2), not {grit!r}"
        )


def grit_offers_concession(conflict: Conflict, npc: str, grit: int, *, importance: int = 0) -> bool:
    """Whether an NPC with `grit` (usually 1 or 2) now offers a concession: once he has taken
    that many consequences in this conflict (L437). `importance` raises it when the matter
    matters to him directly and lowers it when it is trivial (the GM's call), never below 0."""
    if grit < 0:
        raise RulesError("grit is 0 or more (usually 1 or 2)")
    return conflict.consequences_taken(npc) >= max(grit + importance, 0)


# --- Recovery shortened by Bounce Back (L447, L976) -----------------------------------------

_MILDER = {Severity.SEVERE: Severity.MODERATE, Severity.MODERATE: Severity.MILD}


def speeds_recovery(character: Character, ruleset: RuleSet) -> bool:
    """Whether the character has a stunt that speeds physical recovery two steps (Bounce
    Back, L976)."""
    return time_steps_saved(character, ruleset, "Endurance", _BOUNCE) >= 2


def bounce_back(character: Character, slot: str, ruleset: RuleSet) -> Character:
    """A physical consequence of a character with Bounce Back recovers two steps faster on
    the time chart (L976): a mild one clears between scenes even without a break (it begins
    recovering at once), a moderate one after an hour's rest rather than six (it clears as a
    mild one: the next breather), a severe one in days rather than weeks (it clears as a
    moderate one: the next downtime). The GM applies it to the physical consequences."""
    if not speeds_recovery(character, ruleset):
        raise RulesError(f"{character.name} has no stunt that speeds physical recovery")
    found = next((c for c in character.consequences if c.slot == slot), None)
    if found is None:
        raise RulesError(f"{character.name} has no consequence in the {slot} slot")
    if found.severity is Severity.EXTREME:
        raise RulesError("an extreme consequence never clears by time")
    if found.severity is Severity.MILD:
        updated = replace(found, recovering=True)
    else:
        updated = replace(found, clears_as=_MILDER[found.severity], recovery_elapsed=0)
    consequences = tuple(updated if c is found else c for c in character.consequences)
    return replace(character, consequences=consequences)


_BOUNCE = "recovering from a physical consequence"
