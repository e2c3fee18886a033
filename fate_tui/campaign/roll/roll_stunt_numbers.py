"""Spirit of the Century's catalogue stunts that change a number another rule gives, as uses on
a roll (`roll_use`): the Roll dialog offers one when the actor has the stunt and rolls its
skill. Stress dealt to something that is not a character, doubled by the Fists stunt (once an
exchange, L1049) or, driving, to the surroundings (L935); an explosion's force, three more for
charges set after studying the target structure (L1003-1004). The numbers are
`stunt_effects`'; each row is keyed by the stunt's effect (`stunt.<effect kind>`).
"""

from __future__ import annotations

from fate_tui.campaign.roll.roll_use import Ask, Asked, Counts, Question, Setting, Use
from fate_tui.rules.errors import RulesError
from fate_tui.rules.outcomes import Resolution
from fate_tui.rules.stunt_catalogue import EffectKind
from fate_tui.rules.stunt_effects import explosive_force, stress_to_things


def _things(asked: Asked) -> Setting:
    return Setting(note="against a thing, not a character (nor, driving, a vehicle)")


def _things_result(asked: Asked, resolution: Resolution) -> str:
    shifts = resolution.shifts
    if shifts <= 0:
        return "no stress to it"
    dealt = stress_to_things(asked.actor, asked.state.ruleset, shifts, asked.roll.skill)
    if dealt == shifts:
        return f"{shifts} stress to it"
    return f"{dealt} stress to it ({shifts} doubled)"


def _once_an_exchange_with_fists(asked: Asked, counts: Counts) -> None:
    """Fists doubles stress to a thing "once per exchange" (L1049); driving, every time."""
    if asked.roll.skill.lower() == "fists" and counts.exchange_uses:
        raise RulesError("Fists doubles stress to a thing once an exchange: used this exchange")


PREPARED = ("no: set hastily, thrown, or no structure to study", "yes: studied and placed")


def _charges(asked: Asked) -> Setting:
    force, prepared = asked.answers
    total = explosive_force(asked.actor, asked.state.ruleset, force, prepared=bool(prepared))
    why = (
        f"+{total - force} for charges at the structure's weak points"
        if total > force
        else "no bonus without preparation and a structure studied"
    )
    return Setting(note=f"the explosion's force is {asked.label(total)} ({why})")


STUNT_NUMBERS = (
    Use(
        f"stunt.{EffectKind.DOUBLE_STRESS.value}",
        "Stress to a thing",
        (),
        "L935, L1049",
        sets=_things,
        result=_things_result,
        limit=_once_an_exchange_with_fists,
    ),
    Use(
        f"stunt.{EffectKind.FORCE_BONUS.value}",
        "Charges set",
        (),
        "L1003-1004",
        questions=(
            Question("The explosion's force (its rating before the stunt)", Ask.LADDER),
            Question("Were the charges set after studying the target?", Ask.CHOICE, PREPARED),
        ),
        sets=_charges,
    ),
)
"""One row per stunt effect that changes another rule's number on the owner's roll."""
