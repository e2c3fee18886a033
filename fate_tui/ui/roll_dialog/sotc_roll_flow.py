"""Spirit of the Century's action mechanics in the Roll dialog: X a supplemental action taken
with the roll (-1, L398), $ the shifts of a simple action spent on time, quality and subtlety
(L341-345), O a defence's shifts taken as overflow instead of spin (L486). The rules are
`campaign.intents.roll_sotc_actions`'; this asks the GM and changes the roll.

Each function is awaited from a `@work` action of the Roll dialog, and asks through `asking`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from fate_tui.campaign.roll import roll_sotc_actions, roll_spin
from fate_tui.ui.dialogs import asking
from fate_tui.ui.shell.gm_app import gm_app

if TYPE_CHECKING:
    from fate_tui.ui.roll_dialog.roll import RollDialog

ACTIONS = ("supplemental", "overflow", "spend_shifts")
NONE = "-"  # an option id no supplemental action can be
SUPPLEMENT, ATTACK = "supplemental", "attack"


def offered(action: str, session) -> bool:
    """Whether the Roll dialog offers `action` for the roll as it stands."""
    state, roll = session.state, session.roll
    if not roll_sotc_actions.applies(state):
        return False
    if action not in ACTIONS:
        return False
    if action == "supplemental":
        return not roll.rolled
    if not roll.rolled:
        return False
    if action == "spend_shifts":
        return roll_sotc_actions.spendable(state, roll, session.worked) > 0
    return roll.overflow or roll_spin.gained(state, roll, session.worked) is not None


async def supplemental(dialog: RollDialog) -> None:
    """X: the supplemental action taken with the roll, or none."""
    session = dialog.rolling
    actor = session.state.characters.get(session.roll.actor)
    options = [(NONE, "None")]
    for what in roll_sotc_actions.SUPPLEMENTAL:
        trial = replace(session.roll, supplemental=what)
        penalty = roll_sotc_actions.supplemental(session.state, trial)
        freed = " (a stunt frees it)" if not penalty and actor is not None else ""
        options.append((what, f"{what.capitalize()}: {penalty:+d}{freed}"))
    chosen = await asking.choose(
        gm_app(dialog),
        "A supplemental action with this roll?",
        options,
        highlight=session.roll.supplemental or NONE,
    )
    if chosen is not None:
        dialog.change(lambda s: s.setup(supplemental="" if chosen == NONE else chosen))


async def overflow(dialog: RollDialog) -> None:
    """O: take the defence's shifts as overflow instead of spin, or keep the spin."""
    if dialog.rolling.roll.overflow:
        dialog.change(lambda s: s.setup(overflow=False))
        return
    use = await asking.choose(
        gm_app(dialog),
        "Overflow instead of spin: what does it pay for?",
        [
            (SUPPLEMENT, "A supplemental action (dive clear, move, draw...)"),
            (ATTACK, "Another attack or an offensive maneuver"),
        ],
    )
    if use is None:
        return

    def step(session):
        # Refused (with the rules' reason) when the overflow would pay for an attack.
        roll_sotc_actions.overflow_instead(
            session.state, session.roll, session.worked, offensive=use == ATTACK
        )
        return session.setup(overflow=True)

    dialog.change(step)


async def spend_shifts(dialog: RollDialog) -> None:
    """$: spend the roll's shifts on time, quality and subtlety, one step each."""
    session = dialog.rolling
    shifts = roll_sotc_actions.spendable(session.state, session.roll, session.worked)
    now = " ".join(str(n) for n in session.roll.spent)
    text = await asking.text(
        gm_app(dialog),
        f"Spend {shifts} shift{'s' * (shifts != 1)}: time, quality, subtlety (e.g. 1 0 1)",
        value=now if any(session.roll.spent) else "",
        placeholder="1 0 1",
    )
    if text is None:
        return
    try:
        numbers = tuple(int(n) for n in text.replace(",", " ").split())
    except ValueError:
        numbers = ()
    if len(numbers) != 3:
        dialog.notify(
            f"'{text}': write three whole numbers, time quality subtlety, like 1 0 1",
            severity="error",
        )
        return

    def step(session):
        changed = session.setup(spent=numbers)
        # Refused (with the rules' reason) when more shifts are spent than the roll has.
        roll_sotc_actions.spent(changed.state, changed.roll, changed.worked)
        return changed

    dialog.change(step)
